//! The constraints of the `llvm` dialect's records (LLVMOpBase.td, LLVMAttrDefs.td, LLVMEnums.td):
//! type constraints, attribute constraints with their storage, the enums stored as integers, the
//! default values upstream materializes, and the `custom<...>` directives several ops share.

use crate::dialect::llvm::attrs::{self as la, enums as le};
use crate::dialect::llvm::types as lt;
use crate::ir::enums::EnumDef;
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::constraint::{is_i1, AttrConstraint, AttrStorage, TypeClass, TypeConstraint};
use crate::ods::enums::{enum_attr, enum_value};
use crate::ods::format::{DirectiveParseArgs, DirectivePrintArgs};
use crate::ods::{CustomDirective, DefaultValue};

pub use crate::ods::constraint::{
    ANY_FLOAT, ANY_SIGNLESS_INTEGER, ANY_TYPE, ARRAY_ATTR, BOOL_ATTR, DENSE_I32_ARRAY_ATTR,
    DENSE_I64_ARRAY_ATTR, DICT_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, I1, I32, I32_ATTR, I64_ATTR,
    INT_ELEMENTS_ATTR, STRING_ATTR, SYMBOL_NAME_ATTR, TYPE_ATTR, UNIT_ATTR,
};

// ---- type constraints ------------------------------------------------------------------------------------

/// `pred(t)`, or `t` is an LLVM-compatible vector whose element satisfies `pred`
/// (`LLVM_ScalarOrVectorOf`).
fn scalar_or_vector(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    pred(ctx, t) || vector_of(ctx, t, pred)
}

/// `LLVM_VectorOf<pred>`.
fn vector_of(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    lt::is_compatible_vector_type(ctx, t)
        && lt::vector_element_type(ctx, t).is_some_and(|e| pred(ctx, e))
}

fn is_aggregate(ctx: &Context, t: Type) -> bool {
    lt::is_struct(ctx, t) || lt::array_info(ctx, t).is_some()
}

fn is_signless_of(ctx: &Context, t: Type, w: u32) -> bool {
    ctx.is_signless_int(t) && ctx.int_width(t) == Some(w)
}

/// `LLVMTargetExtType::supportsMemOps`.
pub(crate) fn target_supports_mem_ops(name: &str) -> bool {
    name.starts_with("spirv.") || name == "aarch64.svcount"
}

/// `LLVMTargetExtType::hasProperty(HasZeroInit)`.
pub(crate) fn target_has_zero_init(name: &str) -> bool {
    name.starts_with("spirv.")
}

const fn any_class(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint::new(summary, check)
}

/// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
pub const INT_LIKE: TypeConstraint = any_class(
    "signless integer or LLVM dialect-compatible vector of signless integer",
    |c, t| scalar_or_vector(c, t, Context::is_signless_int),
);
/// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
pub const FLOAT_LIKE: TypeConstraint = any_class(
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    |c, t| scalar_or_vector(c, t, lt::is_compatible_float_type),
);
/// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
pub const PTR_LIKE: TypeConstraint = any_class(
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| scalar_or_vector(c, t, lt::is_ptr),
);
/// `icmp` operands: integers or pointers, scalar or vector.
pub const INT_OR_PTR_LIKE: TypeConstraint = any_class(
    "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or \
     LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| scalar_or_vector(c, t, Context::is_signless_int) || scalar_or_vector(c, t, lt::is_ptr),
);
/// `LLVM_ScalarOrVectorOf<I1>`.
pub const BOOL_LIKE: TypeConstraint = any_class(
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    |c, t| scalar_or_vector(c, t, is_i1),
);
/// `LLVM_AnyPointer` (its C++ class is `LLVMPointerType`: formats write it without `!llvm.`
/// unless qualified).
pub const ANY_POINTER: TypeConstraint = TypeConstraint {
    summary: "LLVM pointer type",
    check: lt::is_ptr,
    class: TypeClass::Dialect {
        name: "llvm.ptr",
        is: lt::is_ptr,
    },
    builder: None,
};
/// `LLVM_DefaultPointer`.
pub const DEFAULT_POINTER: TypeConstraint = TypeConstraint {
    summary: "LLVM pointer in address space 0",
    check: |c, t| lt::ptr_addr_space(c, t) == Some(0),
    class: TypeClass::Dialect {
        name: "llvm.ptr",
        is: lt::is_ptr,
    },
    builder: Some(|c| lt::ptr(c, 0)),
};
/// `LLVM_AnyNonAggregate`.
pub const NON_AGGREGATE: TypeConstraint =
    any_class("LLVM-compatible non-aggregate type", |c, t| {
        lt::is_compatible_type(c, t) && !is_aggregate(c, t)
    });
