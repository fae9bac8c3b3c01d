// RUN-ARGS: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
// Memrefs the bare-pointer convention cannot pass (dynamic shape, strides or offset; unranked):
// every pattern that needs their bare pointer fails, and the partial conversion leaves its op as
// it is (upstream 19). Ops around them still convert: a return of one operand takes the
// descriptor.

func.func private @dynamic_shape(memref<?xf32>)

// -----

func.func private @dynamic_offset(memref<4xf32, strided<[1], offset: ?>>)

// -----

func.func @unranked(%m: memref<*xf32>) {
  return
}

// -----

// The function stays; its single return becomes an `llvm.return` of the descriptor.
func.func @returns_dynamic(%m: memref<?x4xi8>) -> memref<?x4xi8> {
  return %m : memref<?x4xi8>
}

// -----

// Two results cannot be packed: the return stays too.
func.func @two_dynamic_results(%a: memref<?xf32>, %b: memref<3xf32>) -> (memref<?xf32>, memref<3xf32>) {
  return %a, %b : memref<?xf32>, memref<3xf32>
}

// -----

// An unranked result has no bare pointer either.
func.func private @unranked_result() -> memref<*xf32>

// -----

// A call returning a dynamic memref, or taking an unranked one, stays.
func.func private @make() -> memref<?xf32>
func.func private @take_unranked(memref<*xf32>)
func.func @calls(%s: memref<8xf32>, %u: memref<*xf32>) -> memref<?xf32> attributes {llvm.bareptr} {
  %d = call @make() : () -> memref<?xf32>
  call @take_unranked(%u) : (memref<*xf32>) -> ()
  return %d : memref<?xf32>
}

// -----

// A dynamic result of a multi-result call: the call stays.
func.func private @pair() -> (memref<2xf32>, memref<?xf32>)
func.func @multi_result_call() {
  %a, %b = call @pair() : () -> (memref<2xf32>, memref<?xf32>)
  return
}
