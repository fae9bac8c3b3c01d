//! `irbridge corpus check [DIR]`: the regression corpus as one command. Every case is an input file
//! run through irbridge with the arguments its folder implies (or its own `RUN:` line), its standard
//! output compared with `<file>.out`; a failure shows a unified diff. `IRBRIDGE_BLESS=1` rewrites the `.out`
//! files (review the diff first: expected outputs are checked against upstream when they are made).
//!
//! A case's commands come from its header (the first lines):
//! * `// RUN: <irbridge args>` (`; RUN:` in `.ll`): one command, expected output `<file>.out`;
//! * `// RUN-ARGS: <opt args>`: `opt --split-input-file <args>`, expected `<file>.out`;
//! * `// PIPELINE <suffix>: <pipeline>` lines (suffix optional, default `out`): one
//!   `opt --split-input-file --pass-pipeline=<pipeline>` each, expected `<file>.<suffix>`;
//! * otherwise its folder's rule from `FOLDER_DEFAULTS`.
//!
//! A case with a `<file>.err` is expected to fail, with exactly those diagnostics on stderr. A case
//! with a `<file>.stderr` is checked for exactly that standard error (diagnostics a successful run
//! emits, the IR dumps of `--mlir-print-ir-*`): with a `.out` beside it the run must succeed, without
//! one it must fail.
//! Files named `*unregistered*` add `--allow-unregistered-dialect`. Each command runs this binary
//! again (a subprocess, in the file's folder, given the file's name), so a crash is a failing case,
//! not a crashed checker, and diagnostics name the file as the expected outputs do.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

#[derive(clap::Args, Debug)]
pub struct CorpusArgs {
    #[command(subcommand)]
    pub action: CorpusAction,
}

#[derive(clap::Subcommand, Debug)]
pub enum CorpusAction {
    /// Run every case under DIR (default `corpus`) and compare with the expected outputs.
    Check {
        #[arg(value_name = "DIR", default_value = "corpus")]
        dir: PathBuf,
        /// Only cases whose path contains this text.
        #[arg(long, value_name = "TEXT")]
        filter: Option<String>,
    },
}

/// The command a case runs with when it has no `RUN:` line, by the name of the folder it is in (the
/// nearest folder with an entry wins). Folders with no entry hold inputs for other tests (C sources,
/// generated modules) and are not cases.
const FOLDER_DEFAULTS: &[FolderRule] = &[
    FolderRule::opt("parse", "--split-input-file"),
    FolderRule::opt("examples", ""),
    FolderRule::opt("invalid", "--split-input-file --verify-diagnostics"),
    FolderRule::opt("llvm-dialect", "--split-input-file"),
    FolderRule::opt("arith", "--split-input-file --convert-arith-to-llvm"),
    FolderRule::opt("index", "--split-input-file --convert-index-to-llvm"),
    FolderRule::opt("complex", "--split-input-file --convert-complex-to-llvm"),
    FolderRule::opt("memref", "--split-input-file --finalize-memref-to-llvm"),
    FolderRule::opt(
        "expand-strided-metadata",
        "--split-input-file --expand-strided-metadata",
    ),
    FolderRule {
        folder: "export",
        args: "translate --mlir-to-llvmir --split-input-file",
        inputs: &["mlir"],
        expected_suffix: "out",
    },
    // corpus/import/<case>.ll with <case>.ll.mlir (or .err): the outputs are not inputs.
    FolderRule {
        folder: "import",
        args: "translate --import-llvm --split-input-file",
        inputs: &["ll", "bc"],
        expected_suffix: "mlir",
    },
];

/// How the cases of a folder run: the irbridge arguments, which files are inputs, and the suffix
/// of the expected output file.
struct FolderRule {
    folder: &'static str,
    args: &'static str,
    inputs: &'static [&'static str],
    expected_suffix: &'static str,
}

