// RUN-ARGS: --lower-affine
// affine.if to scf.if: one arith.cmpi (eq / sge against 0) per constraint, joined by arith.andi
// without short-circuit; results through scf.yield; operands from affine.apply composed into the
// set first.
func.func @guards(%A: memref<16x16xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.if affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d0 - 2 >= 0, d1 - d0 == 0)>(%i, %j)[%n] {
        %v = affine.load %A[%i - 1, %j] : memref<16x16xf32>
        affine.store %v, %A[%i, %j] : memref<16x16xf32>
      }
    }
  }
  return
}

// -----

func.func @select(%i: index, %x: f32, %y: f32) -> f32 {
  %k = affine.apply affine_map<(d0) -> (d0 * 3 + 1)>(%i)
  %r = affine.if affine_set<(d0) : (d0 mod 2 == 0, 20 - d0 >= 0)>(%k) -> f32 {
    affine.yield %x : f32
  } else {
    %s = arith.addf %x, %y : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

func.func @trivial(%i: index) {
  affine.if affine_set<() : (0 == 0)>() {
    "func.call"() {callee = @f} : () -> ()
  } else {
    "func.call"() {callee = @g} : () -> ()
  }
  return
}
func.func private @f()
func.func private @g()
