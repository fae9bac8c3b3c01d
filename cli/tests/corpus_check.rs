//! `irbridge corpus check`: the whole checked-in corpus passes; a wrong expected output fails with a
//! diff naming the file; `IRBRIDGE_BLESS=1` rewrites it; a `RUN:` line overrides the folder default.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");

/// (success, stdout then stderr). The one-line summary is the only line on stdout; progress (a
/// plain line per case when stderr is not a terminal) and failures are on stderr.
fn check(args: &[&str]) -> (bool, String) {
    check_env(args, &[])
}

/// [`check`] with extra environment variables.
fn check_env(args: &[&str], env: &[(&str, &str)]) -> (bool, String) {
    let o = Command::new(BIN)
        .envs(env.iter().copied())
        .env_remove("IRBRIDGE_BLESS")
        .envs(env.iter().copied())
        .arg("corpus")
        .arg("check")
        .args(args)
        .output()
        .expect("run irbridge");
    let stdout = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(stdout.lines().count(), 1, "one summary line: {stdout}");
    assert!(stdout.starts_with("corpus check: "), "{stdout}");
    (
        o.status.success(),
        format!("{stdout}{}", String::from_utf8_lossy(&o.stderr)),
    )
}

#[test]
fn whole_corpus_passes() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let (ok, err) = check(&[corpus.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(err.contains(" 0 failed"), "{err}");
    // Without a terminal, progress is a plain line per case.
    assert!(err.contains("corpus check 1/"), "{err}");
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

    let (ok, err) = check_env(&[dir], &[("IRBRIDGE_BLESS", "1")]);
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
