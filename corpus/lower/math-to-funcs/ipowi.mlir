// RUN-ARGS: --convert-math-to-funcs
// One function per element type, appended to the module in the order the ops are met;
// vector ops unrolled element by element.
func.func @ints(%a: i16, %b: i16, %c: i64, %v: vector<2x2xi16>) -> (i16, i64, vector<2x2xi16>) {
  %0 = math.ipowi %a, %b : i16
  %1 = math.ipowi %c, %c : i64
  %2 = math.ipowi %0, %a : i16
  %3 = math.ipowi %v, %v : vector<2x2xi16>
  return %2, %1, %3 : i16, i64, vector<2x2xi16>
}

// -----

func.func @in_loop(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %p = math.ipowi %acc, %a : i32
    scf.yield %p : i32
  }
  return %r : i32
}

// -----

// ctlz stays without convert-ctlz; fpowi with any exponent width is converted by default.
func.func @others(%a: i8, %f: f64, %e: i1) -> (i8, f64) {
  %0 = math.ctlz %a : i8
  %1 = math.fpowi %f, %e : f64, i1
  return %0, %1 : i8, f64
}
