// LLVM dialect attribute and type parameters that fail to parse: the parameter's own error, then the
// generated parser's "failed to parse <record> parameter ..." at the token where parsing stopped.
// expected-error @below {{invalid Calling Conventions specification: cc_12}}
// expected-error @below {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
llvm.func @bad_cconv() attributes {cc = #llvm.cconv<cc_12>}

// -----

// expected-error @below {{expected keyword for LLVM linkage types}}
// expected-error @below {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
llvm.func @bad_linkage() attributes {l = #llvm.linkage<1>}

// -----

// expected-error @below {{invalid LLVM Comdat Types specification: most}}
// expected-error @below {{failed to parse ComdatAttr parameter 'comdat' which is to be a `comdat::Comdat`}}
llvm.func @bad_comdat() attributes {c = #llvm<comdat most>}

// -----

#root = #llvm.tbaa_root<id = "root">
#desc = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>}>
// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error @below {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#bad = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>, 0>}>

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse LLVM_TBAATagAttr parameter 'offset' which is to be a `int64_t`}}
#bad = #llvm.tbaa_tag<base_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, offset = x>

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DIFileAttr parameter 'directory' which is to be a `StringAttr`}}
#bad = #llvm.di_file<"a.c" in 3>

// -----

// expected-error @below {{invalid debug info debug info operation encoding name: DW_OP_nope}}
// expected-error @below {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
#bad = #llvm.di_expression<[DW_OP_deref, DW_OP_nope]>

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_TargetFeaturesAttr parameter 'features' which is to be a `::llvm::ArrayRef<StringAttr>`}}
#bad = #llvm.target_features<["+sse", 3]>

// -----

// expected-error @below {{invalid LLVM ModRefInfo specification: some}}
// expected-error @below {{failed to parse LLVM_MemoryEffectsAttr parameter 'argMem' which is to be a `ModRefInfo`}}
#bad = #llvm.memory_effects<other = none, argMem = some, inaccessibleMem = none>

// -----

// expected-error @below {{unexpected type, expected keyword}}
func.func private @builtin_in_llvm() -> !llvm.vector<4xf32>

// -----

// expected-error @below {{unexpected type, expected keyword}}
func.func private @builtin_in_llvm_verbose() -> !llvm<i64>

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @bad_address_space() -> !llvm.ptr<global>

// -----

// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
func.func private @bad_array_length() -> !llvm.array<18446744073709551616 x i8>

// -----

// expected-error @below {{expected string}}
// expected-error @below {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
func.func private @bad_target_name() -> !llvm.target<spirv, i32>
