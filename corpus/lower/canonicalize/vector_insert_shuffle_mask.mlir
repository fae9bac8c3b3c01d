// RUN-ARGS: --canonicalize
// vector's insert, shuffle and mask canonicalizations: an insert at no position, of as many
// elements as the destination (a broadcast), of a splat into a splat of the same value, of a
// constant into a constant; shuffles of splats, interleaving shuffles, 0-D shuffles; vector.mask
// with an all-true mask (the op moves out) and around nothing.

func.func @inserts(%s: f32, %v: vector<4xf32>, %w: vector<1x4xf32>) -> (vector<1x4xf32>, vector<2x4xf32>, vector<2x2xi32>, vector<4xf32>) {
  %0 = vector.insert %v, %w [0] : vector<4xf32> into vector<1x4xf32>
  %a = vector.splat %s : vector<4xf32>
  %b = vector.splat %s : vector<2x4xf32>
  %1 = vector.insert %a, %b [1] : vector<4xf32> into vector<2x4xf32>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %r = arith.constant dense<[7, 8]> : vector<2xi32>
  %2 = vector.insert %r, %c [0] : vector<2xi32> into vector<2x2xi32>
  %k = arith.constant 9 : i32
  %3 = vector.insert %k, %2 [1, 1] : i32 into vector<2x2xi32>
  %x = arith.constant 1.5 : f32
  %4 = vector.insert %x, %v [2] : f32 into vector<4xf32>
  return %0, %1, %3, %4 : vector<1x4xf32>, vector<2x4xf32>, vector<2x2xi32>, vector<4xf32>
}

// -----

func.func @shuffles(%s: f32, %a: vector<4xf32>, %b: vector<4xf32>, %z: vector<f32>, %y: vector<f32>) -> (vector<8xf32>, vector<8xf32>, vector<1xf32>, vector<1xf32>, vector<4xf32>) {
  %sa = vector.splat %s : vector<4xf32>
  %sb = vector.splat %s : vector<4xf32>
  %0 = vector.shuffle %sa, %sb [0, 5, 2, 7, 1, 1, 6, 3] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %2 = vector.shuffle %z, %y [0] : vector<f32>, vector<f32>
  %3 = vector.shuffle %z, %y [1] : vector<f32>, vector<f32>
  %4 = vector.shuffle %a, %b [0, 4, 1, 6] : vector<4xf32>, vector<4xf32>
  return %0, %1, %2, %3, %4 : vector<8xf32>, vector<8xf32>, vector<1xf32>, vector<1xf32>, vector<4xf32>
}

// -----

func.func @masks(%m: memref<8xf32>, %i: index, %v: vector<4xf32>, %p: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %c0 = arith.constant 0.0 : f32
  %0 = vector.mask %t { vector.transfer_read %m[%i], %c0 : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %t { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32> } : vector<4xi1>
  %1 = vector.mask %p { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %p { vector.yield } : vector<4xi1>
  %2 = vector.mask %p { vector.transfer_read %m[%i], %c0 : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
