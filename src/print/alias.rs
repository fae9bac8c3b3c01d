//! Alias generation: the `#map = affine_map<...>`, `#loc = loc(...)` lines MLIR prints around the top-level
//! op, following upstream's `AliasInitializer`:
//!
//! - Builtin aliases: affine maps `#map`, integer sets `#set`, locations `#loc`, tuples of more than 16
//!   elements `!tuple` (plus the aliases the context's dialects suggest for their attributes).
//! - Everything the printer would print is visited in print order (for generic ops upstream visits the
//!   op location, then regions, operand types, result types, attributes). An entry's depth is 1 if it has
//!   an alias, raised to one more than its deepest nested entry; entries are sorted by (depth, types
//!   before attributes, alias name, visit order) and numbered per name in that order: `#map`, `#map1`...
//! - Locations used only as op locations can be deferred: they print after the top-level op. Locations of
//!   block arguments or inside attributes (and everything nested in them) print before it.
//!
//! The print order is obtained by running the real printer once in a recording mode, where `print_attr`
//! and `print_type` record their argument instead of printing (see [`recording`]).

use super::attrs::TypeElision;
use super::Printer;
use crate::ir::attrs::{AttrKind, Location};
use crate::ir::types::{DialectType, TypeKind};
use crate::ir::{Attribute, Context, OpId, Type};
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};

/// Tuples with more elements than this get a `!tuple` alias.
const TUPLE_ALIAS_MIN: usize = 16;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AliasUse {
    /// An attribute; `deferrable` is true only for op locations.
    Attr(Attribute, bool),
    Type(Type),
    /// A location printed by `print_loc` (deferrable) or `print_loc_no_alias`: visited like `Attr`.
    Loc(Attribute, bool),
}

thread_local! {
    static RECORDING: Cell<bool> = const { Cell::new(false) };
    static EVENTS: RefCell<Vec<AliasUse>> = const { RefCell::new(Vec::new()) };
    /// Set once `record_op_loc` was called: op locations then come in print order from the printer.
    static SAW_OP_LOC: Cell<bool> = const { Cell::new(false) };
}

/// True while the printer runs in alias-recording mode: `print_attr`/`print_type` record instead of
/// printing; `print_loc` records a deferrable location, `print_loc_no_alias` a non-deferrable one.
pub fn recording() -> bool {
    RECORDING.with(|r| r.get())
}

pub(crate) fn record_attr(a: Attribute) {
    EVENTS.with(|e| e.borrow_mut().push(AliasUse::Attr(a, false)));
}

pub(crate) fn record_loc(l: Attribute, deferrable: bool) {
    EVENTS.with(|e| e.borrow_mut().push(AliasUse::Loc(l, deferrable)));
}

pub(crate) fn record_type(t: Type) {
    EVENTS.with(|e| e.borrow_mut().push(AliasUse::Type(t)));
}

/// Runs `f` in recording mode and returns what it recorded.
fn record<R>(f: impl FnOnce() -> R) -> Vec<AliasUse> {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            RECORDING.with(|r| r.set(self.0));
        }
    }
    let prev = RECORDING.with(|r| r.replace(true));
    SAW_OP_LOC.with(|s| s.set(false));
    let saved = EVENTS.with(|e| std::mem::take(&mut *e.borrow_mut()));
    let reset = Reset(prev);
    f();
    drop(reset);
    EVENTS.with(|e| std::mem::replace(&mut *e.borrow_mut(), saved))
}

/// One alias as a module's printing chose it, with what decides its name and place in another
/// module's alias list: upstream sorts by (depth, types first, base name, first visit) and numbers
/// per base name in that order.
#[derive(Clone, Debug)]
pub struct AliasRecord {
    /// The alias as printed (`#loop_annotation1`), with its sigil.
    pub alias: String,
    /// The name before numbering (`loop_annotation`).
    pub base: String,
    pub depth: usize,
    pub is_type: bool,
    /// Position of its first visit among the module's aliasable entries.
    pub visit: usize,
    /// The attribute or type printed without any alias: the same text means the same value in
    /// every context.
    pub canonical: String,
    /// The right-hand side of its definition line, nested aliases by their names here.
    pub definition: String,
    /// Printed after the top-level op (a deferred location).
    pub deferred: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Attr(Attribute),
    Type(Type),
}

