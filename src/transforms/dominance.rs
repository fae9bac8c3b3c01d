//! The dominator tree of a region's blocks, with children in LLVM's order (the order of the
//! depth-first numbering, successors visited in order), which decides the order passes like CSE
//! visit blocks in.

use crate::ir::{BlockId, Context, RegionId};
use rustc_hash::FxHashMap;

pub struct DomTree {
    /// Reachable blocks in depth-first pre-order from the entry.
    pub preorder: Vec<BlockId>,
    index: FxHashMap<BlockId, usize>,
    /// Immediate dominator of each block (by pre-order index); the entry's is itself.
    idom: Vec<usize>,
    children: Vec<Vec<usize>>,
}

fn successors(ctx: &Context, b: BlockId) -> &[BlockId] {
    match ctx.blocks[b].last {
        Some(t) => &ctx.ops[t].successors,
        None => &[],
    }
}

impl DomTree {
    pub fn new(ctx: &Context, region: RegionId) -> Self {
        let mut preorder = vec![];
        let mut index = FxHashMap::default();
        let mut parent = vec![];
        if let Some(entry) = ctx.regions[region].first {
            // LLVM's runDFS: successors pushed in reverse, numbered when popped.
            let mut stack = vec![(entry, usize::MAX)];
            while let Some((b, p)) = stack.pop() {
                if index.contains_key(&b) {
                    continue;
                }
                index.insert(b, preorder.len());
                preorder.push(b);
                parent.push(p);
                let me = preorder.len() - 1;
                for s in successors(ctx, b).iter().rev() {
                    if !index.contains_key(s) {
                        stack.push((*s, me));
                    }
                }
            }
        }
        let n = preorder.len();
        // Predecessors among reachable blocks.
        let mut preds: Vec<Vec<usize>> = vec![vec![]; n];
        for (i, b) in preorder.iter().enumerate() {
            for s in successors(ctx, *b) {
                if let Some(&j) = index.get(s) {
                    preds[j].push(i);
                }
            }
        }
        // Reverse post-order for the iterative algorithm.
        let rpo = reverse_post_order(ctx, &preorder, &index);
        let mut rpo_num = vec![0usize; n];
        for (k, &i) in rpo.iter().enumerate() {
            rpo_num[i] = k;
        }
        const UNDEF: usize = usize::MAX;
        let mut idom = vec![UNDEF; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &i in rpo.iter().skip(1) {
                let mut new = UNDEF;
                for &p in &preds[i] {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF {
                        p
                    } else {
                        intersect(&idom, &rpo_num, p, new)
                    };
                }
                if new != UNDEF && idom[i] != new {
                    idom[i] = new;
                    changed = true;
                }
            }
        }
        let mut children = vec![vec![]; n];
        for i in 1..n {
            if idom[i] != UNDEF {
                children[idom[i]].push(i);
            }
        }
        let _ = parent;
        DomTree {
            preorder,
            index,
            idom,
            children,
        }
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.index.contains_key(&b)
    }

    /// The children of `b` in the tree, in LLVM's order.
    pub fn children(&self, b: BlockId) -> Vec<BlockId> {
        match self.index.get(&b) {
            Some(&i) => self.children[i].iter().map(|&c| self.preorder[c]).collect(),
            None => vec![],
        }
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let &i = self.index.get(&b)?;
        if i == 0 {
            return None;
        }
        Some(self.preorder[self.idom[i]])
    }

    /// Does `a` dominate `b`? (Unreachable `b`: MLIR says yes.)
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(&bi) = self.index.get(&b) else {
            return true;
        };
        let Some(&ai) = self.index.get(&a) else {
            return false;
        };
        let mut cur = bi;
        while cur != 0 {
            cur = self.idom[cur];
            if cur == ai {
                return true;
            }
        }
        ai == 0
    }
}

fn reverse_post_order(
    ctx: &Context,
    preorder: &[BlockId],
    index: &FxHashMap<BlockId, usize>,
) -> Vec<usize> {
    let mut post = vec![];
    if preorder.is_empty() {
        return post;
    }
    let mut seen = vec![false; preorder.len()];
    seen[0] = true;
    let mut stack = vec![(0usize, 0usize)];
    while let Some((i, k)) = stack.last_mut() {
        let succs = successors(ctx, preorder[*i]);
        if let Some(s) = succs.get(*k) {
            *k += 1;
            let j = index[s];
            if !seen[j] {
                seen[j] = true;
                stack.push((j, 0));
            }
        } else {
            post.push(*i);
            stack.pop();
        }
    }
    post.reverse();
    post
}

fn intersect(idom: &[usize], rpo_num: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo_num[a] > rpo_num[b] {
            a = idom[a];
        }
        while rpo_num[b] > rpo_num[a] {
            b = idom[b];
        }
    }
    a
}
