//! `convert-ub-to-llvm` (upstream `UBToLLVM`): `ub.poison` (fully poisoned) becomes
//! `llvm.mlir.poison` of the converted type.

use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome, PatternSet};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::ub;
use irbridge::ir::{AttrKind, OpId, ValueId};

/// Adds the ub lowering patterns.
pub fn populate_ub_to_llvm_patterns(patterns: &mut PatternSet) {
    patterns.add(Poison);
}

struct Poison;

impl ConversionPattern for Poison {
    fn root(&self) -> &'static str {
        irbridge::dialect::ub::PoisonOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let fully = ub::PoisonOp(op).value(rw.ctx).is_none_or(|a| {
            matches!(rw.ctx.attr_kind(a), AttrKind::DialectStruct { name, .. } if rw.ctx.str(*name) == ub::POISON_ATTR)
        });
        if !fully {
            return Ok(Outcome::NoMatch);
        }
        let Some(ty) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let loc = rw.ctx.ops[op].loc;
        let v = llvm_build::poison(rw, ty, loc);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}
