//! The structured program generator (`irbridge diffprog --dialects ...`): deterministic executable
//! programs with `scf` loops and conditionals (`scf.for` with iter_args, `scf.if` with results,
//! `scf.while`, `scf.index_switch`), `affine` loops and conditionals (`affine.for` with min/max
//! bounds, steps and iter_args, `affine.if` with results, `affine.load`/`affine.store`,
//! `affine.apply`/`min`/`max`), `math` calls and `vector` ops (`broadcast`, `splat`,
//! `extract`/`insert`, `extractelement`/`insertelement`, `reduction`, `fma`, `shuffle`,
//! `from_elements`, `vector.load`/`vector.store`, 1-D transfers, the 2-D, column and transposed
//! transfers `convert-vector-to-scf` lowers, and `vector.contract`s: matmuls, matvecs, batched and
//! masked dot products), over memref arguments of rank 1 and 2 with static
//! and dynamic sizes and strided layouts. `complex` programs add complex numbers made of live
//! floats (every complex op but `constant` and `bitcast`, with and without fastmath flags; a part
//! or a comparison of the result goes on) and `math.ipowi`/`fpowi`/`ctlz`.
//!
//! Vector programs print: `vector.print` of vectors (of the function's element type, converted to
//! `i8`/`i16` lanes, floats of the other width, or ints as floats, compared into `i1` lanes, or a 2-D outer product) and of
//! scalars in scope, with and without `punctuation`, punctuation marks alone, `str` literals with
//! escapes, and records (`( x, [...] )`). The ABI harness captures what each run prints (MLIR's C
//! runner utils write it) and compares it like any other observation. The prints draw on a random
//! stream of their own and name their values `%p<n>`: without them, a seed's program is the one
//! it was before prints existed. A few per function, some in loops: modest output.
//!
//! Every memref access is in bounds for any descriptor the ABI harness builds: elements are read
//! and written only at loop induction variables bounded by the memref's sizes (or their
//! `affine.apply` reversal), vectors only from a static `memref<8xT>`. No operation has undefined
//! behaviour (no divisions, shifts or poison-producing flags), and `math` ops are only applied to
//! values computed from the arguments, never to constants alone, so no lowering can fold them at
//! compile time with a different libm.

use crate::abi::descriptor::Rng;
use irbridge::dialect::{arith, complex, math, scf, vector};
use std::fmt::Write;

/// The dialects a structured program may use beyond func/arith/memref.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Dialects {
    pub scf: bool,
    pub affine: bool,
    pub math: bool,
    pub vector: bool,
    /// Complex ops and the integer powers and counts (`math.ipowi`, `fpowi` with an `i64`
    /// exponent, `ctlz`), lowered the way users do before `--convert-to-llvm` (issue 20; not
    /// part of `all`, whose programs stay what they were).
    pub complex: bool,
}

impl Dialects {
    /// The names `--dialects` takes.
    pub const NAMES: [&'static str; 5] = ["scf", "affine", "math", "vector", "complex"];

    /// Parses `scf,affine,...` (each word one of [`Self::NAMES`], or `all`).
    pub fn parse(words: &[String]) -> Result<Dialects, String> {
        let mut d = Dialects::default();
        for w in words.iter().flat_map(|w| w.split(',')) {
            match w.trim() {
                "" => {}
                "scf" => d.scf = true,
                "affine" => d.affine = true,
                "math" => d.math = true,
                "vector" => d.vector = true,
                "complex" => d.complex = true,
                "all" => {
                    d = Dialects {
                        scf: true,
                        affine: true,
                        math: true,
                        vector: true,
                        complex: d.complex,
                    }
                }
                other => {
                    return Err(format!(
                        "--dialects: unknown dialect '{other}' (one of: {}, all)",
                        Self::NAMES.join(", ")
                    ))
                }
            }
        }
        Ok(d)
    }

    /// True if any dialect is selected (the structured generator is used).
    pub fn any(&self) -> bool {
        self.scf || self.affine || self.math || self.vector || self.complex
    }

    /// `scf,affine,...` as given to `--dialects`.
    pub fn spelled(&self) -> String {
        let on = [self.scf, self.affine, self.math, self.vector, self.complex];
        Self::NAMES
            .iter()
            .zip(on)
            .filter(|(_, b)| *b)
            .map(|(n, _)| *n)
            .collect::<Vec<_>>()
            .join(",")
    }
}

const ELEMS: [&str; 4] = ["f32", "f64", "i32", "i64"];
const SCALARS: [&str; 5] = ["f32", "f64", "i32", "i64", "index"];
/// The vector shape of vector values.
const LANES: usize = 4;
/// The static size of the memref vectors are loaded from and stored to.
const VMEM: usize = 8;
/// The rows of the 2-D memref (`memref<WROWSxVMEMxT>`) of 2-D and column transfers.
const WROWS: i64 = 4;

/// The op of the seeded prints.
const PRINT: &str = vector::PrintOp::NAME;
/// The ops of the contractions and the matrices they take.
const CONTRACT: &str = vector::ContractionOp::NAME;
const MASK: &str = vector::MaskOp::NAME;
const BROADCAST: &str = vector::BroadcastOp::NAME;
const INSERT: &str = vector::InsertOp::NAME;
const EXTRACT: &str = vector::ExtractOp::NAME;
const TRANSPOSE: &str = vector::TransposeOp::NAME;

/// The complex ops of `complex` programs: unary (and whether the result is the float type)...
const COMPLEX_UNARY: [(&str, bool); 15] = [
    (complex::AbsOp::NAME, true),
    (complex::AngleOp::NAME, true),
    (complex::SqrtOp::NAME, false),
    (complex::RsqrtOp::NAME, false),
    (complex::ExpOp::NAME, false),
    (complex::Expm1Op::NAME, false),
    (complex::LogOp::NAME, false),
    (complex::Log1pOp::NAME, false),
    (complex::SinOp::NAME, false),
    (complex::CosOp::NAME, false),
    (complex::TanOp::NAME, false),
    (complex::TanhOp::NAME, false),
    (complex::SignOp::NAME, false),
    (complex::NegOp::NAME, false),
    (complex::ConjOp::NAME, false),
];
/// ... and binary (and whether it compares, giving `i1`).
const COMPLEX_BINARY: [(&str, bool); 8] = [
    (complex::AddOp::NAME, false),
    (complex::SubOp::NAME, false),
    (complex::MulOp::NAME, false),
    (complex::DivOp::NAME, false),
    (complex::PowOp::NAME, false),
    (complex::Atan2Op::NAME, false),
    (complex::EqualOp::NAME, true),
    (complex::NotEqualOp::NAME, true),
];
const CREATE: &str = complex::CreateOp::NAME;

fn is_float(t: &str) -> bool {
    t.starts_with('f')
}

/// A value in scope: its name, type, and whether it depends on the arguments (`live`), so that no
/// pass can fold it.
#[derive(Clone)]
struct Val {
    name: String,
    ty: &'static str,
    live: bool,
}

/// A memref argument of rank 1 or 2.
struct Mem {
    name: String,
    ty: String,
    elem: &'static str,
    /// The names of its sizes (`memref.dim` at the function's top level: valid affine symbols).
    dims: Vec<String>,
}

struct Gen<'a> {
    rng: &'a mut Rng,
    /// The stream of the `vector.print`s of vector programs (see [`Gen::print`]): apart from the
    /// prints, a program is what it was before they existed.
    prng: &'a mut Rng,
    /// The number of the last value a print made (`%p<n>`, apart from `next`).
    next_print: usize,
    d: Dialects,
    body: String,
    indent: usize,
    next: usize,
    /// Scalars in scope (a stack: regions truncate it when they close).
    pool: Vec<Val>,
    /// Vectors in scope (`vector<4xT>`), by element type.
    vpool: Vec<Val>,
    mems: Vec<Mem>,
    /// The static `memref<8xT>` of vector loads and stores, if any.
    vmem: Option<Mem>,
    /// The static `memref<4x8xT>` of 2-D and column transfers (`convert-vector-to-scf`'s), with
    /// `vmem`.
    wmem: Option<Mem>,
}

