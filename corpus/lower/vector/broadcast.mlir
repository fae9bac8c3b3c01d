// RUN-ARGS: --convert-vector-to-llvm
// vector.broadcast through BroadcastOpLowering (the vector-to-vector phase of
// convert-vector-to-llvm): splats, forwarding, duplication and stretching, with the greedy
// driver's folding and constant uniquing.

func.func @scalar_to_1d(%x: f32) -> vector<4xf32> {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @scalar_to_scalable(%x: i32) -> vector<[4]xi32> {
  %0 = vector.broadcast %x : i32 to vector<[4]xi32>
  return %0 : vector<[4]xi32>
}

// -----

func.func @stretch_1d(%v: vector<1xf64>, %z: vector<i64>) -> (vector<3xf64>, vector<2xi64>) {
  %0 = vector.broadcast %v : vector<1xf64> to vector<3xf64>
  %1 = vector.broadcast %z : vector<i64> to vector<2xi64>
  return %0, %1 : vector<3xf64>, vector<2xi64>
}

// -----

func.func @same_type(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @duplicate(%x: f32, %w: vector<4xf32>) -> (vector<2x3xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %x : f32 to vector<2x3xf32>
  %1 = vector.broadcast %w : vector<4xf32> to vector<2x4xf32>
  return %0, %1 : vector<2x3xf32>, vector<2x4xf32>
}

// -----

func.func @stretch_nd(%m: vector<1x4xf32>, %n: vector<3x1xf32>) -> (vector<3x4xf32>, vector<3x4xf32>) {
  %0 = vector.broadcast %m : vector<1x4xf32> to vector<3x4xf32>
  %1 = vector.broadcast %n : vector<3x1xf32> to vector<3x4xf32>
  return %0, %1 : vector<3x4xf32>, vector<3x4xf32>
}

// -----

func.func @rank3(%x: i8, %m: vector<2x1xi8>) -> (vector<2x2x2xi8>, vector<2x2x3xi8>) {
  %0 = vector.broadcast %x : i8 to vector<2x2x2xi8>
  %1 = vector.broadcast %m : vector<2x1xi8> to vector<2x2x3xi8>
  return %0, %1 : vector<2x2x2xi8>, vector<2x2x3xi8>
}

// -----

// In a loop nest: the zero constants move to the function's entry (the greedy driver's folder).
func.func @in_loop(%x: f32, %n: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<1.0> : vector<2x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> vector<2x4xf32> {
    %b = vector.broadcast %x : f32 to vector<2x4xf32>
    %s = arith.addf %acc, %b : vector<2x4xf32>
    scf.yield %s : vector<2x4xf32>
  }
  return %r : vector<2x4xf32>
}
