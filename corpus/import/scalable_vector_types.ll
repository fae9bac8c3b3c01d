; Scalable vectors are `!llvm.vec<? x n x T>` wherever upstream 19's import types them so:
; arguments, results, memory, casts, intrinsics (structs of them: corpus/cli/import_scalable_struct.ll).
; `llvm.icmp`/`llvm.fcmp` infer a builtin `vector<[n]xi1>` result: an `llvm.bitcast` (folded by the
; export) gives the comparison the `!llvm.vec` type of its LLVM type, so every use agrees. A
; reduction compares element types, which `!llvm.vec` has none of (upstream 19's import fails on
; it): its operand is bitcast to the builtin type first.
define <vscale x 4 x float> @types(<vscale x 4 x float> %a, <4 x float> %b, ptr %p, <vscale x 8 x i32> %w) {
  %ins = call <vscale x 4 x float> @llvm.vector.insert.nxv4f32.v4f32(<vscale x 4 x float> %a, <4 x float> %b, i64 4)
  %ext = call <4 x float> @llvm.vector.extract.v4f32.nxv4f32(<vscale x 4 x float> %ins, i64 0)
  %lo = call <vscale x 4 x i32> @llvm.vector.extract.nxv4i32.nxv8i32(<vscale x 8 x i32> %w, i64 0)
  %f = sitofp <vscale x 4 x i32> %lo to <vscale x 4 x float>
  %lt = fcmp olt <vscale x 4 x float> %f, %ins
  %m = select <vscale x 4 x i1> %lt, <vscale x 4 x float> %f, <vscale x 4 x float> %ins
  %z = zext <vscale x 4 x i1> %lt to <vscale x 4 x i32>
  %eq = icmp eq <vscale x 4 x i32> %z, %lo
  %both = and <vscale x 4 x i1> %eq, %lt
  %n = select <vscale x 4 x i1> %both, <vscale x 4 x float> %m, <vscale x 4 x float> %a
  store <vscale x 4 x float> %n, ptr %p
  %sum = call float @llvm.vector.reduce.fadd.nxv4f32(float 0.0, <vscale x 4 x float> %n)
  %max = call i32 @llvm.vector.reduce.smax.nxv4i32(<vscale x 4 x i32> %z)
  %maxf = sitofp i32 %max to float
  %r = insertelement <vscale x 4 x float> %n, float %sum, i64 0
  %r2 = insertelement <vscale x 4 x float> %r, float %maxf, i64 1
  ret <vscale x 4 x float> %r2
}

declare <vscale x 4 x float> @llvm.vector.insert.nxv4f32.v4f32(<vscale x 4 x float>, <4 x float>, i64)
declare <4 x float> @llvm.vector.extract.v4f32.nxv4f32(<vscale x 4 x float>, i64)
declare <vscale x 4 x i32> @llvm.vector.extract.nxv4i32.nxv8i32(<vscale x 8 x i32>, i64)
declare float @llvm.vector.reduce.fadd.nxv4f32(float, <vscale x 4 x float>)
declare i32 @llvm.vector.reduce.smax.nxv4i32(<vscale x 4 x i32>)
