//! Printing operations, regions and blocks, and naming SSA values and blocks exactly as MLIR's
//! `SSANameState` does (results numbered per region in order, entry block arguments `%argN`,
//! op-suggested names uniqued with `_N`, result groups `%x:2` / `%x#1`).

use super::Printer;
use crate::ir::{BlockId, OpId, RegionId, Type, ValueDef, ValueId};
use crate::ods::traits;
use rustc_hash::{FxHashMap, FxHashSet};

/// SSA names of all values, indexed by value id: a number (`%3`), a suggested name (`%c0`), or unnamed.
/// A dense table, not a map: printing a large module names every value.
#[derive(Default)]
struct ValueNames {
    /// `UNNAMED`, a number, or `NAMED | index into `text``.
    slots: Vec<u32>,
    text: Vec<Box<str>>,
}

const UNNAMED: u32 = u32::MAX;
const NAMED: u32 = 1 << 31;

enum ValueName<'a> {
    Number(u32),
    Named(&'a str),
}

impl ValueNames {
    fn get(&self, v: ValueId) -> Option<ValueName<'_>> {
        match self.slots.get(v.0 as usize).copied().unwrap_or(UNNAMED) {
            UNNAMED => None,
            x if x & NAMED != 0 => Some(ValueName::Named(&self.text[(x & !NAMED) as usize])),
            n => Some(ValueName::Number(n)),
        }
    }
    fn contains_key(&self, v: &ValueId) -> bool {
        self.slots.get(v.0 as usize).is_some_and(|&x| x != UNNAMED)
    }
    fn slot(&mut self, v: ValueId) -> &mut u32 {
        let i = v.0 as usize;
        if i >= self.slots.len() {
            self.slots.resize(i + 1, UNNAMED);
        }
        &mut self.slots[i]
    }
    fn set_number(&mut self, v: ValueId, n: u32) {
        *self.slot(v) = n;
    }
    fn set_named(&mut self, v: ValueId, name: String) {
        let idx = self.text.len() as u32 | NAMED;
        self.text.push(name.into());
        *self.slot(v) = idx;
    }
}

#[derive(Default)]
pub struct NameState {
    /// Name of a value that starts a result group (or of a block argument).
    names: ValueNames,
    /// Start indices of result groups for ops with more than one group.
    groups: FxHashMap<OpId, Vec<usize>>,
    /// Block number within its region (`^bbN`).
    blocks: FxHashMap<BlockId, u32>,
    /// Predecessor blocks, once per successor use, for the `// pred:` comments.
    preds: FxHashMap<BlockId, Vec<BlockId>>,
    default_dialects: Vec<&'static str>,
}

/// Where ops start in the printed text, as upstream's `AsmState::LocationMap` records them.
#[derive(Default)]
pub struct OpPositions {
    /// (op, line, column): the line 1-based, the column the op's indentation.
    pub ops: Vec<(OpId, u32, u32)>,
    /// Newlines counted in the output up to `counted`.
    lines: u32,
    counted: usize,
}

impl OpPositions {
    fn record(&mut self, out: &str, op: OpId, col: u32) {
        let fresh = &out.as_bytes()[self.counted.min(out.len())..];
        self.lines += fresh.iter().filter(|&&b| b == b'\n').count() as u32;
        self.counted = out.len();
        self.ops.push((op, self.lines + 1, col));
    }
}

/// Naming counters carried from a region into its nested regions.
#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// `sanitizeIdentifier`: keep `[A-Za-z0-9$._-]`, spaces to `_`, other bytes as hex; leading digit gets `_`.
fn sanitize(name: &str) -> String {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let copy = |out: &mut String| {
        for &c in name.as_bytes() {
            if valid(c) {
                out.push(c as char);
            } else if c == b' ' {
                out.push('_');
            } else {
                out.push_str(&format!("{c:X}"));
            }
        }
    };
    let mut out = String::new();
    if name.as_bytes().first().is_some_and(|c| c.is_ascii_digit()) {
        out.push('_');
        copy(&mut out);
        return out;
    }
    if name.bytes().all(valid) {
        return name.to_string();
    }
    copy(&mut out);
    out
}

