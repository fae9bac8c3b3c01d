//! Op locations → `DILocation`s (upstream 19's `DebugTranslation::translateLoc`): a file location
//! gets the current scope (none: no location); a fused location whose metadata is a local scope
//! (subprogram, lexical block, lexical block file) switches to that scope; a call-site location
//! translates the caller and makes it the callee's `inlinedAt` (the caller alone if the callee has
//! no scope; the outer caller if this caller has none; no location if neither has); a name location is its child; `unknown` is no location; the locations of a fused
//! location are merged (`merge.rs`).

use super::super::llvm::Md;
use super::super::{TResult, Translator};
use irbridge::ir::{AttrKind, Attribute, Location, OpId};

/// The `DILocalScopeAttr`s: fused-location metadata that sets the scope.
pub(super) const LOCAL_SCOPES: &[&str] =
    &["di_subprogram", "di_lexical_block", "di_lexical_block_file"];

impl<'ctx> Translator<'_, 'ctx> {
    /// Starts function `op`'s body: its locations are scoped to its subprogram, if it has one.
    pub(crate) fn begin_function_debug_info(&mut self, op: OpId) {
        let sp = super::collect::subprogram_of(self.ctx, self.ctx.ops[op].loc);
        self.di.scope = sp.and_then(|a| self.di.node(a));
        self.ll.set_debug_location(None);
    }

    /// Sets the builder's location to `op`'s (or none), before `op` is translated.
    pub(crate) fn set_op_debug_location(&mut self, op: OpId) -> TResult<()> {
        if self.di.nodes.is_empty() {
            return Ok(());
        }
        let scope = self.di.scope;
        let loc = self
            .translate_loc(self.ctx.ops[op].loc, scope, None)
            .map_err(|m| self.err(op, m))?;
        self.ll.set_debug_location(loc);
        Ok(())
    }

    /// A location attribute with no scope but the one it names itself (loop annotation
    /// `startLoc`/`endLoc`, which upstream translates without the function's scope).
    pub(crate) fn debug_location(&mut self, loc: Attribute, at: OpId) -> TResult<Option<Md<'ctx>>> {
        self.translate_loc(loc, None, None)
            .map_err(|m| self.err(at, m))
    }

    fn translate_loc(
        &mut self,
        loc: Attribute,
        scope: Option<Md<'ctx>>,
        inlined_at: Option<Md<'ctx>>,
    ) -> Result<Option<Md<'ctx>>, String> {
        let key = (loc, scope, inlined_at);
        if let Some(l) = self.di.locs.get(&key) {
            return Ok(*l);
        }
        let ctx = self.ctx;
        let AttrKind::Location(l) = ctx.attr_kind(loc) else {
            return Ok(None);
        };
        let out = match l {
            Location::Unknown => None,
            Location::FileLineCol { line, col, .. } => {
                scope.map(|s| self.make_location(*line, *col, s, inlined_at))
            }
            Location::Name { child, .. } => match child {
                Some(c) => self.translate_loc(*c, scope, inlined_at)?,
                None => None,
            },
            Location::CallSite { callee, caller } => {
                // A caller with no scope cannot hold the callee's `inlinedAt`: an outer caller
                // does, if there is one; otherwise the call site has no location (the callee's
                // scope need not be the function's).
                let caller = match self.translate_loc(*caller, scope, inlined_at)? {
                    Some(c) => c,
                    None => match inlined_at {
                        Some(outer) => outer,
                        None => {
                            self.di.locs.insert(key, None);
                            return Ok(None);
                        }
                    },
                };
                self.translate_loc(*callee, None, Some(caller))?
                    .or(Some(caller))
            }
            Location::Fused { metadata, locs } => {
                let mut scope = scope;
                if let Some(m) = metadata {
                    let is_scope = irbridge::dialect::llvm::attrs::params::struct_mnemonic(ctx, *m)
                        .is_some_and(|n| LOCAL_SCOPES.contains(&n));
                    if is_scope {
                        scope = Some(
                            self.di
                                .node(*m)
                                .ok_or("debug info scope was not translated")?,
                        );
                    }
                }
                let Some((first, rest)) = locs.split_first() else {
                    return Ok(None);
                };
                let mut merged = self.translate_loc(*first, scope, inlined_at)?;
                for &l in rest {
                    let t = self.translate_loc(l, scope, inlined_at)?;
                    // `getMergedLocation`: null with anything is null.
                    merged = match (merged, t) {
                        (Some(a), Some(b)) => Some(self.merge_locations(a, b)?),
                        _ => None,
                    };
                }
                merged
            }
        };
        self.di.locs.insert(key, out);
        Ok(out)
    }
}
