// RUN-ARGS: --canonicalize
// The `llvm` dialect's folders, its constant-like ops and materializer, and the memory effects
// that decide which of its ops are dead (LLVMDialect.cpp of MLIR 19).

// `or`, `shl` and `zext` of constants; a shift by the width or more stays.
llvm.func @int_constants() -> i16 {
  %a = llvm.mlir.constant(12 : i16) : i16
  %b = llvm.mlir.constant(-32768 : i16) : i16
  %c3 = llvm.mlir.constant(3 : i16) : i16
  %c16 = llvm.mlir.constant(16 : i16) : i16
  %0 = llvm.or %a, %b : i16
  %1 = llvm.shl %0, %c3 : i16
  %2 = llvm.shl %1, %c16 : i16
  %3 = llvm.or %2, %1 : i16
  llvm.return %3 : i16
}

// -----

llvm.func @zext_constants() -> !llvm.struct<(i64, i33, i8)> {
  %m = llvm.mlir.constant(-2 : i32) : i32
  %t = llvm.mlir.constant(true) : i1
  %z = llvm.mlir.zero : i8
  %0 = llvm.zext %m : i32 to i64
  %1 = llvm.zext %m : i32 to i33
  %2 = llvm.zext %t : i1 to i8
  %u = llvm.mlir.undef : !llvm.struct<(i64, i33, i8)>
  %s0 = llvm.insertvalue %0, %u[0] : !llvm.struct<(i64, i33, i8)>
  %s1 = llvm.insertvalue %1, %s0[1] : !llvm.struct<(i64, i33, i8)>
  %s2 = llvm.insertvalue %2, %s1[2] : !llvm.struct<(i64, i33, i8)>
  %zz = llvm.zext %z : i8 to i16
  %e = llvm.extractvalue %s2[2] : !llvm.struct<(i64, i33, i8)>
  %s3 = llvm.insertvalue %e, %s2[2] : !llvm.struct<(i64, i33, i8)>
  llvm.return %s3 : !llvm.struct<(i64, i33, i8)>
}

// -----

// `icmp eq`/`ne` of a value with itself (scalar and vector); other predicates stay.
func.func @icmp_same(%x: i64, %v: vector<4xi8>, %p: !llvm.ptr) -> (i1, vector<4xi1>, i1, i1) {
  %0 = llvm.icmp "ne" %x, %x : i64
  %1 = llvm.icmp "eq" %v, %v : vector<4xi8>
  %2 = llvm.icmp "sle" %x, %x : i64
  %3 = llvm.icmp "eq" %p, %p : !llvm.ptr
  func.return %0, %1, %2, %3 : i1, vector<4xi1>, i1, i1
}

// -----

// An `alloca` is never null, on either side; a null against another pointer stays.
func.func @icmp_alloca(%n: i32, %p: !llvm.ptr) -> (i1, i1, i1, i1) {
  %null = llvm.mlir.zero : !llvm.ptr
  %a = llvm.alloca %n x i64 : (i32) -> !llvm.ptr
  %0 = llvm.icmp "eq" %a, %null : !llvm.ptr
  %1 = llvm.icmp "ne" %null, %a : !llvm.ptr
  %2 = llvm.icmp "eq" %null, %p : !llvm.ptr
  %3 = llvm.icmp "ult" %null, %a : !llvm.ptr
  func.return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// `bitcast` and `addrspacecast` chains: a cast to the same type, a round trip, and a chain of
// three that becomes one cast.
func.func @cast_chains(%x: i64, %p: !llvm.ptr<3>) -> (i64, vector<4xi16>, !llvm.ptr<3>, !llvm.ptr<7>, f64) {
  %0 = llvm.bitcast %x : i64 to f64
  %1 = llvm.bitcast %0 : f64 to vector<2xi32>
  %2 = llvm.bitcast %1 : vector<2xi32> to vector<4xi16>
  %3 = llvm.bitcast %0 : f64 to i64
  %4 = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr<3>
  %5 = llvm.addrspacecast %4 : !llvm.ptr<3> to !llvm.ptr
  %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<5>
  %7 = llvm.addrspacecast %6 : !llvm.ptr<5> to !llvm.ptr<7>
  %8 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<3>
  %9 = llvm.bitcast %0 : f64 to f64
  func.return %3, %2, %8, %7, %9 : i64, vector<4xi16>, !llvm.ptr<3>, !llvm.ptr<7>, f64
}

// -----

// `extractvalue` through `insertvalue`s: the inserted value at the same position, past disjoint
// positions, and not past an insertion at a prefix or an extension of the position.
func.func @extract_through_inserts(%s: !llvm.struct<(i32, array<2 x f32>, i64)>, %f: f32, %a: !llvm.array<2 x f32>, %i: i32) -> (f32, i64, f32, i32, !llvm.array<2 x f32>) {
  %0 = llvm.insertvalue %f, %s[1, 0] : !llvm.struct<(i32, array<2 x f32>, i64)>
  %1 = llvm.insertvalue %i, %0[0] : !llvm.struct<(i32, array<2 x f32>, i64)>
  %2 = llvm.extractvalue %1[1, 0] : !llvm.struct<(i32, array<2 x f32>, i64)>
  %3 = llvm.extractvalue %1[2] : !llvm.struct<(i32, array<2 x f32>, i64)>
  %4 = llvm.insertvalue %a, %1[1] : !llvm.struct<(i32, array<2 x f32>, i64)>
  %5 = llvm.extractvalue %4[1, 1] : !llvm.struct<(i32, array<2 x f32>, i64)>
  %6 = llvm.extractvalue %4[0] : !llvm.struct<(i32, array<2 x f32>, i64)>
  %7 = llvm.extractvalue %0[1] : !llvm.struct<(i32, array<2 x f32>, i64)>
  func.return %2, %3, %5, %6, %7 : f32, i64, f32, i32, !llvm.array<2 x f32>
}

// -----

// `getelementptr`: constant dynamic indices that fit in 32 bits become constant indices (the
// others stay); a lone zero index of the base's type is the base.
func.func @gep(%p: !llvm.ptr, %i: i64, %vp: !llvm.vec<2 x ptr>) -> (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.vec<2 x ptr>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i16) : i16
  %big = llvm.mlir.constant(8589934592 : i64) : i64
  %neg = llvm.mlir.constant(-5 : i32) : i32
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %p[%i, %c3] : (!llvm.ptr, i64, i16) -> !llvm.ptr, !llvm.array<4 x i32>
  %2 = llvm.getelementptr %p[%big, %neg, 1] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x !llvm.struct<(i8, i32)>>
  %3 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  %4 = llvm.getelementptr %vp[%c0] : (!llvm.vec<2 x ptr>, i64) -> !llvm.vec<2 x ptr>, i8
  func.return %0, %1, %2, %3, %4 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.vec<2 x ptr>
}

