//! The structural ops of the `llvm` dialect (functions, globals, comdats, constructors, linker options,
//! branches, calls, exception handling, intrinsics, inline assembly): custom form, generic form and
//! verifier/parser messages against upstream.
//!
//! `llvm_ops_structure/cases.mlir` holds the inputs (whole modules separated by `// -----`);
//! `llvm_ops_structure/expected.txt` is what `mlir-opt` 19 printed for each (its stdout, or its first error
//! line), with and without `--mlir-print-op-generic`. `gen.py` regenerates it by running `mlir-opt`; the
//! expected files are never edited by hand. `known_gaps.mlir` holds cases where irbridge still differs
//! from upstream (each with the reason); they are checked to stay that way, so a fix shows up as a
//! failure asking to move the case.

use irbridge::driver::{opt_str, OptOptions};
use irbridge::print::PrintFlags;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/llvm_ops_structure");

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{DIR}/{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn cases(text: &str) -> Vec<String> {
    text.split("\n// -----\n")
        .map(|c| c.trim_matches('\n').to_string())
        .filter(|c| !c.trim().is_empty())
        .collect()
}

/// (custom, generic) expected outputs per case, from `//// case N` / `//// generic` sections, and
/// whether upstream reads its own output back unchanged (`//// fixpoint yes`).
fn expectations(text: &str) -> Vec<(String, String, bool)> {
    let mut out = vec![];
    for chunk in text.split("//// case ").skip(1) {
        let body = chunk.split_once('\n').map(|x| x.1).unwrap_or("");
        let (custom, rest) = body.split_once("//// generic\n").unwrap_or((body, ""));
        let (generic, fix) = rest.split_once("//// fixpoint ").unwrap_or((rest, ""));
        out.push((
            custom.to_string(),
            generic.to_string(),
            fix.starts_with("yes"),
        ));
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
        "{expected_file} is stale: run tests/llvm_ops_structure/gen.py"
    );
    let mut failures = vec![];
    for (i, (case, (custom, generic, _))) in cs.iter().zip(&exp).enumerate() {
        let src = format!("{case}\n");
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
    (cs.len(), failures)
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
    let (ran, failures) = check("known_gaps.mlir", "known_gaps_expected.txt", false);
    assert!(
        failures.is_empty(),
        "{} of {ran} known gaps:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Printing is a fixpoint wherever upstream's is: irbridge reads its own output back to the same text.
/// (Upstream prints a few forms it cannot parse: `llvm.invoke` with destination operands,
/// `thread_local unnamed_addr` globals, `llvm.landingpad` with attributes.)
#[test]
fn valid_cases_print_a_fixpoint() {
    let cs = cases(&read("cases.mlir"));
    let exp = expectations(&read("expected.txt"));
    let mut failures = vec![];
    for (i, (case, (_, _, fixpoint))) in cs.iter().zip(&exp).enumerate() {
        if !fixpoint {
            continue;
        }
        let once = run(&format!("{case}\n"), false);
        let twice = run(&once, false);
        if once != twice {
            failures.push(format!("case {i}:\n{}", diff(&once, &twice)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
