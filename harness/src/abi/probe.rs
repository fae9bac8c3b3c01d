//! The harness module (MLIR, lowered by the same provider as the code under test): for each driven
//! function `F`,
//! * `@F` declared, and `@__abi_default_<i>` (C interface) calling it, so the call into `F` uses the
//!   unbundled default convention;
//! * `@__abi_probe_<i>` with `F`'s signature, which hands every argument to an observer
//!   (`@__abi_seen_<i>_<k>`, C-interface for memrefs, implemented by the C caller) and returns
//!   results the seed fixes; `@__abi_pdefault_<i>` calls it through the default convention.
//!
//! The probe's results and what observers see are known in advance ([`expected_probe`]).

use super::descriptor::{self, Desc, Rng, Value};
use super::observe::{Obs, ObsSet};
use super::signature::{Elem, Scalar, Signature, Ty};
use std::fmt::Write;

/// What a probe returns for result `j`.
#[derive(Clone, Debug)]
pub enum ResultValue {
    Scalar(u64),
    Complex(u64, u64),
    /// A fresh buffer of `extent` elements seeded with `salt`, seen through `desc`.
    Ranked {
        desc: Desc,
        salt: i64,
    },
    Unranked {
        desc: Desc,
        salt: i64,
    },
}

/// Seeded results for a probe.
pub fn seed_results(results: &[Ty], seed: u64, index_bits: u32) -> Vec<ResultValue> {
    let mut rng = Rng::new(seed ^ 0x0005_eed0_f7e5_u64);
    results
        .iter()
        .enumerate()
        .map(|(j, t)| {
            let salt = 100 + j as i64;
            match t {
                Ty::Scalar(s) => {
                    ResultValue::Scalar(descriptor::scalar_bits(s, 20 + 7 * j as i64, index_bits))
                }
                Ty::Complex(s) => ResultValue::Complex(
                    descriptor::scalar_bits(s, 30 + j as i64, index_bits),
                    descriptor::scalar_bits(s, 40 + j as i64, index_bits),
                ),
                Ty::Ranked { shape, layout, .. } => ResultValue::Ranked {
                    desc: descriptor::seed_desc(&mut rng, shape, layout),
                    salt,
                },
                Ty::Unranked { .. } => {
                    let rank = rng.range(0, 3) as usize;
                    let (shape, layout) = descriptor::dynamic_layout(rank);
                    ResultValue::Unranked {
                        desc: descriptor::seed_desc(&mut rng, &shape, &layout),
                        salt,
                    }
                }
            }
        })
        .collect()
}

fn list(v: &[String]) -> String {
    v.join(", ")
}

/// The MLIR text of a scalar constant whose bits are `descriptor::scalar_bits(s, v)`.
fn scalar_literal(s: &Scalar, v: i64) -> String {
    match s {
        Scalar::Int(1) => (if v & 1 == 1 { "true" } else { "false" }).into(),
        Scalar::Int(w) => format!("{} : i{w}", descriptor::mask(v as u64, *w) as i64),
        Scalar::Index => format!("{v} : index"),
        Scalar::F16 | Scalar::BF16 => format!("{:?} : {}", v as f32 / 2.0, s.mlir()),
        Scalar::F32 => format!("{:?} : f32", v as f32 / 2.0),
        Scalar::F64 => format!("{:?} : f64", v as f64 / 2.0),
    }
}

fn float_text(s: &Scalar, v: i64) -> String {
    match s {
        Scalar::F16 | Scalar::BF16 | Scalar::F32 => format!("{:?}", v as f32 / 2.0),
        Scalar::F64 => format!("{:?}", v as f64 / 2.0),
        Scalar::Int(1) => (if v & 1 == 1 { "true" } else { "false" }).into(),
        _ => format!("{v}"),
    }
}

