//! The checks MLIR's ODS generates for every op (operand/result/successor/region counts, type and
//! attribute constraints, symbol rules), with upstream's exact messages. Shared by the builtin, func,
//! cf and complex dialects; each op's verifier calls them in the order upstream's trait list runs them
//! (regions, results, successors, operands, then attributes and types).

use crate::diag::{DResult, Diagnostic};
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind};
use crate::ods::traits;
use crate::print::type_to_string;
use crate::verify::op_err;

/// How many of something an op takes.
#[derive(Copy, Clone, Debug)]
pub enum Count {
    Exactly(usize),
    AtLeast(usize),
    Any,
}

/// The counts ODS traits check (`ZeroRegions`, `OneResult`, `NSuccessors<2>`, `NOperands<2>` ...).
#[derive(Copy, Clone, Debug)]
pub struct Shape {
    pub regions: Count,
    pub results: Count,
    pub successors: Count,
    pub operands: Count,
}

impl Shape {
    /// One region and nothing else (`builtin.module`, `func.func`).
    pub const ONE_REGION: Shape = Shape {
        regions: Count::Exactly(1),
        results: Count::Exactly(0),
        successors: Count::Exactly(0),
        operands: Count::Exactly(0),
    };
    /// No regions or successors, any number of operands and results (`func.call`, casts).
    pub const VARIADIC: Shape = Shape {
        regions: Count::Exactly(0),
        results: Count::Any,
        successors: Count::Exactly(0),
        operands: Count::Any,
    };
    /// No regions, no successors, `operands` operands and `results` results.
    pub const fn simple(operands: usize, results: usize) -> Shape {
        Shape {
            regions: Count::Exactly(0),
            results: Count::Exactly(results),
            successors: Count::Exactly(0),
            operands: Count::Exactly(operands),
        }
    }
}

/// Runs the count checks of `shape` in upstream's trait order.
pub fn check_shape(ctx: &Context, op: OpId, shape: Shape) -> DResult<()> {
    let d = &ctx.ops[op];
    check_count(
        ctx,
        op,
        shape.regions,
        d.regions.len(),
        "regions",
        "requires one region",
        false,
    )?;
    check_count(
        ctx,
        op,
        shape.results,
        d.results.len(),
        "results",
        "requires one result",
        true,
    )?;
    let n = d.successors.len();
    match shape.successors {
        Count::Exactly(1) if n != 1 => {
            return Err(op_err(
                ctx,
                op,
                format!("requires 1 successor but found {n}"),
            ))
        }
        Count::Exactly(k) if k != 1 && n != k => {
            return Err(op_err(
                ctx,
                op,
                format!("requires {k} successors but found {n}"),
            ))
        }
        Count::AtLeast(k) if n < k => {
            return Err(op_err(
                ctx,
                op,
                format!("requires at least {k} successors but found {n}"),
            ))
        }
        _ => {}
    }
    check_count(
        ctx,
        op,
        shape.operands,
        d.operands.len(),
        "operands",
        "requires a single operand",
        true,
    )
}

/// The `ZeroX` / `OneX` / `NX` / `AtLeastNX` trait check of `n` regions, results or operands
/// (`plural`); `one` is the message for a missing single one, and `found` whether the `NX` message
/// says how many there are (not for regions).
fn check_count(
    ctx: &Context,
    op: OpId,
    want: Count,
    n: usize,
    plural: &str,
    one: &str,
    found: bool,
) -> DResult<()> {
    let msg = match want {
        Count::Exactly(0) if n != 0 => format!("requires zero {plural}"),
        Count::Exactly(1) if n != 1 => one.to_string(),
        Count::Exactly(k) if k > 1 && n != k && found => {
            format!("expected {k} {plural}, but found {n}")
        }
        Count::Exactly(k) if k > 1 && n != k => format!("expected {k} {plural}"),
        Count::AtLeast(k) if n < k => format!("expected {k} or more {plural}, but found {n}"),
        _ => return Ok(()),
    };
    Err(op_err(ctx, op, msg))
}

