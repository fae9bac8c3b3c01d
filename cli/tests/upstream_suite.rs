//! MLIR 19's own lit tests (upstream's `mlir/test`, fetched once per machine into a cache outside
//! the checkout) with this irbridge binary as `mlir-opt`/`mlir-translate`, and with upstream's own
//! binaries: every in-scope file must give the result `scripts/upstream-tests/expectations.txt`
//! states for each. The runner is `scripts/upstream-tests/run.py`; a missing tool or cache is a
//! failure, never a skip.

use std::path::Path;
use std::process::Command;

#[test]
fn upstream_lit_suite_as_expected() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = Command::new("python3")
        .arg(repo.join("scripts/upstream-tests/run.py"))
        .args([
            "--tool",
            "both",
            "--irbridge",
            env!("CARGO_BIN_EXE_irbridge"),
        ])
        .current_dir(&repo)
        .output()
        .expect(
            "run python3 scripts/upstream-tests/run.py (python3 missing? run scripts/setup.sh)",
        );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The per-directory counts, shown with `--nocapture` and on failure.
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(
        out.status.success(),
        "upstream lit suite: unexpected results (see above; scripts/upstream-tests/run.py reruns it)"
    );
}

/// The files of `scripts/upstream-tests/chunked.txt`, chunk by chunk (or top-level op by
/// top-level op) against upstream's mlir-opt 19: every chunk that needs no dialect outside the
/// project prints exactly as upstream's (`scripts/upstream-tests/chunks.py`).
#[test]
fn chunks_without_outside_dialects_print_as_upstream() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dir = repo.join("scripts/upstream-tests");
    let out = Command::new("python3")
        .arg(dir.join("chunks.py"))
        .args(["--irbridge", env!("CARGO_BIN_EXE_irbridge"), "--list"])
        .arg(dir.join("chunked.txt"))
        .current_dir(&repo)
        .output()
        .expect("run python3 scripts/upstream-tests/chunks.py");
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        out.status.success() && stdout.contains("same"),
        "chunks differ from upstream (rerun chunks.py with --show-diffs)"
    );
}