impl FolderRule {
    const fn opt(folder: &'static str, flags: &'static str) -> FolderRule {
        FolderRule {
            folder,
            args: flags,
            inputs: &["mlir"],
            expected_suffix: "out",
        }
    }
    fn command(&self) -> Vec<String> {
        let mut v = vec![];
        if self.inputs == ["mlir"] && !self.args.starts_with("translate") {
            v.push("opt".to_string());
        }
        v.extend(words(self.args));
        v
    }
}

struct Case {
    input: PathBuf,
    args: Vec<String>,
    /// Where the expected standard output is.
    expected: PathBuf,
}

/// Header command lines are split as a shell splits them (single quotes group words).
fn words(s: &str) -> Vec<String> {
    irbridge::io::words::shell_words(s)
}

/// The commands a file's header asks for, with the suffix of each one's expected output.
fn header_commands(src: &str) -> Vec<(Vec<String>, String)> {
    let out = || "out".to_string();
    let head: Vec<&str> = src.lines().take(6).collect();
    if let Some(rest) = head.first().and_then(|l| {
        l.strip_prefix("// RUN:")
            .or_else(|| l.strip_prefix("; RUN:"))
    }) {
        return vec![(words(rest), out())];
    }
    if let Some(rest) = head.first().and_then(|l| l.strip_prefix("// RUN-ARGS:")) {
        let mut args = words("opt --split-input-file");
        args.extend(words(rest));
        return vec![(args, out())];
    }
    head.iter()
        .filter_map(|l| l.strip_prefix("// PIPELINE"))
        .filter_map(|rest| {
            let (suffix, pipeline) = rest.split_once(':')?;
            let suffix = suffix.trim();
            let suffix = if suffix.is_empty() {
                out()
            } else {
                suffix.to_string()
            };
            let mut args = words("opt --split-input-file");
            args.push(format!("--pass-pipeline={}", pipeline.trim()));
            Some((args, suffix))
        })
        .collect()
}

/// The rule of the nearest enclosing folder that has one.
fn folder_rule(path: &Path, root: &Path) -> Option<&'static FolderRule> {
    let rel = path.strip_prefix(root).unwrap_or(path);
    let mut dirs: Vec<&str> = rel
        .parent()
        .into_iter()
        .flat_map(|p| p.iter())
        .filter_map(|c| c.to_str())
        .collect();
    // The folder checked may itself be a case folder (`corpus check corpus/parse`).
    if let Some(name) = root.file_name().and_then(|n| n.to_str()) {
        dirs.insert(0, name);
    }
    dirs.iter()
        .rev()
        .find_map(|d| FOLDER_DEFAULTS.iter().find(|r| r.folder == *d))
}

fn collect(dir: &Path, root: &Path, out: &mut Vec<Case>) -> Result<(), String> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read '{}': {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            // `expected/` folders hold outputs (e.g. upstream's, for other tests), not cases.
            if p.file_name().is_some_and(|n| n != "expected") {
                collect(&p, root, out)?;
            }
            continue;
        }
        let rule = folder_rule(&p, root);
        let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
        let is_input = match rule {
            Some(r) => r.inputs.contains(&ext),
            None => matches!(ext, "mlir" | "ll" | "bc"),
        };
        if !is_input {
            continue;
        }
        let src = std::fs::read(&p).map_err(|e| format!("cannot read '{}': {e}", p.display()))?;
        let text = String::from_utf8_lossy(&src);
        let mut commands = header_commands(&text);
        if commands.is_empty() {
            if let Some(r) = rule {
                commands.push((r.command(), r.expected_suffix.to_string()));
            }
        }
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        for (mut args, suffix) in commands {
            if name.contains("unregistered") && args.first().is_some_and(|a| a == "opt") {
                args.push("--allow-unregistered-dialect".into());
            }
            let mut expected = p.as_os_str().to_owned();
            expected.push(".");
            expected.push(&suffix);
            out.push(Case {
                input: p.clone(),
                args,
                expected: PathBuf::from(expected),
            });
        }
    }
    Ok(())
}