// -----

// Constant-like ops are uniqued by what they fold to: `undef`, `poison`, `addressof` and `zero`
// (a builtin zero for integers, floats and vectors of them, so equal to a `llvm.mlir.constant` of
// zero; `#llvm.zero` for the other types).
llvm.mlir.global internal @g(0 : i32) : i32

llvm.func @sink(!llvm.ptr, !llvm.ptr, i32, i32, f32, f32, vector<2xf32>, vector<2xf32>, !llvm.struct<(i8)>, !llvm.struct<(i8)>, i8, i8, i8, i8)

llvm.func @uniqued() {
  %a0 = llvm.mlir.addressof @g : !llvm.ptr
  %a1 = llvm.mlir.addressof @g : !llvm.ptr
  %z0 = llvm.mlir.zero : i32
  %z1 = llvm.mlir.constant(0 : i32) : i32
  %f0 = llvm.mlir.zero : f32
  %f1 = llvm.mlir.constant(0.0 : f32) : f32
  %v0 = llvm.mlir.zero : vector<2xf32>
  %v1 = llvm.mlir.constant(dense<0.0> : vector<2xf32>) : vector<2xf32>
  %s0 = llvm.mlir.zero : !llvm.struct<(i8)>
  %s1 = llvm.mlir.zero : !llvm.struct<(i8)>
  %u0 = llvm.mlir.undef : i8
  %u1 = llvm.mlir.undef : i8
  %p0 = llvm.mlir.poison : i8
  %p1 = llvm.mlir.poison : i8
  llvm.call @sink(%a0, %a1, %z0, %z1, %f0, %f1, %v0, %v1, %s0, %s1, %u0, %u1, %p0, %p1) : (!llvm.ptr, !llvm.ptr, i32, i32, f32, f32, vector<2xf32>, vector<2xf32>, !llvm.struct<(i8)>, !llvm.struct<(i8)>, i8, i8, i8, i8) -> ()
  llvm.return
}

// -----

// An `llvm.mlir.constant` folded by another dialect's op becomes that dialect's constant; an
// `llvm` op folding `arith` constants materializes an `llvm.mlir.constant`.
func.func @cross_dialect() -> (i32, i32) {
  %0 = llvm.mlir.constant(6 : i32) : i32
  %1 = arith.constant 9 : i32
  %2 = arith.muli %0, %1 : i32
  %3 = llvm.or %0, %1 : i32
  func.return %2, %3 : i32, i32
}

// -----

// Dead `llvm` ops by their memory effects: plain and `unordered` loads and `alloca`s go; volatile
// and stronger atomic loads, stores and side-effecting inline assembly stay.
llvm.func @dead_memory_ops(%p: !llvm.ptr, %v: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %b = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %b : i32, !llvm.ptr
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load volatile %p : !llvm.ptr -> i32
  llvm.store volatile %v, %p : i32, !llvm.ptr
  %4 = llvm.inline_asm "mov $0, $1", "=r,r" %v : (i32) -> i32
  %5 = llvm.inline_asm has_side_effects "mov $0, $1", "=r,r" %v : (i32) -> i32
  llvm.return
}
