// index dialect: every op (arithmetic, bitwise, shifts, min/max, cmp predicates, constants, casts, sizeof).
func.func @arith(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %a
  %6 = index.ceildivu %5, %a
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %a
  %9 = index.remu %8, %b
  return %9 : index
}

// -----

func.func @min_max_bitwise(%a: index, %b: index) {
  %0 = index.maxs %a, %b
  %1 = index.maxu %a, %b
  %2 = index.mins %a, %b
  %3 = index.minu %a, %b
  %4 = index.shl %a, %b
  %5 = index.shrs %a, %b
  %6 = index.shru %a, %b
  %7 = index.and %a, %b
  %8 = index.or %a, %b
  %9 = index.xor %a, %b
  return
}

// -----

func.func @cmp(%a: index, %b: index) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return
}

// -----

func.func @constants() -> (index, i1) {
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -1
  %3 = index.bool.constant true
  %4 = index.bool.constant false
  %5 = index.constant 9223372036854775807
  return %1, %3 : index, i1
}

// -----

func.func @casts(%i: index, %x: i32, %y: i64, %z: i1) {
  %0 = index.casts %i : index to i32
  %1 = index.casts %x : i32 to index
  %2 = index.castu %i : index to i64
  %3 = index.castu %y : i64 to index
  %4 = index.casts %z : i1 to index
  %5 = index.castu %i : index to i8
  return
}

// -----

func.func @sizeof() -> index {
  %0 = index.sizeof
  return %0 : index
}

// -----

// Generic forms and attributes.
func.func @generic(%a: index, %b: index) -> i1 {
  %0 = "index.add"(%a, %b) : (index, index) -> index
  %1 = "index.cmp"(%0, %b) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
  %2 = "index.constant"() <{value = 3 : index}> : () -> index
  %3 = "index.bool.constant"() <{value = true}> : () -> i1
  %4 = index.mul %2, %2 {my.tag}
  return %1 : i1
}