struct Info {
    key: Key,
    name: Option<String>,
    depth: usize,
    deferrable: bool,
    children: Vec<usize>,
}

struct Visitor<'c> {
    ctx: &'c Context,
    infos: Vec<Info>,
    index: FxHashMap<Key, usize>,
}

impl Visitor<'_> {
    fn mark_non_deferrable(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if !self.infos[i].deferrable {
                continue;
            }
            self.infos[i].deferrable = false;
            stack.extend(self.infos[i].children.iter().copied());
        }
    }

    fn visit(&mut self, key: Key, deferrable: bool) -> (usize, usize) {
        if let Some(&i) = self.index.get(&key) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            return (self.infos[i].depth, i);
        }
        let name = match key {
            Key::Attr(a) => attr_alias_name(self.ctx, a),
            Key::Type(t) => type_alias_name(self.ctx, t),
        };
        let i = self.infos.len();
        let depth = usize::from(name.is_some());
        self.infos.push(Info {
            key,
            name,
            depth,
            deferrable,
            children: vec![],
        });
        self.index.insert(key, i);
        let mut children = vec![];
        match key {
            Key::Attr(a) => attr_children(self.ctx, a, &mut children),
            Key::Type(t) => type_children(self.ctx, t, &mut children),
        }
        let mut max_depth = 0;
        let mut child_idx = vec![];
        for c in children {
            let (d, ci) = self.visit(c, deferrable);
            max_depth = max_depth.max(d);
            child_idx.push(ci);
        }
        let info = &mut self.infos[i];
        info.children = child_idx;
        if max_depth > 0 {
            info.depth = max_depth + 1;
        }
        (self.infos[i].depth, i)
    }
}

/// The alias name upstream's builtin dialect (or a dialect hook) gives an attribute.
fn attr_alias_name(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(_) => Some("map".into()),
        AttrKind::IntegerSet(_) => Some("set".into()),
        AttrKind::Location(_) => Some("loc".into()),
        AttrKind::Distinct { referenced, .. }
            if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) =>
        {
            Some("distinct".into())
        }
        _ => (ctx.registry.attr_alias)(ctx, a).map(sanitize_alias),
    }
}

fn type_alias_name(ctx: &Context, t: Type) -> Option<String> {
    match ctx.kind(t) {
        TypeKind::Tuple(ts) if ts.len() > TUPLE_ALIAS_MIN => Some("tuple".into()),
        _ => None,
    }
}

/// Whether anything `root` prints (attribute values, types, and what they nest; op locations do not count
/// without debug info) could get an alias. Shared attributes and types are looked at once.
fn any_aliasable(ctx: &Context, root: OpId) -> bool {
    let mut seen: rustc_hash::FxHashSet<Key> = Default::default();
    let mut stack: Vec<Key> = vec![];
    let mut found = false;
    ctx.walk(root, |op| {
        if found {
            return;
        }
        let d = &ctx.ops[op];
        stack.extend(
            d.props
                .iter()
                .chain(d.attrs.iter())
                .map(|(_, a)| Key::Attr(*a)),
        );
        stack.extend(
            d.results
                .iter()
                .chain(d.operands.iter())
                .map(|v| Key::Type(ctx.value_type(*v))),
        );
        for &r in &d.regions {
            for b in ctx.region_blocks(r) {
                stack.extend(
                    ctx.blocks[b]
                        .args
                        .iter()
                        .map(|v| Key::Type(ctx.value_type(*v))),
                );
            }
        }
        while let Some(k) = stack.pop() {
            if !seen.insert(k) {
                continue;
            }
            let aliased = match k {
                Key::Attr(a) => attr_alias_name(ctx, a).is_some(),
                Key::Type(t) => type_alias_name(ctx, t).is_some(),
            };
            if aliased {
                found = true;
                stack.clear();
                return;
            }
            match k {
                Key::Attr(a) => attr_children(ctx, a, &mut stack),
                Key::Type(t) => type_children(ctx, t, &mut stack),
            }
        }
    });
    found
}

