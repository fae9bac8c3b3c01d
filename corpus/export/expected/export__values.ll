; ===== chunk 0: ok
source_filename = "LLVMDialectModule"

define i32 @arith(i32 %0, i32 %1, double %2, double %3, <4 x i32> %4) {
  %6 = add nsw i32 %0, %1
  %7 = sub nuw i32 %6, %1
  %8 = mul nuw nsw i32 %7, %1
  %9 = shl nuw i32 %8, %1
  %10 = udiv i32 %9, %1
  %11 = sdiv i32 %10, %1
  %12 = urem i32 %11, %1
  %13 = srem i32 %12, %1
  %14 = and i32 %13, %1
  %15 = or i32 %14, %1
  %16 = xor i32 %15, %1
  %17 = lshr i32 %16, %1
  %18 = ashr i32 %17, %1
  %19 = fadd fast double %2, %3
  %20 = fsub nnan ninf nsz double %19, %3
  %21 = fmul arcp contract double %20, %3
  %22 = fdiv reassoc afn double %21, %3
  %23 = frem double %22, %3
  %24 = fneg nnan double %23
  %25 = fcmp fast oeq double %24, %3
  %26 = fcmp true double %24, %3
  %27 = fcmp uno double %24, %3
  %28 = icmp uge i32 %18, %0
  %29 = icmp ne <4 x i32> %4, %4
  %30 = select i1 %28, i32 %18, i32 %0
  %31 = select nsz i1 %25, double %2, double %3
  %32 = freeze i32 %30
  %33 = add <4 x i32> %4, %4
  ret i32 %32
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 1: ok
source_filename = "LLVMDialectModule"

define i64 @casts(i32 %0, float %1, ptr %2, <2 x i64> %3) {
  %5 = trunc i32 %0 to i8
  %6 = zext i8 %5 to i64
  %7 = sext i32 %0 to i64
  %8 = fpext float %1 to double
  %9 = fptrunc double %8 to half
  %10 = fptosi half %9 to i32
  %11 = fptoui float %1 to i16
  %12 = sitofp i32 %0 to bfloat
  %13 = uitofp i16 %11 to fp128
  %14 = ptrtoint ptr %2 to i64
  %15 = inttoptr i64 %14 to ptr addrspace(3)
  %16 = addrspacecast ptr addrspace(3) %15 to ptr
  %17 = bitcast <2 x i64> %3 to <4 x i32>
  %18 = bitcast float %1 to i32
  %19 = trunc <2 x i64> %3 to <2 x i32>
  %20 = add i64 %6, %7
  ret i64 %20
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 2: ok
source_filename = "LLVMDialectModule"

define float @aggregates({ i32, { float, [2 x i8] } } %0, <4 x float> %1, <4 x float> %2, i32 %3, float %4) {
  %6 = extractvalue { i32, { float, [2 x i8] } } %0, 1, 1, 0
  %7 = insertvalue { i32, { float, [2 x i8] } } %0, i8 %6, 1, 1, 1
  %8 = extractvalue { i32, { float, [2 x i8] } } %7, 1
  %9 = extractelement <4 x float> %1, i32 %3
  %10 = insertelement <4 x float> %2, float %4, i32 %3
  %11 = shufflevector <4 x float> %1, <4 x float> %10, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
  %12 = shufflevector <4 x float> %1, <4 x float> %10, <2 x i32> <i32 7, i32 6>
  %13 = extractelement <2 x float> %12, i32 %3
  %14 = fadd float %9, %13
  ret float %14
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 3: ok
source_filename = "LLVMDialectModule"

define ptr @constants() {
  call void @use(i8 -1, i16 255, i1 true, i128 123456789012345678901234567890, i64 -7, half 0xH3E00, float 0x7FF8000000000000, double -0.000000e+00, bfloat 0xR4040, x86_fp80 0xK40008000000000000000, fp128 0xLD000000000000000414B249AD2594C37, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <2 x double> <double 2.500000e+00, double 2.500000e+00>, [2 x [2 x float]] [[2 x float] [float 1.000000e+00, float 2.000000e+00], [2 x float] [float 3.000000e+00, float 4.000000e+00]], [3 x i8] zeroinitializer, { float, float } { float 1.000000e+00, float 2.000000e+00 }, [3 x i8] c"abc", i8 48, <2 x i1> <i1 true, i1 false>, { i32, double } undef, <4 x float> poison, [4 x i64] zeroinitializer, [4 x i32] [i32 0, i32 5, i32 0, i32 6], [2 x <2 x i16>] [<2 x i16> <i16 1, i16 2>, <2 x i16> <i16 3, i16 4>])
  ret ptr @constants
}

declare void @use(i8, i16, i1, i128, i64, half, float, double, bfloat, x86_fp80, fp128, <4 x i32>, <2 x double>, [2 x [2 x float]], [3 x i8], { float, float }, [3 x i8], i8, <2 x i1>, { i32, double }, <4 x float>, [4 x i64], [4 x i32], [2 x <2 x i16>])

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 4: ok
source_filename = "LLVMDialectModule"

%node = type { i32, ptr }
%opaque = type opaque
%list = type { %node, i64 }

define i32 @named(ptr %0, %node %1, %opaque %2) {
  %4 = extractvalue %node %1, 0
  %5 = load %list, ptr %0, align 8
  %6 = extractvalue %list %5, 0, 0
  %7 = add i32 %4, %6
  ret i32 %7
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %0, <vscale x 4 x i32> %1) {
  %3 = add <vscale x 4 x i32> %0, %1
  %4 = shufflevector <vscale x 4 x i32> %3, <vscale x 4 x i32> %3, <vscale x 4 x i32> zeroinitializer
  ret <vscale x 4 x i32> %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ===== chunk 5: ok
source_filename = "LLVMDialectModule"

define <vscale x 4 x i32> @scalable_splats() {
  ret <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 8, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