/// `LLVM_PrimitiveType`.
pub const PRIMITIVE: TypeConstraint = any_class("primitive LLVM type", is_primitive);

fn is_primitive(c: &Context, t: Type) -> bool {
    lt::is_compatible_type(c, t) && !lt::is_void(c, t) && lt::func_info(c, t).is_none()
}

/// `LLVM_LoadableType`.
pub const LOADABLE: TypeConstraint = any_class("LLVM type with size", |c, t| {
    is_primitive(c, t)
        && !lt::struct_info(c, t).is_some_and(|s| s.opaque)
        && match lt::target_info(c, t) {
            Some(ti) => target_supports_mem_ops(ti.name),
            None => true,
        }
});
/// `LLVM_Type`.
pub const LLVM_TYPE: TypeConstraint =
    any_class("LLVM dialect-compatible type", lt::is_compatible_type);
/// `LLVM_AnyAggregate`.
pub const AGGREGATE: TypeConstraint = any_class("LLVM aggregate type", is_aggregate);
/// `LLVM_AnyVector`.
pub const ANY_VECTOR: TypeConstraint = any_class(
    "LLVM dialect-compatible vector type",
    lt::is_compatible_vector_type,
);
/// `LLVM_AnyStruct`.
pub const ANY_STRUCT: TypeConstraint = any_class("LLVM structure type", lt::is_struct);
/// `LLVM_AtomicCmpXchgType`.
pub const CMPXCHG_TYPE: TypeConstraint =
    any_class("signless integer or LLVM pointer type", |c, t| {
        c.is_signless_int(t) || lt::is_ptr(c, t)
    });
/// `LLVM_AtomicRMWType`.
pub const RMW_TYPE: TypeConstraint = any_class(
    "floating point LLVM type or LLVM pointer type or signless integer",
    |c, t| lt::is_compatible_float_type(c, t) || lt::is_ptr(c, t) || c.is_signless_int(t),
);
/// `LLVM_TokenType`.
pub const TOKEN: TypeConstraint = TypeConstraint {
    summary: "LLVM token type",
    check: lt::is_token,
    class: TypeClass::Any,
    builder: Some(lt::token),
};
/// `LLVM_AnyFloat`.
pub const LLVM_FLOAT: TypeConstraint =
    any_class("floating point LLVM type", lt::is_compatible_float_type);
/// `I8`.
pub const I8: TypeConstraint = TypeConstraint {
    summary: "8-bit signless integer",
    check: |c, t| is_signless_of(c, t, 8),
    class: TypeClass::Builtin(|c, t| matches!(c.kind(t), TypeKind::Integer { .. })),
    builder: Some(|c| c.int(8)),
};
/// `LLVM_VectorOf<AnySignlessInteger>`.
pub const VEC_OF_INT: TypeConstraint = any_class(
    "LLVM dialect-compatible vector of signless integer",
    |c, t| vector_of(c, t, Context::is_signless_int),
);
/// `LLVM_VectorOf<AnyFloat>`.
pub const VEC_OF_FLOAT: TypeConstraint = any_class(
    "LLVM dialect-compatible vector of floating-point",
    |c, t| vector_of(c, t, |c, e| c.is_float(e)),
);
/// `LLVM_VectorOf<I1>`.
pub const VEC_OF_I1: TypeConstraint = any_class(
    "LLVM dialect-compatible vector of 1-bit signless integer",
    |c, t| vector_of(c, t, is_i1),
);
/// `LLVM_VectorOf<LLVM_AnyPointer>`.
pub const VEC_OF_PTR: TypeConstraint = any_class(
    "LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| vector_of(c, t, lt::is_ptr),
);

