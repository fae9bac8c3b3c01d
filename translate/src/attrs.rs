//! Function, parameter and result attributes: the `llvm.func` properties that become LLVM attributes,
//! `llvm.<kind>` argument/result attributes (upstream's `convertParameterAttrs`), `memory`, and
//! `passthrough` (known names become enum/int attributes, unknown names string attributes).

use super::llvm::{AttrIndex, Val};
use super::{TResult, Translator};
use irbridge::dialect::llvm::attrs::enums::FRAME_POINTER_KIND;
use irbridge::ir::{AttrKind, Attribute, Context, OpId};
use irbridge_llvm::tables;

/// The attribute kinds LLVM 19 stores an integer in (`Attribute::isIntAttrKind`).
const INT_ATTR_KINDS: &[&str] = &[
    "align",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
];

/// The attribute kinds that carry a type (`Attribute::isTypeAttrKind`).
const TYPE_ATTR_KINDS: &[&str] = &[
    "byval",
    "byref",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
];

/// The parameters of a structured `llvm` attribute named `name` (`#llvm.<name><...>`).
pub fn struct_params<'c>(
    ctx: &'c Context,
    a: Attribute,
    name: &str,
) -> Option<&'c [(irbridge::ir::Sym, Attribute)]> {
    match ctx.attr_kind(a) {
        AttrKind::DialectStruct { name: n, params }
            if ctx.str(*n).strip_prefix("llvm.") == Some(name) =>
        {
            Some(params)
        }
        _ => None,
    }
}

/// The first value of parameter `p` of a structured attribute.
pub fn param(
    ctx: &Context,
    params: &[(irbridge::ir::Sym, Attribute)],
    p: &str,
) -> Option<Attribute> {
    params
        .iter()
        .find(|(k, _)| ctx.str(*k) == p)
        .map(|(_, v)| *v)
}

/// All values of (list) parameter `p`.
pub fn param_list(
    ctx: &Context,
    params: &[(irbridge::ir::Sym, Attribute)],
    p: &str,
) -> Vec<Attribute> {
    params
        .iter()
        .filter(|(k, _)| ctx.str(*k) == p)
        .map(|(_, v)| *v)
        .collect()
}

