// Floating-point math: call syntax, fastmath flags (elided when `none`).
  %0 = llvm.intr.fabs(%x) : (f32) -> f32
  %1 = llvm.intr.sqrt(%vf) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.sin(%x) {fastmathFlags = #llvm.fastmath<none>} : (f32) -> f32
  %3 = llvm.intr.cos(%d) : (f64) -> f64
  %4 = llvm.intr.exp(%h) : (f16) -> f16
  %5 = llvm.intr.exp2(%x) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> f32
  %6 = llvm.intr.log(%x) : (f32) -> f32
  %7 = llvm.intr.log2(%x) : (f32) -> f32
  %8 = llvm.intr.log10(%x) : (f32) -> f32
  %9 = llvm.intr.floor(%x) : (f32) -> f32
  %10 = llvm.intr.ceil(%x) : (f32) -> f32
  %11 = llvm.intr.trunc(%x) : (f32) -> f32
  %12 = llvm.intr.round(%x) : (f32) -> f32
  %13 = llvm.intr.roundeven(%x) : (f32) -> f32
  %14 = llvm.intr.rint(%x) : (f32) -> f32
  %15 = llvm.intr.nearbyint(%x) {fastmathFlags = #llvm.fastmath<contract>, foo} : (f32) -> f32
// -----
  %0 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %1 = llvm.intr.pow(%vf, %vf) {fastmathFlags = #llvm.fastmath<afn>} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.minnum(%x, %y) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  %3 = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  %4 = llvm.intr.minimum(%x, %y) : (f32, f32) -> f32
  %5 = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
  %6 = llvm.intr.fma(%x, %y, %x) : (f32, f32, f32) -> f32
  %7 = llvm.intr.fmuladd(%vf, %vf, %vf) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %8 = llvm.intr.powi(%x, %a) : (f32, i32) -> f32
  %9 = llvm.intr.powi(%vf, %i8) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<4xf32>, i8) -> vector<4xf32>
// -----
  %0 = llvm.intr.lround(%x) : (f32) -> i64
  %1 = llvm.intr.llround(%d) : (f64) -> i64
  %2 = llvm.intr.lrint(%x) : (f32) -> i32
  %3 = llvm.intr.llrint(%d) {foo} : (f64) -> i64
  %4 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1
  %5 = "llvm.intr.is.fpclass"(%vf) <{bit = 1023 : i32}> : (vector<4xf32>) -> vector<4xi1>
// -----
// Generic form in, custom form out; the default fastmath flags are materialized.
  %0 = "llvm.intr.fabs"(%x) : (f32) -> f32
  %1 = "llvm.intr.pow"(%x, %y) <{fastmathFlags = #llvm.fastmath<nsz>}> : (f32, f32) -> f32
  %2 = "llvm.intr.fma"(%x, %x, %x) {fastmathFlags = #llvm.fastmath<arcp>} : (f32, f32, f32) -> f32
// -----
// Integer math.
  %0 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %1 = llvm.intr.bswap(%v) : (vector<4xi32>) -> vector<4xi32>
  %2 = llvm.intr.ctpop(%l) : (i64) -> i64
  %3 = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %4 = "llvm.intr.cttz"(%v) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
  %5 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %6 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %7 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %8 = llvm.intr.umax(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %9 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %10 = llvm.intr.sadd.sat(%a, %b) : (i32, i32) -> i32
  %11 = llvm.intr.ssub.sat(%a, %b) : (i32, i32) -> i32
  %12 = llvm.intr.uadd.sat(%a, %b) : (i32, i32) -> i32
  %13 = llvm.intr.usub.sat(%a, %b) : (i32, i32) -> i32
  %14 = llvm.intr.sshl.sat(%a, %b) : (i32, i32) -> i32
  %15 = llvm.intr.ushl.sat(%a, %b) {bar = 1 : i32} : (i32, i32) -> i32
  %16 = llvm.intr.fshl(%a, %b, %a) : (i32, i32, i32) -> i32
  %17 = llvm.intr.fshr(%v, %v, %v) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %2 = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %3 = "llvm.intr.uadd.with.overflow"(%l, %l) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %4 = "llvm.intr.usub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %5 = "llvm.intr.umul.with.overflow"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// -----
// Memory.
  "llvm.intr.memcpy"(%p, %p, %l) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %p1, %a) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr<1>, i32) -> ()
  "llvm.intr.memcpy.inline"(%p, %p) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memcpy.inline"(%p, %p) <{isVolatile = false, len = 7 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset"(%p, %i8, %l) <{isVolatile = false}> {foo} : (!llvm.ptr, i8, i64) -> ()
// -----
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  llvm.intr.lifetime.end 16, %p1 {foo} : !llvm.ptr<1>
  %0 = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.intr.invariant.end %0, 8, %p : !llvm.ptr
  %1 = llvm.intr.invariant.start -1, %p1 : !llvm.ptr<1>
  llvm.intr.invariant.end %1, 0x10, %p1 : !llvm.ptr<1>
  %2 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %2 : !llvm.ptr
  %3 = llvm.intr.stacksave {bar} : !llvm.ptr<5>
  llvm.intr.stackrestore %3 {baz} : !llvm.ptr<5>
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  %4 = "llvm.intr.threadlocal.address"(%p) : (!llvm.ptr) -> !llvm.ptr
// -----
// Generic form of the custom-syntax memory ops.
  "llvm.intr.lifetime.start"(%p) <{size = 4 : i64}> : (!llvm.ptr) -> ()
  %0 = "llvm.intr.invariant.start"(%p) <{size = 4 : i64}> : (!llvm.ptr) -> !llvm.ptr
  "llvm.intr.invariant.end"(%0, %p) <{size = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %1 = "llvm.intr.stacksave"() : () -> !llvm.ptr
  "llvm.intr.stackrestore"(%1) : (!llvm.ptr) -> ()
// -----
// Hints.
  "llvm.intr.assume"(%c) : (i1) -> ()
  %0 = llvm.intr.expect %a, %b : i32
  %1 = llvm.intr.expect.with.probability %l, %l, 5.000000e-01 : i64
  %2 = llvm.intr.expect.with.probability %a, %b, 0.25 {foo} : i32
  %3 = "llvm.intr.is.constant"(%a) : (i32) -> i1
  %4 = llvm.intr.ssa.copy %x : f32
  %5 = llvm.intr.ssa.copy %p {bar} : !llvm.ptr
  %6 = "llvm.intr.expect"(%a, %b) : (i32, i32) -> i32
// -----
// Traps.
  "llvm.intr.trap"() : () -> ()
  "llvm.intr.debugtrap"() : () -> ()
  "llvm.intr.ubsantrap"() <{failureKind = 7 : i8}> : () -> ()
  "llvm.intr.ubsantrap"() <{failureKind = -1 : i8}> {foo} : () -> ()
// -----
// Annotations.
  "llvm.intr.var.annotation"(%p, %p, %p, %a, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  %0 = "llvm.intr.ptr.annotation"(%p1, %p, %p, %a, %p) : (!llvm.ptr<1>, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr<1>
  %1 = "llvm.intr.annotation"(%l, %p, %p, %a) : (i64, !llvm.ptr, !llvm.ptr, i32) -> i64
// -----
// Scalable vectors, lane masks.
  %0 = "llvm.intr.vscale"() : () -> i64
  %1 = llvm.intr.experimental.stepvector : vector<4xi32>
  %2 = llvm.intr.experimental.stepvector {foo} : vector<[4]xi64>
  %3 = llvm.intr.get.active.lane.mask %l, %l : i64, i64 to vector<4xi1>
  %4 = llvm.intr.get.active.lane.mask %a, %a {bar} : i32, i32 to vector<[8]xi1>
// -----
// Vector reductions.
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.and"(%v) : (vector<4xi32>) -> i32
  %2 = "llvm.intr.vector.reduce.mul"(%v) : (vector<4xi32>) -> i32
  %3 = "llvm.intr.vector.reduce.or"(%sv) : (vector<[4]xi32>) -> i32
  %4 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  %5 = "llvm.intr.vector.reduce.smin"(%v) : (vector<4xi32>) -> i32
  %6 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi32>) -> i32
  %7 = "llvm.intr.vector.reduce.umin"(%v) : (vector<4xi32>) -> i32
  %8 = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi32>) -> i32
  %9 = "llvm.intr.vector.reduce.fadd"(%x, %vf) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %10 = "llvm.intr.vector.reduce.fmul"(%x, %vf) : (f32, vector<4xf32>) -> f32
  %11 = llvm.intr.vector.reduce.fmax(%vf) : (vector<4xf32>) -> f32
  %12 = llvm.intr.vector.reduce.fmin(%vf) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  %13 = llvm.intr.vector.reduce.fmaximum(%vf) : (vector<4xf32>) -> f32
  %14 = llvm.intr.vector.reduce.fminimum(%vf) : (vector<4xf32>) -> f32
// -----
// Masked memory.
  %0 = llvm.intr.masked.load %p, %m, %vf {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.masked.load %p, %m {alignment = 8 : i32, foo} : (!llvm.ptr, vector<4xi1>) -> vector<4xi32>
  llvm.intr.masked.store %vf, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %2 = llvm.intr.masked.gather %vp, %m, %vf {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %3 = llvm.intr.masked.gather %vp, %m {alignment = 2 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<4xf32>
  llvm.intr.masked.scatter %vf, %vp, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
  %4 = "llvm.intr.masked.expandload"(%p, %m, %vf) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%vf, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// -----
  %0 = "llvm.intr.masked.load"(%p, %m, %vf) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.store"(%vf, %p, %m) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  %1 = "llvm.intr.masked.gather"(%vp, %m, %vf) <{alignment = 4 : i32}> : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.scatter"(%vf, %vp, %m) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.vec<4 x ptr>, vector<4xi1>) -> ()
// -----
// Matrices.
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %l> {columns = 4 : i32, isVolatile = true, rows = 4 : i32} : vector<16xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %mat, %p, <stride = %a> {columns = 4 : i32, isVolatile = false, rows = 4 : i32} : vector<16xf32> to !llvm.ptr stride i32
  %1 = llvm.intr.matrix.multiply %mat, %mat {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %2 = llvm.intr.matrix.transpose %mat {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> into vector<16xf32>
// -----
  %0 = "llvm.intr.matrix.column.major.load"(%p, %l) <{columns = 4 : i32, isVolatile = true, rows = 4 : i32}> : (!llvm.ptr, i64) -> vector<16xf32>
  %1 = "llvm.intr.matrix.transpose"(%0) <{columns = 2 : i32, rows = 8 : i32}> {foo} : (vector<16xf32>) -> vector<16xf32>
// -----
// Vector insert/extract/interleave.
  %0 = llvm.intr.vector.insert %v, %sv[0] : vector<4xi32> into vector<[4]xi32>
  %1 = llvm.intr.vector.extract %sv[0] : vector<4xi32> from vector<[4]xi32>
  %2 = llvm.intr.vector.insert %v, %v8[4] {foo} : vector<4xi32> into vector<8xi32>
  %3 = llvm.intr.vector.extract %v8[4] {bar} : vector<4xi32> from vector<8xi32>
  %4 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<8xi32>
  %5 = "llvm.intr.vector.deinterleave2"(%v8) : (vector<8xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi32>)>
  %6 = "llvm.intr.vector.insert"(%v8, %v) <{pos = 0 : i64}> : (vector<8xi32>, vector<4xi32>) -> vector<8xi32>
// -----
// Constrained FP, strided VP.
  %0 = llvm.intr.experimental.constrained.fptrunc %d tonearest ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %d dynamic strict : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %x towardzero maytrap {foo} : f32 to f16
  %3 = llvm.intr.experimental.constrained.fptrunc %d "upward" "ignore" : f64 to f32
  %4 = llvm.intr.experimental.constrained.fptrunc %d downward ignore : f64 to f32
  %5 = llvm.intr.experimental.constrained.fptrunc %d tonearestaway ignore : f64 to f32
  %6 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 1 : i64, roundingmode = 2 : i64}> : (f64) -> f32
  %7 = "llvm.intr.experimental.vp.strided.load"(%p, %l, %m, %a) : (!llvm.ptr, i64, vector<4xi1>, i32) -> vector<4xi32>
  "llvm.intr.experimental.vp.strided.store"(%v, %p, %l, %m, %a) : (vector<4xi32>, !llvm.ptr, i64, vector<4xi1>, i32) -> ()
// -----
// Variadic arguments, exception handling.
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %p1 : !llvm.ptr<1>, !llvm.ptr
  llvm.intr.vaend %p {foo} : !llvm.ptr
  %0 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  "llvm.intr.vacopy"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> ()
// -----
// Coroutines.
  %0 = llvm.intr.coro.id %a, %p, %p, %p : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  %1 = llvm.intr.coro.size : i64
  %2 = llvm.intr.coro.align : i32
  %3 = llvm.intr.coro.begin %0, %p : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %4 = llvm.intr.coro.save %3 : (!llvm.ptr) -> !llvm.token
  %5 = llvm.intr.coro.suspend %4, %c : i8
  %6 = llvm.intr.coro.free %0, %3 : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  llvm.intr.coro.resume %3 : !llvm.ptr
  %7 = llvm.intr.coro.promise %3, %a, %c : (!llvm.ptr, i32, i1) -> !llvm.ptr
  %8 = llvm.intr.coro.end %3, %c, %t {foo} : (!llvm.ptr, i1, !llvm.token) -> i1
// -----
// Vector predication.
  %0 = "llvm.intr.vp.add"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %1 = "llvm.intr.vp.sub"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %2 = "llvm.intr.vp.mul"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %3 = "llvm.intr.vp.sdiv"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %4 = "llvm.intr.vp.udiv"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %5 = "llvm.intr.vp.srem"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %6 = "llvm.intr.vp.urem"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %7 = "llvm.intr.vp.ashr"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %8 = "llvm.intr.vp.lshr"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %9 = "llvm.intr.vp.shl"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %10 = "llvm.intr.vp.and"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %11 = "llvm.intr.vp.or"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %12 = "llvm.intr.vp.xor"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// -----
  %0 = "llvm.intr.vp.fadd"(%vf, %vf, %m, %a) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %1 = "llvm.intr.vp.fsub"(%vf, %vf, %m, %a) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %2 = "llvm.intr.vp.fmul"(%vf, %vf, %m, %a) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %3 = "llvm.intr.vp.fdiv"(%vf, %vf, %m, %a) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %4 = "llvm.intr.vp.frem"(%vf, %vf, %m, %a) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %5 = "llvm.intr.vp.fneg"(%vf, %m, %a) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %6 = "llvm.intr.vp.fma"(%vf, %vf, %vf, %m, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %7 = "llvm.intr.vp.fmuladd"(%vf, %vf, %vf, %m, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// -----
  %0 = "llvm.intr.vp.reduce.add"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %1 = "llvm.intr.vp.reduce.and"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %2 = "llvm.intr.vp.reduce.mul"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %3 = "llvm.intr.vp.reduce.or"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %4 = "llvm.intr.vp.reduce.smax"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %5 = "llvm.intr.vp.reduce.smin"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %6 = "llvm.intr.vp.reduce.umax"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %7 = "llvm.intr.vp.reduce.umin"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %8 = "llvm.intr.vp.reduce.xor"(%a, %v, %m, %a) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %9 = "llvm.intr.vp.reduce.fadd"(%x, %vf, %m, %a) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
  %10 = "llvm.intr.vp.reduce.fmul"(%x, %vf, %m, %a) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
  %11 = "llvm.intr.vp.reduce.fmax"(%x, %vf, %m, %a) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
  %12 = "llvm.intr.vp.reduce.fmin"(%x, %vf, %m, %a) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// -----
  %0 = "llvm.intr.vp.select"(%m, %v, %v, %a) : (vector<4xi1>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>
  %1 = "llvm.intr.vp.merge"(%m, %vf, %vf, %a) : (vector<4xi1>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
  %2 = "llvm.intr.vp.load"(%p, %m, %a) : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xi32>
  "llvm.intr.vp.store"(%v, %p, %m, %a) : (vector<4xi32>, !llvm.ptr, vector<4xi1>, i32) -> ()
  %3 = "llvm.intr.vp.trunc"(%vl, %m, %a) : (vector<4xi64>, vector<4xi1>, i32) -> vector<4xi32>
  %4 = "llvm.intr.vp.zext"(%v, %m, %a) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
  %5 = "llvm.intr.vp.sext"(%v, %m, %a) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
  %6 = "llvm.intr.vp.fptrunc"(%vd, %m, %a) : (vector<4xf64>, vector<4xi1>, i32) -> vector<4xf32>
  %7 = "llvm.intr.vp.fpext"(%vf, %m, %a) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf64>
  %8 = "llvm.intr.vp.fptoui"(%vf, %m, %a) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi32>
  %9 = "llvm.intr.vp.fptosi"(%vf, %m, %a) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi32>
  %10 = "llvm.intr.vp.uitofp"(%v, %m, %a) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xf32>
  %11 = "llvm.intr.vp.sitofp"(%v, %m, %a) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xf32>
  %12 = "llvm.intr.vp.ptrtoint"(%vp, %m, %a) : (!llvm.vec<4 x ptr>, vector<4xi1>, i32) -> vector<4xi64>
  %13 = "llvm.intr.vp.inttoptr"(%vl, %m, %a) : (vector<4xi64>, vector<4xi1>, i32) -> !llvm.vec<4 x ptr>
// -----
//! module
// Alias scopes: the alias form and the stripped form.
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #dom, description = "scope">
#group = #llvm.access_group<id = distinct[2]<>>
#tbaa_root = #llvm.tbaa_root<id = "root">
#tbaa_type = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type, access_type = #tbaa_type, offset = 0>
func.func @f(%p: !llvm.ptr, %n: i64, %b: i8) {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.intr.experimental.noalias.scope.decl <id = distinct[3]<>, domain = #dom> {foo}
  "llvm.intr.memcpy"(%p, %p, %n) <{access_groups = [#group], alias_scopes = [#scope], isVolatile = false, noalias_scopes = [#scope], tbaa = [#tbaa_tag]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = true, tbaa = [#tbaa_tag]}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy.inline"(%p, %p) <{access_groups = [#group], isVolatile = false, len = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.experimental.noalias.scope.decl"() <{scope = #scope}> : () -> ()
  return
}
// -----
//! module
// Debug intrinsics.
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"g.c" in "/tmp">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, isOptimized = false, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "g", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Definition>
#di_label = #llvm.di_label<scope = #di_subprogram, name = "lbl", file = #di_file, line = 2>
#var = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 1, arg = 1, type = #di_basic_type>
llvm.func @g(%arg0: i32, %p: !llvm.ptr) {
  llvm.intr.dbg.value #var = %arg0 : i32
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_deref]> = %arg0 : i32
  llvm.intr.dbg.value #var #llvm.di_expression<> = %arg0 : i32
  llvm.intr.dbg.declare #var #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16)]> = %p : !llvm.ptr {foo}
  llvm.intr.dbg.declare #var = %p : !llvm.ptr
  llvm.intr.dbg.label #di_label {bar}
  llvm.intr.dbg.label <scope = #di_subprogram, name = "other", file = #di_file, line = 3>
  "llvm.intr.dbg.value"(%arg0) <{varInfo = #var}> : (i32) -> ()
  "llvm.intr.dbg.label"() <{label = #di_label}> : () -> ()
  llvm.return
}
// -----
// ---- verifier: operand and result type constraints ----
  %0 = "llvm.intr.fabs"(%a) : (i32) -> i32
// -----
  %0 = llvm.intr.smax(%x, %x) : (f32, f32) -> f32
// -----
  %0 = llvm.intr.lround(%vf) : (vector<4xf32>) -> i64
// -----
  %0 = "llvm.intr.vector.reduce.fadd"(%a, %vf) : (i32, vector<4xf32>) -> f32
// -----
  "llvm.intr.memcpy"(%p, %p, %x) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, f32) -> ()
// -----
  "llvm.intr.assume"(%a) : (i32) -> ()
// -----
  "llvm.intr.memset"(%p, %a, %l) <{isVolatile = false}> : (!llvm.ptr, i32, i64) -> ()
// -----
  %0 = llvm.intr.coro.id %l, %p, %p, %p : (i64, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
// -----
  llvm.intr.stackrestore %a : i32
// -----
  "llvm.intr.invariant.end"(%p1, %p) <{size = 4 : i64}> : (!llvm.ptr<1>, !llvm.ptr) -> ()
// -----
  %0 = "llvm.intr.coro.begin"(%a, %p) : (i32, !llvm.ptr) -> !llvm.ptr
// -----
  llvm.intr.masked.store %x, %p, %m {alignment = 4 : i32} : f32, vector<4xi1> into !llvm.ptr
// -----
  %0 = "llvm.intr.vector.reduce.add"(%vf) : (vector<4xf32>) -> f32
// -----
  %0 = "llvm.intr.vp.fadd"(%v, %v, %m, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// -----
  %0 = llvm.intr.masked.load %p, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi32>) -> vector<4xf32>
// -----
  %0 = llvm.intr.masked.gather %p, %m {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
// -----
  %0 = llvm.intr.masked.load %p, %m, %vf, %a {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>, i32) -> vector<4xf32>
// -----
  %0 = "llvm.intr.is.constant"(%ui) : (ui32) -> i1
// -----
  %0 = "llvm.intr.is.constant"(%a) : (i32) -> i32
// -----
  %0 = llvm.intr.fabs(%x) : (f32) -> ui32
// -----
  %0 = "llvm.intr.invariant.start"(%p) <{size = 4 : i64}> : (!llvm.ptr) -> !llvm.ptr<1>
// -----
  %0 = "llvm.intr.annotation"(%a, %p, %p, %a) : (i32, !llvm.ptr, !llvm.ptr, i32) -> f32
// -----
  %0 = "llvm.intr.ptr.annotation"(%p, %p, %p, %a, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i32
// -----
  %0 = llvm.intr.experimental.stepvector : vector<4xf32>
// -----
  %0 = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> f32
// -----
// ---- verifier: counts and regions ----
  %0 = "llvm.intr.fabs"(%x, %x) : (f32, f32) -> f32
// -----
  %0 = "llvm.intr.smax"(%a, %a, %a) : (i32, i32, i32) -> i32
// -----
  "llvm.intr.trap"(%a) : (i32) -> ()
// -----
  %0 = "llvm.intr.masked.load"(%p) <{alignment = 4 : i32}> : (!llvm.ptr) -> vector<4xf32>
// -----
  "llvm.intr.fabs"(%x) : (f32) -> ()
// -----
  %0 = "llvm.intr.trap"() : () -> i32
// -----
  "llvm.intr.trap"() ({}) : () -> ()
// -----
// ---- verifier: required attributes (reported by name order) and attribute constraints ----
  "llvm.intr.memcpy"(%p, %p, %l) : (!llvm.ptr, !llvm.ptr, i64) -> ()
// -----
  "llvm.intr.prefetch"(%p) : (!llvm.ptr) -> ()
// -----
  "llvm.intr.memcpy"(%p, %p, %l) <{isVolatile = 1 : i32}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// -----
  "llvm.intr.ubsantrap"() <{failureKind = 7 : i32}> : () -> ()
// -----
  "llvm.intr.prefetch"(%p) <{cache = 1 : i64, hint = 3 : i64, rw = 0 : i64}> : (!llvm.ptr) -> ()
// -----
  "llvm.intr.lifetime.start"(%p) <{size = 4 : i32}> : (!llvm.ptr) -> ()
// -----
  %0 = "llvm.intr.expect.with.probability"(%a, %a) <{prob = 5.0e-01 : f32}> : (i32, i32) -> i32
// -----
  %0 = llvm.intr.experimental.constrained.fptrunc %d invalid ignore : f64 to f32
// -----
  "llvm.intr.memcpy"(%p, %p, %l) <{isVolatile = false, tbaa = [1]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// -----
  "llvm.intr.memcpy"(%p, %p, %l) <{isVolatile = false, access_groups = [1]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// -----
  "llvm.intr.memcpy"(%p, %p, %l) <{isVolatile = false, noalias_scopes = [1]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// -----
  %0 = "llvm.intr.vector.insert"(%v8, %v) <{pos = 0 : i32}> : (vector<8xi32>, vector<4xi32>) -> vector<8xi32>
// -----
// ---- property conversion (generic form) ----
  "llvm.intr.memcpy"(%p, %p, %l) <{isVolatile = "x"}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// -----
  %0 = "llvm.intr.fabs"(%x) <{fastmathFlags = 1 : i32}> : (f32) -> f32
// -----
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 0 : i64, roundingmode = 9 : i64}> : (f64) -> f32
// -----
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 0 : i32, roundingmode = 1 : i64}> : (f64) -> f32
// -----
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 0 : i64, roundingmode = -1 : i64}> : (f64) -> f32
// -----
  "llvm.intr.experimental.noalias.scope.decl"() <{scope = 1}> : () -> ()
// -----
  "llvm.intr.dbg.value"(%a) <{varInfo = 1}> : (i32) -> ()
// -----
  "llvm.intr.dbg.label"() <{label = "x"}> : () -> ()
// -----
  %0 = "llvm.intr.smax"(%a, %a) <{foo = 1}> : (i32, i32) -> i32
// -----
  "llvm.intr.memcpy.inline"(%p, %p) <{isVolatile = false, len = 1.0 : f32}> : (!llvm.ptr, !llvm.ptr) -> ()
// -----
  %0 = "llvm.intr.expect.with.probability"(%a, %a) <{prob = 5 : i32}> : (i32, i32) -> i32
// -----
  "llvm.intr.dbg.value"(%a) : (i32) -> ()
// -----
// ---- verifier: traits ----
  %0 = "llvm.intr.fabs"(%x) : (f32) -> f64
// -----
  %0 = "llvm.intr.pow"(%x, %d) : (f32, f64) -> f32
// -----
  %0 = "llvm.intr.fabs"(%svf) : (vector<[4]xf32>) -> vector<4xf32>
// -----
  %0 = llvm.intr.ctpop(%a) : (i32) -> i64
// -----
  %0 = "llvm.intr.expect"(%a, %a) : (i32, i32) -> i64
// -----
  %0 = "llvm.intr.ssa.copy"(%a) : (i32) -> i64
// -----
  %0 = "llvm.intr.sadd.with.overflow"(%a, %l) : (i32, i64) -> !llvm.struct<(i32, i1)>
// -----
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i64
// -----
  %0 = "llvm.intr.vector.reduce.fmul"(%d, %vf) : (f64, vector<4xf32>) -> f32
// -----
  %0 = "llvm.intr.expect.with.probability"(%a, %a) <{prob = 5.0e-01 : f64}> : (i32, i32) -> i64
// -----
  %0 = "llvm.intr.annotation"(%a, %p, %p1, %a) : (i32, !llvm.ptr, !llvm.ptr<1>, i32) -> i64
// -----
  %0 = "llvm.intr.annotation"(%a, %p, %p1, %a) : (i32, !llvm.ptr, !llvm.ptr<1>, i32) -> i32
// -----
  "llvm.intr.var.annotation"(%p, %p, %p, %a, %p1) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr<1>) -> ()
// -----
  %0 = "llvm.intr.ptr.annotation"(%p, %p, %p1, %a, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, i32, !llvm.ptr) -> !llvm.ptr<1>
// -----
  %0 = "llvm.intr.ptr.annotation"(%p, %p, %p1, %a, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, i32, !llvm.ptr) -> !llvm.ptr
// -----
  %0 = "llvm.intr.vector.insert"(%v8, %v) <{pos = 0 : i64}> : (vector<8xi32>, vector<4xi32>) -> vector<4xi32>
// -----
  %0 = llvm.intr.vector.insert %v, %big[0] : vector<4xi32> into vector<8192xi32>
// -----
  %0 = llvm.intr.vector.insert %sv, %v8[0] : vector<[4]xi32> into vector<8xi32>
// -----
  %0 = llvm.intr.vector.extract %big[0] : vector<4xi32> from vector<8192xi32>
// -----
  %0 = llvm.intr.vector.extract %v8[0] : vector<[4]xi32> from vector<8xi32>
// -----
  %0 = "llvm.intr.vector.interleave2"(%v, %v8) : (vector<4xi32>, vector<8xi32>) -> vector<8xi32>
// -----
  %0 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
  %0 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<8xi64>
// -----
  %0 = "llvm.intr.vector.interleave2"(%sv, %sv) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<8xi32>
// -----
  %0 = "llvm.intr.vector.interleave2"(%sv, %sv) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[8]xi32>
// -----
// ---- custom syntax errors ----
  llvm.intr.trap
// -----
  %0 = llvm.intr.fabs %x : (f32) -> f32
// -----
  %0 = llvm.intr.fabs(%x) : f32
// -----
  %0 = llvm.intr.fabs(%x, %x) : (f32) -> f32
// -----
  %0 = llvm.intr.coro.save %p : (!llvm.ptr, !llvm.ptr) -> !llvm.token
// -----
  llvm.intr.vacopy %p to %p : !llvm.ptr
// -----
  llvm.intr.lifetime.start 1 %p : !llvm.ptr
// -----
  llvm.intr.lifetime.start "x", %p : !llvm.ptr
// -----
  llvm.intr.lifetime.start 1, %p {size = 3 : i32} : !llvm.ptr
// -----
  llvm.intr.masked.store %vf, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> onto !llvm.ptr
// -----
  %0 = llvm.intr.vector.insert %v, %v8 0 : vector<4xi32> into vector<8xi32>
// -----
  %0 = llvm.intr.matrix.column.major.load %p, <strid = %l> {columns = 4 : i32, isVolatile = true, rows = 4 : i32} : vector<16xf32> from !llvm.ptr stride i64
// -----
  %0 = llvm.intr.experimental.constrained.fptrunc %d foo ignore : f64 to f32
// -----
  %0 = llvm.intr.experimental.constrained.fptrunc %d tonearest bar : f64 to f32
// -----
  %0 = llvm.intr.expect.with.probability %a, %a, 1 : i32
// -----
  %0 = llvm.intr.expect.with.probability %a, %a, 1.0 {prob = 0.5 : f32} : i32
// -----
  %0 = llvm.intr.expect %a, %a : i64
// -----
  llvm.intr.experimental.noalias.scope.decl #llvm.di_expression<>
// -----
  llvm.intr.dbg.value #llvm.di_expression<> = %a : i32
// -----
  %0 = llvm.intr.coro.begin %t, %p : !llvm.token
// -----
  llvm.intr.vastart %p : ptr
// -----
// Upstream drops properties it does not know when the op has properties (`setPropertiesFromAttr`
// ignores unknown names); irbridge's generic-form parser keeps them (core change requested).
  %0 = "llvm.intr.fabs"(%x) <{fastmathFlags = #llvm.fastmath<fast>, foo = 1}> : (f32) -> f32
// -----
// MLIR 19's masked.load has no `nontemporal` property: upstream drops it, irbridge keeps it (same cause).
  %0 = "llvm.intr.masked.load"(%p, %m, %vf) <{alignment = 4 : i32, nontemporal}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
