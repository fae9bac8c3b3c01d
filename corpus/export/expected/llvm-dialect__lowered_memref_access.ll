; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define float @load_store(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, float %9) {
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, ptr %1, 1
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %2, 2
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %3, 3, 0
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %5, 4, 0
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 %4, 3, 1
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 %6, 4, 1
  %18 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 1
  %19 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 4, 0
  %20 = mul i64 %7, %19
  %21 = add i64 %20, %8
  %22 = getelementptr float, ptr %18, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 1
  %25 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 4, 0
  %26 = mul i64 %7, %25
  %27 = add i64 %26, %8
  %28 = getelementptr float, ptr %24, i64 %27
  store float %9, ptr %28, align 4
  %29 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 1
  %30 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 4, 0
  %31 = mul i64 %8, %30
  %32 = add i64 %31, %7
  %33 = getelementptr float, ptr %29, i64 %32
  %34 = load float, ptr %33, align 4, !nontemporal !1
  %35 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 1
  %36 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, 4, 0
  %37 = mul i64 %7, %36
  %38 = add i64 %37, %7
  %39 = getelementptr float, ptr %35, i64 %38
  store float %34, ptr %39, align 4, !nontemporal !1
  ret float %23
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define void @load_store_kinds(ptr %0, ptr %1, i64 %2, ptr addrspace(2) %3, ptr addrspace(2) %4, i64 %5, i64 %6, i64 %7, i64 %8) {
  %10 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } undef, ptr addrspace(2) %3, 0
  %11 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %10, ptr addrspace(2) %4, 1
  %12 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %11, i64 %5, 2
  %13 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %12, i64 %6, 3, 0
  %14 = insertvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %13, i64 %7, 4, 0
  %15 = insertvalue { ptr, ptr, i64 } undef, ptr %0, 0
  %16 = insertvalue { ptr, ptr, i64 } %15, ptr %1, 1
  %17 = insertvalue { ptr, ptr, i64 } %16, i64 %2, 2
  %18 = extractvalue { ptr, ptr, i64 } %17, 1
  %19 = load i32, ptr %18, align 4
  %20 = extractvalue { ptr, ptr, i64 } %17, 1
  store i32 %19, ptr %20, align 4
  %21 = extractvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %14, 1
  %22 = getelementptr <4 x float>, ptr addrspace(2) %21, i64 %8
  %23 = load <4 x float>, ptr addrspace(2) %22, align 16
  %24 = extractvalue { ptr addrspace(2), ptr addrspace(2), i64, [1 x i64], [1 x i64] } %14, 1
  %25 = getelementptr <4 x float>, ptr addrspace(2) %24, i64 %8
  store <4 x float> %23, ptr addrspace(2) %25, align 16
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define { i64, i64, i64 } @dim_rank(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, ptr %10, i64 %11) {
  %13 = insertvalue { i64, ptr } undef, i64 %9, 0
  %14 = insertvalue { i64, ptr } %13, ptr %10, 1
  %15 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %0, 0
  %16 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %15, ptr %1, 1
  %17 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %16, i64 %2, 2
  %18 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %17, i64 %3, 3, 0
  %19 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, i64 %6, 4, 0
  %20 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %19, i64 %4, 3, 1
  %21 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %20, i64 %7, 4, 1
  %22 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %21, i64 %5, 3, 2
  %23 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %22, i64 %8, 4, 2
  %24 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %23, 3, 0
  %25 = extractvalue { i64, ptr } %14, 1
  %26 = getelementptr { ptr, ptr, i64 }, ptr %25, i32 0, i32 2
  %27 = add i64 1, %11
  %28 = getelementptr i64, ptr %26, i64 %27
  %29 = load i64, ptr %28, align 4
  %30 = extractvalue { i64, ptr } %14, 0
  %31 = insertvalue { i64, i64, i64 } undef, i64 %24, 0
  %32 = insertvalue { i64, i64, i64 } %31, i64 %29, 1
  %33 = insertvalue { i64, i64, i64 } %32, i64 %30, 2
  ret { i64, i64, i64 } %33
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

declare void @memrefCopy(i64, ptr, ptr)

define void @copy(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, ptr %5, ptr %6, i64 %7, i64 %8, i64 %9, i64 %10, ptr %11, i64 %12, ptr %13) {
  %15 = insertvalue { i64, ptr } undef, i64 %12, 0
  %16 = insertvalue { i64, ptr } %15, ptr %13, 1
  %17 = insertvalue { i64, ptr } undef, i64 %10, 0
  %18 = insertvalue { i64, ptr } %17, ptr %11, 1
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %5, 0
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, ptr %6, 1
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, i64 %7, 2
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %8, 3, 0
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 %9, 4, 0
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %25 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, ptr %1, 1
  %26 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, i64 %2, 2
  %27 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %26, i64 %3, 3, 0
  %28 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %27, i64 %4, 4, 0
  %29 = call ptr @llvm.stacksave.p0()
  %30 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %28, ptr %30, align 8
  %31 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %30, 1
  %32 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, ptr %32, align 8
  %33 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %32, 1
  %34 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %31, ptr %34, align 8
  %35 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %33, ptr %35, align 8
  call void @memrefCopy(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), ptr %34, ptr %35)
  call void @llvm.stackrestore.p0(ptr %29)
  %36 = call ptr @llvm.stacksave.p0()
  %37 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %18, ptr %37, align 8
  %38 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %16, ptr %38, align 8
  call void @memrefCopy(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), ptr %37, ptr %38)
  call void @llvm.stackrestore.p0(ptr %36)
  ret void
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

define void @prefetch(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) {
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, ptr %1, 1
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %17 = mul i64 %7, 8
  %18 = add i64 %17, %7
  %19 = getelementptr float, ptr %16, i64 %18
  call void @llvm.prefetch.p0(ptr %19, i32 0, i32 3, i32 1)
  %20 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %21 = mul i64 %7, 8
  %22 = add i64 %21, %7
  %23 = getelementptr float, ptr %20, i64 %22
  call void @llvm.prefetch.p0(ptr %23, i32 1, i32 0, i32 0)
  %24 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %25 = mul i64 %7, 8
  %26 = add i64 %25, %7
  %27 = getelementptr float, ptr %24, i64 %26
  call void @llvm.prefetch.p0(ptr %27, i32 0, i32 1, i32 0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define void @assume_alignment(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, ptr %5, ptr %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) {
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %5, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, ptr %6, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %7, 2
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 %8, 3, 0
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 %10, 4, 0
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, i64 %9, 3, 1
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, i64 %11, 4, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, ptr %1, 1
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %2, 2
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 %3, 3, 0
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 %4, 4, 0
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 1
  %26 = ptrtoint ptr %25 to i64
  %27 = and i64 %26, 15
  %28 = icmp eq i64 %27, 0
  call void @llvm.assume(i1 %28)
  %29 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 1
  %30 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 2
  %31 = getelementptr half, ptr %29, i64 %30
  %32 = ptrtoint ptr %31 to i64
  %33 = and i64 %32, 63
  %34 = icmp eq i64 %33, 0
  call void @llvm.assume(i1 %34)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 6: ok
source_filename = "LLVMDialectModule"

define i64 @extract(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9) {
  %11 = insertvalue { ptr, ptr, i64 } undef, ptr %7, 0
  %12 = insertvalue { ptr, ptr, i64 } %11, ptr %8, 1
  %13 = insertvalue { ptr, ptr, i64 } %12, i64 %9, 2
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, ptr %1, 1
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 %2, 2
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 %3, 3, 0
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, i64 %5, 4, 0
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, i64 %4, 3, 1
  %20 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, i64 %6, 4, 1
  %21 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, 1
  %22 = ptrtoint ptr %21 to i64
  %23 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, 0
  %24 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, 1
  %25 = insertvalue { ptr, ptr, i64 } undef, ptr %23, 0
  %26 = insertvalue { ptr, ptr, i64 } %25, ptr %24, 1
  %27 = insertvalue { ptr, ptr, i64 } %26, i64 0, 2
  %28 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, 2
  %29 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, 3, 0
  %30 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, 3, 1
  %31 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %32 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, 4, 1
  %33 = extractvalue { ptr, ptr, i64 } %13, 0
  %34 = extractvalue { ptr, ptr, i64 } %13, 1
  %35 = insertvalue { ptr, ptr, i64 } undef, ptr %33, 0
  %36 = insertvalue { ptr, ptr, i64 } %35, ptr %34, 1
  %37 = insertvalue { ptr, ptr, i64 } %36, i64 0, 2
  %38 = extractvalue { ptr, ptr, i64 } %13, 2
  ret i64 %22
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 7: ok
source_filename = "LLVMDialectModule"

define void @generic(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5) {
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %1, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %13 = getelementptr i32, ptr %12, i64 %5
  %14 = load i32, ptr %13, align 4
  %15 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %16 = getelementptr i32, ptr %15, i64 %5
  store i32 %14, ptr %16, align 4, !nontemporal !1
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %18 = getelementptr i32, ptr %17, i64 %5
  %19 = load i32, ptr %18, align 4
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1}
