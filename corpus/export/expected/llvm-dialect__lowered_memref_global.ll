; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

@c = private constant [2 x float] [float 1.000000e+00, float 2.000000e+00]
@pub = global [4 x i32] zeroinitializer
@uninit = private global [8 x double] undef
@external = external global [3 x i8]

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @use() {
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @c, i64 0, [1 x i64] [i64 2], [1 x i64] [i64 1] }
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

@aligned = private global [16 x i8] undef, align 64
@nested_c = private constant i32 7, align 4
@explicit_pub = global [1 x float] [float 5.000000e-01]

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

@scalar = private constant float 3.000000e+00
@in_space = addrspace(3) global [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00]
@matrix = private global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4]]
@cplx = private constant [2 x { float, float }] [{ float, float } { float 1.000000e+00, float 0.000000e+00 }, { float, float } { float 1.000000e+00, float 0.000000e+00 }]

define { ptr addrspace(3), ptr addrspace(3), i64, [1 x i64], [1 x i64] } @get() {
  ret { ptr addrspace(3), ptr addrspace(3), i64, [1 x i64], [1 x i64] } { ptr addrspace(3) inttoptr (i64 3735928559 to ptr addrspace(3)), ptr addrspace(3) @in_space, i64 0, [1 x i64] [i64 4], [1 x i64] [i64 1] }
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

@table = private constant [3 x i64] [i64 1, i64 2, i64 3]

define i64 @read(i64 %0) {
  %2 = getelementptr i64, ptr @table, i64 %0
  %3 = load i64, ptr %2, align 4
  ret i64 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

@g = private constant [2 x i32] [i32 5, i32 5]
@h = global [2 x i32] undef

define void @f() {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

@hex = private global [2 x i32] [i32 1, i32 2]
@flags = private global [2 x [3 x i1]] [[3 x i1] [i1 true, i1 false, i1 true], [3 x i1] [i1 false, i1 false, i1 true]]

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
