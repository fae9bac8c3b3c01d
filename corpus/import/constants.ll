%struct.P = type { i32, double }
@arr = internal global [3 x i32] [i32 1, i32 -2, i32 3], align 4
@str = private unnamed_addr constant [4 x i8] c"ab\0A\00", align 1
@p = global ptr getelementptr inbounds ([3 x i32], ptr @arr, i64 0, i64 2), align 8
@s = global %struct.P { i32 7, double 1.5 }, align 8
@z = global [2 x i64] zeroinitializer
@v = global <4 x float> <float 1.0, float 2.0, float undef, float 4.0>
@ext = external global i32
define ptr @addr() {
  ret ptr getelementptr (i8, ptr @str, i64 1)
}
define i64 @cast() {
  %a = add i64 ptrtoint (ptr @ext to i64), 4
  ret i64 %a
}
