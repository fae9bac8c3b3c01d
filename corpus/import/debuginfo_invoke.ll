; A debug record on an invoke's result: upstream 19 puts it before the terminator of the first block
; the invoke's block dominates (in order, after records placed after definitions there).
source_filename = "inv.cpp"
declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 !dbg !5 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp, !dbg !12
ok:
    #dbg_value(i32 %r, !10, !DIExpression(), !12)
    #dbg_value(i32 %r, !11, !DIExpression(), !12)
  %s = add i32 %r, 1, !dbg !12
  ret i32 %s, !dbg !12
lp:
  %l = landingpad { ptr, i32 } cleanup, !dbg !12
  ret i32 0, !dbg !12
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "inv.cpp", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocalVariable(name: "a", scope: !5, file: !1, line: 1, type: !8)
!11 = !DILocalVariable(name: "b", scope: !5, file: !1, line: 1, type: !8)
!12 = !DILocation(line: 2, column: 3, scope: !5)
