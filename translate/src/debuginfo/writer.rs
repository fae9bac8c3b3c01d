//! Writes `#llvm.di_*` attributes out as LLVM assembly metadata nodes, one numbered node per attribute
//! (upstream's `DebugTranslation` caches by attribute the same way, so an attribute used twice is one
//! node, distinct or not). The fields are upstream 19's, node by node (`scopes.rs`, `types.rs`,
//! `variables.rs`); the text is parsed in the module's context by `Ll::parse_metadata`.

use irbridge::dialect::llvm::attrs::{dwarf, params};
use irbridge::ir::{AttrKind, Attribute, Context};
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// A node's number in the text, or `None` for a null operand (`#llvm.di_null_type`).
pub(super) type Slot = Option<usize>;

pub(super) struct Writer<'a> {
    pub ctx: &'a Context,
    /// `!N = ...` lines.
    defs: String,
    slots: FxHashMap<Attribute, Slot>,
    /// Every written attribute with its number, in the order reached.
    pub written: Vec<(Attribute, usize)>,
    /// Recursive composite types being written: (`recId`, number, distinct), innermost last.
    pub(super) recursive: Vec<(Attribute, usize, bool)>,
    /// Compile units in the order reached (upstream's `llvm.dbg.cu` order), with their text up to the
    /// `globals:` field, which is only known once every global was seen.
    pub cus: Vec<(usize, String)>,
    /// Global variable expressions by the compile unit whose `globals:` lists them.
    pub cu_globals: FxHashMap<usize, Vec<usize>>,
    /// Subprograms by their `id`: one node per id, whatever else differs (upstream's
    /// `distinctAttrToNode`: a recursive type's members refer to the subprogram through the
    /// self-reference, its definition through the type itself).
    distinct_subprograms: FxHashMap<Attribute, usize>,
}

/// An error about an attribute, turned into a diagnostic at the op that uses it.
pub(super) type WResult<T> = Result<T, String>;

impl<'a> Writer<'a> {
    pub fn new(ctx: &'a Context) -> Self {
        Writer {
            ctx,
            defs: String::new(),
            slots: FxHashMap::default(),
            written: vec![],
            recursive: vec![],
            cus: vec![],
            cu_globals: FxHashMap::default(),
            distinct_subprograms: FxHashMap::default(),
        }
    }

    /// The node for debug-info attribute `a`, written on first use.
    pub fn node(&mut self, a: Attribute) -> WResult<Slot> {
        if let Some(s) = self.slots.get(&a) {
            return Ok(*s);
        }
        let m = self.mnemonic(a)?;
        if m == "di_null_type" {
            return Ok(None);
        }
        if m == "di_composite_type" {
            if let Some(s) = self.recursive_self(a)? {
                return Ok(Some(s));
            }
        }
        let sp_id = (m == "di_subprogram")
            .then(|| self.param(a, "id"))
            .flatten();
        if let Some(&s) = sp_id.and_then(|id| self.distinct_subprograms.get(&id)) {
            self.slots.insert(a, Some(s));
            self.written.push((a, s));
            return Ok(Some(s));
        }
        let n = self.slots.len();
        self.slots.insert(a, Some(n));
        let at = self.written.len();
        self.written.push((a, n));
        let body = match m {
            "di_file"
            | "di_compile_unit"
            | "di_subprogram"
            | "di_lexical_block"
            | "di_lexical_block_file"
            | "di_module"
            | "di_namespace" => self.scope(m, a, n)?,
            "di_basic_type" | "di_derived_type" | "di_composite_type" | "di_subroutine_type"
            | "di_string_type" | "di_subrange" => self.ty(m, a, n)?,
            "di_local_variable"
            | "di_global_variable"
            | "di_global_variable_expression"
            | "di_label"
            | "di_expression" => self.variable(m, a)?,
            other => {
                return Err(format!(
                    "#llvm.{other} is not a debug info node LLVM IR can hold"
                ))
            }
        };
        if let Some(id) = sp_id {
            // Its scope or type may have reached the subprogram of this id first: that one it is.
            if let Some(&s) = self.distinct_subprograms.get(&id) {
                self.slots.insert(a, Some(s));
                self.written[at] = (a, s);
                return Ok(Some(s));
            }
            self.distinct_subprograms.insert(id, n);
        }
        if m != "di_compile_unit" {
            let _ = writeln!(self.defs, "!{n} = {body}");
        }
        Ok(Some(n))
    }

