// Debug info, loop annotations: `startLoc`/`endLoc` become the loop ID's first operands, DILocations in the
// function's subprogram or in the lexical block their fused location names; options follow.
#file = #llvm.di_file<"l.c" in "/l">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "loop", file = #file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized">
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 2, column = 3>
#start = loc(fused<#lb>["l.c":2:3])
#end = loc(fused<#lb>["l.c":4:3])
#plain = loc(fused<"outer">["l.c":6:1])
#unroll = #llvm.loop_unroll<disable = true>
#la = #llvm.loop_annotation<mustProgress = true, unroll = #unroll, startLoc = #start, endLoc = #end>
#la2 = #llvm.loop_annotation<disableNonforced = true, startLoc = #plain>
llvm.func @loop(%n: i32) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1(%0 : i32) loc("l.c":2:8)
^bb1(%i: i32):
  %c = llvm.icmp "slt" %i, %n : i32 loc("l.c":2:17)
  llvm.cond_br %c, ^bb2, ^bb3 loc(fused<#lb>["l.c":2:3])
^bb2:
  %next = llvm.add %i, %1 : i32 loc("l.c":2:24)
  llvm.br ^bb1(%next : i32) {loop_annotation = #la} loc(fused<#lb>["l.c":3:5])
^bb3:
  llvm.br ^bb4(%0 : i32) loc("l.c":5:1)
^bb4(%j: i32):
  %d = llvm.icmp "slt" %j, %n : i32 loc("l.c":6:1)
  %k = llvm.add %j, %1 : i32 loc("l.c":6:2)
  llvm.cond_br %d, ^bb4(%k : i32), ^bb5 {loop_annotation = #la2} loc("l.c":6:3)
^bb5:
  llvm.return loc("l.c":7:1)
} loc(fused<#sp>["l.c":1:1])
// -----
// A loop annotation location in a function without a subprogram: its file locations have no scope.
#la = #llvm.loop_annotation<mustProgress = true, startLoc = loc(fused<"a">["l.c":1:1]), endLoc = loc(fused<"b">["l.c":2:1])>
llvm.func @nodebug(%c: i1) {
  llvm.br ^bb1 loc("l.c":1:1)
^bb1:
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #la} loc("l.c":1:2)
^bb2:
  llvm.return loc("l.c":3:1)
}