struct Namer<'c> {
    ctx: &'c crate::ir::Context,
    generic: bool,
    /// Counters run on across regions (the generic form, or `--mlir-print-unique-ssa-ids`).
    unique: bool,
    st: NameState,
    /// Scoped set of used names: a stack of per-region sets.
    used: Vec<FxHashSet<String>>,
    c: Counters,
}

impl Namer<'_> {
    fn is_used(&self, n: &str) -> bool {
        self.used.iter().any(|s| s.contains(n))
    }

    fn unique(&mut self, name: &str) -> String {
        let name = sanitize(name);
        let out = if !self.is_used(&name) {
            name
        } else {
            loop {
                let probe = format!("{name}_{}", self.c.conflict);
                self.c.conflict += 1;
                if !self.is_used(&probe) {
                    break probe;
                }
            }
        };
        if let Some(top) = self.used.last_mut() {
            top.insert(out.clone());
        }
        out
    }

    fn set_name(&mut self, v: ValueId, name: &str) {
        if name.is_empty() {
            self.st.names.set_number(v, self.c.value);
            self.c.value += 1;
        } else {
            let n = self.unique(name);
            self.st.names.set_named(v, n);
        }
    }

    fn number_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let results = &ctx.ops[op].results;
        let mut groups: smallvec::SmallVec<[usize; 4]> = smallvec::smallvec![0usize];
        if !self.generic {
            if let Some(f) = ctx.ops[op].def.and_then(|d| d.result_names) {
                let mut suggested = vec![];
                f(ctx, op, &mut suggested);
                for (i, name) in suggested {
                    if i < results.len() && !self.st.names.contains_key(&results[i]) {
                        self.set_name(results[i], &name);
                        if i != 0 {
                            groups.push(i);
                        }
                    }
                }
            }
        }
        if results.is_empty() {
            return;
        }
        if !self.st.names.contains_key(&results[0]) {
            self.st.names.set_number(results[0], self.c.value);
            self.c.value += 1;
        }
        if groups.len() != 1 {
            groups.sort_unstable();
            self.st.groups.insert(op, groups.into_vec());
        }
    }

    fn number_region(&mut self, region: RegionId) {
        let ctx = self.ctx;
        for (next_block, b) in ctx.blocks_iter(region).enumerate() {
            self.st.blocks.insert(b, next_block as u32);
            let is_entry = ctx.regions[region].first == Some(b);
            for &a in &ctx.blocks[b].args {
                if self.st.names.contains_key(&a) {
                    continue;
                }
                if is_entry {
                    let n = format!("arg{}", self.c.arg);
                    self.c.arg += 1;
                    self.set_name(a, &n);
                } else {
                    self.set_name(a, "");
                }
            }
            for op in ctx.ops_iter(b) {
                self.number_op(op);
            }
            if let Some(t) = ctx.terminator(b) {
                for &succ in &ctx.ops[t].successors {
                    self.st.preds.entry(succ).or_default().push(b);
                }
            }
        }
    }

    fn run(mut self, root: OpId) -> NameState {
        let ctx = self.ctx;
        // (region, counters, depth of the used-names scope of the parent region)
        let mut stack: Vec<(RegionId, Counters, usize)> = vec![];
        for &r in &ctx.ops[root].regions {
            stack.push((r, self.c, 0));
        }
        self.number_op(root);
        while let Some((region, c, parent_depth)) = stack.pop() {
            // Custom form: each region continues from its parent's counters. Generic form (or unique
            // ids): upstream's counters keep running across sibling regions (the last region pushed
            // is numbered first).
            if !self.unique {
                self.c = c;
            }
            self.used.truncate(parent_depth);
            self.used.push(FxHashSet::default());
            self.number_region(region);
            let depth = self.used.len();
            for b in ctx.blocks_iter(region) {
                for op in ctx.ops_iter(b) {
                    for &r in &ctx.ops[op].regions {
                        stack.push((r, self.c, depth));
                    }
                }
            }
        }
        self.st
    }
}

