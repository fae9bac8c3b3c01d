// RUN-ARGS: --convert-vector-to-llvm
// vector.outerproduct: an AXPY is one multiply-accumulate (vector.fma for a float add); a 2-D
// product is computed row by row; under vector.mask the masked-off lanes keep the accumulator.
func.func @axpy(%v: vector<8xf32>, %s: f32, %acc: vector<8xf32>, %iv: vector<4xi32>, %is: i32, %iacc: vector<4xi32>) -> (vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xf32>) {
  %0 = vector.outerproduct %v, %s, %acc : vector<8xf32>, f32
  %1 = vector.outerproduct %v, %s : vector<8xf32>, f32
  %2 = vector.outerproduct %iv, %is, %iacc {kind = #vector.kind<maxsi>} : vector<4xi32>, i32
  %3 = vector.outerproduct %v, %s, %acc {kind = #vector.kind<mul>} : vector<8xf32>, f32
  return %0, %1, %2, %3 : vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xf32>
}

// -----

func.func @outer(%a: vector<2xf32>, %b: vector<3xf32>, %acc: vector<2x3xf32>, %ia: vector<2xi8>, %ib: vector<4xi8>, %iacc: vector<2x4xi8>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x4xi8>, vector<2x3xf32>) {
  %0 = vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  %2 = vector.outerproduct %ia, %ib, %iacc {kind = #vector.kind<xor>} : vector<2xi8>, vector<4xi8>
  %3 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<minimumf>} : vector<2xf32>, vector<3xf32>
  return %0, %1, %2, %3 : vector<2x3xf32>, vector<2x3xf32>, vector<2x4xi8>, vector<2x3xf32>
}

// -----

func.func @masked(%a: vector<2xf32>, %b: vector<3xf32>, %acc: vector<2x3xf32>, %m: vector<2x3xi1>, %v: vector<8xf32>, %s: f32, %vacc: vector<8xf32>, %vm: vector<8xi1>) -> (vector<2x3xf32>, vector<8xf32>) {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  %1 = vector.mask %vm { vector.outerproduct %v, %s, %vacc {kind = #vector.kind<maxnumf>} : vector<8xf32>, f32 } : vector<8xi1> -> vector<8xf32>
  return %0, %1 : vector<2x3xf32>, vector<8xf32>
}
