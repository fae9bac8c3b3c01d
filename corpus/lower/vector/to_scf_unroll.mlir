// RUN-ARGS: --convert-vector-to-scf=full-unroll=true
// convert-vector-to-scf with full-unroll: n-D transfers become chains of (n-1)-D transfers, each
// inserted into (reads) or extracted from (writes) the vector, with scf.if bounds checks yielding
// the vector so far; masks are extracted row by row.
func.func @read_2d(%m: memref<?x?xf32>, %i: index) -> vector<3x4xf32> {
  %pad = arith.constant 1.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}

// -----

func.func @write_3d_masked(%m: memref<?x?x?xf32>, %v: vector<2x2x3xf32>, %mask: vector<2x2x3xi1>, %i: index) {
  vector.transfer_write %v, %m[%i, %i, %i], %mask {in_bounds = [true, false, false]} : vector<2x2x3xf32>, memref<?x?x?xf32>
  return
}

// -----

func.func @read_into_insert(%m: memref<8x8xi32>, %acc: vector<2x2x8xi32>, %i: index) -> vector<2x2x8xi32> {
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true]} : memref<8x8xi32>, vector<2x8xi32>
  %r = vector.insert %v, %acc [1] : vector<2x8xi32> into vector<2x2x8xi32>
  return %r : vector<2x2x8xi32>
}

// -----

func.func @write_from_extract(%m: memref<8x8xi32>, %src: vector<3x2x8xi32>, %i: index) {
  %v = vector.extract %src[2] : vector<2x8xi32> from vector<3x2x8xi32>
  vector.transfer_write %v, %m[%i, %i] : vector<2x8xi32>, memref<8x8xi32>
  return
}

// -----

func.func @column_1d(%m: memref<?x?xf32>, %i: index) -> vector<3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<3xf32>
  return %v : vector<3xf32>
}
