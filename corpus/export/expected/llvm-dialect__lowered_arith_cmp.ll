; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @cmpi_all(i32 %0, i32 %1) {
  %3 = icmp eq i32 %0, %1
  %4 = icmp ne i32 %0, %1
  %5 = icmp slt i32 %0, %1
  %6 = icmp sle i32 %0, %1
  %7 = icmp sgt i32 %0, %1
  %8 = icmp sge i32 %0, %1
  %9 = icmp ult i32 %0, %1
  %10 = icmp ule i32 %0, %1
  %11 = icmp ugt i32 %0, %1
  %12 = icmp uge i32 %0, %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @cmpf_all(float %0, float %1) {
  %3 = fcmp false float %0, %1
  %4 = fcmp oeq float %0, %1
  %5 = fcmp ogt float %0, %1
  %6 = fcmp oge float %0, %1
  %7 = fcmp olt float %0, %1
  %8 = fcmp ole float %0, %1
  %9 = fcmp one float %0, %1
  %10 = fcmp ord float %0, %1
  %11 = fcmp ueq float %0, %1
  %12 = fcmp ugt float %0, %1
  %13 = fcmp uge float %0, %1
  %14 = fcmp ult float %0, %1
  %15 = fcmp ule float %0, %1
  %16 = fcmp une float %0, %1
  %17 = fcmp uno float %0, %1
  %18 = fcmp true float %0, %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define i1 @cmpf_fastmath(double %0, double %1) {
  %3 = fcmp nnan olt double %0, %1
  %4 = fcmp fast uno double %0, %1
  ret i1 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define { i1, i1 } @generic(i64 %0, float %1) {
  %3 = fcmp une float %1, %1
  %4 = insertvalue { i1, i1 } { i1 false, i1 undef }, i1 %3, 1
  ret { i1, i1 } %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define void @string_predicates(i32 %0, float %1) {
  %3 = fcmp oge float %1, %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
