//! `DILocation::getMergedLocation` (LLVM 19), which upstream applies to the locations of a fused
//! location, left to right: equal locations stay; otherwise the two inlined-at chains are matched
//! from their outermost common (subprogram, inlinedAt) pair and merged pairwise, each pair at the
//! nearest common scope, keeping line and column only where they agree; locations with nothing in
//! common become line 0 in the first one's scope.

use super::super::llvm::Md;
use super::super::Translator;
use irbridge::dialect::llvm::attrs::params::struct_mnemonic;

/// What a `DILocation` made by the translation holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct LocParts<'ctx> {
    pub line: u32,
    pub col: u32,
    pub scope: Md<'ctx>,
    pub inlined_at: Option<Md<'ctx>>,
}

impl<'ctx> Translator<'_, 'ctx> {
    /// `DILocation::get`, remembering the parts for merging.
    pub(super) fn make_location(
        &mut self,
        line: u32,
        col: u32,
        scope: Md<'ctx>,
        inlined_at: Option<Md<'ctx>>,
    ) -> Md<'ctx> {
        let m = self.ll.di_location(line, col, scope, inlined_at);
        let parts = LocParts {
            line,
            col,
            scope,
            inlined_at,
        };
        self.di.loc_parts.insert(m, parts);
        m
    }

    /// `getMergedLocation(a, b)` for two locations made by [`Self::make_location`].
    pub(super) fn merge_locations(&mut self, a: Md<'ctx>, b: Md<'ctx>) -> Result<Md<'ctx>, String> {
        if a == b {
            return Ok(a);
        }
        let chain = |t: &Self, mut l: Option<Md<'ctx>>| -> Result<Vec<LocParts<'ctx>>, String> {
            let mut out = vec![];
            while let Some(m) = l {
                let p = *t.di.loc_parts.get(&m).ok_or("unknown location")?;
                out.push(p);
                l = p.inlined_at;
            }
            Ok(out)
        };
        let (a_locs, b_locs) = (chain(self, Some(a))?, chain(self, Some(b))?);
        let mut a_key = vec![];
        for p in &a_locs {
            a_key.push((self.subprogram(p.scope)?, p.inlined_at));
        }
        // The first location of B's chain whose (subprogram, inlinedAt) is in A's chain.
        let mut start: Option<(usize, usize)> = None;
        for (j, p) in b_locs.iter().enumerate() {
            let key = (self.subprogram(p.scope)?, p.inlined_at);
            if let Some(i) = a_key.iter().position(|k| *k == key) {
                start = Some((i, j));
                break;
            }
        }
        let mut result: Option<Md<'ctx>> = None;
        if let Some((i, j)) = start {
            result = a_locs[i].inlined_at;
            // Walk outwards-in: from the matched pair towards the innermost locations.
            let (mut i, mut j) = (i as isize, j as isize);
            while i >= 0 && j >= 0 {
                let (l1, l2) = (a_locs[i as usize], b_locs[j as usize]);
                match self.merge_pair(l1, l2, result)? {
                    Some(m) => result = Some(m),
                    None => break,
                }
                i -= 1;
                j -= 1;
            }
        }
        match result {
            Some(r) => Ok(r),
            None => {
                let scope = a_locs[0].scope;
                Ok(self.make_location(0, 0, scope, None))
            }
        }
    }

    fn merge_pair(
        &mut self,
        l1: LocParts<'ctx>,
        l2: LocParts<'ctx>,
        inlined_at: Option<Md<'ctx>>,
    ) -> Result<Option<Md<'ctx>>, String> {
        if l1 == l2 {
            return Ok(Some(
                self.make_location(l1.line, l1.col, l1.scope, inlined_at),
            ));
        }
        if self.subprogram(l1.scope)? != self.subprogram(l2.scope)? {
            return Ok(None);
        }
        // The nearest common scope inside the subprogram.
        let mut seen = vec![];
        let mut s = Some(l1.scope);
        while let Some(x) = s {
            seen.push(x);
            if self.is_subprogram(x)? {
                break;
            }
            s = self.parent_scope(x)?;
        }
        let mut common = None;
        let mut s = Some(l2.scope);
        while let Some(x) = s {
            if seen.contains(&x) {
                common = Some(x);
                break;
            }
            if self.is_subprogram(x)? {
                break;
            }
            s = self.parent_scope(x)?;
        }
        let scope = common.ok_or("no common scope of two locations in one subprogram")?;
        let same_line = l1.line == l2.line;
        let line = if same_line { l1.line } else { 0 };
        let col = if same_line && l1.col == l2.col {
            l1.col
        } else {
            0
        };
        Ok(Some(self.make_location(line, col, scope, inlined_at)))
    }

    fn scope_mnemonic(&self, s: Md<'ctx>) -> Result<&str, String> {
        let a = *self
            .di
            .scope_attrs
            .get(&s)
            .ok_or("unknown debug info scope")?;
        struct_mnemonic(self.ctx, a).ok_or_else(|| "unknown debug info scope".to_string())
    }
    fn is_subprogram(&self, s: Md<'ctx>) -> Result<bool, String> {
        Ok(self.scope_mnemonic(s)? == "di_subprogram")
    }
    /// The scope a local scope is nested in (none above a subprogram).
    fn parent_scope(&self, s: Md<'ctx>) -> Result<Option<Md<'ctx>>, String> {
        let a = *self
            .di
            .scope_attrs
            .get(&s)
            .ok_or("unknown debug info scope")?;
        let parent = match self.ctx.attr_kind(a) {
            irbridge::ir::AttrKind::DialectStruct { params, .. } => params
                .iter()
                .find(|(n, _)| self.ctx.str(*n) == "scope")
                .map(|(_, v)| *v),
            _ => None,
        };
        Ok(parent.and_then(|p| self.di.node(p)))
    }
    /// `DILocalScope::getSubprogram`.
    fn subprogram(&self, s: Md<'ctx>) -> Result<Option<Md<'ctx>>, String> {
        let mut cur = Some(s);
        while let Some(x) = cur {
            if self.is_subprogram(x)? {
                return Ok(Some(x));
            }
            cur = self.parent_scope(x)?;
        }
        Ok(None)
    }
}
