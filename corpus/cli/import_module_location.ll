; RUN: translate --import-llvm --mlir-print-debuginfo
; Without debug information, the module, its globals (with their initializer's return), comdats
; and linker options are located at the source file (`loc("<source_filename>":0:0)`), as
; upstream 19 locates them; functions and their ops have no location.
source_filename = "module_location.c"

$any = comdat any
@p = global ptr null
@g = global i32 1, comdat($any)
!llvm.linker.options = !{!0}
!0 = !{!"DEFAULTLIB", !"foo"}

define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
