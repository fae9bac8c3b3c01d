// RUN-ARGS: --affine-loop-tile=separate
// Full tiles separated from partial ones: an affine.if on the condition that every intra-tile
// loop runs a whole tile, the full tile on constant-extent bounds in its then block and the
// original intra-tile nest in its else block.
func.func @scale(%m: memref<?x?xf32>, %rows: index, %cols: index, %f: f32) {
  affine.for %i = 0 to %rows {
    affine.for %j = 0 to %cols {
      %v = affine.load %m[%i, %j] : memref<?x?xf32>
      %s = arith.mulf %v, %f : f32
      affine.store %s, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// Bounds that are a max and a min: the condition compares the end of the tile with every upper
// bound. A loop whose footprint fits the cache gets tile size 1: its tiles are all full, under
// the always-true condition.
func.func @max_min(%m: memref<?xf32>, %a: index, %b: index, %c: index) {
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%a, %b) to min affine_map<(d0)[s0] -> (d0, s0 * 2)>(%c)[%b] {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 12 {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  return
}
