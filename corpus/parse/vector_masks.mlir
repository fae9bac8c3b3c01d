// vector: masks (constant, created, vector.mask around each maskable op), print, matrix ops,
// slices, reshape and warp_execute_on_lane_0.
func.func @masks(%a: index, %b: index, %m: memref<?xf32>, %pad: f32, %v: vector<8xf32>, %red: vector<16xi32>, %acc: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.constant_mask [3] : vector<8xi1>
  %1 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %2 = vector.constant_mask [0, 0] : vector<2x[4]xi1>
  %3 = vector.constant_mask [1] : vector<i1>
  %4 = vector.create_mask %a : vector<8xi1>
  %5 = vector.create_mask %a, %b : vector<4x[8]xi1>
  %6 = vector.create_mask %b : vector<i1>
  %7 = vector.mask %4 { vector.transfer_read %m[%a], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %8 = vector.mask %4, %v { vector.transfer_read %m[%a], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %0 { vector.transfer_write %8, %m[%b] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  %c = vector.create_mask %b : vector<16xi1>
  %9 = vector.mask %c { vector.reduction <add>, %red : vector<16xi32> into i32 } : vector<16xi1> -> i32
  %10 = vector.mask %4 { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %11 = vector.mask %4 { vector.outerproduct %v, %pad, %acc : vector<8xf32>, f32 } : vector<8xi1> -> vector<8xf32>
  vector.mask %4 { } : vector<8xi1>
  %12 = vector.mask %4 { vector.transfer_read %m[%a], %pad : memref<?xf32>, vector<8xf32> } {tag} : vector<8xi1> -> vector<8xf32>
  return %7 : vector<8xf32>
}

// -----

func.func @prints(%f: f32, %i: i64, %x: index, %v: vector<2x3xf16>, %z: vector<i1>) {
  vector.print %f : f32
  vector.print %i : i64 punctuation <comma>
  vector.print %x : index punctuation <no_punctuation>
  vector.print %v : vector<2x3xf16>
  vector.print %z : vector<i1> punctuation <newline>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print str "hello, world"
  vector.print punctuation <comma> {tag}
  vector.print str "x\n" {tag}
  vector.print
  return
}

// -----

func.func @matrix(%a: vector<6xf32>, %b: vector<12xf32>, %i: vector<4xi16>) {
  %0 = vector.matrix_multiply %a, %b {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
  %1 = vector.flat_transpose %a {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> -> vector<6xf32>
  %2 = vector.flat_transpose %i {columns = 2 : i32, rows = 2 : i32} : vector<4xi16> -> vector<4xi16>
  return
}

// -----

func.func @slices(%v: vector<4x8x16xf32>, %w: vector<2x4xf32>, %s: vector<[8]xf32>, %f: vector<4xf32>, %sv: vector<4x[8]xi8>, %sw: vector<2x[8]xi8>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  %1 = vector.extract_strided_slice %v {offsets = [1, 2, 3], sizes = [2, 4, 8], strides = [1, 1, 1]} : vector<4x8x16xf32> to vector<2x4x8xf32>
  %2 = vector.insert_strided_slice %w, %v {offsets = [1, 2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  %3 = vector.scalable.insert %f, %s[4] : vector<4xf32> into vector<[8]xf32>
  %4 = vector.scalable.extract %s[0] : vector<4xf32> from vector<[8]xf32>
  %5 = vector.extract_strided_slice %sv {offsets = [1, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x[8]xi8> to vector<2x[8]xi8>
  %6 = vector.insert_strided_slice %sw, %sv {offsets = [2, 0], strides = [1, 1]} : vector<2x[8]xi8> into vector<4x[8]xi8>
  return
}

// -----

func.func @reshape(%v: vector<3x8x4xf32>, %a: index, %b: index) -> vector<2x3x4xf32> {
  %0 = vector.reshape %v, [%a, %b], [%b, %a], [4] : vector<3x8x4xf32> to vector<2x3x4xf32>
  return %0 : vector<2x3x4xf32>
}

// -----

func.func @warp(%lane: index, %v: vector<4xf32>, %w: vector<1xi32>) -> vector<1xf32> {
  %0 = vector.warp_execute_on_lane_0(%lane)[32] args(%v, %w : vector<4xf32>, vector<1xi32>) -> (vector<1xf32>) {
  ^bb0(%a: vector<128xf32>, %b: vector<32xi32>):
    %e = vector.extract_strided_slice %a {offsets = [0], sizes = [32], strides = [1]} : vector<128xf32> to vector<32xf32>
    vector.yield %e : vector<32xf32>
  }
  vector.warp_execute_on_lane_0(%lane)[64] {
    vector.print %v : vector<4xf32>
  } {tag = "w"}
  %1:2 = vector.warp_execute_on_lane_0(%lane)[2] -> (f32, vector<2xf32>) {
    %c = arith.constant 1.0 : f32
    %d = arith.constant dense<2.0> : vector<4xf32>
    vector.yield %c, %d : f32, vector<4xf32>
  }
  return %0 : vector<1xf32>
}
