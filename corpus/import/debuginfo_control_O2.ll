; clang-19 -g -O2 -S -emit-llvm -fdebug-prefix-map=/work/wt-di=. corpus/c/control.c (records on constants and PHIs, inlined call sites, loop locations)
; ModuleID = 'corpus/c/control.c'
source_filename = "corpus/c/control.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@switch.table.sw = private unnamed_addr constant [9 x i32] [i32 10, i32 20, i32 20, i32 -1, i32 -1, i32 -1, i32 -1, i32 20, i32 16], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 21) i32 @sw(i32 noundef %0) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(i32 %0, !15, !DIExpression(), !16)
  %2 = icmp ult i32 %0, 9, !dbg !17
  br i1 %2, label %3, label %7, !dbg !17

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !17
  %5 = getelementptr inbounds [9 x i32], ptr @switch.table.sw, i64 0, i64 %4, !dbg !17
  %6 = load i32, ptr %5, align 4, !dbg !17
  br label %7, !dbg !17

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ], !dbg !18
  ret i32 %8, !dbg !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @loops(i32 noundef %0) local_unnamed_addr #1 !dbg !21 {
    #dbg_value(i32 %0, !23, !DIExpression(), !28)
    #dbg_value(i32 0, !24, !DIExpression(), !28)
    #dbg_value(i32 0, !25, !DIExpression(), !29)
  %2 = icmp sgt i32 %0, 0, !dbg !30
  br i1 %2, label %3, label %15, !dbg !32

3:                                                ; preds = %1, %11
  %4 = phi i32 [ %13, %11 ], [ 0, %1 ]
  %5 = phi i32 [ %12, %11 ], [ 0, %1 ]
    #dbg_value(i32 %4, !25, !DIExpression(), !29)
    #dbg_value(i32 %5, !24, !DIExpression(), !28)
  %6 = urem i32 %4, 3, !dbg !33
  %7 = icmp eq i32 %6, 0, !dbg !36
  br i1 %7, label %11, label %8, !dbg !37

8:                                                ; preds = %3
  %9 = add nsw i32 %4, %5, !dbg !38
    #dbg_value(i32 %9, !24, !DIExpression(), !28)
  %10 = icmp sgt i32 %9, 1000, !dbg !39
  br i1 %10, label %15, label %11, !dbg !41

11:                                               ; preds = %8, %3
  %12 = phi i32 [ %5, %3 ], [ %9, %8 ], !dbg !28
    #dbg_value(i32 %12, !24, !DIExpression(), !28)
  %13 = add nuw nsw i32 %4, 1, !dbg !42
    #dbg_value(i32 %13, !25, !DIExpression(), !29)
  %14 = icmp eq i32 %13, %0, !dbg !30
  br i1 %14, label %15, label %3, !dbg !32, !llvm.loop !43

15:                                               ; preds = %11, %8, %1
  %16 = phi i32 [ 0, %1 ], [ %12, %11 ], [ %9, %8 ]
  br label %17, !dbg !46

17:                                               ; preds = %15, %17
  %18 = phi i32 [ %19, %17 ], [ %16, %15 ], !dbg !28
    #dbg_value(i32 %18, !24, !DIExpression(), !28)
  %19 = add nsw i32 %18, 1, !dbg !47
    #dbg_value(i32 %19, !24, !DIExpression(), !28)
  %20 = srem i32 %19, 5, !dbg !49
  %21 = icmp eq i32 %20, 0, !dbg !50
  br i1 %21, label %22, label %17, !dbg !50, !llvm.loop !51

22:                                               ; preds = %17
  %23 = add i32 %0, 1, !dbg !53
  %24 = tail call i32 @llvm.smin.i32(i32 %0, i32 0), !dbg !53
  %25 = sub i32 %23, %24, !dbg !53
  %26 = and i32 %25, -2, !dbg !53
  %27 = sub i32 %0, %26, !dbg !53
  %28 = add nsw i32 %19, %27, !dbg !54
  ret i32 %28, !dbg !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local range(i32 1, -2147483648) i32 @fact(i32 noundef %0) local_unnamed_addr #1 !dbg !56 {
    #dbg_value(i32 %0, !58, !DIExpression(), !59)
  %2 = icmp slt i32 %0, 2, !dbg !60
  br i1 %2, label %36, label %3, !dbg !61

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !61
  %5 = icmp ult i32 %0, 9, !dbg !61
  br i1 %5, label %27, label %6, !dbg !61

6:                                                ; preds = %3
  %7 = and i32 %4, -8, !dbg !61
  %8 = sub i32 %0, %7, !dbg !61
  %9 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !61
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !61
  %11 = add nsw <4 x i32> %10, <i32 0, i32 -1, i32 -2, i32 -3>, !dbg !61
  br label %12, !dbg !61

