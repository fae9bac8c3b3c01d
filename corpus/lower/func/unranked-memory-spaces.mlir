// RUN-ARGS: --convert-to-llvm
// Unranked memrefs in any memory space: the descriptor `(index, ptr)` points to the ranked descriptor,
// which is in address space 0 whatever the memref's memory space, so upstream 19 converts an unranked
// memref with an integer memory space and with an attribute one ("private") alike.
func.func private @spaces(memref<*xf32>, memref<*xi8, 2>, memref<*xindex>, memref<*xf32, "private">, memref<*xf32, {kind = 1}>)

// -----

// Integer memory spaces: the ranked descriptor a returned unranked memref points to is copied to the
// heap (malloc) and, at the call site, back to the stack (alloca + free); rank reads the descriptor.
func.func private @get2() -> memref<*xi8, 2>
func.func @return_int_space(%a: memref<*xi8, 2>) -> memref<*xi8, 2> {
  return %a : memref<*xi8, 2>
}
func.func @call_int_space() -> index {
  %0 = call @get2() : () -> memref<*xi8, 2>
  %r = memref.rank %0 : memref<*xi8, 2>
  return %r : index
}

// -----

// An attribute memory space has no address space: upstream 19 returns the descriptor without copying
// it (its copy helper fails and the return lowering ignores that), and rank and copy still convert.
func.func @return_attr_space(%a: memref<*xi8, "private">) -> memref<*xi8, "private"> {
  return %a : memref<*xi8, "private">
}
func.func @rank_attr_space(%a: memref<*xi8, "private">) -> index {
  %r = memref.rank %a : memref<*xi8, "private">
  return %r : index
}
func.func @copy_attr_space(%a: memref<*xi8, "private">, %b: memref<*xi8, "private">) {
  memref.copy %a, %b : memref<*xi8, "private"> to memref<*xi8, "private">
  return
}

// -----

// Integer memory spaces of any integer type are their value truncated to 32 bits (2^32 + 1 is 1), as
// upstream 19 reads them.
func.func private @int_spaces(memref<4xf32, 2 : i8>, memref<4xf32, 3 : index>, memref<4xf32, 4294967297>)

// -----

// A ranked memref in an attribute memory space does not convert, so the function stays.
// (Upstream 19 also prints `<unknown>:0: error: conversion of memref memory space "private" to integer
// address space failed. Consider adding memory space conversions.` and exits with 0; irbridge does
// not print that diagnostic.)
func.func private @ranked_attr_space(memref<4xf32, "private">)
