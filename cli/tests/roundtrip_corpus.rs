//! `irbridge roundtrip --split-input-file --oracle /usr/lib/llvm-19/bin` over every corpus input it
//! applies to, chunk by chunk: `corpus/export`, `corpus/llvm-dialect`, `corpus/import` (`.ll`),
//! `corpus/examples`, `corpus/lower`, `corpus/parse`, `corpus/abi`, `corpus/roundtrip`, the
//! `corpus/c` programs through clang-19 at -O0 and -O2, and `corpus/invalid`.
//!
//! Every chunk must reach a fixpoint (and equal upstream 19's export) unless
//! `corpus/roundtrip/expected.txt` lists it:
//!
//! * `invalid` / `unsupported`: the chunk must fail with a diagnostic located in the input file,
//!   inside the chunk (`file:line:col: error: ...`) — invalid input, or input the round trip does not
//!   cover by design (e.g. tensors, which no lowering turns into the llvm dialect);
//! * `bug`: a known divergence or failure, with its reason; it must still not be a fixpoint (a fixed
//!   bug makes this test fail until its line is removed), and never a panic.
//!
//! Chunks that carry `expected-error` annotations (all of `corpus/invalid`) and `corpus/import`
//! cases with a `.err` file must fail with the annotated errors at the annotated lines. No chunk may
//! panic. `IRBRIDGE_ROUNDTRIP_FULL=1` adds the upstream comparison to the folders run without it by
//! default (`corpus/llvm-dialect`, `corpus/parse`, `corpus/lower`; see `ORACLE_ALWAYS`), which
//! keeps the default run under a minute in a debug build.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");
/// Upstream 19's tools (`irbridge_testkit::oracle`).
static ORACLE: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| irbridge_testkit::oracle::bin_dir().display().to_string());
const CLANG: &str = "clang-19";

/// Folders compared with upstream's export in the default run (the rest under IRBRIDGE_ROUNDTRIP_FULL=1).
/// (`corpus/llvm-dialect`'s exports are compared with upstream by `translate/tests/translate_corpus.rs`.)
const ORACLE_ALWAYS: &[&str] = &[
    "corpus/export",
    "corpus/import",
    "corpus/examples",
    "corpus/roundtrip",
    "corpus/c",
    "corpus/abi",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// One `irbridge roundtrip` run.
struct Case {
    /// The name in reports and in `expected.txt` (a path relative to the repository root, or
    /// `corpus/c/<name>.c@O2` for a C build).
    key: String,
    /// The file given to `irbridge roundtrip` (relative to the root, or absolute for C builds).
    input: PathBuf,
    /// The name diagnostics carry for the input.
    diag_name: String,
    args: Vec<String>,
    /// Every chunk must fail (corpus/invalid) with its annotated errors.
    all_invalid: bool,
    /// Expected error lines of a `.err` file (`name:line:col: message`).
    err_file: Option<String>,
    /// The lowering `--pass-pipeline` given to the run, if not the default.
    pipeline: Option<String>,
}

/// What one chunk did.
#[derive(Debug, Default)]
struct ChunkResult {
    line: u32,
    report: String,
    stderr: String,
}

impl ChunkResult {
    fn fixpoint(&self) -> bool {
        self.report.lines().any(|l| l == "fixpoint")
    }
    fn failed_step(&self) -> bool {
        self.report
            .lines()
            .any(|l| l.starts_with("FAIL  a step failed"))
    }
    fn panicked(&self) -> bool {
        self.report.contains("panicked") || self.stderr.contains("panicked")
    }
}

fn mlir_files(dir: &str) -> Vec<PathBuf> {
    let mut out = vec![];
    let mut stack = vec![root().join(dir)];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p.strip_prefix(root()).unwrap().to_path_buf());
            }
        }
    }
    out.sort();
    out
}

