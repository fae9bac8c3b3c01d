//! The signature model: what a `func.func` passes and returns, in the terms the ABI rules of
//! TargetLLVMIR.md care about (scalars, complex numbers, ranked and unranked memref descriptors).
//! Read from the MLIR with irbridge's parser; anything the harness cannot drive is reported, not
//! guessed.

use irbridge::dialect::func::{CallOp, ConstantOp, FuncOp};
use irbridge::ir::attrs::AttrKind;
use irbridge::ir::float::FloatKind;
use irbridge::ir::types::{TypeKind, DYNAMIC};
use irbridge::ir::{Context, Type};

/// A scalar that can sit in a register, a memref element or a descriptor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// Signless integer of this width (1..=64).
    Int(u32),
    Index,
    F16,
    BF16,
    F32,
    F64,
}

/// The element of a memref: a scalar, a 1-D vector of scalars or a complex number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    Scalar(Scalar),
    Vector(u64, Scalar),
    Complex(Scalar),
}

/// One argument or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    Scalar(Scalar),
    Complex(Scalar),
    /// `shape` uses `None` for `?`; `strides`/`offset` are `None` for the identity layout, else the
    /// `strided<>` values (`None` entries for `?`).
    Ranked {
        shape: Vec<Option<i64>>,
        layout: Option<(Vec<Option<i64>>, Option<i64>)>,
        elem: Elem,
        text: String,
    },
    Unranked {
        elem: Elem,
        text: String,
    },
}

/// A function the harness drives.
#[derive(Clone, Debug)]
pub struct Signature {
    pub name: String,
    pub args: Vec<Ty>,
    pub results: Vec<Ty>,
    /// Has `llvm.emit_c_interface`, so `_mlir_ciface_<name>` exists.
    pub c_interface: bool,
    /// Is a declaration (no body): nothing to call.
    pub external: bool,
}

/// A function in the input and either its model or why the harness cannot drive it.
pub struct Found {
    pub name: String,
    pub sig: Result<Signature, String>,
}

impl Ty {
    pub fn is_memref(&self) -> bool {
        matches!(self, Ty::Ranked { .. } | Ty::Unranked { .. })
    }
    /// The MLIR spelling of the type (for generated MLIR).
    pub fn mlir(&self) -> String {
        match self {
            Ty::Scalar(s) => s.mlir().to_string(),
            Ty::Complex(s) => format!("complex<{}>", s.mlir()),
            Ty::Ranked { text, .. } | Ty::Unranked { text, .. } => text.clone(),
        }
    }
}

impl Scalar {
    pub fn mlir(&self) -> String {
        match self {
            Scalar::Int(w) => format!("i{w}"),
            Scalar::Index => "index".into(),
            Scalar::F16 => "f16".into(),
            Scalar::BF16 => "bf16".into(),
            Scalar::F32 => "f32".into(),
            Scalar::F64 => "f64".into(),
        }
    }
    /// Size in bytes in memory (i1 takes a byte); `index_bits` is the lowering's index width.
    pub fn size(&self, index_bits: u32) -> u64 {
        match self {
            Scalar::Int(w) => (*w as u64).div_ceil(8).next_power_of_two(),
            Scalar::Index => index_bits as u64 / 8,
            Scalar::F16 | Scalar::BF16 => 2,
            Scalar::F32 => 4,
            Scalar::F64 => 8,
        }
    }
}

