// RUN-ARGS: --pass-pipeline='builtin.module(func.func(convert-complex-to-standard))'
// Ops inside loops and across blocks, on f16 and bf16 parts.
func.func @loop(%a: complex<f16>, %n: index) -> complex<f16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> complex<f16> {
    %m = complex.mul %acc, %a : complex<f16>
    %e = complex.exp %m : complex<f16>
    scf.yield %e : complex<f16>
  }
  return %r : complex<f16>
}

// -----

func.func @blocks(%c: i1, %a: complex<bf16>) -> complex<bf16> {
  cf.cond_br %c, ^bb1, ^bb2(%a : complex<bf16>)
^bb1:
  %t = complex.tanh %a : complex<bf16>
  cf.br ^bb2(%t : complex<bf16>)
^bb2(%v: complex<bf16>):
  %s = complex.sqrt %v : complex<bf16>
  return %s : complex<bf16>
}
