//! The `cf` dialect: `cf.br`, `cf.cond_br` and `cf.assert` as records; `cf.switch` (a
//! variadic-of-variadic operand list) hand-written. `successors.rs` has the successor-operand verifier
//! (`BranchOpInterface`) other branch ops can reuse.

pub mod branch;
pub mod canonicalize;
pub mod dense;
pub mod successors;
pub mod switch;

use super::traits::*;
use super::OpDef;
use crate::ods::constraint::{ANY_TYPE, I1, STRING_ATTR};

pub static OPS: &[OpDef] = &[OpDef {
    inherent: &[
        "case_operand_segments",
        "case_values",
        "operandSegmentSizes",
    ],
    parse: Some(switch::parse),
    print: Some(switch::print),
    verify: Some(switch::verify),
    branch: Some(canonicalize::switch_successor_operands),
    successor_for_operands: Some(canonicalize::switch_successor_for),
    canonicalize: canonicalize::SWITCH,
    ..OpDef::new(SwitchOp::NAME, TERMINATOR | PURE)
}];

crate::ops! {
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
pub static RECORDS: &[&crate::ods::OpDef] =
    &[AssertOp::def(), BranchOp::def(), CondBranchOp::def()];

pub const ENUMS: &[super::enums::EnumDef] = &[];

/// `cf.switch`, hand-written (a variadic-of-variadic operand list): its name and identity, as the records' handles give them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SwitchOp(pub crate::ir::OpId);

impl SwitchOp {
    /// The op's name.
    pub const NAME: &'static str = "cf.switch";
    /// The op's definition.
    pub fn def() -> &'static OpDef {
        &OPS[0]
    }
    /// True if `op` is this op (by its definition's name: the hand-written table is a promoted
    /// constant, not a `static`, so its entry has no single address to compare).
    pub fn is(ctx: &crate::ir::Context, op: crate::ir::OpId) -> bool {
        ctx.ops[op].def.is_some_and(|d| d.name == Self::NAME)
    }
    /// `op` as this op, if it is one.
    pub fn cast(ctx: &crate::ir::Context, op: crate::ir::OpId) -> Option<Self> {
        Self::is(ctx, op).then_some(Self(op))
    }
}
