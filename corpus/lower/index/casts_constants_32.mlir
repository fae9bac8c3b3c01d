// PIPELINE: builtin.module(convert-index-to-llvm{index-bitwidth=32})
// Casts extend or truncate (same width: the operand itself); sizeof and constants are llvm constants.
func.func @casts(%i: index, %a: i32, %b: i64, %c: i8, %d: i128) -> (i32, index, i64, index, i8, index, index, i128, index) {
  %0 = index.casts %i : index to i32
  %1 = index.casts %a : i32 to index
  %2 = index.casts %i : index to i64
  %3 = index.castu %a : i32 to index
  %4 = index.castu %i : index to i8
  %5 = index.castu %c : i8 to index
  %6 = index.castu %b : i64 to index
  %7 = index.casts %i : index to i128
  %8 = index.castu %d : i128 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, index, i64, index, i8, index, index, i128, index
}

func.func @constants() -> (index, index, index, i1, i1) {
  %0 = index.constant 42
  %1 = index.constant -1
  %2 = index.sizeof
  %3 = index.bool.constant true
  %4 = index.bool.constant false
  return %0, %1, %2, %3, %4 : index, index, index, i1, i1
}
