#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.mlir.global private unnamed_addr constant @".str"("aeiou\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global internal unnamed_addr constant @names() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<4 x ptr> {
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
  llvm.func local_unnamed_addr @vowels(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i32 attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant("aeiou\00") : !llvm.array<6 x i8>
    %3 = llvm.mlir.addressof @".str" : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i64) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.mlir.constant(1 : i64) : i64
    %7 = llvm.load %arg0 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %8 = llvm.icmp "eq" %7, %0 : i8
    llvm.cond_br %8, ^bb2(%1 : i32), ^bb1(%7, %1, %arg0 : i8, i32, !llvm.ptr)
  ^bb1(%9: i8, %10: i32, %11: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    %12 = llvm.sext %9 : i8 to i32
    %13 = llvm.call tail @memchr(%3, %12, %4) : (!llvm.ptr, i32, i64) -> !llvm.ptr
    %14 = llvm.icmp "ne" %13, %5 : !llvm.ptr
    %15 = llvm.zext %14 : i1 to i32
    %16 = llvm.add %10, %15 overflow<nsw, nuw> : i32
    %17 = llvm.getelementptr inbounds %11[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.load %17 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %19 = llvm.icmp "eq" %18, %0 : i8
    llvm.cond_br %19, ^bb2(%16 : i32), ^bb1(%18, %16, %17 : i8, i32, !llvm.ptr) {loop_annotation = #loop_annotation}
  ^bb2(%20: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %20 : i32
  }
  llvm.func local_unnamed_addr @upper(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}) attributes {memory = #llvm.memory_effects<other = readwrite, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(-97 : i8) : i8
    %2 = llvm.mlir.constant(26 : i8) : i8
    %3 = llvm.mlir.constant(-32 : i8) : i8
    %4 = llvm.mlir.constant(1 : i64) : i64
    %5 = llvm.load %arg0 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %6 = llvm.icmp "eq" %5, %0 : i8
    llvm.cond_br %6, ^bb4, ^bb1(%5, %arg0 : i8, !llvm.ptr)
  ^bb1(%7: i8, %8: !llvm.ptr):  // 2 preds: ^bb0, ^bb3
    %9 = llvm.add %7, %1 : i8
    %10 = llvm.icmp "ult" %9, %2 : i8
    llvm.cond_br %10, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %11 = llvm.add %7, %3 overflow<nsw> : i8
    llvm.store %11, %8 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : i8, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %12 = llvm.getelementptr inbounds %8[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %13 = llvm.load %12 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %14 = llvm.icmp "eq" %13, %0 : i8
    llvm.cond_br %14, ^bb4, ^bb1(%13, %12 : i8, !llvm.ptr) {loop_annotation = #loop_annotation}
  ^bb4:  // 2 preds: ^bb0, ^bb3
    llvm.return
  }
  llvm.func local_unnamed_addr @main() -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nofree", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant("delta\00") : !llvm.array<6 x i8>
    %4 = llvm.mlir.addressof @".str.5" : !llvm.ptr
    %5 = llvm.mlir.constant("gamma\00") : !llvm.array<6 x i8>
    %6 = llvm.mlir.addressof @".str.4" : !llvm.ptr
    %7 = llvm.mlir.constant("beta\00") : !llvm.array<5 x i8>
    %8 = llvm.mlir.addressof @".str.3" : !llvm.ptr
    %9 = llvm.mlir.constant("alpha\00") : !llvm.array<6 x i8>
    %10 = llvm.mlir.addressof @".str.2" : !llvm.ptr
    %11 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.array<4 x ptr> 
    %13 = llvm.insertvalue %8, %12[1] : !llvm.array<4 x ptr> 
    %14 = llvm.insertvalue %6, %13[2] : !llvm.array<4 x ptr> 
    %15 = llvm.insertvalue %4, %14[3] : !llvm.array<4 x ptr> 
    %16 = llvm.mlir.addressof @names : !llvm.ptr
    %17 = llvm.mlir.constant(0 : i8) : i8
    %18 = llvm.mlir.constant(-97 : i8) : i8
    %19 = llvm.mlir.constant(26 : i8) : i8
    %20 = llvm.mlir.constant(-32 : i8) : i8
    %21 = llvm.mlir.constant(1 : i64) : i64
    %22 = llvm.mlir.constant("aeiou\00") : !llvm.array<6 x i8>
    %23 = llvm.mlir.addressof @".str" : !llvm.ptr
    %24 = llvm.mlir.constant(6 : i64) : i64
    %25 = llvm.mlir.zero : !llvm.ptr
    %26 = llvm.mlir.constant("%s %d\0A\00") : !llvm.array<7 x i8>
    %27 = llvm.mlir.addressof @".str.1" : !llvm.ptr
    %28 = llvm.mlir.constant(4 : i64) : i64
    %29 = llvm.alloca %0 x !llvm.array<32 x i8> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start 32, %29 : !llvm.ptr
    llvm.br ^bb2(%1, %2 : i64, i32)
  ^bb1:  // pred: ^bb8
    llvm.intr.lifetime.end 32, %29 : !llvm.ptr
    llvm.return %62 : i32
  ^bb2(%30: i64, %31: i32):  // 2 preds: ^bb0, ^bb8
    %32 = llvm.getelementptr inbounds %16[%1, %30] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x ptr>
    %33 = llvm.load %32 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> !llvm.ptr
    %34 = llvm.call @strcpy(%29, %33) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %35 = llvm.load %29 {alignment = 16 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %36 = llvm.icmp "eq" %35, %17 : i8
    llvm.cond_br %36, ^bb6, ^bb3(%35, %29 : i8, !llvm.ptr)
  ^bb3(%37: i8, %38: !llvm.ptr):  // 2 preds: ^bb2, ^bb5
    %39 = llvm.add %37, %18 : i8
    %40 = llvm.icmp "ult" %39, %19 : i8
    llvm.cond_br %40, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %41 = llvm.add %37, %20 overflow<nsw> : i8
    llvm.store %41, %38 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : i8, !llvm.ptr
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    %42 = llvm.getelementptr inbounds %38[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %43 = llvm.load %42 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %44 = llvm.icmp "eq" %43, %17 : i8
    llvm.cond_br %44, ^bb6, ^bb3(%43, %42 : i8, !llvm.ptr) {loop_annotation = #loop_annotation}
  ^bb6:  // 2 preds: ^bb2, ^bb5
    %45 = llvm.load %33 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %46 = llvm.icmp "eq" %45, %17 : i8
    llvm.cond_br %46, ^bb8(%2 : i32), ^bb7(%45, %2, %33 : i8, i32, !llvm.ptr)
  ^bb7(%47: i8, %48: i32, %49: !llvm.ptr):  // 2 preds: ^bb6, ^bb7
    %50 = llvm.sext %47 : i8 to i32
    %51 = llvm.call @memchr(%23, %50, %24) : (!llvm.ptr, i32, i64) -> !llvm.ptr
    %52 = llvm.icmp "ne" %51, %25 : !llvm.ptr
    %53 = llvm.zext %52 : i1 to i32
    %54 = llvm.add %48, %53 overflow<nsw, nuw> : i32
    %55 = llvm.getelementptr inbounds %49[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %56 = llvm.load %55 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %57 = llvm.icmp "eq" %56, %17 : i8
    llvm.cond_br %57, ^bb8(%54 : i32), ^bb7(%56, %54, %55 : i8, i32, !llvm.ptr) {loop_annotation = #loop_annotation}
  ^bb8(%58: i32):  // 2 preds: ^bb6, ^bb7
    %59 = llvm.call @strlen(%29) : (!llvm.ptr) -> i64
    %60 = llvm.trunc %59 : i64 to i32
    %61 = llvm.add %58, %31 : i32
    %62 = llvm.add %61, %60 : i32
    %63 = llvm.call @printf(%27, %29, %62) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32) -> i32
    %64 = llvm.add %30, %21 overflow<nsw, nuw> : i64
    %65 = llvm.icmp "eq" %64, %28 : i64
    llvm.cond_br %65, ^bb1, ^bb2(%64, %62 : i64, i32) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @strcpy(!llvm.ptr {llvm.noalias, llvm.noundef, llvm.returned, llvm.writeonly}, !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef, llvm.readonly}) -> !llvm.ptr attributes {memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return}
  llvm.func local_unnamed_addr @strlen(!llvm.ptr {llvm.nocapture, llvm.noundef}) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return}
  llvm.func local_unnamed_addr @printf(!llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, ...) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nofree", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
  llvm.func local_unnamed_addr @memchr(!llvm.ptr, i32, i64) -> !llvm.ptr attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["nofree"], will_return}
}