// ---- integer-stored enums (`I64EnumAttr`) -----------------------------------------------------------------

/// An `I64EnumAttr` of `def` with ODS's summary.
macro_rules! int_enum {
    ($def:expr, $summary:expr) => {
        AttrConstraint {
            summary: $summary,
            check: |c, a| int_enum_value(c, a, &$def).is_some(),
            storage: AttrStorage::IntEnum(&$def),
        }
    };
}

/// The case of an integer-stored enum attribute.
pub fn int_enum_value(ctx: &Context, a: Attribute, def: &EnumDef) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } if ctx.int_width(*ty) == Some(def.int_width()) => {
            def.int_case(num_traits::ToPrimitive::to_i128(value)?)
        }
        _ => None,
    }
}

pub const ICMP_PREDICATE: AttrConstraint =
    int_enum!(le::ICMP_PREDICATE, "llvm.icmp comparison predicate");
pub const FCMP_PREDICATE: AttrConstraint =
    int_enum!(le::FCMP_PREDICATE, "llvm.fcmp comparison predicate");
pub const ATOMIC_ORDERING: AttrConstraint = int_enum!(
    le::ATOMIC_ORDERING,
    "Atomic ordering for LLVM's memory model"
);
pub const ATOMIC_BIN_OP: AttrConstraint =
    int_enum!(le::ATOMIC_BIN_OP, "llvm.atomicrmw binary operations");
pub const UNNAMED_ADDR: AttrConstraint =
    int_enum!(le::UNNAMED_ADDR, "LLVM GlobalValue UnnamedAddr");
pub const VISIBILITY: AttrConstraint = int_enum!(le::VISIBILITY, "LLVM GlobalValue Visibility");
pub const ASM_DIALECT: AttrConstraint =
    int_enum!(le::ASM_DIALECT, "ATT (0) or Intel (1) asm dialect");
pub const COMDAT_SELECTOR: AttrConstraint = int_enum!(le::COMDAT_SELECTOR, "LLVM Comdat Types");
pub const FP_EXCEPTION_BEHAVIOR: AttrConstraint =
    int_enum!(le::FP_EXCEPTION_BEHAVIOR, "LLVM Exception Behavior");
/// `ValidRoundingModeAttr`: a rounding mode other than `invalid` (-1).
pub const VALID_ROUNDING_MODE: AttrConstraint = AttrConstraint {
    summary: "LLVM Rounding Mode whose minimum value is 0",
    check: |c, a| int_enum_value(c, a, &le::ROUNDING_MODE).is_some_and(|v| v != u64::MAX),
    storage: AttrStorage::IntEnum(&le::ROUNDING_MODE),
};

// ---- enum attributes --------------------------------------------------------------------------------------

pub const FASTMATH: AttrConstraint =
    crate::enum_attr_constraint!(le::FASTMATH, "LLVM fastmath flags");
pub const LINKAGE: AttrConstraint =
    crate::enum_attr_constraint!(le::LINKAGE, "LLVM Linkage specification");
pub const CCONV: AttrConstraint =
    crate::enum_attr_constraint!(le::CCONV, "LLVM Calling Convention specification");
pub const TAIL_CALL_KIND: AttrConstraint =
    crate::enum_attr_constraint!(le::TAIL_CALL_KIND, "LLVM Calling Convention specification");
pub const FRAME_POINTER_KIND: AttrConstraint =
    crate::enum_attr_constraint!(le::FRAME_POINTER_KIND, "LLVM FramePointerKind");
