// RUN-ARGS: --convert-vector-to-llvm
// The first phase of convert-vector-to-llvm runs the greedy driver over the whole function, as
// upstream's applyPatternsAndFoldGreedily: loads whose result is unused are dead (vector loads only
// read their base), stores stay, constants are uniqued at the entry, ops of other dialects fold.

func.func @dead_load(%m: memref<8xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %unused = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  %masked = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %unused2 = vector.maskedload %m[%c4], %masked, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %v = vector.broadcast %x : f32 to vector<4xf32>
  vector.store %v, %m[%c4] : memref<8xf32>, vector<4xf32>
  %r = vector.reduction <add>, %v : vector<4xf32> into f32
  return %r : f32
}

// -----

func.func @folds_and_uniques(%m: memref<?xi32>, %n: index) -> vector<4xi32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.addi %c1, %c2 : index
  %v = vector.load %m[%c3] : memref<?xi32>, vector<4xi32>
  %c1b = arith.constant 1 : index
  %w = vector.load %m[%c1b] : memref<?xi32>, vector<4xi32>
  %s = arith.addi %v, %w : vector<4xi32>
  return %s : vector<4xi32>
}

// -----

// BroadcastOp::fold and SplatOp::fold: constant sources become dense constants.
func.func @constant_splats(%m: memref<8xf64>) -> (vector<4xi32>, vector<2x3xf32>, vector<4xi64>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant -1.5 : f64
  %b = vector.broadcast %f : f64 to vector<4xf64>
  vector.store %b, %m[%c0] : memref<8xf64>, vector<4xf64>
  %i = arith.constant 7 : i32
  %s = vector.splat %i : vector<4xi32>
  %d = arith.constant dense<2.0> : vector<3xf32>
  %n = vector.broadcast %d : vector<3xf32> to vector<2x3xf32>
  %k = arith.constant 3 : i64
  %v = vector.broadcast %k : i64 to vector<4xi64>
  %w = vector.broadcast %v : vector<4xi64> to vector<4xi64>
  return %s, %n, %w : vector<4xi32>, vector<2x3xf32>, vector<4xi64>
}
