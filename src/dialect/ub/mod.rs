//! The `ub` dialect (MLIR 19's UBOps.td): `ub.poison`, and the `#ub.poison` attribute (kept as an
//! `AttrKind::DialectStruct` named `ub.poison` without parameters).

use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Context, Type};
use crate::ods::asm::{AsmParser, AsmPrinter, DialectSymbol};
use crate::ods::constraint::{AttrConstraint, AttrStorage, ANY_TYPE};
use crate::ods::DefaultValue;

/// The name of the `#ub.poison` attribute.
pub const POISON_ATTR: &str = "ub.poison";

/// `#ub.poison`.
pub fn poison_attr(ctx: &mut Context) -> Attribute {
    let name = ctx.sym(POISON_ATTR);
    ctx.attr(AttrKind::DialectStruct {
        name,
        params: vec![],
    })
}

fn is_poison_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DialectStruct { name, .. } if ctx.str(*name) == POISON_ATTR)
}

/// `PoisonAttrInterface`: the attributes that say what is poisoned (`#ub.poison`: everything).
const POISON: AttrConstraint = AttrConstraint {
    summary: "PoisonAttrInterface instance",
    check: is_poison_attr,
    storage: AttrStorage::Builtin {
        is: is_poison_attr,
        ty: None,
    },
};

/// The default `value`: `#ub.poison`.
const FULLY_POISONED: DefaultValue = DefaultValue {
    make: poison_attr,
    is: is_poison_attr,
};

crate::ops! {
    /// `ub.poison : T` (and `ub.poison <#attr> : T`).
    pub struct PoisonOp = "ub.poison" {
        traits: [CONSTANT_LIKE, PURE],
        results: [result: ANY_TYPE],
        attrs: [value "value": POISON = FULLY_POISONED],
        format: "attr-dict (`<` $value^ `>`)? `:` type($result)",
    }
}

/// The state of `ub.poison <value> : ty` (what `materializeConstant` builds for a poison value).
pub fn poison_state(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> crate::ir::OpState {
    use crate::ods::typed::{build_state, Group};
    build_state(
        ctx,
        PoisonOp::def(),
        loc,
        &[Group::One(ty)],
        &[],
        &[("value", Some(value))],
    )
}

/// `UBDialect::materializeConstant`: `ub.poison` for a poison value.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<crate::ir::OpState> {
    is_poison_attr(ctx, value).then(|| poison_state(ctx, value, ty, loc))
}

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[PoisonOp::def()];

pub const ENUMS: &[super::enums::EnumDef] = &[];

/// The attribute hook of the dialect (after `#ub.mnemonic`).
pub fn parse_attr(
    p: &mut dyn AsmParser,
    sym: &DialectSymbol,
    _ty: Option<Type>,
) -> DResult<Attribute> {
    if sym.mnemonic != "poison" || sym.trailing {
        return Err(crate::dialect::syntax::unknown_dialect_attr(p, sym, "ub"));
    }
    Ok(poison_attr(p.ctx()))
}

/// The attribute printer of the dialect.
pub fn print_attr(p: &mut dyn AsmPrinter, a: Attribute) {
    if is_poison_attr(p.ctx(), a) {
        p.write("#ub.poison");
    }
}
