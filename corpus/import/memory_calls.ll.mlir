module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @printf(!llvm.ptr {llvm.noundef}, ...) -> i32
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) attributes {no_unwind} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(false) : i1
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.alloca %0 x !llvm.array<8 x i8> {alignment = 1 : i64} : (i32) -> !llvm.ptr
    "llvm.intr.memcpy"(%4, %arg1, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %5 = llvm.load volatile %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.intr.smax(%5, %arg2)  : (i32, i32) -> i32
    llvm.store %6, %arg0 atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
    %7 = llvm.atomicrmw add %arg0, %0 monotonic {alignment = 4 : i64} : !llvm.ptr, i32
    %8 = llvm.cmpxchg %arg0, %7, %3 acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
    llvm.fence syncscope("singlethread") release
    %9 = llvm.call @printf(%arg1, %6) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %10 = llvm.load %arg1 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %11 = llvm.call tail %10(%9) : !llvm.ptr, (i32) -> i32
    llvm.return
  }
}
