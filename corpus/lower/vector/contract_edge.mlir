// RUN-ARGS: --convert-vector-to-llvm

// A scalable reduction dimension: rows and the vector reduced as they are.
func.func @scalable_matvec(%a: vector<2x[4]xf32>, %b: vector<[4]xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x[4]xf32>, vector<[4]xf32> into vector<2xf32>
  return %r : vector<2xf32>
}

// -----

// A scalable result dimension: the dot lowering unrolls its rows by the minimum size, as upstream
// 19 does.
func.func @scalable_free(%a: vector<[2]x4xf32>, %b: vector<4xf32>, %c: vector<[2]xf32>) -> vector<[2]xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<[2]x4xf32>, vector<4xf32> into vector<[2]xf32>
  return %r : vector<[2]xf32>
}

// -----

// A matmul with both operands row by row (no transpose), on bf16.
func.func @bf16_mm(%a: vector<2x2xbf16>, %b: vector<2x2xbf16>, %c: vector<2x2xbf16>) -> vector<2x2xbf16> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2xbf16>, vector<2x2xbf16> into vector<2x2xbf16>
  return %r : vector<2x2xbf16>
}

// -----

// A masked matvec: one masked reduction per row.
func.func @masked_matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %m: vector<2x3xi1>) -> vector<2xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}

// -----

// Unrolling the batch dimension leaves a contraction into a scalar with a unit dimension on the
// lhs only (found by a random contraction differential): it is unrolled once more, as upstream
// 19 does, into the scalar contraction.
func.func @unit_dim_to_scalar(%a: vector<2x1x1xi32>, %b: vector<1x2xi32>, %c: vector<1xi32>) -> vector<1xi32> {
  %r = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1x1xi32>, vector<1x2xi32> into vector<1xi32>
  return %r : vector<1xi32>
}
