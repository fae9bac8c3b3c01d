module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.comdat @__llvm_global_comdat {
    llvm.comdat_selector @cd any
  }
  llvm.mlir.global_ctors {ctors = [@init], priorities = [65535 : i32]}
  llvm.mlir.global linkonce_odr @g(5 : i32) comdat(@__llvm_global_comdat::@cd) {addr_space = 0 : i32, alignment = 4 : i64, section = ".data.g"} : i32
  llvm.mlir.global external hidden thread_local @h(0 : i32) {addr_space = 0 : i32, dso_local} : i32
  llvm.func internal @init() attributes {dso_local} {
    %0 = llvm.mlir.constant(7 : i32) : i32
    %1 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.store %0, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.return
  }
  llvm.func linkonce_odr @cd() -> i32 comdat(@__llvm_global_comdat::@cd) {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @unreach(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
  llvm.func fastcc @fc() -> i32 attributes {alignment = 16 : i64, garbageCollector = "statepoint-example"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  }
}
