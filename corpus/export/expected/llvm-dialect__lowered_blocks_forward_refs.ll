; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @forward_block(i1 %0) {
  br i1 %0, label %3, label %2

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %2, %1
  ret i32 2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i64 @loop(i64 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i64 [ %8, %6 ], [ 0, %1 ]
  %4 = phi i64 [ %7, %6 ], [ 0, %1 ]
  %5 = icmp slt i64 %3, %0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = add i64 %4, %3
  %8 = add i64 %3, 1
  br label %2

9:                                                ; preds = %2
  ret i64 %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @block_names(i1 %0) {
  br i1 %0, label %2, label %3

2:                                                ; preds = %1
  br label %4

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %3, %2
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define i32 @explicit_entry(i32 %0) {
  br label %2

2:                                                ; preds = %1
  %3 = phi i32 [ %0, %1 ]
  ret i32 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define void @self_loop(i32 %0, float %1, i1 %2) {
  br label %4

4:                                                ; preds = %4, %3
  %5 = phi i32 [ %5, %4 ], [ %0, %3 ]
  %6 = phi float [ %6, %4 ], [ %1, %3 ]
  br i1 %2, label %4, label %7

7:                                                ; preds = %4
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define i64 @diamond(i1 %0, i64 %1) {
  br i1 %0, label %3, label %5

3:                                                ; preds = %2
  %4 = phi i64 [ %1, %2 ]
  br label %9

5:                                                ; preds = %2
  %6 = phi i64 [ %1, %2 ]
  %7 = phi i64 [ %1, %2 ]
  %8 = add i64 %6, %7
  br label %9

9:                                                ; preds = %5, %3
  %10 = phi i64 [ %8, %5 ], [ %4, %3 ]
  ret i64 %10
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
