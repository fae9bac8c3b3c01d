// RUN-ARGS: --canonicalize
// ExtractOpFromCreateMask (in range, past a constant bound, dynamic positions, a non-constant
// bound), foldExtractFromShapeCastToShapeCast, foldExtractFromFromElements,
// ElideUnitDimsInMultiDimReduction (masked, to a scalar), BitCastOp::fold of splat constants,
// transfers looking through memref.cast, extract_strided_slice through insert_strided_slice,
// and CanonicalizeContractAdd.
func.func @create_mask_extracts(%a: index, %b: index, %i: index) -> (vector<5x6xi1>, vector<6xi1>, vector<6xi1>, vector<6xi1>) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = vector.create_mask %c2, %c4, %a : vector<3x4x6xi1>
  %0 = vector.create_mask %c4, %a, %b : vector<7x5x6xi1>
  %1 = vector.extract %0[3] : vector<5x6xi1> from vector<7x5x6xi1>
  %2 = vector.extract %m[2, 1] : vector<6xi1> from vector<3x4x6xi1>
  %3 = vector.extract %m[1, %i] : vector<6xi1> from vector<3x4x6xi1>
  %4 = vector.extract %m[%i, 0] : vector<6xi1> from vector<3x4x6xi1>
  return %1, %2, %3, %4 : vector<5x6xi1>, vector<6xi1>, vector<6xi1>, vector<6xi1>
}

// -----

func.func @create_mask_dynamic_bound(%a: index, %b: index) -> vector<6xi1> {
  %m = vector.create_mask %a, %b : vector<4x6xi1>
  %0 = vector.extract %m[1] : vector<6xi1> from vector<4x6xi1>
  return %0 : vector<6xi1>
}

// -----

func.func @shape_cast_extracts(%v: vector<16xf32>, %w: vector<2x8xi8>) -> (vector<4x4xf32>, vector<8xi8>) {
  %0 = vector.shape_cast %v : vector<16xf32> to vector<1x4x4xf32>
  %1 = vector.extract %0[0] : vector<4x4xf32> from vector<1x4x4xf32>
  %2 = vector.shape_cast %w : vector<2x8xi8> to vector<2x1x8xi8>
  %3 = vector.extract %2[1, 0] : vector<8xi8> from vector<2x1x8xi8>
  return %1, %3 : vector<4x4xf32>, vector<8xi8>
}

// -----

func.func @from_elements_extracts(%a: i32, %b: i32, %c: i32, %d: i32, %e: i32, %f: i32) -> (vector<3xi32>, vector<2xi32>, vector<2x3xi32>) {
  %0 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<2x3xi32>
  %1 = vector.extract %0[1] : vector<3xi32> from vector<2x3xi32>
  %2 = vector.from_elements %a, %b, %c, %d, %e, %f, %a, %b, %c, %d, %e, %f : vector<2x3x2xi32>
  %3 = vector.extract %2[1, 2] : vector<2xi32> from vector<2x3x2xi32>
  %4 = vector.extract %2[0, 1, 1] : i32 from vector<2x3x2xi32>
  %5 = vector.from_elements %4, %4, %4, %a, %b, %c : vector<2x3xi32>
  return %1, %3, %5 : vector<3xi32>, vector<2xi32>, vector<2x3xi32>
}

// -----

func.func @unit_dim_reductions(%v: vector<3x1x4xi32>, %acc: vector<3x4xi32>, %s: vector<1x1xf64>, %sacc: f64, %m: vector<3x1x4xi1>) -> (vector<3x4xi32>, f64, vector<3x4xi32>) {
  %0 = vector.multi_reduction <maxsi>, %v, %acc [1] : vector<3x1x4xi32> to vector<3x4xi32>
  %1 = vector.multi_reduction <minnumf>, %s, %sacc [0, 1] : vector<1x1xf64> to f64
  %2 = vector.mask %m { vector.multi_reduction <xor>, %v, %acc [1] : vector<3x1x4xi32> to vector<3x4xi32> } : vector<3x1x4xi1> -> vector<3x4xi32>
  return %0, %1, %2 : vector<3x4xi32>, f64, vector<3x4xi32>
}