/// Emits ops that produce element number `i` of a buffer seeded with `salt`; returns its SSA name.
fn elem_value(out: &mut String, e: &Elem, i: i64, salt: i64, tmp: &mut usize) -> String {
    let lanes = descriptor::elem_lane_values(e, i, salt);
    *tmp += 1;
    let name = format!("%e{tmp}");
    match e {
        Elem::Scalar(s) => {
            let _ = writeln!(
                out,
                "    {name} = arith.constant {}",
                scalar_literal(s, lanes[0])
            );
        }
        Elem::Complex(s) => complex_value(out, &name, s, lanes[0], lanes[1]),
        Elem::Vector(n, s) => {
            let items: Vec<_> = lanes.iter().map(|v| float_text(s, *v)).collect();
            let _ = writeln!(
                out,
                "    {name} = arith.constant dense<[{}]> : vector<{n}x{}>",
                items.join(", "),
                s.mlir()
            );
        }
    }
    name
}

/// Ops defining `name` as the complex number of the scalars `re` and `im` (see [`scalar_literal`]).
/// `complex<bf16>` is built with `complex.create`: upstream 19 lowers `complex.constant` of it to an
/// `llvm.mlir.constant` its own verifier rejects (and irbridge, following it, does the same;
/// `corpus/abi/upstream-bugs/complex_bf16_constant.mlir`).
fn complex_value(out: &mut String, name: &str, s: &Scalar, re: i64, im: i64) {
    if *s == Scalar::BF16 {
        let base = name.trim_start_matches('%');
        let _ = writeln!(
            out,
            "    %{base}_re = arith.constant {}",
            scalar_literal(s, re)
        );
        let _ = writeln!(
            out,
            "    %{base}_im = arith.constant {}",
            scalar_literal(s, im)
        );
        let _ = writeln!(
            out,
            "    {name} = complex.create %{base}_re, %{base}_im : complex<bf16>"
        );
    } else {
        let _ = writeln!(
            out,
            "    {name} = complex.constant [{}, {}] : complex<{}>",
            scalar_literal(s, re),
            scalar_literal(s, im),
            s.mlir()
        );
    }
}

fn elem_mlir(e: &Elem) -> String {
    match e {
        Elem::Scalar(s) => s.mlir(),
        Elem::Complex(s) => format!("complex<{}>", s.mlir()),
        Elem::Vector(n, s) => format!("vector<{n}x{}>", s.mlir()),
    }
}

/// Ops building a fresh memref seen through `desc`, cast to `target` (a ranked type, or for
/// unranked results the all-dynamic strided type, then cast to `unranked`).
fn fresh_memref(
    out: &mut String,
    e: &Elem,
    desc: &Desc,
    salt: i64,
    target: &str,
    unranked: Option<&str>,
    tmp: &mut usize,
) -> String {
    let n = desc.extent();
    *tmp += 1;
    let base = format!("%b{tmp}");
    let et = elem_mlir(e);
    let _ = writeln!(out, "    {base} = memref.alloc() : memref<{n}x{et}>");
    for i in 0..n {
        let v = elem_value(out, e, i, salt, tmp);
        *tmp += 1;
        let _ = writeln!(out, "    %i{tmp} = arith.constant {i} : index");
        let _ = writeln!(
            out,
            "    memref.store {v}, {base}[%i{tmp}] : memref<{n}x{et}>"
        );
    }
    *tmp += 1;
    let cast = format!("%r{tmp}");
    let ints = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        out,
        "    {cast} = memref.reinterpret_cast {base} to offset: [{}], sizes: [{}], strides: [{}] : memref<{n}x{et}> to {target}",
        desc.offset,
        ints(&desc.sizes),
        ints(&desc.strides)
    );
    match unranked {
        None => cast,
        Some(u) => {
            *tmp += 1;
            let _ = writeln!(out, "    %u{tmp} = memref.cast {cast} : {target} to {u}");
            format!("%u{tmp}")
        }
    }
}

fn strided_dynamic(rank: usize, e: &Elem) -> String {
    let q = vec!["?"; rank];
    if rank == 0 {
        format!("memref<{}, strided<[], offset: ?>>", elem_mlir(e))
    } else {
        format!(
            "memref<{}x{}, strided<[{}], offset: ?>>",
            q.join("x"),
            elem_mlir(e),
            q.join(", ")
        )
    }
}

