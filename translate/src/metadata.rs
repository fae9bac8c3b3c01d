//! Instruction metadata from attributes: TBAA tags (root, type descriptors, tags as upstream's
//! `createTBAAMetadata` builds them), alias scopes and their domains (self-referencing nodes), access
//! groups (`distinct !{}`), loop annotations (`!llvm.loop`) and branch weights (`!prof`).
//! Nodes are cached per attribute, so equal attributes give one node.

use super::attrs::{param, param_list, struct_params};
use super::llvm::{Md, Val};
use super::{TResult, Translator};
use irbridge::ir::{Attribute, OpId};

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
        let boolean = |attr: Option<Attribute>| attr.and_then(|x| ctx.as_i64(x)).map(|v| v != 0);
        let unit = |t: &Self, nodes: &mut Vec<Option<Md<'ctx>>>, name: &str, v: Option<bool>| {
            if v == Some(true) {
                let s = t.ll.md_string(name.as_bytes());
                nodes.push(Some(t.ll.md_node(&[Some(s)])));
            }
        };
        let int_node = |t: &Self,
                        nodes: &mut Vec<Option<Md<'ctx>>>,
                        name: &str,
                        width: u32,
                        v: Option<i64>| {
            if let Some(v) = v {
                let s = t.ll.md_string(name.as_bytes());
                let c = t.ll.const_int(t.ll.int_ty(width), v as u64);
                nodes.push(Some(t.ll.md_node(&[Some(s), Some(t.ll.md_value(c))])));
            }
        };
        unit(
            self,
            &mut nodes,
            "llvm.loop.disable_nonforced",
            boolean(param(ctx, p, "disableNonforced")),
        );
        unit(
            self,
            &mut nodes,
            "llvm.loop.mustprogress",
            boolean(param(ctx, p, "mustProgress")),
        );
        int_node(
            self,
            &mut nodes,
            "llvm.loop.isvectorized",
            32,
            boolean(param(ctx, p, "isVectorized")).map(i64::from),
        );
        // (option attribute, its mnemonic, entries: (param, kind, metadata name)); kinds: 'n' negated
        // bool, 'b' bool, 'i' i32, 'u' unit when true, 'e' unit `.disable`/`.enable`, 'f' followup.
        type Entry = (&'static str, char, &'static str);
        const OPTIONS: &[(&str, &str, &[Entry])] = &[
            (
                "vectorize",
                "loop_vectorize",
                &[
                    ("disable", 'n', "llvm.loop.vectorize.enable"),
                    (
                        "predicateEnable",
                        'b',
                        "llvm.loop.vectorize.predicate.enable",
                    ),
                    ("scalableEnable", 'b', "llvm.loop.vectorize.scalable.enable"),
                    ("width", 'i', "llvm.loop.vectorize.width"),
                    (
                        "followupVectorized",
                        'f',
                        "llvm.loop.vectorize.followup_vectorized",
                    ),
                    (
                        "followupEpilogue",
                        'f',
                        "llvm.loop.vectorize.followup_epilogue",
                    ),
                    ("followupAll", 'f', "llvm.loop.vectorize.followup_all"),
                ],
            ),
            (
                "interleave",
                "loop_interleave",
                &[("count", 'i', "llvm.loop.interleave.count")],
            ),
            (
                "unroll",
                "loop_unroll",
                &[
                    ("disable", 'e', "llvm.loop.unroll"),
                    ("count", 'i', "llvm.loop.unroll.count"),
                    ("runtimeDisable", 'b', "llvm.loop.unroll.runtime.disable"),
                    ("full", 'u', "llvm.loop.unroll.full"),
                    (
                        "followupUnrolled",
                        'f',
                        "llvm.loop.unroll.followup_unrolled",
                    ),
                    (
                        "followupRemainder",
                        'f',
                        "llvm.loop.unroll.followup_remainder",
                    ),
                    ("followupAll", 'f', "llvm.loop.unroll.followup_all"),
                ],
            ),
            (
                "unrollAndJam",
                "loop_unroll_and_jam",
                &[
                    ("disable", 'e', "llvm.loop.unroll_and_jam"),
                    ("count", 'i', "llvm.loop.unroll_and_jam.count"),
                    (
                        "followupOuter",
                        'f',
                        "llvm.loop.unroll_and_jam.followup_outer",
                    ),
                    (
                        "followupInner",
                        'f',
                        "llvm.loop.unroll_and_jam.followup_inner",
                    ),
                    (
                        "followupRemainderOuter",
                        'f',
                        "llvm.loop.unroll_and_jam.followup_remainder_outer",
                    ),
                    (
                        "followupRemainderInner",
                        'f',
                        "llvm.loop.unroll_and_jam.followup_remainder_inner",
                    ),
                    ("followupAll", 'f', "llvm.loop.unroll_and_jam.followup_all"),
                ],
            ),
            (
                "licm",
                "loop_licm",
                &[
                    ("disable", 'u', "llvm.licm.disable"),
                    (
                        "versioningDisable",
                        'u',
                        "llvm.loop.licm_versioning.disable",
                    ),
                ],
            ),
            (
                "distribute",
                "loop_distribute",
                &[
                    ("disable", 'n', "llvm.loop.distribute.enable"),
                    (
                        "followupCoincident",
                        'f',
                        "llvm.loop.distribute.followup_coincident",
                    ),
                    (
                        "followupSequential",
                        'f',
                        "llvm.loop.distribute.followup_sequential",
                    ),
                    (
                        "followupFallback",
                        'f',
                        "llvm.loop.distribute.followup_fallback",
                    ),
                    ("followupAll", 'f', "llvm.loop.distribute.followup_all"),
                ],
            ),
            (
                "pipeline",
                "loop_pipeline",
                &[
                    ("disable", 'b', "llvm.loop.pipeline.disable"),
                    (
                        "initiationinterval",
                        'i',
                        "llvm.loop.pipeline.initiationinterval",
                    ),
                ],
            ),
            (
                "peeled",
                "loop_peeled",
                &[("count", 'i', "llvm.loop.peeled.count")],
            ),
            (
                "unswitch",
                "loop_unswitch",
                &[("partialDisable", 'u', "llvm.loop.unswitch.partial.disable")],
            ),
        ];
        for (field, mnemonic, entries) in OPTIONS {
            let Some(o) = param(ctx, p, field) else {
                continue;
            };
            let Some(op_params) = struct_params(ctx, o, mnemonic) else {
                continue;
            };
            for (pname, kind, mdname) in *entries {
                let v = param(ctx, op_params, pname);
                match kind {
                    'n' => int_node(
                        self,
                        &mut nodes,
                        mdname,
                        1,
                        boolean(v).map(|b| i64::from(!b)),
                    ),
                    'b' => int_node(self, &mut nodes, mdname, 1, boolean(v).map(i64::from)),
                    'i' => int_node(self, &mut nodes, mdname, 32, v.and_then(|x| ctx.as_i64(x))),
                    'u' => unit(self, &mut nodes, mdname, boolean(v)),
                    // `<prefix>.disable` or `<prefix>.enable`, a unit node either way.
                    'e' => {
                        if let Some(d) = boolean(v) {
                            let name = format!("{mdname}.{}", if d { "disable" } else { "enable" });
                            unit(self, &mut nodes, &name, Some(true));
                        }
                    }
                    _ => {
                        if let Some(v) = v {
                            let follow = self.loop_node(v, op)?;
                            let s = self.ll.md_string(mdname.as_bytes());
                            nodes.push(Some(self.ll.md_node(&[Some(s), Some(follow)])));
                        }
                    }
                }
            }
        }
        let groups = param_list(ctx, p, "parallelAccesses");
        if !groups.is_empty() {
            let mut ops = vec![Some(self.ll.md_string(b"llvm.loop.parallel_accesses"))];
            for g in groups {
                ops.push(Some(self.access_group(g)));
            }
            nodes.push(Some(self.ll.md_node(&ops)));
        }
        let m = self.ll.md_self_ref_node(&nodes);
        self.md_cache.insert(a, m);
        Ok(m)
    }
}
