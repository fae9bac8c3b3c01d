//! The conversion target: which dialects and ops are legal after the conversion (MLIR's
//! `ConversionTarget`). Legal ops are left alone; illegal ones must be rewritten or the conversion
//! fails; ops of unknown legality are rewritten when a pattern matches and otherwise kept (partial
//! conversion).

use irbridge::dialect::builtin::{ModuleOp, UnrealizedConversionCastOp};
use irbridge::ir::{Context, OpId};
use rustc_hash::FxHashMap;

/// How legal an op is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Legality {
    Legal,
    Illegal,
    Unknown,
}

type DynamicCheck = Box<dyn Fn(&Context, OpId) -> bool + Send + Sync>;

enum Rule {
    Legal,
    Illegal,
    /// Legal iff the check holds.
    Dynamic(DynamicCheck),
}

/// Legality by op name first, then by dialect (the name's prefix before the first `.`).
#[derive(Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Rule>,
    dialects: FxHashMap<String, Rule>,
    /// Ops no rule names are legal (upstream's `markUnknownOpDynamicallyLegal` returning true):
    /// they are neither folded nor offered to patterns.
    unknown_legal: bool,
}

impl ConversionTarget {
    pub fn new() -> Self {
        Self::default()
    }
    /// The target every `*-to-llvm` pass uses: the `llvm` dialect and the casts between converted and
    /// unconverted values are legal (upstream's `LLVMConversionTarget`).
    pub fn llvm() -> Self {
        let mut t = Self::new();
        t.add_legal_dialect("llvm");
        t.add_legal_op(UnrealizedConversionCastOp::NAME);
        t.add_legal_op(ModuleOp::NAME);
        t
    }
    /// Every op no rule names is legal.
    pub fn mark_unknown_legal(&mut self) -> &mut Self {
        self.unknown_legal = true;
        self
    }
    pub fn add_legal_dialect(&mut self, d: &str) -> &mut Self {
        self.dialects.insert(d.into(), Rule::Legal);
        self
    }
    pub fn add_illegal_dialect(&mut self, d: &str) -> &mut Self {
        self.dialects.insert(d.into(), Rule::Illegal);
        self
    }
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.into(), Rule::Legal);
        self
    }
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.into(), Rule::Illegal);
        self
    }
    /// The op is legal when `check` holds and illegal otherwise.
    pub fn add_dynamic_op(
        &mut self,
        name: &str,
        check: impl Fn(&Context, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops.insert(name.into(), Rule::Dynamic(Box::new(check)));
        self
    }
    /// Every op of dialect `d` is legal when `check` holds and illegal otherwise.
    pub fn add_dynamic_dialect(
        &mut self,
        d: &str,
        check: impl Fn(&Context, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects
            .insert(d.into(), Rule::Dynamic(Box::new(check)));
        self
    }

    /// The legality of every op named `name` if it does not depend on the op (`None` for dynamic rules).
    pub fn static_legality(&self, name: &str) -> Option<Legality> {
        match self.rule(name) {
            None if self.unknown_legal => Some(Legality::Legal),
            None => Some(Legality::Unknown),
            Some(Rule::Legal) => Some(Legality::Legal),
            Some(Rule::Illegal) => Some(Legality::Illegal),
            Some(Rule::Dynamic(_)) => None,
        }
    }

    fn rule(&self, name: &str) -> Option<&Rule> {
        self.ops.get(name).or_else(|| {
            let dialect = name.split_once('.').map(|(d, _)| d).unwrap_or(name);
            self.dialects.get(dialect)
        })
    }

    pub fn legality(&self, ctx: &Context, op: OpId) -> Legality {
        let name = ctx.op_name(op);
        let rule = self.ops.get(name).or_else(|| {
            let dialect = name.split_once('.').map(|(d, _)| d).unwrap_or(name);
            self.dialects.get(dialect)
        });
        match rule {
            None if self.unknown_legal => Legality::Legal,
            None => Legality::Unknown,
            Some(Rule::Legal) => Legality::Legal,
            Some(Rule::Illegal) => Legality::Illegal,
            Some(Rule::Dynamic(f)) => {
                if f(ctx, op) {
                    Legality::Legal
                } else {
                    Legality::Illegal
                }
            }
        }
    }
}