impl<'a> Printer<'a> {
    /// Computes SSA and block names for everything under `root` (call before printing it).
    pub fn name_values(&mut self, root: OpId) {
        let namer = Namer {
            ctx: self.ctx,
            generic: self.flags.generic,
            unique: self.flags.generic || self.flags.unique_ssa_ids,
            st: NameState::default(),
            used: vec![],
            c: Counters {
                value: 0,
                arg: 0,
                conflict: 0,
            },
        };
        self.names = namer.run(root);
        self.names.default_dialects = vec!["builtin"];
    }

    /// `%name`, `%3`, or `%3#1` for a value in a result group.
    pub fn print_operand(&mut self, v: ValueId) {
        let (base, idx, group_len) = match self.ctx.values[v].def {
            ValueDef::OpResult { op, index } => {
                let index = index as usize;
                let n = self.ctx.ops[op].results.len();
                let (start, end) = match self.names.groups.get(&op) {
                    Some(g) => {
                        let pos = g.partition_point(|&s| s <= index) - 1;
                        (g[pos], g.get(pos + 1).copied().unwrap_or(n))
                    }
                    None => (0, n),
                };
                (self.ctx.ops[op].results[start], index - start, end - start)
            }
            ValueDef::BlockArg { .. } => (v, 0, 1),
        };
        self.push_value_name(base);
        if group_len > 1 {
            self.out.push('#');
            self.push_uint(idx as u64);
        }
    }

    /// `%name` / `%3` for the value (or result group) `v`, without a `#N` suffix.
    fn push_value_name(&mut self, v: ValueId) {
        self.out.push('%');
        match self.names.names.get(v) {
            Some(ValueName::Number(n)) => super::push_uint(&mut self.out, n as u64),
            Some(ValueName::Named(s)) => self.out.push_str(s),
            None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Comma-separated operands.
    pub fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.print_operand(*v);
        }
    }