fn err_path(input: &Path) -> PathBuf {
    path_with_suffix(input, "err")
}

/// `<input>.<suffix>`.
fn path_with_suffix(input: &Path, suffix: &str) -> PathBuf {
    let mut s = input.as_os_str().to_owned();
    s.push(".");
    s.push(suffix);
    PathBuf::from(s)
}

enum Verdict {
    Pass,
    Blessed,
    Fail(String),
}

fn check_case(exe: &Path, case: &Case, bless: bool) -> Verdict {
    let dir = case.input.parent().filter(|d| !d.as_os_str().is_empty());
    let file = case
        .input
        .file_name()
        .map(PathBuf::from)
        .unwrap_or_default();
    let mut cmd = Command::new(exe);
    cmd.args(&case.args).arg(&file);
    if let Some(d) = dir {
        cmd.current_dir(d);
    }
    let out = match cmd.output() {
        Ok(o) => o,
        Err(e) => return Verdict::Fail(format!("cannot run irbridge: {e}")),
    };
    let shown = format!("`irbridge {} {}`", case.args.join(" "), file.display());
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    // Exactly this on stderr (what the run printed besides its output).
    let stderr_file = path_with_suffix(&case.input, "stderr");
    if stderr_file.exists() {
        let must_succeed = case.expected.exists();
        if out.status.success() != must_succeed {
            return Verdict::Fail(format!(
                "{shown} exited with {}, but '{}' {}:\n{stderr}",
                out.status,
                stderr_file.display(),
                if must_succeed {
                    "and an expected output say it succeeds"
                } else {
                    "alone says it fails"
                }
            ));
        }
        let verdict = compare(&stderr_file, &stderr, bless, "irbridge stderr");
        if !must_succeed || matches!(verdict, Verdict::Fail(_)) {
            return verdict;
        }
        let actual = String::from_utf8_lossy(&out.stdout).into_owned();
        return compare(&case.expected, &actual, bless, "irbridge output");
    }
    // A case that must fail: its diagnostics are the expected output.
    let err_file = err_path(&case.input);
    if err_file.exists() {
        if out.status.success() {
            return Verdict::Fail(format!(
                "{shown} succeeded, but '{}' expects diagnostics",
                err_file.display()
            ));
        }
        return compare_diagnostics(&err_file, &stderr, bless);
    }
    if !out.status.success() {
        return Verdict::Fail(format!("{shown} exited with {}:\n{stderr}", out.status));
    }
    let actual = String::from_utf8_lossy(&out.stdout).into_owned();
    let verifying = case.args.iter().any(|a| a == "--verify-diagnostics");
    if verifying && !case.expected.exists() {
        // A diagnostics case is checked by its annotations; nothing else is expected.
        return Verdict::Pass;
    }
    compare(&case.expected, &actual, bless, "irbridge output")
}

/// A `.err` file holds either the full rendered diagnostics (source line and caret included), which
/// must match exactly, or only their `file:line:col: message` lines (severity word omitted), which
/// must be the diagnostics' first lines in order.
fn compare_diagnostics(err_file: &Path, stderr: &str, bless: bool) -> Verdict {
    let expected = std::fs::read_to_string(err_file).unwrap_or_default();
    let full = expected.lines().any(|l| l.trim_start().starts_with('^'));
    if bless || full {
        return compare(err_file, stderr, bless, "irbridge diagnostics");
    }
    let heads = |text: &str| -> String {
        text.lines()
            .filter(|l| is_diag_head(l))
            .map(|l| format!("{}\n", l.replacen(": error: ", ": ", 1)))
            .collect()
    };
    let (want, got) = (heads(&expected), heads(stderr));
    if want == got {
        return Verdict::Pass;
    }
    let diff = similar::TextDiff::from_lines(want.as_str(), got.as_str())
        .unified_diff()
        .header(
            &err_file.display().to_string(),
            "irbridge diagnostics (first lines)",
        )
        .to_string();
    Verdict::Fail(diff)
}

