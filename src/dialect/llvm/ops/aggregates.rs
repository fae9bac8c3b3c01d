//! Aggregate and vector element ops of the `llvm` dialect: `extractvalue` / `insertvalue` (a constant
//! position `[0, 1]` into structs and arrays), `extractelement` / `insertelement` (a dynamic index) and
//! `shufflevector` (a constant mask; the result has one element per mask entry).
//!
//! Upstream's assembly formats end `extractvalue`, `insertvalue` and `shufflevector` with a custom
//! directive that prints nothing after a space, hence the trailing space of their custom form.

use super::constraints::*;
use crate::diag::DResult;
use crate::dialect::llvm::types as lt;
use crate::ir::{Context, OpId, OpState, Type};
use crate::ods::asm::AsmParser;
use crate::ods::format::DirectiveParseArgs;
use crate::ods::{CustomDirective, OpConstraint, TypeTransform};
use crate::verify::op_err;

/// `TypesMatchWith<"result type matches vector element type", "vector", "res", ...>`.
const VECTOR_ELEMENT: TypeTransform = TypeTransform {
    apply: |ctx, t| lt::vector_element_type(ctx, t).unwrap_or(t),
    matches: |ctx, v, r| lt::vector_element_type(ctx, v) == Some(r),
};

crate::ops! {
    /// `llvm.extractelement %v[%i : i32] : vector<4xf32>`.
    pub struct ExtractElementOp = "llvm.extractelement" {
        traits: [PURE],
        operands: [vector: ANY_VECTOR, position: ANY_SIGNLESS_INTEGER],
        results: [res: LLVM_TYPE],
        format: "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
        def: {
            constraints: &[OpConstraint::TypesMatchWith {
                lhs: "vector",
                rhs: "res",
                transform: VECTOR_ELEMENT,
                summary: "result type matches vector element type",
            }],
        },
    }

    /// `llvm.extractvalue %s[0, 1] : !llvm.struct<...>`.
    pub struct ExtractValueOp = "llvm.extractvalue" {
        traits: [PURE],
        operands: [container: AGGREGATE],
        results: [res: LLVM_TYPE],
        attrs: [position "position": DENSE_I64_ARRAY_ATTR],
        format: "$container `` $position attr-dict `:` type($container)
            custom<InsertExtractValueElementType>(type($res), ref(type($container)),
                                                  ref($position))",
        def: {
            directives: &[ELEMENT_TYPE],
            verify: Some(verify_extractvalue),
            fold: Some(super::fold::extractvalue),
        },
    }

    /// `llvm.insertelement %x, %v[%i : i32] : vector<4xf32>`.
    pub struct InsertElementOp = "llvm.insertelement" {
        traits: [PURE],
        operands: [vector: ANY_VECTOR, value: PRIMITIVE, position: ANY_SIGNLESS_INTEGER],
        results: [res: ANY_VECTOR],
        format: "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:`
            type($vector)",
        def: {
            constraints: &[
                OpConstraint::TypesMatchWith {
                    lhs: "vector",
                    rhs: "value",
                    transform: VECTOR_ELEMENT,
                    summary: "argument type matches vector element type",
                },
                OpConstraint::AllTypesMatch(&["res", "vector"]),
            ],
        },
    }

    /// `llvm.insertvalue %x, %s[0] : !llvm.struct<...>`.
    pub struct InsertValueOp = "llvm.insertvalue" {
        traits: [PURE],
        operands: [container: AGGREGATE, value: PRIMITIVE],
        results: [res: AGGREGATE],
        attrs: [position "position": DENSE_I64_ARRAY_ATTR],
        format: "$value `,` $container `` $position attr-dict `:` type($container)
            custom<InsertExtractValueElementType>(type($value), ref(type($container)),
                                                  ref($position))",
        def: {
            constraints: &[OpConstraint::AllTypesMatch(&["container", "res"])],
            directives: &[ELEMENT_TYPE],
            verify: Some(verify_insertvalue),
        },
    }

    /// `llvm.shufflevector %a, %b [0, 1] : vector<4xf32>`.
    pub struct ShuffleVectorOp = "llvm.shufflevector" {
        traits: [PURE],
        operands: [v1: ANY_VECTOR, v2: ANY_VECTOR],
        results: [res: ANY_VECTOR],
        attrs: [mask "mask": DENSE_I32_ARRAY_ATTR],
        format: "$v1 `,` $v2 $mask attr-dict `:` type($v1)
            custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))",
        def: {
            constraints: &[OpConstraint::AllTypesMatch(&["v1", "v2"])],
            directives: &[SHUFFLE_TYPE],
            verify: Some(verify_shuffle),
        },
    }
}

/// Every aggregate op.
pub static OPS: &[&crate::ods::OpDef] = &[
    ExtractElementOp::def(),
    ExtractValueOp::def(),
    InsertElementOp::def(),
    InsertValueOp::def(),
    ShuffleVectorOp::def(),
];

