// RUN-ARGS: --convert-func-to-llvm
func.func @f(%a: i32, %b: index) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%b : index)
^bb2(%y: index):
  return %x : i32
}
