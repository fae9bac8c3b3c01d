//! The ops of MLIR 19's `llvm` dialect, one file per concern; each file exports `pub static OPS: &[OpDef]`,
//! registered in `dialect::OP_TABLES`.

pub mod aggregates;
pub mod arith;
pub mod call;
pub mod casts;
pub mod constants;
pub mod control;
pub mod core_ods;
pub mod func;
pub mod global;
pub mod intr_syntax;
pub mod intr_verify;
pub mod intrinsics;
pub mod memory;
pub mod structure_ods;
