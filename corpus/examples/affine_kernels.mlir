// Kernels written in the affine dialect, as a frontend emits them: a tiled matmul whose tile
// bounds are min/max maps, a stencil with an affine.if boundary check, a reduction carried in
// iter_args, and a parallel band with a reduction. cli/tests/abi.rs lowers them with irbridge
// alone (lower-affine, convert-scf-to-cf, convert-to-llvm, translation) and with upstream 19, and
// runs both with the same seeded inputs.
#tile_ub = affine_map<(d0)[s0] -> (d0 + 4, s0)>

// C = A * B for 10x10 matrices, in 4x4 tiles (the last tiles are partial).
func.func @matmul(%A: memref<10x10xf32>, %B: memref<10x10xf32>, %C: memref<10x10xf32>) attributes {llvm.emit_c_interface} {
  %c10 = arith.constant 10 : index
  affine.for %ii = 0 to 10 step 4 {
    affine.for %jj = 0 to 10 step 4 {
      affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min #tile_ub(%ii)[%c10] {
        affine.for %j = affine_map<(d0) -> (d0)>(%jj) to min #tile_ub(%jj)[%c10] {
          %zero = arith.constant 0.0 : f32
          %sum = affine.for %k = 0 to 10 iter_args(%acc = %zero) -> (f32) {
            %a = affine.load %A[%i, %k] : memref<10x10xf32>
            %b = affine.load %B[%k, %j] : memref<10x10xf32>
            %p = arith.mulf %a, %b : f32
            %s = arith.addf %acc, %p : f32
            affine.yield %s : f32
          }
          affine.store %sum, %C[%i, %j] : memref<10x10xf32>
        }
      }
    }
  }
  return
}

// out[i] = in[i-1] + in[i] + in[i+1] inside, in[i] on the edges (affine.if on an integer set).
func.func @stencil(%in: memref<?xi32>, %out: memref<?xi32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?xi32>
  affine.for %i = 0 to %n {
    %v = affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 2 >= 0)>(%i)[%n] -> i32 {
      %l = affine.load %in[%i - 1] : memref<?xi32>
      %m = affine.load %in[%i] : memref<?xi32>
      %r = affine.load %in[%i + 1] : memref<?xi32>
      %lm = arith.addi %l, %m : i32
      %s = arith.addi %lm, %r : i32
      affine.yield %s : i32
    } else {
      %m = affine.load %in[%i] : memref<?xi32>
      affine.yield %m : i32
    }
    affine.store %v, %out[%i] : memref<?xi32>
  }
  return
}

// The sum and the largest element of a strided walk, and a scaled copy by a parallel band.
func.func @reduce(%x: memref<64xf32>, %y: memref<8x8xf32>) -> (f32, f32) attributes {llvm.emit_c_interface} {
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 64 step 3 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %x[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  %max = affine.parallel (%i, %j) = (0, 0) to (8, 8) reduce ("maximumf") -> (f32) {
    %v = affine.load %x[%i * 8 + %j] : memref<64xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %y[%j, %i] : memref<8x8xf32>
    affine.yield %v : f32
  }
  return %sum, %max : f32, f32
}
