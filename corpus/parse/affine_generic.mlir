// affine: the generic form of every op (properties in <{...}>, or inherent attributes in the
// attribute dictionary; the integer set of affine.if and the maps of the DMA ops are discardable
// attributes), printed back in the custom form.
"func.func"() <{function_type = (memref<16x16xf32>, index) -> (), sym_name = "loop_nest"}> ({
^bb0(%A: memref<16x16xf32>, %n: index):
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 2 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    "affine.for"(%i, %i, %n) <{lowerBoundMap = affine_map<(d0) -> (d0, 1)>, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = affine_map<(d0)[s0] -> (d0 + 4, s0)>}> ({
    ^bb0(%j: index):
      %v = "affine.load"(%A, %i, %j) <{map = affine_map<(d0, d1) -> (d0, d1 * 2)>}> : (memref<16x16xf32>, index, index) -> f32
      "affine.store"(%v, %A, %j, %i) {map = affine_map<(d0, d1) -> (d0 floordiv 2, d1)>} : (f32, memref<16x16xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.yield"() : () -> ()
  }) {marker} : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (index, f32) -> f32, sym_name = "cond"}> ({
^bb0(%i: index, %x: f32):
  %r = "affine.if"(%i) ({
    "affine.yield"(%x) : (f32) -> ()
  }, {
    %z = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
    "affine.yield"(%z) : (f32) -> ()
  }) {condition = affine_set<(d0) : (d0 - 3 >= 0)>} : (index) -> f32
  "affine.if"() ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<() : (1 == 0)>, extra = 5 : i64} : () -> ()
  "func.return"(%r) : (f32) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (memref<10x10xf32>, memref<1xi32>, memref<10xf32, 3>, index) -> (), sym_name = "access"}> ({
^bb0(%A: memref<10x10xf32>, %t: memref<1xi32>, %B: memref<10xf32, 3>, %n: index):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
  "affine.prefetch"(%A, %n, %c4) <{isDataCache = true, isWrite = true, localityHint = 2 : i32, map = affine_map<(d0)[s0] -> (d0, s0 + 1)>}> : (memref<10x10xf32>, index, index) -> ()
  %v = "affine.vector_load"(%A, %n) <{map = affine_map<()[s0] -> (s0, 0)>}> : (memref<10x10xf32>, index) -> vector<4xf32>
  "affine.vector_store"(%v, %A, %n) <{map = affine_map<(d0) -> (0, d0)>}> : (vector<4xf32>, memref<10x10xf32>, index) -> ()
  "affine.dma_start"(%A, %n, %c0, %B, %n, %t, %c0, %c4) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0, d1) -> (d0, d1)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<10x10xf32>, index, index, memref<10xf32, 3>, index, memref<1xi32>, index, index) -> ()
  "affine.dma_wait"(%t, %c0, %c4) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index, index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (memref<8x8xf32>, index, index) -> f32, sym_name = "band"}> ({
^bb0(%A: memref<8x8xf32>, %n: index, %m: index):
  %s = "affine.parallel"(%n, %m) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [9], steps = [2, 1], upperBoundsGroups = dense<[1, 2]> : tensor<2xi32>, upperBoundsMap = affine_map<(d0)[s0] -> (8, d0, s0 + 1)>}> ({
  ^bb0(%i: index, %j: index):
    %v = "affine.load"(%A, %i, %j) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<8x8xf32>, index, index) -> f32
    "affine.yield"(%v) : (f32) -> ()
  }) : (index, index) -> f32
  "func.return"(%s) : (f32) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (index, index) -> (index, index, index, index), sym_name = "index_ops"}> ({
^bb0(%a: index, %b: index):
  %0 = "affine.apply"(%a, %b) {map = affine_map<(d0)[s0] -> (d0 - s0)>} : (index, index) -> index
  %1 = "affine.min"(%a) <{map = affine_map<(d0) -> (d0, 16)>}> : (index) -> index
  %2 = "affine.max"(%b, %a) <{map = affine_map<()[s0, s1] -> (s0, s1 * 2)>}> : (index, index) -> index
  %3:2 = "affine.delinearize_index"(%a, %b, %b) : (index, index, index) -> (index, index)
  "func.return"(%0, %1, %2, %3#1) : (index, index, index, index) -> ()
}) : () -> ()
