//! The `cf` dialect: `cf.br`, `cf.cond_br`, `cf.switch` and `cf.assert`. `successors.rs` has the
//! successor-operand verifier (`BranchOpInterface`) other branch ops can reuse.

pub mod branch;
pub mod dense;
pub mod successors;
pub mod switch;

use super::traits::*;
use super::OpDef;

pub static OPS: &[OpDef] = &[
    OpDef {
        parse: Some(branch::parse_br),
        print: Some(branch::print_br),
        verify: Some(branch::verify_br),
        ..OpDef::new("cf.br", TERMINATOR | PURE)
    },
    OpDef {
        inherent: &["operandSegmentSizes"],
        parse: Some(branch::parse_cond_br),
        print: Some(branch::print_cond_br),
        verify: Some(branch::verify_cond_br),
        ..OpDef::new("cf.cond_br", TERMINATOR | PURE)
    },
    OpDef {
        inherent: &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
        parse: Some(switch::parse),
        print: Some(switch::print),
        verify: Some(switch::verify),
        ..OpDef::new("cf.switch", TERMINATOR | PURE)
    },
    OpDef {
        inherent: &["msg"],
        parse: Some(branch::parse_assert),
        print: Some(branch::print_assert),
        verify: Some(branch::verify_assert),
        ..OpDef::new("cf.assert", 0)
    },
];

pub const ENUMS: &[super::enums::EnumDef] = &[];
