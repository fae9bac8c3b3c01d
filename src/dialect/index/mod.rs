//! The `index` dialect (MLIR 19): arithmetic on `index` values (`index.add %a, %b`), `index.cmp slt(%a, %b)`,
//! constants (`%idx42`, `%true`), `index.sizeof` and the casts to and from integers. The ODS-style checks
//! are shared with `arith` (`arith::ods`).

pub(crate) mod ops;

use super::enums::{self, EnumDef};
use super::{traits, OpDef};

/// One `OpDef` per op: `name => parse print verify [inherent attrs] (result namer)`.
macro_rules! index_ops {
    ($($name:literal => $parse:ident $print:ident $verify:ident [$($inh:literal),*] $(names $rn:ident)?;)*) => {
        pub const OPS: &[OpDef] = &[$(
            OpDef {
                inherent: &[$($inh),*],
                parse: Some(ops::$parse),
                print: Some(ops::$print),
                verify: Some(ops::$verify),
                result_names: index_ops!(@names $($rn)?),
                ..OpDef::new($name, traits::PURE)
            },
        )*];
    };
    (@names) => { None };
    (@names $rn:ident) => { Some(ops::$rn) };
}

index_ops! {
    "index.add" => parse_binary print_binary verify_binary [];
    "index.sub" => parse_binary print_binary verify_binary [];
    "index.mul" => parse_binary print_binary verify_binary [];
    "index.divs" => parse_binary print_binary verify_binary [];
    "index.divu" => parse_binary print_binary verify_binary [];
    "index.ceildivs" => parse_binary print_binary verify_binary [];
    "index.ceildivu" => parse_binary print_binary verify_binary [];
    "index.floordivs" => parse_binary print_binary verify_binary [];
    "index.rems" => parse_binary print_binary verify_binary [];
    "index.remu" => parse_binary print_binary verify_binary [];
    "index.maxs" => parse_binary print_binary verify_binary [];
    "index.maxu" => parse_binary print_binary verify_binary [];
    "index.mins" => parse_binary print_binary verify_binary [];
    "index.minu" => parse_binary print_binary verify_binary [];
    "index.shl" => parse_binary print_binary verify_binary [];
    "index.shrs" => parse_binary print_binary verify_binary [];
    "index.shru" => parse_binary print_binary verify_binary [];
    "index.and" => parse_binary print_binary verify_binary [];
    "index.or" => parse_binary print_binary verify_binary [];
    "index.xor" => parse_binary print_binary verify_binary [];
    "index.cmp" => parse_cmp print_cmp verify_cmp ["pred"];
    "index.constant" => parse_constant print_constant verify_constant ["value"] names constant_names;
    "index.bool.constant" => parse_bool_constant print_constant verify_bool_constant ["value"] names bool_constant_names;
    "index.sizeof" => parse_sizeof print_sizeof verify_sizeof [];
    "index.casts" => parse_cast print_cast verify_cast [];
    "index.castu" => parse_cast print_cast verify_cast [];
}

/// `#index<cmp_predicate slt>` (defined once, in `dialect::enums`), spelled `index.cmp slt(%a, %b)` in the
/// op's syntax.
pub const ENUMS: &[EnumDef] = &[enums::INDEX_CMP_PREDICATE];
