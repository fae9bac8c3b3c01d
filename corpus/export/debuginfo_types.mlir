// Debug info, types: basic, derived (pointer, typedef, member, const, volatile, address space, extra data),
// composite (struct, recursive struct through recId, union, class in a namespace, enum, array and vector with
// subranges of any integer width (upstream makes the bounds i64), Fortran-style expressions), subroutine types
// with a void result, string types, modules.
#file = #llvm.di_file<"t.c" in "/t">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#char = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#void = #llvm.di_null_type
#cint = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #int>
#vint = #llvm.di_derived_type<tag = DW_TAG_volatile_type, baseType = #cint>
#myint = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "myint", baseType = #vint>
#pchar = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #char, sizeInBits = 64, alignInBits = 64, dwarfAddressSpace = 1>
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[1]<>>
#pself = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#m_next = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #pself, sizeInBits = 64>
#m_val = #llvm.di_derived_type<tag = DW_TAG_member, name = "val", baseType = #myint, sizeInBits = 32, offsetInBits = 64>
#node = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "node", file = #file, line = 3, sizeInBits = 128, alignInBits = 64, elements = #m_next, #m_val>
#pnode = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #node, sizeInBits = 64>
#u = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "u", file = #file, line = 8, sizeInBits = 32, elements = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #int, sizeInBits = 32>, #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #char, sizeInBits = 8>>
#ns = #llvm.di_namespace<name = "ns", exportSymbols = false>
#cls = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "C", file = #file, line = 12, scope = #ns, flags = "FwdDecl|TypePassByReference">
#e = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "E", file = #file, line = 14, baseType = #int, sizeInBits = 32, alignInBits = 32>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, sizeInBits = 256, elements = #llvm.di_subrange<count = 4 : i32>, #llvm.di_subrange<lowerBound = -1 : i8, upperBound = 2 : i64>>
#vec = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, flags = Vector, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64, stride = 32 : i64>>
#dyn = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, associated = <[DW_OP_push_object_address, DW_OP_deref]>, allocated = <[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>, rank = <[DW_OP_push_object_address, DW_OP_plus_uconst(8), DW_OP_deref]>, elements = #llvm.di_subrange<count = 3 : i64>>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(10)", sizeInBits = 80, alignInBits = 8, encoding = DW_ATE_ASCII>
#extra = #llvm.di_derived_type<tag = DW_TAG_member, name = "bits", baseType = #int, sizeInBits = 3, offsetInBits = 5, extraData = #int>
#fn = #llvm.di_subroutine_type<types = #void, #pnode, #u, #cls, #e, #arr, #vec, #dyn, #str, #extra, #pchar>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "types", file = #file, line = 20, subprogramFlags = Definition, type = #fn>
llvm.func @types() {
  llvm.return loc("t.c":21:1)
} loc(fused<#sp>["t.c":20:1])
// -----
#file = #llvm.di_file<"mod.f90" in "/f">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, producer = "flang", isOptimized = false, emissionKind = Full>
#mod = #llvm.di_module<file = #file, scope = #cu, name = "m", configMacros = "-DX", includePath = "/inc", apinotes = "m.apinotes", line = 2, isDecl = true>
#real = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "real", sizeInBits = 32, encoding = DW_ATE_float>
#fn = #llvm.di_subroutine_type<callingConvention = DW_CC_program, types = #real, #real>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #mod, name = "f", linkageName = "m_f", file = #file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Pure|Elemental", type = #fn>
#x = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 3, arg = 1, type = #real>
llvm.func @m_f(%x: f32) -> f32 {
  llvm.intr.dbg.value #x = %x : f32 loc("mod.f90":3:1)
  llvm.return %x : f32 loc("mod.f90":5:1)
} loc(fused<#sp>["mod.f90":3:1])
// -----
// A recId on a composite that is not recursive (debuginfo_invalid.mlir has one that is).
#file = #llvm.di_file<"x.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, recId = distinct[5]<>, baseType = #int, sizeInBits = 64, elements = #llvm.di_subrange<count = 2 : i64>>
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[6]<>>
#p = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#arr2 = #llvm.di_composite_type<tag = DW_TAG_array_type, recId = distinct[6]<>, baseType = #p, sizeInBits = 64, elements = #llvm.di_subrange<count = 1 : i64>>
#st = #llvm.di_subroutine_type<types = #arr>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, subprogramFlags = Definition, type = #st>
llvm.func @f() {
  llvm.return loc("x.c":4:1)
} loc(fused<#sp>["x.c":3:1])
// -----
// Edge values: escaped producer string, empty directory, unspecified and boolean types, address space 0,
// nested namespaces, 64-bit size, virtual method declaration in a struct scope, a cc without types, every
// subprogram flag combination upstream allows, a lexical block in a lexical block file, extreme lines.
#file = #llvm.di_file<"o.c" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Rust, file = #file, producer = "a \"quoted\" \\ prod\09uct é", isOptimized = true, emissionKind = DebugDirectivesOnly, nameTableKind = Apple>
#anon = #llvm.di_basic_type<tag = DW_TAG_unspecified_type, name = "decltype(nullptr)">
#nosz = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "bool", sizeInBits = 8, encoding = DW_ATE_boolean>
#as0 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #nosz, sizeInBits = 64, dwarfAddressSpace = 0>
#ns = #llvm.di_namespace<name = "inner", scope = #llvm.di_namespace<scope = #file, exportSymbols = true>, exportSymbols = true>
#cls = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", scope = #ns, file = #file, line = 4294967295, flags = "Public|BitField", sizeInBits = 18446744073709551615, alignInBits = 128>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_vectorcall>
#st2 = #llvm.di_subroutine_type<types = #llvm.di_null_type, #anon, #as0, #cls>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #ns, name = "f", linkageName = "_ZN5inner1fEv", file = #file, line = 10, scopeLine = 0, subprogramFlags = "Definition|Optimized|LocalToUnit|MainSubprogram", type = #st2>
#sp2 = #llvm.di_subprogram<scope = #cls, name = "m", file = #file, line = 20, subprogramFlags = "Virtual", type = #st>
#lbf = #llvm.di_lexical_block_file<scope = #sp, discriminator = 0>
#lb = #llvm.di_lexical_block<scope = #lbf>
llvm.func @m() loc(fused<#sp2>["o.c":20:1])
llvm.func @f() {
  llvm.call @m() : () -> () loc(fused<#lb>["o.c":0:0])
  llvm.return loc(fused<#lbf>["o.c":4294967295:65535])
} loc(fused<#sp>["o.c":10:1])
