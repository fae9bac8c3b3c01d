module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external @gv(0 : i32) {addr_space = 0 : i32} : i32
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @g(i32)
  llvm.func @f(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i33) : i33
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.addressof @g : !llvm.ptr
    %4 = llvm.mlir.constant(0 : i32) : i32
    llvm.invoke @g(%0) to ^bb1 unwind ^bb3(%0 : i32) : (i32) -> ()
  ^bb1:  // pred: ^bb0
    llvm.invoke %3(%1) to ^bb2 unwind ^bb3(%2 : i32) : !llvm.ptr, (i33) -> ()
  ^bb2:  // pred: ^bb1
    llvm.return %4 : i32
  ^bb3(%5: i32):  // 2 preds: ^bb0, ^bb1
    %6 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    %7 = llvm.add %5, %arg0 : i32
    llvm.return %7 : i32
  }
  llvm.func @k() {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.addressof @g : !llvm.ptr
    %2 = llvm.mlir.addressof @gv : !llvm.ptr
    llvm.call %1(%0) : !llvm.ptr, (i64) -> ()
    %3 = llvm.call %2() : !llvm.ptr, () -> i32
    llvm.return
  }
}