    /// The whole text: every node, compile units with their globals, and `!irbridge.di` listing
    /// every node in `written` order.
    pub fn finish(mut self) -> (String, Vec<(Attribute, usize)>, Vec<usize>) {
        let mut cus = Vec::with_capacity(self.cus.len());
        for (n, head) in &self.cus {
            let globals = match self.cu_globals.get(n) {
                Some(g) => format!(", globals: !{{{}}}", refs(g)),
                None => String::new(),
            };
            let _ = writeln!(self.defs, "!{n} = {head}{globals})");
            cus.push(*n);
        }
        let all: Vec<usize> = self.written.iter().map(|(_, n)| *n).collect();
        let mut text = format!("!irbridge.di = !{{{}}}\n", refs(&all));
        text.push_str(&self.defs);
        (text, self.written, cus)
    }

    // ---- attribute access --------------------------------------------------------------------------

    pub fn mnemonic(&self, a: Attribute) -> WResult<&'a str> {
        let ctx: &'a Context = self.ctx;
        params::struct_mnemonic(ctx, a)
            .filter(|m| m.starts_with("di_"))
            .ok_or_else(|| "expected a #llvm.di_* debug info attribute".to_string())
    }
    /// The first value of parameter `name`.
    pub fn param(&self, a: Attribute, name: &str) -> Option<Attribute> {
        self.params(a, name).into_iter().next()
    }
    /// Every value of (list) parameter `name`.
    pub fn params(&self, a: Attribute, name: &str) -> Vec<Attribute> {
        match self.ctx.attr_kind(a) {
            AttrKind::DialectStruct { params, .. } => params
                .iter()
                .filter(|(s, _)| self.ctx.str(*s) == name)
                .map(|(_, v)| *v)
                .collect(),
            _ => vec![],
        }
    }
    pub fn int(&self, a: Attribute, name: &str) -> Option<i128> {
        self.param(a, name)
            .and_then(|v| params::int_value(self.ctx, v))
    }
    pub fn flag(&self, a: Attribute, name: &str) -> bool {
        self.int(a, name).is_some_and(|v| v != 0)
    }
    pub fn string(&self, a: Attribute, name: &str) -> Option<&'a [u8]> {
        let ctx: &'a Context = self.ctx;
        self.param(a, name)
            .and_then(|v| ctx.as_str_attr(v))
            .filter(|s| !s.is_empty())
    }
    /// The node of parameter `name`, if set.
    pub fn child(&mut self, a: Attribute, name: &str) -> WResult<Slot> {
        match self.param(a, name) {
            Some(v) => self.node(v),
            None => Ok(None),
        }
    }
    /// `!{...}` of the nodes of list parameter `name` (`null` for a null type).
    pub fn tuple(&mut self, a: Attribute, name: &str) -> WResult<String> {
        let mut items = vec![];
        for v in self.params(a, name) {
            items.push(match self.node(v)? {
                Some(n) => format!("!{n}"),
                None => "null".to_string(),
            });
        }
        Ok(format!("!{{{}}}", items.join(", ")))
    }
}

fn refs(ns: &[usize]) -> String {
    ns.iter()
        .map(|n| format!("!{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The fields of one node: `Head(a: 1, b: !2)`.
pub(super) struct Fields(String, bool);

impl Fields {
    pub fn new(head: &str) -> Self {
        Fields(format!("{head}("), false)
    }
    pub fn raw(&mut self, name: &str, value: impl std::fmt::Display) -> &mut Self {
        if self.1 {
            self.0.push_str(", ");
        }
        self.1 = true;
        let _ = write!(self.0, "{name}: {value}");
        self
    }
    pub fn slot(&mut self, name: &str, s: Slot) -> &mut Self {
        if let Some(n) = s {
            self.raw(name, format!("!{n}"));
        }
        self
    }
    pub fn int(&mut self, name: &str, v: Option<i128>) -> &mut Self {
        if let Some(v) = v {
            self.raw(name, v);
        }
        self
    }
    pub fn bool(&mut self, name: &str, v: bool) -> &mut Self {
        self.raw(name, v)
    }
    pub fn str(&mut self, name: &str, v: Option<&[u8]>) -> &mut Self {
        if let Some(v) = v {
            self.raw(name, quoted(v));
        }
        self
    }
    /// A DWARF code by its name (`DW_TAG_member`), or the number if the table has no name for it.
    pub fn dwarf(
        &mut self,
        name: &str,
        table: &[(&'static str, u32)],
        v: Option<i128>,
    ) -> &mut Self {
        if let Some(v) = v {
            match dwarf::name(table, v as u32) {
                Some(n) => self.raw(name, n),
                None => self.raw(name, v),
            };
        }
        self
    }
    pub fn done(&mut self) -> String {
        format!("{})", self.0)
    }
    /// The text so far, without the closing parenthesis (compile units get `globals:` later).
    pub fn open(&self) -> String {
        self.0.clone()
    }
}

/// An LLVM assembly string literal: printable ASCII as is, the rest (and `"`, `\`) as `\XX`.
pub(super) fn quoted(s: &[u8]) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for &b in s {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
    out.push('"');
    out
}
