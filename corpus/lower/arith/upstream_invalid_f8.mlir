// UPSTREAM-INVALID: 8-bit floats convert to i8, and mlir-opt 19 then emits llvm.fpext/fadd/fcmp on
// i8, which its verifier rejects. irbridge leaves float ops on them unconverted (valid IR); bitcasts
// and constants still convert.
func.func @f8(%e: f8E5M2, %g: f8E5M2, %x: f32, %a: i8) -> (f32, f8E4M3FN, f8E5M2, i1, i8, f8E5M2, f8E5M2) {
  %0 = arith.extf %e : f8E5M2 to f32
  %1 = arith.truncf %x : f32 to f8E4M3FN
  %2 = arith.addf %e, %g : f8E5M2
  %3 = arith.cmpf olt, %e, %g : f8E5M2
  %4 = arith.bitcast %e : f8E5M2 to i8
  %5 = arith.bitcast %a : i8 to f8E5M2
  %6 = arith.constant 1.5 : f8E5M2
  return %0, %1, %2, %3, %4, %5, %6 : f32, f8E4M3FN, f8E5M2, i1, i8, f8E5M2, f8E5M2
}
