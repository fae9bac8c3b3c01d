//! `func.return` → `llvm.return`: several results packed into a struct; memrefs returned as
//! descriptors (default convention, unranked ones copied to the heap) or as their aligned pointer (bare).

use super::{unranked, uses_bare_ptr};
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::descriptor::MemRefDescriptor;
use crate::llvm_build::{insert_value, undef};
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::ir::{OpId, OpState, TypeKind, ValueId};

pub struct ReturnLowering;

impl ConversionPattern for ReturnLowering {
    fn root(&self) -> &'static str {
        irbridge::dialect::func::ReturnOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let func = rw.ctx.parent_op(op).filter(|f| LLVMFuncOp::is(rw.ctx, *f));
        let bare = uses_bare_ptr(rw.ctx, func, rw.tc);
        let old_types = rw.ctx.operand_types(op);
        let mut vals: Vec<ValueId> = vec![];
        if bare {
            for (&t, &v) in old_types.iter().zip(operands) {
                match rw.ctx.kind(t) {
                    TypeKind::MemRef { .. } if rw.tc.can_convert_to_bare_ptr(rw.ctx, t) => {
                        let d = MemRefDescriptor::new(rw, v);
                        vals.push(d.allocated_ptr(rw, loc));
                    }
                    TypeKind::UnrankedMemRef { .. } => return Ok(Outcome::NoMatch),
                    _ => vals.push(v),
                }
            }
        } else {
            vals = operands.to_vec();
            unranked::copy_unranked_descriptors(rw, loc, &old_types, &mut vals, true)?;
        }
        let packed = if vals.len() <= 1 {
            vals
        } else {
            let tc = rw.tc;
            let Some(ty) = tc.pack_function_results(rw.ctx, &old_types, bare) else {
                return Ok(Outcome::NoMatch);
            };
            let mut agg = undef(rw, ty, loc);
            for (i, v) in vals.iter().enumerate() {
                agg = insert_value(rw, agg, *v, &[i as i64], loc);
            }
            vec![agg]
        };
        let mut st = OpState::of(rw.ctx, llvm_ops::control::ReturnOp::def(), loc);
        st.operands = packed;
        st.attrs = rw.ctx.ops[op].attrs.to_vec();
        rw.create(st);
        rw.replace_op(op, &[]);
        Ok(Outcome::Rewritten)
    }
}
