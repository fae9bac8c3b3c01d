; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

declare i16 @signless_small(i1, i2, i7, i8)

declare { i512, i1000 } @signless_wide(i32, i64, i128, i256)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

declare i1000 @signed(i1, i8, i16, i32, i64, i128)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

declare { i127, i4096 } @unsigned(i1, i3, i8, i32, i64)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define i64 @index_args(i64 %0, i64 %1) {
  ret i64 %1
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok-raw
source_filename = "LLVMDialectModule"

declare i16777215 @max_width(i16777215)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
