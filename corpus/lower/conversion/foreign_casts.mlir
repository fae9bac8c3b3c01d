// RUN-ARGS: --convert-arith-to-llvm
// An operand reached through casts another pass left (`i64 -> index`, as finalize-memref-to-llvm
// leaves them) is that pass's `i64` value: the target materialization looks through any chain of
// one-operand unrealized casts for a value of the type it wants, as upstream's does, and the
// foreign casts stay (dead: a later -cse or canonicalize removes them).
func.func @through_one(%v: i64) -> index {
  %i = builtin.unrealized_conversion_cast %v : i64 to index
  %c2 = arith.constant 2 : index
  %r = arith.muli %i, %c2 : index
  return %r : index
}

// -----

// Through two foreign casts to the first value of the wanted type; a chain with no value of that
// type (`i32 -> index`) is cast.
func.func @through_two(%v: i64, %w: i32) -> index {
  %a = builtin.unrealized_conversion_cast %v : i64 to i16
  %i = builtin.unrealized_conversion_cast %a : i16 to index
  %j = builtin.unrealized_conversion_cast %w : i32 to index
  %r = arith.addi %i, %j : index
  return %r : index
}

// -----

// A cast with two operands is not looked through.
func.func @two_operands(%v: i64, %w: i64) -> index {
  %i = builtin.unrealized_conversion_cast %v, %w : i64, i64 to index
  %r = arith.addi %i, %i : index
  return %r : index
}