// -----

func.func @bitcast_splats() -> (vector<2xf32>, vector<2xi32>, vector<1xi64>, vector<8xi8>, vector<2xf64>) {
  %h = arith.constant dense<-1.5> : vector<4xf16>
  %0 = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  %b = arith.constant dense<3> : vector<8xi8>
  %1 = vector.bitcast %b : vector<8xi8> to vector<2xi32>
  %w = arith.constant dense<-2> : vector<4xi16>
  %2 = vector.bitcast %w : vector<4xi16> to vector<1xi64>
  %n = arith.constant dense<258> : vector<2xi32>
  %3 = vector.bitcast %n : vector<2xi32> to vector<8xi8>
  %x = arith.constant dense<7> : vector<4xi32>
  %4 = vector.bitcast %x : vector<4xi32> to vector<2xf64>
  return %0, %1, %2, %3, %4 : vector<2xf32>, vector<2xi32>, vector<1xi64>, vector<8xi8>, vector<2xf64>
}

// -----

func.func @transfers_through_cast(%m: memref<4x8xf32>, %i: index) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %cast = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %0 = vector.transfer_read %cast[%i, %c0], %pad : memref<?x?xf32>, vector<8xf32>
  vector.transfer_write %0, %cast[%c0, %c0] : vector<8xf32>, memref<?x?xf32>
  return %0 : vector<8xf32>
}

// -----

// foldExtractStridedOpFromInsertChain: inside an inserted slice, past disjoint inserts, and a
// partial overlap that stops the walk.
func.func @strided_insert_chains(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %big: vector<8x8xf32>) -> (vector<1x2xf32>, vector<2x2xf32>, vector<2x2xf32>) {
  %0 = vector.insert_strided_slice %a, %big {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<8x8xf32>
  %1 = vector.insert_strided_slice %b, %0 {offsets = [4, 4], strides = [1, 1]} : vector<2x4xf32> into vector<8x8xf32>
  %2 = vector.extract_strided_slice %1 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<8x8xf32> to vector<1x2xf32>
  %3 = vector.extract_strided_slice %1 {offsets = [4, 6], sizes = [2, 2], strides = [1, 1]} : vector<8x8xf32> to vector<2x2xf32>
  %4 = vector.extract_strided_slice %1 {offsets = [1, 3], sizes = [2, 2], strides = [1, 1]} : vector<8x8xf32> to vector<2x2xf32>
  return %2, %3, %4 : vector<1x2xf32>, vector<2x2xf32>, vector<2x2xf32>
}

// -----

// CanonicalizeContractAdd: a zero-accumulator contraction added to a value accumulates into it
// (either operand order, integer and float); a non-zero accumulator is left alone.
#mk = affine_map<(i, j, k) -> (i, k)>
#nk = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @contract_adds(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %x: vector<2x3xi16>, %y: vector<3x2xi16>, %z: vector<2x2xi16>) -> (vector<2x2xf32>, vector<2x2xi16>, vector<2x2xf32>) {
  %zf = arith.constant dense<0.0> : vector<2x2xf32>
  %zi = arith.constant dense<0> : vector<2x2xi16>
  %one = arith.constant dense<1.0> : vector<2x2xf32>
  %0 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %zf : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %1 = arith.addf %c, %0 : vector<2x2xf32>
  %2 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %zi : vector<2x3xi16>, vector<3x2xi16> into vector<2x2xi16>
  %3 = arith.addi %2, %z : vector<2x2xi16>
  %4 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %one : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %5 = arith.addf %4, %c : vector<2x2xf32>
  return %1, %3, %5 : vector<2x2xf32>, vector<2x2xi16>, vector<2x2xf32>
}
