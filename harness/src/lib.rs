//! irbridge's self-checks, as a library the CLI and the fuzz targets drive:
//!
//! - [`normalize`]: LLVM IR normalised by LLVM itself, and `LOSSES`, the table of differences the
//!   `llvm` dialect cannot carry (the round trip's oracle);
//! - [`roundtrip`]: MLIR→LL→MLIR→LL and LL→MLIR→LL with `similar` diffs;
//! - [`abi`]: the ABI harness (seeded descriptors, C and JIT callers, layout checks);
//! - [`diffprog`]: the random-program differential against upstream 19;
//! - [`corpus_check`]: the regression corpus;
//! - [`hostile`]: the hostile-input campaign (mutated corpus inputs through every command, each run
//!   classified, and a differential against upstream 19);
//! - [`progress`]: the progress bar (or plain lines) of long runs;
//! - [`gen`] and [`bench`](mod@bench): benchmark inputs and the side-by-side benchmark against upstream 19.

#[macro_use]
extern crate irbridge;

pub mod abi;
pub mod abi_mutants;
pub mod bench;
pub mod corpus_check;
pub mod diffprog;
pub mod gen;
pub mod hostile;
pub mod normalize;
pub mod progress;
pub mod roundtrip;

/// The `irbridge` binary users run, for the harness's commands that run it as a child: the one next
/// to this program (which is `irbridge-llvm` when the harness runs from the CLI, and `irbridge`
/// execs it), or this program itself if there is none. `opt` then runs as users run it, without
/// libLLVM mapped, and every other subcommand through the same exec.
pub fn user_binary() -> std::io::Result<std::path::PathBuf> {
    let me = std::env::current_exe()?;
    let beside = me.with_file_name("irbridge");
    Ok(if beside.is_file() { beside } else { me })
}
