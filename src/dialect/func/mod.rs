//! The `func` dialect as records: `func.func` (custom syntax in `func_op.rs`, on the shared
//! function signature syntax of [`crate::dialect::function_interface`]), `func.return`,
//! `func.call`, `func.call_indirect`, `func.constant`.

pub mod call;
pub mod canonicalize;
pub mod func_op;
pub mod return_op;

use crate::ods::constraint::{
    ANY_TYPE, DICT_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, FUNCTION_TYPE, FUNCTION_TYPE_ATTR,
    STRING_ATTR, SYMBOL_NAME_ATTR,
};
use crate::ods::OpConstraint;

crate::ops! {
    /// `func.func private @f(%a: i32) -> i32 attributes {...} { ... }`.
    pub struct FuncOp = "func.func" {
        traits: [ISOLATED_FROM_ABOVE, SYMBOL, ALLOCA_SCOPE, AFFINE_SCOPE],
        regions: [body: region],
        attrs: [
            sym_name "sym_name": SYMBOL_NAME_ATTR,
            function_type "function_type": FUNCTION_TYPE_ATTR,
            sym_visibility "sym_visibility": STRING_ATTR [optional],
            arg_attrs "arg_attrs": DICT_ARRAY_ATTR [optional],
            res_attrs "res_attrs": DICT_ARRAY_ATTR [optional],
        ],
        custom: (func_op::parse, func_op::print),
        def: {
            verify: Some(func_op::verify),
            default_dialect: Some("func"),
            callable: Some(canonicalize::callable_region),
        },
    }

    /// `func.call @callee(%a) : (i32) -> i32`.
    pub struct CallOp = "func.call" {
        operands: [operands: ANY_TYPE [variadic]],
        results: [results: ANY_TYPE [variadic]],
        attrs: [callee "callee": FLAT_SYMBOL_REF_ATTR],
        format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
        def: {
            verify: Some(call::verify_call),
            call: Some(crate::ods::CallInterface {
                callee: |ctx, op| crate::ods::prop(ctx, op, "callee"),
                args_start: |_, _| 0,
            }),
        },
    }

    /// `func.call_indirect %f(%a) : (i32) -> i32`.
    pub struct CallIndirectOp = "func.call_indirect" {
        operands: [callee: FUNCTION_TYPE, callee_operands: ANY_TYPE [variadic]],
        results: [results: ANY_TYPE [variadic]],
        custom: (call_indirect_syntax::parse, call_indirect_syntax::print),
        def: {
            constraints: &[
                OpConstraint::Pred {
                    check: call::verify_call_indirect_types,
                    summary: "callee input types match argument types",
                },
                OpConstraint::Pred {
                    check: call::verify_call_indirect_results,
                    summary: "callee result types match result types",
                },
            ],
            canonicalize: canonicalize::CALL_INDIRECT,
            call: Some(crate::ods::CallInterface {
                callee: |_, _| None,
                args_start: |_, _| 1,
            }),
        },
    }

    /// `func.constant @f : (i32) -> i32`.
    pub struct ConstantOp = "func.constant" {
        traits: [PURE, CONSTANT_LIKE],
        results: [result: ANY_TYPE],
        attrs: [value "value": FLAT_SYMBOL_REF_ATTR],
        format: "attr-dict $value `:` type(results)",
        def: {
            verify: Some(call::verify_constant),
            result_names: Some(|_, _, names| names.push((0, "f".to_string()))),
        },
    }

    /// `func.return %a : i32`.
    pub struct ReturnOp = "func.return" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        operands: [operands: ANY_TYPE [variadic]],
        format: "attr-dict ($operands^ `:` type($operands))?",
        def: { parents: &[FuncOp::NAME], verify: Some(return_op::verify) },
    }
}

/// The records of the dialect.
pub static RECORDS: &[&crate::ods::OpDef] = &[
    FuncOp::def(),
    CallOp::def(),
    CallIndirectOp::def(),
    ConstantOp::def(),
    ReturnOp::def(),
];

/// `func.call_indirect`'s syntax: the callee's function type gives every other type (upstream's
/// format resolves them through `TypesMatchWith` transformers that yield type lists).
mod call_indirect_syntax {
    use crate::diag::DResult;
    use crate::dialect::function_interface::function_type_parts;
    use crate::ir::{OpId, OpState};
    use crate::ods::asm::{AsmParser, AsmPrinter, Punct};

    pub fn parse(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
        let callee = p.parse_operand()?;
        p.parse_punct(Punct::LParen)?;
        let off = p.offset();
        let operands = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        p.parse_optional_attr_dict(st)?;
        p.parse_punct(Punct::Colon)?;
        let ty_off = p.offset();
        let fty = p.parse_type()?;
        let Some((inputs, results)) =
            function_type_parts(p.ctx_ref(), fty).map(|(i, r)| (i.to_vec(), r.to_vec()))
        else {
            return Err(p.error_at(ty_off, "invalid kind of type specified".into()));
        };
        st.operands.push(p.resolve_operand(&callee, fty)?);
        st.operands
            .extend(p.resolve_operands(&operands, &inputs, off)?);
        st.result_types = results;
        Ok(())
    }

    pub fn print(p: &mut dyn AsmPrinter, op: OpId) {
        let ctx = p.ctx();
        let operands = ctx.ops[op].operands.to_vec();
        let Some((&callee, args)) = operands.split_first() else {
            return;
        };
        let fty = ctx.value_type(callee);
        p.write(" ");
        p.print_operand(callee);
        p.write("(");
        p.print_operands(args);
        p.write(")");
        p.print_optional_attr_dict(op, &[]);
        p.write(" : ");
        p.print_type(fty);
    }
}

pub const ENUMS: &[super::enums::EnumDef] = &[];
