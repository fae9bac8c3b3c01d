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
