// Kernels for export/tests/lower_c_abi.rs: memref and unranked arguments, several results and an external
// callback, all through llvm.emit_c_interface wrappers. The bodies read descriptors with llvm ops.
func.func @sum(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %d = builtin.unrealized_conversion_cast %m : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %p = llvm.extractvalue %d[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %off = llvm.extractvalue %d[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %n = llvm.extractvalue %d[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %s = llvm.extractvalue %d[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %fzero = llvm.mlir.constant(0.0 : f32) : f32
  cf.br ^loop(%zero, %fzero : i64, f32)
^loop(%i: i64, %acc: f32):
  %c = llvm.icmp "slt" %i, %n : i64
  cf.cond_br %c, ^body, ^exit(%acc : f32)
^body:
  %is = llvm.mul %i, %s : i64
  %idx = llvm.add %off, %is : i64
  %ep = llvm.getelementptr %p[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %ep : !llvm.ptr -> f32
  %acc2 = llvm.fadd %acc, %v : f32
  %i2 = llvm.add %i, %one : i64
  cf.br ^loop(%i2, %acc2 : i64, f32)
^exit(%r: f32):
  return %r : f32
}
func.func @pair(%a: i32, %u: memref<*xf32>) -> (i32, i64) attributes {llvm.emit_c_interface} {
  %d = builtin.unrealized_conversion_cast %u : memref<*xf32> to !llvm.struct<(i64, ptr)>
  %rank = llvm.extractvalue %d[0] : !llvm.struct<(i64, ptr)>
  %one = llvm.mlir.constant(1 : i32) : i32
  %b = llvm.add %a, %one : i32
  return %b, %rank : i32, i64
}
func.func private @cb(memref<?xf32>) -> f32 attributes {llvm.emit_c_interface}
func.func @call_cb(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %r = call @cb(%m) : (memref<?xf32>) -> f32
  return %r : f32
}
// Unranked results: the callee copies the ranked descriptor to the heap, a caller in MLIR copies it
// to its stack and frees the heap copy (TargetLLVMIR.md, "Lifetime").
func.func @id_unranked(%u: memref<*xf32>) -> memref<*xf32> attributes {llvm.emit_c_interface} {
  return %u : memref<*xf32>
}
func.func @twice(%u: memref<*xf32>) -> (memref<*xf32>, i64) attributes {llvm.emit_c_interface} {
  %r = call @id_unranked(%u) : (memref<*xf32>) -> memref<*xf32>
  %d = builtin.unrealized_conversion_cast %r : memref<*xf32> to !llvm.struct<(i64, ptr)>
  %rank = llvm.extractvalue %d[0] : !llvm.struct<(i64, ptr)>
  return %r, %rank : memref<*xf32>, i64
}
