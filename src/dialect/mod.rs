//! Dialect registry: for each known op, its traits, inherent attributes, and the hooks that parse, print,
//! verify and name it. Each dialect folder exports a table of [`OpDef`]s.

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod complex;
pub mod dlti;
pub mod enums;
pub mod func;
pub mod index;
pub mod llvm;
pub mod memref;
pub(crate) mod syntax;

use crate::diag::DResult;
use crate::ir::{Context, OpId, OpState};
use crate::parse::Parser;
use crate::print::Printer;
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// Parses the custom form after the op name, filling `state` (operands resolved, result types set).
pub type ParseFn = fn(&mut Parser, &mut OpState) -> DResult<()>;
/// Prints the custom form after `name` (the printer has already written results, `=` and the name).
pub type PrintFn = fn(&mut Printer, OpId);
/// Checks the op's own rules; the message names the rule and the diagnostic points at the op.
pub type VerifyFn = fn(&Context, OpId) -> DResult<()>;
/// Suggests SSA names for results (MLIR's `getAsmResultNames`): (first result index, name).
pub type ResultNamesFn = fn(&Context, OpId, &mut Vec<(usize, String)>);

/// Op traits that the parser, printer and verifier consult.
pub mod traits {
    pub const TERMINATOR: u32 = 1 << 0;
    pub const ISOLATED_FROM_ABOVE: u32 = 1 << 1;
    /// Single-block regions whose terminator may be omitted (`builtin.module`).
    pub const NO_TERMINATOR: u32 = 1 << 2;
    pub const SINGLE_BLOCK: u32 = 1 << 3;
    pub const SYMBOL: u32 = 1 << 4;
    pub const SYMBOL_TABLE: u32 = 1 << 5;
    /// Regions are graph regions (no dominance requirement).
    pub const GRAPH_REGION: u32 = 1 << 6;
    /// Pure / no memory effects (folding, dead code).
    pub const PURE: u32 = 1 << 7;
    /// `func.return`-like: the op is valid only as the terminator of its parent named in the verifier.
    pub const RETURN_LIKE: u32 = 1 << 8;
    /// Has the `AffineScope` / `AutomaticAllocationScope` trait.
    pub const ALLOCA_SCOPE: u32 = 1 << 9;
}

pub struct OpDef {
    pub name: &'static str,
    pub traits: u32,
    /// Names of the inherent attributes (stored as properties, printed in `<{...}>` in generic form).
    pub inherent: &'static [&'static str],
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    pub verify: Option<VerifyFn>,
    /// Checks run after the ops nested in the regions were verified (upstream's region traits and
    /// `verifyRegions`, e.g. an implicit-terminator rule).
    pub verify_regions: Option<VerifyFn>,
    pub result_names: Option<ResultNamesFn>,
    /// Dialect whose prefix may be omitted for ops nested in this op's regions (`func` inside `func.func`).
    pub default_dialect: Option<&'static str>,
    /// Properties upstream materializes with a default value when absent (even for generic-form input),
    /// e.g. `overflowFlags = #arith.overflow<none>`.
    pub default_props: &'static [(&'static str, DefaultFn)],
}

/// Builds a default property value.
pub type DefaultFn = fn(&mut Context) -> crate::ir::Attribute;

impl OpDef {
    /// A definition with no hooks; fill the fields you need with struct update syntax.
    pub const fn new(name: &'static str, traits: u32) -> Self {
        OpDef {
            name,
            traits,
            inherent: &[],
            parse: None,
            print: None,
            verify: None,
            verify_regions: None,
            result_names: None,
            default_dialect: None,
            default_props: &[],
        }
    }
    pub fn has(&self, t: u32) -> bool {
        self.traits & t != 0
    }
}

/// The dialects irbridge knows, by name.
pub const DIALECTS: &[&str] = &[
    "dlti", "builtin", "func", "arith", "cf", "memref", "index", "complex", "llvm", "affine",
];

const OP_TABLES: &[&[OpDef]] = &[
    builtin::OPS,
    func::OPS,
    arith::OPS,
    cf::OPS,
    memref::OPS,
    index::OPS,
    complex::OPS,
    affine::OPS,
    llvm::OPS,
    llvm::ops::arith::OPS,
    llvm::ops::casts::OPS,
    llvm::ops::memory::OPS,
    llvm::ops::aggregates::OPS,
    llvm::ops::constants::OPS,
    llvm::ops::control::OPS,
    llvm::ops::func::OPS,
    llvm::ops::global::OPS,
    llvm::ops::call::OPS,
    llvm::ops::intrinsics::OPS,
];

pub(crate) const ENUM_TABLES: &[&[enums::EnumDef]] = &[
    builtin::ENUMS,
    func::ENUMS,
    arith::ENUMS,
    cf::ENUMS,
    memref::ENUMS,
    index::ENUMS,
    complex::ENUMS,
    llvm::ENUMS,
];

fn registry() -> &'static FxHashMap<&'static str, &'static OpDef> {
    static REG: OnceLock<FxHashMap<&'static str, &'static OpDef>> = OnceLock::new();
    REG.get_or_init(|| {
        let mut m = FxHashMap::default();
        for table in OP_TABLES {
            for d in table.iter() {
                m.insert(d.name, d);
            }
        }
        m
    })
}

/// The definition of a registered op.
pub fn lookup(name: &str) -> Option<&'static OpDef> {
    registry().get(name).copied()
}

/// The definition of `op`, if it is registered.
pub fn op_def(ctx: &Context, op: OpId) -> Option<&'static OpDef> {
    ctx.ops[op].def
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OpDef({})", self.name)
    }
}

/// The dialects irbridge registers, sorted, for diagnostics.
pub fn registered_dialects() -> Vec<&'static str> {
    let mut v = DIALECTS.to_vec();
    v.sort_unstable();
    v
}

/// Dialects that accept ops they do not define (kept in generic form), as upstream's `llvm` does.
pub fn allows_unknown_ops(name: &str) -> bool {
    name == "llvm"
}

pub fn is_known_dialect(name: &str) -> bool {
    DIALECTS.contains(&name)
}
