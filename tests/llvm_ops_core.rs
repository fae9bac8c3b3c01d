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

mod common;

use common::case_files::{cases, diff, print_opts, CaseFiles};
use irbridge::driver::{opt_str, OptOptions};

const ARGS: &str = "%a: i32, %b: i32, %l: i64, %x: f32, %y: f32, %d: f64, %p: !llvm.ptr, %c: i1, \
                    %v: vector<4xi32>, %vf: vector<4xf32>, %vp: !llvm.vec<4 x ptr>, %sv: vector<[4]xi32>, \
                    %h: f16, %i8: i8, %s: !llvm.struct<(i32, f32)>, %arr: !llvm.array<4 x i32>";

const FILES: CaseFiles = CaseFiles {
    dir: concat!(env!("CARGO_MANIFEST_DIR"), "/tests/llvm_ops_core"),
    args: Some(ARGS),
};

#[test]
fn cases_match_upstream() {
    FILES.assert_cases_match_upstream();
}

#[test]
fn known_gaps_still_differ() {
    if FILES.exists("known_gaps.mlir") {
        FILES.assert_known_gaps_still_differ();
    }
}

/// Forms `mlir-opt` 19 prints but cannot parse back either: `llvm.getelementptr %p[]` (no indices) and
/// the `vector<0xi32>` result of `llvm.shufflevector` with an empty mask.
const UPSTREAM_NO_ROUND_TRIP: &[&str] = &["rawConstantIndices = array<i32>", "mask = array<i32>"];

/// Every printed form parses back to itself.
#[test]
fn printed_forms_round_trip() {
    let mut failures = vec![];
    for case in cases(&FILES.read("cases.mlir")) {
        let src = FILES.source(&case);
        if UPSTREAM_NO_ROUND_TRIP
            .iter()
            .any(|s| opt_str(&src, &print_opts(true)).is_ok_and(|g| g.contains(s)))
        {
            continue;
        }
        for generic in [false, true] {
            let opts = print_opts(generic);
            let Ok(out) = opt_str(&src, &opts) else {
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
    FILES.assert_expectations_are_upstream_output();
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
                let opts = print_opts(generic);
                let _ = opt_str(&FILES.source(&case), &opts);
                let unverified = OptOptions {
                    no_verify: true,
                    ..opts
                };
                let _ = opt_str(&FILES.source(&case), &unverified);
            }
        }
    }
}
