module {
  llvm.func @f(%arg0: !llvm.ptr) -> i32 {
    %0 = llvm.load %arg0 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
    %1 = llvm.load %arg0 invariant {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %0, %arg0 {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
    %2 = llvm.add %0, %1 : i32
    llvm.return %2 : i32
  }
}
