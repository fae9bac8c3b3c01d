module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.func @mix(%arg0: i32 {llvm.noundef}, %arg1: i8 {llvm.noundef, llvm.zeroext}, %arg2: i16 {llvm.noundef, llvm.signext}) -> i64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(7 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %5 = llvm.alloca %0 x i8 {alignment = 1 : i64} : (i32) -> !llvm.ptr
    %6 = llvm.alloca %0 x i16 {alignment = 2 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg1, %5 {alignment = 1 : i64} : i8, !llvm.ptr
    llvm.store %arg2, %6 {alignment = 2 : i64} : i16, !llvm.ptr
    %7 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %8 = llvm.sext %7 : i32 to i64
    %9 = llvm.load %5 {alignment = 1 : i64} : !llvm.ptr -> i8
    %10 = llvm.zext %9 : i8 to i64
    %11 = llvm.mul %8, %10 overflow<nsw> : i64
    %12 = llvm.load %6 {alignment = 2 : i64} : !llvm.ptr -> i16
    %13 = llvm.sext %12 : i16 to i32
    %14 = llvm.sdiv %13, %1  : i32
    %15 = llvm.sext %14 : i32 to i64
    %16 = llvm.sub %11, %15 overflow<nsw> : i64
    %17 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %18 = llvm.srem %17, %2  : i32
    %19 = llvm.sext %18 : i32 to i64
    %20 = llvm.add %16, %19 overflow<nsw> : i64
    %21 = llvm.load %5 {alignment = 1 : i64} : !llvm.ptr -> i8
    %22 = llvm.zext %21 : i8 to i32
    %23 = llvm.ashr %22, %3  : i32
    %24 = llvm.sext %23 : i32 to i64
    %25 = llvm.add %20, %24 overflow<nsw> : i64
    %26 = llvm.load %6 {alignment = 2 : i64} : !llvm.ptr -> i16
    %27 = llvm.sext %26 : i16 to i32
    %28 = llvm.shl %27, %1 : i32
    %29 = llvm.sext %28 : i32 to i64
    %30 = llvm.add %25, %29 overflow<nsw> : i64
    llvm.return %30 : i64
  }
  llvm.func @udiv(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %5 = llvm.icmp "ne" %4, %1 : i32
    llvm.cond_br %5, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %6 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %8 = llvm.udiv %6, %7  : i32
    %9 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.urem %9, %10  : i32
    %12 = llvm.add %8, %11 : i32
    llvm.br ^bb3(%12 : i32)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3(%1 : i32)
  ^bb3(%13: i32):  // 2 preds: ^bb1, ^bb2
    llvm.return %13 : i32
  }
  llvm.func @fmix(%arg0: f32 {llvm.noundef}, %arg1: f64 {llvm.noundef}) -> f64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    %2 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 8 : i64} : f64, !llvm.ptr
    %4 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
    %5 = llvm.fpext %4 : f32 to f64
    %6 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> f64
    %7 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
    %8 = llvm.fptosi %7 : f32 to i32
    %9 = llvm.sitofp %8 : i32 to f64
    %10 = llvm.intr.fmuladd(%5, %6, %9)  : (f64, f64, f64) -> f64
    %11 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> f64
    %12 = llvm.fdiv %11, %1  : f64
    %13 = llvm.fsub %10, %12  : f64
    llvm.return %13 : f64
  }
  llvm.func @cmp(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(4 : i32) : i32
    %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    %5 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.icmp "slt" %5, %6 : i32
    %8 = llvm.zext %7 : i1 to i32
    %9 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.icmp "eq" %9, %10 : i32
    %12 = llvm.zext %11 : i1 to i32
    %13 = llvm.mul %12, %1 overflow<nsw> : i32
    %14 = llvm.add %8, %13 overflow<nsw> : i32
    %15 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %16 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %17 = llvm.icmp "ugt" %15, %16 : i32
    %18 = llvm.zext %17 : i1 to i32
    %19 = llvm.mul %18, %2 overflow<nsw> : i32
    %20 = llvm.add %14, %19 overflow<nsw> : i32
    llvm.return %20 : i32
  }
  llvm.func @fcmp(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 8 : i64} : f64, !llvm.ptr
    %4 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %5 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> f64
    %6 = llvm.fcmp "olt" %4, %5 : f64
    %7 = llvm.zext %6 : i1 to i32
    %8 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %9 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %10 = llvm.fcmp "une" %8, %9 : f64
    %11 = llvm.zext %10 : i1 to i32
    %12 = llvm.shl %11, %0 : i32
    %13 = llvm.or %7, %12  : i32
    %14 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %15 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> f64
    %16 = llvm.fcmp "oge" %14, %15 : f64
    %17 = llvm.zext %16 : i1 to i32
    %18 = llvm.shl %17, %1 : i32
    %19 = llvm.or %13, %18  : i32
    llvm.return %19 : i32
  }
  llvm.func @ld(%arg0: f80 {llvm.noundef}) -> f80 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2.500000e+00 : f80) : f80
    %2 = llvm.alloca %0 x f80 {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 16 : i64} : f80, !llvm.ptr
    %3 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> f80
    %4 = llvm.fmul %3, %1  : f80
    llvm.return %4 : f80
  }
  llvm.func @neg(%arg0: f32 {llvm.noundef}) -> f32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : f32, !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
    %3 = llvm.fneg %2  : f32
    llvm.return %3 : f32
  }
  llvm.func @bits(%arg0: i64 {llvm.noundef}) -> i64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(13 : i64) : i64
    %2 = llvm.mlir.constant(7 : i64) : i64
    %3 = llvm.mlir.constant(-1 : i64) : i64
    %4 = llvm.mlir.constant(21845 : i64) : i64
    %5 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %5 {alignment = 8 : i64} : i64, !llvm.ptr
    %6 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> i64
    %7 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> i64
    %8 = llvm.lshr %7, %1  : i64
    %9 = llvm.xor %6, %8  : i64
    %10 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> i64
    %11 = llvm.shl %10, %2 : i64
    %12 = llvm.xor %11, %3  : i64
    %13 = llvm.and %9, %12  : i64
    %14 = llvm.or %13, %4  : i64
    llvm.return %14 : i64
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.mlir.constant(4 : i8) : i8
    %4 = llvm.mlir.constant(5 : i16) : i16
    %5 = llvm.mlir.constant(10 : i32) : i32
    %6 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %7 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %10 = llvm.mlir.constant(99 : i64) : i64
    %11 = llvm.mlir.constant(255 : i32) : i32
    %12 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %12 {alignment = 4 : i64} : i32, !llvm.ptr
    %13 = llvm.call @mix(%2, %3, %4) : (i32, i8, i16) -> i64
    %14 = llvm.call @udiv(%5, %2) : (i32, i32) -> i32
    %15 = llvm.zext %14 : i32 to i64
    %16 = llvm.add %13, %15 overflow<nsw> : i64
    %17 = llvm.sitofp %16 : i64 to f64
    %18 = llvm.call @fmix(%6, %7) : (f32, f64) -> f64
    %19 = llvm.fadd %17, %18  : f64
    %20 = llvm.call @cmp(%0, %8) : (i32, i32) -> i32
    %21 = llvm.sitofp %20 : i32 to f64
    %22 = llvm.fadd %19, %21  : f64
    %23 = llvm.call @fcmp(%9, %7) : (f64, f64) -> i32
    %24 = llvm.sitofp %23 : i32 to f64
    %25 = llvm.fadd %22, %24  : f64
    %26 = llvm.call @bits(%10) : (i64) -> i64
    %27 = llvm.uitofp %26 : i64 to f64
    %28 = llvm.fadd %25, %27  : f64
    %29 = llvm.fptosi %28 : f64 to i32
    %30 = llvm.and %29, %11  : i32
    llvm.return %30 : i32
  }
}

