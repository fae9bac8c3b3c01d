module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @a(-7 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global external @b(true) {addr_space = 0 : i32} : i1
  llvm.mlir.global external @c(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global external @d(dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i16>>
  llvm.mlir.global external @e(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>) {addr_space = 0 : i32} : vector<4xf32>
  llvm.mlir.global external @f(dense<5> : vector<4xi32>) {addr_space = 0 : i32} : vector<4xi32>
  llvm.mlir.global external @g("ab\00") {addr_space = 0 : i32}
  llvm.mlir.global external @h(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global external @i(dense<0.000000e+00> : vector<2xf64>) {addr_space = 0 : i32} : vector<2xf64>
  llvm.mlir.global external @j(dense<0> : tensor<0xi32>) {addr_space = 0 : i32} : !llvm.array<0 x i32>
  llvm.mlir.global external @k(dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x vector<2xf32>>
  llvm.mlir.global external @l(dense<[true, false]> : tensor<2xi1>) {addr_space = 0 : i32} : !llvm.array<2 x i1>
  llvm.mlir.global external @m(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>) {addr_space = 0 : i32} : !llvm.array<2 x f16>
  llvm.mlir.global external @n(123456789012345678901234567890 : i128) {addr_space = 0 : i32} : i128
  llvm.mlir.global external @o(3.000000e+00 : f80) {addr_space = 0 : i32} : f80
  llvm.mlir.global external @p(dense<2.000000e+00> : tensor<2xf128>) {addr_space = 0 : i32} : !llvm.array<2 x f128>
  llvm.mlir.global external @q() {addr_space = 0 : i32} : !llvm.struct<(i32, i32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, i32)> 
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, i32)> 
    llvm.return %4 : !llvm.struct<(i32, i32)>
  }
  llvm.mlir.global external @r() {addr_space = 0 : i32} : !llvm.ptr {
    %0 = llvm.mlir.zero : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global external @s() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.array<2 x ptr> 
    %3 = llvm.insertvalue %0, %2[1] : !llvm.array<2 x ptr> 
    llvm.return %3 : !llvm.array<2 x ptr>
  }
  llvm.mlir.global external @t() {addr_space = 0 : i32} : vector<4xi32> {
    %0 = llvm.mlir.undef : vector<4xi32>
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.insertelement %1, %0[%2 : i32] : vector<4xi32>
    %4 = llvm.mlir.undef : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.insertelement %4, %3[%5 : i32] : vector<4xi32>
    %7 = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.insertelement %7, %6[%8 : i32] : vector<4xi32>
    %10 = llvm.mlir.constant(4 : i32) : i32
    %11 = llvm.mlir.constant(3 : i32) : i32
    %12 = llvm.insertelement %10, %9[%11 : i32] : vector<4xi32>
    llvm.return %12 : vector<4xi32>
  }
  llvm.mlir.global external @u(dense<7> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
  llvm.mlir.global external @v(1.500000e+00 : f64) {addr_space = 0 : i32} : f64
  llvm.mlir.global external @w(dense<0> : tensor<2x0xi32>) {addr_space = 0 : i32} : !llvm.array<2 x array<0 x i32>>
  llvm.mlir.global external @y() {addr_space = 0 : i32} : !llvm.array<1 x struct<(i32)>> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.undef : !llvm.struct<(i32)>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(i32)> 
    %3 = llvm.mlir.undef : !llvm.array<1 x struct<(i32)>>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.array<1 x struct<(i32)>> 
    llvm.return %4 : !llvm.array<1 x struct<(i32)>>
  }
  llvm.mlir.global external @z(1.000000e+00 : bf16) {addr_space = 0 : i32} : bf16
  llvm.mlir.global internal unnamed_addr thread_local @tl(3 : i32) {addr_space = 0 : i32, dso_local} : i32
}
