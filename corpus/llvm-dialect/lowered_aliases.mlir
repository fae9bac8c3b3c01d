module {
  llvm.func @type_alias(i32, vector<4xi32>) -> vector<4xi32> attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @attr_alias() attributes {a = 42 : i64, b = [42, "x", 42], sym_visibility = "private"}
}

// -----
module {
  llvm.func @layout_aliases(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @nothing() attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @odd_names(i64) attributes {flag, sym_visibility = "private"}
}

