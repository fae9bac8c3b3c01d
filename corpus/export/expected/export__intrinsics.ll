; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define float @float_math(float %0, float %1, float %2, <4 x double> %3, i32 %4) {
  %6 = call float @llvm.fabs.f32(float %0)
  %7 = call nnan float @llvm.sqrt.f32(float %6)
  %8 = call float @llvm.sin.f32(float %7)
  %9 = call float @llvm.cos.f32(float %8)
  %10 = call afn float @llvm.exp2.f32(float %9)
  %11 = call float @llvm.log10.f32(float %10)
  %12 = call <4 x double> @llvm.floor.v4f64(<4 x double> %3)
  %13 = call <4 x double> @llvm.roundeven.v4f64(<4 x double> %12)
  %14 = call float @llvm.copysign.f32(float %11, float %1)
  %15 = call fast float @llvm.pow.f32(float %14, float %1)
  %16 = call float @llvm.minimum.f32(float %15, float %1)
  %17 = call nsz float @llvm.maxnum.f32(float %16, float %1)
  %18 = call float @llvm.fma.f32(float %17, float %1, float %2)
  %19 = call contract float @llvm.fmuladd.f32(float %18, float %1, float %2)
  %20 = call float @llvm.powi.f32.i32(float %19, i32 %4)
  %21 = call i64 @llvm.lround.i64.f32(float %20)
  %22 = call i64 @llvm.llrint.i64.f32(float %20)
  %23 = call i1 @llvm.is.fpclass.f32(float %20, i32 3)
  %24 = call <4 x float> @llvm.experimental.constrained.fptrunc.v4f32.v4f64(<4 x double> %3, metadata !"round.upward", metadata !"fpexcept.maytrap") #2
  ret float %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log10.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.floor.v4f64(<4 x double>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.roundeven.v4f64(<4 x double>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.lround.i64.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.llrint.i64.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare <4 x float> @llvm.experimental.constrained.fptrunc.v4f32.v4f64(<4 x double>, metadata, metadata) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { strictfp }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i32 @int_math(i32 %0, i32 %1, <8 x i16> %2, <8 x i16> %3) {
  %5 = call i32 @llvm.abs.i32(i32 %0, i1 true)
  %6 = call i32 @llvm.ctlz.i32(i32 %5, i1 false)
  %7 = call <8 x i16> @llvm.cttz.v8i16(<8 x i16> %2, i1 true)
  %8 = call i32 @llvm.ctpop.i32(i32 %6)
  %9 = call i32 @llvm.bitreverse.i32(i32 %8)
  %10 = call <8 x i16> @llvm.bswap.v8i16(<8 x i16> %2)
  %11 = call i32 @llvm.smax.i32(i32 %9, i32 %1)
  %12 = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %2, <8 x i16> %3)
  %13 = call i32 @llvm.sadd.sat.i32(i32 %11, i32 %1)
  %14 = call <8 x i16> @llvm.ushl.sat.v8i16(<8 x i16> %2, <8 x i16> %3)
  %15 = call i32 @llvm.fshl.i32(i32 %13, i32 %1, i32 %0)
  %16 = call i32 @llvm.fshr.i32(i32 %15, i32 %1, i32 %0)
  %17 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %16, i32 %1)
  %18 = call { <8 x i16>, <8 x i1> } @llvm.umul.with.overflow.v8i16(<8 x i16> %2, <8 x i16> %3)
  %19 = extractvalue { i32, i1 } %17, 0
  %20 = call i32 @llvm.expect.i32(i32 %19, i32 %1)
  %21 = call i32 @llvm.expect.with.probability.i32(i32 %20, i32 %1, double 5.000000e-01)
  %22 = call i1 @llvm.is.constant.i32(i32 %21)
  %23 = call i32 @llvm.ssa.copy.i32(i32 %21)
  ret i32 %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.cttz.v8i16(<8 x i16>, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.bswap.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.umin.v8i16(<8 x i16>, <8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.ushl.sat.v8i16(<8 x i16>, <8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { <8 x i16>, <8 x i1> } @llvm.umul.with.overflow.v8i16(<8 x i16>, <8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.expect.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.expect.with.probability.i32(i32, i32, double immarg) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.is.constant.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.ssa.copy.i32(i32 returned) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define void @memory_intrinsics(ptr %0, ptr %1, i64 %2, i8 %3) {
  call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 true)
  call void @llvm.memset.p0.i64(ptr %0, i8 %3, i64 %2, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %0, ptr %1, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %0)
  call void @llvm.lifetime.end.p0(i64 16, ptr %0)
  %5 = call ptr @llvm.invariant.start.p0(i64 8, ptr %0)
  call void @llvm.invariant.end.p0(ptr %5, i64 8, ptr %0)
  %6 = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %6)
  call void @llvm.prefetch.p0(ptr %0, i32 0, i32 3, i32 1)
  %7 = icmp ne ptr %0, %1
  call void @llvm.assume(i1 %7)
  call void @llvm.trap()
  call void @llvm.debugtrap()
  call void @llvm.ubsantrap(i8 7)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

; Function Attrs: nounwind
declare void @llvm.debugtrap() #7

; Function Attrs: cold noreturn nounwind
declare void @llvm.ubsantrap(i8 immarg) #8

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { nounwind }
attributes #8 = { cold noreturn nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

@tls = thread_local global i32 0

define i32 @misc(<4 x i32> %0, <4 x float> %1, <4 x i1> %2, ptr %3, <4 x ptr> %4, float %5) {
  %7 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %0)
  %8 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %0)
  %9 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %5, <4 x float> %1)
  %10 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %1)
  %11 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %3, i32 4, <4 x i1> %2, <4 x i32> poison)
  %12 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %3, i32 8, <4 x i1> %2, <4 x i32> %0)
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %12, ptr %3, i32 4, <4 x i1> %2)
  %13 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %4, i32 4, <4 x i1> %2, <4 x float> poison)
  call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %13, <4 x ptr> %4, i32 4, <4 x i1> %2)
  %14 = call <4 x i32> @llvm.experimental.stepvector.v4i32()
  %15 = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %7, i32 %8)
  %16 = call i64 @llvm.vscale.i64()
  %17 = call ptr @llvm.threadlocal.address.p0(ptr @tls)
  %18 = call <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32> %0, i64 2)
  %19 = call <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32> %0, <2 x i32> %18, i64 0)
  %20 = call <4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32> %18, <2 x i32> %18)
  %21 = call <4 x i32> @llvm.vp.add.v4i32(<4 x i32> %0, <4 x i32> %19, <4 x i1> %2, i32 %7)
  %22 = call i32 @llvm.vp.reduce.add.v4i32(i32 %7, <4 x i32> %21, <4 x i1> %2, i32 %7)
  %23 = call <4 x i32> @llvm.vp.select.v4i32(<4 x i1> %2, <4 x i32> %21, <4 x i32> %20, i32 %7)
  %24 = call <4 x i32> @llvm.vp.load.v4i32.p0(ptr %3, <4 x i1> %2, i32 %7)
  %25 = call <4 x i32> @llvm.vp.fptosi.v4i32.v4f32(<4 x float> %1, <4 x i1> %2, i32 %7)
  %26 = call <4 x float> @llvm.matrix.transpose.v4f32(<4 x float> %1, i32 2, i32 2)
  ret i32 %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr nocapture, i32 immarg, <4 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, i32 immarg, <4 x i1>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v4f32.v4p0(<4 x float>, <4 x ptr>, i32 immarg, <4 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.experimental.stepvector.v4i32() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vscale.i64() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32>, i64 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32>, <2 x i32>, i64 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.add.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vp.reduce.add.v4i32(i32, <4 x i32>, <4 x i1>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.select.v4i32(<4 x i1>, <4 x i32>, <4 x i32>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.vp.load.v4i32.p0(ptr nocapture, <4 x i1>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.vp.fptosi.v4i32.v4f32(<4 x float>, <4 x i1>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.matrix.transpose.v4f32(<4 x float>, i32 immarg, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

define void @varargs(i32 %0, ...) {
  %2 = alloca [24 x i8], align 1
  %3 = alloca [24 x i8], align 1
  call void @llvm.va_start.p0(ptr %2)
  call void @llvm.va_copy.p0(ptr %3, ptr %2)
  call void @llvm.va_end.p0(ptr %3)
  call void @llvm.va_end.p0(ptr %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

@typeinfo = external constant ptr

define i32 @scopes_and_eh() {
  call void @llvm.experimental.noalias.scope.decl(metadata !1)
  %1 = call i32 @llvm.eh.typeid.for.p0(ptr @typeinfo)
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #0

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { nounwind memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2}
!2 = distinct !{!2, !3}
!3 = distinct !{!3, !"d"}
