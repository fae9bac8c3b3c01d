//! Instruction metadata from attributes: TBAA tags (root, type descriptors, tags as upstream's
//! `createTBAAMetadata` builds them), alias scopes and their domains (self-referencing nodes), access
//! groups (`distinct !{}`), loop annotations (`!llvm.loop`) and branch weights (`!prof`).
//! Nodes are cached per attribute, so equal attributes give one node.

use super::attrs::{param, param_list, struct_params};
use super::llvm::{Md, Val};
use super::{TResult, Translator};
use irbridge::ir::{Attribute, OpId};
use irbridge_llvm::tables::{LoopProperty, LoopShape, LOOP_GROUPS, LOOP_PROPERTIES};

impl<'ctx> Translator<'_, 'ctx> {
    /// `!tbaa`, `!alias.scope`, `!noalias` and `!llvm.access.group` of a memory op or call.
    pub(crate) fn access_metadata(&mut self, op: OpId, inst: Val<'ctx>) -> TResult<()> {
        let ctx = self.ctx;
        if !self.ll.is_instruction(inst) {
            return Ok(());
        }
        let list = |name: &str| -> Vec<Attribute> {
            ctx.get_attr(op, name)
                .and_then(|a| ctx.as_array(a))
                .map(|a| a.to_vec())
                .unwrap_or_default()
        };
        let groups = list("access_groups");
        if !groups.is_empty() {
            let nodes = groups
                .iter()
                .map(|g| self.access_group(*g))
                .collect::<Vec<_>>();
            let md = if nodes.len() == 1 {
                nodes[0]
            } else {
                self.ll
                    .md_node(&nodes.iter().map(|n| Some(*n)).collect::<Vec<_>>())
            };
            self.ll.set_metadata(inst, "llvm.access.group", md);
        }
        for (prop, kind) in [
            ("alias_scopes", "alias.scope"),
            ("noalias_scopes", "noalias"),
        ] {
            let scopes = list(prop);
            if !scopes.is_empty() {
                let md = self.alias_scope_list(&scopes, op)?;
                self.ll.set_metadata(inst, kind, md);
            }
        }
        let tags = list("tbaa");
        // LLVM IR takes one TBAA tag per instruction; upstream warns and drops several.
        if tags.len() == 1 {
            let md = self.tbaa_node(tags[0], op)?;
            self.ll.set_metadata(inst, "tbaa", md);
        }
        Ok(())
    }

    fn access_group(&mut self, g: Attribute) -> Md<'ctx> {
        if let Some(m) = self.md_cache.get(&g) {
            return *m;
        }
        let m = self.ll.md_distinct_empty();
        self.md_cache.insert(g, m);
        m
    }

    /// `!{!scope, ...}` for a list of `#llvm.alias_scope` attributes.
    pub(crate) fn alias_scope_list(&mut self, scopes: &[Attribute], op: OpId) -> TResult<Md<'ctx>> {
        let nodes = scopes
            .iter()
            .map(|s| self.alias_scope(*s, op).map(Some))
            .collect::<TResult<Vec<_>>>()?;
        Ok(self.ll.md_node(&nodes))
    }

    fn alias_scope(&mut self, s: Attribute, op: OpId) -> TResult<Md<'ctx>> {
        if let Some(m) = self.md_cache.get(&s) {
            return Ok(*m);
        }
        let ctx = self.ctx;
        let p = struct_params(ctx, s, "alias_scope")
            .ok_or_else(|| self.err(op, "expected an alias scope"))?;
        let domain = param(ctx, p, "domain").ok_or_else(|| self.err(op, "expected a domain"))?;
        let dom = match self.md_cache.get(&domain) {
            Some(m) => *m,
            None => {
                let dp = struct_params(ctx, domain, "alias_scope_domain").unwrap_or(&[]);
                let desc = param(ctx, dp, "description")
                    .and_then(|d| ctx.as_str_attr(d))
                    .map(|d| self.ll.md_string(d));
                let m = self
                    .ll
                    .md_self_ref_node(&desc.into_iter().map(Some).collect::<Vec<_>>());
                self.md_cache.insert(domain, m);
                m
            }
        };
        let mut rest = vec![Some(dom)];
        if let Some(d) = param(ctx, p, "description").and_then(|d| ctx.as_str_attr(d)) {
            rest.push(Some(self.ll.md_string(d)));
        }
        let m = self.ll.md_self_ref_node(&rest);
        self.md_cache.insert(s, m);
        Ok(m)
    }

    /// A TBAA root, type descriptor or tag.
    fn tbaa_node(&mut self, a: Attribute, op: OpId) -> TResult<Md<'ctx>> {
        if let Some(m) = self.md_cache.get(&a) {
            return Ok(*m);
        }
        let ctx = self.ctx;
        let i64t = self.ll.int_ty(64);
        let int_md = |t: &Self, v: i64| t.ll.md_value(t.ll.const_int(i64t, v as u64));
        let m = if let Some(p) = struct_params(ctx, a, "tbaa_root") {
            match param(ctx, p, "id").and_then(|i| ctx.as_str_attr(i)) {
                Some(id) => {
                    let s = self.ll.md_string(id);
                    self.ll.md_node(&[Some(s)])
                }
                None => self.ll.md_self_ref_node(&[]),
            }
        } else if let Some(p) = struct_params(ctx, a, "tbaa_type_desc") {
            let id = param(ctx, p, "id")
                .and_then(|i| ctx.as_str_attr(i))
                .unwrap_or_default();
            let mut ops = vec![Some(self.ll.md_string(id))];
            for member in param_list(ctx, p, "members") {
                let mp = struct_params(ctx, member, "tbaa_member").unwrap_or(&[]);
                let desc =
                    param(ctx, mp, "typeDesc").ok_or_else(|| self.err(op, "bad TBAA member"))?;
                let off = param(ctx, mp, "offset")
                    .and_then(|o| ctx.as_i64(o))
                    .unwrap_or(0);
                ops.push(Some(self.tbaa_node(desc, op)?));
                ops.push(Some(int_md(self, off)));
            }
            self.ll.md_node(&ops)
        } else if let Some(p) = struct_params(ctx, a, "tbaa_tag") {
            let base = param(ctx, p, "base_type").ok_or_else(|| self.err(op, "bad TBAA tag"))?;
            let access =
                param(ctx, p, "access_type").ok_or_else(|| self.err(op, "bad TBAA tag"))?;
            let off = param(ctx, p, "offset")
                .and_then(|o| ctx.as_i64(o))
                .unwrap_or(0);
            let mut ops = vec![
                Some(self.tbaa_node(base, op)?),
                Some(self.tbaa_node(access, op)?),
                Some(int_md(self, off)),
            ];
            if param(ctx, p, "constant")
                .and_then(|c| ctx.as_i64(c))
                .unwrap_or(0)
                != 0
            {
                ops.push(Some(int_md(self, 1)));
            }
            self.ll.md_node(&ops)
        } else {
            return Err(self.err(op, "expected a TBAA attribute"));
        };
        self.md_cache.insert(a, m);
        Ok(m)
    }

    /// `!prof !{!"branch_weights", i32 ...}` from `branch_weights`.
    pub(crate) fn branch_weights(&self, op: OpId, inst: Val<'ctx>) {
        let ctx = self.ctx;
        let Some(w) = ctx
            .get_attr(op, "branch_weights")
            .and_then(|a| ctx.as_dense_i64_array(a))
        else {
            return;
        };
        let i32t = self.ll.int_ty(32);
        let mut ops = vec![Some(self.ll.md_string(b"branch_weights"))];
        for x in w {
            ops.push(Some(
                self.ll.md_value(self.ll.const_int(i32t, x as u32 as u64)),
            ));
        }
        let md = self.ll.md_node(&ops);
        self.ll.set_metadata(inst, "prof", md);
    }

    /// `!llvm.loop` from a branch's `loop_annotation`.
    pub(crate) fn loop_annotation(&mut self, op: OpId, inst: Val<'ctx>) -> TResult<()> {
        let Some(a) = self.ctx.get_attr(op, "loop_annotation") else {
            return Ok(());
        };
        let md = self.loop_node(a, op)?;
        self.ll.set_metadata(inst, "llvm.loop", md);
        Ok(())
    }

    /// Upstream's `LoopAnnotationConversion::convert`: a distinct self-referencing node with one entry
    /// per set option, in upstream's order.
    fn loop_node(&mut self, a: Attribute, op: OpId) -> TResult<Md<'ctx>> {
        if let Some(m) = self.md_cache.get(&a) {
            return Ok(*m);
        }
        let ctx = self.ctx;
        let p = struct_params(ctx, a, "loop_annotation")
            .ok_or_else(|| self.err(op, "expected a loop annotation"))?;
        let mut nodes: Vec<Option<Md<'ctx>>> = vec![];
        // The loop's source range comes first: `DILocation`s of the scope their fused location names
        // (upstream gives them no other scope, and leaves out those that have none).
        for name in ["startLoc", "endLoc"] {
            if let Some(l) = param(ctx, p, name) {
                if let Some(md) = self.debug_location(l, op)? {
                    nodes.push(Some(md));
                }
            }
        }
        // The annotation's own fields, then each nested attribute's, then the access groups.
        let own = LOOP_PROPERTIES.iter().filter(|r| r.group == 0);
        for row in own.clone().filter(|r| r.shape != LoopShape::AccessGroups) {
            self.loop_property(&mut nodes, row, param(ctx, p, row.field), op)?;
        }
        for (g, (field, mnemonic)) in LOOP_GROUPS.iter().enumerate().skip(1) {
            let Some(group_params) =
                param(ctx, p, field).and_then(|o| struct_params(ctx, o, mnemonic))
            else {
                continue;
            };
            for row in LOOP_PROPERTIES.iter().filter(|r| r.group == g) {
                self.loop_property(&mut nodes, row, param(ctx, group_params, row.field), op)?;
            }
        }
        for row in own.filter(|r| r.shape == LoopShape::AccessGroups) {
            let groups = param_list(ctx, p, row.field);
            if !groups.is_empty() {
                let mut ops = vec![Some(self.ll.md_string(row.name.as_bytes()))];
                for g in groups {
                    ops.push(Some(self.access_group(g)));
                }
                nodes.push(Some(self.ll.md_node(&ops)));
            }
        }
        let m = self.ll.md_self_ref_node(&nodes);
        self.md_cache.insert(a, m);
        Ok(m)
    }

    /// Appends the node of loop property `row` whose field holds `v` (none when the field is
    /// unset, or its shape writes nothing for that value).
    fn loop_property(
        &mut self,
        nodes: &mut Vec<Option<Md<'ctx>>>,
        row: &LoopProperty,
        v: Option<Attribute>,
        op: OpId,
    ) -> TResult<()> {
        let ctx = self.ctx;
        let boolean = v.and_then(|x| ctx.as_i64(x)).map(|v| v != 0);
        let name = |t: &Self| Some(t.ll.md_string(row.name.as_bytes()));
        let unit = |t: &Self| t.ll.md_node(&[name(t)]);
        let int = |t: &Self, width: u32, n: Option<i64>| {
            n.map(|n| {
                let s = name(t);
                let c = t.ll.const_int(t.ll.int_ty(width), n as u64);
                t.ll.md_node(&[s, Some(t.ll.md_value(c))])
            })
        };
        let node = match row.shape {
            LoopShape::Unit => (boolean == Some(true)).then(|| unit(self)),
            LoopShape::UnitFalse => (boolean == Some(false)).then(|| unit(self)),
            LoopShape::Bool | LoopShape::Presence => int(self, 1, boolean.map(i64::from)),
            LoopShape::NegBool => int(self, 1, boolean.map(|b| i64::from(!b))),
            LoopShape::Int => int(self, 32, v.and_then(|x| ctx.as_i64(x))),
            LoopShape::IntAsBool => int(self, 32, boolean.map(i64::from)),
            LoopShape::Followup => match v {
                Some(v) => {
                    let follow = self.loop_node(v, op)?;
                    Some(self.ll.md_node(&[name(self), Some(follow)]))
                }
                None => None,
            },
            // Written by `loop_node` from the whole list.
            LoopShape::AccessGroups => None,
        };
        if let Some(n) = node {
            nodes.push(Some(n));
        }
        Ok(())
    }
}
