//! `llvm.intr.*` ops as intrinsic calls, driven by irbridge's intrinsic table
//! (`dialect::llvm::ops::intrinsics`): the call's arguments are the operands with the immediate
//! properties inserted at their positions, the declaration is overloaded on the table's types, and
//! fastmath flags and access metadata follow the op.

use super::llvm::{Ty, Val};
use super::{TResult, Translator};
use irbridge::dialect::llvm::attrs::enums::{FP_EXCEPTION_BEHAVIOR, ROUNDING_MODE};
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops::intrinsics::{self as table, Ov, AK};
use irbridge::ir::{AttrKind, OpId};
use irbridge_llvm::tables;

impl<'ctx> Translator<'_, 'ctx> {
    pub(crate) fn translate_intrinsic(&mut self, op: OpId) -> TResult<()> {
        let ctx = self.ctx;
        let name = ctx.op_name(op);
        let Some(row) = table::lookup(name) else {
            return Err(self.err(op, format!("LLVM Translation failed for operation: {name}")));
        };
        if name.starts_with("llvm.intr.dbg.") {
            return self.debug_intrinsic(op, row.llvm);
        }
        let mut args: Vec<Val<'ctx>> = self.operands(op)?;
        if llvm_intr::EXPERIMENTAL_NOALIAS_SCOPE_DECL.is(ctx, op) {
            let scope = ctx
                .get_attr(op, "scope")
                .ok_or_else(|| self.err(op, "expected 'scope'"))?;
            let node = self.alias_scope_list(&[scope], op)?;
            args = vec![self.ll.md_as_value(node)];
        }
        // Masked loads/gathers without a pass-through value get `poison`.
        if row.variadic.is_some() && args.len() == row.operands.len() {
            if let Some(rt) = self.result_type(op) {
                let t = self.ty(rt, op)?;
                args.push(self.ll.poison(t));
            }
        }
        let mut imm: Vec<&(u8, &str)> = row.imm.iter().collect();
        imm.sort_by_key(|i| i.0);
        for (pos, prop) in imm {
            let x = self.immediate(op, row, prop)?;
            let pos = (*pos as usize).min(args.len());
            args.insert(pos, x);
        }
        let arg_tys: Vec<Ty<'ctx>> = args.iter().map(|a| self.ll.type_of(*a)).collect();
        let ret = match self.result_type(op) {
            Some(r) => Some(self.ty(r, op)?),
            None => None,
        };
        let mut overloads = Vec::with_capacity(row.overload.len());
        for ov in row.overload {
            overloads.push(match ov {
                Ov::Res => ret.ok_or_else(|| self.err(op, "expected a result"))?,
                Ov::Arg(i) => *arg_tys
                    .get(*i as usize)
                    .ok_or_else(|| self.err(op, "missing intrinsic argument"))?,
            });
        }
        let f = self.ll.intrinsic(row.llvm, &overloads).ok_or_else(|| {
            self.err(
                op,
                format!("could not find LLVM intrinsic: \"{}\"", row.llvm),
            )
        })?;
        let fty = self.ll.function_type(f);
        let r = self.ll.call(fty, f, &args);
        self.apply_fastmath(op, r);
        if row.has_alias_attrs() {
            self.access_metadata(op, r)?;
        }
        // IRBuilder's MatrixBuilder marks the pointer `align <ABI alignment of the element type>`.
        let matrix_ptr = if llvm_intr::MATRIX_COLUMN_MAJOR_LOAD.is(ctx, op) {
            Some(0)
        } else if llvm_intr::MATRIX_COLUMN_MAJOR_STORE.is(ctx, op) {
            Some(1)
        } else {
            None
        };
        if let Some(arg) = matrix_ptr {
            let vec_ty = if arg == 0 {
                ret
            } else {
                arg_tys.first().copied()
            };
            if let (Some(vt), Some(k)) = (vec_ty, self.ll.attr_kind("align")) {
                let align = self.ll.abi_alignment(self.ll.element_type(vt));
                let a = self.ll.enum_attr(k, align);
                self.ll
                    .add_call_attr(r, super::llvm::AttrIndex::Param(arg), a);
            }
        }
        if row.attrs.iter().any(|a| a.kind == AK::RoundingMode) {
            // IRBuilder's constrained-FP helpers mark the call `strictfp`.
            if let Some(k) = self.ll.attr_kind("strictfp") {
                let a = self.ll.enum_attr(k, 0);
                self.ll
                    .add_call_attr(r, super::llvm::AttrIndex::Function, a);
            }
        }
        if !ctx.ops[op].results.is_empty() {
            self.map_result(op, r);
        }
        Ok(())
    }

    /// The call argument for immediate property `prop`: an integer or float constant of the
    /// property's type, or a metadata string for the constrained-FP modes.
    fn immediate(&mut self, op: OpId, row: &table::Intr, prop: &str) -> TResult<Val<'ctx>> {
        let ctx = self.ctx;
        let kind = row.attr(prop).map(|a| a.kind);
        let a = ctx.get_attr(op, prop);
        match kind {
            Some(AK::RoundingMode) | Some(AK::FpExcept) => {
                let v = a.and_then(|a| ctx.as_i64(a)).unwrap_or(0);
                let def = if kind == Some(AK::RoundingMode) {
                    &ROUNDING_MODE
                } else {
                    &FP_EXCEPTION_BEHAVIOR
                };
                let s = tables::constrained_fp_string(def, v as u64)
                    .ok_or_else(|| self.err(op, format!("invalid '{prop}'")))?;
                let md = self.ll.md_string(s.as_bytes());
                Ok(self.ll.md_as_value(md))
            }
            _ => {
                let a = a.ok_or_else(|| self.err(op, format!("expected '{prop}'")))?;
                let ty = match ctx.attr_kind(a) {
                    AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
                    _ => return Err(self.err(op, format!("'{prop}' must be a number"))),
                };
                self.constant(ty, a, op)
            }
        }
    }
}
