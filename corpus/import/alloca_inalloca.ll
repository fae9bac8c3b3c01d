; `alloca inalloca` (llvm-ir and the C API do not say it; read from LLVM's printing of the alloca)
; next to plain allocas, and the inalloca argument it is made for.
declare void @callee(ptr inalloca(<{ i32, i64 }>))

define void @caller(i32 %n) {
  %plain = alloca i32, align 4
  %args = alloca inalloca <{ i32, i64 }>, align 4
  %many = alloca inalloca i8, i32 %n, align 16
  store i32 1, ptr %plain, align 4
  call void @callee(ptr inalloca(<{ i32, i64 }>) %args)
  ret void
}
