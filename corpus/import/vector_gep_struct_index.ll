; Vector GEPs whose struct field number is a splat vector (`<2 x i32> <i32 2, i32 2>`, also
; `zeroinitializer`; LLVM wants a splat for a vector GEP's struct index), as an instruction and as
; a constant: the field number is written inline, as upstream 19 writes it. It was an operand, which
; the verifier refuses (`'llvm.getelementptr' op expected index 1 indexing a struct to be constant`).
; `main` returns 33 before and after a round trip.
%S = type { i32, [4 x i16], i64 }

@s = global [2 x %S] [%S { i32 1, [4 x i16] zeroinitializer, i64 10 }, %S { i32 2, [4 x i16] zeroinitializer, i64 20 }]

define i32 @sum(ptr %p, <2 x ptr> %q, <2 x i64> %i, <2 x ptr> %k) {
  %v = getelementptr %S, ptr %p, <2 x i64> %i, <2 x i32> <i32 2, i32 2>
  %a = extractelement <2 x ptr> %v, i64 0
  %b = extractelement <2 x ptr> %v, i64 1
  %x = load i64, ptr %a
  %y = load i64, ptr %b
  %w = getelementptr %S, <2 x ptr> %q, <2 x i64> %i, <2 x i32> zeroinitializer
  %c = extractelement <2 x ptr> %w, i64 1
  %f = load i32, ptr %c
  %e = extractelement <2 x ptr> %k, i64 1
  %g = load i32, ptr %e
  %z = add i64 %x, %y
  %r = trunc i64 %z to i32
  %r1 = add i32 %r, %f
  %r2 = add i32 %r1, %g
  ret i32 %r2
}

define i32 @main() {
  %r = call i32 @sum(ptr @s, <2 x ptr> <ptr @s, ptr @s>, <2 x i64> <i64 0, i64 1>, <2 x ptr> getelementptr (%S, <2 x ptr> <ptr @s, ptr @s>, <2 x i64> <i64 1, i64 0>, <2 x i32> <i32 0, i32 0>))
  ret i32 %r
}
