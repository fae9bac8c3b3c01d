//! `llvm-request-c-wrappers`: marks every `func.func` with `llvm.emit_c_interface`.

use irbridge::dialect::func::FuncOp;
use irbridge::ir::{Context, OpId};

/// Sets `llvm.emit_c_interface` on every `func.func` at or under `root`.
pub fn request_c_wrappers(ctx: &mut Context, root: OpId) {
    let mut funcs = vec![];
    ctx.walk(root, |op| funcs.push(op));
    for f in funcs {
        if FuncOp::is(ctx, f) {
            let u = ctx.unit_attr();
            ctx.set_attr(f, "llvm.emit_c_interface", u);
        }
    }
}
