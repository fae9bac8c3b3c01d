// A naive matrix multiplication C += A * B over dynamically sized memrefs, written with explicit
// `cf` loops (what `scf.for` lowers to), plus a driver that allocates, fills and frees the buffers.

module {
  func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %M = memref.dim %A, %c0 : memref<?x?xf32>
    %K = memref.dim %A, %c1 : memref<?x?xf32>
    %N = memref.dim %B, %c1 : memref<?x?xf32>
    cf.br ^i_loop(%c0 : index)

  ^i_loop(%i: index):
    %i_done = arith.cmpi sge, %i, %M : index
    cf.cond_br %i_done, ^exit, ^j_entry

  ^j_entry:
    cf.br ^j_loop(%c0 : index)

  ^j_loop(%j: index):
    %j_done = arith.cmpi sge, %j, %N : index
    cf.cond_br %j_done, ^i_next, ^k_entry

  ^k_entry:
    %init = memref.load %C[%i, %j] : memref<?x?xf32>
    cf.br ^k_loop(%c0, %init : index, f32)

  ^k_loop(%k: index, %acc: f32):
    %k_done = arith.cmpi sge, %k, %K : index
    cf.cond_br %k_done, ^j_next(%acc : f32), ^k_body

  ^k_body:
    %a = memref.load %A[%i, %k] : memref<?x?xf32>
    %b = memref.load %B[%k, %j] : memref<?x?xf32>
    %prod = arith.mulf %a, %b fastmath<contract> : f32
    %sum = arith.addf %acc, %prod fastmath<contract> : f32
    %k1 = arith.addi %k, %c1 : index
    cf.br ^k_loop(%k1, %sum : index, f32)

  ^j_next(%res: f32):
    memref.store %res, %C[%i, %j] : memref<?x?xf32>
    %j1 = arith.addi %j, %c1 : index
    cf.br ^j_loop(%j1 : index)

  ^i_next:
    %i1 = arith.addi %i, %c1 : index
    cf.br ^i_loop(%i1 : index)

  ^exit:
    return
  }

  // Fills a buffer with `value`.
  func.func private @fill(%m: memref<?x?xf32>, %value: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %rows = memref.dim %m, %c0 : memref<?x?xf32>
    %cols = memref.dim %m, %c1 : memref<?x?xf32>
    %n = arith.muli %rows, %cols : index
    %flat = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?x?xf32> to memref<?xf32>
    cf.br ^loop(%c0 : index)
  ^loop(%idx: index):
    %done = arith.cmpi uge, %idx, %n : index
    cf.cond_br %done, ^end, ^body
  ^body:
    memref.store %value, %flat[%idx] : memref<?xf32>
    %next = arith.addi %idx, %c1 : index
    cf.br ^loop(%next : index)
  ^end:
    return
  }

  func.func @main(%size: index) -> f32 {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.000000e+00 : f32
    %two = arith.constant 2.000000e+00 : f32
    %zero = arith.constant 0.000000e+00 : f32
    %A = memref.alloc(%size, %size) {alignment = 64 : i64} : memref<?x?xf32>
    %B = memref.alloc(%size, %size) {alignment = 64 : i64} : memref<?x?xf32>
    %C = memref.alloc(%size, %size) {alignment = 64 : i64} : memref<?x?xf32>
    call @fill(%A, %one) : (memref<?x?xf32>, f32) -> ()
    call @fill(%B, %two) : (memref<?x?xf32>, f32) -> ()
    call @fill(%C, %zero) : (memref<?x?xf32>, f32) -> ()
    call @matmul(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    %r = memref.load %C[%c0, %c0] : memref<?x?xf32>
    memref.dealloc %A : memref<?x?xf32>
    memref.dealloc %B : memref<?x?xf32>
    memref.dealloc %C : memref<?x?xf32>
    return %r : f32
  }
}
