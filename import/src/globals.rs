//! Global variables and aliases: `llvm.mlir.global` / `llvm.mlir.alias` with linkage, visibility,
//! `unnamed_addr`, thread-local mode, section, alignment and address space; initializers as an
//! attribute where upstream 19 makes one (scalars, strings, dense arrays and vectors of scalars, zero
//! arrays and vectors), else as an initializer region built from the constant.

use crate::module::{Emitter, Scope, R};
use crate::names::{quote, symbol};
use irbridge_llvm::tables;
use llvm_ir::constant::ConstantRef;
use llvm_ir::module::{
    GlobalAlias, GlobalVariable, Linkage, ThreadLocalMode, UnnamedAddr, Visibility,
};
use llvm_ir::{Constant, Name};

// The ops this file writes, named by their records.
const COMDAT: &str = irbridge::dialect::llvm::ops::global::ComdatOp::NAME;
const COMDAT_SELECTOR: &str = irbridge::dialect::llvm::ops::global::ComdatSelectorOp::NAME;
const LINKER_OPTIONS: &str = irbridge::dialect::llvm::ops::global::LinkerOptionsOp::NAME;
const GLOBAL: &str = irbridge::dialect::llvm::ops::global::GlobalOp::NAME;
const RETURN: &str = irbridge::dialect::llvm::ops::control::ReturnOp::NAME;

/// A global's name without sigil (llvm-ir numbers unnamed globals; LLVM prints them `@0`).
pub fn plain_name(n: &Name) -> String {
    match n {
        Name::Name(s) => s.to_string(),
        Name::Number(i) => i.to_string(),
    }
}

pub fn global_name(n: &Name) -> String {
    symbol(&plain_name(n))
}

/// A keyword and the space after it, or nothing for the case LLVM assumes (an empty keyword).
#[derive(Clone, Copy, Default)]
pub struct Spaced(pub &'static str);

impl std::fmt::Display for Spaced {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0.is_empty() {
            return Ok(());
        }
        write!(f, "{} ", self.0)
    }
}

/// The linkage keyword (nothing for the default `external`).
pub fn linkage(l: &Linkage) -> R<Spaced> {
    tables::LINKAGE
        .written_keyword_of_llvm_ir(l)
        .map(Spaced)
        .ok_or_else(|| format!("unsupported linkage {l:?}"))
}

pub fn visibility(v: &Visibility) -> Spaced {
    Spaced(
        tables::VISIBILITY
            .written_keyword_of_llvm_ir(v)
            .unwrap_or_default(),
    )
}

pub fn unnamed_addr(u: &Option<UnnamedAddr>) -> Spaced {
    Spaced(
        tables::UNNAMED_ADDR
            .written_keyword_of_llvm_ir(u)
            .unwrap_or_default(),
    )
}

/// Comdats: llvm-ir carries each global's comdat kind but not its name (the C API supplies it);
/// they become one `llvm.comdat @__llvm_global_comdat` op as upstream builds it.
pub fn emit_comdats(e: &mut Emitter) -> R<()> {
    let m = e.m;
    let members: Vec<(String, &llvm_ir::module::Comdat)> = m
        .global_vars
        .iter()
        .filter_map(|g| g.comdat.as_ref().map(|c| (plain_name(&g.name), c)))
        .chain(
            m.functions
                .iter()
                .filter_map(|f| f.comdat.as_ref().map(|c| (f.name.clone(), c))),
        )
        .collect();
    let mut seen: Vec<(String, &str)> = vec![];
    for (member, c) in members {
        let name = e.comdat_name(&member)?;
        if !seen.iter().any(|(n, _)| *n == name) {
            let k = tables::COMDAT_SELECTOR
                .code_of_llvm_ir(&c.selection_kind)
                .and_then(|code| tables::COMDAT_SELECTOR.keyword(code))
                .ok_or_else(|| format!("unsupported comdat kind {:?}", c.selection_kind))?;
            seen.push((name, k));
        }
    }
    if seen.is_empty() {
        return Ok(());
    }
    let loc = e.module_loc_suffix();
    e.out
        .push_str(&format!("  {COMDAT} @__llvm_global_comdat {{\n"));
    for (n, k) in &seen {
        e.out
            .push_str(&format!("    {COMDAT_SELECTOR} {} {k}{loc}\n", symbol(n)));
    }
    e.out.push_str(&format!("  }}{loc}\n"));
    Ok(())
}

