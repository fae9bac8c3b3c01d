// vector: reductions, scans, contractions and outer products, with their kinds and accumulators.
func.func @reductions(%v: vector<16xf32>, %i: vector<8xi32>, %acc: f32, %z: vector<f64>, %s: vector<[4]xi8>) -> f32 {
  %0 = vector.reduction <add>, %v : vector<16xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<16xf32> into f32
  %2 = vector.reduction <maxnumf>, %v fastmath<nnan> : vector<16xf32> into f32
  %3 = vector.reduction <minimumf>, %v, %0 fastmath<fast> : vector<16xf32> into f32
  %4 = vector.reduction <xor>, %i : vector<8xi32> into i32
  %5 = vector.reduction <minui>, %i : vector<8xi32> into i32
  %6 = vector.reduction <maxsi>, %s : vector<[4]xi8> into i8
  %7 = vector.reduction <add>, %z : vector<f64> into f64
  %8 = vector.reduction <and>, %i {tag = "r"} : vector<8xi32> into i32
  return %3 : f32
}

// -----

func.func @multi_and_scan(%v: vector<2x3x4xf32>, %a: vector<2x4xf32>, %b: vector<3xf32>, %f: f32, %x: vector<4x8xi32>, %y: vector<8xi32>) {
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<2x3x4xf32> to vector<2x4xf32>
  %1 = vector.multi_reduction <maxnumf>, %v, %b [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  %2 = vector.multi_reduction <mul>, %v, %f [0, 1, 2] : vector<2x3x4xf32> to f32
  %3:2 = vector.scan <add>, %x, %y {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xi32>, vector<8xi32>
  %c = arith.constant dense<0> : vector<4xi32>
  %4:2 = vector.scan <maxsi>, %x, %c {inclusive = false, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#dot = affine_map<(k) -> (k)>
#scalar = affine_map<(k) -> ()>
func.func @contractions(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %u: vector<8xi32>, %s: i32, %p: vector<4x3xi8>, %q: vector<3x[4]xi8>, %r: vector<4x[4]xi8>) {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.contract {indexing_maps = [#dot, #dot, #scalar], iterator_types = ["reduction"], kind = #vector.kind<maxsi>} %u, %u, %s : vector<8xi32>, vector<8xi32> into i32
  %2 = vector.contract {kind = #vector.kind<mul>, iterator_types = ["parallel", "parallel", "reduction"], indexing_maps = [#mk, #kn, #mn]} %a, %b, %c {note = 1 : i32} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %3 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %p, %q, %r : vector<4x3xi8>, vector<3x[4]xi8> into vector<4x[4]xi8>
  return
}

// -----

func.func @outerproducts(%a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<4x8xf32>, %f: f32, %v: vector<4xf32>, %s: vector<[4]xi32>, %t: vector<[2]xi32>, %sa: vector<[4]x[2]xi32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %f : vector<4xf32>, f32
  %4 = vector.outerproduct %a, %f, %v : vector<4xf32>, f32
  %5 = vector.outerproduct %s, %t, %sa {kind = #vector.kind<or>} : vector<[4]xi32>, vector<[2]xi32>
  return
}
