//! irbridge: MLIR's textual IR (parser, printer, verifier) and dialects, without a C++ MLIR install.

pub mod diag;
pub mod driver;
pub mod dialect;
pub mod ir;
pub mod parse;
pub mod print;
pub mod verify;
