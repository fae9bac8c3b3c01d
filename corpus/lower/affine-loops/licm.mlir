// RUN-ARGS: --allow-unregistered-dialect --affine-loop-invariant-code-motion
// Ops free of the induction variable, the iteration arguments and the loop's other results move
// before the loop, innermost loop first; loads move unless the loop writes their memref.
func.func @chain(%a: index, %b: index, %m: memref<16xindex>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %s = arith.addi %a, %b : index
      %t = arith.muli %s, %s : index
      %u = arith.addi %t, %i : index
      affine.store %u, %m[%j] : memref<16xindex>
    }
  }
  return
}

// -----

// A load from a memref also stored in the loop stays; one from another memref moves.
func.func @load_store(%m: memref<16xf32>, %n: memref<16xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    %x = affine.load %m[0] : memref<16xf32>
    %y = affine.load %n[0] : memref<16xf32>
    %z = arith.addf %x, %y : f32
    affine.store %z, %m[%i] : memref<16xf32>
  }
  return
}

// -----

// Values depending on the iteration argument stay; invariant ones move.
func.func @iter_args(%a: f32, %b: f32) -> f32 {
  %init = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> f32 {
    %k = arith.mulf %a, %b : f32
    %n = arith.addf %acc, %k : f32
    affine.yield %n : f32
  }
  return %r : f32
}

// -----

// A nested affine.if moves with its body when everything in it is invariant; one using the
// induction variable stays.
#set = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @nested_if(%m: memref<10xf32>, %v: f32, %k: index) {
  affine.for %i = 0 to 10 {
    affine.if #set(%k) {
      %w = arith.addf %v, %v : f32
      affine.store %w, %m[%k] : memref<10xf32>
    }
    affine.if #set(%i) {
      %w = arith.mulf %v, %v : f32
    }
  }
  return
}

// -----

// A memref a DMA touches is never hoisted from; an unregistered op (side effects unknown) stays.
func.func @dma(%m: memref<16xf32>, %tag: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 16 {
    %x = affine.load %tag[0] : memref<1xi32>
    %y = affine.load %m[0] : memref<16xf32>
    "foo.use"(%x, %y) : (i32, f32) -> ()
  }
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  return
}

// -----

// An inner loop whose body is invariant moves as a whole; an affine.parallel too.
func.func @whole_loops(%m: memref<4x4xf32>, %v: f32) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %w = arith.addf %v, %v : f32
    }
    affine.parallel (%p) = (0) to (4) {
      %w = arith.mulf %v, %v : f32
    }
  }
  return
}
