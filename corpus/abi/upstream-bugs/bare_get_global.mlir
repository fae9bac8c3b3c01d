// Upstream 19 bug found by `irbridge abi`: under the bare-pointer convention a memref result is
// returned as its *allocated* pointer, and for `memref.get_global` that pointer is the poison
// value 0xdeadbeef (globals are never deallocated), so a caller that dereferences the returned
// pointer crashes. The default convention and the C interface return the aligned pointer too and
// work. `irbridge abi --oracle /usr/lib/llvm-19/bin` reports the bare path of @use as crashed;
// irbridge's lowering is expected to return the aligned pointer (cli/tests/abi.rs checks both).
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>

func.func @use() -> memref<2xf32> {
  %0 = memref.get_global @c : memref<2xf32>
  return %0 : memref<2xf32>
}
