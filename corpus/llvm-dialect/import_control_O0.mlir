#loop_annotation = #llvm.loop_annotation<mustProgress = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.func @sw(%arg0: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(20 : i32) : i32
    %4 = llvm.mlir.constant(10 : i32) : i32
    %5 = llvm.mlir.constant(-1 : i32) : i32
    %6 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.switch %8 : i32, ^bb5 [
      0: ^bb1,
      1: ^bb2,
      2: ^bb2,
      7: ^bb3,
      8: ^bb4
    ]
  ^bb1:  // pred: ^bb0
    llvm.store %4, %6 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb2:  // 2 preds: ^bb0, ^bb0
    llvm.store %3, %6 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb3:  // pred: ^bb0
    %9 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.add %9, %1 overflow<nsw> : i32
    llvm.store %10, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb0, ^bb3
    %11 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %12 = llvm.mul %11, %2 overflow<nsw> : i32
    llvm.store %12, %6 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb5:  // pred: ^bb0
    llvm.store %5, %6 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // 4 preds: ^bb1, ^bb2, ^bb4, ^bb5
    %13 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %13 : i32
  }
  llvm.func @loops(%arg0: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.mlir.constant(1000 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %6 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb7
    %10 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
    %12 = llvm.icmp "slt" %10, %11 : i32
    llvm.cond_br %12, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %13 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %14 = llvm.srem %13, %2  : i32
    %15 = llvm.icmp "eq" %14, %1 : i32
    llvm.cond_br %15, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.br ^bb7
  ^bb4:  // pred: ^bb2
    %16 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %17 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %18 = llvm.add %17, %16 overflow<nsw> : i32
    llvm.store %18, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %19 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %20 = llvm.icmp "sgt" %19, %3 : i32
    llvm.cond_br %20, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    llvm.br ^bb8
  ^bb6:  // pred: ^bb4
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb3, ^bb6
    %21 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %22 = llvm.add %21, %0 overflow<nsw> : i32
    llvm.store %22, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb8:  // 2 preds: ^bb1, ^bb5
    %23 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %23, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb9
  ^bb9:  // 2 preds: ^bb8, ^bb10
    %24 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %25 = llvm.icmp "sgt" %24, %1 : i32
    llvm.cond_br %25, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %26 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %27 = llvm.sub %26, %5 overflow<nsw> : i32
    llvm.store %27, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb9 {loop_annotation = #loop_annotation}
  ^bb11:  // pred: ^bb9
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb11, ^bb13
    %28 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %29 = llvm.add %28, %0 overflow<nsw> : i32
    llvm.store %29, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb13:  // pred: ^bb12
    %30 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %31 = llvm.srem %30, %4  : i32
    %32 = llvm.icmp "ne" %31, %1 : i32
    llvm.cond_br %32, ^bb12, ^bb14 {loop_annotation = #loop_annotation}
  ^bb14:  // pred: ^bb13
    %33 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %34 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %35 = llvm.add %33, %34 overflow<nsw> : i32
    llvm.return %35 : i32
  }
  llvm.func @fact(%arg0: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %3 = llvm.icmp "sle" %2, %0 : i32
    llvm.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    %4 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %5 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.sub %5, %0 overflow<nsw> : i32
    %7 = llvm.call @fact(%6) : (i32) -> i32
    %8 = llvm.mul %4, %7 overflow<nsw> : i32
    llvm.br ^bb3(%8 : i32)
  ^bb3(%9: i32):  // 2 preds: ^bb1, ^bb2
    llvm.return %9 : i32
  }
  llvm.func @logic(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}, %arg2: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(false) : i1
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %5 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %6 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg1, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg2, %6 {alignment = 4 : i64} : i32, !llvm.ptr
    %7 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %8 = llvm.icmp "ne" %7, %1 : i32
    llvm.cond_br %8, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %9 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.icmp "ne" %9, %1 : i32
    llvm.cond_br %10, ^bb5(%2 : i1), ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %11 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
    %12 = llvm.icmp "ne" %11, %1 : i32
    llvm.cond_br %12, ^bb4(%3 : i1), ^bb3
  ^bb3:  // pred: ^bb2
    %13 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %14 = llvm.icmp "ne" %13, %1 : i32
    llvm.br ^bb4(%14 : i1)
  ^bb4(%15: i1):  // 2 preds: ^bb2, ^bb3
    llvm.br ^bb5(%15 : i1)
  ^bb5(%16: i1):  // 2 preds: ^bb1, ^bb4
    %17 = llvm.zext %16 : i1 to i32
    llvm.return %17 : i32
  }
  llvm.func @gotos(%arg0: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i32) : i32
    %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    %5 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.add %6, %5 overflow<nsw> : i32
    llvm.store %7, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    %8 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %9 = llvm.add %8, %2 overflow<nsw> : i32
    llvm.store %9, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    %10 = llvm.icmp "sgt" %9, %1 : i32
    llvm.cond_br %10, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.br ^bb1
  ^bb3:  // pred: ^bb1
    %11 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %11 : i32
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(7 : i32) : i32
    %3 = llvm.mlir.constant(20 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(4 : i32) : i32
    %6 = llvm.mlir.constant(255 : i32) : i32
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %8 = llvm.call @sw(%2) : (i32) -> i32
    %9 = llvm.call @loops(%3) : (i32) -> i32
    %10 = llvm.add %8, %9 overflow<nsw> : i32
    %11 = llvm.call @fact(%4) : (i32) -> i32
    %12 = llvm.add %10, %11 overflow<nsw> : i32
    %13 = llvm.call @logic(%0, %1, %1) : (i32, i32, i32) -> i32
    %14 = llvm.add %12, %13 overflow<nsw> : i32
    %15 = llvm.call @gotos(%5) : (i32) -> i32
    %16 = llvm.add %14, %15 overflow<nsw> : i32
    %17 = llvm.and %16, %6  : i32
    llvm.return %17 : i32
  }
}

