module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @callee(%arg0: !llvm.ptr {llvm.byref = !llvm.struct<"rec", (i64, f64)>}, %arg1: !llvm.ptr {llvm.alignstack = 16 : i64}, %arg2: i64 {llvm.allocalign}, %arg3: !llvm.ptr {llvm.allocptr}) attributes {arm_inout_za, arm_streaming_compatible, denormal_fp_math = "preserve-sign,preserve-sign", fp_contract = "on", no_nans_fp_math = false, unsafe_fp_math = true} {
    llvm.return
  }
  llvm.func @realloc_like(!llvm.ptr {llvm.allocptr}, i64 {llvm.allocalign}, !llvm.ptr {llvm.byref = i32}) -> !llvm.ptr attributes {approx_func_fp_math = true, arm_new_za, arm_streaming, denormal_fp_math_f32 = "ieee", no_signed_zeros_fp_math = true}
}
