// RUN-ARGS: --convert-func-to-llvm
// Zero, one and several results; direct and indirect calls; func.constant.
func.func private @ext(i32, f32) -> i32
func.func @many(%a: i32, %b: f32) -> (i32, f32) {
  %0 = call @ext(%a, %b) : (i32, f32) -> i32
  return %0, %b : i32, f32
}
func.func private @use() -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
  %c = llvm.mlir.constant(1 : i32) : i32
  %f = llvm.mlir.constant(1.0 : f32) : f32
  %r:2 = call @many(%c, %f) : (i32, f32) -> (i32, f32)
  %p = constant @ext : (i32, f32) -> i32
  %q = call_indirect %p(%c, %f) : (i32, f32) -> i32
  return %r#1 : f32
}
func.func @void() {
  call @void() : () -> ()
  return
}
func.func @index_and_complex(%i: index, %c: complex<f64>, %v: vector<2x3xf32>) -> (index, complex<f64>, vector<2x3xf32>) {
  return %i, %c, %v : index, complex<f64>, vector<2x3xf32>
}

// -----

// RUN-ARGS-CHUNK: index width from the data layout
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
  func.func @narrow(%i: index, %m: memref<?xf32>) -> index {
    return %i : index
  }
}
