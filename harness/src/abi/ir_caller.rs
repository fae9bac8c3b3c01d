//! The caller written directly as LLVM IR: what `c_caller` (and `c_caller_bare`) do for one
//! function, without clang, so the JIT can run a lowering in-process (`inproc`, the
//! `abi_signature` fuzz target). Descriptors are the spec's structs spelled as LLVM types
//! (`{ptr, ptr, iN, [r x iN], [r x iN]}`, unranked `{iN, ptr}`), built on the stack over buffers
//! the Rust side owns; complex arguments are passed as two scalars as the C caller does. What the
//! C caller prints, this caller hands to Rust callbacks (`abi_obs_*`) with a numeric key
//! ([`key_name`]), which print the same `key=value` lines.
//!
//! Functions: `@abi_path_<p>()` runs path `p` (`c_caller::PATHS`, or `c_caller_bare::PATHS` for
//! the bare module) of function 0 of the harness; observers for the harness's probe
//! (`__abi_seen_0_<k>`) and for a function that is itself a probe (`__abi_fseen_0_<k>`, see
//! `probe::probe_as_function`).

use super::c_caller::returns_through_pointer;
use super::descriptor::{ArgValues, Value};
use super::signature::{Scalar, Signature, Ty};
use std::fmt::Write;

/// Key of the observation of argument `k` (`sub`: 0 plain, 1 `.re`, 2 `.im`).
pub fn arg_key(k: usize, sub: u32) -> i32 {
    (k as i32) * 4 + sub as i32
}

/// Key of the observation of result `j`.
pub fn res_key(j: usize, sub: u32) -> i32 {
    (1000 + j as i32) * 4 + sub as i32
}

/// The observation key a numeric key stands for (`seen.a1.re`, `res0`, ...).
pub fn key_name(key: i32) -> String {
    let (slot, sub) = (key / 4, key % 4);
    let base = if slot >= 1000 {
        format!("res{}", slot - 1000)
    } else {
        format!("seen.a{slot}")
    };
    match sub {
        1 => format!("{base}.re"),
        2 => format!("{base}.im"),
        _ => base,
    }
}

/// The Rust callbacks: (name, LLVM declaration).
pub const CALLBACKS: [(&str, &str); 5] = [
    ("abi_obs_scalar", "declare void @abi_obs_scalar(i32, i64)"),
    (
        "abi_obs_ranked",
        "declare void @abi_obs_ranked(i32, ptr, i64, i64)",
    ),
    (
        "abi_obs_unranked",
        "declare void @abi_obs_unranked(i32, ptr, i64)",
    ),
    (
        "abi_obs_dense",
        "declare void @abi_obs_dense(i32, ptr, i64, i64)",
    ),
    ("abi_buffer", "declare ptr @abi_buffer(i32)"),
];

/// bf16 goes through float on x86-64 and LLVM calls this libcall, which Debian's libgcc lacks.
const TRUNCSFBF2: &str = "define weak bfloat @__truncsfbf2(float %f) {
  %b = bitcast float %f to i32
  %abs = and i32 %b, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %hi = lshr i32 %b, 16
  %quiet = or i32 %hi, 64
  %lsb = and i32 %hi, 1
  %r1 = add i32 %b, 32767
  %r2 = add i32 %r1, %lsb
  %r3 = lshr i32 %r2, 16
  %sel = select i1 %nan, i32 %quiet, i32 %r3
  %t = trunc i32 %sel to i16
  %v = bitcast i16 %t to bfloat
  ret bfloat %v
}
";

fn width(s: &Scalar, ib: u32) -> u32 {
    match s {
        Scalar::Int(w) => *w,
        Scalar::Index => ib,
        Scalar::F16 | Scalar::BF16 => 16,
        Scalar::F32 => 32,
        Scalar::F64 => 64,
    }
}

/// The LLVM type of a scalar.
pub fn scalar_ty(s: &Scalar, ib: u32) -> String {
    match s {
        Scalar::Int(w) => format!("i{w}"),
        Scalar::Index => format!("i{ib}"),
        Scalar::F16 => "half".into(),
        Scalar::BF16 => "bfloat".into(),
        Scalar::F32 => "float".into(),
        Scalar::F64 => "double".into(),
    }
}

