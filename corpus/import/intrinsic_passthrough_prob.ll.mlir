module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @use(%arg0: !llvm.ptr, %arg1: !llvm.vec<4 x ptr>, %arg2: vector<4xi1>, %arg3: vector<4xf64>, %arg4: i64) -> vector<4xf64> {
    %0 = llvm.mlir.constant(8 : i32) : i32
    %1 = llvm.mlir.constant(16 : i32) : i32
    %2 = llvm.mlir.constant(3 : i64) : i64
    %3 = llvm.mlir.constant(2.500000e-01 : f64) : f64
    %4 = llvm.intr.masked.load %arg0, %arg2, %arg3 {alignment = 8 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
    %5 = llvm.intr.masked.gather %arg1, %arg2, %4 {alignment = 16 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
    %6 = llvm.intr.expect.with.probability %arg4, %2, 2.500000e-01 : i64
    llvm.store %6, %arg0 {alignment = 4 : i64} : i64, !llvm.ptr
    llvm.return %5 : vector<4xf64>
  }
}
