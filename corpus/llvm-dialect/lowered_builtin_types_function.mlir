module {
  llvm.func @takes_fn(!llvm.ptr, !llvm.ptr, !llvm.ptr) attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @nested_fn(!llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @paren_result(i32) -> i32 attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @fn_value(%arg0: !llvm.ptr) -> !llvm.ptr {
    llvm.return %arg0 : !llvm.ptr
  }
}

// -----
module {
  llvm.func @fn_type_attr() attributes {empty = () -> (), sig = (i32, memref<?xf32>) -> tensor<4xf32>, sym_visibility = "private"}
}

