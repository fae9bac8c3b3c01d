#loop_annotation = #llvm.loop_annotation<mustProgress = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global private unnamed_addr constant @".str"("%g %lld %llu %g %g\0A\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.func @specials(%arg0: i32 {llvm.noundef}) -> f64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3.4028234663852886E+38 : f64) : f64
    %2 = llvm.mlir.constant(5.5626846462680035E-309 : f64) : f64
    %3 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %5 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    %6 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.switch %8 : i32, ^bb5 [
      0: ^bb1,
      1: ^bb2,
      2: ^bb3,
      3: ^bb4
    ]
  ^bb1:  // pred: ^bb0
    llvm.store %4, %6 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb6
  ^bb2:  // pred: ^bb0
    llvm.store %3, %6 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb6
  ^bb3:  // pred: ^bb0
    llvm.store %2, %6 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb6
  ^bb4:  // pred: ^bb0
    llvm.store %1, %6 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb6
  ^bb5:  // pred: ^bb0
    llvm.store %5, %6 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // 5 preds: ^bb1, ^bb2, ^bb3, ^bb4, ^bb5
    %9 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.return %9 : f64
  }
  llvm.func @narrow(%arg0: f64 {llvm.noundef}) -> f32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : f64, !llvm.ptr
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> f64
    %3 = llvm.fptrunc %2 : f64 to f32
    llvm.return %3 : f32
  }
  llvm.func @to_int(%arg0: f64 {llvm.noundef}) -> i64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : f64, !llvm.ptr
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> f64
    %3 = llvm.fptosi %2 : f64 to i64
    llvm.return %3 : i64
  }
  llvm.func @to_uint(%arg0: f32 {llvm.noundef}) -> i64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : f32, !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
    %3 = llvm.fptoui %2 : f32 to i64
    llvm.return %3 : i64
  }
  llvm.func @from_u(%arg0: i64 {llvm.noundef}) -> f64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : i64, !llvm.ptr
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> i64
    %3 = llvm.uitofp %2 : i64 to f64
    llvm.return %3 : f64
  }
  llvm.func @half(%arg0: f32 {llvm.noundef}) -> f16 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : f32, !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
    %3 = llvm.fptrunc %2 : f32 to f16
    llvm.return %3 : f16
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.mlir.constant(-2.700000e+00 : f64) : f64
    %5 = llvm.mlir.constant(3.900000e+00 : f32) : f32
    %6 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %7 = llvm.mlir.constant(1.000000e-01 : f32) : f32
    %8 = llvm.mlir.constant("%g %lld %llu %g %g\0A\00") : !llvm.array<20 x i8>
    %9 = llvm.mlir.addressof @".str" : !llvm.ptr
    %10 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %11 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %13 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %11 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %2, %12 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %1, %13 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %14 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
    %15 = llvm.icmp "slt" %14, %3 : i32
    llvm.cond_br %15, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %16 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
    %17 = llvm.call @specials(%16) : (i32) -> f64
    %18 = llvm.call @narrow(%17) : (f64) -> f32
    %19 = llvm.fcmp "ogt" %18, %10 : f32
    %20 = llvm.zext %19 : i1 to i32
    %21 = llvm.sitofp %20 : i32 to f64
    %22 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> f64
    %23 = llvm.fadd %22, %21  : f64
    llvm.store %23, %12 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %24 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
    %25 = llvm.add %24, %0 overflow<nsw> : i32
    llvm.store %25, %13 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb1
    %26 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> f64
    %27 = llvm.call @to_int(%4) : (f64) -> i64
    %28 = llvm.call @to_uint(%5) : (f32) -> i64
    %29 = llvm.call @from_u(%6) : (i64) -> f64
    %30 = llvm.call @half(%7) : (f32) -> f16
    %31 = llvm.fpext %30 : f16 to f64
    %32 = llvm.call @printf(%9, %26, %27, %28, %29, %31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, i64, i64, f64, f64) -> i32
    %33 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> f64
    %34 = llvm.fptosi %33 : f64 to i32
    llvm.return %34 : i32
  }
  llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
}

