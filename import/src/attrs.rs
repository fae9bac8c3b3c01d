//! Function, parameter and result attributes: the ones the `llvm` dialect names become its attributes
//! (`no_unwind`, `frame_pointer`, `memory`, `llvm.noundef`, ...), other known LLVM attributes go into
//! `passthrough` under their LLVM spelling, the rest is dropped with a warning.

use crate::module::{Emitter, R};
use crate::names::quote;
use irbridge::dialect::llvm::attrs::enums::FRAME_POINTER_KIND;
use irbridge_llvm::tables;
use llvm_ir::function::{FunctionAttribute as FA, MemoryEffect, ParameterAttribute as PA};

/// Dialect attributes and passthrough entries of a function.
#[derive(Default)]
pub struct FnAttrs {
    pub dialect: Vec<String>,
    pub passthrough: Vec<String>,
}

fn enum_name(a: &FA) -> Option<&'static str> {
    Some(match a {
        FA::AlwaysInline => "alwaysinline",
        FA::Builtin => "builtin",
        FA::Cold => "cold",
        FA::Convergent => "convergent",
        FA::InlineHint => "inlinehint",
        FA::JumpTable => "jumptable",
        FA::MinimizeSize => "minsize",
        FA::Naked => "naked",
        FA::NoBuiltin => "nobuiltin",
        FA::NoCFCheck => "nocf_check",
        FA::NoDuplicate => "noduplicate",
        FA::NoFree => "nofree",
        FA::NoImplicitFloat => "noimplicitfloat",
        FA::NoInline => "noinline",
        FA::NoMerge => "nomerge",
        FA::NonLazyBind => "nonlazybind",
        FA::NoRedZone => "noredzone",
        FA::NoReturn => "noreturn",
        FA::NoRecurse => "norecurse",
        FA::WillReturn => "willreturn",
        FA::ReturnsTwice => "returns_twice",
        FA::NoSync => "nosync",
        FA::NoUnwind => "nounwind",
        FA::NullPointerIsValid => "null_pointer_is_valid",
        FA::OptForFuzzing => "optforfuzzing",
        FA::OptNone => "optnone",
        FA::OptSize => "optsize",
        FA::SafeStack => "safestack",
        FA::SanitizeAddress => "sanitize_address",
        FA::SanitizeMemory => "sanitize_memory",
        FA::SanitizeThread => "sanitize_thread",
        FA::SanitizeHWAddress => "sanitize_hwaddress",
        FA::SanitizeMemTag => "sanitize_memtag",
        FA::ShadowCallStack => "shadowcallstack",
        FA::SpeculativeLoadHardening => "speculative_load_hardening",
        FA::Speculatable => "speculatable",
        FA::StackProtect => "ssp",
        FA::StackProtectReq => "sspreq",
        FA::StackProtectStrong => "sspstrong",
        FA::StrictFP => "strictfp",
        _ => return None,
    })
}

/// The `#llvm.memory_effects` keyword of an access kind.
fn effect(m: &MemoryEffect) -> &'static str {
    tables::MOD_REF_INFO
        .code_of_llvm_ir(m)
        .and_then(|code| tables::MOD_REF_INFO.keyword(code))
        .unwrap_or_default()
}

