// RUN-ARGS: --math-legalize-to-f32
// Narrow floats (f16, bf16, f8, in vectors and tensors too) are computed in f32: an operand is
// extended once after its definition (block arguments at the block start, newest first) and
// shared; results are truncated after the op; integers, fma and f32/f64 are left alone.
func.func @shared(%a: f16, %w: vector<2xf16>, %c: bf16, %n: i32, %t: tensor<2xf16>, %d: f8E5M2) -> (f16, f16, vector<2xf16>, bf16, i16, tensor<2xf16>, f8E5M2) {
  %0 = math.sin %a : f16
  %1 = math.cos %a : f16
  %2 = math.sin %w : vector<2xf16>
  %3 = math.fpowi %c, %n : bf16, i32
  %i = arith.constant 3 : i16
  %4 = math.absi %i : i16
  %5 = math.exp %t : tensor<2xf16>
  %6 = math.atan2 %0, %1 : f16
  %7 = math.sqrt %d fastmath<fast> : f8E5M2
  return %6, %1, %2, %3, %4, %5, %7 : f16, f16, vector<2xf16>, bf16, i16, tensor<2xf16>, f8E5M2
}

// -----
// Inside a loop: the iteration argument is extended at the start of the body.
func.func @loop(%x: f16, %n: index) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f16) {
    %e = math.exp %acc fastmath<afn> : f16
    %f = math.fma %e, %acc, %x : f16
    %l = math.log %f : f16
    scf.yield %l : f16
  }
  %d = math.sqrt %r : f16
  return %d : f16
}
