//! Rewrite patterns and the frozen set the drivers apply (MLIR's `RewritePattern`,
//! `FrozenRewritePatternSet` and `PatternApplicator`'s order).
//!
//! A pattern is a function from an op to "rewrote it" or "did not match"; it must not change
//! anything when it does not match. Patterns are listed on the records of their root op
//! ([`crate::ods::OpDef::canonicalize`]) in the order upstream's `getCanonicalizationPatterns`
//! adds them; [`PatternSet`] groups them by root and orders each group by benefit (highest
//! first, stable), as the applicator does.

use super::rewriter::Rewriter;
use crate::ir::{Context, OpId};
use crate::ods::registry::DialectRegistry;
use crate::ods::{OpDef, OpName};
use rustc_hash::FxHashMap;

/// Tries to rewrite `op` (the insertion point is set before it); true if it did.
pub type PatternFn = fn(&mut Rewriter<'_>, OpId) -> bool;

/// One rewrite pattern.
#[derive(Copy, Clone)]
pub struct Pattern {
    /// Upstream's name for it (the C++ or DRR class), as `disable-patterns` names it.
    pub name: &'static str,
    /// `PatternBenefit` (DRR: the number of ops the source pattern matches).
    pub benefit: u16,
    /// The root op when it is not the op whose record lists the pattern.
    pub root: Option<&'static str>,
    pub apply: PatternFn,
}

impl Pattern {
    /// A pattern of benefit 1 rooted at the op whose record lists it.
    pub const fn new(name: &'static str, apply: PatternFn) -> Self {
        Pattern {
            name,
            benefit: 1,
            root: None,
            apply,
        }
    }
    pub const fn with_benefit(self, benefit: u16) -> Self {
        Pattern { benefit, ..self }
    }
    pub const fn with_root(self, root: &'static str) -> Self {
        Pattern {
            root: Some(root),
            ..self
        }
    }
}

impl std::fmt::Debug for Pattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pattern({})", self.name)
    }
}

/// Patterns by root op, each list ordered by benefit.
#[derive(Default, Clone)]
pub struct PatternSet {
    by_root: FxHashMap<usize, Vec<&'static Pattern>>,
    count: usize,
}

impl PatternSet {
    /// The canonicalization patterns of every registered op (the `canonicalize` pass's set):
    /// records visited in op-name order, as `getRegisteredOperations` lists them, then each
    /// record's patterns in order; a pattern named in `disabled`, or not in a non-empty
    /// `enabled`, is left out.
    pub fn canonicalization(
        registry: &DialectRegistry,
        disabled: &[String],
        enabled: &[String],
    ) -> Self {
        let mut defs: Vec<&'static OpDef> = registry.all_ops().collect();
        defs.sort_by_key(|d| d.name);
        let mut set = PatternSet::default();
        for d in defs {
            for p in d.canonicalize {
                if disabled.iter().any(|n| n == p.name)
                    || (!enabled.is_empty() && !enabled.iter().any(|n| n == p.name))
                {
                    continue;
                }
                let root = match p.root {
                    Some(r) => match registry.lookup(r) {
                        Some(r) => r,
                        None => continue,
                    },
                    None => d,
                };
                set.add(root, p);
            }
        }
        set.freeze();
        set
    }

    /// Adds `p` for ops of `root` (call [`PatternSet::freeze`] when done).
    pub fn add(&mut self, root: &'static OpDef, p: &'static Pattern) {
        self.by_root
            .entry(root as *const OpDef as usize)
            .or_default()
            .push(p);
        self.count += 1;
    }

    /// Orders each list by benefit, highest first, keeping insertion order among equals.
    pub fn freeze(&mut self) {
        for v in self.by_root.values_mut() {
            v.sort_by_key(|p| std::cmp::Reverse(p.benefit));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The patterns for `op`, in the order they are tried.
    pub fn for_op(&self, ctx: &Context, op: OpId) -> &[&'static Pattern] {
        match ctx.ops[op].def {
            Some(d) => self.for_def(OpName(d)),
            None => &[],
        }
    }

    pub fn for_def(&self, name: OpName) -> &[&'static Pattern] {
        self.by_root
            .get(&(name.0 as *const OpDef as usize))
            .map_or(&[], |v| v.as_slice())
    }
}
