//! The random-program differential (`irbridge diffprog`): a fixed subset runs here (upstream 19
//! through the whole harness); the generator is deterministic, its programs are valid for
//! mlir-opt 19 and irbridge, and they cover the features issue 5 asks for; a lowering with other
//! conventions is caught. The full run is `irbridge diffprog --count 500` (see the README).

use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");
/// Upstream 19's tools (`irbridge_testkit::oracle`).
static ORACLE: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| irbridge_testkit::oracle::bin_dir().display().to_string());

fn irbridge(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().expect("run irbridge")
}

fn out(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn program(seed: u64) -> String {
    let o = irbridge(&["diffprog", "--print", &seed.to_string()]);
    assert!(o.status.success());
    String::from_utf8(o.stdout).unwrap()
}

#[test]
fn fixed_subset_runs_through_the_harness() {
    let o = irbridge(&[
        "diffprog",
        "--against",
        "none",
        "--count",
        "8",
        "--start",
        "1000",
        "--oracle",
        ORACLE.as_str(),
    ]);
    let text = out(&o);
    assert!(o.status.success(), "{text}");
    assert!(text.contains("diffprog: 8 of 8 programs agree"), "{text}");
}

#[test]
fn generator_is_deterministic_valid_and_covers_the_features() {
    let mut all = String::new();
    for seed in 0..60 {
        let p = program(seed);
        assert_eq!(p, program(seed), "seed {seed} is not deterministic");
        if seed < 12 {
            let dir = tempfile::tempdir().unwrap();
            let f = dir.path().join("p.mlir");
            std::fs::write(&f, &p).unwrap();
            let up = Command::new(irbridge_testkit::oracle::tool("mlir-opt"))
                .arg(&f)
                .output()
                .unwrap();
            assert!(
                up.status.success(),
                "mlir-opt rejects seed {seed}:\n{p}\n{}",
                out(&up)
            );
            let ours = irbridge(&["opt", f.to_str().unwrap()]);
            assert!(
                ours.status.success(),
                "irbridge rejects seed {seed}:\n{}",
                out(&ours)
            );
        }
        all.push_str(&p);
    }
    assert_ne!(program(1), program(2));
    for feature in [
        "memref<f",      // rank 0
        "memref<?x",     // dynamic size
        "x?x?x",         // rank >= 3 with dynamic sizes
        "offset: ?>",    // dynamic (seeded non-zero) offsets
        "strided<[?, ?", // dynamic strides (seeded non-unit)
        "memref<*x",     // unranked
        "memref.rank",
        "{llvm.emit_c_interface}",
        "cf.cond_br",
        "memref.store",
    ] {
        assert!(all.contains(feature), "no program has `{feature}`");
    }
    // Rank 4 and functions without the C interface both occur.
    assert!(all
        .lines()
        .any(|l| l.contains("memref<") && l.matches('x').count() >= 5));
    assert!(all
        .lines()
        .any(|l| l.starts_with("func.func") && !l.contains("emit_c_interface")));
    // Several results.
    assert!(all
        .lines()
        .any(|l| l.starts_with("func.func") && l.contains(", ") && l.contains("-> (")));
}

#[test]
fn a_lowering_with_other_conventions_is_caught() {
    let o = irbridge(&[
        "diffprog",
        "--against",
        "none",
        "--count",
        "2",
        "--candidate-pipeline",
        "index-bitwidth=32",
    ]);
    let text = out(&o);
    assert_eq!(o.status.code(), Some(1), "{text}");
    assert!(
        text.contains("(candidate) signature: @f0: expected"),
        "{text}"
    );
    assert!(text.contains("diffprog: 0 of 2 programs agree"), "{text}");
}

/// The differential proper: programs lowered and translated by irbridge and by upstream 19 behave
/// the same through every path of the harness, with the same LLVM signatures.
#[test]
fn irbridge_agrees_with_upstream_on_a_fixed_subset() {
    let o = irbridge(&[
        "diffprog",
        "--count",
        "4",
        "--start",
        "100",
        "--oracle",
        ORACLE.as_str(),
    ]);
    let text = out(&o);
    assert!(o.status.success(), "{text}");
    assert!(text.contains("4 of 4 programs agree"), "{text}");
}
