; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "S128-e-i128:128-f80:128-p0:64:64:64:64-i1:8-i8:8-i16:16-i32:32-f64:64-f16:16-p270:32:32:32:32-f128:128-p271:32:32:32:32-p272:64:64:64:64-i64:64"

; Function Attrs: noinline nounwind optnone uwtable
define <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %5)
  ret <4 x float> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define <4 x i32> @vsel(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %6 = load <4 x i32>, ptr %3, align 16
  %7 = load <4 x i32>, ptr %4, align 16
  %8 = icmp sgt <4 x i32> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  store <4 x i32> %9, ptr %5, align 16
  %10 = load <4 x i32>, ptr %3, align 16
  %11 = load <4 x i32>, ptr %5, align 16
  %12 = and <4 x i32> %10, %11
  %13 = load <4 x i32>, ptr %4, align 16
  %14 = load <4 x i32>, ptr %5, align 16
  %15 = xor <4 x i32> %14, <i32 -1, i32 -1, i32 -1, i32 -1>
  %16 = and <4 x i32> %13, %15
  %17 = or <4 x i32> %12, %16
  ret <4 x i32> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define float @hsum(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = extractelement <4 x float> %3, i32 0
  %5 = load <4 x float>, ptr %2, align 16
  %6 = extractelement <4 x float> %5, i32 1
  %7 = fadd float %4, %6
  %8 = load <4 x float>, ptr %2, align 16
  %9 = extractelement <4 x float> %8, i32 2
  %10 = fadd float %7, %9
  %11 = load <4 x float>, ptr %2, align 16
  %12 = extractelement <4 x float> %11, i32 3
  %13 = fadd float %10, %12
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define <4 x float> @shuf(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = shufflevector <4 x float> %5, <4 x float> %6, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x float> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %2, align 16
  store <4 x float> <float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %3, align 16
  store <4 x i32> <i32 1, i32 5, i32 3, i32 7>, ptr %4, align 16
  store <4 x i32> <i32 4, i32 2, i32 6, i32 0>, ptr %5, align 16
  %6 = load <4 x float>, ptr %2, align 16
  %7 = load <4 x float>, ptr %2, align 16
  %8 = load <4 x float>, ptr %3, align 16
  %9 = call <4 x float> @shuf(<4 x float> %7, <4 x float> %8)
  %10 = call <4 x float> @vadd(<4 x float> %6, <4 x float> %9)
  %11 = call float @hsum(<4 x float> %10)
  %12 = fptosi float %11 to i32
  %13 = load <4 x i32>, ptr %4, align 16
  %14 = load <4 x i32>, ptr %5, align 16
  %15 = call <4 x i32> @vsel(<4 x i32> %13, <4 x i32> %14)
  %16 = extractelement <4 x i32> %15, i32 2
  %17 = add nsw i32 %12, %16
  ret i32 %17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
