// RUN-ARGS: --expand-strided-metadata
// Constants the greedy driver's folder finds when it fills its worklist: each moved to the front of
// the function's entry block (so they end up in reverse order) unless already there or right after
// another one, and equal ones (same op, value and type) merged into the first, nested ones included
func.func @mid_function(%m: memref<8xf32>, %i: index) -> f32 {
  %a = arith.addi %i, %i : index
  %c1 = arith.constant 1 : index
  %b = arith.addi %a, %c1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d = arith.muli %b, %c2 : index
  %e = arith.muli %d, %c3 : index
  %v = memref.load %m[%e] : memref<8xf32>
  return %v : f32
}

// -----

func.func @merged(%i: index, %x: i32, %m: memref<8xindex>) -> (index, i32) {
  %c4 = arith.constant 4 : index
  %k = arith.constant 7 : i32
  %a = arith.addi %i, %c4 : index
  %c4b = arith.constant 4 : index
  %k2 = arith.constant 7 : i32
  %y = arith.addi %x, %k2 : i32
  memref.alloca_scope {
    %c4c = arith.constant 4 : index
    %s = arith.muli %a, %c4c : index
    memref.store %s, %m[%c4c] : memref<8xindex>
  }
  %z = arith.addi %y, %k : i32
  return %c4b, %z : index, i32
}