/// The harness module for functions `sigs` (index `i` in the names is the position in `sigs`).
///
/// With `bare`, the module is for the bare-pointer convention: only functions it applies to
/// ([`Signature::bare_pointer_applies`]), no C interfaces, and the forwarders
/// `@__abi_bare_default_<i>` / `@__abi_bare_probe_<i>` return nothing but store each result in an
/// out-memref `memref<1xT>` (a memref result as its aligned pointer, an `index`), since a struct
/// returned by value is not C-callable.
pub fn harness_module(sigs: &[Signature], seed: u64, index_bits: u32, bare: bool) -> String {
    let mut out = String::from("module {\n");
    let c_iface = if bare {
        ""
    } else {
        " attributes {llvm.emit_c_interface}"
    };
    for (i, sig) in sigs.iter().enumerate() {
        if bare && !sig.bare_pointer_applies() {
            continue;
        }
        let args: Vec<String> = sig.args.iter().map(|t| t.mlir()).collect();
        let res: Vec<String> = sig.results.iter().map(|t| t.mlir()).collect();
        let params: Vec<String> = args
            .iter()
            .enumerate()
            .map(|(k, t)| format!("%a{k}: {t}"))
            .collect();
        let names: Vec<String> = (0..args.len()).map(|k| format!("%a{k}")).collect();
        let fty = format!("({}) -> ({})", list(&args), list(&res));
        let ret = |out: &mut String, vals: &[String]| {
            if vals.is_empty() {
                let _ = writeln!(out, "    return");
            } else {
                let _ = writeln!(out, "    return {} : {}", list(vals), list(&res));
            }
        };
        let _ = writeln!(out, "  func.func private @{}{fty}", sig.name);
        if bare {
            bare_forwarders(&mut out, i, sig, &params, &names, &fty);
        }
        // Forwarders through the default convention, to F and to the probe.
        for (fwd, callee) in [
            (format!("__abi_default_{i}"), sig.name.clone()),
            (format!("__abi_pdefault_{i}"), format!("__abi_probe_{i}")),
        ] {
            if bare {
                break;
            }
            let _ = writeln!(
                out,
                "  func.func @{fwd}({}) -> ({}) attributes {{llvm.emit_c_interface}} {{",
                list(&params),
                list(&res)
            );
            let rs: Vec<String> = (0..res.len()).map(|j| format!("%c#{j}")).collect();
            if res.is_empty() {
                let _ = writeln!(out, "    call @{callee}({}) : {fty}", list(&names));
            } else {
                let _ = writeln!(
                    out,
                    "    %c:{} = call @{callee}({}) : {fty}",
                    res.len(),
                    list(&names)
                );
            }
            ret(&mut out, &rs);
            let _ = writeln!(out, "  }}");
        }
        observer_decls(&mut out, sig, &format!("__abi_seen_{i}_"), c_iface);
        let _ = writeln!(
            out,
            "  func.func @__abi_probe_{i}({}) -> ({}){c_iface} {{",
            list(&params),
            list(&res)
        );
        probe_body(&mut out, sig, seed, index_bits, &format!("__abi_seen_{i}_"));
        let _ = writeln!(out, "  }}");
    }
    out.push_str("}\n");
    out
}

/// Declarations of the observers `@<prefix><k>` the probe of `sig` calls (memrefs through their C
/// interface when `c_iface` is the attribute text).
fn observer_decls(out: &mut String, sig: &Signature, prefix: &str, c_iface: &str) {
    for (k, t) in sig.args.iter().enumerate() {
        let obs = match t {
            Ty::Complex(s) => format!("({}, {})", s.mlir(), s.mlir()),
            _ => format!("({})", t.mlir()),
        };
        let attr = if t.is_memref() { c_iface } else { "" };
        let _ = writeln!(out, "  func.func private @{prefix}{k}{obs}{attr}");
    }
}

