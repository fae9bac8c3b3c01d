// RUN-ARGS: --scf-parallel-loop-fusion --allow-unregistered-dialect

// A subview of a local allocation does not alias the argument read: the loops fuse. Two
// arguments may alias each other: the second pair does not.
func.func @subview_of_alloc(%a: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<8xf32>
  %res = memref.alloc() : memref<4xf32>
  %view = memref.subview %buf[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %view[%i] : memref<4xf32, strided<[1]>>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %view[%i] : memref<4xf32, strided<[1]>>
    memref.store %v, %res[%i] : memref<4xf32>
    scf.reduce
  }
  "test.barrier"() : () -> ()
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %view[%i] : memref<4xf32, strided<[1]>>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %view[%i] : memref<4xf32, strided<[1]>>
    memref.store %v, %out[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

// A buffer chosen by scf.if between two arguments may alias the argument read: no fusion. The
// same choice between two allocations fuses.
func.func @through_if(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %out[%i] : memref<4xf32>
    memref.store %v, %m[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %out[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

func.func @through_if_allocs(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = scf.if %c -> memref<4xf32> {
    %x = memref.alloc() : memref<4xf32>
    scf.yield %x : memref<4xf32>
  } else {
    %y = memref.alloca() : memref<4xf32>
    scf.yield %y : memref<4xf32>
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %m[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %out[%i] : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

// Index computations equal up to the loops' induction variables: fused. A shifted index is not.
func.func @same_index_computation(%a: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %j = arith.addi %i, %c4 : index
    %v = memref.load %a[%j] : memref<8xf32>
    memref.store %v, %buf[%j] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %j = arith.addi %i, %c4 : index
    %v = memref.load %buf[%j] : memref<8xf32>
    memref.store %v, %out[%j] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %j = arith.addi %i, %c1 : index
    %v = memref.load %buf[%j] : memref<8xf32>
    memref.store %v, %out[%i] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// A result of the first loop used between the two loops stops the fusion; a pure op between them
// does not.
func.func @use_between(%a: memref<4xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%x) -> f32 {
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %m: f32):
      %s = arith.addf %l, %m : f32
      scf.reduce.return %s : f32
    }
  }
  %d = arith.mulf %r, %r : f32
  %r2 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%d) -> f32 {
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %m: f32):
      %s = arith.maximumf %l, %m : f32
      scf.reduce.return %s : f32
    }
  }
  %k = arith.constant 2.0 : f32
  %r3 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%k) -> f32 {
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %m: f32):
      %s = arith.minimumf %l, %m : f32
      scf.reduce.return %s : f32
    }
  }
  %t = arith.addf %r2, %r3 : f32
  return %t : f32
}

// -----

// Loops nested in another loop's body fuse there; a buffer read in the second loop that is defined
// in its own body stops it.
func.func @nested(%a: memref<4x4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    %buf = memref.alloc() : memref<4xf32>
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %a[%t, %i] : memref<4x4xf32>
      memref.store %v, %buf[%i] : memref<4xf32>
      scf.reduce
    }
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %buf[%i] : memref<4xf32>
      memref.store %v, %a[%t, %i] : memref<4x4xf32>
      scf.reduce
    }
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %local = memref.alloca() : memref<4xf32>
      %v = memref.load %local[%i] : memref<4xf32>
      "test.use"(%v) : (f32) -> ()
      scf.reduce
    }
  }
  return
}

// -----

// A block argument whose every predecessor passes an allocation is an allocation: fused. One fed
// an argument on some edge may alias the argument: not fused.
func.func @block_arguments(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%x, %x : memref<4xf32>, memref<4xf32>), ^bb1(%y, %a : memref<4xf32>, memref<4xf32>)
^bb1(%m: memref<4xf32>, %n: memref<4xf32>):
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %m[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %out[%i] : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    scf.reduce
  }
  "test.barrier"() : () -> ()
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %out[%i] : memref<4xf32>
    memref.store %v, %n[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %out[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

// Results used in later blocks (which the loops' block dominates) do not stop the fusion; a result
// used inside the second loop does.
func.func @mb(%a: memref<4xf32>, %x: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%x) -> f32 {
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %m: f32):
      %s = arith.addf %l, %m : f32
      scf.reduce.return %s : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%x) -> f32 {
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %m: f32):
      %s = arith.mulf %l, %m : f32
      scf.reduce.return %s : f32
    }
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = arith.addf %r, %r2 : f32
  return %t : f32
^bb2:
  return %r : f32
}

// -----

func.func @inside(%a: memref<4xf32>, %x: f32, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%x) -> f32 {
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %m: f32):
      %s = arith.addf %l, %m : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %r, %out[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