impl Emitter<'_> {
    /// The function attributes of a declaration, read through the C API (see
    /// [`crate::c_api::DeclAttr`]), converted as [`Self::function_attrs`] converts a definition's.
    pub fn declaration_attrs(&mut self, fname: &str) -> FnAttrs {
        use crate::c_api::DeclAttr;
        let list = self
            .facts()
            .and_then(|f| f.decl_attrs.get(fname).cloned())
            .unwrap_or_default();
        let mut fas = vec![];
        let mut names = vec![];
        let mut raw = vec![];
        for a in list {
            match a {
                // The dialect's frame_pointer/target_cpu/tune_cpu/target_features are translated on
                // definitions only (upstream 19 too): on a declaration they stay passthrough strings.
                DeclAttr::Str(kind, value) if tables::is_function_string_property(&kind) => raw
                    .push(format!(
                        "[{}, {}]",
                        quote(kind.as_bytes()),
                        quote(value.as_bytes())
                    )),
                DeclAttr::Str(kind, value) => fas.push(FA::StringAttribute { kind, value }),
                DeclAttr::Enum("memory", v) => {
                    // LLVM's MemoryEffects: a `ModRefInfo` per location (`tables::MEMORY_LOCATIONS`).
                    let m = |name: &str| {
                        let loc = tables::MEMORY_LOCATIONS.iter().find(|l| l.0 == name)?.1;
                        tables::MOD_REF_INFO.llvm_ir((v >> (2 * loc)) & 3).cloned()
                    };
                    if let (Some(default), Some(argmem), Some(inaccessible_mem)) =
                        (m("other"), m("argMem"), m("inaccessibleMem"))
                    {
                        fas.push(FA::Memory {
                            default,
                            argmem,
                            inaccessible_mem,
                        })
                    }
                }
                DeclAttr::Enum("uwtable", _) => fas.push(FA::UWTable),
                DeclAttr::Enum("alignstack", v) => fas.push(FA::AlignStack(v)),
                // Read with the function's other C-API facts (see `functions::fn_extra_attrs`).
                DeclAttr::Enum("vscale_range", _) => {}
                DeclAttr::Enum(n, 0) => names.push(n),
                // An integer attribute (`allocsize`, `allockind`, ...): its value as a string in
                // `passthrough`, as upstream 19 keeps it.
                DeclAttr::Enum(n, v) => raw.push(format!("[{}, \"{v}\"]", quote(n.as_bytes()))),
            }
        }
        let mut out = self.function_attrs(fname, &fas);
        out.passthrough.extend(raw);
        for n in names {
            match tables::function_unit_attr_of_llvm(n) {
                Some(d) => out.dialect.push(d.to_string()),
                None => out.passthrough.push(quote(n.as_bytes())),
            }
        }
        out
    }

    pub fn function_attrs(&mut self, fname: &str, attrs: &[FA]) -> FnAttrs {
        let mut out = FnAttrs::default();
        let mut unknown_done = false;
        let mut arm: Vec<&str> = vec![];
        for a in attrs {
            match a {
                FA::Memory {
                    default,
                    argmem,
                    inaccessible_mem,
                } => out.dialect.push(format!(
                    "memory = #llvm.memory_effects<other = {}, argMem = {}, inaccessibleMem = {}>",
                    effect(default),
                    effect(argmem),
                    effect(inaccessible_mem)
                )),
                FA::UWTable => out.passthrough.push("[\"uwtable\", \"2\"]".into()),
                // LLVM packs `allocsize(e, n)` as `e << 32 | n`, `n` absent as all ones.
                FA::AllocSize { elt_size, num_elts } => {
                    let v = (u64::from(*elt_size) << 32) | u64::from(num_elts.unwrap_or(u32::MAX));
                    out.passthrough.push(format!("[\"allocsize\", \"{v}\"]"));
                }
                FA::AlignStack(n) => out.passthrough.push(format!("[\"alignstack\", \"{n}\"]")),
                FA::StringAttribute { kind, value } => {
                    let named = |t: &[(&'static str, &'static str)]| {
                        t.iter().find(|r| r.1 == kind).map(|r| r.0)
                    };
                    if let Some(d) = named(tables::FUNCTION_BOOL_ATTRS) {
                        // LLVM's `getValueAsBool`: `"true"` or not.
                        out.dialect.push(format!("{d} = {}", value == "true"));
                    } else if let Some(d) = named(tables::FUNCTION_FP_STRING_ATTRS) {
                        out.dialect
                            .push(format!("{d} = {}", quote(value.as_bytes())));
                    } else if let Some(d) =
                        named(tables::ARM_STREAMING_ATTRS).or_else(|| named(tables::ARM_ZA_ATTRS))
                    {
                        arm.push(d);
                    } else if let Some(d) = tables::function_string_attr_of_llvm(kind) {
                        out.dialect
                            .push(format!("{d} = {}", quote(value.as_bytes())));
                    } else if kind == tables::FRAME_POINTER_ATTR.1
                        && FRAME_POINTER_KIND.symbolize(value).is_some()
                    {
                        out.dialect.push(format!(
                            "{} = #llvm.framePointerKind<{:?}>",
                            tables::FRAME_POINTER_ATTR.0,
                            value
                        ));
                    } else if kind == tables::TARGET_FEATURES_ATTR.1
                        && !value.is_empty()
                        // `#llvm.target_features` takes `+feature`/`-feature` only; any other
                        // string stays as it is, in `passthrough` (upstream 19 crashes on it).
                        && value.split(',').all(|f| f.starts_with(['+', '-']))
                    {
                        let feats: Vec<String> =
                            value.split(',').map(|f| quote(f.as_bytes())).collect();
                        out.dialect.push(format!(
                            "{} = #llvm.target_features<[{}]>",
                            tables::TARGET_FEATURES_ATTR.0,
                            feats.join(", ")
                        ));
                    } else if value.is_empty() {
                        out.passthrough.push(quote(kind.as_bytes()));
                    } else {
                        out.passthrough.push(format!(
                            "[{}, {}]",
                            quote(kind.as_bytes()),
                            quote(value.as_bytes())
                        ));
                    }
                }
                other => match enum_name(other) {
                    Some(n) => match tables::function_unit_attr_of_llvm(n) {
                        Some(d) => out.dialect.push(d.to_string()),
                        None => out.passthrough.push(quote(n.as_bytes())),
                    },
                    None if *other == FA::UnknownAttribute => {
                        if !unknown_done {
                            unknown_done = true;
                            for (n, _) in self.recovered(fname, u32::MAX) {
                                match tables::function_unit_attr_of_llvm(n) {
                                    Some(d) => out.dialect.push(d.to_string()),
                                    None if matches!(n, "readonly" | "writeonly" | "readnone") => {
                                        self.warn(format!(
                                            "function attribute {n} of @{fname} is dropped"
                                        ))
                                    }
                                    None => out.passthrough.push(quote(n.as_bytes())),
                                }
                            }
                        }
                    }
                    None => self.warn(format!(
                        "function attribute {other:?} of @{fname} is dropped"
                    )),
                },
            }
        }
        // One of each SME group, the first in upstream's order.
        for group in [tables::ARM_STREAMING_ATTRS, tables::ARM_ZA_ATTRS] {
            if let Some((d, _)) = group.iter().find(|(d, _)| arm.contains(d)) {
                out.dialect.push(d.to_string());
            }
        }
        out
    }

    /// The attributes at `index` of function `fname` that llvm-ir calls unknown, from the C API,
    /// with their integer values (0 where they have none).
    fn recovered(&mut self, fname: &str, index: u32) -> Vec<(&'static str, u64)> {
        let found = self
            .facts()
            .and_then(|f| f.attrs.get(&(fname.to_string(), index)).cloned());
        match found {
            Some(v) => v,
            None => {
                // llvm-ir does not know `vscale_range` either; it is read on its own.
                let vscale = index == u32::MAX
                    && self
                        .facts()
                        .and_then(|f| f.fn_extra.get(fname))
                        .is_some_and(|x| x.vscale_range.is_some());
                if !vscale {
                    self.warn(format!(
                        "an attribute of @{fname} unknown to llvm-ir is dropped"
                    ));
                }
                vec![]
            }
        }
    }

    /// Whether the C API found attribute `name` at `at` (function, attribute index).
    fn has_recovered(&mut self, at: Option<(&str, u32)>, name: &str) -> bool {
        let Some((f, idx)) = at else { return false };
        self.facts()
            .and_then(|x| x.attrs.get(&(f.to_string(), idx)))
            .is_some_and(|v| v.iter().any(|(n, _)| *n == name))
    }

    /// `{llvm.noundef, llvm.align = 8 : i64}` (empty string if there are none). `at` is the function
    /// and attribute index (0 result, N parameter N-1) for attributes llvm-ir does not know.
    pub fn param_attrs(&mut self, what: &str, attrs: &[PA], at: Option<(&str, u32)>) -> R<String> {
        let mut v = vec![];
        if let (Some((f, idx)), true) = (at, attrs.contains(&PA::UnknownAttribute)) {
            for (n, value) in self.recovered(f, idx) {
                if matches!(n, "readonly" | "writeonly" | "readnone" | "allocalign") {
                    v.push(format!("llvm.{n}"));
                } else if n == "allocptr" {
                    v.push("llvm.allocptr".into());
                } else if n == "alignstack" {
                    v.push(format!("llvm.alignstack = {value} : i64"));
                } else if n == "byref" {
                    // Its type is llvm-ir's unknown type attribute, below.
                } else {
                    self.warn(format!(
                        "attribute {n} of {what} is dropped (MLIR 19 has no equivalent)"
                    ));
                }
            }
        }
        for a in attrs {
            let s = match a {
                PA::ZeroExt => "llvm.zeroext".to_string(),
                PA::SignExt => "llvm.signext".into(),
                PA::InReg => "llvm.inreg".into(),
                PA::ByVal(t) => format!("llvm.byval = {}", self.ty(t)?),
                PA::Preallocated(t) => format!("llvm.preallocated = {}", self.ty(t)?),
                PA::InAlloca(t) => format!("llvm.inalloca = {}", self.ty(t)?),
                PA::SRet(t) => format!("llvm.sret = {}", self.ty(t)?),
                PA::Alignment(n) => format!("llvm.align = {n} : i64"),
                PA::NoAlias => "llvm.noalias".into(),
                PA::NoCapture => "llvm.nocapture".into(),
                PA::NoFree => "llvm.nofree".into(),
                PA::Nest => "llvm.nest".into(),
                PA::Returned => "llvm.returned".into(),
                PA::NonNull => "llvm.nonnull".into(),
                PA::Dereferenceable(n) => format!("llvm.dereferenceable = {n} : i64"),
                PA::DereferenceableOrNull(n) => format!("llvm.dereferenceable_or_null = {n} : i64"),
                PA::ImmArg => "llvm.immarg".into(),
                PA::NoUndef => "llvm.noundef".into(),
                PA::StringAttribute { kind, .. }
                    if matches!(kind.as_str(), "readonly" | "writeonly" | "readnone") =>
                {
                    format!("llvm.{kind}")
                }
                PA::UnknownAttribute => continue,
                // LLVM 19's type attributes llvm-ir does not name: `byref` (the C API says which)
                // and `elementtype`, which only intrinsic calls carry.
                PA::UnknownTypeAttribute(t) if self.has_recovered(at, "byref") => {
                    format!("llvm.byref = {}", self.ty(t)?)
                }
                other => {
                    self.warn(format!("attribute {other:?} of {what} is dropped"));
                    continue;
                }
            };
            v.push(s);
        }
        Ok(if v.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", v.join(", "))
        })
    }
}
