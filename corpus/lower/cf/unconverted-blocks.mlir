// RUN-ARGS: --convert-cf-to-llvm
// Branches into blocks whose signature is not converted yet stay cf (upstream 19 converts block
// signatures with the owning op); after convert-func-to-llvm they convert.
func.func @f(%a: i32, %b: index) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%b : index)
^bb2(%y: index):
  return %x : i32
}
