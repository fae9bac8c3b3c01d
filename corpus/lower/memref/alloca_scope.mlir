// RUN-ARGS: --finalize-memref-to-llvm
// memref.alloca_scope: stacksave/stackrestore around the inlined body
// PIPELINE index32.out: builtin.module(finalize-memref-to-llvm{index-bitwidth=32})

func.func @alloca_scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %0 = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %0[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// -----

func.func @alloca_scope_no_results(%n: index, %v: f32) {
  memref.alloca_scope {
    %0 = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    memref.store %v, %0[%c0] : memref<?xf32>
  }
  return
}
