; Facts only the C API gives: comdats named after no global (one quoted), vscale_range on
; definitions (a declaration's is in import/tests/module_facts.rs: the export drops it, as
; upstream 19's does), a function entry count, and !llvm.linker.options.
$c1 = comdat any
$"quoted name" = comdat largest
@odr = linkonce_odr global i16 7, comdat($c1)
@g2 = weak_odr global i32 1, comdat($"quoted name")
declare void @decl()
define void @entry_count() vscale_range(1,16) !prof !0 {
  ret void
}
define void @vs_only() vscale_range(4,4) {
  ret void
}
!llvm.linker.options = !{!1, !2}
!0 = !{!"function_entry_count", i64 1234}
!1 = !{!"-lm"}
!2 = !{!"/DEFAULTLIB:", !"libcmt"}