/// `!llvm.linker.options` as `llvm.linker_options` ops (after the globals, as upstream 19 places them).
pub fn emit_linker_options(e: &mut Emitter) {
    let (options, dropped) = match e.facts() {
        Some(f) => (f.linker_options.clone(), f.linker_options_dropped),
        None => return,
    };
    if dropped {
        e.warn(
            "`!llvm.linker.options` holds something other than lists of strings: dropped".into(),
        );
    }
    let loc = e.module_loc_suffix();
    for o in options {
        let strings: Vec<String> = o.iter().map(|s| quote(s.as_bytes())).collect();
        e.out.push_str(&format!(
            "  {LINKER_OPTIONS} [{}]{loc}\n",
            strings.join(", ")
        ));
    }
}

impl Emitter<'_> {
    /// ` loc(...)` of the ops upstream 19 locates at the module (globals, comdats, linker
    /// options, a global initializer's return), empty before the module's location is known.
    pub fn module_loc_suffix(&self) -> String {
        match &self.module_loc {
            Some(l) => format!(" loc({l})"),
            None => String::new(),
        }
    }

    /// The comdat name of global or function `member`.
    pub fn comdat_name(&mut self, member: &str) -> R<String> {
        self.facts()
            .and_then(|f| f.comdat_names.get(member).cloned())
            .ok_or_else(|| format!("the comdat of @{member} could not be identified"))
    }
}

pub fn emit_global(e: &mut Emitter, g: &GlobalVariable) -> R<()> {
    if let Some(op) = structors_op(e, g) {
        e.out.push_str(&op);
        let loc = e.module_loc_suffix();
        e.out.push_str(&loc);
        e.out.push('\n');
        return Ok(());
    }
    let name = global_name(&g.name);
    let vt = match &g.initializer {
        // A literal struct constant may stand for a struct type of another name (a type llvm-ir
        // has not met); the C API knows the global's value type.
        Some(c) if matches!(c.as_ref(), Constant::Struct { name: None, .. }) => e
            .global_value_type(&plain_name(&g.name))
            .unwrap_or_else(|| e.const_type(c)),
        Some(c) => e.const_type(c),
        None => e
            .global_value_type(&plain_name(&g.name))
            .ok_or("the value type of an external global is unknown (needs the input bytes)")?,
    };
    let t = e.ty(&vt)?;
    let tls = match g.thread_local_mode {
        ThreadLocalMode::NotThreadLocal => "",
        ThreadLocalMode::GeneralDynamic => "thread_local ",
        _ => {
            e.warn(format!(
                "thread-local mode of {name} is imported as general-dynamic"
            ));
            "thread_local "
        }
    };
    let ua = unnamed_addr(&g.unnamed_addr);
    let mut head = format!(
        "  {GLOBAL} {}{}{ua}{tls}{}{name}",
        linkage(&g.linkage)?,
        visibility(&g.visibility),
        if g.is_constant { "constant " } else { "" },
    );
    let mut region = None;
    match &g.initializer {
        None => head.push_str("()"),
        Some(c) => match c.as_ref() {
            Constant::Array {
                element_type,
                elements,
            } if matches!(
                element_type.as_ref(),
                llvm_ir::types::Type::IntegerType { bits: 8 }
            ) && elements
                .iter()
                .all(|x| matches!(x.as_ref(), Constant::Int { .. })) =>
            {
                let bytes: Vec<u8> = elements
                    .iter()
                    .map(|x| match x.as_ref() {
                        Constant::Int { value, .. } => *value as u8,
                        _ => 0,
                    })
                    .collect();
                head.push_str(&format!("({})", quote(&bytes)));
            }
            _ => {
                let mut leaves = vec![];
                crate::literals::leaves(c, &mut leaves);
                e.pair_literals(leaves, crate::literals::LitKey::Global(plain_name(&g.name)));
                if let Some(attr) = initializer_attr(e, c) {
                    head.push_str(&format!("({attr})"));
                } else {
                    head.push_str("()");
                    let mut s = Scope::new();
                    let v = e.constant_typed(&mut s, c, Some(&vt))?;
                    let loc = e.module_loc_suffix();
                    region = Some(format!("{}    {RETURN} {v} : {t}{loc}\n", s.prelude));
                }
            }
        },
    }
    if g.comdat.is_some() {
        let c = e.comdat_name(&plain_name(&g.name))?;
        head.push_str(&format!(" comdat(@__llvm_global_comdat::{})", symbol(&c)));
    }
    let mut attrs = vec![format!("addr_space = {} : i32", g.addr_space)];
    if g.alignment != 0 {
        attrs.push(format!("alignment = {} : i64", g.alignment));
    }
    if let Some(sec) = &g.section {
        attrs.push(format!("section = {}", quote(sec.as_bytes())));
    }
    if e.facts()
        .is_some_and(|f| f.dso_local_globals.contains(plain_name(&g.name).as_str()))
    {
        attrs.push("dso_local".to_string());
    }
    if let Some(gve) = e.di_globals.remove(plain_name(&g.name).as_str()) {
        attrs.push(format!("dbg_expr = {gve}"));
    }
    if g.dll_storage_class != llvm_ir::module::DLLStorageClass::Default {
        e.warn(format!("DLL storage class of {name} is dropped"));
    }
    head.push_str(&format!(" {{{}}} : {t}", attrs.join(", ")));
    e.out.push_str(&head);
    let loc = e.module_loc_suffix();
    if let Some(body) = region {
        e.out.push_str(" {\n");
        e.out.push_str(&body);
        e.out.push_str("  }");
    }
    e.out.push_str(&loc);
    e.out.push('\n');
    Ok(())
}

