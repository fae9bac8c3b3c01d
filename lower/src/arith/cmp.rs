//! `arith.cmpi` → `llvm.icmp`, `arith.cmpf` → `llvm.fcmp` (fastmath carried), predicates mapped by
//! keyword through tables; n-D vectors piece by piece. Discardable attributes are not carried (as
//! upstream).

use super::flags::op_fastmath;
use super::nd_vector;
use super::one_to_one::{all_compatible, float_types_survive};
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{CmpFOp, CmpIOp};
use irbridge::dialect::llvm::ops::arith::{FCmpOp, ICmpOp};
use irbridge::ir::{OpId, ValueId};
use irbridge::ods::OpDef;

/// (keyword, `arith.cmpi` predicate, `llvm.icmp` predicate).
pub const CMPI_PREDICATES: &[(&str, i64, i64)] = &[
    ("eq", 0, 0),
    ("ne", 1, 1),
    ("slt", 2, 2),
    ("sle", 3, 3),
    ("sgt", 4, 4),
    ("sge", 5, 5),
    ("ult", 6, 6),
    ("ule", 7, 7),
    ("ugt", 8, 8),
    ("uge", 9, 9),
];

/// (keyword, `arith.cmpf` predicate, `llvm.fcmp` predicate).
pub const CMPF_PREDICATES: &[(&str, i64, i64)] = &[
    ("false", 0, 0),
    ("oeq", 1, 1),
    ("ogt", 2, 2),
    ("oge", 3, 3),
    ("olt", 4, 4),
    ("ole", 5, 5),
    ("one", 6, 6),
    ("ord", 7, 7),
    ("ueq", 8, 8),
    ("ugt", 9, 9),
    ("uge", 10, 10),
    ("ult", 11, 11),
    ("ule", 12, 12),
    ("une", 13, 13),
    ("uno", 14, 14),
    ("true", 15, 15),
];

pub struct CmpPattern {
    src: &'static str,
    dst: &'static OpDef,
    table: &'static [(&'static str, i64, i64)],
    fastmath: bool,
}

impl CmpPattern {
    pub const INT: CmpPattern = CmpPattern {
        src: CmpIOp::NAME,
        dst: ICmpOp::def(),
        table: CMPI_PREDICATES,
        fastmath: false,
    };
    pub const FLOAT: CmpPattern = CmpPattern {
        src: CmpFOp::NAME,
        dst: FCmpOp::def(),
        table: CMPF_PREDICATES,
        fastmath: true,
    };
}

impl ConversionPattern for CmpPattern {
    fn root(&self) -> &'static str {
        self.src
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        if !all_compatible(rw, operands) || !float_types_survive(rw, op) {
            return Ok(Outcome::NoMatch);
        }
        let Some(ty) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(pred) = rw
            .ctx
            .get_attr(op, "predicate")
            .and_then(|a| rw.ctx.as_i64(a))
            .and_then(|p| self.table.iter().find(|r| r.1 == p))
            .map(|r| r.2)
        else {
            return Ok(Outcome::NoMatch);
        };
        let i64t = rw.ctx.i64();
        let mut props = vec![("predicate", rw.ctx.int_attr(i64t, pred))];
        if self.fastmath {
            props.push(("fastmathFlags", op_fastmath(rw.ctx, op)));
        }
        let loc = rw.ctx.ops[op].loc;
        let dst = self.dst;
        let v = if nd_vector::is_array(rw, operands[0]) {
            match nd_vector::unroll(rw, ty, operands, loc, |rw, t1d, pieces| {
                rw.create_value(dst, loc, pieces, t1d, &props)
            }) {
                Some(v) => v,
                None => return Ok(Outcome::NoMatch),
            }
        } else {
            rw.create_value(dst, loc, operands, ty, &props)
        };
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}