impl Gen<'_> {
    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.body.push_str("  ");
        }
        self.body.push_str(s);
        self.body.push('\n');
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.rng.range(0, xs.len() as i64 - 1) as usize].clone()
    }

    fn constant(&mut self, ty: &'static str) -> String {
        let v = self.rng.range(-6, 9);
        let name = self.fresh();
        let text = if is_float(ty) {
            format!("{name} = arith.constant {:?} : {ty}", v as f64 / 4.0)
        } else {
            format!("{name} = arith.constant {v} : {ty}")
        };
        self.line(&text);
        self.pool.push(Val {
            name: name.clone(),
            ty,
            live: false,
        });
        name
    }

    /// A value of type `ty` in scope (preferably live), or a new constant.
    fn value(&mut self, ty: &'static str) -> Val {
        let cands: Vec<Val> = self.pool.iter().filter(|v| v.ty == ty).cloned().collect();
        if !cands.is_empty() && !self.rng.chance(6) {
            let live: Vec<Val> = cands.iter().filter(|v| v.live).cloned().collect();
            if !live.is_empty() && !self.rng.chance(4) {
                return self.pick(&live);
            }
            return self.pick(&cands);
        }
        let name = self.constant(ty);
        Val {
            name,
            ty,
            live: false,
        }
    }

    fn push(&mut self, name: String, ty: &'static str, live: bool) {
        self.pool.push(Val { name, ty, live });
    }

    fn combine_op(&mut self, ty: &str) -> &'static str {
        if is_float(ty) {
            self.pick(&[
                arith::AddFOp::NAME,
                arith::MulFOp::NAME,
                arith::SubFOp::NAME,
                arith::MaximumFOp::NAME,
                arith::MinimumFOp::NAME,
            ])
        } else {
            self.pick(&[
                arith::AddIOp::NAME,
                arith::MulIOp::NAME,
                arith::XOrIOp::NAME,
                arith::MaxSIOp::NAME,
                arith::MinUIOp::NAME,
                arith::SubIOp::NAME,
                arith::AndIOp::NAME,
                arith::OrIOp::NAME,
            ])
        }
    }

    /// `a op b` for a seeded combining op; the new value's name.
    fn combine(&mut self, a: &Val, b: &Val) -> Val {
        let op = self.combine_op(a.ty);
        let name = self.fresh();
        self.line(&format!("{name} = {op} {}, {} : {}", a.name, b.name, a.ty));
        Val {
            name,
            ty: a.ty,
            live: a.live || b.live,
        }
    }

    /// A seeded `math` op on live `x` (its type's ops), if `math` is on.
    fn math(&mut self, x: &Val) -> Val {
        if !self.d.math || !x.live || x.ty == "index" {
            return x.clone();
        }
        let name = self.fresh();
        let t = x.ty;
        let text = if is_float(t) {
            match self.rng.range(0, 9) {
                0 => {
                    let op = self.pick(&[
                        "absf",
                        "ceil",
                        "floor",
                        "trunc",
                        "round",
                        "roundeven",
                        "sqrt",
                        "rsqrt",
                    ]);
                    format!("{name} = math.{op} {} : {t}", x.name)
                }
                1 | 2 => {
                    let op = self.pick(&[
                        "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos",
                    ]);
                    format!("{name} = math.{op} {} : {t}", x.name)
                }
                3 => {
                    let y = self.value(t);
                    format!("{name} = math.copysign {}, {} : {t}", x.name, y.name)
                }
                4 => {
                    let y = self.value(t);
                    format!("{name} = math.powf {}, {} : {t}", x.name, y.name)
                }
                5 => {
                    let y = self.value(t);
                    let z = self.value(t);
                    format!("{name} = math.fma {}, {}, {} : {t}", x.name, y.name, z.name)
                }
                6 => {
                    let n = self.value("i32");
                    format!("{name} = math.fpowi {}, {} : {t}, i32", x.name, n.name)
                }
                7 => {
                    let op = self.pick(&["absf", "floor", "ceil"]);
                    let fm = self.pick(&["fast", "nnan", "contract", "afn"]);
                    format!("{name} = math.{op} {} fastmath<{fm}> : {t}", x.name)
                }
                _ => {
                    let op = self.pick(&["sqrt", "exp", "log1p", "cos"]);
                    format!("{name} = math.{op} {} : {t}", x.name)
                }
            }
        } else {
            let op = self.pick(&["absi", "ctlz", "cttz", "ctpop"]);
            format!("{name} = math.{op} {} : {t}", x.name)
        };
        self.line(&text);
        Val {
            name,
            ty: t,
            live: true,
        }
    }

    /// A boolean from comparing two values in scope.
    fn condition(&mut self) -> String {
        let ty = self.pick(&SCALARS);
        let a = self.value(ty);
        let b = self.value(ty);
        let name = self.fresh();
        if is_float(ty) {
            let p = self.pick(&["olt", "ogt", "oeq", "une", "ule", "uno"]);
            self.line(&format!(
                "{name} = arith.cmpf {p}, {}, {} : {ty}",
                a.name, b.name
            ));
        } else {
            let p = self.pick(&["slt", "sgt", "eq", "ne", "ult", "uge"]);
            self.line(&format!(
                "{name} = arith.cmpi {p}, {}, {} : {ty}",
                a.name, b.name
            ));
        }
        name
    }

    /// Opens a region: the scope to restore when it closes.
    fn open(&mut self) -> (usize, usize) {
        self.indent += 1;
        (self.pool.len(), self.vpool.len())
    }

    fn close(&mut self, scope: (usize, usize)) {
        self.indent -= 1;
        self.pool.truncate(scope.0);
        self.vpool.truncate(scope.1);
    }

    /// A few statements (fewer when nested deeper).
    fn statements(&mut self, depth: usize, n: usize) {
        for _ in 0..n {
            self.statement(depth);
            if self.d.vector && self.prng.chance(3) {
                self.print();
            }
        }
    }

    /// A value name of the prints' own (`%p<n>`).
    fn fresh_print(&mut self) -> String {
        self.next_print += 1;
        format!("%p{}", self.next_print)
    }

    /// One of `xs`, by the prints' stream.
    fn pick_print<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.prng.range(0, xs.len() as i64 - 1) as usize].clone()
    }

    /// The punctuation after a printed value: the default newline, or spelled out.
    fn punctuation(&mut self) -> &'static str {
        self.pick_print(&[
            "",
            "",
            "",
            " punctuation <no_punctuation>",
            " punctuation <comma>",
            " punctuation <newline>",
        ])
    }

    /// A vector of the function's vector type to print (`None`: none in scope), and as what: the
    /// vector itself, converted to another element type (`i8` or `i16` lanes, floats of the
    /// other width, ints as floats), compared lane-wise (`i1` lanes), or its outer product with another (2-D).
    fn printed_vector(&mut self) -> Option<(String, String)> {
        if self.vpool.is_empty() {
            return None;
        }
        let vs = self.vpool.clone();
        let a = self.pick_print(&vs);
        let elem = a.ty;
        let vt = Self::vty(elem);
        let p = self.fresh_print();
        Some(match self.prng.range(0, 7) {
            0 if !is_float(elem) => {
                let to = self.pick_print(&["i8", "i16"]);
                self.line(&format!(
                    "{p} = {} {} : {vt} to vector<{LANES}x{to}>",
                    arith::TruncIOp::NAME,
                    a.name
                ));
                (p, format!("vector<{LANES}x{to}>"))
            }
            0 if elem == "f32" => {
                self.line(&format!(
                    "{p} = {} {} : {vt} to vector<{LANES}xf64>",
                    arith::ExtFOp::NAME,
                    a.name
                ));
                (p, format!("vector<{LANES}xf64>"))
            }
            0 => {
                // f64 lanes as f32 (MLIR 19's runtime has no `printF16`, which f16 lanes call).
                self.line(&format!(
                    "{p} = {} {} : {vt} to vector<{LANES}xf32>",
                    arith::TruncFOp::NAME,
                    a.name
                ));
                (p, format!("vector<{LANES}xf32>"))
            }
            1 if !is_float(elem) => {
                let to = self.pick_print(&["f32", "f64"]);
                self.line(&format!(
                    "{p} = {} {} : {vt} to vector<{LANES}x{to}>",
                    arith::SIToFPOp::NAME,
                    a.name
                ));
                (p, format!("vector<{LANES}x{to}>"))
            }
            2 => {
                let b = self.pick_print(&vs);
                if is_float(elem) {
                    let pred = self.pick_print(&["olt", "oge", "une", "ord"]);
                    self.line(&format!(
                        "{p} = {} {pred}, {}, {} : {vt}",
                        arith::CmpFOp::NAME,
                        a.name,
                        b.name
                    ));
                } else {
                    let pred = self.pick_print(&["slt", "uge", "eq", "ne"]);
                    self.line(&format!(
                        "{p} = {} {pred}, {}, {} : {vt}",
                        arith::CmpIOp::NAME,
                        a.name,
                        b.name
                    ));
                }
                (p, format!("vector<{LANES}xi1>"))
            }
            3 => {
                let b = self.pick_print(&vs);
                self.line(&format!(
                    "{p} = {} {}, {} : {vt}, {vt}",
                    vector::OuterProductOp::NAME,
                    a.name,
                    b.name
                ));
                (p, format!("vector<{LANES}x{LANES}x{elem}>"))
            }
            _ => (a.name, vt),
        })
    }

    /// A seeded `vector.print` (vector programs): a vector (see [`Self::printed_vector`]) or a
    /// scalar in scope with or without punctuation, a punctuation mark alone, a string, or a
    /// record (`( scalar, vector )`). Lowered to calls of MLIR's C runner utils (`printF32`,
    /// `printF64`, `printI64`, `printU64`, `printOpen`, `printComma`, `printString`, ...), whose
    /// output the ABI harness captures and compares.
    fn print(&mut self) {
        match self.prng.range(0, 9) {
            0..=2 => {
                if let Some((v, t)) = self.printed_vector() {
                    let punct = self.punctuation();
                    self.line(&format!("{PRINT} {v} : {t}{punct}"));
                }
            }
            3..=5 if !self.pool.is_empty() => {
                let vs = self.pool.clone();
                let x = self.pick_print(&vs);
                let punct = self.punctuation();
                self.line(&format!("{PRINT} {} : {}{punct}", x.name, x.ty));
            }
            6 => {
                let mark = self.pick_print(&["open", "close", "comma", "newline"]);
                self.line(&format!("{PRINT} punctuation <{mark}>"));
            }
            7 => {
                let s = self.pick_print(&[
                    r#"x = "#,
                    r#"\n"#,
                    r#"sum:\t"#,
                    r#"a \"quoted\" b\\c\n"#,
                    r#"--- "#,
                ]);
                self.line(&format!("{PRINT} str \"{s}\""));
            }
            _ => {
                // A record: `( x, [v0, v1, ...] )` and a newline.
                let vs = self.pool.clone();
                self.line(&format!("{PRINT} punctuation <open>"));
                if !vs.is_empty() {
                    let x = self.pick_print(&vs);
                    self.line(&format!(
                        "{PRINT} {} : {} punctuation <no_punctuation>",
                        x.name, x.ty
                    ));
                    self.line(&format!("{PRINT} punctuation <comma>"));
                }
                if let Some((v, t)) = self.printed_vector() {
                    self.line(&format!("{PRINT} {v} : {t} punctuation <no_punctuation>"));
                }
                self.line(&format!("{PRINT} punctuation <close>"));
                self.line(&format!("{PRINT} punctuation <newline>"));
            }
        }
    }

    fn statement(&mut self, depth: usize) {
        let mut kinds = vec![0, 0, 1];
        if self.d.math {
            kinds.extend([1, 1]);
        }
        if depth < 3 {
            if self.d.scf {
                kinds.extend([2, 2, 3, 3, 4, 5]);
            }
            if self.d.affine && depth == 0 {
                kinds.extend([6, 6, 6, 7]);
            }
        }
        if self.d.vector && self.vmem.is_some() {
            kinds.extend([8, 8, 8, 8]);
        }
        if self.d.complex {
            kinds.extend([9, 9, 9, 10]);
        }
        match self.pick(&kinds) {
            0 => {
                let ty = self.pick(&SCALARS);
                let a = self.value(ty);
                let b = self.value(ty);
                let v = self.combine(&a, &b);
                self.pool.push(v);
            }
            1 => {
                let live: Vec<Val> = self.pool.iter().filter(|v| v.live).cloned().collect();
                if live.is_empty() {
                    return;
                }
                let x = self.pick(&live);
                let v = self.math(&x);
                self.pool.push(v);
            }
            2 => self.scf_for(depth),
            3 => self.scf_if(depth),
            4 => self.scf_while(depth),
            5 => self.index_switch(depth),
            6 => self.affine_for(),
            7 => self.affine_index(),
            8 => self.vector(),
            9 => self.complex_op(),
            _ => self.integer_power(),
        }
    }

    /// A seeded complex op on a complex number made of a live float and another value of its
    /// type (a second number for the binary ops); a part of the result (or the comparison as
    /// `i32`) joins the pool.
    fn complex_op(&mut self) {
        let live: Vec<Val> = self
            .pool
            .iter()
            .filter(|v| v.live && is_float(v.ty))
            .cloned()
            .collect();
        if live.is_empty() {
            return;
        }
        let x = self.pick(&live);
        let t = x.ty;
        let ct = format!("complex<{t}>");
        let y = self.value(t);
        let z = self.fresh();
        self.line(&format!("{z} = {CREATE} {}, {} : {ct}", x.name, y.name));
        let fm = match self.rng.range(0, 5) {
            0 => " fastmath<fast>".to_string(),
            1 => format!(
                " fastmath<{}>",
                self.pick(&["nnan,ninf", "contract", "afn,nsz"])
            ),
            _ => String::new(),
        };
        let w = self.fresh();
        if self.rng.chance(3) {
            let (op, compares) = self.pick(&COMPLEX_BINARY);
            let a = self.value(t);
            let b = self.value(t);
            let z2 = self.fresh();
            self.line(&format!("{z2} = {CREATE} {}, {} : {ct}", a.name, b.name));
            if compares {
                self.line(&format!("{w} = {op} {z}, {z2} : {ct}"));
                let n = self.fresh();
                self.line(&format!("{n} = {} {w} : i1 to i32", arith::ExtUIOp::NAME));
                self.push(n, "i32", true);
                return;
            }
            self.line(&format!("{w} = {op} {z}, {z2}{fm} : {ct}"));
        } else {
            let (op, to_float) = self.pick(&COMPLEX_UNARY);
            self.line(&format!("{w} = {op} {z}{fm} : {ct}"));
            if to_float {
                self.push(w, t, true);
                return;
            }
        }
        let part = self.pick(&[complex::ReOp::NAME, complex::ImOp::NAME]);
        let r = self.fresh();
        self.line(&format!("{r} = {part} {w} : {ct}"));
        self.push(r, t, true);
    }

    /// `math.ipowi` (with a non-negative exponent: a zero base to a negative power divides by
    /// zero), `math.fpowi` with an `i64` exponent or `math.ctlz` on a live value, as
    /// `convert-math-to-funcs` outlines them.
    fn integer_power(&mut self) {
        let live: Vec<Val> = self
            .pool
            .iter()
            .filter(|v| v.live && v.ty != "index")
            .cloned()
            .collect();
        if live.is_empty() {
            return;
        }
        let x = self.pick(&live);
        let t = x.ty;
        let name = self.fresh();
        if is_float(t) {
            let n = self.value("i64");
            self.line(&format!(
                "{name} = {} {}, {} : {t}, i64",
                math::FPowIOp::NAME,
                x.name,
                n.name
            ));
        } else if self.rng.chance(2) {
            let e = self.value(t);
            let mask = self.fresh();
            self.line(&format!("{mask} = {} 7 : {t}", arith::ConstantOp::NAME));
            let p = self.fresh();
            self.line(&format!(
                "{p} = {} {}, {mask} : {t}",
                arith::AndIOp::NAME,
                e.name
            ));
            self.line(&format!(
                "{name} = {} {}, {p} : {t}",
                math::IPowIOp::NAME,
                x.name
            ));
        } else {
            self.line(&format!(
                "{name} = {} {} : {t}",
                math::CountLeadingZerosOp::NAME,
                x.name
            ));
        }
        self.push(name, t, true);
    }

    /// `scf.for` over a memref's sizes with an accumulator of its element type (nested for rank 2),
    /// reading every element and sometimes writing the running value back.
    fn scf_for(&mut self, depth: usize) {
        let k = self.rng.range(0, self.mems.len() as i64 - 1) as usize;
        let (elem, dims, mname, mty) = {
            let m = &self.mems[k];
            (m.elem, m.dims.clone(), m.name.clone(), m.ty.clone())
        };
        let init = self.value(elem);
        let res = self.fresh();
        let c0 = "%c0".to_string();
        let c1 = "%c1".to_string();
        let mut ivs = vec![];
        let mut accs = vec![];
        let mut acc_in = init.name.clone();
        let mut scopes = vec![];
        for (level, dim) in dims.iter().enumerate() {
            let iv = self.fresh();
            let acc = self.fresh();
            let head = if level == 0 {
                format!("{res} = scf.for {iv} = {c0} to {dim} step {c1} iter_args({acc} = {acc_in}) -> ({elem}) {{")
            } else {
                let inner = self.fresh();
                accs.push(inner.clone());
                format!("{inner} = scf.for {iv} = {c0} to {dim} step {c1} iter_args({acc} = {acc_in}) -> ({elem}) {{")
            };
            self.line(&head);
            scopes.push(self.open());
            self.push(iv.clone(), "index", true);
            self.push(acc.clone(), elem, true);
            ivs.push(iv);
            acc_in = acc;
        }
        let x = self.fresh();
        self.line(&format!(
            "{x} = memref.load {mname}[{}] : {mty}",
            ivs.join(", ")
        ));
        let xv = Val {
            name: x,
            ty: elem,
            live: true,
        };
        self.pool.push(xv.clone());
        let n = self.rng.range(0, 2) as usize;
        self.statements(depth + 1, n);
        let acc = Val {
            name: acc_in,
            ty: elem,
            live: true,
        };
        let mut v = self.combine(&acc, &xv);
        if self.rng.chance(3) {
            v = self.math(&v);
        }
        self.store_and_close_nest(
            "memref", "scf", v, &mname, &mty, &ivs, scopes, &accs, elem, res,
        );
    }

    /// Yields values of `tys` from the current scope (after a statement or two).
    fn yield_values(&mut self, tys: &[&'static str], depth: usize, op: &str) {
        let n = self.rng.range(0, 2) as usize;
        self.statements(depth + 1, n);
        let vals: Vec<String> = tys.iter().map(|t| self.value(t).name).collect();
        if tys.is_empty() {
            if op == scf::YieldOp::NAME {
                self.line(scf::YieldOp::NAME);
            } else {
                self.line(op);
            }
        } else {
            self.line(&format!("{op} {} : {}", vals.join(", "), tys.join(", ")));
        }
    }

    fn result_types(&mut self) -> Vec<&'static str> {
        (0..self.rng.range(1, 2))
            .map(|_| self.pick(&SCALARS))
            .collect()
    }

    /// Binds `res` (one or several results) to the scope.
    fn bind(&mut self, res: &str, tys: &[&'static str]) {
        if tys.len() == 1 {
            self.push(res.to_string(), tys[0], true);
        } else {
            for (i, t) in tys.iter().enumerate() {
                self.push(format!("{res}#{i}"), t, true);
            }
        }
    }

    fn results_head(res: &str, tys: &[&'static str]) -> String {
        if tys.len() == 1 {
            res.to_string()
        } else {
            format!("{res}:{}", tys.len())
        }
    }

    /// `scf.if` with results (or a store-only `scf.if` without an else).
    fn scf_if(&mut self, depth: usize) {
        let cond = self.condition();
        let tys = self.result_types();
        let res = self.fresh();
        self.line(&format!(
            "{} = scf.if {cond} -> ({}) {{",
            Self::results_head(&res, &tys),
            tys.join(", ")
        ));
        let s = self.open();
        self.yield_values(&tys, depth, scf::YieldOp::NAME);
        self.close(s);
        self.line("} else {");
        let s = self.open();
        self.yield_values(&tys, depth, scf::YieldOp::NAME);
        self.close(s);
        self.line("}");
        self.bind(&res, &tys);
    }

    /// `scf.while` counting up to a memref's first size, accumulating its elements (rank 1) or
    /// the counter (rank 2).
    fn scf_while(&mut self, depth: usize) {
        let k = self.rng.range(0, self.mems.len() as i64 - 1) as usize;
        let (elem, dim, rank1, mname, mty) = {
            let m = &self.mems[k];
            (
                m.elem,
                m.dims[0].clone(),
                m.dims.len() == 1,
                m.name.clone(),
                m.ty.clone(),
            )
        };
        let init = self.value(elem);
        let res = self.fresh();
        let (i, acc) = (self.fresh(), self.fresh());
        self.line(&format!(
            "{res}:2 = scf.while ({i} = %c0, {acc} = {}) : (index, {elem}) -> (index, {elem}) {{",
            init.name
        ));
        let s = self.open();
        let c = self.fresh();
        self.line(&format!("{c} = arith.cmpi slt, {i}, {dim} : index"));
        self.line(&format!("scf.condition({c}) {i}, {acc} : index, {elem}"));
        self.close(s);
        let (j, a) = (self.fresh(), self.fresh());
        self.line(&format!(
            "}} do {{\n{}^bb0({j}: index, {a}: {elem}):",
            "  ".repeat(self.indent)
        ));
        let s = self.open();
        self.push(j.clone(), "index", true);
        self.push(a.clone(), elem, true);
        let x = if rank1 {
            let x = self.fresh();
            self.line(&format!("{x} = memref.load {mname}[{j}] : {mty}"));
            x
        } else {
            let w = self.fresh();
            self.line(&format!("{w} = arith.index_cast {j} : index to i64"));
            let x = self.fresh();
            if is_float(elem) {
                self.line(&format!("{x} = arith.sitofp {w} : i64 to {elem}"));
            } else if elem == "i64" {
                self.line(&format!("{x} = arith.addi {w}, {w} : i64"));
            } else {
                self.line(&format!("{x} = arith.trunci {w} : i64 to {elem}"));
            }
            x
        };
        let xv = Val {
            name: x,
            ty: elem,
            live: true,
        };
        self.pool.push(xv.clone());
        let n = self.rng.range(0, 1) as usize;
        self.statements(depth + 1, n);
        let av = Val {
            name: a,
            ty: elem,
            live: true,
        };
        let v = self.combine(&av, &xv);
        let n = self.fresh();
        self.line(&format!("{n} = arith.addi {j}, %c1 : index"));
        self.line(&format!("scf.yield {n}, {} : index, {elem}", v.name));
        self.close(s);
        self.line("}");
        self.push(format!("{res}#1"), elem, true);
    }

    /// `scf.index_switch` on an index in scope.
    fn index_switch(&mut self, depth: usize) {
        let sel = self.value("index");
        let tys = self.result_types();
        let res = self.fresh();
        self.line(&format!(
            "{} = scf.index_switch {} -> {}",
            Self::results_head(&res, &tys),
            sel.name,
            tys.join(", ")
        ));
        let mut cases: Vec<i64> = (0..4).filter(|_| self.rng.chance(2)).collect();
        if cases.is_empty() {
            cases.push(self.rng.range(0, 3));
        }
        for c in cases {
            self.line(&format!("case {c} {{"));
            let s = self.open();
            self.yield_values(&tys, depth, scf::YieldOp::NAME);
            self.close(s);
            self.line("}");
        }
        self.line("default {");
        let s = self.open();
        self.yield_values(&tys, depth, scf::YieldOp::NAME);
        self.close(s);
        self.line("}");
        self.bind(&res, &tys);
    }

    /// An `affine.for` (nested for rank 2) over a memref with an accumulator, seeded bounds
    /// (plain, `max`/`min` maps, steps), an `affine.if` with results on the induction variable,
    /// reads through `affine.load` (sometimes at the reversed index, an `affine.apply`) and
    /// writes through `affine.store`.
    fn affine_for(&mut self) {
        let k = self.rng.range(0, self.mems.len() as i64 - 1) as usize;
        let (elem, dims, mname, mty) = {
            let m = &self.mems[k];
            (m.elem, m.dims.clone(), m.name.clone(), m.ty.clone())
        };
        let init = self.value(elem);
        let res = self.fresh();
        let mut ivs = vec![];
        let mut accs = vec![];
        let mut acc_in = init.name.clone();
        let mut scopes = vec![];
        for (level, dim) in dims.iter().enumerate() {
            let iv = self.fresh();
            let acc = self.fresh();
            let (lb, ub) = match self.rng.range(0, 4) {
                0 => (
                    format!("max affine_map<()[s0] -> (0, s0 - 2)>()[{dim}]"),
                    dim.clone(),
                ),
                1 => (
                    "0".to_string(),
                    format!("min affine_map<()[s0] -> (s0, 2)>()[{dim}]"),
                ),
                2 => (
                    "1".to_string(),
                    format!("min affine_map<()[s0, s1] -> (s0, s1 + 1, 3)>()[{dim}, {dim}]"),
                ),
                _ => ("0".to_string(), dim.clone()),
            };
            let step = if self.rng.chance(3) {
                format!(" step {}", self.rng.range(2, 3))
            } else {
                String::new()
            };
            let out = if level == 0 {
                res.clone()
            } else {
                let inner = self.fresh();
                accs.push(inner.clone());
                inner
            };
            self.line(&format!(
                "{out} = affine.for {iv} = {lb} to {ub}{step} iter_args({acc} = {acc_in}) -> ({elem}) {{"
            ));
            scopes.push(self.open());
            self.push(iv.clone(), "index", true);
            self.push(acc.clone(), elem, true);
            ivs.push(iv);
            acc_in = acc;
        }
        // Read at the induction variables, or the first one reversed.
        let mut read_at = ivs.clone();
        if self.rng.chance(2) {
            let r = self.fresh();
            self.line(&format!(
                "{r} = affine.apply affine_map<(d0)[s0] -> (s0 - d0 - 1)>({})[{}]",
                ivs[0], dims[0]
            ));
            read_at[0] = r;
        }
        let x = self.fresh();
        self.line(&format!(
            "{x} = affine.load {mname}[{}] : {mty}",
            read_at.join(", ")
        ));
        let xv = Val {
            name: x,
            ty: elem,
            live: true,
        };
        self.pool.push(xv.clone());
        let acc = Val {
            name: acc_in,
            ty: elem,
            live: true,
        };
        let mut v = self.combine(&acc, &xv);
        if self.rng.chance(2) {
            // affine.if with a result: the new value or the old accumulator.
            let r = self.fresh();
            let set = self.pick(&[
                "affine_set<(d0)[s0] : (s0 - d0 * 2 - 1 >= 0)>",
                "affine_set<(d0)[s0] : (d0 - 1 >= 0)>",
                "affine_set<(d0)[s0] : (d0 mod 2 == 0)>",
                "affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 2 >= 0)>",
            ]);
            self.line(&format!(
                "{r} = affine.if {set}({})[{}] -> {elem} {{",
                ivs[0], dims[0]
            ));
            let s = self.open();
            let w = self.math(&v);
            self.line(&format!("affine.yield {} : {elem}", w.name));
            self.close(s);
            self.line("} else {");
            self.line(&format!("  affine.yield {} : {elem}", acc.name));
            self.line("}");
            v = Val {
                name: r,
                ty: elem,
                live: true,
            };
        } else if self.rng.chance(2) {
            v = self.math(&v);
        }
        self.store_and_close_nest(
            "affine", "affine", v, &mname, &mty, &ivs, scopes, &accs, elem, res,
        );
    }

    /// The end of a loop nest over a memref (`scf.for` or `affine.for`): sometimes `v` stored back
    /// at the induction variables (`store_dialect.store`), then each loop closed from the innermost,
    /// yielding `v` and then each inner loop's result (`loop_dialect.yield`), and the outermost
    /// loop's result `res` put in scope.
    #[allow(clippy::too_many_arguments)]
    fn store_and_close_nest(
        &mut self,
        store_dialect: &str,
        loop_dialect: &str,
        v: Val,
        mname: &str,
        mty: &str,
        ivs: &[String],
        scopes: Vec<(usize, usize)>,
        accs: &[String],
        elem: &'static str,
        res: String,
    ) {
        if self.rng.chance(2) {
            self.line(&format!(
                "{store_dialect}.store {}, {mname}[{}] : {mty}",
                v.name,
                ivs.join(", ")
            ));
        }
        let mut yielded = v.name;
        for (level, scope) in scopes.into_iter().enumerate().rev() {
            self.line(&format!("{loop_dialect}.yield {yielded} : {elem}"));
            self.close(scope);
            self.line("}");
            if level > 0 {
                yielded = accs[level - 1].clone();
            }
        }
        self.push(res, elem, true);
    }

    /// `affine.apply`, `affine.min` or `affine.max` of the sizes (an index in scope).
    fn affine_index(&mut self) {
        let dims: Vec<String> = self.mems.iter().flat_map(|m| m.dims.clone()).collect();
        let a = self.pick(&dims);
        let b = self.pick(&dims);
        let name = self.fresh();
        let text = match self.rng.range(0, 2) {
            0 => format!(
                "{name} = affine.apply affine_map<()[s0, s1] -> (s0 * 3 + s1 floordiv 2 - 1)>()[{a}, {b}]"
            ),
            1 => format!("{name} = affine.min affine_map<()[s0, s1] -> (s0, s1 + 1, 2)>()[{a}, {b}]"),
            _ => format!("{name} = affine.max affine_map<()[s0, s1] -> (s0 - 1, s1 mod 3)>()[{a}, {b}]"),
        };
        self.line(&text);
        self.push(name, "index", true);
    }

    fn vty(elem: &str) -> String {
        format!("vector<{LANES}x{elem}>")
    }

    /// A vector of the vector memref's element type in scope, or a new one.
    fn vector_value(&mut self) -> Val {
        let elem = self.vmem.as_ref().map_or("f32", |m| m.elem);
        if !self.vpool.is_empty() && !self.rng.chance(4) {
            let vs = self.vpool.clone();
            return self.pick(&vs);
        }
        let name = self.fresh();
        let vt = Self::vty(elem);
        let live = match self.rng.range(0, 7) {
            6 => {
                // A row of a 2-D transfer read (rows and columns possibly past the end, padded).
                let t = self.transfer_2d_read(elem);
                let k = self.rng.range(0, 1);
                self.line(&format!(
                    "{name} = vector.extract {t}[{k}] : {vt} from vector<2x{vt_tail}>",
                    vt_tail = format_args!("{LANES}x{elem}")
                ));
                true
            }
            7 => {
                self.column_or_transposed_read(&name, elem);
                true
            }
            0 => {
                let (m, mty) = self
                    .vmem
                    .as_ref()
                    .map(|m| (m.name.clone(), m.ty.clone()))
                    .unwrap_or_default();
                let at = self.rng.range(0, (VMEM - LANES) as i64);
                self.line(&format!("{name} = vector.load {m}[%i{at}] : {mty}, {vt}"));
                true
            }
            1 => {
                let x = self.value(elem);
                self.line(&format!("{name} = vector.splat {} : {vt}", x.name));
                x.live
            }
            2 => {
                let x = self.value(elem);
                self.line(&format!(
                    "{name} = vector.broadcast {} : {elem} to {vt}",
                    x.name
                ));
                x.live
            }
            4 => {
                // A transfer read, possibly past the end (padded) and masked.
                let (m, mty, _) = self.vmem_parts();
                let (at, in_bounds) = self.vector_position();
                let pad = self.value(elem);
                let mask = if self.rng.chance(3) {
                    format!(", {}", self.mask_value())
                } else {
                    String::new()
                };
                let attr = if in_bounds && self.rng.chance(2) {
                    " {in_bounds = [true]}"
                } else {
                    ""
                };
                self.line(&format!(
                    "{name} = vector.transfer_read {m}[{at}], {}{mask}{attr} : {mty}, {vt}",
                    pad.name
                ));
                true
            }
            5 => {
                let (m, mty, _) = self.vmem_parts();
                let at = self.rng.range(0, (VMEM - LANES) as i64);
                let mask = self.mask_value();
                let pass = self.vector_value();
                self.line(&format!(
                    "{name} = vector.maskedload {m}[%i{at}], {mask}, {} : {mty}, vector<{LANES}xi1>, {vt} into {vt}",
                    pass.name
                ));
                true
            }
            _ => {
                let xs: Vec<Val> = (0..LANES).map(|_| self.value(elem)).collect();
                let names: Vec<&str> = xs.iter().map(|x| x.name.as_str()).collect();
                self.line(&format!(
                    "{name} = vector.from_elements {} : {vt}",
                    names.join(", ")
                ));
                xs.iter().any(|x| x.live)
            }
        };
        let v = Val {
            name,
            ty: elem,
            live,
        };
        self.vpool.push(v.clone());
        v
    }

    /// The 2-D memref's name and type.
    fn wmem_parts(&self) -> (String, String) {
        self.wmem
            .as_ref()
            .map(|m| (m.name.clone(), m.ty.clone()))
            .unwrap_or_default()
    }

    /// A row position in the 2-D memref for a transfer of `rows` rows starting at `%i<r>`; and
    /// whether they are all in bounds.
    fn row_position(&mut self, rows: i64) -> (String, bool) {
        let r = self.rng.range(0, WROWS - 1);
        (format!("%i{r}"), r + rows <= WROWS)
    }

    /// A `vector<2xLANESxi1>` mask.
    fn mask_2d(&mut self) -> String {
        let name = self.fresh();
        if self.rng.chance(2) {
            let (a, b) = (self.rng.range(0, 2), self.rng.range(0, LANES as i64));
            // A zero size makes the whole mask empty: the other must be zero too.
            let (a, b) = if a == 0 || b == 0 { (0, 0) } else { (a, b) };
            self.line(&format!(
                "{name} = vector.constant_mask [{a}, {b}] : vector<2x{LANES}xi1>"
            ));
        } else {
            let (a, b) = (self.rng.range(-1, 3), self.rng.range(-1, LANES as i64 + 1));
            let (na, nb) = (self.fresh(), self.fresh());
            self.line(&format!("{na} = arith.constant {a} : index"));
            self.line(&format!("{nb} = arith.constant {b} : index"));
            self.line(&format!(
                "{name} = vector.create_mask {na}, {nb} : vector<2x{LANES}xi1>"
            ));
        }
        name
    }

    /// A `vector<2xLANESxT>` transfer read from the 2-D memref (possibly masked, with the
    /// in-bounds flags that hold); its name.
    fn transfer_2d_read(&mut self, elem: &'static str) -> String {
        let (m, mty) = self.wmem_parts();
        let (r, r_in) = self.row_position(2);
        let (c, c_in) = self.vector_position();
        let pad = self.value(elem);
        let mask = if self.rng.chance(3) {
            format!(", {}", self.mask_2d())
        } else {
            String::new()
        };
        let attr = if self.rng.chance(2) {
            format!(" {{in_bounds = [{r_in}, {c_in}]}}")
        } else {
            String::new()
        };
        let t = self.fresh();
        self.line(&format!(
            "{t} = vector.transfer_read {m}[{r}, {c}], {}{mask}{attr} : {mty}, vector<2x{LANES}x{elem}>",
            pad.name
        ));
        t
    }

    /// `name`: a column of the 2-D memref (a 1-D transfer along its first dimension), or a row of
    /// a transposed 4x4 read.
    fn column_or_transposed_read(&mut self, name: &str, elem: &'static str) {
        let (m, mty) = self.wmem_parts();
        let (r, _) = self.row_position(LANES as i64);
        let (c, _) = self.vector_position();
        let pad = self.value(elem);
        let vt = Self::vty(elem);
        if self.rng.chance(2) {
            self.line(&format!(
                "{name} = vector.transfer_read {m}[{r}, {c}], {} {{permutation_map = affine_map<(d0, d1) -> (d0)>}} : {mty}, {vt}",
                pad.name
            ));
        } else {
            let t = self.fresh();
            let k = self.rng.range(0, LANES as i64 - 1);
            self.line(&format!(
                "{t} = vector.transfer_read {m}[{r}, {c}], {} {{permutation_map = affine_map<(d0, d1) -> (d1, d0)>}} : {mty}, vector<{LANES}x{vt_tail}>",
                pad.name,
                vt_tail = format_args!("{LANES}x{elem}")
            ));
            self.line(&format!(
                "{name} = vector.extract {t}[{k}] : {vt} from vector<{LANES}x{LANES}x{elem}>"
            ));
        }
    }

    /// The vector memref's name, type and element type.
    fn vmem_parts(&self) -> (String, String, &'static str) {
        self.vmem
            .as_ref()
            .map(|m| (m.name.clone(), m.ty.clone(), m.elem))
            .unwrap_or_else(|| (String::new(), String::new(), "f32"))
    }

    /// A position in the vector memref for a transfer: one of the in-bounds index constants, or a
    /// new constant past `VMEM - LANES` (the transfer then runs off the end); and whether it is
    /// in bounds.
    fn vector_position(&mut self) -> (String, bool) {
        if self.rng.chance(3) {
            let at = self.rng.range((VMEM - LANES) as i64 + 1, VMEM as i64 - 1);
            let name = self.fresh();
            self.line(&format!("{name} = arith.constant {at} : index"));
            (name, false)
        } else {
            let at = self.rng.range(0, (VMEM - LANES) as i64);
            (format!("%i{at}"), true)
        }
    }

    /// A `vector<LANESxi1>` mask: a constant mask, or a mask created from a constant or computed
    /// bound.
    fn mask_value(&mut self) -> String {
        let name = self.fresh();
        match self.rng.range(0, 2) {
            0 => {
                let n = self.rng.range(0, LANES as i64);
                self.line(&format!(
                    "{name} = vector.constant_mask [{n}] : vector<{LANES}xi1>"
                ));
            }
            1 => {
                let n = self.rng.range(-1, LANES as i64 + 1);
                let b = self.fresh();
                self.line(&format!("{b} = arith.constant {n} : index"));
                self.line(&format!(
                    "{name} = vector.create_mask {b} : vector<{LANES}xi1>"
                ));
            }
            _ => {
                let x = self.value("i32");
                let b = self.fresh();
                self.line(&format!("{b} = arith.index_cast {} : i32 to index", x.name));
                self.line(&format!(
                    "{name} = vector.create_mask {b} : vector<{LANES}xi1>"
                ));
            }
        }
        name
    }

    /// A `vector<rows x cols x T>` matrix (`rows`, `cols` each 2 or `LANES`) from values in scope:
    /// a vector (or scalar) broadcast with one row (element) replaced, transposed when it has 2
    /// columns and `LANES` rows; whether it is live.
    fn matrix(&mut self, rows: usize, cols: usize, elem: &'static str) -> (String, bool) {
        let name = self.fresh();
        let mt = format!("vector<{rows}x{cols}x{elem}>");
        if cols == LANES {
            let v = self.vector_value();
            let w = self.vector_value();
            let b = self.fresh();
            let r = self.rng.range(0, rows as i64 - 1);
            let vt = Self::vty(elem);
            self.line(&format!("{b} = {BROADCAST} {} : {vt} to {mt}", v.name));
            self.line(&format!(
                "{name} = {INSERT} {}, {b} [{r}] : {vt} into {mt}",
                w.name
            ));
            (name, v.live || w.live)
        } else if rows == LANES {
            let (t, live) = self.matrix(cols, rows, elem);
            self.line(&format!(
                "{name} = {TRANSPOSE} {t}, [1, 0] : vector<{cols}x{rows}x{elem}> to {mt}"
            ));
            (name, live)
        } else {
            let x = self.value(elem);
            let y = self.value(elem);
            let b = self.fresh();
            let (i, j) = (self.rng.range(0, 1), self.rng.range(0, 1));
            self.line(&format!("{b} = {BROADCAST} {} : {elem} to {mt}", x.name));
            self.line(&format!(
                "{name} = {INSERT} {}, {b} [{i}, {j}] : {elem} into {mt}",
                y.name
            ));
            (name, x.live || y.live)
        }
    }

    /// A `vector.contract` of kind `add` (what `convert-vector-to-llvm` lowers, with the `dot`
    /// strategy; other kinds it leaves, which no translation takes): a matmul with each operand and
    /// the result in either orientation and sizes 2 or `LANES`, a row of its result kept; a matvec
    /// or vecmat, with the reduction inner or outer; a batched row-by-row dot product; a dot
    /// product of `a` into a scalar, masked sometimes.
    fn contract(&mut self, a: Val, name: String) {
        let elem = a.ty;
        let vt = Self::vty(elem);
        let head = |n: usize| -> String {
            let ds: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
            format!("({})", ds.join(", "))
        };
        let map = |n: usize, dims: &[usize]| -> String {
            let rs: Vec<String> = dims.iter().map(|d| format!("d{d}")).collect();
            format!("affine_map<{} -> ({})>", head(n), rs.join(", "))
        };
        let traits = |n: usize, maps: [&[usize]; 3], its: &[&str]| -> String {
            let ms: Vec<String> = maps.iter().map(|m| map(n, m)).collect();
            let is: Vec<String> = its.iter().map(|i| format!("\"{i}\"")).collect();
            format!(
                "{{indexing_maps = [{}], iterator_types = [{}], kind = #vector.kind<add>}}",
                ms.join(", "),
                is.join(", ")
            )
        };
        match self.rng.range(0, 3) {
            0 => {
                // A matmul (m, n, k): m and k 2 or LANES, n LANES.
                let (m, k, n) = (self.pick(&[2, LANES]), self.pick(&[2, LANES]), LANES);
                let (lt, rt, at) = (self.rng.chance(2), self.rng.chance(2), self.rng.chance(2));
                let lmap: &[usize] = if lt { &[2, 0] } else { &[0, 2] };
                let rmap: &[usize] = if rt { &[1, 2] } else { &[2, 1] };
                let amap: &[usize] = if at { &[1, 0] } else { &[0, 1] };
                let (ls, rs, as_) = (
                    if lt { (k, m) } else { (m, k) },
                    if rt { (n, k) } else { (k, n) },
                    if at { (n, m) } else { (m, n) },
                );
                let (l, ll) = self.matrix(ls.0, ls.1, elem);
                let (r, rl) = self.matrix(rs.0, rs.1, elem);
                let (acc, al) = self.matrix(as_.0, as_.1, elem);
                let ty = |s: (usize, usize)| format!("vector<{}x{}x{elem}>", s.0, s.1);
                let c = self.fresh();
                self.line(&format!(
                    "{c} = {CONTRACT} {} {l}, {r}, {acc} : {}, {} into {}",
                    traits(
                        3,
                        [lmap, rmap, amap],
                        &["parallel", "parallel", "reduction"]
                    ),
                    ty(ls),
                    ty(rs),
                    ty(as_)
                ));
                // A row of the (m, n) result.
                let rows = if at {
                    let t = self.fresh();
                    self.line(&format!(
                        "{t} = {TRANSPOSE} {c}, [1, 0] : {} to {}",
                        ty(as_),
                        ty((m, n))
                    ));
                    t
                } else {
                    c
                };
                let row = self.rng.range(0, m as i64 - 1);
                self.line(&format!(
                    "{name} = {EXTRACT} {rows}[{row}] : {vt} from {}",
                    ty((m, n))
                ));
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: ll || rl || al,
                });
            }
            1 => {
                // A matvec or vecmat of LANES x LANES, the reduction inner (m, k) or outer (k, m).
                let (mat, ml) = self.matrix(LANES, LANES, elem);
                let acc = self.vector_value();
                let outer = self.rng.chance(2);
                let (m, k) = if outer { (1, 0) } else { (0, 1) };
                let its: &[&str] = if outer {
                    &["reduction", "parallel"]
                } else {
                    &["parallel", "reduction"]
                };
                let transposed = self.rng.chance(2);
                let mmap: &[usize] = if transposed { &[k, m] } else { &[m, k] };
                let (kmap, amap): (&[usize], &[usize]) = (&[k], &[m]);
                let mt = format!("vector<{LANES}x{LANES}x{elem}>");
                let text = if self.rng.chance(2) {
                    format!(
                        "{name} = {CONTRACT} {} {mat}, {}, {} : {mt}, {vt} into {vt}",
                        traits(2, [mmap, kmap, amap], its),
                        a.name,
                        acc.name
                    )
                } else {
                    format!(
                        "{name} = {CONTRACT} {} {}, {mat}, {} : {vt}, {mt} into {vt}",
                        traits(2, [kmap, mmap, amap], its),
                        a.name,
                        acc.name
                    )
                };
                self.line(&text);
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: ml || a.live || acc.live,
                });
            }
            2 => {
                // Row-by-row dot products: a batch dimension and a reduction.
                let (x, xl) = self.matrix(LANES, LANES, elem);
                let (y, yl) = self.matrix(LANES, LANES, elem);
                let acc = self.vector_value();
                let mt = format!("vector<{LANES}x{LANES}x{elem}>");
                let ymap: &[usize] = if self.rng.chance(2) { &[1, 0] } else { &[0, 1] };
                self.line(&format!(
                    "{name} = {CONTRACT} {} {x}, {y}, {} : {mt}, {mt} into {vt}",
                    traits(2, [&[0, 1], ymap, &[0]], &["parallel", "reduction"]),
                    acc.name
                ));
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: xl || yl || acc.live,
                });
            }
            _ => {
                // A dot product into a scalar, masked sometimes.
                let b = self.vector_value();
                let acc = self.value(elem);
                let op = format!(
                    "{CONTRACT} {} {}, {}, {} : {vt}, {vt} into {elem}",
                    traits(1, [&[0], &[0], &[]], &["reduction"]),
                    a.name,
                    b.name,
                    acc.name
                );
                if self.rng.chance(3) {
                    let mask = self.mask_value();
                    self.line(&format!(
                        "{name} = {MASK} {mask} {{ {op} }} : vector<{LANES}xi1> -> {elem}"
                    ));
                } else {
                    self.line(&format!("{name} = {op}"));
                }
                self.push(name, elem, a.live || b.live || acc.live);
            }
        }
    }

    /// A vector op: a new vector in scope, a scalar from a vector, or a vector store.
    fn vector(&mut self) {
        let elem = self.vmem.as_ref().map_or("f32", |m| m.elem);
        let vt = Self::vty(elem);
        let a = self.vector_value();
        let name = self.fresh();
        match self.rng.range(0, 14) {
            14 => self.contract(a, name),
            12 => {
                // A 2-D transfer write of a broadcast vector, rows and columns possibly past the
                // end, masked sometimes.
                let (m, mty) = self.wmem_parts();
                let (r, _) = self.row_position(2);
                let (c, _) = self.vector_position();
                self.line(&format!(
                    "{name} = vector.broadcast {} : {vt} to vector<2x{vt_tail}>",
                    a.name,
                    vt_tail = format_args!("{LANES}x{elem}")
                ));
                let mask = if self.rng.chance(3) {
                    format!(", {}", self.mask_2d())
                } else {
                    String::new()
                };
                self.line(&format!(
                    "vector.transfer_write {name}, {m}[{r}, {c}]{mask} : vector<2x{LANES}x{elem}>, {mty}"
                ));
            }
            13 => {
                // A column write (the rows past the end are dropped).
                let (m, mty) = self.wmem_parts();
                let (r, _) = self.row_position(LANES as i64);
                let (c, _) = self.vector_position();
                self.line(&format!(
                    "vector.transfer_write {}, {m}[{r}, {c}] {{permutation_map = affine_map<(d0, d1) -> (d0)>}} : {vt}, {mty}",
                    a.name
                ));
            }
            9 => {
                // A transfer write, possibly past the end (the lanes there are dropped), masked.
                let (m, mty, _) = self.vmem_parts();
                let (at, _) = self.vector_position();
                let mask = if self.rng.chance(3) {
                    format!(", {}", self.mask_value())
                } else {
                    String::new()
                };
                self.line(&format!(
                    "vector.transfer_write {}, {m}[{at}]{mask} : {vt}, {mty}",
                    a.name
                ));
            }
            10 => {
                // An outer product: AXPY with an accumulator, or a 2-D one and one of its rows.
                let kind = if is_float(elem) {
                    self.pick(&["add", "mul", "maxnumf", "minimumf"])
                } else {
                    self.pick(&["add", "mul", "maxsi", "minui", "xor"])
                };
                if self.rng.chance(2) {
                    let x = self.value(elem);
                    let acc = self.vector_value();
                    self.line(&format!(
                        "{name} = vector.outerproduct {}, {}, {} {{kind = #vector.kind<{kind}>}} : {vt}, {elem}",
                        a.name, x.name, acc.name
                    ));
                    self.vpool.push(Val {
                        name,
                        ty: elem,
                        live: a.live || x.live || acc.live,
                    });
                } else {
                    let b = self.vector_value();
                    let o = self.fresh();
                    let row = self.rng.range(0, LANES as i64 - 1);
                    self.line(&format!(
                        "{o} = vector.outerproduct {}, {} : {vt}, {vt}",
                        a.name, b.name
                    ));
                    self.line(&format!(
                        "{name} = vector.extract {o}[{row}] : {vt} from vector<{LANES}x{LANES}x{elem}>"
                    ));
                    self.vpool.push(Val {
                        name,
                        ty: elem,
                        live: a.live || b.live,
                    });
                }
            }
            11 => {
                // A strided slice of one vector put into another.
                let b = self.vector_value();
                let size = self.rng.range(1, LANES as i64 - 1);
                let from = self.rng.range(0, LANES as i64 - size);
                let to = self.rng.range(0, LANES as i64 - size);
                let sl = self.fresh();
                self.line(&format!(
                    "{sl} = vector.extract_strided_slice {} {{offsets = [{from}], sizes = [{size}], strides = [1]}} : {vt} to vector<{size}x{elem}>",
                    a.name
                ));
                self.line(&format!(
                    "{name} = vector.insert_strided_slice {sl}, {} {{offsets = [{to}], strides = [1]}} : vector<{size}x{elem}> into {vt}",
                    b.name
                ));
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: a.live || b.live,
                });
            }
            0 => {
                let b = self.vector_value();
                let op = self.combine_op(elem);
                self.line(&format!("{name} = {op} {}, {} : {vt}", a.name, b.name));
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: a.live || b.live,
                });
            }
            1 if is_float(elem) => {
                let b = self.vector_value();
                let c = self.vector_value();
                self.line(&format!(
                    "{name} = vector.fma {}, {}, {} : {vt}",
                    a.name, b.name, c.name
                ));
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: a.live || b.live || c.live,
                });
            }
            2 => {
                let b = self.vector_value();
                let mask: Vec<String> = (0..LANES)
                    .map(|_| self.rng.range(0, 2 * LANES as i64 - 1).to_string())
                    .collect();
                self.line(&format!(
                    "{name} = vector.shuffle {}, {} [{}] : {vt}, {vt}",
                    a.name,
                    b.name,
                    mask.join(", ")
                ));
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: a.live || b.live,
                });
            }
            3 => {
                let x = self.value(elem);
                let at = self.rng.range(0, LANES as i64 - 1);
                if self.rng.chance(2) {
                    self.line(&format!(
                        "{name} = vector.insert {}, {} [{at}] : {elem} into {vt}",
                        x.name, a.name
                    ));
                } else {
                    let p = self.fresh();
                    self.line(&format!("{p} = arith.constant {at} : i32"));
                    self.line(&format!(
                        "{name} = vector.insertelement {}, {}[{p} : i32] : {vt}",
                        x.name, a.name
                    ));
                }
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: a.live || x.live,
                });
            }
            4 => {
                let at = self.rng.range(0, LANES as i64 - 1);
                if self.rng.chance(2) {
                    self.line(&format!(
                        "{name} = vector.extract {}[{at}] : {elem} from {vt}",
                        a.name
                    ));
                } else {
                    let p = self.fresh();
                    self.line(&format!("{p} = arith.constant {at} : i64"));
                    self.line(&format!(
                        "{name} = vector.extractelement {}[{p} : i64] : {vt}",
                        a.name
                    ));
                }
                self.push(name, elem, a.live);
            }
            5 | 6 => {
                let kind = if is_float(elem) {
                    self.pick(&["add", "mul", "maximumf", "minimumf", "maxnumf", "minnumf"])
                } else {
                    self.pick(&[
                        "add", "mul", "minsi", "maxsi", "minui", "maxui", "and", "or", "xor",
                    ])
                };
                if self.rng.chance(4) {
                    // `vector.multi_reduction` (lowered by `lower-vector-multi-reduction`): of
                    // the vector into a scalar, or of a 2-D outer product along one dimension.
                    if self.rng.chance(2) {
                        let acc = self.value(elem);
                        self.line(&format!(
                            "{name} = vector.multi_reduction <{kind}>, {}, {} [0] : {vt} to {elem}",
                            a.name, acc.name
                        ));
                    } else {
                        let b = self.vector_value();
                        let acc = self.vector_value();
                        let o = self.fresh();
                        let dim = self.rng.range(0, 1);
                        self.line(&format!(
                            "{o} = vector.outerproduct {}, {} : {vt}, {vt}",
                            a.name, b.name
                        ));
                        self.line(&format!(
                            "{name} = vector.multi_reduction <{kind}>, {o}, {} [{dim}] : vector<{LANES}x{LANES}x{elem}> to {vt}",
                            acc.name
                        ));
                        self.vpool.push(Val {
                            name,
                            ty: elem,
                            live: a.live || b.live || acc.live,
                        });
                        return;
                    }
                } else if self.rng.chance(3) {
                    let acc = self.value(elem);
                    self.line(&format!(
                        "{name} = vector.reduction <{kind}>, {}, {} : {vt} into {elem}",
                        a.name, acc.name
                    ));
                } else {
                    self.line(&format!(
                        "{name} = vector.reduction <{kind}>, {} : {vt} into {elem}",
                        a.name
                    ));
                }
                self.push(name, elem, a.live);
            }
            7 if self.d.math && a.live && is_float(elem) => {
                let op = self.pick(&["sqrt", "absf", "floor", "exp", "sin"]);
                self.line(&format!("{name} = math.{op} {} : {vt}", a.name));
                self.vpool.push(Val {
                    name,
                    ty: elem,
                    live: true,
                });
            }
            _ => {
                let (m, mty) = self
                    .vmem
                    .as_ref()
                    .map(|m| (m.name.clone(), m.ty.clone()))
                    .unwrap_or_default();
                let at = self.rng.range(0, (VMEM - LANES) as i64);
                self.line(&format!(
                    "vector.store {}, {m}[%i{at}] : {mty}, {vt}",
                    a.name
                ));
            }
        }
    }
}

