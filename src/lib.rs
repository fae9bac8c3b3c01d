//! irbridge: MLIR's textual IR — parser, printer, verifier, dialects and pass infrastructure —
//! in Rust, without a C++ MLIR install. Output is byte-identical to `mlir-opt` 19's.
//!
//! Start with [`Module`]: [`Module::parse`] reads and verifies MLIR text, [`Module::run_pipeline`]
//! runs a pass pipeline given as `mlir-opt --pass-pipeline` text, [`Module::print`] prints it. The
//! other crates of the workspace build on this one:
//!
//! | crate | what it adds |
//! | --- | --- |
//! | `irbridge-lower` | every pass that produces the `llvm` dialect, and `REGISTRY`, the full pass table |
//! | `irbridge-translate` | the `llvm` dialect → an LLVM 19 module (inkwell), `.ll`, `.bc`, `.o` |
//! | `irbridge-import` | LLVM IR (`.ll`, `.bc`) → the `llvm` dialect |
//! | `irbridge-harness` | round trips, the ABI harness, the random-program differential |
//!
//! The IR itself: [`ir::Context`] owns every type, attribute, op, block, region and value, named by
//! typed `u32` ids; [`ods`] holds the op records (one per op: operands, results, attributes, traits,
//! assembly format) the parser, printer and verifier follow; [`dialect`] the dialects. Errors are
//! values: a [`diag::Diagnostic`] located at the offending token, never a panic.

pub mod diag;
pub mod dialect;
pub mod driver;
pub mod io;
pub mod ir;
pub mod module;
pub mod ods;
pub mod parse;
pub mod pass;
pub mod print;
pub mod rewrite;
pub mod stream;
pub mod timing;
pub mod transforms;
pub mod verify;
pub mod verify_diagnostics;

pub use module::{Error, Module, ParseOptions};