    /// Comma-separated types.
    pub fn print_types(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.print_type(*t);
        }
    }

    /// `(a, b) -> c` / `(a) -> (b, c)` as MLIR prints function types.
    pub fn print_function_signature(&mut self, inputs: &[Type], results: &[Type]) {
        self.w("(");
        self.print_types(inputs);
        self.w(") -> ");
        self.print_result_types(results);
    }

    /// A single non-function result bare; otherwise parenthesized.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let wrap = results.len() != 1
            || matches!(
                self.ctx.kind(results[0]),
                crate::ir::TypeKind::Function { .. }
            );
        if wrap {
            self.w("(");
        }
        self.print_types(results);
        if wrap {
            self.w(")");
        }
    }

    pub fn print_block_name(&mut self, b: BlockId) {
        match self.names.blocks.get(&b) {
            Some(&n) => {
                self.w("^bb");
                self.push_uint(n as u64);
            }
            None => self.w("^INVALIDBLOCK"),
        }
    }

    /// `^bb1` or `^bb1(%a, %b : i32, i64)`.
    pub fn print_successor_and_use_list(&mut self, b: BlockId, args: &[ValueId]) {
        self.print_block_name(b);
        if !args.is_empty() {
            self.w("(");
            self.print_operands(args);
            self.w(" : ");
            for (i, v) in args.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.print_type(self.ctx.value_type(*v));
            }
            self.w(")");
        }
    }

    /// The discardable and inherent attributes of `op` as ` {..}`, minus `elided`.
    pub fn print_op_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        let d = &self.ctx.ops[op];
        if d.props.is_empty() && d.attrs.is_empty() {
            return;
        }
        let mut all: crate::ir::context::NamedAttrList =
            d.props.iter().chain(d.attrs.iter()).copied().collect();
        self.ctx.sort_named(&mut all);
        self.print_attr_dict(&all, elided);
    }

    /// ` attributes {..}` when any attribute remains after eliding.
    pub fn print_op_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        let d = &self.ctx.ops[op];
        if d.props.is_empty() && d.attrs.is_empty() {
            return;
        }
        let mut all: crate::ir::context::NamedAttrList =
            d.props.iter().chain(d.attrs.iter()).copied().collect();
        self.ctx.sort_named(&mut all);
        if all.iter().any(|(k, _)| !elided.contains(&self.ctx.str(*k))) {
            self.w(" attributes");
            self.print_attr_dict(&all, elided);
        }
    }

    /// `{ ... }` with MLIR's rules for the entry block header.
    pub fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool) {
        self.print_region_full(r, print_entry_args, print_terminators, false)
    }

    pub fn print_region_full(
        &mut self,
        r: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.flags.skip_regions {
            // Upstream's alias visitor skips regions too (nothing of theirs gets an alias).
            if !super::alias::recording() {
                self.w("{...}");
            }
            return;
        }
        self.w("{\n");
        let ctx = self.ctx;
        if let Some(entry) = ctx.regions[r].first {
            let dd = ctx.regions[r]
                .parent
                .and_then(|p| ctx.ops[p].def)
                .and_then(|d| d.default_dialect)
                .unwrap_or("");
            self.names.default_dialects.push(dd);
            let always_header = (print_empty_block && ctx.blocks[entry].first.is_none())
                || (print_entry_args && !ctx.blocks[entry].args.is_empty());
            self.print_block(entry, always_header, print_terminators);
            let mut next = ctx.blocks[entry].next;
            while let Some(b) = next {
                self.print_block(b, true, true);
                next = ctx.blocks[b].next;
            }
            self.names.default_dialects.pop();
        }
        self.pad();
        self.w("}");
    }

    fn pad(&mut self) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn print_block(&mut self, b: BlockId, header: bool, print_terminator: bool) {
        let ctx = self.ctx;
        if header {
            self.pad();
            self.print_block_name(b);
            let args = &ctx.blocks[b].args;
            if !args.is_empty() {
                self.w("(");
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_operand(*a);
                    self.w(": ");
                    self.print_type(ctx.value_type(*a));
                    if self.flags.debuginfo {
                        if let Some(l) = ctx.values[*a].loc {
                            self.w(" ");
                            self.print_loc_no_alias(l);
                        }
                    }
                }
                self.w(")");
            }
            self.w(":");
            let names = &self.names;
            let preds: &[BlockId] = names.preds.get(&b).map_or(&[], |v| &v[..]);
            let region = ctx.blocks[b].parent;
            let is_entry = region.is_some_and(|r| ctx.regions[r].first == Some(b));
            if preds.is_empty() {
                if !is_entry {
                    self.w("  // no predecessors");
                }
            } else if preds.len() == 1 {
                let pred = preds[0];
                self.w("  // pred: ");
                self.print_block_name(pred);
            } else {
                let mut infos: Vec<u32> = preds
                    .iter()
                    .filter_map(|p| names.blocks.get(p).copied())
                    .collect();
                infos.sort_unstable();
                self.w("  // ");
                self.push_uint(infos.len() as u64);
                self.w(" preds: ");
                for (i, n) in infos.into_iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.w("^bb");
                    self.push_uint(n as u64);
                }
            }
            self.w("\n");
        }
        self.indent += 1;
        let last = ctx.blocks[b].last;
        let skip_last = !print_terminator
            && last.is_some_and(|o| ctx.ops[o].def.is_some_and(|d| d.has(traits::TERMINATOR)));
        let mut next = ctx.blocks[b].first;
        while let Some(op) = next {
            next = ctx.ops[op].next;
            if skip_last && Some(op) == last {
                break;
            }
            if let Some(pos) = &mut self.op_positions {
                pos.record(&self.out, op, 2 * self.indent as u32);
            }
            self.pad();
            self.print_op(op);
            self.w("\n");
        }
        self.indent -= 1;
    }

    /// One op with its results, custom or generic form, and trailing location (no indentation/newline).
    pub fn print_op(&mut self, op: OpId) {
        if super::alias::recording() {
            self.record_op_loc(op);
        }
        let ctx = self.ctx;
        let nres = ctx.ops[op].results.len();
        if nres > 0 {
            // Result groups (`%a, %b:2 =`); almost every op has one group starting at 0.
            let groups = self.names.groups.get(&op).cloned();
            let starts = match &groups {
                Some(g) if !g.is_empty() => &g[..],
                _ => &[0usize][..],
            };
            for (gi, &start) in starts.iter().enumerate() {
                if gi > 0 {
                    self.w(", ");
                }
                let end = starts.get(gi + 1).copied().unwrap_or(nres);
                let first = ctx.ops[op].results[start];
                // The group's base name without `#N`.
                self.push_value_name(first);
                if end - start > 1 {
                    self.out.push(':');
                    self.push_uint((end - start) as u64);
                }
            }
            self.w(" = ");
        }
        self.print_custom_or_generic_op(op);
        if self.flags.debuginfo {
            self.w(" ");
            self.print_loc(ctx.ops[op].loc);
        }
    }

    /// The op without its results and location: its name and custom form, or its generic form
    /// (MLIR's `printCustomOrGenericOp`, which `vector.mask` uses for the op it masks).
    pub fn print_custom_or_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        match ctx.ops[op].def.filter(|d| d.has_custom_printer()) {
            Some(def) if !self.flags.generic => {
                let name = ctx.op_name(op);
                let dd = self.names.default_dialects.last().copied().unwrap_or("");
                let shown = match name.strip_prefix(dd).and_then(|r| r.strip_prefix('.')) {
                    Some(rest) if !dd.is_empty() => rest,
                    _ => name,
                };
                self.w(shown);
                self.print_custom_form(op, def);
            }
            _ => self.print_generic_op(op),
        }
    }

    /// The custom form of `op` after its name: its declarative format or its hooks.
    fn print_custom_form(&mut self, op: OpId, def: &'static crate::ods::OpDef) {
        match def.assembly {
            crate::ods::Assembly::Custom { print, .. } => print(self, op),
            crate::ods::Assembly::Format(_) => {
                if let Some(Ok(fmt)) = def.format() {
                    super::format::print_with_format(self, op, def, fmt);
                }
            }
            crate::ods::Assembly::Generic => {}
        }
    }

    pub fn print_generic_op(&mut self, op: OpId) {
        if super::alias::recording() {
            return self.record_generic_op(op);
        }
        let ctx = self.ctx;
        let d = &ctx.ops[op];
        self.w("\"");
        self.w(ctx.op_name(op));
        self.w("\"(");
        self.print_operands(&d.operands);
        self.w(")");
        if !d.successors.is_empty() {
            self.w("[");
            for (i, s) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.print_block_name(*s);
            }
            self.w("]");
        }
        if !d.props.is_empty() || (d.props_written && d.def.is_none()) {
            self.w(" <{");
            for (i, (k, v)) in d.props.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.print_named_attr(*k, *v);
            }
            self.w("}>");
        }
        if !d.regions.is_empty() {
            self.w(" (");
            for (i, r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.print_region_full(*r, true, true, true);
            }
            self.w(")");
        }
        self.print_attr_dict(&d.attrs, &[]);
        self.w(" : ");
        let ins = ctx.operand_types(op);
        let outs = ctx.result_types(op);
        self.print_function_signature(&ins, &outs);
    }
}

