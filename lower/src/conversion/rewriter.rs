//! The conversion rewriter: creates ops at an insertion point, records which old values are replaced by
//! which new ones, and at the end materializes the remaining uses of replaced values with
//! `builtin.unrealized_conversion_cast` (progressive lowering), erases replaced ops and old block
//! arguments, and drops materializations nobody uses.
//!
//! Replaced ops stay in the IR (ignored) until [`ConversionRewriter::finalize`], so ids stay valid while
//! patterns run and a pattern can always insert "before the op being converted".

use super::pattern::PatternSet;
use super::signature::{ArgRemap, SignatureConversion};
use super::target::{ConversionTarget, Legality};
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::builtin::{ModuleOp, UnrealizedConversionCastOp};
use irbridge::ir::{
    AttrKind, Attribute, BlockId, Context, OpId, OpState, RegionId, Type, ValueDef, ValueId,
};
use irbridge::ods::OpDef;
use rustc_hash::{FxHashMap, FxHashSet};

/// Where new ops go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Before this op (consecutive creations keep their order).
    Before(OpId),
    /// At the end of this block.
    End(BlockId),
}

pub struct ConversionRewriter<'a> {
    pub ctx: &'a mut Context,
    pub tc: &'a LlvmTypeConverter,
    /// The conversion's target and patterns, for [`ConversionRewriter::can_legalize`].
    target: &'a ConversionTarget,
    patterns: &'a PatternSet,
    ip: InsertPoint,
    /// Old value -> the value replacing it (may itself be replaced later: follow with `lookup`).
    mapping: FxHashMap<ValueId, ValueId>,
    /// Replaced values in replacement order (for the final materializations).
    replaced: Vec<ValueId>,
    /// Target materializations by (value, wanted type), so each value is cast once.
    target_casts: FxHashMap<(ValueId, Type), ValueId>,
    /// Ops replaced or erased by patterns: erased in `finalize`.
    dead: FxHashSet<OpId>,
    dead_order: Vec<OpId>,
    /// Blocks whose original arguments were replaced by a signature conversion: (block, old args).
    old_args: Vec<(BlockId, Vec<ValueId>)>,
    /// Index into `old_args` by block.
    old_args_index: FxHashMap<BlockId, usize>,
    /// Casts this rewriter created (removed at the end if unused, folded when a cast undoes another).
    casts: Vec<OpId>,
    /// Unresolved argument materializations (casts from new block arguments to an old argument's type).
    /// Each with the cast to the legal type made for it, if any.
    arg_mats: Vec<(OpId, Option<OpId>)>,
    /// Ops created since the last `take_created` (the driver legalizes them in turn).
    created: Vec<OpId>,
    /// Symbol name -> op, per symbol table op, built on first lookup and kept current as ops are
    /// created (so looking up N callees is not N scans of the module).
    symbols: FxHashMap<OpId, FxHashMap<Box<[u8]>, OpId>>,
    /// The changes made since the current top-level op's legalization began, oldest first, so
    /// that a pattern's changes can be undone ([`Self::rollback`]).
    journal: Vec<Change>,
}

/// One change a pattern made through the rewriter, as much as is needed to undo it (upstream's
/// `IRRewrite`s, undone by `ConversionPatternRewriterImpl::undoRewrites`).
enum Change {
    /// An op was created (undo: erase it).
    Created(OpId),
    /// A framework cast was appended to `casts`.
    CastListed,
    /// A target materialization was cached under this key.
    CastCached((ValueId, Type)),
    /// `old` was mapped to a new value (`prev` its mapping before) and appended to `replaced`.
    Replaced { old: ValueId, prev: Option<ValueId> },
    /// An op was marked replaced or erased (appended to `dead_order`).
    Dead(OpId),
    /// Arguments were appended to `block`, which had `prev_len` before.
    ArgsAdded { block: BlockId, prev_len: usize },
    /// An argument materialization was appended to `arg_mats`.
    ArgMat,
    /// A block's old arguments were appended to `old_args` (`prev` its index before).
    OldArgs { block: BlockId, prev: Option<usize> },
    /// The uses of `from` (these, in this order) were moved to another value.
    UsesReplaced {
        from: ValueId,
        uses: Vec<irbridge::ir::context::Use>,
    },
    /// The regions of `op` were taken out of it.
    TookRegions { op: OpId, regions: Vec<RegionId> },
    /// A symbol was registered in a cached table (`prev` the op it named before).
    Symbol {
        table: OpId,
        name: Box<[u8]>,
        prev: Option<OpId>,
    },
}

/// A point in the rewriter's change journal to roll back to ([`ConversionRewriter::checkpoint`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint(usize);

