//! The LLVM boundary shared by translation and import: everything that calls LLVM's C API through
//! raw handles where inkwell's typed API does not fit, and the C++ shims for what LLVM 19's C API
//! cannot do.
//!
//! - [`builder`]: [`Ll`], IR building from raw handles (types, values, instructions, attributes,
//!   metadata, debug info) for a module owned by inkwell.
//! - [`rewrite`]: whole-module rewrites the round trip's normalisation applies.
//! - [`tables`]: the one mapping between the `llvm` dialect's enums and LLVM's (C API and
//!   llvm-ir), which the translator and the importer both read.
//! - [`contain`]: the containment boundary (input checked before LLVM sees it, a forked child
//!   where LLVM may crash, fatal errors as diagnostics).
//! - [`syncscope`]: sync scope names of atomic instructions (`cpp/syncscope.cpp`).
//!
//! `unsafe` is confined to this crate and the importer's readers; every block states why it is sound.

pub mod builder;
pub mod contain;
pub mod rewrite;
pub mod syncscope;
pub mod tables;

pub use builder::{Attr, AttrIndex, Bb, Ll, Md, Ty, Val};
/// The llvm-sys bindings inkwell is built on (one version for the whole workspace).
pub use inkwell::llvm_sys as sys;
