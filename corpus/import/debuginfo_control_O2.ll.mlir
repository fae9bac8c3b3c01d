#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"corpus/c/control.c" in ".">
#loc = loc("corpus/c/control.c":13:3)
#loc1 = loc("corpus/c/control.c":13:88)
#loc2 = loc("corpus/c/control.c":15:3)
#loc3 = loc("corpus/c/control.c":15:27)
#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = true, emissionKind = Full, nameTableKind = None>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type, #di_basic_type, #di_basic_type>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll, isVectorized = true>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "sw", file = #di_file, line = 2, scopeLine = 2, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "loops", file = #di_file, line = 11, scopeLine = 11, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_subprogram2 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "fact", file = #di_file, line = 18, scopeLine = 18, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_subprogram3 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "logic", file = #di_file, line = 19, scopeLine = 19, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type1>
#di_subprogram4 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "gotos", file = #di_file, line = 20, scopeLine = 20, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file, line = 13, column = 3>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 2, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, name = "n", file = #di_file, line = 11, arg = 1, type = #di_basic_type>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "s", file = #di_file, line = 12, type = #di_basic_type>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram2, name = "n", file = #di_file, line = 18, arg = 1, type = #di_basic_type>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram3, name = "a", file = #di_file, line = 19, arg = 1, type = #di_basic_type>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram3, name = "b", file = #di_file, line = 19, arg = 2, type = #di_basic_type>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram3, name = "c", file = #di_file, line = 19, arg = 3, type = #di_basic_type>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram4, name = "n", file = #di_file, line = 20, arg = 1, type = #di_basic_type>
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram4, name = "r", file = #di_file, line = 20, type = #di_basic_type>
#loc4 = loc(fused<#di_subprogram1>[#loc2])
#loc5 = loc(fused<#di_subprogram1>[#loc3])
#di_local_variable9 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 13, type = #di_basic_type>
#loc6 = loc(fused<#di_lexical_block>[#loc])
#loc7 = loc(fused<#di_lexical_block>[#loc1])
#loop_annotation2 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc4, endLoc = #loc5>
#loop_annotation3 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc6, endLoc = #loc7>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>, llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.mlir.global private unnamed_addr constant @switch.table.sw(dense<[10, 20, 20, -1, -1, -1, -1, 20, 16]> : tensor<9xi32>) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.array<9 x i32>
  llvm.func local_unnamed_addr @sw(%arg0: i32 {llvm.noundef}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(9 : i32) : i32
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.addressof @switch.table.sw : !llvm.ptr
    %3 = llvm.mlir.constant(0 : i64) : i64
    llvm.intr.dbg.value #di_local_variable = %arg0 : i32
    %4 = llvm.icmp "ult" %arg0, %0 : i32
    llvm.cond_br %4, ^bb1, ^bb2(%1 : i32)
  ^bb1:  // pred: ^bb0
    %5 = llvm.zext %arg0 {nonNeg} : i32 to i64
    %6 = llvm.getelementptr inbounds %2[%3, %5] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<9 x i32>
    %7 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.br ^bb2(%7 : i32)
  ^bb2(%8: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %8 : i32
  }
  llvm.func local_unnamed_addr @loops(%arg0: i32 {llvm.noundef}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(1000 : i32) : i32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(-2 : i32) : i32
    llvm.intr.dbg.value #di_local_variable1 = %arg0 : i32
    llvm.intr.dbg.value #di_local_variable2 = %0 : i32
    llvm.intr.dbg.value #di_local_variable9 = %0 : i32
    %6 = llvm.icmp "sgt" %arg0, %0 : i32
    llvm.cond_br %6, ^bb1(%0, %0 : i32, i32), ^bb4(%0 : i32)
  ^bb1(%7: i32, %8: i32):  // 2 preds: ^bb0, ^bb3
    llvm.intr.dbg.value #di_local_variable9 = %7 : i32
    llvm.intr.dbg.value #di_local_variable2 = %8 : i32
    %9 = llvm.urem %7, %1  : i32
    %10 = llvm.icmp "eq" %9, %0 : i32
    llvm.cond_br %10, ^bb3(%8 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    %11 = llvm.add %7, %8 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable2 = %11 : i32
    %12 = llvm.icmp "sgt" %11, %2 : i32
    llvm.cond_br %12, ^bb4(%11 : i32), ^bb3(%11 : i32)
  ^bb3(%13: i32):  // 2 preds: ^bb1, ^bb2
    llvm.intr.dbg.value #di_local_variable2 = %13 : i32
    %14 = llvm.add %7, %3 overflow<nsw, nuw> : i32
    llvm.intr.dbg.value #di_local_variable9 = %14 : i32
    %15 = llvm.icmp "eq" %14, %arg0 : i32
    llvm.cond_br %15, ^bb4(%13 : i32), ^bb1(%14, %13 : i32, i32) {loop_annotation = #loop_annotation3}
  ^bb4(%16: i32):  // 3 preds: ^bb0, ^bb2, ^bb3
    llvm.br ^bb5(%16 : i32)
  ^bb5(%17: i32):  // 2 preds: ^bb4, ^bb5
    llvm.intr.dbg.value #di_local_variable2 = %17 : i32
    %18 = llvm.add %17, %3 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable2 = %18 : i32
    %19 = llvm.srem %18, %4  : i32
    %20 = llvm.icmp "eq" %19, %0 : i32
    llvm.cond_br %20, ^bb6, ^bb5(%18 : i32) {loop_annotation = #loop_annotation2}
  ^bb6:  // pred: ^bb5
    %21 = llvm.add %arg0, %3 : i32
    %22 = llvm.intr.smin(%arg0, %0)  : (i32, i32) -> i32
    %23 = llvm.sub %21, %22 : i32
    %24 = llvm.and %23, %5  : i32
    %25 = llvm.sub %arg0, %24 : i32
    %26 = llvm.add %18, %25 overflow<nsw> : i32
    llvm.return %26 : i32
  }
  llvm.func local_unnamed_addr @fact(%arg0: i32 {llvm.noundef}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i32) : i32
    %3 = llvm.mlir.constant(9 : i32) : i32
    %4 = llvm.mlir.constant(-8 : i32) : i32
    %5 = llvm.mlir.poison : vector<4xi32>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(dense<[0, -1, -2, -3]> : vector<4xi32>) : vector<4xi32>
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
    %10 = llvm.mlir.constant(dense<-4> : vector<4xi32>) : vector<4xi32>
    %11 = llvm.mlir.constant(8 : i32) : i32
    %12 = llvm.mlir.constant(dense<-8> : vector<4xi32>) : vector<4xi32>
    %13 = llvm.mlir.constant(3 : i32) : i32
    llvm.intr.dbg.value #di_local_variable3 = %arg0 : i32
    %14 = llvm.icmp "slt" %arg0, %0 : i32
    llvm.cond_br %14, ^bb7(%1 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    %15 = llvm.add %arg0, %2 overflow<nsw> : i32
    %16 = llvm.icmp "ult" %arg0, %3 : i32
    llvm.cond_br %16, ^bb5(%arg0, %1 : i32, i32), ^bb2
  ^bb2:  // pred: ^bb1
    %17 = llvm.and %15, %4  : i32
    %18 = llvm.sub %arg0, %17 : i32
    %19 = llvm.insertelement %arg0, %5[%6 : i64] : vector<4xi32>
    %20 = llvm.shufflevector %19, %5 [0, 0, 0, 0] : vector<4xi32> 
    %21 = llvm.add %20, %7 overflow<nsw> : vector<4xi32>
    llvm.br ^bb3(%8, %21, %9, %9 : i32, vector<4xi32>, vector<4xi32>, vector<4xi32>)
  ^bb3(%22: i32, %23: vector<4xi32>, %24: vector<4xi32>, %25: vector<4xi32>):  // 2 preds: ^bb2, ^bb3
    %26 = llvm.add %23, %10 : vector<4xi32>
    %27 = llvm.mul %23, %24 : vector<4xi32>
    %28 = llvm.mul %26, %25 : vector<4xi32>
    %29 = llvm.add %22, %11 overflow<nuw> : i32
    %30 = llvm.add %23, %12 : vector<4xi32>
    %31 = llvm.icmp "eq" %29, %17 : i32
    llvm.cond_br %31, ^bb4, ^bb3(%29, %30, %27, %28 : i32, vector<4xi32>, vector<4xi32>, vector<4xi32>) {loop_annotation = #loop_annotation1}
  ^bb4:  // pred: ^bb3
    %32 = llvm.mul %28, %27 : vector<4xi32>
    %33 = "llvm.intr.vector.reduce.mul"(%32) : (vector<4xi32>) -> i32
    %34 = llvm.icmp "eq" %15, %17 : i32
    llvm.cond_br %34, ^bb7(%33 : i32), ^bb5(%18, %33 : i32, i32)
  ^bb5(%35: i32, %36: i32):  // 2 preds: ^bb1, ^bb4
    llvm.br ^bb6(%35, %36 : i32, i32)
  ^bb6(%37: i32, %38: i32):  // 2 preds: ^bb5, ^bb6
    llvm.intr.dbg.value #di_local_variable3 = %37 : i32
    %39 = llvm.add %37, %2 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable3 = %39 : i32
    %40 = llvm.mul %37, %38 overflow<nsw, nuw> : i32
    %41 = llvm.icmp "ult" %37, %13 : i32
    llvm.cond_br %41, ^bb7(%40 : i32), ^bb6(%39, %40 : i32, i32) {loop_annotation = #loop_annotation1}
  ^bb7(%42: i32):  // 3 preds: ^bb0, ^bb4, ^bb6
    llvm.return %42 : i32
  }
  llvm.func local_unnamed_addr @logic(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}, %arg2: i32 {llvm.noundef}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.value #di_local_variable4 = %arg0 : i32
    llvm.intr.dbg.value #di_local_variable5 = %arg1 : i32
    llvm.intr.dbg.value #di_local_variable6 = %arg2 : i32
    %1 = llvm.icmp "ne" %arg0, %0 : i32
    %2 = llvm.icmp "ne" %arg1, %0 : i32
    %3 = llvm.icmp "eq" %arg2, %0 : i32
    %4 = llvm.or %2, %3  : i1
    %5 = llvm.and %1, %4  : i1
    %6 = llvm.zext %5 : i1 to i32
    llvm.return %6 : i32
  }
  llvm.func local_unnamed_addr @gotos(%arg0: i32 {llvm.noundef}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.constant(1 : i33) : i33
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.poison : i32
    %5 = llvm.mlir.undef : i32
    llvm.intr.dbg.value #di_local_variable7 = %arg0 : i32
    llvm.intr.dbg.value #di_local_variable8 = %3 : i32
    llvm.intr.dbg.value #di_local_variable8 = %4 : i32
    llvm.intr.dbg.value #di_local_variable7 = %5 : i32
    %6 = llvm.intr.smin(%arg0, %0)  : (i32, i32) -> i32
    %7 = llvm.sub %arg0, %6 : i32
    %8 = llvm.add %arg0, %1 : i32
    %9 = llvm.mul %7, %8 : i32
    %10 = llvm.sub %8, %6 : i32
    %11 = llvm.zext %10 : i32 to i33
    %12 = llvm.zext %7 : i32 to i33
    %13 = llvm.mul %11, %12 : i33
    %14 = llvm.lshr %13, %2  : i33
    %15 = llvm.trunc %14 : i33 to i32
    %16 = llvm.add %9, %arg0 : i32
    %17 = llvm.sub %16, %15 : i32
    llvm.return %17 : i32
  }
  llvm.func local_unnamed_addr @main() -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(1000 : i32) : i32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(20 : i32) : i32
    %6 = llvm.mlir.constant(5 : i32) : i32
    %7 = llvm.mlir.constant(152 : i32) : i32
    %8 = llvm.mlir.constant(255 : i32) : i32
    llvm.intr.dbg.value #di_local_variable1 = %5 : i32
    llvm.intr.dbg.value #di_local_variable2 = %0 : i32
    llvm.intr.dbg.value #di_local_variable9 = %0 : i32
    llvm.br ^bb1(%0, %0 : i32, i32)
  ^bb1(%9: i32, %10: i32):  // 2 preds: ^bb0, ^bb5
    llvm.intr.dbg.value #di_local_variable9 = %9 : i32
    llvm.intr.dbg.value #di_local_variable2 = %10 : i32
    %11 = llvm.urem %9, %1  : i32
    %12 = llvm.icmp "eq" %11, %0 : i32
    llvm.cond_br %12, ^bb3(%10 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    %13 = llvm.add %10, %9 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable2 = %13 : i32
    %14 = llvm.icmp "sgt" %13, %2 : i32
    llvm.cond_br %14, ^bb6(%13 : i32), ^bb3(%13 : i32)
  ^bb3(%15: i32):  // 2 preds: ^bb1, ^bb2
    llvm.intr.dbg.value #di_local_variable2 = %15 : i32
    %16 = llvm.or %9, %3  {isDisjoint} : i32
    llvm.intr.dbg.value #di_local_variable9 = %16 : i32
    %17 = llvm.urem %16, %1  : i32
    %18 = llvm.icmp "eq" %17, %0 : i32
    llvm.cond_br %18, ^bb5(%15 : i32), ^bb4
  ^bb4:  // pred: ^bb3
    %19 = llvm.add %15, %16 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable2 = %19 : i32
    %20 = llvm.icmp "sgt" %19, %2 : i32
    llvm.cond_br %20, ^bb6(%19 : i32), ^bb5(%19 : i32)
  ^bb5(%21: i32):  // 2 preds: ^bb3, ^bb4
    llvm.intr.dbg.value #di_local_variable2 = %21 : i32
    %22 = llvm.add %9, %4 overflow<nsw, nuw> : i32
    llvm.intr.dbg.value #di_local_variable9 = %22 : i32
    %23 = llvm.icmp "eq" %22, %5 : i32
    llvm.cond_br %23, ^bb6(%21 : i32), ^bb1(%22, %21 : i32, i32) {loop_annotation = #loop_annotation}
  ^bb6(%24: i32):  // 3 preds: ^bb2, ^bb4, ^bb5
    llvm.br ^bb7(%24 : i32)
  ^bb7(%25: i32):  // 2 preds: ^bb6, ^bb7
    llvm.intr.dbg.value #di_local_variable2 = %25 : i32
    %26 = llvm.add %25, %3 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable2 = %26 : i32
    %27 = llvm.srem %26, %6  : i32
    %28 = llvm.icmp "eq" %27, %0 : i32
    llvm.cond_br %28, ^bb8, ^bb7(%26 : i32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb7
    %29 = llvm.add %25, %7 : i32
    %30 = llvm.and %29, %8  : i32
    llvm.return %30 : i32
  }
}
