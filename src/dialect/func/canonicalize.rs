//! `func`'s canonicalization pattern and constant materializer (MLIR 19's FuncOps.cpp).

use super::{CallIndirectOp, CallOp, ConstantOp};
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind};
use crate::ods::typed::{build_state, Group};
use crate::transforms::matchers::constant;
use crate::transforms::{Pattern, Rewriter};

/// `CallIndirectOp::canonicalize`: a call of a constant callee is a direct call.
fn call_indirect_canonicalize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let c = CallIndirectOp(op);
    let Some(callee) = constant(ctx, c.callee(ctx)) else {
        return false;
    };
    if !matches!(ctx.attr_kind(callee), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let args = c.callee_operands(ctx).to_vec();
    let results = ctx.result_types(op);
    let loc = ctx.ops[op].loc;
    let st = build_state(
        rw.ctx,
        CallOp::def(),
        loc,
        &[Group::Many(&results)],
        &[Group::Many(&args)],
        &[("callee", Some(callee))],
    );
    rw.replace_op_with_new(op, st);
    true
}

pub static CALL_INDIRECT: &[Pattern] = &[Pattern::new(
    "CallIndirectOp::canonicalize",
    call_indirect_canonicalize,
)];

/// `FuncDialect::materializeConstant`: `func.constant` for a flat symbol reference of function
/// type.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    let flat =
        matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !matches!(ctx.kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    Some(build_state(
        ctx,
        ConstantOp::def(),
        loc,
        &[Group::One(ty)],
        &[],
        &[("value", Some(value))],
    ))
}

/// `CallableOpInterface::getCallableRegion` of `func.func`: its body, unless it is a declaration.
pub fn callable_region(ctx: &Context, op: OpId) -> Option<crate::ir::RegionId> {
    let r = *ctx.ops[op].regions.first()?;
    ctx.regions[r].first.is_some().then_some(r)
}
