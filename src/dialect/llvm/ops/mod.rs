//! The ops of MLIR 19's `llvm` dialect as records (`ops!`), one file per concern; each file exports
//! `pub static OPS: &[&OpDef]`, registered in `dialect::RECORD_TABLES`. [`constraints`] is the
//! dialect's constraint vocabulary, [`syntax`] the pieces of custom syntax the ops parsed in C++
//! upstream share (function signatures: [`crate::dialect::function_interface`]); [`fold`] the folders
//! and the constant materializer.

pub mod aggregates;
pub mod arith;
pub mod call;
pub mod casts;
pub mod constants;
pub mod constraints;
pub mod control;
pub mod fold;
pub mod func;
pub mod global;
pub mod intr;
pub mod intrinsics;
pub mod memory;
pub mod syntax;
