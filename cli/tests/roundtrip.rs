//! `irbridge roundtrip`: fixpoints on llvm-dialect MLIR and on clang's LLVM IR; a divergence is shown
//! as a unified diff with exit 1; a failing step is a diagnostic, not a panic.

use std::path::Path;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");
/// Upstream 19's tools (`irbridge_testkit::oracle`).
static ORACLE: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| irbridge_testkit::oracle::bin_dir().display().to_string());

fn roundtrip(args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("roundtrip")
        .args(args)
        .output()
        .expect("run irbridge")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const MODULE: &str = r#"llvm.func @add(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %c = llvm.icmp "slt" %0, %a : i32
  llvm.cond_br %c, ^bb1(%0 : i32), ^bb1(%a : i32)
^bb1(%r: i32):
  llvm.return %r : i32
}
llvm.mlir.global internal constant @g(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
"#;

#[test]
fn mlir_fixpoint_with_oracle() {
    let d = tempfile::tempdir().unwrap();
    let f = d.path().join("m.mlir");
    std::fs::write(&f, MODULE).unwrap();
    let o = roundtrip(&[f.to_str().unwrap(), "--oracle", ORACLE.as_str()]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{out}\n{}", text(&o.stderr));
    for check in [
        "ok    LL1 == export(import(LL1))",
        "ok    MLIR2 == import(export(MLIR2))",
        "ok    upstream export(MLIR0) == ours",
        "fixpoint",
    ] {
        assert!(out.contains(check), "missing '{check}' in:\n{out}");
    }
}

/// A stand-in oracle whose mlir-translate prints another module: the divergence must be reported as
/// a diff naming both sides, and the exit code must be 1.
#[test]
fn divergence_is_a_diff() {
    let d = tempfile::tempdir().unwrap();
    let tool = d.path().join("mlir-translate");
    std::fs::write(
        &tool,
        "#!/bin/sh\nprintf 'define i32 @add(i32 %%a, i32 %%b) {\\n  ret i32 %%b\\n}\\n'\n",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
    let f = d.path().join("m.mlir");
    std::fs::write(&f, MODULE).unwrap();
    let o = roundtrip(&[f.to_str().unwrap(), "--oracle", d.path().to_str().unwrap()]);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains("DIFF  upstream export(MLIR0) == ours"),
        "{out}"
    );
    assert!(
        out.contains("--- mlir-translate 19") && out.contains("+++ irbridge"),
        "{out}"
    );
    assert!(out.contains("-  ret i32 %b"), "{out}");
    assert!(!out.contains("fixpoint"), "{out}");
}

#[test]
fn bad_input_is_a_diagnostic() {
    let d = tempfile::tempdir().unwrap();
    let f = d.path().join("bad.mlir");
    std::fs::write(&f, "llvm.func @f() {\n  llvm.return %x : i32\n}\n").unwrap();
    let o = roundtrip(&[f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(err.contains("bad.mlir:2:"), "{err}");
    assert!(err.contains("error:"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let ll = d.path().join("bad.ll");
    std::fs::write(&ll, "define i32 @f( {\n").unwrap();
    let o = roundtrip(&[ll.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(Path::new(&ll).exists());
    assert!(!text(&o.stderr).contains("panicked"), "{}", text(&o.stderr));
}

/// func/arith input is lowered first (convert-to-llvm + reconcile) and then round-tripped;
/// `--lower never` translates it as it is, which mlir-translate refuses too.
#[test]
fn non_llvm_mlir_is_lowered_first() {
    let d = tempfile::tempdir().unwrap();
    let f = d.path().join("f.mlir");
    std::fs::write(
        &f,
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
    )
    .unwrap();
    let o = roundtrip(&[f.to_str().unwrap(), "--oracle", ORACLE.as_str()]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{out}\n{}", text(&o.stderr));
    assert!(
        out.starts_with(
            "lowered  --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("ok    upstream export(MLIR0) == ours"),
        "{out}"
    );
    let o = roundtrip(&[f.to_str().unwrap(), "--lower", "never"]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(err.contains("f.mlir:1:1: error: "), "{err}");
    let o = roundtrip(&[
        f.to_str().unwrap(),
        "--pass-pipeline",
        "builtin.module(reconcile-unrealized-casts)",
    ]);
    // Nothing was lowered: the translation names the func.func that stayed, in the input file.
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stdout));
    assert!(
        text(&o.stderr).contains("f.mlir:1:1: error:"),
        "{}",
        text(&o.stderr)
    );
}

const NAMED_LL: &str = "define i32 @f(i32 %a) {\nentry:\n  %b = add i32 %a, 1\n  ret i32 %b\n\
                        dead:\n  ret i32 0\n}\n";

/// Names and unreferenced blocks are the listed losses: reported as "ignored", confirmed by
/// upstream's own round trip, and the run is a fixpoint.
#[test]
fn listed_losses_are_shown_and_checked_by_the_oracle() {
    let d = tempfile::tempdir().unwrap();
    let f = d.path().join("n.ll");
    std::fs::write(&f, NAMED_LL).unwrap();
    let o = roundtrip(&[f.to_str().unwrap(), "--oracle", ORACLE.as_str()]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{out}\n{}", text(&o.stderr));
    for want in [
        "ignored: value-names: ",
        "ignored: unreachable-blocks: ",
        "ok    upstream's round trip has the same value-names",
        "ok    upstream's round trip has the same unreachable-blocks",
        "ok    LL0 == export(import(LL0))",
    ] {
        assert!(out.contains(want), "missing '{want}' in:\n{out}");
    }
}

/// A stand-in upstream whose round trip keeps the dead block: the loss is not tolerated then.
#[test]
fn a_loss_upstream_does_not_share_fails() {
    let d = tempfile::tempdir().unwrap();
    let tool = d.path().join("mlir-translate");
    // --import-llvm: any module; --mlir-to-llvmir: the input again, dead block included.
    std::fs::write(
        &tool,
        format!(
            "#!/bin/sh\nif [ \"$1\" = --import-llvm ]; then echo 'module {{}}'; else printf '%s' '{}'; fi\n",
            NAMED_LL
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
    let f = d.path().join("n.ll");
    std::fs::write(&f, NAMED_LL).unwrap();
    let o = roundtrip(&[f.to_str().unwrap(), "--oracle", d.path().to_str().unwrap()]);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains("FAIL  upstream's round trip differs in unreachable-blocks"),
        "{out}"
    );
}

/// `--help` documents the lowering and every tolerated loss by name.
#[test]
fn help_lists_every_loss() {
    let o = roundtrip(&["--help"]);
    let help = text(&o.stdout);
    assert!(o.status.success());
    assert!(
        help.contains("--convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts"),
        "{help}"
    );
    for l in irbridge_harness::normalize::LOSSES {
        assert!(
            help.contains(&format!("  {} ", l.name)),
            "`irbridge roundtrip --help` does not list {}",
            l.name
        );
    }
}
