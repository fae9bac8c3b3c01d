//! `roundtrip_llvm`: an `arbitrary` LLVM-dialect module (globals, functions with integer and float
//! arithmetic, comparisons, casts, selects, memory, calls, diamonds with block arguments) is exported,
//! imported and exported again; the two LLVM IR texts must be the same after LLVM normalises them.
//! The module is well formed by construction, so the first export must succeed too.

use arbitrary::Arbitrary;
use std::fmt::Write;

#[derive(Arbitrary, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ty {
    I1,
    I8,
    I32,
    I64,
    F32,
    F64,
}

impl Ty {
    fn mlir(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I8 => "i8",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
        }
    }
    fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }
    fn bits(self) -> u32 {
        match self {
            Ty::I1 => 1,
            Ty::I8 => 8,
            Ty::I32 | Ty::F32 => 32,
            Ty::I64 | Ty::F64 => 64,
        }
    }
}

#[derive(Arbitrary, Debug)]
pub struct ModuleSpec {
    globals: Vec<GlobalSpec>,
    funcs: Vec<FuncSpec>,
}

#[derive(Arbitrary, Debug)]
struct GlobalSpec {
    ty: Ty,
    init: i32,
    constant: bool,
    internal: bool,
}

#[derive(Arbitrary, Debug)]
struct FuncSpec {
    params: Vec<Ty>,
    ret: Option<Ty>,
    body: Vec<Inst>,
    private: bool,
}

#[derive(Arbitrary, Debug)]
enum Inst {
    Const(Ty, i64),
    Bin {
        op: u8,
        ty: Ty,
        a: u8,
        b: u8,
        flags: u8,
    },
    Cmp {
        pred: u8,
        ty: Ty,
        a: u8,
        b: u8,
    },
    Cast {
        from: Ty,
        to: Ty,
        a: u8,
        flag: bool,
    },
    Select {
        ty: Ty,
        c: u8,
        a: u8,
        b: u8,
    },
    LoadGlobal {
        g: u8,
        volatile: bool,
    },
    StoreGlobal {
        g: u8,
        v: u8,
    },
    Alloca {
        ty: Ty,
        v: u8,
    },
    Call {
        f: u8,
    },
    Diamond {
        ty: Ty,
        c: u8,
        a: u8,
        b: u8,
    },
    Intrinsic {
        which: u8,
        ty: Ty,
        a: u8,
        b: u8,
    },
}

/// (mnemonic, integer?, float?, flag kind) — integer ops take overflow flags or `exact`.
const BINOPS: &[(&str, bool, bool, u8)] = &[
    ("add", true, false, 1),
    ("sub", true, false, 1),
    ("mul", true, false, 1),
    ("shl", true, false, 1),
    ("udiv", true, false, 2),
    ("sdiv", true, false, 2),
    ("lshr", true, false, 2),
    ("ashr", true, false, 2),
    ("urem", true, false, 0),
    ("and", true, false, 0),
    ("or", true, false, 0),
    ("xor", true, false, 0),
    ("fadd", false, true, 3),
    ("fsub", false, true, 3),
    ("fmul", false, true, 3),
    ("fdiv", false, true, 3),
    ("frem", false, true, 3),
];
const ICMP: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const FCMP: &[&str] = &[
    "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une",
    "uno", "_false", "_true",
];
const OVERFLOW: &[&str] = &[
    "",
    " overflow<nsw>",
    " overflow<nuw>",
    " overflow<nsw, nuw>",
];
const FASTMATH: &[&str] = &[
    "",
    " {fastmathFlags = #llvm.fastmath<nnan>}",
    " {fastmathFlags = #llvm.fastmath<fast>}",
];
/// Two-operand intrinsics on integers, and on floats.
const INT_INTRINSICS: &[&str] = &["smax", "smin", "umax", "umin"];
const FLOAT_INTRINSICS: &[&str] = &["maxnum", "minnum", "copysign", "pow"];

struct Body {
    text: String,
    next: u32,
    /// Values in scope, with their types.
    vals: Vec<(String, Ty)>,
}

