// Inputs the round trip refuses with a located error (and no panic); upstream 19 refuses them too.
llvm.func @no_such_intrinsic(%x: i32) -> i32 {
  // expected-error @below {{could not find LLVM intrinsic: "llvm.no.such.intrinsic"}}
  %0 = llvm.call_intrinsic "llvm.no.such.intrinsic"(%x) : (i32) -> i32
  llvm.return %0 : i32
}
// -----
func.func @tensor_arg(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @above {{the lowering leaves}}
  return %t : tensor<4xf32>
}
