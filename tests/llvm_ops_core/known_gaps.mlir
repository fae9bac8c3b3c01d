  // core: an inherent attribute of the attr-dict that the custom syntax already set stays a discardable attribute upstream; the core lets the dictionary override
  %0 = llvm.add %a, %a overflow<nsw> {overflowFlags = #llvm.overflow<nuw>} : i32
// -----
  // core: an inherent attribute of the attr-dict that the custom syntax already set stays a discardable attribute upstream; the core lets the dictionary override
  %0 = llvm.add %a, %a {overflowFlags = 1} : i32
// -----
  // core: an inherent attribute of the attr-dict that the custom syntax already set stays a discardable attribute upstream; the core lets the dictionary override
  %0 = llvm.add %a, %a {overflowFlags = #llvm.overflow<nsw>} : i32
// -----
  // core: a property dropped because its attr-dict value does not convert gets no default upstream; the core materializes the default after the parse hook
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.overflow<nsw>} : f32
// -----
  // core: a property dropped because its attr-dict value does not convert gets no default upstream; the core materializes the default after the parse hook
  %0 = llvm.fcmp "oeq" %x, %x {fastmathFlags = 1} : f32
// -----
  // core: a property dropped because its attr-dict value does not convert gets no default upstream; the core materializes the default after the parse hook
  %0 = llvm.fadd %x, %x {fastmathFlags = 1} : f32
// -----
  // core: "invalid properties" lists the properties as written; the core has already materialized the default fastmathFlags
  %0 = "llvm.fcmp"(%x, %x) <{predicate = 16 : i64}> : (f32, f32) -> i1
// -----
  // core: naming the results of an op without results is "cannot name an operation with no results" upstream
  %0 = "llvm.zext"(%a) : (i32) -> ()
// -----
  // core: the llvm dialect accepts unknown ops (MLIR 19 has no llvm.va_arg op); the core rejects them
  %r6 = "llvm.va_arg"(%p) : (!llvm.ptr) -> i32
// -----
  // core: the llvm dialect accepts unknown ops (MLIR 19 has no llvm.va_arg op); the core rejects them
  %r7 = "llvm.va_arg"(%a) : (i32) -> i32
// -----
  // core: the llvm dialect accepts unknown ops (MLIR 19 has no llvm.va_arg op); the core rejects them
  %r0 = "llvm.va_arg"(%p) : (!llvm.ptr) -> !llvm.void
// -----
  // core: the llvm dialect accepts unknown ops (MLIR 19 has no llvm.va_arg op); the core rejects them
  %r1 = "llvm.va_arg"(%p) {foo} : (!llvm.ptr) -> !llvm.struct<(i32, f32)>
// -----
  // core: the llvm dialect accepts unknown ops (MLIR 19 has no llvm.va_arg op); the core rejects them
  %r0 = "llvm.va_arg"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> i32
// -----
  // core: the llvm dialect accepts unknown ops (MLIR 19 has no llvm.va_arg op); the core rejects them
  "llvm.va_arg"(%p) : (!llvm.ptr) -> ()
// -----
  // core: MLIR 19 has no llvm.va_arg; for an unknown op of a known dialect upstream says "custom op 'llvm.va_arg' is unknown"
  %0 = llvm.va_arg %p : (!llvm.ptr) -> i32
// -----
  // core: MLIR 19 has no llvm.va_arg; for an unknown op of a known dialect upstream says "custom op 'llvm.va_arg' is unknown"
  %0 = llvm.va_arg %a : (i32) -> i32
// -----
  // core: MLIR 19 has no llvm.va_arg; for an unknown op of a known dialect upstream says "custom op 'llvm.va_arg' is unknown"
  %0 = llvm.va_arg %p : (!llvm.ptr) -> !llvm.void
