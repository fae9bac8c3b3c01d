//! Enum attributes: the one definition form ([`EnumDef`], shared with the IR) and helpers records use.

pub use crate::ir::enums::{EnumDef, EnumRef};
use crate::ir::{AttrKind, Attribute, Context};

/// The value of `a` if it is an enum attribute of `def`.
pub fn enum_value(ctx: &Context, a: Attribute, def: &EnumDef) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def: d, value } if d.name == def.name => Some(*value),
        _ => None,
    }
}

/// The enum attribute of `def` with `value`.
pub fn enum_attr(ctx: &mut Context, def: &'static EnumDef, value: u64) -> Attribute {
    ctx.attr(AttrKind::Enum {
        def: EnumRef(def),
        value,
    })
}
