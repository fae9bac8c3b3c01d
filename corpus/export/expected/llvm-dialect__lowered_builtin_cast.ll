; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @same_type(i32 %0) {
  ret i32 %0
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