/// `EnumProperty<"IntegerOverflowFlags">`.
pub const OVERFLOW_FLAGS: AttrConstraint = AttrConstraint {
    summary: "LLVM integer overflow flags",
    check: |c, a| enum_value(c, a, &le::OVERFLOW).is_some(),
    storage: AttrStorage::EnumProperty {
        def: &le::OVERFLOW,
        class: "IntegerOverflowFlagsAttr",
    },
};

// ---- structured `llvm` attributes --------------------------------------------------------------------------

/// One structured `llvm` attribute class (`#llvm.loop_annotation<...>`), by mnemonic.
macro_rules! llvm_attr {
    ($m:literal, $summary:expr) => {
        AttrConstraint {
            summary: $summary,
            check: |c, a| la::is(c, a, $m),
            storage: AttrStorage::Dialect {
                name: concat!("llvm.", $m),
                is: |c, a| la::is(c, a, $m),
            },
        }
    };
}

/// An array of structured `llvm` attributes of one class.
macro_rules! llvm_attr_array {
    ($m:literal, $summary:expr) => {
        AttrConstraint {
            summary: $summary,
            check: |c, a| {
                c.as_array(a)
                    .is_some_and(|v| v.iter().all(|e| la::is(c, *e, $m)))
            },
            storage: ARRAY_ATTR.storage,
        }
    };
}

pub const LOOP_ANNOTATION: AttrConstraint = llvm_attr!("loop_annotation", "");
pub const MEMORY_EFFECTS: AttrConstraint = llvm_attr!("memory_effects", "");
pub const VSCALE_RANGE: AttrConstraint = llvm_attr!("vscale_range", "");
pub const TARGET_FEATURES: AttrConstraint =
    llvm_attr!("target_features", "LLVM target features attribute");
pub const DI_GLOBAL_VARIABLE_EXPRESSION: AttrConstraint =
    llvm_attr!("di_global_variable_expression", "");
pub const ALIAS_SCOPE: AttrConstraint = llvm_attr!("alias_scope", "LLVM dialect alias scope");
pub const DI_LOCAL_VARIABLE: AttrConstraint =
    llvm_attr!("di_local_variable", "LLVM DILocalVariableAttr");
pub const DI_EXPRESSION: AttrConstraint = llvm_attr!("di_expression", "LLVM DIExpressionAttr");
pub const DI_LABEL: AttrConstraint = llvm_attr!("di_label", "LLVM DILabelAttr");

pub const ACCESS_GROUPS: AttrConstraint =
    llvm_attr_array!("access_group", "LLVM dialect access group metadata array");
pub const ALIAS_SCOPES: AttrConstraint =
    llvm_attr_array!("alias_scope", "LLVM dialect alias scope array");
pub const TBAA: AttrConstraint =
    llvm_attr_array!("tbaa_tag", "LLVM dialect TBAA tag metadata array");

// ---- builtin attribute constraints the dialect uses -----------------------------------------------------------

fn is_int_of(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_signless_of(ctx, *ty, width))
}

fn is_int_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}

fn is_flat_symbol(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}