impl<'a> ConversionRewriter<'a> {
    pub fn new(
        ctx: &'a mut Context,
        tc: &'a LlvmTypeConverter,
        target: &'a ConversionTarget,
        patterns: &'a PatternSet,
        ip: InsertPoint,
    ) -> Self {
        ConversionRewriter {
            ctx,
            tc,
            target,
            patterns,
            ip,
            mapping: Default::default(),
            replaced: vec![],
            target_casts: Default::default(),
            dead: Default::default(),
            dead_order: vec![],
            old_args: vec![],
            old_args_index: Default::default(),
            casts: vec![],
            arg_mats: vec![],
            created: vec![],
            symbols: Default::default(),
            journal: vec![],
        }
    }

    // ---- the change journal ---------------------------------------------------------------------------------
    /// The current state of the journal: the changes made after it can be undone by
    /// [`Self::rollback`].
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint(self.journal.len())
    }
    /// Forgets the journal (the changes so far are final): the driver calls this once a top-level op
    /// is legalized, so the journal only ever holds one op's legalization.
    pub(crate) fn clear_journal(&mut self) {
        self.journal.clear();
    }
    /// Undoes every change made through the rewriter since `cp`, newest first: created ops are
    /// erased, replacements, erasures and signature conversions forgotten, taken regions given back.
    /// Changes a pattern made on `ctx` directly are not journaled and stay.
    pub fn rollback(&mut self, cp: Checkpoint) {
        if self.journal.len() <= cp.0 {
            return;
        }
        let changes = self.journal.split_off(cp.0);
        // Regions taken from an op may have been given to an op created since: they go back to
        // their op instead of being erased with it.
        let taken: FxHashSet<RegionId> = changes
            .iter()
            .filter_map(|c| match c {
                Change::TookRegions { regions, .. } => Some(regions.iter().copied()),
                _ => None,
            })
            .flatten()
            .collect();
        for c in changes.into_iter().rev() {
            match c {
                Change::Created(op) => {
                    if self.ctx.ops[op].erased {
                        continue;
                    }
                    // A symbol table scanned while the op existed names it: forget it there.
                    if !self.symbols.is_empty() {
                        self.forget_symbol(op);
                    }
                    if !taken.is_empty() {
                        let regions = std::mem::take(&mut self.ctx.ops[op].regions);
                        let (_, own): (Vec<RegionId>, Vec<RegionId>) =
                            regions.into_iter().partition(|r| taken.contains(r));
                        self.ctx.ops[op].regions = own;
                    }
                    self.ctx.erase_op(op);
                }
                Change::CastListed => {
                    self.casts.pop();
                }
                Change::CastCached(key) => {
                    self.target_casts.remove(&key);
                }
                Change::Replaced { old, prev } => {
                    match prev {
                        Some(p) => self.mapping.insert(old, p),
                        None => self.mapping.remove(&old),
                    };
                    self.replaced.pop();
                }
                Change::Dead(op) => {
                    self.dead.remove(&op);
                    self.dead_order.pop();
                }
                Change::ArgsAdded { block, prev_len } => {
                    self.ctx.blocks[block].args.truncate(prev_len);
                }
                Change::ArgMat => {
                    self.arg_mats.pop();
                }
                Change::OldArgs { block, prev } => {
                    self.old_args.pop();
                    match prev {
                        Some(i) => self.old_args_index.insert(block, i),
                        None => self.old_args_index.remove(&block),
                    };
                }
                Change::UsesReplaced { from, uses } => {
                    for u in uses {
                        if !self.ctx.ops[u.op].erased {
                            self.ctx.set_operand(u.op, u.index as usize, from);
                        }
                    }
                }
                Change::TookRegions { op, regions } => {
                    for &r in &regions {
                        self.ctx.regions[r].parent = Some(op);
                    }
                    self.ctx.ops[op].regions = regions;
                }
                Change::Symbol { table, name, prev } => {
                    if let Some(m) = self.symbols.get_mut(&table) {
                        match prev {
                            Some(p) => m.insert(name, p),
                            None => m.remove(&name),
                        };
                    }
                }
            }
        }
        self.created.clear();
    }

    /// Whether `op` and every op nested in it would end up legal if a pattern created them: each is
    /// legal on the target, or has a pattern and operands of convertible types. Upstream fails a
    /// pattern whose created ops cannot be legalized (and rolls it back); a pattern that creates ops
    /// it does not convert itself (`memref.generic_atomic_rmw` copies its body) asks this first.
    pub fn can_legalize(&mut self, op: OpId) -> bool {
        let legal = self.target.legality(self.ctx, op) == Legality::Legal
            || (!self.patterns.for_op(self.ctx.op_name(op)).is_empty()
                && self
                    .ctx
                    .operand_types(op)
                    .into_iter()
                    .all(|t| self.tc.convert_type(self.ctx, t).is_some()));
        if !legal {
            return false;
        }
        let nested: Vec<OpId> = self.ctx.ops[op]
            .regions
            .iter()
            .flat_map(|&r| self.ctx.region_blocks(r))
            .flat_map(|b| self.ctx.block_ops(b))
            .collect();
        nested.into_iter().all(|o| self.can_legalize(o))
    }

    // ---- insertion ------------------------------------------------------------------------------------------
    pub fn insertion_point(&self) -> InsertPoint {
        self.ip
    }
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }
    /// New ops go at the start of `block` (before its current first op).
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.ip = match self.ctx.blocks[block].first {
            Some(op) => InsertPoint::Before(op),
            None => InsertPoint::End(block),
        };
    }
    /// New ops go right after the definition of `v` (block start for a block argument).
    pub fn set_insertion_point_after_value(&mut self, v: ValueId) {
        match self.ctx.values[v].def {
            ValueDef::OpResult { op, .. } => {
                self.ip = match self.ctx.ops[op].next {
                    Some(n) => InsertPoint::Before(n),
                    None => InsertPoint::End(self.ctx.ops[op].parent.expect("op in a block")),
                }
            }
            ValueDef::BlockArg { block, .. } => self.set_insertion_point_to_start(block),
        }
    }

    /// Creates `st` at the insertion point. Properties the op's definition gives a default value (as
    /// upstream materializes them, e.g. `llvm.call`'s `CConv`) are added when `st` leaves them out.
    pub fn create(&mut self, mut st: OpState) -> OpId {
        add_default_props(self.ctx, &mut st);
        let op = self.ctx.create_op(st);
        match self.ip {
            InsertPoint::Before(anchor) => self.ctx.insert_op_before(anchor, op),
            InsertPoint::End(b) => self.ctx.append_op(b, op),
        }
        self.created.push(op);
        self.journal.push(Change::Created(op));
        if !self.symbols.is_empty() {
            if let Some(table) = self.ctx.parent_op(op) {
                self.register_symbol(table, op);
            }
        }
        op
    }

    /// The op named `name` directly in the symbol table `table` (the latest one if a conversion
    /// replaced it; replaced ops are returned too until a replacement is created).
    pub fn lookup_symbol(&mut self, table: OpId, name: &[u8]) -> Option<OpId> {
        if !self.symbols.contains_key(&table) {
            let mut m: FxHashMap<Box<[u8]>, OpId> = FxHashMap::default();
            for &r in &self.ctx.ops[table].regions {
                for b in self.ctx.region_blocks(r) {
                    for o in self.ctx.block_ops(b) {
                        if let Some(n) = self
                            .ctx
                            .get_attr(o, "sym_name")
                            .and_then(|a| self.ctx.as_str_attr(a))
                        {
                            m.entry(n.into()).or_insert(o);
                        }
                    }
                }
            }
            self.symbols.insert(table, m);
        }
        self.symbols[&table].get(name).copied()
    }
    /// Records `op` (if it has a `sym_name`) as the symbol of that name in `table`, when `table`'s
    /// symbols are cached. Ops created outside [`Self::create`] at the top of a module call this.
    pub fn register_symbol(&mut self, table: OpId, op: OpId) {
        let Some(m) = self.symbols.get_mut(&table) else {
            return;
        };
        if let Some(n) = self
            .ctx
            .get_attr(op, "sym_name")
            .and_then(|a| self.ctx.as_str_attr(a))
        {
            let name: Box<[u8]> = n.into();
            let prev = m.insert(name.clone(), op);
            self.journal.push(Change::Symbol { table, name, prev });
        }
    }
    /// Removes `op` from its cached symbol table, if that names it.
    fn forget_symbol(&mut self, op: OpId) {
        let Some(table) = self.ctx.parent_op(op) else {
            return;
        };
        let Some(name) = self
            .ctx
            .get_attr(op, "sym_name")
            .and_then(|a| self.ctx.as_str_attr(a))
        else {
            return;
        };
        if let Some(m) = self.symbols.get_mut(&table) {
            if m.get(name) == Some(&op) {
                m.remove(name);
            }
        }
    }
    /// Creates an op of the record `def` (`Op::def()`, `llvm::intr::FABS`) with the given
    /// operands, result types and properties; returns the op. Prefer an op's typed builder.
    pub fn create_op(
        &mut self,
        def: &'static OpDef,
        loc: Attribute,
        operands: &[ValueId],
        result_types: &[Type],
        props: &[(&str, Attribute)],
    ) -> OpId {
        let mut st = OpState::of(self.ctx, def, loc);
        st.operands = operands.to_vec();
        st.result_types = result_types.to_vec();
        st.props = props.iter().map(|(k, v)| (self.ctx.sym(k), *v)).collect();
        self.create(st)
    }
    /// Like [`Self::create_op`] for a single-result op; returns the result.
    pub fn create_value(
        &mut self,
        def: &'static OpDef,
        loc: Attribute,
        operands: &[ValueId],
        result_type: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let op = self.create_op(def, loc, operands, &[result_type], props);
        self.ctx.result(op, 0)
    }
    /// The argument types `block` will have once the conversion is done (its converted signature if a
    /// signature conversion was applied).
    pub fn block_arg_types(&self, block: BlockId) -> Vec<Type> {
        let old: &[ValueId] = self
            .old_args_index
            .get(&block)
            .map(|&i| self.old_args[i].1.as_slice())
            .unwrap_or(&[]);
        self.ctx.blocks[block]
            .args
            .iter()
            .filter(|a| !old.contains(a))
            .map(|a| self.ctx.value_type(*a))
            .collect()
    }
    /// The `builtin.module` enclosing the insertion point.
    pub fn module_of_insertion_point(&self) -> OpId {
        let mut op = match self.ip {
            InsertPoint::Before(o) => self.ctx.parent_op(o),
            InsertPoint::End(b) => self.ctx.block_parent_op(b),
        };
        let mut last = op;
        while let Some(o) = op {
            if ModuleOp::is(self.ctx, o) {
                return o;
            }
            last = Some(o);
            op = self.ctx.parent_op(o);
        }
        last.expect("the insertion point is inside an op")
    }
    pub(crate) fn take_created(&mut self) -> Vec<OpId> {
        std::mem::take(&mut self.created)
    }

    // ---- the value mapping ----------------------------------------------------------------------------------
    /// The latest replacement of `v` (itself if not replaced).
    pub fn lookup(&self, mut v: ValueId) -> ValueId {
        while let Some(&n) = self.mapping.get(&v) {
            v = n;
        }
        v
    }
    /// `v` looked up and, if its type is not `want`, cast to `want` (a target materialization placed
    /// right after the value's definition, made once per value and type).
    pub fn remap_to(&mut self, v: ValueId, want: Type, loc: Attribute) -> ValueId {
        let cur = self.lookup(v);
        if self.ctx.value_type(cur) == want {
            return cur;
        }
        if let Some(&c) = self.target_casts.get(&(cur, want)) {
            return c;
        }
        let c = self.materialize_cast(cur, want, loc);
        self.target_casts.insert((cur, want), c);
        self.journal.push(Change::CastCached((cur, want)));
        c
    }
    /// `v` looked up and converted to its converted type (unchanged if the type does not convert).
    pub fn remap(&mut self, v: ValueId, loc: Attribute) -> ValueId {
        let orig_ty = self.ctx.value_type(v);
        match self.tc.convert_type(self.ctx, orig_ty) {
            Some(t) => self.remap_to(v, t, loc),
            None => self.lookup(v),
        }
    }
    /// The operands of `op` remapped as patterns receive them.
    pub fn remapped_operands(&mut self, op: OpId) -> Vec<ValueId> {
        let loc = self.ctx.ops[op].loc;
        let ops: Vec<ValueId> = self.ctx.ops[op].operands.to_vec();
        ops.into_iter().map(|v| self.remap(v, loc)).collect()
    }

    /// A `builtin.unrealized_conversion_cast` of `v` to `to`, right after `v`'s definition.
    fn materialize_cast(&mut self, v: ValueId, to: Type, loc: Attribute) -> ValueId {
        let saved = self.ip;
        self.set_insertion_point_after_value(v);
        let op = self.create_op(UnrealizedConversionCastOp::def(), loc, &[v], &[to], &[]);
        self.created.pop();
        self.ip = saved;
        self.casts.push(op);
        self.journal.push(Change::CastListed);
        self.ctx.result(op, 0)
    }
    /// The source materialization of `old` (replaced by `new`): where the replaced op stood, i.e. after
    /// every op its pattern created (upstream inserts it at the replaced op), else after `new`.
    fn source_cast(&mut self, old: ValueId, new: ValueId, to: Type, loc: Attribute) -> ValueId {
        let ValueDef::OpResult { op, .. } = self.ctx.values[old].def else {
            return self.materialize_cast(new, to, loc);
        };
        if !self.dead.contains(&op)
            || self.ctx.ops[op].parent.is_none()
            || !self.same_block(op, new)
        {
            return self.materialize_cast(new, to, loc);
        }
        let saved = self.ip;
        self.ip = InsertPoint::Before(op);
        let c = self.create_op(UnrealizedConversionCastOp::def(), loc, &[new], &[to], &[]);
        self.created.pop();
        self.ip = saved;
        self.casts.push(c);
        self.journal.push(Change::CastListed);
        self.ctx.result(c, 0)
    }
    /// True if `v` is defined in the block that holds `op` (so a cast before `op` is dominated by it).
    fn same_block(&self, op: OpId, v: ValueId) -> bool {
        let b = self.ctx.ops[op].parent;
        match self.ctx.values[v].def {
            ValueDef::OpResult { op: d, .. } => self.ctx.ops[d].parent == b,
            ValueDef::BlockArg { block, .. } => Some(block) == b,
        }
    }
    /// A cast of `vals` to `to` at the insertion point (for patterns that need an explicit one).
    pub fn create_cast(&mut self, vals: &[ValueId], to: &[Type], loc: Attribute) -> OpId {
        let op = self.create_op(UnrealizedConversionCastOp::def(), loc, vals, to, &[]);
        self.created.pop();
        self.casts.push(op);
        self.journal.push(Change::CastListed);
        op
    }

    // ---- replacing and erasing ------------------------------------------------------------------------------
    /// Replaces every result of `op` by the matching value and marks `op` for erasure.
    pub fn replace_op(&mut self, op: OpId, new_values: &[ValueId]) {
        let results: Vec<ValueId> = self.ctx.ops[op].results.to_vec();
        assert_eq!(
            results.len(),
            new_values.len(),
            "replace_op: one value per result"
        );
        for (r, n) in results.into_iter().zip(new_values) {
            self.replace_value(r, *n);
        }
        self.mark_dead(op);
    }
    /// Rewires every use of `from` to `to` now (an in-place change of the users, undone on
    /// rollback), unlike [`Self::replace_value`], which only records the replacement for the
    /// conversion's end.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        let uses = self.ctx.values[from].uses.to_vec();
        self.ctx.replace_all_uses(from, to);
        self.journal.push(Change::UsesReplaced { from, uses });
    }
    /// Replaces `op` by `new_op`'s results.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) {
        let vals: Vec<ValueId> = self.ctx.ops[new_op].results.to_vec();
        self.replace_op(op, &vals);
    }
    /// Erases `op` (its results must end up unused).
    pub fn erase_op(&mut self, op: OpId) {
        self.mark_dead(op);
    }
    fn mark_dead(&mut self, op: OpId) {
        if self.dead.insert(op) {
            self.dead_order.push(op);
            self.journal.push(Change::Dead(op));
        }
    }
    /// Records that `old` is replaced by `new`.
    pub fn replace_value(&mut self, old: ValueId, new: ValueId) {
        if old != new {
            let prev = self.mapping.insert(old, new);
            self.replaced.push(old);
            self.journal.push(Change::Replaced { old, prev });
        }
    }
    /// True if `op` or an op it is nested in was replaced or erased.
    pub fn is_dead(&self, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if self.dead.contains(&o) || self.ctx.ops[o].erased {
                return true;
            }
            cur = self.ctx.parent_op(o);
        }
        false
    }
    /// Takes the regions out of `op` (to give them to a new op through `OpState::regions`).
    pub fn take_regions(&mut self, op: OpId) -> Vec<RegionId> {
        let rs = std::mem::take(&mut self.ctx.ops[op].regions);
        for r in &rs {
            self.ctx.regions[*r].parent = None;
        }
        self.journal.push(Change::TookRegions {
            op,
            regions: rs.clone(),
        });
        rs
    }

    // ---- block signatures -----------------------------------------------------------------------------------
    /// Rewrites the arguments of `block` as `sig` says: new arguments of the converted types are added,
    /// each original argument is mapped to its replacement (1:N replacements are rebuilt by the type
    /// converter's argument materialization at the block start), and the originals are removed at the end.
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        sig: &SignatureConversion,
    ) -> Result<(), Diagnostic> {
        let old: Vec<ValueId> = self.ctx.blocks[block].args.clone();
        assert_eq!(old.len(), sig.num_orig_args(), "signature of another block");
        self.journal.push(Change::ArgsAdded {
            block,
            prev_len: old.len(),
        });
        let new: Vec<ValueId> = sig
            .converted_types()
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                // A new argument takes the location of the original it replaces.
                let loc = (0..old.len())
                    .find(|&j| matches!(sig.remap(j), ArgRemap::Inputs { start, .. } if start == i))
                    .and_then(|j| self.ctx.values[old[j]].loc);
                self.ctx.add_block_arg(block, t, loc)
            })
            .collect();
        // Each original argument whose replacement differs gets an unresolved argument materialization:
        // a cast of its new arguments back to its type, at the very start of the block (so the last
        // argument's comes first, as upstream). `finalize` drops unused ones and has the type converter
        // build the used ones (a memref descriptor packed from its scalars).
        let saved = self.ip;
        for (i, &o) in old.iter().enumerate() {
            match sig.remap(i) {
                ArgRemap::Inputs { start, len } => {
                    let ty = self.ctx.value_type(o);
                    let inputs = &new[start..start + len];
                    if len == 1 && self.ctx.value_type(inputs[0]) == ty {
                        self.replace_value(o, inputs[0]);
                        continue;
                    }
                    let loc = self.ctx.values[o]
                        .loc
                        .unwrap_or_else(|| self.ctx.unknown_loc());
                    self.set_insertion_point_to_start(block);
                    let op = self.create_cast(inputs, &[ty], loc);
                    let v = self.ctx.result(op, 0);
                    // As upstream 19, the materialized argument is cast on to its legal type right
                    // away; converted users get that cast, which stays as long as the argument is used.
                    let tc = self.tc;
                    let legal = tc.convert_type(self.ctx, ty).filter(|l| *l != ty);
                    let target = legal.map(|l| {
                        self.set_insertion_point_after_value(v);
                        let c = self.create_cast(&[v], &[l], loc);
                        self.target_casts.insert((v, l), self.ctx.result(c, 0));
                        self.journal.push(Change::CastCached((v, l)));
                        c
                    });
                    self.arg_mats.push((op, target));
                    self.journal.push(Change::ArgMat);
                    self.replace_value(o, v);
                }
                ArgRemap::Dropped => {}
            }
        }
        self.ip = saved;
        let prev = self.old_args_index.insert(block, self.old_args.len());
        self.old_args.push((block, old));
        self.journal.push(Change::OldArgs { block, prev });
        Ok(())
    }
    /// Converts the argument types of every block of `region` 1:1 with the type converter; the entry
    /// block uses `entry` instead when given. Fails if an argument type does not convert.
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        entry: Option<&SignatureConversion>,
    ) -> Result<(), Diagnostic> {
        let blocks = self.ctx.region_blocks(region);
        for (bi, b) in blocks.into_iter().enumerate() {
            if bi == 0 {
                if let Some(sig) = entry {
                    self.apply_signature_conversion(b, sig)?;
                    continue;
                }
            }
            let args = self.ctx.blocks[b].args.clone();
            let mut sig = SignatureConversion::new(args.len());
            let mut changed = false;
            for (i, a) in args.iter().enumerate() {
                let t = self.ctx.value_type(*a);
                let Some(c) = self.tc.convert_type(self.ctx, t) else {
                    let loc = self.ctx.values[*a]
                        .loc
                        .unwrap_or_else(|| self.ctx.unknown_loc());
                    return Err(Diagnostic::at(
                        self.ctx,
                        loc,
                        format!(
                            "failed to convert the type of block argument #{i} ({})",
                            irbridge::print::type_to_string(self.ctx, t)
                        ),
                    ));
                };
                changed |= c != t;
                sig.add_inputs(i, &[c]);
            }
            if changed {
                self.apply_signature_conversion(b, &sig)?;
            }
        }
        Ok(())
    }

    // ---- the end --------------------------------------------------------------------------------------------
    /// Resolves the conversion: live uses of replaced values are rewired to the replacements (through a
    /// source materialization cast where the types differ), replaced ops and old block arguments are
    /// removed, and unused casts are dropped. Fails if a dropped block argument is still used.
    pub fn finalize(mut self) -> Result<(), Diagnostic> {
        let replaced = std::mem::take(&mut self.replaced);
        let mut source_casts: FxHashMap<(ValueId, Type), ValueId> = FxHashMap::default();
        // The last cast placed after each replaced op.
        let mut after_replaced: FxHashMap<OpId, OpId> = FxHashMap::default();
        for old in replaced {
            let new = self.lookup(old);
            let old_ty = self.ctx.value_type(old);
            let uses: Vec<_> = self.ctx.values[old].uses.to_vec();
            for u in uses {
                if self.is_dead(u.op) {
                    continue;
                }
                let v = if self.ctx.value_type(new) == old_ty {
                    new
                } else if let Some(&c) = source_casts
                    .get(&(self.type_changing(old), old_ty))
                    .or_else(|| source_casts.get(&(new, old_ty)))
                {
                    c
                } else if let ValueDef::OpResult { op, .. } =
                    self.ctx.values[self.type_changing(old)].def
                {
                    // Upstream puts the cast of a replaced op's result right after that op, the
                    // casts of one op in result order.
                    let loc = self.ctx.ops[op].loc;
                    let anchor = after_replaced.get(&op).copied().unwrap_or(op);
                    let saved = self.ip;
                    self.ip = match self.ctx.ops[anchor].next {
                        Some(n) => InsertPoint::Before(n),
                        None => {
                            InsertPoint::End(self.ctx.ops[anchor].parent.expect("op in a block"))
                        }
                    };
                    let cast = self.create_cast(&[new], &[old_ty], loc);
                    self.ip = saved;
                    after_replaced.insert(op, cast);
                    let c = self.ctx.result(cast, 0);
                    source_casts.insert((old, old_ty), c);
                    let at = self.type_changing(old);
                    source_casts.insert((at, old_ty), c);
                    c
                } else {
                    let loc = self.value_loc(old);
                    let c = self.source_cast(old, new, old_ty, loc);
                    source_casts.insert((new, old_ty), c);
                    c
                };
                self.ctx.set_operand(u.op, u.index as usize, v);
            }
        }
        for (block, old) in std::mem::take(&mut self.old_args) {
            for &a in &old {
                if let Some(u) = self.ctx.values[a].uses.iter().find(|u| !self.is_dead(u.op)) {
                    let loc = self.ctx.ops[u.op].loc;
                    return Err(Diagnostic::at(
                        self.ctx,
                        loc,
                        "a block argument removed by the conversion is still used",
                    ));
                }
            }
            let old_set: FxHashSet<ValueId> = old.into_iter().collect();
            let kept: Vec<ValueId> = self.ctx.blocks[block]
                .args
                .iter()
                .copied()
                .filter(|a| !old_set.contains(a))
                .collect();
            for (i, a) in kept.iter().enumerate() {
                self.ctx.values[*a].def = ValueDef::BlockArg {
                    block,
                    index: i as u32,
                };
            }
            self.ctx.blocks[block].args = kept;
        }
        for op in std::mem::take(&mut self.dead_order).into_iter().rev() {
            if !self.ctx.ops[op].erased {
                self.ctx.erase_op(op);
            }
        }
        let folded = self.fold_cast_pairs();
        let keep = self.resolve_argument_materializations(&folded)?;
        // Unused casts, newest first so a chain of them goes in one sweep.
        let casts = std::mem::take(&mut self.casts);
        let all_casts = casts.clone();
        for op in casts.into_iter().rev() {
            if !self.ctx.ops[op].erased
                && !keep.contains(&op)
                && self.ctx.ops[op]
                    .results
                    .iter()
                    .all(|r| self.ctx.values[*r].uses.is_empty())
            {
                self.ctx.erase_op(op);
            }
        }
        self.build_target_materializations();
        if self.tc.has_own_rule() {
            self.check_no_live_casts(&all_casts)?;
        }
        Ok(())
    }

    /// Fails at the first of `casts` still used: upstream's converters without materializations
    /// leave no `builtin.unrealized_conversion_cast` behind. Upstream reports this before it
    /// rewires the uses of replaced values and block arguments, so only a target
    /// materialization (used by the ops patterns made) names a live user.
    fn check_no_live_casts(&mut self, casts: &[OpId]) -> Result<(), Diagnostic> {
        let target_mats: FxHashSet<OpId> = self
            .target_casts
            .values()
            .filter_map(|&v| self.ctx.defining_op(v))
            .collect();
        for &c in casts {
            if self.ctx.ops[c].erased {
                continue;
            }
            let out = self.ctx.result(c, 0);
            // Upstream names the newest use (its use lists grow at the front).
            let Some(user) = self.ctx.values[out].uses.last().map(|u| u.op) else {
                continue;
            };
            let inputs: Vec<String> = self.ctx.ops[c]
                .operands
                .iter()
                .map(|&v| {
                    let t = self.ctx.value_type(v);
                    format!("'{}'", irbridge::print::type_to_string(self.ctx, t))
                })
                .collect();
            let to = irbridge::print::type_to_string(self.ctx, self.ctx.value_type(out));
            let loc = self.ctx.ops[c].loc;
            let mut d = Diagnostic::at(
                self.ctx,
                loc,
                format!(
                    "failed to legalize unresolved materialization from ({}) to '{to}' that remained live after conversion",
                    inputs.join(", ")
                ),
            );
            if target_mats.contains(&c) {
                // The user as `<< *op` prints it: names numbered from the outermost op.
                let mut top = user;
                while let Some(p) = self.ctx.parent_op(top) {
                    top = p;
                }
                let mut printer = irbridge::print::Printer::new(self.ctx, Default::default());
                printer.name_values(top);
                printer.print_op(user);
                let user_loc = irbridge::diag::diag_loc(self.ctx, self.ctx.ops[user].loc);
                d = d.with_note(
                    user_loc,
                    format!("see existing live user here: {}", printer.out.trim()),
                );
            }
            return Err(d);
        }
        Ok(())
    }

    /// The target materializations still used, built by the type converter's hook where it has
    /// one (upstream's `legalizeUnresolvedMaterializations`): at the cast's place, with its location.
    fn build_target_materializations(&mut self) {
        let tc = self.tc;
        let Some(hook) = &tc.target_materialization else {
            return;
        };
        let mut mats: Vec<OpId> = self
            .target_casts
            .values()
            .filter_map(|&v| self.ctx.defining_op(v))
            .collect();
        mats.sort();
        mats.dedup();
        for c in mats {
            if self.ctx.ops[c].erased || self.ctx.ops[c].operands.len() != 1 {
                continue;
            }
            let out = self.ctx.result(c, 0);
            if self.ctx.values[out].uses.is_empty() {
                continue;
            }
            let input = self.ctx.ops[c].operands[0];
            let to = self.ctx.value_type(out);
            let loc = self.ctx.ops[c].loc;
            self.ip = InsertPoint::Before(c);
            let v = hook(self, input, to, loc);
            self.ctx.replace_all_uses(out, v);
            self.ctx.erase_op(c);
        }
    }

    /// The value along `v`'s replacement chain whose own replacement changes the type: upstream
    /// materializes there (a value replaced by a same-typed value that is itself converted gets the
    /// cast of that value's op).
    fn type_changing(&self, mut v: ValueId) -> ValueId {
        let ty = self.ctx.value_type(v);
        while let Some(&n) = self.mapping.get(&v) {
            if self.ctx.value_type(n) != ty || !self.mapping.contains_key(&n) {
                break;
            }
            v = n;
        }
        v
    }

    /// A framework cast `B -> A` of a framework cast `A -> B` is the original `A` value. A target
    /// materialization looks further, as upstream's `lookupRemappedValue` when it resolves its
    /// unresolved materializations: through any chain of one-operand
    /// `builtin.unrealized_conversion_cast`s, the pass's own or not, to a value of the wanted type
    /// (an `i64 -> index` cast left by an earlier pass, materialized back to `i64`, is the `i64`).
    /// Returns the casts whose uses were folded away.
    fn fold_cast_pairs(&mut self) -> FxHashSet<OpId> {
        let cast_set: FxHashSet<OpId> = self.casts.iter().copied().collect();
        let target_mats: FxHashSet<OpId> = self
            .target_casts
            .values()
            .filter_map(|&v| self.ctx.defining_op(v))
            .collect();
        let mut folded = FxHashSet::default();
        for &c in &self.casts {
            if self.ctx.ops[c].erased || self.ctx.ops[c].operands.len() != 1 {
                continue;
            }
            let out = self.ctx.result(c, 0);
            let want = self.ctx.value_type(out);
            let any_cast = target_mats.contains(&c);
            let mut v = self.ctx.ops[c].operands[0];
            let mut found = None;
            // Each step leaves a cast, so the chain ends (a bound guards against a cycle).
            for _ in 0..64 {
                let Some(d) = self.ctx.defining_op(v) else {
                    break;
                };
                let is_cast = if any_cast {
                    UnrealizedConversionCastOp::is(self.ctx, d)
                } else {
                    cast_set.contains(&d)
                };
                if !is_cast || self.ctx.ops[d].operands.len() != 1 || self.ctx.ops[d].erased {
                    break;
                }
                v = self.ctx.ops[d].operands[0];
                if self.ctx.value_type(v) == want {
                    found = Some(v);
                    break;
                }
                if !any_cast {
                    break;
                }
            }
            if let Some(orig) = found.filter(|o| *o != out) {
                self.ctx.replace_all_uses(out, orig);
                folded.insert(c);
            }
        }
        folded
    }

    /// Builds the used argument materializations with the type converter and drops the unused ones.
    /// The cast of a used argument to its legal type stays even when nothing uses it (as upstream 19),
    /// unless it folded away.
    fn resolve_argument_materializations(
        &mut self,
        folded: &FxHashSet<OpId>,
    ) -> Result<FxHashSet<OpId>, Diagnostic> {
        let mut keep = FxHashSet::default();
        for (op, target) in std::mem::take(&mut self.arg_mats) {
            if self.ctx.ops[op].erased {
                continue;
            }
            let out = self.ctx.result(op, 0);
            let used_besides_target = self.ctx.values[out]
                .uses
                .iter()
                .any(|u| Some(u.op) != target);
            if let Some(t) = target {
                let t_used = !self.ctx.values[self.ctx.result(t, 0)].uses.is_empty();
                if !folded.contains(&t) && (used_besides_target || t_used) {
                    keep.insert(t);
                } else if !t_used && !self.ctx.ops[t].erased {
                    self.ctx.erase_op(t);
                }
            }
            if self.ctx.values[out].uses.is_empty() {
                self.ctx.erase_op(op);
                continue;
            }
            let inputs: Vec<ValueId> = self.ctx.ops[op].operands.to_vec();
            let ty = self.ctx.value_type(out);
            let loc = self.ctx.ops[op].loc;
            self.ip = InsertPoint::Before(op);
            let tc = self.tc;
            if let Some(v) = tc.materialize_argument(self, ty, &inputs, loc)? {
                self.ctx.replace_all_uses(out, v);
                self.ctx.erase_op(op);
            }
        }
        Ok(keep)
    }

    fn value_loc(&mut self, v: ValueId) -> Attribute {
        match self.ctx.values[v].def {
            ValueDef::OpResult { op, .. } => self.ctx.ops[op].loc,
            ValueDef::BlockArg { .. } => self.ctx.values[v]
                .loc
                .unwrap_or_else(|| self.ctx.unknown_loc()),
        }
    }

    // ---- attribute helpers ----------------------------------------------------------------------------------
    /// `array<i64: ...>`, the type of positions in `llvm.extractvalue`/`insertvalue`.
    pub fn dense_i64(&mut self, values: &[i64]) -> Attribute {
        let elem = self.ctx.i64();
        self.ctx.attr(AttrKind::DenseArray {
            elem,
            values: values.iter().map(|&v| v as i128).collect(),
        })
    }
}

/// Adds the properties an op's definition gives default values (as upstream materializes them) when
/// `st` leaves them out.
pub fn add_default_props(ctx: &mut Context, st: &mut OpState) {
    if let Some(def) = st
        .def
        .or_else(|| irbridge::dialect::lookup(ctx.str(st.name)))
    {
        // Attributes named like one of the op's inherent attributes are its properties (as MLIR's
        // `setAttrs` does), e.g. `branch_weights` carried from `cf.cond_br` to `llvm.cond_br`.
        if !st.attrs.is_empty() {
            let (inherent, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut st.attrs)
                .into_iter()
                .partition(|(k, _)| def.is_inherent(ctx.str(*k)));
            st.attrs = rest;
            for (k, v) in inherent {
                if !st.props.iter().any(|(pk, _)| *pk == k) {
                    st.props.push((k, v));
                }
            }
        }
        irbridge::ods::materialize_default_props(ctx, def, st);
    }
}
