module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.func @vadd(%arg0: vector<4xf32> {llvm.noundef}, %arg1: vector<4xf32> {llvm.noundef}) -> vector<4xf32> attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "128"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(dense<2.000000e+00> : vector<4xf32>) : vector<4xf32>
    %2 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    %4 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %5 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %6 = llvm.intr.fmuladd(%5, %1, %4)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    llvm.return %6 : vector<4xf32>
  }
  llvm.func @vsel(%arg0: vector<4xi32> {llvm.noundef}, %arg1: vector<4xi32> {llvm.noundef}) -> vector<4xi32> attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "128"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(dense<-1> : vector<4xi32>) : vector<4xi32>
    %2 = llvm.alloca %0 x vector<4xi32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x vector<4xi32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x vector<4xi32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
    %5 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
    %6 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
    %7 = llvm.icmp "sgt" %5, %6 : vector<4xi32>
    %8 = llvm.sext %7 : vector<4xi1> to vector<4xi32>
    llvm.store %8, %4 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
    %9 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
    %10 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
    %11 = llvm.and %9, %10  : vector<4xi32>
    %12 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
    %13 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
    %14 = llvm.xor %13, %1  : vector<4xi32>
    %15 = llvm.and %12, %14  : vector<4xi32>
    %16 = llvm.or %11, %15  : vector<4xi32>
    llvm.return %16 : vector<4xi32>
  }
  llvm.func @hsum(%arg0: vector<4xf32> {llvm.noundef}) -> f32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "128"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(3 : i32) : i32
    %4 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %4 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    %5 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %6 = llvm.extractelement %5[%1 : i32] : vector<4xf32>
    %7 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %8 = llvm.extractelement %7[%0 : i32] : vector<4xf32>
    %9 = llvm.fadd %6, %8  : f32
    %10 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %11 = llvm.extractelement %10[%2 : i32] : vector<4xf32>
    %12 = llvm.fadd %9, %11  : f32
    %13 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %14 = llvm.extractelement %13[%3 : i32] : vector<4xf32>
    %15 = llvm.fadd %12, %14  : f32
    llvm.return %15 : f32
  }
  llvm.func @shuf(%arg0: vector<4xf32> {llvm.noundef}, %arg1: vector<4xf32> {llvm.noundef}) -> vector<4xf32> attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "128"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %2 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    llvm.store %arg1, %2 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    %3 = llvm.load %1 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %4 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %5 = llvm.shufflevector %3, %4 [0, 5, 2, 7] : vector<4xf32> 
    llvm.return %5 : vector<4xf32>
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "128"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>) : vector<4xf32>
    %3 = llvm.mlir.constant(dense<[5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : vector<4xf32>) : vector<4xf32>
    %4 = llvm.mlir.constant(dense<[1, 5, 3, 7]> : vector<4xi32>) : vector<4xi32>
    %5 = llvm.mlir.constant(dense<[4, 2, 6, 0]> : vector<4xi32>) : vector<4xi32>
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %9 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.alloca %0 x vector<4xi32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %11 = llvm.alloca %0 x vector<4xi32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %2, %8 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    llvm.store %3, %9 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    llvm.store %4, %10 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
    llvm.store %5, %11 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
    %12 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %13 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %14 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %15 = llvm.call @shuf(%13, %14) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %16 = llvm.call @vadd(%12, %15) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %17 = llvm.call @hsum(%16) : (vector<4xf32>) -> f32
    %18 = llvm.fptosi %17 : f32 to i32
    %19 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
    %20 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
    %21 = llvm.call @vsel(%19, %20) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %22 = llvm.extractelement %21[%6 : i32] : vector<4xi32>
    %23 = llvm.add %18, %22 overflow<nsw> : i32
    llvm.return %23 : i32
  }
}

