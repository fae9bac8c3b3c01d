; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target triple = "x86_64-pc-windows-msvc"

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 2, !"CodeView", i32 1}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"
target triple = "x86_64-pc-windows-msvc19.29.30133"

declare void @f()

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 2, !"CodeView", i32 1}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"
target triple = "i686-pc-win32"

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"
target triple = "x86_64-w64-windows-gnu"

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"
target triple = "aarch64-linux-android"

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
