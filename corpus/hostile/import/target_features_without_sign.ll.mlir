#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "long", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "big", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc2, 48>}>
#tbaa_type_desc6 = #llvm.tbaa_type_desc<id = "packed", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc3, 1>}>
#tbaa_type_desc7 = #llvm.tbaa_type_desc<id = "node", members = {<#tbaa_type_desc3, 0>, <#tbaa_type_desc4, 8>}>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 48>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc6, access_type = #tbaa_type_desc, offset = 0>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc6, access_type = #tbaa_type_desc3, offset = 1>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc7, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc7, access_type = #tbaa_type_desc4, offset = 8>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>, llvm.data_layout = "e-S128-p270:32:32:32:32-p271:32:32:32:32-f128:128-p272:64:64:64:64-i32:32-i16:16-f16:16-f64:64-p0:64:64:64:64-i8:8-i1:8-i128:128-i64:64-f80:128"} {
  llvm.mlir.global private unnamed_addr constant @__const.main.c() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.node", (i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<"struct.node", (i32, ptr)>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<"struct.node", (i32, ptr)> 
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"struct.node", (i32, ptr)> 
    llvm.return %4 : !llvm.struct<"struct.node", (i32, ptr)>
  }
  llvm.func local_unnamed_addr @mk_small(%arg0: i8 {llvm.noundef, llvm.signext}, %arg1: i16 {llvm.noundef, llvm.signext}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(16 : i32) : i32
    %1 = llvm.zext %arg1 : i16 to i32
    %2 = llvm.shl %1, %0 overflow<nuw> : i32
    %3 = llvm.zext %arg0 : i8 to i32
    %4 = llvm.or %2, %3  : i32
    llvm.return %4 : i32
  }
  llvm.func local_unnamed_addr @mk_big(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nocapture, llvm.sret = !llvm.struct<"struct.big", (array<6 x i64>, f64)>, llvm.writeonly}, %arg1: i64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(16 : i64) : i64
    %3 = llvm.mlir.constant(2 : i64) : i64
    %4 = llvm.mlir.constant(24 : i64) : i64
    %5 = llvm.mlir.constant(0 : i8) : i8
    %6 = llvm.mlir.constant(false) : i1
    %7 = llvm.mlir.constant(48 : i64) : i64
    %8 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    llvm.store %arg1, %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : i64, !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %10 = llvm.add %arg1, %1 overflow<nsw> : i64
    llvm.store %10, %9 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : i64, !llvm.ptr
    %11 = llvm.getelementptr inbounds %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %12 = llvm.add %arg1, %3 overflow<nsw> : i64
    llvm.store %12, %11 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : i64, !llvm.ptr
    %13 = llvm.getelementptr inbounds %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    "llvm.intr.memset"(%13, %5, %4) <{isVolatile = false, tbaa = [#tbaa_tag]}> : (!llvm.ptr, i8, i64) -> ()
    %14 = llvm.getelementptr inbounds %arg0[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %8, %14 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : f64, !llvm.ptr
    llvm.return
  }
  llvm.func local_unnamed_addr @take_big(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<"struct.big", (array<6 x i64>, f64)>, llvm.nocapture, llvm.noundef, llvm.readonly}) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-features", "+cmov,+cx8,+fxsr,+mmx,sse,+sse2,+x87"]], target_cpu = "x86-64", tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(16 : i64) : i64
    %1 = llvm.mlir.constant(48 : i64) : i64
    %2 = llvm.load %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i64
    %3 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %4 = llvm.load %3 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i64
    %5 = llvm.add %4, %2 overflow<nsw> : i64
    %6 = llvm.getelementptr inbounds %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %7 = llvm.load %6 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> f64
    %8 = llvm.fptosi %7 : f64 to i64
    %9 = llvm.add %5, %8 overflow<nsw> : i64
    llvm.return %9 : i64
  }
  llvm.func local_unnamed_addr @packed_sum(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<"struct.packed", packed (i8, i32)>, llvm.nocapture, llvm.noundef, llvm.readonly}) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-features", "+cmov,+cx8,+fxsr,+mmx,sse,+sse2,+x87"]], target_cpu = "x86-64", tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.load %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> i8
    %2 = llvm.sext %1 : i8 to i32
    %3 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %4 = llvm.load %3 {alignment = 1 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> i32
    %5 = llvm.add %4, %2 overflow<nsw> : i32
    llvm.return %5 : i32
  }
  llvm.func local_unnamed_addr @bf(%arg0: i32) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(7 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(62 : i32) : i32
    %3 = llvm.mlir.constant(8 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.and %arg0, %0  : i32
    %6 = llvm.lshr %arg0, %1  : i32
    %7 = llvm.and %6, %2  : i32
    %8 = llvm.add %7, %5 overflow<nsw, nuw> : i32
    %9 = llvm.lshr %arg0, %3  : i32
    %10 = llvm.and %9, %4  : i32
    %11 = llvm.add %8, %10 overflow<nsw, nuw> : i32
    llvm.return %11 : i32
  }
  llvm.func local_unnamed_addr @list_len(%arg0: !llvm.ptr {llvm.noundef, llvm.readonly}) -> i32 attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.icmp "eq" %arg0, %0 : !llvm.ptr
    llvm.cond_br %3, ^bb2(%1 : i32), ^bb1(%1, %arg0 : i32, !llvm.ptr)
  ^bb1(%4: i32, %5: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    %6 = llvm.load %5 {alignment = 8 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> i32
    %7 = llvm.add %6, %4 overflow<nsw> : i32
    %8 = llvm.getelementptr inbounds %5[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %9 = llvm.load %8 {alignment = 8 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr -> !llvm.ptr
    %10 = llvm.icmp "eq" %9, %0 : !llvm.ptr
    llvm.cond_br %10, ^bb2(%7 : i32), ^bb1(%7, %9 : i32, !llvm.ptr) {loop_annotation = #loop_annotation}
  ^bb2(%11: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %11 : i32
  }
  llvm.func local_unnamed_addr @main() -> i32 attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(16 : i64) : i64
    %2 = llvm.mlir.addressof @__const.main.c : !llvm.ptr
    %3 = llvm.mlir.constant(false) : i1
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(8 : i64) : i64
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.mlir.constant(40 : i32) : i32
    %9 = llvm.mlir.constant(255 : i32) : i32
    %10 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %11 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start 16, %10 : !llvm.ptr
    "llvm.intr.memcpy"(%10, %2, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.intr.lifetime.start 16, %11 : !llvm.ptr
    llvm.store %4, %11 {alignment = 8 : i64, tbaa = [#tbaa_tag4]} : i32, !llvm.ptr
    %13 = llvm.getelementptr inbounds %11[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %10, %13 {alignment = 8 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr, !llvm.ptr
    llvm.intr.lifetime.start 16, %12 : !llvm.ptr
    llvm.store %0, %12 {alignment = 8 : i64, tbaa = [#tbaa_tag4]} : i32, !llvm.ptr
    %14 = llvm.getelementptr inbounds %12[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %11, %14 {alignment = 8 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1(%6, %12 : i32, !llvm.ptr)
  ^bb1(%15: i32, %16: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    %17 = llvm.load %16 {alignment = 8 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> i32
    %18 = llvm.add %17, %15 overflow<nsw> : i32
    %19 = llvm.getelementptr inbounds %16[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.load %19 {alignment = 8 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr -> !llvm.ptr
    %21 = llvm.icmp "eq" %20, %7 : !llvm.ptr
    llvm.cond_br %21, ^bb2, ^bb1(%18, %20 : i32, !llvm.ptr) {loop_annotation = #loop_annotation}
  ^bb2:  // pred: ^bb1
    %22 = llvm.add %18, %8 : i32
    %23 = llvm.and %22, %9  : i32
    llvm.intr.lifetime.end 16, %12 : !llvm.ptr
    llvm.intr.lifetime.end 16, %11 : !llvm.ptr
    llvm.intr.lifetime.end 16, %10 : !llvm.ptr
    llvm.return %23 : i32
  }
}
