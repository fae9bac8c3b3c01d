//! The campaign's programs: seeded, executable func/arith/cf/memref modules made of *features*,
//! each a function of its own (see [`FEATURES`]): memref accesses through every descriptor field,
//! `memref.global`s read and written, libm calls (`llvm.call @fmodf`, `llvm.intr.pow`,
//! `arith.remf`), non-contiguous `memref.copy` (MLIR's runtime `memrefCopy`), fresh allocations
//! and deallocations (the generic allocation functions under `use-generic-functions=1`), unranked
//! memrefs and several results; and a lowering [`Config`] per program (default, index-bitwidth 32,
//! generic functions, aligned alloc, bare pointers). A new feature is one more function and a row
//! in [`FEATURES`] (the `math` and `scf` dialects are not in irbridge yet: libm is reached through
//! the `llvm` dialect).
//!
//! Every memref a function reads has at least two elements along each dimension when the harness
//! or the campaign's driver calls it (both pass sizes of 2 or more), so first and last elements
//! differ and every stride is used.

use crate::abi::descriptor::Rng;
use irbridge::dialect::arith::{
    AddFOp, AddIOp, MaxSIOp, MaximumFOp, MulFOp, MulIOp, SubFOp, SubIOp, XOrIOp,
};
use std::fmt::Write;

/// How a program is lowered (the pass options, the same for upstream and irbridge).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Config {
    Default,
    Index32,
    Generic,
    AlignedAlloc,
    Bare,
}

impl Config {
    pub fn name(self) -> &'static str {
        match self {
            Config::Default => "default",
            Config::Index32 => "index-bitwidth=32",
            Config::Generic => "use-generic-functions=1",
            Config::AlignedAlloc => "use-aligned-alloc=1",
            Config::Bare => "use-bare-ptr-memref-call-conv=1",
        }
    }

    /// The `--pipeline` words: the views' passes first, then the option.
    pub fn pipeline(self) -> Vec<String> {
        let mut p = vec!["expand-strided-metadata".to_string()];
        if self != Config::Default {
            p.push(self.name().to_string());
        }
        p
    }

    pub fn index_bits(self) -> u32 {
        if self == Config::Index32 {
            32
        } else {
            64
        }
    }
}

/// A generated program.
pub struct Program {
    pub seed: u64,
    pub config: Config,
    pub mlir: String,
    /// The features of its functions, in order (`f0` has the first).
    pub features: Vec<&'static str>,
}

/// The module being built.
pub struct Module {
    config: Config,
    /// Module-level ops (globals, `llvm.func` declarations), without duplicates.
    top: Vec<String>,
    funcs: String,
}

impl Module {
    fn top(&mut self, line: String) {
        if !self.top.contains(&line) {
            self.top.push(line);
        }
    }
}

type Feature = fn(&mut Module, &mut Rng, &str);
type Allowed = fn(Config) -> bool;

/// The features: name, the function maker, and the configurations it runs under.
pub const FEATURES: &[(&str, Feature, Allowed)] = &[
    ("access", access, |_| true),
    ("results", several_results, |c| c != Config::Bare),
    ("global", global, |_| true),
    ("math", math, |_| true),
    // memrefCopy reads 64-bit descriptors: not with index-bitwidth=32.
    ("copy", copy, |c| c != Config::Index32),
    ("alloc", alloc, |_| true),
    ("unranked", unranked, |c| c != Config::Bare),
];

const ELEMS: [&str; 4] = ["f32", "f64", "i32", "i64"];

fn is_float(t: &str) -> bool {
    t.starts_with('f')
}

/// A memref type and what the body needs of it.
struct MemTy {
    text: String,
    rank: usize,
    elem: &'static str,
}

