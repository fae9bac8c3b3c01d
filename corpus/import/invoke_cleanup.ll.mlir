module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @g(i32) -> i32
  llvm.func @f(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.invoke @g(%arg0) to ^bb1 unwind ^bb3 : (i32) -> i32
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2(%0 : i32)
  ^bb2(%1: i32):  // pred: ^bb1
    llvm.return %1 : i32
  ^bb3:  // pred: ^bb0
    %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.resume %2 : !llvm.struct<(ptr, i32)>
  }
}
