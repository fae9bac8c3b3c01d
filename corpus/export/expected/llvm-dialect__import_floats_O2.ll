; ===== chunk 0: ok
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-p271:32:32:32:32-p270:32:32:32:32-f128:128-i64:64-p272:64:64:64:64-i32:32-i16:16-f64:64-f16:16-p0:64:64:64:64-i1:8-i8:8-i128:128-f80:128"

@.str = private unnamed_addr constant [20 x i8] c"%g %lld %llu %g %g\0A\00", align 1
@switch.table.specials = private unnamed_addr constant [4 x double] [double 0x7FF0000000000000, double -0.000000e+00, double 0x4000000000000, double 0x47EFFFFFE0000000], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef double @specials(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 4
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = getelementptr inbounds [4 x double], ptr @switch.table.specials, i64 0, i64 %4
  %6 = load double, ptr %5, align 8
  br label %7

7:                                                ; preds = %3, %1
  %8 = phi double [ %6, %3 ], [ 0x7FF8000000000000, %1 ]
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef float @narrow(double noundef %0) local_unnamed_addr #0 {
  %2 = fptrunc double %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i64 @to_int(double noundef %0) local_unnamed_addr #0 {
  %2 = fptosi double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define i64 @to_uint(float noundef %0) local_unnamed_addr #0 {
  %2 = fptoui float %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef double @from_u(i64 noundef %0) local_unnamed_addr #0 {
  %2 = uitofp i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef half @half(float noundef %0) local_unnamed_addr #0 {
  %2 = fptrunc float %0 to half
  ret half %2
}

; Function Attrs: nofree nounwind uwtable
define noundef i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 (ptr, ...) @printf(ptr @.str, double 2.000000e+00, i64 -2, i64 3, double 0x43E0000000000000, double 0x3FB9980000000000)
  ret i32 2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
