// RUN-ARGS: --llvm-add-comdats
// linkonce and linkonce_odr functions get an `any` selector in @__llvm_comdat (each new selector
// first); other linkages are left alone; an existing @__llvm_comdat is reused.
llvm.func linkonce @a() {
  llvm.return
}
llvm.func weak @b() {
  llvm.return
}
llvm.func linkonce_odr @c() {
  llvm.return
}
llvm.func internal @d() {
  llvm.return
}

// -----

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @keep largest
}
llvm.comdat @other {
  llvm.comdat_selector @x any
}
llvm.func linkonce_odr @x() comdat(@other::@x) {
  llvm.return
}
llvm.func linkonce @y() {
  llvm.return
}

// -----

llvm.func @none() {
  llvm.return
}