/// MLIR's `sanitizeIdentifier(name, "$_-", allowTrailingDigit=false)` for alias names.
fn sanitize_alias(name: &str) -> String {
    let mut out = String::new();
    if name.as_bytes().first().is_some_and(|c| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.bytes() {
        if c.is_ascii_alphanumeric() || b"$_-".contains(&c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            out.push_str(&format!("{c:X}"));
        }
    }
    if out.as_bytes().last().is_some_and(|c| c.is_ascii_digit()) {
        out.push('_');
    }
    out
}

/// Nested attributes and types in the order upstream's alias visitor meets them.
fn attr_children(ctx: &Context, a: Attribute, out: &mut Vec<Key>) {
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => out.extend(v.iter().map(|x| Key::Attr(*x))),
        AttrKind::Dictionary(v) => out.extend(v.iter().map(|x| Key::Attr(x.1))),
        AttrKind::Type(t) => out.push(Key::Type(*t)),
        AttrKind::String { ty: Some(t), .. } | AttrKind::Opaque { ty: Some(t), .. } => {
            out.push(Key::Type(*t))
        }
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseStrings { ty, .. } => {
            out.push(Key::Type(*ty))
        }
        AttrKind::Location(Location::Name { child: Some(c), .. }) => out.push(Key::Attr(*c)),
        AttrKind::Location(Location::CallSite { callee, caller }) => {
            out.push(Key::Attr(*callee));
            out.push(Key::Attr(*caller));
        }
        AttrKind::Location(Location::Fused { metadata, locs }) => {
            out.extend(metadata.iter().map(|m| Key::Attr(*m)));
            out.extend(locs.iter().map(|l| Key::Attr(*l)));
        }
        AttrKind::DialectStruct { params, .. } => out.extend(params.iter().map(|x| Key::Attr(x.1))),
        AttrKind::Distinct { referenced, .. } => out.push(Key::Attr(*referenced)),
        AttrKind::Sparse {
            ty,
            indices,
            values,
        } => {
            out.push(Key::Attr(*indices));
            out.push(Key::Attr(*values));
            out.push(Key::Type(*ty));
        }
        _ => {}
    }
}

fn type_children(ctx: &Context, t: Type, out: &mut Vec<Key>) {
    match ctx.kind(t) {
        TypeKind::MemRef {
            elem,
            layout,
            memory_space,
            ..
        } => {
            out.push(Key::Type(*elem));
            out.extend(
                layout
                    .filter(|l| !super::types::printed_as_no_layout(ctx, *l))
                    .map(Key::Attr),
            );
            out.extend(memory_space.iter().map(|a| Key::Attr(*a)));
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            out.push(Key::Type(*elem));
            out.extend(memory_space.iter().map(|a| Key::Attr(*a)));
        }
        TypeKind::RankedTensor { elem, encoding, .. } => {
            out.push(Key::Type(*elem));
            out.extend(encoding.iter().map(|a| Key::Attr(*a)));
        }
        TypeKind::UnrankedTensor { elem }
        | TypeKind::Vector { elem, .. }
        | TypeKind::Complex(elem) => out.push(Key::Type(*elem)),
        TypeKind::Tuple(ts) => out.extend(ts.iter().map(|t| Key::Type(*t))),
        TypeKind::Function { inputs, results } => {
            out.extend(inputs.iter().chain(results.iter()).map(|t| Key::Type(*t)));
        }
        TypeKind::Dialect(d) => match d {
            DialectType::LlvmArray { elem, .. }
            | DialectType::LlvmFixedVec { elem, .. }
            | DialectType::LlvmScalableVec { elem, .. } => out.push(Key::Type(*elem)),
            DialectType::LlvmFunc { ret, params, .. } => {
                out.push(Key::Type(*ret));
                out.extend(params.iter().map(|t| Key::Type(*t)));
            }
            DialectType::LlvmStruct { body, .. } => out.extend(body.iter().map(|t| Key::Type(*t))),
            DialectType::LlvmTarget { types, .. } => {
                out.extend(types.iter().map(|t| Key::Type(*t)))
            }
            _ => {}
        },
        _ => {}
    }
}

