// RUN-ARGS: --pass-pipeline=builtin.module(convert-to-llvm{filter-dialects=cf})
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
