// RUN-ARGS: --arith-emulate-wide-int=widest-int-supported=256
// Halves wider than 128 bits: scalar, splat and non-splat constants of i512, negative values.
func.func @constants(%a: i512, %v: vector<2xi512>) -> (i512, vector<2xi512>, vector<3xi512>) {
  %c = arith.constant -12345678901234567890123456789012345678901234567890123456789 : i512
  %0 = arith.xori %a, %c : i512
  %d = arith.constant dense<[1, -340282366920938463463374607431768211456]> : vector<2xi512>
  %1 = arith.andi %v, %d : vector<2xi512>
  %s = arith.constant dense<-7> : vector<3xi512>
  return %0, %1, %s : i512, vector<2xi512>, vector<3xi512>
}
