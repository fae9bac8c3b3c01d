// Every scf op in generic form (implicit terminators written out), read back in custom form.
func.func @generic(%lb: index, %c: i1, %x: f32, %t: tensor<4xf32>) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) {tag} : (index, index, index, f32) -> f32
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  %1 = "scf.if"(%c) ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%0) : (f32) -> ()
  }) : (i1) -> f32
  %2 = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) : (f32) -> f32
  %3 = "scf.execute_region"() ({
    "scf.yield"(%x) : (f32) -> ()
  }) : () -> f32
  %4 = "scf.index_switch"(%lb) <{cases = array<i64: 3>}> ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%1) : (f32) -> ()
  }) : (index) -> f32
  %5 = "scf.parallel"(%lb, %lb, %lb, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  %6 = "scf.forall"(%lb, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  return
}
