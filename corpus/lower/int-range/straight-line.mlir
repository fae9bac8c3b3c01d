// RUN-ARGS: --int-range-optimizations
// Straight-line ranges: extensions bound comparisons, min/max clamp, wrapping adds decide
// nothing, overflow flags narrow, and values of other dialects have the whole range.
func.func @arith(%a: i8, %b: i32, %m: memref<4xi32>) -> (i1, i1, i32, i1, i1, i1) {
  %e = arith.extui %a : i8 to i32
  %c255 = arith.constant 255 : i32
  %c256 = arith.constant 256 : i32
  %0 = arith.cmpi ule, %e, %c255 : i32
  %1 = arith.cmpi slt, %e, %b : i32
  %lo = arith.maxsi %b, %c255 : i32
  %hi = arith.minsi %lo, %c255 : i32
  %s = arith.addi %e, %c256 overflow<nuw> : i32
  %2 = arith.cmpi uge, %s, %c256 : i32
  %i = arith.constant 0 : index
  %l = memref.load %m[%i] : memref<4xi32>
  %3 = arith.cmpi sge, %l, %l : i32
  %t = arith.trunci %e : i32 to i8
  %4 = arith.cmpi eq, %t, %a : i8
  return %0, %1, %hi, %2, %3, %4 : i1, i1, i32, i1, i1, i1
}

// -----

func.func @index(%x: index, %y: index) -> (i1, i1, index, i1) {
  %c4 = index.constant 4
  %c10 = index.constant 10
  %0 = index.minu %x, %c4
  %1 = index.mul %0, %c10
  %2 = index.cmp ule(%1, %c10)
  %3 = index.maxs %y, %c10
  %4 = index.cmp sge(%3, %c4)
  %5 = index.sub %c10, %c4
  %6 = index.cmp eq(%5, %x)
  return %2, %4, %5, %6 : i1, i1, index, i1
}
