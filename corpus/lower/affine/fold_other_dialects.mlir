// RUN-ARGS: --lower-affine
// The conversion folds ops of dialects it neither keeps nor converts (`llvm`, `math`, `index`):
// a fold to an existing value or to a legal (`arith`) constant is kept; one needing a constant of
// their own dialect (not legal here) is dropped.

func.func @llvm_folds(%p: !llvm.ptr, %x: i32, %i: index) -> (i32, !llvm.ptr, i32, index) {
  %u = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %s0 = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, ptr)>
  %s1 = llvm.insertvalue %p, %s0[1] : !llvm.struct<(i32, ptr)>
  %0 = llvm.extractvalue %s1[0] : !llvm.struct<(i32, ptr)>
  %c = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %a = llvm.mlir.constant(3 : i32) : i32
  %b = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.or %a, %b : i32
  %2 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  return %0, %c, %1, %2 : i32, !llvm.ptr, i32, index
}

// -----

func.func @math_and_index(%i: index) -> (f32, index, index) {
  %c = arith.constant -2.5 : f32
  %0 = math.absf %c : f32
  %c2 = index.constant 2
  %c3 = index.constant 3
  %1 = index.add %c2, %c3
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  return %0, %1, %2 : f32, index, index
}