pub const I1_ATTR: AttrConstraint = AttrConstraint {
    summary: "1-bit signless integer attribute",
    check: |c, a| is_int_of(c, a, 1),
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: Some(|c| c.i1()),
    },
};
pub const I8_ATTR: AttrConstraint = AttrConstraint {
    summary: "8-bit signless integer attribute",
    check: |c, a| is_int_of(c, a, 8),
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: Some(|c| c.int(8)),
    },
};
/// `APIntAttr`.
pub const APINT_ATTR: AttrConstraint = AttrConstraint {
    summary: "arbitrary integer attribute",
    check: is_int_attr,
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: None,
    },
};
/// `F64Attr`.
pub const F64_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit float attribute",
    check: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Float { ty, .. }
            if c.float_kind(*ty) == Some(crate::ir::float::FloatKind::F64))
    },
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::Float { .. }),
        ty: Some(|c| c.float(crate::ir::float::FloatKind::F64)),
    },
};
/// `ConfinedAttr<I32Attr, [IntNonNegative]>`.
pub const I32_NON_NEGATIVE_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose value is non-negative",
    check: |c, a| {
        is_int_of(c, a, 32)
            && c.as_int_attr(a)
                .is_some_and(|v| v.sign() != num_bigint::Sign::Minus)
    },
    storage: I32_ATTR.storage,
};
/// `SymbolRefAttr`.
pub const SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    summary: "symbol reference attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::SymbolRef { .. }),
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::SymbolRef { .. }),
        ty: None,
    },
};
/// `TypeAttrOf<LLVM_FunctionType>`.
pub const LLVM_FUNC_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "type attribute of LLVM function type",
    check: |c, a| {
        c.as_type_attr(a)
            .is_some_and(|t| lt::func_info(c, t).is_some())
    },
    storage: TYPE_ATTR.storage,
};
/// `StrArrayAttr`.
pub const STR_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "string array attribute",
    check: |c, a| {
        c.as_array(a)
            .is_some_and(|v| v.iter().all(|e| c.as_str_attr(*e).is_some()))
    },
    storage: ARRAY_ATTR.storage,
};
/// `FlatSymbolRefArrayAttr`.
pub const FLAT_SYMBOL_REF_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "flat symbol ref array attribute",
    check: |c, a| {
        c.as_array(a)
            .is_some_and(|v| v.iter().all(|e| is_flat_symbol(c, *e)))
    },
    storage: ARRAY_ATTR.storage,
};
/// `I32ArrayAttr`.
pub const I32_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit integer array attribute",
    check: |c, a| {
        c.as_array(a)
            .is_some_and(|v| v.iter().all(|e| is_int_of(c, *e, 32)))
    },
    storage: ARRAY_ATTR.storage,
};
/// `AnyAttr`.
pub const ANY_ATTR: AttrConstraint = crate::ods::constraint::ANY_ATTR;

// ---- defaults -------------------------------------------------------------------------------------------------

/// `fastmathFlags = #llvm.fastmath<none>`.
pub const FASTMATH_NONE: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &le::FASTMATH, 0),
    is: |c, a| enum_value(c, a, &le::FASTMATH) == Some(0),
};
/// `overflowFlags = #llvm.overflow<none>`.
pub const OVERFLOW_NONE: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &le::OVERFLOW, 0),
    is: |c, a| enum_value(c, a, &le::OVERFLOW) == Some(0),
};
/// `CConv = #llvm.cconv<ccc>`.
pub const CCONV_C: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &le::CCONV, 0),
    is: |c, a| enum_value(c, a, &le::CCONV) == Some(0),
};
/// `TailCallKind = #llvm.tailcallkind<none>`.
pub const TAIL_CALL_NONE: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &le::TAIL_CALL_KIND, 0),
    is: |c, a| enum_value(c, a, &le::TAIL_CALL_KIND) == Some(0),
};
/// `linkage = #llvm.linkage<external>`.
pub const LINKAGE_EXTERNAL: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &le::LINKAGE, EXTERNAL),
    is: |c, a| enum_value(c, a, &le::LINKAGE) == Some(EXTERNAL),
};
/// `visibility_ = 0 : i64` (`default`).
pub const VISIBILITY_DEFAULT: DefaultValue = DefaultValue {
    make: |c| c.i64_attr(0),
    is: |c, a| int_enum_value(c, a, &le::VISIBILITY) == Some(0),
};
/// `ordering = 0 : i64` (`not_atomic`).
pub const NOT_ATOMIC: DefaultValue = DefaultValue {
    make: |c| c.i64_attr(0),
    is: |c, a| int_enum_value(c, a, &le::ATOMIC_ORDERING) == Some(0),
};
/// `addr_space = 0 : i32`.
pub const ADDR_SPACE_ZERO: DefaultValue = DefaultValue {
    make: |c| {
        let t = c.i32();
        c.int_attr(t, 0)
    },
    is: |c, a| is_int_of(c, a, 32) && c.as_i64(a) == Some(0),
};
/// `locationExpr = #llvm.di_expression<>`.
pub const DI_EXPRESSION_EMPTY: DefaultValue = DefaultValue {
    make: |c| la::make(c, "di_expression", &[]).unwrap_or_else(|| c.unit_attr()),
    is: is_empty_expression,
};

