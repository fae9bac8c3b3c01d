//! Rewriting the IR (MLIR's `PatternMatch` and `Operation::fold`, which upstream keeps in its IR
//! library): the [`Rewriter`] every transformation edits through, rewrite [`Pattern`]s as op
//! records list them, and the folding of one op. The drivers that apply them (greedy, dialect
//! conversion) and the passes sit above, in [`crate::transforms`] and the lowering crate.

pub mod fold;
pub mod pattern;
pub mod rewriter;

pub use pattern::{Pattern, PatternSet};
pub use rewriter::{InsertPoint, Listener, Rewriter};
