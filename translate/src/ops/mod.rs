//! Per-op translation: one table from op name to its translator, one file per family of ops. Every op
//! maps its results; after it, the generic parts upstream applies to any op run here (fastmath flags).

mod aggregates;
mod arith;
mod call;
mod casts;
mod constants;
mod control;
mod memory;

use super::{TResult, Translator};
use irbridge::ir::OpId;
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// Translates one op at the builder's position.
pub(crate) type OpFn = for<'a, 'ctx> fn(&mut Translator<'a, 'ctx>, OpId) -> TResult<()>;

fn table() -> &'static FxHashMap<&'static str, OpFn> {
    static T: OnceLock<FxHashMap<&'static str, OpFn>> = OnceLock::new();
    T.get_or_init(|| {
        [
            arith::OPS,
            casts::OPS,
            memory::OPS,
            aggregates::OPS,
            control::OPS,
            call::OPS,
            constants::OPS,
        ]
        .iter()
        .flat_map(|t| t.iter().copied())
        .collect()
    })
}

impl Translator<'_, '_> {
    pub(crate) fn translate_op(&mut self, op: OpId) -> TResult<()> {
        let name = self.ctx.op_name(op);
        if let Some(f) = table().get(name) {
            return f(self, op);
        }
        if name.starts_with("llvm.intr.") {
            return self.translate_intrinsic(op);
        }
        Err(self.err(op, format!("LLVM Translation failed for operation: {name}")))
    }
}
