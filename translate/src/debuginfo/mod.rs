//! Debug information: the `#llvm.di_*` attributes a module uses become LLVM `!DI*` metadata, the way
//! upstream 19's `DebugTranslation` makes them.
//!
//! Before anything else is translated, [`Translator::prepare_debug_info`] finds every debug-info
//! attribute upstream would translate (`collect.rs`): functions' subprograms, globals' `dbg_expr`,
//! the scopes of op locations, the variables, labels and expressions of `llvm.intr.dbg.*` and loop
//! annotation locations. `writer.rs` writes them out as LLVM assembly, field by field as upstream
//! builds them, and the text is parsed in the module's context once; the translation then attaches
//! the nodes (`!dbg` on functions, instructions and globals, intrinsic arguments) and builds
//! `DILocation`s from op locations (`locations.rs`).

mod collect;
mod intrinsics;
pub(crate) use collect::subprogram_of;
mod locations;
mod merge;
mod scopes;
mod types;
mod variables;
mod writer;

use super::llvm::Md;
use irbridge::ir::Attribute;
use rustc_hash::FxHashMap;

/// Debug-info state of one module's translation.
#[derive(Default)]
pub(crate) struct DebugInfo<'ctx> {
    /// The node made for each debug-info attribute.
    nodes: FxHashMap<Attribute, Md<'ctx>>,
    /// Translated locations by (location, scope, inlinedAt), as upstream caches them.
    locs: FxHashMap<(Attribute, Option<Md<'ctx>>, Option<Md<'ctx>>), Option<Md<'ctx>>>,
    /// The subprogram of the function being translated.
    scope: Option<Md<'ctx>>,
    /// The parts of every `DILocation` made, for merging.
    loc_parts: FxHashMap<Md<'ctx>, merge::LocParts<'ctx>>,
    /// The attribute of each local scope node (to walk up scopes when merging).
    scope_attrs: FxHashMap<Md<'ctx>, Attribute>,
    /// Debug intrinsics the translation declared (deleted once the calls are debug records).
    declared: Vec<String>,
    /// `!DIExpression()`, for debug intrinsics without a `locationExpr`.
    empty_expr: Option<Md<'ctx>>,
}

impl<'ctx> DebugInfo<'ctx> {
    /// The node of debug-info attribute `a` (made by `prepare_debug_info`).
    pub fn node(&self, a: Attribute) -> Option<Md<'ctx>> {
        self.nodes.get(&a).copied()
    }
}
