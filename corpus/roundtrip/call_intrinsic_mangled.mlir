// llvm.call_intrinsic of overloaded intrinsics outside irbridge's table, named with their mangled
// overload types: the export finds the types from the name (as upstream deduces them from the call).
llvm.func @masked(%p: !llvm.ptr, %m: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  %a = llvm.mlir.constant(4 : i32) : i32
  %0 = llvm.call_intrinsic "llvm.masked.load.v8f32.p0"(%p, %a, %m, %pt) : (!llvm.ptr, i32, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  llvm.call_intrinsic "llvm.masked.store.v8f32.p0"(%0, %p, %a, %m) : (vector<8xf32>, !llvm.ptr, i32, vector<8xi1>) -> ()
  llvm.return %0 : vector<8xf32>
}
// -----
llvm.func @reduce(%v: vector<4xi64>, %x: i16, %y: i16) -> i64 {
  %0 = llvm.call_intrinsic "llvm.vector.reduce.umax.v4i64"(%v) : (vector<4xi64>) -> i64
  %1 = llvm.call_intrinsic "llvm.ushl.sat.i16"(%x, %y) : (i16, i16) -> i16
  llvm.return %0 : i64
}
