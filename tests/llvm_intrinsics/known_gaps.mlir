// Upstream drops properties it does not know when the op has properties (`setPropertiesFromAttr`
// ignores unknown names); irbridge's generic-form parser keeps them (core change requested).
  %0 = "llvm.intr.fabs"(%x) <{fastmathFlags = #llvm.fastmath<fast>, foo = 1}> : (f32) -> f32
// -----
// MLIR 19's masked.load has no `nontemporal` property: upstream drops it, irbridge keeps it (same cause).
  %0 = "llvm.intr.masked.load"(%p, %m, %vf) <{alignment = 4 : i32, nontemporal}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// -----
// A `fastmathFlags` that does not convert, written in a custom form's dictionary, leaves the property
// unset upstream (no default); irbridge drops it and then materializes the default.
  %0 = llvm.intr.fabs(%x) {fastmathFlags = 1 : i32} : (f32) -> f32
