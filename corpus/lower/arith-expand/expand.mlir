// RUN-ARGS: --arith-expand=include-bf16=true
// Expansions on tensors, n-D vectors and index, folds before patterns, and casts the bf16
// patterns leave alone.
func.func @shaped(%a: tensor<4xi16>, %b: tensor<4xi16>, %v: vector<2x3xi8>, %w: vector<2x3xi8>) -> (tensor<4xi16>, vector<2x3xi8>, vector<2x3xi8>) {
  %0 = arith.ceildivui %a, %b : tensor<4xi16>
  %1 = arith.floordivsi %v, %w : vector<2x3xi8>
  %2 = arith.minui %v, %w : vector<2x3xi8>
  return %0, %1, %2 : tensor<4xi16>, vector<2x3xi8>, vector<2x3xi8>
}

// -----

func.func @folded(%x: index, %f: f32) -> (index, index, index, f32) {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant -7 : index
  %0 = arith.maxsi %c3, %c7 : index
  %1 = arith.minsi %x, %x : index
  %2 = arith.ceildivsi %c7, %c3 : index
  %3 = arith.maximumf %f, %f fastmath<fast> : f32
  return %0, %1, %2, %3 : index, index, index, f32
}

// -----

func.func @floats(%a: f16, %b: f16, %v: vector<4xf64>, %w: vector<4xf64>) -> (f16, vector<4xf64>, f16) {
  %0 = arith.minnumf %a, %b fastmath<nnan> : f16
  %1 = arith.maxnumf %v, %w : vector<4xf64>
  %2 = arith.minimumf %b, %a : f16
  return %0, %1, %2 : f16, vector<4xf64>, f16
}

// -----

func.func @bf16(%a: bf16, %v: vector<3xf32>, %d: f64, %t: tensor<2xbf16>) -> (f32, vector<3xbf16>, bf16, f64, tensor<2xf32>) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.truncf %v : vector<3xf32> to vector<3xbf16>
  %2 = arith.truncf %d : f64 to bf16
  %3 = arith.extf %a : bf16 to f64
  %4 = arith.extf %t : tensor<2xbf16> to tensor<2xf32>
  return %0, %1, %2, %3, %4 : f32, vector<3xbf16>, bf16, f64, tensor<2xf32>
}

// -----

// Constants of types wider than 64 bits hold upstream's zero-extended 64-bit patterns.
func.func @wide(%a: i256, %b: i256, %v: vector<2xi128>) -> (i256, vector<2xi128>) {
  %0 = arith.ceildivsi %a, %b : i256
  %1 = arith.floordivsi %v, %v : vector<2xi128>
  return %0, %1 : i256, vector<2xi128>
}
