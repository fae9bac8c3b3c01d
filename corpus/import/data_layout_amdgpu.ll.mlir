module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<1>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<2>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<3>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<4>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<5>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<6>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<7>, dense<[160, 256, 256, 32]> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<8>, dense<128> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<9>, dense<[192, 256, 256, 32]> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 32 : i64>, #dlti.dl_entry<"dlti.alloca_memory_space", 5 : ui64>, #dlti.dl_entry<"dlti.global_memory_space", 1 : ui64>>, llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9", llvm.target_triple = "amdgcn-amd-amdhsa"} {
  llvm.mlir.global external @g() {addr_space = 1 : i32} : i32 {
    %0 = llvm.mlir.constant(7 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @f(%arg0: !llvm.ptr<1>) {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.store %0, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.return
  }
}
