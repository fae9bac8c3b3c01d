// abi-mutants program 10: access, alloc (use-bare-ptr-memref-call-conv=1)
func.func @f0(%m0: memref<3x4x3xi64>, %m1: memref<2x4xf64>, %m2: memref<2xf32>) -> (memref<2x4xf64>) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_m0_0 = memref.dim %m0, %c0 : memref<3x4x3xi64>
    %l_m0_0 = arith.subi %d_m0_0, %c1 : index
    %d_m0_1 = memref.dim %m0, %c1 : memref<3x4x3xi64>
    %l_m0_1 = arith.subi %d_m0_1, %c1 : index
    %c2 = arith.constant 2 : index
    %d_m0_2 = memref.dim %m0, %c2 : memref<3x4x3xi64>
    %l_m0_2 = arith.subi %d_m0_2, %c1 : index
    %x0 = memref.load %m0[%c0, %c0, %c0] : memref<3x4x3xi64>
    %y0 = memref.load %m0[%l_m0_0, %l_m0_1, %l_m0_2] : memref<3x4x3xi64>
    %v0 = arith.maxsi %x0, %y0 : i64
    memref.store %v0, %m0[%l_m0_0, %l_m0_1, %l_m0_2] : memref<3x4x3xi64>
    %d_m1_0 = memref.dim %m1, %c0 : memref<2x4xf64>
    %l_m1_0 = arith.subi %d_m1_0, %c1 : index
    %d_m1_1 = memref.dim %m1, %c1 : memref<2x4xf64>
    %l_m1_1 = arith.subi %d_m1_1, %c1 : index
    %x1 = memref.load %m1[%c0, %c0] : memref<2x4xf64>
    %y1 = memref.load %m1[%l_m1_0, %l_m1_1] : memref<2x4xf64>
    %v1 = arith.mulf %x1, %y1 : f64
    memref.store %v1, %m1[%l_m1_0, %l_m1_1] : memref<2x4xf64>
    %d_m2_0 = memref.dim %m2, %c0 : memref<2xf32>
    %l_m2_0 = arith.subi %d_m2_0, %c1 : index
    %x2 = memref.load %m2[%c0] : memref<2xf32>
    %y2 = memref.load %m2[%l_m2_0] : memref<2xf32>
    %v2 = arith.addf %x2, %y2 : f32
    memref.store %v2, %m2[%l_m2_0] : memref<2xf32>
    return %m1 : memref<2x4xf64>
}
func.func @f1(%m: memref<3xi64>, %s: i64) -> (memref<3xi64>) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %d_m_0 = memref.dim %m, %c0 : memref<3xi64>
    %l_m_0 = arith.subi %d_m_0, %c1 : index
    %t = memref.alloc() : memref<3xi64>
    memref.copy %m, %t : memref<3xi64> to memref<3xi64>
    %tmp = memref.alloc() : memref<2xi64>
    memref.store %s, %tmp[%c0] : memref<2xi64>
    %q = memref.load %tmp[%c0] : memref<2xi64>
    memref.dealloc %tmp : memref<2xi64>
    %x = memref.load %t[%l_m_0] : memref<3xi64>
    %v = arith.maxsi %x, %q : i64
    memref.store %v, %t[%c0] : memref<3xi64>
    return %t : memref<3xi64>
}
