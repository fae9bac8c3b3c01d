#access_group = #llvm.access_group<id = distinct[0]<>>
#access_group1 = #llvm.access_group<id = distinct[1]<>>
#loop_peeled = #llvm.loop_peeled<count = 2 : i32>
#loop_pipeline = #llvm.loop_pipeline<disable = true>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_unroll1 = #llvm.loop_unroll<full = true>
#loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = true>
#loop_unroll_and_jam1 = #llvm.loop_unroll_and_jam<disable = false>
#loop_unswitch = #llvm.loop_unswitch<partialDisable = true>
#loop_vectorize = #llvm.loop_vectorize<disable = false>
#loop_vectorize1 = #llvm.loop_vectorize<width = 4 : i32>
#loop_annotation = #llvm.loop_annotation<vectorize = #loop_vectorize, unroll = #loop_unroll, unrollAndJam = #loop_unroll_and_jam, pipeline = #loop_pipeline, isVectorized = true, parallelAccesses = #access_group, #access_group1>
#loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize1, unroll = #loop_unroll>
#loop_distribute = #llvm.loop_distribute<disable = false, followupCoincident = #loop_annotation1>
#loop_vectorize2 = #llvm.loop_vectorize<predicateEnable = false, followupAll = #loop_annotation1>
#loop_annotation2 = #llvm.loop_annotation<vectorize = #loop_vectorize2, unroll = #loop_unroll1, unrollAndJam = #loop_unroll_and_jam1, distribute = #loop_distribute, peeled = #loop_peeled, unswitch = #loop_unswitch>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>, llvm.data_layout = ""} {
  llvm.func @f()
  llvm.func @loops(%arg0: !llvm.ptr, %arg1: i32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.mlir.constant(false) : i1
    %4 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%0 : i32)
  ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
    %6 = llvm.load %arg0 {access_groups = [#access_group], alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %6, %arg0 {access_groups = [#access_group, #access_group1], alignment = 4 : i64} : i32, !llvm.ptr
    llvm.call @f() {access_groups = [#access_group]} : () -> ()
    "llvm.intr.memset"(%arg0, %1, %2) <{access_groups = [#access_group1], isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %7 = llvm.atomicrmw add %arg0, %4 monotonic {access_groups = [#access_group1], alignment = 4 : i64} : !llvm.ptr, i32
    %8 = llvm.add %5, %4 : i32
    %9 = llvm.icmp "ult" %8, %arg1 : i32
    llvm.cond_br %9, ^bb1(%8 : i32), ^bb2(%0 : i32) {loop_annotation = #loop_annotation}
  ^bb2(%10: i32):  // 2 preds: ^bb1, ^bb2
    %11 = llvm.add %10, %4 : i32
    %12 = llvm.icmp "ult" %11, %arg1 : i32
    llvm.cond_br %12, ^bb2(%11 : i32), ^bb3 {loop_annotation = #loop_annotation2}
  ^bb3:  // pred: ^bb2
    llvm.return
  }
}
