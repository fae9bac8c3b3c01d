#loop_annotation = #llvm.loop_annotation<mustProgress = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global internal @counter.c(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global internal @pick.ops() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.addressof @mul : !llvm.ptr
    %1 = llvm.mlir.addressof @add : !llvm.ptr
    %2 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.array<2 x ptr> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.array<2 x ptr> 
    llvm.return %4 : !llvm.array<2 x ptr>
  }
  llvm.func @apply(%arg0: !llvm.ptr {llvm.noundef}, %arg1: i32 {llvm.noundef}, %arg2: i32 {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg2, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    %4 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.call %4(%5, %6) : !llvm.ptr, (i32, i32) -> i32
    llvm.return %7 : i32
  }
  llvm.func @vsum(%arg0: i32 {llvm.noundef}, ...) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(40 : i32) : i32
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(8 : i32) : i32
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %11 = llvm.getelementptr inbounds %8[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    llvm.intr.vastart %11 : !llvm.ptr
    llvm.store %2, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %2, %10 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb6
    %12 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
    %13 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %14 = llvm.icmp "slt" %12, %13 : i32
    llvm.cond_br %14, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %15 = llvm.getelementptr inbounds %8[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    %16 = llvm.getelementptr inbounds %15[%2, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %17 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr -> i32
    %18 = llvm.icmp "ule" %17, %3 : i32
    llvm.cond_br %18, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %19 = llvm.getelementptr inbounds %15[%2, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %20 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> !llvm.ptr
    %21 = llvm.getelementptr %20[%17] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %22 = llvm.add %17, %5 : i32
    llvm.store %22, %16 {alignment = 16 : i64} : i32, !llvm.ptr
    llvm.br ^bb5(%21 : !llvm.ptr)
  ^bb4:  // pred: ^bb2
    %23 = llvm.getelementptr inbounds %15[%2, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %24 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %25 = llvm.getelementptr %24[%5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    llvm.store %25, %23 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb5(%24 : !llvm.ptr)
  ^bb5(%26: !llvm.ptr):  // 2 preds: ^bb3, ^bb4
    %27 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
    %28 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %29 = llvm.add %28, %27 overflow<nsw> : i32
    llvm.store %29, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %30 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
    %31 = llvm.add %30, %0 overflow<nsw> : i32
    llvm.store %31, %10 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb7:  // pred: ^bb1
    %32 = llvm.getelementptr inbounds %8[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    llvm.intr.vaend %32 : !llvm.ptr
    %33 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %33 : i32
  }
  llvm.func @counter() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.addressof @counter.c : !llvm.ptr
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %4 = llvm.add %3, %2 overflow<nsw> : i32
    llvm.store %4, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.return %4 : i32
  }
  llvm.func @pick(%arg0: i32 {llvm.noundef}) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.addressof @mul : !llvm.ptr
    %2 = llvm.mlir.addressof @add : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.array<2 x ptr> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.array<2 x ptr> 
    %6 = llvm.mlir.addressof @pick.ops : !llvm.ptr
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    %9 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.and %9, %0  : i32
    %11 = llvm.sext %10 : i32 to i64
    %12 = llvm.getelementptr inbounds %6[%7, %11] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<2 x ptr>
    %13 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.return %13 : !llvm.ptr
  }
  llvm.func internal @add(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg1, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    %3 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %4 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    %5 = llvm.add %3, %4 overflow<nsw> : i32
    llvm.return %5 : i32
  }
  llvm.func internal @mul(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg1, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    %3 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %4 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    %5 = llvm.mul %3, %4 overflow<nsw> : i32
    llvm.return %5 : i32
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(6 : i32) : i32
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4 = llvm.mlir.constant(3 : i32) : i32
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(255 : i32) : i32
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %8 = llvm.call @counter() : () -> i32
    %9 = llvm.call @pick(%0) : (i32) -> !llvm.ptr
    %10 = llvm.call @apply(%9, %2, %3) : (!llvm.ptr, i32, i32) -> i32
    %11 = llvm.call @vsum(%4, %0, %5, %4) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32, i32, i32) -> i32
    %12 = llvm.add %10, %11 overflow<nsw> : i32
    %13 = llvm.call @counter() : () -> i32
    %14 = llvm.add %12, %13 overflow<nsw> : i32
    %15 = llvm.and %14, %6  : i32
    llvm.return %15 : i32
  }
}

