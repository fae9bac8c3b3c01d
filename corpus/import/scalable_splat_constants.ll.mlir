module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @splats(%arg0: vector<[4]xi32>, %arg1: vector<[2]xf32>, %arg2: i1) -> vector<[4]xi32> {
    %0 = llvm.mlir.poison : vector<[4]xi32>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.insertelement %1, %0[%2 : i64] : vector<[4]xi32>
    %4 = llvm.mlir.constant(9 : i32) : i32
    %5 = llvm.insertelement %4, %0[%2 : i64] : vector<[4]xi32>
    %6 = llvm.mlir.poison : vector<[2]xf32>
    %7 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %8 = llvm.insertelement %7, %6[%2 : i64] : vector<[2]xf32>
    %9 = llvm.mlir.zero : !llvm.ptr
    %10 = llvm.shufflevector %3, %0 [0, 0, 0, 0] : vector<[4]xi32> 
    %11 = llvm.add %arg0, %10 : vector<[4]xi32>
    llvm.cond_br %arg2, ^bb1, ^bb2(%11 : vector<[4]xi32>)
  ^bb1:  // pred: ^bb0
    %12 = llvm.shufflevector %5, %0 [0, 0, 0, 0] : vector<[4]xi32> 
    llvm.br ^bb2(%12 : vector<[4]xi32>)
  ^bb2(%13: vector<[4]xi32>):  // 2 preds: ^bb0, ^bb1
    %14 = llvm.shufflevector %8, %6 [0, 0] : vector<[2]xf32> 
    %15 = llvm.fmul %arg1, %14  : vector<[2]xf32>
    llvm.store %15, %9 {alignment = 8 : i64} : vector<[2]xf32>, !llvm.ptr
    llvm.return %13 : vector<[4]xi32>
  }
}
