// Integer helpers in the style of a lowered runtime library: gcd with a loop, a saturating add, a
// popcount via a `cf.switch` on small values, and a lookup table in a constant global.

memref.global "private" constant @squares : memref<8xi32> = dense<[0, 1, 4, 9, 16, 25, 36, 49]> {alignment = 16 : i64}

func.func @gcd(%a: i64, %b: i64) -> i64 {
  %zero = arith.constant 0 : i64
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %done = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %done, ^exit(%x : i64), ^step
^step:
  %r = arith.remui %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

func.func @sat_add(%a: i32, %b: i32) -> i32 {
  %sum = arith.addi %a, %b : i32
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %zero = arith.constant 0 : i32
  %a_neg = arith.cmpi slt, %a, %zero : i32
  %b_neg = arith.cmpi slt, %b, %zero : i32
  %s_neg = arith.cmpi slt, %sum, %zero : i32
  %same = arith.cmpi eq, %a_neg, %b_neg : i1
  %flip = arith.cmpi ne, %a_neg, %s_neg : i1
  %ovf = arith.andi %same, %flip : i1
  %clamp = arith.select %a_neg, %min, %max : i32
  %res = arith.select %ovf, %clamp, %sum : i32
  return %res : i32
}

func.func @popcount_small(%v: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.switch %v : i32, [
    default: ^slow,
    0: ^done(%c0 : i32),
    1: ^done(%c1 : i32),
    2: ^done(%c1 : i32),
    3: ^done(%c2 : i32)
  ]
^slow:
  cf.br ^count(%v, %c0 : i32, i32)
^count(%rest: i32, %acc: i32):
  %empty = arith.cmpi eq, %rest, %c0 : i32
  cf.cond_br %empty, ^done(%acc : i32), ^bit
^bit:
  %low = arith.andi %rest, %c1 : i32
  %acc1 = arith.addi %acc, %low : i32
  %rest1 = arith.shrui %rest, %c1 : i32
  cf.br ^count(%rest1, %acc1 : i32, i32)
^done(%n: i32):
  return %n : i32
}

func.func @square_lookup(%i: index) -> i32 {
  %table = memref.get_global @squares : memref<8xi32>
  %c7 = arith.constant 7 : index
  %clamped = arith.minui %i, %c7 : index
  %v = memref.load %table[%clamped] : memref<8xi32>
  return %v : i32
}

func.func @mix(%a: i32, %b: f64) -> (f64, i64) {
  %ext = arith.extsi %a : i32 to i64
  %f = arith.sitofp %a : i32 to f64
  %s = arith.addf %f, %b : f64
  %u = arith.fptoui %s : f64 to i64
  %x = arith.xori %ext, %u : i64
  %sh = arith.constant 3 : i64
  %y = arith.shrsi %x, %sh : i64
  return %s, %y : f64, i64
}
