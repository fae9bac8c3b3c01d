#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "short", sizeInBits = 16, encoding = DW_ATE_signed>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#di_basic_type4 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type5 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
#di_file = #llvm.di_file<"corpus/c/structs.c" in ".">
#loc = loc("corpus/c/structs.c":12:43)
#loc1 = loc("corpus/c/structs.c":12:79)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type2, sizeInBits = 384, elements = #llvm.di_subrange<count = 6 : i64>>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type1, sizeInBits = 16, offsetInBits = 16>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "d", baseType = #di_basic_type3, sizeInBits = 64, offsetInBits = 384>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type4, sizeInBits = 32, offsetInBits = 8>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type5, sizeInBits = 3>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type5, sizeInBits = 5, offsetInBits = 3>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type5, sizeInBits = 1, offsetInBits = 8>
#di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "v", baseType = #di_basic_type4, sizeInBits = 32>
#di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type4>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "small", file = #di_file, line = 2, sizeInBits = 32, elements = #di_derived_type, #di_derived_type1>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "packed", file = #di_file, line = 4, sizeInBits = 40, elements = #di_derived_type3, #di_derived_type4>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "flags", file = #di_file, line = 5, sizeInBits = 32, elements = #di_derived_type5, #di_derived_type6, #di_derived_type7>
#di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_composite_type1, sizeInBits = 384>
#di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type9, sizeInBits = 64, offsetInBits = 64>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "main", file = #di_file, line = 13, scopeLine = 13, subprogramFlags = Definition, type = #di_subroutine_type>
#di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "big", file = #di_file, line = 3, sizeInBits = 448, elements = #di_derived_type10, #di_derived_type2>
#di_composite_type6 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "node", file = #di_file, line = 6, sizeInBits = 128, elements = #di_derived_type8, #di_derived_type11>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "p", file = #di_file, line = 13, type = #di_composite_type3>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "f", file = #di_file, line = 13, type = #di_composite_type4>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_composite_type2, #di_basic_type, #di_basic_type1>
#di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_basic_type4, #di_composite_type3>
#di_subroutine_type3 = #llvm.di_subroutine_type<types = #di_basic_type4, #di_composite_type4>
#di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type6, sizeInBits = 64>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram, name = "c", file = #di_file, line = 13, type = #di_composite_type6>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram, name = "b", file = #di_file, line = 13, type = #di_composite_type6>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 13, type = #di_composite_type6>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "mk_small", file = #di_file, line = 7, scopeLine = 7, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_subprogram2 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "packed_sum", file = #di_file, line = 10, scopeLine = 10, subprogramFlags = Definition, type = #di_subroutine_type2>
#di_subprogram3 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "bf", file = #di_file, line = 11, scopeLine = 11, subprogramFlags = Definition, type = #di_subroutine_type3>
#di_subroutine_type4 = #llvm.di_subroutine_type<types = #di_composite_type5, #di_basic_type2>
#di_subroutine_type5 = #llvm.di_subroutine_type<types = #di_basic_type2, #di_composite_type5>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram1, name = "s", file = #di_file, line = 7, type = #di_composite_type2>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram1, name = "a", file = #di_file, line = 7, arg = 1, type = #di_basic_type>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram1, name = "b", file = #di_file, line = 7, arg = 2, type = #di_basic_type1>
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram2, name = "p", file = #di_file, line = 10, arg = 1, type = #di_composite_type3>
#di_local_variable9 = #llvm.di_local_variable<scope = #di_subprogram3, name = "f", file = #di_file, line = 11, arg = 1, type = #di_composite_type4>
#di_subprogram4 = #llvm.di_subprogram<id = distinct[6]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "mk_big", file = #di_file, line = 8, scopeLine = 8, subprogramFlags = Definition, type = #di_subroutine_type4>
#di_subprogram5 = #llvm.di_subprogram<id = distinct[7]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "take_big", file = #di_file, line = 9, scopeLine = 9, subprogramFlags = Definition, type = #di_subroutine_type5>
#di_subroutine_type6 = #llvm.di_subroutine_type<types = #di_basic_type4, #di_derived_type12>
#di_local_variable10 = #llvm.di_local_variable<scope = #di_subprogram4, name = "b", file = #di_file, line = 8, type = #di_composite_type5>
#di_local_variable11 = #llvm.di_local_variable<scope = #di_subprogram4, name = "x", file = #di_file, line = 8, arg = 1, type = #di_basic_type2>
#di_local_variable12 = #llvm.di_local_variable<scope = #di_subprogram5, name = "b", file = #di_file, line = 9, arg = 1, type = #di_composite_type5>
#di_subprogram6 = #llvm.di_subprogram<id = distinct[8]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "list_len", file = #di_file, line = 12, scopeLine = 12, subprogramFlags = Definition, type = #di_subroutine_type6>
#di_local_variable13 = #llvm.di_local_variable<scope = #di_subprogram6, name = "n", file = #di_file, line = 12, arg = 1, type = #di_derived_type12>
#di_local_variable14 = #llvm.di_local_variable<scope = #di_subprogram6, name = "k", file = #di_file, line = 12, type = #di_basic_type4>
#loc2 = loc(fused<#di_subprogram6>[#loc])
#loc3 = loc(fused<#di_subprogram6>[#loc1])
#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc2, endLoc = #loc3>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>, llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.mlir.global private unnamed_addr constant @__const.main.c() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.node", (i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<"struct.node", (i32, ptr)>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<"struct.node", (i32, ptr)> 
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"struct.node", (i32, ptr)> 
    llvm.return %4 : !llvm.struct<"struct.node", (i32, ptr)>
  }
  llvm.mlir.global private unnamed_addr constant @__const.main.p() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.packed", packed (i8, i32)> {
    %0 = llvm.mlir.undef : !llvm.struct<"struct.packed", packed (i8, i32)>
    %1 = llvm.mlir.constant(1 : i8) : i8
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<"struct.packed", packed (i8, i32)> 
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"struct.packed", packed (i8, i32)> 
    llvm.return %4 : !llvm.struct<"struct.packed", packed (i8, i32)>
  }
  llvm.mlir.global private unnamed_addr constant @__const.main.f() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<(i8, i8, array<2 x i8>)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i8, i8, array<2 x i8>)>
    %1 = llvm.mlir.constant(77 : i8) : i8
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    %3 = llvm.mlir.constant(1 : i8) : i8
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    %5 = llvm.mlir.undef : !llvm.array<2 x i8>
    %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<(i8, i8, array<2 x i8>)> 
    llvm.return %6 : !llvm.struct<(i8, i8, array<2 x i8>)>
  }
  llvm.func @mk_small(%arg0: i8 {llvm.noundef, llvm.signext}, %arg1: i16 {llvm.noundef, llvm.signext}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.alloca %0 x !llvm.struct<"struct.small", (i8, i16)> {alignment = 2 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable5 = %2 : !llvm.ptr
    %3 = llvm.alloca %0 x i8 {alignment = 1 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable6 = %3 : !llvm.ptr
    %4 = llvm.alloca %0 x i16 {alignment = 2 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable7 = %4 : !llvm.ptr
    llvm.store %arg0, %3 {alignment = 1 : i64} : i8, !llvm.ptr
    llvm.store %arg1, %4 {alignment = 2 : i64} : i16, !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.small", (i8, i16)>
    %6 = llvm.load %3 {alignment = 1 : i64} : !llvm.ptr -> i8
    llvm.store %6, %5 {alignment = 2 : i64} : i8, !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.small", (i8, i16)>
    %8 = llvm.load %4 {alignment = 2 : i64} : !llvm.ptr -> i16
    llvm.store %8, %7 {alignment = 2 : i64} : i16, !llvm.ptr
    %9 = llvm.load %2 {alignment = 2 : i64} : !llvm.ptr -> i32
    llvm.return %9 : i32
  }
  llvm.func @mk_big(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.sret = !llvm.struct<"struct.big", (array<6 x i64>, f64)>}, %arg1: i64 {llvm.noundef}) attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(2 : i64) : i64
    %4 = llvm.mlir.constant(3 : i64) : i64
    %5 = llvm.mlir.constant(6 : i64) : i64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    llvm.intr.dbg.declare #di_local_variable10 = %arg0 : !llvm.ptr
    %8 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable11 = %8 : !llvm.ptr
    llvm.store %arg1, %8 {alignment = 8 : i64} : i64, !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg0[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    %10 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %10, %9 {alignment = 8 : i64} : i64, !llvm.ptr
    %11 = llvm.getelementptr inbounds %9[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %12 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
    %13 = llvm.add %12, %2 overflow<nsw> : i64
    llvm.store %13, %11 {alignment = 8 : i64} : i64, !llvm.ptr
    %14 = llvm.getelementptr inbounds %9[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %15 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
    %16 = llvm.add %15, %3 overflow<nsw> : i64
    llvm.store %16, %14 {alignment = 8 : i64} : i64, !llvm.ptr
    %17 = llvm.getelementptr inbounds %9[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %18 = llvm.getelementptr inbounds %9[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.br ^bb1(%17 : !llvm.ptr)
  ^bb1(%19: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    llvm.store %6, %19 {alignment = 8 : i64} : i64, !llvm.ptr
    %20 = llvm.getelementptr inbounds %19[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %21 = llvm.icmp "eq" %20, %18 : !llvm.ptr
    llvm.cond_br %21, ^bb2, ^bb1(%20 : !llvm.ptr)
  ^bb2:  // pred: ^bb1
    %22 = llvm.getelementptr inbounds %arg0[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    llvm.store %7, %22 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.return
  }
  llvm.func @take_big(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<"struct.big", (array<6 x i64>, f64)>, llvm.noundef}) -> i64 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    llvm.intr.dbg.declare #di_local_variable12 = %arg0 : !llvm.ptr
    %3 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    %4 = llvm.getelementptr inbounds %3[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<6 x i64>
    %5 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> i64
    %6 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    %7 = llvm.getelementptr inbounds %6[%1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<6 x i64>
    %8 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
    %9 = llvm.add %5, %8 overflow<nsw> : i64
    %10 = llvm.getelementptr inbounds %arg0[%0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.big", (array<6 x i64>, f64)>
    %11 = llvm.load %10 {alignment = 8 : i64} : !llvm.ptr -> f64
    %12 = llvm.fptosi %11 : f64 to i64
    %13 = llvm.add %9, %12 overflow<nsw> : i64
    llvm.return %13 : i64
  }
  llvm.func @packed_sum(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<"struct.packed", packed (i8, i32)>, llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.declare #di_local_variable8 = %arg0 : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.packed", packed (i8, i32)>
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> i8
    %3 = llvm.sext %2 : i8 to i32
    %4 = llvm.getelementptr inbounds %arg0[%0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.packed", packed (i8, i32)>
    %5 = llvm.load %4 {alignment = 1 : i64} : !llvm.ptr -> i32
    %6 = llvm.add %3, %5 overflow<nsw> : i32
    llvm.return %6 : i32
  }
  llvm.func @bf(%arg0: i32) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(7 : i16) : i16
    %2 = llvm.mlir.constant(3 : i16) : i16
    %3 = llvm.mlir.constant(31 : i16) : i16
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(8 : i16) : i16
    %6 = llvm.mlir.constant(1 : i16) : i16
    %7 = llvm.alloca %0 x !llvm.struct<"struct.flags", (i16, array<2 x i8>)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable9 = %7 : !llvm.ptr
    llvm.store %arg0, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i16
    %9 = llvm.and %8, %1  : i16
    %10 = llvm.zext %9 : i16 to i32
    %11 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i16
    %12 = llvm.lshr %11, %2  : i16
    %13 = llvm.and %12, %3  : i16
    %14 = llvm.zext %13 : i16 to i32
    %15 = llvm.mul %14, %4 overflow<nsw> : i32
    %16 = llvm.add %10, %15 overflow<nsw> : i32
    %17 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i16
    %18 = llvm.lshr %17, %5  : i16
    %19 = llvm.and %18, %6  : i16
    %20 = llvm.zext %19 : i16 to i32
    %21 = llvm.add %16, %20 overflow<nsw> : i32
    llvm.return %21 : i32
  }
  llvm.func @list_len(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable13 = %3 : !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable14 = %4 : !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    %5 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %6 = llvm.icmp "ne" %5, %2 : !llvm.ptr
    llvm.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %7 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %8 = llvm.getelementptr inbounds %7[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    %9 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i32
    %10 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.add %10, %9 overflow<nsw> : i32
    llvm.store %11, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    %12 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds %12[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    %14 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.store %14, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb3:  // pred: ^bb1
    %15 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %15 : i32
  }
  llvm.func @main() -> i32 attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.addressof @__const.main.c : !llvm.ptr
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(false) : i1
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.addressof @__const.main.p : !llvm.ptr
    %7 = llvm.mlir.constant(5 : i64) : i64
    %8 = llvm.mlir.addressof @__const.main.f : !llvm.ptr
    %9 = llvm.mlir.constant(4 : i64) : i64
    %10 = llvm.mlir.constant(1 : i8) : i8
    %11 = llvm.mlir.constant(2 : i16) : i16
    %12 = llvm.mlir.constant(255 : i64) : i64
    %13 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %14 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable2 = %14 : !llvm.ptr
    %15 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable3 = %15 : !llvm.ptr
    %16 = llvm.alloca %0 x !llvm.struct<"struct.node", (i32, ptr)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable4 = %16 : !llvm.ptr
    %17 = llvm.alloca %0 x !llvm.struct<"struct.packed", packed (i8, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable = %17 : !llvm.ptr
    %18 = llvm.alloca %0 x !llvm.struct<"struct.flags", (i16, array<2 x i8>)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable1 = %18 : !llvm.ptr
    %19 = llvm.alloca %0 x !llvm.struct<"struct.small", (i8, i16)> {alignment = 2 : i64} : (i32) -> !llvm.ptr
    %20 = llvm.alloca %0 x !llvm.struct<"struct.big", (array<6 x i64>, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %13 {alignment = 4 : i64} : i32, !llvm.ptr
    "llvm.intr.memcpy"(%14, %2, %3) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %21 = llvm.getelementptr inbounds %15[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    llvm.store %5, %21 {alignment = 8 : i64} : i32, !llvm.ptr
    %22 = llvm.getelementptr inbounds %15[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    llvm.store %14, %22 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %23 = llvm.getelementptr inbounds %16[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    llvm.store %0, %23 {alignment = 8 : i64} : i32, !llvm.ptr
    %24 = llvm.getelementptr inbounds %16[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
    llvm.store %15, %24 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    "llvm.intr.memcpy"(%17, %6, %7) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%18, %8, %9) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %25 = llvm.call @mk_small(%10, %11) : (i8, i16) -> i32
    llvm.store %25, %19 {alignment = 2 : i64} : i32, !llvm.ptr
    %26 = llvm.getelementptr inbounds %19[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.small", (i8, i16)>
    %27 = llvm.load %26 {alignment = 2 : i64} : !llvm.ptr -> i16
    %28 = llvm.sext %27 : i16 to i64
    llvm.call @mk_big(%20, %9) : (!llvm.ptr, i64) -> ()
    %29 = llvm.call @take_big(%20) : (!llvm.ptr) -> i64
    %30 = llvm.add %28, %29 overflow<nsw> : i64
    %31 = llvm.call @packed_sum(%17) : (!llvm.ptr) -> i32
    %32 = llvm.sext %31 : i32 to i64
    %33 = llvm.add %30, %32 overflow<nsw> : i64
    %34 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
    %35 = llvm.call @bf(%34) : (i32) -> i32
    %36 = llvm.sext %35 : i32 to i64
    %37 = llvm.add %33, %36 overflow<nsw> : i64
    %38 = llvm.call @list_len(%16) : (!llvm.ptr) -> i32
    %39 = llvm.sext %38 : i32 to i64
    %40 = llvm.add %37, %39 overflow<nsw> : i64
    %41 = llvm.and %40, %12  : i64
    %42 = llvm.trunc %41 : i64 to i32
    llvm.return %42 : i32
  }
}
