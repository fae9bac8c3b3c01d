declare i32 @printf(ptr noundef, ...)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare i32 @llvm.smax.i32(i32, i32)
define void @f(ptr %p, ptr %q, i32 %n) nounwind {
  %a = alloca [8 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %q, i64 8, i1 false)
  %l = load volatile i32, ptr %p, align 4
  %m = call i32 @llvm.smax.i32(i32 %l, i32 %n)
  store atomic i32 %m, ptr %p seq_cst, align 4
  %o = atomicrmw add ptr %p, i32 1 monotonic
  %c = cmpxchg ptr %p, i32 %o, i32 0 acq_rel monotonic
  fence syncscope("singlethread") release
  %x = call i32 (ptr, ...) @printf(ptr %q, i32 %m)
  %fp = load ptr, ptr %q
  %y = tail call i32 %fp(i32 %x)
  ret void
}
