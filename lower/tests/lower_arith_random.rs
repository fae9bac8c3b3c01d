//! Differential test: random arith programs (scalar integers, index, integer vectors with splat
//! constants, f32; many constants so that folds trigger) lowered by `convert-arith-to-llvm` in irbridge and in `mlir-opt` 19 must print the
//! same generic form. A fixed seed runs `IRBRIDGE_RANDOM_PROGRAMS` programs (default 60, a few
//! seconds); set it higher for a longer run, and `IRBRIDGE_RANDOM_SEED` to vary the seed.

mod common;

use common::{pipe, stdout_or_stderr};
use irbridge::driver::{opt_buffer_with_passes, OptOptions};
use std::fmt::Write as _;

/// xorshift64*: deterministic and dependency-free.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

const INT_TYPES: &[&str] = &[
    "i8",
    "i16",
    "i32",
    "i64",
    "index",
    "vector<4xi32>",
    "vector<2xi8>",
];
const INT_BINARY: &[&str] = &[
    "addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "shli",
    "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui",
];
const FLOAT_BINARY: &[&str] = &[
    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
];
const CMPI: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
const INT_CONSTS: &[&str] = &["0", "1", "-1", "2", "7", "-128", "127", "255", "-3", "64"];
const FLOAT_CONSTS: &[&str] = &[
    "0.0",
    "-0.0",
    "1.0",
    "1.5",
    "-2.25",
    "0.1",
    "0x7F800000",
    "0xFF800000",
    "0x7FC00000",
    "3.0",
];

/// One random function; values are named `%vN`.
fn program(rng: &mut Rng) -> String {
    let t = *rng.pick(INT_TYPES);
    // Vector programs use splat constants and vector conditions.
    let lanes = t
        .strip_prefix("vector<")
        .and_then(|r| r.split('x').next())
        .map(str::to_string);
    let bt = match &lanes {
        Some(n) => format!("vector<{n}xi1>"),
        None => "i1".to_string(),
    };
    let mut s = String::new();
    writeln!(
        s,
        "func.func @f(%a: {t}, %b: {t}, %x: f32, %y: f32, %c: {bt}) -> ({t}, f32, {bt}) {{"
    )
    .unwrap();
    let mut ints: Vec<String> = vec!["%a".into(), "%b".into()];
    let mut floats: Vec<String> = vec!["%x".into(), "%y".into()];
    let mut bools: Vec<String> = vec!["%c".into()];
    let mut n = 0;
    let mut fresh = || {
        n += 1;
        format!("%v{n}")
    };
    for _ in 0..14 {
        let v = fresh();
        match rng.below(10) {
            0 | 1 => {
                let c = rng.pick(INT_CONSTS);
                // Values that don't fit i8 wrap as the parser allows only in range: keep to range.
                let c = if t.contains("i8") && (*c == "255" || *c == "64") {
                    "5"
                } else {
                    c
                };
                if lanes.is_some() {
                    writeln!(s, "  {v} = arith.constant dense<{c}> : {t}").unwrap();
                } else {
                    writeln!(s, "  {v} = arith.constant {c} : {t}").unwrap();
                }
                ints.push(v);
            }
            2 => {
                let c = rng.pick(FLOAT_CONSTS);
                writeln!(s, "  {v} = arith.constant {c} : f32").unwrap();
                floats.push(v);
            }
            3..=5 => {
                let op = rng.pick(INT_BINARY);
                let (l, r) = (rng.pick(&ints).clone(), rng.pick(&ints).clone());
                writeln!(s, "  {v} = arith.{op} {l}, {r} : {t}").unwrap();
                ints.push(v);
            }
            6 => {
                let op = rng.pick(FLOAT_BINARY);
                let (l, r) = (rng.pick(&floats).clone(), rng.pick(&floats).clone());
                writeln!(s, "  {v} = arith.{op} {l}, {r} : f32").unwrap();
                floats.push(v);
            }
            7 if lanes.is_none() && rng.below(2) == 0 => {
                let p = rng.pick(CMPF);
                let (l, r) = (rng.pick(&floats).clone(), rng.pick(&floats).clone());
                writeln!(s, "  {v} = arith.cmpf {p}, {l}, {r} : f32").unwrap();
                bools.push(v);
            }
            7 => {
                let p = rng.pick(CMPI);
                let (l, r) = (rng.pick(&ints).clone(), rng.pick(&ints).clone());
                writeln!(s, "  {v} = arith.cmpi {p}, {l}, {r} : {t}").unwrap();
                bools.push(v);
            }
            8 => {
                let c = rng.pick(&bools).clone();
                let (l, r) = (rng.pick(&ints).clone(), rng.pick(&ints).clone());
                if lanes.is_some() {
                    writeln!(s, "  {v} = arith.select {c}, {l}, {r} : {bt}, {t}").unwrap();
                } else {
                    writeln!(s, "  {v} = arith.select {c}, {l}, {r} : {t}").unwrap();
                }
                ints.push(v);
            }
            _ => {
                let x = rng.pick(&ints).clone();
                if lanes.is_some() {
                    let y = rng.pick(&ints).clone();
                    writeln!(s, "  {v} = arith.subi {x}, {y} : {t}").unwrap();
                    ints.push(v);
                } else if t == "index" {
                    writeln!(s, "  {v} = arith.index_cast {x} : index to i32").unwrap();
                    let w = fresh();
                    writeln!(s, "  {w} = arith.sitofp {v} : i32 to f32").unwrap();
                    floats.push(w);
                } else {
                    writeln!(s, "  {v} = arith.sitofp {x} : {t} to f32").unwrap();
                    floats.push(v);
                }
            }
        }
    }
    writeln!(
        s,
        "  return {}, {}, {} : {t}, f32, {bt}\n}}",
        ints.last().unwrap(),
        floats.last().unwrap(),
        bools.last().unwrap()
    )
    .unwrap();
    s
}

