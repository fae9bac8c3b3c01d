//! What ODS generates for the core `llvm` ops (arithmetic, casts, memory, aggregates, constants): the type
//! constraints with their summaries, the property checks (conversion from the generic form's `<{...}>`,
//! then the attribute constraints), and the pieces of custom syntax these ops share (`custom op '...'`
//! errors, keyword enums, `syncscope("...")`). Messages are upstream's, word for word.
//!
//! Verification order follows upstream: properties that cannot be converted ("invalid properties ..."),
//! operand/result counts, required attributes, attribute constraints, operand types, result types; the
//! op's traits and its own verifier come after, in each op's file.

use crate::diag::{DResult, Diagnostic};
use crate::dialect::builtin::ods::is_i1;
use crate::dialect::enums;
use crate::dialect::llvm::attrs::enums::KwEnum;
use crate::dialect::llvm::types as lt;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::invalid_properties;
use crate::verify::op_err;

pub(crate) use crate::dialect::builtin::ods::check_same_type_operands;
pub(crate) use crate::dialect::syntax::{
    absorb_inherent, custom_err, custom_err_at_name, parse_attr_of_kind, set_prop,
};

// ---- type constraints --------------------------------------------------------------------------------------

/// An ODS type constraint of the `llvm` dialect.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LTy {
    /// `AnySignlessInteger`.
    SignlessInt,
    /// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
    IntLike,
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
    FloatLike,
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
    PtrLike,
    /// `icmp` operands: integers or pointers, scalar or vector.
    IntOrPtrLike,
    /// `LLVM_ScalarOrVectorOf<I1>`.
    BoolLike,
    /// `LLVM_AnyPointer`.
    Ptr,
    /// `LLVM_AnyNonAggregate`.
    NonAggregate,
    /// `LLVM_LoadableType`.
    Loadable,
    /// `LLVM_Type`.
    Compatible,
    /// `LLVM_AnyAggregate`.
    Aggregate,
    /// `LLVM_PrimitiveType`.
    Primitive,
    /// `LLVM_AnyVector`.
    Vector,
    /// `LLVM_AnyStruct`.
    Struct,
    /// `LLVM_AtomicCmpXchgType`.
    CmpXchgVal,
    /// `LLVM_AtomicRMWType`.
    RmwVal,
    /// `LLVM_TokenType`.
    Token,
}

/// `pred(t)`, or `t` is an LLVM-compatible vector whose element satisfies `pred`.
fn scalar_or_vector(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    pred(ctx, t)
        || (lt::is_compatible_vector_type(ctx, t)
            && lt::vector_element_type(ctx, t).is_some_and(|e| pred(ctx, e)))
}

/// `LLVMTargetExtType::supportsMemOps`.
pub(crate) fn target_supports_mem_ops(name: &str) -> bool {
    name.starts_with("spirv.") || name == "aarch64.svcount"
}

/// `LLVMTargetExtType::hasProperty(HasZeroInit)`.
pub(crate) fn target_has_zero_init(name: &str) -> bool {
    name.starts_with("spirv.")
}

