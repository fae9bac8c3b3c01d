// RUN-ARGS: --convert-to-llvm
// convert-to-llvm has no scf patterns (as upstream 19): the loop stays, bridged by casts to the
// converted function and arith ops around it.
func.func @loop(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    %0 = arith.addi %a, %a : i32
    scf.yield %0 : i32
  }
  %c = arith.cmpi slt, %r, %x : i32
  %v = scf.if %c -> i32 {
    scf.yield %r : i32
  } else {
    scf.yield %x : i32
  }
  return %v : i32
}
