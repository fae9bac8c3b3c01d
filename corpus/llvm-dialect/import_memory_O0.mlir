#loop_annotation = #llvm.loop_annotation<mustProgress = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.mlir.global private unnamed_addr constant @".str"("hello\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external @greeting() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
    %0 = llvm.mlir.constant("hello\00") : !llvm.array<6 x i8>
    %1 = llvm.mlir.addressof @".str" : !llvm.ptr
    llvm.return %1 : !llvm.ptr
  }
  llvm.mlir.global external @origin() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.point", (i32, i32, f64)> {
    %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.point", (i32, i32, f64)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %5 = llvm.insertvalue %0, %4[2] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    llvm.return %5 : !llvm.struct<"struct.point", (i32, i32, f64)>
  }
  llvm.mlir.global internal @table() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(dense<0> : tensor<10xi32>) : !llvm.array<10 x i32>
    %2 = llvm.mlir.constant(13 : i32) : i32
    %3 = llvm.mlir.constant(8 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(3 : i32) : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.undef : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %10 = llvm.insertvalue %6, %9[1] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %11 = llvm.insertvalue %5, %10[2] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %12 = llvm.insertvalue %4, %11[3] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %13 = llvm.insertvalue %3, %12[4] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %14 = llvm.insertvalue %2, %13[5] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %15 = llvm.insertvalue %1, %14[6] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    llvm.return %15 : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)>
  }
  llvm.func @sum(%arg0: !llvm.ptr {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %5 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %6 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %8 = llvm.icmp "slt" %6, %7 : i32
    llvm.cond_br %8, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %9 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %10 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.sext %10 : i32 to i64
    %12 = llvm.getelementptr inbounds %9[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
    %14 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %15 = llvm.add %14, %13 overflow<nsw> : i32
    llvm.store %15, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %16 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %17 = llvm.add %16, %0 overflow<nsw> : i32
    llvm.store %17, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb1
    %18 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %18 : i32
  }
  llvm.func @scale(%arg0: !llvm.ptr {llvm.noundef}, %arg1: i32 {llvm.noundef}) attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    %5 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %6[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.point", (i32, i32, f64)>
    %8 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i32
    %9 = llvm.mul %8, %5 overflow<nsw> : i32
    llvm.store %9, %7 {alignment = 8 : i64} : i32, !llvm.ptr
    %10 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %12 = llvm.getelementptr inbounds %11[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.point", (i32, i32, f64)>
    %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
    %14 = llvm.mul %13, %10 overflow<nsw> : i32
    llvm.store %14, %12 {alignment = 4 : i64} : i32, !llvm.ptr
    %15 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %16 = llvm.sitofp %15 : i32 to f64
    %17 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %18 = llvm.getelementptr inbounds %17[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.point", (i32, i32, f64)>
    %19 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> f64
    %20 = llvm.fmul %19, %16  : f64
    llvm.store %20, %18 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.return
  }
  llvm.func @bits_of(%arg0: f32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %2 = llvm.alloca %0 x !llvm.struct<"union.u", (i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : f32, !llvm.ptr
    %3 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
    llvm.store %3, %2 {alignment = 4 : i64} : f32, !llvm.ptr
    %4 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %4 : i32
  }
  llvm.func @matrix() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(2 : i64) : i64
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.alloca %0 x !llvm.array<3 x array<4 x i32>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb7
    %10 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.icmp "slt" %10, %2 : i32
    llvm.cond_br %11, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    llvm.store %1, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb5
    %12 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %13 = llvm.icmp "slt" %12, %6 : i32
    llvm.cond_br %13, ^bb4, ^bb6
  ^bb4:  // pred: ^bb3
    %14 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %15 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %16 = llvm.mul %14, %15 overflow<nsw> : i32
    %17 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %18 = llvm.sext %17 : i32 to i64
    %19 = llvm.getelementptr inbounds %7[%3, %18] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<3 x array<4 x i32>>
    %20 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %21 = llvm.sext %20 : i32 to i64
    %22 = llvm.getelementptr inbounds %19[%3, %21] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    llvm.store %16, %22 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb5
  ^bb5:  // pred: ^bb4
    %23 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %24 = llvm.add %23, %0 overflow<nsw> : i32
    llvm.store %24, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb3 {loop_annotation = #loop_annotation}
  ^bb6:  // pred: ^bb3
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    %25 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %26 = llvm.add %25, %0 overflow<nsw> : i32
    llvm.store %26, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb1
    %27 = llvm.getelementptr inbounds %7[%3, %4] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<3 x array<4 x i32>>
    %28 = llvm.getelementptr inbounds %27[%3, %5] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    %29 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %29 : i32
  }
  llvm.func @copy() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant("hello\00") : !llvm.array<6 x i8>
    %3 = llvm.mlir.addressof @".str" : !llvm.ptr
    %4 = llvm.mlir.addressof @greeting : !llvm.ptr
    %5 = llvm.mlir.constant(6 : i64) : i64
    %6 = llvm.mlir.constant(120 : i8) : i8
    %7 = llvm.mlir.constant(2 : i64) : i64
    %8 = llvm.mlir.constant(3 : i64) : i64
    %9 = llvm.alloca %0 x !llvm.array<8 x i8> {alignment = 1 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.getelementptr inbounds %9[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i8>
    %11 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    "llvm.intr.memcpy"(%10, %11, %5) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %12 = llvm.getelementptr inbounds %9[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i8>
    "llvm.intr.memset"(%12, %6, %7) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %13 = llvm.getelementptr inbounds %9[%1, %8] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i8>
    %14 = llvm.load %13 {alignment = 1 : i64} : !llvm.ptr -> i8
    %15 = llvm.sext %14 : i8 to i32
    llvm.return %15 : i32
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %3 = llvm.mlir.undef : !llvm.struct<"struct.point", (i32, i32, f64)>
    %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %7 = llvm.mlir.addressof @origin : !llvm.ptr
    %8 = llvm.mlir.constant(16 : i64) : i64
    %9 = llvm.mlir.constant(3 : i32) : i32
    %10 = llvm.mlir.constant(dense<0> : tensor<10xi32>) : !llvm.array<10 x i32>
    %11 = llvm.mlir.constant(13 : i32) : i32
    %12 = llvm.mlir.constant(8 : i32) : i32
    %13 = llvm.mlir.constant(5 : i32) : i32
    %14 = llvm.mlir.constant(2 : i32) : i32
    %15 = llvm.mlir.undef : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)>
    %16 = llvm.insertvalue %0, %15[0] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %18 = llvm.insertvalue %9, %17[2] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %19 = llvm.insertvalue %13, %18[3] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %20 = llvm.insertvalue %12, %19[4] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %21 = llvm.insertvalue %11, %20[5] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %22 = llvm.insertvalue %10, %21[6] : !llvm.struct<packed (i32, i32, i32, i32, i32, i32, array<10 x i32>)> 
    %23 = llvm.mlir.addressof @table : !llvm.ptr
    %24 = llvm.mlir.constant(16 : i32) : i32
    %25 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %26 = llvm.mlir.constant(255 : i32) : i32
    %27 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %28 = llvm.alloca %0 x !llvm.struct<"struct.point", (i32, i32, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %27 {alignment = 4 : i64} : i32, !llvm.ptr
    "llvm.intr.memcpy"(%28, %7, %8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @scale(%28, %9) : (!llvm.ptr, i32) -> ()
    %29 = llvm.call @sum(%23, %24) : (!llvm.ptr, i32) -> i32
    %30 = llvm.getelementptr inbounds %28[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.point", (i32, i32, f64)>
    %31 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> i32
    %32 = llvm.add %29, %31 overflow<nsw> : i32
    %33 = llvm.call @bits_of(%25) : (f32) -> i32
    %34 = llvm.add %32, %33 overflow<nsw> : i32
    %35 = llvm.call @matrix() : () -> i32
    %36 = llvm.add %34, %35 overflow<nsw> : i32
    %37 = llvm.call @copy() : () -> i32
    %38 = llvm.add %36, %37 overflow<nsw> : i32
    %39 = llvm.and %38, %26  : i32
    llvm.return %39 : i32
  }
}