impl Elem {
    /// LLVM alloc size of the element (the stride unit of a memref of it).
    pub fn size(&self, index_bits: u32) -> u64 {
        match self {
            Elem::Scalar(s) => s.size(index_bits),
            Elem::Complex(s) => 2 * s.size(index_bits),
            Elem::Vector(n, s) => {
                let bytes = if *s == Scalar::Int(1) {
                    n.div_ceil(8)
                } else {
                    n * s.size(index_bits)
                };
                bytes.next_power_of_two()
            }
        }
    }
    /// Which bits of an element in memory carry its value: 0xff bytes for data, 0 for the padding
    /// of a vector whose lanes do not fill its alloc size (`vector<3xi32>` stores 12 of 16 bytes),
    /// partial bytes for `vector<Nxi1>` (LLVM leaves the bits past lane N unspecified). Observed and
    /// expected elements are compared through this mask.
    pub fn byte_mask(&self, index_bits: u32) -> Vec<u8> {
        let size = self.size(index_bits) as usize;
        let mut m = vec![0u8; size];
        let data_bits = match self {
            Elem::Vector(n, Scalar::Int(1)) => *n as usize,
            Elem::Vector(n, s) => *n as usize * s.size(index_bits) as usize * 8,
            _ => size * 8,
        };
        for (i, b) in m.iter_mut().enumerate() {
            let bits = data_bits.saturating_sub(i * 8).min(8);
            *b = ((1u16 << bits) - 1) as u8;
        }
        m
    }

    /// ABI alignment (for placing the aligned pointer).
    pub fn align(&self, index_bits: u32) -> u64 {
        match self {
            Elem::Scalar(s) | Elem::Complex(s) => s.size(index_bits),
            Elem::Vector(..) => self.size(index_bits),
        }
    }
}

fn scalar(ctx: &Context, t: Type) -> Result<Scalar, String> {
    match ctx.kind(t) {
        TypeKind::Index => Ok(Scalar::Index),
        TypeKind::Integer { width, .. } if (1..=64).contains(width) && width.is_power_of_two() => {
            Ok(Scalar::Int(*width))
        }
        TypeKind::Integer { width: 1, .. } => Ok(Scalar::Int(1)),
        TypeKind::Float(FloatKind::F16) => Ok(Scalar::F16),
        TypeKind::Float(FloatKind::BF16) => Ok(Scalar::BF16),
        TypeKind::Float(FloatKind::F32) => Ok(Scalar::F32),
        TypeKind::Float(FloatKind::F64) => Ok(Scalar::F64),
        _ => Err(unsupported(ctx, t)),
    }
}

fn unsupported(ctx: &Context, t: Type) -> String {
    format!(
        "type {} is not driven by the harness",
        irbridge::print::type_to_string(ctx, t)
    )
}

fn elem(ctx: &Context, t: Type) -> Result<Elem, String> {
    match ctx.kind(t) {
        TypeKind::Complex(e) => Ok(Elem::Complex(scalar(ctx, *e)?)),
        TypeKind::Vector {
            shape, scalable, ..
        } if shape.len() == 1 && !scalable[0] => Ok(Elem::Vector(
            shape[0] as u64,
            scalar(ctx, ctx.element_type(t))?,
        )),
        _ => Ok(Elem::Scalar(scalar(ctx, t)?)),
    }
}

fn dim(d: i64) -> Option<i64> {
    (d != DYNAMIC).then_some(d)
}

/// The model of one type.
pub fn ty(ctx: &Context, t: Type) -> Result<Ty, String> {
    let text = irbridge::print::type_to_string(ctx, t);
    match ctx.kind(t) {
        TypeKind::Complex(e) => Ok(Ty::Complex(scalar(ctx, *e)?)),
        TypeKind::MemRef {
            shape,
            elem: e,
            layout,
            memory_space,
        } => {
            if memory_space.is_some() {
                return Err(unsupported(ctx, t));
            }
            let layout = match layout.map(|a| ctx.attr_kind(a)) {
                None => None,
                Some(AttrKind::Strided { strides, offset }) => {
                    Some((strides.iter().map(|s| dim(*s)).collect(), dim(*offset)))
                }
                Some(AttrKind::AffineMap(_)) if is_identity_map(ctx, layout.unwrap()) => None,
                Some(_) => return Err(unsupported(ctx, t)),
            };
            Ok(Ty::Ranked {
                shape: shape.iter().map(|d| dim(*d)).collect(),
                layout,
                elem: elem(ctx, *e)?,
                text,
            })
        }
        TypeKind::UnrankedMemRef {
            elem: e,
            memory_space,
        } => {
            if memory_space.is_some() {
                return Err(unsupported(ctx, t));
            }
            Ok(Ty::Unranked {
                elem: elem(ctx, *e)?,
                text,
            })
        }
        _ => Ok(Ty::Scalar(scalar(ctx, t)?)),
    }
}

