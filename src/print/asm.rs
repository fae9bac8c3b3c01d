//! The printer as the narrow interface of custom syntax ([`AsmPrinter`]).

use super::affine::AffineSink;
use super::Printer;
use crate::ir::attrs::AffineExpr;
use crate::ir::{Attribute, BlockId, Context, OpId, RegionId, Sym, Type, ValueId};
use crate::ods::asm::AsmPrinter;

impl Printer<'_> {
    /// A dialect attribute's or type's text without its `#dialect.mnemonic`/`!dialect.mnemonic`
    /// (MLIR's `printStrippedAttrOrType` prints only what the class's own printer writes); an alias
    /// is printed as the alias.
    fn strip_dialect_prefix(full: &str) -> &str {
        let Some(rest) = full.strip_prefix(['#', '!']) else {
            return full;
        };
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
            .unwrap_or(rest.len());
        let name = &rest[..end];
        if !name.contains('.') {
            // `#dialect<...>` verbose form or an alias: nothing to strip.
            return full;
        }
        &rest[end..]
    }
}

impl AsmPrinter for Printer<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn write_uint(&mut self, n: u64) {
        self.push_uint(n);
    }
    fn write_int(&mut self, n: i64) {
        super::push_int(&mut self.out, n);
    }
    fn prints_locations(&self) -> bool {
        self.flags.debuginfo
    }
    fn print_operand(&mut self, v: ValueId) {
        Printer::print_operand(self, v)
    }
    fn print_operands(&mut self, vs: &[ValueId]) {
        Printer::print_operands(self, vs)
    }
    fn print_type(&mut self, t: Type) {
        Printer::print_type(self, t)
    }
    fn print_types(&mut self, ts: &[Type]) {
        Printer::print_types(self, ts)
    }
    fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.print_function_signature(inputs, results)
    }
    fn print_result_types(&mut self, results: &[Type]) {
        Printer::print_result_types(self, results)
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.print_attr(a)
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        self.print_attr_without_type(a)
    }
    fn print_stripped_attribute(&mut self, a: Attribute) {
        if let Some(alias) = self.attr_aliases.get(&a).cloned() {
            self.w(&alias);
            return;
        }
        if let crate::ir::AttrKind::Enum { def, value } = self.ctx.attr_kind(a) {
            // The enum attribute's own format: `<$value>`, or ` $value` in dialects that print
            // `#dialect<mnemonic value>`.
            let text = def.stringify(*value);
            if self.ctx.registry.verbose_enums(def.dialect()) {
                self.w(" ");
                self.w(&text);
            } else {
                self.w("<");
                self.w(&text);
                self.w(">");
            }
            return;
        }
        let full = super::attr_to_string_with(self, a);
        let stripped = Printer::strip_dialect_prefix(&full).to_string();
        self.w(&stripped);
    }
    fn print_stripped_type(&mut self, t: Type) {
        if let Some(alias) = self.type_aliases.get(&t).cloned() {
            self.w(&alias);
            return;
        }
        let full = super::type_to_string(self.ctx, t);
        let stripped = Printer::strip_dialect_prefix(&full).to_string();
        self.w(&stripped);
    }
    fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.print_op_attr_dict(op, elided)
    }
    fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.print_op_attr_dict_with_keyword(op, elided)
    }
    fn print_prop_dict(&mut self, op: OpId, elided: &[&str]) {
        let ctx = self.ctx;
        let props: Vec<_> = ctx.ops[op]
            .props
            .iter()
            .filter(|(k, _)| !elided.contains(&ctx.str(*k)))
            .copied()
            .collect();
        if props.is_empty() {
            return;
        }
        self.w(" <{");
        for (i, (k, v)) in props.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.print_named_attr(*k, *v);
        }
        self.w("}>");
    }
    fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool) {
        Printer::print_region(self, r, print_entry_args, print_terminators)
    }
    fn print_successor(&mut self, b: BlockId) {
        self.print_block_name(b)
    }
    fn print_successor_and_use_list(&mut self, b: BlockId, args: &[ValueId]) {
        Printer::print_successor_and_use_list(self, b, args)
    }
    fn print_symbol_name(&mut self, name: &[u8]) {
        super::attrs::write_symbol_ref(&mut self.out, &String::from_utf8_lossy(name));
    }
    fn print_keyword_or_string(&mut self, s: &str) {
        super::attrs::write_keyword_or_string(&mut self.out, s)
    }
    fn print_string(&mut self, bytes: &[u8]) {
        super::attrs::write_escaped_string(&mut self.out, bytes)
    }
    fn print_location(&mut self, loc: Attribute) {
        self.print_loc(loc)
    }
    fn print_newline(&mut self) {
        self.newline()
    }
    fn print_alias(&mut self, a: Attribute) -> bool {
        if super::alias::recording() {
            self.print_attr(a);
            return true;
        }
        let Some(alias) = self.attr_aliases.get(&a).cloned() else {
            return false;
        };
        if !alias.starts_with('#') {
            self.w("#");
        }
        self.w(&alias);
        true
    }
    fn print_optional_attr_dict_entries(&mut self, entries: &[(Sym, Attribute)], elided: &[&str]) {
        self.print_attr_dict(entries, elided)
    }
    fn print_location_no_alias(&mut self, loc: Attribute) {
        self.print_loc_no_alias(loc)
    }
    fn print_generic_op(&mut self, op: OpId) {
        Printer::print_generic_op(self, op)
    }
    fn print_affine_map_of_ssa_ids(&mut self, map: Attribute, operands: &[ValueId]) {
        let ctx = self.ctx;
        let crate::ir::AttrKind::AffineMap(m) = ctx.attr_kind(map) else {
            self.print_attr(map);
            return;
        };
        let (dims, syms) = operands.split_at((m.num_dims as usize).min(operands.len()));
        for (i, e) in m.results.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.print_affine_expr_of_ssa_ids(e, dims, syms);
        }
    }
    fn print_affine_expr_of_ssa_ids(&mut self, e: &AffineExpr, dims: &[ValueId], syms: &[ValueId]) {
        let mut sink = SsaSink {
            p: self,
            dims,
            syms,
        };
        super::affine::write_affine_expr_to(&mut sink, e);
    }
    fn print_region_argument(&mut self, v: ValueId) {
        Printer::print_operand(self, v);
        if self.flags.debuginfo {
            if let Some(l) = self.ctx.values[v].loc {
                self.w(" ");
                self.print_loc_no_alias(l);
            }
        }
    }
    fn print_custom_or_generic_op(&mut self, op: OpId) {
        Printer::print_custom_or_generic_op(self, op)
    }
}

/// Writes an affine expression's dimensions and symbols as SSA values.
struct SsaSink<'p, 'a, 'v> {
    p: &'p mut Printer<'a>,
    dims: &'v [ValueId],
    syms: &'v [ValueId],
}

impl AffineSink for SsaSink<'_, '_, '_> {
    fn text(&mut self, s: &str) {
        self.p.w(s);
    }
    fn id(&mut self, is_symbol: bool, pos: u32) {
        let list = if is_symbol { self.syms } else { self.dims };
        // Verified ops have a value for every position (upstream asserts it).
        let Some(&v) = list.get(pos as usize) else {
            self.p.w(if is_symbol { "s" } else { "d" });
            self.p.push_uint(pos as u64);
            return;
        };
        if is_symbol {
            self.p.w("symbol(");
        }
        self.p.print_operand(v);
        if is_symbol {
            self.p.w(")");
        }
    }
}
