// RUN-ARGS: --convert-math-to-funcs='convert-ctlz=true min-width-of-fpowi-exponent=64'
// ctlz outlined as an scf.for over the bits; an i32 fpowi stays under the 64-bit minimum.
func.func @ctlz(%a: i64, %b: i16, %v: vector<3xi16>, %f: f32, %e: i32) -> (i64, i16, vector<3xi16>, f32) {
  %0 = math.ctlz %a : i64
  %1 = math.ctlz %b : i16
  %2 = math.ctlz %v : vector<3xi16>
  %3 = math.fpowi %f, %e : f32, i32
  return %0, %1, %2, %3 : i64, i16, vector<3xi16>, f32
}
