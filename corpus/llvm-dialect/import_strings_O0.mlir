#loop_annotation = #llvm.loop_annotation<mustProgress = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global private unnamed_addr constant @".str"("aeiou\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global internal @names() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<4 x ptr> {
    %0 = llvm.mlir.constant("delta\00") : !llvm.array<6 x i8>
    %1 = llvm.mlir.addressof @".str.5" : !llvm.ptr
    %2 = llvm.mlir.constant("gamma\00") : !llvm.array<6 x i8>
    %3 = llvm.mlir.addressof @".str.4" : !llvm.ptr
    %4 = llvm.mlir.constant("beta\00") : !llvm.array<5 x i8>
    %5 = llvm.mlir.addressof @".str.3" : !llvm.ptr
    %6 = llvm.mlir.constant("alpha\00") : !llvm.array<6 x i8>
    %7 = llvm.mlir.addressof @".str.2" : !llvm.ptr
    %8 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.array<4 x ptr> 
    %10 = llvm.insertvalue %5, %9[1] : !llvm.array<4 x ptr> 
    %11 = llvm.insertvalue %3, %10[2] : !llvm.array<4 x ptr> 
    %12 = llvm.insertvalue %1, %11[3] : !llvm.array<4 x ptr> 
    llvm.return %12 : !llvm.array<4 x ptr>
  }
  llvm.mlir.global private unnamed_addr constant @".str.1"("%s %d\0A\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.2"("alpha\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.3"("beta\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.4"("gamma\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.5"("delta\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.func @vowels(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant("aeiou\00") : !llvm.array<6 x i8>
    %4 = llvm.mlir.addressof @".str" : !llvm.ptr
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %1, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %8 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %9 = llvm.load %8 {alignment = 1 : i64} : !llvm.ptr -> i8
    %10 = llvm.icmp "ne" %9, %2 : i8
    llvm.cond_br %10, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %11 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %12 = llvm.load %11 {alignment = 1 : i64} : !llvm.ptr -> i8
    %13 = llvm.sext %12 : i8 to i32
    %14 = llvm.call @strchr(%4, %13) : (!llvm.ptr, i32) -> !llvm.ptr
    %15 = llvm.icmp "ne" %14, %5 : !llvm.ptr
    %16 = llvm.zext %15 : i1 to i32
    %17 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %18 = llvm.add %17, %16 overflow<nsw> : i32
    llvm.store %18, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %19 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %20 = llvm.getelementptr inbounds %19[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    llvm.store %20, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb1
    %21 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %21 : i32
  }
  llvm.func @strchr(!llvm.ptr {llvm.noundef}, i32 {llvm.noundef}) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>, no_unwind, passthrough = [["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return}
  llvm.func @upper(%arg0: !llvm.ptr {llvm.noundef}) attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.constant(97 : i32) : i32
    %3 = llvm.mlir.constant(122 : i32) : i32
    %4 = llvm.mlir.constant(32 : i32) : i32
    %5 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %5 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb6
    %6 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %7 = llvm.load %6 {alignment = 1 : i64} : !llvm.ptr -> i8
    %8 = llvm.icmp "ne" %7, %1 : i8
    llvm.cond_br %8, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %9 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %10 = llvm.load %9 {alignment = 1 : i64} : !llvm.ptr -> i8
    %11 = llvm.sext %10 : i8 to i32
    %12 = llvm.icmp "sge" %11, %2 : i32
    llvm.cond_br %12, ^bb3, ^bb5
  ^bb3:  // pred: ^bb2
    %13 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %14 = llvm.load %13 {alignment = 1 : i64} : !llvm.ptr -> i8
    %15 = llvm.sext %14 : i8 to i32
    %16 = llvm.icmp "sle" %15, %3 : i32
    llvm.cond_br %16, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %17 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %18 = llvm.load %17 {alignment = 1 : i64} : !llvm.ptr -> i8
    %19 = llvm.sext %18 : i8 to i32
    %20 = llvm.sub %19, %4 overflow<nsw> : i32
    %21 = llvm.trunc %20 : i32 to i8
    llvm.store %21, %17 {alignment = 1 : i64} : i8, !llvm.ptr
    llvm.br ^bb5
  ^bb5:  // 3 preds: ^bb2, ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %22 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %23 = llvm.getelementptr inbounds %22[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    llvm.store %23, %5 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb7:  // pred: ^bb1
    llvm.return
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(4 : i32) : i32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant("delta\00") : !llvm.array<6 x i8>
    %5 = llvm.mlir.addressof @".str.5" : !llvm.ptr
    %6 = llvm.mlir.constant("gamma\00") : !llvm.array<6 x i8>
    %7 = llvm.mlir.addressof @".str.4" : !llvm.ptr
    %8 = llvm.mlir.constant("beta\00") : !llvm.array<5 x i8>
    %9 = llvm.mlir.addressof @".str.3" : !llvm.ptr
    %10 = llvm.mlir.constant("alpha\00") : !llvm.array<6 x i8>
    %11 = llvm.mlir.addressof @".str.2" : !llvm.ptr
    %12 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.array<4 x ptr> 
    %14 = llvm.insertvalue %9, %13[1] : !llvm.array<4 x ptr> 
    %15 = llvm.insertvalue %7, %14[2] : !llvm.array<4 x ptr> 
    %16 = llvm.insertvalue %5, %15[3] : !llvm.array<4 x ptr> 
    %17 = llvm.mlir.addressof @names : !llvm.ptr
    %18 = llvm.mlir.constant("%s %d\0A\00") : !llvm.array<7 x i8>
    %19 = llvm.mlir.addressof @".str.1" : !llvm.ptr
    %20 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %21 = llvm.alloca %0 x !llvm.array<32 x i8> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %22 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %23 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %20 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %22 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %23 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %24 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
    %25 = llvm.icmp "slt" %24, %2 : i32
    llvm.cond_br %25, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %26 = llvm.getelementptr inbounds %21[%3, %3] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<32 x i8>
    %27 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
    %28 = llvm.sext %27 : i32 to i64
    %29 = llvm.getelementptr inbounds %17[%3, %28] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x ptr>
    %30 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %31 = llvm.call @strcpy(%26, %30) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %32 = llvm.getelementptr inbounds %21[%3, %3] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<32 x i8>
    llvm.call @upper(%32) : (!llvm.ptr) -> ()
    %33 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
    %34 = llvm.sext %33 : i32 to i64
    %35 = llvm.getelementptr inbounds %17[%3, %34] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x ptr>
    %36 = llvm.load %35 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %37 = llvm.call @vowels(%36) : (!llvm.ptr) -> i32
    %38 = llvm.getelementptr inbounds %21[%3, %3] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<32 x i8>
    %39 = llvm.call @strlen(%38) : (!llvm.ptr) -> i64
    %40 = llvm.trunc %39 : i64 to i32
    %41 = llvm.add %37, %40 overflow<nsw> : i32
    %42 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
    %43 = llvm.add %42, %41 overflow<nsw> : i32
    llvm.store %43, %22 {alignment = 4 : i64} : i32, !llvm.ptr
    %44 = llvm.getelementptr inbounds %21[%3, %3] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<32 x i8>
    %45 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
    %46 = llvm.call @printf(%19, %44, %45) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32) -> i32
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %47 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
    %48 = llvm.add %47, %0 overflow<nsw> : i32
    llvm.store %48, %23 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb1
    %49 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %49 : i32
  }
  llvm.func @strcpy(!llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, no_unwind, passthrough = [["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
  llvm.func @strlen(!llvm.ptr {llvm.noundef}) -> i64 attributes {frame_pointer = #llvm.framePointerKind<all>, memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>, no_unwind, passthrough = [["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return}
  llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
}

