//! `set-llvm-module-datalayout`: attaches an LLVM data layout string to the module as its
//! `llvm.data_layout` attribute, after checking that LLVM reads it (upstream's
//! `SetLLVMModuleDataLayoutPass`). It lives with the translation because LLVM checks the string.

use irbridge::diag::Diagnostic;
use irbridge::dialect::builtin::ModuleOp;
use irbridge::ir::{Context, OpId};
use irbridge::pass::registry::{OptionKind, PassOptionInfo};
use irbridge::pass::{Pass, PassInfo};

/// The translation's passes (the CLI's registry adds them to `irbridge_lower::REGISTRY`'s).
pub static PASSES: &[PassInfo] = &[PassInfo {
    name: "set-llvm-module-datalayout",
    summary: "Attach a datalayout string as a module attribute",
    anchor: None,
    options: &[PassOptionInfo {
        name: "data-layout",
        kind: OptionKind::String,
        default: "",
        help: "String description (LLVM format) of the data layout that is expected on the produced module",
    }],
    create: |o| {
        Ok(Box::new(SetDataLayout {
            layout: o.get("data-layout").unwrap_or_default().to_string(),
        }))
    },
}];

pub struct SetDataLayout {
    pub layout: String,
}

impl Pass for SetDataLayout {
    fn name(&self) -> &'static str {
        "set-llvm-module-datalayout"
    }

    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let loc = ctx.ops[op].loc;
        if !ModuleOp::is(ctx, op) {
            return Err(vec![Diagnostic::at(
                ctx,
                loc,
                format!(
                    "'set-llvm-module-datalayout' runs on '{}', not '{}'",
                    ModuleOp::NAME,
                    ctx.op_name(op)
                ),
            )]);
        }
        if let Some(why) = super::llvm::data_layout_error(&self.layout) {
            let generic = irbridge::print::op_to_generic_string(ctx, op);
            let at = irbridge::diag::diag_loc(ctx, loc);
            return Err(vec![Diagnostic::error(
                at.clone(),
                format!("invalid data layout descriptor: {why}"),
            )
            .with_note(at, format!("see current operation: \n{generic}"))]);
        }
        let s = ctx.string_attr(&self.layout);
        ctx.set_attr(op, "llvm.data_layout", s);
        Ok(())
    }
}
