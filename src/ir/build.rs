//! Creating, linking, moving and erasing IR. Every edit goes through here so use lists and the
//! layout lists stay consistent; ids are never invalidated (erased ops are only marked).

use super::attrs::{Attribute, Sym};
use super::context::*;
use super::types::Type;

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OpState {
    pub name: Sym,
    /// The op's definition when the creator knows it (typed builders, the parser); otherwise it is
    /// looked up by name.
    pub def: Option<&'static crate::ods::OpDef>,
    pub operands: Vec<ValueId>,
    pub result_types: Vec<Type>,
    pub props: Vec<(Sym, Attribute)>,
    pub attrs: Vec<(Sym, Attribute)>,
    pub successors: Vec<BlockId>,
    pub regions: Vec<RegionId>,
    pub loc: Attribute,
    /// The input wrote `<{...}>` (kept for unregistered ops, whose empty `<{}>` upstream prints back).
    pub props_written: bool,
}

impl OpState {
    /// The state of a new op of the registered definition `def` (a record's `Op::def()`).
    pub fn of(ctx: &mut Context, def: &'static crate::ods::OpDef, loc: Attribute) -> Self {
        let mut st = OpState::new(ctx.sym(def.name), loc);
        st.def = Some(def);
        st
    }

    /// The state of a new op named `name` (its definition looked up when it is created).
    pub fn new(name: Sym, loc: Attribute) -> Self {
        OpState {
            name,
            def: None,
            operands: vec![],
            result_types: vec![],
            props: vec![],
            attrs: vec![],
            successors: vec![],
            regions: vec![],
            loc,
            props_written: false,
        }
    }
}

impl Context {
    /// Creates a detached operation; insert it with `append_op` / `insert_op_before`.
    pub fn create_op(&mut self, st: OpState) -> OpId {
        let def = st.def.or_else(|| self.registry.lookup(self.str(st.name)));
        self.create_op_with_def(st, def)
    }

