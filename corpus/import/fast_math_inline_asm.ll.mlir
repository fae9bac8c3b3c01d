module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @f(%arg0: f32, %arg1: f32, %arg2: i32) -> f32 {
    %0 = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
    %1 = llvm.fmul %0, %arg0  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %2 = llvm.fneg %1  {fastmathFlags = #llvm.fastmath<nsz>} : f32
    %3 = llvm.fcmp "olt" %2, %arg0 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %4 = llvm.inline_asm has_side_effects "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}" %arg2, %arg2 : (i32, i32) -> i32
    llvm.inline_asm has_side_effects asm_dialect = intel "nop", ""  : () -> ()
    %5 = llvm.select %3, %2, %arg1 : i1, f32
    llvm.return %5 : f32
  }
}