impl Body {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    /// A value of type `ty` chosen by `pick`, or a new constant.
    fn get(&mut self, ty: Ty, pick: u8) -> String {
        let cands: Vec<&String> = self
            .vals
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|(n, _)| n)
            .collect();
        if !cands.is_empty() {
            return cands[pick as usize % cands.len()].clone();
        }
        self.constant(ty, pick as i64)
    }
    fn constant(&mut self, ty: Ty, v: i64) -> String {
        let n = self.fresh();
        let lit = match ty {
            Ty::I1 => format!("{}", v & 1 != 0),
            Ty::F32 | Ty::F64 => format!("{:.6e} : {}", (v % 1_000_000) as f64 / 8.0, ty.mlir()),
            _ => format!("{} : {}", truncate(v, ty.bits()), ty.mlir()),
        };
        let _ = writeln!(
            self.text,
            "    {n} = llvm.mlir.constant({lit}) : {}",
            ty.mlir()
        );
        self.vals.push((n.clone(), ty));
        n
    }
    fn def(&mut self, ty: Ty, rhs: String) {
        let n = self.fresh();
        let _ = writeln!(self.text, "    {n} = {rhs}");
        self.vals.push((n, ty));
    }
}

fn truncate(v: i64, bits: u32) -> i64 {
    if bits >= 64 {
        v
    } else {
        let m = 1i64 << (bits - 1);
        ((v & ((1i64 << bits) - 1)) ^ m) - m
    }
}

/// The module's MLIR text.
pub fn module_text(spec: &ModuleSpec) -> String {
    let mut out = String::new();
    let globals: Vec<(String, Ty)> = spec
        .globals
        .iter()
        .take(8)
        .enumerate()
        .map(|(i, g)| {
            let ty = if g.ty == Ty::I1 { Ty::I8 } else { g.ty };
            let init = if ty.is_float() {
                format!("{:.6e} : {}", g.init as f64 / 4.0, ty.mlir())
            } else {
                format!("{} : {}", truncate(g.init as i64, ty.bits()), ty.mlir())
            };
            let _ = writeln!(
                out,
                "llvm.mlir.global {}{}@g{i}({init}) : {}",
                if g.internal { "internal " } else { "" },
                if g.constant { "constant " } else { "" },
                ty.mlir()
            );
            (format!("g{i}"), ty)
        })
        .collect();
    let funcs: Vec<&FuncSpec> = spec.funcs.iter().take(6).collect();
    for (fi, f) in funcs.iter().enumerate() {
        let params: Vec<Ty> = f.params.iter().copied().take(6).collect();
        let sig: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, t)| format!("%a{i}: {}", t.mlir()))
            .collect();
        let ret = f
            .ret
            .map(|t| format!(" -> {}", t.mlir()))
            .unwrap_or_default();
        let mut b = Body {
            text: String::new(),
            next: 0,
            vals: params
                .iter()
                .enumerate()
                .map(|(i, t)| (format!("%a{i}"), *t))
                .collect(),
        };
        let mut blocks = 0u32;
        for inst in f.body.iter().take(40) {
            emit(&mut b, inst, &globals, &funcs, fi, &mut blocks);
        }
        match f.ret {
            Some(t) => {
                let v = b.get(t, 0);
                let _ = writeln!(b.text, "    llvm.return {v} : {}", t.mlir());
            }
            None => b.text.push_str("    llvm.return\n"),
        }
        let _ = writeln!(
            out,
            "llvm.func {}@f{fi}({}){ret} {{\n{}}}",
            if f.private { "internal " } else { "" },
            sig.join(", "),
            b.text
        );
    }
    out
}

