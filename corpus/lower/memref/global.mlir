// RUN-ARGS: --finalize-memref-to-llvm
// memref.global / memref.get_global: constants, uninitialized, alignment, rank 0, private
// PIPELINE with-func.out: builtin.module(finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)
// PIPELINE index32.out: builtin.module(finalize-memref-to-llvm{index-bitwidth=32})
memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @zeros : memref<4xi32> = dense<0>
memref.global @uninit : memref<8xf64> = uninitialized
memref.global "private" @scalar : memref<f32> = dense<1.5> {alignment = 32 : i64}
memref.global @decl : memref<3xi8>

func.func @use() -> f32 {
  %0 = memref.get_global @table : memref<2x3xf32>
  %1 = memref.get_global @scalar : memref<f32>
  %2 = memref.get_global @zeros : memref<4xi32>
  %v = memref.load %1[] : memref<f32>
  return %v : f32
}

// -----

memref.global @in_space : memref<2xf32, 4> = dense<[1.0, 2.0]>

func.func @use_space() -> memref<2xf32, 4> {
  %0 = memref.get_global @in_space : memref<2xf32, 4>
  return %0 : memref<2xf32, 4>
}

// -----

memref.global "private" constant @splat : memref<2x2xi16> = dense<7>

func.func @use_splat() -> memref<2x2xi16> {
  %0 = memref.get_global @splat : memref<2x2xi16>
  return %0 : memref<2x2xi16>
}
