// RUN-ARGS: --convert-vector-to-llvm

// A row-major matmul: the rhs is transposed, each result element a reduction.
func.func @matmul(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %r : vector<2x3xf32>
}

// -----

// Transposed operands and result, on integers.
func.func @matmul_transposed_i32(%a: vector<3x2xi32>, %b: vector<2x3xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xi32>, vector<2x3xi32> into vector<2x2xi32>
  return %r : vector<2x2xi32>
}

// -----

func.func @matvec(%a: vector<3x4xf64>, %x: vector<4xf64>, %y: vector<3xf64>) -> vector<3xf64> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %x, %y : vector<3x4xf64>, vector<4xf64> into vector<3xf64>
  return %r : vector<3xf64>
}

// -----

func.func @vecmat_i16(%x: vector<2xi16>, %a: vector<2x3xi16>, %y: vector<3xi16>) -> vector<3xi16> {
  %r = vector.contract {indexing_maps = [affine_map<(n, k) -> (k)>, affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %x, %a, %y : vector<2xi16>, vector<2x3xi16> into vector<3xi16>
  return %r : vector<3xi16>
}

// -----

// A dot product: one multiply and a reduction into the accumulator.
func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}

// -----

// Two reductions into a scalar: the outer one unrolled through the accumulator.
func.func @reduce_2d_i8(%a: vector<2x3xi8>, %b: vector<3x2xi8>, %c: i8) -> i8 {
  %r = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi8>, vector<3x2xi8> into i8
  return %r : i8
}

// -----

// A batch dimension: unrolled first, one matmul per batch.
func.func @batch_matmul(%a: vector<2x2x3xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  return %r : vector<2x2x2xf32>
}

// -----

// A batch dimension that is not the leading one of the operands.
func.func @batch_inner(%a: vector<3x2xi32>, %b: vector<2x3xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(b, k) -> (k, b)>, affine_map<(b, k) -> (b, k)>, affine_map<(b, k) -> (b)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xi32>, vector<2x3xi32> into vector<2xi32>
  return %r : vector<2xi32>
}

// -----

// Free dimensions of both operands in a rank-3 result, the accumulator's in another order.
func.func @free_dims(%a: vector<2x3xf32>, %b: vector<3x2x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(i, j, l, k) -> (i, k)>, affine_map<(i, j, l, k) -> (k, j, l)>, affine_map<(i, j, l, k) -> (l, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x2x2xf32> into vector<2x2x2xf32>
  return %r : vector<2x2x2xf32>
}

// -----

// Kinds other than `add`, and mixed element types, are left to other lowerings.
func.func @other_kinds(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %d: vector<2x3xi8>, %e: vector<3x2xi8>, %f: vector<2x2xi32>) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>) {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %s = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %t = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %d, %e, %f : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi32>
  return %r, %s, %t : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>
}

// -----

// A masked matmul: unrolled with slices of the mask, the reductions masked.
func.func @masked_matmul(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %m: vector<2x2x3xi1>) -> vector<2x2xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}

// -----

func.func @masked_dot_i32(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32, %m: vector<4xi1>) -> i32 {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %r : i32
}
