// RUN-ARGS: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --verify-diagnostics
// Upstream 19 silently leaves these functions unconverted (invalid for translation later); irbridge
// says why.

// expected-error @+1 {{the bare-pointer calling convention can't pass 'memref<?xf32>': it needs a ranked memref with static shape, strides and offset}}
func.func private @dynamic_shape(memref<?xf32>)

// -----

// expected-error @+1 {{the bare-pointer calling convention can't pass 'memref<4xf32, strided<[1], offset: ?>>'}}
func.func private @dynamic_offset(memref<4xf32, strided<[1], offset: ?>>)

// -----

// expected-error @+1 {{the bare-pointer calling convention can't pass 'memref<*xf32>'}}
func.func @unranked(%m: memref<*xf32>) {
  return
}
