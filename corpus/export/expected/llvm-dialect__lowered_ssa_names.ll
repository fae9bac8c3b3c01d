; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @names(i32 %0) {
  %2 = add i32 %0, %0
  %3 = mul i32 %2, %2
  %4 = sub i32 %3, %2
  %5 = xor i32 %4, %3
  %6 = or i32 %5, %0
  ret i32 %6
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define { i32, i32 } @multi(i32 %0, i32 %1) {
  %3 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 0
  %5 = extractvalue { i32, i1 } %3, 1
  %6 = sext i32 %0 to i64
  %7 = sext i32 %4 to i64
  %8 = mul i64 %6, %7
  %9 = trunc i64 %8 to i32
  %10 = lshr i64 %8, 32
  %11 = trunc i64 %10 to i32
  %12 = select i1 %5, i32 %9, i32 %11
  %13 = insertvalue { i32, i32 } undef, i32 %12, 0
  %14 = insertvalue { i32, i32 } %13, i32 %11, 1
  ret { i32, i32 } %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define i64 @generic_multi(i64 %0, i64 %1) {
  %3 = zext i64 %0 to i128
  %4 = zext i64 %1 to i128
  %5 = mul i128 %3, %4
  %6 = trunc i128 %5 to i64
  %7 = lshr i128 %5, 64
  %8 = trunc i128 %7 to i64
  %9 = add i64 %6, %8
  ret i64 %9
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define void @constant_names() {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define i32 @f1(i32 %0) {
  %2 = add i32 %0, %0
  ret i32 %2
}

define i32 @f2(i32 %0) {
  %2 = mul i32 %0, %0
  ret i32 %2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define i64 @arg_names(i32 %0, float %1, i64 %2) {
  ret i64 %2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 6: ok
source_filename = "LLVMDialectModule"

define i32 @cross_block(i1 %0) {
  br i1 %0, label %2, label %3

2:                                                ; preds = %1
  ret i32 20

3:                                                ; preds = %1
  ret i32 10
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 7: ok
source_filename = "LLVMDialectModule"

define void @nested_use(i64 %0) {
  %2 = call ptr @llvm.stacksave.p0()
  br label %3

3:                                                ; preds = %1
  %4 = add i64 %0, %0
  call void @llvm.stackrestore.p0(ptr %2)
  br label %5

5:                                                ; preds = %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
