// RUN-ARGS: --convert-func-to-llvm --reconcile-unrealized-casts --allow-unregistered-dialect
// Cast pairs from the argument materializations cancel; casts feeding unconverted ops stay.
func.func @f(%m: memref<2xf32>, %i: index) -> (memref<2xf32>, index) {
  %d = "test.use"(%m, %i) : (memref<2xf32>, index) -> index
  return %m, %d : memref<2xf32>, index
}
