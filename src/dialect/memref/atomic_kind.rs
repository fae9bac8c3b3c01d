//! What `memref.atomic_rmw`'s verifier needs of its kind (`arith::AtomicRMWKind`, defined with the
//! arith dialect's constraints): which types each kind accepts.

use crate::dialect::arith::constraints::ATOMIC_RMW_KINDS;
use crate::ir::{Attribute, Context};

/// Which operand types a kind accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KindClass {
    Float,
    Integer,
    Any,
}

/// The keyword and class of the kind `a` holds, if it is one.
pub fn kind_class(ctx: &Context, a: Attribute) -> Option<(&'static str, KindClass)> {
    let v = u64::try_from(ctx.as_i64(a)?).ok()?;
    let keyword = ATOMIC_RMW_KINDS.cases.iter().find(|c| c.1 == v)?.0;
    let class = match keyword {
        "addf" | "maximumf" | "minimumf" | "mulf" => KindClass::Float,
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi" => KindClass::Integer,
        _ => KindClass::Any,
    };
    Some((keyword, class))
}