/// The body of a probe with `sig`'s signature (arguments `%a<k>`): every argument goes to observer
/// `@<prefix><k>`, then the seeded results ([`seed_results`]) are built and returned.
fn probe_body(out: &mut String, sig: &Signature, seed: u64, index_bits: u32, prefix: &str) {
    let res: Vec<String> = sig.results.iter().map(|t| t.mlir()).collect();
    let mut tmp = 0usize;
    for (k, t) in sig.args.iter().enumerate() {
        match t {
            Ty::Complex(s) => {
                let _ = writeln!(out, "    %re{k} = complex.re %a{k} : complex<{}>", s.mlir());
                let _ = writeln!(out, "    %im{k} = complex.im %a{k} : complex<{}>", s.mlir());
                let _ = writeln!(
                    out,
                    "    call @{prefix}{k}(%re{k}, %im{k}) : ({0}, {0}) -> ()",
                    s.mlir()
                );
            }
            _ => {
                let _ = writeln!(out, "    call @{prefix}{k}(%a{k}) : ({}) -> ()", t.mlir());
            }
        }
    }
    let mut vals = vec![];
    for (t, rv) in sig
        .results
        .iter()
        .zip(seed_results(&sig.results, seed, index_bits))
    {
        tmp += 1;
        vals.push(match (t, &rv) {
            (Ty::Scalar(s), ResultValue::Scalar(_)) => {
                let v = 20 + 7 * (vals.len() as i64);
                let _ = writeln!(out, "    %s{tmp} = arith.constant {}", scalar_literal(s, v));
                format!("%s{tmp}")
            }
            (Ty::Complex(s), ResultValue::Complex(..)) => {
                let j = vals.len() as i64;
                complex_value(out, &format!("%s{tmp}"), s, 30 + j, 40 + j);
                format!("%s{tmp}")
            }
            (Ty::Ranked { elem, text, .. }, ResultValue::Ranked { desc, salt }) => {
                fresh_memref(out, elem, desc, *salt, text, None, &mut tmp)
            }
            (Ty::Unranked { elem, text }, ResultValue::Unranked { desc, salt }) => {
                let target = strided_dynamic(desc.sizes.len(), elem);
                fresh_memref(out, elem, desc, *salt, &target, Some(text), &mut tmp)
            }
            _ => unreachable!("seed_results follows the result types"),
        });
    }
    if vals.is_empty() {
        let _ = writeln!(out, "    return");
    } else {
        let _ = writeln!(out, "    return {} : {}", list(&vals), list(&res));
    }
}

/// A module whose function `@<sig.name>` *is* a probe (the fuzz target's function under test): it
/// hands its arguments to observers `@__abi_fseen_0_<k>` and returns [`seed_results`], so every
/// path into it must show [`expected_probe`]. `bare`: for the bare-pointer convention (no C
/// interfaces). The caller defines the observers.
pub fn probe_as_function(sig: &Signature, seed: u64, index_bits: u32, bare: bool) -> String {
    let c_iface = if bare {
        ""
    } else {
        " attributes {llvm.emit_c_interface}"
    };
    let mut out = String::from("module {\n");
    observer_decls(&mut out, sig, "__abi_fseen_0_", c_iface);
    let params: Vec<String> = sig
        .args
        .iter()
        .enumerate()
        .map(|(k, t)| format!("%a{k}: {}", t.mlir()))
        .collect();
    let res: Vec<String> = sig.results.iter().map(|t| t.mlir()).collect();
    let attr = if sig.c_interface && !bare {
        " attributes {llvm.emit_c_interface}"
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "  func.func @{}({}) -> ({}){attr} {{",
        sig.name,
        list(&params),
        list(&res)
    );
    probe_body(&mut out, sig, seed, index_bits, "__abi_fseen_0_");
    out.push_str("  }\n}\n");
    out
}

