; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

@big = common global [4294967296 x i8] zeroinitializer

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

@neg_zero_array = internal global [4 x float] zeroinitializer

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

@neg_zero_vector = internal global <4 x float> <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

@nested = internal global [2 x [3 x i32]] zeroinitializer

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

@ones = internal global [4 x i8] c"\01\01\01\01"

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

@zero_half = internal global [3 x half] zeroinitializer

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
