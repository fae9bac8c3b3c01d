// RUN-ARGS: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --reconcile-unrealized-casts
// Under the bare-pointer convention llvm.emit_c_interface makes no _mlir_ciface_ wrapper (the
// function already takes plain pointers), as upstream's bare-pointer pattern.
func.func @static(%m: memref<5xi32>) -> memref<5xi32> attributes {llvm.emit_c_interface} {
  return %m : memref<5xi32>
}
func.func @caller(%m: memref<5xi32>) -> memref<5xi32> {
  %r = call @static(%m) : (memref<5xi32>) -> memref<5xi32>
  return %r : memref<5xi32>
}
func.func private @external(memref<2x2xf32>) attributes {llvm.emit_c_interface}