fn case(input: &Path, extra: &[&str], oracle: bool) -> Case {
    let key = input.display().to_string();
    let mut args = vec!["--split-input-file".to_string()];
    let header = std::fs::read_to_string(root().join(input)).unwrap_or_default();
    if key.contains("unregistered")
        || header
            .lines()
            .any(|l| l.starts_with("// RUN-ARGS:") && l.contains("allow-unregistered-dialect"))
    {
        args.push("--allow-unregistered-dialect".into());
    }
    if oracle {
        args.extend(["--oracle".to_string(), ORACLE.as_str().to_string()]);
    }
    args.extend(extra.iter().map(|s| s.to_string()));
    Case {
        diag_name: key.clone(),
        key,
        input: input.to_path_buf(),
        args,
        all_invalid: false,
        err_file: None,
        pipeline: None,
    }
}

fn cases(full: bool, tmp: &Path) -> Vec<Case> {
    let oracle_for = |dir: &str| full || ORACLE_ALWAYS.contains(&dir);
    let mut out = vec![];
    for dir in [
        "corpus/export",
        "corpus/llvm-dialect",
        "corpus/examples",
        "corpus/lower",
        "corpus/parse",
        "corpus/abi",
        "corpus/roundtrip",
    ] {
        for f in mlir_files(dir) {
            // corpus/export files with a `.err` (invalid.mlir, ...) are about what translation
            // refuses: no lowering first.
            let refused =
                dir == "corpus/export" && root().join(f.with_extension("mlir.err")).exists();
            let extra: &[&str] = if refused { &["--lower", "never"] } else { &[] };
            let pipeline = (dir == "corpus/lower")
                .then(|| lowering_of(&root().join(&f)))
                .flatten();
            let mut extra: Vec<&str> = extra.to_vec();
            if let Some(p) = &pipeline {
                extra.extend(["--pass-pipeline", p.as_str()]);
            }
            let mut c = case(&f, &extra, oracle_for(dir));
            c.pipeline = pipeline.clone();
            if refused {
                c.err_file =
                    std::fs::read_to_string(root().join(f.with_extension("mlir.err"))).ok();
            }
            out.push(c);
        }
    }
    for f in mlir_files("corpus/invalid") {
        let mut c = case(&f, &[], false);
        c.all_invalid = true;
        out.push(c);
    }
    let mut lls: Vec<PathBuf> = std::fs::read_dir(root().join("corpus/import"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    lls.sort();
    for p in lls {
        let rel = p.strip_prefix(root()).unwrap().to_path_buf();
        let mut c = case(&rel, &[], oracle_for("corpus/import"));
        c.err_file = std::fs::read_to_string(p.with_extension("ll.err")).ok();
        out.push(c);
    }
    let mut cs: Vec<PathBuf> = std::fs::read_dir(root().join("corpus/c"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    cs.sort();
    for p in cs {
        for opt in ["O0", "O2"] {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            let ll = tmp.join(format!("{stem}_{opt}.ll"));
            let st = Command::new(CLANG)
                .args([&format!("-{opt}"), "-S", "-emit-llvm", "-o"])
                .arg(&ll)
                .arg(&p)
                .status()
                .expect("run clang-19");
            assert!(st.success(), "clang-19 -{opt} {}", p.display());
            let mut c = case(&ll, &[], oracle_for("corpus/c"));
            c.key = format!("corpus/c/{stem}.c@{opt}");
            c.diag_name = ll.display().to_string();
            out.push(c);
        }
    }
    out
}

/// A `corpus/lower` case's own passes (its `// RUN-ARGS:` line) followed by the default lowering,
/// as one `--pass-pipeline`: the case's options (bare pointers, C wrappers, index width, ...) shape
/// what is round-tripped, and its expected errors are those passes' errors.
fn lowering_of(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    let args = irbridge::io::words::shell_words(
        text.lines().find_map(|l| l.strip_prefix("// RUN-ARGS:"))?,
    );
    let mut passes = vec![];
    for a in args {
        let a = a.trim_start_matches('-');
        if let Some(p) = a.strip_prefix("pass-pipeline=") {
            let p = p.trim_matches(|c| c == '\'' || c == '"');
            passes.push(
                p.strip_prefix("builtin.module(")?
                    .strip_suffix(')')?
                    .to_string(),
            );
        } else if a == "verify-diagnostics" || a == "allow-unregistered-dialect" {
        } else if let Some((name, opts)) = a.split_once('=') {
            // Commas stay: they separate list values (and options, which irbridge accepts too).
            passes.push(format!("{name}{{{opts}}}"));
        } else {
            passes.push(a.to_string());
        }
    }
    // The index arithmetic `expand-strided-metadata` creates is lowered as a user would.
    if passes
        .iter()
        .any(|p| p.starts_with("expand-strided-metadata"))
    {
        passes.push("lower-affine".into());
    }
    passes.extend(
        irbridge_harness::roundtrip::LOWERING_PIPELINE
            .iter()
            .map(|p| p.to_string()),
    );
    Some(format!("builtin.module({})", passes.join(",")))
}

/// Splits a run's stdout and stderr into chunks (headers `----- chunk at line N`).
fn chunk_results(stdout: &str, stderr: &str) -> Vec<ChunkResult> {
    fn split(text: &str) -> BTreeMap<u32, String> {
        let mut m = BTreeMap::new();
        let mut cur = 1u32;
        for l in text.lines() {
            if let Some(n) = l.strip_prefix("----- chunk at line ") {
                cur = n.trim().parse().unwrap();
                m.entry(cur).or_insert_with(String::new);
                continue;
            }
            let e: &mut String = m.entry(cur).or_default();
            e.push_str(l);
            e.push('\n');
        }
        m
    }
    let out = split(stdout);
    let mut err = split(stderr);
    out.into_iter()
        .map(|(line, report)| ChunkResult {
            line,
            report,
            stderr: err.remove(&line).unwrap_or_default(),
        })
        .collect()
}

/// `expected.txt`: `<key>:<line> <class> <reason>` per line; `#` comments.
fn expectations() -> BTreeMap<String, (String, String)> {
    let text = std::fs::read_to_string(root().join("corpus/roundtrip/expected.txt")).unwrap();
    let mut m = BTreeMap::new();
    for (i, l) in text.lines().enumerate() {
        let l = l.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let (key, rest) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
        let (class, reason) = rest
            .trim_start()
            .split_once(char::is_whitespace)
            .unwrap_or((rest.trim(), ""));
        let (key, class, reason) = (
            key.to_string(),
            class.to_string(),
            reason.trim().to_string(),
        );
        assert!(
            ["invalid", "unsupported", "bug", "upstream-fails"].contains(&class.as_str())
                && !reason.is_empty(),
            "expected.txt:{}: want `<file>:<line> invalid|unsupported|bug|upstream-fails <reason>`",
            i + 1
        );
        assert!(
            m.insert(key.clone(), (class, reason)).is_none(),
            "{key} listed twice"
        );
    }
    m
}

/// `(line, message)` of each `expected-error` annotation in a chunk starting at `first_line`.
fn expected_errors(chunk: &str, first_line: u32) -> Vec<(u32, String)> {
    let mut out = vec![];
    for (i, l) in chunk.lines().enumerate() {
        let line = first_line + i as u32;
        let Some(at) = l.find("expected-error") else {
            continue;
        };
        let rest = &l[at + "expected-error".len()..];
        let (Some(open), Some(close)) = (rest.find("{{"), rest.rfind("}}")) else {
            continue;
        };
        let designator = rest[..open].trim().trim_start_matches("-re").trim();
        let target = match designator {
            "" => line,
            "@above" => line - 1,
            "@below" => line + 1,
            d => {
                let n: i64 = d.trim_start_matches('@').parse().unwrap_or(0);
                (line as i64 + n) as u32
            }
        };
        let mut msg = rest[open + 2..close].to_string();
        // `-re` annotations: keep the literal text before the first regex part.
        if let Some(p) = msg.find("{{") {
            msg.truncate(p);
        }
        out.push((target, msg));
    }
    out
}

/// The chunks of `text` (as the tool splits them) with their first line (1-based).
fn chunks_of(text: &str, llvm_ir: bool) -> Vec<(u32, String)> {
    let marker = if llvm_ir { "; // -----" } else { "// -----" };
    let mut out = vec![];
    let mut cur = String::new();
    let mut start = 1u32;
    for (i, l) in text.lines().enumerate() {
        let t = l.trim();
        if t.starts_with(marker) && t[marker.len()..].chars().all(|c| c == '-') {
            out.push((start, std::mem::take(&mut cur)));
            start = i as u32 + 2;
        } else {
            cur.push_str(l);
            cur.push('\n');
        }
    }
    out.push((start, cur));
    out
}

/// Whether `stderr` holds an error located in `name` at a line in `lines`.
fn located_error(stderr: &str, name: &str, lines: std::ops::Range<u32>) -> bool {
    stderr.lines().any(|l| {
        let Some(rest) = l.strip_prefix(name).and_then(|r| r.strip_prefix(':')) else {
            return false;
        };
        let mut it = rest.splitn(3, ':');
        let line: u32 = it.next().and_then(|x| x.parse().ok()).unwrap_or(0);
        let col_ok = it.next().is_some_and(|c| c.parse::<u32>().is_ok());
        col_ok && lines.contains(&line) && it.next().is_some_and(|m| m.starts_with(" error: "))
    })
}

#[derive(Default)]
struct Tally {
    fixpoint: usize,
    invalid: usize,
    unsupported: usize,
    bug: usize,
    upstream_fails: usize,
    problems: Vec<String>,
}

fn check_case(c: &Case, expect: &BTreeMap<String, (String, String)>, tally: &mut Tally) {
    let o = Command::new(BIN)
        .current_dir(root())
        .arg("roundtrip")
        .args(&c.args)
        .arg(&c.input)
        .output()
        .expect("run irbridge");
    let stdout = String::from_utf8_lossy(&o.stdout);
    let stderr = String::from_utf8_lossy(&o.stderr);
    let results = chunk_results(&stdout, &stderr);
    let source = std::fs::read_to_string(root().join(&c.input)).unwrap_or_default();
    let llvm_ir = c.input.extension().is_some_and(|x| x == "ll");
    let chunks = chunks_of(&source, llvm_ir);
    let all_ok = results.iter().all(ChunkResult::fixpoint);
    if o.status.code() != Some(if all_ok { 0 } else { 1 }) {
        tally.problems.push(format!(
            "{}: exit code {:?} for a run where every chunk reached a fixpoint = {all_ok}",
            c.key,
            o.status.code()
        ));
    }
    if results.len() != chunks.len() {
        tally.problems.push(format!(
            "{}: {} chunk reports for {} chunks\n{stdout}\n{stderr}",
            c.key,
            results.len(),
            chunks.len()
        ));
        return;
    }
    for (r, (first, text)) in results.iter().zip(&chunks) {
        let key = format!("{}:{}", c.key, r.line);
        let lines = *first..first + text.lines().count() as u32 + 1;
        let show = || format!("{key}:\n{}{}", r.report, r.stderr);
        if r.panicked() {
            tally.problems.push(format!("{} panicked", show()));
            continue;
        }
        let annotated = expected_errors(text, *first);
        if c.all_invalid || !annotated.is_empty() {
            // Invalid by design: exit 1, the annotated errors, nothing else.
            let found = annotated.iter().any(|(line, msg)| {
                r.stderr.lines().any(|l| {
                    l.starts_with(&format!("{}:{line}:", c.diag_name))
                        && l.contains(" error: ")
                        && l.contains(msg.as_str())
                })
            });
            if !r.failed_step() || !found {
                tally
                    .problems
                    .push(format!("{} should fail with one of {annotated:?}", show()));
            } else {
                tally.invalid += 1;
            }
            continue;
        }
        if let Some(err) = &c.err_file {
            let base = Path::new(&c.diag_name)
                .file_name()
                .unwrap()
                .to_string_lossy();
            let wanted: Vec<&str> = err
                .lines()
                .filter(|l| l.starts_with(&format!("{base}:")))
                .collect();
            if let Some(want) = chunk_error_for(&wanted, lines.clone()) {
                // `name:line:col: message` in the .err; ours reads `path:line:col: error: message`.
                let (pos, msg) = want.split_once(": ").unwrap();
                let pos = pos.replacen(&*base, &c.diag_name, 1);
                let msg = msg.trim_start_matches("error: ");
                let ok = r.failed_step()
                    && r.stderr.lines().any(|l| {
                        l.starts_with(&format!("{pos}: error: ")) && l.ends_with(msg)
                            || l.contains(": error: ") && l.ends_with(msg) && pos.ends_with(":0:0")
                    });
                if ok {
                    tally.invalid += 1;
                } else {
                    tally
                        .problems
                        .push(format!("{} should fail with `{want}`", show()));
                }
                continue;
            }
        }
        match expect.get(&key).map(|(c, r)| (c.as_str(), r)) {
            None => {
                if r.fixpoint() {
                    tally.fixpoint += 1;
                } else {
                    tally.problems.push(format!(
                        "{} is not a fixpoint (fix it, or list it in corpus/roundtrip/expected.txt)",
                        show()
                    ));
                }
            }
            // Without the oracle there is nothing for upstream to fail.
            Some(("upstream-fails", _))
                if r.fixpoint() && !c.args.iter().any(|a| a == "--oracle") =>
            {
                tally.fixpoint += 1
            }
            Some((_, _)) if r.fixpoint() => tally.problems.push(format!(
                "{key} reaches a fixpoint now: remove it from corpus/roundtrip/expected.txt"
            )),
            Some(("bug", _)) => tally.bug += 1,
            Some(("upstream-fails", reason)) => {
                // Our own round trip is a fixpoint; only the comparison with upstream fails.
                let ours_ok = !r.failed_step()
                    && r.report
                        .lines()
                        .filter(|l| l.starts_with("ok    LL"))
                        .count()
                        == 1
                    && r.report
                        .lines()
                        .filter(|l| l.starts_with("ok    MLIR"))
                        .count()
                        == 1
                    && !r.report.lines().any(|l| l.starts_with("DIFF"));
                let theirs_fail = r
                    .report
                    .lines()
                    .any(|l| l.starts_with("FAIL  ") && l.contains("upstream"));
                if ours_ok && theirs_fail {
                    tally.upstream_fails += 1;
                } else {
                    tally.problems.push(format!(
                        "{} is listed as upstream-fails ({reason}), but irbridge's own round trip \
                         is not a fixpoint or upstream did not fail",
                        show()
                    ));
                }
            }
            Some((class, reason)) => {
                if class == "unsupported" && !upstream_fails(c, text) {
                    tally.problems.push(format!(
                        "{key} is listed as unsupported ({reason}), but upstream 19 translates it"
                    ));
                } else if r.failed_step() && located_error(&r.stderr, &c.diag_name, lines.clone()) {
                    if class == "invalid" {
                        tally.invalid += 1;
                    } else {
                        tally.unsupported += 1;
                    }
                } else {
                    tally.problems.push(format!(
                        "{} is listed as {class} ({reason}) but did not fail with an error located in lines {lines:?}",
                        show()
                    ));
                }
            }
        }
    }
}

/// Whether upstream 19 refuses the chunk as the round trip's first step would take it: imported
/// (`.ll`), translated as it is (`--lower never`), or lowered by the same pipeline and translated.
fn upstream_fails(c: &Case, chunk: &str) -> bool {
    let tmp = tempfile::tempdir().unwrap();
    let tool = |name: &str| Path::new(ORACLE.as_str()).join(name);
    let unregistered = c.args.iter().any(|a| a == "--allow-unregistered-dialect");
    let llvm_ir = c.input.extension().is_some_and(|x| x == "ll");
    let input = tmp.path().join(if llvm_ir { "c.ll" } else { "c.mlir" });
    std::fs::write(&input, chunk).unwrap();
    let run = |cmd: &mut Command| cmd.output().map(|o| o.status.success()).unwrap_or(false);
    if llvm_ir {
        return !run(Command::new(tool("mlir-translate"))
            .arg("--import-llvm")
            .arg(&input));
    }
    let lowered = tmp.path().join("lowered.mlir");
    // As `irbridge roundtrip --lower auto`: a chunk all in the llvm dialect is translated as it is.
    let all_llvm = || {
        let mut ctx = irbridge::ir::Context::new();
        ctx.allow_unregistered = unregistered;
        let Ok(module) = irbridge::parse::ops::parse_source(&mut ctx, "c", chunk.as_bytes(), 0)
        else {
            return false;
        };
        let mut foreign = false;
        ctx.walk(module, |op| {
            let name = ctx.op_name(op);
            foreign |= !name.starts_with("llvm.") && name != "builtin.module";
        });
        !foreign
    };
    let translate_input = if c.args.iter().any(|a| a == "never")
        || (c.pipeline.is_none() && !c.args.iter().any(|a| a == "always") && all_llvm())
    {
        input
    } else {
        let pipeline = c.pipeline.clone().unwrap_or_else(|| {
            "builtin.module(convert-to-llvm,reconcile-unrealized-casts)".to_string()
        });
        let mut opt = Command::new(tool("mlir-opt"));
        opt.arg(format!("--pass-pipeline={pipeline}"))
            .arg(&input)
            .arg("-o")
            .arg(&lowered);
        if unregistered {
            opt.arg("--allow-unregistered-dialect");
        }
        if !run(&mut opt) {
            return true;
        }
        lowered
    };
    let ll = tmp.path().join("out.ll");
    let mut tr = Command::new(tool("mlir-translate"));
    tr.arg("--mlir-to-llvmir")
        .arg(&translate_input)
        .arg("-o")
        .arg(&ll);
    if unregistered {
        tr.arg("--allow-unregistered-dialect");
    }
    // Upstream's round trip also fails where it writes LLVM IR that LLVM cannot read back.
    !run(&mut tr)
        || !run(Command::new(tool("llvm-as"))
            .arg(&ll)
            .arg("-o")
            .arg(tmp.path().join("out.bc")))
}

/// The `.err` line for a chunk: the one whose line is inside it, or a positionless one (`:0:0`)
/// when the file is a single chunk.
fn chunk_error_for<'a>(wanted: &[&'a str], lines: std::ops::Range<u32>) -> Option<&'a str> {
    wanted.iter().copied().find(|w| {
        let mut it = w.splitn(3, ':');
        let _ = it.next();
        let line: u32 = it.next().and_then(|x| x.parse().ok()).unwrap_or(0);
        line == 0 || lines.contains(&line)
    })
}

#[test]
fn roundtrip_whole_corpus() {
    let full = std::env::var_os("IRBRIDGE_ROUNDTRIP_FULL").is_some();
    let tmp = tempfile::tempdir().unwrap();
    let all = cases(full, tmp.path());
    let expect = expectations();
    // Every listed chunk must belong to a case that runs.
    for key in expect.keys() {
        let file = key.rsplit_once(':').unwrap().0;
        assert!(
            all.iter().any(|c| c.key == file),
            "corpus/roundtrip/expected.txt lists {key}, which is no corpus input"
        );
    }
    let queue = Mutex::new(all.iter());
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|s| {
        for _ in 0..3 {
            s.spawn(|| loop {
                let Some(c) = queue.lock().unwrap().next() else {
                    break;
                };
                let mut t = Tally::default();
                check_case(c, &expect, &mut t);
                let mut g = tally.lock().unwrap();
                g.fixpoint += t.fixpoint;
                g.invalid += t.invalid;
                g.unsupported += t.unsupported;
                g.bug += t.bug;
                g.upstream_fails += t.upstream_fails;
                g.problems.extend(t.problems);
            });
        }
    });
    let t = tally.into_inner().unwrap();
    println!(
        "{} inputs: {} chunks reach a fixpoint, {} fail as invalid input, {} are unsupported by design \
         (upstream 19 fails too), {} are fixpoints upstream 19 cannot compare with, {} are known bugs",
        all.len(),
        t.fixpoint,
        t.invalid,
        t.unsupported,
        t.upstream_fails,
        t.bug
    );
    assert!(
        t.problems.is_empty(),
        "{} problems:\n\n{}",
        t.problems.len(),
        t.problems.join("\n\n")
    );
}