12:                                               ; preds = %12, %6
  %13 = phi i32 [ 0, %6 ], [ %20, %12 ]
  %14 = phi <4 x i32> [ %11, %6 ], [ %21, %12 ]
  %15 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %6 ], [ %18, %12 ]
  %16 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %6 ], [ %19, %12 ]
  %17 = add <4 x i32> %14, <i32 -4, i32 -4, i32 -4, i32 -4>
  %18 = mul <4 x i32> %14, %15, !dbg !62
  %19 = mul <4 x i32> %17, %16, !dbg !62
  %20 = add nuw i32 %13, 8
  %21 = add <4 x i32> %14, <i32 -8, i32 -8, i32 -8, i32 -8>
  %22 = icmp eq i32 %20, %7
  br i1 %22, label %23, label %12, !llvm.loop !63

23:                                               ; preds = %12
  %24 = mul <4 x i32> %19, %18, !dbg !61
  %25 = tail call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %24), !dbg !61
  %26 = icmp eq i32 %4, %7, !dbg !61
  br i1 %26, label %36, label %27, !dbg !61

27:                                               ; preds = %23, %3
  %28 = phi i32 [ %0, %3 ], [ %8, %23 ]
  %29 = phi i32 [ 1, %3 ], [ %25, %23 ]
  br label %30, !dbg !61

30:                                               ; preds = %27, %30
  %31 = phi i32 [ %33, %30 ], [ %28, %27 ]
  %32 = phi i32 [ %34, %30 ], [ %29, %27 ]
    #dbg_value(i32 %31, !58, !DIExpression(), !59)
  %33 = add nsw i32 %31, -1, !dbg !66
  %34 = mul nuw nsw i32 %31, %32, !dbg !62
    #dbg_value(i32 %33, !58, !DIExpression(), !59)
  %35 = icmp ult i32 %31, 3, !dbg !60
  br i1 %35, label %36, label %30, !dbg !61, !llvm.loop !67