/// An LLVM constant of type `scalar_ty(s)` whose bits are `bits`.
fn scalar_const(s: &Scalar, bits: u64, ib: u32) -> String {
    match s {
        Scalar::Int(1) => (if bits & 1 == 1 { "true" } else { "false" }).into(),
        Scalar::F16 => format!("0xH{:04X}", bits & 0xffff),
        Scalar::BF16 => format!("0xR{:04X}", bits & 0xffff),
        Scalar::F32 => format!("0x{:016X}", (f32::from_bits(bits as u32) as f64).to_bits()),
        Scalar::F64 => format!("0x{bits:016X}"),
        _ => {
            // Signed decimal of the low `w` bits (LLVM's parser takes either, signed is safe).
            let w = width(s, ib);
            let v = if w >= 64 {
                bits as i64
            } else {
                ((bits << (64 - w)) as i64) >> (64 - w)
            };
            v.to_string()
        }
    }
}

/// The descriptor struct of rank `r`.
pub fn desc_ty(r: usize, ib: u32) -> String {
    if r == 0 {
        format!("{{ ptr, ptr, i{ib} }}")
    } else {
        format!("{{ ptr, ptr, i{ib}, [{r} x i{ib}], [{r} x i{ib}] }}")
    }
}

fn member_ty(t: &Ty, ib: u32) -> String {
    match t {
        Ty::Scalar(s) => scalar_ty(s, ib),
        Ty::Complex(s) => format!("{{ {0}, {0} }}", scalar_ty(s, ib)),
        Ty::Ranked { shape, .. } => desc_ty(shape.len(), ib),
        Ty::Unranked { .. } => format!("{{ i{ib}, ptr }}"),
    }
}

/// Counter-named SSA values.
struct Body {
    text: String,
    n: usize,
}

impl Body {
    fn tmp(&mut self) -> String {
        self.n += 1;
        format!("%t{}", self.n)
    }
    fn line(&mut self, s: &str) {
        self.text.push_str("  ");
        self.text.push_str(s);
        self.text.push('\n');
    }
    /// `v` (of scalar type `s`) as its bits in an `i64`.
    fn bits(&mut self, s: &Scalar, v: &str, ib: u32) -> String {
        let w = width(s, ib);
        let as_int = match s {
            Scalar::Int(_) | Scalar::Index => v.to_string(),
            _ => {
                let t = self.tmp();
                self.line(&format!("{t} = bitcast {} {v} to i{w}", scalar_ty(s, ib)));
                t
            }
        };
        if w == 64 {
            return as_int;
        }
        let t = self.tmp();
        self.line(&format!("{t} = zext i{w} {as_int} to i64"));
        t
    }
    fn obs_scalar(&mut self, key: i32, s: &Scalar, v: &str, ib: u32) {
        let b = self.bits(s, v, ib);
        self.line(&format!("call void @abi_obs_scalar(i32 {key}, i64 {b})"));
    }
}

fn static_count(t: &Ty) -> i64 {
    match t {
        Ty::Ranked { shape, .. } => shape.iter().map(|d| d.unwrap_or(0)).product(),
        _ => 0,
    }
}

