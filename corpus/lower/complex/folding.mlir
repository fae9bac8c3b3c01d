// Folding during the complex conversion: re/im of create, create of re/im, add/sub that cancel or
// add a zero constant, mul by one. re/im of a constant would need an arith.constant, which this
// pass cannot lower, so they stay (as upstream, which rolls such folds back).
func.func @folding(%x: f32, %y: f32, %a: complex<f32>, %b: complex<f32>) -> (f32, f32, complex<f32>, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %c = complex.create %x, %y : complex<f32>
  %0 = complex.re %c : complex<f32>
  %1 = complex.im %c : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a : complex<f32>
  %2 = complex.create %r, %i : complex<f32>
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %3 = complex.re %k : complex<f32>
  %s = complex.sub %a, %b : complex<f32>
  %4 = complex.add %s, %b : complex<f32>
  %t = complex.add %a, %b : complex<f32>
  %5 = complex.sub %t, %b : complex<f32>
  %zero = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %6 = complex.add %a, %zero : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %7 = complex.mul %b, %one : complex<f32>
  %8 = complex.mul %b, %k : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, complex<f32>, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
