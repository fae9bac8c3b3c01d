//! irbridge: MLIR's textual IR (parser, printer, verifier) and dialects, without a C++ MLIR install.

pub mod diag;
pub mod dialect;
pub mod driver;
pub mod io;
pub mod ir;
pub mod ods;
pub mod parse;
pub mod pass;
pub mod print;
pub mod stream;
pub mod transforms;
pub mod verify;
pub mod verify_diagnostics;
