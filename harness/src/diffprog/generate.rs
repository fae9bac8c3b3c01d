//! The random program generator: deterministic (a seed gives one module) executable
//! func/arith/cf/memref programs whose signatures exercise the memref calling conventions —
//! memref arguments of rank 0–4 with static and dynamic sizes, strided layouts (non-zero offsets,
//! non-unit strides), unranked arguments, several results, with and without
//! `llvm.emit_c_interface`; every second memref argument is also read through a subview at a
//! dynamic offset (lowered with `expand-strided-metadata` and `lower-affine`). Every load and store
//! is guarded by a check that the memref is not empty, so any descriptor the ABI harness builds is
//! safe to run with.

use crate::abi::descriptor::Rng;
use irbridge::dialect::arith::{
    AddFOp, AddIOp, MaxSIOp, MaximumFOp, MulFOp, MulIOp, SubFOp, SubIOp, XOrIOp,
};
use std::fmt::Write;

const ELEMS: [&str; 5] = ["f32", "f64", "i32", "i64", "i8"];
const SCALARS: [&str; 5] = ["f32", "f64", "i32", "i64", "index"];

fn is_float(t: &str) -> bool {
    t.starts_with('f')
}

/// A memref argument: its type text, element type and rank (`None` for unranked).
struct MemArg {
    ty: String,
    elem: &'static str,
    rank: Option<usize>,
}

fn memref_arg(rng: &mut Rng) -> MemArg {
    let elem = ELEMS[rng.range(0, ELEMS.len() as i64 - 1) as usize];
    if rng.chance(5) {
        return MemArg {
            ty: format!("memref<*x{elem}>"),
            elem,
            rank: None,
        };
    }
    let rank = rng.range(0, 4) as usize;
    let dims: Vec<String> = (0..rank)
        .map(|_| {
            if rng.chance(2) {
                "?".to_string()
            } else {
                rng.range(1, 3).to_string()
            }
        })
        .collect();
    let shape: String = dims.iter().map(|d| format!("{d}x")).collect();
    let layout = if rng.chance(2) {
        String::new()
    } else {
        // Strided: dynamic offset and strides, or a static offset with a static non-unit
        // innermost stride.
        let offset = if rng.chance(3) {
            rng.range(1, 5).to_string()
        } else {
            "?".into()
        };
        let strides: Vec<String> = (0..rank).map(|_| "?".to_string()).collect();
        format!(", strided<[{}], offset: {offset}>", strides.join(", "))
    };
    MemArg {
        ty: format!("memref<{shape}{elem}{layout}>"),
        elem,
        rank: Some(rank),
    }
}

fn constant(t: &str, v: i64) -> String {
    if is_float(t) {
        format!("arith.constant {:?} : {t}", v as f64 / 4.0)
    } else {
        format!("arith.constant {v} : {t}")
    }
}

fn combine(rng: &mut Rng, t: &str) -> &'static str {
    if is_float(t) {
        [AddFOp::NAME, MulFOp::NAME, SubFOp::NAME, MaximumFOp::NAME][rng.range(0, 3) as usize]
    } else {
        [
            AddIOp::NAME,
            MulIOp::NAME,
            XOrIOp::NAME,
            MaxSIOp::NAME,
            SubIOp::NAME,
        ][rng.range(0, 4) as usize]
    }
}

/// The type of a one-element subview of `m` at dynamic offsets (its strides are the source's, its
/// offset dynamic), and the zero indices that load its element.
fn last_element_view(m: &MemArg, rank: usize) -> (String, String) {
    // Source strides: all dynamic for a strided layout; suffix products of the shape for the
    // identity layout, dynamic from the first dynamic size inward.
    let dims: Vec<Option<i64>> =
        m.ty.trim_start_matches("memref<")
            .split('x')
            .take(rank)
            .map(|d| d.parse().ok())
            .collect();
    let strides: Vec<String> = if m.ty.contains("strided<") {
        vec!["?".to_string(); rank]
    } else {
        let mut s = vec![Some(1i64); rank];
        for d in (0..rank.saturating_sub(1)).rev() {
            s[d] = match (s[d + 1], dims[d + 1]) {
                (Some(a), Some(b)) => Some(a * b),
                _ => None,
            };
        }
        s.iter()
            .map(|x| x.map_or("?".to_string(), |v| v.to_string()))
            .collect()
    };
    let ty = format!(
        "memref<{}x{}, strided<[{}], offset: ?>>",
        vec!["1"; rank].join("x"),
        m.elem,
        strides.join(", ")
    );
    (ty, vec!["%c0"; rank].join(", "))
}

