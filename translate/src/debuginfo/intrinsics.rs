//! `llvm.intr.dbg.declare`, `llvm.intr.dbg.value` and `llvm.intr.dbg.label`: calls of the LLVM
//! intrinsics with metadata arguments (the value wrapped as metadata, the variable or label node, the
//! expression node; an absent `locationExpr` is the empty `!DIExpression()`), as upstream builds them.
//! Like upstream, an op without a location (which LLVM would reject) is dropped; the calls become
//! debug records at the end of the translation (`finish_debug_info`).

use super::super::llvm::Md;
use super::super::{TResult, Translator};
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::ir::OpId;

impl<'ctx> Translator<'_, 'ctx> {
    pub(crate) fn debug_intrinsic(&mut self, op: OpId, llvm_name: &str) -> TResult<()> {
        let ctx = self.ctx;
        if !self.ll.has_debug_location() {
            return Ok(());
        }
        let node = |t: &Self, name: &str| {
            ctx.get_attr(op, name)
                .and_then(|a| t.di.node(a))
                .ok_or_else(|| t.err(op, format!("expected '{name}' (a debug info attribute)")))
        };
        let mut args = vec![];
        if llvm_intr::DBG_LABEL.is(ctx, op) {
            let label = node(self, "label")?;
            args.push(self.ll.md_as_value(label));
        } else {
            let value = self.operand(op, 0)?;
            let var = node(self, "varInfo")?;
            let expr = match ctx.get_attr(op, "locationExpr") {
                Some(_) => node(self, "locationExpr")?,
                None => self.empty_expression(op)?,
            };
            let v = self.ll.md_value(value);
            args.extend([v, var, expr].map(|m| self.ll.md_as_value(m)));
        }
        if self.ll.named_function(llvm_name).is_none() {
            self.di.declared.push(llvm_name.to_string());
        }
        let f = self.ll.intrinsic(llvm_name, &[]).ok_or_else(|| {
            self.err(
                op,
                format!("could not find LLVM intrinsic: \"{llvm_name}\""),
            )
        })?;
        let fty = self.ll.function_type(f);
        self.ll.call(fty, f, &args);
        Ok(())
    }

    /// Ends the translation: the debug intrinsic calls become debug records if `records` (LLVM 19's
    /// default form, which upstream converts to last), and the intrinsic declarations the
    /// translation added go when nothing calls them any more, as upstream's module has none.
    pub(crate) fn finish_debug_info(&mut self, records: bool) {
        self.ll.set_new_debug_info_format(records);
        if !records {
            return;
        }
        for name in std::mem::take(&mut self.di.declared) {
            if let Some(f) = self.ll.named_function(&name) {
                self.ll.delete_if_unused(f);
            }
        }
    }

    /// `!DIExpression()`, parsed once per module.
    fn empty_expression(&mut self, op: OpId) -> TResult<Md<'ctx>> {
        if let Some(e) = self.di.empty_expr {
            return Ok(e);
        }
        let e = self
            .ll
            .parse_metadata("!irbridge.di = !{!0}\n!0 = !DIExpression()\n")
            .ok()
            .and_then(|v| v.first().copied())
            .ok_or_else(|| self.err(op, "could not make an empty DIExpression"))?;
        self.di.empty_expr = Some(e);
        Ok(e)
    }
}
