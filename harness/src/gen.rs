//! `irbridge gen`: writes a large, realistic func/arith/cf/memref module, deterministic for a given seed
//! and size: many functions, each with diamonds and loops in `cf`, memref loads/stores/allocas, integer
//! and float arithmetic, comparisons, selects, casts, constants and calls. The benchmark's input.

use std::fmt::Write;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct GenArgs {
    /// Approximate size of the module in bytes (suffixes k, M accepted: 1M, 512k).
    #[arg(long, default_value = "1M")]
    pub size: String,
    /// Seed of the generator.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Output file (`-` for stdout).
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
}

pub fn run(args: GenArgs) -> ExitCode {
    let Some(size) = parse_size(&args.size) else {
        eprintln!(
            "irbridge gen: bad size '{}' (e.g. 1M, 512k, 100000)",
            args.size
        );
        return ExitCode::FAILURE;
    };
    let text = generate(size, args.seed);
    match irbridge::io::write_output(&args.output, text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("irbridge gen: {e}");
            ExitCode::FAILURE
        }
    }
}

pub fn parse_size(s: &str) -> Option<usize> {
    let s = s.trim();
    let (num, mul) = match s.chars().last()? {
        'k' | 'K' => (&s[..s.len() - 1], 1usize << 10),
        'm' | 'M' => (&s[..s.len() - 1], 1 << 20),
        'g' | 'G' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    let v: f64 = num.parse().ok()?;
    (v >= 0.0).then_some((v * mul as f64) as usize)
}

/// splitmix64: small, fast, and the same everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ty {
    I1,
    I32,
    I64,
    F32,
    Index,
}

impl Ty {
    fn s(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::F32 => "f32",
            Ty::Index => "index",
        }
    }
}

const SIG_TYPES: &str = "memref<?xf32>, memref<64xi32>, index, i32, f32";

/// Values that dominate the current point, by type; a scope is a length to truncate back to.
struct Func<'r> {
    rng: &'r mut Rng,
    out: String,
    vals: Vec<(Ty, String)>,
    next_val: usize,
    next_block: usize,
    index: usize,
}