/// A ranked memref type of `rank` over `elem`: static sizes 2..4 or dynamic ones, the identity
/// layout or a strided one with dynamic strides and offset (only static identity under the
/// bare-pointer convention).
fn memref_ty(rng: &mut Rng, config: Config, elem: &'static str, rank: usize) -> MemTy {
    let bare = config == Config::Bare;
    let dims: Vec<String> = (0..rank)
        .map(|_| {
            if !bare && rng.chance(2) {
                "?".into()
            } else {
                rng.range(2, 4).to_string()
            }
        })
        .collect();
    let shape: String = dims.iter().map(|d| format!("{d}x")).collect();
    let layout = if bare || rng.chance(2) {
        String::new()
    } else {
        format!(", strided<[{}], offset: ?>", vec!["?"; rank].join(", "))
    };
    MemTy {
        text: format!("memref<{shape}{elem}{layout}>"),
        rank,
        elem,
    }
}

fn elem(rng: &mut Rng) -> &'static str {
    ELEMS[rng.range(0, ELEMS.len() as i64 - 1) as usize]
}

fn combine(rng: &mut Rng, t: &str) -> &'static str {
    if is_float(t) {
        [AddFOp::NAME, MulFOp::NAME, SubFOp::NAME, MaximumFOp::NAME][rng.range(0, 3) as usize]
    } else {
        [
            AddIOp::NAME,
            MulIOp::NAME,
            XOrIOp::NAME,
            SubIOp::NAME,
            MaxSIOp::NAME,
        ][rng.range(0, 4) as usize]
    }
}

fn attrs(rng: &mut Rng, config: Config) -> &'static str {
    if config != Config::Bare && rng.chance(3) {
        ""
    } else {
        " attributes {llvm.emit_c_interface}"
    }
}

/// A function body under construction.
struct Body {
    text: String,
    consts: Vec<usize>,
}

impl Body {
    fn new() -> Body {
        Body {
            text: String::new(),
            consts: vec![],
        }
    }
    fn op(&mut self, s: String) {
        self.text.push_str("    ");
        self.text.push_str(&s);
        self.text.push('\n');
    }
    /// `%cN`, the index constant N.
    fn c(&mut self, n: usize) -> String {
        if !self.consts.contains(&n) {
            self.consts.push(n);
            self.op(format!("%c{n} = arith.constant {n} : index"));
        }
        format!("%c{n}")
    }
    /// Indices of the first and the last element of `m` (`%m`, rank `r`): `[%c0, ..]`, `[%lK_0, ..]`.
    fn first_last(&mut self, m: &str, ty: &MemTy) -> (String, String) {
        let mut first = vec![];
        let mut last = vec![];
        let one = self.c(1);
        for i in 0..ty.rank {
            let ci = self.c(i);
            let z = self.c(0);
            let key = m.trim_start_matches('%');
            self.op(format!("%d_{key}_{i} = memref.dim {m}, {ci} : {}", ty.text));
            self.op(format!(
                "%l_{key}_{i} = arith.subi %d_{key}_{i}, {one} : index"
            ));
            first.push(z);
            last.push(format!("%l_{key}_{i}"));
        }
        (first.join(", "), last.join(", "))
    }
}

fn func(
    m: &mut Module,
    name: &str,
    params: &[String],
    results: &[(String, String)],
    body: Body,
    attrs: &str,
) {
    let tys: Vec<&str> = results.iter().map(|(_, t)| t.as_str()).collect();
    let vals: Vec<&str> = results.iter().map(|(v, _)| v.as_str()).collect();
    let _ = writeln!(
        m.funcs,
        "func.func @{name}({}) -> ({}){attrs} {{",
        params.join(", "),
        tys.join(", ")
    );
    m.funcs.push_str(&body.text);
    if vals.is_empty() {
        m.funcs.push_str("    return\n");
    } else {
        let _ = writeln!(
            m.funcs,
            "    return {} : {}",
            vals.join(", "),
            tys.join(", ")
        );
    }
    m.funcs.push_str("}\n");
}

