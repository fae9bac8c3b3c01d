module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
  llvm.mlir.global external constant @_ZTIc() {addr_space = 0 : i32} : !llvm.ptr
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @g()
  llvm.func @f() attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %3 = llvm.mlir.addressof @_ZTIc : !llvm.ptr
    %4 = llvm.mlir.undef : !llvm.array<2 x ptr>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.array<2 x ptr> 
    %6 = llvm.insertvalue %3, %5[1] : !llvm.array<2 x ptr> 
    llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
  ^bb1:  // pred: ^bb0
    llvm.return
  ^bb2:  // pred: ^bb0
    %7 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) (filter %6 : !llvm.array<2 x ptr>) : !llvm.struct<(ptr, i32)>
    llvm.resume %7 : !llvm.struct<(ptr, i32)>
  }
}
