//! The module-level driver: upstream's `ModuleTranslation::translateModule` order, module attributes,
//! top-level ops other than functions and globals, and the final LLVM verification.

use super::{datalayout, TResult, Translator};
use irbridge::diag::Diagnostic;
use irbridge::dialect::builtin::ModuleOp;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::llvm::ops::global::{
    ComdatOp, ComdatSelectorOp, GlobalCtorsOp, GlobalDtorsOp, GlobalOp, LinkerOptionsOp,
};
use irbridge::ir::{AttrKind, Context, OpId};

/// Translates `module` (a `builtin.module` of `llvm` ops) into a new LLVM module of `llctx`. The module
/// has passed LLVM's verifier; every failure is a diagnostic at the MLIR op it concerns.
pub fn translate<'ctx>(
    ctx: &Context,
    module: OpId,
    llctx: &'ctx inkwell::context::Context,
) -> Result<inkwell::module::Module<'ctx>, Vec<Diagnostic>> {
    let m = llctx.create_module("LLVMDialectModule");
    {
        let mut t = Translator::new(ctx, module, super::Shared::new(llctx, &m));
        // Debug intrinsics are built as calls and become LLVM 19's debug records at the end, as
        // upstream does it.
        let records = t.ll.is_new_debug_info_format();
        t.ll.set_new_debug_info_format(false);
        t.translate_module().map_err(|d| vec![d])?;
        t.finish_debug_info(records);
        if let Err(msg) = m.verify() {
            return Err(vec![t.verifier_diagnostic(&msg.to_string())]);
        }
    }
    Ok(m)
}

pub(crate) fn top_level_ops(ctx: &Context, module: OpId) -> Vec<OpId> {
    ctx.ops[module]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
        .map(|b| ctx.block_ops(b))
        .unwrap_or_default()
}