fn emit(
    b: &mut Body,
    inst: &Inst,
    globals: &[(String, Ty)],
    funcs: &[&FuncSpec],
    me: usize,
    blocks: &mut u32,
) {
    match *inst {
        Inst::Const(ty, v) => {
            b.constant(ty, v);
        }
        Inst::Bin {
            op,
            ty,
            a,
            b: bb,
            flags,
        } => {
            let (name, int, float, kind) = BINOPS[op as usize % BINOPS.len()];
            if (ty.is_float() && !float) || (!ty.is_float() && !int) {
                return;
            }
            let (x, y) = (b.get(ty, a), b.get(ty, bb));
            let flag = match kind {
                1 => OVERFLOW[flags as usize % OVERFLOW.len()].to_string(),
                2 if flags & 1 == 1 => " exact".into(),
                _ => String::new(),
            };
            let attrs = if kind == 3 {
                FASTMATH[flags as usize % FASTMATH.len()]
            } else {
                ""
            };
            let (flag, attrs) = if kind == 2 && flag == " exact" {
                (String::new(), " {isExact}")
            } else {
                (flag, attrs)
            };
            b.def(
                ty,
                format!("llvm.{name} {x}, {y}{flag}{attrs} : {}", ty.mlir()),
            );
        }
        Inst::Cmp { pred, ty, a, b: bb } => {
            let (x, y) = (b.get(ty, a), b.get(ty, bb));
            let rhs = if ty.is_float() {
                format!(
                    "llvm.fcmp \"{}\" {x}, {y} : {}",
                    FCMP[pred as usize % FCMP.len()],
                    ty.mlir()
                )
            } else {
                format!(
                    "llvm.icmp \"{}\" {x}, {y} : {}",
                    ICMP[pred as usize % ICMP.len()],
                    ty.mlir()
                )
            };
            b.def(Ty::I1, rhs);
        }
        Inst::Cast { from, to, a, flag } => {
            let x = b.get(from, a);
            let op = match (from.is_float(), to.is_float()) {
                (false, false) if to.bits() > from.bits() => {
                    if flag {
                        "zext"
                    } else {
                        "sext"
                    }
                }
                (false, false) if to.bits() < from.bits() => "trunc",
                (false, false) => return,
                (true, true) if to.bits() > from.bits() => "fpext",
                (true, true) if to.bits() < from.bits() => "fptrunc",
                (true, true) => return,
                (false, true) => {
                    if flag {
                        "uitofp"
                    } else {
                        "sitofp"
                    }
                }
                (true, false) => {
                    if flag {
                        "fptoui"
                    } else {
                        "fptosi"
                    }
                }
            };
            b.def(
                to,
                format!("llvm.{op} {x} : {} to {}", from.mlir(), to.mlir()),
            );
        }
        Inst::Select { ty, c, a, b: bb } => {
            let (cond, x, y) = (b.get(Ty::I1, c), b.get(ty, a), b.get(ty, bb));
            b.def(
                ty,
                format!("llvm.select {cond}, {x}, {y} : i1, {}", ty.mlir()),
            );
        }
        Inst::LoadGlobal { g, volatile } => {
            let Some((name, ty)) = globals.get(g as usize % globals.len().max(1)) else {
                return;
            };
            let p = b.fresh();
            let _ = writeln!(b.text, "    {p} = llvm.mlir.addressof @{name} : !llvm.ptr");
            let v = if volatile { "volatile " } else { "" };
            b.def(
                *ty,
                format!("llvm.load {v}{p} : !llvm.ptr -> {}", ty.mlir()),
            );
        }
        Inst::StoreGlobal { g, v } => {
            let Some((name, ty)) = globals.get(g as usize % globals.len().max(1)) else {
                return;
            };
            let x = b.get(*ty, v);
            let p = b.fresh();
            let _ = writeln!(b.text, "    {p} = llvm.mlir.addressof @{name} : !llvm.ptr");
            let _ = writeln!(b.text, "    llvm.store {x}, {p} : {}, !llvm.ptr", ty.mlir());
        }
        Inst::Alloca { ty, v } => {
            let one = b.constant(Ty::I64, 1);
            let x = b.get(ty, v);
            let p = b.fresh();
            let _ = writeln!(
                b.text,
                "    {p} = llvm.alloca {one} x {} : (i64) -> !llvm.ptr",
                ty.mlir()
            );
            let _ = writeln!(b.text, "    llvm.store {x}, {p} : {}, !llvm.ptr", ty.mlir());
            b.def(ty, format!("llvm.load {p} : !llvm.ptr -> {}", ty.mlir()));
        }
        Inst::Call { f } => {
            // Only functions defined earlier: no recursion, so the program stays finite if run.
            if me == 0 {
                return;
            }
            let fi = f as usize % me;
            let callee = funcs[fi];
            let params: Vec<Ty> = callee.params.iter().copied().take(6).collect();
            let args: Vec<String> = params
                .iter()
                .enumerate()
                .map(|(i, t)| b.get(*t, i as u8))
                .collect();
            let tys: Vec<&str> = params.iter().map(|t| t.mlir()).collect();
            let call = format!(
                "llvm.call @f{fi}({}) : ({})",
                args.join(", "),
                tys.join(", ")
            );
            match callee.ret {
                Some(t) => b.def(t, format!("{call} -> {}", t.mlir())),
                None => {
                    let _ = writeln!(b.text, "    {call} -> ()");
                }
            }
        }
        Inst::Diamond { ty, c, a, b: bb } => {
            let (cond, x, y) = (b.get(Ty::I1, c), b.get(ty, a), b.get(ty, bb));
            let n = *blocks;
            *blocks += 3;
            let join = b.fresh();
            let _ = writeln!(
                b.text,
                "    llvm.cond_br {cond}, ^b{n}, ^b{}\n  ^b{n}:\n    llvm.br ^b{}({x} : {t})\n  ^b{}:\n    llvm.br ^b{}({y} : {t})\n  ^b{}({join}: {t}):",
                n + 1,
                n + 2,
                n + 1,
                n + 2,
                n + 2,
                t = ty.mlir()
            );
            b.vals.push((join, ty));
        }
        Inst::Intrinsic {
            which,
            ty,
            a,
            b: bb,
        } => {
            if ty == Ty::I1 {
                return;
            }
            let table = if ty.is_float() {
                FLOAT_INTRINSICS
            } else {
                INT_INTRINSICS
            };
            let name = table[which as usize % table.len()];
            let (x, y) = (b.get(ty, a), b.get(ty, bb));
            b.def(
                ty,
                format!(
                    "llvm.intr.{name}({x}, {y}) : ({t}, {t}) -> {t}",
                    t = ty.mlir()
                ),
            );
        }
    }
}

