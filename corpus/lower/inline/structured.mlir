// RUN-ARGS: --inline
// Calls inside scf, affine and vector code: which dialects' inliner interfaces allow the callee's
// ops into which regions (scf: any; affine: only accesses whose dims and symbols stay valid).

func.func private @multi(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i32
^b:
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func private @single(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
func.func private @sum(%m: memref<8xf32>) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%a = %c) -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
func.func private @splat(%x: f32) -> vector<4xf32> {
  %v = vector.broadcast %x : f32 to vector<4xf32>
  return %v : vector<4xf32>
}
func.func @caller(%c: i1, %x: i32, %m: memref<8xf32>, %f: f32) -> (i32, f32, vector<4xf32>) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  // The single-block callee goes into the loop body; the multi-block one cannot.
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> i32 {
    %u = func.call @single(%a) : (i32) -> i32
    %v = func.call @multi(%c, %u) : (i1, i32) -> i32
    scf.yield %v : i32
  }
  %s = func.call @sum(%m) : (memref<8xf32>) -> f32
  %w = func.call @splat(%f) : (f32) -> vector<4xf32>
  return %r, %s, %w : i32, f32, vector<4xf32>
}

// -----

// Into an affine loop: an access indexed by the argument stays valid when the argument is the
// loop's induction variable; one indexed by a value defined in the callee's body does not.
func.func private @load_at(%m: memref<32xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i] : memref<32xf32>
  return %v : f32
}
func.func private @load_at_sum(%m: memref<32xf32>, %i: index) -> f32 {
  %j = arith.addi %i, %i : index
  %v = affine.load %m[%j] : memref<32xf32>
  return %v : f32
}
func.func private @store_zero(%m: memref<32xf32>, %i: index) {
  %z = arith.constant 0.0 : f32
  memref.store %z, %m[%i] : memref<32xf32>
  return
}
func.func @into_affine(%m: memref<32xf32>) {
  affine.for %i = 0 to 8 {
    %a = func.call @load_at(%m, %i) : (memref<32xf32>, index) -> f32
    %b = func.call @load_at_sum(%m, %i) : (memref<32xf32>, index) -> f32
    func.call @store_zero(%m, %i) : (memref<32xf32>, index) -> ()
    %s = arith.addf %a, %b : f32
    affine.store %s, %m[%i] : memref<32xf32>
  }
  return
}
