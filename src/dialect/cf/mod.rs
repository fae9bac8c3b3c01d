//! The `cf` dialect as records: `cf.br`, `cf.cond_br`, `cf.assert`, and `cf.switch` (a
//! variadic-of-variadic operand list, custom syntax in `switch.rs`). `successors.rs` has the
//! successor-operand verifier (`BranchOpInterface`) other branch ops can reuse.

pub mod branch;
pub mod canonicalize;
pub mod successors;
pub mod switch;

use crate::ods::constraint::{
    ANY_INTEGER, ANY_TYPE, DENSE_I32_ARRAY_ATTR, I1, INT_ELEMENTS_ATTR, STRING_ATTR,
};

crate::ops! {
    /// `cf.switch %flag : i32, [ default: ^bb1, 42: ^bb2(%a : i32) ]`.
    pub struct SwitchOp = "cf.switch" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE, TERMINATOR],
        operands: [
            flag: ANY_INTEGER,
            default_operands "defaultOperands": ANY_TYPE [variadic],
            case_operands "caseOperands": ANY_TYPE [variadic],
        ],
        successors: [
            default_destination "defaultDestination": successor,
            case_destinations "caseDestinations": successor [variadic],
        ],
        attrs: [
            case_values "case_values": INT_ELEMENTS_ATTR [optional],
            case_operand_segments "case_operand_segments": DENSE_I32_ARRAY_ATTR,
        ],
        custom: (switch::parse, switch::print),
        def: {
            variadic_of_variadic: &[("caseOperands", "case_operand_segments")],
            verify: Some(switch::verify),
            branch: Some(canonicalize::switch_successor_operands),
            successor_for_operands: Some(canonicalize::switch_successor_for),
            canonicalize: canonicalize::SWITCH,
        },
    }

    /// `cf.assert %c, "message"`.
    pub struct AssertOp = "cf.assert" {
        operands: [arg: I1],
        attrs: [msg "msg": STRING_ATTR],
        format: "$arg `,` $msg attr-dict",
        def: {
            effects: Some(canonicalize::assert_effects),
            canonicalize: canonicalize::ASSERT,
        },
    }

    /// `cf.br ^bb(%a : i32)`.
    pub struct BranchOp = "cf.br" {
        traits: [PURE, TERMINATOR],
        operands: [dest_operands "destOperands": ANY_TYPE [variadic]],
        successors: [dest: successor],
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        def: {
            verify: Some(branch::verify_br),
            branch: Some(canonicalize::br_successor_operands),
            successor_for_operands: Some(canonicalize::br_successor_for),
            canonicalize: canonicalize::BR,
        },
    }

    /// `cf.cond_br %c, ^t(%a : i32), ^f`.
    pub struct CondBranchOp = "cf.cond_br" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE, TERMINATOR],
        operands: [
            condition: I1,
            true_dest_operands "trueDestOperands": ANY_TYPE [variadic],
            false_dest_operands "falseDestOperands": ANY_TYPE [variadic],
        ],
        successors: [true_dest "trueDest": successor, false_dest "falseDest": successor],
        format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        def: {
            verify: Some(branch::verify_cond_br),
            branch: Some(canonicalize::cond_br_successor_operands),
            successor_for_operands: Some(canonicalize::cond_br_successor_for),
            canonicalize: canonicalize::COND_BR,
        },
    }
}

/// The records of the dialect.
pub static RECORDS: &[&crate::ods::OpDef] = &[
    AssertOp::def(),
    BranchOp::def(),
    CondBranchOp::def(),
    SwitchOp::def(),
];

pub const ENUMS: &[super::enums::EnumDef] = &[];