/// Reads the first and the last element of one to three memrefs, combines them with a scalar
/// argument and stores the result at the last element; returns some of the values, sizes, memrefs
/// and scalars (at most one result under the bare-pointer convention).
fn access(m: &mut Module, rng: &mut Rng, name: &str) {
    let bare = m.config == Config::Bare;
    let n = rng.range(1, 3) as usize;
    // Two arguments of one type now and then: a swap of equal-typed arguments must show.
    let (e0, r0) = (elem(rng), rng.range(1, 3) as usize);
    let first = memref_ty(rng, m.config, e0, r0);
    let mut mems = vec![];
    for k in 0..n {
        if k == 0 || (k == 1 && rng.chance(2)) {
            mems.push(MemTy {
                text: first.text.clone(),
                rank: first.rank,
                elem: first.elem,
            });
        } else {
            let e = elem(rng);
            let r = rng.range(1, 3) as usize;
            mems.push(memref_ty(rng, m.config, e, r));
        }
    }
    let scalar = (rng.chance(2)).then(|| mems[0].elem);
    let mut params: Vec<String> = mems
        .iter()
        .enumerate()
        .map(|(k, t)| format!("%m{k}: {}", t.text))
        .collect();
    if let Some(s) = scalar {
        params.push(format!("%s: {s}"));
    }
    let mut b = Body::new();
    let mut results: Vec<(String, String)> = vec![];
    for (k, t) in mems.iter().enumerate() {
        let mk = format!("%m{k}");
        let (first, last) = b.first_last(&mk, t);
        b.op(format!("%x{k} = memref.load {mk}[{first}] : {}", t.text));
        b.op(format!("%y{k} = memref.load {mk}[{last}] : {}", t.text));
        let op = combine(rng, t.elem);
        b.op(format!("%v{k} = {op} %x{k}, %y{k} : {}", t.elem));
        let mut v = format!("%v{k}");
        if scalar == Some(t.elem) {
            let op = combine(rng, t.elem);
            b.op(format!("%w{k} = {op} {v}, %s : {}", t.elem));
            v = format!("%w{k}");
        }
        b.op(format!("memref.store {v}, {mk}[{last}] : {}", t.text));
        if rng.chance(2) {
            results.push((v, t.elem.to_string()));
        }
        if rng.chance(3) {
            results.push((format!("%d_m{k}_0"), "index".into()));
        }
        if rng.chance(3) {
            results.push((mk.clone(), t.text.clone()));
        }
    }
    if let Some(s) = scalar {
        if rng.chance(3) {
            results.push(("%s".into(), s.into()));
        }
    }
    if bare {
        results.truncate(1);
    }
    let a = attrs(rng, m.config);
    func(m, name, &params, &results, b, a);
}

/// Two to four results of mixed kinds: values, a memref argument handed back, a view of one, and
/// sizes.
fn several_results(m: &mut Module, rng: &mut Rng, name: &str) {
    let e = elem(rng);
    let r = rng.range(1, 2) as usize;
    let t = memref_ty(rng, m.config, e, r);
    let eu = elem(rng);
    let u = memref_ty(rng, m.config, eu, 1);
    let params = vec![
        format!("%a: {}", t.text),
        format!("%b: {}", u.text),
        format!("%k: {e}"),
    ];
    let mut b = Body::new();
    let (first, last) = b.first_last("%a", &t);
    let (bfirst, _) = b.first_last("%b", &u);
    b.op(format!("%x = memref.load %a[{first}] : {}", t.text));
    b.op(format!("%y = memref.load %a[{last}] : {}", t.text));
    let op = combine(rng, e);
    b.op(format!("%v = {op} %x, %k : {e}"));
    b.op(format!("memref.store %v, %a[{first}] : {}", t.text));
    b.op(format!("%z = memref.load %b[{bfirst}] : {}", u.text));
    let mut results = vec![
        ("%y".to_string(), e.to_string()),
        ("%b".to_string(), u.text.clone()),
        ("%v".to_string(), e.to_string()),
        ("%z".to_string(), u.elem.to_string()),
        ("%a".to_string(), t.text.clone()),
        ("%d_a_0".to_string(), "index".to_string()),
    ];
    // A seeded choice of 2..4, in a seeded order.
    let keep = rng.range(2, 4) as usize;
    for i in (1..results.len()).rev() {
        let j = rng.range(0, i as i64) as usize;
        results.swap(i, j);
    }
    results.truncate(keep);
    let a = attrs(rng, m.config);
    func(m, name, &params, &results, b, a);
}