impl Func<'_> {
    fn fresh(&mut self, ty: Ty) -> String {
        let name = format!("%v{}", self.next_val);
        self.next_val += 1;
        self.vals.push((ty, name.clone()));
        name
    }
    /// A value of type `ty` among the latest 256 in scope (all of them in a small function), so
    /// that huge functions are generated in linear time.
    fn any(&mut self, ty: Ty) -> String {
        let mut pool = &self.vals[self.vals.len().saturating_sub(256)..];
        if !pool.iter().any(|v| v.0 == ty) {
            pool = &self.vals;
        }
        let n = pool.iter().filter(|v| v.0 == ty).count();
        let k = self.rng.below(n);
        pool.iter()
            .filter(|v| v.0 == ty)
            .nth(k)
            .expect("pools are seeded in the entry block")
            .1
            .clone()
    }
    fn block(&mut self) -> String {
        self.next_block += 1;
        format!("^bb{}", self.next_block)
    }
    fn line(&mut self, s: &str) {
        self.out.push_str("    ");
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn op(&mut self) {
        let r = self.rng.below(100);
        let line = match r {
            0..=17 => {
                let op = self.rng.pick(&[
                    "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divsi",
                    "remui", "shli",
                ]);
                let (a, b) = (self.any(Ty::I32), self.any(Ty::I32));
                let overflow = if matches!(*op, "addi" | "subi" | "muli") && self.rng.chance(15) {
                    " overflow<nsw>"
                } else {
                    ""
                };
                format!(
                    "{} = arith.{op} {a}, {b}{overflow} : i32",
                    self.fresh(Ty::I32)
                )
            }
            18..=31 => {
                let op = self
                    .rng
                    .pick(&["addf", "subf", "mulf", "divf", "maximumf", "minimumf"]);
                let (a, b) = (self.any(Ty::F32), self.any(Ty::F32));
                let fm = if self.rng.chance(20) {
                    " fastmath<fast>"
                } else {
                    ""
                };
                format!("{} = arith.{op} {a}, {b}{fm} : f32", self.fresh(Ty::F32))
            }
            32..=36 => {
                let op = self.rng.pick(&["addi", "muli", "xori", "shrui"]);
                let (a, b) = (self.any(Ty::I64), self.any(Ty::I64));
                format!("{} = arith.{op} {a}, {b} : i64", self.fresh(Ty::I64))
            }
            37..=42 => {
                let p = self
                    .rng
                    .pick(&["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "uge"]);
                let (a, b) = (self.any(Ty::I32), self.any(Ty::I32));
                format!("{} = arith.cmpi {p}, {a}, {b} : i32", self.fresh(Ty::I1))
            }
            43..=46 => {
                let p = self.rng.pick(&["oeq", "olt", "ogt", "une", "uno", "oge"]);
                let (a, b) = (self.any(Ty::F32), self.any(Ty::F32));
                format!("{} = arith.cmpf {p}, {a}, {b} : f32", self.fresh(Ty::I1))
            }
            47..=50 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::F32]);
                let (c, a, b) = (self.any(Ty::I1), self.any(ty), self.any(ty));
                format!(
                    "{} = arith.select {c}, {a}, {b} : {}",
                    self.fresh(ty),
                    ty.s()
                )
            }
            51..=58 => {
                let (from, to, op) = *self.rng.pick(&[
                    (Ty::I32, Ty::F32, "sitofp"),
                    (Ty::F32, Ty::I32, "fptosi"),
                    (Ty::I32, Ty::Index, "index_cast"),
                    (Ty::Index, Ty::I32, "index_castui"),
                    (Ty::I32, Ty::I64, "extsi"),
                    (Ty::I64, Ty::I32, "trunci"),
                    (Ty::I1, Ty::I32, "extui"),
                ]);
                let a = self.any(from);
                format!(
                    "{} = arith.{op} {a} : {} to {}",
                    self.fresh(to),
                    from.s(),
                    to.s()
                )
            }
            59..=68 => {
                let i = self.any(Ty::Index);
                if self.rng.chance(50) {
                    format!(
                        "{} = memref.load %arg0[{i}] : memref<?xf32>",
                        self.fresh(Ty::F32)
                    )
                } else {
                    format!(
                        "{} = memref.load %arg1[{i}] : memref<64xi32>",
                        self.fresh(Ty::I32)
                    )
                }
            }
            69..=76 => {
                let i = self.any(Ty::Index);
                if self.rng.chance(50) {
                    let v = self.any(Ty::F32);
                    format!("memref.store {v}, %arg0[{i}] : memref<?xf32>")
                } else {
                    let v = self.any(Ty::I32);
                    format!("memref.store {v}, %arg1[{i}] : memref<64xi32>")
                }
            }
            77..=80 => {
                let m = format!("%m{}", self.next_val);
                self.next_val += 1;
                let (i, j) = (self.any(Ty::Index), self.any(Ty::Index));
                let v = self.any(Ty::F32);
                self.line(&format!(
                    "{m} = memref.alloca() {{alignment = 16 : i64}} : memref<8x8xf32>"
                ));
                self.line(&format!(
                    "memref.store {v}, {m}[{i}, {j}] : memref<8x8xf32>"
                ));
                format!(
                    "{} = memref.load {m}[{j}, {i}] : memref<8x8xf32>",
                    self.fresh(Ty::F32)
                )
            }
            81..=86 => {
                let (a, b) = (self.any(Ty::Index), self.any(Ty::Index));
                let op = self.rng.pick(&["addi", "muli", "subi"]);
                format!("{} = arith.{op} {a}, {b} : index", self.fresh(Ty::Index))
            }
            87..=90 if self.index > 0 => {
                let callee = self.rng.below(self.index);
                let (i, a, f) = (self.any(Ty::Index), self.any(Ty::I32), self.any(Ty::F32));
                format!(
                    "{} = func.call @f{callee}(%arg0, %arg1, {i}, {a}, {f}) : ({SIG_TYPES}) -> i32",
                    self.fresh(Ty::I32)
                )
            }
            91..=93 => {
                let g = format!("%g{}", self.next_val);
                self.next_val += 1;
                let i = self.any(Ty::Index);
                self.line(&format!("{g} = memref.get_global @table : memref<4xi32>"));
                format!(
                    "{} = memref.load {g}[{i}] : memref<4xi32>",
                    self.fresh(Ty::I32)
                )
            }
            94..=96 => {
                let a = self.any(Ty::I32);
                format!(
                    "{} = func.call @ext(%arg0, {a}) : (memref<?xf32>, i32) -> i32",
                    self.fresh(Ty::I32)
                )
            }
            _ => self.constant(),
        };
        self.line(&line);
    }

    fn constant(&mut self) -> String {
        match self.rng.below(4) {
            0 => {
                let v = self.rng.below(2000) as i64 - 1000;
                format!("{} = arith.constant {v} : i32", self.fresh(Ty::I32))
            }
            1 => {
                let v = self.rng.below(64);
                format!("{} = arith.constant {v} : index", self.fresh(Ty::Index))
            }
            2 => {
                let v = self.rng.below(100000) as f64 / 64.0 - 500.0;
                format!("{} = arith.constant {v:?} : f32", self.fresh(Ty::F32))
            }
            _ => {
                let v = self.rng.next() as i64 >> 20;
                format!("{} = arith.constant {v} : i64", self.fresh(Ty::I64))
            }
        }
    }

    fn ops(&mut self, lo: usize, hi: usize) {
        let n = lo + self.rng.below(hi - lo + 1);
        for _ in 0..n {
            self.op();
        }
    }

    /// A diamond: cond_br into two arms that join in a block taking an i32.
    fn diamond(&mut self) {
        let (t, f, join) = (self.block(), self.block(), self.block());
        let c = self.any(Ty::I1);
        let a = self.any(Ty::I32);
        self.line(&format!("cf.cond_br {c}, {t}({a} : i32), {f}"));
        let scope = self.vals.len();
        let x = self.fresh(Ty::I32);
        self.out.push_str(&format!("  {t}({x}: i32):\n"));
        self.ops(2, 8);
        let r = self.any(Ty::I32);
        self.line(&format!("cf.br {join}({r} : i32)"));
        self.vals.truncate(scope);
        self.out.push_str(&format!("  {f}:\n"));
        self.ops(2, 8);
        let r = self.any(Ty::I32);
        self.line(&format!("cf.br {join}({r} : i32)"));
        self.vals.truncate(scope);
        let m = self.fresh(Ty::I32);
        self.out
            .push_str(&format!("  {join}({m}: i32):  // 2 preds: {t}, {f}\n"));
        self.ops(1, 5);
    }

    /// A counted loop: header with an induction variable and an accumulator, body, exit.
    fn lp(&mut self) {
        let (head, body, exit) = (self.block(), self.block(), self.block());
        let init = self.any(Ty::I32);
        self.line(&format!("cf.br {head}(%c0, {init} : index, i32)"));
        let scope = self.vals.len();
        let iv = self.fresh(Ty::Index);
        let acc = self.fresh(Ty::I32);
        self.out
            .push_str(&format!("  {head}({iv}: index, {acc}: i32):\n"));
        let bound = 4 + self.rng.below(60);
        let n = self.fresh(Ty::Index);
        let cond = self.fresh(Ty::I1);
        self.line(&format!("{n} = arith.constant {bound} : index"));
        self.line(&format!("{cond} = arith.cmpi slt, {iv}, {n} : index"));
        self.line(&format!("cf.cond_br {cond}, {body}, {exit}({acc} : i32)"));
        let head_scope = self.vals.len();
        self.out.push_str(&format!("  {body}:\n"));
        self.ops(3, 10);
        let next = self.fresh(Ty::Index);
        self.line(&format!("{next} = arith.addi {iv}, %c1 : index"));
        let acc2 = self.any(Ty::I32);
        self.line(&format!("cf.br {head}({next}, {acc2} : index, i32)"));
        self.vals.truncate(head_scope);
        self.vals.truncate(scope);
        let r = self.fresh(Ty::I32);
        self.out.push_str(&format!("  {exit}({r}: i32):\n"));
        self.ops(1, 4);
    }

    /// A multi-way branch on an i32.
    fn switch(&mut self) {
        let (d, b0, b1, join) = (self.block(), self.block(), self.block(), self.block());
        let flag = self.any(Ty::I32);
        let a = self.any(Ty::I32);
        self.line(&format!("cf.switch {flag} : i32, [\n      default: {d}({a} : i32),\n      0: {b0},\n      7: {b1}\n    ]"));
        let scope = self.vals.len();
        for (blk, arg) in [(d.clone(), true), (b0.clone(), false), (b1.clone(), false)] {
            if arg {
                let x = self.fresh(Ty::I32);
                self.out.push_str(&format!("  {blk}({x}: i32):\n"));
            } else {
                self.out.push_str(&format!("  {blk}:\n"));
            }
            self.ops(1, 5);
            let r = self.any(Ty::I32);
            self.line(&format!("cf.br {join}({r} : i32)"));
            self.vals.truncate(scope);
        }
        let m = self.fresh(Ty::I32);
        self.out.push_str(&format!("  {join}({m}: i32):\n"));
        self.ops(1, 4);
    }
}

