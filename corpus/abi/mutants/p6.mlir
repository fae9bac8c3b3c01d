// abi-mutants program 6: unranked, copy (default)
func.func @f0(%u: memref<*xi64>, %m: memref<?xi64>) -> (memref<*xi64>, index) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_m_0 = memref.dim %m, %c0 : memref<?xi64>
    %l_m_0 = arith.subi %d_m_0, %c1 : index
    %r = memref.rank %u : memref<*xi64>
    %x = memref.load %m[%c0] : memref<?xi64>
    %c = memref.cast %m : memref<?xi64> to memref<*xi64>
    return %c, %r : memref<*xi64>, index
}
func.func @f1(%a: memref<?x?xi64, strided<[?, ?], offset: ?>>) -> (memref<?x?xi64>) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_a_0 = memref.dim %a, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
    %l_a_0 = arith.subi %d_a_0, %c1 : index
    %d_a_1 = memref.dim %a, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
    %l_a_1 = arith.subi %d_a_1, %c1 : index
    %t = memref.alloc(%d_a_0, %d_a_1) : memref<?x?xi64>
    memref.copy %a, %t : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<?x?xi64>
    %x = memref.load %t[%l_a_0, %l_a_1] : memref<?x?xi64>
    %y = arith.subi %x, %x : i64
    memref.store %y, %t[%c0, %c0] : memref<?x?xi64>
    memref.copy %t, %a : memref<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
    return %t : memref<?x?xi64>
}
