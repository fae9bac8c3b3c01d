; Constants llvm-ir cannot hold (x86_fp80, half, fp128, i128) as operands of insertvalue,
; shufflevector, getelementptr and PHIs: their exact values, as upstream 19 imports them. (An
; extractvalue of a constant aggregate imports as well, but the export folds it away.)
define void @f(ptr %p, <2 x half> %v, i1 %c, i32 %i) {
entry:
  %e = insertvalue { x86_fp80, i32 } { x86_fp80 0xK3FFF8000000000000000, i32 1 }, i32 %i, 1
  %s = shufflevector <2 x half> %v, <2 x half> <half 0xH3C00, half 0xH4000>, <2 x i32> <i32 0, i32 3>
  %g = getelementptr i8, ptr %p, i128 170141183460469231731687303715884105727
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %ph = phi fp128 [ 0xL00000000000000003FFF000000000000, %entry ], [ 0xL00000000000000004000000000000000, %a ]
  ret void
}
