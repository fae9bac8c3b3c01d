#di_file = #llvm.di_file<"loops.c" in "/l">
#loc = loc("loops.c":2:3)
#loc1 = loc("loops.c":4:3)
#loc2 = loc("loops.c":7:5)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = false, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "loop", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Definition>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 2, column = 3>
#loc3 = loc(fused<#di_subprogram>[#loc2])
#loc4 = loc(fused<#di_lexical_block>[#loc])
#loc5 = loc(fused<#di_lexical_block>[#loc1])
#loop_annotation = #llvm.loop_annotation<mustProgress = true, endLoc = #loc3>
#loop_annotation1 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc4, endLoc = #loc5>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @loop(%arg0: i32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%0 : i32)
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb1
    %3 = llvm.add %2, %1 : i32
    %4 = llvm.icmp "eq" %3, %arg0 : i32
    llvm.cond_br %4, ^bb2, ^bb1(%3 : i32) {loop_annotation = #loop_annotation1}
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%0 : i32)
  ^bb3(%5: i32):  // 2 preds: ^bb2, ^bb3
    %6 = llvm.add %5, %1 : i32
    %7 = llvm.icmp "eq" %6, %arg0 : i32
    llvm.cond_br %7, ^bb4, ^bb3(%6 : i32) {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb3
    llvm.return
  }
}