/// A module of about `target` bytes (at least one function).
pub fn generate(target: usize, seed: u64) -> String {
    generate_with(target, seed, 0)
}

/// [`generate`] with every function grown to at least `function_bytes` (more diamonds, loops and
/// switches): the benchmark matrix's "few huge functions" shape.
pub fn generate_with(target: usize, seed: u64, function_bytes: usize) -> String {
    let mut rng = Rng(seed ^ 0x1B2B_3B4B_5B6B_7B8B);
    let mut out = String::with_capacity(target + 4096);
    out.push_str("// Generated by `irbridge gen`: a func/arith/cf/memref benchmark module.\n");
    out.push_str("module attributes {irbridge.generated} {\n");
    out.push_str("  memref.global \"private\" constant @table : memref<4xi32> = dense<[1, 2, 3, 5]> {alignment = 64 : i64}\n");
    out.push_str("  func.func private @ext(memref<?xf32>, i32) -> i32\n");
    let mut index = 0;
    while out.len() < target || index == 0 {
        let mut f = Func {
            rng: &mut rng,
            out: String::new(),
            vals: vec![],
            next_val: 0,
            next_block: 0,
            index,
        };
        let _ = writeln!(f.out, "  func.func @f{index}(%arg0: memref<?xf32>, %arg1: memref<64xi32>, %arg2: index, %arg3: i32, %arg4: f32) -> i32 {{");
        f.vals.extend([
            (Ty::Index, "%arg2".to_string()),
            (Ty::I32, "%arg3".to_string()),
            (Ty::F32, "%arg4".to_string()),
            (Ty::Index, "%c0".to_string()),
            (Ty::Index, "%c1".to_string()),
        ]);
        f.line("%c0 = arith.constant 0 : index");
        f.line("%c1 = arith.constant 1 : index");
        let d = f.fresh(Ty::Index);
        f.line(&format!("{d} = memref.dim %arg0, %c0 : memref<?xf32>"));
        let k = f.rng.below(100);
        let c = f.fresh(Ty::I32);
        f.line(&format!("{c} = arith.constant {k} : i32"));
        let l = f.fresh(Ty::I64);
        f.line(&format!("{l} = arith.extsi %arg3 : i32 to i64"));
        let b = f.fresh(Ty::I1);
        f.line(&format!("{b} = arith.cmpi sgt, %arg3, {c} : i32"));
        f.ops(4, 12);
        let segments = 1 + f.rng.below(4);
        let mut segment = 0;
        while segment < segments || f.out.len() < function_bytes {
            match f.rng.below(5) {
                0 | 1 => f.diamond(),
                2 | 3 => f.lp(),
                _ => f.switch(),
            }
            segment += 1;
        }
        let r = f.any(Ty::I32);
        f.line(&format!("return {r} : i32"));
        f.out.push_str("  }\n");
        out.push_str(&f.out);
        index += 1;
    }
    out.push_str("}\n");
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn deterministic_and_sized() {
        let a = super::generate(50_000, 7);
        assert_eq!(a, super::generate(50_000, 7));
        assert_ne!(a, super::generate(50_000, 8));
        assert!(a.len() >= 50_000 && a.len() < 60_000, "{}", a.len());
        assert_eq!(super::parse_size("1M"), Some(1 << 20));
        assert_eq!(super::parse_size("1.5k"), Some(1536));
    }
}
