  // ---- arith: valid
  %r0 = llvm.add %a, %b : i32
  %r1 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %r2 = llvm.sub %a, %b overflow<nsw> : i32
  %r3 = llvm.mul %a, %b overflow<nuw> : i32
  %r4 = llvm.udiv %a, %b : i32
  %r5 = llvm.shl %a, %b overflow<nsw>: i32
  %r6 = llvm.lshr %a, %b : i32
  %r7 = llvm.fadd %x, %y : f32
// -----
  %r0 = llvm.fsub %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %r1 = llvm.fmul %x, %y {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %r2 = llvm.fneg %x : f32
  %r3 = llvm.icmp "slt" %a, %b : i32
  %r4 = llvm.fcmp "olt" %x, %y : f32
  %r5 = llvm.select %c, %a, %b : i1, i32
  %r6 = llvm.freeze %a : i32
  %r7 = llvm.add %v, %v : vector<4xi32>
// -----
  %r0 = "llvm.icmp"(%p, %p) <{predicate = 2 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
  %r1 = "llvm.icmp"(%vp, %vp) <{predicate = 0 : i64}> : (!llvm.vec<4 x ptr>, !llvm.vec<4 x ptr>) -> vector<4xi1>
  %r2 = "llvm.fcmp"(%x, %x) <{predicate = 0 : i64}> : (f32, f32) -> i1
  %r3 = "llvm.fcmp"(%x, %x) <{predicate = 15 : i64}> : (f32, f32) -> i1
  %r4 = "llvm.select"(%c, %v, %v) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %r5 = "llvm.select"(%c, %s, %s) : (i1, !llvm.struct<(i32, f32)>, !llvm.struct<(i32, f32)>) -> !llvm.struct<(i32, f32)>
  %r6 = "llvm.freeze"(%s) : (!llvm.struct<(i32, f32)>) -> !llvm.struct<(i32, f32)>
  %r7 = "llvm.fadd"(%vf, %vf) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// -----
  %r0 = "llvm.add"(%sv, %sv) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
  %r1 = "llvm.icmp"(%sv, %sv) <{predicate = 0 : i64}> : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi1>
  %r2 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<nsw>}> {fastmathFlags = #llvm.fastmath<fast>} : (i32, i32) -> i32
  %r3 = "llvm.fadd"(%x, %x) : (f32, f32) -> f32
  %r4 = "llvm.icmp"(%i8, %i8) <{predicate = 9 : i64}> : (i8, i8) -> i1
  %r5 = "llvm.fcmp"(%vf, %vf) <{predicate = 14 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  %r6 = "llvm.select"(%c, %x, %x) <{fastmathFlags = #llvm.fastmath<nnan>}> : (i1, f32, f32) -> f32
  %r7 = llvm.icmp "eq" %v, %v : vector<4xi32>
// -----
  %r0 = llvm.add %a, %a overflow<none> : i32
  %r2 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<afn, nnan, ninf, nsz, arcp, contract, reassoc>} : f32
  %r3 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<afn, reassoc>, foo = 1} : f32
  %r4 = llvm.select %c, %x, %x {fastmathFlags = #llvm.fastmath<none>} : i1, f32
  %r5 = llvm.fcmp "oeq" %x, %x {fastmathFlags = #llvm.fastmath<none>} : f32
  %r6 = llvm.freeze %a : i32
  %r7 = "llvm.load"(%p) : (!llvm.ptr) -> i32
// -----
  %r0 = "llvm.add"(%a, %a) : (i32, i32) -> i32
  %r1 = "llvm.select"(%c, %x, %x) : (i1, f32, f32) -> f32
  %r2 = "llvm.alloca"(%a) <{elem_type = !llvm.target<"spirv.Image">}> : (i32) -> !llvm.ptr
  %r3 = "llvm.alloca"(%a) <{elem_type = !llvm.target<"aarch64.svcount">}> : (i32) -> !llvm.ptr
  %r4 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.target<"spirv.Image">
  %r5 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.token
  %r6 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.metadata
  %r7 = "llvm.freeze"(%p) : (!llvm.ptr) -> !llvm.ptr
// -----
  %r0 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> vector<[4]xi32>
  %r1 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<(i32, struct<"opq2", opaque>)>
  %r4 = llvm.mlir.constant(1 : i32) {value = 2 : i32} : i32
  %r5 = llvm.freeze %a {foo = 1} : i32
  %r7 = llvm.icmp "eq" %a, %a {fastmathFlags = 1} : i32
// -----
  %r1 = llvm.alloca %a x i32 {inalloca} : (i32) -> !llvm.ptr
  %r2 = llvm.icmp "eq" %a, %b : i32
  %r3 = llvm.icmp "ne" %a, %b : i32
  %r4 = llvm.icmp "slt" %a, %b : i32
  %r5 = llvm.icmp "sle" %a, %b : i32
  %r6 = llvm.icmp "sgt" %a, %b : i32
  %r7 = llvm.icmp "sge" %a, %b : i32
// -----
  %r0 = llvm.icmp "ult" %a, %b : i32
  %r1 = llvm.icmp "ule" %a, %b : i32
  %r2 = llvm.icmp "ugt" %a, %b : i32
  %r3 = llvm.icmp "uge" %a, %b : i32
  %r4 = llvm.fcmp "_false" %x, %y : f32
  %r5 = llvm.fcmp "oeq" %x, %y : f32
  %r6 = llvm.fcmp "ogt" %x, %y : f32
  %r7 = llvm.fcmp "oge" %x, %y : f32
// -----
  %r0 = llvm.fcmp "olt" %x, %y : f32
  %r1 = llvm.fcmp "ole" %x, %y : f32
  %r2 = llvm.fcmp "one" %x, %y : f32
  %r3 = llvm.fcmp "ord" %x, %y : f32
  %r4 = llvm.fcmp "ueq" %x, %y : f32
  %r5 = llvm.fcmp "ugt" %x, %y : f32
  %r6 = llvm.fcmp "uge" %x, %y : f32
  %r7 = llvm.fcmp "ult" %x, %y : f32
// -----
  %r0 = llvm.fcmp "ule" %x, %y : f32
  %r1 = llvm.fcmp "une" %x, %y : f32
  %r2 = llvm.fcmp "uno" %x, %y : f32
  %r3 = llvm.fcmp "_true" %x, %y : f32
  %r4 = llvm.icmp "ne" %v, %v : vector<4xi32>
  %r5 = llvm.icmp "ult" %sv, %sv : vector<[4]xi32>
  %r6 = llvm.icmp "eq" %vp, %vp : !llvm.vec<4 x ptr>
  %r7 = llvm.fcmp "ueq" %vf, %vf {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
// -----
  %r0 = llvm.fdiv %h, %h {fastmathFlags = #llvm.fastmath<arcp, contract, afn>} : f16
  %r1 = llvm.frem %d, %d {fastmathFlags = #llvm.fastmath<reassoc, nsz>} : f64
  %r2 = llvm.fneg %vf {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc>} : vector<4xf32>
  %r3 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<nnan>, foo} : f32
  %r4 = llvm.xor %i8, %i8 {bar = 1 : i8} : i8
  %r5 = llvm.select %c, %p, %p : i1, !llvm.ptr
  %r6 = llvm.select %c, %s, %s {fastmathFlags = #llvm.fastmath<fast>} : i1, !llvm.struct<(i32, f32)>
  %r7 = llvm.freeze %v : vector<4xi32>
// -----
  %r0 = llvm.freeze %p {foo} : !llvm.ptr
  %r1 = llvm.mul %v, %v overflow<nsw, nuw> {foo} : vector<4xi32>
  %r2 = llvm.sub %l, %l overflow<nuw, nsw> : i64
  %r3 = "llvm.sub"(%a, %b) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
  %r4 = "llvm.fmul"(%x, %y) <{fastmathFlags = #llvm.fastmath<contract>}> {foo} : (f32, f32) -> f32
  %r5 = "llvm.icmp"(%p, %p) <{predicate = 7 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
  %r6 = "llvm.fcmp"(%x, %y) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 12 : i64}> : (f32, f32) -> i1
// -----
  // ---- arith: invalid
  %0 = "llvm.add"(%x, %y) : (f32, f32) -> f32
// -----
  %0 = "llvm.add"(%a, %l) : (i32, i64) -> i32
// -----
  %0 = "llvm.add"(%a, %a) : (i32, i32) -> i64
// -----
  %0 = "llvm.add"(%a, %a, %a) : (i32, i32, i32) -> i32
// -----
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
// -----
  %0 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.fastmath<fast>}> : (i32, i32) -> i32
// -----
  %0 = "llvm.udiv"(%a, %a) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
// -----
  %0 = "llvm.fadd"(%a, %a) : (i32, i32) -> i32
// -----
  %0 = "llvm.fadd"(%x, %d) : (f32, f64) -> f32
// -----
  %0 = "llvm.fadd"(%x, %x) <{fastmathFlags = 1 : i32}> : (f32, f32) -> f32
// -----
  %0 = "llvm.fneg"(%a) : (i32) -> i32
// -----
  %0 = "llvm.fneg"(%x, %x) : (f32, f32) -> f32
// -----
  %0 = "llvm.icmp"(%x, %x) <{predicate = 2 : i64}> : (f32, f32) -> i1
// -----
  %0 = "llvm.icmp"(%a, %a) <{predicate = 20 : i64}> : (i32, i32) -> i1
// -----
  %0 = "llvm.icmp"(%a, %a) : (i32, i32) -> i1
// -----
  %0 = "llvm.icmp"(%a, %a) <{predicate = 2 : i64}> : (i32, i32) -> i32
// -----
  %0 = "llvm.icmp"(%v, %v) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
// -----
  %0 = "llvm.icmp"(%a, %l) <{predicate = 2 : i64}> : (i32, i64) -> i1
// -----
  %0 = "llvm.fcmp"(%a, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
// -----
  %0 = "llvm.select"(%a, %a, %a) : (i32, i32, i32) -> i32
// -----
  %0 = "llvm.select"(%c, %a, %l) : (i1, i32, i64) -> i32
// -----
  %0 = "llvm.select"(%c, %a, %a) : (i1, i32, i32) -> i64
// -----
  %0 = "llvm.freeze"(%a) : (i32) -> i64
// -----
  %0 = "llvm.add"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// -----
  %0 = "llvm.icmp"(%sv, %sv) <{predicate = 0 : i64}> : (vector<[4]xi32>, vector<[4]xi32>) -> vector<4xi1>
// -----
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i32}> : (i32, i32) -> i1
// -----
  %0 = "llvm.icmp"(%v, %v) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>
// -----
  %0 = "llvm.fcmp"(%vf, %vf) <{predicate = 0 : i64}> : (vector<4xf32>, vector<4xf32>) -> i1
// -----
  %0 = "llvm.select"(%c, %v, %a) : (i1, vector<4xi32>, i32) -> i32
// -----
  %0 = "llvm.select"(%v, %v, %v) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
  %0 = llvm.icmp "foo" %a, %a : i32
// -----
  %0 = llvm.icmp 3 %a, %a : i32
// -----
  %0 = llvm.fcmp "slt" %x, %x : f32
// -----
  %0 = llvm.icmp "eq" %a, %a : index
// -----
  %0 = llvm.fcmp "oeq" %x, %x {fastmathFlags = #llvm.fastmath<nnan>, predicate = 3} : f32
// -----
  %0 = llvm.add %a, %a overflow<foo> : i32
// -----
  %0 = llvm.add %a, %a overflow<> : i32
// -----
  %0 = llvm.add %x, %y : f32
// -----
  %0 = llvm.fadd %a, %a : i32
// -----
  %0 = llvm.sext %x : f32 to f64
// -----
  %0 = llvm.select %a, %a, %a : i32, i32
// -----
  %0 = llvm.icmp "eq" %x, %x : f32
// -----
  %0 = llvm.cmpxchg %p, %vf, %vf acq_rel monotonic : !llvm.ptr, vector<4xf32>
// -----
  %0 = llvm.cmpxchg %a, %a, %a acq_rel monotonic : i32, i32
// -----
  %0 = llvm.atomicrmw add %a, %a acq_rel : i32, i32
// -----
  %0 = llvm.load %a : i32 -> i32
// -----
  llvm.store %a, %a : i32, i32
// -----
  %0 = llvm.alloca %x x i32 : (f32) -> !llvm.ptr
// -----
  %0 = llvm.getelementptr %a[%a] : (i32, i32) -> !llvm.ptr, i8
// -----
  %0 = llvm.extractvalue %a[0] : i32
// -----
  %0 = "llvm.icmp"(%a, %l) <{predicate = 2 : i64}> : (i32, i64) -> i32
// -----
  %0 = "llvm.select"(%a, %a, %l) : (i32, i32, i64) -> i32
// -----
  %0 = "llvm.icmp"(%x, %x) : (f32, f32) -> i1
// -----
  %0 = "llvm.add"(%x, %d) : (f32, f64) -> f32
// -----
  %0 = "llvm.add"(%a, %l) : (i32, i64) -> f32
// -----
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(f32, f32)>
// -----
  %0 = "llvm.cmpxchg"(%p, %x, %d) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, f32, f64) -> !llvm.struct<(i32, i1)>
// -----
  %0 = "llvm.alloca"(%a) <{elem_type = !llvm.target<"foo">}> : (i32) -> !llvm.ptr
// -----
  %0 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.target<"foo">
// -----
  %0 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"opq", opaque>
// -----
  %0 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.func<void ()>
// -----
  %0 = "llvm.extractelement"(%v, %a) : (vector<4xi32>, i32) -> i64
// -----
  %0 = llvm.load %p {ordering = 3 : i64} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p {ordering = 2 : i64} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p {alignment = 4 : i32} : !llvm.ptr -> i32
// -----
  llvm.fence release {syncscope = 1}
// -----
  llvm.fence release {ordering = 9}
// -----
  %0 = llvm.select %c, %a, %a {fastmathFlags = 1} : i1, i32
// -----
  %0 = llvm.extractvalue %s[0] {position = 1} : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.getelementptr %p[1] {rawConstantIndices = 1} : (!llvm.ptr) -> !llvm.ptr, i8
// -----
  %0 = llvm.getelementptr %p[1] {inbounds = 1} : (!llvm.ptr) -> !llvm.ptr, i8
// -----
  %0 = llvm.alloca %a x i32 {alignment = 8 : i32} : (i32) -> !llvm.ptr
// -----
  %0 = llvm.atomicrmw add %p, %a monotonic {bin_op = 99} : !llvm.ptr, i32
// -----
  %0 = llvm.cmpxchg %p, %a, %a monotonic monotonic {weak = 2} : !llvm.ptr, i32
// -----
  %0 = llvm.shufflevector %v, %v [0] {mask = 1} : vector<4xi32>
// -----
  %0 = llvm.fadd %x, %y : f64
// -----
  %0 = llvm.icmp "eq" %a, %b, %c : i32
// -----
  %0 = llvm.add %a : i32
// -----
  %0 = llvm.add %a, %b overflow<nsw : i32
// -----
  %0 = llvm.add %a, %b overflow nsw : i32
// -----
  %0 = llvm.select %c, %a : i1, i32
// -----
  %0 = llvm.select %c, %a, %b : i1
// -----
  %0 = "llvm.select"(%c, %a, %b) <{fastmathFlags = 3 : i32}> : (i1, i32, i32) -> i32
// -----
  %0 = "llvm.freeze"(%a, %a) : (i32, i32) -> i32
// -----
  %0 = "llvm.fneg"(%x) <{fastmathFlags = #llvm.overflow<nsw>}> : (f32) -> f32
// -----
  // ---- casts: valid
  %r0 = "llvm.bitcast"(%a) : (i32) -> i64
  %r1 = "llvm.trunc"(%a) : (i32) -> i64
  %r2 = "llvm.trunc"(%a) : (i32) -> i32
  %r3 = "llvm.trunc"(%v) : (vector<4xi32>) -> i8
  %r4 = "llvm.fpext"(%d) : (f64) -> f32
  %r5 = "llvm.fpext"(%x) : (f32) -> f32
  %r6 = "llvm.fptrunc"(%x) : (f32) -> f64
  %r7 = "llvm.sitofp"(%v) : (vector<4xi32>) -> f32
// -----
  %r0 = "llvm.uitofp"(%v) : (vector<4xi32>) -> vector<2xf32>
  %r1 = "llvm.fptoui"(%vf) : (vector<4xf32>) -> i32
  %r2 = "llvm.inttoptr"(%v) : (vector<4xi32>) -> !llvm.ptr
  %r3 = "llvm.inttoptr"(%v) : (vector<4xi32>) -> !llvm.vec<4 x ptr>
  %r4 = "llvm.inttoptr"(%v) : (vector<4xi32>) -> !llvm.vec<2 x ptr>
  %r5 = "llvm.ptrtoint"(%vp) : (!llvm.vec<4 x ptr>) -> i64
  %r6 = "llvm.ptrtoint"(%vp) : (!llvm.vec<4 x ptr>) -> vector<2xi64>
  %r7 = "llvm.addrspacecast"(%vp) : (!llvm.vec<4 x ptr>) -> !llvm.ptr
// -----
  %r0 = "llvm.addrspacecast"(%p) : (!llvm.ptr) -> !llvm.ptr
  %r1 = "llvm.bitcast"(%v) : (vector<4xi32>) -> vector<4xf32>
  %r2 = llvm.bitcast %a : i32 to f32
  %r3 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %r4 = llvm.inttoptr %l : i64 to !llvm.ptr
  %r5 = llvm.ptrtoint %p : !llvm.ptr to i64
  %r6 = llvm.sext %a : i32 to i64
  %r7 = llvm.zext %a : i32 to i64
// -----
  %r0 = llvm.trunc %l : i64 to i32
  %r1 = llvm.sitofp %a : i32 to f32
  %r2 = llvm.uitofp %a : i32 to f64
  %r3 = llvm.fptosi %x : f32 to i32
  %r4 = llvm.fptoui %x : f32 to i64
  %r5 = llvm.fpext %x : f32 to f64
  %r6 = llvm.fptrunc %d : f64 to f32
  %r7 = llvm.sext %v : vector<4xi32> to vector<4xi64>
// -----
  %r0 = llvm.ptrtoint %vp : !llvm.vec<4 x ptr> to vector<4xi64>
  %r1 = llvm.bitcast %v : vector<4xi32> to vector<2xi64>
  %r2 = llvm.zext %sv : vector<[4]xi32> to vector<[4]xi64>
  %r3 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %r4 = llvm.trunc %a {foo} : i32 to i8
  %r5 = llvm.fptrunc %d : f64 to f16
  %r6 = llvm.fpext %h : f16 to f64
  %r7 = llvm.sitofp %v : vector<4xi32> to vector<4xf32>
// -----
  %r0 = llvm.fptoui %vf : vector<4xf32> to vector<4xi32>
  %r1 = llvm.inttoptr %v : vector<4xi32> to !llvm.vec<4 x ptr>
  %r2 = llvm.addrspacecast %vp : !llvm.vec<4 x ptr> to !llvm.vec<4 x ptr<1>>
  %r3 = llvm.bitcast %vf : vector<4xf32> to vector<4xi32>
  %r4 = llvm.bitcast %vp : !llvm.vec<4 x ptr> to !llvm.vec<4 x ptr>
  %r5 = llvm.bitcast %a : i32 to vector<2xi16>
  %r6 = llvm.trunc %v : vector<4xi32> to vector<4xi8>
  %r7 = llvm.zext %c : i1 to i32
// -----
  %r0 = "llvm.sitofp"(%a) : (i32) -> f32
  %r1 = "llvm.trunc"(%l) {foo = "x"} : (i64) -> i1
// -----
  // ---- casts: invalid
  %0 = "llvm.bitcast"(%a) : (i32) -> !llvm.ptr
// -----
  %0 = "llvm.bitcast"(%p) : (!llvm.ptr) -> i64
// -----
  %0 = "llvm.bitcast"(%p) : (!llvm.ptr) -> !llvm.vec<1 x ptr>
// -----
  %0 = "llvm.bitcast"(%vp) : (!llvm.vec<4 x ptr>) -> !llvm.ptr
// -----
  %0 = "llvm.bitcast"(%p) : (!llvm.ptr) -> !llvm.ptr<1>
// -----
  %0 = "llvm.bitcast"(%s) : (!llvm.struct<(i32, f32)>) -> i64
// -----
  %0 = "llvm.bitcast"(%a) : (i32) -> !llvm.struct<(i32, f32)>
// -----
  %0 = "llvm.sext"(%l) : (i64) -> i32
// -----
  %0 = "llvm.sext"(%a) : (i32) -> i32
// -----
  %0 = "llvm.zext"(%l) : (i64) -> i32
// -----
  %0 = "llvm.sext"(%v) : (vector<4xi32>) -> i64
// -----
  %0 = "llvm.sext"(%a) : (i32) -> vector<4xi64>
// -----
  %0 = "llvm.sext"(%v) : (vector<4xi32>) -> vector<2xi64>
// -----
  %0 = "llvm.sext"(%x) : (f32) -> i64
// -----
  %0 = "llvm.sext"(%a) : (i32) -> f64
// -----
  %0 = "llvm.fptrunc"(%a) : (i32) -> f16
// -----
  %0 = "llvm.sitofp"(%x) : (f32) -> f32
// -----
  %0 = "llvm.sitofp"(%a) : (i32) -> i32
// -----
  %0 = "llvm.fptosi"(%a) : (i32) -> i32
// -----
  %0 = "llvm.inttoptr"(%p) : (!llvm.ptr) -> !llvm.ptr
// -----
  %0 = "llvm.ptrtoint"(%a) : (i32) -> i64
// -----
  %0 = "llvm.addrspacecast"(%a) : (i32) -> !llvm.ptr
// -----
  %0 = "llvm.sext"(%a, %a) : (i32, i32) -> i64
// -----
  %0:2 = "llvm.sext"(%a) : (i32) -> (i64, i64)
// -----
  %0 = "llvm.zext"(%sv) : (vector<[4]xi32>) -> vector<4xi64>
// -----
  %0 = "llvm.sext"(%i8) : (i8) -> index
// -----
  %0 = "llvm.bitcast"(%vp) : (!llvm.vec<4 x ptr>) -> !llvm.vec<4 x ptr<1>>
// -----
  %0 = "llvm.bitcast"(%vp) : (!llvm.vec<4 x ptr>) -> vector<4xi64>
// -----
  %0 = llvm.sext %a i32 to i64
// -----
  %0 = llvm.sext %a : i32 i64
// -----
  %0 = llvm.sext %a : i32 to
// -----
  %0 = "llvm.trunc"() : () -> i32
// -----
  %0 = "llvm.fpext"(%v) : (vector<4xi32>) -> f64
// -----
  %0 = "llvm.fptoui"(%x) : (f32) -> f32
// -----
  %0 = "llvm.uitofp"(%x) : (f32) -> f32
// -----
  %0 = "llvm.ptrtoint"(%p) : (!llvm.ptr) -> !llvm.ptr
// -----
  %0 = "llvm.addrspacecast"(%p) : (!llvm.ptr) -> i64
// -----
  %0 = "llvm.zext"(%v) : (vector<4xi32>) -> vector<4xi16>
// -----
  %0 = "llvm.bitcast"(%p) <{foo}> : (!llvm.ptr) -> !llvm.ptr
// -----
  // ---- memory: valid
  %r0 = llvm.alloca %a x i32 : (i32) -> !llvm.ptr
  %r1 = llvm.alloca %l x f32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %r2 = llvm.alloca inalloca %l x f32 {alignment = 8} : (i64) -> !llvm.ptr
  %r3 = llvm.alloca %l x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr<3>
  %r4 = llvm.alloca %l x i32 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  %r5 = llvm.load %p : !llvm.ptr -> i32
  %r6 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %r7 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// -----
  %r0 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> f32
  %r1 = llvm.load %p {nontemporal, invariant, invariantGroup} : !llvm.ptr -> i32
  %r2 = llvm.load %p {alignment = 16 : i64, nontemporal} : !llvm.ptr -> vector<4xi32>
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store volatile %a, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %a, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %x, %p atomic syncscope("singlethread") seq_cst {alignment = 4 : i64, nontemporal, invariantGroup} : f32, !llvm.ptr
  %r7 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// -----
  %r0 = llvm.getelementptr inbounds %p[1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %r1 = llvm.getelementptr %p[%l, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %r2 = llvm.getelementptr %p[%a, 0, %l] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.struct<(array<4 x i32>, f32)>
  %r3 = llvm.getelementptr %vp[%v] : (!llvm.vec<4 x ptr>, vector<4xi32>) -> !llvm.vec<4 x ptr>, i8
  %r4 = llvm.getelementptr %p[%v] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, i8
  %r5 = llvm.getelementptr %p[-1] : (!llvm.ptr) -> !llvm.ptr, f32
  %r6 = "llvm.alloca"(%a) <{elem_type = !llvm.void}> : (i32) -> !llvm.ptr
  %r7 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<(i32, f32)>
// -----
  %r0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> !llvm.ptr
  %r1 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %s, %p : !llvm.struct<(i32, f32)>, !llvm.ptr
  %r3 = llvm.load %p : !llvm.ptr -> !llvm.ptr<1>
  %r4 = "llvm.load"(%p) <{ordering = 0 : i64, alignment = 0 : i64}> : (!llvm.ptr) -> i32
  %r5 = llvm.load %p {alignment = 0 : i64} : !llvm.ptr -> i32
  %r6 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %r7 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr<1>, i32
// -----
  %r0 = llvm.getelementptr %p[%v] : (!llvm.ptr, vector<4xi32>) -> !llvm.ptr, i8
  %r1 = llvm.getelementptr %vp[%a] : (!llvm.vec<4 x ptr>, i32) -> !llvm.ptr, i8
  %r2 = llvm.getelementptr %vp[%a] : (!llvm.vec<4 x ptr>, i32) -> !llvm.vec<4 x ptr>, i8
  %r3 = llvm.getelementptr %vp[%v] : (!llvm.vec<4 x ptr>, vector<4xi32>) -> !llvm.vec<2 x ptr>, i8
  %r4 = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32>}> : (!llvm.ptr) -> !llvm.ptr
  %r5 = llvm.getelementptr %p[%l, 0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x struct<(i32, f32)>>
  %r6 = llvm.getelementptr %p[%l, %a, 1] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x struct<(i32, f32)>>
  %r7 = llvm.getelementptr %p[%l, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"foo", (i32, f32)>
// -----
  %r0 = llvm.getelementptr %p[%l, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<packed (i8, i32)>
  %r1 = llvm.getelementptr %p[%i8] : (!llvm.ptr, i8) -> !llvm.ptr, i32
  %r2 = llvm.getelementptr %p[%l, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x vector<4xi32>>
  %r3 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.void
  %r4 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.func<void ()>
  %r5 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"bar", opaque>
  %r6 = llvm.getelementptr %p[%a] {elem_type = i64} : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %r7 = llvm.getelementptr inbounds %p[%a] {foo} : (!llvm.ptr, i32) -> !llvm.ptr, i32
// -----
  %r0 = llvm.getelementptr %p[%sv] : (!llvm.ptr, vector<[4]xi32>) -> !llvm.vec<? x 4 x ptr>, i8
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.fence release {foo}
  %r4 = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, i32
  %r5 = llvm.cmpxchg weak volatile %p, %a, %b syncscope("agent") seq_cst acquire {alignment = 4 : i64} : !llvm.ptr, i32
  %r6 = llvm.cmpxchg %p, %p, %p monotonic monotonic : !llvm.ptr, !llvm.ptr
  %r7 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i32
// -----
  %r0 = llvm.atomicrmw volatile xchg %p, %a syncscope("x") acq_rel {alignment = 8 : i64} : !llvm.ptr, i32
  %r1 = llvm.atomicrmw sub %p, %a release : !llvm.ptr, i32
  %r2 = llvm.atomicrmw _and %p, %a release : !llvm.ptr, i32
  %r3 = llvm.atomicrmw nand %p, %a release : !llvm.ptr, i32
  %r4 = llvm.atomicrmw _or %p, %a release : !llvm.ptr, i32
  %r5 = llvm.atomicrmw _xor %p, %a release : !llvm.ptr, i32
  %r6 = llvm.atomicrmw max %p, %a release : !llvm.ptr, i32
  %r7 = llvm.atomicrmw min %p, %a release : !llvm.ptr, i32
// -----
  %r0 = llvm.atomicrmw umax %p, %a release : !llvm.ptr, i32
  %r1 = llvm.atomicrmw umin %p, %a release : !llvm.ptr, i32
  %r2 = llvm.atomicrmw fadd %p, %x release : !llvm.ptr, f32
  %r3 = llvm.atomicrmw fsub %p, %x release : !llvm.ptr, f32
  %r4 = llvm.atomicrmw fmax %p, %x release : !llvm.ptr, f32
  %r5 = llvm.atomicrmw fmin %p, %x release : !llvm.ptr, f32
  %r6 = llvm.atomicrmw uinc_wrap %p, %a release : !llvm.ptr, i32
  %r7 = llvm.atomicrmw udec_wrap %p, %a release : !llvm.ptr, i32
// -----
  %r0 = llvm.atomicrmw xchg %p, %p seq_cst : !llvm.ptr, !llvm.ptr
  %r1 = llvm.cmpxchg %p, %a, %b monotonic seq_cst : !llvm.ptr, i32
  %r2 = llvm.cmpxchg %p, %i8, %i8 monotonic monotonic : !llvm.ptr, i8
  %r3 = llvm.atomicrmw add %p, %i8 monotonic : !llvm.ptr, i8
  %r4 = llvm.atomicrmw xchg %p, %h monotonic : !llvm.ptr, f16
  %r5 = llvm.atomicrmw fmax %p, %d monotonic : !llvm.ptr, f64
  %r6 = llvm.load %p {tbaa = []} : !llvm.ptr -> i32
  %r7 = llvm.load %p {volatile_} : !llvm.ptr -> i32
// -----
  %r0 = llvm.alloca %a x i32 {inalloca = 1} : (i32) -> !llvm.ptr
  %r2 = llvm.load %p atomic unordered {alignment = 1 : i64} : !llvm.ptr -> i8
  %r3 = llvm.load %p atomic seq_cst {alignment = 8 : i64} : !llvm.ptr -> f64
  %r4 = llvm.load %p atomic "acquire" {alignment = 8 : i64} : !llvm.ptr -> i64
  %r5 = llvm.load %p atomic syncscope("some scope") monotonic {alignment = 2 : i64} : !llvm.ptr -> bf16
  %r6 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> f128
  %r7 = llvm.load volatile %p invariant {alignment = 4 : i64, nontemporal} : !llvm.ptr -> !llvm.struct<(i32, f32)>
// -----
  llvm.store %v, %p {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
  llvm.store %p, %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  "llvm.store"(%a, %p) : (i32, !llvm.ptr) -> ()
  %r3 = llvm.alloca %l x !llvm.array<4 x f32> {alignment = 16 : i64, foo} : (i64) -> !llvm.ptr
  %r4 = llvm.alloca %i8 x i8 : (i8) -> !llvm.ptr<1>
  %r5 = llvm.getelementptr inbounds %vp[%l] : (!llvm.vec<4 x ptr>, i64) -> !llvm.vec<4 x ptr>, !llvm.ptr
  %r6 = llvm.getelementptr %p[0, 1, 2, %a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i8, array<4 x vector<4xf32>>)>
  %r7 = llvm.getelementptr %p[%a, %l, %i8] : (!llvm.ptr, i32, i64, i8) -> !llvm.ptr, !llvm.array<2 x array<2 x i8>>
// -----
  %r0 = llvm.getelementptr %p[2147483647] : (!llvm.ptr) -> !llvm.ptr, i8
  %r1 = llvm.getelementptr %p[-2147483647] : (!llvm.ptr) -> !llvm.ptr, i8
  %r2 = "llvm.getelementptr"(%p, %a) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.fence syncscope("agent") acq_rel
  llvm.fence "release"
  "llvm.fence"() <{ordering = 7 : i64}> {foo} : () -> ()
  %r6 = llvm.cmpxchg %p, %p, %p acq_rel acquire {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %r7 = llvm.cmpxchg volatile %p, %l, %l syncscope("x") seq_cst seq_cst : !llvm.ptr, i64
// -----
  %r0 = llvm.cmpxchg weak %p, %a, %a monotonic monotonic {foo} : !llvm.ptr, i32
  %r1 = llvm.atomicrmw volatile umax %p, %l syncscope("agent") seq_cst {alignment = 8 : i64, foo} : !llvm.ptr, i64
  %r2 = llvm.atomicrmw "add" %p, %a "monotonic" : !llvm.ptr, i32
  %r3 = llvm.atomicrmw fmin %p, %h acquire : !llvm.ptr, f16
// -----
  // ---- memory: invalid
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
// -----
  %0 = "llvm.alloca"(%a) : (i32) -> !llvm.ptr
// -----
  %0 = "llvm.alloca"(%x) <{elem_type = i32}> : (f32) -> !llvm.ptr
// -----
  %0 = "llvm.alloca"(%a) <{elem_type = i32}> : (i32) -> i32
// -----
  %0 = "llvm.alloca"(%a) <{elem_type = i32, alignment = 8 : i32}> : (i32) -> !llvm.ptr
// -----
  %0 = llvm.alloca %a x i32 {alignment = 8.0} : (i32) -> !llvm.ptr
// -----
  %0 = llvm.alloca %a x i32 : (f32) -> !llvm.ptr
// -----
  %0 = llvm.alloca %a x i32 : i32
// -----
  %0 = llvm.alloca %a x i32 : (i32, i32) -> !llvm.ptr
// -----
  %0 = llvm.alloca %a x i32 : (i32) -> (!llvm.ptr, !llvm.ptr)
// -----
  %0 = llvm.alloca %a x i32 : (i32) -> ()
// -----
  %0 = "llvm.load"(%a) <{ordering = 0 : i64}> : (i32) -> i32
// -----
  %0 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.void
// -----
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p atomic acq_rel {alignment = 4 : i64} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i33
// -----
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i1
// -----
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f80
// -----
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> vector<4xi32>
// -----
  %0 = llvm.load %p syncscope("x") {alignment = 4 : i64} : !llvm.ptr -> i32
// -----
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "x"}> : (!llvm.ptr) -> i32
// -----
  %0 = llvm.load %p atomic foo {alignment = 4 : i64} : !llvm.ptr -> i32
// -----
  %0 = "llvm.load"(%p) <{ordering = 3 : i64}> : (!llvm.ptr) -> i32
// -----
  llvm.store %a, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
// -----
  llvm.store %a, %p atomic unordered : i32, !llvm.ptr
// -----
  "llvm.store"(%a, %a) <{ordering = 0 : i64}> : (i32, i32) -> ()
// -----
  "llvm.store"(%a, %p) <{ordering = 0 : i64, alignment = 4 : i32}> : (i32, !llvm.ptr) -> ()
// -----
  %0 = llvm.load %p : i32 -> i32
// -----
  %0 = llvm.getelementptr %p[%a, %a] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.getelementptr %p[0, -1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.getelementptr %p[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.getelementptr %p[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// -----
  %0 = llvm.getelementptr %p[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, vector<4xi32>
// -----
  %0 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, i32
// -----
  %0 = llvm.getelementptr %p[%a] : (!llvm.ptr, f32) -> !llvm.ptr, i32
// -----
  %0 = llvm.getelementptr %p[%x] : (!llvm.ptr, f32) -> !llvm.ptr, i32
// -----
  %0 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> i32, i32
// -----
  %0 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr
// -----
  %0 = llvm.getelementptr %p[%a, %a] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// -----
  %0 = "llvm.getelementptr"(%p, %a) <{elem_type = i8, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i32) -> !llvm.ptr
// -----
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
// -----
  %0 = "llvm.getelementptr"(%p) <{rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// -----
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8}> : (!llvm.ptr) -> !llvm.ptr
// -----
  %0 = llvm.getelementptr %p[%l, 1, %a] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x struct<(i32, f32)>>
// -----
  %0 = llvm.getelementptr %p[%l, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"bar", opaque>
// -----
  %0 = llvm.getelementptr %p[3000000000] : (!llvm.ptr) -> !llvm.ptr, i32
// -----
  %0 = llvm.atomicrmw xchg %p, %x unordered : !llvm.ptr, f32
// -----
  %0 = llvm.atomicrmw fadd %p, %vf seq_cst : !llvm.ptr, vector<4xf32>
// -----
  llvm.fence monotonic
// -----
  llvm.fence unordered
// -----
  llvm.fence not_atomic
// -----
  "llvm.fence"() : () -> ()
// -----
  "llvm.fence"() <{ordering = 4 : i64, syncscope = 3}> : () -> ()
// -----
  llvm.fence foo
// -----
  llvm.fence syncscope(agent) acquire
// -----
  %0 = llvm.cmpxchg %p, %a, %b unordered monotonic : !llvm.ptr, i32
// -----
  %0 = llvm.cmpxchg %p, %a, %b monotonic unordered : !llvm.ptr, i32
// -----
  %0 = llvm.cmpxchg %p, %a, %b monotonic release : !llvm.ptr, i32
// -----
  %0 = llvm.cmpxchg %p, %a, %b monotonic acq_rel : !llvm.ptr, i32
// -----
  %0 = llvm.cmpxchg %p, %x, %x monotonic monotonic : !llvm.ptr, f32
// -----
  %0 = llvm.cmpxchg %p, %c, %c monotonic monotonic : !llvm.ptr, i1
// -----
  %0 = "llvm.cmpxchg"(%p, %a, %b) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i32)>
// -----
  %0 = "llvm.cmpxchg"(%p, %a, %l) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i64) -> !llvm.struct<(i32, i1)>
// -----
  %0 = "llvm.cmpxchg"(%p, %a, %b) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> i32
// -----
  %0 = "llvm.cmpxchg"(%p, %a, %b) <{success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// -----
  %0 = llvm.atomicrmw fadd %p, %a monotonic : !llvm.ptr, i32
// -----
  %0 = llvm.atomicrmw add %p, %x monotonic : !llvm.ptr, f32
// -----
  %0 = llvm.atomicrmw add %p, %c monotonic : !llvm.ptr, i1
// -----
  %0 = llvm.atomicrmw add %p, %p monotonic : !llvm.ptr, !llvm.ptr
// -----
  %0 = llvm.atomicrmw xchg %p, %c monotonic : !llvm.ptr, i1
// -----
  %0 = llvm.atomicrmw foo %p, %a monotonic : !llvm.ptr, i32
// -----
  %0 = llvm.atomicrmw add %p, %a bar : !llvm.ptr, i32
// -----
  %0 = llvm.atomicrmw add %p, %a not_atomic : !llvm.ptr, i32
// -----
  %0 = "llvm.atomicrmw"(%p, %a) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
// -----
  %0 = "llvm.atomicrmw"(%p, %a) <{bin_op = 17 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// -----
  %0 = llvm.atomicrmw fmax %p, %vf monotonic : !llvm.ptr, vector<4xf32>
// -----
  %0 = "llvm.atomicrmw"(%p, %vf) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, vector<4xf32>) -> vector<4xf32>
// -----
  %0 = llvm.atomicrmw uinc_wrap %p, %x monotonic : !llvm.ptr, f32
// -----
  %0 = llvm.load %p {tbaa = [1]} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p {tbaa = 1} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p {alias_scopes = [1]} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p {noalias_scopes = [1]} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p {access_groups = [1]} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p {volatile_ = 1} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p {syncscope = 1} : !llvm.ptr -> i32
// -----
  %0 = llvm.alloca %a x i32 {elem_type = 1} : (i32) -> !llvm.ptr
// -----
  %0 = "llvm.getelementptr"(%p) <{elem_type = 1, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// -----
  %0 = llvm.load %p : !llvm.ptr<5> -> !llvm.array<4 x i32>
// -----
  llvm.store volatile %a, %p atomic acq_rel {alignment = 4 : i64} : i32, !llvm.ptr
// -----
  llvm.store %a, %p atomic seq_cst : i32, !llvm.ptr
// -----
  llvm.store %a, %p atomic monotonic {alignment = 4 : i64} : i33, !llvm.ptr
// -----
  "llvm.store"(%a, %p) <{ordering = 0 : i64, syncscope = "x"}> : (i32, !llvm.ptr) -> ()
// -----
  llvm.store %a %p : i32, !llvm.ptr
// -----
  llvm.store %a, %p : i32
// -----
  %0 = llvm.load %p atomic {alignment = 4 : i64} : !llvm.ptr -> i32
// -----
  %0 = llvm.load %p -> i32
// -----
  %0 = llvm.alloca %a x i32 : (i32) -> i64
// -----
  %0 = llvm.alloca %a i32 : (i32) -> !llvm.ptr
// -----
  %0 = llvm.alloca %a x i32 {alignment = 4 : i64} : (!llvm.ptr) -> !llvm.ptr
// -----
  %0 = "llvm.alloca"(%a, %a) <{elem_type = i32}> : (i32, i32) -> !llvm.ptr
// -----
  %0 = "llvm.alloca"(%a) <{elem_type = 1 : i32}> : (i32) -> !llvm.ptr
// -----
  %0 = llvm.getelementptr %p[1] : !llvm.ptr -> !llvm.ptr, i8
// -----
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr
// -----
  %0 = llvm.getelementptr %p 1 : (!llvm.ptr) -> !llvm.ptr, i8
// -----
  %0 = "llvm.getelementptr"() <{elem_type = i8, rawConstantIndices = array<i32>}> : () -> !llvm.ptr
// -----
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i64: 1>}> : (!llvm.ptr) -> !llvm.ptr
// -----
  "llvm.fence"() <{ordering = 2 : i64}> : () -> ()
// -----
  llvm.fence
// -----
  %0 = llvm.cmpxchg %p, %a, %a monotonic : !llvm.ptr, i32
// -----
  %0 = llvm.cmpxchg %p, %a, %a monotonic monotonic : !llvm.ptr, i33
// -----
  "llvm.cmpxchg"(%p, %a, %a) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> ()
// -----
  %0 = "llvm.cmpxchg"(%p, %a, %a) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<packed (i32, i1)>
// -----
  %0 = "llvm.cmpxchg"(%p, %a, %a) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1, i1)>
// -----
  %0 = "llvm.cmpxchg"(%p, %a, %a) <{failure_ordering = 2 : i64, success_ordering = 9 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// -----
  %0 = llvm.atomicrmw xchg %p, %x monotonic : !llvm.ptr, f80
// -----
  %0 = llvm.atomicrmw max %p, %l monotonic : !llvm.ptr, i128
// -----
  %0 = llvm.atomicrmw sub %p, %a : !llvm.ptr, i32
// -----
  "llvm.atomicrmw"(%p, %a) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> ()
// -----
  %0 = "llvm.atomicrmw"(%p, %a) <{bin_op = 1 : i64}> : (!llvm.ptr, i32) -> i32
// -----
  %0 = "llvm.atomicrmw"(%a, %a) <{bin_op = 1 : i64, ordering = 2 : i64}> : (i32, i32) -> i32
// -----
  // ---- aggregates: valid
  %r0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>
  %r1 = llvm.extractvalue %arr[3] : !llvm.array<4 x i32>
  %r2 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, f32)>
  %r3 = llvm.insertvalue %x, %s[1] {foo} : !llvm.struct<(i32, f32)>
  %r4 = llvm.extractelement %v[%a : i32] : vector<4xi32>
  %r5 = llvm.extractelement %vf[%l : i64] : vector<4xf32>
  %r6 = llvm.insertelement %a, %v[%l : i64] : vector<4xi32>
  %r7 = llvm.shufflevector %v, %v [0, 1, -1, 7] : vector<4xi32>
// -----
  %r0 = llvm.shufflevector %v, %v [0, 1] : vector<4xi32>
  %r1 = llvm.shufflevector %sv, %sv [0, 0, 0, 0] : vector<[4]xi32>
  %r2 = llvm.shufflevector %v, %v [] : vector<4xi32>
  %r3 = llvm.extractelement %vp[%a : i32] : !llvm.vec<4 x ptr>
  %r4 = llvm.extractelement %sv[%a : i32] : vector<[4]xi32>
  %r5 = llvm.extractvalue %s[] : !llvm.struct<(i32, f32)>
  %r6 = "llvm.shufflevector"(%v, %v) <{mask = array<i32: 0, 1>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %r7 = llvm.shufflevector %vp, %vp [0, 1] : !llvm.vec<4 x ptr>
// -----
  %r0 = llvm.extractvalue %arr[4294967296] : !llvm.array<4 x i32>
  %r1 = llvm.extractvalue %arr[0] {foo} : !llvm.array<4 x i32>
  %r2 = llvm.insertvalue %a, %arr[3] : !llvm.array<4 x i32>
  %r3 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
  %r4 = "llvm.insertvalue"(%s, %a) <{position = array<i64: 0>}> {foo} : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
  %r5 = llvm.extractelement %vf[%i8 : i8] {foo} : vector<4xf32>
  %r6 = llvm.insertelement %x, %vf[%a : i32] : vector<4xf32>
  %r7 = llvm.insertelement %p, %vp[%a : i32] : !llvm.vec<4 x ptr>
// -----
  %r0 = llvm.insertelement %a, %sv[%l : i64] : vector<[4]xi32>
  %r1 = llvm.shufflevector %vf, %vf [3, 2, 1, 0, 7, 6, 5, 4] {foo} : vector<4xf32>
  %r2 = llvm.shufflevector %sv, %sv [0, 0] : vector<[4]xi32>
  %r3 = "llvm.shufflevector"(%v, %v) <{mask = array<i32: 1>}> : (vector<4xi32>, vector<4xi32>) -> vector<1xi32>
// -----
  // ---- aggregates: invalid
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.extractvalue %s[-1] : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.extractvalue %arr[4] : !llvm.array<4 x i32>
// -----
  %0 = llvm.extractvalue %arr[-1] : !llvm.array<4 x i32>
// -----
  %0 = llvm.extractvalue %s[0, 0] : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.extractvalue %v[0] : vector<4xi32>
// -----
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
// -----
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 5>}> : (!llvm.struct<(i32, f32)>) -> f32
// -----
  %0 = "llvm.extractvalue"(%s) <{position = array<i64>}> : (!llvm.struct<(i32, f32)>) -> f32
// -----
  %0 = "llvm.extractvalue"(%s) : (!llvm.struct<(i32, f32)>) -> f32
// -----
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 0>}> : (i32) -> i32
// -----
  %0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.insertvalue %a, %s[3] : !llvm.struct<(i32, f32)>
// -----
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
// -----
  %0 = "llvm.insertvalue"(%s, %a) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(f32, f32)>
// -----
  %0 = "llvm.insertvalue"(%s, %a) <{position = array<i64: 7>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.extractelement %v[%x : f32] : vector<4xi32>
// -----
  %0 = llvm.extractelement %a[%a : i32] : i32
// -----
  %0 = "llvm.insertelement"(%v, %l, %a) : (vector<4xi32>, i64, i32) -> vector<4xi32>
// -----
  %0 = "llvm.insertelement"(%v, %a, %a) : (vector<4xi32>, i32, i32) -> vector<2xi32>
// -----
  %0 = "llvm.insertelement"(%a, %a, %a) : (i32, i32, i32) -> i32
// -----
  %0 = llvm.shufflevector %sv, %sv [0, 1] : vector<[4]xi32>
// -----
  %0 = "llvm.shufflevector"(%v, %vf) <{mask = array<i32: 0, 1>}> : (vector<4xi32>, vector<4xf32>) -> vector<2xi32>
// -----
  %0 = "llvm.shufflevector"(%a, %a) <{mask = array<i32: 0, 1>}> : (i32, i32) -> vector<2xi32>
// -----
  %0 = llvm.shufflevector %v, %v [0, 1] : i32
// -----
  %0 = llvm.extractvalue %arr[a] : !llvm.array<4 x i32>
// -----
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0, 1>}> : (!llvm.struct<(i32, f32)>) -> f32
// -----
  %0 = llvm.extractvalue %arr[0] : !llvm.array<4 x struct<(i32, array<2 x f32>)>>
// -----
  %0 = llvm.extractvalue %arr[0, 1, 1] : !llvm.array<4 x struct<(i32, array<2 x f32>)>>
// -----
  %0 = llvm.extractvalue %arr[0, 1, 2] : !llvm.array<4 x struct<(i32, array<2 x f32>)>>
// -----
  %0 = "llvm.extractelement"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> i32
// -----
  %0 = llvm.extractvalue %s 0 : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.extractvalue %s[0 : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.insertvalue %a %s[0] : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.extractelement %v[%a] : vector<4xi32>
// -----
  %0 = llvm.extractelement %v[%a : i32] vector<4xi32>
// -----
  %0 = llvm.shufflevector %v [0] : vector<4xi32>
// -----
  %0 = llvm.shufflevector %v, %v 0 : vector<4xi32>
// -----
  %0 = "llvm.extractvalue"(%s, %s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, !llvm.struct<(i32, f32)>) -> i32
// -----
  %0 = "llvm.insertvalue"(%s, %s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, !llvm.struct<(i32, f32)>) -> !llvm.struct<(i32, f32)>
// -----
  %0 = "llvm.insertvalue"(%a, %a) <{position = array<i64: 0>}> : (i32, i32) -> i32
// -----
  %0 = "llvm.extractelement"(%v, %x) : (vector<4xi32>, f32) -> i32
// -----
  %0 = "llvm.insertelement"(%v, %a, %x) : (vector<4xi32>, i32, f32) -> vector<4xi32>
// -----
  %0 = "llvm.shufflevector"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
  %0 = "llvm.shufflevector"(%v, %v) <{mask = array<i64: 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<1xi32>
// -----
  %0 = "llvm.shufflevector"(%v, %v) <{mask = array<i32: 0>}> : (vector<4xi32>, vector<4xi32>) -> i32
// -----
  // ---- constants: valid
  %r0 = llvm.mlir.constant(42 : i32) : i32
  %r1 = llvm.mlir.constant(42) : i32
  %r2 = llvm.mlir.constant(42 : i64) : i32
  %r3 = llvm.mlir.constant(1.5 : f32) : f32
  %r4 = llvm.mlir.constant(1.5) : f64
  %r5 = llvm.mlir.constant(true) : i1
  %r6 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %r7 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
// -----
  %r0 = llvm.mlir.constant("foo") : !llvm.array<3 x i8>
  %r1 = llvm.mlir.constant("foo\00") : !llvm.array<4 x i8>
  %r2 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
  %r3 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  %r4 = llvm.mlir.constant(dense<1> : tensor<4xi32>) : !llvm.array<4 x i32>
  %r5 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f32)>
  %r6 = llvm.mlir.constant(0 : index) : i64
  %r7 = llvm.mlir.constant(1 : i8) : i8
// -----
  %r0 = llvm.mlir.constant(-1 : i32) : i32
  %r1 = llvm.mlir.constant(0.0 : f32) : f32
  %r2 = llvm.mlir.constant(dense<0> : vector<[4]xi32>) : vector<[4]xi32>
  %r3 = llvm.mlir.constant(1 : i32) {foo} : i32
  %r4 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : !llvm.array<4 x f32>
  %r5 = llvm.mlir.constant(0xFF : i8) : i8
  %r6 = llvm.mlir.constant(1.0 : f16) : f16
  %r7 = llvm.mlir.undef : i32
// -----
  %r0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %r1 = llvm.mlir.poison : !llvm.ptr
  %r2 = llvm.mlir.zero : !llvm.ptr
  %r3 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  %r4 = llvm.mlir.zero : i32
  %r5 = llvm.mlir.none : !llvm.token
  %r6 = llvm.mlir.undef {foo} : i32
  %r7 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i32)>
// -----
  %r0 = llvm.mlir.constant(["a", "b"]) : !llvm.struct<(i32, i32)>
  %r1 = llvm.mlir.constant(1.0 : f32) : i32
  %r2 = llvm.mlir.constant(1.0 : f16) : i16
  %r3 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : i32
  %r4 = llvm.mlir.constant([1, 2]) : !llvm.array<2 x i32>
  %r5 = llvm.mlir.constant(1.0 : f32) : vector<4xf32>
  %r6 = llvm.mlir.constant(1.0 : f32) : !llvm.array<1 x f32>
  %r7 = llvm.mlir.undef : !llvm.void
// -----
  %r0 = llvm.mlir.zero : !llvm.void
  %r1 = llvm.mlir.poison : !llvm.void
  %r2 = llvm.mlir.zero : !llvm.target<"spirv.Image">
  %r3 = llvm.mlir.constant(dense<1> : vector<4xi64>) : !llvm.vec<4 x ptr>
  %r4 = llvm.mlir.constant(dense<1.0> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  %r5 = llvm.mlir.constant(0 : i32) : i64
// -----
  %r2 = llvm.mlir.constant(1.0 : bf16) : f16
  %r3 = llvm.mlir.constant(1.0 : f16) : bf16
  %r4 = llvm.mlir.constant(1.0 : f80) : f80
  %r5 = llvm.mlir.constant(1.0 : f64) : !llvm.ptr
  %r6 = llvm.mlir.constant(1.0 : f8E4M3FN) : i8
  %r7 = llvm.mlir.constant(dense<1.0> : tensor<4xf32>) : vector<4xi32>
// -----
  %r0 = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %r1 = llvm.mlir.constant(true) : i32
  %r2 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf64>) : vector<2xf64>
  %r3 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
  %r4 = llvm.mlir.constant([1.0 : f64, 2.0 : f64]) : !llvm.struct<(f64, f64)>
  %r5 = llvm.mlir.constant([1 : i64, 2 : i64]) : !llvm.struct<(i64, i64)>
  %r6 = llvm.mlir.constant("a\"b\\c\0A") : !llvm.array<6 x i8>
  %r7 = llvm.mlir.constant("") : !llvm.array<0 x i8>
// -----
  %r0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %r1 = llvm.mlir.constant(-0.0 : f64) : f64
  %r2 = llvm.mlir.constant(255 : i8) : i8
  %r3 = llvm.mlir.constant(1 : i128) : i128
  %r4 = llvm.mlir.poison : vector<4xf32>
  %r5 = llvm.mlir.undef : !llvm.array<4 x i32>
  %r6 = llvm.mlir.zero : vector<4xi32>
  %r7 = llvm.mlir.poison {foo} : !llvm.ptr<1>
// -----
  // ---- constants: invalid
  %0 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, f32)>
// -----
  %0 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, i32)>
// -----
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, i32)>
// -----
  %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32, i32)>
// -----
  %0 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(bf16, bf16)>
// -----
  %0 = llvm.mlir.constant("foo") : !llvm.array<4 x i8>
// -----
  %0 = llvm.mlir.constant("foo") : !llvm.array<3 x i16>
// -----
  %0 = llvm.mlir.constant("foo") : i32
// -----
  %0 = llvm.mlir.constant(1 : i32) : f32
// -----
  %0 = llvm.mlir.constant(1.0 : f32) : f64
// -----
  %0 = llvm.mlir.constant(1.0 : f32) : i64
// -----
  %0 = llvm.mlir.constant(dense<1> : vector<4xi32>) : i32
// -----
  %0 = llvm.mlir.constant(@foo) : !llvm.ptr
// -----
  %0 = llvm.mlir.constant(unit) : i32
// -----
  %0 = llvm.mlir.constant(1 : i32) : !llvm.target<"foo">
// -----
  %0 = llvm.mlir.constant(1 : i32) : !llvm.ptr
// -----
  %0 = llvm.mlir.constant(1 : i32) : vector<4xi32>
// -----
  %0 = "llvm.mlir.constant"() : () -> i32
// -----
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> (i32, i32)
// -----
  %0 = llvm.mlir.constant(dense<1> : tensor<4xi32>) : !llvm.struct<(i32, i32)>
// -----
  %0 = llvm.mlir.constant(1 : i32) : index
// -----
  %0 = llvm.mlir.undef : index
// -----
  %0 = llvm.mlir.zero : !llvm.target<"foo">
// -----
  %0 = llvm.mlir.constant(1 : i32) : !llvm.void
// -----
  %0 = llvm.mlir.none : i32
// -----
  %0 = llvm.mlir.constant(1 : i32) : !llvm.vec<4 x ptr>
// -----
  %0 = llvm.mlir.zero : index
// -----
  %0 = llvm.mlir.poison : index
// -----
  %0 = "llvm.mlir.undef"() : () -> (i32, i32)
// -----
  %0 = llvm.mlir.constant(1 : i32) i32
// -----
  %0 = llvm.mlir.constant 1 : i32
// -----
  %0 = llvm.mlir.undef i32
// -----
  %0 = llvm.mlir.constant(1 : i32) : !llvm.func<void ()>
// -----
  %0 = llvm.mlir.constant(dense<[1,2]> : tensor<2xi32>) : !llvm.struct<(i32, i32)>
// -----
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : i32
// -----
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.ptr
// -----
  %0 = llvm.mlir.constant(dense<"abc"> : tensor<2x!llvm.ptr>) : !llvm.ptr
// -----
  %0 = "llvm.mlir.zero"() : () -> !llvm.target<"foo">
// -----
  %0 = "llvm.mlir.undef"(%a) : (i32) -> i32
// -----
  %0 = "llvm.mlir.poison"() <{foo}> : () -> i32
// -----
  %0 = "llvm.mlir.none"() : () -> i32
// -----
  %0 = "llvm.mlir.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
// -----
  %0 = llvm.mlir.constant(1 : i32 : i32
// -----
  %0 = llvm.mlir.constant() : i32
// -----
  %0 = llvm.mlir.zero
// -----
  %0 = llvm.mlir.none : !llvm.token : i32
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.mlir.addressof @h : !llvm.ptr
  %2 = llvm.mlir.addressof @g3 : !llvm.ptr<3>
  %3 = llvm.mlir.addressof @g {foo} : !llvm.ptr
  %4 = llvm.mlir.addressof @h : !llvm.ptr<2>
  %5 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof @g3 : !llvm.ptr
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof @ff : !llvm.ptr
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof @g : i32
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = "llvm.mlir.addressof"() : () -> !llvm.ptr
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = "llvm.mlir.addressof"() <{global_name = "g"}> : () -> !llvm.ptr
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof @g::@x : !llvm.ptr
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof "g" : !llvm.ptr
  return
}
// -----
//! module: llvm.mlir.addressof resolves llvm.mlir.global / llvm.func symbols
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal @g3(0 : i32) {addr_space = 3 : i32} : i32
llvm.func @h()
func.func @ff() {
  return
}
func.func @k() {
  %0 = llvm.mlir.addressof @g {global_name = "g"} : !llvm.ptr
  return
}
// -----
//! module: llvm.icmp on a type LLVM has no counterpart for
func.func @g(%i: index) {
  %0 = llvm.icmp "eq" %i, %i : index
  return
}
// -----
//! module: llvm.fcmp on a type LLVM has no counterpart for
func.func @g(%t: tensor<2xf32>) {
  %0 = llvm.fcmp "oeq" %t, %t : tensor<2xf32>
  return
}
// -----
//! module: llvm.icmp on a 2-D vector
func.func @g(%t: vector<2x2xi32>) {
  %0 = llvm.icmp "eq" %t, %t : vector<2x2xi32>
  return
}
// -----
//! module: ops on index values (not LLVM-compatible)
func.func @g(%i: index) {
  %0 = llvm.add %i, %i : index
  return
}
// -----
//! module: llvm.freeze of a non-LLVM type
func.func @g(%i: index) {
  %0 = llvm.freeze %i : index
  return
}
// -----
//! module: llvm.select of non-LLVM values
func.func @g(%c: i1, %i: index) {
  %0 = llvm.select %c, %i, %i : i1, index
  return
}
// -----
//! module: llvm.extractelement with a non-signless index
func.func @g(%v: vector<4xi32>, %i: si32) {
  %0 = llvm.extractelement %v[%i : si32] : vector<4xi32>
  return
}
// -----
//! module: metadata arrays on memory ops
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #dom, description = "s">
#scope2 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom>
#ag = #llvm.access_group<id = distinct[3]<>>
func.func @g(%p: !llvm.ptr, %a: i32) {
  %0 = llvm.load %p {tbaa = [#tag], alias_scopes = [#scope], noalias_scopes = [#scope2], access_groups = [#ag]} : !llvm.ptr -> i32
  llvm.store %a, %p {tbaa = [#tag], alias_scopes = [#scope, #scope2], access_groups = [#ag]} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %a monotonic {tbaa = [#tag], access_groups = [#ag]} : !llvm.ptr, i32
  %2 = llvm.cmpxchg %p, %a, %a monotonic monotonic {tbaa = [#tag], alias_scopes = [#scope]} : !llvm.ptr, i32
  return
}
// -----
//! module: a TBAA array holding the wrong kind of attribute (generic form)
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #dom, description = "s">
func.func @g(%p: !llvm.ptr) {
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, tbaa = [#scope]}> : (!llvm.ptr) -> i32
  return
}
// -----
//! module: an alias scope array holding a TBAA tag
#root = #llvm.tbaa_root<id = "r">
#int = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
func.func @g(%p: !llvm.ptr, %a: i32) {
  llvm.store %a, %p {alias_scopes = [#tag]} : i32, !llvm.ptr
  return
}
// -----
  // custom<LLVMOpAttrs> drops a `none` fastmathFlags even where it is a discardable attribute
  %r0 = llvm.udiv %a, %a {fastmathFlags = #llvm.fastmath<none>} : i32
  %r1 = llvm.udiv %a, %a {fastmathFlags = #llvm.fastmath<fast>} : i32
// -----
  %r6 = "llvm.va_arg"(%p) : (!llvm.ptr) -> i32
// -----
  %r7 = "llvm.va_arg"(%a) : (i32) -> i32
// -----
  %r0 = "llvm.va_arg"(%p) : (!llvm.ptr) -> !llvm.void
// -----
  %r1 = "llvm.va_arg"(%p) {foo} : (!llvm.ptr) -> !llvm.struct<(i32, f32)>
// -----
  %r0 = "llvm.va_arg"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> i32
// -----
  "llvm.va_arg"(%p) : (!llvm.ptr) -> ()
// -----
  %0 = llvm.va_arg %p : (!llvm.ptr) -> i32
// -----
  %0 = llvm.va_arg %a : (i32) -> i32
// -----
  %0 = llvm.va_arg %p : (!llvm.ptr) -> !llvm.void
// -----
  %0 = "llvm.zext"(%a) : (i32) -> ()
// -----
  // "invalid properties" lists the properties as written, without the default fastmathFlags
  %0 = "llvm.fcmp"(%x, %x) <{predicate = 16 : i64}> : (f32, f32) -> i1
