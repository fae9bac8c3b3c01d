// RUN-ARGS: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
func.func @id(%m: memref<4x8xf32>, %i: i32) -> memref<4x8xf32> {
  return %m : memref<4x8xf32>
}
func.func @caller(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %c = llvm.mlir.constant(1 : i32) : i32
  %r = call @id(%m, %c) : (memref<4x8xf32>, i32) -> memref<4x8xf32>
  return %r : memref<4x8xf32>
}
func.func private @strided(memref<4xf32, strided<[2], offset: 3>>)
func.func @per_function(%m: memref<2xi8>) -> memref<2xi8> attributes {llvm.bareptr} {
  return %m : memref<2xi8>
}
