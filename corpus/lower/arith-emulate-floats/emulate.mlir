// RUN-ARGS: --arith-emulate-unsupported-floats=source-types=f16,bf16,f8E5M2
// Selects, casts and comparisons on emulated types, vector ops that compute, tensors, block
// arguments of later blocks, and ops that stay (constants, bitcasts, splats, loads).
func.func @scalars(%a: f16, %b: f16, %c: i1, %d: bf16) -> (f16, i1, i32, bf16) {
  %0 = arith.select %c, %a, %b : f16
  %1 = arith.cmpf ogt, %0, %b fastmath<nnan> : f16
  %2 = arith.fptosi %a : f16 to i32
  %3 = arith.sitofp %2 : i32 to bf16
  %4 = arith.negf %3 : bf16
  return %0, %1, %2, %4 : f16, i1, i32, bf16
}

// -----

func.func @vectors(%v: vector<4xf16>, %w: vector<4xf16>, %s: f16, %m: vector<2x4xbf16>, %n: vector<4xbf16>) -> (f16, vector<4xf16>, vector<4xbf16>, vector<4xf16>) {
  %0 = vector.reduction <add>, %v : vector<4xf16> into f16
  %1 = vector.fma %v, %w, %v : vector<4xf16>
  %2 = vector.multi_reduction <maximumf>, %m, %n [0] : vector<2x4xbf16> to vector<4xbf16>
  %3 = vector.splat %s : vector<4xf16>
  %4 = arith.mulf %3, %1 : vector<4xf16>
  return %0, %4, %2, %3 : f16, vector<4xf16>, vector<4xbf16>, vector<4xf16>
}

// -----

func.func @blocks(%t: tensor<3xf8E5M2>, %x: f16, %p: memref<2xf16>, %c: i1) -> tensor<3xf8E5M2> {
  %c0 = arith.constant 0 : index
  %y = memref.load %p[%c0] : memref<2xf16>
  cf.cond_br %c, ^bb1(%y : f16), ^bb2
^bb1(%z: f16):
  %k = arith.constant 2.5 : f16
  %s = arith.subf %z, %k : f16
  %i = arith.bitcast %s : f16 to i16
  memref.store %s, %p[%c0] : memref<2xf16>
  cf.br ^bb2
^bb2:
  %r = arith.addf %t, %t : tensor<3xf8E5M2>
  %f = arith.maxnumf %x, %y : f16
  memref.store %f, %p[%c0] : memref<2xf16>
  return %r : tensor<3xf8E5M2>
}