/// Prints a whole module (top-level op) as `mlir-opt` does, including alias definitions (before the
/// module; location aliases of op locations after it).
pub fn print_module(ctx: &crate::ir::Context, root: OpId, flags: super::PrintFlags) -> String {
    print_module_with_capacity(ctx, root, flags, 0)
}

/// Prints `op` alone, every attribute and type written in full where it is used (no alias
/// definitions), as `Operation::dump` does (`OpPrintingFlags::useLocalScope`).
pub fn print_local_scope(ctx: &crate::ir::Context, op: OpId) -> String {
    let mut p = Printer::new(ctx, super::PrintFlags::default());
    p.name_values(op);
    p.print_op(op);
    p.out
}

/// [`print_module`] into a buffer reserved for `capacity` bytes up front (the input's size is a good
/// guess), so a large module is not copied by repeated doubling.
pub fn print_module_with_capacity(
    ctx: &crate::ir::Context,
    root: OpId,
    flags: super::PrintFlags,
    capacity: usize,
) -> String {
    print_module_impl(Printer::new(ctx, flags), root, capacity).0
}

/// [`print_module_with_capacity`] that also describes the aliases it printed (in their order).
pub fn print_module_with_alias_records(
    ctx: &crate::ir::Context,
    root: OpId,
    flags: super::PrintFlags,
    capacity: usize,
) -> (String, Vec<super::alias::AliasRecord>) {
    let mut p = Printer::new(ctx, flags);
    p.alias_records = Some(vec![]);
    print_module_impl(p, root, capacity)
}

