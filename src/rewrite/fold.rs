//! Folding one op (MLIR's `Operation::fold`, `m_Constant`, `Dialect::materializeConstant`).
//!
//! [`fold`] is the one entry point the greedy driver and the dialect conversion share: the
//! record's `fold` hook first, then the folds of its traits (`Commutative` moves constants to the
//! right, `Idempotent`, `Involution`), as upstream's generated fold hook does.

use crate::ir::{Attribute, Context, OpId, OpState, Type, ValueId};
use crate::ods::{traits, FoldResult, FoldValue, OpDef};

/// The constant `op` produces if it is `ConstantLike` (its `value` property, which is what every
/// constant op's folder returns).
/// Of a constant whose value is computed (`OpDef::constant`), only a value already interned is
/// found; [`intern_constant_of_op`] makes it.
pub fn constant_of_op(ctx: &Context, op: OpId) -> Option<Attribute> {
    let def = ctx.ops[op].def?;
    if !def.has(traits::CONSTANT_LIKE) {
        return None;
    }
    match def.constant {
        Some(f) => f(&mut crate::ods::Lookup(ctx), op),
        None => crate::ods::prop(ctx, op, "value"),
    }
}

/// [`constant_of_op`], interning a computed value (what folding the constant op gives).
pub fn intern_constant_of_op(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    let def = ctx.ops[op].def?;
    if !def.has(traits::CONSTANT_LIKE) {
        return None;
    }
    match def.constant {
        Some(f) => f(ctx, op),
        None => crate::ods::prop(ctx, op, "value"),
    }
}

/// `m_Constant`: the constant `v` is, if its defining op is constant-like.
pub fn constant_value(ctx: &Context, v: ValueId) -> Option<Attribute> {
    constant_of_op(ctx, ctx.defining_op(v)?)
}

/// The constant value of each operand of `op`.
pub fn operand_constants(ctx: &Context, op: OpId) -> Vec<Option<Attribute>> {
    ctx.ops[op]
        .operands
        .iter()
        .map(|v| constant_value(ctx, *v))
        .collect()
}

/// `Operation::fold`: what folding `op` gives (the record's folder, then its traits' folds).
pub fn fold(ctx: &mut Context, op: OpId) -> FoldResult {
    let Some(def) = ctx.ops[op].def else {
        return FoldResult::None;
    };
    // Every op the greedy driver visits is folded: no allocation for the usual few operands.
    let mut constants: smallvec::SmallVec<[Option<Attribute>; 4]> = smallvec::SmallVec::new();
    for i in 0..ctx.ops[op].operands.len() {
        let v = ctx.ops[op].operands[i];
        let c = match ctx.defining_op(v) {
            Some(d) => intern_constant_of_op(ctx, d),
            None => None,
        };
        constants.push(c);
    }
    fold_with(ctx, op, def, &constants)
}

/// [`fold`] with the operands' constants already known.
pub fn fold_with(
    ctx: &mut Context,
    op: OpId,
    def: &'static OpDef,
    constants: &[Option<Attribute>],
) -> FoldResult {
    let own = match def.fold {
        Some(f) => f(ctx, op, constants),
        // A constant folds to its value (every `ConstantLike` op's folder).
        None if def.has(traits::CONSTANT_LIKE) => match intern_constant_of_op(ctx, op) {
            Some(v) => return FoldResult::Values(vec![FoldValue::Attr(v)]),
            None => FoldResult::None,
        },
        None => FoldResult::None,
    };
    let own = match own {
        // A folder returning the op's own result changed it in place.
        FoldResult::Values(v)
            if v.len() == 1
                && ctx.ops[op].results.len() == 1
                && matches!(v[0], FoldValue::Value(x) if x == ctx.ops[op].results[0]) =>
        {
            FoldResult::InPlace
        }
        FoldResult::Values(v) => return FoldResult::Values(v),
        other => other,
    };
    match fold_traits(ctx, op, def, constants) {
        FoldResult::None => own,
        r => r,
    }
}