/// The bare-pointer forwarders of function `i` (see [`harness_module`]).
fn bare_forwarders(
    out: &mut String,
    i: usize,
    sig: &Signature,
    params: &[String],
    names: &[String],
    fty: &str,
) {
    let outs: Vec<String> = sig
        .results
        .iter()
        .enumerate()
        .map(|(j, t)| match t {
            Ty::Ranked { .. } => format!("%o{j}: memref<1xindex>"),
            _ => format!("%o{j}: memref<1x{}>", t.mlir()),
        })
        .collect();
    for (fwd, callee) in [
        (format!("__abi_bare_default_{i}"), sig.name.clone()),
        (format!("__abi_bare_probe_{i}"), format!("__abi_probe_{i}")),
    ] {
        let all: Vec<String> = params.iter().chain(&outs).cloned().collect();
        let _ = writeln!(out, "  func.func @{fwd}({}) {{", list(&all));
        let n = sig.results.len();
        if n == 0 {
            let _ = writeln!(out, "    call @{callee}({}) : {fty}", list(names));
        } else {
            let _ = writeln!(out, "    %c:{n} = call @{callee}({}) : {fty}", list(names));
            let _ = writeln!(out, "    %z = arith.constant 0 : index");
        }
        for (j, t) in sig.results.iter().enumerate() {
            match t {
                Ty::Ranked { .. } => {
                    let _ = writeln!(
                        out,
                        "    %p{j} = memref.extract_aligned_pointer_as_index %c#{j} : {} -> index",
                        t.mlir()
                    );
                    let _ = writeln!(out, "    memref.store %p{j}, %o{j}[%z] : memref<1xindex>");
                }
                _ => {
                    let _ = writeln!(
                        out,
                        "    memref.store %c#{j}, %o{j}[%z] : memref<1x{}>",
                        t.mlir()
                    );
                }
            }
        }
        let _ = writeln!(
            out,
            "    return
  }}"
        );
    }
}

/// What the observers see and the probe returns when called with `args`: the expectations computed
/// here, in Rust, independently of any lowering.
pub fn expected_probe(
    sig: &Signature,
    args: &descriptor::ArgValues,
    seed: u64,
    index_bits: u32,
) -> ObsSet {
    let mut obs = ObsSet::default();
    for (k, (t, v)) in sig.args.iter().zip(&args.values).enumerate() {
        let key = format!("seen.a{k}");
        match (t, v) {
            (Ty::Scalar(_), Value::Scalar(b)) => obs.push(&key, Obs::hex(*b)),
            (Ty::Complex(_), Value::Complex(re, im)) => {
                obs.push(&format!("{key}.re"), Obs::hex(*re));
                obs.push(&format!("{key}.im"), Obs::hex(*im));
            }
            (Ty::Ranked { .. }, Value::Ranked { desc, buf, pad }) => {
                obs.ranked(&key, desc, Some((*buf, *pad)), &args.buffers[*buf]);
            }
            (Ty::Unranked { .. }, Value::Unranked { desc, buf, pad }) => {
                obs.push(&format!("{key}.rank"), Obs::Int(desc.sizes.len() as i64));
                obs.ranked(&key, desc, Some((*buf, *pad)), &args.buffers[*buf]);
            }
            _ => unreachable!("seed_args follows the argument types"),
        }
    }
    for (j, (t, rv)) in sig
        .results
        .iter()
        .zip(seed_results(&sig.results, seed, index_bits))
        .enumerate()
    {
        let key = format!("res{j}");
        match (t, rv) {
            (Ty::Scalar(_), ResultValue::Scalar(b)) => obs.push(&key, Obs::hex(b)),
            (Ty::Complex(_), ResultValue::Complex(re, im)) => {
                obs.push(&format!("{key}.re"), Obs::hex(re));
                obs.push(&format!("{key}.im"), Obs::hex(im));
            }
            (Ty::Ranked { elem, .. }, ResultValue::Ranked { desc, salt })
            | (Ty::Unranked { elem, .. }, ResultValue::Unranked { desc, salt }) => {
                if matches!(t, Ty::Unranked { .. }) {
                    obs.push(&format!("{key}.rank"), Obs::Int(desc.sizes.len() as i64));
                }
                let fresh = descriptor::make_buffer(elem, &desc, 0, salt, index_bits);
                obs.ranked(&key, &desc, None, &fresh);
            }
            _ => unreachable!(),
        }
    }
    for (b, buf) in args.buffers.iter().enumerate() {
        obs.push(&format!("mem.buf{b}"), Obs::Bytes(buf.bytes.clone()));
    }
    obs
}
