; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @empty() {
  ret void
}

declare float @private_decl(i32)

define void @nested_vis() {
  ret void
}

define void @explicit_public() {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define { float, i32 } @swap(i32 %0, float %1) {
  %3 = insertvalue { float, i32 } undef, float %1, 0
  %4 = insertvalue { float, i32 } %3, i32 %0, 1
  ret { float, i32 } %4
}

define i32 @caller(i32 %0, float %1) {
  %3 = call { float, i32 } @swap(i32 %0, float %1)
  %4 = extractvalue { float, i32 } %3, 0
  %5 = extractvalue { float, i32 } %3, 1
  %6 = call { float, i32 } @swap(i32 %0, float %4)
  %7 = extractvalue { float, i32 } %6, 0
  %8 = extractvalue { float, i32 } %6, 1
  ret i32 %8
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

declare void @ext(ptr, ptr, i64, i64, i64, i64)

define void @rec(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5) {
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %1, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 0
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %14 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 2
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 3, 0
  %16 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 4, 0
  call void @ext(ptr %12, ptr %13, i64 %14, i64 %15, i64 %16, i64 %5)
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 0
  %18 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %19 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 2
  %20 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 3, 0
  %21 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 4, 0
  call void @rec(ptr %17, ptr %18, i64 %19, i64 %20, i64 %21, i64 %5)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

declare i32 @target(i32)

define i32 @indirect(i32 %0) {
  %2 = call i32 @target(i32 %0)
  %3 = call i32 @target(i32 %2)
  ret i32 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define i1 @apply(ptr %0, i32 %1) {
  %3 = call { i32, i1 } %0(i32 %1, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 0
  %5 = extractvalue { i32, i1 } %3, 1
  ret i1 %5
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

; Function Attrs: noinline
define i32 @attrs(i32 %0, ptr %1, ptr %2, i64 %3, i64 %4, i64 %5) #0 {
  ret i32 %0
}

declare float @decl_attrs(i32, float)

attributes #0 = { noinline }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 6: ok
source_filename = "LLVMDialectModule"

define i1 @helper() {
  ret i1 true
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 7: ok
source_filename = "LLVMDialectModule"

declare double @callee(double)

define double @generic_calls(double %0) {
  %2 = call double @callee(double %0)
  %3 = call double @callee(double %2)
  %4 = call double @callee(double %3)
  ret double %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 8: ok
source_filename = "LLVMDialectModule"

declare void @leaf()

define ptr @get_fn() {
  ret ptr @leaf
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
