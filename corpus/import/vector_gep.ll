; GEPs of vectors of pointers (a vector base or a vector index): their result is a vector of pointers,
; compared, selected, shuffled and taken apart as one (csmith -O2's vectorized pointer code).
@a = global [4 x i32] zeroinitializer
@b = global [4 x i32] zeroinitializer

define <2 x ptr> @g(<2 x i64> %i) {
  %1 = getelementptr inbounds [4 x i32], <2 x ptr> <ptr @a, ptr @b>, <2 x i64> zeroinitializer, <2 x i64> %i
  %2 = shufflevector <2 x ptr> %1, <2 x ptr> getelementptr (i8, <2 x ptr> <ptr @b, ptr @a>, i64 4), <2 x i32> <i32 0, i32 3>
  ret <2 x ptr> %2
}

define <2 x i64> @f(ptr %a, <2 x ptr> %v, <2 x i64> %i) {
  %1 = getelementptr i8, <2 x ptr> %v, i64 8
  %2 = getelementptr i32, ptr %a, <2 x i64> %i
  %3 = icmp eq <2 x ptr> %1, %2
  %4 = select <2 x i1> %3, <2 x ptr> %1, <2 x ptr> %2
  %5 = ptrtoint <2 x ptr> %4 to <2 x i64>
  %6 = extractelement <2 x ptr> %4, i32 1
  %7 = load i64, ptr %6
  %8 = insertelement <2 x i64> %5, i64 %7, i32 0
  ret <2 x i64> %8
}
