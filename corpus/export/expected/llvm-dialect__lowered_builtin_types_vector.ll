; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

declare <1 x double> @zero_d(<1 x float>, <1 x i1>, <1 x i64>)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

declare void @ranked(<1 x float>, [4 x <8 x i32>], [2 x [3 x [4 x <5 x half>]]], [1 x [1 x <1 x i1>]])

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define [4 x <vscale x 8 x bfloat>] @scalable_passthrough([4 x <vscale x 8 x bfloat>] %0) {
  ret [4 x <vscale x 8 x bfloat>] %0
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

declare void @spacing([4 x <8 x float>], <vscale x 4 x i8>)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

declare void @odd_elements(<3 x i7>, <5 x i8>, <16 x i64>, <2 x i8>, <2 x i16>)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
