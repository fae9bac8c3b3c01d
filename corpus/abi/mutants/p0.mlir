// abi-mutants program 0: access, results, unranked (default)
func.func @f0(%m0: memref<?x2xi64>, %m1: memref<?x?x2xi64, strided<[?, ?, ?], offset: ?>>, %s: i64) -> (i64, memref<?x2xi64>, i64, i64) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_m0_0 = memref.dim %m0, %c0 : memref<?x2xi64>
    %l_m0_0 = arith.subi %d_m0_0, %c1 : index
    %d_m0_1 = memref.dim %m0, %c1 : memref<?x2xi64>
    %l_m0_1 = arith.subi %d_m0_1, %c1 : index
    %x0 = memref.load %m0[%c0, %c0] : memref<?x2xi64>
    %y0 = memref.load %m0[%l_m0_0, %l_m0_1] : memref<?x2xi64>
    %v0 = arith.xori %x0, %y0 : i64
    %w0 = arith.subi %v0, %s : i64
    memref.store %w0, %m0[%l_m0_0, %l_m0_1] : memref<?x2xi64>
    %d_m1_0 = memref.dim %m1, %c0 : memref<?x?x2xi64, strided<[?, ?, ?], offset: ?>>
    %l_m1_0 = arith.subi %d_m1_0, %c1 : index
    %d_m1_1 = memref.dim %m1, %c1 : memref<?x?x2xi64, strided<[?, ?, ?], offset: ?>>
    %l_m1_1 = arith.subi %d_m1_1, %c1 : index
    %c2 = arith.constant 2 : index
    %d_m1_2 = memref.dim %m1, %c2 : memref<?x?x2xi64, strided<[?, ?, ?], offset: ?>>
    %l_m1_2 = arith.subi %d_m1_2, %c1 : index
    %x1 = memref.load %m1[%c0, %c0, %c0] : memref<?x?x2xi64, strided<[?, ?, ?], offset: ?>>
    %y1 = memref.load %m1[%l_m1_0, %l_m1_1, %l_m1_2] : memref<?x?x2xi64, strided<[?, ?, ?], offset: ?>>
    %v1 = arith.maxsi %x1, %y1 : i64
    %w1 = arith.maxsi %v1, %s : i64
    memref.store %w1, %m1[%l_m1_0, %l_m1_1, %l_m1_2] : memref<?x?x2xi64, strided<[?, ?, ?], offset: ?>>
    return %w0, %m0, %w1, %s : i64, memref<?x2xi64>, i64, i64
}
func.func @f1(%a: memref<?xf32, strided<[?], offset: ?>>, %b: memref<?xi64>, %k: f32) -> (memref<?xf32, strided<[?], offset: ?>>, i64) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_a_0 = memref.dim %a, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %l_a_0 = arith.subi %d_a_0, %c1 : index
    %d_b_0 = memref.dim %b, %c0 : memref<?xi64>
    %l_b_0 = arith.subi %d_b_0, %c1 : index
    %x = memref.load %a[%c0] : memref<?xf32, strided<[?], offset: ?>>
    %y = memref.load %a[%l_a_0] : memref<?xf32, strided<[?], offset: ?>>
    %v = arith.maximumf %x, %k : f32
    memref.store %v, %a[%c0] : memref<?xf32, strided<[?], offset: ?>>
    %z = memref.load %b[%c0] : memref<?xi64>
    return %a, %z : memref<?xf32, strided<[?], offset: ?>>, i64
}
func.func @f2(%u: memref<*xi32>, %m: memref<?xi32, strided<[?], offset: ?>>) -> (memref<*xi32>, index, i32) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_m_0 = memref.dim %m, %c0 : memref<?xi32, strided<[?], offset: ?>>
    %l_m_0 = arith.subi %d_m_0, %c1 : index
    %r = memref.rank %u : memref<*xi32>
    %x = memref.load %m[%c0] : memref<?xi32, strided<[?], offset: ?>>
    %c = memref.cast %m : memref<?xi32, strided<[?], offset: ?>> to memref<*xi32>
    return %c, %r, %x : memref<*xi32>, index, i32
}