fn memref_arg(rng: &mut Rng, k: usize) -> (Mem, Vec<String>) {
    let elem = ELEMS[rng.range(0, ELEMS.len() as i64 - 1) as usize];
    let rank = rng.range(1, 2) as usize;
    let sizes: Vec<Option<i64>> = (0..rank)
        .map(|_| {
            if rng.chance(2) {
                None
            } else {
                Some(rng.range(1, 4))
            }
        })
        .collect();
    let shape: String = sizes
        .iter()
        .map(|s| s.map_or("?".to_string(), |v| v.to_string()) + "x")
        .collect();
    let layout = if rng.chance(2) {
        String::new()
    } else {
        let offset = if rng.chance(3) {
            rng.range(1, 5).to_string()
        } else {
            "?".into()
        };
        let strides = vec!["?"; rank].join(", ");
        format!(", strided<[{strides}], offset: {offset}>")
    };
    let name = format!("%m{k}");
    let ty = format!("memref<{shape}{elem}{layout}>");
    let mut prelude = vec![];
    let dims = (0..rank)
        .map(|d| {
            let n = format!("%m{k}_d{d}");
            prelude.push(format!("{n} = memref.dim {name}, %i{d} : {ty}"));
            n
        })
        .collect();
    (
        Mem {
            name,
            ty,
            elem,
            dims,
        },
        prelude,
    )
}

