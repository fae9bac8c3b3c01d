; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

declare bfloat @ieee(half, float, double, x86_fp80, fp128)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

declare void @f8_types(i8, i8, i8, i8, i8, i8)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
