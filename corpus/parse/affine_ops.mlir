// affine: every op in its custom form (loops with max/min bounds, shorthands, steps and iter_args,
// conditionals on integer sets, subscripts as affine expressions of SSA values, parallel bands
// with reductions, DMA, index arithmetic), and maps/sets as aliases and inline.
#lb = affine_map<(d0)[s0] -> (d0 * 2, s0 - 4)>
#ub = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#edge = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d0 - 2 >= 0, d1 == 0)>
func.func @loops(%A: memref<64x64xf32>, %n: index, %m: index) {
  %v0 = arith.constant 3.0 : f32
  affine.for %i = 0 to 64 {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i)[%m] step 4 {
      %v = affine.load %A[%i, %j + 1] : memref<64x64xf32>
      affine.store %v, %A[%j - 1, %i floordiv 2] : memref<64x64xf32>
    }
    affine.for %j = %n to affine_map<(d0) -> (d0 + 3)>(%i) {
    }
    affine.for %k = -8 to %m step 3 {
      affine.if #edge(%i, %k)[%n] {
        %w = affine.load %A[%i mod 7, %k ceildiv 3] : memref<64x64xf32>
      }
    }
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%n] to affine_map<()[s0, s1] -> (s0 + s1)>()[%n, %m] {
    affine.store %v0, %A[symbol(%n) * 2, %i + symbol(%m)] : memref<64x64xf32>
  } {unroll = 4 : i64}
  return
}

// -----

func.func @iter_args(%buf: memref<128xf32>) -> (f32, index) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %sum, %cnt = affine.for %i = 0 to 128 step 2 iter_args(%acc = %zero, %n = %c0) -> (f32, index) {
    %t = affine.load %buf[%i] : memref<128xf32>
    %a = arith.addf %acc, %t : f32
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
    affine.yield %a, %k : f32, index
  }
  %one = affine.for %i = 0 to 1 iter_args(%x = %zero) -> f32 {
    affine.yield %x : f32
  }
  return %sum, %cnt : f32, index
}

// -----

func.func @conditionals(%i: index, %n: index, %x: f32, %y: f32) -> (f32, i32) {
  affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>(%i)[%n] {
  }
  affine.if affine_set<() : (0 == 0)>() {
    "func.call"() {callee = @side} : () -> ()
  } else {
  }
  %r = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  %s:2 = affine.if affine_set<()[s0] : (s0 == 4)>()[%n] -> (f32, i32) {
    %c = arith.constant 1 : i32
    affine.yield %x, %c : f32, i32
  } else {
    %c = arith.constant 2 : i32
    affine.yield %y, %c : f32, i32
  } {tag}
  return %r, %s#1 : f32, i32
}

func.func private @side()

// -----

func.func @memory(%A: memref<100x100xf32>, %B: memref<?xvector<4xf32>>, %t: memref<1xi32>, %D: memref<100x100xf32, 2>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  affine.for %k = 0 to 96 step 8 {
    %v = affine.vector_load %A[%k, %i + 3] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %v, %A[%k + 1, symbol(%n)] : memref<100x100xf32>, vector<8xf32>
    %w = affine.vector_load %A[%k, %k] {hint} : memref<100x100xf32>, vector<2x4xf32>
    affine.prefetch %A[%k, %i + 5], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %A[%i, %k], write, locality<0>, instr {tag = 1 : i32} : memref<100x100xf32>
    affine.dma_start %A[%k, %i], %D[%i, %k + 2], %t[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_start %A[%k floordiv 8, 0], %D[%i, symbol(%n)], %t[%k mod 3], %c64, %c8, %c8 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_wait %t[%c0], %c64 : memref<1xi32>
  }
  %e = affine.load %B[%n] : memref<?xvector<4xf32>>
  return
}

// -----

func.func @parallel(%A: memref<100x100xf32>, %n: index, %m: index) -> (f32, i32) {
  affine.parallel (%i, %j) = (0, 0) to (symbol(%n), 100) step (10, 25) {
    affine.parallel (%x, %y) = (%i, max(%j, %m - 7)) to (min(%i + 10, %n), %j + 25) {
      %v = affine.load %A[%x, %y] : memref<100x100xf32>
      affine.store %v, %A[%y, %x] : memref<100x100xf32>
    }
  }
  %r:2 = affine.parallel (%i) = (0) to (%n) reduce ("maximumf", "addi") -> (f32, i32) {
    %v = affine.load %A[%i, %i] : memref<100x100xf32>
    %c = arith.constant 1 : i32
    affine.yield %v, %c : f32, i32
  }
  affine.parallel () = () to () {
  }
  affine.parallel (%i) = (max(0, %m, 4)) to (min(%n, 50, %m * 2)) {
    affine.yield
  } {label}
  return %r#0, %r#1 : f32, i32
}

// -----

func.func @index_ops(%a: index, %b: index, %c: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>(%a)[%b]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%a, %b] {note}
  %2 = affine.min affine_map<(d0, d1)[s0] -> (d0, d1 + 1, s0 mod 4)>(%a, %b)[%c]
  %3 = affine.max affine_map<()[s0] -> (s0, 0)>()[%a]
  %4 = affine.max affine_map<() -> (3, 7)>()
  %5:3 = affine.delinearize_index %a into (%b, %c, %b) : index, index, index
  %6 = affine.delinearize_index %a into (%b) : index
  return %0, %1, %2, %5#2, %6 : index, index, index, index, index
}
