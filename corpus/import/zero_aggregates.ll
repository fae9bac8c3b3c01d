; Zero aggregates as upstream 19 builds them: dense elements where its attribute holds them
; (arrays and vectors of integers or floats), otherwise `undef` and one insert per element, the
; elements converted first and shared with equal constants of the function (one `i32 0`, one null).
%pair = type { i32, ptr, [2 x i16], { float, i8 } }
@whole = global %pair zeroinitializer
@nested = global [2 x %pair] zeroinitializer
@ptrs = global [3 x ptr] zeroinitializer
@grid = global [2 x [3 x double]] zeroinitializer
define i32 @use(ptr %p) {
  store %pair zeroinitializer, ptr %p
  store <2 x ptr> zeroinitializer, ptr %p
  store { i1, [0 x i8], half } zeroinitializer, ptr %p
  store <4 x i1> zeroinitializer, ptr %p
  store i32 0, ptr %p
  store ptr null, ptr %p
  ret i32 0
}
