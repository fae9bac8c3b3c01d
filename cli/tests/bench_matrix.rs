//! The benchmark matrix's `--quick` smoke run (`irbridge bench --matrix --quick`): every cell on tiny
//! inputs, once, against upstream 19, outputs compared. It checks the plumbing (inputs made, both
//! tools run, outputs equal, the table printed), not the timings.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");

#[test]
fn quick_matrix_runs_every_cell() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = Command::new(BIN)
        .args(["bench", "--matrix", "--quick", "--dir"])
        .arg(dir.path())
        .arg("--mlir-opt")
        .arg(irbridge_testkit::oracle::tool("mlir-opt"))
        .output()
        .expect("run irbridge bench");
    let stdout = String::from_utf8_lossy(&out.stdout);
    // Exit status 1 also reports outputs that differ from upstream's (the table says which): a
    // finding of the matrix, not of its plumbing.
    assert!(
        out.status.success() || stdout.contains("OUTPUTS DIFFER"),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for job in [
        "| parse+print |",
        "| lower to llvm |",
        "| canonicalize+cse |",
        "| export |",
        "| import |",
    ] {
        assert!(stdout.contains(job), "no {job} row:\n{stdout}");
    }
    assert!(!stdout.contains("FAILED"), "{stdout}");
}
