// Functions whose results show every descriptor field and the order of several results: the
// planted-bug tests (cli/tests/abi_mutants.rs) edit upstream's lowering of this file and expect
// `irbridge abi --lowered` to name the field that went wrong.

// Returns its argument: allocated, aligned, offset, sizes and strides all come back.
func.func @ident(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> attributes {llvm.emit_c_interface} {
  return %m : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// Two results of one type, in the opposite order of the arguments.
func.func @swap(%a: index, %b: index) -> (index, index) attributes {llvm.emit_c_interface} {
  return %b, %a : index, index
}

// Two memrefs of one type read alike (the sum of their first elements is symmetric): only their
// shapes tell them apart, so the harness passes them different shapes (issue 22: a C wrapper that
// swapped them went unnoticed when both had the same shape).
func.func @pair(%a: memref<?x?xf32>, %b: memref<?x?xf32>) -> (index, f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %x = memref.load %a[%c0, %c0] : memref<?x?xf32>
  %y = memref.load %b[%c0, %c0] : memref<?x?xf32>
  %s = arith.addf %x, %y : f32
  return %n, %s : index, f32
}
