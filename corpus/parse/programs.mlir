// Small complete programs mixing func, arith, cf, memref, index and complex ops with loops and nested regions.
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  cf.br ^i_loop(%c0 : index)
^i_loop(%i: index):
  %i_ok = arith.cmpi slt, %i, %M : index
  cf.cond_br %i_ok, ^j_init, ^exit
^j_init:
  cf.br ^j_loop(%c0 : index)
^j_loop(%j: index):
  %j_ok = arith.cmpi slt, %j, %N : index
  cf.cond_br %j_ok, ^k_init, ^i_next
^k_init:
  cf.br ^k_loop(%c0 : index)
^k_loop(%k: index):
  %k_ok = arith.cmpi slt, %k, %K : index
  cf.cond_br %k_ok, ^body, ^j_next
^body:
  %a = memref.load %A[%i, %k] : memref<?x?xf32>
  %b = memref.load %B[%k, %j] : memref<?x?xf32>
  %c = memref.load %C[%i, %j] : memref<?x?xf32>
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %c, %p fastmath<contract> : f32
  memref.store %s, %C[%i, %j] : memref<?x?xf32>
  %k1 = arith.addi %k, %c1 : index
  cf.br ^k_loop(%k1 : index)
^j_next:
  %j1 = arith.addi %j, %c1 : index
  cf.br ^j_loop(%j1 : index)
^i_next:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^i_loop(%i1 : index)
^exit:
  return
}

// -----

// Recursive factorial with index ops and a switch.
func.func @fact(%n: index) -> index {
  %c1 = index.constant 1
  %small = index.cmp ule(%n, %c1)
  cf.cond_br %small, ^base, ^rec
^base:
  return %c1 : index
^rec:
  %m = index.sub %n, %c1
  %r = call @fact(%m) : (index) -> index
  %p = index.mul %n, %r
  return %p : index
}

// -----

// Complex magnitude accumulation over a buffer.
func.func @sum_abs(%buf: memref<?xcomplex<f32>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %buf, %c0 : memref<?xcomplex<f32>>
  cf.br ^loop(%c0, %zero : index, f32)
^loop(%i: index, %acc: f32):
  %cond = arith.cmpi ult, %i, %n : index
  cf.cond_br %cond, ^body, ^done
^body:
  %z = memref.load %buf[%i] : memref<?xcomplex<f32>>
  %m = complex.abs %z : complex<f32>
  %acc2 = arith.addf %acc, %m : f32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2, %acc2 : index, f32)
^done:
  return %acc : f32
}

// -----

// A global lookup table indexed through a switch, with a scoped temporary buffer.
memref.global "private" constant @lut : memref<4xi32> = dense<[10, 20, 30, 40]>
func.func @lookup(%sel: i32) -> i32 {
  %t = memref.get_global @lut : memref<4xi32>
  cf.switch %sel : i32, [
    default: ^oob,
    0: ^hit(%sel : i32),
    1: ^hit(%sel : i32),
    2: ^hit(%sel : i32),
    3: ^hit(%sel : i32)
  ]
^hit(%k: i32):
  %idx = arith.index_cast %k : i32 to index
  %v = memref.load %t[%idx] : memref<4xi32>
  %r = memref.alloca_scope -> (i32) {
    %tmp = memref.alloca() : memref<i32>
    memref.store %v, %tmp[] : memref<i32>
    %w = memref.load %tmp[] : memref<i32>
    memref.alloca_scope.return %w : i32
  }
  return %r : i32
^oob:
  %m1 = arith.constant -1 : i32
  return %m1 : i32
}

// -----

// Saturating add on i8 via extended arithmetic and select.
func.func @sat_add(%a: i8, %b: i8) -> i8 {
  %sum, %ovf = arith.addui_extended %a, %b : i8, i1
  %max = arith.constant 255 : i8
  %r = arith.select %ovf, %max, %sum : i8
  return %r : i8
}
