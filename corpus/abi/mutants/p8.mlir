// abi-mutants program 8: global, alloc, results (index-bitwidth=32)
memref.global "private" @g_f0 : memref<4xi64> = dense<[21, 2, 37, 19]>
func.func @f0(%m: memref<?xi64>, %s: i64) -> (i64, i64) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_m_0 = memref.dim %m, %c0 : memref<?xi64>
    %l_m_0 = arith.subi %d_m_0, %c1 : index
    %g = memref.get_global @g_f0 : memref<4xi64>
    %a = memref.load %g[%c1] : memref<4xi64>
    %x = memref.load %m[%l_m_0] : memref<?xi64>
    %n = arith.addi %a, %x : i64
    %n2 = arith.xori %n, %s : i64
    memref.store %n2, %g[%c1] : memref<4xi64>
    memref.store %a, %m[%c0] : memref<?xi64>
    return %a, %n2 : i64, i64
}
func.func @f1(%m: memref<?xf32>, %s: f32) -> (memref<?xf32>) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_m_0 = memref.dim %m, %c0 : memref<?xf32>
    %l_m_0 = arith.subi %d_m_0, %c1 : index
    %t = memref.alloc(%d_m_0) : memref<?xf32>
    memref.copy %m, %t : memref<?xf32> to memref<?xf32>
    %tmp = memref.alloc() : memref<2xf32>
    memref.store %s, %tmp[%c0] : memref<2xf32>
    %q = memref.load %tmp[%c0] : memref<2xf32>
    memref.dealloc %tmp : memref<2xf32>
    %x = memref.load %t[%l_m_0] : memref<?xf32>
    %v = arith.maximumf %x, %q : f32
    memref.store %v, %t[%c0] : memref<?xf32>
    return %t : memref<?xf32>
}
func.func @f2(%a: memref<?xi64, strided<[?], offset: ?>>, %b: memref<?xi32>, %k: i64) -> (memref<?xi64, strided<[?], offset: ?>>, i32) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_a_0 = memref.dim %a, %c0 : memref<?xi64, strided<[?], offset: ?>>
    %l_a_0 = arith.subi %d_a_0, %c1 : index
    %d_b_0 = memref.dim %b, %c0 : memref<?xi32>
    %l_b_0 = arith.subi %d_b_0, %c1 : index
    %x = memref.load %a[%c0] : memref<?xi64, strided<[?], offset: ?>>
    %y = memref.load %a[%l_a_0] : memref<?xi64, strided<[?], offset: ?>>
    %v = arith.addi %x, %k : i64
    memref.store %v, %a[%c0] : memref<?xi64, strided<[?], offset: ?>>
    %z = memref.load %b[%c0] : memref<?xi32>
    return %a, %z : memref<?xi64, strided<[?], offset: ?>>, i32
}
