//! The `func` dialect: `func.func`, `func.return`, `func.call`, `func.call_indirect`, `func.constant`.
//! `signature.rs` holds the function-signature syntax other function-like ops (`llvm.func`) reuse.

pub mod call;
pub mod func_op;
pub mod return_op;
pub mod signature;

use super::traits::*;
use super::OpDef;

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &[
            "arg_attrs",
            "function_type",
            "res_attrs",
            "sym_name",
            "sym_visibility",
        ],
        parse: Some(func_op::parse),
        print: Some(func_op::print),
        verify: Some(func_op::verify),
        default_dialect: Some("func"),
        ..OpDef::new("func.func", ISOLATED_FROM_ABOVE | SYMBOL | ALLOCA_SCOPE)
    },
    OpDef {
        parse: Some(return_op::parse),
        print: Some(return_op::print),
        verify: Some(return_op::verify),
        ..OpDef::new("func.return", TERMINATOR | RETURN_LIKE | PURE)
    },
    OpDef {
        inherent: &["callee"],
        parse: Some(call::parse_call),
        print: Some(call::print_call),
        verify: Some(call::verify_call),
        ..OpDef::new("func.call", 0)
    },
    OpDef {
        parse: Some(call::parse_call_indirect),
        print: Some(call::print_call_indirect),
        verify: Some(call::verify_call_indirect),
        ..OpDef::new("func.call_indirect", 0)
    },
    OpDef {
        inherent: &["value"],
        parse: Some(call::parse_constant),
        print: Some(call::print_constant),
        verify: Some(call::verify_constant),
        result_names: Some(call::constant_result_names),
        ..OpDef::new("func.constant", PURE)
    },
];

pub const ENUMS: &[super::enums::EnumDef] = &[];
