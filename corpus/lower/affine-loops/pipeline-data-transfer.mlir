// RUN-ARGS: --allow-unregistered-dialect --affine-pipeline-data-transfer
// Double buffering of incoming DMAs: the faster buffer and the tag get a leading dimension of two
// indexed by the iteration's parity, the DMA starts one iteration ahead of the rest of the body
// (a prologue, the steady-state loop, an epilogue).

// A non-zero lower bound, a step of 2 and a strided transfer into a 2-D buffer.
func.func @step_and_offset(%src: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 128 : index
  %stride = arith.constant 64 : index
  %per = arith.constant 16 : index
  %buf = memref.alloc() : memref<8x16xf32, 1>
  %tag = memref.alloc() : memref<2xi32>
  affine.for %i = 2 to 18 step 2 {
    affine.dma_start %src[%i, %c0], %buf[%c0, %c0], %tag[%c0], %n, %stride, %per : memref<64x64xf32>, memref<8x16xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%c0], %n : memref<2xi32>
    %v = affine.load %buf[%i floordiv 4, 3] : memref<8x16xf32, 1>
    "use"(%v, %i) : (f32, index) -> ()
  }
  memref.dealloc %tag : memref<2xi32>
  memref.dealloc %buf : memref<8x16xf32, 1>
  return
}

// -----

// The DMA's index is an affine.apply the compute also uses: the DMA gets its own copy of it
// (a computation slice) so that the two can be shifted apart.
func.func @shared_index(%src: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 16 : index
  %buf = memref.alloc() : memref<16xf32, 2>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 16 {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    affine.dma_start %src[%off], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<16xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %buf[%i] : memref<16xf32, 2>
    "use"(%v, %off) : (f32, index) -> ()
  }
  memref.dealloc %tag : memref<1xi32>
  memref.dealloc %buf : memref<16xf32, 2>
  return
}

// -----

// A symbolic lower bound with a constant trip count: the new loops' bounds are shifted maps of
// the same operand. The outgoing DMA (to the slower space) is not pipelined.
func.func @symbolic_bounds(%src: memref<256xf32>, %dst: memref<256xf32>, %lb: index) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %in = memref.alloc() : memref<4xf32, 1>
  %out = memref.alloc() : memref<4xf32, 1>
  %tag_in = memref.alloc() : memref<1xi32>
  %tag_out = memref.alloc() : memref<1xi32>
  affine.for %i = %lb to affine_map<()[s0] -> (s0 + 12)>()[%lb] step 4 {
    affine.dma_start %src[%i], %in[%c0], %tag_in[%c0], %n : memref<256xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag_in[%c0], %n : memref<1xi32>
    %v = affine.load %in[%c0] : memref<4xf32, 1>
    affine.store %v, %out[%c0] : memref<4xf32, 1>
    affine.dma_start %out[%c0], %dst[%i], %tag_out[%c0], %n : memref<4xf32, 1>, memref<256xf32>, memref<1xi32>
    affine.dma_wait %tag_out[%c0], %n : memref<1xi32>
  }
  memref.dealloc %tag_out : memref<1xi32>
  memref.dealloc %tag_in : memref<1xi32>
  memref.dealloc %out : memref<4xf32, 1>
  memref.dealloc %in : memref<4xf32, 1>
  return
}

// -----

// Left alone: an unknown trip count, and a transfer whose wait uses another tag index.
func.func @unchanged(%src: memref<256xf32>, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4 : index
  %buf = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<2xi32>
  affine.for %i = 0 to %ub {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<4xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%c0], %n : memref<2xi32>
    "use"(%buf) : (memref<4xf32, 1>) -> ()
  }
  affine.for %i = 0 to 8 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<4xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%c1], %n : memref<2xi32>
    %v = affine.load %buf[%c0] : memref<4xf32, 1>
    "use"(%v) : (f32) -> ()
  }
  return
}

// -----

// A load through a non-identity subscript map: the double buffer's access is composed from an
// `affine.apply` per old subscript, which is left dead in the body as upstream leaves it.
func.func @subscript_map(%src: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 16 : index
  %buf = memref.alloc() : memref<32xf32, 2>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 16 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %buf[%i + 1] : memref<32xf32, 2>
    "use"(%v) : (f32) -> ()
  }
  return
}

// -----

// A loop carrying a value: the buffers are doubled, but the yielded sum is computed by a shifted
// op while the terminator cannot shift, so the body is not skewed (as upstream).
func.func @iter_args(%src: memref<256xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %n = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %buf = memref.alloc() : memref<32xf32, 2>
  %tag = memref.alloc() : memref<1xi32>
  %r = affine.for %i = 0 to 16 iter_args(%acc = %z) -> f32 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %buf[%i] : memref<32xf32, 2>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// A dynamically sized buffer allocated in the function: the double buffer's size is the
// allocation's own operand (the `memref.dim` folds away; its index constant stays).
func.func @dynamic_alloc(%src: memref<256xf32>, %m: index) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 16 : index
  %buf = memref.alloc(%m) : memref<?xf32, 2>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 16 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<?xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %buf[%i] : memref<?xf32, 2>
    "use"(%v) : (f32) -> ()
  }
  return
}

// -----

// A trip count the step does not divide (1 to 11 step 4): the epilogue starts at the last
// iteration's end, 13.
func.func @nondiv(%src: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %buf = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 1 to 11 step 4 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %buf[%c0] : memref<4xf32, 1>
    "use"(%v, %i) : (f32, index) -> ()
  }
  return
}

// -----

// A single iteration: the prologue and the epilogue are promoted, the steady-state loop (1 to 1)
// runs no iteration and is kept.
func.func @one_iter(%src: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %buf = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 1 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %buf[%c0] : memref<4xf32, 1>
    "use"(%v) : (f32) -> ()
  }
  return
}

// -----

// Uses of the buffer in a nested loop and `affine.if` are rewritten too; the DMA's index is an
// `affine.apply` only it uses, which moves with it.
func.func @nested_use(%src: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %buf = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 8 {
    %j0 = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    affine.dma_start %src[%j0], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    affine.for %j = 0 to 4 {
      %v = affine.load %buf[%j] : memref<4xf32, 1>
      affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%j) {
        affine.store %v, %buf[%j] : memref<4xf32, 1>
      }
    }
  }
  return
}

// -----

// A zero trip count still pipelines (only a constant one is asked for): the prologue loop runs
// no iteration, the one-iteration epilogue is promoted (as upstream).
func.func @zero_trip(%src: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %buf = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 5 to 5 {
    affine.dma_start %src[%i], %buf[%c0], %tag[%c0], %n : memref<256xf32>, memref<4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %buf[%c0] : memref<4xf32, 1>
    "use"(%v) : (f32) -> ()
  }
  return
}
