; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$any = comdat any

$largest = comdat largest

@i32_init = global i32 42, section ".mydata", align 4
@f64_init = internal constant double 1.500000e+00
@str = private unnamed_addr constant [6 x i8] c"hello\00"
@weak_hidden = weak hidden global i64 0
@odr = linkonce_odr local_unnamed_addr global i16 7, comdat($any)
@common_zero = common addrspace(1) global i32 0
@tls = thread_local global i32 3
@ext_weak = extern_weak global i32
@ext_decl = external global ptr
@avail = available_externally protected global i8 5
@dense = weak_odr global <2 x float> <float 1.000000e+00, float 2.000000e+00>, comdat($largest)
@app = appending global [2 x i32] [i32 1, i32 2]
@nested = internal global [2 x [3 x i8]] [[3 x i8] c"\01\02\03", [3 x i8] c"\04\05\06"]
@splat = internal global [4 x i64] [i64 7, i64 7, i64 7, i64 7]
@undef_internal = internal global i32 undef
@region_struct = internal global { i32, ptr, [2 x float] } { i32 9, ptr @i32_init, [2 x float] [float undef, float 2.500000e+00] }
@region_gep = internal global ptr getelementptr ([2 x [3 x i8]], ptr @nested, i32 0, i32 1, i32 2)
@region_self = internal global ptr @region_self
@region_func = internal global ptr @ctor
@region_expr = internal global i64 add (i64 ptrtoint (ptr @i32_init to i64), i64 8)
@zero_init = internal global { i32, double } zeroinitializer
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }, { i32, ptr, ptr } { i32 101, ptr @ctor2, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @dtor, ptr null }]

define void @ctor() {
  ret void
}

define void @ctor2() {
  ret void
}

define void @dtor() {
  ret void
}

define linkonce_odr void @in_comdat() comdat($any) {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"
target datalayout = "E-A5-S64-i64:32:64-p1:32:32:32:16-f128:128"

define i64 @f(ptr addrspace(1) %0) {
  %2 = load i64, ptr addrspace(1) %0, align 4
  ret i64 %2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

declare void @uses_nothing()

!llvm.module.flags = !{!0}
!llvm.linker.options = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"-lm"}
!2 = !{!"/DEFAULTLIB:", !"libcmt"}