36:                                               ; preds = %30, %23, %1
  %37 = phi i32 [ 1, %1 ], [ %25, %23 ], [ %34, %30 ]
  ret i32 %37, !dbg !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @logic(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !69 {
    #dbg_value(i32 %0, !73, !DIExpression(), !76)
    #dbg_value(i32 %1, !74, !DIExpression(), !76)
    #dbg_value(i32 %2, !75, !DIExpression(), !76)
  %4 = icmp ne i32 %0, 0, !dbg !77
  %5 = icmp ne i32 %1, 0
  %6 = icmp eq i32 %2, 0, !dbg !78
  %7 = or i1 %5, %6, !dbg !78
  %8 = and i1 %4, %7, !dbg !78
  %9 = zext i1 %8 to i32, !dbg !78
  ret i32 %9, !dbg !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @gotos(i32 noundef %0) local_unnamed_addr #0 !dbg !80 {
    #dbg_value(i32 %0, !82, !DIExpression(), !85)
    #dbg_value(i32 0, !83, !DIExpression(), !85)
  %2 = tail call i32 @llvm.smin.i32(i32 %0, i32 1), !dbg !86
  %3 = sub i32 %0, %2, !dbg !86
  %4 = add i32 %0, -1, !dbg !86
  %5 = mul i32 %3, %4, !dbg !86
  %6 = sub i32 %4, %2, !dbg !86
  %7 = zext i32 %6 to i33, !dbg !86
  %8 = zext i32 %3 to i33, !dbg !86
  %9 = mul i33 %7, %8, !dbg !86
  %10 = lshr i33 %9, 1, !dbg !86
  %11 = trunc nuw i33 %10 to i32, !dbg !86
    #dbg_value(i32 poison, !83, !DIExpression(), !85)
    #dbg_value(i32 undef, !82, !DIExpression(), !85)
  %12 = add i32 %5, %0, !dbg !86
  %13 = sub i32 %12, %11, !dbg !86
  ret i32 %13, !dbg !87
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #1 !dbg !88 {
    #dbg_value(i32 20, !23, !DIExpression(), !91)
    #dbg_value(i32 0, !24, !DIExpression(), !91)
    #dbg_value(i32 0, !25, !DIExpression(), !93)
  br label %1

1:                                                ; preds = %17, %0
  %2 = phi i32 [ 0, %0 ], [ %19, %17 ]
  %3 = phi i32 [ 0, %0 ], [ %18, %17 ]
    #dbg_value(i32 %2, !25, !DIExpression(), !93)
    #dbg_value(i32 %3, !24, !DIExpression(), !91)
  %4 = urem i32 %2, 3, !dbg !94
  %5 = icmp eq i32 %4, 0, !dbg !95
  br i1 %5, label %9, label %6, !dbg !96

6:                                                ; preds = %1
  %7 = add nsw i32 %3, %2, !dbg !97
    #dbg_value(i32 %7, !24, !DIExpression(), !91)
  %8 = icmp sgt i32 %7, 1000, !dbg !98
  br i1 %8, label %21, label %9, !dbg !99

9:                                                ; preds = %6, %1
  %10 = phi i32 [ %3, %1 ], [ %7, %6 ], !dbg !91
    #dbg_value(i32 %10, !24, !DIExpression(), !91)
  %11 = or disjoint i32 %2, 1, !dbg !100
    #dbg_value(i32 %11, !25, !DIExpression(), !93)
  %12 = urem i32 %11, 3, !dbg !94
  %13 = icmp eq i32 %12, 0, !dbg !95
  br i1 %13, label %17, label %14, !dbg !96

14:                                               ; preds = %9
  %15 = add nsw i32 %10, %11, !dbg !97
    #dbg_value(i32 %15, !24, !DIExpression(), !91)
  %16 = icmp sgt i32 %15, 1000, !dbg !98
  br i1 %16, label %21, label %17, !dbg !99

17:                                               ; preds = %14, %9
  %18 = phi i32 [ %10, %9 ], [ %15, %14 ], !dbg !91
    #dbg_value(i32 %18, !24, !DIExpression(), !91)
  %19 = add nuw nsw i32 %2, 2, !dbg !100
    #dbg_value(i32 %19, !25, !DIExpression(), !93)
  %20 = icmp eq i32 %19, 20, !dbg !101
  br i1 %20, label %21, label %1, !dbg !102, !llvm.loop !103

21:                                               ; preds = %17, %14, %6
  %22 = phi i32 [ %7, %6 ], [ %15, %14 ], [ %18, %17 ]
  br label %23, !dbg !105

23:                                               ; preds = %21, %23
  %24 = phi i32 [ %25, %23 ], [ %22, %21 ], !dbg !91
    #dbg_value(i32 %24, !24, !DIExpression(), !91)
  %25 = add nsw i32 %24, 1, !dbg !106
    #dbg_value(i32 %25, !24, !DIExpression(), !91)
  %26 = srem i32 %25, 5, !dbg !107
  %27 = icmp eq i32 %26, 0, !dbg !108
  br i1 %27, label %28, label %23, !dbg !108, !llvm.loop !109

28:                                               ; preds = %23
  %29 = add i32 %24, 152, !dbg !111
  %30 = and i32 %29, 255, !dbg !112
  ret i32 %30, !dbg !113
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "corpus/c/control.c", directory: ".", checksumkind: CSK_MD5, checksum: "91f585df02cd32dc3bef56c867f22bad")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "sw", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 0, scope: !10)
!17 = !DILocation(line: 3, column: 3, scope: !10)
!18 = !DILocation(line: 0, scope: !19)
!19 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 14)
!20 = !DILocation(line: 10, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "loops", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!22 = !{!23, !24, !25, !27}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !21, file: !1, line: 11, type: !13)
!24 = !DILocalVariable(name: "s", scope: !21, file: !1, line: 12, type: !13)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 13, type: !13)
!26 = distinct !DILexicalBlock(scope: !21, file: !1, line: 13, column: 3)
!27 = !DILocalVariable(name: "j", scope: !21, file: !1, line: 14, type: !13)
!28 = !DILocation(line: 0, scope: !21)
!29 = !DILocation(line: 0, scope: !26)
!30 = !DILocation(line: 13, column: 21, scope: !31)
!31 = distinct !DILexicalBlock(scope: !26, file: !1, line: 13, column: 3)
!32 = !DILocation(line: 13, column: 3, scope: !26)
!33 = !DILocation(line: 13, column: 39, scope: !34)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 37)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 13, column: 31)
!36 = !DILocation(line: 13, column: 43, scope: !34)
!37 = !DILocation(line: 13, column: 37, scope: !35)
!38 = !DILocation(line: 13, column: 61, scope: !35)
!39 = !DILocation(line: 13, column: 73, scope: !40)
!40 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 71)
!41 = !DILocation(line: 13, column: 71, scope: !35)
!42 = !DILocation(line: 13, column: 27, scope: !31)
!43 = distinct !{!43, !32, !44, !45}
!44 = !DILocation(line: 13, column: 88, scope: !26)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 15, column: 3, scope: !21)
!47 = !DILocation(line: 15, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !21, file: !1, line: 15, column: 6)
!49 = !DILocation(line: 15, column: 24, scope: !21)
!50 = !DILocation(line: 15, column: 13, scope: !48)
!51 = distinct !{!51, !46, !52, !45}
!52 = !DILocation(line: 15, column: 27, scope: !21)
!53 = !DILocation(line: 14, column: 14, scope: !21)
!54 = !DILocation(line: 16, column: 12, scope: !21)
!55 = !DILocation(line: 16, column: 3, scope: !21)
!56 = distinct !DISubprogram(name: "fact", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!57 = !{!58}
!58 = !DILocalVariable(name: "n", arg: 1, scope: !56, file: !1, line: 18, type: !13)
!59 = !DILocation(line: 0, scope: !56)
!60 = !DILocation(line: 18, column: 28, scope: !56)
!61 = !DILocation(line: 18, column: 26, scope: !56)
!62 = !DILocation(line: 18, column: 41, scope: !56)
!63 = distinct !{!63, !64, !65}
!64 = !{!"llvm.loop.isvectorized", i32 1}
!65 = !{!"llvm.loop.unroll.runtime.disable"}
!66 = !DILocation(line: 18, column: 50, scope: !56)
!67 = distinct !{!67, !65, !64}
!68 = !DILocation(line: 18, column: 19, scope: !56)
!69 = distinct !DISubprogram(name: "logic", scope: !1, file: !1, line: 19, type: !70, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!13, !13, !13, !13}
!72 = !{!73, !74, !75}
!73 = !DILocalVariable(name: "a", arg: 1, scope: !69, file: !1, line: 19, type: !13)
!74 = !DILocalVariable(name: "b", arg: 2, scope: !69, file: !1, line: 19, type: !13)
!75 = !DILocalVariable(name: "c", arg: 3, scope: !69, file: !1, line: 19, type: !13)
!76 = !DILocation(line: 0, scope: !69)
!77 = !DILocation(line: 19, column: 42, scope: !69)
!78 = !DILocation(line: 19, column: 44, scope: !69)
!79 = !DILocation(line: 19, column: 34, scope: !69)
!80 = distinct !DISubprogram(name: "gotos", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !81)
!81 = !{!82, !83, !84}
!82 = !DILocalVariable(name: "n", arg: 1, scope: !80, file: !1, line: 20, type: !13)
!83 = !DILocalVariable(name: "r", scope: !80, file: !1, line: 20, type: !13)
!84 = !DILabel(scope: !80, name: "again", file: !1, line: 20)
!85 = !DILocation(line: 0, scope: !80)
!86 = !DILocation(line: 20, column: 20, scope: !80)
!87 = !DILocation(line: 20, column: 71, scope: !80)
!88 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !89, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!89 = !DISubroutineType(types: !90)
!90 = !{!13}
!91 = !DILocation(line: 0, scope: !21, inlinedAt: !92)
!92 = distinct !DILocation(line: 21, column: 34, scope: !88)
!93 = !DILocation(line: 0, scope: !26, inlinedAt: !92)
!94 = !DILocation(line: 13, column: 39, scope: !34, inlinedAt: !92)
!95 = !DILocation(line: 13, column: 43, scope: !34, inlinedAt: !92)
!96 = !DILocation(line: 13, column: 37, scope: !35, inlinedAt: !92)
!97 = !DILocation(line: 13, column: 61, scope: !35, inlinedAt: !92)
!98 = !DILocation(line: 13, column: 73, scope: !40, inlinedAt: !92)
!99 = !DILocation(line: 13, column: 71, scope: !35, inlinedAt: !92)
!100 = !DILocation(line: 13, column: 27, scope: !31, inlinedAt: !92)
!101 = !DILocation(line: 13, column: 21, scope: !31, inlinedAt: !92)
!102 = !DILocation(line: 13, column: 3, scope: !26, inlinedAt: !92)
!103 = distinct !{!103, !102, !104, !45}
!104 = !DILocation(line: 13, column: 88, scope: !26, inlinedAt: !92)
!105 = !DILocation(line: 15, column: 3, scope: !21, inlinedAt: !92)
!106 = !DILocation(line: 15, column: 9, scope: !48, inlinedAt: !92)
!107 = !DILocation(line: 15, column: 24, scope: !21, inlinedAt: !92)
!108 = !DILocation(line: 15, column: 13, scope: !48, inlinedAt: !92)
!109 = distinct !{!109, !105, !110, !45}
!110 = !DILocation(line: 15, column: 27, scope: !21, inlinedAt: !92)
!111 = !DILocation(line: 21, column: 71, scope: !88)
!112 = !DILocation(line: 21, column: 83, scope: !88)
!113 = !DILocation(line: 21, column: 18, scope: !88)
