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
