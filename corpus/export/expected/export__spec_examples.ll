; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @phi(i32 %0, i32 %1) {
  br label %3

3:                                                ; preds = %2
  %4 = add i32 %0, %1
  br label %5

5:                                                ; preds = %3
  %6 = phi i32 [ %4, %3 ]
  ret i32 %6
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i32 @same_block(i1 %0, i32 %1, i32 %2) {
  %4 = add i32 %1, %2
  %5 = mul i32 %1, %2
  br i1 %0, label %6, label %8

6:                                                ; preds = %8, %3
  %7 = phi i32 [ %9, %8 ], [ %4, %3 ]
  ret i32 %7

8:                                                ; preds = %3
  %9 = phi i32 [ %5, %3 ]
  br label %6
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define { i32, float, ptr, <4 x float> } @context_values() {
  ret { i32, float, ptr, <4 x float> } { i32 42, float undef, ptr null, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00> }
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

@counter = global i32 0
@limit = internal constant i32 10

define i32 @bump() {
  %1 = load i32, ptr @counter, align 4
  %2 = load i32, ptr @limit, align 4
  %3 = add i32 %1, 1
  %4 = call i32 @llvm.smin.i32(i32 %3, i32 %2)
  store i32 %4, ptr @counter, align 4
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

; Function Attrs: noinline alignstack(4)
define void @func() #0 {
  ret void
}

attributes #0 = { noinline alignstack=4 "other"="attr" }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
