; llvm.experimental.noalias.scope.decl takes its scope as a metadata argument.
declare void @llvm.experimental.noalias.scope.decl(metadata)

define i32 @f(ptr %p, ptr %q) {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %v = load i32, ptr %p, align 4, !alias.scope !0, !noalias !3
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store i32 %v, ptr %q, align 4, !alias.scope !3
  ret i32 %v
}

!0 = !{!1}
!1 = distinct !{!1, !2, !"f: %p"}
!2 = distinct !{!2, !"f"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"f: %q"}