impl LTy {
    /// ODS's summary, as in "operand #0 must be ..., but got ...".
    pub(crate) fn desc(self) -> &'static str {
        match self {
            LTy::SignlessInt => "signless integer",
            LTy::IntLike => "signless integer or LLVM dialect-compatible vector of signless integer",
            LTy::FloatLike => {
                "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"
            }
            LTy::PtrLike => "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
            LTy::IntOrPtrLike => {
                "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or \
                 LLVM dialect-compatible vector of LLVM pointer type"
            }
            LTy::BoolLike => "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
            LTy::Ptr => "LLVM pointer type",
            LTy::NonAggregate => "LLVM-compatible non-aggregate type",
            LTy::Loadable => "LLVM type with size",
            LTy::Compatible => "LLVM dialect-compatible type",
            LTy::Aggregate => "LLVM aggregate type",
            LTy::Primitive => "primitive LLVM type",
            LTy::Vector => "LLVM dialect-compatible vector type",
            LTy::Struct => "LLVM structure type",
            LTy::CmpXchgVal => "signless integer or LLVM pointer type",
            LTy::RmwVal => "floating point LLVM type or LLVM pointer type or signless integer",
            LTy::Token => "LLVM token type",
        }
    }

    pub(crate) fn accepts(self, ctx: &Context, t: Type) -> bool {
        let is_aggregate = |t: Type| lt::is_struct(ctx, t) || lt::array_info(ctx, t).is_some();
        match self {
            LTy::SignlessInt => ctx.is_signless_int(t),
            LTy::IntLike => scalar_or_vector(ctx, t, Context::is_signless_int),
            LTy::FloatLike => scalar_or_vector(ctx, t, lt::is_compatible_float_type),
            LTy::PtrLike => scalar_or_vector(ctx, t, lt::is_ptr),
            LTy::IntOrPtrLike => LTy::IntLike.accepts(ctx, t) || LTy::PtrLike.accepts(ctx, t),
            LTy::BoolLike => scalar_or_vector(ctx, t, is_i1),
            LTy::Ptr => lt::is_ptr(ctx, t),
            LTy::NonAggregate => lt::is_compatible_type(ctx, t) && !is_aggregate(t),
            LTy::Loadable => {
                LTy::Primitive.accepts(ctx, t)
                    && !lt::struct_info(ctx, t).is_some_and(|s| s.opaque)
                    && match lt::target_info(ctx, t) {
                        Some(ti) => target_supports_mem_ops(ti.name),
                        None => true,
                    }
            }
            LTy::Compatible => lt::is_compatible_type(ctx, t),
            LTy::Aggregate => is_aggregate(t),
            LTy::Primitive => {
                lt::is_compatible_type(ctx, t)
                    && !lt::is_void(ctx, t)
                    && lt::func_info(ctx, t).is_none()
            }
            LTy::Vector => lt::is_compatible_vector_type(ctx, t),
            LTy::Struct => lt::is_struct(ctx, t),
            LTy::CmpXchgVal => ctx.is_signless_int(t) || lt::is_ptr(ctx, t),
            LTy::RmwVal => {
                lt::is_compatible_float_type(ctx, t) || lt::is_ptr(ctx, t) || ctx.is_signless_int(t)
            }
            LTy::Token => lt::is_token(ctx, t),
        }
    }
}

// ---- attribute constraints ---------------------------------------------------------------------------------

/// How an inherent attribute (property) is stored and constrained.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ACon {
    /// `I64Attr` (stored as an integer attribute).
    I64,
    /// `UnitAttr`.
    Unit,
    /// `StrAttr`.
    Str,
    /// `TypeAttr`.
    TypeAttr,
    /// An `I64EnumAttr` stored as `N : i64`.
    KwEnum(&'static KwEnum),
    /// An enum attribute (`#llvm.fastmath<...>`); the second field is the C++ class upstream names when the
    /// conversion fails with a class check ("IntegerOverflowFlagsAttr"), if it does.
    Enum(&'static str, Option<&'static str>),
    /// `DenseI32ArrayAttr` / `DenseI64ArrayAttr` (element width).
    DenseArray(u32),
    /// An array of the `llvm` dialect's structured attributes with this mnemonic (`tbaa_tag`).
    MetaArray(&'static str),
    /// `FlatSymbolRefAttr`.
    FlatSymbol,
    /// `AnyAttr`.
    Any,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct AttrSpec {
    pub name: &'static str,
    pub c: ACon,
    /// ODS's summary for "failed to satisfy constraint: ...".
    pub desc: &'static str,
    pub required: bool,
}

pub(crate) const fn attr(name: &'static str, c: ACon, desc: &'static str) -> AttrSpec {
    AttrSpec {
        name,
        c,
        desc,
        required: false,
    }
}
pub(crate) const fn req(name: &'static str, c: ACon, desc: &'static str) -> AttrSpec {
    AttrSpec {
        name,
        c,
        desc,
        required: true,
    }
}

pub(crate) const ALIGNMENT: AttrSpec =
    attr("alignment", ACon::I64, "64-bit signless integer attribute");
pub(crate) const VOLATILE: AttrSpec = attr("volatile_", ACon::Unit, "unit attribute");
pub(crate) const SYNCSCOPE: AttrSpec = attr("syncscope", ACon::Str, "string attribute");
pub(crate) const NONTEMPORAL: AttrSpec = attr("nontemporal", ACon::Unit, "unit attribute");
pub(crate) const ACCESS_GROUPS: AttrSpec = attr(
    "access_groups",
    ACon::MetaArray("access_group"),
    "LLVM dialect access group metadata array",
);
pub(crate) const ALIAS_SCOPES: AttrSpec = attr(
    "alias_scopes",
    ACon::MetaArray("alias_scope"),
    "LLVM dialect alias scope array",
);
pub(crate) const NOALIAS_SCOPES: AttrSpec = attr(
    "noalias_scopes",
    ACon::MetaArray("alias_scope"),
    "LLVM dialect alias scope array",
);
pub(crate) const TBAA: AttrSpec = attr(
    "tbaa",
    ACon::MetaArray("tbaa_tag"),
    "LLVM dialect TBAA tag metadata array",
);
pub(crate) const FASTMATH: AttrSpec = attr(
    "fastmathFlags",
    ACon::Enum("llvm.fastmath", None),
    "LLVM fastmath flags",
);
pub(crate) const OVERFLOW: AttrSpec = attr(
    "overflowFlags",
    ACon::Enum("llvm.overflow", Some("IntegerOverflowFlagsAttr")),
    "LLVM integer overflow flags",
);

/// The value of an enum attribute of the `EnumDef` named `name`.
pub(crate) fn enum_value(ctx: &Context, a: Attribute, name: &str) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, value } if enums::lookup(name) == Some(*def) => Some(*value),
        _ => None,
    }
}

