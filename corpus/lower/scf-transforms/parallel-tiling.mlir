// RUN-ARGS: --pass-pipeline=builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,8})) --allow-unregistered-dialect

// Three dimensions, two tile sizes: the third is tiled by 1. Constant bounds whose iteration count
// the tile divides get the tile step as inner bound; the others an affine.min.
func.func @three_dims(%n: index, %m: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c33 = arith.constant 33 : index
  scf.parallel (%i, %j, %k) = (%c0, %c1, %c0) to (%c16, %c33, %n) step (%c1, %c3, %c1) {
    %v = memref.load %m[%i, %j, %k] : memref<?x?x?xf32>
    "test.use"(%v, %i) : (f32, index) -> ()
  }
  return
}

// -----

// Only innermost loops are tiled; a loop with reductions is left alone, and so is the loop
// around it (not innermost).
func.func @nested(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %t = %c0 to %n step %c1 {
      scf.parallel (%j, %k) = (%c0, %i) to (%n, %n) step (%c1, %c1) {
        "test.use"(%i, %j, %k, %t) : (index, index, index, index) -> ()
      }
    }
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%x) -> f32 {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      "test.use"(%j) : (index) -> ()
    }
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%r) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r2 : f32
}
