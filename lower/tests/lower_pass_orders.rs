//! Passes alone and composed in different orders: every result must verify in irbridge, and, where
//! mlir-opt 19 is installed, equal mlir-opt 19's result for the same pass list (generic form), which
//! also shows upstream parses what each pass leaves behind (casts included).

mod common;

use common::{pipe, pipeline, stdout_or_stderr};
use irbridge::driver::{opt_buffer_with_passes, OptOptions};

/// func + cf + memref arguments + unranked results + an assert + a C wrapper, no other dialect.
const INPUT: &str = r#"
func.func private @ext(memref<?xf32>, i64) -> memref<*xf32> attributes {llvm.emit_c_interface}
func.func @f(%c: i1, %m: memref<?xf32>, %i: index, %n: i64) -> (memref<*xf32>, index) {
  cf.assert %c, "c must hold"
  cf.cond_br %c, ^bb1(%m, %i : memref<?xf32>, index), ^bb2(%i : index)
^bb1(%x: memref<?xf32>, %j: index):
  %u = call @ext(%x, %n) : (memref<?xf32>, i64) -> memref<*xf32>
  return %u, %j : memref<*xf32>, index
^bb2(%k: index):
  %v = call @ext(%m, %n) : (memref<?xf32>, i64) -> memref<*xf32>
  cf.br ^bb3(%v : memref<*xf32>)
^bb3(%w: memref<*xf32>):
  return %w, %k : memref<*xf32>, index
}
"#;

const ORDERS: &[&[&str]] = &[
    &["convert-func-to-llvm"],
    &["convert-cf-to-llvm"],
    &["reconcile-unrealized-casts"],
    &["convert-to-llvm"],
    &["convert-cf-to-llvm", "convert-func-to-llvm"],
    &["convert-func-to-llvm", "convert-cf-to-llvm"],
    &["convert-func-to-llvm", "reconcile-unrealized-casts"],
    &[
        "convert-cf-to-llvm",
        "reconcile-unrealized-casts",
        "convert-func-to-llvm",
        "reconcile-unrealized-casts",
    ],
    &["convert-to-llvm", "reconcile-unrealized-casts"],
    &[
        "llvm-request-c-wrappers",
        "convert-func-to-llvm",
        "convert-cf-to-llvm",
        "reconcile-unrealized-casts",
    ],
];

fn irbridge(passes: &[&str]) -> String {
    let mut pipeline = pipeline(passes);
    let opts = OptOptions::default();
    let out = opt_buffer_with_passes("in.mlir", INPUT.as_bytes(), 0, &opts, &mut pipeline, true)
        .unwrap_or_else(|d| panic!("{passes:?}: {d:?}"));
    // What irbridge printed must parse and verify again.
    opt_buffer_with_passes("out.mlir", out.as_bytes(), 0, &opts, &mut [], true)
        .unwrap_or_else(|d| panic!("{passes:?}: output does not verify: {d:?}\n{out}"));
    out
}

fn mlir_opt(args: &[String], input: &str) -> Result<String, String> {
    let args: Vec<&str> = args.iter().map(String::as_str).chain(["-"]).collect();
    stdout_or_stderr(pipe(common::mlir_opt(), &args, input).map_err(|e| e.to_string())?)
}

#[test]
fn passes_compose_like_upstream() {
    let generic = vec!["--mlir-print-op-generic".to_string()];
    let mut failures = vec![];
    for passes in ORDERS {
        let ours = irbridge(passes);
        let converts_func = passes
            .iter()
            .any(|p| *p == "convert-func-to-llvm" || *p == "convert-to-llvm");
        assert_eq!(
            ours.contains("llvm.func @f("),
            converts_func,
            "{passes:?}:\n{ours}"
        );
        assert_eq!(
            ours.contains("@_mlir_ciface_ext"),
            converts_func,
            "{passes:?}:\n{ours}"
        );
        let args: Vec<String> = passes.iter().map(|p| format!("--{p}")).collect();
        let theirs = mlir_opt(&args, INPUT).and_then(|t| mlir_opt(&generic, &t));
        let ours_g = mlir_opt(&generic, &ours);
        match (theirs, ours_g) {
            (Ok(t), Ok(o)) if t == o => {}
            (Ok(t), Ok(o)) => failures.push(format!(
                "{passes:?}:\n{}",
                similar::TextDiff::from_lines(&t, &o).unified_diff()
            )),
            (t, o) => failures.push(format!("{passes:?}: upstream {t:?} / ours {o:?}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
