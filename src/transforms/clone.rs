//! Cloning ops and regions with a value and block mapping (MLIR's `IRMapping`,
//! `Operation::clone`, `Region::cloneInto`): ops are created first, then their operands set and
//! their regions cloned, so forward references between blocks map correctly.

use crate::ir::{BlockId, Context, OpId, OpState, RegionId, ValueId};
use rustc_hash::FxHashMap;

/// `IRMapping`.
#[derive(Default, Debug)]
pub struct Mapping {
    pub values: FxHashMap<ValueId, ValueId>,
    pub blocks: FxHashMap<BlockId, BlockId>,
}

impl Mapping {
    pub fn value(&self, v: ValueId) -> ValueId {
        self.values.get(&v).copied().unwrap_or(v)
    }
    pub fn block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

/// A copy of `op` without operands and with empty regions; its results are mapped.
fn clone_shell(ctx: &mut Context, op: OpId, m: &mut Mapping) -> OpId {
    let d = ctx.ops[op].clone();
    let mut st = OpState::new(d.name, d.loc);
    st.def = d.def;
    st.result_types = d.results.iter().map(|r| ctx.values[*r].ty).collect();
    st.props = d.props.to_vec();
    st.attrs = d.attrs.to_vec();
    st.successors = d.successors.iter().map(|b| m.block(*b)).collect();
    st.props_written = d.props_written;
    st.regions = d.regions.iter().map(|_| ctx.new_region()).collect();
    let new = ctx.create_op_with_def(st, d.def);
    for (a, b) in d.results.iter().zip(ctx.ops[new].results.clone()) {
        m.values.insert(*a, b);
    }
    new
}

/// `Operation::clone(mapper)`: a detached deep copy of `op`.
pub fn clone_op(ctx: &mut Context, op: OpId, m: &mut Mapping) -> OpId {
    let new = clone_shell(ctx, op, m);
    let operands: Vec<ValueId> = ctx.ops[op].operands.iter().map(|v| m.value(*v)).collect();
    ctx.set_operands(new, operands);
    let pairs: Vec<(RegionId, RegionId)> = ctx.ops[op]
        .regions
        .iter()
        .copied()
        .zip(ctx.ops[new].regions.clone())
        .collect();
    for (s, d) in pairs {
        clone_region_into(ctx, s, d, None, m);
    }
    new
}

/// `Region::cloneInto(dest, before)`: copies of `src`'s blocks inserted before `before` (at the
/// end if `None`); block arguments already mapped are not recreated.
pub fn clone_region_into(
    ctx: &mut Context,
    src: RegionId,
    dest: RegionId,
    before: Option<BlockId>,
    m: &mut Mapping,
) -> Vec<BlockId> {
    let blocks: Vec<BlockId> = ctx.blocks_iter(src).collect();
    let mut new_blocks = vec![];
    for &b in &blocks {
        let nb = ctx.new_block();
        m.blocks.insert(b, nb);
        for a in ctx.blocks[b].args.clone() {
            if let std::collections::hash_map::Entry::Vacant(e) = m.values.entry(a) {
                let (ty, loc) = (ctx.values[a].ty, ctx.values[a].loc);
                e.insert(ctx.add_block_arg(nb, ty, loc));
            }
        }
        match before {
            Some(x) => ctx.insert_block_before(x, nb),
            None => ctx.append_block(dest, nb),
        }
        new_blocks.push(nb);
    }
    let mut pairs = vec![];
    for (&b, &nb) in blocks.iter().zip(&new_blocks) {
        for o in ctx.block_ops(b) {
            let c = clone_shell(ctx, o, m);
            ctx.append_op(nb, c);
            pairs.push((o, c));
        }
    }
    for (o, c) in pairs {
        let operands: Vec<ValueId> = ctx.ops[o].operands.iter().map(|v| m.value(*v)).collect();
        ctx.set_operands(c, operands);
        let regions: Vec<(RegionId, RegionId)> = ctx.ops[o]
            .regions
            .iter()
            .copied()
            .zip(ctx.ops[c].regions.clone())
            .collect();
        for (s, d) in regions {
            clone_region_into(ctx, s, d, None, m);
        }
    }
    new_blocks
}
