// RUN-ARGS: --int-range-optimizations
// Division, remainder (trivial ones dropped), bitwise ops, shifts and casts of arith and index.
func.func @arith(%a: i8, %b: i16, %x: i32) -> (i1, i1, i32, i1, i1, i32, i1, index, i1) {
  %e = arith.extui %a : i8 to i32
  %c16 = arith.constant 16 : i32
  %c256 = arith.constant 256 : i32
  %c300 = arith.constant 300 : i32
  %d = arith.divui %e, %c16 : i32
  %0 = arith.cmpi ult, %d, %c16 : i32
  %r = arith.remsi %x, %c16 : i32
  %1 = arith.cmpi slt, %r, %c16 : i32
  %2 = arith.remui %e, %c256 : i32
  %m = arith.andi %x, %c16 : i32
  %3 = arith.cmpi ule, %m, %c16 : i32
  %s = arith.shrui %e, %c16 : i32
  %4 = arith.cmpi eq, %s, %x : i32
  %sh = arith.shli %e, %c16 overflow<nuw> : i32
  %o = arith.ori %e, %c256 : i32
  %5 = arith.cmpi uge, %o, %c256 : i32
  %sb = arith.extsi %b : i16 to i32
  %cd = arith.ceildivsi %sb, %c300 : i32
  %6 = arith.cmpi sle, %cd, %c300 : i32
  %i = arith.index_castui %e : i32 to index
  %ci = arith.constant 300 : index
  %7 = arith.cmpi ult, %i, %ci : index
  return %0, %1, %2, %3, %4, %sh, %5, %i, %7 : i1, i1, i32, i1, i1, i32, i1, index, i1
}

// -----

func.func @index(%x: index, %y: i32) -> (i1, i1, index, i1, i1) {
  %c8 = index.constant 8
  %c3 = index.constant 3
  %r = index.remu %x, %c8
  %0 = index.cmp ult(%r, %c8)
  %s = index.shl %c3, %c3
  %1 = index.cmp eq(%s, %c8)
  %z = index.sizeof
  %2 = index.cmp uge(%z, %c8)
  %c = index.castu %y : i32 to index
  %3 = index.cmp ule(%c, %x)
  %d = index.floordivs %x, %c8
  %and = index.and %d, %c3
  %4 = index.cmp ule(%and, %c3)
  return %0, %1, %z, %2, %4 : i1, i1, index, i1, i1
}