/// Observer definitions for argument observers named `<prefix><k>` (`bare`: memrefs arrive as
/// their aligned pointer; otherwise through their C interface).
fn observers(out: &mut String, sig: &Signature, prefix: &str, ib: u32, bare: bool) {
    for (k, t) in sig.args.iter().enumerate() {
        let mut b = Body {
            text: String::new(),
            n: 0,
        };
        let head = match t {
            Ty::Scalar(s) => {
                b.obs_scalar(arg_key(k, 0), s, "%v", ib);
                format!("@{prefix}{k}({} %v)", scalar_ty(s, ib))
            }
            Ty::Complex(s) => {
                b.obs_scalar(arg_key(k, 1), s, "%re", ib);
                b.obs_scalar(arg_key(k, 2), s, "%im", ib);
                let st = scalar_ty(s, ib);
                format!("@{prefix}{k}({st} %re, {st} %im)")
            }
            Ty::Ranked { .. } if bare => {
                b.line(&format!(
                    "call void @abi_obs_dense(i32 {}, ptr %p, i64 {}, i64 {})",
                    arg_key(k, 0),
                    static_count(t),
                    super::c_caller::elem_size(t, ib)
                ));
                format!("@{prefix}{k}(ptr %p)")
            }
            Ty::Ranked { shape, .. } => {
                b.line(&format!(
                    "call void @abi_obs_ranked(i32 {}, ptr %d, i64 {}, i64 {})",
                    arg_key(k, 0),
                    shape.len(),
                    super::c_caller::elem_size(t, ib)
                ));
                format!("@_mlir_ciface_{prefix}{k}(ptr %d)")
            }
            Ty::Unranked { .. } => {
                b.line(&format!(
                    "call void @abi_obs_unranked(i32 {}, ptr %d, i64 {})",
                    arg_key(k, 0),
                    super::c_caller::elem_size(t, ib)
                ));
                format!("@_mlir_ciface_{prefix}{k}(ptr %d)")
            }
        };
        let _ = writeln!(out, "define void {head} {{\n{}  ret void\n}}", b.text);
    }
}

/// Instructions that build the actual arguments of `sig` from `vals` (descriptors over the Rust
/// buffers); returns the typed argument list. `bare`: memrefs as their aligned pointer.
fn actuals(b: &mut Body, sig: &Signature, vals: &ArgValues, ib: u32, bare: bool) -> Vec<String> {
    let mut out = vec![];
    for (k, (t, v)) in sig.args.iter().zip(&vals.values).enumerate() {
        match (t, v) {
            (Ty::Scalar(s), Value::Scalar(bits)) => out.push(format!(
                "{} {}",
                scalar_ty(s, ib),
                scalar_const(s, *bits, ib)
            )),
            (Ty::Complex(s), Value::Complex(re, im)) => {
                for part in [re, im] {
                    out.push(format!(
                        "{} {}",
                        scalar_ty(s, ib),
                        scalar_const(s, *part, ib)
                    ));
                }
            }
            (Ty::Ranked { .. }, Value::Ranked { desc, buf, pad })
            | (Ty::Unranked { .. }, Value::Unranked { desc, buf, pad }) => {
                let base = format!("%buf{k}");
                b.line(&format!("{base} = call ptr @abi_buffer(i32 {buf})"));
                let aligned = format!("%al{k}");
                b.line(&format!(
                    "{aligned} = getelementptr i8, ptr {base}, i64 {pad}"
                ));
                if bare {
                    out.push(format!("ptr {aligned}"));
                    continue;
                }
                let r = desc.sizes.len();
                let dt = desc_ty(r, ib);
                let d = format!("%d{k}");
                b.line(&format!("{d} = alloca {dt}, align 8"));
                let field = |b: &mut Body, path: &str, val: &str| {
                    let p = b.tmp();
                    b.line(&format!("{p} = getelementptr {dt}, ptr {d}, i32 0, {path}"));
                    b.line(&format!("store {val}, ptr {p}"));
                };
                field(b, "i32 0", &format!("ptr {base}"));
                field(b, "i32 1", &format!("ptr {aligned}"));
                field(b, "i32 2", &format!("i{ib} {}", desc.offset));
                for (i, (sz, st)) in desc.sizes.iter().zip(&desc.strides).enumerate() {
                    field(b, &format!("i32 3, i32 {i}"), &format!("i{ib} {sz}"));
                    field(b, &format!("i32 4, i32 {i}"), &format!("i{ib} {st}"));
                }
                if matches!(t, Ty::Unranked { .. }) {
                    let u = format!("%u{k}");
                    let ut = format!("{{ i{ib}, ptr }}");
                    b.line(&format!("{u} = alloca {ut}, align 8"));
                    let p = b.tmp();
                    b.line(&format!("{p} = getelementptr {ut}, ptr {u}, i32 0, i32 0"));
                    b.line(&format!("store i{ib} {r}, ptr {p}"));
                    let p = b.tmp();
                    b.line(&format!("{p} = getelementptr {ut}, ptr {u}, i32 0, i32 1"));
                    b.line(&format!("store ptr {d}, ptr {p}"));
                    out.push(format!("ptr {u}"));
                } else {
                    out.push(format!("ptr {d}"));
                }
            }
            _ => unreachable!("seed_args follows the argument types"),
        }
    }
    out
}

