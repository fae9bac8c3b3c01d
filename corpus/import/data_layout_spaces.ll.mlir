module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<32> : vector<4xi64>>, #dlti.dl_entry<i1, dense<16> : vector<2xi64>>, #dlti.dl_entry<f32, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<3>, dense<[16, 16, 16, 8]> : vector<4xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<"dlti.alloca_memory_space", 5 : ui64>, #dlti.dl_entry<"dlti.program_memory_space", 1 : ui64>, #dlti.dl_entry<"dlti.stack_alignment", 64 : i64>>, llvm.data_layout = "E-p:32:32-A5-P1-S64-i1:16-f32:64:64-p3:16:16:16:8-ni:7"} {
  llvm.func @f() {
    llvm.return
  }
}
