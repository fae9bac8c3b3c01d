//! Passes by their upstream flag names. A [`Registry`] is a list of pass tables: the IR core's own
//! (`transforms::CORE`) and those of the crates that implement more (`irbridge_lower::REGISTRY` has the
//! core's and the lowering passes). There is no global state to fill first: whoever runs a pipeline
//! says which registry it resolves against.

use super::{Pass, PassOptions};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    UInt,
    String,
    /// Comma-separated list.
    List,
}

#[derive(Debug)]
pub struct PassOptionInfo {
    pub name: &'static str,
    pub kind: OptionKind,
    /// The value upstream prints for it when not given (`-dump-pass-pipeline`).
    pub default: &'static str,
    pub help: &'static str,
}

pub struct PassInfo {
    pub name: &'static str,
    pub summary: &'static str,
    /// The op the pass runs on, if it is restricted to one (upstream's
    /// `Pass<"name", "func::FuncOp">`): given as a flag, it is nested under that op.
    pub anchor: Option<&'static str>,
    pub options: &'static [PassOptionInfo],
    pub create: fn(&PassOptions) -> Result<Box<dyn Pass>, String>,
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PassInfo({})", self.name)
    }
}

/// A set of pass tables searched in order (the first table naming a pass wins).
#[derive(Copy, Clone, Debug)]
pub struct Registry {
    tables: &'static [&'static [PassInfo]],
}

impl Registry {
    pub const fn new(tables: &'static [&'static [PassInfo]]) -> Self {
        Registry { tables }
    }

    /// The pass registered under `name`.
    pub fn lookup(&self, name: &str) -> Option<&'static PassInfo> {
        self.passes().find(|p| p.name == name)
    }

    /// Every pass, in table order (for `--help`).
    pub fn passes(&self) -> impl Iterator<Item = &'static PassInfo> {
        self.tables.iter().flat_map(|t| t.iter())
    }
}
