; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define internal void @internal_fn() {
  ret void
}

define weak hidden void @hidden_fn() {
  ret void
}

define protected void @protected_fn() unnamed_addr section ".text.hot" align 32 gc "shadow-stack" {
  ret void
}

declare ghccc void @cc10_decl()

declare x86_vectorcallcc i32 @vectorcall(i32)

; Function Attrs: nounwind willreturn memory(argmem: read, inaccessiblemem: write)
declare zeroext i32 @decl_attrs(ptr noalias nocapture align 16, i32 noundef signext, ptr byval({ i32, i64 }) dereferenceable(16)) #0

declare void @sret(ptr writeonly sret([4 x i32]), ptr nonnull readonly dereferenceable_or_null(8), i8 inreg, ptr nest)

; Function Attrs: noinline nounwind alignstack(16) uwtable
define void @passthrough() #1 {
  ret void
}

; Function Attrs: alwaysinline convergent nounwind willreturn
define void @fn_flags() #2 {
  ret void
}

; Function Attrs: noinline optnone
define void @optnone() #3 {
  ret void
}

; Function Attrs: vscale_range(1,16)
define float @target(float %0) #4 {
  ret float %0
}

declare void @target_decl()

define void @entry_count() !prof !1 {
  ret void
}

; Function Attrs: memory(readwrite, inaccessiblemem: none)
define void @memory_all() #5 {
  ret void
}

define noalias nonnull dereferenceable(4) ptr @res_attrs() {
  ret ptr null
}

define i32 @arg_use(ptr noundef %0, i32 noundef %1) {
  %3 = load i32, ptr %0, align 4
  %4 = add i32 %3, %1
  ret i32 %4
}

attributes #0 = { nounwind willreturn memory(argmem: read, inaccessiblemem: write) }
attributes #1 = { noinline nounwind alignstack=16 uwtable "custom-flag" "custom-key"="custom-value" "frame-pointer"="all" }
attributes #2 = { alwaysinline convergent nounwind willreturn }
attributes #3 = { noinline optnone }
attributes #4 = { vscale_range(1,16) "approx-func-fp-math"="false" "denormal-fp-math"="preserve-sign" "denormal-fp-math-f32"="ieee" "fp-contract"="fast" "frame-pointer"="non-leaf" "no-infs-fp-math"="false" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "target-cpu"="x86-64" "target-features"="+sse4.2,-avx" "tune-cpu"="generic" "unsafe-fp-math"="true" }
attributes #5 = { memory(readwrite, inaccessiblemem: none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"function_entry_count", i64 1234}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

declare i64 @bar(i64)

define i64 @foo(i32 %0, i64 %1) {
  %3 = add i32 %0, 42
  %4 = sext i32 %3 to i64
  %5 = icmp sgt i64 %4, %1
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = phi i64 [ %4, %2 ]
  %8 = call i64 @bar(i64 %7)
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i64 [ %8, %6 ], [ %1, %2 ]
  ret i64 %10
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