/// `@llvm.global_ctors`/`dtors` as upstream 19's `llvm.mlir.global_ctors`/`dtors` op, where each
/// entry is a priority, a defined function and null data (what the op can hold); `None` otherwise,
/// and the array is imported as the appending global it is (upstream refuses such a module).
fn structors_op(e: &Emitter, g: &GlobalVariable) -> Option<String> {
    use irbridge::dialect::llvm::ops::global::{GlobalCtorsOp, GlobalDtorsOp};
    let (op, list) = match plain_name(&g.name).as_str() {
        "llvm.global_ctors" => (GlobalCtorsOp::NAME, "ctors"),
        "llvm.global_dtors" => (GlobalDtorsOp::NAME, "dtors"),
        _ => return None,
    };
    let Constant::Array { elements, .. } = g.initializer.as_ref()?.as_ref() else {
        return None;
    };
    let mut funcs = vec![];
    let mut priorities = vec![];
    for entry in elements {
        let Constant::Struct { values, .. } = entry.as_ref() else {
            return None;
        };
        let [prio, func, data] = values.as_slice() else {
            return None;
        };
        let (Constant::Int { value, .. }, Constant::GlobalReference { name, .. }) =
            (prio.as_ref(), func.as_ref())
        else {
            return None;
        };
        let fname = plain_name(name);
        // The op's verifier wants a definition (upstream refuses a declaration here).
        let is_function = e.m.functions.iter().any(|f| f.name == fname);
        let null = matches!(
            data.as_ref(),
            Constant::Null(_) | Constant::AggregateZero(_)
        ) || matches!(data.as_ref(), Constant::Int { value: 0, bits } if *bits <= 64);
        if !is_function || !null {
            return None;
        }
        funcs.push(symbol(&fname));
        // The priority's low 32 bits, as upstream's `I32ArrayAttr` keeps them.
        priorities.push(format!("{} : i32", *value as u32 as i32));
    }
    Some(format!(
        "  {op} {{{list} = [{}], priorities = [{}]}}",
        funcs.join(", "),
        priorities.join(", ")
    ))
}

/// Global aliases: MLIR 19's llvm dialect has no `llvm.mlir.alias` (it arrived in MLIR 20).
pub fn emit_alias(_e: &mut Emitter, _a: &GlobalAlias) -> R<()> {
    Err("global aliases are not supported by MLIR 19's llvm dialect".into())
}

