// RUN-ARGS: --convert-complex-to-libm --canonicalize
// With the canonicalizer after it, as upstream's test runs it: dead calls stay (calls have
// effects), unused declarations too.
func.func @dead(%f: complex<f64>) -> f64 {
  %0 = complex.sqrt %f : complex<f64>
  %1 = complex.abs %f : complex<f64>
  %2 = complex.angle %f : complex<f64>
  return %1 : f64
}
