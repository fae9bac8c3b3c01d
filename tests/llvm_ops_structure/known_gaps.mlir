// Symbol uses (`llvm.call` callee checks, `SymbolUserOpInterface`) are verified by upstream once the whole
// symbol table is verified, so a later op's error wins; irbridge checks them when it meets the call
// (the core has no post-order verifier hook yet).
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @nope(%arg0) : (i32) -> i32
  llvm.return %arg0 : i32
}
// -----
// Same for `llvm.mlir.global_ctors` symbol uses.
llvm.mlir.global_ctors {ctors = [@nope], priorities = [0 : i32]}
llvm.func @f(%arg0: i32) {
  llvm.return %arg0 : i32
}
// -----
// The var_callee_type checks of `llvm.call` run with its symbol uses upstream (see above).
llvm.func @f(%arg0: i32) {
  %0 = llvm.call @nope(%arg0) vararg(!llvm.func<i32 (i32)>) : (i32) -> i32
  llvm.return %arg0 : i32
}
// -----
// `"llvm.resume"()` without an operand crashes mlir-opt 19 (LLVMFuncOp::verify reads its missing operand);
// irbridge reports the operand count.
llvm.func @f() {
  "llvm.resume"() : () -> ()
}
