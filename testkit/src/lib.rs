//! The test kit of the irbridge workspace: every test that needs one of these facts takes it from
//! here, so there is one answer to each question.
//!
//! * Where is upstream LLVM/MLIR 19 (the oracle)? [`oracle`]: `IRBRIDGE_LLVM_BIN`, else
//!   `/usr/lib/llvm-19/bin`, where `scripts/setup.sh` installs it. A missing tool fails the test
//!   that needs it, with the command that installs it; no test skips for want of its oracle.
//! * How are expected files updated? [`golden`]: `IRBRIDGE_BLESS=1`, the one spelling.
//! * How do `// -----` files split, and how is a mismatch shown? [`split_cases`] and [`diff`]
//!   (a unified diff by `similar`).
//!
//! Corpus tests report one test per file through `datatest-stable` (`cargo test -p irbridge --test
//! corpus arith/ops` runs one case); their case functions return [`Failures::into_result`].

pub mod golden;
pub mod oracle;

use std::path::{Path, PathBuf};

pub use irbridge::driver::Chunk;

/// The line that separates cases in a `--split-input-file` buffer.
pub const SPLIT_MARKER: &str = "// -----";

/// The `// -----` cases of `src`, each with the line it starts on (as `--split-input-file` cuts it).
pub fn split_cases(src: &[u8]) -> Vec<Chunk<'_>> {
    irbridge::driver::split_input(src, SPLIT_MARKER)
}

/// A unified diff of `expected` against `actual`, headed by `what`.
pub fn diff(expected: &str, actual: &str, what: &str) -> String {
    similar::TextDiff::from_lines(expected, actual)
        .unified_diff()
        .context_radius(3)
        .header(&format!("{what} (expected)"), &format!("{what} (actual)"))
        .to_string()
}

/// The workspace's root directory (where `corpus/` is).
pub fn workspace_root() -> PathBuf {
    // This crate lives at `<root>/testkit`.
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// `<root>/corpus/<sub>`.
pub fn corpus_dir(sub: &str) -> PathBuf {
    workspace_root().join("corpus").join(sub)
}

/// The stack parsing and printing run on in the CLI (`irbridge::driver::STACK_SIZE`).
pub const STACK_SIZE: usize = irbridge::driver::STACK_SIZE;

/// Runs `f` on a thread with the CLI's stack, a panic turned into `Err(message)`.
pub fn on_big_stack<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, String> {
    let spawned = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(move || std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)));
    match spawned {
        Err(e) => Err(format!("cannot spawn the test thread: {e}")),
        Ok(h) => match h.join() {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(p)) | Err(p) => Err(panic_message(&*p)),
        },
    }
}

/// The text of a caught panic.
pub fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".to_string())
}

/// The failures of one test case, collected so that one run shows all of them.
#[derive(Debug, Default)]
pub struct Failures {
    checks: usize,
    messages: Vec<String>,
}

impl Failures {
    /// Records a check that passed.
    pub fn pass(&mut self) {
        self.checks += 1;
    }

    /// Records a failed check: `at` names the case (`file:line`), `msg` what went wrong.
    pub fn fail(&mut self, at: &str, msg: impl Into<String>) {
        self.checks += 1;
        self.messages.push(format!("--- {at}: {}", msg.into()));
    }

    /// Records `r`: `Ok` passes, `Err(msg)` fails at `at`.
    pub fn check(&mut self, at: &str, r: Result<(), String>) {
        match r {
            Ok(()) => self.pass(),
            Err(m) => self.fail(at, m),
        }
    }

    /// How many checks ran.
    pub fn checks(&self) -> usize {
        self.checks
    }

    /// Whether every check passed.
    pub fn is_empty(&self) -> bool {
        self.messages.is_empty()
    }

    /// `Ok` if every check passed, else all messages as one error (what a `datatest-stable` case
    /// function returns).
    pub fn into_result(self) -> Result<(), Box<dyn std::error::Error>> {
        if self.messages.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{} of {} checks failed:\n{}",
                self.messages.len(),
                self.checks,
                self.messages.join("\n\n")
            )
            .into())
        }
    }

    /// Panics with every message if a check failed (for `#[test]` functions).
    pub fn assert_ok(self) {
        if let Err(e) = self.into_result() {
            panic!("{e}");
        }
    }
}

/// Every `.rs` file under `dir`, recursively, appended to `out` (the source scans: op-name
/// literals, the dialects' layering, the mapping tables). A missing folder adds nothing.
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}
