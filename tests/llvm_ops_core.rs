//! The core ops of the `llvm` dialect (arithmetic, casts, memory, aggregates, constants): custom form,
//! generic form and verifier messages against upstream.
//!
//! `llvm_ops_core/cases.mlir` holds the inputs (cases separated by `// -----`; a case is a function body
//! over the arguments in [`ARGS`], or a whole module when it starts with `//! module`).
//! `llvm_ops_core/expected.txt` is what `mlir-opt` 19 printed for each case (its stdout, or its first
//! error line), with and without `--mlir-print-op-generic`; `gen.py` regenerates it by running
//! `mlir-opt`, and the expected files are never edited by hand. `known_gaps.mlir` holds cases where
//! irbridge still differs from upstream (each with the reason); they are checked to stay that way, so a
//! fix shows up as a failure asking to move the case.

use irbridge::driver::{opt_str, OptOptions};
use irbridge::print::PrintFlags;

const ARGS: &str = "%a: i32, %b: i32, %l: i64, %x: f32, %y: f32, %d: f64, %p: !llvm.ptr, %c: i1, \
                    %v: vector<4xi32>, %vf: vector<4xf32>, %vp: !llvm.vec<4 x ptr>, %sv: vector<[4]xi32>, \
                    %h: f16, %i8: i8, %s: !llvm.struct<(i32, f32)>, %arr: !llvm.array<4 x i32>";

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/llvm_ops_core");

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{DIR}/{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn cases(text: &str) -> Vec<String> {
    text.split("\n// -----\n")
        .map(|c| c.trim_matches('\n').to_string())
        .filter(|c| !c.trim().is_empty())
        .collect()
}

/// The source `gen.py` gives `mlir-opt` for a case.
fn source(case: &str) -> String {
    if case.starts_with("//! module") {
        format!("{case}\n")
    } else {
        format!("func.func @f({ARGS}) {{\n{case}\n  return\n}}\n")
    }
}

/// (custom, generic) expected outputs per case, from `//// case N` / `//// generic` sections.
fn expectations(text: &str) -> Vec<(String, String)> {
    let mut out = vec![];
    for chunk in text.split("//// case ").skip(1) {
        let body = chunk.split_once('\n').map(|x| x.1).unwrap_or("");
        let (custom, generic) = body.split_once("//// generic\n").unwrap_or((body, ""));
        out.push((custom.to_string(), generic.to_string()));
    }
    out
}

/// What `gen.py` records for irbridge's run: the printed module (plus the newline `mlir-opt` adds), or
/// the first error line.
fn run(src: &str, generic: bool) -> String {
    let opts = OptOptions {
        print: PrintFlags {
            generic,
            ..Default::default()
        },
        ..Default::default()
    };
    match opt_str(src, &opts) {
        Ok(s) => s + "\n",
        Err(e) => {
            e.lines()
                .find(|l| l.contains(": error: "))
                .unwrap_or(&e)
                .to_string()
                + "\n"
        }
    }
}

fn diff(expected: &str, got: &str) -> String {
    similar::TextDiff::from_lines(expected, got)
        .unified_diff()
        .header("mlir-opt 19", "irbridge")
        .to_string()
}

/// Runs every case; returns (number run, failures).
fn check(cases_file: &str, expected_file: &str, want_match: bool) -> (usize, Vec<String>) {
    let cs = cases(&read(cases_file));
    let exp = expectations(&read(expected_file));
    assert_eq!(
        cs.len(),
        exp.len(),
        "{expected_file} is stale: run tests/llvm_ops_core/gen.py"
    );
    let mut failures = vec![];
    let mut ran = 0;
    for (i, (case, (custom, generic))) in cs.iter().zip(&exp).enumerate() {
        ran += 1;
        let src = source(case);
        let got = (run(&src, false), run(&src, true));
        let matches = got.0 == *custom && got.1 == *generic;
        if matches != want_match {
            let mut msg = format!("--- {cases_file} case {i}:\n{case}\n");
            if want_match {
                msg += &diff(custom, &got.0);
                msg += &diff(generic, &got.1);
            } else {
                msg += "now matches upstream: move it to cases.mlir\n";
            }
            failures.push(msg);
        }
    }
    (ran, failures)
}

#[test]
fn cases_match_upstream() {
    let (ran, failures) = check("cases.mlir", "expected.txt", true);
    assert!(
        failures.is_empty(),
        "{} of {ran} cases differ from mlir-opt 19:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn known_gaps_still_differ() {
    if !std::path::Path::new(&format!("{DIR}/known_gaps.mlir")).exists() {
        return;
    }
    let (ran, failures) = check("known_gaps.mlir", "known_gaps_expected.txt", false);
    assert!(
        failures.is_empty(),
        "{} of {ran} known gaps:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Forms `mlir-opt` 19 prints but cannot parse back either: `llvm.getelementptr %p[]` (no indices) and
/// the `vector<0xi32>` result of `llvm.shufflevector` with an empty mask.
const UPSTREAM_NO_ROUND_TRIP: &[&str] = &["rawConstantIndices = array<i32>", "mask = array<i32>"];

/// Every printed form parses back to itself.
#[test]
fn printed_forms_round_trip() {
    let mut failures = vec![];
    for case in cases(&read("cases.mlir")) {
        if UPSTREAM_NO_ROUND_TRIP.iter().any(|s| {
            opt_str(
                &source(&case),
                &OptOptions {
                    print: PrintFlags {
                        generic: true,
                        ..Default::default()
                    },
                    ..Default::default()
                },
            )
            .is_ok_and(|g| g.contains(s))
        }) {
            continue;
        }
        for generic in [false, true] {
            let opts = OptOptions {
                print: PrintFlags {
                    generic,
                    ..Default::default()
                },
                ..Default::default()
            };
            let Ok(out) = opt_str(&source(&case), &opts) else {
                continue;
            };
            match opt_str(&out, &opts) {
                Ok(again) if again == out => {}
                Ok(again) => failures.push(format!("{out}{}", diff(&out, &again))),
                Err(e) => failures.push(format!("{out}does not parse back:\n{e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The expected files are `mlir-opt`'s output: re-check them when `mlir-opt` 19 is installed.
#[test]
fn expectations_are_upstream_output() {
    const MLIR_OPT: &str = "/usr/lib/llvm-19/bin/mlir-opt";
    if !std::path::Path::new(MLIR_OPT).exists() {
        eprintln!("{MLIR_OPT} not found; expectations not re-checked");
        return;
    }
    let upstream = |src: &str, flags: &[&str]| -> String {
        use std::io::Write;
        use std::process::{Command, Stdio};
        let mut child = Command::new(MLIR_OPT)
            .arg("-")
            .args(flags)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn mlir-opt");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(src.as_bytes())
            .expect("write");
        let out = child.wait_with_output().expect("mlir-opt");
        if out.status.success() {
            String::from_utf8_lossy(&out.stdout).into()
        } else {
            let err = String::from_utf8_lossy(&out.stderr).to_string();
            err.lines()
                .find(|l| l.contains(": error: "))
                .unwrap_or(err.trim())
                .to_string()
                + "\n"
        }
    };
    let mut failures = vec![];
    for (cases_file, expected_file) in [
        ("cases.mlir", "expected.txt"),
        ("known_gaps.mlir", "known_gaps_expected.txt"),
    ] {
        if !std::path::Path::new(&format!("{DIR}/{cases_file}")).exists() {
            continue;
        }
        let cs = cases(&read(cases_file));
        for (i, (case, (custom, generic))) in cs
            .iter()
            .zip(expectations(&read(expected_file)))
            .enumerate()
        {
            let src = source(case);
            if upstream(&src, &[]) != custom
                || upstream(&src, &["--mlir-print-op-generic"]) != generic
            {
                failures.push(format!("{cases_file} case {i}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "stale expectations (run gen.py): {}",
        failures.join(", ")
    );
}

/// Generic-form input with any operand/result/property shape gets a diagnostic or prints; never a panic.
#[test]
fn odd_generic_shapes_do_not_panic() {
    const OPS: &[&str] = &[
        "add",
        "udiv",
        "fadd",
        "fneg",
        "icmp",
        "fcmp",
        "select",
        "freeze",
        "bitcast",
        "sext",
        "zext",
        "trunc",
        "alloca",
        "load",
        "store",
        "getelementptr",
        "fence",
        "cmpxchg",
        "atomicrmw",
        "extractvalue",
        "insertvalue",
        "extractelement",
        "insertelement",
        "shufflevector",
        "mlir.constant",
        "mlir.undef",
        "mlir.poison",
        "mlir.zero",
        "mlir.none",
        "mlir.addressof",
    ];
    const SHAPES: &[&str] = &[
        "() : () -> ()",
        "(%a) : (i32) -> ()",
        "(%a, %a, %a, %a) : (i32, i32, i32, i32) -> (i32, i32)",
        "(%p, %v) <{position = array<i64: 9>, mask = array<i32: 1>, rawConstantIndices = array<i32: -2147483648, -2147483648>, elem_type = i32, ordering = 99 : i64, predicate = 3 : i32, value = unit, global_name = @nope}> : (!llvm.ptr, vector<4xi32>) -> !llvm.struct<(i32)>",
        "(%s, %s) <{position = array<i64>, bin_op = 1 : i64, ordering = 7 : i64, success_ordering = 7 : i64, failure_ordering = 7 : i64}> : (!llvm.struct<(i32, f32)>, !llvm.struct<(i32, f32)>) -> i32",
    ];
    for op in OPS {
        for shape in SHAPES {
            let case = format!("  \"llvm.{op}\"{shape}");
            for generic in [false, true] {
                let opts = OptOptions {
                    print: PrintFlags {
                        generic,
                        ..Default::default()
                    },
                    ..Default::default()
                };
                let _ = opt_str(&source(&case), &opts);
                let unverified = OptOptions {
                    no_verify: true,
                    ..opts
                };
                let _ = opt_str(&source(&case), &unverified);
            }
        }
    }
}
