module {
  llvm.func @decimal() attributes {a = 1.000000e+00 : f32, b = -2.500000e+00 : f64, c = 9.997550e-02 : f16, d = 1.000000e+10 : f64, e = 1.500000e-03 : f32, f = 3.000000e+00 : f64, g = 1.000000e+02 : bf16, sym_visibility = "private"}
}

// -----
module {
  llvm.func @hex_patterns() attributes {bf_one = 1.000000e+00 : bf16, half_one = 1.000000e+00 : f16, min_sub = 1.401300e-45 : f32, nan_payload = 0x7FF8000000000123 : f64, negzero = -0.000000e+00 : f32, ninf = 0xFF800000 : f32, pinf = 0x7F800000 : f32, qnan = 0x7FC00000 : f32, snan = 0x7F800001 : f32, sym_visibility = "private"}
}

// -----
module {
  llvm.func @neg_zero() attributes {a = -0.000000e+00 : f32, b = -0.000000e+00 : f64, c = 0.000000e+00 : f16, sym_visibility = "private"}
}

// -----
module {
  llvm.func @extended() attributes {a = 1.000000e+00 : f80, b = 0x7FFF8000000000000000 : f80, c = 2.500000e+00 : f128, d = 0x7FFF0000000000000000000000000000 : f128, e = 1.250000e+00 : tf32, sym_visibility = "private"}
}

// -----
module {
  llvm.func @f8() attributes {a = 1.000000e+00 : f8E5M2, b = 0x7C : f8E5M2, c = 4.480000e+02 : f8E4M3FN, d = 0x7F : f8E4M3FN, e = 0x80 : f8E5M2FNUZ, f = -2.000000e+00 : f8E4M3FNUZ, g = 5.000000e-01 : f8E4M3B11FNUZ, h = 0x78 : f8E4M3, sym_visibility = "private"}
}

// -----
module {
  llvm.func @float_constants() -> !llvm.struct<(f32, f64, f16)> {
    %0 = llvm.mlir.constant(3.14159274 : f32) : f32
    %1 = llvm.mlir.constant(2.7182818284590451 : f64) : f64
    %2 = llvm.mlir.constant(6.550400e+04 : f16) : f16
    %3 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %4 = llvm.mlir.constant(0xFFC00000 : f32) : f32
    %5 = llvm.mlir.undef : !llvm.struct<(f32, f64, f16)>
    %6 = llvm.insertvalue %0, %5[0] : !llvm.struct<(f32, f64, f16)> 
    %7 = llvm.insertvalue %1, %6[1] : !llvm.struct<(f32, f64, f16)> 
    %8 = llvm.insertvalue %2, %7[2] : !llvm.struct<(f32, f64, f16)> 
    llvm.return %8 : !llvm.struct<(f32, f64, f16)>
  }
}

// -----
module {
  llvm.func @exponents() attributes {a = 1.7976931348623157E+308 : f64, b = 4.940660e-324 : f64, c = 3.40282347E+38 : f32, d = 1.401300e-45 : f32, sym_visibility = "private"}
}