/// Reads and writes a `memref.global` (its initial value is what every call must see first).
fn global(m: &mut Module, rng: &mut Rng, name: &str) {
    let e = elem(rng);
    let t = memref_ty(rng, m.config, e, 1);
    let g = format!("g_{name}");
    let init: Vec<String> = (0..4)
        .map(|i| {
            let v = rng.range(1, 40) + i;
            if is_float(e) {
                format!("{:?}", v as f64 / 2.0)
            } else {
                v.to_string()
            }
        })
        .collect();
    m.top(format!(
        "memref.global \"private\" @{g} : memref<4x{e}> = dense<[{}]>",
        init.join(", ")
    ));
    let params = vec![format!("%m: {}", t.text), format!("%s: {e}")];
    let mut b = Body::new();
    let (first, last) = b.first_last("%m", &t);
    let c1 = b.c(1);
    b.op(format!("%g = memref.get_global @{g} : memref<4x{e}>"));
    b.op(format!("%a = memref.load %g[{c1}] : memref<4x{e}>"));
    b.op(format!("%x = memref.load %m[{last}] : {}", t.text));
    let op = combine(rng, e);
    b.op(format!("%n = {op} %a, %x : {e}"));
    let op = combine(rng, e);
    b.op(format!("%n2 = {op} %n, %s : {e}"));
    b.op(format!("memref.store %n2, %g[{c1}] : memref<4x{e}>"));
    b.op(format!("memref.store %a, %m[{first}] : {}", t.text));
    let results = if m.config == Config::Bare {
        vec![("%n2".to_string(), e.to_string())]
    } else {
        vec![
            ("%a".to_string(), e.to_string()),
            ("%n2".to_string(), e.to_string()),
        ]
    };
    let a = attrs(rng, m.config);
    func(m, name, &params, &results, b, a);
}

/// libm through the llvm dialect: `llvm.call @fmodf`/`@hypot`, `llvm.intr.pow` and `arith.remf`
/// (both calls to libm at -O0).
fn math(m: &mut Module, rng: &mut Rng, name: &str) {
    let e = if rng.chance(2) { "f32" } else { "f64" };
    let sfx = if e == "f32" { "f" } else { "" };
    let t = memref_ty(rng, m.config, e, 1);
    for f in ["fmod", "hypot"] {
        m.top(format!("llvm.func @{f}{sfx}({e}, {e}) -> {e}"));
    }
    let params = vec![format!("%m: {}", t.text), format!("%s: {e}")];
    let mut b = Body::new();
    let (first, last) = b.first_last("%m", &t);
    b.op(format!("%x = memref.load %m[{first}] : {}", t.text));
    b.op(format!("%y = memref.load %m[{last}] : {}", t.text));
    b.op(format!(
        "%r1 = llvm.call @fmod{sfx}(%s, %x) : ({e}, {e}) -> {e}"
    ));
    b.op(format!(
        "%r2 = llvm.call @hypot{sfx}(%x, %y) : ({e}, {e}) -> {e}"
    ));
    b.op(format!("%r3 = llvm.intr.pow(%y, %x) : ({e}, {e}) -> {e}"));
    b.op(format!("%r4 = arith.remf %r2, %y : {e}"));
    b.op(format!("memref.store %r4, %m[{first}] : {}", t.text));
    let mut results = vec![
        ("%r1".to_string(), e.to_string()),
        ("%r3".to_string(), e.to_string()),
    ];
    if m.config == Config::Bare {
        results.truncate(1);
    }
    let a = attrs(rng, m.config);
    func(m, name, &params, &results, b, a);
}