fn is_identity_map(ctx: &Context, a: irbridge::ir::Attribute) -> bool {
    // `affine_map<(d0, d1) -> (d0, d1)>` prints like that; anything else is a real map.
    let s = irbridge::print::attr_to_string(ctx, a);
    let Some((dims, res)) = s
        .strip_prefix("affine_map<")
        .and_then(|s| s.strip_suffix('>'))
        .and_then(|s| s.split_once(" -> "))
    else {
        return false;
    };
    dims == res && !dims.contains('[')
}

/// Every `func.func` at the top of `src`, with its model. Parse and verify errors are rendered
/// diagnostics.
pub fn read_functions(file: &str, src: &[u8]) -> Result<Vec<Found>, String> {
    let mut ctx = Context::new();
    let render = |d: &irbridge::diag::Diagnostic| {
        let mut sm = irbridge::diag::SourceMgr::default();
        sm.add(file, src);
        sm.render(d)
    };
    let module =
        irbridge::parse::ops::parse_source(&mut ctx, file, src, 0).map_err(|d| render(&d))?;
    let errs = irbridge::verify::verify(&ctx, module);
    if !errs.is_empty() {
        return Err(errs.iter().map(render).collect());
    }
    let mut out = vec![];
    let mut funcs = vec![];
    ctx.walk(module, |op| {
        if FuncOp::is(&ctx, op) && ctx.parent_op(op) == Some(module) {
            funcs.push(op);
        }
    });
    for op in funcs {
        let name = ctx
            .get_attr(op, "sym_name")
            .and_then(|a| ctx.as_str_attr(a))
            .map(|b| String::from_utf8_lossy(b).into_owned())
            .unwrap_or_default();
        let fty = ctx
            .get_attr(op, "function_type")
            .and_then(|a| ctx.as_type_attr(a));
        let sig = match fty.map(|t| ctx.kind(t).clone()) {
            Some(TypeKind::Function { inputs, results }) => (|| {
                Ok(Signature {
                    name: name.clone(),
                    args: inputs
                        .iter()
                        .map(|t| ty(&ctx, *t))
                        .collect::<Result<_, _>>()?,
                    results: results
                        .iter()
                        .map(|t| ty(&ctx, *t))
                        .collect::<Result<_, _>>()?,
                    c_interface: ctx.has_attr(op, "llvm.emit_c_interface"),
                    external: ctx.ops[op]
                        .regions
                        .first()
                        .is_none_or(|r| ctx.entry_block(*r).is_none()),
                })
            })(),
            _ => Err("function without a function type".into()),
        };
        out.push(Found { name, sig });
    }
    Ok(out)
}

/// Functions a module may declare and call because the caller links them: libm's (`-lm`) and
/// those of MLIR's runtime libraries (`mlir_c_runner_utils`, `mlir_runner_utils`; through
/// `llvm.emit_c_interface` declarations for the `printMemref*` family).
pub fn provided_outside(name: &str) -> bool {
    const LIBM: &[&str] = &[
        "sin",
        "cos",
        "tan",
        "asin",
        "acos",
        "atan",
        "atan2",
        "sinh",
        "cosh",
        "tanh",
        "asinh",
        "acosh",
        "atanh",
        "exp",
        "exp2",
        "expm1",
        "log",
        "log2",
        "log10",
        "log1p",
        "pow",
        "sqrt",
        "cbrt",
        "fabs",
        "floor",
        "ceil",
        "round",
        "roundeven",
        "trunc",
        "fmod",
        "remainder",
        "hypot",
        "fmin",
        "fmax",
        "fma",
        "erf",
        "erfc",
        "copysign",
        "tgamma",
        "lgamma",
    ];
    const RUNTIME: &[&str] = &[
        "memrefCopy",
        "printF32",
        "printF64",
        "printI64",
        "printU64",
        "printNewline",
        "printOpen",
        "printClose",
        "printComma",
        "printString",
        "printFlops",
        "rtclock",
        "nanoTime",
    ];
    let base = name.strip_suffix('f').unwrap_or(name);
    LIBM.contains(&name)
        || LIBM.contains(&base)
        || RUNTIME.contains(&name)
        || ["printMemref", "verifyMemRef"]
            .iter()
            .any(|p| name.starts_with(p))
}

