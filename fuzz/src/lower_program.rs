//! `lower_program`: an `arbitrary` func/arith/cf/memref program (valid by construction) is lowered
//! with `--convert-to-llvm --reconcile-unrealized-casts` and translated to LLVM IR. Lowering must
//! succeed (the program is valid and uses only ops the passes lower), and so must translation,
//! whose result passes LLVM's verifier.

use arbitrary::Arbitrary;
use std::fmt::Write;

#[derive(Arbitrary, Debug, Clone, Copy, PartialEq, Eq)]
enum Scalar {
    I32,
    I64,
    F32,
    F64,
    Index,
}

impl Scalar {
    fn mlir(self) -> &'static str {
        match self {
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
            Scalar::Index => "index",
        }
    }
    fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64)
    }
}

#[derive(Arbitrary, Debug)]
pub struct ProgramSpec {
    funcs: Vec<FuncSpec>,
}

#[derive(Arbitrary, Debug)]
struct FuncSpec {
    /// Memref arguments: element type and shape (`None` = dynamic), rank 0-3.
    memrefs: Vec<(Scalar, Vec<Option<u8>>)>,
    scalars: Vec<Scalar>,
    body: Vec<Step>,
    results: Vec<u8>,
    c_interface: bool,
    unranked_arg: bool,
}

#[derive(Arbitrary, Debug)]
enum Step {
    Const(Scalar, i16),
    Arith { op: u8, ty: Scalar, a: u8, b: u8 },
    Cmp { ty: Scalar, pred: u8, a: u8, b: u8 },
    Select { ty: Scalar, a: u8, b: u8 },
    LoadFirst { m: u8 },
    StoreFirst { m: u8, v: u8 },
    Dim { m: u8, d: u8 },
    Alloca { ty: Scalar, n: u8 },
    IfElse { ty: Scalar, a: u8, b: u8 },
    Cast { from: Scalar, to: Scalar, a: u8 },
}

const INT_OPS: &[&str] = &[
    "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui",
];
const FLOAT_OPS: &[&str] = &["addf", "subf", "mulf", "divf", "maximumf", "minnumf"];
const ICMP: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const FCMP: &[&str] = &[
    "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "uno", "une",
];

struct Body {
    text: String,
    n: u32,
    vals: Vec<(String, Scalar)>,
    bools: Vec<String>,
}

impl Body {
    fn fresh(&mut self) -> String {
        self.n += 1;
        format!("%v{}", self.n)
    }
    fn constant(&mut self, ty: Scalar, v: i64) -> String {
        let n = self.fresh();
        let lit = if ty.is_float() {
            format!("{:.3e}", v as f64 / 4.0)
        } else {
            v.to_string()
        };
        let _ = writeln!(self.text, "  {n} = arith.constant {lit} : {}", ty.mlir());
        self.vals.push((n.clone(), ty));
        n
    }
    fn get(&mut self, ty: Scalar, pick: u8) -> String {
        let c: Vec<&String> = self
            .vals
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|(n, _)| n)
            .collect();
        if c.is_empty() {
            return self.constant(ty, pick as i64);
        }
        c[pick as usize % c.len()].clone()
    }
    /// The latest i1, or a new comparison of two index values.
    fn condition(&mut self, a: u8, b: u8) -> String {
        if let Some(c) = self.bools.last() {
            return c.clone();
        }
        let (x, y) = (self.get(Scalar::Index, a), self.get(Scalar::Index, b));
        let n = self.fresh();
        let _ = writeln!(self.text, "  {n} = arith.cmpi slt, {x}, {y} : index");
        self.bools.push(n.clone());
        n
    }
    fn def(&mut self, ty: Scalar, rhs: String) -> String {
        let n = self.fresh();
        let _ = writeln!(self.text, "  {n} = {rhs}");
        self.vals.push((n.clone(), ty));
        n
    }
}

/// The memref type of an argument, and whether every dimension is non-zero (safe to index at 0).
fn memref_type(elem: Scalar, shape: &[Option<u8>]) -> (String, bool) {
    let dims: Vec<String> = shape
        .iter()
        .take(3)
        .map(|d| match d {
            Some(n) => (n % 5).to_string(),
            None => "?".into(),
        })
        .collect();
    let nonzero = shape.iter().take(3).all(|d| d.is_some_and(|n| n % 5 != 0));
    let mut t = String::from("memref<");
    for d in &dims {
        t.push_str(d);
        t.push('x');
    }
    t.push_str(elem.mlir());
    t.push('>');
    (t, nonzero)
}

