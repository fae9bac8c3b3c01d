// RUN-ARGS: --expand-strided-metadata --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// The benchmark's structured lowering on a module of several functions, as streaming cuts it
// into batches: each pass works within a function, and the declarations lowering adds at the
// module's start (none here but the functions themselves) are the whole module's.

func.func private @ext(f32) -> f32
func.func @transfer(%m: memref<8x8xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad : memref<8x8xf32>, vector<4xf32>
  %w = math.absf %v : vector<4xf32>
  vector.transfer_write %w, %m[%i, %i] : vector<4xf32>, memref<8x8xf32>
  return %w : vector<4xf32>
}
func.func @loops(%m: memref<8xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %m[%i] : memref<8xf32>
    %c = arith.cmpf olt, %v, %acc : f32
    %s = scf.if %c -> f32 {
      scf.yield %acc : f32
    } else {
      %e = func.call @ext(%v) : (f32) -> f32
      scf.yield %e : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @reduce(%v: vector<4xf32>, %b: vector<4xi1>) -> f32 {
  %r = vector.reduction <add>, %v : vector<4xf32> into f32
  %e = vector.extract %v[2] : f32 from vector<4xf32>
  %s = arith.addf %r, %e : f32
  %x = math.sqrt %s : f32
  return %x : f32
}
func.func @strided(%m: memref<4x4xf32, strided<[4, 1], offset: ?>>) -> index {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %c1 = arith.constant 1 : index
  %w = scf.while (%a = %off) : (index) -> index {
    %c = arith.cmpi slt, %a, %sz#0 : index
    scf.condition(%c) %a : index
  } do {
  ^bb0(%a: index):
    %n = arith.addi %a, %c1 : index
    scf.yield %n : index
  }
  return %w : index
}