/// Op locations (deferrable) and block argument locations (not deferrable), in the order upstream's
/// alias visitor meets them: an op's location before its regions.
fn collect_locations(ctx: &Context, root: OpId, out: &mut Vec<AliasUse>) {
    enum Item {
        Op(OpId),
        ArgLoc(Attribute),
    }
    let mut stack = vec![Item::Op(root)];
    while let Some(item) = stack.pop() {
        let op = match item {
            Item::ArgLoc(l) => {
                out.push(AliasUse::Attr(l, false));
                continue;
            }
            Item::Op(op) => op,
        };
        out.push(AliasUse::Attr(ctx.ops[op].loc, true));
        let mut inner = vec![];
        for &r in &ctx.ops[op].regions {
            for b in ctx.region_blocks(r) {
                inner.extend(
                    ctx.blocks[b]
                        .args
                        .iter()
                        .filter_map(|a| ctx.values[*a].loc)
                        .map(Item::ArgLoc),
                );
                inner.extend(ctx.block_ops(b).into_iter().map(Item::Op));
            }
        }
        stack.extend(inner.into_iter().rev());
    }
}

impl<'a> Printer<'a> {
    /// Given every attribute and type the IR uses, in the order the printer meets them, decides which get
    /// aliases (filling `attr_aliases` / `type_aliases`) and returns the alias definition lines to print first.
    /// Locations count as deferrable op locations here; prefer [`Printer::compute_module_aliases`].
    pub fn compute_aliases(&mut self, attrs: &[Attribute], types: &[Type]) -> String {
        let ctx = self.ctx;
        let mut uses: Vec<AliasUse> = attrs
            .iter()
            .map(|a| AliasUse::Attr(*a, matches!(ctx.attr_kind(*a), AttrKind::Location(_))))
            .collect();
        uses.extend(types.iter().map(|t| AliasUse::Type(*t)));
        let (before, after) = self.compute_aliases_from_uses(&uses);
        before + &after
    }

    /// Computes the aliases for printing `root` as `mlir-opt` does (runs the printer once in recording
    /// mode) and fills `attr_aliases` / `type_aliases`. Returns the definitions to print before the
    /// top-level op and those to print after it (deferred locations).
    pub fn compute_module_aliases(&mut self, root: OpId) -> (String, String) {
        super::attrs::reset_distinct_ids();
        let ctx = self.ctx;
        let flags = self.flags;
        if flags.local_scope {
            return (String::new(), String::new());
        }
        // Fast path: if nothing the context ever interned can get an alias, skip the recording pass
        // (a second full print of the module).
        if !flags.debuginfo && !any_aliasable(ctx, root) {
            return (String::new(), String::new());
        }
        let mut saw_op_loc = false;
        let recorded = record(|| {
            let mut scratch = Printer::new(ctx, flags);
            scratch.name_values(root);
            scratch.print_op(root);
            saw_op_loc = SAW_OP_LOC.with(|s| s.get());
        });
        let mut uses = vec![];
        if flags.debuginfo && !saw_op_loc {
            // The op printer does not report op locations in order: collect them with a walk (attribute
            // locations then number after all op locations, an approximation).
            collect_locations(ctx, root, &mut uses);
            uses.extend(
                recorded
                    .into_iter()
                    .filter(|u| !matches!(u, AliasUse::Loc(..))),
            );
        } else {
            uses = recorded;
        }
        self.compute_aliases_from_uses(&uses)
    }

    /// In recording mode (with debug info), records `op`'s location where upstream visits it: before
    /// anything the op prints. `print_op` should call this first when [`recording`] is true.
    pub fn record_op_loc(&mut self, op: OpId) {
        if self.flags.debuginfo {
            SAW_OP_LOC.with(|s| s.set(true));
            record_loc(self.ctx.ops[op].loc, true);
        }
    }