fn export(name: &str, text: &str) -> Result<String, String> {
    irbridge_translate::translate_to_bytes(
        name,
        text.as_bytes(),
        0,
        false,
        irbridge_translate::Emit::Ll,
    )
    .map(|b| String::from_utf8_lossy(&b).into_owned())
    .map_err(|d| d.first().map(|d| d.message.clone()).unwrap_or_default())
}

pub fn check_spec(spec: &ModuleSpec) {
    let text = module_text(spec);
    let ll1 = crate::contained("export", || export("fuzz.mlir", &text)).unwrap_or_else(|e| {
        panic!("a well-formed module does not export: {e}\n--- module\n{text}")
    });
    let imported = crate::contained("import", || {
        irbridge_import::from_bytes(
            "<export>",
            ll1.as_bytes(),
            irbridge_import::ImportOptions::default(),
        )
    })
    .unwrap_or_else(|d| {
        panic!(
            "the import of our export fails: {}\n--- ll\n{ll1}",
            d.first().map(|d| d.message.as_str()).unwrap_or("")
        )
    });
    let mlir2 = imported.print(irbridge::print::PrintFlags::default());
    let ll3 = crate::contained("export", || export("<import>", &mlir2))
        .unwrap_or_else(|e| panic!("the export of the import fails: {e}\n--- mlir\n{mlir2}"));
    let (n1, n3) = (
        irbridge_harness::normalize::normalize_ll(ll1.as_bytes()).expect("LLVM reads our export"),
        irbridge_harness::normalize::normalize_ll(ll3.as_bytes()).expect("LLVM reads our export"),
    );
    if n1 != n3 {
        let diff = similar::TextDiff::from_lines(&n1, &n3)
            .unified_diff()
            .header("export(M)", "export(import(export(M)))")
            .to_string();
        panic!("export → import → export is not a fixpoint:\n{diff}\n--- module\n{text}");
    }
}

/// Decodes the fuzzer's bytes into a module spec and checks it.
pub fn check(data: &[u8]) {
    let mut u = arbitrary::Unstructured::new(data);
    let Ok(spec) = ModuleSpec::arbitrary(&mut u) else {
        return;
    };
    crate::on_big_stack(move || check_spec(&spec));
}
