// RUN-ARGS: --convert-func-to-llvm
// A function whose signature has no LLVM equivalent (tensors) stays func.func with its return, as in
// upstream 19; the rest of the module converts.
func.func @t(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @ok(%a: i32) -> i32 {
  %r = call @t2(%a) : (i32) -> i32
  return %r : i32
}
func.func private @t2(i32) -> i32