    /// In recording mode, visits a generic-form op the way upstream's alias visitor does: regions first,
    /// then operand types, result types, and all attributes (inherent and discardable) sorted by name.
    /// `print_generic_op` should call this instead of printing when [`recording`] is true.
    pub fn record_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        for &r in &ctx.ops[op].regions {
            self.print_region_full(r, true, true, true);
        }
        for t in ctx.operand_types(op) {
            self.print_type(t);
        }
        for t in ctx.result_types(op) {
            self.print_type(t);
        }
        let d = &ctx.ops[op];
        let mut all: Vec<_> = d.props.iter().chain(d.attrs.iter()).copied().collect();
        ctx.sort_named(&mut all);
        for (_, a) in all {
            self.print_attr(a);
        }
    }

    /// Assigns aliases for `uses` (in visit order) and returns (non-deferred, deferred) definitions.
    pub fn compute_aliases_from_uses(&mut self, uses: &[AliasUse]) -> (String, String) {
        let ctx = self.ctx;
        let mut v = Visitor {
            ctx,
            infos: vec![],
            index: FxHashMap::default(),
        };
        for u in uses {
            match *u {
                AliasUse::Attr(a, d) | AliasUse::Loc(a, d) => {
                    v.visit(Key::Attr(a), d);
                }
                AliasUse::Type(t) => {
                    v.visit(Key::Type(t), false);
                }
            }
        }
        let mut order: Vec<usize> = (0..v.infos.len())
            .filter(|i| v.infos[*i].name.is_some())
            .collect();
        order.sort_by(|&x, &y| {
            let (a, b) = (&v.infos[x], &v.infos[y]);
            let at = matches!(a.key, Key::Type(_));
            let bt = matches!(b.key, Key::Type(_));
            a.depth
                .cmp(&b.depth)
                .then(bt.cmp(&at))
                .then(a.name.cmp(&b.name))
        });
        let mut counts: FxHashMap<String, usize> = FxHashMap::default();
        let mut named: Vec<(usize, String)> = vec![];
        for i in order {
            let info = &v.infos[i];
            let base = info.name.clone().unwrap_or_default();
            let n = counts.entry(base.clone()).or_insert(0);
            let prefix = if matches!(info.key, Key::Type(_)) {
                "!"
            } else {
                "#"
            };
            let alias = if *n == 0 {
                format!("{prefix}{base}")
            } else {
                format!("{prefix}{base}{n}")
            };
            *n += 1;
            match info.key {
                Key::Attr(a) => {
                    self.attr_aliases.insert(a, alias.clone());
                }
                Key::Type(t) => {
                    self.type_aliases.insert(t, alias.clone());
                }
            }
            named.push((i, alias));
        }
        // Upstream numbers `distinct[N]` in the order of the real print (its alias pass visits
        // without printing): from the first alias definition on.
        super::attrs::reset_distinct_ids();
        let saved = std::mem::take(&mut self.out);
        let mut before = String::new();
        let mut after = String::new();
        // The definitions printed before the module first, then the deferred ones (printed after
        // it), so `distinct[N]` numbers follow the output.
        let (first, deferred): (Vec<_>, Vec<_>) = named
            .into_iter()
            .partition(|(i, _)| !v.infos[*i].deferrable);
        for (i, alias) in first.into_iter().chain(deferred) {
            let info = &v.infos[i];
            self.out.clear();
            self.out.push_str(&alias);
            self.out.push_str(" = ");
            match info.key {
                Key::Attr(a) => self.print_attr_impl(a, TypeElision::Never),
                Key::Type(t) => self.print_type_impl(t),
            }
            self.out.push('\n');
            if let Some(records) = &mut self.alias_records {
                let mut plain = Printer::new(ctx, self.flags);
                match info.key {
                    Key::Attr(a) => plain.print_attr_impl(a, TypeElision::Never),
                    Key::Type(t) => plain.print_type_impl(t),
                }
                let definition = self.out[alias.len() + 3..self.out.len() - 1].to_string();
                records.push(AliasRecord {
                    base: info.name.clone().unwrap_or_default(),
                    alias,
                    depth: info.depth,
                    is_type: matches!(info.key, Key::Type(_)),
                    visit: i,
                    canonical: plain.out,
                    definition,
                    deferred: info.deferrable,
                });
            }
            if info.deferrable {
                after.push_str(&self.out);
            } else {
                before.push_str(&self.out);
            }
        }
        self.out = saved;
        (before, after)
    }
}
