module {
  llvm.func @complex_types(!llvm.struct<(f32, f32)>, !llvm.struct<(f64, f64)>, !llvm.struct<(bf16, bf16)>, !llvm.struct<(i32, i32)>, !llvm.struct<(f16, f16)>) attributes {sym_visibility = "private"}
}

