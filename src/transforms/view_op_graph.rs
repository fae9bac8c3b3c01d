//! `view-op-graph`: the IR as a Graphviz DOT graph on the error stream, as upstream's
//! `PrintOpPass` (ViewOpGraph.cpp) writes it: ops as nodes (colored by name), ops with regions
//! and blocks as clusters, block arguments as nodes, data flow as solid edges (written last, so
//! uses before definitions in graph regions still get theirs) and, if asked, the order of ops in a
//! block as dashed edges.

use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Attribute, BlockId, Context, OpId, RegionId, Type, ValueId};
use crate::pass::Pass;
use crate::print::{PrintFlags, Printer};
use rustc_hash::FxHashMap;

pub struct ViewOpGraph {
    /// `max-label-len`: longest attribute or type text before it is cut with `...`.
    pub max_label_len: usize,
    /// `print-attrs`.
    pub print_attrs: bool,
    /// `print-control-flow-edges`.
    pub print_control_flow_edges: bool,
    /// `print-data-flow-edges`.
    pub print_data_flow_edges: bool,
    /// `print-result-types`.
    pub print_result_types: bool,
}

impl Pass for ViewOpGraph {
    fn name(&self) -> &'static str {
        "view-op-graph"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        use std::io::Write as _;
        let text = self.graph(ctx, op);
        // A closed stderr is not an error of the pass.
        let _ = std::io::stderr().write_all(text.as_bytes());
        Ok(())
    }
}

impl ViewOpGraph {
    /// The DOT text for `root` and everything in it.
    pub fn graph(&self, ctx: &Context, root: OpId) -> String {
        let mut w = Writer {
            opts: self,
            ctx,
            out: String::new(),
            indent: 0,
            counter: 0,
            colors: colors(ctx, root),
            value_nodes: FxHashMap::default(),
            data_edges: vec![],
            edges: vec![],
        };
        w.line("digraph G {");
        w.indent += 1;
        w.line("compound = true;");
        w.operation(root);
        w.all_edges();
        w.indent -= 1;
        w.line("}");
        w.out
    }
}

/// A node, or the invisible anchor node of a cluster (with the cluster's number).
#[derive(Copy, Clone, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

/// The fill color of each op name: hues spread evenly over the names in the order a post-order
/// walk first meets them.
fn colors(ctx: &Context, root: OpId) -> FxHashMap<&str, String> {
    let mut order: Vec<&str> = vec![];
    for op in super::runtime_verification::post_order(ctx, root) {
        let name = ctx.op_name(op);
        if !order.contains(&name) {
            order.push(name);
        }
    }
    let n = order.len();
    order
        .into_iter()
        .enumerate()
        .map(|(i, name)| (name, format!("{:.6} 1.0 1.0", i as f64 / n as f64)))
        .collect()
}

/// LLVM's `raw_ostream::write_escaped`: backslash, tab, newline and quote escaped, other
/// unprintable bytes as three octal digits.
fn escape(s: &[u8]) -> String {
    let mut out = String::with_capacity(s.len());
    for &c in s {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'"' => out.push_str("\\\""),
            0x20..=0x7e => out.push(c as char),
            _ => {
                out.push('\\');
                out.push((b'0' + ((c >> 6) & 7)) as char);
                out.push((b'0' + ((c >> 3) & 7)) as char);
                out.push((b'0' + (c & 7)) as char);
            }
        }
    }
    out
}

fn quote(s: &[u8]) -> String {
    format!("\"{}\"", escape(s))
}

/// Upstream's default limit for eliding elements attributes in the graph (without
/// `--mlir-elide-elementsattrs-if-larger`).
const LARGE_ATTR_LIMIT: u64 = 16;

struct Writer<'a> {
    opts: &'a ViewOpGraph,
    ctx: &'a Context,
    out: String,
    indent: usize,
    counter: u32,
    colors: FxHashMap<&'a str, String>,
    value_nodes: FxHashMap<ValueId, Node>,
    /// (value, user node, label), written after every node.
    data_edges: Vec<(ValueId, Node, String)>,
    edges: Vec<String>,
}

