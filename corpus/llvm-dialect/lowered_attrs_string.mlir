module {
  llvm.func @escapes() attributes {a = "line\0Abreak", b = "tab\09here", c = "quote\22inside", d = "back\\slash", e = "nul\00byte", f = "hexABC", sym_visibility = "private"}
}

// -----
module {
  llvm.func @empty_and_typed() attributes {a = "", b = "typed" : i32, c = "", d = "x" : tensor<4xi8>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @bytes() attributes {a = "\01\02\7F\FF", b = "caf\C3\A9", c = "bell\07", sym_visibility = "private"}
}

// -----
module {
  llvm.func @punct() attributes {a = "{}[]()<>", b = "// not a comment", c = "#alias !type @sym %val ^bb", sym_visibility = "private"}
}

// -----
module {
  llvm.func @names() attributes {func = "kw", "quoted name" = 1 : i32, sym_visibility = "private", true_, "with\22quote" = 2 : i32}
}

