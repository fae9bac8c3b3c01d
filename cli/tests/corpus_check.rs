//! `irbridge corpus check`: the whole checked-in corpus passes; a wrong expected output fails with a
//! diff naming the file; `--bless` rewrites it; a `RUN:` line overrides the folder default.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");

fn check(args: &[&str]) -> (bool, String) {
    let o = Command::new(BIN)
        .arg("corpus")
        .arg("check")
        .args(args)
        .output()
        .expect("run irbridge");
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn whole_corpus_passes() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let (ok, err) = check(&[corpus.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(err.contains(" 0 failed"), "{err}");
}

#[test]
fn mismatch_diff_and_bless() {
    let d = tempfile::tempdir().unwrap();
    let parse = d.path().join("parse");
    std::fs::create_dir(&parse).unwrap();
    let input = parse.join("a.mlir");
    std::fs::write(&input, "func.func private @f(i32)\n").unwrap();
    std::fs::write(parse.join("a.mlir.out"), "module {\n}\n\n").unwrap();
    let dir = d.path().to_str().unwrap();
    let (ok, err) = check(&[dir]);
    assert!(!ok);
    assert!(err.contains("FAIL ") && err.contains("a.mlir"), "{err}");
    assert!(err.contains("+  func.func private @f(i32)"), "{err}");
    assert!(err.contains("1 failed"), "{err}");

    let (ok, err) = check(&[dir, "--bless"]);
    assert!(ok, "{err}");
    let blessed = std::fs::read_to_string(parse.join("a.mlir.out")).unwrap();
    assert_eq!(blessed, "module {\n  func.func private @f(i32)\n}\n\n");
    let (ok, err) = check(&[dir]);
    assert!(ok, "{err}");

    // A RUN line wins over the folder default; a failing command is a failing case.
    std::fs::write(
        &input,
        "// RUN: opt --no-such-flag\nfunc.func private @f(i32)\n",
    )
    .unwrap();
    let (ok, err) = check(&[dir]);
    assert!(!ok);
    assert!(err.contains("--no-such-flag"), "{err}");
}