/// `memref.copy` of a (usually strided, non-contiguous) memref into a fresh one and back, after a
/// change: MLIR's runtime `memrefCopy` for non-contiguous layouts.
fn copy(m: &mut Module, rng: &mut Rng, name: &str) {
    let e = elem(rng);
    let rank = rng.range(1, 2) as usize;
    let t = if m.config == Config::Bare {
        memref_ty(rng, m.config, e, rank)
    } else {
        MemTy {
            text: format!(
                "memref<{}{e}, strided<[{}], offset: ?>>",
                "?x".repeat(rank),
                vec!["?"; rank].join(", ")
            ),
            rank,
            elem: e,
        }
    };
    let fresh = if m.config == Config::Bare {
        t.text.clone()
    } else {
        format!("memref<{}{e}>", "?x".repeat(rank))
    };
    let params = vec![format!("%a: {}", t.text)];
    let mut b = Body::new();
    let (first, last) = b.first_last("%a", &t);
    let dyn_sizes: Vec<String> = if m.config == Config::Bare {
        vec![]
    } else {
        (0..rank).map(|i| format!("%d_a_{i}")).collect()
    };
    b.op(format!(
        "%t = memref.alloc({}) : {fresh}",
        dyn_sizes.join(", ")
    ));
    b.op(format!("memref.copy %a, %t : {} to {fresh}", t.text));
    b.op(format!("%x = memref.load %t[{last}] : {fresh}"));
    let op = combine(rng, e);
    b.op(format!("%y = {op} %x, %x : {e}"));
    b.op(format!("memref.store %y, %t[{first}] : {fresh}"));
    b.op(format!("memref.copy %t, %a : {fresh} to {}", t.text));
    let results = if rng.chance(2) {
        vec![("%t".to_string(), fresh)]
    } else {
        b.op(format!("memref.dealloc %t : {fresh}"));
        vec![("%y".to_string(), e.to_string())]
    };
    let a = attrs(rng, m.config);
    func(m, name, &params, &results, b, a);
}

/// A fresh allocation (sometimes over-aligned) filled from an argument and returned, and a
/// temporary one freed: malloc/free, aligned_alloc, or the generic allocation functions.
fn alloc(m: &mut Module, rng: &mut Rng, name: &str) {
    let e = elem(rng);
    let mut t = memref_ty(rng, m.config, e, 1);
    if m.config == Config::Index32 && t.text.contains("strided") {
        // Contiguous: memrefCopy reads 64-bit descriptors (see `copy`).
        t.text = format!("memref<?x{e}>");
    }
    let bare = m.config == Config::Bare;
    let fresh = if bare {
        t.text.clone()
    } else {
        format!("memref<?x{e}>")
    };
    // Over-aligned allocations meet two known upstream 19 bugs under index-bitwidth=32 (the
    // pointer is aligned through i32) and the bare-pointer convention (the allocated pointer is
    // returned): `corpus/abi/upstream-bugs/`.
    let over_aligned_ok = !matches!(m.config, Config::Index32 | Config::Bare);
    let align = match rng.range(0, 2) {
        _ if !over_aligned_ok => "",
        0 => "",
        1 => " {alignment = 64 : i64}",
        _ => " {alignment = 4096 : i64}",
    };
    let params = vec![format!("%m: {}", t.text), format!("%s: {e}")];
    let mut b = Body::new();
    let (first, last) = b.first_last("%m", &t);
    let size = if bare {
        String::new()
    } else {
        "%d_m_0".to_string()
    };
    b.op(format!("%t = memref.alloc({size}){align} : {fresh}"));
    b.op(format!("memref.copy %m, %t : {} to {fresh}", t.text));
    b.op(format!("%tmp = memref.alloc() : memref<2x{e}>"));
    b.op(format!("memref.store %s, %tmp[{first}] : memref<2x{e}>"));
    b.op(format!("%q = memref.load %tmp[{first}] : memref<2x{e}>"));
    b.op(format!("memref.dealloc %tmp : memref<2x{e}>"));
    b.op(format!("%x = memref.load %t[{last}] : {fresh}"));
    let op = combine(rng, e);
    b.op(format!("%v = {op} %x, %q : {e}"));
    b.op(format!("memref.store %v, %t[{first}] : {fresh}"));
    let mut results = vec![("%t".to_string(), fresh)];
    if !bare && rng.chance(2) {
        results.push(("%v".to_string(), e.to_string()));
    }
    let a = attrs(rng, m.config);
    func(m, name, &params, &results, b, a);
}

