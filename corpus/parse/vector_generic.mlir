// vector: ops in generic form, and the dialect's attributes written anywhere an attribute goes.
func.func @generic(%v: vector<4xf32>, %f: f32, %m: memref<?xf32>, %i: index, %mask: vector<4xi1>) {
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
  %1 = "vector.reduction"(%v, %f) <{kind = #vector.kind<minnumf>, fastmath = #arith.fastmath<nnan>}> : (vector<4xf32>, f32) -> f32
  %2 = "vector.broadcast"(%f) : (f32) -> vector<2x4xf32>
  %3 = "vector.extract"(%2, %i) <{static_position = array<i64: -9223372036854775808>}> : (vector<2x4xf32>, index) -> vector<4xf32>
  %4 = "vector.transfer_read"(%m, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  "vector.transfer_write"(%4, %m, %i, %mask) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, memref<?xf32>, index, vector<4xi1>) -> ()
  %5 = "vector.mask"(%mask) ({
    %r = "vector.reduction"(%v) <{kind = #vector.kind<mul>}> : (vector<4xf32>) -> f32
    "vector.yield"(%r) : (f32) -> ()
  }) : (vector<4xi1>) -> f32
  "vector.print"(%f) <{punctuation = #vector.punctuation<comma>}> : (f32) -> ()
  %6 = "vector.contract"(%v, %v, %f) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>]}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  %7 = "vector.outerproduct"(%v, %f) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
  %8 = "vector.load"(%m, %i) <{nontemporal = true}> : (memref<?xf32>, index) -> vector<4xf32>
  %9 = "vector.shuffle"(%v, %v) <{mask = [7, 6]}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @attrs() attributes {kinds = [#vector.kind<add>, #vector.kind<xor>, #vector.kind<maximumf>], iter = #vector.iterator_type<parallel>, punct = #vector.punctuation<open>} {
  return
}
