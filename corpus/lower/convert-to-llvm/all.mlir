// RUN-ARGS: --convert-to-llvm --reconcile-unrealized-casts
func.func @f(%c: i1, %m: memref<?xf32>, %u: memref<*xf32>) -> (memref<*xf32>, memref<?xf32>) attributes {llvm.emit_c_interface} {
  cf.cond_br %c, ^bb1(%m : memref<?xf32>), ^bb2
^bb1(%x: memref<?xf32>):
  cf.assert %c, "in bb1"
  %r:2 = call @f(%c, %x, %u) : (i1, memref<?xf32>, memref<*xf32>) -> (memref<*xf32>, memref<?xf32>)
  return %r#0, %r#1 : memref<*xf32>, memref<?xf32>
^bb2:
  return %u, %m : memref<*xf32>, memref<?xf32>
}
