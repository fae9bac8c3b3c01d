// RUN-ARGS: --convert-func-to-llvm
// llvm.emit_c_interface: _mlir_ciface_ wrappers for defined functions (descriptors through pointers,
// struct results through a first pointer argument) and bodies for external ones.
func.func @def(%m: memref<?x4xf32> {llvm.noalias}, %u: memref<*xf32>, %i: index, %c: complex<f32>) -> (index, f32) attributes {llvm.emit_c_interface, foo = 1} {
  %f = llvm.mlir.constant(1.0 : f32) : f32
  return %i, %f : index, f32
}
func.func private @ext(memref<2xf32>, i32) -> i32 attributes {llvm.emit_c_interface}
func.func private @ext2(memref<2xf32>) -> (i32, i32) attributes {llvm.emit_c_interface}
func.func @one(%m: memref<2xf32>) -> memref<2xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<2xf32>
}
func.func private @ext_unranked(memref<*xf32>, index) -> index attributes {llvm.emit_c_interface}
func.func @no_args() -> i64 attributes {llvm.emit_c_interface} {
  %c = llvm.mlir.constant(7 : i64) : i64
  return %c : i64
}
