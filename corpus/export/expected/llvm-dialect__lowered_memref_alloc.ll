; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define void @alloc_static() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 32) to i64))
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 4, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 8, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 8, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr (i8, ptr null, i64 16) to i64), i64 64))
  %10 = ptrtoint ptr %9 to i64
  %11 = add i64 %10, 63
  %12 = urem i64 %11, 64
  %13 = sub i64 %11, %12
  %14 = inttoptr i64 %13 to ptr
  %15 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %9, 0
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, ptr %14, 1
  %17 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %16, i64 0, 2
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %17, i64 16, 3, 0
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, i64 1, 4, 0
  %20 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 1) to i64))
  %21 = insertvalue { ptr, ptr, i64 } undef, ptr %20, 0
  %22 = insertvalue { ptr, ptr, i64 } %21, ptr %20, 1
  %23 = insertvalue { ptr, ptr, i64 } %22, i64 0, 2
  %24 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  call void @free(ptr %24)
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, 0
  call void @free(ptr %25)
  %26 = extractvalue { ptr, ptr, i64 } %23, 0
  call void @free(ptr %26)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define void @alloc_dynamic(i64 %0, i64 %1) {
  %3 = getelementptr float, ptr null, i64 %0
  %4 = ptrtoint ptr %3 to i64
  %5 = call ptr @malloc(i64 %4)
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %5, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %5, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 0, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %0, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 1, 4, 0
  %11 = mul i64 %1, 4
  %12 = mul i64 %11, %0
  %13 = getelementptr i32, ptr null, i64 %12
  %14 = ptrtoint ptr %13 to i64
  %15 = call ptr @malloc(i64 %14)
  %16 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %15, 0
  %17 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %16, ptr %15, 1
  %18 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %17, i64 0, 2
  %19 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, i64 %0, 3, 0
  %20 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %19, i64 4, 3, 1
  %21 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %20, i64 %1, 3, 2
  %22 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %21, i64 %11, 4, 0
  %23 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %22, i64 %1, 4, 1
  %24 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %23, i64 1, 4, 2
  %25 = mul i64 %1, 2
  %26 = getelementptr float, ptr null, i64 %25
  %27 = ptrtoint ptr %26 to i64
  %28 = call ptr @malloc(i64 %27)
  %29 = addrspacecast ptr %28 to ptr addrspace(1)
  %30 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } undef, ptr addrspace(1) %29, 0
  %31 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } %30, ptr addrspace(1) %29, 1
  %32 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } %31, i64 0, 2
  %33 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } %32, i64 2, 3, 0
  %34 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } %33, i64 %1, 3, 1
  %35 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } %34, i64 %1, 4, 0
  %36 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } %35, i64 1, 4, 1
  %37 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 0
  call void @free(ptr %37)
  %38 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %24, 0
  call void @free(ptr %38)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @alloca(i64 %0) {
  %2 = alloca float, i64 4, align 4
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %2, 0
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, ptr %2, 1
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 0, 2
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 4, 3, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 1, 4, 0
  %8 = alloca <4 x float>, i64 %0, align 16
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %8, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, ptr %8, 1
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 0, 2
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 %0, 3, 0
  %13 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, i64 1, 4, 0
  %14 = alloca i1, i64 2, align 1, addrspace(5)
  %15 = insertvalue { ptr addrspace(5), ptr addrspace(5), i64, [1 x i64], [1 x i64] } undef, ptr addrspace(5) %14, 0
  %16 = insertvalue { ptr addrspace(5), ptr addrspace(5), i64, [1 x i64], [1 x i64] } %15, ptr addrspace(5) %14, 1
  %17 = insertvalue { ptr addrspace(5), ptr addrspace(5), i64, [1 x i64], [1 x i64] } %16, i64 0, 2
  %18 = insertvalue { ptr addrspace(5), ptr addrspace(5), i64, [1 x i64], [1 x i64] } %17, i64 2, 3, 0
  %19 = insertvalue { ptr addrspace(5), ptr addrspace(5), i64, [1 x i64], [1 x i64] } %18, i64 1, 4, 0
  %20 = alloca { double, double }, i64 1, align 8
  %21 = insertvalue { ptr, ptr, i64 } undef, ptr %20, 0
  %22 = insertvalue { ptr, ptr, i64 } %21, ptr %20, 1
  %23 = insertvalue { ptr, ptr, i64 } %22, i64 0, 2
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define float @alloca_scope(i64 %0) {
  %2 = call ptr @llvm.stacksave.p0()
  br label %3

3:                                                ; preds = %1
  %4 = alloca float, i64 %0, align 4
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %4, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, ptr %4, 1
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 0, 2
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %0, 3, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 1, 4, 0
  call void @llvm.stackrestore.p0(ptr %2)
  br label %10

10:                                               ; preds = %3
  %11 = call ptr @llvm.stacksave.p0()
  br label %12

12:                                               ; preds = %10
  %13 = alloca float, i64 1, align 4
  %14 = insertvalue { ptr, ptr, i64 } undef, ptr %13, 0
  %15 = insertvalue { ptr, ptr, i64 } %14, ptr %13, 1
  %16 = insertvalue { ptr, ptr, i64 } %15, i64 0, 2
  %17 = extractvalue { ptr, ptr, i64 } %16, 1
  %18 = load float, ptr %17, align 4
  %19 = call ptr @llvm.stacksave.p0()
  br label %20

20:                                               ; preds = %12
  %21 = alloca float, i64 2, align 4
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %21, 0
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, ptr %21, 1
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 0, 2
  %25 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, i64 2, 3, 0
  %26 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, i64 1, 4, 0
  call void @llvm.stackrestore.p0(ptr %19)
  br label %27

27:                                               ; preds = %20
  call void @llvm.stackrestore.p0(ptr %11)
  br label %28

28:                                               ; preds = %27
  %29 = phi float [ %18, %27 ]
  br label %30

30:                                               ; preds = %28
  ret float %29
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define void @generic(i64 %0) {
  %2 = getelementptr float, ptr null, i64 %0
  %3 = ptrtoint ptr %2 to i64
  %4 = add i64 %3, 8
  %5 = call ptr @malloc(i64 %4)
  %6 = ptrtoint ptr %5 to i64
  %7 = add i64 %6, 7
  %8 = urem i64 %7, 8
  %9 = sub i64 %7, %8
  %10 = inttoptr i64 %9 to ptr
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %5, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, ptr %10, 1
  %13 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, i64 0, 2
  %14 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %13, i64 %0, 3, 0
  %15 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, i64 1, 4, 0
  %16 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, 0
  call void @free(ptr %16)
  %17 = call ptr @llvm.stacksave.p0()
  br label %18

18:                                               ; preds = %1
  call void @llvm.stackrestore.p0(ptr %17)
  br label %19

19:                                               ; preds = %18
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
