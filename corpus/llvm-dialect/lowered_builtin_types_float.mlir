module {
  llvm.func @ieee(f16, f32, f64, f80, f128) -> bf16 attributes {sym_visibility = "private"}
}

// -----
module {
  llvm.func @f8_types(i8, i8, i8, i8, i8, i8) attributes {sym_visibility = "private"}
}