/// One function `@name`.
fn function(rng: &mut Rng, prng: &mut Rng, d: Dialects, name: &str, out: &mut String) {
    let n_mem = rng.range(1, 2) as usize;
    let mut mems = vec![];
    let mut prelude = vec![];
    for k in 0..n_mem {
        let (m, p) = memref_arg(rng, k);
        mems.push(m);
        prelude.extend(p);
    }
    let vmem = if d.vector {
        let elem = ELEMS[rng.range(0, ELEMS.len() as i64 - 1) as usize];
        Some(Mem {
            name: "%mv".into(),
            ty: format!("memref<{VMEM}x{elem}>"),
            elem,
            dims: vec![],
        })
    } else {
        None
    };
    let wmem = vmem.as_ref().map(|v| Mem {
        name: "%mw".into(),
        ty: format!("memref<{WROWS}x{VMEM}x{}>", v.elem),
        elem: v.elem,
        dims: vec![],
    });
    let scalars: Vec<&'static str> = (0..rng.range(1, 3))
        .map(|_| SCALARS[rng.range(0, SCALARS.len() as i64 - 1) as usize])
        .collect();
    let c_iface = !rng.chance(3);

    let mut params: Vec<String> = mems
        .iter()
        .map(|m| format!("{}: {}", m.name, m.ty))
        .collect();
    for v in vmem.iter().chain(&wmem) {
        params.push(format!("{}: {}", v.name, v.ty));
    }
    params.extend(
        scalars
            .iter()
            .enumerate()
            .map(|(k, t)| format!("%s{k}: {t}")),
    );

    let mut g = Gen {
        rng,
        prng,
        next_print: 0,
        d,
        body: String::new(),
        indent: 2,
        next: 0,
        pool: vec![],
        vpool: vec![],
        mems,
        vmem,
        wmem,
    };
    // Index constants 0..=VMEM-LANES (vector positions; %i0 and %i1 are also the dim indices).
    let consts = if d.vector { VMEM - LANES } else { 1 };
    for i in 0..=consts {
        g.line(&format!("%i{i} = arith.constant {i} : index"));
    }
    g.line("%c0 = arith.constant 0 : index");
    g.line("%c1 = arith.constant 1 : index");
    for p in &prelude {
        g.line(p);
    }
    let dims: Vec<String> = g.mems.iter().flat_map(|m| m.dims.clone()).collect();
    for dname in dims {
        g.push(dname, "index", true);
    }
    for (k, t) in scalars.iter().enumerate() {
        g.push(format!("%s{k}"), t, true);
    }
    let n = g.rng.range(3, 7) as usize;
    g.statements(0, n);
    if d.vector {
        // Every function of a vector program has vector ops, whatever the seed chose above, and
        // prints (a vector, after the seeded prints of the statements).
        g.vector();
        if let Some((v, t)) = g.printed_vector() {
            g.line(&format!("{PRINT} {v} : {t}"));
        }
    }
    // Results: the last live scalars (up to three), some memrefs handed back.
    let mut results: Vec<(String, String)> = vec![];
    for v in g.pool.iter().rev().filter(|v| v.live) {
        if results.len() == 3 {
            break;
        }
        if !v.name.starts_with("%s") && !v.name.contains("_d") {
            results.push((v.name.clone(), v.ty.to_string()));
        }
    }
    results.reverse();
    if results.is_empty() {
        let v = g.value("i64");
        results.push((v.name, "i64".into()));
    }
    for k in 0..g.mems.len() {
        if g.rng.chance(3) {
            results.push((g.mems[k].name.clone(), g.mems[k].ty.clone()));
        }
    }
    let (res_vals, res_types) =
        super::generate::function_header(out, name, &params, &results, c_iface);
    out.push_str(&g.body);
    let _ = writeln!(
        out,
        "    return {} : {}",
        res_vals.join(", "),
        res_types.join(", ")
    );
    let _ = writeln!(out, "}}");
}

/// Structured program number `seed` for `d`: one to three functions.
pub fn program(seed: u64, d: Dialects) -> String {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x5c0f_a1f1);
    let mut prng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x0076_ec70_9419);
    let mut out = format!("// diffprog seed {seed} --dialects {}\n", d.spelled());
    for f in 0..rng.range(1, 3) {
        function(&mut rng, &mut prng, d, &format!("f{f}"), &mut out);
    }
    out
}