/// `getInsertExtractValueElementType`: the type at `position` inside `container`, or upstream's message.
/// Indices are compared as upstream does, truncated to 32 bits.
fn element_at(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    let mut t = container;
    for &idx in position {
        let len = if let Some((_, n)) = lt::array_info(ctx, t) {
            n
        } else if let Some(s) = lt::struct_info(ctx, t) {
            s.elems.len() as u64
        } else {
            let ts = crate::print::type_to_string(ctx, t);
            return Err(format!(
                "expected LLVM IR structure/array type, got: '{ts}'"
            ));
        };
        if idx < 0 || (idx as u32) as u64 >= len {
            return Err(format!("position out of bounds: {idx}"));
        }
        let i = (idx as u32) as usize;
        t = match lt::array_info(ctx, t) {
            Some((e, _)) => e,
            None => lt::struct_elems(ctx, t).get(i).copied().unwrap_or(t),
        };
    }
    Ok(t)
}

fn dense(ctx: &Context, a: Option<crate::ir::Attribute>) -> Vec<i64> {
    a.and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

/// `custom<InsertExtractValueElementType>(type($x), ref(type($container)), ref($position))`: nothing
/// written; the type is the element at the position.
const ELEMENT_TYPE: CustomDirective = CustomDirective {
    name: "InsertExtractValueElementType",
    parse: parse_element_type,
    print: |_, _, _| {},
};

fn parse_element_type(
    p: &mut dyn AsmParser,
    _st: &mut OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> DResult<()> {
    let container = args.types(1).first().copied();
    let position = *args.attr(2);
    let Some(container) = container else {
        return Ok(());
    };
    let pos = dense(p.ctx_ref(), position);
    match element_at(p.ctx_ref(), container, &pos) {
        Ok(e) => {
            *args.types(0) = vec![e];
            Ok(())
        }
        Err(msg) => Err(p.error_here(msg)),
    }
}

/// `custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))`: nothing written; the result is a
/// vector of `v1`'s element type with one element per mask entry.
const SHUFFLE_TYPE: CustomDirective = CustomDirective {
    name: "ShuffleType",
    parse: parse_shuffle_type,
    print: |_, _, _| {},
};

fn parse_shuffle_type(
    p: &mut dyn AsmParser,
    _st: &mut OpState,
    args: &mut DirectiveParseArgs<'_>,
) -> DResult<()> {
    let Some(ty) = args.types(0).first().copied() else {
        return Ok(());
    };
    let mask = *args.attr(2);
    if !lt::is_compatible_vector_type(p.ctx_ref(), ty) {
        return Err(p.error_here("expected an LLVM compatible vector type".into()));
    }
    let n = dense(p.ctx_ref(), mask).len();
    let ctx = p.ctx();
    let elem = lt::vector_element_type(ctx, ty).unwrap_or(ty);
    let scalable = lt::is_scalable_vector_type(ctx, ty);
    let res = lt::vector_type(ctx, elem, n as u64, scalable);
    *args.types(1) = vec![res];
    Ok(())
}

fn verify_extractvalue(ctx: &Context, op: OpId) -> DResult<()> {
    let (Some(c), Some(r)) = (
        super::syntax::operand_type(ctx, op, 0),
        super::syntax::result_type(ctx, op),
    ) else {
        return Ok(());
    };
    let pos = dense(ctx, crate::ods::prop(ctx, op, "position"));
    let e = element_at(ctx, c, &pos).map_err(|m| op_err(ctx, op, m))?;
    if e != r {
        let s = |t| crate::print::type_to_string(ctx, t);
        return Err(op_err(
            ctx,
            op,
            format!(
                "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
                s(c),
                s(e),
                s(r)
            ),
        ));
    }
    Ok(())
}

fn verify_insertvalue(ctx: &Context, op: OpId) -> DResult<()> {
    let (Some(c), Some(v)) = (
        super::syntax::operand_type(ctx, op, 0),
        super::syntax::operand_type(ctx, op, 1),
    ) else {
        return Ok(());
    };
    let pos = dense(ctx, crate::ods::prop(ctx, op, "position"));
    let e = element_at(ctx, c, &pos).map_err(|m| op_err(ctx, op, m))?;
    if e != v {
        let s = |t| crate::print::type_to_string(ctx, t);
        return Err(op_err(
            ctx,
            op,
            format!("Type mismatch: cannot insert '{}' into '{}'", s(v), s(c)),
        ));
    }
    Ok(())
}

fn verify_shuffle(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(a) = super::syntax::operand_type(ctx, op, 0) else {
        return Ok(());
    };
    let mask = dense(ctx, crate::ods::prop(ctx, op, "mask"));
    if lt::is_scalable_vector_type(ctx, a) && mask.iter().any(|v| *v != 0) {
        return Err(op_err(
            ctx,
            op,
            "expected a splat operation for scalable vectors",
        ));
    }
    Ok(())
}
