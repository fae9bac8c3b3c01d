#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true, isVectorized = true>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "point", members = {<#tbaa_type_desc1, 0>, <#tbaa_type_desc1, 4>, <#tbaa_type_desc2, 8>}>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc4, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc4, access_type = #tbaa_type_desc1, offset = 4>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc4, access_type = #tbaa_type_desc2, offset = 8>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global private unnamed_addr constant @".str"("hello\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external local_unnamed_addr @greeting() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
    %0 = llvm.mlir.constant("hello\00") : !llvm.array<6 x i8>
    %1 = llvm.mlir.addressof @".str" : !llvm.ptr
    llvm.return %1 : !llvm.ptr
  }
  llvm.mlir.global external local_unnamed_addr @origin() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.point", (i32, i32, f64)> {
    %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.point", (i32, i32, f64)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %5 = llvm.insertvalue %0, %4[2] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    llvm.return %5 : !llvm.struct<"struct.point", (i32, i32, f64)>
  }
  llvm.func local_unnamed_addr @sum(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(2147483640 : i64) : i64
    %4 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %5 = llvm.mlir.constant(16 : i64) : i64
    %6 = llvm.mlir.constant(8 : i64) : i64
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %8, ^bb1, ^bb6(%0 : i32)
  ^bb1:  // pred: ^bb0
    %9 = llvm.zext %arg1 : i32 to i64
    %10 = llvm.icmp "ult" %arg1, %1 : i32
    llvm.cond_br %10, ^bb2(%2, %0 : i64, i32), ^bb3
  ^bb2(%11: i64, %12: i32):  // 2 preds: ^bb1, ^bb5
    llvm.br ^bb7(%11, %12 : i64, i32)
  ^bb3:  // pred: ^bb1
    %13 = llvm.and %9, %3  : i64
    llvm.br ^bb4(%2, %4, %4 : i64, vector<4xi32>, vector<4xi32>)
  ^bb4(%14: i64, %15: vector<4xi32>, %16: vector<4xi32>):  // 2 preds: ^bb3, ^bb4
    %17 = llvm.getelementptr inbounds %arg0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %18 = llvm.getelementptr inbounds %17[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %19 = llvm.load %17 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xi32>
    %20 = llvm.load %18 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xi32>
    %21 = llvm.add %19, %15 : vector<4xi32>
    %22 = llvm.add %20, %16 : vector<4xi32>
    %23 = llvm.add %14, %6 overflow<nuw> : i64
    %24 = llvm.icmp "eq" %23, %13 : i64
    llvm.cond_br %24, ^bb5, ^bb4(%23, %21, %22 : i64, vector<4xi32>, vector<4xi32>) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb4
    %25 = llvm.add %22, %21 : vector<4xi32>
    %26 = "llvm.intr.vector.reduce.add"(%25) : (vector<4xi32>) -> i32
    %27 = llvm.icmp "eq" %13, %9 : i64
    llvm.cond_br %27, ^bb6(%26 : i32), ^bb2(%13, %26 : i64, i32)
  ^bb6(%28: i32):  // 3 preds: ^bb0, ^bb5, ^bb7
    llvm.return %28 : i32
  ^bb7(%29: i64, %30: i32):  // 2 preds: ^bb2, ^bb7
    %31 = llvm.getelementptr inbounds %arg0[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %32 = llvm.load %31 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %33 = llvm.add %32, %30 overflow<nsw> : i32
    %34 = llvm.add %29, %7 overflow<nsw, nuw> : i64
    %35 = llvm.icmp "eq" %34, %9 : i64
    llvm.cond_br %35, ^bb6(%33 : i32), ^bb7(%34, %33 : i64, i32) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @scale(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg1: i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(4 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.load %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> i32
    %3 = llvm.mul %2, %arg1 overflow<nsw> : i32
    llvm.store %3, %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : i32, !llvm.ptr
    %4 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %5 = llvm.load %4 {alignment = 4 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> i32
    %6 = llvm.mul %5, %arg1 overflow<nsw> : i32
    llvm.store %6, %4 {alignment = 4 : i64, tbaa = [#tbaa_tag3]} : i32, !llvm.ptr
    %7 = llvm.sitofp %arg1 : i32 to f64
    %8 = llvm.getelementptr inbounds %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %9 = llvm.load %8 {alignment = 8 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> f64
    %10 = llvm.fmul %9, %7  : f64
    llvm.store %10, %8 {alignment = 8 : i64, tbaa = [#tbaa_tag4]} : f64, !llvm.ptr
    llvm.return
  }
  llvm.func local_unnamed_addr @bits_of(%arg0: f32 {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.bitcast %arg0 : f32 to i32
    llvm.return %0 : i32
  }
  llvm.func local_unnamed_addr @matrix() -> (i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(6 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func local_unnamed_addr @copy() -> i32 attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant("hello\00") : !llvm.array<6 x i8>
    %1 = llvm.mlir.addressof @".str" : !llvm.ptr
    %2 = llvm.mlir.addressof @greeting : !llvm.ptr
    %3 = llvm.mlir.constant(3 : i64) : i64
    %4 = llvm.load %2 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %6 = llvm.load %5 {alignment = 1 : i64} : !llvm.ptr -> i8
    %7 = llvm.sext %6 : i8 to i32
    llvm.return %7 : i32
  }
  llvm.func local_unnamed_addr @main() -> i32 attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.point", (i32, i32, f64)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %5 = llvm.insertvalue %0, %4[2] : !llvm.struct<"struct.point", (i32, i32, f64)> 
    %6 = llvm.mlir.addressof @origin : !llvm.ptr
    %7 = llvm.mlir.constant("hello\00") : !llvm.array<6 x i8>
    %8 = llvm.mlir.addressof @".str" : !llvm.ptr
    %9 = llvm.mlir.addressof @greeting : !llvm.ptr
    %10 = llvm.mlir.constant(3 : i64) : i64
    %11 = llvm.mlir.constant(3 : i8) : i8
    %12 = llvm.mlir.constant(38 : i8) : i8
    %13 = llvm.load %6 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %14 = llvm.load %9 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> !llvm.ptr
    %15 = llvm.getelementptr inbounds %14[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %16 = llvm.load %15 {alignment = 1 : i64} : !llvm.ptr -> i8
    %17 = llvm.trunc %13 : i32 to i8
    %18 = llvm.mul %17, %11 : i8
    %19 = llvm.add %18, %12 : i8
    %20 = llvm.add %19, %16 : i8
    %21 = llvm.zext %20 : i8 to i32
    llvm.return %21 : i32
  }
}

