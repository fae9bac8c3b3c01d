//! Passes by their upstream flag names. Passes are added by the crates that implement them (the
//! lowering passes live in `irbridge-export`) through [`register_passes`].

use super::{Pass, PassOptions};
use std::sync::{OnceLock, RwLock};

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
    pub help: &'static str,
}

pub struct PassInfo {
    pub name: &'static str,
    pub summary: &'static str,
    pub options: &'static [PassOptionInfo],
    pub create: fn(&PassOptions) -> Result<Box<dyn Pass>, String>,
}

fn table() -> &'static RwLock<Vec<&'static PassInfo>> {
    static T: OnceLock<RwLock<Vec<&'static PassInfo>>> = OnceLock::new();
    T.get_or_init(|| RwLock::new(vec![]))
}

/// Adds passes to the registry (idempotent per name).
pub fn register_passes(passes: &'static [PassInfo]) {
    let mut t = table().write().unwrap_or_else(|e| e.into_inner());
    for p in passes {
        if !t.iter().any(|q| q.name == p.name) {
            t.push(p);
        }
    }
}

pub fn lookup_pass(name: &str) -> Option<&'static PassInfo> {
    table()
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|p| p.name == name)
        .copied()
}

/// All registered passes, for `--help`.
pub fn all_passes() -> Vec<&'static PassInfo> {
    table().read().unwrap_or_else(|e| e.into_inner()).clone()
}
