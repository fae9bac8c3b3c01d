// Fastmath flags of complex ops go onto every float op of the expansion (abs: not onto the sqrt).
func.func @fastmath(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64) {
  %0 = complex.add %a, %b fastmath<fast> : complex<f64>
  %1 = complex.sub %a, %b fastmath<nnan> : complex<f64>
  %2 = complex.mul %a, %b fastmath<nnan,contract> : complex<f64>
  %3 = complex.div %a, %b fastmath<afn> : complex<f64>
  %4 = complex.abs %a fastmath<ninf,nsz> : complex<f64>
  return %0, %1, %2, %3, %4 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64
}

func.func @other_floats(%a: complex<f16>, %b: complex<f16>, %c: complex<bf16>, %d: complex<bf16>) -> (complex<f16>, bf16) {
  %0 = complex.div %a, %b : complex<f16>
  %1 = complex.abs %c : complex<bf16>
  return %0, %1 : complex<f16>, bf16
}
