; Intrinsics whose op takes a trailing variadic pass-through (masked load and gather) and a float
; immediate (the probability of expect.with.probability) become their llvm.intr ops, as upstream 19
; imports them, not llvm.call_intrinsic.
define <4 x double> @use(ptr %p, <4 x ptr> %ps, <4 x i1> %m, <4 x double> %d, i64 %x) {
  %a = call <4 x double> @llvm.masked.load.v4f64.p0(ptr %p, i32 8, <4 x i1> %m, <4 x double> %d)
  %b = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> %ps, i32 16, <4 x i1> %m, <4 x double> %a)
  %e = call i64 @llvm.expect.with.probability.i64(i64 %x, i64 3, double 0.25)
  store i64 %e, ptr %p
  ret <4 x double> %b
}
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr, i32, <4 x i1>, <4 x double>)
declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x double>)
declare i64 @llvm.expect.with.probability.i64(i64, i64, double)