fn mlir_opt(args: &[&str], input: &str) -> Result<String, String> {
    let out = pipe(common::mlir_opt(), args, input)
        .unwrap_or_else(|e| panic!("mlir-opt (upstream 19, installed by scripts/setup.sh): {e}"));
    stdout_or_stderr(out)
}

fn irbridge_lower(src: &str) -> Result<String, String> {
    let elements =
        match irbridge::pass::parse_pipeline("builtin.module(convert-arith-to-llvm)").unwrap() {
            irbridge::pass::PipelineElement::Nested { elements, .. } => elements,
            other => panic!("{other:?}"),
        };
    let mut scheduled = irbridge::pass::instantiate(&irbridge_lower::REGISTRY, &elements).unwrap();
    opt_buffer_with_passes(
        "random.mlir",
        src.as_bytes(),
        0,
        &OptOptions::default(),
        &mut scheduled,
        true,
    )
    .map_err(|d| format!("{d:?}"))
}

#[test]
fn random_programs_lower_like_upstream() {
    let count: usize = std::env::var("IRBRIDGE_RANDOM_PROGRAMS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    let seed: u64 = std::env::var("IRBRIDGE_RANDOM_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5EED_A817);
    let mut rng = Rng(seed | 1);
    let mut failures = vec![];
    let mut vector_programs = 0;
    for i in 0..count {
        let src = program(&mut rng);
        vector_programs += src.contains("%a: vector<") as usize;
        let upstream = mlir_opt(
            &["--convert-arith-to-llvm", "--mlir-print-op-generic"],
            &src,
        )
        .unwrap_or_else(|e| panic!("upstream fails on program {i}:\n{src}\n{e}"));
        let ours = match irbridge_lower(&src) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("program {i}: irbridge fails: {e}\n{src}"));
                continue;
            }
        };
        let ours = mlir_opt(&["--mlir-print-op-generic"], &ours)
            .unwrap_or_else(|e| panic!("upstream rejects irbridge's output for {i}:\n{src}\n{e}"));
        if ours != upstream {
            if let Ok(dir) = std::env::var("IRBRIDGE_RANDOM_DUMP") {
                std::fs::write(format!("{dir}/random_{i}.mlir"), &src).unwrap();
            }
            failures.push(format!(
                "program {i} differs (- upstream + irbridge):\n{src}\n{}",
                similar::TextDiff::from_lines(&upstream, &ours).unified_diff()
            ));
        }
    }
    if count >= 20 {
        assert!(vector_programs > 0, "no vector programs generated");
    }
    assert!(
        failures.is_empty(),
        "{} of {count} programs differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
