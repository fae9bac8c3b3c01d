//! The structural ops of the `llvm` dialect (functions, globals, comdats, constructors, linker options,
//! branches, calls, exception handling, intrinsics, inline assembly): custom form, generic form and
//! verifier/parser messages against upstream.
//!
//! `llvm_ops_structure/cases.mlir` holds the inputs (whole modules separated by `// -----`);
//! `llvm_ops_structure/expected.txt` is what `mlir-opt` 19 printed for each (its stdout, or its first error
//! line), with and without `--mlir-print-op-generic`. `gen.py` regenerates it by running `mlir-opt`; the
//! expected files are never edited by hand. `known_gaps.mlir` holds cases where irbridge still differs
//! from upstream (each with the reason); they are checked to stay that way, so a fix shows up as a
//! failure asking to move the case. `upstream_bugs.mlir` holds forms upstream prints wrongly (its
//! custom output reads back as another op); irbridge's must read back as the same op, in upstream too.

mod common;

use common::case_files::{cases, diff, expectations, run, CaseFiles};

const FILES: CaseFiles = CaseFiles {
    dir: concat!(env!("CARGO_MANIFEST_DIR"), "/tests/llvm_ops_structure"),
    args: None,
};

#[test]
fn cases_match_upstream() {
    FILES.assert_cases_match_upstream();
}

#[test]
fn known_gaps_still_differ() {
    FILES.assert_known_gaps_still_differ();
}

#[test]
fn upstream_print_bugs_fixed() {
    FILES.assert_upstream_bugs_fixed();
}

/// Printing is a fixpoint wherever upstream's is: irbridge reads its own output back to the same text.
/// (Upstream prints a few forms it cannot parse: `llvm.invoke` with destination operands,
/// `thread_local unnamed_addr` globals, `llvm.landingpad` with attributes.)
#[test]
fn valid_cases_print_a_fixpoint() {
    let cs = cases(&FILES.read("cases.mlir"));
    let exp = expectations(&FILES.read("expected.txt"));
    let mut failures = vec![];
    for (i, (case, e)) in cs.iter().zip(&exp).enumerate() {
        if !e.fixpoint {
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
