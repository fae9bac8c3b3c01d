module {
  llvm.func @ints() attributes {a = 0 : i32, b = -1 : i8, c = 127 : i8, d = -1 : i8, e = 42 : i64, f = 7 : index, g = true, h = false, sym_visibility = "private"}
}

// -----
module {
  llvm.func @wide() attributes {a = 170141183460469231731687303715884105727 : i128, b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = -18446744073709551616 : i65, e = 123456789012345678901234567890123456789012345678901234567890 : i1000, f = -98765432109876543210987654321098765432109876543210 : i1000, sym_visibility = "private"}
}

// -----
module {
  llvm.func @hex() attributes {a = 16 : i32, b = 255 : ui8, c = -1 : i80, d = false, sym_visibility = "private"}
}

// -----
module {
  llvm.func @signedness() attributes {a = -128 : si8, b = 127 : si8, c = 255 : ui8, d = 0 : ui1, e = -1 : si1, f = 1 : ui1, sym_visibility = "private"}
}

// -----
module {
  llvm.func @bools() attributes {a = true, b = false, c = true, d = false, e = true, sym_visibility = "private"}
}

// -----
module {
  llvm.func @int_constants() {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(-7 : i7) : i7
    %2 = llvm.mlir.constant(100000000000000000000000000000 : i128) : i128
    %3 = llvm.mlir.constant(-1 : i1000) : i1000
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %6 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %7 = llvm.mlir.constant(-1 : i64) : i64
    llvm.return
  }
}

