// Upstream 19 bug found by `irbridge abi`: under the bare-pointer convention a memref result is
// returned as its *allocated* pointer, and for `memref.get_global` that pointer is the poison
// value 0xdeadbeef (globals are never deallocated), so a caller that dereferences the returned
// pointer crashes. The default convention and the C interface return the aligned pointer too and
// work. irbridge follows upstream's convention and shares the bug. The harness names the pointer
// `deadbeef` (instead of crashing on it) and, because of the line below, reports the bare column of
// @use as UPSTREAM-BUG for both lowerings (cli/tests/abi.rs checks this).
// ABI-UPSTREAM-BUG: @use bare: under the bare-pointer convention upstream 19 returns a memref result as its allocated pointer, which memref.get_global sets to 0xdeadbeef
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>

func.func @use() -> memref<2xf32> {
  %0 = memref.get_global @c : memref<2xf32>
  return %0 : memref<2xf32>
}
