module {
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @g()
  llvm.func @f() attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.zero : !llvm.ptr
    llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
  ^bb1:  // pred: ^bb0
    llvm.return
  ^bb2:  // pred: ^bb0
    %1 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
    llvm.resume %1 : !llvm.struct<(ptr, i32)>
  }
}
