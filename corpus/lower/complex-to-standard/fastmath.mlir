// RUN-ARGS: --convert-complex-to-standard
// Fastmath flags: carried to the ops upstream gives them to; `nnan`/`ninf` cleared in the
// hypotenuse and log1p; with both set, the special cases of sqrt, rsqrt, tan and tanh are skipped.
func.func @flags(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, f32) {
  %0 = complex.sqrt %a fastmath<nnan,ninf> : complex<f32>
  %1 = complex.rsqrt %b fastmath<fast> : complex<f32>
  %2 = complex.tan %a fastmath<nnan,ninf,nsz> : complex<f32>
  %3 = complex.abs %b fastmath<ninf,afn> : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, f32
}

// -----

func.func @flags_binary(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.div %a, %b fastmath<contract> : complex<f32>
  %1 = complex.log1p %0 fastmath<nnan,reassoc> : complex<f32>
  %2 = complex.atan2 %1, %b fastmath<arcp> : complex<f32>
  %3 = complex.add %2, %0 fastmath<fast> : complex<f32>
  %4 = complex.cos %3 fastmath<afn> : complex<f32>
  %5 = complex.sin %4 fastmath<nsz> : complex<f32>
  return %3, %4, %5 : complex<f32>, complex<f32>, complex<f32>
}
