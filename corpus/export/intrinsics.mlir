// `llvm.intr.*` ops of every family, in generic form (each op's custom syntax is tested elsewhere).
llvm.func @float_math(%x: f32, %y: f32, %z: f32, %v: vector<4xf64>, %i: i32) -> f32 {
  %0 = "llvm.intr.fabs"(%x) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %1 = "llvm.intr.sqrt"(%0) <{fastmathFlags = #llvm.fastmath<nnan>}> : (f32) -> f32
  %2 = "llvm.intr.sin"(%1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %3 = "llvm.intr.cos"(%2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %4 = "llvm.intr.exp2"(%3) <{fastmathFlags = #llvm.fastmath<afn>}> : (f32) -> f32
  %5 = "llvm.intr.log10"(%4) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %6 = "llvm.intr.floor"(%v) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
  %7 = "llvm.intr.roundeven"(%6) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
  %8 = "llvm.intr.copysign"(%5, %y) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
  %9 = "llvm.intr.pow"(%8, %y) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
  %10 = "llvm.intr.minimum"(%9, %y) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
  %11 = "llvm.intr.maxnum"(%10, %y) <{fastmathFlags = #llvm.fastmath<nsz>}> : (f32, f32) -> f32
  %12 = "llvm.intr.fma"(%11, %y, %z) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
  %13 = "llvm.intr.fmuladd"(%12, %y, %z) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32, f32, f32) -> f32
  %14 = "llvm.intr.powi"(%13, %i) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
  %15 = "llvm.intr.lround"(%14) : (f32) -> i64
  %16 = "llvm.intr.llrint"(%14) : (f32) -> i64
  %17 = "llvm.intr.is.fpclass"(%14) <{bit = 3 : i32}> : (f32) -> i1
  %18 = "llvm.intr.experimental.constrained.fptrunc"(%v) <{fpExceptionBehavior = 1 : i64, roundingmode = 2 : i64}> : (vector<4xf64>) -> vector<4xf32>
  llvm.return %14 : f32
}
// -----
llvm.func @int_math(%a: i32, %b: i32, %v: vector<8xi16>, %w: vector<8xi16>) -> i32 {
  %0 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  %1 = "llvm.intr.ctlz"(%0) <{is_zero_poison = false}> : (i32) -> i32
  %2 = "llvm.intr.cttz"(%v) <{is_zero_poison = true}> : (vector<8xi16>) -> vector<8xi16>
  %3 = "llvm.intr.ctpop"(%1) : (i32) -> i32
  %4 = "llvm.intr.bitreverse"(%3) : (i32) -> i32
  %5 = "llvm.intr.bswap"(%v) : (vector<8xi16>) -> vector<8xi16>
  %6 = "llvm.intr.smax"(%4, %b) : (i32, i32) -> i32
  %7 = "llvm.intr.umin"(%v, %w) : (vector<8xi16>, vector<8xi16>) -> vector<8xi16>
  %8 = "llvm.intr.sadd.sat"(%6, %b) : (i32, i32) -> i32
  %9 = "llvm.intr.ushl.sat"(%v, %w) : (vector<8xi16>, vector<8xi16>) -> vector<8xi16>
  %10 = "llvm.intr.fshl"(%8, %b, %a) : (i32, i32, i32) -> i32
  %11 = "llvm.intr.fshr"(%10, %b, %a) : (i32, i32, i32) -> i32
  %12 = "llvm.intr.sadd.with.overflow"(%11, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %13 = "llvm.intr.umul.with.overflow"(%v, %w) : (vector<8xi16>, vector<8xi16>) -> !llvm.struct<(vector<8xi16>, vector<8xi1>)>
  %14 = llvm.extractvalue %12[0] : !llvm.struct<(i32, i1)>
  %15 = "llvm.intr.expect"(%14, %b) : (i32, i32) -> i32
  %16 = "llvm.intr.expect.with.probability"(%15, %b) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i32
  %17 = "llvm.intr.is.constant"(%16) : (i32) -> i1
  %18 = "llvm.intr.ssa.copy"(%16) : (i32) -> i32
  llvm.return %18 : i32
}
// -----
llvm.func @memory_intrinsics(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %c: i8) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %c, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy.inline"(%p, %q) <{isVolatile = false, len = 32 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.lifetime.start"(%p) <{size = 16 : i64}> : (!llvm.ptr) -> ()
  "llvm.intr.lifetime.end"(%p) <{size = 16 : i64}> : (!llvm.ptr) -> ()
  %0 = "llvm.intr.invariant.start"(%p) <{size = 8 : i64}> : (!llvm.ptr) -> !llvm.ptr
  "llvm.intr.invariant.end"(%0, %p) <{size = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %1 = "llvm.intr.stacksave"() : () -> !llvm.ptr
  "llvm.intr.stackrestore"(%1) : (!llvm.ptr) -> ()
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  %2 = llvm.icmp "ne" %p, %q : !llvm.ptr
  "llvm.intr.assume"(%2) : (i1) -> ()
  "llvm.intr.trap"() : () -> ()
  "llvm.intr.debugtrap"() : () -> ()
  "llvm.intr.ubsantrap"() <{failureKind = 7 : i8}> : () -> ()
  llvm.return
}
// -----
llvm.mlir.global external thread_local @tls(0 : i32) : i32
llvm.func @misc(%v: vector<4xi32>, %f: vector<4xf32>, %m: vector<4xi1>, %p: !llvm.ptr, %ps: !llvm.vec<4 x ptr>, %s: f32) -> i32 {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi32>) -> i32
  %2 = "llvm.intr.vector.reduce.fadd"(%s, %f) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %3 = "llvm.intr.vector.reduce.fmax"(%f) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
  %4 = "llvm.intr.masked.load"(%p, %m) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>) -> vector<4xi32>
  %5 = "llvm.intr.masked.load"(%p, %m, %v) <{alignment = 8 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
  "llvm.intr.masked.store"(%5, %p, %m) <{alignment = 4 : i32}> : (vector<4xi32>, !llvm.ptr, vector<4xi1>) -> ()
  %6 = "llvm.intr.masked.gather"(%ps, %m) <{alignment = 4 : i32}> : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<4xf32>
  "llvm.intr.masked.scatter"(%6, %ps, %m) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.vec<4 x ptr>, vector<4xi1>) -> ()
  %7 = "llvm.intr.experimental.stepvector"() : () -> vector<4xi32>
  %8 = "llvm.intr.get.active.lane.mask"(%0, %1) : (i32, i32) -> vector<4xi1>
  %9 = "llvm.intr.vscale"() : () -> i64
  %10 = llvm.mlir.addressof @tls : !llvm.ptr
  %11 = "llvm.intr.threadlocal.address"(%10) : (!llvm.ptr) -> !llvm.ptr
  %12 = "llvm.intr.vector.extract"(%v) <{pos = 2 : i64}> : (vector<4xi32>) -> vector<2xi32>
  %13 = "llvm.intr.vector.insert"(%v, %12) <{pos = 0 : i64}> : (vector<4xi32>, vector<2xi32>) -> vector<4xi32>
  %14 = "llvm.intr.vector.interleave2"(%12, %12) : (vector<2xi32>, vector<2xi32>) -> vector<4xi32>
  %15 = "llvm.intr.vp.add"(%v, %13, %m, %0) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %16 = "llvm.intr.vp.reduce.add"(%0, %15, %m, %0) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %17 = "llvm.intr.vp.select"(%m, %15, %14, %0) : (vector<4xi1>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>
  %18 = "llvm.intr.vp.load"(%p, %m, %0) : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xi32>
  %19 = "llvm.intr.vp.fptosi"(%f, %m, %0) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi32>
  %20 = "llvm.intr.matrix.transpose"(%f) <{columns = 2 : i32, rows = 2 : i32}> : (vector<4xf32>) -> vector<4xf32>
  llvm.return %16 : i32
}
// -----
llvm.func @varargs(%n: i32, ...) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  %2 = llvm.alloca %0 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  "llvm.intr.vastart"(%1) : (!llvm.ptr) -> ()
  "llvm.intr.vacopy"(%2, %1) : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.vaend"(%2) : (!llvm.ptr) -> ()
  "llvm.intr.vaend"(%1) : (!llvm.ptr) -> ()
  llvm.return
}
// -----
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #dom>
llvm.mlir.global external constant @typeinfo() : !llvm.ptr
llvm.func @scopes_and_eh() -> i32 {
  "llvm.intr.experimental.noalias.scope.decl"() <{scope = #scope}> : () -> ()
  %0 = llvm.mlir.addressof @typeinfo : !llvm.ptr
  %1 = "llvm.intr.eh.typeid.for"(%0) : (!llvm.ptr) -> i32
  llvm.return %1 : i32
}
