module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @g(i32) -> i32
  llvm.func @uses_result(%arg0: i32, %arg1: i1) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1 = llvm.invoke @g(%arg0) to ^bb4 unwind ^bb6 : (i32) -> i32
  ^bb2:  // pred: ^bb0
    %2 = llvm.invoke @g(%0) to ^bb3 unwind ^bb6 : (i32) -> i32
  ^bb3:  // pred: ^bb2
    llvm.br ^bb5(%2 : i32)
  ^bb4:  // pred: ^bb1
    llvm.br ^bb5(%1 : i32)
  ^bb5(%3: i32):  // 2 preds: ^bb3, ^bb4
    llvm.return %3 : i32
  ^bb6:  // 2 preds: ^bb1, ^bb2
    %4 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.resume %4 : !llvm.struct<(ptr, i32)>
  }
  llvm.func @other_value(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.invoke @g(%arg0) to ^bb1 unwind ^bb3 : (i32) -> i32
  ^bb1:  // pred: ^bb0
    %1 = llvm.invoke @g(%0) to ^bb2(%0 : i32) unwind ^bb3 : (i32) -> i32
  ^bb2(%2: i32):  // pred: ^bb1
    llvm.return %2 : i32
  ^bb3:  // 2 preds: ^bb0, ^bb1
    %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.resume %3 : !llvm.struct<(ptr, i32)>
  }
  llvm.func @back_edge(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb2(%0 : i32)
  ^bb1:  // pred: ^bb3
    llvm.br ^bb2(%3 : i32)
  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
    %2 = llvm.icmp "eq" %1, %arg0 : i32
    llvm.cond_br %2, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %3 = llvm.invoke @g(%1) to ^bb1 unwind ^bb5 : (i32) -> i32
  ^bb4:  // pred: ^bb2
    llvm.return %1 : i32
  ^bb5:  // pred: ^bb3
    %4 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.resume %4 : !llvm.struct<(ptr, i32)>
  }
}
