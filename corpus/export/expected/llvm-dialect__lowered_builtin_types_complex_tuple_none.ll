; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

declare void @complex_types({ float, float }, { double, double }, { bfloat, bfloat }, { i32, i32 }, { half, half })

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
