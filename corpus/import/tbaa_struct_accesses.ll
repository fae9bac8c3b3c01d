; TBAA of a struct's fields in two functions: each access tag names the struct's type descriptor,
; which nests its members' (issue 25: the importer defines every TBAA attribute once, above the
; module, instead of writing the whole tree out at each access).
%struct.S = type { i32, i16, i32 }

define i32 @get(ptr %s) {
  %a = load i32, ptr %s, !tbaa !0
  %p = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 2
  %c = load i32, ptr %p, !tbaa !6
  %r = add i32 %a, %c
  ret i32 %r
}

define void @set(ptr %s, i16 %v) {
  %p = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 1
  store i16 %v, ptr %p, !tbaa !7
  store i32 0, ptr %s, !tbaa !0
  %q = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 2
  store i32 1, ptr %q, !tbaa !6
  ret void
}

!0 = !{!1, !2, i64 0}
!1 = !{!"S", !2, i64 0, !5, i64 4, !2, i64 8}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!"short", !3, i64 0}
!6 = !{!1, !2, i64 8}
!7 = !{!1, !5, i64 4}
