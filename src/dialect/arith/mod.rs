//! The `arith` dialect (MLIR 19): integer and float arithmetic, comparisons, `select`, `constant`, casts
//! and the extended (two-result) ops, with upstream's custom syntax, properties and verifier messages.
//!
//! Code map: `ods` (the checks ODS generates, shared with `index`), `syntax` (shared custom-syntax pieces),
//! then one file per family of ops.

pub(crate) mod binary;
pub(crate) mod casts;
pub(crate) mod cmp;
pub(crate) mod constant;
pub(crate) mod extended;
pub(crate) mod ods;
pub(crate) mod select;
pub(crate) mod syntax;

use super::enums::{self, EnumDef};
use super::{traits, OpDef};

/// One `OpDef` per op: `name => family [inherent attrs] (result namer)`. The family module provides
/// `parse`, `print` and `verify`.
macro_rules! arith_ops {
    ($($name:literal => $family:ident [$($inh:literal),*] $(defaults $d:ident)? $(names $rn:path)?;)*) => {
        pub const OPS: &[OpDef] = &[$(
            OpDef {
                inherent: &[$($inh),*],
                default_props: arith_ops!(@defaults $($d)?),
                parse: Some($family::parse),
                print: Some($family::print),
                verify: Some($family::verify),
                result_names: arith_ops!(@names $($rn)?),
                ..OpDef::new($name, traits::PURE)
            },
        )*];
    };
    (@defaults) => { &[] };
    (@defaults $d:ident) => { $d };
    (@names) => { None };
    (@names $rn:path) => { Some($rn) };
}

arith_ops! {
    "arith.addi" => binary ["overflowFlags"] defaults OVERFLOW_NONE;
    "arith.subi" => binary ["overflowFlags"] defaults OVERFLOW_NONE;
    "arith.muli" => binary ["overflowFlags"] defaults OVERFLOW_NONE;
    "arith.divsi" => binary [];
    "arith.divui" => binary [];
    "arith.ceildivsi" => binary [];
    "arith.ceildivui" => binary [];
    "arith.floordivsi" => binary [];
    "arith.remsi" => binary [];
    "arith.remui" => binary [];
    "arith.andi" => binary [];
    "arith.ori" => binary [];
    "arith.xori" => binary [];
    "arith.shli" => binary ["overflowFlags"] defaults OVERFLOW_NONE;
    "arith.shrsi" => binary [];
    "arith.shrui" => binary [];
    "arith.maxsi" => binary [];
    "arith.maxui" => binary [];
    "arith.minsi" => binary [];
    "arith.minui" => binary [];
    "arith.addf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.subf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.mulf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.divf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.remf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.maximumf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.minimumf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.maxnumf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.minnumf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.negf" => binary ["fastmath"] defaults FASTMATH_NONE;
    "arith.cmpi" => cmp ["predicate"];
    "arith.cmpf" => cmp ["fastmath", "predicate"] defaults FASTMATH_NONE;
    "arith.select" => select [];
    "arith.constant" => constant ["value"] names constant::result_names;
    "arith.extui" => casts [];
    "arith.extsi" => casts [];
    "arith.trunci" => casts [];
    "arith.extf" => casts ["fastmath"];
    "arith.truncf" => casts ["fastmath", "roundingmode"];
    "arith.uitofp" => casts [];
    "arith.sitofp" => casts [];
    "arith.fptoui" => casts [];
    "arith.fptosi" => casts [];
    "arith.index_cast" => casts [];
    "arith.index_castui" => casts [];
    "arith.bitcast" => casts [];
    "arith.addui_extended" => extended [] names extended::result_names;
    "arith.mulsi_extended" => extended [] names extended::result_names;
    "arith.mului_extended" => extended [] names extended::result_names;
}

/// Upstream materializes `fastmath = #arith.fastmath<none>` when the input leaves it out.
pub const FASTMATH_NONE: &[(&str, super::DefaultFn)] =
    &[("fastmath", |ctx| enum_none(ctx, "arith.fastmath"))];
/// Upstream materializes `overflowFlags = #arith.overflow<none>` when the input leaves it out.
pub const OVERFLOW_NONE: &[(&str, super::DefaultFn)] =
    &[("overflowFlags", |ctx| enum_none(ctx, "arith.overflow"))];

/// The empty value of a registered bit enum.
fn enum_none(ctx: &mut crate::ir::Context, name: &str) -> crate::ir::Attribute {
    let def = enums::lookup(name).expect("arith enums are registered");
    ctx.attr(crate::ir::AttrKind::Enum { def, value: 0 })
}

/// `#arith.fastmath<nnan,ninf>` and `#arith.overflow<nsw, nuw>` (defined once, in `dialect::enums`).
pub const ENUMS: &[EnumDef] = &[enums::ARITH_FASTMATH, enums::ARITH_OVERFLOW];

#[cfg(test)]
mod tests {
    #[test]
    fn every_family_row_has_an_op() {
        for s in super::binary::SPECS {
            assert!(super::OPS.iter().any(|d| d.name == s.name), "{}", s.name);
        }
        for s in super::casts::CASTS {
            assert!(super::OPS.iter().any(|d| d.name == s.name), "{}", s.name);
        }
        assert_eq!(super::OPS.len(), 49);
    }
}
