; Parameter attributes llvm-ir does not name (byref with its type, alignstack with its value,
; allocalign, allocptr) and the function string attributes the dialect holds as properties
; (floating-point modes, SME streaming and ZA state), on a definition and a declaration, as
; upstream 19 imports them.
%rec = type { i64, double }
define void @callee(ptr byref(%rec) %r, ptr alignstack(16) %s, i64 allocalign %n, ptr allocptr %p) "unsafe-fp-math"="true" "no-nans-fp-math"="false" "denormal-fp-math"="preserve-sign,preserve-sign" "fp-contract"="on" "aarch64_pstate_sm_compatible" "aarch64_inout_za" {
  ret void
}
declare ptr @realloc_like(ptr allocptr, i64 allocalign, ptr byref(i32)) "no-signed-zeros-fp-math"="true" "approx-func-fp-math"="true" "denormal-fp-math-f32"="ieee" "aarch64_pstate_sm_enabled" "aarch64_new_za"