/// `file:line:col: ...`.
fn is_diag_head(l: &str) -> bool {
    let mut parts = l.splitn(4, ':');
    let (_, line, col, rest) = (parts.next(), parts.next(), parts.next(), parts.next());
    line.is_some_and(|x| x.parse::<u32>().is_ok())
        && col.is_some_and(|x| x.parse::<u32>().is_ok())
        && rest.is_some()
}

/// Compares `actual` with the file `expected` (or writes it, when blessing).
fn compare(expected_file: &Path, actual: &str, bless: bool, label: &str) -> Verdict {
    if bless {
        return match irbridge::io::write_output(&expected_file.to_string_lossy(), actual.as_bytes())
        {
            Ok(()) => Verdict::Blessed,
            Err(e) => Verdict::Fail(e),
        };
    }
    let expected = match std::fs::read(expected_file) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(_) => {
            return Verdict::Fail(format!(
                "no expected output '{}' (run with IRBRIDGE_BLESS=1 and review the output)",
                expected_file.display()
            ))
        }
    };
    // Trailing blank lines are not significant (some golden files are written by test harnesses that
    // print the module without the CLI's final empty line).
    if expected.trim_end() == actual.trim_end() {
        return Verdict::Pass;
    }
    let diff = similar::TextDiff::from_lines(expected.as_str(), actual)
        .unified_diff()
        .context_radius(3)
        .header(&expected_file.display().to_string(), label)
        .to_string();
    Verdict::Fail(diff)
}

pub fn run(args: CorpusArgs) -> ExitCode {
    let CorpusAction::Check { dir, filter } = args.action;
    // Blessing is spelled as in every test: IRBRIDGE_BLESS=1.
    let bless = irbridge::io::bless_requested();
    let exe = match crate::user_binary() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("irbridge corpus: cannot find the irbridge binary: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut cases = vec![];
    if let Err(e) = collect(&dir, &dir, &mut cases) {
        eprintln!("irbridge corpus: {e}");
        return ExitCode::FAILURE;
    }
    if let Some(f) = &filter {
        cases.retain(|c| c.input.to_string_lossy().contains(f.as_str()));
    }
    if cases.is_empty() {
        eprintln!("irbridge corpus: no cases under '{}'", dir.display());
        return ExitCode::FAILURE;
    }
    let total = cases.len();
    let start = std::time::Instant::now();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![]);
    let progress =
        std::sync::Mutex::new(crate::progress::Progress::new("corpus check", total as u64));
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(case) = cases.get(i) else { break };
                let label = case.input.display().to_string();
                progress
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .start(&label);
                let verdict = check_case(&exe, case, bless);
                let ok = !matches!(verdict, Verdict::Fail(_));
                let note = if matches!(verdict, Verdict::Blessed) {
                    "blessed"
                } else {
                    ""
                };
                progress
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .finish(&label, ok, note);
                results
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((i, verdict));
            });
        }
    });
    progress.lock().unwrap_or_else(|e| e.into_inner()).done();
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_by_key(|(i, _)| *i);
    let (mut passed, mut blessed, mut failed) = (0, 0, 0);
    for (i, v) in &results {
        match v {
            Verdict::Pass => passed += 1,
            Verdict::Blessed => blessed += 1,
            Verdict::Fail(msg) => {
                failed += 1;
                eprintln!("FAIL {}\n{msg}", cases[*i].input.display());
            }
        }
    }
    say!(
        "corpus check: {total} cases: {passed} passed, {failed} failed{} in {:.1} s",
        if bless {
            format!(", {blessed} blessed")
        } else {
            String::new()
        },
        start.elapsed().as_secs_f64()
    );
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
