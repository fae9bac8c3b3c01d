module {
  llvm.func @arrays() attributes {a = [], b = [1, 2, 3], c = [1 : i32, "two", 3.000000e+00 : f32, unit, [[], [unit]]], d = [i32, f64, index], sym_visibility = "private"}
}

// -----
module {
  llvm.func @dense_int_arrays() attributes {a = array<i64: 1, 2, 3>, b = array<i32: -1, 0, 2147483647>, c = array<i16: 7>, d = array<i8: -128, 127>, e = array<i1: true, false, true>, f = array<i64: -9223372036854775808>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @dense_float_arrays() attributes {a = array<f32: 1.000000e+00, -2.500000e+00, 3.000000e+03>, b = array<f64: 5.000000e-01>, c = array<f32: 0x7F800000>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @empty_dense_arrays() attributes {a = array<i32>, b = array<f64>, c = array<i1>, d = array<i8>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @bool_arrays() attributes {a = array<i1: false>, b = array<i1: true, true, false, false, true, false, true, false, true>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @mixed() attributes {a = [{k = 1 : i32}, {}, @sym, @outer::@inner, [array<i64: 4>]], sym_visibility = "private"}
}

