// RUN-ARGS: --pass-pipeline=builtin.module(func.func(sroa))

// Each constant coordinate used gets a rank-0 allocation; the others are dropped.
func.func @grid(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<2x3xf32>
  memref.store %v, %m[%c1, %c2] : memref<2x3xf32>
  memref.store %v, %m[%c0, %c1] : memref<2x3xf32>
  %a = memref.load %m[%c1, %c2] : memref<2x3xf32>
  %b = memref.load %m[%c0, %c1] : memref<2x3xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

// -----

// Not destructured: a dynamic coordinate, an out-of-bounds one, more than 16 elements, a
// single element, the memref passed on.
func.func private @take(memref<4xi32>)
func.func @blocked(%i: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %dyn = memref.alloca() : memref<4xi32>
  memref.store %v, %dyn[%i] : memref<4xi32>
  %oob = memref.alloca() : memref<4xi32>
  memref.store %v, %oob[%c5] : memref<4xi32>
  %big = memref.alloca() : memref<17xi32>
  memref.store %v, %big[%c0] : memref<17xi32>
  %single = memref.alloca() : memref<1xi32>
  memref.store %v, %single[%c0] : memref<1xi32>
  %passed = memref.alloca() : memref<4xi32>
  call @take(%passed) : (memref<4xi32>) -> ()
  %r = memref.load %big[%c0] : memref<17xi32>
  return %r : i32
}
