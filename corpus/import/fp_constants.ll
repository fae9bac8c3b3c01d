; Floating-point constants other than float/double (half, bfloat, fp128, x86_fp80) in globals,
; instructions (including atomicrmw and invoke operands), vectors, arrays and structs: the values
; upstream 19 imports (vectors and arrays of them as dense constants, as upstream writes them).
@h = global half 0xH3C00
@bf = global bfloat 0xRBF80
@q = global fp128 0xL00000000000000004000C00000000000
@x = global x86_fp80 0xK3FFF8000000000000000
@vh = global <2 x half> <half 0xH3C00, half 0xH7C00>
@ab = global [2 x bfloat] [bfloat 0xR3F80, bfloat 0xR7FC0]
@vq = global <2 x fp128> <fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000008000000000000000>
@ax = global [2 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK7FFFC000000000000000]
@s = global { half, fp128, bfloat, x86_fp80 } { half 0xH3555, fp128 0xL00000000000000003FFF000000000000, bfloat 0xR3F80, x86_fp80 0xK4000C000000000000000 }
declare void @g(half, x86_fp80)
declare i32 @__gxx_personality_v0(...)
define <2 x half> @f(ptr %p, half %b, bfloat %c, fp128 %d, <2 x half> %v, <2 x x86_fp80> %w) personality ptr @__gxx_personality_v0 {
entry:
  %b2 = fadd half %b, 0xH3C00
  %c2 = fmul bfloat %c, 0xR4000
  %d2 = fsub fp128 %d, 0xL00000000000000003FFF000000000000
  %v2 = fadd <2 x half> %v, <half 0xH3C00, half 0xH4000>
  %w2 = fadd <2 x x86_fp80> %w, <x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK4000C000000000000000>
  %a = atomicrmw fadd ptr %p, half 0xH4200 seq_cst
  %e = insertelement <2 x half> %v2, half 0xHFC00, i32 1
  store x86_fp80 0xK3FFF8000000000000000, ptr %p
  invoke void @g(half 0xH3C00, x86_fp80 0xK4000C000000000000000) to label %ok unwind label %bad
ok:
  ret <2 x half> %e
bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
