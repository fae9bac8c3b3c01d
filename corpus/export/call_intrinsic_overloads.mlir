// `llvm.call_intrinsic` of overloaded intrinsics by their base name: the overload types come from
// the call's type, as LLVM's signature matching finds them (vectors, pointers, several overloads),
// and of a variadic intrinsic with more operands than its fixed ones.
llvm.func @overloads(%i: i32, %v: vector<4xi16>, %p: !llvm.ptr, %f: f64, %m: vector<4xi1>) -> i32 {
  %0 = llvm.call_intrinsic "llvm.ctpop"(%i) : (i32) -> i32
  %1 = llvm.call_intrinsic "llvm.umax"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  %align = llvm.mlir.constant(2 : i32) : i32
  %2 = llvm.call_intrinsic "llvm.masked.load"(%p, %align, %m, %v) : (!llvm.ptr, i32, vector<4xi1>, vector<4xi16>) -> vector<4xi16>
  %3 = llvm.call_intrinsic "llvm.fptosi.sat"(%f) : (f64) -> i32
  %4 = llvm.call_intrinsic "llvm.ctpop.i32"(%3) : (i32) -> i32
  %5 = llvm.add %0, %4 : i32
  llvm.return %5 : i32
}

llvm.func @variadic(%x: f32) {
  %a = llvm.mlir.constant(7 : i64) : i64
  %b = llvm.mlir.constant(0 : i32) : i32
  llvm.call_intrinsic "llvm.experimental.stackmap"(%a, %b, %x, %x) : (i64, i32, f32, f32) -> ()
  llvm.return
}
