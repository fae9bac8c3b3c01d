//! Extended arithmetic. `addui_extended` is `llvm.intr.uadd.with.overflow` and two field reads;
//! `mulsi_extended`/`mului_extended` multiply in twice the width and split the product into its low
//! half (truncate) and high half (shift right, truncate). Scalars and 1-D vectors only: upstream
//! leaves n-D vectors alone.

use super::nd_vector;
use super::one_to_one::all_compatible;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{AddUIExtendedOp, MulSIExtendedOp, MulUIExtendedOp};
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops::arith::{LShrOp, MulOp};
use irbridge::dialect::llvm::ops::casts::{SExtOp, TruncOp, ZExtOp};
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{AttrKind, OpId, TypeKind, ValueId};
use irbridge::ods::OpDef;

pub struct AddUiExtended;

impl ConversionPattern for AddUiExtended {
    fn root(&self) -> &'static str {
        AddUIExtendedOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        if !all_compatible(rw, operands) || nd_vector::is_array(rw, operands[0]) {
            return Ok(Outcome::NoMatch);
        }
        // Upstream 19 keeps the unconverted sum type here, which makes `index` operands invalid IR;
        // the converted type is what the struct must hold.
        let sum_ty = rw.ctx.value_type(operands[0]);
        let Some(ov) = llvm_build::converted_result_type(rw, op, 1) else {
            return Ok(Outcome::NoMatch);
        };
        let st = llvm::struct_literal(rw.ctx, vec![sum_ty, ov], false);
        let loc = rw.ctx.ops[op].loc;
        let pair = rw.create_value(llvm_intr::UADD_WITH_OVERFLOW, loc, operands, st, &[]);
        let sum = llvm_build::extract_value(rw, pair, &[0], loc);
        let overflow = llvm_build::extract_value(rw, pair, &[1], loc);
        rw.replace_op(op, &[sum, overflow]);
        Ok(Outcome::Rewritten)
    }
}

pub struct MulExtended {
    name: &'static str,
    ext: &'static OpDef,
}

impl MulExtended {
    pub const SIGNED: MulExtended = MulExtended {
        name: MulSIExtendedOp::NAME,
        ext: SExtOp::def(),
    };
    pub const UNSIGNED: MulExtended = MulExtended {
        name: MulUIExtendedOp::NAME,
        ext: ZExtOp::def(),
    };
}

impl ConversionPattern for MulExtended {
    fn root(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        if !all_compatible(rw, operands) || nd_vector::is_array(rw, operands[0]) {
            return Ok(Outcome::NoMatch);
        }
        let ty = rw.ctx.value_type(operands[0]);
        // The wide type and the shift that brings the high half down.
        let (wide, shift) = match rw.ctx.kind(ty).clone() {
            TypeKind::Integer { width, .. } => {
                let wide = rw.ctx.int(width * 2);
                (wide, rw.ctx.int_attr(wide, width))
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                let Some(width) = rw.ctx.int_width(elem) else {
                    return Ok(Outcome::NoMatch);
                };
                let we = rw.ctx.int(width * 2);
                let wide = rw.ctx.ty(TypeKind::Vector {
                    shape,
                    scalable,
                    elem: we,
                });
                let mut data = vec![0u8; (width * 2).div_ceil(8) as usize];
                for (i, b) in data.iter_mut().enumerate().take(8) {
                    *b = ((width as u64) >> (8 * i)) as u8;
                }
                let splat = rw.ctx.attr(AttrKind::DenseElements {
                    ty: wide,
                    splat: true,
                    data: data.into_boxed_slice(),
                });
                (wide, splat)
            }
            _ => return Ok(Outcome::NoMatch),
        };
        let loc = rw.ctx.ops[op].loc;
        let lhs = rw.create_value(self.ext, loc, &[operands[0]], wide, &[]);
        let rhs = rw.create_value(self.ext, loc, &[operands[1]], wide, &[]);
        let product = MulOp::build(rw, loc, wide, lhs, rhs, None).res(rw.ctx);
        let low = TruncOp::build(rw, loc, ty, product).res(rw.ctx);
        let amount = llvm_build::constant(rw, wide, shift, loc);
        let high_wide = LShrOp::build(rw, loc, wide, product, amount).res(rw.ctx);
        let high = TruncOp::build(rw, loc, ty, high_wide).res(rw.ctx);
        rw.replace_op(op, &[low, high]);
        Ok(Outcome::Rewritten)
    }
}