    /// [`Context::create_op`] when the caller already looked up the op's definition (the parser).
    pub fn create_op_with_def(
        &mut self,
        st: OpState,
        def: Option<&'static crate::ods::OpDef>,
    ) -> OpId {
        debug_assert!(def.is_none_or(|d| d.name == self.str(st.name)));
        let op = self.ops.push(OpData {
            name: st.name,
            def,
            operands: Default::default(),
            results: Default::default(),
            props: Default::default(),
            attrs: Default::default(),
            successors: st.successors,
            regions: Vec::new(),
            loc: st.loc,
            props_written: st.props_written,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        let mut props = st.props;
        self.sort_named(&mut props);
        let mut attrs = st.attrs;
        self.sort_named(&mut attrs);
        self.ops[op].props = props.into_iter().collect();
        self.ops[op].attrs = attrs.into_iter().collect();
        for i in 0..self.ops[op].successors.len() {
            let b = self.ops[op].successors[i];
            self.blocks[b].uses.push(Use {
                op,
                index: i as u32,
            });
        }
        for (i, v) in st.operands.iter().enumerate() {
            self.values[*v].uses.push(Use {
                op,
                index: i as u32,
            });
        }
        self.ops[op].operands = smallvec::SmallVec::from_vec(st.operands);
        let results = st
            .result_types
            .iter()
            .enumerate()
            .map(|(i, &ty)| {
                self.values.push(ValueData {
                    ty,
                    def: ValueDef::OpResult {
                        op,
                        index: i as u32,
                    },
                    loc: None,
                    uses: Default::default(),
                })
            })
            .collect();
        self.ops[op].results = results;
        for &r in &st.regions {
            self.regions[r].parent = Some(op);
        }
        self.ops[op].regions = st.regions;
        op
    }

    pub fn new_region(&mut self) -> RegionId {
        self.regions.push(RegionData::default())
    }

    pub fn new_block(&mut self) -> BlockId {
        self.blocks.push(BlockData::default())
    }

    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Attribute>) -> ValueId {
        let index = self.blocks[block].args.len() as u32;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg { block, index },
            loc,
            uses: Default::default(),
        });
        self.blocks[block].args.push(v);
        v
    }

    /// A value with no definition yet (a parser forward reference); replace it before use.
    pub fn placeholder_value(&mut self, ty: Type) -> ValueId {
        self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg {
                block: BlockId(u32::MAX),
                index: 0,
            },
            loc: None,
            uses: Default::default(),
        })
    }

    // ---- layout --------------------------------------------------------------------------------------------
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.invalidate_symbols();
        let last = self.regions[region].last;
        self.blocks[block].parent = Some(region);
        self.blocks[block].prev = last;
        self.blocks[block].next = None;
        match last {
            Some(l) => self.blocks[l].next = Some(block),
            None => self.regions[region].first = Some(block),
        }
        self.regions[region].last = Some(block);
    }

    pub fn insert_block_after(&mut self, anchor: BlockId, block: BlockId) {
        self.invalidate_symbols();
        let region = self.blocks[anchor]
            .parent
            .expect("anchor block not in a region");
        let next = self.blocks[anchor].next;
        self.blocks[block].parent = Some(region);
        self.blocks[block].prev = Some(anchor);
        self.blocks[block].next = next;
        self.blocks[anchor].next = Some(block);
        match next {
            Some(n) => self.blocks[n].prev = Some(block),
            None => self.regions[region].last = Some(block),
        }
    }

    /// Inserts `block` right before `anchor`, in `anchor`'s region.
    pub fn insert_block_before(&mut self, anchor: BlockId, block: BlockId) {
        if let Some(prev) = self.blocks[anchor].prev {
            return self.insert_block_after(prev, block);
        }
        self.invalidate_symbols();
        let region = self.blocks[anchor]
            .parent
            .expect("anchor block not in a region");
        self.blocks[block].parent = Some(region);
        self.blocks[block].prev = None;
        self.blocks[block].next = Some(anchor);
        self.blocks[anchor].prev = Some(block);
        self.regions[region].first = Some(block);
    }

    pub fn detach_block(&mut self, block: BlockId) {
        self.invalidate_symbols();
        let Some(region) = self.blocks[block].parent else {
            return;
        };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[region].last = prev,
        }
        self.blocks[block].parent = None;
        self.blocks[block].prev = None;
        self.blocks[block].next = None;
    }

    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.invalidate_symbols();
        let last = self.blocks[block].last;
        self.ops[op].parent = Some(block);
        self.ops[op].prev = last;
        self.ops[op].next = None;
        match last {
            Some(l) => self.ops[l].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        self.blocks[block].last = Some(op);
    }

    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        self.invalidate_symbols();
        let block = self.ops[anchor].parent.expect("anchor op not in a block");
        let prev = self.ops[anchor].prev;
        self.ops[op].parent = Some(block);
        self.ops[op].prev = prev;
        self.ops[op].next = Some(anchor);
        self.ops[anchor].prev = Some(op);
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
    }

    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        match self.ops[anchor].next {
            Some(n) => self.insert_op_before(n, op),
            None => {
                let block = self.ops[anchor].parent.expect("anchor op not in a block");
                self.append_op(block, op)
            }
        }
    }

    pub fn detach_op(&mut self, op: OpId) {
        self.invalidate_symbols();
        let Some(block) = self.ops[op].parent else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
        self.ops[op].parent = None;
        self.ops[op].prev = None;
        self.ops[op].next = None;
    }

    /// Detaches and erases `op` and everything nested in it; its results must be unused by live ops.
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            if self.ops[o].erased {
                continue;
            }
            self.ops[o].erased = true;
            self.drop_successor_uses(o);
            let operands = std::mem::take(&mut self.ops[o].operands);
            for (i, v) in operands.iter().enumerate() {
                self.remove_use(
                    *v,
                    Use {
                        op: o,
                        index: i as u32,
                    },
                );
            }
            for r in self.ops[o].regions.clone() {
                for b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b));
                }
            }
        }
    }

    /// Removes `u` from `v`'s use list, keeping the order of the others (as MLIR's unlinking does).
    fn remove_use(&mut self, v: ValueId, u: Use) {
        let uses = &mut self.values[v].uses;
        if let Some(p) = uses.iter().rposition(|x| *x == u) {
            uses.remove(p);
        }
    }

    /// Removes `op`'s successors' uses of their blocks.
    fn drop_successor_uses(&mut self, op: OpId) {
        for i in 0..self.ops[op].successors.len() {
            let b = self.ops[op].successors[i];
            let u = Use {
                op,
                index: i as u32,
            };
            let uses = &mut self.blocks[b].uses;
            if let Some(p) = uses.iter().rposition(|x| *x == u) {
                uses.remove(p);
            }
        }
    }

    /// Sets successor `index` of `op` to `block` (MLIR's `BlockOperand::set`).
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let old = self.ops[op].successors[index];
        let u = Use {
            op,
            index: index as u32,
        };
        let uses = &mut self.blocks[old].uses;
        if let Some(p) = uses.iter().rposition(|x| *x == u) {
            uses.remove(p);
        }
        self.ops[op].successors[index] = block;
        self.blocks[block].uses.push(u);
    }

    /// Makes every terminator branching to `old` branch to `new` (`Block::replaceAllUsesWith`).
    pub fn replace_all_block_uses(&mut self, old: BlockId, new: BlockId) {
        if old == new {
            return;
        }
        let uses = std::mem::take(&mut self.blocks[old].uses);
        for u in &uses {
            self.ops[u.op].successors[u.index as usize] = new;
        }
        self.blocks[new].uses.extend(uses.into_iter().rev());
    }

    /// The predecessors of `block` in MLIR's order (`Block::getPredecessors`: newest use first), each
    /// with the successor index naming `block`.
    pub fn predecessors(&self, block: BlockId) -> impl Iterator<Item = Use> + '_ {
        self.blocks[block].uses.iter().rev().copied()
    }

    pub fn set_operand(&mut self, op: OpId, index: usize, v: ValueId) {
        let old = self.ops[op].operands[index];
        self.remove_use(
            old,
            Use {
                op,
                index: index as u32,
            },
        );
        self.ops[op].operands[index] = v;
        self.values[v].uses.push(Use {
            op,
            index: index as u32,
        });
    }

    pub fn set_operands(&mut self, op: OpId, vals: Vec<ValueId>) {
        let old = std::mem::take(&mut self.ops[op].operands);
        for (i, v) in old.iter().enumerate() {
            self.remove_use(
                *v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        for (i, v) in vals.iter().enumerate() {
            self.values[*v].uses.push(Use {
                op,
                index: i as u32,
            });
        }
        self.ops[op].operands = vals.into_iter().collect();
    }

    /// Removes operands `start..start + len` of `op`; the operands after them shift down (their uses
    /// are re-made with the new indices, newest, as MLIR's operand moves re-link them).
    pub fn erase_operands(&mut self, op: OpId, start: usize, len: usize) {
        let n = self.ops[op].operands.len();
        for i in start..n {
            let v = self.ops[op].operands[i];
            self.remove_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        self.ops[op].operands.drain(start..start + len);
        for i in start..self.ops[op].operands.len() {
            let v = self.ops[op].operands[i];
            self.values[v].uses.push(Use {
                op,
                index: i as u32,
            });
        }
    }

    /// Inserts `vals` as operands of `op` at `start`, shifting the ones after up.
    pub fn insert_operands(&mut self, op: OpId, start: usize, vals: &[ValueId]) {
        let n = self.ops[op].operands.len();
        for i in start..n {
            let v = self.ops[op].operands[i];
            self.remove_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        let tail: Vec<ValueId> = self.ops[op].operands.drain(start..).collect();
        self.ops[op].operands.extend(vals.iter().copied());
        self.ops[op].operands.extend(tail);
        for i in start..self.ops[op].operands.len() {
            let v = self.ops[op].operands[i];
            self.values[v].uses.push(Use {
                op,
                index: i as u32,
            });
        }
    }

    pub fn replace_all_uses(&mut self, old: ValueId, new: ValueId) {
        if old == new {
            return;
        }
        let uses = std::mem::take(&mut self.values[old].uses);
        for u in &uses {
            self.ops[u.op].operands[u.index as usize] = new;
        }
        // MLIR moves the uses one by one from the head of the old list to the head of the new one.
        self.values[new].uses.extend(uses.into_iter().rev());
    }

    /// Moves the ops from `before` to the end of its block into a new block inserted after it.
    pub fn split_block(&mut self, before: OpId) -> BlockId {
        let block = self.ops[before].parent.expect("op not in a block");
        let nb = self.new_block();
        self.insert_block_after(block, nb);
        let mut cur = Some(before);
        while let Some(o) = cur {
            cur = self.ops[o].next;
            self.detach_op(o);
            self.append_op(nb, o);
        }
        nb
    }

    /// Detaches `block` and erases its ops; its arguments and results must be unused by live ops.
    pub fn erase_block(&mut self, block: BlockId) {
        for o in self.block_ops(block) {
            self.erase_op(o);
        }
        self.detach_block(block);
    }

    /// Inserts an argument at `index`, renumbering the ones after it.
    pub fn insert_block_arg(
        &mut self,
        block: BlockId,
        index: usize,
        ty: Type,
        loc: Option<Attribute>,
    ) -> ValueId {
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg {
                block,
                index: index as u32,
            },
            loc,
            uses: Default::default(),
        });
        self.blocks[block].args.insert(index, v);
        self.renumber_block_args(block, index + 1);
        v
    }

    /// Erases argument `index` of `block` (it must be unused), renumbering the ones after it.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        self.blocks[block].args.remove(index);
        self.renumber_block_args(block, index);
    }

    fn renumber_block_args(&mut self, block: BlockId, from: usize) {
        for i in from..self.blocks[block].args.len() {
            let a = self.blocks[block].args[i];
            self.values[a].def = ValueDef::BlockArg {
                block,
                index: i as u32,
            };
        }
    }

    // ---- queries -------------------------------------------------------------------------------------------
    pub fn op_name(&self, op: OpId) -> &str {
        self.str(self.ops[op].name)
    }
    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.ops[op].operands[i]
    }
    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        self.ops[op].results[i]
    }
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }
    pub fn operand_types(&self, op: OpId) -> Vec<Type> {
        self.ops[op]
            .operands
            .iter()
            .map(|v| self.values[*v].ty)
            .collect()
    }
    pub fn result_types(&self, op: OpId) -> Vec<Type> {
        self.ops[op]
            .results
            .iter()
            .map(|v| self.values[*v].ty)
            .collect()
    }
    /// An inherent or discardable attribute by name.
    pub fn get_attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let d = &self.ops[op];
        if d.props.is_empty() && d.attrs.is_empty() {
            return None;
        }
        // Compare interned names, not strings: a name never interned is on no op.
        let k = self.lookup_sym(name)?;
        d.props
            .iter()
            .chain(d.attrs.iter())
            .find(|(n, _)| *n == k)
            .map(|(_, v)| *v)
    }
    pub fn has_attr(&self, op: OpId, name: &str) -> bool {
        self.get_attr(op, name).is_some()
    }
    /// Sets a discardable attribute, keeping the list sorted.
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Attribute) {
        self.invalidate_symbols();
        let k = self.sym(name);
        let mut attrs = std::mem::take(&mut self.ops[op].attrs);
        match attrs.iter_mut().find(|(n, _)| *n == k) {
            Some(e) => e.1 = value,
            None => attrs.push((k, value)),
        }
        self.sort_named(&mut attrs);
        self.ops[op].attrs = attrs;
    }
    /// Sets an inherent attribute (property), keeping the list sorted.
    pub fn set_prop(&mut self, op: OpId, name: &str, value: Attribute) {
        self.invalidate_symbols();
        let k = self.sym(name);
        let mut props = std::mem::take(&mut self.ops[op].props);
        match props.iter_mut().find(|(n, _)| *n == k) {
            Some(e) => e.1 = value,
            None => props.push((k, value)),
        }
        self.sort_named(&mut props);
        self.ops[op].props = props;
    }
    pub fn remove_attr(&mut self, op: OpId, name: &str) {
        self.invalidate_symbols();
        let Some(k) = self.lookup_sym(name) else {
            return;
        };
        self.ops[op].attrs.retain(|(n, _)| *n != k);
        self.ops[op].props.retain(|(n, _)| *n != k);
    }
    pub fn block_ops(&self, block: BlockId) -> Vec<OpId> {
        let mut v = vec![];
        let mut cur = self.blocks[block].first;
        while let Some(o) = cur {
            v.push(o);
            cur = self.ops[o].next;
        }
        v
    }
    /// The ops of `block` in order, without collecting them (the IR must not change meanwhile).
    pub fn ops_iter(&self, block: BlockId) -> impl Iterator<Item = OpId> + '_ {
        std::iter::successors(self.blocks[block].first, move |&o| self.ops[o].next)
    }
    /// The blocks of `region` in order, without collecting them.
    pub fn blocks_iter(&self, region: RegionId) -> impl Iterator<Item = BlockId> + '_ {
        std::iter::successors(self.regions[region].first, move |&b| self.blocks[b].next)
    }
    pub fn region_blocks(&self, region: RegionId) -> Vec<BlockId> {
        let mut v = vec![];
        let mut cur = self.regions[region].first;
        while let Some(b) = cur {
            v.push(b);
            cur = self.blocks[b].next;
        }
        v
    }
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region].first
    }
    pub fn terminator(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].last
    }
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.ops[op].parent?;
        let r = self.blocks[b].parent?;
        self.regions[r].parent
    }
    /// MLIR's `Operation::isAncestor`: `ancestor` is `op` or encloses it.
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        ancestor == op || self.is_proper_ancestor(ancestor, op)
    }
    /// MLIR's `Operation::isProperAncestor`: `ancestor` encloses `op`.
    pub fn is_proper_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        std::iter::successors(self.parent_op(op), |&p| self.parent_op(p)).any(|p| p == ancestor)
    }
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.regions[self.blocks[block].parent?].parent
    }
    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::OpResult { op, .. } => Some(op),
            _ => None,
        }
    }
    /// The block `v` is defined in.
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v].def {
            ValueDef::OpResult { op, .. } => self.ops[op].parent,
            ValueDef::BlockArg { block, .. } => {
                if block.0 == u32::MAX {
                    None
                } else {
                    Some(block)
                }
            }
        }
    }
    /// Pre-order walk of `root` and every op nested in it, iterative (deep nesting cannot overflow the
    /// stack) and without allocating per block: children are pushed by following the layout lists
    /// backwards.
    pub fn walk(&self, root: OpId, mut f: impl FnMut(OpId)) {
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            f(op);
            for &r in self.ops[op].regions.iter().rev() {
                let mut b = self.regions[r].last;
                while let Some(blk) = b {
                    let mut o = self.blocks[blk].last;
                    while let Some(x) = o {
                        stack.push(x);
                        o = self.ops[x].prev;
                    }
                    b = self.blocks[blk].prev;
                }
            }
        }
    }
}
