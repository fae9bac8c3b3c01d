; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i64 @arith(i64 %0, i64 %1) {
  %3 = add i64 %0, %1
  %4 = sub i64 %3, %1
  %5 = mul i64 %4, %0
  %6 = sdiv i64 %5, %1
  %7 = udiv i64 %6, %1
  %8 = icmp sgt i64 %0, 0
  %9 = select i1 %8, i64 -1, i64 1
  %10 = add i64 %7, %9
  %11 = sdiv i64 %10, %0
  %12 = add i64 %11, 1
  %13 = sub i64 0, %7
  %14 = sdiv i64 %13, %0
  %15 = sub i64 0, %14
  %16 = icmp sgt i64 %7, 0
  %17 = icmp eq i1 %16, %8
  %18 = icmp ne i64 %7, 0
  %19 = and i1 %17, %18
  %20 = select i1 %19, i64 %12, i64 %15
  %21 = sub i64 %20, 1
  %22 = udiv i64 %21, %0
  %23 = add i64 %22, 1
  %24 = icmp eq i64 %20, 0
  %25 = select i1 %24, i64 0, i64 %23
  %26 = icmp slt i64 %1, 0
  %27 = select i1 %26, i64 1, i64 -1
  %28 = sub i64 %27, %25
  %29 = sdiv i64 %28, %1
  %30 = sub i64 -1, %29
  %31 = sdiv i64 %25, %1
  %32 = icmp slt i64 %25, 0
  %33 = icmp ne i1 %32, %26
  %34 = icmp ne i64 %25, 0
  %35 = and i1 %33, %34
  %36 = select i1 %35, i64 %30, i64 %31
  %37 = srem i64 %36, %0
  %38 = urem i64 %37, %1
  ret i64 %38
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @min_max_bitwise(i64 %0, i64 %1) {
  %3 = call i64 @llvm.smax.i64(i64 %0, i64 %1)
  %4 = call i64 @llvm.umax.i64(i64 %0, i64 %1)
  %5 = call i64 @llvm.smin.i64(i64 %0, i64 %1)
  %6 = call i64 @llvm.umin.i64(i64 %0, i64 %1)
  %7 = shl i64 %0, %1
  %8 = ashr i64 %0, %1
  %9 = lshr i64 %0, %1
  %10 = and i64 %0, %1
  %11 = or i64 %0, %1
  %12 = xor i64 %0, %1
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @cmp(i64 %0, i64 %1) {
  %3 = icmp eq i64 %0, %1
  %4 = icmp ne i64 %0, %1
  %5 = icmp slt i64 %0, %1
  %6 = icmp sle i64 %0, %1
  %7 = icmp sgt i64 %0, %1
  %8 = icmp sge i64 %0, %1
  %9 = icmp ult i64 %0, %1
  %10 = icmp ule i64 %0, %1
  %11 = icmp ugt i64 %0, %1
  %12 = icmp uge i64 %0, %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define { i64, i1 } @constants() {
  ret { i64, i1 } { i64 42, i1 true }
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define void @casts(i64 %0, i32 %1, i64 %2, i1 %3) {
  %5 = trunc i64 %0 to i32
  %6 = sext i32 %1 to i64
  %7 = sext i1 %3 to i64
  %8 = trunc i64 %0 to i8
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define i64 @sizeof() {
  ret i64 64
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 6: ok
source_filename = "LLVMDialectModule"

define i1 @generic(i64 %0, i64 %1) {
  %3 = add i64 %0, %1
  %4 = icmp ult i64 %3, %1
  ret i1 %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