/// Facts about the whole module the harness needs besides the signatures.
#[derive(Debug, Default)]
pub struct ModuleFacts {
    /// The index width of the module's data layout (`dlti.dl_spec`), if it gives one.
    pub index_bits: Option<u32>,
    /// Top-level functions that cannot run here, and why: they call (directly or through other
    /// functions) a function the module only declares, or they call themselves from a body without
    /// branches (unbounded recursion).
    pub not_executable: Vec<(String, String)>,
    /// Number of top-level functions (declarations included).
    pub functions: usize,
}

/// [`ModuleFacts`] of `src` (which [`read_functions`] accepted).
pub fn module_facts(file: &str, src: &[u8]) -> ModuleFacts {
    let mut ctx = Context::new();
    let Ok(module) = irbridge::parse::ops::parse_source(&mut ctx, file, src, 0) else {
        return ModuleFacts::default();
    };
    let has_spec = ctx.get_attr(module, "dlti.dl_spec").is_some();
    let index_bits =
        has_spec.then(|| irbridge_lower::type_converter::data_layout_index_bitwidth(&ctx, module));
    // Top-level functions: name -> (has a body, callees).
    let mut funcs: Vec<(String, bool, Vec<String>)> = vec![];
    let sym = |ctx: &Context, op, key: &str| {
        ctx.get_attr(op, key)
            .map(|a| irbridge::print::attr_to_string(ctx, a))
            .unwrap_or_default()
    };
    let mut tops = vec![];
    let mut unbounded: Vec<String> = vec![];
    ctx.walk(module, |op| {
        if FuncOp::is(&ctx, op) && ctx.parent_op(op) == Some(module) {
            tops.push(op);
        }
    });
    for op in tops {
        let name = ctx
            .get_attr(op, "sym_name")
            .and_then(|a| ctx.as_str_attr(a))
            .map(|b| String::from_utf8_lossy(b).into_owned())
            .unwrap_or_default();
        let body = ctx.ops[op]
            .regions
            .first()
            .is_some_and(|r| ctx.entry_block(*r).is_some());
        let mut callees = vec![];
        let mut blocks = 0;
        ctx.walk(op, |inner| {
            // Calls, and function values (`func.constant`) that may be called indirectly.
            let key = match ctx.op_name(inner) {
                CallOp::NAME => Some("callee"),
                ConstantOp::NAME => Some("value"),
                _ => None,
            };
            if let Some(key) = key {
                callees.push(sym(&ctx, inner, key).trim_start_matches('@').to_string());
            }
            blocks += ctx.ops[inner]
                .regions
                .iter()
                .map(|r| ctx.region_blocks(*r).len())
                .sum::<usize>();
        });
        if body && blocks == 1 && callees.contains(&name) {
            unbounded.push(name.clone());
        }
        funcs.push((name, body, callees));
    }
    let defined = |n: &str| funcs.iter().any(|(f, body, _)| f == n && *body);
    let mut not_executable = vec![];
    let defined = |n: &str| defined(n) || provided_outside(n);
    for (name, body, _) in &funcs {
        if !body {
            continue;
        }
        // Reachable callees, breadth first; the first that is only declared (or unknown).
        let mut seen = vec![name.clone()];
        let mut queue = vec![name.clone()];
        let mut missing = None;
        while let Some(f) = queue.pop() {
            let Some((_, _, callees)) = funcs.iter().find(|(n, ..)| *n == f) else {
                continue;
            };
            for c in callees {
                if !defined(c) {
                    missing.get_or_insert(c.clone());
                } else if !seen.contains(c) {
                    seen.push(c.clone());
                    queue.push(c.clone());
                }
            }
        }
        if let Some(m) = missing {
            not_executable.push((
                name.clone(),
                format!("calls @{m}, which this module only declares (not executable)"),
            ));
        } else if let Some(u) = seen.iter().find(|f| unbounded.contains(f)) {
            not_executable.push((
                name.clone(),
                format!(
                    "@{u} calls itself from a body without branches: unbounded recursion (not executable)"
                ),
            ));
        }
    }
    ModuleFacts {
        index_bits,
        not_executable,
        functions: funcs.len(),
    }
}

