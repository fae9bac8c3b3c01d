module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.func @hyp(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}) -> f64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %2 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %arg1, %2 {alignment = 8 : i64} : f64, !llvm.ptr
    %3 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> f64
    %4 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> f64
    %5 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %6 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %7 = llvm.fmul %5, %6  : f64
    %8 = llvm.intr.fmuladd(%3, %4, %7)  : (f64, f64, f64) -> f64
    %9 = llvm.call @sqrt(%8) : (f64) -> f64
    llvm.return %9 : f64
  }
  llvm.func @sqrt(f64 {llvm.noundef}) -> f64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_unwind, passthrough = [["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
  llvm.func @rnd(%arg0: f32 {llvm.noundef}) -> f32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : f32, !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
    %3 = llvm.intr.floor(%2)  : (f32) -> f32
    %4 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
    %5 = llvm.intr.ceil(%4)  : (f32) -> f32
    %6 = llvm.fadd %3, %5  : f32
    %7 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
    %8 = llvm.intr.fabs(%7)  : (f32) -> f32
    %9 = llvm.fadd %6, %8  : f32
    %10 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
    %11 = llvm.intr.trunc(%10)  : (f32) -> f32
    %12 = llvm.fadd %9, %11  : f32
    llvm.return %12 : f32
  }
  llvm.func @clz(%arg0: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(32 : i32) : i32
    %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %5 = llvm.icmp "ne" %4, %1 : i32
    llvm.cond_br %5, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %6 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = "llvm.intr.ctlz"(%6) <{is_zero_poison = true}> : (i32) -> i32
    llvm.br ^bb3(%7 : i32)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3(%2 : i32)
  ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
    llvm.return %8 : i32
  }
  llvm.func @pop(%arg0: i64 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : i64, !llvm.ptr
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> i64
    %3 = llvm.intr.ctpop(%2)  : (i64) -> i64
    %4 = llvm.trunc %3 : i64 to i32
    llvm.return %4 : i32
  }
  llvm.func @bswap(%arg0: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %3 = llvm.intr.bswap(%2)  : (i32) -> i32
    llvm.return %3 : i32
  }
  llvm.func @ovf(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    %5 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = "llvm.intr.sadd.with.overflow"(%5, %6) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %8 = llvm.extractvalue %7[1] : !llvm.struct<(i32, i1)> 
    %9 = llvm.extractvalue %7[0] : !llvm.struct<(i32, i1)> 
    llvm.store %9, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.cond_br %8, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%1 : i32)
  ^bb2:  // pred: ^bb0
    %10 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.br ^bb3(%10 : i32)
  ^bb3(%11: i32):  // 2 preds: ^bb1, ^bb2
    llvm.return %11 : i32
  }
  llvm.func @fm(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}) -> f64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(-1.000000e+00 : f64) : f64
    %2 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %arg2, %4 {alignment = 8 : i64} : f64, !llvm.ptr
    %5 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %6 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> f64
    %7 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> f64
    %8 = llvm.intr.fma(%5, %6, %7)  : (f64, f64, f64) -> f64
    %9 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %10 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> f64
    %11 = llvm.intr.minnum(%9, %10)  : (f64, f64) -> f64
    %12 = llvm.fadd %8, %11  : f64
    %13 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> f64
    %14 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> f64
    %15 = llvm.intr.maxnum(%13, %14)  : (f64, f64) -> f64
    %16 = llvm.fadd %12, %15  : f64
    %17 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> f64
    %18 = llvm.intr.copysign(%17, %1)  : (f64, f64) -> f64
    %19 = llvm.fadd %16, %18  : f64
    llvm.return %19 : f64
  }
  llvm.func @iabs(%arg0: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %3 = "llvm.intr.abs"(%2) <{is_int_min_poison = true}> : (i32) -> i32
    llvm.return %3 : i32
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(4.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(2.500000e+00 : f32) : f32
    %5 = llvm.mlir.constant(16 : i32) : i32
    %6 = llvm.mlir.constant(255 : i64) : i64
    %7 = llvm.mlir.constant(24 : i32) : i32
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %10 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %11 = llvm.mlir.constant(-3 : i32) : i32
    %12 = llvm.mlir.constant(255 : i32) : i32
    %13 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %13 {alignment = 4 : i64} : i32, !llvm.ptr
    %14 = llvm.call @hyp(%2, %3) : (f64, f64) -> f64
    %15 = llvm.call @rnd(%4) : (f32) -> f32
    %16 = llvm.fpext %15 : f32 to f64
    %17 = llvm.fadd %14, %16  : f64
    %18 = llvm.call @clz(%5) : (i32) -> i32
    %19 = llvm.sitofp %18 : i32 to f64
    %20 = llvm.fadd %17, %19  : f64
    %21 = llvm.call @pop(%6) : (i64) -> i32
    %22 = llvm.sitofp %21 : i32 to f64
    %23 = llvm.fadd %20, %22  : f64
    %24 = llvm.call @bswap(%0) : (i32) -> i32
    %25 = llvm.lshr %24, %7  : i32
    %26 = llvm.uitofp %25 : i32 to f64
    %27 = llvm.fadd %23, %26  : f64
    %28 = llvm.call @ovf(%0, %8) : (i32, i32) -> i32
    %29 = llvm.sitofp %28 : i32 to f64
    %30 = llvm.fadd %27, %29  : f64
    %31 = llvm.call @fm(%9, %10, %2) : (f64, f64, f64) -> f64
    %32 = llvm.fadd %30, %31  : f64
    %33 = llvm.call @iabs(%11) : (i32) -> i32
    %34 = llvm.sitofp %33 : i32 to f64
    %35 = llvm.fadd %32, %34  : f64
    %36 = llvm.fptosi %35 : f64 to i32
    %37 = llvm.and %36, %12  : i32
    llvm.return %37 : i32
  }
}

