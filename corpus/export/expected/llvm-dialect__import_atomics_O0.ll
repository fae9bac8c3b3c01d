; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "S128-e-f80:128-i128:128-p0:64:64:64:64-i1:8-i8:8-i16:16-f16:16-i32:32-p270:32:32:32:32-f128:128-f64:64-p271:32:32:32:32-p272:64:64:64:64-i64:64"

@tls_value = dso_local thread_local global i32 3, align 4
@counter = dso_local global i32 0, align 4
@sink = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define i32 @bump() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 2, ptr %1, align 4
  %4 = load i32, ptr %1, align 4
  %5 = atomicrmw add ptr @counter, i32 %4 monotonic, align 4
  store i32 %5, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = load atomic i32, ptr @counter seq_cst, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @swap_if(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %5, align 4
  %10 = cmpxchg ptr @counter, i32 %8, i32 %9 seq_cst seq_cst, align 4
  %11 = extractvalue { i32, i1 } %10, 0
  %12 = extractvalue { i32, i1 } %10, 1
  br i1 %12, label %14, label %13

13:                                               ; preds = %2
  store i32 %11, ptr %3, align 4
  br label %14

14:                                               ; preds = %13, %2
  %15 = zext i1 %12 to i8
  store i8 %15, ptr %6, align 1
  %16 = load i8, ptr %6, align 1
  %17 = trunc i8 %16 to i1
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define void @fence() #0 {
  fence seq_cst
  store volatile i32 1, ptr @sink, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @tls() #0 {
  %1 = call ptr @llvm.threadlocal.address.p0(ptr @tls_value)
  %2 = load i32, ptr %1, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 @bump()
  call void @fence()
  %5 = call i32 @bump()
  %6 = call i32 @swap_if(i32 4, i32 9)
  %7 = add nsw i32 %5, %6
  %8 = call i32 @tls()
  %9 = add nsw i32 %7, %8
  store i32 1, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = atomicrmw xchg ptr @counter, i32 %10 seq_cst, align 4
  store i32 %11, ptr %3, align 4
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %9, %12
  %14 = and i32 %13, 255
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
