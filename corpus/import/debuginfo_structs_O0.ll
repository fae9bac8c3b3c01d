; clang-19 -g -O0 -S -emit-llvm -fdebug-prefix-map=/work/wt-di=. corpus/c/structs.c (a recursive struct, by-value structs, a bit field, array members)
; ModuleID = 'corpus/c/structs.c'
source_filename = "corpus/c/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr }
%struct.packed = type <{ i8, i32 }>
%struct.small = type { i8, i16 }
%struct.big = type { [6 x i64], double }
%struct.flags = type { i16, [2 x i8] }

@__const.main.c = private unnamed_addr constant %struct.node { i32 3, ptr null }, align 8
@__const.main.p = private unnamed_addr constant %struct.packed <{ i8 1, i32 2 }>, align 1
@__const.main.f = private unnamed_addr constant { i8, i8, [2 x i8] } { i8 77, i8 1, [2 x i8] undef }, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @mk_small(i8 noundef signext %0, i16 noundef signext %1) #0 !dbg !12 {
  %3 = alloca %struct.small, align 2
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  store i8 %0, ptr %4, align 1
    #dbg_declare(ptr %4, !22, !DIExpression(), !23)
  store i16 %1, ptr %5, align 2
    #dbg_declare(ptr %5, !24, !DIExpression(), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  %6 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 0, !dbg !28
  %7 = load i8, ptr %4, align 1, !dbg !29
  store i8 %7, ptr %6, align 2, !dbg !28
  %8 = getelementptr inbounds %struct.small, ptr %3, i32 0, i32 1, !dbg !28
  %9 = load i16, ptr %5, align 2, !dbg !30
  store i16 %9, ptr %8, align 2, !dbg !28
  %10 = load i32, ptr %3, align 2, !dbg !31
  ret i32 %10, !dbg !31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mk_big(ptr dead_on_unwind noalias writable sret(%struct.big) align 8 %0, i64 noundef %1) #0 !dbg !32 {
  %3 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
    #dbg_declare(ptr %3, !43, !DIExpression(), !44)
    #dbg_declare(ptr %0, !45, !DIExpression(), !46)
  %4 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, !dbg !47
  %5 = load i64, ptr %3, align 8, !dbg !48
  store i64 %5, ptr %4, align 8, !dbg !49
  %6 = getelementptr inbounds i64, ptr %4, i64 1, !dbg !49
  %7 = load i64, ptr %3, align 8, !dbg !50
  %8 = add nsw i64 %7, 1, !dbg !51
  store i64 %8, ptr %6, align 8, !dbg !49
  %9 = getelementptr inbounds i64, ptr %4, i64 2, !dbg !49
  %10 = load i64, ptr %3, align 8, !dbg !52
  %11 = add nsw i64 %10, 2, !dbg !53
  store i64 %11, ptr %9, align 8, !dbg !49
  %12 = getelementptr inbounds i64, ptr %4, i64 3, !dbg !49
  %13 = getelementptr inbounds i64, ptr %4, i64 6, !dbg !49
  br label %14, !dbg !49

