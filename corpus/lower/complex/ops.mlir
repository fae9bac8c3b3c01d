// The complex ops upstream lowers: each becomes field extraction, scalar float math, and a struct.
func.func @arith(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b : complex<f32>
  %2 = complex.mul %a, %b : complex<f32>
  %3 = complex.div %a, %b : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @parts(%a: complex<f64>, %x: f64, %y: f64) -> (f64, f64, complex<f64>, f64) {
  %0 = complex.re %a : complex<f64>
  %1 = complex.im %a : complex<f64>
  %2 = complex.create %x, %y : complex<f64>
  %3 = complex.abs %a : complex<f64>
  return %0, %1, %2, %3 : f64, f64, complex<f64>, f64
}

func.func @constants() -> (complex<f32>, complex<f64>, complex<f16>) {
  %0 = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %1 = complex.constant [0.0 : f64, 3.25 : f64] : complex<f64>
  %2 = complex.constant [1.0 : f16, 0.5 : f16] : complex<f16>
  return %0, %1, %2 : complex<f32>, complex<f64>, complex<f16>
}

func.func @chain(%a: complex<f32>, %b: complex<f32>) -> f32 {
  %0 = complex.mul %a, %b : complex<f32>
  %1 = complex.add %0, %a : complex<f32>
  %2 = complex.abs %1 : complex<f32>
  %3 = complex.re %1 : complex<f32>
  %4 = arith.addf %2, %3 : f32
  return %4 : f32
}
