#loop_annotation = #llvm.loop_annotation<mustProgress = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.mlir.global private unnamed_addr constant @__const.main.c() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.node", (i32, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.node", (i32, ptr)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<"struct.node", (i32, ptr)> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<"struct.node", (i32, ptr)> 
    llvm.return %4 : !llvm.struct<"struct.node", (i32, ptr)>
  }
  llvm.mlir.global private unnamed_addr constant @__const.main.p() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.packed", packed (i8, i32)> {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(1 : i8) : i8
    %2 = llvm.mlir.undef : !llvm.struct<"struct.packed", packed (i8, i32)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<"struct.packed", packed (i8, i32)> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<"struct.packed", packed (i8, i32)> 
    llvm.return %4 : !llvm.struct<"struct.packed", packed (i8, i32)>
  }
  llvm.mlir.global private unnamed_addr constant @__const.main.f() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<(i8, i8, array<2 x i8>)> {
    %0 = llvm.mlir.undef : !llvm.array<2 x i8>
    %1 = llvm.mlir.constant(1 : i8) : i8
    %2 = llvm.mlir.constant(77 : i8) : i8
    %3 = llvm.mlir.undef : !llvm.struct<(i8, i8, array<2 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    llvm.return %6 : !llvm.struct<(i8, i8, array<2 x i8>)>
  }
  llvm.func @mk_small(%arg0: i8 {llvm.noundef, llvm.signext}, %arg1: i16 {llvm.noundef, llvm.signext}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.alloca %0 x !llvm.struct<"struct.small", (i8, i16)> {alignment = 2 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x i8 {alignment = 1 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i16 {alignment = 2 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 1 : i64} : i8, !llvm.ptr
    llvm.store %arg1, %4 {alignment = 2 : i64} : i16, !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.small", (i8, i16)>
    %6 = llvm.load %3 {alignment = 1 : i64} : !llvm.ptr -> i8
    llvm.store %6, %5 {alignment = 2 : i64} : i8, !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.small", (i8, i16)>
    %8 = llvm.load %4 {alignment = 2 : i64} : !llvm.ptr -> i16
    llvm.store %8, %7 {alignment = 2 : i64} : i16, !llvm.ptr
    %9 = llvm.load %2 {alignment = 2 : i64} : !llvm.ptr -> i32
    llvm.return %9 : i32
  }
  llvm.func @mk_big(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.sret = !llvm.struct<"struct.big", (array<6 x i64>, f64)>}, %arg1: i64 {llvm.noundef}) attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(2 : i64) : i64
    %4 = llvm.mlir.constant(3 : i64) : i64
    %5 = llvm.mlir.constant(6 : i64) : i64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %8 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg1, %8 {alignment = 8 : i64} : i64, !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg0[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    %10 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %10, %9 {alignment = 8 : i64} : i64, !llvm.ptr
    %11 = llvm.getelementptr inbounds %9[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %12 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
    %13 = llvm.add %12, %2 overflow<nsw> : i64
    llvm.store %13, %11 {alignment = 8 : i64} : i64, !llvm.ptr
    %14 = llvm.getelementptr inbounds %9[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %15 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
    %16 = llvm.add %15, %3 overflow<nsw> : i64
    llvm.store %16, %14 {alignment = 8 : i64} : i64, !llvm.ptr
    %17 = llvm.getelementptr inbounds %9[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %18 = llvm.getelementptr inbounds %9[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.br ^bb1(%17 : !llvm.ptr)
  ^bb1(%19: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    llvm.store %6, %19 {alignment = 8 : i64} : i64, !llvm.ptr
    %20 = llvm.getelementptr inbounds %19[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %21 = llvm.icmp "eq" %20, %18 : !llvm.ptr
    llvm.cond_br %21, ^bb2, ^bb1(%20 : !llvm.ptr)
  ^bb2:  // pred: ^bb1
    %22 = llvm.getelementptr inbounds %arg0[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    llvm.store %7, %22 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.return
  }
  llvm.func @take_big(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<"struct.big", (array<6 x i64>, f64)>, llvm.noundef}) -> i64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    %5 = llvm.getelementptr inbounds %4[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<6 x i64>
    %6 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> i64
    %7 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    %8 = llvm.getelementptr inbounds %7[%1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<6 x i64>
    %9 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
    %10 = llvm.add %6, %9 overflow<nsw> : i64
    %11 = llvm.getelementptr inbounds %arg0[%0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    %12 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> f64
    %13 = llvm.fptosi %12 : f64 to i64
    %14 = llvm.add %10, %13 overflow<nsw> : i64
    llvm.return %14 : i64
  }
  llvm.func @packed_sum(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<"struct.packed", packed (i8, i32)>, llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.packed", packed (i8, i32)>
    %3 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> i8
    %4 = llvm.sext %3 : i8 to i32
    %5 = llvm.getelementptr inbounds %arg0[%0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.packed", packed (i8, i32)>
    %6 = llvm.load %5 {alignment = 1 : i64} : !llvm.ptr -> i32
    %7 = llvm.add %4, %6 overflow<nsw> : i32
    llvm.return %7 : i32
  }
  llvm.func @bf(%arg0: i32) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(7 : i16) : i16
    %2 = llvm.mlir.constant(3 : i16) : i16
    %3 = llvm.mlir.constant(31 : i16) : i16
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(8 : i16) : i16
    %6 = llvm.mlir.constant(1 : i16) : i16
    %7 = llvm.alloca %0 x !llvm.struct<"struct.flags", (i16, array<2 x i8>)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i16
    %9 = llvm.and %8, %1  : i16
    %10 = llvm.zext %9 : i16 to i32
    %11 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i16
    %12 = llvm.lshr %11, %2  : i16
    %13 = llvm.and %12, %3  : i16
    %14 = llvm.zext %13 : i16 to i32
    %15 = llvm.mul %14, %4 overflow<nsw> : i32
    %16 = llvm.add %10, %15 overflow<nsw> : i32
    %17 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i16
    %18 = llvm.lshr %17, %5  : i16
    %19 = llvm.and %18, %6  : i16
    %20 = llvm.zext %19 : i16 to i32
    %21 = llvm.add %16, %20 overflow<nsw> : i32
    llvm.return %21 : i32
  }
  llvm.func @list_len(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    %5 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %6 = llvm.icmp "ne" %5, %2 : !llvm.ptr
    llvm.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %7 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %8 = llvm.getelementptr inbounds %7[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    %9 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i32
    %10 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.add %10, %9 overflow<nsw> : i32
    llvm.store %11, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    %12 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds %12[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    %14 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.store %14, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb3:  // pred: ^bb1
    %15 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %15 : i32
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(3 : i32) : i32
    %4 = llvm.mlir.undef : !llvm.struct<"struct.node", (i32, ptr)>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<"struct.node", (i32, ptr)> 
    %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<"struct.node", (i32, ptr)> 
    %7 = llvm.mlir.addressof @__const.main.c : !llvm.ptr
    %8 = llvm.mlir.constant(16 : i64) : i64
    %9 = llvm.mlir.constant(2 : i32) : i32
    %10 = llvm.mlir.constant(1 : i8) : i8
    %11 = llvm.mlir.undef : !llvm.struct<"struct.packed", packed (i8, i32)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<"struct.packed", packed (i8, i32)> 
    %13 = llvm.insertvalue %9, %12[1] : !llvm.struct<"struct.packed", packed (i8, i32)> 
    %14 = llvm.mlir.addressof @__const.main.p : !llvm.ptr
    %15 = llvm.mlir.constant(5 : i64) : i64
    %16 = llvm.mlir.undef : !llvm.array<2 x i8>
    %17 = llvm.mlir.constant(77 : i8) : i8
    %18 = llvm.mlir.undef : !llvm.struct<(i8, i8, array<2 x i8>)>
    %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    %20 = llvm.insertvalue %10, %19[1] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    %21 = llvm.insertvalue %16, %20[2] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    %22 = llvm.mlir.addressof @__const.main.f : !llvm.ptr
    %23 = llvm.mlir.constant(4 : i64) : i64
    %24 = llvm.mlir.constant(2 : i16) : i16
    %25 = llvm.mlir.constant(255 : i64) : i64
    %26 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %27 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %28 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %29 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %30 = llvm.alloca %0 x !llvm.struct<"struct.packed", packed (i8, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %31 = llvm.alloca %0 x !llvm.struct<"struct.flags", (i16, array<2 x i8>)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %32 = llvm.alloca %0 x !llvm.struct<"struct.small", (i8, i16)> {alignment = 2 : i64} : (i32) -> !llvm.ptr
    %33 = llvm.alloca %0 x !llvm.struct<"struct.big", (array<6 x i64>, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %26 {alignment = 4 : i64} : i32, !llvm.ptr
    "llvm.intr.memcpy"(%27, %7, %8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %34 = llvm.getelementptr inbounds %28[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    llvm.store %9, %34 {alignment = 8 : i64} : i32, !llvm.ptr
    %35 = llvm.getelementptr inbounds %28[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    llvm.store %27, %35 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %36 = llvm.getelementptr inbounds %29[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    llvm.store %0, %36 {alignment = 8 : i64} : i32, !llvm.ptr
    %37 = llvm.getelementptr inbounds %29[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    llvm.store %28, %37 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    "llvm.intr.memcpy"(%30, %14, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%31, %22, %23) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %38 = llvm.call @mk_small(%10, %24) : (i8, i16) -> i32
    llvm.store %38, %32 {alignment = 2 : i64} : i32, !llvm.ptr
    %39 = llvm.getelementptr inbounds %32[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.small", (i8, i16)>
    %40 = llvm.load %39 {alignment = 2 : i64} : !llvm.ptr -> i16
    %41 = llvm.sext %40 : i16 to i64
    llvm.call @mk_big(%33, %23) : (!llvm.ptr, i64) -> ()
    %42 = llvm.call @take_big(%33) : (!llvm.ptr) -> i64
    %43 = llvm.add %41, %42 overflow<nsw> : i64
    %44 = llvm.call @packed_sum(%30) : (!llvm.ptr) -> i32
    %45 = llvm.sext %44 : i32 to i64
    %46 = llvm.add %43, %45 overflow<nsw> : i64
    %47 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> i32
    %48 = llvm.call @bf(%47) : (i32) -> i32
    %49 = llvm.sext %48 : i32 to i64
    %50 = llvm.add %46, %49 overflow<nsw> : i64
    %51 = llvm.call @list_len(%29) : (!llvm.ptr) -> i32
    %52 = llvm.sext %51 : i32 to i64
    %53 = llvm.add %50, %52 overflow<nsw> : i64
    %54 = llvm.and %53, %25  : i64
    %55 = llvm.trunc %54 : i64 to i32
    llvm.return %55 : i32
  }
}