/// The type of a typed attribute: `Some(Some(t))`, `Some(None)` for the `none` type, `None` if untyped.
pub(crate) fn typed_attr_type(ctx: &Context, a: Attribute) -> Option<Option<Type>> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(Some(*ty)),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(Some(*ty)),
        AttrKind::String { ty, .. } => Some(*ty),
        AttrKind::Opaque { ty: Some(t), .. } => Some(Some(*t)),
        _ => None,
    }
}

/// A type constraint: a predicate and the description ODS prints (`complex type with floating-point elements`).
pub struct TypeConstraint {
    pub desc: &'static str,
    pub pred: fn(&Context, Type) -> bool,
}

pub const ANY_FLOAT: TypeConstraint = TypeConstraint {
    desc: "floating-point",
    pred: |c, t| c.is_float(t),
};
pub const I1: TypeConstraint = TypeConstraint {
    desc: "1-bit signless integer",
    pred: |c, t| c.is_signless_int(t) && c.int_width(t) == Some(1),
};
pub const ANY_INTEGER: TypeConstraint = TypeConstraint {
    desc: "integer",
    pred: |c, t| c.int_width(t).is_some(),
};
pub const ANY_COMPLEX: TypeConstraint = TypeConstraint {
    desc: "complex-type",
    pred: |c, t| matches!(c.kind(t), TypeKind::Complex(_)),
};
pub const COMPLEX_FLOAT: TypeConstraint = TypeConstraint {
    desc: "complex type with floating-point elements",
    pred: |c, t| matches!(c.kind(t), TypeKind::Complex(e) if c.is_float(*e)),
};
pub const FUNCTION_TYPE: TypeConstraint = TypeConstraint {
    desc: "function type",
    pred: |c, t| matches!(c.kind(t), TypeKind::Function { .. }),
};

/// `operand #i must be <desc>, but got '<type>'`.
pub fn check_operand(ctx: &Context, op: OpId, i: usize, c: &TypeConstraint) -> DResult<()> {
    check_value_type(
        ctx,
        op,
        "operand",
        i,
        ctx.ops[op].operands.get(i).copied(),
        c,
    )
}

/// `result #i must be <desc>, but got '<type>'`.
pub fn check_result(ctx: &Context, op: OpId, i: usize, c: &TypeConstraint) -> DResult<()> {
    check_value_type(ctx, op, "result", i, ctx.ops[op].results.get(i).copied(), c)
}

/// `<what> #i must be <desc>, but got '<type>'` for the value `v`, if there is one.
fn check_value_type(
    ctx: &Context,
    op: OpId,
    what: &str,
    i: usize,
    v: Option<crate::ir::ValueId>,
    c: &TypeConstraint,
) -> DResult<()> {
    let Some(v) = v else {
        return Ok(());
    };
    let t = ctx.value_type(v);
    if (c.pred)(ctx, t) {
        return Ok(());
    }
    Err(op_err(
        ctx,
        op,
        format!(
            "{what} #{i} must be {}, but got '{}'",
            c.desc,
            type_to_string(ctx, t)
        ),
    ))
}

/// Every operand from `from` on satisfies `c` (a variadic operand group).
pub fn check_operands_from(
    ctx: &Context,
    op: OpId,
    from: usize,
    c: &TypeConstraint,
) -> DResult<()> {
    for i in from..ctx.ops[op].operands.len() {
        check_operand(ctx, op, i, c)?;
    }
    Ok(())
}

/// `requires attribute 'name'` when the inherent attribute is missing.
pub fn required_attr(ctx: &Context, op: OpId, name: &str) -> DResult<Attribute> {
    ctx.get_attr(op, name)
        .ok_or_else(|| op_err(ctx, op, format!("requires attribute '{name}'")))
}

/// `attribute 'name' failed to satisfy constraint: <desc>`.
pub fn attr_constraint_err(ctx: &Context, op: OpId, name: &str, desc: &str) -> Diagnostic {
    op_err(
        ctx,
        op,
        format!("attribute '{name}' failed to satisfy constraint: {desc}"),
    )
}

