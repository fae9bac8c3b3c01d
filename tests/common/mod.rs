//! Shared harnesses of the dialect test tables (each `tests/*.rs` is its own crate and includes this).
#![allow(dead_code)]

pub mod case_files;
pub mod table2;
pub mod table3;
