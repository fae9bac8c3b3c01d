// RUN-ARGS: --convert-complex-to-standard
// Expansions that create other complex ops (atan2, expm1, log, sign, pow), each legalized in
// place, on complex<f64>, with the results feeding one another.
func.func @chain(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.mul %a, %b : complex<f64>
  %1 = complex.div %0, %b : complex<f64>
  %2 = complex.sub %1, %a : complex<f64>
  %3 = complex.atan2 %2, %b : complex<f64>
  return %3 : complex<f64>
}

// -----

func.func @unary_chain(%a: complex<f64>) -> (complex<f64>, f64) {
  %0 = complex.expm1 %a : complex<f64>
  %1 = complex.sign %0 : complex<f64>
  %2 = complex.log %1 : complex<f64>
  %3 = complex.angle %2 : complex<f64>
  return %2, %3 : complex<f64>, f64
}

// -----

func.func @pow_rsqrt(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.pow %a, %b : complex<f64>
  %1 = complex.rsqrt %0 : complex<f64>
  return %1 : complex<f64>
}

// -----

// The ops left alone: constants and bitcasts have no expansion; the comparison results are i1.
func.func @mixed(%a: complex<f64>) -> (i1, i1, complex<f64>) {
  %c = complex.constant [1.0 : f64, -2.0 : f64] : complex<f64>
  %eq = complex.eq %a, %c : complex<f64>
  %ne = complex.neq %a, %c : complex<f64>
  %n = complex.neg %c : complex<f64>
  %j = complex.conj %n : complex<f64>
  return %eq, %ne, %j : i1, i1, complex<f64>
}