/// A string attribute if present; `failed to satisfy constraint: string attribute` if of another kind.
pub fn optional_str_attr<'c>(ctx: &'c Context, op: OpId, name: &str) -> DResult<Option<&'c [u8]>> {
    match ctx.get_attr(op, name) {
        None => Ok(None),
        Some(a) => match ctx.as_str_attr(a) {
            Some(s) => Ok(Some(s)),
            None => Err(attr_constraint_err(ctx, op, name, "string attribute")),
        },
    }
}

/// `failed to verify that all of {a, b} have same type` for the values at the given positions.
pub fn all_types_match(ctx: &Context, op: OpId, types: &[Type], names: &str) -> DResult<()> {
    if types.windows(2).all(|w| w[0] == w[1]) {
        Ok(())
    } else {
        Err(op_err(
            ctx,
            op,
            format!("failed to verify that all of {{{names}}} have same type"),
        ))
    }
}

/// `failed to verify that <summary>` (a `PredOpTrait` / `TypesMatchWith`).
pub fn pred_failed(ctx: &Context, op: OpId, summary: &str) -> Diagnostic {
    op_err(ctx, op, format!("failed to verify that {summary}"))
}

/// The `SameOperandsAndResultType` trait.
pub fn same_operands_and_result_type(ctx: &Context, op: OpId) -> DResult<()> {
    let d = &ctx.ops[op];
    let mut tys = d
        .operands
        .iter()
        .chain(d.results.iter())
        .map(|v| ctx.value_type(*v));
    if let Some(first) = tys.next() {
        if tys.any(|t| t != first) {
            return Err(op_err(
                ctx,
                op,
                "requires the same type for all operands and results",
            ));
        }
    }
    Ok(())
}

/// The `Symbol` op interface's verifier (`sym_name`, `sym_visibility`, declarations, parent table).
/// `optional` is true for ops whose symbol name may be absent (`builtin.module`).
pub fn verify_symbol(ctx: &Context, op: OpId, optional: bool, is_declaration: bool) -> DResult<()> {
    let name = ctx.get_attr(op, "sym_name");
    if optional && name.is_none() {
        return Ok(());
    }
    if name.and_then(|a| ctx.as_str_attr(a)).is_none() {
        return Err(op_err(ctx, op, "requires string attribute 'sym_name'"));
    }
    let mut public = true;
    if let Some(vis) = ctx.get_attr(op, "sym_visibility") {
        let Some(s) = ctx.as_str_attr(vis) else {
            let shown = crate::print::attr_to_string(ctx, vis);
            return Err(op_err(
                ctx,
                op,
                format!("requires visibility attribute 'sym_visibility' to be a string attribute, but got {shown}"),
            ));
        };
        if !matches!(s, b"public" | b"private" | b"nested") {
            let shown = crate::print::attr_to_string(ctx, vis);
            return Err(op_err(
                ctx,
                op,
                format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {shown}"),
            ));
        }
        public = s == b"public";
    }
    if is_declaration && public {
        return Err(op_err(
            ctx,
            op,
            "symbol declaration cannot have public visibility",
        ));
    }
    if let Some(parent) = ctx.parent_op(op) {
        // Unregistered parents are given the benefit of the doubt.
        if let Some(d) = ctx.ops[parent].def {
            if !d.has(traits::SYMBOL_TABLE) {
                return Err(op_err(
                    ctx,
                    op,
                    "symbol's parent must have the SymbolTable trait",
                ));
            }
        }
    }
    Ok(())
}

/// MLIR's `isBareIdentifier`: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub fn is_bare_identifier(name: &[u8]) -> bool {
    match name.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => name[1..]
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')),
        _ => false,
    }
}

/// `@name`, or `@"name"` with MLIR's escapes when it is not a bare identifier (`printSymbolName`).
pub fn symbol_name_text(name: &[u8]) -> String {
    let mut out = String::from("@");
    if is_bare_identifier(name) {
        out.push_str(&String::from_utf8_lossy(name));
        return out;
    }
    out.push('"');
    for &c in name {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(c as char),
            _ => out.push_str(&format!("\\{c:02X}")),
        }
    }
    out.push('"');
    out
}

/// The string value of an attribute, if it is a string (for `sym_name`).
pub fn attr_str(ctx: &Context, a: Attribute) -> Option<&[u8]> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}
