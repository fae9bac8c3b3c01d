; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define void @cast(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, ptr %5, ptr %6, i64 %7, i64 %8, i64 %9, ptr %10, ptr %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16) {
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, ptr %1, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, i64 %2, 2
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, i64 %3, 3, 0
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %4, 4, 0
  %23 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, ptr %23, align 8
  %24 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %23, 1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @reinterpret_cast(i64 %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) {
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %2, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, ptr %3, 1
  %13 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, i64 %4, 2
  %14 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %13, i64 %5, 3, 0
  %15 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, i64 %6, 4, 0
  %16 = insertvalue { i64, ptr } undef, i64 %0, 0
  %17 = insertvalue { i64, ptr } %16, ptr %1, 1
  %18 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, 0
  %19 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, 1
  %20 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %18, 0
  %21 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, ptr %19, 1
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %21, i64 0, 2
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 4, 3, 0
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 4, 4, 0
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 4, 3, 1
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 1, 4, 1
  %27 = extractvalue { i64, ptr } %17, 1
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr ptr, ptr %27, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %28, 0
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, ptr %30, 1
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, i64 %7, 2
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 %8, 3, 0
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 %9, 4, 0
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 4, 3, 1
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 1, 4, 1
  %38 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, 0
  %39 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, 1
  %40 = insertvalue { ptr, ptr, i64 } undef, ptr %38, 0
  %41 = insertvalue { ptr, ptr, i64 } %40, ptr %39, 1
  %42 = insertvalue { ptr, ptr, i64 } %41, i64 2, 2
  %43 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, 0
  %44 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, 1
  %45 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %43, 0
  %46 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %45, ptr %44, 1
  %47 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %46, i64 0, 2
  %48 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %47, i64 8, 3, 0
  %49 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %48, i64 2, 4, 0
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @transpose(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15) {
  %17 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %7, 0
  %18 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %17, ptr %8, 1
  %19 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, i64 %9, 2
  %20 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %19, i64 %10, 3, 0
  %21 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %20, i64 %13, 4, 0
  %22 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %21, i64 %11, 3, 1
  %23 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %22, i64 %14, 4, 1
  %24 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %23, i64 %12, 3, 2
  %25 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %24, i64 %15, 4, 2
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, ptr %1, 1
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 %2, 2
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 %3, 3, 0
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 %5, 4, 0
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 %4, 3, 1
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 %6, 4, 1
  %33 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, 0
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %33, 0
  %35 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, 1
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, ptr %35, 1
  %37 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, 2
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 %37, 2
  %39 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, 3, 1
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 %39, 3, 0
  %41 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, 4, 1
  %42 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, i64 %41, 4, 0
  %43 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, 3, 0
  %44 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, i64 %43, 3, 1
  %45 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, 4, 0
  %46 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %44, i64 %45, 4, 1
  %47 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 0
  %48 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %47, 0
  %49 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 1
  %50 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %48, ptr %49, 1
  %51 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 2
  %52 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %50, i64 %51, 2
  %53 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 3, 2
  %54 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %52, i64 %53, 3, 0
  %55 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 4, 2
  %56 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %54, i64 %55, 4, 0
  %57 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 3, 0
  %58 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %56, i64 %57, 3, 1
  %59 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 4, 0
  %60 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, i64 %59, 4, 1
  %61 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 3, 1
  %62 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %60, i64 %61, 3, 2
  %63 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, 4, 1
  %64 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %62, i64 %63, 4, 2
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define void @view(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, ptr addrspace(2) %5, ptr addrspace(2) %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) {
  %13 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } undef, ptr addrspace(2) %5, 0
  %14 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %13, ptr addrspace(2) %6, 1
  %15 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %14, i64 %7, 2
  %16 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %15, i64 %8, 3, 0
  %17 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %16, i64 %9, 4, 0
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, ptr %1, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, i64 %2, 2
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, i64 %3, 3, 0
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %4, 4, 0
  %23 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, 0
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %23, 0
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, 1
  %26 = getelementptr i8, ptr %25, i64 %10
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, ptr %26, 1
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 0, 2
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 16, 3, 1
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 1, 4, 1
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 16, 3, 0
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 16, 4, 0
  %33 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, 0
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %33, 0
  %35 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, 1
  %36 = getelementptr i8, ptr %35, i64 %10
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, ptr %36, 1
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 0, 2
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 4, 3, 1
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, i64 1, 4, 1
  %41 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, i64 %11, 3, 0
  %42 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %41, i64 4, 4, 0
  %43 = extractvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %17, 0
  %44 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [2 x i64], [2 x i64] } undef, ptr addrspace(2) %43, 0
  %45 = extractvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %17, 1
  %46 = getelementptr i8, ptr addrspace(2) %45, i64 %10
  %47 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [2 x i64], [2 x i64] } %44, ptr addrspace(2) %46, 1
  %48 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [2 x i64], [2 x i64] } %47, i64 0, 2
  %49 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [2 x i64], [2 x i64] } %48, i64 %11, 3, 1
  %50 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [2 x i64], [2 x i64] } %49, i64 1, 4, 1
  %51 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [2 x i64], [2 x i64] } %50, i64 %11, 3, 0
  %52 = mul i64 1, %11
  %53 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [2 x i64], [2 x i64] } %51, i64 %52, 4, 0
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
