module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global internal @g() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<3 x array<4 x array<5 x ptr>>> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.undef : !llvm.array<5 x ptr>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.array<5 x ptr> 
    %3 = llvm.insertvalue %0, %2[1] : !llvm.array<5 x ptr> 
    %4 = llvm.insertvalue %0, %3[2] : !llvm.array<5 x ptr> 
    %5 = llvm.insertvalue %0, %4[3] : !llvm.array<5 x ptr> 
    %6 = llvm.insertvalue %0, %5[4] : !llvm.array<5 x ptr> 
    %7 = llvm.mlir.undef : !llvm.array<4 x array<5 x ptr>>
    %8 = llvm.insertvalue %6, %7[0] : !llvm.array<4 x array<5 x ptr>> 
    %9 = llvm.insertvalue %6, %8[1] : !llvm.array<4 x array<5 x ptr>> 
    %10 = llvm.insertvalue %6, %9[2] : !llvm.array<4 x array<5 x ptr>> 
    %11 = llvm.insertvalue %6, %10[3] : !llvm.array<4 x array<5 x ptr>> 
    %12 = llvm.mlir.undef : !llvm.array<3 x array<4 x array<5 x ptr>>>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.array<3 x array<4 x array<5 x ptr>>> 
    %14 = llvm.insertvalue %11, %13[1] : !llvm.array<3 x array<4 x array<5 x ptr>>> 
    %15 = llvm.insertvalue %11, %14[2] : !llvm.array<3 x array<4 x array<5 x ptr>>> 
    llvm.return %15 : !llvm.array<3 x array<4 x array<5 x ptr>>>
  }
  llvm.mlir.global external @p() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.ptr {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(3 : i64) : i64
    %3 = llvm.getelementptr inbounds %0[%1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<5 x ptr>>
    llvm.return %3 : !llvm.ptr
  }
  llvm.func @f(%arg0: !llvm.ptr) {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(3 : i64) : i64
    %3 = llvm.getelementptr inbounds %0[%1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<5 x ptr>>
    %4 = llvm.mlir.constant(1 : i64) : i64
    %5 = llvm.getelementptr inbounds %3[%1, %4] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x ptr>
    %6 = llvm.getelementptr inbounds %0[%1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<3 x array<4 x array<5 x ptr>>>
    %7 = llvm.mlir.constant(4 : i64) : i64
    %8 = llvm.getelementptr inbounds %6[%1, %7] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<5 x ptr>>
    %9 = llvm.mlir.constant(2 : i64) : i64
    %10 = llvm.getelementptr inbounds %8[%1, %9] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x ptr>
    llvm.store %5, %arg0 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %0, %10 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.return
  }
}
