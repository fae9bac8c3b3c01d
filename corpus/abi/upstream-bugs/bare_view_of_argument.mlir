// Upstream 19 bug, recognized by `irbridge abi` without a record: under the bare-pointer convention
// a memref result is returned as its *allocated* pointer. A view of an argument takes the
// argument's allocated pointer, which the bare convention sets to the aligned pointer it received,
// so @view_static returns the argument's pointer instead of the view's (the byte shift %off is
// lost). The default convention and the C interface return the aligned pointer. irbridge follows
// upstream's convention and shares the bug; the harness reports the bare column as UPSTREAM-BUG for
// both lowerings because the returned pointer is the allocated pointer the bare convention's
// descriptor has (the one of corpus/lower/memref/views.mlir).
func.func @view_static(%buf: memref<2048xi8>, %off: index) -> memref<16x4xf32> {
  %0 = memref.view %buf[%off][] : memref<2048xi8> to memref<16x4xf32>
  return %0 : memref<16x4xf32>
}
