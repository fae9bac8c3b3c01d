module {
  llvm.func @signless_small(i1, i2, i7, i8) -> i16 attributes {sym_visibility = "private"}
  llvm.func @signless_wide(i32, i64, i128, i256) -> !llvm.struct<(i512, i1000)> attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @signed(i1, i8, i16, i32, i64, i128) -> i1000 attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @unsigned(i1, i3, i8, i32, i64) -> !llvm.struct<(i127, i4096)> attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @index_args(%arg0: i64, %arg1: i64) -> i64 {
    llvm.return %arg1 : i64
  }
}

// -----
module {
  llvm.func @max_width(i16777215) -> i16777215 attributes {sym_visibility = "private"}
}

