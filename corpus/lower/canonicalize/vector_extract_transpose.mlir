// RUN-ARGS: --canonicalize
// vector's extract and transpose canonicalizations: extract of a splat or non-splat constant, of a
// broadcast (folded to the broadcast source at an adjusted position, or re-broadcast), of a shape
// cast, of from_elements; extractelement/insertelement of constants and splats; transposes composed,
// of masks, of scalar broadcasts and splats, identities; shape casts cancelling.

func.func @extracts(%s: f32, %v: vector<4xf32>, %w: vector<3x1x2xf32>, %a: f32, %b: f32) -> (f32, vector<2xi32>, f32, vector<4xf32>, f32, f32, f32, vector<2xf32>) {
  %splat = arith.constant dense<7.0> : vector<3x4xf32>
  %dense = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %0 = vector.extract %splat[1, 2] : f32 from vector<3x4xf32>
  %1 = vector.extract %dense[2] : vector<2xi32> from vector<3x2xi32>
  %b0 = vector.broadcast %w : vector<3x1x2xf32> to vector<5x3x4x2xf32>
  %2 = vector.extract %b0[4, 1, 3, 0] : f32 from vector<5x3x4x2xf32>
  %b1 = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %b1[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %sc = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  %4 = vector.extract %sc[1, 0] : f32 from vector<2x2xf32>
  %fe = vector.from_elements %a, %b, %a, %s : vector<2x2xf32>
  %5 = vector.extract %fe[1, 1] : f32 from vector<2x2xf32>
  %c1 = arith.constant 1 : i32
  %splat1 = arith.constant dense<7.0> : vector<4xf32>
  %6 = vector.extractelement %splat1[%c1 : i32] : vector<4xf32>
  %bs = vector.broadcast %s : f32 to vector<3x2xf32>
  %7 = vector.extract %bs[1] : vector<2xf32> from vector<3x2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, vector<2xi32>, f32, vector<4xf32>, f32, f32, f32, vector<2xf32>
}

// -----

func.func @transposes(%v: vector<2x3xf32>, %s: f32, %n: index, %m: index) -> (vector<2x3xf32>, vector<3x2xf32>, vector<3x2xf32>, vector<3x2xi1>, vector<3x2xi1>, vector<2x3xf32>, vector<6xf32>) {
  %t0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %t1 = vector.transpose %t0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %b = vector.broadcast %s : f32 to vector<2x3xf32>
  %t2 = vector.transpose %b, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %sp = vector.splat %s : vector<2x3xf32>
  %t3 = vector.transpose %sp, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %cm = vector.create_mask %n, %m : vector<2x3xi1>
  %t4 = vector.transpose %cm, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  %km = vector.constant_mask [1, 2] : vector<2x3xi1>
  %t5 = vector.transpose %km, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  %id = vector.transpose %v, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
  %c1 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %c2 = vector.shape_cast %c1 : vector<6xf32> to vector<2x3xf32>
  %c3 = vector.shape_cast %c2 : vector<2x3xf32> to vector<6xf32>
  %ci = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %x = arith.constant 5.0 : f32
  %i0 = arith.constant 0 : i32
  %ie = vector.insertelement %x, %ci[%i0 : i32] : vector<2xf32>
  %ee = vector.extractelement %ie[%i0 : i32] : vector<2xf32>
  %use = vector.broadcast %ee : f32 to vector<6xf32>
  %sum = arith.addf %c3, %use : vector<6xf32>
  return %t1, %t2, %t3, %t4, %t5, %id, %sum : vector<2x3xf32>, vector<3x2xf32>, vector<3x2xf32>, vector<3x2xi1>, vector<3x2xi1>, vector<2x3xf32>, vector<6xf32>
}
