// RUN-ARGS: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// Realistic kernels through the whole pipeline to the llvm dialect.
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %init = memref.load %c[%i, %j] : memref<?x?xf32>
      %sum = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %init) -> (f32) {
        %x = memref.load %a[%i, %p] : memref<?x?xf32>
        %y = memref.load %b[%p, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %xy : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi sgt, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %rem = arith.remsi %y, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> i64 {
      %h = arith.divsi %y, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %y, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      scf.yield %t1 : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}

// -----

func.func @dispatch(%i: index, %x: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 0 {
    %0 = arith.addf %x, %x : f32
    scf.yield %0 : f32
  }
  case 1 {
    %1 = arith.mulf %x, %x : f32
    scf.yield %1 : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

func.func @sum(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