/// The value of an `N : i64` keyword-enum property if it is one of the enum's cases.
pub(crate) fn kw_value(ctx: &Context, a: Attribute, e: &KwEnum) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } if ctx.int_width(*ty) == Some(64) => {
            use num_traits::ToPrimitive;
            let v = value.to_u64()?;
            e.keyword(v).map(|_| v)
        }
        _ => None,
    }
}

/// True if `a` is a structured `llvm` attribute with this mnemonic (`#llvm.tbaa_tag<...>`).
fn is_llvm_struct_attr(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DialectStruct { name, .. } => {
            let n = ctx.str(*name);
            n.strip_prefix("llvm.").unwrap_or(n) == mnemonic
        }
        _ => false,
    }
}

impl ACon {
    /// Whether the generic form's property converts to the storage type (otherwise upstream's parser
    /// reports "invalid properties"); `Err` carries upstream's reason.
    fn converts(self, ctx: &Context, name: &str, a: Attribute) -> Result<(), String> {
        let text = || crate::print::attr_to_string(ctx, a);
        let generic = || {
            format!(
                "Invalid attribute `{name}` in property conversion: {}",
                text()
            )
        };
        let k = ctx.attr_kind(a);
        let ok = match self {
            ACon::I64 => matches!(k, AttrKind::Integer { .. }),
            ACon::Unit => matches!(k, AttrKind::Unit),
            ACon::Str => matches!(k, AttrKind::String { .. }),
            ACon::TypeAttr => matches!(k, AttrKind::Type(_)),
            ACon::KwEnum(e) => kw_value(ctx, a, e).is_some(),
            ACon::Enum(en, class) => {
                if enum_value(ctx, a, en).is_some() {
                    true
                } else if let Some(class) = class {
                    return Err(format!(
                        "expected '{name}' attribute to be an {class}, but got {}",
                        text()
                    ));
                } else {
                    false
                }
            }
            ACon::DenseArray(w) => {
                matches!(k, AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(w))
            }
            ACon::MetaArray(_) => matches!(k, AttrKind::Array(_)),
            ACon::FlatSymbol => matches!(k, AttrKind::SymbolRef { .. }),
            ACon::Any => true,
        };
        if ok {
            Ok(())
        } else {
            Err(generic())
        }
    }

