module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @g(i32)
  llvm.func @f(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    llvm.invoke @g(%0) to ^bb2 unwind ^bb1 : (i32) -> ()
  ^bb1:  // pred: ^bb0
    %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.br ^bb5(%0, %3 : i32, !llvm.struct<(ptr, i32)>)
  ^bb2:  // pred: ^bb0
    llvm.invoke @g(%1) to ^bb4 unwind ^bb3 : (i32) -> ()
  ^bb3:  // pred: ^bb2
    %4 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.br ^bb5(%1, %4 : i32, !llvm.struct<(ptr, i32)>)
  ^bb4:  // pred: ^bb2
    llvm.return %2 : i32
  ^bb5(%5: i32, %6: !llvm.struct<(ptr, i32)>):  // 2 preds: ^bb1, ^bb3
    %7 = llvm.add %5, %arg0 : i32
    llvm.return %7 : i32
  }
}
