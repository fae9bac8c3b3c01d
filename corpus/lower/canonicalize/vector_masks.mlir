// RUN-ARGS: --canonicalize
// vector's mask canonicalizations: CreateMaskFolder (constants clamped to the shape, all zero once one
// is non-positive, scalable dims only when non-positive or vscale * dim), and the folders of masked
// accesses (MaskedLoad/MaskedStore/Gather/Scatter/ExpandLoad/CompressStore): an all-true mask drops
// the mask where an unmasked op exists, an all-false one drops the access.

func.func @create_masks(%n: index) -> (vector<4x3xi1>, vector<4xi1>, vector<2x3xi1>, vector<4xi1>, vector<[4]xi1>, vector<[4]xi1>, vector<[4]xi1>) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %0 = vector.create_mask %c2, %c9 : vector<4x3xi1>
  %1 = vector.create_mask %n : vector<4xi1>
  %2 = vector.create_mask %c9, %cm1 : vector<2x3xi1>
  %3 = vector.create_mask %c2 : vector<4xi1>
  %4 = vector.create_mask %cm1 : vector<[4]xi1>
  %vs = vector.vscale
  %all = arith.muli %vs, %c4 : index
  %5 = vector.create_mask %all : vector<[4]xi1>
  %6 = vector.create_mask %c2 : vector<[4]xi1>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4x3xi1>, vector<4xi1>, vector<2x3xi1>, vector<4xi1>, vector<[4]xi1>, vector<[4]xi1>, vector<[4]xi1>
}

// -----

func.func @masked_accesses(%m: memref<16xf32>, %i: index, %v: vector<4xf32>, %idx: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %c0 = arith.constant 0 : index
  %z = vector.create_mask %c0 : vector<4xi1>
  %d = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %a = vector.maskedload %m[%i], %t, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %b = vector.maskedload %m[%i], %f, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %c = vector.maskedload %m[%i], %d, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %t, %a : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %z, %b : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %g1 = vector.gather %m[%i][%idx], %t, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %g2 = vector.gather %m[%i][%idx], %f, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i][%idx], %f, %c : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%i][%idx], %t, %g1 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %e = vector.expandload %m[%i], %t, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %e2 = vector.expandload %m[%i], %f, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %t, %e : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i], %f, %e2 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %a, %b, %g2, %e, %e2 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

func.func @broadcasts(%s: f32, %v: vector<4xf32>) -> (vector<2x3x4xf32>, vector<3x4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %1 : vector<3x4xf32> to vector<2x3x4xf32>
  %3 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  return %2, %3 : vector<2x3x4xf32>, vector<3x4xf32>
}
