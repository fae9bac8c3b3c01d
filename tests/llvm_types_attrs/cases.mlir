!llvm.ptr
// -----
!llvm.ptr<3>
// -----
!llvm.ptr<0>
// -----
!llvm.ptr<-1>
// -----
!llvm.ptr<4294967296>
// -----
!llvm.ptr<-2147483648>
// -----
!llvm.ptr<0x10>
// -----
!llvm.ptr<i32>
// -----
!llvm.ptr<i32, 3>
// -----
!llvm.ptr<1, 2>
// -----
!llvm.array<4 x i32>
// -----
!llvm.array<0 x i32>
// -----
!llvm.array<-1 x i8>
// -----
!llvm.array<x i8>
// -----
!llvm.array<4xi32>
// -----
!llvm.array<2 x !llvm.ptr>
// -----
!llvm.array<2 x vector<4xi32>>
// -----
!llvm.array<2 x tensor<2xi32>>
// -----
!llvm.array<2 x struct<(tensor<2xi32>)>>
// -----
!llvm.array<2 x struct<"Z", (tensor<2xi32>)>>
// -----
!llvm.array<2 x index>
// -----
!llvm.array<2 x void>
// -----
!llvm.array<2 x func<void ()>>
// -----
!llvm.array<2 x metadata>
// -----
!llvm.array<2 x token>
// -----
!llvm.array<2 x label>
// -----
!llvm.array<2 x x86_mmx>
// -----
!llvm.array<2 x vec<? x 2 x i32>>
// -----
!llvm.array<2 x struct<(ptr)>>
// -----
!llvm.array<2 x array<3 x ptr<1>>>
// -----
!llvm.func<i32 (i32, ...)>
// -----
!llvm.func<void ()>
// -----
!llvm.func<i32 (...)>
// -----
!llvm.func<i32 (i32,)>
// -----
!llvm.func<void (i32 i32)>
// -----
!llvm.func<!llvm.void (!llvm.ptr<1>)>
// -----
!llvm.func<void (void)>
// -----
!llvm.func<void (metadata)>
// -----
!llvm.func<metadata ()>
// -----
!llvm.func<label ()>
// -----
!llvm.func<void (label)>
// -----
!llvm.func<void (token)>
// -----
!llvm.func<token ()>
// -----
!llvm.func<void (func<void ()>)>
// -----
!llvm.func<func<void ()> ()>
// -----
!llvm.func<void (struct<"Q", opaque>)>
// -----
!llvm.func<i64 (index, f32, vector<2xf16>)>
// -----
!llvm.vec<4 x ptr>
// -----
!llvm.vec<? x 4 x ptr>
// -----
!llvm.vec<4 x !llvm.ptr<1>>
// -----
!llvm.vec<? x 4 x !llvm.ptr<1>>
// -----
!llvm.vec<4 x i32>
// -----
!llvm.vec<4 x f32>
// -----
!llvm.vec<4 x i1>
// -----
!llvm.vec<? x 4 x i32>
// -----
!llvm.vec<? x 2 x f32>
// -----
!llvm.vec<? x 4 x bf16>
// -----
!llvm.vec<? x 4 x tf32>
// -----
!llvm.vec<? x 4 x f8E4M3FN>
// -----
!llvm.vec<? x 2 x index>
// -----
!llvm.vec<? x 4 x si32>
// -----
!llvm.vec<4 x index>
// -----
!llvm.vec<4 x ppc_fp128>
// -----
!llvm.vec<? x 4 x ppc_fp128>
// -----
!llvm.vec<4 x x86_mmx>
// -----
!llvm.vec<4 x vector<2xf32>>
// -----
!llvm.vec<4 x struct<()>>
// -----
!llvm.vec<4 x struct<"Z", opaque>>
// -----
!llvm.vec<2 x void>
// -----
!llvm.vec<0 x ptr>
// -----
!llvm.vec<? x 0 x ptr>
// -----
!llvm.vec<-1 x ptr>
// -----
!llvm.vec<4294967296 x ptr>
// -----
!llvm.vec<? x ptr>
// -----
!llvm.vec<4 x 4 x ptr>
// -----
!llvm.vec<4xptr>
// -----
!llvm.vec<?x4xptr>
// -----
!llvm.vec<ptr>
// -----
!llvm.vec<4 x ? x ptr>
// -----
!llvm.struct<(i32, f32)>
// -----
!llvm.struct<packed (i8, i32)>
// -----
!llvm.struct<"name", (i32, ptr)>
// -----
!llvm.struct<"op", opaque>
// -----
!llvm.struct<"A", (ptr, struct<"A">)>
// -----
!llvm.struct<()>
// -----
!llvm.struct<>
// -----
!llvm.struct<"e", ()>
// -----
!llvm.struct<"B", packed (i32)>
// -----
!llvm.struct<"A">
// -----
!llvm.struct<opaque>
// -----
!llvm.struct<(void)>
// -----
!llvm.struct<"X", (void)>
// -----
!llvm.array<2 x struct<(i32, token)>>
// -----
!llvm.struct<(func<void ()>)>
// -----
!llvm.struct<(metadata)>
// -----
!llvm.struct<(label)>
// -----
!llvm.struct<(vec<? x 1 x i8>)>
// -----
!llvm.struct<"A", (struct<"B">)>
// -----
!llvm.struct<"A", (array<2 x struct<"A">>)>
// -----
!llvm.struct<"A", (i32, struct<"A", (i32, struct<"A">)>)>
// -----
!llvm.struct<"A", (i32, struct<"A", (i64)>)>
// -----
!llvm.struct<"A", (struct<"B", (ptr, struct<"A">)>)>
// -----
!llvm.struct<"sp ace\"q", (i32)>
// -----
!llvm.struct<(struct<(i32)>)>
// -----
!llvm.struct<"T", (ptr, func<void (struct<"T">)>)>
// -----
!llvm.struct<"T", (vec<2 x ptr>, struct<(struct<"T">)>)>
// -----
!llvm.void
// -----
!llvm.token
// -----
!llvm.metadata
// -----
!llvm.label
// -----
!llvm.x86_mmx
// -----
!llvm.ppc_fp128
// -----
!llvm.target<"spirv.Image", i32, 0>
// -----
!llvm.target<"a">
// -----
!llvm.target<"a", 1, i32>
// -----
!llvm.target<"a", i32, !llvm.ptr, 1, 2>
// -----
!llvm.target<"a", ptr>
// -----
!llvm.target<"a", !llvm.struct<(ptr)>>
// -----
!llvm.foo
// -----
!llvm.void<>
// -----
!llvm<ptr<3>>
// -----
!llvm<"ptr">
// -----
!llvm.struct<"A", (i32, struct<"A">)>
// -----
"test.op"() {a = !llvm.struct<"A", opaque>, b = !llvm.struct<"A", (i32)>} : () -> ()
// -----
"test.op"() {a = !llvm.struct<"A", (i32)>, b = !llvm.struct<"A", (i64)>} : () -> ()
// -----
"test.op"() {a = !llvm.struct<"A", (i32)>, b = !llvm.struct<"A", packed (i32)>} : () -> ()
// -----
"test.op"() {a = !llvm.struct<"A", (i32)>, b = !llvm.struct<"A", (i32)>} : () -> ()
// -----
"test.op"() {a = !llvm.struct<"A", (i32)>, b = !llvm.struct<"A", opaque>} : () -> ()
// -----
"test.op"() {a = !llvm.struct<"A", opaque>, b = !llvm.struct<"A", opaque>} : () -> ()
// -----
"test.op"() {a = !llvm.struct<"A", (struct<"B", (ptr, struct<"A">)>)>, b = !llvm.struct<"B", (ptr, struct<"A", (struct<"B">)>)>} : () -> ()
// -----
"test.op"() {a = !llvm.struct<"A", (i32)>, b = !llvm.array<2 x struct<"A", (i32)>>} : () -> ()
// -----
"test.op"() {a = !llvm.struct<"A", (i32)>, b = !llvm.array<2 x struct<"A">>} : () -> ()
// -----
"test.op"() : () -> (!llvm.struct<"A", (ptr, struct<"A">)>)
// -----
"test.op"() : () -> (!llvm.ptr, !llvm.struct<(i32, vector<4xf32>)>)
// -----
!llvm.void<3>
// -----
!llvm.token<>
// -----
!llvm.void< >
// -----
!llvm.ptr<>
// -----
!llvm.ptr <1>
// -----
!llvm.target<"a", struct<(i32)>, 3>
// -----
#llvm.linkage<internal>
// -----
#llvm.linkage<"weak_odr">
// -----
#llvm.linkage<foo>
// -----
#llvm.linkage<>
// -----
#llvm.linkage
// -----
#llvm<linkage<private>>
// -----
#llvm.cconv<x86_stdcallcc>
// -----
#llvm.cconv<ccc>
// -----
#llvm.cconv<m68k_intrcc>
// -----
#llvm.cconv<foo>
// -----
#llvm.framePointerKind<"non-leaf">
// -----
#llvm.framePointerKind<non-leaf>
// -----
#llvm.framePointerKind<all>
// -----
#llvm.framePointerKind<"none">
// -----
#llvm.framePointerKind<reserved>
// -----
#llvm.fastmath<fast>
// -----
#llvm.fastmath<none>
// -----
#llvm.fastmath<nnan,contract>
// -----
#llvm.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>
// -----
#llvm.fastmath<foo>
// -----
#llvm.fastmath<>
// -----
#llvm.overflow<none>
// -----
#llvm.overflow<nuw, nsw>
// -----
#llvm.overflow<nuw>
// -----
#llvm.overflow<bad>
// -----
#llvm.tailcallkind<musttail>
// -----
#llvm.tailcallkind<none>
// -----
#llvm.tailcallkind<foo>
// -----
#llvm<comdat nodeduplicate>
// -----
#llvm<comdat any>
// -----
#llvm.comdat<any>
// -----
#llvm<comdat foo>
// -----
#llvm.tbaa_root<id = "Simple C/C++ TBAA">
// -----
#llvm.tbaa_root
// -----
#llvm.tbaa_root<>
// -----
#llvm.tbaa_root<id = 3>
// -----
#llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root<id = "r">, 0>}>
// -----
#llvm.tbaa_type_desc<members = {<#llvm.tbaa_root, 0>}, id = "x">
// -----
#llvm.tbaa_type_desc<id = "x\"y", members = {#llvm.tbaa_member<#llvm.tbaa_root, 0>, <#llvm.tbaa_root<id="q">, 8>}>
// -----
#llvm.tbaa_type_desc<id = "x">
// -----
#llvm.tbaa_type_desc<id = x, members = {<#llvm.tbaa_root, 0>}>
// -----
#llvm.tbaa_type_desc<id = "int", members = {}>
// -----
#llvm.tbaa_member<#llvm.tbaa_root, 8>
// -----
#llvm.tbaa_member<#llvm.tbaa_root, -3>
// -----
#llvm.tbaa_member<#llvm.di_null_type, 0>
// -----
#llvm.tbaa_tag<base_type = <id = "int", members = {<#llvm.tbaa_root<id = "r">, 0>}>, access_type = <id = "int", members = {<#llvm.tbaa_root<id = "r">, 0>}>, offset = 0>
// -----
#llvm.tbaa_tag<base_type = <id = "int", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "int", members = {<#llvm.tbaa_root, 0>}>, offset = 8, constant = true>
// -----
#llvm.tbaa_tag<base_type = <id = "i", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "i", members = {<#llvm.tbaa_root, 0>}>, offset = 0, constant = false>
// -----
#llvm.tbaa_tag<base_type = #llvm.tbaa_root, access_type = <id = "i", members = {<#llvm.tbaa_root, 0>}>, offset = 0>
// -----
#llvm.tbaa_tag<access_type = <id = "i", members = {<#llvm.tbaa_root, 0>}>, offset = 0>
// -----
#llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
// -----
#llvm.alias_scope_domain<id = distinct[0]<"foo">>
// -----
#llvm.alias_scope<id = distinct[1]<>, domain = #llvm.alias_scope_domain<id = distinct[0]<>>, description = "s">
// -----
#llvm.alias_scope<id = distinct[1]<>, domain = <id = distinct[0]<>>>
// -----
#llvm.alias_scope<id = distinct[1]<>>
// -----
#llvm.access_group<id = distinct[2]<>>
// -----
#llvm.access_group<>
// -----
#llvm.access_group<id = distinct[0]<>, id = distinct[0]<>>
// -----
#llvm.access_group<id = 3>
// -----
#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>
// -----
#llvm.memory_effects<argMem = none, other = write, inaccessibleMem = none>
// -----
#llvm.memory_effects<argMem = none, inaccessibleMem = none>
// -----
#llvm.memory_effects<other = foo, argMem = none, inaccessibleMem = none>
// -----
#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>
// -----
#llvm.vscale_range<minRange = 1, maxRange = 2>
// -----
#llvm.vscale_range<maxRange = 1 : i32, minRange = 2 : i32>
// -----
#llvm.vscale_range<minRange = 1 : i32>
// -----
#llvm.target_features<["+sve", "-avx"]>
// -----
#llvm.target_features<[]>
// -----
#llvm.target_features<["sve"]>
// -----
#llvm.target_features<["+a,+b"]>
// -----
#llvm.target_features<[""]>
// -----
#llvm.undef
// -----
#llvm.poison
// -----
#llvm.zero
// -----
#llvm.undef<>
// -----
#llvm.foo
// -----
#llvm.loop_annotation<disableNonforced = true, vectorize = <disable = false, width = 4 : i32>, unroll = <count = 4 : i32, followupAll = <mustProgress = true>>, mustProgress = true, parallelAccesses = #llvm.access_group<id = distinct[2]<>>>
// -----
#llvm.loop_vectorize<disable = true>
// -----
#llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 0 : i32, followupVectorized = <>, followupEpilogue = #llvm.loop_annotation<>, followupAll = <isVectorized = true>>
// -----
#llvm.loop_vectorize<disable = 1>
// -----
#llvm.loop_vectorize<width = true>
// -----
#llvm.loop_vectorize<>
// -----
#llvm.loop_interleave<count = 2 : i32>
// -----
#llvm.loop_unroll<disable = true, count = 2 : i32, runtimeDisable = false, full = true, followupUnrolled = <>, followupRemainder = <>, followupAll = <>>
// -----
#llvm.loop_unroll_and_jam<disable = true, count = 8, followupOuter = <>, followupInner = <>, followupRemainderOuter = <>, followupRemainderInner = <>, followupAll = <>>
// -----
#llvm.loop_licm<disable = true, versioningDisable = false>
// -----
#llvm.loop_distribute<disable = true, followupCoincident = <>, followupSequential = <>, followupFallback = <>, followupAll = <>>
// -----
#llvm.loop_pipeline<disable = false, initiationinterval = 3 : i32>
// -----
#llvm.loop_peeled<count = 1 : i32>
// -----
#llvm.loop_unswitch<partialDisable = true>
// -----
#llvm.loop_annotation<foo = true>
// -----
#llvm.loop_annotation<mustProgress = true, mustProgress = false>
// -----
#llvm.loop_annotation<mustProgress true>
// -----
#llvm.loop_annotation<mustProgress = true,>
// -----
#llvm.di_expression<[DW_OP_deref, DW_OP_constu(3), DW_OP_LLVM_fragment(32, 224), DW_OP_plus_uconst(8), DW_OP_LLVM_convert(4, 7), DW_OP_LLVM_tag_offset(1), DW_OP_stack_value]>
// -----
#llvm.di_expression<>
// -----
#llvm.di_expression<[]>
// -----
#llvm.di_expression<[DW_OP_foo]>
// -----
#llvm.di_expression<[DW_OP_consts(-1)]>
// -----
#llvm.di_expression<[DW_OP_LLVM_fragment(0, 1), DW_OP_LLVM_arg(0), DW_OP_LLVM_entry_value(1), DW_OP_LLVM_implicit_pointer, DW_OP_LLVM_extract_bits_sext(1,2), DW_OP_LLVM_extract_bits_zext(3, 4)]>
// -----
#llvm.di_expression_elem<DW_OP_deref>
// -----
#llvm.di_null_type
// -----
#llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64, upperBound = #llvm.di_local_variable<scope = #llvm.di_file<"x.c" in "">, name = "x">, stride = #llvm.di_expression<[DW_OP_deref]>>
// -----
#llvm.di_subrange<>
// -----
#llvm.di_file<"x.c" in "">
// -----
#llvm.di_file<"a\"b\n" in "\01">
// -----
#llvm.di_file<"a" on "b">
// -----
#llvm.di_file
// -----
#llvm.di_lexical_block_file<scope = #llvm.di_file<"x.c" in "">, file = #llvm.di_file<"x.c" in "">, discriminator = 2>
// -----
#llvm.di_module<file = #llvm.di_file<"x.c" in "">, scope = #llvm.di_file<"x.c" in "">, name = "M", configMacros = "-D", includePath = "/i", apinotes = "a", line = 3, isDecl = true>
// -----
#llvm.di_module<>
// -----
#llvm.di_namespace<name = "ns", scope = #llvm.di_file<"x.c" in "">, exportSymbols = true>
// -----
#llvm.di_namespace<exportSymbols = false>
// -----
#llvm.di_namespace<exportSymbols = 1>
// -----
#llvm.di_namespace<exportSymbols = 2>
// -----
#llvm.di_namespace<exportSymbols = foo>
// -----
#llvm.di_namespace<exportSymbols = -1>
// -----
#llvm.di_namespace<exportSymbols = 0>
// -----
#llvm.di_string_type<tag = DW_TAG_string_type, name = "s", sizeInBits = 8, alignInBits = 8, stringLength = #llvm.di_local_variable<scope = #llvm.di_file<"x.c" in "">, name = "l">, stringLengthExp = <[DW_OP_deref]>, stringLocationExp = <>, encoding = DW_ATE_UTF>
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, name = "C", flags = "TypePassByValue|NonTrivial", sizeInBits = 8, alignInBits = 8>
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, name = "C", identifier = "_ZTS1C">
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, name = "", file = <"" in "">, line = 0, flags = "TypePassByValue|NonTrivial", sizeInBits = 0, alignInBits = 0>
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = TypePassByValue|NonTrivial>
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = Zero>
// -----
#llvm.di_composite_type<tag = 0x55, flags = 3>
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = "AllCallsDescribed|Bit0|Bit1|VirtualInheritance|FwdDecl|LittleEndian">
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = "Private|MultipleInheritance">
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = "Protected|SingleInheritance|NoReturn|BitField|IntroducedVirtual|ExportSymbols|RValueReference|LValueReference|StaticMember|Vector|ObjectPointer|ObjcClassComplete|Prototyped|Explicit|Artificial|Virtual|ReservedBit4|AppleBlock|TypePassByValue|TypePassByReference|EnumClass|Thunk|NonTrivial|BigEndian">
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = "SingleInheritance">
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = "Bit0|Protected">
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = "Zero|Vector">
// -----
#llvm.di_composite_type<tag = DW_TAG_class_type, flags = Public>
// -----
#llvm.di_composite_type<tag = DW_TAG_base_type, recId = distinct[0]<>, name = "n", file = <"x.c" in "">, line = 1, scope = #llvm.di_file<"x.c" in "">, baseType = #llvm.di_null_type, flags = Vector, sizeInBits = 8, alignInBits = 8, elements = #llvm.di_null_type, dataLocation = <>, rank = <>, allocated = <>, associated = <>>
// -----
#llvm.di_composite_type<tag = DW_TAG_base_type, recId = distinct[0]<>, name = "n", file = <"x.c" in "">, line = 1, scope = #llvm.di_file<"x.c" in "">, baseType = #llvm.di_null_type, flags = Vector, sizeInBits = 8, alignInBits = 8, dataLocation = <>, rank = <>, allocated = <>, associated = <>>
// -----
#llvm.di_composite_type<tag = DW_TAG_base_type, recId = distinct[0]<>, name = "n", file = <"x.c" in "">, line = 1, scope = #llvm.di_file<"x.c" in "">, baseType = #llvm.di_null_type, flags = Vector, sizeInBits = 8, alignInBits = 8, elements = #llvm.di_null_type, #llvm.di_subrange<count = 3 : i64>>
// -----
#llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
// -----
#llvm.di_composite_type<name = "x">
// -----
#llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #llvm.di_null_type, sizeInBits = 64, alignInBits = 32, offsetInBits = 0, dwarfAddressSpace = 3, extraData = #llvm.di_null_type>
// -----
#llvm.di_derived_type<tag = DW_TAG_member, dwarfAddressSpace = 0>
// -----
#llvm.di_derived_type<tag = DW_TAG_member, baseType = #llvm.di_file<"a" in "b">>
// -----
#llvm.di_subprogram<name = "f", linkageName = "_Z1f", line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = <callingConvention = DW_CC_normal, types = #llvm.di_null_type>>
// -----
#llvm.di_subprogram<id = distinct[0]<>, compileUnit = <id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = <"x.c" in "">, isOptimized = true, emissionKind = Full>, scope = #llvm.di_file<"x.c" in "">, name = "n", linkageName = "l", file = <"x.c" in "">, line = 1, scopeLine = 1, subprogramFlags = Definition, type = <types = #llvm.di_null_type>>
// -----
#llvm.di_subprogram<scope = #llvm.di_file<"" in "">, file = <"" in "">, subprogramFlags = "Definition|Optimized|LocalToUnit">
// -----
#llvm.di_subprogram<scope = #llvm.di_file<"" in "">, file = <"" in "">, subprogramFlags = "ObjCDirect|Deleted|MainSubprogram|Recursive|Elemental|Pure|Optimized|Definition|LocalToUnit|PureVirtual|Virtual">
// -----
#llvm.di_subprogram<scope = #llvm.di_file<"" in "">, file = <"" in "">, subprogramFlags = "Virtual|PureVirtual">
// -----
#llvm.di_subprogram<scope = #llvm.di_file<"" in "">, file = <"" in "">, subprogramFlags = Zero>
// -----
#llvm.di_subprogram<scope = #llvm.di_file<"" in "">, file = <"" in "">, type = #llvm.di_null_type>
// -----
#llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = <"a" in "b">, isOptimized = true, emissionKind = LineTablesOnly, nameTableKind = GNU>
// -----
#llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"x.c" in "">, isOptimized = false, emissionKind = NoDebug, nameTableKind = Default>
// -----
#llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_foo, file = <"x.c" in "">, isOptimized = false, emissionKind = None, nameTableKind = Default>
// -----
#llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Mojo, file = <"x.c" in "">, producer = "clang", isOptimized = false, emissionKind = DebugDirectivesOnly, nameTableKind = Apple>
// -----
#llvm.di_compile_unit<>
// -----
#llvm.di_global_variable<name = "g", linkageName = "g2", line = 2, isLocalToUnit = false, isDefined = false, alignInBits = 8>
// -----
#llvm.di_global_variable<file = <"" in "">, line = 0, type = #llvm.di_null_type, isLocalToUnit = false, isDefined = false, alignInBits = 0>
// -----
#llvm.di_global_variable_expression<var = <file = <"" in "">, line = 0, type = #llvm.di_null_type>>
// -----
#llvm.di_global_variable_expression<var = <file = <"" in "">, line = 0, type = #llvm.di_null_type>, expr = <[DW_OP_constu(1), DW_OP_stack_value]>>
// -----
#llvm.di_label<name = "L", line = 2>
// -----
#llvm.di_label<scope = #llvm.di_file<"y.c" in "">, name = "L", file = <"y.c" in "">, line = 2>
// -----
#llvm.di_local_variable<scope = #llvm.di_file<"x.c" in "">, name = "v", arg = 1, alignInBits = 32, flags = Artificial>
// -----
#llvm.di_local_variable<scope = #llvm.di_file<"z.c" in "">, name = "v", file = <"z.c" in "">, line = 3, arg = 1, alignInBits = 32, type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>>
// -----
#llvm.di_lexical_block<scope = #llvm.di_file<"z.c" in "">, file = <"z.c" in "">, line = 8, column = 3>
// -----
#llvm.di_basic_type<tag = DW_TAG_foo, name = "x", encoding = DW_ATE_foo>
// -----
#llvm.di_basic_type<tag = DW_TAG_null, name = "x", encoding = DW_ATE_signed>
// -----
#llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", encoding = DW_ATE_foo>
// -----
#llvm.di_basic_type<tag = DW_TAG_base_type, name = "", sizeInBits = 0, encoding = 0>
// -----
#llvm.di_basic_type<tag = DW_TAG_LLVM_ptrauth_type, name = "x", encoding = DW_ATE_HP_VAX_float_d>
// -----
#llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", sizeInBits = -1>
// -----
#llvm.di_basic_type<tag = DW_TAG_base_type, name = "x" : i32>
// -----
#llvm.di_basic_type<tag = DW_TAG_base_type, name = 3>
// -----
#llvm.di_subroutine_type<callingConvention = DW_CC_foo>
// -----
#llvm.di_subroutine_type<callingConvention = 0, types = >
// -----
#llvm.di_subroutine_type<callingConvention = DW_CC_nocall>
// -----
#llvm.di_subroutine_type<>
// -----
#llvm.di_subroutine_type<types = #llvm.di_null_type, #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">>
// -----
#llvm.di_subroutine_type<types = #llvm.di_file<"a" in "b">>
// -----
#llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_signed), DW_OP_LLVM_convert(4, 7), DW_OP_deref()]>
// -----
#llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_foo)]>
// -----
#llvm.di_expression<[DW_OP_LLVM_convert(DW_ATE_signed)]>
// -----
#llvm.di_expression<[DW_OP_LLVM_convert(1, 255)]>
// -----
#llvm.di_expression<[DW_OP_constu(x)]>
// -----
tensor<2x!llvm.ptr>
// -----
memref<2x!llvm.ptr>
// -----
memref<2x!llvm.struct<(i32)>>
// -----
memref<2x!llvm.array<2 x i32>>
// -----
vector<2x!llvm.ptr>
// -----
!llvm<struct<(i32)>>
// -----
!llvm<ptr<1>>
// -----
#llvm<di_file<"a" in "b">>
// -----
#llvm<tbaa_root>
// -----
#llvm<linkage internal>
// -----
#llvm<fastmath<fast>>
// -----
#llvm.di_file<"a" in "b"> : i32
// -----
[#llvm.linkage<internal>, !llvm.ptr, #llvm.fastmath<none>]
// -----
"test.op"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>, b = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", encoding = DW_ATE_signed, sizeInBits = 32>, c = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>} : () -> ()
// -----
"test.op"() {tbaa = [#llvm.tbaa_tag<base_type = <id = "int", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, access_type = <id = "int", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, offset = 0>], scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>, description = "f">, description = "f: %a">, #llvm.alias_scope<id = distinct[2]<>, domain = <id = distinct[1]<>, description = "f">>]} : () -> ()
// -----
"test.op"() ({
^bb0(%a: !llvm.ptr, %b: !llvm.struct<"S", (ptr, struct<"S">)>):
  "test.use"(%a, %b) : (!llvm.ptr, !llvm.struct<"S", (ptr, struct<"S">)>) -> ()
}) : () -> ()
// -----
"test.op"() {a = !llvm.func<void (struct<"X", (ptr)>, struct<"X", (ptr)>)>} : () -> ()
// -----
"test.op"() {a = #llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[0]<>>>, b = #llvm.access_group<id = distinct[0]<>>} : () -> ()
// -----
"test.op"() {a = #llvm.di_subprogram<id = distinct[0]<>, scope = #llvm.di_file<"a" in "b">, file = <"a" in "b">>, b = distinct[0]<>} : () -> ()
// -----
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
#di_file = #llvm.di_file<"a.c" in "/tmp/llt">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type1, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "E", file = #di_file, line = 3, baseType = #di_basic_type2, sizeInBits = 32>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "f", baseType = #di_basic_type1, sizeInBits = 32>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "U", file = #di_file, line = 5, sizeInBits = 32, elements = #di_derived_type2, #di_derived_type3>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_composite_type1, sizeInBits = 128, offsetInBits = 32>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type1, sizeInBits = 64, offsetInBits = 192>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "gcount", file = #di_file, line = 4, type = #di_basic_type, isLocalToUnit = true, isDefined = true>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "main", file = #di_file, line = 16, scopeLine = 16, subprogramFlags = Definition, type = #di_subroutine_type>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "S", file = #di_file, line = 1, sizeInBits = 256, elements = #di_derived_type, #di_derived_type4, #di_derived_type5>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "u", file = #di_file, line = 16, type = #di_composite_type3>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "S_t", baseType = #di_composite_type4>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type6, sizeInBits = 64>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "s", file = #di_file, line = 16, type = #di_derived_type6>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type7, #di_basic_type, #di_composite_type2, #di_composite_type3>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "foo", file = #di_file, line = 6, scopeLine = 6, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_label = #llvm.di_label<scope = #di_subprogram1, name = "out", file = #di_file, line = 12>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file, line = 8, column = 3>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "u", file = #di_file, line = 6, arg = 4, type = #di_composite_type3>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram1, name = "s", file = #di_file, line = 6, arg = 1, type = #di_derived_type7>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram1, name = "n", file = #di_file, line = 6, arg = 2, type = #di_basic_type>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram1, name = "e", file = #di_file, line = 6, arg = 3, type = #di_composite_type2>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram1, name = "sum", file = #di_file, line = 7, type = #di_basic_type>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 8, type = #di_basic_type>
"test.op"() {a0 = #di_basic_type, a1 = #di_basic_type1, a2 = #di_basic_type2, a3 = #di_composite_type, a4 = #di_file, a5 = #di_compile_unit, a6 = #di_composite_type1, a7 = #di_composite_type2, a8 = #di_derived_type, a9 = #di_derived_type1, a10 = #di_derived_type2, a11 = #di_derived_type3, a12 = #di_subroutine_type, a13 = #di_composite_type3, a14 = #di_derived_type4, a15 = #di_derived_type5, a16 = #di_global_variable, a17 = #di_subprogram, a18 = #di_composite_type4, a19 = #di_global_variable_expression, a20 = #di_local_variable, a21 = #di_derived_type6, a22 = #di_derived_type7, a23 = #di_local_variable1, a24 = #di_subroutine_type1, a25 = #di_subprogram1, a26 = #di_label, a27 = #di_lexical_block, a28 = #di_local_variable2, a29 = #di_local_variable3, a30 = #di_local_variable4, a31 = #di_local_variable5, a32 = #di_local_variable6, a33 = #di_local_variable7} : () -> ()
// -----
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned char", sizeInBits = 8, encoding = DW_ATE_unsigned_char>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[1]<>>
#di_file = #llvm.di_file<"b.cpp" in "/tmp/llt">
#di_namespace = #llvm.di_namespace<name = "ns", exportSymbols = false>
#di_null_type = #llvm.di_null_type
#loop_vectorize = #llvm.loop_vectorize<disable = false, scalableEnable = false, width = 8 : i32>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 192, elements = #llvm.di_subrange<count = 2 : i64>, #llvm.di_subrange<count = 3 : i64>>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, flags = Vector, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "Color", file = #di_file, line = 7, scope = #di_namespace, baseType = #di_basic_type3, flags = EnumClass, sizeInBits = 8>
#di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type2, sizeInBits = 256, elements = #llvm.di_subrange<count = 8 : i64>>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "m", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 64>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type1, sizeInBits = 3>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type1, sizeInBits = 5, offsetInBits = 3>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type2, sizeInBits = 64>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_variable, name = "counter", baseType = #di_basic_type>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type1>
#di_global_variable = #llvm.di_global_variable<scope = #di_namespace, name = "counter", linkageName = "counter", file = #di_file, line = 5, type = #di_basic_type, isDefined = true>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type, #di_basic_type>
#di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "__vtbl_ptr_type", baseType = #di_subroutine_type, sizeInBits = 64>
#di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type2, sizeInBits = 64>
#di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "arr", baseType = #di_composite_type2, sizeInBits = 192, offsetInBits = 32>
#di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_restrict_type, baseType = #di_derived_type5>
#di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "vec4", baseType = #di_composite_type3>
#di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type7, sizeInBits = 64>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_subprogram = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_namespace, name = "add<int>", linkageName = "_ZN2ns3addIiEET_S1_S1_", file = #di_file, line = 6, scopeLine = 6, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "main", file = #di_file, line = 19, scopeLine = 19, subprogramFlags = Definition, type = #di_subroutine_type>
#di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type1>
#di_composite_type6 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Bits", file = #di_file, line = 10, flags = TypePassByValue, sizeInBits = 224, elements = #di_derived_type3, #di_derived_type4, #di_derived_type10>
#di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type8, sizeInBits = 64>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 6, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "b", file = #di_file, line = 6, arg = 2, type = #di_basic_type>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "p", file = #di_file, line = 19, type = #di_composite_type5>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram1, name = "q", file = #di_file, line = 19, type = #di_composite_type5>
#di_subprogram2 = #llvm.di_subprogram<scope = #di_composite_type, name = "~Base", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = Virtual, type = #di_subroutine_type2>
#di_subroutine_type3 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type9, #di_basic_type>
#di_subroutine_type4 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type13, #di_basic_type>
#di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "_vptr$Base", baseType = #di_derived_type14, sizeInBits = 64>
#di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type6, sizeInBits = 64>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram1, name = "bits", file = #di_file, line = 19, type = #di_composite_type6>
#di_subprogram3 = #llvm.di_subprogram<scope = #di_composite_type, name = "f", linkageName = "_ZNK2ns4Base1fEi", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = Virtual, type = #di_subroutine_type3>
#di_subprogram4 = #llvm.di_subprogram<scope = #di_composite_type1, name = "f", linkageName = "_ZNK2ns7Derived1fEi", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = Virtual, type = #di_subroutine_type4>
#di_composite_type7 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "Base", file = #di_file, line = 3, scope = #di_namespace, flags = "TypePassByReference|NonTrivial", sizeInBits = 128, elements = #di_derived_type15, #di_derived_type, #di_subprogram2, #di_subprogram3>
#di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type7, sizeInBits = 64>
#di_derived_type18 = #llvm.di_derived_type<tag = DW_TAG_inheritance, baseType = #di_composite_type7>
#di_derived_type19 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type7>
#di_composite_type8 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "Derived", file = #di_file, line = 4, scope = #di_namespace, flags = "TypePassByReference|NonTrivial", sizeInBits = 128, elements = #di_derived_type18, #di_derived_type6, #di_subprogram4>
#di_derived_type20 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type19, sizeInBits = 64>
#di_subroutine_type5 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type17, #di_derived_type16, #di_basic_type, #di_derived_type11, #di_derived_type11>
#di_subroutine_type6 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type17>
#di_derived_type21 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type8, sizeInBits = 64>
#di_derived_type22 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type8>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram1, name = "d", file = #di_file, line = 19, type = #di_composite_type8>
#di_subprogram5 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "use", linkageName = "_Z3usePN2ns4BaseEP4BitsiPfS4_", file = #di_file, line = 11, scopeLine = 11, subprogramFlags = Definition, type = #di_subroutine_type5>
#di_subprogram6 = #llvm.di_subprogram<id = distinct[6]<>, compileUnit = #di_compile_unit, scope = #di_composite_type7, name = "Base", linkageName = "_ZN2ns4BaseC2Ev", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #di_subroutine_type6>
#di_subprogram7 = #llvm.di_subprogram<id = distinct[7]<>, compileUnit = #di_compile_unit, scope = #di_composite_type7, name = "~Base", linkageName = "_ZN2ns4BaseD2Ev", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #di_subroutine_type6>
#di_subprogram8 = #llvm.di_subprogram<id = distinct[8]<>, compileUnit = #di_compile_unit, scope = #di_composite_type7, name = "~Base", linkageName = "_ZN2ns4BaseD0Ev", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #di_subroutine_type6>
#di_subroutine_type7 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type20, #di_basic_type>
#di_derived_type23 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type22, sizeInBits = 64>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram5, file = #di_file, line = 14, column = 3>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram5, name = "b", file = #di_file, line = 11, arg = 1, type = #di_derived_type17>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram5, name = "bits", file = #di_file, line = 11, arg = 2, type = #di_derived_type16>
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram5, name = "n", file = #di_file, line = 11, arg = 3, type = #di_basic_type>
#di_local_variable9 = #llvm.di_local_variable<scope = #di_subprogram5, name = "p", file = #di_file, line = 11, arg = 4, type = #di_derived_type11>
#di_local_variable10 = #llvm.di_local_variable<scope = #di_subprogram5, name = "q", file = #di_file, line = 11, arg = 5, type = #di_derived_type11>
#di_local_variable11 = #llvm.di_local_variable<scope = #di_subprogram5, name = "s", file = #di_file, line = 12, type = #di_basic_type>
#di_local_variable12 = #llvm.di_local_variable<scope = #di_subprogram5, name = "v", file = #di_file, line = 15, type = #di_derived_type12>
#di_local_variable13 = #llvm.di_local_variable<scope = #di_subprogram5, name = "c", file = #di_file, line = 16, type = #di_composite_type4>
#di_local_variable14 = #llvm.di_local_variable<scope = #di_subprogram6, name = "this", arg = 1, type = #di_derived_type17>
#di_local_variable15 = #llvm.di_local_variable<scope = #di_subprogram7, name = "this", arg = 1, type = #di_derived_type17>
#di_local_variable16 = #llvm.di_local_variable<scope = #di_subprogram8, name = "this", arg = 1, type = #di_derived_type17>
#di_subprogram9 = #llvm.di_subprogram<id = distinct[9]<>, compileUnit = #di_compile_unit, scope = #di_composite_type7, name = "f", linkageName = "_ZNK2ns4Base1fEi", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #di_subroutine_type7>
#di_subroutine_type8 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type21>
#di_local_variable17 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 14, type = #di_basic_type>
#di_local_variable18 = #llvm.di_local_variable<scope = #di_subprogram9, name = "this", arg = 1, type = #di_derived_type20>
#di_local_variable19 = #llvm.di_local_variable<scope = #di_subprogram9, name = "x", file = #di_file, line = 3, arg = 2, type = #di_basic_type>
#di_subprogram10 = #llvm.di_subprogram<id = distinct[10]<>, compileUnit = #di_compile_unit, scope = #di_composite_type8, name = "Derived", linkageName = "_ZN2ns7DerivedC2Ev", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = Definition, type = #di_subroutine_type8>
#di_subprogram11 = #llvm.di_subprogram<id = distinct[11]<>, compileUnit = #di_compile_unit, scope = #di_composite_type8, name = "~Derived", linkageName = "_ZN2ns7DerivedD2Ev", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = Definition, type = #di_subroutine_type8>
#di_subprogram12 = #llvm.di_subprogram<id = distinct[12]<>, compileUnit = #di_compile_unit, scope = #di_composite_type8, name = "~Derived", linkageName = "_ZN2ns7DerivedD0Ev", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = Definition, type = #di_subroutine_type8>
#di_subroutine_type9 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type23, #di_basic_type>
#di_local_variable20 = #llvm.di_local_variable<scope = #di_subprogram10, name = "this", arg = 1, type = #di_derived_type21>
#di_local_variable21 = #llvm.di_local_variable<scope = #di_subprogram11, name = "this", arg = 1, type = #di_derived_type21>
#di_local_variable22 = #llvm.di_local_variable<scope = #di_subprogram12, name = "this", arg = 1, type = #di_derived_type21>
#di_subprogram13 = #llvm.di_subprogram<id = distinct[13]<>, compileUnit = #di_compile_unit, scope = #di_composite_type8, name = "f", linkageName = "_ZNK2ns7Derived1fEi", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = Definition, type = #di_subroutine_type9>
#di_local_variable23 = #llvm.di_local_variable<scope = #di_subprogram13, name = "this", arg = 1, type = #di_derived_type23>
#di_local_variable24 = #llvm.di_local_variable<scope = #di_subprogram13, name = "x", file = #di_file, line = 4, arg = 2, type = #di_basic_type>
"test.op"() {a0 = #di_basic_type, a1 = #di_basic_type1, a2 = #di_basic_type2, a3 = #di_basic_type3, a4 = #di_composite_type, a5 = #di_composite_type1, a6 = #di_file, a7 = #di_namespace, a8 = #di_null_type, a9 = #loop_vectorize, a10 = #di_compile_unit, a11 = #di_composite_type2, a12 = #di_composite_type3, a13 = #di_composite_type4, a14 = #di_composite_type5, a15 = #di_derived_type, a16 = #di_derived_type1, a17 = #di_derived_type2, a18 = #di_derived_type3, a19 = #di_derived_type4, a20 = #di_derived_type5, a21 = #di_derived_type6, a22 = #di_derived_type7, a23 = #di_global_variable, a24 = #di_subroutine_type, a25 = #di_subroutine_type1, a26 = #di_derived_type8, a27 = #di_derived_type9, a28 = #di_derived_type10, a29 = #di_derived_type11, a30 = #di_derived_type12, a31 = #di_derived_type13, a32 = #di_global_variable_expression, a33 = #di_subprogram, a34 = #di_subprogram1, a35 = #di_subroutine_type2, a36 = #di_composite_type6, a37 = #di_derived_type14, a38 = #di_local_variable, a39 = #di_local_variable1, a40 = #di_local_variable2, a41 = #di_local_variable3, a42 = #di_subprogram2, a43 = #di_subroutine_type3, a44 = #di_subroutine_type4, a45 = #di_derived_type15, a46 = #di_derived_type16, a47 = #di_local_variable4, a48 = #di_subprogram3, a49 = #di_subprogram4, a50 = #di_composite_type7, a51 = #di_derived_type17, a52 = #di_derived_type18, a53 = #di_derived_type19, a54 = #di_composite_type8, a55 = #di_derived_type20, a56 = #di_subroutine_type5, a57 = #di_subroutine_type6, a58 = #di_derived_type21, a59 = #di_derived_type22, a60 = #di_local_variable5, a61 = #di_subprogram5, a62 = #di_subprogram6, a63 = #di_subprogram7, a64 = #di_subprogram8, a65 = #di_subroutine_type7, a66 = #di_derived_type23, a67 = #di_lexical_block, a68 = #di_local_variable6, a69 = #di_local_variable7, a70 = #di_local_variable8, a71 = #di_local_variable9, a72 = #di_local_variable10, a73 = #di_local_variable11, a74 = #di_local_variable12, a75 = #di_local_variable13, a76 = #di_local_variable14, a77 = #di_local_variable15, a78 = #di_local_variable16, a79 = #di_subprogram9, a80 = #di_subroutine_type8, a81 = #di_local_variable17, a82 = #di_local_variable18, a83 = #di_local_variable19, a84 = #di_subprogram10, a85 = #di_subprogram11, a86 = #di_subprogram12, a87 = #di_subroutine_type9, a88 = #di_local_variable20, a89 = #di_local_variable21, a90 = #di_local_variable22, a91 = #di_subprogram13, a92 = #di_local_variable23, a93 = #di_local_variable24} : () -> ()
// -----
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_Z3usePN2ns4BaseEP4BitsiPfS4_">
#tbaa_root = #llvm.tbaa_root<id = "Simple C++ TBAA">
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain, description = "_Z3usePN2ns4BaseEP4BitsiPfS4_: argument 0">
#alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain, description = "_Z3usePN2ns4BaseEP4BitsiPfS4_: argument 1">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "vtable pointer", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
"test.op"() {a0 = #alias_scope_domain, a1 = #tbaa_root, a2 = #alias_scope, a3 = #alias_scope1, a4 = #tbaa_type_desc, a5 = #tbaa_type_desc1, a6 = #tbaa_tag, a7 = #tbaa_type_desc2, a8 = #tbaa_type_desc3, a9 = #tbaa_tag1, a10 = #tbaa_tag2} : () -> ()
// -----
#llvm.loop_annotation<startLoc = loc(fused<#llvm.di_file<"a" in "b">>["a.c":1:2]), parallelAccesses = #llvm.access_group<id = distinct[0]<>>, <id = distinct[1]<>>>
// -----
#llvm.loop_annotation<startLoc = loc(fused["a.c":1:2, "b":1:1])>
// -----
#llvm.loop_annotation<startLoc = loc("a":1:1)>
// -----
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
#di_file = #llvm.di_file<"a.c" in "/tmp/llt">
#loc = loc("a.c":8:3)
#loc1 = loc("a.c":11:3)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type1, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "E", file = #di_file, line = 3, baseType = #di_basic_type2, sizeInBits = 32>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "f", baseType = #di_basic_type1, sizeInBits = 32>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "U", file = #di_file, line = 5, sizeInBits = 32, elements = #di_derived_type2, #di_derived_type3>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_composite_type1, sizeInBits = 128, offsetInBits = 32>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type1, sizeInBits = 64, offsetInBits = 192>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "gcount", file = #di_file, line = 4, type = #di_basic_type, isLocalToUnit = true, isDefined = true>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "main", file = #di_file, line = 16, scopeLine = 16, subprogramFlags = Definition, type = #di_subroutine_type>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "S", file = #di_file, line = 1, sizeInBits = 256, elements = #di_derived_type, #di_derived_type4, #di_derived_type5>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "u", file = #di_file, line = 16, type = #di_composite_type3>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "S_t", baseType = #di_composite_type4>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type6, sizeInBits = 64>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "s", file = #di_file, line = 16, type = #di_derived_type6>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type7, #di_basic_type, #di_composite_type2, #di_composite_type3>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "foo", file = #di_file, line = 6, scopeLine = 6, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_label = #llvm.di_label<scope = #di_subprogram1, name = "out", file = #di_file, line = 12>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file, line = 8, column = 3>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "u", file = #di_file, line = 6, arg = 4, type = #di_composite_type3>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram1, name = "s", file = #di_file, line = 6, arg = 1, type = #di_derived_type7>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram1, name = "n", file = #di_file, line = 6, arg = 2, type = #di_basic_type>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram1, name = "e", file = #di_file, line = 6, arg = 3, type = #di_composite_type2>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram1, name = "sum", file = #di_file, line = 7, type = #di_basic_type>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 8, type = #di_basic_type>
#loc2 = loc(fused<#di_lexical_block>[#loc])
#loc3 = loc(fused<#di_lexical_block>[#loc1])
#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc2, endLoc = #loc3>
"test.op"() {a0 = #di_basic_type, a1 = #di_basic_type1, a2 = #di_basic_type2, a3 = #di_composite_type, a4 = #di_file, a5 = #loc, a6 = #loc1, a7 = #di_compile_unit, a8 = #di_composite_type1, a9 = #di_composite_type2, a10 = #di_derived_type, a11 = #di_derived_type1, a12 = #di_derived_type2, a13 = #di_derived_type3, a14 = #di_subroutine_type, a15 = #di_composite_type3, a16 = #di_derived_type4, a17 = #di_derived_type5, a18 = #di_global_variable, a19 = #di_subprogram, a20 = #di_composite_type4, a21 = #di_global_variable_expression, a22 = #di_local_variable, a23 = #di_derived_type6, a24 = #di_derived_type7, a25 = #di_local_variable1, a26 = #di_subroutine_type1, a27 = #di_subprogram1, a28 = #di_label, a29 = #di_lexical_block, a30 = #di_local_variable2, a31 = #di_local_variable3, a32 = #di_local_variable4, a33 = #di_local_variable5, a34 = #di_local_variable6, a35 = #di_local_variable7, a36 = #loc2, a37 = #loc3, a38 = #loop_annotation} : () -> ()
