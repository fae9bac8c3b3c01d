module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @g() {addr_space = 0 : i32} : !llvm.struct<".3", (ptr, struct<".2", (struct<"", (i8)>, i32)>)> {
    %0 = llvm.mlir.undef : !llvm.struct<".3", (ptr, struct<".2", (struct<"", (i8)>, i32)>)>
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<".3", (ptr, struct<".2", (struct<"", (i8)>, i32)>)> 
    %3 = llvm.mlir.undef : !llvm.struct<".2", (struct<"", (i8)>, i32)>
    %4 = llvm.mlir.undef : !llvm.struct<"", (i8)>
    %5 = llvm.mlir.constant(40 : i8) : i8
    %6 = llvm.insertvalue %5, %4[0] : !llvm.struct<"", (i8)> 
    %7 = llvm.insertvalue %6, %3[0] : !llvm.struct<".2", (struct<"", (i8)>, i32)> 
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.insertvalue %8, %7[1] : !llvm.struct<".2", (struct<"", (i8)>, i32)> 
    %10 = llvm.insertvalue %9, %2[1] : !llvm.struct<".3", (ptr, struct<".2", (struct<"", (i8)>, i32)>)> 
    llvm.return %10 : !llvm.struct<".3", (ptr, struct<".2", (struct<"", (i8)>, i32)>)>
  }
  llvm.mlir.global external @h() {addr_space = 0 : i32} : !llvm.struct<".4", (i8)> {
    %0 = llvm.mlir.undef : !llvm.struct<".4", (i8)>
    %1 = llvm.mlir.constant(7 : i8) : i8
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<".4", (i8)> 
    llvm.return %2 : !llvm.struct<".4", (i8)>
  }
  llvm.mlir.global external @k() {addr_space = 0 : i32} : !llvm.struct<".1", (i16)> {
    %0 = llvm.mlir.undef : !llvm.struct<".1", (i16)>
    %1 = llvm.mlir.constant(3 : i16) : i16
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<".1", (i16)> 
    llvm.return %2 : !llvm.struct<".1", (i16)>
  }
  llvm.func @opaque_user(!llvm.struct<".5", opaque>)
  llvm.func @get(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.getelementptr inbounds %arg0[%0, 1, 0, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<".3", (ptr, struct<".2", (struct<"", (i8)>, i32)>)>
    %2 = llvm.load %1 {alignment = 1 : i64} : !llvm.ptr -> i8
    %3 = llvm.getelementptr inbounds %arg0[%0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<".3", (ptr, struct<".2", (struct<"", (i8)>, i32)>)>
    %4 = llvm.getelementptr inbounds %3[%0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<".2", (struct<"", (i8)>, i32)>
    %5 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.load %arg1 {alignment = 1 : i64} : !llvm.ptr -> !llvm.struct<".4", (i8)>
    %7 = llvm.zext %2 : i8 to i32
    %8 = llvm.add %7, %5 : i32
    llvm.return %8 : i32
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.mlir.addressof @h : !llvm.ptr
    %2 = llvm.call @get(%0, %1) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.return %2 : i32
  }
}
