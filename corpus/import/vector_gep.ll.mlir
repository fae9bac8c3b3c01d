module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @a(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global external @b(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  llvm.func @g(%arg0: vector<2xi64>) -> !llvm.vec<2 x ptr> {
    %0 = llvm.mlir.undef : !llvm.vec<2 x ptr>
    %1 = llvm.mlir.addressof @a : !llvm.ptr
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.insertelement %1, %0[%2 : i32] : !llvm.vec<2 x ptr>
    %4 = llvm.mlir.addressof @b : !llvm.ptr
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.insertelement %4, %3[%5 : i32] : !llvm.vec<2 x ptr>
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.mlir.constant(dense<0> : vector<2xi64>) : vector<2xi64>
    %9 = llvm.mlir.undef : !llvm.vec<2 x ptr>
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.insertelement %4, %9[%10 : i32] : !llvm.vec<2 x ptr>
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.insertelement %1, %11[%12 : i32] : !llvm.vec<2 x ptr>
    %14 = llvm.mlir.constant(dense<4> : vector<2xi64>) : vector<2xi64>
    %15 = llvm.getelementptr %13[%14] : (!llvm.vec<2 x ptr>, vector<2xi64>) -> !llvm.vec<2 x ptr>, i8
    %16 = llvm.getelementptr inbounds %6[%8, %arg0] : (!llvm.vec<2 x ptr>, vector<2xi64>, vector<2xi64>) -> !llvm.vec<2 x ptr>, !llvm.array<4 x i32>
    %17 = llvm.shufflevector %16, %15 [0, 3] : !llvm.vec<2 x ptr> 
    llvm.return %17 : !llvm.vec<2 x ptr>
  }
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.vec<2 x ptr>, %arg2: vector<2xi64>) -> vector<2xi64> {
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.getelementptr %arg1[%0] : (!llvm.vec<2 x ptr>, i64) -> !llvm.vec<2 x ptr>, i8
    %4 = llvm.getelementptr %arg0[%arg2] : (!llvm.ptr, vector<2xi64>) -> !llvm.vec<2 x ptr>, i32
    %5 = llvm.icmp "eq" %3, %4 : !llvm.vec<2 x ptr>
    %6 = llvm.select %5, %3, %4 : vector<2xi1>, !llvm.vec<2 x ptr>
    %7 = llvm.ptrtoint %6 : !llvm.vec<2 x ptr> to vector<2xi64>
    %8 = llvm.extractelement %6[%1 : i32] : !llvm.vec<2 x ptr>
    %9 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i64
    %10 = llvm.insertelement %9, %7[%2 : i32] : vector<2xi64>
    llvm.return %10 : vector<2xi64>
  }
}
