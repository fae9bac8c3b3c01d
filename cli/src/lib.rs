//! The library half of `irbridge-cli`: the ABI harness (`abi`) and the input/output helpers it uses,
//! so that other crates (the `abi_signature` fuzz target in `fuzz/`) drive the same harness code as
//! `irbridge abi`. The binary (`main.rs`) holds the subcommands and uses these modules from here.

pub mod abi;
pub mod output;