    /// The attribute constraint proper (after conversion succeeded).
    fn accepts(self, ctx: &Context, a: Attribute) -> bool {
        match (self, ctx.attr_kind(a)) {
            (ACon::I64, AttrKind::Integer { ty, .. }) => {
                ctx.int_width(*ty) == Some(64) && ctx.is_signless_int(*ty)
            }
            (ACon::MetaArray(m), AttrKind::Array(v)) => {
                v.iter().all(|e| is_llvm_struct_attr(ctx, *e, m))
            }
            (ACon::FlatSymbol, AttrKind::SymbolRef { nested, .. }) => nested.is_empty(),
            _ => true,
        }
    }
}

/// An inherent attribute (property) of `op`.
pub(crate) fn prop(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    ctx.ops[op]
        .props
        .iter()
        .find(|(k, _)| ctx.str(*k) == name)
        .map(|(_, v)| *v)
}

pub(crate) fn has_prop(ctx: &Context, op: OpId, name: &str) -> bool {
    prop(ctx, op, name).is_some()
}

/// The value of a keyword-enum property (`ordering`), if present and valid.
pub(crate) fn kw_prop(ctx: &Context, op: OpId, name: &str, e: &KwEnum) -> Option<u64> {
    prop(ctx, op, name).and_then(|a| kw_value(ctx, a, e))
}

/// The property conversion upstream performs when it builds the op from the generic form.
pub(crate) fn check_props(ctx: &Context, op: OpId, attrs: &[AttrSpec]) -> DResult<()> {
    let d = &ctx.ops[op];
    if attrs.is_empty() {
        if !d.props.is_empty() {
            return Err(invalid_properties(
                ctx,
                op,
                "this operation does not support properties",
            ));
        }
        return Ok(());
    }
    for s in attrs {
        if let Some(a) = prop(ctx, op, s.name) {
            if let Err(why) = s.c.converts(ctx, s.name, a) {
                return Err(invalid_properties(ctx, op, &why));
            }
        }
    }
    Ok(())
}

/// What ODS checks before the op's traits: counts, attributes, operand and result types.
pub(crate) struct Sig<'a> {
    pub operands: &'a [LTy],
    /// A trailing variadic operand group (`Variadic<...>`), if any.
    pub variadic: Option<LTy>,
    pub results: &'a [LTy],
    pub attrs: &'a [AttrSpec],
}

impl Sig<'_> {
    pub(crate) fn check(&self, ctx: &Context, op: OpId) -> DResult<()> {
        check_props(ctx, op, self.attrs)?;
        let d = &ctx.ops[op];
        if !d.regions.is_empty() {
            return Err(op_err(ctx, op, "requires zero regions"));
        }
        if d.results.len() != self.results.len() {
            let msg = match self.results.len() {
                0 => "requires zero results".to_string(),
                1 => "requires one result".to_string(),
                n => format!("expected {n} results"),
            };
            return Err(op_err(ctx, op, msg));
        }
        let n = self.operands.len();
        if self.variadic.is_some() {
            if d.operands.len() < n {
                return Err(op_err(
                    ctx,
                    op,
                    format!(
                        "expected {n} or more operands, but found {}",
                        d.operands.len()
                    ),
                ));
            }
        } else if d.operands.len() != n {
            let msg = match n {
                0 => "requires zero operands".to_string(),
                1 => "requires a single operand".to_string(),
                n => format!("expected {n} operands, but found {}", d.operands.len()),
            };
            return Err(op_err(ctx, op, msg));
        }
        if let Some(s) = self
            .attrs
            .iter()
            .find(|s| s.required && prop(ctx, op, s.name).is_none())
        {
            return Err(op_err(ctx, op, format!("requires attribute '{}'", s.name)));
        }
        for s in self.attrs {
            if let Some(a) = prop(ctx, op, s.name) {
                if !s.c.accepts(ctx, a) {
                    return Err(op_err(
                        ctx,
                        op,
                        format!(
                            "attribute '{}' failed to satisfy constraint: {}",
                            s.name, s.desc
                        ),
                    ));
                }
            }
        }
        for (i, &v) in d.operands.iter().enumerate() {
            let (c, variadic) = match self.operands.get(i) {
                Some(c) => (*c, false),
                None => match self.variadic {
                    Some(c) => (c, true),
                    None => continue,
                },
            };
            let t = ctx.value_type(v);
            if !c.accepts(ctx, t) {
                let pre = if variadic { "variadic of " } else { "" };
                return Err(type_err(
                    ctx,
                    op,
                    &format!("operand #{i}"),
                    &format!("{pre}{}", c.desc()),
                    t,
                ));
            }
        }
        for (i, (&v, c)) in d.results.iter().zip(self.results).enumerate() {
            let t = ctx.value_type(v);
            if !c.accepts(ctx, t) {
                return Err(type_err(ctx, op, &format!("result #{i}"), c.desc(), t));
            }
        }
        Ok(())
    }
}

