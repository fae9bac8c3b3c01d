//! The C interface end to end: `corpus/lower/func/c-abi/kernels.mlir` lowered by irbridge
//! (convert-func-to-llvm, convert-cf-to-llvm, reconcile-unrealized-casts), translated by
//! `mlir-translate` 19, compiled with clang-19 together with `main.c` (which builds descriptors and
//! checks every result against its own C computation) and run; the same with mlir-opt 19's lowering.
//! Both executables must succeed with the same output, and both LLVM modules must define and declare
//! the same functions with the same signatures (every `_mlir_ciface_` included).

mod common;

use common::pipeline;
use irbridge::driver::{opt_buffer_with_passes, OptOptions};
use irbridge_testkit::oracle;
use std::path::{Path, PathBuf};
use std::process::Command;

const PASSES: &[&str] = &[
    "convert-func-to-llvm",
    "convert-cf-to-llvm",
    "reconcile-unrealized-casts",
];

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/lower/func/c-abi")
}

fn run(cmd: &mut Command) -> String {
    let o = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(
        o.status.success(),
        "{cmd:?} failed: {}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Lowered MLIR -> .ll -> executable; returns (program output, sorted define/declare lines).
fn build_and_run(tmp: &Path, tag: &str, lowered: &str) -> (String, Vec<String>) {
    let mlir = tmp.join(format!("{tag}.mlir"));
    std::fs::write(&mlir, lowered).unwrap();
    let ll = run(Command::new(oracle::mlir_translate())
        .arg("--mlir-to-llvmir")
        .arg(&mlir));
    let ll_path = tmp.join(format!("{tag}.ll"));
    std::fs::write(&ll_path, &ll).unwrap();
    let exe = tmp.join(format!("{tag}.exe"));
    run(Command::new(oracle::clang())
        .args(["-O1", "-w"])
        .arg(&ll_path)
        .arg(dir().join("main.c"))
        .arg("-o")
        .arg(&exe));
    let out = run(&mut Command::new(&exe));
    let mut sigs: Vec<String> = ll
        .lines()
        .filter(|l| l.starts_with("define") || l.starts_with("declare"))
        .map(|l| l.trim_end_matches(" {").to_string())
        .collect();
    sigs.sort();
    (out, sigs)
}

#[test]
fn c_interface_matches_upstream_when_compiled() {
    let src = std::fs::read_to_string(dir().join("kernels.mlir")).unwrap();
    let mut pipeline = pipeline(PASSES);
    let ours = opt_buffer_with_passes(
        "kernels.mlir",
        src.as_bytes(),
        0,
        &OptOptions::default(),
        &mut pipeline,
        true,
    )
    .unwrap();
    let args: Vec<String> = PASSES.iter().map(|p| format!("--{p}")).collect();
    let theirs = run(Command::new(oracle::mlir_opt())
        .args(&args)
        .arg(dir().join("kernels.mlir")));
    let tmp = tempfile::tempdir().unwrap();
    let (out_ours, sig_ours) = build_and_run(tmp.path(), "ours", &ours);
    let (out_theirs, sig_theirs) = build_and_run(tmp.path(), "theirs", &theirs);
    assert!(out_ours.lines().count() > 40, "{out_ours}");
    assert_eq!(out_ours, out_theirs);
    assert_eq!(sig_ours, sig_theirs);
    assert!(
        sig_ours
            .iter()
            .filter(|s| s.contains("@_mlir_ciface_"))
            .count()
            == 6,
        "{sig_ours:?}"
    );
}
