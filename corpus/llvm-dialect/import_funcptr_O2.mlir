#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global internal unnamed_addr @counter.c(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global internal unnamed_addr constant @pick.ops() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.addressof @mul : !llvm.ptr
    %1 = llvm.mlir.addressof @add : !llvm.ptr
    %2 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.array<2 x ptr> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.array<2 x ptr> 
    llvm.return %4 : !llvm.array<2 x ptr>
  }
  llvm.func local_unnamed_addr @apply(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef}, %arg2: i32 {llvm.noundef}) -> i32 attributes {no_unwind, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.call tail %arg0(%arg1, %arg2) : !llvm.ptr, (i32, i32) -> i32
    llvm.return %0 : i32
  }
  llvm.func local_unnamed_addr @vsum(%arg0: i32 {llvm.noundef}, ...) -> i32 attributes {no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.poison : i32
    %5 = llvm.mlir.constant(2147483646 : i32) : i32
    %6 = llvm.mlir.constant(41 : i32) : i32
    %7 = llvm.mlir.constant(8 : i32) : i32
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start 24, %9 : !llvm.ptr
    llvm.intr.vastart %9 : !llvm.ptr
    %10 = llvm.icmp "sgt" %arg0, %1 : i32
    llvm.cond_br %10, ^bb1, ^bb8(%1 : i32)
  ^bb1:  // pred: ^bb0
    %11 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> i32
    %12 = llvm.getelementptr inbounds %9[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %13 = llvm.getelementptr inbounds %9[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %14 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> !llvm.ptr
    %15 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %16 = llvm.and %arg0, %0  : i32
    %17 = llvm.icmp "eq" %arg0, %0 : i32
    llvm.cond_br %17, ^bb3(%4, %15, %1, %11 : i32, !llvm.ptr, i32, i32), ^bb2
  ^bb2:  // pred: ^bb1
    %18 = llvm.and %arg0, %5  : i32
    llvm.br ^bb9(%15, %1, %11, %1 : !llvm.ptr, i32, i32, i32)
  ^bb3(%19: i32, %20: !llvm.ptr, %21: i32, %22: i32):  // 2 preds: ^bb1, ^bb15
    %23 = llvm.icmp "eq" %16, %1 : i32
    llvm.cond_br %23, ^bb8(%19 : i32), ^bb4
  ^bb4:  // pred: ^bb3
    %24 = llvm.icmp "ult" %22, %6 : i32
    llvm.cond_br %24, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %25 = llvm.getelementptr %20[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %25, %12 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb7(%20 : !llvm.ptr)
  ^bb6:  // pred: ^bb4
    %26 = llvm.zext %22 : i32 to i64
    %27 = llvm.getelementptr %14[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.add %22, %7 overflow<nsw, nuw> : i32
    llvm.store %28, %9 {alignment = 16 : i64} : i32, !llvm.ptr
    llvm.br ^bb7(%27 : !llvm.ptr)
  ^bb7(%29: !llvm.ptr):  // 2 preds: ^bb5, ^bb6
    %30 = llvm.load %29 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %31 = llvm.add %30, %21 overflow<nsw> : i32
    llvm.br ^bb8(%31 : i32)
  ^bb8(%32: i32):  // 3 preds: ^bb0, ^bb3, ^bb7
    llvm.intr.vaend %9 : !llvm.ptr
    llvm.intr.lifetime.end 24, %9 : !llvm.ptr
    llvm.return %32 : i32
  ^bb9(%33: !llvm.ptr, %34: i32, %35: i32, %36: i32):  // 2 preds: ^bb2, ^bb15
    %37 = llvm.icmp "ult" %35, %6 : i32
    llvm.cond_br %37, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %38 = llvm.zext %35 : i32 to i64
    %39 = llvm.getelementptr %14[%38] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %40 = llvm.add %35, %7 overflow<nsw, nuw> : i32
    llvm.store %40, %9 {alignment = 16 : i64} : i32, !llvm.ptr
    llvm.br ^bb12(%33, %40, %39 : !llvm.ptr, i32, !llvm.ptr)
  ^bb11:  // pred: ^bb9
    %41 = llvm.getelementptr %33[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %41, %12 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb12(%41, %35, %33 : !llvm.ptr, i32, !llvm.ptr)
  ^bb12(%42: !llvm.ptr, %43: i32, %44: !llvm.ptr):  // 2 preds: ^bb10, ^bb11
    %45 = llvm.load %44 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %46 = llvm.add %45, %34 overflow<nsw> : i32
    %47 = llvm.icmp "ult" %43, %6 : i32
    llvm.cond_br %47, ^bb14, ^bb13
  ^bb13:  // pred: ^bb12
    %48 = llvm.getelementptr %42[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %48, %12 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb15(%48, %43, %42 : !llvm.ptr, i32, !llvm.ptr)
  ^bb14:  // pred: ^bb12
    %49 = llvm.zext %43 : i32 to i64
    %50 = llvm.getelementptr %14[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %51 = llvm.add %43, %7 overflow<nsw, nuw> : i32
    llvm.store %51, %9 {alignment = 16 : i64} : i32, !llvm.ptr
    llvm.br ^bb15(%42, %51, %50 : !llvm.ptr, i32, !llvm.ptr)
  ^bb15(%52: !llvm.ptr, %53: i32, %54: !llvm.ptr):  // 2 preds: ^bb13, ^bb14
    %55 = llvm.load %54 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %56 = llvm.add %55, %46 overflow<nsw> : i32
    %57 = llvm.add %36, %8 : i32
    %58 = llvm.icmp "eq" %57, %18 : i32
    llvm.cond_br %58, ^bb3(%56, %52, %56, %53 : i32, !llvm.ptr, i32, i32), ^bb9(%52, %56, %53, %57 : !llvm.ptr, i32, i32, i32) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @counter() -> i32 attributes {memory = #llvm.memory_effects<other = readwrite, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.addressof @counter.c : !llvm.ptr
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.load %1 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %4 = llvm.add %3, %2 overflow<nsw> : i32
    llvm.store %4, %1 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : i32, !llvm.ptr
    llvm.return %4 : i32
  }
  llvm.func local_unnamed_addr @pick(%arg0: i32 {llvm.noundef}) -> !llvm.ptr attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.addressof @mul : !llvm.ptr
    %2 = llvm.mlir.addressof @add : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.array<2 x ptr> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.array<2 x ptr> 
    %6 = llvm.mlir.addressof @pick.ops : !llvm.ptr
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.and %arg0, %0  : i32
    %9 = llvm.zext %8 : i32 to i64
    %10 = llvm.getelementptr inbounds %6[%7, %9] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<2 x ptr>
    %11 = llvm.load %10 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> !llvm.ptr
    llvm.return %11 : !llvm.ptr
  }
  llvm.func internal @add(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {dso_local, memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.add %arg1, %arg0 overflow<nsw> : i32
    llvm.return %0 : i32
  }
  llvm.func internal @mul(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {dso_local, memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mul %arg1, %arg0 overflow<nsw> : i32
    llvm.return %0 : i32
  }
  llvm.func local_unnamed_addr @main() -> i32 attributes {no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.addressof @counter.c : !llvm.ptr
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(3 : i32) : i32
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(42 : i32) : i32
    %6 = llvm.mlir.constant(255 : i32) : i32
    %7 = llvm.load %1 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %8 = llvm.add %7, %2 overflow<nsw> : i32
    llvm.store %8, %1 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : i32, !llvm.ptr
    %9 = llvm.call tail @vsum(%3, %2, %4, %3) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32, i32, i32) -> i32
    %10 = llvm.add %9, %5 overflow<nsw> : i32
    %11 = llvm.load %1 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %12 = llvm.add %11, %2 overflow<nsw> : i32
    llvm.store %12, %1 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : i32, !llvm.ptr
    %13 = llvm.add %10, %12 overflow<nsw> : i32
    %14 = llvm.and %13, %6  : i32
    llvm.return %14 : i32
  }
}

