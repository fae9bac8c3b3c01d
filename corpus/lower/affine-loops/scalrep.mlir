// RUN-ARGS: --allow-unregistered-dialect --affine-scalrep
// Store to load forwarding: the load takes the stored value when the store dominates it with the
// same subscripts and nothing may write the element in between; a local memref left with only
// stores and its dealloc is erased.
func.func @forward(%n: index) -> f32 {
  %c = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<16xf32>
  %s = memref.alloca() : memref<16xf32>
  %r = affine.for %i = 0 to 16 iter_args(%acc = %c) -> f32 {
    affine.store %c, %m[%i + 1 - 1] : memref<16xf32>
    affine.store %c, %s[%i] : memref<16xf32>
    %v = affine.load %m[%i] : memref<16xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  memref.dealloc %m : memref<16xf32>
  return %r : f32
}

// -----

// A write through a view of the memref, or an unknown op, in between blocks the forwarding; a
// write to another allocation does not.
func.func @blocked(%in: memref<64xf32>, %other: memref<64xf32>) {
  %c = arith.constant 1.0 : f32
  %v = memref.subview %in[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
  %own = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 32 {
    affine.store %c, %in[%i] : memref<64xf32>
    affine.store %c, %v[%i] : memref<32xf32, strided<[1]>>
    %x = affine.load %in[%i] : memref<64xf32>
    affine.store %x, %other[%i] : memref<64xf32>
    affine.store %c, %own[%i] : memref<64xf32>
    "foo.use"(%own) : (memref<64xf32>) -> ()
    %y = affine.load %own[%i] : memref<64xf32>
    affine.store %y, %other[%i] : memref<64xf32>
  }
  return
}

// -----

// Redundant loads: the later load of the same element takes the first one's value unless a write
// may intervene; a store overwritten by a later store to the same element, with no read in
// between, is dropped.
func.func @loads_and_stores(%m: memref<10x10xf32>, %out: memref<10xf32>) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 10 {
    %a = affine.load %m[%i, 0] : memref<10x10xf32>
    %b = affine.load %m[%i, 0] : memref<10x10xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %out[%i] : memref<10xf32>
    affine.store %c, %out[%i] : memref<10xf32>
    affine.store %c, %m[%i, 1] : memref<10x10xf32>
    %d = affine.load %m[%i, 0] : memref<10x10xf32>
    affine.store %d, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// A store inside an inner loop reaches a load after it only in the same iteration of the outer
// loop: the dependence check decides.
func.func @nested(%n: index) -> f32 {
  %c = arith.constant 5.0 : f32
  %m = memref.alloc() : memref<10xf32>
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> f32 {
    affine.store %c, %m[%i] : memref<10xf32>
    affine.for %j = 0 to %n {
      affine.store %c, %m[%j] : memref<10xf32>
    }
    %v = affine.load %m[%i] : memref<10xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  return %r : f32
}
