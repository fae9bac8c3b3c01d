; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-i1:8-p0:64:64:64:64-i8:8-i16:16-i32:32-f64:64-f16:16-p270:32:32:32:32-f128:128-p271:32:32:32:32-p272:64:64:64:64-i64:64-i128:128-f80:128"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i64 @mix(i32 noundef %0, i8 noundef zeroext %1, i16 noundef signext %2) local_unnamed_addr #0 {
  %4 = sext i32 %0 to i64
  %5 = zext i8 %1 to i64
  %6 = mul nsw i64 %5, %4
  %7 = sext i16 %2 to i32
  %8 = sdiv i16 %2, -3
  %9 = sext i16 %8 to i64
  %10 = srem i32 %0, 7
  %11 = sext i32 %10 to i64
  %12 = lshr i8 %1, 2
  %13 = zext i8 %12 to i64
  %14 = shl nsw i32 %7, 3
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %6, %11
  %17 = add nsw i64 %16, %13
  %18 = add nsw i64 %17, %9
  %19 = add nsw i64 %18, %15
  ret i64 %19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef i32 @udiv(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = udiv i32 %0, %1
  %6 = urem i32 %0, %1
  %7 = add i32 %6, %5
  br label %8

8:                                                ; preds = %4, %2
  %9 = phi i32 [ %7, %4 ], [ 0, %2 ]
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define double @fmix(float noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fpext float %0 to double
  %4 = fptosi float %0 to i32
  %5 = sitofp i32 %4 to double
  %6 = call double @llvm.fmuladd.f64(double %3, double %1, double %5)
  %7 = fdiv double %1, 3.000000e+00
  %8 = fsub double %6, %7
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i32 @cmp(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp eq i32 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or i32 %6, %4
  %8 = icmp ugt i32 %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or i32 %7, %9
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i32 @fcmp(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fcmp olt double %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp uno double %0, 0.000000e+00
  %6 = select i1 %5, i32 2, i32 0
  %7 = or i32 %6, %4
  %8 = fcmp oge double %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or i32 %7, %9
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef x86_fp80 @ld(x86_fp80 noundef %0) local_unnamed_addr #0 {
  %2 = fmul x86_fp80 %0, 0xK4000A000000000000000
  ret x86_fp80 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef float @neg(float noundef %0) local_unnamed_addr #0 {
  %2 = fneg float %0
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef i64 @bits(i64 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 13
  %3 = xor i64 %2, %0
  %4 = shl i64 %0, 7
  %5 = xor i64 %4, -1
  %6 = and i64 %3, %5
  %7 = or i64 %6, 21845
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  ret i32 183
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