pub fn program_text(spec: &ProgramSpec) -> String {
    let mut out = String::new();
    for (fi, f) in spec.funcs.iter().take(4).enumerate() {
        let memrefs: Vec<(String, Scalar, usize, bool)> = f
            .memrefs
            .iter()
            .take(3)
            .map(|(e, s)| {
                let (t, nz) = memref_type(*e, s);
                (t, *e, s.len().min(3), nz)
            })
            .collect();
        let mut args = vec![];
        for (i, (t, ..)) in memrefs.iter().enumerate() {
            args.push(format!("%m{i}: {t}"));
        }
        for (i, s) in f.scalars.iter().take(4).enumerate() {
            args.push(format!("%s{i}: {}", s.mlir()));
        }
        if f.unranked_arg {
            args.push("%u: memref<*xf32>".into());
        }
        let mut b = Body {
            text: String::new(),
            n: 0,
            vals: f
                .scalars
                .iter()
                .take(4)
                .enumerate()
                .map(|(i, s)| (format!("%s{i}"), *s))
                .collect(),
            bools: vec![],
        };
        for step in f.body.iter().take(30) {
            match *step {
                Step::Const(ty, v) => {
                    b.constant(ty, v as i64);
                }
                Step::Arith { op, ty, a, b: bb } => {
                    let (x, y) = (b.get(ty, a), b.get(ty, bb));
                    let name = if ty.is_float() {
                        FLOAT_OPS[op as usize % FLOAT_OPS.len()]
                    } else {
                        INT_OPS[op as usize % INT_OPS.len()]
                    };
                    b.def(ty, format!("arith.{name} {x}, {y} : {}", ty.mlir()));
                }
                Step::Cmp { ty, pred, a, b: bb } => {
                    let (x, y) = (b.get(ty, a), b.get(ty, bb));
                    let n = b.fresh();
                    let (op, p) = if ty.is_float() {
                        ("cmpf", FCMP[pred as usize % FCMP.len()])
                    } else {
                        ("cmpi", ICMP[pred as usize % ICMP.len()])
                    };
                    let _ = writeln!(b.text, "  {n} = arith.{op} {p}, {x}, {y} : {}", ty.mlir());
                    b.bools.push(n);
                }
                Step::Select { ty, a, b: bb } => {
                    let c = b.condition(a, bb);
                    let (x, y) = (b.get(ty, a), b.get(ty, bb));
                    b.def(ty, format!("arith.select {c}, {x}, {y} : {}", ty.mlir()));
                }
                Step::LoadFirst { m } | Step::StoreFirst { m, .. } if memrefs.is_empty() => {
                    let _ = m;
                }
                Step::LoadFirst { m } => {
                    let i = m as usize % memrefs.len();
                    let (t, e, rank, nonzero) = memrefs[i].clone();
                    if !nonzero {
                        continue;
                    }
                    let zero = b.constant(Scalar::Index, 0);
                    let idx = vec![zero; rank].join(", ");
                    b.def(e, format!("memref.load %m{i}[{idx}] : {t}"));
                }
                Step::StoreFirst { m, v } => {
                    let i = m as usize % memrefs.len();
                    let (t, e, rank, nonzero) = memrefs[i].clone();
                    if !nonzero {
                        continue;
                    }
                    let x = b.get(e, v);
                    let zero = b.constant(Scalar::Index, 0);
                    let idx = vec![zero; rank].join(", ");
                    let _ = writeln!(b.text, "  memref.store {x}, %m{i}[{idx}] : {t}");
                }
                Step::Dim { m, d } => {
                    if memrefs.is_empty() {
                        continue;
                    }
                    let i = m as usize % memrefs.len();
                    let (t, _, rank, _) = memrefs[i].clone();
                    if rank == 0 {
                        continue;
                    }
                    let c = b.constant(Scalar::Index, (d as usize % rank) as i64);
                    b.def(Scalar::Index, format!("memref.dim %m{i}, {c} : {t}"));
                }
                Step::Alloca { ty, n } => {
                    let size = n % 8 + 1;
                    let m = b.fresh();
                    let _ = writeln!(
                        b.text,
                        "  {m} = memref.alloca() : memref<{size}x{}>",
                        ty.mlir()
                    );
                    let x = b.get(ty, n);
                    let zero = b.constant(Scalar::Index, 0);
                    let _ = writeln!(
                        b.text,
                        "  memref.store {x}, {m}[{zero}] : memref<{size}x{}>",
                        ty.mlir()
                    );
                    b.def(
                        ty,
                        format!("memref.load {m}[{zero}] : memref<{size}x{}>", ty.mlir()),
                    );
                }
                Step::IfElse { ty, a, b: bb } => {
                    let c = b.condition(a, bb);
                    let (x, y) = (b.get(ty, a), b.get(ty, bb));
                    let k = b.n;
                    let j = b.fresh();
                    let _ = writeln!(
                        b.text,
                        "  cf.cond_br {c}, ^t{k}, ^f{k}\n^t{k}:\n  cf.br ^j{k}({x} : {t})\n^f{k}:\n  cf.br ^j{k}({y} : {t})\n^j{k}({j}: {t}):",
                        t = ty.mlir()
                    );
                    // Values defined in the branches are not in scope after the join.
                    b.vals.push((j, ty));
                }
                Step::Cast { from, to, a } => {
                    let x = b.get(from, a);
                    let op = match (from, to) {
                        (Scalar::I32, Scalar::I64) => "extsi",
                        (Scalar::I64, Scalar::I32) => "trunci",
                        (Scalar::Index, Scalar::I32 | Scalar::I64)
                        | (Scalar::I32 | Scalar::I64, Scalar::Index) => "index_cast",
                        (Scalar::F32, Scalar::F64) => "extf",
                        (Scalar::F64, Scalar::F32) => "truncf",
                        (Scalar::I32 | Scalar::I64, Scalar::F32 | Scalar::F64) => "sitofp",
                        (Scalar::F32 | Scalar::F64, Scalar::I32 | Scalar::I64) => "fptosi",
                        _ => continue,
                    };
                    b.def(
                        to,
                        format!("arith.{op} {x} : {} to {}", from.mlir(), to.mlir()),
                    );
                }
            }
        }
        let mut rets: Vec<(String, String)> = f
            .results
            .iter()
            .take(3)
            .filter_map(|r| {
                if b.vals.is_empty() {
                    return None;
                }
                let (n, t) = b.vals[*r as usize % b.vals.len()].clone();
                Some((n, t.mlir().to_string()))
            })
            .collect();
        if let Some((t, ..)) = memrefs.first() {
            if f.results.len() % 2 == 1 {
                rets.push(("%m0".into(), t.clone()));
            }
        }
        let tys: Vec<&str> = rets.iter().map(|(_, t)| t.as_str()).collect();
        let names: Vec<&str> = rets.iter().map(|(n, _)| n.as_str()).collect();
        let res = match tys.len() {
            0 => String::new(),
            1 => format!(" -> {}", tys[0]),
            _ => format!(" -> ({})", tys.join(", ")),
        };
        let ret = if rets.is_empty() {
            "  return\n".to_string()
        } else {
            format!("  return {} : {}\n", names.join(", "), tys.join(", "))
        };
        let attrs = if f.c_interface {
            " attributes {llvm.emit_c_interface}"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "func.func @f{fi}({}){res}{attrs} {{\n{}{ret}}}",
            args.join(", "),
            b.text
        );
    }
    out
}

