// vector: the value ops in their custom form, on fixed, scalable and 0-D vectors.
func.func @broadcast_splat(%f: f32, %i: i32, %x: index, %v: vector<4xf32>, %s: vector<[4]xf32>, %z: vector<f32>) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %i : i32 to vector<[8]xi32>
  %3 = vector.broadcast %z : vector<f32> to vector<2x2xf32>
  %4 = vector.broadcast %f : f32 to vector<f32>
  %5 = vector.splat %f : vector<2x[4]xf32>
  %6 = vector.splat %x : vector<3xindex>
  %7 = vector.broadcast %s : vector<[4]xf32> to vector<2x[4]xf32>
  return
}

// -----

func.func @extract_insert(%v: vector<4x8xf32>, %w: vector<8xf32>, %f: f32, %i: index, %j: index, %z: vector<f32>, %s: vector<2x[4]xi8>, %b: i8) -> vector<4x8xf32> {
  %0 = vector.extract %v[1] : vector<8xf32> from vector<4x8xf32>
  %1 = vector.extract %v[3, 7] : f32 from vector<4x8xf32>
  %2 = vector.extract %v[%i, %j] : f32 from vector<4x8xf32>
  %3 = vector.extract %v[%i, 2] : f32 from vector<4x8xf32>
  %4 = vector.extract %v[] : vector<4x8xf32> from vector<4x8xf32>
  %5 = vector.extract %z[] : f32 from vector<f32>
  %6 = vector.extract %s[1, 3] : i8 from vector<2x[4]xi8>
  %7 = vector.insert %w, %v[2] : vector<8xf32> into vector<4x8xf32>
  %8 = vector.insert %f, %7[%i, 5] : f32 into vector<4x8xf32>
  %9 = vector.insert %f, %z[] : f32 into vector<f32>
  %10 = vector.insert %b, %s[0, %j] : i8 into vector<2x[4]xi8>
  %11 = vector.extractelement %w[%i : index] : vector<8xf32>
  %c3 = arith.constant 3 : i32
  %12 = vector.extractelement %w[%c3 : i32] : vector<8xf32>
  %13 = vector.extractelement %z[] : vector<f32>
  %14 = vector.insertelement %f, %w[%i : index] : vector<8xf32>
  %15 = vector.insertelement %f, %z[] : vector<f32>
  return %8 : vector<4x8xf32>
}

// -----

func.func @shuffles(%a: vector<4xi32>, %b: vector<2xi32>, %m: vector<2x3xf16>, %n: vector<1x3xf16>, %x: vector<i1>, %y: vector<i1>, %sc: vector<2x[4]xf16>) {
  %0 = vector.shuffle %a, %b [0, 5, 1, 4] : vector<4xi32>, vector<2xi32>
  %1 = vector.shuffle %m, %n [2, 0, 1] : vector<2x3xf16>, vector<1x3xf16>
  %2 = vector.shuffle %x, %y [1, 0] : vector<i1>, vector<i1>
  %3 = vector.interleave %a, %a : vector<4xi32> -> vector<8xi32>
  %4 = vector.interleave %x, %y : vector<i1> -> vector<2xi1>
  %5 = vector.interleave %m, %m : vector<2x3xf16> -> vector<2x6xf16>
  %6, %7 = vector.deinterleave %a : vector<4xi32> -> vector<2xi32>
  %r1, %r2 = vector.deinterleave %sc : vector<2x[4]xf16> -> vector<2x[2]xf16>
  return
}

// -----

func.func @elements(%a: f32, %b: f32, %i: i64, %v: vector<4xf32>, %w: vector<[2]xf64>) {
  %0 = vector.from_elements %a, %b, %a, %b : vector<4xf32>
  %1 = vector.from_elements %i : vector<i64>
  %2 = vector.from_elements %a, %a, %b, %b, %a, %b : vector<2x3xf32>
  %3 = vector.fma %v, %v, %v : vector<4xf32>
  %4 = vector.fma %w, %w, %w : vector<[2]xf64>
  %5 = vector.step : vector<8xindex>
  %6 = vector.step : vector<[4]xindex>
  %7 = vector.vscale
  %8 = arith.muli %7, %7 : index
  return
}

// -----

func.func @casts(%v: vector<4x8xf32>, %s: vector<[4]xi16>, %z: vector<i32>, %m: memref<8x4xf32>, %n: memref<2x3xvector<4xi8>>) {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
  %1 = vector.shape_cast %0 : vector<32xf32> to vector<2x4x4xf32>
  %2 = vector.shape_cast %z : vector<i32> to vector<1xi32>
  %3 = vector.shape_cast %s : vector<[4]xi16> to vector<1x[4]xi16>
  %4 = vector.bitcast %v : vector<4x8xf32> to vector<4x16xi16>
  %5 = vector.bitcast %s : vector<[4]xi16> to vector<[2]xi32>
  %6 = vector.bitcast %z : vector<i32> to vector<f32>
  %7 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %8 = vector.transpose %1, [2, 0, 1] : vector<2x4x4xf32> to vector<4x2x4xf32>
  %9 = vector.type_cast %m : memref<8x4xf32> to memref<vector<8x4xf32>>
  %10 = vector.type_cast %n : memref<2x3xvector<4xi8>> to memref<vector<2x3x4xi8>>
  return
}
