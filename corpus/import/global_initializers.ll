; Global initializers: an attribute wherever upstream 19's getConstantAsAttr makes one (scalars,
; strings, dense arrays/vectors incl. nested and splat ones, zero arrays/vectors), else a region.
; A thread-local unnamed_addr global keeps both (printed in the order MLIR 19's parser reads).
@a = global i32 -7
@b = global i1 true
@c = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@d = global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4]]
@e = global <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>
@f = global <4 x i32> <i32 5, i32 5, i32 5, i32 5>
@g = global [3 x i8] c"ab\00"
@h = global [4 x i32] zeroinitializer
@i = global <2 x double> zeroinitializer
@j = global [0 x i32] zeroinitializer
@k = global [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>]
@l = global [2 x i1] [i1 true, i1 false]
@m = global [2 x half] [half 1.0, half 2.0]
@n = global i128 123456789012345678901234567890
@o = global x86_fp80 0xK4000C000000000000000
@p = global [2 x fp128] [fp128 0xL00000000000000004000000000000000, fp128 0xL00000000000000004000000000000000]
@q = global { i32, i32 } { i32 1, i32 2 }
@r = global ptr null
@s = global [2 x ptr] zeroinitializer
@t = global <4 x i32> <i32 1, i32 undef, i32 3, i32 4>
@u = global [2 x i32] [i32 7, i32 7]
@v = global double 1.5
@w = global [2 x [0 x i32]] zeroinitializer
@y = global [1 x { i32 }] zeroinitializer
@z = global bfloat 0xR3F80
@tl = internal thread_local unnamed_addr global i32 3
