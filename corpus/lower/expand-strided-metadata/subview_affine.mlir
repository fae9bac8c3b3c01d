// RUN-ARGS: --expand-strided-metadata
// memref.subview whose offset or strides need index arithmetic: affine.apply built as upstream's
// makeComposedFoldedAffineApply does (constants folded into the map, operands deduplicated, the map
// simplified, folded away when it reduces to a constant or one value); lower-affine turns it into arith
// PIPELINE lowered.out: builtin.module(expand-strided-metadata,lower-affine)
// PIPELINE to-llvm.out: builtin.module(expand-strided-metadata,lower-affine,convert-to-llvm,reconcile-unrealized-casts)
func.func @dyn_offset(%m: memref<8x8xf32>, %i: index, %j: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%i, 2][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %v = memref.load %s[%c0, %j] : memref<4x4xf32, strided<[8, 1], offset: ?>>
  return %v : f32
}

// -----

func.func @nested(%m: memref<16x16xf32>, %i: index, %j: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %a = memref.subview %m[%i, %j][8, 8][1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %b = memref.subview %a[%j, 1][2, 2][1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %b : memref<2x2xf32, strided<[16, 1], offset: ?>>
}

// -----

func.func @rank_reduce(%m: memref<?x?x?xf32>, %i: index, %n: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %r = memref.subview %m[%i, 0, %i][1, %n, 1][1, 2, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %r : memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @dyn_strides(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %s: index) -> memref<3x3xf32, strided<[?, ?], offset: ?>> {
  %r = memref.subview %m[%i, %i][3, 3][%s, %s] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<3x3xf32, strided<[?, ?], offset: ?>>
  return %r : memref<3x3xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @neg_and_loop(%m: memref<10x10xi32, strided<[10, 1], offset: 7>>, %i: index, %c: i1) -> memref<5xi32, strided<[1], offset: ?>> {
  cf.cond_br %c, ^a, ^b
^a:
  %r = memref.subview %m[%i, 3][1, 5][1, 1] : memref<10x10xi32, strided<[10, 1], offset: 7>> to memref<5xi32, strided<[1], offset: ?>>
  return %r : memref<5xi32, strided<[1], offset: ?>>
^b:
  %q = memref.subview %m[2, %i][1, 5][1, 1] : memref<10x10xi32, strided<[10, 1], offset: 7>> to memref<5xi32, strided<[1], offset: ?>>
  return %q : memref<5xi32, strided<[1], offset: ?>>
}
