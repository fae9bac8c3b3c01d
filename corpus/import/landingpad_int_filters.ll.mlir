module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external constant @tid() {addr_space = 0 : i32} : !llvm.ptr
  llvm.func @may_throw(!llvm.ptr)
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @f() attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.addressof @tid : !llvm.ptr
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(false) : i1
    %4 = llvm.mlir.constant(dense<[true, false, true]> : tensor<3xi1>) : !llvm.array<3 x i1>
    llvm.invoke @may_throw(%0) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
  ^bb1:  // pred: ^bb0
    llvm.return
  ^bb2:  // pred: ^bb0
    %5 = llvm.landingpad (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) (filter %4 : !llvm.array<3 x i1>) : !llvm.struct<(ptr, i32)>
    llvm.resume %5 : !llvm.struct<(ptr, i32)>
  }
}
