// RUN-ARGS: --expand-strided-metadata
// 0-D memrefs: an expand_shape of a rank-0 source has every size and stride 1; the base buffer of a
// rank-0 allocation of the base buffer's own type is the allocation itself (no reinterpret_cast)
func.func @expand_rank0(%m: memref<f32, strided<[], offset: ?>>) -> (index, index, index, index, index) {
  %e = memref.expand_shape %m[] output_shape [1, 1] : memref<f32, strided<[], offset: ?>> into memref<1x1xf32, strided<[1, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %e : memref<1x1xf32, strided<[1, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %t#0, %t#1 : index, index, index, index, index
}

// -----
func.func @expand_rank0_used(%m: memref<i8>) -> memref<1x1x1xi8> {
  %e = memref.expand_shape %m[] output_shape [1, 1, 1] : memref<i8> into memref<1x1x1xi8>
  return %e : memref<1x1x1xi8>
}

// -----
func.func @alloca_rank0_base() -> (memref<f64>, index) {
  %a = memref.alloca() : memref<f64>
  %b, %o = memref.extract_strided_metadata %a : memref<f64> -> memref<f64>, index
  return %b, %o : memref<f64>, index
}
