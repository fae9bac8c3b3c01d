; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @add_sub_mul(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  %4 = mul i32 %0, %0
  ret i32 %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @overflow(i64 %0, i64 %1) {
  %3 = add nsw i64 %0, %1
  %4 = add nuw i64 %0, %1
  %5 = add nuw nsw i64 %0, %1
  %6 = sub nuw nsw i64 %0, %1
  %7 = mul nsw i64 %0, %1
  %8 = shl nuw i64 %0, %1
  %9 = add i64 %0, %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @bitwise(i8 %0, i8 %1) {
  %3 = and i8 %0, %1
  %4 = or i8 %0, %1
  %5 = xor i8 %0, %1
  %6 = shl i8 %0, %1
  %7 = ashr i8 %0, %1
  %8 = lshr i8 %0, %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define void @min_max(i128 %0, i128 %1) {
  %3 = call i128 @llvm.smax.i128(i128 %0, i128 %1)
  %4 = call i128 @llvm.umax.i128(i128 %0, i128 %1)
  %5 = call i128 @llvm.smin.i128(i128 %0, i128 %1)
  %6 = call i128 @llvm.umin.i128(i128 %0, i128 %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.smax.i128(i128, i128) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.umax.i128(i128, i128) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.smin.i128(i128, i128) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.umin.i128(i128, i128) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define i32 @generic(i32 %0, i32 %1) {
  %3 = add nuw nsw i32 %0, %1
  %4 = sdiv i32 %0, %1
  %5 = call i32 @llvm.umax.i32(i32 %4, i32 %0)
  ret i32 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define i32 @discardable(i32 %0) {
  %2 = add i32 %0, %0
  %3 = mul nsw i32 %2, %0
  ret i32 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