/// The folds traits give (`foldTraits`), in trait order; the first that applies wins.
pub fn fold_traits(
    ctx: &mut Context,
    op: OpId,
    def: &OpDef,
    constants: &[Option<Attribute>],
) -> FoldResult {
    if def.has(traits::COMMUTATIVE) && fold_commutative(ctx, op, constants) {
        return FoldResult::InPlace;
    }
    let single = ctx.ops[op].results.len() == 1;
    if def.has(traits::IDEMPOTENT) && single {
        if let Some(v) = fold_idempotent(ctx, op) {
            return self_or_value(ctx, op, v);
        }
    }
    if def.has(traits::INVOLUTION) && single {
        if let Some(v) = fold_involution(ctx, op) {
            return self_or_value(ctx, op, v);
        }
    }
    if def.has(traits::CAST_INTERFACE) {
        // `foldCastInterfaceOp`: a cast to its operand's own type is the operand.
        let d = &ctx.ops[op];
        if d.operands.len() == 1
            && d.results.len() == 1
            && ctx.values[d.operands[0]].ty == ctx.values[d.results[0]].ty
        {
            return FoldResult::Values(vec![FoldValue::Value(d.operands[0])]);
        }
    }
    FoldResult::None
}

fn self_or_value(ctx: &Context, op: OpId, v: ValueId) -> FoldResult {
    if v == ctx.ops[op].results[0] {
        FoldResult::InPlace
    } else {
        FoldResult::Values(vec![FoldValue::Value(v)])
    }
}

/// `foldCommutative`: constant operands move after the others, each group keeping its order.
fn fold_commutative(ctx: &mut Context, op: OpId, constants: &[Option<Attribute>]) -> bool {
    let operands = ctx.ops[op].operands.to_vec();
    if operands.len() < 2 {
        return false;
    }
    let Some(first_const) = constants.iter().position(|c| c.is_some()) else {
        return false;
    };
    let tail = &operands[first_const..];
    let tail_consts = &constants[first_const..];
    let mut reordered: Vec<ValueId> = operands[..first_const].to_vec();
    reordered.extend(
        tail.iter()
            .zip(tail_consts)
            .filter(|(_, c)| c.is_none())
            .map(|(v, _)| *v),
    );
    let moved = reordered.len() > first_const;
    if !moved {
        return false;
    }
    reordered.extend(
        tail.iter()
            .zip(tail_consts)
            .filter(|(_, c)| c.is_some())
            .map(|(v, _)| *v),
    );
    for (i, v) in reordered.into_iter().enumerate() {
        if ctx.ops[op].operands[i] != v {
            ctx.set_operand(op, i, v);
        }
    }
    true
}

/// `foldIdempotent`: `f(f(x)) = f(x)`, `g(x, x) = x`.
fn fold_idempotent(ctx: &Context, op: OpId) -> Option<ValueId> {
    let operands = &ctx.ops[op].operands;
    if operands.len() == 1 {
        let arg = ctx.defining_op(operands[0])?;
        (ctx.ops[arg].name == ctx.ops[op].name).then_some(operands[0])
    } else if operands.len() >= 2 && operands[0] == operands[1] {
        Some(operands[0])
    } else {
        None
    }
}

/// `foldInvolution`: `f(f(x)) = x`.
fn fold_involution(ctx: &Context, op: OpId) -> Option<ValueId> {
    let arg = ctx.defining_op(*ctx.ops[op].operands.first()?)?;
    (ctx.ops[arg].name == ctx.ops[op].name).then(|| ctx.ops[arg].operands[0])
}

/// The dialect an op belongs to (the prefix of its name).
pub fn dialect_of(ctx: &Context, op: OpId) -> &str {
    let name = ctx.op_name(op);
    name.split_once('.').map_or(name, |d| d.0)
}

/// `Dialect::materializeConstant` of `dialect`: the op holding `value` as a `ty` constant.
pub fn materialize(
    ctx: &mut Context,
    dialect: &str,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    let f = ctx.registry.materializer(dialect)?;
    f(ctx, value, ty, loc)
}