fn type_err(ctx: &Context, op: OpId, what: &str, desc: &str, t: Type) -> Diagnostic {
    op_err(
        ctx,
        op,
        format!(
            "{what} must be {desc}, but got '{}'",
            crate::print::type_to_string(ctx, t)
        ),
    )
}

// ---- traits ------------------------------------------------------------------------------------------------

/// `SameOperandsAndResultType` (the llvm ops' types are never tensors, so plain equality suffices).
pub(crate) fn check_same_operands_and_result_type(ctx: &Context, op: OpId) -> DResult<()> {
    let mut tys = ctx.operand_types(op);
    tys.extend(ctx.result_types(op));
    if tys.iter().any(|t| *t != tys[0]) {
        return Err(op_err(
            ctx,
            op,
            "requires the same type for all operands and results",
        ));
    }
    Ok(())
}

/// An `AllTypesMatch` / `TypesMatchWith` predicate: `ok` or "failed to verify that <what>".
pub(crate) fn check_pred(ctx: &Context, op: OpId, ok: bool, what: &str) -> DResult<()> {
    if ok {
        Ok(())
    } else {
        Err(op_err(ctx, op, format!("failed to verify that {what}")))
    }
}

// ---- custom syntax -----------------------------------------------------------------------------------------

/// A unit property set from a keyword (`volatile`, `inbounds`).
pub(crate) fn unit_prop_if(p: &mut Parser, st: &mut OpState, keyword: &str, name: &str) {
    if p.consume_keyword(keyword) {
        let u = p.ctx.unit_attr();
        set_prop(p, st, name, u);
    }
}

/// An `N : i64` attribute.
pub(crate) fn i64_attr(p: &mut Parser, v: u64) -> Attribute {
    let t = p.ctx.i64();
    p.ctx.int_attr(t, v)
}

/// An ODS-parsed `I64EnumAttr`: a keyword or a string naming one of the cases.
pub(crate) fn parse_kw_enum(
    p: &mut Parser,
    st: &OpState,
    e: &KwEnum,
    attr_name: &str,
) -> DResult<u64> {
    let off = p.tok_start();
    let word = if p.at(T::BareIdent) {
        let s = p.spelling().to_string();
        p.bump();
        Some(s)
    } else if p.at(T::String) {
        let s = String::from_utf8_lossy(&p.string_value()).to_string();
        p.bump();
        Some(s)
    } else {
        None
    };
    match word.and_then(|w| e.value(&w)) {
        Some(v) => Ok(v),
        None => {
            let names: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
            Err(custom_err(
                p,
                st,
                off,
                format!(
                    "expected string or keyword containing one of the following enum values for attribute '{attr_name}' [{}]",
                    names.join(", ")
                ),
            ))
        }
    }
}

/// Parses an ODS `I64EnumAttr` and stores it as property `name`.
pub(crate) fn parse_kw_enum_prop(
    p: &mut Parser,
    st: &mut OpState,
    e: &KwEnum,
    name: &str,
) -> DResult<()> {
    let v = parse_kw_enum(p, st, e, name)?;
    let a = i64_attr(p, v);
    set_prop(p, st, name, a);
    Ok(())
}

/// `syncscope("name")` if present, stored as the `syncscope` property.
pub(crate) fn parse_optional_syncscope(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    if !p.consume_keyword("syncscope") {
        return Ok(());
    }
    p.expect(T::LParen, "'('")?;
    let a = parse_attr_of_kind(p, st, false, |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::String { .. })
    })?;
    set_prop(p, st, "syncscope", a);
    p.expect(T::RParen, "')'")
}