/// `#llvm.di_expression<>`.
pub fn is_empty_expression(ctx: &Context, a: Attribute) -> bool {
    la::is(ctx, a, "di_expression") && la::param_list(ctx, a, "operations").is_empty()
}

/// `Linkage::External`.
pub const EXTERNAL: u64 = 10;

// ---- shared custom directives ---------------------------------------------------------------------------------

/// `custom<LLVMOpAttrs>(attr-dict)`: the attr-dict without `fastmathFlags` when it is `none` (and
/// without `overflowFlags`, which `custom<OverflowFlags>` prints). An inherent attribute written there
/// that does not convert to its property is dropped when the op is built.
pub const LLVM_OP_ATTRS: CustomDirective = CustomDirective {
    name: "LLVMOpAttrs",
    parse: parse_llvm_op_attrs,
    print: print_llvm_op_attrs,
};

fn parse_llvm_op_attrs(
    p: &mut dyn AsmParser,
    st: &mut crate::ir::OpState,
    _args: &mut DirectiveParseArgs<'_>,
) -> crate::diag::DResult<()> {
    let before = st.attrs.len();
    p.parse_optional_attr_dict(st)?;
    let Some(def) = st.def else { return Ok(()) };
    let ctx = p.ctx_ref();
    let mut i = before;
    while i < st.attrs.len() {
        let (k, v) = st.attrs[i];
        let bad = def
            .attr(ctx.str(k))
            .is_some_and(|ad| !ad.constraint.storage_accepts(ctx, v));
        if bad {
            st.attrs.remove(i);
        } else {
            i += 1;
        }
    }
    Ok(())
}

fn print_llvm_op_attrs(p: &mut dyn AsmPrinter, op: crate::ir::OpId, args: &DirectivePrintArgs<'_>) {
    let ctx = p.ctx();
    let mut elided: Vec<&str> = vec![];
    if args.def.attr("overflowFlags").is_some() {
        elided.push("overflowFlags");
    }
    if ctx
        .get_attr(op, "fastmathFlags")
        .is_some_and(|a| enum_value(ctx, a, &le::FASTMATH) == Some(0))
    {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(op, &elided);
}

/// `custom<OverflowFlags>($overflowFlags)`: `overflow<nsw, nuw>`, or nothing for `none`.
pub const OVERFLOW_FLAGS_DIRECTIVE: CustomDirective = CustomDirective {
    name: "OverflowFlags",
    parse: parse_overflow_flags,
    print: print_overflow_flags,
};

fn parse_overflow_flags(
    p: &mut dyn AsmParser,
    _st: &mut crate::ir::OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> crate::diag::DResult<()> {
    let mut value = 0;
    if p.parse_optional_keyword("overflow") {
        p.parse_punct(Punct::Less)?;
        loop {
            let off = p.offset();
            let Some(kw) = p.parse_optional_any_keyword() else {
                return Err(p.error_at(off, "expected valid keyword".into()));
            };
            match le::OVERFLOW.symbolize(&kw) {
                Some(v) => value |= v,
                None => {
                    return Err(p.error_at(
                        off,
                        "invalid overflow flag: expected nsw, nuw, or none".into(),
                    ))
                }
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
    }
    *args.attr(0) = Some(enum_attr(p.ctx(), &le::OVERFLOW, value));
    Ok(())
}

fn print_overflow_flags(
    p: &mut dyn AsmPrinter,
    _op: crate::ir::OpId,
    args: &DirectivePrintArgs<'_>,
) {
    let ctx = p.ctx();
    let Some(v) = args
        .attr(ctx, 0)
        .and_then(|a| enum_value(ctx, a, &le::OVERFLOW))
        .filter(|v| *v != 0)
    else {
        return;
    };
    let text = le::OVERFLOW.stringify(v);
    p.write(" overflow<");
    p.write(&text);
    p.write(">");
}
