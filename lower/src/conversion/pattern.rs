//! Conversion patterns: one pattern rewrites one source op, given its operands already remapped to
//! converted values (MLIR's `ConversionPattern`), and a set of them keyed by op name.

use super::rewriter::ConversionRewriter;
use irbridge::diag::Diagnostic;
use irbridge::ir::{OpId, ValueId};
use rustc_hash::FxHashMap;

/// What a pattern did with an op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The op was replaced or erased through the rewriter.
    Rewritten,
    /// The pattern does not apply; what it changed through the rewriter is rolled back (the next
    /// pattern is tried).
    NoMatch,
}

/// Rewrites ops named [`ConversionPattern::root`].
///
/// `operands` are the op's operands looked up in the value mapping: a value produced by an already
/// converted op is its replacement, and a value of a convertible type defined by an unconverted op is
/// reached through a `builtin.unrealized_conversion_cast` (a target materialization). The pattern
/// either returns [`Outcome::NoMatch`] (its changes through the rewriter are rolled back), or
/// replaces/erases the op through the rewriter and returns [`Outcome::Rewritten`]; if an op it created
/// cannot be legalized, the driver rolls it back too and tries the next pattern. An `Err` aborts the
/// conversion with that diagnostic.
pub trait ConversionPattern: Send + Sync {
    /// The op name this pattern matches (`func.return`).
    fn root(&self) -> &'static str;
    /// Higher benefit is tried first among the patterns of one op name.
    fn benefit(&self) -> u16 {
        1
    }
    /// Whether the pattern reads its operands remapped (a `ConversionPattern`, the default) or is
    /// a plain rewrite pattern working on the original IR (upstream's `OpRewritePattern`s in a
    /// conversion), which gets no operands and makes no casts for them.
    fn remaps_operands(&self) -> bool {
        true
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic>;
}

/// Patterns by root op name, in decreasing benefit (stable for equal benefit).
#[derive(Default)]
pub struct PatternSet {
    by_root: FxHashMap<&'static str, Vec<Box<dyn ConversionPattern>>>,
}

impl PatternSet {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn add(&mut self, p: impl ConversionPattern + 'static) -> &mut Self {
        self.add_boxed(Box::new(p))
    }
    pub fn add_boxed(&mut self, p: Box<dyn ConversionPattern>) -> &mut Self {
        let v = self.by_root.entry(p.root()).or_default();
        let b = p.benefit();
        let at = v.iter().position(|q| q.benefit() < b).unwrap_or(v.len());
        v.insert(at, p);
        self
    }
    /// The patterns for an op name, best first.
    pub fn for_op(&self, name: &str) -> &[Box<dyn ConversionPattern>] {
        self.by_root.get(name).map(|v| v.as_slice()).unwrap_or(&[])
    }
    pub fn is_empty(&self) -> bool {
        self.by_root.is_empty()
    }
    pub fn len(&self) -> usize {
        self.by_root.values().map(|v| v.len()).sum()
    }
}
