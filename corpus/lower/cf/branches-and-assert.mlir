// RUN-ARGS: --convert-cf-to-llvm
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.assert %c, "boom"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.switch %x : i32, [
    default: ^bb2,
    42: ^bb3(%x : i32),
    43: ^bb1(%b : i32)
  ]
^bb2:
  cf.assert %c, "boom"
  cf.br ^bb3(%b : i32)
^bb3(%y: i32):
  return %y : i32
}
