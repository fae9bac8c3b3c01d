// Index folds during the conversion: identities, unchecked folds (add, sub, mul, bitwise) and
// checked ones, which fold only where 64-bit and 32-bit results agree (divu of 2^32 does not).
func.func @identities_and_folds(%a: index) -> (index, index, index, index, index, index, index, index, index, index, i1, i32, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c3 = index.constant 3
  %c7 = index.constant 7
  %big = index.constant 4294967296
  %m1 = index.constant -1
  %0 = index.add %c3, %c7
  %1 = index.add %a, %c0
  %2 = index.mul %a, %c1
  %3 = index.mul %big, %c3
  %4 = index.divs %c7, %c3
  %5 = index.divu %big, %c3
  %6 = index.sub %a, %a
  %7 = index.maxs %c3, %m1
  %8 = index.and %a, %c0
  %9 = index.shl %c1, %c3
  %10 = index.cmp slt(%c3, %c7)
  %11 = index.casts %c7 : index to i32
  %12 = index.mul %a, %c0
  %13 = index.sub %a, %c0
  %14 = index.divu %a, %c1
  %15 = index.xor %c3, %c7
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : index, index, index, index, index, index, index, index, index, index, i1, i32, index, index, index, index
}

func.func @divisions_and_cmp() -> (index, index, index, index, index, index, index, index, index, i1, i1, index, index) {
  %c0 = index.constant 0
  %c3 = index.constant 3
  %c7 = index.constant 7
  %m7 = index.constant -7
  %m1 = index.constant -1
  %min32 = index.constant -2147483648
  %big = index.constant 8589934592
  %0 = index.ceildivs %c7, %c3
  %1 = index.ceildivs %m7, %c3
  %2 = index.floordivs %m7, %c3
  %3 = index.floordivs %c7, %m1
  %4 = index.ceildivu %c7, %c3
  %5 = index.ceildivu %c0, %c3
  %6 = index.divs %min32, %m1
  %7 = index.rems %m7, %c3
  %8 = index.shl %c3, %c7
  %9 = index.cmp ult(%m1, %c3)
  %10 = index.cmp slt(%big, %c3)
  %11 = index.divs %c7, %c0
  %12 = index.maxu %big, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : index, index, index, index, index, index, index, index, index, i1, i1, index, index
}