14:                                               ; preds = %14, %2
  %15 = phi ptr [ %12, %2 ], [ %16, %14 ], !dbg !49
  store i64 0, ptr %15, align 8, !dbg !49
  %16 = getelementptr inbounds i64, ptr %15, i64 1, !dbg !49
  %17 = icmp eq ptr %16, %13, !dbg !49
  br i1 %17, label %18, label %14, !dbg !49

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1, !dbg !47
  store double 1.500000e+00, ptr %19, align 8, !dbg !47
  ret void, !dbg !54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @take_big(ptr noundef byval(%struct.big) align 8 %0) #0 !dbg !55 {
    #dbg_declare(ptr %0, !58, !DIExpression(), !59)
  %2 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, !dbg !60
  %3 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 0, !dbg !61
  %4 = load i64, ptr %3, align 8, !dbg !61
  %5 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, !dbg !62
  %6 = getelementptr inbounds [6 x i64], ptr %5, i64 0, i64 2, !dbg !63
  %7 = load i64, ptr %6, align 8, !dbg !63
  %8 = add nsw i64 %4, %7, !dbg !64
  %9 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1, !dbg !65
  %10 = load double, ptr %9, align 8, !dbg !65
  %11 = fptosi double %10 to i64, !dbg !66
  %12 = add nsw i64 %8, %11, !dbg !67
  ret i64 %12, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @packed_sum(ptr noundef byval(%struct.packed) align 8 %0) #0 !dbg !69 {
    #dbg_declare(ptr %0, !77, !DIExpression(), !78)
  %2 = getelementptr inbounds %struct.packed, ptr %0, i32 0, i32 0, !dbg !79
  %3 = load i8, ptr %2, align 8, !dbg !79
  %4 = sext i8 %3 to i32, !dbg !80
  %5 = getelementptr inbounds %struct.packed, ptr %0, i32 0, i32 1, !dbg !81
  %6 = load i32, ptr %5, align 1, !dbg !81
  %7 = add nsw i32 %4, %6, !dbg !82
  ret i32 %7, !dbg !83
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bf(i32 %0) #0 !dbg !84 {
  %2 = alloca %struct.flags, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !93, !DIExpression(), !94)
  %3 = load i16, ptr %2, align 4, !dbg !95
  %4 = and i16 %3, 7, !dbg !95
  %5 = zext i16 %4 to i32, !dbg !95
  %6 = load i16, ptr %2, align 4, !dbg !96
  %7 = lshr i16 %6, 3, !dbg !96
  %8 = and i16 %7, 31, !dbg !96
  %9 = zext i16 %8 to i32, !dbg !96
  %10 = mul nsw i32 %9, 2, !dbg !97
  %11 = add nsw i32 %5, %10, !dbg !98
  %12 = load i16, ptr %2, align 4, !dbg !99
  %13 = lshr i16 %12, 8, !dbg !99
  %14 = and i16 %13, 1, !dbg !99
  %15 = zext i16 %14 to i32, !dbg !99
  %16 = add nsw i32 %11, %15, !dbg !100
  ret i32 %16, !dbg !101
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @list_len(ptr noundef %0) #0 !dbg !102 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !110, !DIExpression(), !111)
    #dbg_declare(ptr %3, !112, !DIExpression(), !113)
  store i32 0, ptr %3, align 4, !dbg !113
  br label %4, !dbg !114

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8, !dbg !115
  %6 = icmp ne ptr %5, null, !dbg !114
  br i1 %6, label %7, label %16, !dbg !114

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8, !dbg !116
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0, !dbg !118
  %10 = load i32, ptr %9, align 8, !dbg !118
  %11 = load i32, ptr %3, align 4, !dbg !119
  %12 = add nsw i32 %11, %10, !dbg !119
  store i32 %12, ptr %3, align 4, !dbg !119
  %13 = load ptr, ptr %2, align 8, !dbg !120
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1, !dbg !121
  %15 = load ptr, ptr %14, align 8, !dbg !121
  store ptr %15, ptr %2, align 8, !dbg !122
  br label %4, !dbg !114, !llvm.loop !123

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4, !dbg !126
  ret i32 %17, !dbg !127
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !128 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.node, align 8
  %3 = alloca %struct.node, align 8
  %4 = alloca %struct.node, align 8
  %5 = alloca %struct.packed, align 8
  %6 = alloca %struct.flags, align 4
  %7 = alloca %struct.small, align 2
  %8 = alloca %struct.big, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !131, !DIExpression(), !132)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.c, i64 16, i1 false), !dbg !132
    #dbg_declare(ptr %3, !133, !DIExpression(), !134)
  %9 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 0, !dbg !135
  store i32 2, ptr %9, align 8, !dbg !135
  %10 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 1, !dbg !135
  store ptr %2, ptr %10, align 8, !dbg !135
    #dbg_declare(ptr %4, !136, !DIExpression(), !137)
  %11 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 0, !dbg !138
  store i32 1, ptr %11, align 8, !dbg !138
  %12 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 1, !dbg !138
  store ptr %3, ptr %12, align 8, !dbg !138
    #dbg_declare(ptr %5, !139, !DIExpression(), !140)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 @__const.main.p, i64 5, i1 false), !dbg !140
    #dbg_declare(ptr %6, !141, !DIExpression(), !142)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.f, i64 4, i1 false), !dbg !142
  %13 = call i32 @mk_small(i8 noundef signext 1, i16 noundef signext 2), !dbg !143
  store i32 %13, ptr %7, align 2, !dbg !143
  %14 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 1, !dbg !144
  %15 = load i16, ptr %14, align 2, !dbg !144
  %16 = sext i16 %15 to i64, !dbg !143
  call void @mk_big(ptr dead_on_unwind writable sret(%struct.big) align 8 %8, i64 noundef 4), !dbg !145
  %17 = call i64 @take_big(ptr noundef byval(%struct.big) align 8 %8), !dbg !146
  %18 = add nsw i64 %16, %17, !dbg !147
  %19 = call i32 @packed_sum(ptr noundef byval(%struct.packed) align 8 %5), !dbg !148
  %20 = sext i32 %19 to i64, !dbg !148
  %21 = add nsw i64 %18, %20, !dbg !149
  %22 = load i32, ptr %6, align 4, !dbg !150
  %23 = call i32 @bf(i32 %22), !dbg !150
  %24 = sext i32 %23 to i64, !dbg !150
  %25 = add nsw i64 %21, %24, !dbg !151
  %26 = call i32 @list_len(ptr noundef %4), !dbg !152
  %27 = sext i32 %26 to i64, !dbg !152
  %28 = add nsw i64 %25, %27, !dbg !153
  %29 = and i64 %28, 255, !dbg !154
  %30 = trunc i64 %29 to i32, !dbg !155
  ret i32 %30, !dbg !156
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "corpus/c/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "ad3e848c8b1c60447d16f08afc1cedee")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "mk_small", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !18, !20}
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !1, line: 2, size: 32, elements: !16)
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !15, file: !1, line: 2, baseType: !18, size: 8)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !1, line: 2, baseType: !20, size: 16, offset: 16)
!20 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !12, file: !1, line: 7, type: !18)
!23 = !DILocation(line: 7, column: 28, scope: !12)
!24 = !DILocalVariable(name: "b", arg: 2, scope: !12, file: !1, line: 7, type: !20)
!25 = !DILocation(line: 7, column: 37, scope: !12)
!26 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 7, type: !15)
!27 = !DILocation(line: 7, column: 55, scope: !12)
!28 = !DILocation(line: 7, column: 59, scope: !12)
!29 = !DILocation(line: 7, column: 60, scope: !12)
!30 = !DILocation(line: 7, column: 63, scope: !12)
!31 = !DILocation(line: 7, column: 67, scope: !12)
!32 = distinct !DISubprogram(name: "mk_big", scope: !1, file: !1, line: 8, type: !33, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !3}
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !1, line: 3, size: 448, elements: !36)
!36 = !{!37, !41}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !35, file: !1, line: 3, baseType: !38, size: 384)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 384, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 6)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !35, file: !1, line: 3, baseType: !42, size: 64, offset: 384)
!42 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!43 = !DILocalVariable(name: "x", arg: 1, scope: !32, file: !1, line: 8, type: !3)
!44 = !DILocation(line: 8, column: 24, scope: !32)
!45 = !DILocalVariable(name: "b", scope: !32, file: !1, line: 8, type: !35)
!46 = !DILocation(line: 8, column: 40, scope: !32)
!47 = !DILocation(line: 8, column: 44, scope: !32)
!48 = !DILocation(line: 8, column: 46, scope: !32)
!49 = !DILocation(line: 8, column: 45, scope: !32)
!50 = !DILocation(line: 8, column: 49, scope: !32)
!51 = !DILocation(line: 8, column: 51, scope: !32)
!52 = !DILocation(line: 8, column: 56, scope: !32)
!53 = !DILocation(line: 8, column: 58, scope: !32)
!54 = !DILocation(line: 8, column: 70, scope: !32)
!55 = distinct !DISubprogram(name: "take_big", scope: !1, file: !1, line: 9, type: !56, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!56 = !DISubroutineType(types: !57)
!57 = !{!3, !35}
!58 = !DILocalVariable(name: "b", arg: 1, scope: !55, file: !1, line: 9, type: !35)
!59 = !DILocation(line: 9, column: 26, scope: !55)
!60 = !DILocation(line: 9, column: 40, scope: !55)
!61 = !DILocation(line: 9, column: 38, scope: !55)
!62 = !DILocation(line: 9, column: 49, scope: !55)
!63 = !DILocation(line: 9, column: 47, scope: !55)
!64 = !DILocation(line: 9, column: 45, scope: !55)
!65 = !DILocation(line: 9, column: 64, scope: !55)
!66 = !DILocation(line: 9, column: 56, scope: !55)
!67 = !DILocation(line: 9, column: 54, scope: !55)
!68 = !DILocation(line: 9, column: 31, scope: !55)
!69 = distinct !DISubprogram(name: "packed_sum", scope: !1, file: !1, line: 10, type: !70, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !73}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !1, line: 4, size: 40, elements: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !73, file: !1, line: 4, baseType: !18, size: 8)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !73, file: !1, line: 4, baseType: !72, size: 32, offset: 8)
!77 = !DILocalVariable(name: "p", arg: 1, scope: !69, file: !1, line: 10, type: !73)
!78 = !DILocation(line: 10, column: 30, scope: !69)
!79 = !DILocation(line: 10, column: 44, scope: !69)
!80 = !DILocation(line: 10, column: 42, scope: !69)
!81 = !DILocation(line: 10, column: 50, scope: !69)
!82 = !DILocation(line: 10, column: 46, scope: !69)
!83 = !DILocation(line: 10, column: 35, scope: !69)
!84 = distinct !DISubprogram(name: "bf", scope: !1, file: !1, line: 11, type: !85, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!85 = !DISubroutineType(types: !86)
!86 = !{!72, !87}
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !1, line: 5, size: 32, elements: !88)
!88 = !{!89, !91, !92}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !87, file: !1, line: 5, baseType: !90, size: 3, flags: DIFlagBitField, extraData: i64 0)
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !87, file: !1, line: 5, baseType: !90, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !87, file: !1, line: 5, baseType: !90, size: 1, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!93 = !DILocalVariable(name: "f", arg: 1, scope: !84, file: !1, line: 11, type: !87)
!94 = !DILocation(line: 11, column: 21, scope: !84)
!95 = !DILocation(line: 11, column: 35, scope: !84)
!96 = !DILocation(line: 11, column: 41, scope: !84)
!97 = !DILocation(line: 11, column: 43, scope: !84)
!98 = !DILocation(line: 11, column: 37, scope: !84)
!99 = !DILocation(line: 11, column: 51, scope: !84)
!100 = !DILocation(line: 11, column: 47, scope: !84)
!101 = !DILocation(line: 11, column: 26, scope: !84)
!102 = distinct !DISubprogram(name: "list_len", scope: !1, file: !1, line: 12, type: !103, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!103 = !DISubroutineType(types: !104)
!104 = !{!72, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !107)
!107 = !{!108, !109}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !106, file: !1, line: 6, baseType: !72, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !106, file: !1, line: 6, baseType: !105, size: 64, offset: 64)
!110 = !DILocalVariable(name: "n", arg: 1, scope: !102, file: !1, line: 12, type: !105)
!111 = !DILocation(line: 12, column: 27, scope: !102)
!112 = !DILocalVariable(name: "k", scope: !102, file: !1, line: 12, type: !72)
!113 = !DILocation(line: 12, column: 36, scope: !102)
!114 = !DILocation(line: 12, column: 43, scope: !102)
!115 = !DILocation(line: 12, column: 50, scope: !102)
!116 = !DILocation(line: 12, column: 60, scope: !117)
!117 = distinct !DILexicalBlock(scope: !102, file: !1, line: 12, column: 53)
!118 = !DILocation(line: 12, column: 63, scope: !117)
!119 = !DILocation(line: 12, column: 57, scope: !117)
!120 = !DILocation(line: 12, column: 70, scope: !117)
!121 = !DILocation(line: 12, column: 73, scope: !117)
!122 = !DILocation(line: 12, column: 68, scope: !117)
!123 = distinct !{!123, !114, !124, !125}
!124 = !DILocation(line: 12, column: 79, scope: !102)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 12, column: 88, scope: !102)
!127 = !DILocation(line: 12, column: 81, scope: !102)
!128 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !129, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!129 = !DISubroutineType(types: !130)
!130 = !{!72}
!131 = !DILocalVariable(name: "c", scope: !128, file: !1, line: 13, type: !106)
!132 = !DILocation(line: 13, column: 30, scope: !128)
!133 = !DILocalVariable(name: "b", scope: !128, file: !1, line: 13, type: !106)
!134 = !DILocation(line: 13, column: 42, scope: !128)
!135 = !DILocation(line: 13, column: 46, scope: !128)
!136 = !DILocalVariable(name: "a", scope: !128, file: !1, line: 13, type: !106)
!137 = !DILocation(line: 13, column: 55, scope: !128)
!138 = !DILocation(line: 13, column: 59, scope: !128)
!139 = !DILocalVariable(name: "p", scope: !128, file: !1, line: 13, type: !73)
!140 = !DILocation(line: 13, column: 82, scope: !128)
!141 = !DILocalVariable(name: "f", scope: !128, file: !1, line: 13, type: !87)
!142 = !DILocation(line: 13, column: 107, scope: !128)
!143 = !DILocation(line: 13, column: 130, scope: !128)
!144 = !DILocation(line: 13, column: 145, scope: !128)
!145 = !DILocation(line: 13, column: 158, scope: !128)
!146 = !DILocation(line: 13, column: 149, scope: !128)
!147 = !DILocation(line: 13, column: 147, scope: !128)
!148 = !DILocation(line: 13, column: 171, scope: !128)
!149 = !DILocation(line: 13, column: 169, scope: !128)
!150 = !DILocation(line: 13, column: 187, scope: !128)
!151 = !DILocation(line: 13, column: 185, scope: !128)
!152 = !DILocation(line: 13, column: 195, scope: !128)
!153 = !DILocation(line: 13, column: 193, scope: !128)
!154 = !DILocation(line: 13, column: 209, scope: !128)
!155 = !DILocation(line: 13, column: 129, scope: !128)
!156 = !DILocation(line: 13, column: 122, scope: !128)
