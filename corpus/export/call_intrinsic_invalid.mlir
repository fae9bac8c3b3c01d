// `llvm.call_intrinsic` failures, in upstream's words: no overload of the call's type, a result,
// operand count or operand type that the declaration does not have, too few operands for a
// variadic intrinsic; each followed by the translation's failure at the op.
llvm.func @no_overload(%x: f32) -> f32 {
  %0 = llvm.call_intrinsic "llvm.ctpop"(%x) : (f32) -> f32
  llvm.return %0 : f32
}
// -----
llvm.func @wrong_result() -> i32 {
  %0 = llvm.call_intrinsic "llvm.readcyclecounter"() : () -> i32
  llvm.return %0 : i32
}
// -----
llvm.func @wrong_count(%a: i32) {
  llvm.call_intrinsic "llvm.trap"(%a) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @wrong_operand(%a: i32, %b: i32) {
  llvm.call_intrinsic "llvm.experimental.stackmap"(%a, %b) : (i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @too_few_variadic(%a: i64) {
  llvm.call_intrinsic "llvm.experimental.stackmap"(%a) : (i64) -> ()
  llvm.return
}