/// The keyword of a keyword-enum property, for printing (`<<invalid>>` if the value is not a case, which the
/// verifier reports).
pub(crate) fn kw_text(ctx: &Context, op: OpId, name: &str, e: &KwEnum) -> &'static str {
    kw_prop(ctx, op, name, e)
        .and_then(|v| e.keyword(v))
        .unwrap_or("<<invalid>>")
}

/// ` syncscope("name")` if the op has one.
pub(crate) fn print_syncscope(pr: &mut Printer, op: OpId) {
    if let Some(a) = prop(pr.ctx, op, "syncscope") {
        pr.w(" syncscope(");
        pr.print_attr(a);
        pr.w(")");
    }
}

/// The type of result 0, if there is one (custom printers must not panic on odd generic input).
pub(crate) fn result_type(ctx: &Context, op: OpId) -> Option<Type> {
    ctx.ops[op].results.first().map(|v| ctx.value_type(*v))
}

/// The type of operand `i`, if there is one.
pub(crate) fn operand_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.ops[op].operands.get(i).map(|v| ctx.value_type(*v))
}

/// Prints a type if present.
pub(crate) fn print_opt_type(pr: &mut Printer, t: Option<Type>) {
    match t {
        Some(t) => pr.print_type(t),
        None => pr.w("<<NULL TYPE>>"),
    }
}

/// `[1, -2, 3]`: a dense integer array written as a bare list (`DenseI32ArrayAttr` / `DenseI64ArrayAttr`
/// in an assembly format). The values must fit in `bits` bits.
pub(crate) fn parse_int_list(p: &mut Parser, st: &OpState, bits: u32) -> DResult<Vec<i64>> {
    p.expect(T::LSquare, "'['")?;
    let mut v = vec![];
    if p.consume_if(T::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(
            parse_int(p, st, bits)?
                .ok_or_else(|| custom_err(p, st, p.tok_start(), "expected integer value"))?,
        );
        if p.consume_if(T::Comma) {
            continue;
        }
        p.expect(T::RSquare, "']'")?;
        return Ok(v);
    }
}

/// An optional (possibly negative) integer literal fitting in a signed `bits`-bit integer
/// (`parseOptionalInteger`): `None` if the next token is not an integer.
pub(crate) fn parse_int(p: &mut Parser, st: &OpState, bits: u32) -> DResult<Option<i64>> {
    let off = p.tok_start();
    let neg = p.at(T::Minus);
    if neg {
        p.bump();
        if !p.at(T::Integer) {
            return Err(custom_err(p, st, p.tok_start(), "expected integer value"));
        }
    } else if !p.at(T::Integer) {
        return Ok(None);
    }
    let text = p.spelling();
    let parsed = if let Some(h) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        i128::from_str_radix(h, 16).ok()
    } else {
        text.parse::<i128>().ok()
    };
    let lim = 1i128 << (bits - 1);
    let value = parsed
        .map(|v| if neg { -v } else { v })
        .filter(|v| *v >= -lim && *v < lim);
    let Some(v) = value else {
        return Err(custom_err(p, st, off, "integer value too large"));
    };
    p.bump();
    Ok(Some(v as i64))
}

/// A dense integer array attribute (`array<i32: ...>`).
pub(crate) fn dense_array(p: &mut Parser, bits: u32, values: &[i64]) -> Attribute {
    let elem = p.ctx.int(bits);
    p.ctx.attr(AttrKind::DenseArray {
        elem,
        values: values.iter().map(|v| *v as i128).collect(),
    })
}

/// `[1, 2, 3]` for a dense array property as an assembly format prints it.
pub(crate) fn print_int_list(pr: &mut Printer, values: &[i64]) {
    pr.w("[");
    let s: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    pr.w(&s.join(", "));
    pr.w("]");
}

/// `custom<LLVMOpAttrs>(attr-dict)`: the attr-dict without `fastmathFlags` when it is `none`, and without
/// `elided`.
pub(crate) fn print_llvm_op_attrs(pr: &mut Printer, op: OpId, elided: &[&str]) {
    let mut el: Vec<&str> = elided.to_vec();
    if pr
        .ctx
        .get_attr(op, "fastmathFlags")
        .is_some_and(|a| enum_value(pr.ctx, a, "llvm.fastmath") == Some(0))
    {
        el.push("fastmathFlags");
    }
    pr.print_op_attr_dict(op, &el);
}