/// The parameter types of typed arguments (`"float 0x..."` -> `float`; the types have no spaces).
fn param_types(args: &[String]) -> String {
    args.iter()
        .map(|a| a.split_once(' ').map_or(a.as_str(), |(t, _)| t))
        .collect::<Vec<_>>()
        .join(", ")
}

fn header(out: &mut String, sig: &Signature, ib: u32, bare: bool) {
    out.push_str("; Generated by `irbridge abi` (LLVM IR caller).\n");
    for (_, decl) in CALLBACKS {
        out.push_str(decl);
        out.push('\n');
    }
    out.push_str(TRUNCSFBF2);
    observers(out, sig, "__abi_seen_0_", ib, bare);
    observers(out, sig, "__abi_fseen_0_", ib, bare);
}

/// The caller module for function 0 of a (non-bare) harness: `@abi_path_<p>` for the four paths
/// of `c_caller::PATHS` (path 0 does nothing without a C interface).
pub fn caller(sig: &Signature, vals: &ArgValues, ib: u32) -> String {
    let mut out = String::new();
    header(&mut out, sig, ib, false);
    let through_ptr = returns_through_pointer(sig);
    let ret_ty = match sig.results.as_slice() {
        [Ty::Scalar(s)] if !through_ptr => scalar_ty(s, ib),
        _ => "void".into(),
    };
    let res_ty = format!(
        "{{ {} }}",
        sig.results
            .iter()
            .map(|t| member_ty(t, ib))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let callees = [
        format!("_mlir_ciface_{}", sig.name),
        "_mlir_ciface___abi_default_0".to_string(),
        "_mlir_ciface___abi_probe_0".to_string(),
        "_mlir_ciface___abi_pdefault_0".to_string(),
    ];
    for (p, callee) in callees.iter().enumerate() {
        let mut b = Body {
            text: String::new(),
            n: 0,
        };
        if p == 0 && !sig.c_interface {
            let _ = writeln!(out, "define void @abi_path_{p}() {{\n  ret void\n}}");
            continue;
        }
        let mut args = vec![];
        if through_ptr {
            b.line(&format!("%res = alloca {res_ty}, align 16"));
            b.line(&format!("store {res_ty} zeroinitializer, ptr %res"));
            args.push("ptr %res".to_string());
        }
        args.extend(actuals(&mut b, sig, vals, ib, false));
        let call = format!("call {ret_ty} @{callee}({})", args.join(", "));
        if ret_ty == "void" {
            b.line(&call);
        } else {
            b.line(&format!("%ret = {call}"));
        }
        for (j, t) in sig.results.iter().enumerate() {
            if !through_ptr {
                if let Ty::Scalar(s) = t {
                    b.obs_scalar(res_key(j, 0), s, "%ret", ib);
                }
                continue;
            }
            let m = b.tmp();
            b.line(&format!(
                "{m} = getelementptr {res_ty}, ptr %res, i32 0, i32 {j}"
            ));
            match t {
                Ty::Scalar(s) => {
                    let v = b.tmp();
                    b.line(&format!("{v} = load {}, ptr {m}", scalar_ty(s, ib)));
                    b.obs_scalar(res_key(j, 0), s, &v, ib);
                }
                Ty::Complex(s) => {
                    let st = scalar_ty(s, ib);
                    for part in 0..2u32 {
                        let q = b.tmp();
                        b.line(&format!(
                            "{q} = getelementptr {{ {st}, {st} }}, ptr {m}, i32 0, i32 {part}"
                        ));
                        let v = b.tmp();
                        b.line(&format!("{v} = load {st}, ptr {q}"));
                        b.obs_scalar(res_key(j, part + 1), s, &v, ib);
                    }
                }
                Ty::Ranked { shape, .. } => b.line(&format!(
                    "call void @abi_obs_ranked(i32 {}, ptr {m}, i64 {}, i64 {})",
                    res_key(j, 0),
                    shape.len(),
                    super::c_caller::elem_size(t, ib)
                )),
                Ty::Unranked { .. } => b.line(&format!(
                    "call void @abi_obs_unranked(i32 {}, ptr {m}, i64 {})",
                    res_key(j, 0),
                    super::c_caller::elem_size(t, ib)
                )),
            }
        }
        let _ = writeln!(
            out,
            "declare {ret_ty} @{callee}({})\ndefine void @abi_path_{p}() {{\n{}  ret void\n}}",
            param_types(&args),
            b.text
        );
    }
    out
}

/// The caller module for function 0 of a bare-pointer harness (`probe::harness_module(.., true)`):
/// `@abi_path_0` calls `__abi_bare_default_0`, `@abi_path_1` `__abi_bare_probe_0`; results come
/// back through 16-byte out slots (a memref result as its aligned pointer). Index is 64-bit.
pub fn bare_caller(sig: &Signature, vals: &ArgValues) -> String {
    let ib = 64;
    let mut out = String::new();
    header(&mut out, sig, ib, true);
    for (p, callee) in ["__abi_bare_default_0", "__abi_bare_probe_0"]
        .iter()
        .enumerate()
    {
        let mut b = Body {
            text: String::new(),
            n: 0,
        };
        let mut args = actuals(&mut b, sig, vals, ib, true);
        for j in 0..sig.results.len() {
            b.line(&format!("%o{j} = alloca [16 x i8], align 16"));
            b.line(&format!("store [16 x i8] zeroinitializer, ptr %o{j}"));
            args.push(format!("ptr %o{j}"));
        }
        b.line(&format!("call void @{callee}({})", args.join(", ")));
        for (j, t) in sig.results.iter().enumerate() {
            let o = format!("%o{j}");
            match t {
                Ty::Scalar(s) => {
                    let v = b.tmp();
                    b.line(&format!("{v} = load {}, ptr {o}", scalar_ty(s, ib)));
                    b.obs_scalar(res_key(j, 0), s, &v, ib);
                }
                Ty::Complex(s) => {
                    let st = scalar_ty(s, ib);
                    for part in 0..2u32 {
                        let q = b.tmp();
                        b.line(&format!(
                            "{q} = getelementptr {{ {st}, {st} }}, ptr {o}, i32 0, i32 {part}"
                        ));
                        let v = b.tmp();
                        b.line(&format!("{v} = load {st}, ptr {q}"));
                        b.obs_scalar(res_key(j, part + 1), s, &v, ib);
                    }
                }
                _ => {
                    let v = b.tmp();
                    b.line(&format!("{v} = load i64, ptr {o}"));
                    let q = b.tmp();
                    b.line(&format!("{q} = inttoptr i64 {v} to ptr"));
                    b.line(&format!(
                        "call void @abi_obs_dense(i32 {}, ptr {q}, i64 {}, i64 {})",
                        res_key(j, 0),
                        static_count(t),
                        super::c_caller::elem_size(t, ib)
                    ));
                }
            }
        }
        let _ = writeln!(
            out,
            "declare void @{callee}({})\ndefine void @abi_path_{p}() {{\n{}  ret void\n}}",
            param_types(&args),
            b.text
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_to_the_c_callers_names() {
        assert_eq!(key_name(arg_key(3, 0)), "seen.a3");
        assert_eq!(key_name(arg_key(0, 2)), "seen.a0.im");
        assert_eq!(key_name(res_key(2, 1)), "res2.re");
        assert_eq!(key_name(res_key(0, 0)), "res0");
    }

    #[test]
    fn constants_have_the_given_bits() {
        assert_eq!(scalar_const(&Scalar::Int(8), 0xff, 64), "-1");
        assert_eq!(scalar_const(&Scalar::Index, 5, 32), "5");
        assert_eq!(scalar_const(&Scalar::F16, 0x3c00, 64), "0xH3C00");
        assert_eq!(
            scalar_const(&Scalar::F32, 1.5f32.to_bits() as u64, 64),
            format!("0x{:016X}", 1.5f64.to_bits())
        );
        assert_eq!(scalar_const(&Scalar::Int(1), 1, 64), "true");
    }
}