/// One function `@name`.
fn function(rng: &mut Rng, name: &str, out: &mut String) {
    let n_mem = rng.range(1, 3) as usize;
    let mems: Vec<MemArg> = (0..n_mem).map(|_| memref_arg(rng)).collect();
    let scalars: Vec<&str> = (0..rng.range(0, 2))
        .map(|_| SCALARS[rng.range(0, SCALARS.len() as i64 - 1) as usize])
        .collect();
    let c_iface = !rng.chance(3);

    let mut params = vec![];
    for (k, m) in mems.iter().enumerate() {
        params.push(format!("%m{k}: {}", m.ty));
    }
    for (k, s) in scalars.iter().enumerate() {
        params.push(format!("%s{k}: {s}"));
    }
    // Results: a computed value per ranked memref (its element type), some memrefs passed back,
    // the rank of unranked ones, and the first dynamic-or-static size.
    let mut body = String::new();
    let mut b = |s: String| {
        body.push_str("    ");
        body.push_str(&s);
        body.push('\n');
    };
    b("%c0 = arith.constant 0 : index".into());
    b("%true = arith.constant true".into());
    let mut preds = vec![];
    let mut exit_vals: Vec<(String, String, String)> = vec![]; // (type, work value, empty value)
    let mut work = String::new();
    let mut results: Vec<(String, String)> = vec![]; // (value, type) available at exit (non-block-arg)
    for (k, m) in mems.iter().enumerate() {
        match m.rank {
            None => {
                b(format!("%rank{k} = memref.rank %m{k} : {}", m.ty));
                results.push((format!("%rank{k}"), "index".into()));
            }
            Some(rank) => {
                let mut idx0 = vec![];
                let mut last = vec![];
                for d in 0..rank {
                    b(format!("%i{k}_{d} = arith.constant {d} : index"));
                    b(format!(
                        "%d{k}_{d} = memref.dim %m{k}, %i{k}_{d} : {}",
                        m.ty
                    ));
                    b(format!(
                        "%ne{k}_{d} = arith.cmpi sgt, %d{k}_{d}, %c0 : index"
                    ));
                    preds.push(format!("%ne{k}_{d}"));
                    idx0.push("%c0".to_string());
                    last.push(format!("%l{k}_{d}"));
                }
                if rank > 0 {
                    results.push((format!("%d{k}_0"), "index".into()));
                }
                // The work block: first and last element, combined, stored at the first.
                let mut w = |s: String| {
                    work.push_str("    ");
                    work.push_str(&s);
                    work.push('\n');
                };
                w("%one = arith.constant 1 : index".replace("%one", &format!("%one{k}")));
                for d in 0..rank {
                    w(format!("%l{k}_{d} = arith.subi %d{k}_{d}, %one{k} : index"));
                }
                let e = m.elem;
                w(format!(
                    "%x{k} = memref.load %m{k}[{}] : {}",
                    idx0.join(", "),
                    m.ty
                ));
                if k % 2 == 1 && rank > 0 {
                    // The last element through a one-element subview at a dynamic offset
                    // (`expand-strided-metadata` + `lower-affine` compute its address).
                    let (sv_ty, zeros) = last_element_view(m, rank);
                    w(format!(
                        "%sv{k} = memref.subview %m{k}[{}][{}][{}] : {} to {sv_ty}",
                        last.join(", "),
                        vec!["1"; rank].join(", "),
                        vec!["1"; rank].join(", "),
                        m.ty
                    ));
                    w(format!("%y{k} = memref.load %sv{k}[{zeros}] : {sv_ty}"));
                } else {
                    w(format!(
                        "%y{k} = memref.load %m{k}[{}] : {}",
                        last.join(", "),
                        m.ty
                    ));
                }
                let op = combine(rng, e);
                w(format!("%v{k} = {op} %x{k}, %y{k} : {e}"));
                // Mix in a scalar argument of the same type, if any.
                let mut v = format!("%v{k}");
                if let Some(s) = scalars.iter().position(|s| *s == e) {
                    let op = combine(rng, e);
                    w(format!("%w{k} = {op} {v}, %s{s} : {e}"));
                    v = format!("%w{k}");
                }
                w(format!(
                    "memref.store {v}, %m{k}[{}] : {}",
                    idx0.join(", "),
                    m.ty
                ));
                let empty = format!("%z{k}");
                b(format!("{empty} = {}", constant(e, -(k as i64) - 1)));
                exit_vals.push((e.to_string(), v, empty));
            }
        }
    }
    // Memrefs handed back (ranked or not), in a seeded choice.
    for (k, m) in mems.iter().enumerate() {
        if rng.chance(2) {
            results.push((format!("%m{k}"), m.ty.clone()));
        }
    }
    for (k, s) in scalars.iter().enumerate() {
        if rng.chance(2) {
            results.push((format!("%s{k}"), s.to_string()));
        }
    }
    // A predicate over all ranked memrefs being non-empty.
    let mut pred = "%true".to_string();
    for (i, p) in preds.iter().enumerate() {
        b(format!("%p{i} = arith.andi {pred}, {p} : i1"));
        pred = format!("%p{i}");
    }
    let arg_types: Vec<&str> = exit_vals.iter().map(|(t, ..)| t.as_str()).collect();
    let empties: Vec<&str> = exit_vals.iter().map(|(_, _, e)| e.as_str()).collect();
    let works: Vec<&str> = exit_vals.iter().map(|(_, w, _)| w.as_str()).collect();
    let succ = |vals: &[&str]| {
        if vals.is_empty() {
            "^exit".to_string()
        } else {
            format!("^exit({} : {})", vals.join(", "), arg_types.join(", "))
        }
    };
    b(format!("cf.cond_br {pred}, ^work, {}", succ(&empties)));

    let mut all_results: Vec<(String, String)> = exit_vals
        .iter()
        .enumerate()
        .map(|(i, (t, ..))| (format!("%r{i}"), t.clone()))
        .collect();
    all_results.extend(results);
    // Functions with no several results and no memref are not interesting to the harness; every
    // function has a memref argument, so this always holds.
    let (res_vals, res_types) = function_header(out, name, &params, &all_results, c_iface);
    out.push_str(&body);
    let _ = writeln!(out, "  ^work:");
    out.push_str(&work);
    let _ = writeln!(out, "    cf.br {}", succ(&works));
    let block_args: Vec<String> = exit_vals
        .iter()
        .enumerate()
        .map(|(i, (t, ..))| format!("%r{i}: {t}"))
        .collect();
    if block_args.is_empty() {
        let _ = writeln!(out, "  ^exit:");
    } else {
        let _ = writeln!(out, "  ^exit({}):", block_args.join(", "));
    }
    if res_vals.is_empty() {
        let _ = writeln!(out, "    return");
    } else {
        let _ = writeln!(
            out,
            "    return {} : {}",
            res_vals.join(", "),
            res_types.join(", ")
        );
    }
    let _ = writeln!(out, "}}");
}

/// Program number `seed`: one to three functions.
pub fn program(seed: u64) -> String {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xd1ff);
    let mut out = format!("// diffprog seed {seed}\n");
    for f in 0..rng.range(1, 3) {
        function(&mut rng, &format!("f{f}"), &mut out);
    }
    out
}

/// Writes the `func.func` line of a generated function (with the C interface when `c_iface`);
/// gives the result values and types, for its `return`.
pub(super) fn function_header<'r>(
    out: &mut String,
    name: &str,
    params: &[String],
    results: &'r [(String, String)],
    c_iface: bool,
) -> (Vec<&'r str>, Vec<&'r str>) {
    let res_types: Vec<&str> = results.iter().map(|(_, t)| t.as_str()).collect();
    let res_vals: Vec<&str> = results.iter().map(|(v, _)| v.as_str()).collect();
    let attrs = if c_iface {
        " attributes {llvm.emit_c_interface}"
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "func.func @{name}({}) -> ({}){attrs} {{",
        params.join(", "),
        res_types.join(", ")
    );
    (res_vals, res_types)
}
