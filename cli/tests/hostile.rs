//! A short hostile-input campaign (`irbridge hostile`) on mutants of `corpus/hostile` (the inputs
//! that once crashed irbridge or LLVM inside it, left files behind or gave unlocated errors): every
//! run must end in a clean outcome (exit 0, a located error or a round-trip divergence). The full
//! campaign (`irbridge hostile --runs 30000`) is documented in the README.

use std::process::Command;

#[test]
fn mutants_of_the_hostile_corpus_end_cleanly() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = tempfile::tempdir().unwrap();
    let oracle = std::path::Path::new("/usr/lib/llvm-19/bin");
    let o = Command::new(env!("CARGO_BIN_EXE_irbridge"))
        .args([
            "hostile",
            "--runs",
            "60",
            "--seed",
            "24",
            "--differential",
            "0",
            "--timeout",
            "60",
        ])
        .arg("--corpus")
        .arg(root.join("corpus/hostile"))
        .arg("--out")
        .arg(out.path())
        .arg("--oracle")
        .arg(if oracle.exists() {
            oracle.as_os_str()
        } else {
            "none".as_ref()
        })
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success(),
        "{report}\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(report.contains("findings (must be 0): 0"), "{report}");
}
