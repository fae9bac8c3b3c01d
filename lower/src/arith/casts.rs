//! Casts that are not plain one-to-one: identity bitcasts vanish, `truncf` with a rounding mode is the
//! constrained intrinsic, and index casts extend or truncate to the index width.

use super::flags::converted_attrs;
use super::flags::FlagConversion;
use super::nd_vector;
use super::one_to_one::{all_compatible, float_types_survive, rewrite_one_to_one};
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{BitcastOp, IndexCastOp, IndexCastUIOp, TruncFOp};
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops::casts::{SExtOp, TruncOp, ZExtOp};
use irbridge::ir::{Context, OpId, Type, ValueId};
use irbridge::ods::OpDef;

/// `arith.bitcast` whose converted source and result types are equal: the operand itself (upstream's
/// `IdentityBitcastLowering`, tried before the one-to-one pattern).
pub struct IdentityBitcast;

impl ConversionPattern for IdentityBitcast {
    fn root(&self) -> &'static str {
        BitcastOp::NAME
    }
    fn benefit(&self) -> u16 {
        10
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let converted = llvm_build::converted_result_type(rw, op, 0);
        if converted.is_none() || converted != Some(rw.ctx.value_type(operands[0])) {
            return Ok(Outcome::NoMatch);
        }
        rw.replace_op(op, &[operands[0]]);
        Ok(Outcome::Rewritten)
    }
}

/// `arith.roundingmode` values (`to_nearest_even` = 0, `downward`, `upward`, `toward_zero`,
/// `to_nearest_away`) and the `llvm.roundingmode` each becomes.
const ROUNDING_MODES: &[(&str, i64, i64)] = &[
    ("to_nearest_even", 0, 1),
    ("downward", 1, 3),
    ("upward", 2, 2),
    ("toward_zero", 3, 0),
    ("to_nearest_away", 4, 4),
];

/// `llvm.fpExceptionBehavior` `ignore`.
const FP_EXCEPTION_IGNORE: i64 = 0;

/// `arith.truncf` with a rounding mode: `llvm.intr.experimental.constrained.fptrunc` with that mode and
/// exceptions ignored (upstream's `ConstrainedTruncFOpLowering`).
pub struct ConstrainedTruncF;

impl ConversionPattern for ConstrainedTruncF {
    fn root(&self) -> &'static str {
        TruncFOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(mode) = rw.ctx.get_attr(op, "roundingmode") else {
            return Ok(Outcome::NoMatch);
        };
        if !float_types_survive(rw, op) {
            return Ok(Outcome::NoMatch);
        }
        let Some(llvm_mode) = rw
            .ctx
            .as_i64(mode)
            .and_then(|m| ROUNDING_MODES.iter().find(|r| r.1 == m))
            .map(|r| r.2)
        else {
            return Ok(Outcome::NoMatch);
        };
        let (_, mut attrs) = converted_attrs(rw.ctx, op, FlagConversion::PassThrough);
        attrs.retain(|(k, _)| rw.ctx.str(*k) != "roundingmode");
        let i64t = rw.ctx.i64();
        let props = vec![
            (
                rw.ctx.sym("fpExceptionBehavior"),
                rw.ctx.int_attr(i64t, FP_EXCEPTION_IGNORE),
            ),
            (rw.ctx.sym("roundingmode"), rw.ctx.int_attr(i64t, llvm_mode)),
        ];
        Ok(rewrite_one_to_one(
            rw,
            op,
            operands,
            llvm_intr::EXPERIMENTAL_CONSTRAINED_FPTRUNC,
            &props,
            &attrs,
        ))
    }
}

/// `arith.index_cast` (sign-extending) or `arith.index_castui` (zero-extending), and likewise
/// `index.casts` / `index.castu`: same width is the operand itself, narrower truncates, wider extends;
/// n-D vectors piece by piece.
pub struct IndexCast {
    name: &'static str,
    ext: &'static OpDef,
}

impl IndexCast {
    pub const SIGNED: IndexCast = IndexCast {
        name: IndexCastOp::NAME,
        ext: SExtOp::def(),
    };
    pub const UNSIGNED: IndexCast = IndexCast {
        name: IndexCastUIOp::NAME,
        ext: ZExtOp::def(),
    };
    /// The pattern for the cast op `name`, extending with `ext` (`llvm.sext` or `llvm.zext`).
    pub const fn new(name: &'static str, ext: &'static OpDef) -> IndexCast {
        IndexCast { name, ext }
    }
}

/// The integer width of a scalar or (nested) vector/array element type.
fn elem_width(ctx: &Context, mut t: Type) -> Option<u32> {
    loop {
        if let Some(w) = ctx.int_width(t) {
            return Some(w);
        }
        if let Some((e, _)) = irbridge::dialect::llvm::types::array_info(ctx, t) {
            t = e;
            continue;
        }
        let e = ctx.element_type(t);
        if e == t {
            return None;
        }
        t = e;
    }
}

impl ConversionPattern for IndexCast {
    fn root(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        if !all_compatible(rw, operands) {
            return Ok(Outcome::NoMatch);
        }
        let Some(target) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let input = operands[0];
        let (Some(to_bits), Some(from_bits)) = (
            elem_width(rw.ctx, target),
            elem_width(rw.ctx, rw.ctx.value_type(input)),
        ) else {
            return Ok(Outcome::NoMatch);
        };
        if to_bits == from_bits {
            rw.replace_op(op, &[input]);
            return Ok(Outcome::Rewritten);
        }
        let cast = if to_bits < from_bits {
            TruncOp::def()
        } else {
            self.ext
        };
        let loc = rw.ctx.ops[op].loc;
        let v = if nd_vector::is_array(rw, input) {
            match nd_vector::unroll(rw, target, &[input], loc, |rw, t1d, pieces| {
                rw.create_value(cast, loc, pieces, t1d, &[])
            }) {
                Some(v) => v,
                None => return Ok(Outcome::NoMatch),
            }
        } else {
            rw.create_value(cast, loc, &[input], target, &[])
        };
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}
