; Constant GEPs whose base and indices are equal but whose source element types differ (csmith at
; -O0: `&g[3][1]` and `&g[0][3][4][2]` of one global), nested, as a store's value and address.
@g = internal global [3 x [4 x [5 x ptr]]] zeroinitializer, align 16
@p = global ptr getelementptr inbounds ([4 x [5 x ptr]], ptr @g, i64 0, i64 3), align 8

define void @f(ptr %q) {
  store ptr getelementptr inbounds ([5 x ptr], ptr getelementptr inbounds ([4 x [5 x ptr]], ptr @g, i64 0, i64 3), i64 0, i64 1), ptr %q, align 8
  store ptr @g, ptr getelementptr inbounds ([5 x ptr], ptr getelementptr inbounds ([4 x [5 x ptr]], ptr getelementptr inbounds ([3 x [4 x [5 x ptr]]], ptr @g, i64 0, i64 3), i64 0, i64 4), i64 0, i64 2), align 8
  ret void
}
