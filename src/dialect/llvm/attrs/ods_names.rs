//! The ODS names upstream's generated attribute parsers put in their follow-up error when a parameter
//! fails to parse: `failed to parse <record> parameter '<name>' which is to be a <C++ type>` (MLIR 19's
//! `LLVMAttrDefs.td`: each attribute's record name and its parameters' C++ types).

/// `(parameter, C++ type)`.
type Param = (&'static str, &'static str);

/// `(mnemonic, ODS record, parameters)` for every `llvm` attribute with parameters.
const ATTRS: &[(&str, &str, &[Param])] = &[
    ("cconv", "CConvAttr", &[("CallingConv", "CConv")]),
    ("comdat", "ComdatAttr", &[("comdat", "comdat::Comdat")]),
    ("linkage", "LinkageAttr", &[("linkage", "linkage::Linkage")]),
    (
        "framePointerKind",
        "FramePointerKindAttr",
        &[("framePointerKind", "framePointerKind::FramePointerKind")],
    ),
    (
        "loop_vectorize",
        "LoopVectorizeAttr",
        &[
            ("disable", "BoolAttr"),
            ("predicateEnable", "BoolAttr"),
            ("scalableEnable", "BoolAttr"),
            ("width", "IntegerAttr"),
            ("followupVectorized", "LoopAnnotationAttr"),
            ("followupEpilogue", "LoopAnnotationAttr"),
            ("followupAll", "LoopAnnotationAttr"),
        ],
    ),
    (
        "loop_interleave",
        "LoopInterleaveAttr",
        &[("count", "IntegerAttr")],
    ),
    (
        "loop_unroll",
        "LoopUnrollAttr",
        &[
            ("disable", "BoolAttr"),
            ("count", "IntegerAttr"),
            ("runtimeDisable", "BoolAttr"),
            ("full", "BoolAttr"),
            ("followupUnrolled", "LoopAnnotationAttr"),
            ("followupRemainder", "LoopAnnotationAttr"),
            ("followupAll", "LoopAnnotationAttr"),
        ],
    ),
    (
        "loop_unroll_and_jam",
        "LoopUnrollAndJamAttr",
        &[
            ("disable", "BoolAttr"),
            ("count", "IntegerAttr"),
            ("followupOuter", "LoopAnnotationAttr"),
            ("followupInner", "LoopAnnotationAttr"),
            ("followupRemainderOuter", "LoopAnnotationAttr"),
            ("followupRemainderInner", "LoopAnnotationAttr"),
            ("followupAll", "LoopAnnotationAttr"),
        ],
    ),
    (
        "loop_licm",
        "LoopLICMAttr",
        &[("disable", "BoolAttr"), ("versioningDisable", "BoolAttr")],
    ),
    (
        "loop_distribute",
        "LoopDistributeAttr",
        &[
            ("disable", "BoolAttr"),
            ("followupCoincident", "LoopAnnotationAttr"),
            ("followupSequential", "LoopAnnotationAttr"),
            ("followupFallback", "LoopAnnotationAttr"),
            ("followupAll", "LoopAnnotationAttr"),
        ],
    ),
    (
        "loop_pipeline",
        "LoopPipelineAttr",
        &[
            ("disable", "BoolAttr"),
            ("initiationinterval", "IntegerAttr"),
        ],
    ),
    ("loop_peeled", "LoopPeeledAttr", &[("count", "IntegerAttr")]),
    (
        "loop_unswitch",
        "LoopUnswitchAttr",
        &[("partialDisable", "BoolAttr")],
    ),
    (
        "loop_annotation",
        "LoopAnnotationAttr",
        &[
            ("disableNonforced", "BoolAttr"),
            ("vectorize", "LoopVectorizeAttr"),
            ("interleave", "LoopInterleaveAttr"),
            ("unroll", "LoopUnrollAttr"),
            ("unrollAndJam", "LoopUnrollAndJamAttr"),
            ("licm", "LoopLICMAttr"),
            ("distribute", "LoopDistributeAttr"),
            ("pipeline", "LoopPipelineAttr"),
            ("peeled", "LoopPeeledAttr"),
            ("unswitch", "LoopUnswitchAttr"),
            ("mustProgress", "BoolAttr"),
            ("isVectorized", "BoolAttr"),
            ("startLoc", "FusedLoc"),
            ("endLoc", "FusedLoc"),
            ("parallelAccesses", "::llvm::ArrayRef<AccessGroupAttr>"),
        ],
    ),
    (
        "di_expression_elem",
        "LLVM_DIExpressionElemAttr",
        &[("opcode", "unsigned")],
    ),
    (
        "di_expression",
        "LLVM_DIExpressionAttr",
        &[("operations", "::llvm::ArrayRef<DIExpressionElemAttr>")],
    ),
    (
        "di_basic_type",
        "LLVM_DIBasicTypeAttr",
        &[
            ("tag", "unsigned"),
            ("name", "StringAttr"),
            ("sizeInBits", "uint64_t"),
            ("encoding", "unsigned"),
        ],
    ),
    (
        "di_compile_unit",
        "LLVM_DICompileUnitAttr",
        &[
            ("id", "DistinctAttr"),
            ("sourceLanguage", "unsigned"),
            ("file", "DIFileAttr"),
            ("producer", "StringAttr"),
            ("isOptimized", "bool"),
            ("emissionKind", "DIEmissionKind"),
            ("nameTableKind", "DINameTableKind"),
        ],
    ),
    (
        "di_composite_type",
        "LLVM_DICompositeTypeAttr",
        &[
            ("tag", "unsigned"),
            ("recId", "DistinctAttr"),
            ("name", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "uint32_t"),
            ("scope", "DIScopeAttr"),
            ("baseType", "DITypeAttr"),
            ("flags", "DIFlags"),
            ("sizeInBits", "uint64_t"),
            ("alignInBits", "uint64_t"),
            ("elements", "::llvm::ArrayRef<DINodeAttr>"),
            ("dataLocation", "DIExpressionAttr"),
            ("rank", "DIExpressionAttr"),
            ("allocated", "DIExpressionAttr"),
            ("associated", "DIExpressionAttr"),
        ],
    ),
    (
        "di_derived_type",
        "LLVM_DIDerivedTypeAttr",
        &[
            ("tag", "unsigned"),
            ("name", "StringAttr"),
            ("baseType", "DITypeAttr"),
            ("sizeInBits", "uint64_t"),
            ("alignInBits", "uint32_t"),
            ("offsetInBits", "uint64_t"),
            ("dwarfAddressSpace", "std::optional<unsigned>"),
            ("extraData", "DINodeAttr"),
        ],
    ),
    (
        "di_file",
        "LLVM_DIFileAttr",
        &[("name", "StringAttr"), ("directory", "StringAttr")],
    ),
    (
        "di_global_variable_expression",
        "LLVM_DIGlobalVariableExpressionAttr",
        &[
            ("var", "DIGlobalVariableAttr"),
            ("expr", "DIExpressionAttr"),
        ],
    ),
    (
        "di_global_variable",
        "LLVM_DIGlobalVariable",
        &[
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("linkageName", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("type", "DITypeAttr"),
            ("isLocalToUnit", "bool"),
            ("isDefined", "bool"),
            ("alignInBits", "unsigned"),
        ],
    ),
    (
        "di_lexical_block",
        "LLVM_DILexicalBlockAttr",
        &[
            ("scope", "DIScopeAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("column", "unsigned"),
        ],
    ),
    (
        "di_lexical_block_file",
        "LLVM_DILexicalBlockFile",
        &[
            ("scope", "DIScopeAttr"),
            ("file", "DIFileAttr"),
            ("discriminator", "unsigned"),
        ],
    ),
    (
        "di_local_variable",
        "LLVM_DILocalVariableAttr",
        &[
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("arg", "unsigned"),
            ("alignInBits", "unsigned"),
            ("type", "DITypeAttr"),
        ],
    ),
    (
        "di_subprogram",
        "LLVM_DISubprogramAttr",
        &[
            ("id", "DistinctAttr"),
            ("compileUnit", "DICompileUnitAttr"),
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("linkageName", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
            ("scopeLine", "unsigned"),
            ("subprogramFlags", "DISubprogramFlags"),
            ("type", "DISubroutineTypeAttr"),
        ],
    ),
    (
        "di_module",
        "LLVM_DIModuleAttr",
        &[
            ("file", "DIFileAttr"),
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("configMacros", "StringAttr"),
            ("includePath", "StringAttr"),
            ("apinotes", "StringAttr"),
            ("line", "unsigned"),
            ("isDecl", "bool"),
        ],
    ),
    (
        "di_namespace",
        "LLVM_DINamespaceAttr",
        &[
            ("name", "StringAttr"),
            ("scope", "DIScopeAttr"),
            ("exportSymbols", "bool"),
        ],
    ),
    (
        "di_subrange",
        "LLVM_DISubrangeAttr",
        &[
            ("count", "::mlir::Attribute"),
            ("lowerBound", "::mlir::Attribute"),
            ("upperBound", "::mlir::Attribute"),
            ("stride", "::mlir::Attribute"),
        ],
    ),
    (
        "di_subroutine_type",
        "LLVM_DISubroutineTypeAttr",
        &[
            ("callingConvention", "unsigned"),
            ("types", "::llvm::ArrayRef<DITypeAttr>"),
        ],
    ),
    (
        "di_label",
        "LLVM_DILabelAttr",
        &[
            ("scope", "DIScopeAttr"),
            ("name", "StringAttr"),
            ("file", "DIFileAttr"),
            ("line", "unsigned"),
        ],
    ),
    (
        "di_string_type",
        "LLVM_DIStringTypeAttr",
        &[
            ("tag", "unsigned"),
            ("name", "StringAttr"),
            ("sizeInBits", "uint64_t"),
            ("alignInBits", "uint32_t"),
            ("stringLength", "DIVariableAttr"),
            ("stringLengthExp", "DIExpressionAttr"),
            ("stringLocationExp", "DIExpressionAttr"),
            ("encoding", "unsigned"),
        ],
    ),
    (
        "memory_effects",
        "LLVM_MemoryEffectsAttr",
        &[
            ("other", "ModRefInfo"),
            ("argMem", "ModRefInfo"),
            ("inaccessibleMem", "ModRefInfo"),
        ],
    ),
    (
        "alias_scope_domain",
        "LLVM_AliasScopeDomainAttr",
        &[("id", "DistinctAttr"), ("description", "StringAttr")],
    ),
    (
        "alias_scope",
        "LLVM_AliasScopeAttr",
        &[
            ("id", "DistinctAttr"),
            ("domain", "AliasScopeDomainAttr"),
            ("description", "StringAttr"),
        ],
    ),
    (
        "access_group",
        "LLVM_AccessGroupAttr",
        &[("id", "DistinctAttr")],
    ),
    ("tbaa_root", "LLVM_TBAARootAttr", &[("id", "StringAttr")]),
    (
        "tbaa_member",
        "LLVM_TBAAMemberAttr",
        &[("typeDesc", "TBAANodeAttr"), ("offset", "int64_t")],
    ),
    (
        "tbaa_type_desc",
        "LLVM_TBAATypeDescriptorAttr",
        &[
            ("id", "::llvm::StringRef"),
            ("members", "::llvm::ArrayRef<TBAAMemberAttr>"),
        ],
    ),
    (
        "tbaa_tag",
        "LLVM_TBAATagAttr",
        &[
            ("base_type", "TBAATypeDescriptorAttr"),
            ("access_type", "TBAATypeDescriptorAttr"),
            ("offset", "int64_t"),
            ("constant", "bool"),
        ],
    ),
    (
        "vscale_range",
        "LLVM_VScaleRangeAttr",
        &[("minRange", "IntegerAttr"), ("maxRange", "IntegerAttr")],
    ),
    (
        "target_features",
        "LLVM_TargetFeaturesAttr",
        &[("features", "::llvm::ArrayRef<StringAttr>")],
    ),
    (
        "tailcallkind",
        "TailCallKindAttr",
        &[("tailCallKind", "TailCallKind")],
    ),
];

/// Upstream's follow-up message when parameter `param` of the `llvm` attribute `mnemonic` fails to parse,
/// if upstream's parser for it is generated (and so reports one).
pub fn param_error(mnemonic: &str, param: &str) -> Option<String> {
    let (_, record, params) = ATTRS.iter().find(|a| a.0 == mnemonic)?;
    let (_, cpp) = params.iter().find(|p| p.0 == param)?;
    Some(format!(
        "failed to parse {record} parameter '{param}' which is to be a `{cpp}`"
    ))
}

/// [`param_error`] for the only parameter of the `llvm` attribute `mnemonic` (the enum attributes:
/// `cconv`, `linkage`, ...).
pub fn sole_param_error(mnemonic: &str) -> Option<String> {
    let (_, _, params) = ATTRS.iter().find(|a| a.0 == mnemonic)?;
    match params {
        [(param, _)] => param_error(mnemonic, param),
        _ => None,
    }
}
