module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @g(f64) -> f64
  llvm.func @f(%arg0: f64, %arg1: i1) -> f64 {
    %0 = llvm.intr.sqrt(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
    %1 = llvm.intr.fma(%0, %arg0, %arg0)  {fastmathFlags = #llvm.fastmath<nnan>} : (f64, f64, f64) -> f64
    %2 = llvm.call @g(%1) {fastmathFlags = #llvm.fastmath<arcp>} : (f64) -> f64
    %3 = llvm.select %arg1, %2, %arg0 {fastmathFlags = #llvm.fastmath<nnan>} : i1, f64
    llvm.return %3 : f64
  }
}
