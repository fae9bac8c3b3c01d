// RUN-ARGS: --convert-complex-to-libm
// Each function declared once per module at its top, in first-use order; abs and angle
// named by their float result.
func.func @calls(%f: complex<f32>, %d: complex<f64>) -> (complex<f32>, complex<f64>, f32, f64) {
  %0 = complex.sqrt %f : complex<f32>
  %1 = complex.sqrt %0 : complex<f32>
  %2 = complex.pow %d, %d : complex<f64>
  %3 = complex.log %2 : complex<f64>
  %4 = complex.abs %1 : complex<f32>
  %5 = complex.angle %3 : complex<f64>
  %6 = complex.tan %1 : complex<f32>
  %7 = complex.conj %6 : complex<f32>
  return %7, %3, %4, %5 : complex<f32>, complex<f64>, f32, f64
}

// -----

// A declaration (or any symbol) of the name already there is used as it is.
func.func private @csinf(complex<f32>) -> complex<f32> attributes {llvm.readnone}
func.func @existing(%f: complex<f32>) -> complex<f32> {
  %0 = complex.sin %f : complex<f32>
  %1 = complex.cos %0 : complex<f32>
  %2 = complex.tanh %1 : complex<f32>
  return %2 : complex<f32>
}

// -----

// Ops without a C function here (exp, add) are not illegal and stay.
func.func @leftovers(%f: complex<f64>) -> complex<f64> {
  %0 = complex.exp %f : complex<f64>
  %1 = complex.add %0, %f : complex<f64>
  %2 = complex.cos %1 : complex<f64>
  return %2 : complex<f64>
}
