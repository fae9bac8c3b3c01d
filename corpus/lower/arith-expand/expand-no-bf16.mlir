// RUN-ARGS: --arith-expand
// Without include-bf16 the casts are legal.
func.func @no_bf16(%x: f32, %b: bf16) -> (bf16, f32, i32) {
  %0 = arith.truncf %x downward : f32 to bf16
  %1 = arith.extf %b : bf16 to f32
  %c = arith.constant 5 : i32
  %2 = arith.maxui %c, %c : i32
  return %0, %1, %2 : bf16, f32, i32
}
