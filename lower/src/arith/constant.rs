//! `arith.constant` → `llvm.mlir.constant` with the same value attribute (an n-D dense vector keeps
//! its vector type; the result is the array type) and the discardable attributes.

use super::flags::discardable_attrs;
use super::one_to_one::create_with_attrs;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::ir::{OpId, ValueId};

pub struct ConstantPattern;

impl ConversionPattern for ConstantPattern {
    fn root(&self) -> &'static str {
        irbridge::dialect::arith::ConstantOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(ty) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(value) = rw.ctx.get_attr(op, "value") else {
            return Ok(Outcome::NoMatch);
        };
        let props = vec![(rw.ctx.sym("value"), value)];
        let attrs = discardable_attrs(rw.ctx, op);
        let loc = rw.ctx.ops[op].loc;
        let v = create_with_attrs(
            rw,
            llvm_ops::constants::ConstantOp::def(),
            loc,
            &[],
            ty,
            &props,
            &attrs,
        );
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}