/// `root` printed as upstream's `Operation::print` does (for a detached op outside the local scope, as
/// [`print_module`]; otherwise the op alone, no aliases and no final newline), with where each op
/// starts (line, indentation), as upstream's `AsmState` with a location map records it.
pub fn print_op_with_positions(
    ctx: &crate::ir::Context,
    root: OpId,
    flags: super::PrintFlags,
) -> (String, Vec<(OpId, u32, u32)>) {
    let mut p = Printer::new(ctx, flags);
    p.op_positions = Some(OpPositions::default());
    if ctx.ops[root].parent.is_none() && !flags.local_scope {
        print_module_into(&mut p, root, 0);
    } else {
        p.name_values(root);
        if let Some(pos) = &mut p.op_positions {
            pos.record(&p.out, root, 0);
        }
        p.print_op(root);
    }
    let ops = p.op_positions.take().map(|p| p.ops).unwrap_or_default();
    (p.out, ops)
}

/// `op` printed as upstream's `Operation::print` does (see [`print_op_with_positions`]): a
/// top-level op with its aliases and a final newline, a nested one alone in the local scope.
pub fn print_operation(ctx: &crate::ir::Context, op: OpId, mut flags: super::PrintFlags) -> String {
    if ctx.ops[op].parent.is_some() {
        flags.local_scope = true;
    }
    let mut p = Printer::new(ctx, flags);
    if ctx.ops[op].parent.is_none() && !flags.local_scope {
        print_module_into(&mut p, op, 0);
    } else {
        p.name_values(op);
        p.print_op(op);
    }
    p.out
}

fn print_module_impl(
    mut p: Printer<'_>,
    root: OpId,
    capacity: usize,
) -> (String, Vec<super::alias::AliasRecord>) {
    print_module_into(&mut p, root, capacity);
    (p.out, p.alias_records.unwrap_or_default())
}

fn print_module_into(p: &mut Printer<'_>, root: OpId, capacity: usize) {
    p.name_values(root);
    let (before, after) = p.compute_module_aliases(root);
    p.out.reserve(capacity + before.len() + after.len());
    p.out.push_str(&before);
    if let Some(pos) = &mut p.op_positions {
        pos.record(&p.out, root, 0);
    }
    p.print_op(root);
    p.w("\n");
    p.out.push_str(&after);
    p.print_file_metadata();
}