/// The default `#llvm.fastmath<none>` property that upstream materializes.
pub(crate) fn set_default_fastmath(p: &mut Parser, st: &mut OpState) {
    if let Some(def) = enums::lookup("llvm.fastmath") {
        let a = p.ctx.attr(AttrKind::Enum { def, value: 0 });
        set_prop(p, st, "fastmathFlags", a);
    }
}

/// What an ODS-generated parser does with the attr-dict (`verifyInherentAttrs`): every inherent attribute
/// written there must convert to its property and satisfy its constraint, else the parse fails at the
/// dictionary.
pub(crate) fn check_dict_attrs(
    p: &Parser,
    st: &OpState,
    dict_off: u32,
    specs: &[AttrSpec],
) -> DResult<()> {
    for (k, v) in &st.attrs {
        let name = p.ctx.str(*k);
        let Some(s) = specs.iter().find(|s| s.name == name) else {
            continue;
        };
        if s.c.converts(p.ctx, name, *v).is_err() || !s.c.accepts(p.ctx, *v) {
            let op = p.ctx.str(st.name);
            let msg = format!(
                "'{op}' op attribute '{name}' failed to satisfy constraint: {}",
                s.desc
            );
            return Err(custom_err(p, st, dict_off, msg));
        }
    }
    Ok(())
}

/// The `attr-dict` of a declarative format: parsed, its inherent attributes checked against `specs`
/// (errors point at the dictionary) and made properties.
pub(crate) fn parse_checked_attr_dict(
    p: &mut Parser,
    st: &mut OpState,
    specs: &[AttrSpec],
) -> DResult<()> {
    let dict_off = p.tok_start();
    p.parse_optional_attr_dict_into(st)?;
    check_dict_attrs(p, st, dict_off, specs)?;
    absorb_inherent(p, st);
    Ok(())
}

/// What a hand-written parser's op creation does with inherent attributes of the attr-dict that do not
/// convert to their property: they are dropped, and the property stays unset.
pub(crate) fn drop_unconvertible(p: &Parser, st: &mut OpState, specs: &[AttrSpec]) {
    let ctx = &*p.ctx;
    let bad: Vec<crate::ir::Sym> = st
        .attrs
        .iter()
        .chain(st.props.iter())
        .filter(|(k, v)| {
            let name = ctx.str(*k);
            specs
                .iter()
                .any(|s| s.name == name && s.c.converts(ctx, name, *v).is_err())
        })
        .map(|(k, _)| *k)
        .collect();
    st.attrs.retain(|(k, _)| !bad.contains(k));
    st.props.retain(|(k, _)| !bad.contains(k));
}

// ---- defaults upstream materializes --------------------------------------------------------------------------

fn enum_default(ctx: &mut Context, name: &str) -> Attribute {
    match enums::lookup(name) {
        Some(def) => ctx.attr(AttrKind::Enum { def, value: 0 }),
        None => ctx.unit_attr(),
    }
}

/// `fastmathFlags = #llvm.fastmath<none>`.
pub(crate) fn default_fastmath(ctx: &mut Context) -> Attribute {
    enum_default(ctx, "llvm.fastmath")
}

/// `overflowFlags = #llvm.overflow<none>`.
pub(crate) fn default_overflow(ctx: &mut Context) -> Attribute {
    enum_default(ctx, "llvm.overflow")
}

/// `ordering = 0 : i64` (`not_atomic`).
pub(crate) fn default_not_atomic(ctx: &mut Context) -> Attribute {
    let t = ctx.i64();
    ctx.int_attr(t, 0)
}

/// `parser.parseKeyword(kw)` in a custom parser: "custom op '...' expected 'kw'" at the current token.
pub(crate) fn expect_kw(p: &mut Parser, st: &OpState, kw: &str) -> DResult<()> {
    if p.consume_keyword(kw) {
        Ok(())
    } else {
        Err(custom_err(p, st, p.tok_start(), format!("expected '{kw}'")))
    }
}