impl<'ctx> Translator<'_, 'ctx> {
    /// LLVM's verifier message, located at the first MLIR function whose LLVM function fails to
    /// verify (else at the module, or its first op when the module has no location of its own).
    pub(crate) fn verifier_diagnostic(&self, msg: &str) -> Diagnostic {
        let ctx = self.ctx;
        let ops = top_level_ops(ctx, self.module_op);
        let broken = ops.iter().copied().find(|&op| {
            LLVMFuncOp::is(ctx, op)
                && self
                    .str_prop(op, "sym_name")
                    .and_then(|n| self.functions.get(n))
                    .is_some_and(|f| self.ll.function_is_broken(*f))
        });
        let module_located = matches!(
            irbridge::diag::diag_loc(ctx, ctx.ops[self.module_op].loc),
            irbridge::diag::DiagLoc::File { line, .. } if line > 0
        );
        let at = broken
            .or((!module_located).then(|| ops.first().copied()).flatten())
            .unwrap_or(self.module_op);
        self.err(at, format!("LLVM IR fails to verify: {}", msg.trim_end()))
    }

    fn translate_module(&mut self) -> TResult<()> {
        let ops = self.translate_top_level()?;
        for &op in &ops {
            if LLVMFuncOp::is(self.ctx, op) {
                self.translate_function(op)?;
            }
        }
        Ok(())
    }

    /// Everything but function bodies (streaming translation does those piece by piece).
    pub(crate) fn translate_top_level(&mut self) -> TResult<Vec<OpId>> {
        let ctx = self.ctx;
        let module = self.module_op;
        if !ModuleOp::is(ctx, module) {
            return Err(self.err(
                module,
                format!("expected a '{}' to translate", ModuleOp::NAME),
            ));
        }
        self.check_dialects()?;
        self.module_attributes()?;
        // Upstream adds the flag first: `!llvm.module.flags` precedes other named metadata.
        self.add_debug_info_version();
        self.add_codeview_flag();
        let ops = top_level_ops(ctx, module);
        self.check_comdats(&ops)?;
        self.prepare_debug_info(&ops)?;
        self.declare_functions(&ops)?;
        self.translate_globals(&ops)?;
        for &op in &ops {
            match ctx.op_name(op) {
                LLVMFuncOp::NAME
                | GlobalOp::NAME
                | GlobalCtorsOp::NAME
                | GlobalDtorsOp::NAME
                | ComdatOp::NAME => {}
                LinkerOptionsOp::NAME => self.linker_options(op)?,
                // Upstream's builtin translation interface accepts nested modules and ignores them.
                ModuleOp::NAME => {}
                name => {
                    return Err(self.err(
                        op,
                        format!("unsupported top-level operation '{name}' in LLVM IR translation"),
                    ))
                }
            }
        }
        Ok(ops)
    }

    /// Upstream's `convertComdats` creates every selector's LLVM comdat up front and refuses a name
    /// twice, even in different `llvm.comdat` regions (LLVM's comdat table is per module).
    fn check_comdats(&self, ops: &[OpId]) -> TResult<()> {
        let ctx = self.ctx;
        let mut seen = rustc_hash::FxHashSet::default();
        for &c in ops.iter().filter(|&&c| ComdatOp::is(ctx, c)) {
            for r in &ctx.ops[c].regions {
                for b in ctx.region_blocks(*r) {
                    for s in ctx.block_ops(b) {
                        if !ComdatSelectorOp::is(ctx, s) {
                            continue;
                        }
                        if !seen.insert(self.str_prop(s, "sym_name").unwrap_or_default()) {
                            return Err(self.err(
                                s,
                                "comdat selection symbols must be unique even in different comdat regions",
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Every op must belong to the `llvm` dialect, as upstream requires a translation interface for
    /// each op's dialect; nested `builtin.module`s are skipped whole, as upstream does.
    pub(crate) fn check_dialects(&self) -> TResult<()> {
        let ctx = self.ctx;
        let mut bad = None;
        for top in top_level_ops(ctx, self.module_op) {
            if ModuleOp::is(ctx, top) {
                continue;
            }
            ctx.walk(top, |op| {
                if bad.is_none() && !ctx.op_name(op).starts_with("llvm.") {
                    bad = Some(op);
                }
            });
        }
        match bad {
            Some(op) => Err(self.err(
                op,
                format!(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {}",
                    ctx.op_name(op)
                ),
            )),
            None => Ok(()),
        }
    }

    /// `llvm.data_layout`, else `dlti.dl_spec` (upstream 19 translates the spec only when there is
    /// no `llvm.data_layout`), and `llvm.target_triple`.
    fn module_attributes(&mut self) -> TResult<()> {
        let ctx = self.ctx;
        let m = self.module_op;
        if let Some(dl) = ctx.get_attr(m, "llvm.data_layout") {
            let Some(s) = ctx.as_str_attr(dl) else {
                return Err(self.err(m, "'llvm.data_layout' must be a string attribute"));
            };
            self.ll
                .set_data_layout(&String::from_utf8_lossy(s))
                .map_err(|msg| self.err(m, format!("invalid data layout descriptor: {msg}")))?;
        } else if let Some(spec) = ctx.get_attr(m, "dlti.dl_spec") {
            let s = datalayout::layout_string(ctx, spec).map_err(|msg| self.err(m, msg))?;
            // A spec upstream's verifier accepts can still make a layout LLVM refuses (an alignment
            // that is no power of two); upstream 19 ends with LLVM's fatal error there.
            self.ll.set_data_layout(&s).map_err(|msg| {
                self.err(
                    m,
                    format!("invalid data layout descriptor '{s}' (from 'dlti.dl_spec'): {msg}"),
                )
            })?;
        }
        if let Some(tt) = ctx.get_attr(m, "llvm.target_triple") {
            let Some(s) = ctx.as_str_attr(tt) else {
                return Err(self.err(m, "'llvm.target_triple' must be a string attribute"));
            };
            self.ll.set_triple(&String::from_utf8_lossy(s));
        }
        Ok(())
    }

    /// `llvm.linker_options ["a", "b"]` → an entry of `!llvm.linker.options`.
    fn linker_options(&mut self, op: irbridge::ir::OpId) -> TResult<()> {
        let ctx = self.ctx;
        let opts = ctx
            .get_attr(op, "options")
            .and_then(|a| ctx.as_array(a))
            .ok_or_else(|| self.err(op, "expected 'options'"))?;
        let mds = opts
            .iter()
            .map(|a| match ctx.attr_kind(*a) {
                AttrKind::String { value, .. } => Some(self.ll.md_string(value)),
                _ => None,
            })
            .collect::<Vec<_>>();
        let node = self.ll.md_node(&mds);
        self.ll.add_named_metadata("llvm.linker.options", node);
        Ok(())
    }

    /// `!{i32 2, !"CodeView", i32 1}` for a Windows MSVC target triple, which upstream's
    /// `DebugTranslation` adds after the debug info version ("Windows/MSVC should use CodeView").
    fn add_codeview_flag(&self) {
        let ctx = self.ctx;
        let triple = ctx
            .get_attr(self.module_op, "llvm.target_triple")
            .and_then(|a| ctx.as_str_attr(a));
        if !triple.is_some_and(is_known_windows_msvc) {
            return;
        }
        let i32t = self.ll.int_ty(32);
        let md = self.ll.md_value(self.ll.const_int(i32t, 1));
        self.ll.add_module_flag(
            inkwell::llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning,
            "CodeView",
            md,
        );
    }

    /// `!{i32 2, !"Debug Info Version", i32 3}`, which upstream always adds.
    fn add_debug_info_version(&self) {
        let i32t = self.ll.int_ty(32);
        let three = self.ll.const_int(i32t, 3);
        let md = self.ll.md_value(three);
        self.ll.add_module_flag(
            inkwell::llvm_sys::LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning,
            "Debug Info Version",
            md,
        );
    }
}

/// `llvm::Triple(t).isKnownWindowsMSVCEnvironment()`: the triple's components by position (as
/// `Triple`'s constructor splits them, at most four), the OS one starting with `win32`/`windows`
/// and the environment one with `msvc`.
fn is_known_windows_msvc(triple: &[u8]) -> bool {
    let parts: Vec<&[u8]> = triple.splitn(4, |&b| b == b'-').collect();
    let os = parts.get(2).copied().unwrap_or_default();
    let env = parts.get(3).copied().unwrap_or_default();
    (os.starts_with(b"win32") || os.starts_with(b"windows")) && env.starts_with(b"msvc")
}
