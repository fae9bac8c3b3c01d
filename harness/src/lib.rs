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
//! - [`gen`] and [`bench`](mod@bench): benchmark inputs and the side-by-side benchmark against upstream 19.

#[macro_use]
extern crate irbridge;

pub mod abi;
pub mod bench;
pub mod corpus_check;
pub mod diffprog;
pub mod gen;
pub mod hostile;
pub mod normalize;
pub mod roundtrip;