impl Signature {
    /// The bare-pointer convention applies: every memref is ranked, statically shaped and has the
    /// identity layout (and there is one), and no dimension after the first is 0 (upstream 19 finds
    /// no static strides for `memref<3x0xf32>` and refuses it, and so does irbridge; found by the
    /// abi_signature fuzz target).
    pub fn bare_pointer_applies(&self) -> bool {
        let all = self.args.iter().chain(&self.results);
        all.clone().any(Ty::is_memref)
            && all.clone().all(|t| match t {
                Ty::Ranked { shape, layout, .. } => {
                    layout.is_none()
                        && shape.iter().all(Option::is_some)
                        && !shape.iter().skip(1).any(|d| *d == Some(0))
                }
                Ty::Unranked { .. } => false,
                _ => true,
            })
    }

    /// The functions the harness is about: memrefs, complex numbers or several results.
    pub fn is_interesting(&self) -> bool {
        self.results.len() > 1
            || self
                .args
                .iter()
                .chain(&self.results)
                .any(|t| t.is_memref() || matches!(t, Ty::Complex(_)))
    }
}

/// Names of the top-level functions of `src` that have a body, or that the caller links from
/// outside ([`provided_outside`]).
pub fn defined_functions(file: &str, src: &[u8]) -> Vec<String> {
    read_functions(file, src)
        .map(|fs| {
            fs.into_iter()
                .filter(|f| {
                    f.sig.as_ref().map_or(true, |s| !s.external) || provided_outside(&f.name)
                })
                .map(|f| f.name)
                .collect()
        })
        .unwrap_or_default()
}

/// `src` with only the top-level functions named in `keep` (for lowering a subset, e.g. under the
/// bare-pointer convention, which refuses dynamic shapes anywhere in the module).
pub fn only_functions(file: &str, src: &[u8], keep: &[&str]) -> Result<String, String> {
    let mut ctx = Context::new();
    let module = irbridge::parse::ops::parse_source(&mut ctx, file, src, 0)
        .map_err(|d| d.message.clone())?;
    let mut drop = vec![];
    ctx.walk(module, |op| {
        if FuncOp::is(&ctx, op) && ctx.parent_op(op) == Some(module) {
            let name = ctx
                .get_attr(op, "sym_name")
                .and_then(|a| ctx.as_str_attr(a))
                .map(|b| String::from_utf8_lossy(b).into_owned())
                .unwrap_or_default();
            if !keep.contains(&name.as_str()) {
                drop.push(op);
            }
        }
    });
    for op in drop {
        ctx.erase_op(op);
    }
    let errs = irbridge::verify::verify(&ctx, module);
    if let Some(e) = errs.first() {
        return Err(e.message.clone());
    }
    Ok(irbridge::print::ops::print_module_with_capacity(
        &ctx,
        module,
        irbridge::print::PrintFlags::default(),
        src.len(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_masks_cover_data_and_not_padding() {
        let v3 = Elem::Vector(3, Scalar::Int(32));
        assert_eq!(v3.size(64), 16);
        assert_eq!(v3.byte_mask(64), [[0xff; 12].as_slice(), &[0; 4]].concat());
        assert_eq!(Elem::Vector(3, Scalar::Int(1)).byte_mask(64), vec![0x07]);
        assert_eq!(
            Elem::Vector(9, Scalar::Int(1)).byte_mask(64),
            vec![0xff, 0x01]
        );
        assert_eq!(Elem::Complex(Scalar::F16).byte_mask(64), vec![0xff; 4]);
        assert_eq!(Elem::Scalar(Scalar::Index).byte_mask(32), vec![0xff; 4]);
    }
}
