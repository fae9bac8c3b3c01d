module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @h(1.000000e+00 : f16) {addr_space = 0 : i32} : f16
  llvm.mlir.global external @bf(-1.000000e+00 : bf16) {addr_space = 0 : i32} : bf16
  llvm.mlir.global external @q(3.500000e+00 : f128) {addr_space = 0 : i32} : f128
  llvm.mlir.global external @x(1.000000e+00 : f80) {addr_space = 0 : i32} : f80
  llvm.mlir.global external @vh(dense<[1.000000e+00, 0x7C00]> : vector<2xf16>) {addr_space = 0 : i32} : vector<2xf16>
  llvm.mlir.global external @ab(dense<[1.000000e+00, 0x7FC0]> : tensor<2xbf16>) {addr_space = 0 : i32} : !llvm.array<2 x bf16>
  llvm.mlir.global external @vq(dense<[1.000000e+00, -0.000000e+00]> : vector<2xf128>) {addr_space = 0 : i32} : vector<2xf128>
  llvm.mlir.global external @ax(dense<[1.000000e+00, 0x7FFFC000000000000000]> : tensor<2xf80>) {addr_space = 0 : i32} : !llvm.array<2 x f80>
  llvm.mlir.global external @s() {addr_space = 0 : i32} : !llvm.struct<(f16, f128, bf16, f80)> {
    %0 = llvm.mlir.undef : !llvm.struct<(f16, f128, bf16, f80)>
    %1 = llvm.mlir.constant(3.332520e-01 : f16) : f16
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(f16, f128, bf16, f80)> 
    %3 = llvm.mlir.constant(1.000000e+00 : f128) : f128
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(f16, f128, bf16, f80)> 
    %5 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
    %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<(f16, f128, bf16, f80)> 
    %7 = llvm.mlir.constant(3.000000e+00 : f80) : f80
    %8 = llvm.insertvalue %7, %6[3] : !llvm.struct<(f16, f128, bf16, f80)> 
    llvm.return %8 : !llvm.struct<(f16, f128, bf16, f80)>
  }
  llvm.func @g(f16, f80)
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @f(%arg0: !llvm.ptr, %arg1: f16, %arg2: bf16, %arg3: f128, %arg4: vector<2xf16>, %arg5: vector<2xf80>) -> vector<2xf16> attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.constant(1.000000e+00 : f16) : f16
    %1 = llvm.mlir.constant(2.000000e+00 : bf16) : bf16
    %2 = llvm.mlir.constant(1.000000e+00 : f128) : f128
    %3 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf16>) : vector<2xf16>
    %4 = llvm.mlir.constant(dense<[1.000000e+00, 3.000000e+00]> : vector<2xf80>) : vector<2xf80>
    %5 = llvm.mlir.constant(3.000000e+00 : f16) : f16
    %6 = llvm.mlir.constant(0xFC00 : f16) : f16
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(1.000000e+00 : f80) : f80
    %9 = llvm.mlir.constant(3.000000e+00 : f80) : f80
    %10 = llvm.fadd %arg1, %0  : f16
    %11 = llvm.fmul %arg2, %1  : bf16
    %12 = llvm.fsub %arg3, %2  : f128
    %13 = llvm.fadd %arg4, %3  : vector<2xf16>
    %14 = llvm.fadd %arg5, %4  : vector<2xf80>
    %15 = llvm.atomicrmw fadd %arg0, %5 seq_cst {alignment = 2 : i64} : !llvm.ptr, f16
    %16 = llvm.insertelement %6, %13[%7 : i32] : vector<2xf16>
    llvm.store %8, %arg0 {alignment = 16 : i64} : f80, !llvm.ptr
    llvm.invoke @g(%0, %9) to ^bb1 unwind ^bb2 : (f16, f80) -> ()
  ^bb1:  // pred: ^bb0
    llvm.return %16 : vector<2xf16>
  ^bb2:  // pred: ^bb0
    %17 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.resume %17 : !llvm.struct<(ptr, i32)>
  }
}
