; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @br(i32 %0) {
  br label %2

2:                                                ; preds = %1
  %3 = phi i32 [ %0, %1 ]
  br label %4

4:                                                ; preds = %2
  ret i32 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i32 @cond_br(i1 %0, i32 %1, float %2) {
  br i1 %0, label %4, label %7

4:                                                ; preds = %3
  %5 = phi i32 [ %1, %3 ]
  %6 = phi float [ %2, %3 ]
  ret i32 %5

7:                                                ; preds = %3
  ret i32 %1
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @weights(i1 %0) {
  br i1 %0, label %2, label %3, !prof !1

2:                                                ; preds = %3, %3, %1
  ret void

3:                                                ; preds = %1
  br i1 %0, label %2, label %2, !prof !2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"branch_weights", i32 90, i32 10}
!2 = !{!"branch_weights", i32 0, i32 1}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define i64 @same_dest(i1 %0, i64 %1, i64 %2) {
  br i1 %0, label %4, label %6

4:                                                ; preds = %6, %3
  %5 = phi i64 [ %7, %6 ], [ %1, %3 ]
  ret i64 %5

6:                                                ; preds = %3
  %7 = phi i64 [ %2, %3 ]
  br label %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: crashed
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define void @switch_widths(i1 %0, i64 %1, i128 %2) {
  switch i1 %0, label %4 [
    i1 true, label %4
  ]

4:                                                ; preds = %4, %3, %3
  switch i64 %1, label %5 [
    i64 9223372036854775807, label %5
    i64 -5, label %4
  ]

5:                                                ; preds = %4, %4
  switch i128 %2, label %6 [
    i128 4294967296, label %6
  ]

6:                                                ; preds = %5, %5
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 6: ok
source_filename = "LLVMDialectModule"

define void @switch_weights(i8 %0) {
  switch i8 %0, label %2 [
    i8 1, label %3
    i8 2, label %2
  ], !prof !1

2:                                                ; preds = %3, %1, %1
  ret void

3:                                                ; preds = %3, %1
  switch i8 %0, label %2 [
    i8 7, label %3
  ]
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"branch_weights", i32 5, i32 3, i32 2}
; ===== chunk 7: ok
source_filename = "LLVMDialectModule"

@assert_msg_1 = private constant [18 x i8] c"escapes \22quoted\22\0A\00"
@assert_msg_0 = private constant [1 x i8] zeroinitializer
@assert_msg = private constant [27 x i8] c"expected condition to hold\00"

declare void @abort()

declare void @puts(ptr)

define void @assert(i1 %0) {
  br i1 %0, label %2, label %5

2:                                                ; preds = %1
  br i1 %0, label %3, label %6

3:                                                ; preds = %2
  br i1 %0, label %4, label %7

4:                                                ; preds = %3
  ret void

5:                                                ; preds = %1
  call void @puts(ptr @assert_msg)
  call void @abort()
  unreachable

6:                                                ; preds = %2
  call void @puts(ptr @assert_msg_0)
  call void @abort()
  unreachable

7:                                                ; preds = %3
  call void @puts(ptr @assert_msg_1)
  call void @abort()
  unreachable
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 8: ok
source_filename = "LLVMDialectModule"

@assert_msg = private constant [8 x i8] c"generic\00"

declare void @abort()

declare void @puts(ptr)

define void @generic(i1 %0, i32 %1) {
  br i1 %0, label %3, label %7

3:                                                ; preds = %2
  br i1 %0, label %4, label %6

4:                                                ; preds = %3
  %5 = phi i32 [ %1, %3 ]
  br label %6

6:                                                ; preds = %4, %3
  ret void

7:                                                ; preds = %2
  call void @puts(ptr @assert_msg)
  call void @abort()
  unreachable
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