/// An unranked argument (its rank) and an unranked result (a ranked argument cast).
fn unranked(m: &mut Module, rng: &mut Rng, name: &str) {
    let e = elem(rng);
    let t = memref_ty(rng, m.config, e, 1);
    let params = vec![format!("%u: memref<*x{e}>"), format!("%m: {}", t.text)];
    let mut b = Body::new();
    let (first, _) = b.first_last("%m", &t);
    b.op(format!("%r = memref.rank %u : memref<*x{e}>"));
    b.op(format!("%x = memref.load %m[{first}] : {}", t.text));
    b.op(format!("%c = memref.cast %m : {} to memref<*x{e}>", t.text));
    let mut results = vec![
        ("%c".to_string(), format!("memref<*x{e}>")),
        ("%r".to_string(), "index".to_string()),
    ];
    if rng.chance(2) {
        results.push(("%u".to_string(), format!("memref<*x{e}>")));
    }
    if rng.chance(2) {
        results.push(("%x".to_string(), e.to_string()));
    }
    let a = attrs(rng, m.config);
    func(m, name, &params, &results, b, a);
}

/// The configuration of program `seed`.
pub fn config_of(seed: u64) -> Config {
    match seed % 6 {
        0 | 1 => Config::Default,
        2 => Config::Index32,
        3 => Config::Generic,
        4 => Config::Bare,
        _ => Config::AlignedAlloc,
    }
}

/// Program number `seed`: two or three functions of seeded features.
pub fn program(seed: u64) -> Program {
    let config = config_of(seed);
    let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9) ^ 0xab1_5eed);
    let mut m = Module {
        config,
        top: vec![],
        funcs: String::new(),
    };
    let allowed: Vec<usize> = (0..FEATURES.len())
        .filter(|i| (FEATURES[*i].2)(config))
        .collect();
    let n = rng.range(2, 3) as usize;
    let mut features = vec![];
    for f in 0..n {
        // Every feature comes round: program `seed` starts at feature `seed`.
        let pick = if f == 0 {
            allowed[seed as usize % allowed.len()]
        } else {
            allowed[rng.range(0, allowed.len() as i64 - 1) as usize]
        };
        let (name, make, _) = FEATURES[pick];
        make(&mut m, &mut rng, &format!("f{f}"));
        features.push(name);
    }
    let mut mlir = format!(
        "// abi-mutants program {seed}: {} ({})\n",
        features.join(", "),
        config.name()
    );
    for t in &m.top {
        mlir.push_str(t);
        mlir.push('\n');
    }
    mlir.push_str(&m.funcs);
    Program {
        seed,
        config,
        mlir,
        features,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn programs_are_deterministic_and_cover_every_feature_and_config() {
        let mut seen = std::collections::BTreeSet::new();
        let mut configs = std::collections::BTreeSet::new();
        for seed in 0..42 {
            let p = super::program(seed);
            assert_eq!(p.mlir, super::program(seed).mlir);
            seen.extend(p.features.iter().copied());
            configs.insert(p.config.name());
        }
        assert_eq!(seen.len(), super::FEATURES.len(), "{seen:?}");
        assert_eq!(configs.len(), 5);
    }
}