/// The initializer as the attribute upstream 19's `getConstantAsAttr` makes of it: a scalar integer
/// or float, or dense elements of an (n-dimensional) array or vector of them, including splat zeros.
/// `None` where upstream builds an initializer region (structs, pointers, undef, expressions, ...).
fn initializer_attr(e: &Emitter, c: &ConstantRef) -> Option<String> {
    match c.as_ref() {
        // MLIR has no float type for ppc_fp128: its exact bits are an i128 bitcast in a region.
        Constant::Float(llvm_ir::constant::Float::PPC_FP128) => None,
        Constant::Int { .. } | Constant::Float(_) => scalar(e, c),
        Constant::AggregateZero(t) => {
            let (shape, elem) = attr_shape(t)?;
            let zero = if elem.starts_with('i') {
                "0"
            } else {
                "0.000000e+00"
            };
            Some(format!("dense<{zero}> : {shape}"))
        }
        Constant::Array { .. } | Constant::Vector(_) => {
            let (shape, _) = attr_shape(&e.const_type(c))?;
            Some(format!("dense<{}> : {shape}", dense_elements(e, c)?))
        }
        _ => None,
    }
}

/// A scalar leaf as `value : type`: llvm-ir's value, or the C API's exact literal where llvm-ir
/// holds none (wide integers, half, fp80, ...).
fn scalar(e: &Emitter, c: &ConstantRef) -> Option<String> {
    match e.literals.get(&crate::constants::key(c)) {
        Some((_, l)) => Some(l.clone()),
        None => crate::constants::scalar_literal(c).ok(),
    }
}

/// An array/vector constant's scalar leaves, nested as the dense literal wants them
/// (`[[1, 2], [3, 4]]`), without their types.
fn dense_elements(e: &Emitter, c: &ConstantRef) -> Option<String> {
    match c.as_ref() {
        Constant::Array { elements, .. } | Constant::Vector(elements) => {
            let parts = elements
                .iter()
                .map(|x| dense_elements(e, x))
                .collect::<Option<Vec<_>>>()?;
            Some(format!("[{}]", parts.join(", ")))
        }
        Constant::Int { .. } | Constant::Float(_) => {
            let lit = scalar(e, c)?;
            Some(match lit.rsplit_once(" : ") {
                Some((v, _)) => v.to_string(),
                None => lit, // `true` / `false`
            })
        }
        _ => None,
    }
}

/// The builtin shaped type upstream gives an array/vector type's attribute (`tensor<2x3xi32>`,
/// `vector<4xf32>`, `vector<2x4xf32>` for an array of vectors) and its element type; `None` for
/// anything else (structs, pointers, scalable vectors, `ppc_fp128` elements).
pub(crate) fn attr_shape(t: &llvm_ir::TypeRef) -> Option<(String, String)> {
    use llvm_ir::types::{FPType, Type};
    let mut dims = vec![];
    let mut t = t.clone();
    while let Type::ArrayType {
        element_type,
        num_elements,
    } = t.as_ref()
    {
        dims.push(*num_elements);
        t = element_type.clone();
    }
    let scalar = |t: &Type| -> Option<String> {
        Some(match t {
            Type::IntegerType { bits } => format!("i{bits}"),
            Type::FPType(FPType::Half) => "f16".into(),
            Type::FPType(FPType::BFloat) => "bf16".into(),
            Type::FPType(FPType::Single) => "f32".into(),
            Type::FPType(FPType::Double) => "f64".into(),
            Type::FPType(FPType::X86_FP80) => "f80".into(),
            Type::FPType(FPType::FP128) => "f128".into(),
            _ => return None,
        })
    };
    let (kind, elem) = match t.as_ref() {
        Type::VectorType {
            element_type,
            num_elements,
            scalable: false,
        } => {
            dims.push(*num_elements);
            ("vector", scalar(element_type)?)
        }
        other if !dims.is_empty() => ("tensor", scalar(other)?),
        _ => return None,
    };
    let dims: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    Some((format!("{kind}<{}x{elem}>", dims.join("x")), elem))
}
