// Arithmetic with flags, comparisons, casts, aggregates, vectors and every kind of constant.
llvm.func @arith(%a: i32, %b: i32, %x: f64, %y: f64, %v: vector<4xi32>) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.sub %0, %b overflow<nuw> : i32
  %2 = llvm.mul %1, %b overflow<nsw, nuw> : i32
  %3 = llvm.shl %2, %b overflow<nuw> : i32
  %4 = llvm.udiv %3, %b : i32
  %5 = llvm.sdiv %4, %b : i32
  %6 = llvm.urem %5, %b : i32
  %7 = llvm.srem %6, %b : i32
  %8 = llvm.and %7, %b : i32
  %9 = llvm.or %8, %b : i32
  %10 = llvm.xor %9, %b : i32
  %11 = llvm.lshr %10, %b : i32
  %12 = llvm.ashr %11, %b : i32
  %13 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f64
  %14 = llvm.fsub %13, %y {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz>} : f64
  %15 = llvm.fmul %14, %y {fastmathFlags = #llvm.fastmath<arcp, contract>} : f64
  %16 = llvm.fdiv %15, %y {fastmathFlags = #llvm.fastmath<afn, reassoc>} : f64
  %17 = llvm.frem %16, %y : f64
  %18 = llvm.fneg %17 {fastmathFlags = #llvm.fastmath<nnan>} : f64
  %19 = llvm.fcmp "oeq" %18, %y {fastmathFlags = #llvm.fastmath<fast>} : f64
  %20 = llvm.fcmp "_true" %18, %y : f64
  %21 = llvm.fcmp "uno" %18, %y : f64
  %22 = llvm.icmp "uge" %12, %a : i32
  %23 = llvm.icmp "ne" %v, %v : vector<4xi32>
  %24 = llvm.select %22, %12, %a : i1, i32
  %25 = llvm.select %19, %x, %y {fastmathFlags = #llvm.fastmath<nsz>} : i1, f64
  %26 = llvm.freeze %24 : i32
  %27 = llvm.add %v, %v : vector<4xi32>
  llvm.return %26 : i32
}
// -----
llvm.func @casts(%a: i32, %f: f32, %p: !llvm.ptr, %v: vector<2xi64>) -> i64 {
  %0 = llvm.trunc %a : i32 to i8
  %1 = llvm.zext %0 : i8 to i64
  %2 = llvm.sext %a : i32 to i64
  %3 = llvm.fpext %f : f32 to f64
  %4 = llvm.fptrunc %3 : f64 to f16
  %5 = llvm.fptosi %4 : f16 to i32
  %6 = llvm.fptoui %f : f32 to i16
  %7 = llvm.sitofp %a : i32 to bf16
  %8 = llvm.uitofp %6 : i16 to f128
  %9 = llvm.ptrtoint %p : !llvm.ptr to i64
  %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<3>
  %11 = llvm.addrspacecast %10 : !llvm.ptr<3> to !llvm.ptr
  %12 = llvm.bitcast %v : vector<2xi64> to vector<4xi32>
  %13 = llvm.bitcast %f : f32 to i32
  %14 = llvm.trunc %v : vector<2xi64> to vector<2xi32>
  %15 = llvm.add %1, %2 : i64
  llvm.return %15 : i64
}
// -----
llvm.func @aggregates(%s: !llvm.struct<(i32, struct<(f32, array<2 x i8>)>)>, %v: vector<4xf32>, %w: vector<4xf32>, %i: i32, %x: f32) -> f32 {
  %0 = llvm.extractvalue %s[1, 1, 0] : !llvm.struct<(i32, struct<(f32, array<2 x i8>)>)>
  %1 = llvm.insertvalue %0, %s[1, 1, 1] : !llvm.struct<(i32, struct<(f32, array<2 x i8>)>)>
  %2 = llvm.extractvalue %1[1] : !llvm.struct<(i32, struct<(f32, array<2 x i8>)>)>
  %3 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %4 = llvm.insertelement %x, %w[%i : i32] : vector<4xf32>
  %5 = llvm.shufflevector %v, %4 [0, 5, -1, 3] : vector<4xf32>
  %6 = llvm.shufflevector %v, %4 [7, 6] : vector<4xf32>
  %7 = llvm.extractelement %6[%i : i32] : vector<2xf32>
  %8 = llvm.fadd %3, %7 : f32
  llvm.return %8 : f32
}
// -----
llvm.func @constants() -> !llvm.ptr {
  %0 = llvm.mlir.constant(-1 : i8) : i8
  %1 = llvm.mlir.constant(255 : i16) : i16
  %2 = llvm.mlir.constant(true) : i1
  %3 = llvm.mlir.constant(123456789012345678901234567890 : i128) : i128
  %4 = llvm.mlir.constant(-7 : index) : i64
  %5 = llvm.mlir.constant(1.5 : f16) : f16
  %6 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %7 = llvm.mlir.constant(-0.0 : f64) : f64
  %8 = llvm.mlir.constant(3.0 : bf16) : bf16
  %9 = llvm.mlir.constant(2.0 : f80) : f80
  %10 = llvm.mlir.constant(1.0e+100 : f128) : f128
  %11 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %12 = llvm.mlir.constant(dense<2.5> : vector<2xf64>) : vector<2xf64>
  %13 = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  %14 = llvm.mlir.constant(dense<0> : tensor<3xi8>) : !llvm.array<3 x i8>
  %15 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f32)>
  %16 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %17 = llvm.mlir.constant(0.5 : f8E4M3FN) : i8
  %18 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
  %19 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %20 = llvm.mlir.poison : vector<4xf32>
  %21 = llvm.mlir.zero : !llvm.array<4 x i64>
  %22 = llvm.mlir.addressof @constants : !llvm.ptr
  %23 = llvm.mlir.constant(sparse<[[1], [3]], [5, 6]> : tensor<4xi32>) : !llvm.array<4 x i32>
  %24 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : vector<2x2xi16>) : !llvm.array<2 x vector<2xi16>>
  llvm.call @use(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %23, %24) : (i8, i16, i1, i128, i64, f16, f32, f64, bf16, f80, f128, vector<4xi32>, vector<2xf64>, !llvm.array<2 x array<2 x f32>>, !llvm.array<3 x i8>, !llvm.struct<(f32, f32)>, !llvm.array<3 x i8>, i8, vector<2xi1>, !llvm.struct<(i32, f64)>, vector<4xf32>, !llvm.array<4 x i64>, !llvm.array<4 x i32>, !llvm.array<2 x vector<2xi16>>) -> ()
  llvm.return %22 : !llvm.ptr
}
llvm.func @use(i8, i16, i1, i128, i64, f16, f32, f64, bf16, f80, f128, vector<4xi32>, vector<2xf64>, !llvm.array<2 x array<2 x f32>>, !llvm.array<3 x i8>, !llvm.struct<(f32, f32)>, !llvm.array<3 x i8>, i8, vector<2xi1>, !llvm.struct<(i32, f64)>, vector<4xf32>, !llvm.array<4 x i64>, !llvm.array<4 x i32>, !llvm.array<2 x vector<2xi16>>)
// -----
// Identified (named) struct types, including a recursive one, and scalable vectors.
llvm.func @named(%p: !llvm.ptr, %s: !llvm.struct<"node", (i32, ptr)>, %o: !llvm.struct<"opaque", opaque>) -> i32 {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<"node", (i32, ptr)>
  %1 = llvm.load %p : !llvm.ptr -> !llvm.struct<"list", (struct<"node", (i32, ptr)>, i64)>
  %2 = llvm.extractvalue %1[0, 0] : !llvm.struct<"list", (struct<"node", (i32, ptr)>, i64)>
  %3 = llvm.add %0, %2 : i32
  llvm.return %3 : i32
}
llvm.func @scalable(%a: vector<[4]xi32>, %b: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = llvm.add %a, %b : vector<[4]xi32>
  %1 = llvm.shufflevector %0, %0 [0, 0, 0, 0] : vector<[4]xi32>
  llvm.return %1 : vector<[4]xi32>
}
// -----
// Splat constants of scalable vectors are constant expressions (or zeroinitializer).
llvm.func @scalable_splats() -> vector<[4]xi32> {
  %0 = llvm.mlir.constant(dense<1> : vector<[4]xi32>) : vector<[4]xi32>
  %1 = llvm.mlir.constant(dense<0.0> : vector<[2]xf32>) : vector<[2]xf32>
  %2 = llvm.mlir.constant(dense<7> : vector<[4]xi32>) : vector<[4]xi32>
  %3 = llvm.add %0, %2 : vector<[4]xi32>
  llvm.return %3 : vector<[4]xi32>
}
