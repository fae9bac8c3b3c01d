// A `fastmathFlags` that does not convert, written in a custom form's dictionary, leaves the property
// unset upstream (no default); irbridge drops it and then materializes the default.
  %0 = llvm.intr.fabs(%x) {fastmathFlags = 1 : i32} : (f32) -> f32