impl Writer<'_> {
    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// `vN [k = v, ...];` with the attributes in name order.
    fn node(&mut self, label: &[u8], shape: &str, background: Option<&str>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let mut attrs = vec![];
        if let Some(bg) = background {
            attrs.push(("fillcolor", format!("\"{bg}\"")));
        }
        attrs.push(("label", quote(label)));
        attrs.push(("shape", shape.to_string()));
        if background.is_some() {
            attrs.push(("style", "filled".to_string()));
        }
        let text = format!("v{id} {};", attr_list(&attrs));
        self.line(&text);
        Node { id, cluster: None }
    }

    /// A `subgraph cluster_N` holding what `body` writes; its anchor node stands for it.
    fn cluster(&mut self, label: &[u8], body: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.node(b" ", "plain", None);
        self.line(&format!("label = {};", quote(label)));
        body(self);
        self.indent -= 1;
        self.line("}");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    fn edge(&mut self, from: Node, to: Node, label: &str, style: &str) {
        let mut attrs = vec![];
        // Edges clipped at a cluster's boundary get no label (it would float away from them).
        if from.cluster.is_none() && to.cluster.is_none() {
            attrs.push(("label", quote(label.as_bytes())));
        }
        if let Some(c) = to.cluster {
            attrs.push(("lhead", format!("cluster_{c}")));
        }
        if let Some(c) = from.cluster {
            attrs.push(("ltail", format!("cluster_{c}")));
        }
        attrs.push(("style", style.to_string()));
        self.edges
            .push(format!("v{} -> v{} {}", from.id, to.id, attr_list(&attrs)));
    }

    fn all_edges(&mut self) {
        if self.opts.print_data_flow_edges {
            for (value, node, label) in std::mem::take(&mut self.data_edges) {
                let from = self.value_nodes.get(&value).copied().unwrap_or_default();
                self.edge(from, node, &label, "solid");
            }
        }
        for e in std::mem::take(&mut self.edges) {
            self.line(&format!("{e};"));
        }
    }

    fn operation(&mut self, op: OpId) -> Node {
        let ctx = self.ctx;
        let label = self.op_label(op);
        let node = if ctx.ops[op].regions.is_empty() {
            let bg = self.colors.get(ctx.op_name(op)).cloned();
            self.node(&label, "ellipse", bg.as_deref())
        } else {
            self.cluster(&label, |w| {
                for &r in &ctx.ops[op].regions {
                    w.region(r);
                }
            })
        };
        if self.opts.print_data_flow_edges {
            let operands = &ctx.ops[op].operands;
            for (i, &v) in operands.iter().enumerate() {
                let label = if operands.len() == 1 {
                    String::new()
                } else {
                    i.to_string()
                };
                self.data_edges.push((v, node, label));
            }
        }
        for &r in ctx.ops[op].results.iter() {
            self.value_nodes.insert(r, node);
        }
        node
    }

    fn region(&mut self, r: RegionId) {
        for b in self.ctx.blocks_iter(r) {
            self.block(b);
        }
    }

    fn block(&mut self, b: BlockId) {
        let ctx = self.ctx;
        self.cluster(b"", |w| {
            for (i, &a) in ctx.blocks[b].args.iter().enumerate() {
                let n = w.node(format!("arg{i}").as_bytes(), "ellipse", None);
                w.value_nodes.insert(a, n);
            }
            let mut prev: Option<Node> = None;
            for op in ctx.ops_iter(b) {
                let next = w.operation(op);
                if let (true, Some(p)) = (w.opts.print_control_flow_edges, prev) {
                    w.edge(p, next, "", "dashed");
                }
                prev = Some(next);
            }
        });
    }

    /// The op's name, result types and attributes (inherent and discardable, by name).
    fn op_label(&self, op: OpId) -> Vec<u8> {
        let ctx = self.ctx;
        let mut s = ctx.op_name(op).as_bytes().to_vec();
        if self.opts.print_result_types {
            let types: Vec<String> = ctx.ops[op]
                .results
                .iter()
                .map(|&r| type_text(ctx, ctx.value_type(r)))
                .collect();
            s.extend_from_slice(b" : (");
            s.extend(self.truncate(types.join(", ").into_bytes()));
            s.push(b')');
        }
        if self.opts.print_attrs {
            s.push(b'\n');
            let mut attrs: Vec<(&str, Attribute)> = ctx.ops[op]
                .props
                .iter()
                .chain(ctx.ops[op].attrs.iter())
                .map(|&(k, v)| (ctx.str(k), v))
                .collect();
            attrs.sort_by(|a, b| a.0.cmp(b.0));
            for (name, value) in attrs {
                s.push(b'\n');
                s.extend_from_slice(name.as_bytes());
                s.extend_from_slice(b": ");
                s.extend(self.attr_text(value));
            }
        }
        s
    }

    /// An attribute as the graph shows it: splats in full, large elements and arrays elided,
    /// anything else cut at `max-label-len`.
    fn attr_text(&self, a: Attribute) -> Vec<u8> {
        let ctx = self.ctx;
        let elements = match ctx.attr_kind(a) {
            AttrKind::DenseElements { splat: true, .. }
            | AttrKind::DenseStrings { splat: true, .. } => return attr_text(ctx, a).into_bytes(),
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::Array(items)
                if items.len() as u64
                    > crate::print::cli_flags()
                        .elide_if_larger
                        .unwrap_or(LARGE_ATTR_LIMIT) =>
            {
                return b"[...]".to_vec();
            }
            _ => None,
        };
        if let Some(ty) = elements {
            let shape = ctx.shape(ty).unwrap_or(&[]);
            let count = shape
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?));
            // The printer's limit (`--mlir-elide-elementsattrs-if-larger`) when given.
            let limit = crate::print::cli_flags()
                .elide_if_larger
                .unwrap_or(LARGE_ATTR_LIMIT);
            if count.is_some_and(|n| n > limit) {
                let rank = shape.len();
                return format!(
                    "{}...{} : {}",
                    "[".repeat(rank),
                    "]".repeat(rank),
                    type_text(ctx, ty)
                )
                .into_bytes();
            }
        }
        self.truncate(attr_text(ctx, a).into_bytes())
    }

    /// The first `max-label-len` bytes and `...` (bytes, as upstream cuts: the label is escaped
    /// afterwards, so a cut character shows as octal escapes).
    fn truncate(&self, mut s: Vec<u8>) -> Vec<u8> {
        if s.len() <= self.opts.max_label_len {
            return s;
        }
        s.truncate(self.opts.max_label_len);
        s.extend_from_slice(b"...");
        s
    }
}

fn attr_list(attrs: &[(&str, String)]) -> String {
    let items: Vec<String> = attrs.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    format!("[{}]", items.join(", "))
}

/// A type or attribute printed alone (no aliases), as `Type::print`/`Attribute::print` do.
fn type_text(ctx: &Context, t: Type) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_type(t);
    p.out
}

fn attr_text(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_attr(a);
    p.out
}