pub fn check_spec(spec: &ProgramSpec) {
    let text = program_text(spec);
    let lowered = crate::contained("lowering", || lower(&text));
    let lowered = lowered
        .unwrap_or_else(|e| panic!("a valid program does not lower: {e}\n--- program\n{text}"));
    let translated = crate::contained("translation", || {
        irbridge_translate::translate_to_bytes(
            "<lowered>",
            lowered.as_bytes(),
            0,
            false,
            irbridge_translate::Emit::Ll,
        )
    });
    if let Err(d) = translated {
        panic!(
            "the lowered program does not translate: {}\n--- program\n{text}\n--- lowered\n{lowered}",
            d.first().map(|d| d.message.as_str()).unwrap_or("")
        );
    }
}

fn lower(text: &str) -> Result<String, String> {
    use irbridge::pass::{instantiate, PipelineElement};
    let elements: Vec<PipelineElement> = ["convert-to-llvm", "reconcile-unrealized-casts"]
        .iter()
        .map(|n| PipelineElement::Pass {
            name: n.to_string(),
            options: String::new(),
        })
        .collect();
    let mut scheduled = instantiate(&irbridge_lower::REGISTRY, &elements)?;
    irbridge::driver::opt_buffer_with_passes(
        "fuzz.mlir",
        text.as_bytes(),
        0,
        &irbridge::driver::OptOptions::default(),
        &mut scheduled,
        true,
    )
    .map_err(|d| d.first().map(|d| d.message.clone()).unwrap_or_default())
}

pub fn check(data: &[u8]) {
    let mut u = arbitrary::Unstructured::new(data);
    let Ok(spec) = ProgramSpec::arbitrary(&mut u) else {
        return;
    };
    crate::on_big_stack(move || check_spec(&spec));
}
