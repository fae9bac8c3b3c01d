module {
  llvm.func @dicts() attributes {empty = {}, nested = {flag, inner = {deep = [1, 2]}}, one = {a = 1 : i32}, sorted = {a = 2 : i32, m = 3 : i32, z = 1 : i32}, sym_visibility = "private"}
}

// -----
module {
  llvm.func @units() attributes {a, b, c = [unit, unit], sym_visibility = "private"}
}

// -----
module {
  llvm.func @types() attributes {a = i32, b = f64, c = index, d = none, e = memref<?xf32>, f = tensor<*xi8>, g = vector<[4]xf32>, h = tuple<>, i = complex<f16>, j = () -> (), sym_visibility = "private"}
}

// -----
module {
  llvm.func @symbols() attributes {a = @flat, b = @outer::@inner, c = @a::@b::@c::@d, d = @"quoted sym", e = @"with::colons"::@"x y", sym_visibility = "private"}
}

// -----
module {
  llvm.func @strided_attrs() attributes {a = strided<[1]>, b = strided<[4, 1], offset: 2>, c = strided<[?, ?], offset: ?>, d = strided<[]>, e = strided<[], offset: 5>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @sparse_attrs() attributes {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0], [3]], [1.500000e+00, -2.000000e+00]> : tensor<4xf32>, c = sparse<> : tensor<2x2xi8>, d = sparse<1, 7> : vector<2x2xi64>, sym_visibility = "private"}
}

// -----
module {
  llvm.func @implicit_types() attributes {b = true, f = 2.000000e+00 : f64, i = 10 : i64, s = "s", sym_visibility = "private"}
}

// -----
module {
  llvm.func @arg_res_attrs(%arg0: i32 {my.attr = "x"}, %arg1: f32 {my.n = 3 : i8, my.unit}, %arg2: i64) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, f32)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, f32)> 
    llvm.return %2 : !llvm.struct<(i32, f32)>
  }
}

// -----
#distinct = distinct[0]<42 : i32>
#distinct1 = distinct[1]<[]>
module {
  llvm.func @distinct() attributes {a = #distinct, b = #distinct, c = #distinct1, d = [distinct[2]<>], sym_visibility = "private"}
}

