//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`. `ods.rs` holds the
//! ODS-style verifier checks the sibling dialects share.

pub mod cast;
pub mod module;
pub mod ods;

use super::traits::*;
use super::OpDef;

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &["sym_name", "sym_visibility"],
        parse: Some(module::parse),
        print: Some(module::print),
        verify: Some(module::verify),
        default_dialect: Some("builtin"),
        ..OpDef::new(
            "builtin.module",
            ISOLATED_FROM_ABOVE
                | NO_TERMINATOR
                | SINGLE_BLOCK
                | SYMBOL_TABLE
                | SYMBOL
                | GRAPH_REGION
                | ALLOCA_SCOPE,
        )
    },
    OpDef {
        parse: Some(cast::parse),
        print: Some(cast::print),
        verify: Some(cast::verify),
        ..OpDef::new("builtin.unrealized_conversion_cast", PURE)
    },
];

pub const ENUMS: &[super::enums::EnumDef] = &[];