impl<'ctx> Translator<'_, 'ctx> {
    /// Attributes every function gets (declarations too): unit attributes, memory, result and argument
    /// attributes, passthrough.
    pub(crate) fn function_attributes(&mut self, op: OpId, f: Val<'ctx>) -> TResult<()> {
        let ctx = self.ctx;
        for (prop, kind) in tables::FUNCTION_UNIT_ATTRS {
            if self.unit_prop(op, prop) {
                self.add_enum_fn_attr(op, f, AttrIndex::Function, kind, 0)?;
            }
        }
        if let Some(m) = ctx.get_attr(op, "memory") {
            let params = struct_params(ctx, m, "memory_effects")
                .ok_or_else(|| self.err(op, "expected '#llvm.memory_effects' for 'memory'"))?;
            let get = |n: &str| {
                param(ctx, params, n)
                    .and_then(|a| ctx.as_i64(a))
                    .unwrap_or(3) as u64
                    & 3
            };
            let bits = tables::MEMORY_LOCATIONS
                .iter()
                .fold(0, |acc, (name, loc)| acc | get(name) << (2 * loc));
            self.add_enum_fn_attr(op, f, AttrIndex::Function, "memory", bits)?;
        }
        if let Some(n) = self.int_prop(op, "function_entry_count") {
            // `Function::setEntryCount`: `!prof !{!"function_entry_count", i64 N}`.
            let i64t = self.ll.int_ty(64);
            let count = self.ll.const_int(i64t, n as u64);
            let md = self.ll.md_node(&[
                Some(self.ll.md_string(b"function_entry_count")),
                Some(self.ll.md_value(count)),
            ]);
            self.ll.global_set_metadata(f, "prof", md);
        }
        if let Some(res) = ctx.get_attr(op, "res_attrs").and_then(|a| ctx.as_array(a)) {
            if let Some(d) = res.first() {
                self.param_attrs(op, *d, |t, a| t.ll.add_fn_attr(f, AttrIndex::Return, a))?;
            }
        }
        if let Some(args) = ctx.get_attr(op, "arg_attrs").and_then(|a| ctx.as_array(a)) {
            for (i, d) in args.iter().enumerate() {
                self.param_attrs(op, *d, |t, a| {
                    t.ll.add_fn_attr(f, AttrIndex::Param(i as u32), a)
                })?;
            }
        }
        if let Some(pt) = ctx.get_attr(op, "passthrough") {
            self.passthrough(op, f, pt)?;
        }
        Ok(())
    }

    /// Attributes upstream sets only on functions with a body (`convertOneFunction`).
    pub(crate) fn definition_attributes(&mut self, op: OpId, f: Val<'ctx>) -> TResult<()> {
        let ctx = self.ctx;
        let add_str = |t: &Self, k: &str, v: &[u8]| {
            let a = t.ll.string_attr(k.as_bytes(), v);
            t.ll.add_fn_attr(f, AttrIndex::Function, a);
        };
        for group in [tables::ARM_STREAMING_ATTRS, tables::ARM_ZA_ATTRS] {
            if let Some((_, name)) = group.iter().find(|(prop, _)| self.unit_prop(op, prop)) {
                add_str(self, name, b"");
            }
        }
        for (prop, name) in tables::FUNCTION_STRING_ATTRS {
            if let Some(s) = self.str_prop(op, prop) {
                add_str(self, name, s);
            }
        }
        if let Some(tf) = ctx.get_attr(op, tables::TARGET_FEATURES_ATTR.0) {
            let feats = struct_params(ctx, tf, "target_features")
                .map(|p| param_list(ctx, p, "features"))
                .unwrap_or_default();
            let s = feats
                .iter()
                .filter_map(|a| ctx.as_str_attr(*a))
                .map(|b| String::from_utf8_lossy(b).into_owned())
                .collect::<Vec<_>>()
                .join(",");
            add_str(self, tables::TARGET_FEATURES_ATTR.1, s.as_bytes());
        }
        if let Some(vr) = ctx.get_attr(op, "vscale_range") {
            let p = struct_params(ctx, vr, "vscale_range").unwrap_or(&[]);
            let min = param(ctx, p, "minRange")
                .and_then(|a| ctx.as_i64(a))
                .unwrap_or(0) as u64;
            let max = param(ctx, p, "maxRange")
                .and_then(|a| ctx.as_i64(a))
                .unwrap_or(0) as u64;
            // Attribute::getWithVScaleRangeArgs packs (min << 32) | max.
            self.add_enum_fn_attr(
                op,
                f,
                AttrIndex::Function,
                "vscale_range",
                (min << 32) | max,
            )?;
        }
        for (prop, name) in tables::FUNCTION_BOOL_ATTRS {
            if let Some(a) = ctx.get_attr(op, prop) {
                let on = ctx.as_i64(a).unwrap_or(0) != 0;
                add_str(self, name, if on { b"true" } else { b"false" });
            }
        }
        for (prop, name) in tables::FUNCTION_FP_STRING_ATTRS {
            if let Some(s) = self.str_prop(op, prop) {
                add_str(self, name, s);
            }
        }
        if let Some(fp) = self.enum_prop(op, tables::FRAME_POINTER_ATTR.0) {
            let s = FRAME_POINTER_KIND
                .keyword(fp)
                .ok_or_else(|| self.err(op, "invalid frame pointer kind"))?;
            add_str(self, tables::FRAME_POINTER_ATTR.1, s.as_bytes());
        }
        Ok(())
    }

    fn add_enum_fn_attr(
        &self,
        op: OpId,
        f: Val<'ctx>,
        idx: AttrIndex,
        kind: &str,
        val: u64,
    ) -> TResult<()> {
        let k = self
            .ll
            .attr_kind(kind)
            .ok_or_else(|| self.err(op, format!("unknown LLVM attribute '{kind}'")))?;
        let a = self.ll.enum_attr(k, val);
        self.ll.add_fn_attr(f, idx, a);
        Ok(())
    }

    /// `{llvm.noalias, llvm.align = 16 : i64, llvm.byval = i32}` → LLVM parameter attributes.
    pub(crate) fn param_attrs(
        &mut self,
        op: OpId,
        dict: Attribute,
        mut add: impl FnMut(&Self, super::llvm::Attr<'ctx>),
    ) -> TResult<()> {
        let ctx = self.ctx;
        let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
            return Ok(());
        };
        for (name, value) in entries {
            let Some(kind_name) = ctx.str(*name).strip_prefix("llvm.") else {
                continue;
            };
            let Some(kind) = self.ll.attr_kind(kind_name) else {
                continue;
            };
            let a = match ctx.attr_kind(*value) {
                AttrKind::Type(t) => {
                    let lt = self.ty(*t, op)?;
                    self.ll.type_attr(kind, lt)
                }
                AttrKind::Integer { .. } => {
                    let v = ctx.as_i64(*value).unwrap_or(0) as u64;
                    // LLVM keeps alignments as their log2: anything else is misread, and it
                    // refuses more than 2^32.
                    if matches!(kind_name, "align" | "alignstack")
                        && (!v.is_power_of_two() || v > 1 << 32)
                    {
                        return Err(self.err(
                            op,
                            format!(
                                "cannot be converted to LLVM IR: `{kind_name}` {} is not a power of \
                                 2 up to 4294967296",
                                ctx.as_i64(*value).unwrap_or(0)
                            ),
                        ));
                    }
                    self.ll.enum_attr(kind, v)
                }
                AttrKind::Unit => self.ll.enum_attr(kind, 0),
                _ => continue,
            };
            add(self, a);
        }
        Ok(())
    }

    /// `passthrough = ["name", ["key", "value"]]` (upstream's `checkedAddLLVMFnAttribute`).
    fn passthrough(&mut self, op: OpId, f: Val<'ctx>, pt: Attribute) -> TResult<()> {
        let ctx = self.ctx;
        let Some(items) = ctx.as_array(pt) else {
            return Err(self.err(op, "expected 'passthrough' to be an array attribute"));
        };
        for &item in items {
            let (key, value): (&[u8], &[u8]) = if let Some(s) = ctx.as_str_attr(item) {
                (s, b"")
            } else {
                let pair = ctx.as_array(item).filter(|p| p.len() == 2).ok_or_else(|| {
                    self.err(
                        op,
                        "expected 'passthrough' to contain string or array attributes",
                    )
                })?;
                match (ctx.as_str_attr(pair[0]), ctx.as_str_attr(pair[1])) {
                    (Some(k), Some(v)) => (k, v),
                    _ => {
                        return Err(self.err(
                            op,
                            "expected arrays within 'passthrough' to contain two strings",
                        ))
                    }
                }
            };
            let key_s = String::from_utf8_lossy(key).into_owned();
            let Some(kind) = self.ll.attr_kind(&key_s) else {
                let a = self.ll.string_attr(key, value);
                self.ll.add_fn_attr(f, AttrIndex::Function, a);
                continue;
            };
            if INT_ATTR_KINDS.contains(&key_s.as_str()) {
                if value.is_empty() {
                    return Err(self.err(op, format!("LLVM attribute '{key_s}' expects a value")));
                }
                let a = match parse_llvm_int(&String::from_utf8_lossy(value)) {
                    Some(n) => self.ll.enum_attr(kind, n as u64),
                    None => self.ll.string_attr(key, value),
                };
                self.ll.add_fn_attr(f, AttrIndex::Function, a);
                continue;
            }
            if !value.is_empty() {
                return Err(self.err(
                    op,
                    format!(
                        "LLVM attribute '{key_s}' does not expect a value, found '{}'",
                        String::from_utf8_lossy(value)
                    ),
                ));
            }
            if TYPE_ATTR_KINDS.contains(&key_s.as_str()) {
                return Err(self.err(op, format!("LLVM attribute '{key_s}' needs a type")));
            }
            let a = self.ll.enum_attr(kind, 0);
            self.ll.add_fn_attr(f, AttrIndex::Function, a);
        }
        Ok(())
    }
}

/// `StringRef::getAsInteger(0, int64_t&)`: decimal, `0x` hex, `0b` binary, `0o`/leading-`0` octal.
fn parse_llvm_int(s: &str) -> Option<i64> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let (radix, digits) = if let Some(r) = body.strip_prefix("0x").or(body.strip_prefix("0X")) {
        (16, r)
    } else if let Some(r) = body.strip_prefix("0b").or(body.strip_prefix("0B")) {
        (2, r)
    } else if let Some(r) = body.strip_prefix("0o") {
        (8, r)
    } else if body.len() > 1 && body.starts_with('0') {
        (8, &body[1..])
    } else {
        (10, body)
    };
    if digits.is_empty() {
        return None;
    }
    let v = i64::from_str_radix(digits, radix).ok()?;
    Some(if neg { -v } else { v })
}
