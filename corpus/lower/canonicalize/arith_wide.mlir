// RUN-ARGS: --canonicalize
// The add/sub/mul-with-constants patterns of `arith` on integers wider than 128 bits: the
// combined constant wraps to the type's width.

func.func @wide_chains(%x: i200, %y: i129) -> (i200, i200, i129, i129) {
  %big = arith.constant 1606938044258990275541962092341162602522202993782792835301375 : i200
  %two = arith.constant 2 : i200
  %0 = arith.addi %x, %big : i200
  %1 = arith.addi %0, %two : i200
  %2 = arith.muli %x, %big : i200
  %3 = arith.muli %2, %two : i200
  %m = arith.constant -340282366920938463463374607431768211456 : i129
  %k = arith.constant 7 : i129
  %4 = arith.subi %y, %m : i129
  %5 = arith.subi %4, %k : i129
  %6 = arith.subi %k, %y : i129
  %7 = arith.addi %6, %m : i129
  return %1, %3, %5, %7 : i200, i200, i129, i129
}
