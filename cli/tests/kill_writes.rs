//! A process killed (SIGKILL) while it writes a large output leaves nothing visible next to the
//! destination: the output is an unnamed file (`O_TMPFILE`) until it is complete, and an existing
//! destination keeps its old content. Where the fallback (a named temporary) is taken, the next run
//! removes what a killed one left.
//!
//! The kills are spread over the time an unkilled run takes (measured first), so some land while
//! the input is read and parsed and most while the output is written (`opt` with no passes streams
//! a large module into its output file batch by batch; `translate` writes it at the end).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_irbridge")
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// A generated module of about `size` (`irbridge gen`).
fn generate(dir: &Path, size: &str) -> PathBuf {
    let input = dir.join("in.mlir");
    let st = Command::new(bin())
        .args(["gen", "--size", size, "-o"])
        .arg(&input)
        .status()
        .unwrap();
    assert!(st.success());
    input
}

/// Runs `args` and kills it after `after` (if still running); true if it was killed.
fn run_killed(args: &[&str], dir: &Path, env: &[(&str, &str)], after: Duration) -> bool {
    let mut c = Command::new(bin());
    c.args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    for (k, v) in env {
        c.env(k, v);
    }
    let mut child = c.spawn().unwrap();
    let start = Instant::now();
    loop {
        if let Ok(Some(_)) = child.try_wait() {
            return false;
        }
        if start.elapsed() >= after {
            let _ = child.kill();
            let _ = child.wait();
            return true;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn time_of(args: &[&str], dir: &Path) -> Duration {
    let start = Instant::now();
    let st = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(st.success(), "{args:?}");
    start.elapsed()
}

#[test]
fn fourteen_kills_leave_nothing_next_to_the_destination() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Large enough that writing takes a while in a debug build.
    let size = std::env::var("IRBRIDGE_KILL_TEST_SIZE").unwrap_or_else(|_| "3M".into());
    generate(d, &size);
    // The module lowered to the llvm dialect: input of the translation to LLVM IR.
    let lowered = [
        "opt",
        "--convert-to-llvm",
        "--reconcile-unrealized-casts",
        "in.mlir",
        "-o",
        "llvm.mlir",
    ];
    time_of(&lowered, d);
    let jobs: [(&[&str], &str); 2] = [
        (&["opt", "in.mlir", "-o", "out.mlir"], "out.mlir"),
        (
            &["translate", "--mlir-to-llvmir", "llvm.mlir", "-o", "out.ll"],
            "out.ll",
        ),
    ];
    let before = names(d);
    let mut kills = 0;
    for (args, out) in jobs {
        let full = time_of(args, d);
        let done = std::fs::read(d.join(out)).unwrap();
        assert!(done.len() > 1 << 20, "the output of {args:?} is not large");
        for i in 0..7u32 {
            // Every other run replaces an existing destination (which must keep its content).
            let existing = i % 2 == 0;
            if existing {
                std::fs::write(d.join(out), b"old").unwrap();
            } else {
                let _ = std::fs::remove_file(d.join(out));
            }
            // Spread over the run; a run that ended before its kill is run again, killed earlier.
            let mut after = full.mul_f64(0.05 + 0.8 * i as f64 / 6.0);
            for _ in 0..6 {
                if run_killed(args, d, &[], after) {
                    kills += 1;
                    break;
                }
                after = after.mul_f64(0.7);
            }
            let mut want = before.clone();
            if existing {
                want.push(out.to_string());
                want.sort();
                let now = std::fs::read(d.join(out)).unwrap();
                // Old, or the whole new output (if the kill came after the last byte).
                assert!(now == b"old" || now == done, "{out} half written");
            }
            let now = names(d);
            assert!(
                now == want
                    || (!existing && now.iter().any(|n| n == out) && now.len() == want.len() + 1),
                "after a kill of {args:?} at {after:?}: {now:?}"
            );
        }
        let _ = std::fs::remove_file(d.join(out));
    }
    // Runs that ended before their kill prove nothing; most must have been killed.
    assert!(
        kills >= 12,
        "only {kills} of 14 runs were killed while running"
    );
}

#[test]
fn the_fallback_leaves_nothing_once_the_next_run_is_done() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    generate(d, "1M");
    let args = ["opt", "in.mlir", "-o", "out.mlir"];
    let full = time_of(&args, d);
    let env = [("IRBRIDGE_NO_TMPFILE", "1")];
    for i in 0..3u32 {
        run_killed(&args, d, &env, full.mul_f64(0.5 + i as f64 / 8.0));
    }
    // The next run (either kind) removes the temporaries of processes that are gone.
    let st = Command::new(bin())
        .args(args)
        .current_dir(d)
        .envs(env)
        .status()
        .unwrap();
    assert!(st.success());
    assert_eq!(
        names(d),
        vec!["in.mlir".to_string(), "out.mlir".to_string()]
    );
}
