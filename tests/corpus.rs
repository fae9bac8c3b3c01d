//! The corpus test: golden outputs, printer fixpoint, agreement with upstream `mlir-opt` 19, expected
//! diagnostics, and robustness against hostile input.
//!
//! * `corpus/parse/**.mlir` and `corpus/examples/*.mlir` are valid input. Each `// -----` chunk must parse,
//!   verify and print; the whole output (chunk outputs joined by `// -----\n`, exactly what
//!   `irbridge opt --split-input-file` prints) must equal `<file>.out`; printing must be a fixpoint; and,
//!   where `/usr/lib/llvm-19/bin/mlir-opt` exists, irbridge's output must equal mlir-opt's output on the
//!   same input byte for byte, and `mlir-opt --mlir-print-op-generic` of irbridge's output must equal
//!   `mlir-opt --mlir-print-op-generic` of the input.
//! * `corpus/invalid/**.mlir` chunks must produce diagnostics satisfying their `expected-*` annotations
//!   (and upstream must agree with the annotations: `mlir-opt --verify-diagnostics` passes).
//! * A file whose name contains `unregistered` is run with `--allow-unregistered-dialect`.
//!
//! `IRBRIDGE_BLESS=1 cargo test --test corpus` rewrites the `.out` files. Failures are collected across
//! all cases and reported together (with unified diffs), then the test fails.

use irbridge::diag::{Diagnostic, SourceMgr};
use irbridge::driver::{opt_buffer, split_input, OptOptions};
use irbridge::print::PrintFlags;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Same as the CLI's `STACK_SIZE` (cli/src/main.rs): the stack parse and print run on.
const STACK_SIZE: usize = 256 << 20;
const MARKER: &str = "// -----";
const MLIR_OPT: &str = "/usr/lib/llvm-19/bin/mlir-opt";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn mlir_opt() -> Option<&'static str> {
    Path::new(MLIR_OPT).exists().then_some(MLIR_OPT)
}

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// Runs `f` on a thread with the CLI's stack size, turning a panic into `Err(message)`.
fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, String> {
    let h = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(move || {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|p| {
                p.downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| p.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "panic".to_string())
            })
        });
    h.expect("spawn")
        .join()
        .unwrap_or_else(|_| Err("thread died".into()))
}

/// opt_buffer, with a panic turned into Err(message).
fn guarded_opt(
    name: &str,
    src: &[u8],
    line_offset: u32,
    opts: &OptOptions,
) -> Result<Result<String, Vec<Diagnostic>>, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        opt_buffer(name, src, line_offset, opts)
    }))
    .map_err(|p| {
        p.downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".to_string())
    })
}

fn render(name: &str, src: &[u8], diags: &[Diagnostic]) -> String {
    let mut sm = SourceMgr::default();
    sm.add(name, src);
    diags.iter().map(|d| sm.render(d)).collect()
}

fn diff(expected: &str, actual: &str, what: &str) -> String {
    similar::TextDiff::from_lines(expected, actual)
        .unified_diff()
        .context_radius(3)
        .header(&format!("{what} (expected)"), &format!("{what} (actual)"))
        .to_string()
}

/// What `irbridge opt` prints for one module (mlir-opt prints the op, then a newline).
fn module_output(mut s: String) -> String {
    if !s.ends_with('\n') {
        s.push('\n');
    }
    s.push('\n');
    s
}

#[derive(Default)]
struct Report {
    checks: usize,
    failures: Vec<String>,
}

impl Report {
    fn pass(&mut self) {
        self.checks += 1;
    }
    fn fail(&mut self, case: &str, msg: impl Into<String>) {
        self.checks += 1;
        self.failures.push(format!("--- {case}: {}", msg.into()));
    }
}

fn run_mlir_opt(args: &[&str], file: &Path) -> Result<String, String> {
    let tool = mlir_opt().expect("checked by caller");
    let out = Command::new(tool)
        .args(args)
        .arg(file)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// A file in the temp dir, removed on drop (the root crate has no `tempfile` dependency).
struct TempFile(PathBuf);

impl TempFile {
    fn new(contents: &str) -> Self {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static N: AtomicUsize = AtomicUsize::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let p =
            std::env::temp_dir().join(format!("irbridge-corpus-{}-{n}.mlir", std::process::id()));
        std::fs::write(&p, contents).expect("write temp file");
        TempFile(p)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn split_output(s: &str) -> Vec<&str> {
    s.split(&format!("{MARKER}\n")).collect()
}

fn check_valid(file: &Path, rel: &str, bless: bool, r: &mut Report) {
    let src = std::fs::read(file).expect("read corpus file");
    let opts = OptOptions {
        allow_unregistered: rel.contains("unregistered"),
        print: PrintFlags::default(),
        no_verify: false,
    };
    let chunks = split_input(&src, MARKER);
    let mut outputs = vec![];
    let mut ok_chunks = vec![];
    for chunk in &chunks {
        let case = format!("{rel}:{}", chunk.line_offset + 1);
        match guarded_opt(rel, chunk.text, chunk.line_offset, &opts) {
            Err(p) => {
                r.fail(&case, format!("irbridge panicked: {p}"));
                outputs.push(String::new());
                ok_chunks.push(false);
            }
            Ok(Err(diags)) => {
                r.fail(
                    &case,
                    format!(
                        "irbridge rejected valid input:\n{}",
                        render(rel, &src, &diags)
                    ),
                );
                outputs.push(String::new());
                ok_chunks.push(false);
            }
            Ok(Ok(out)) => {
                // Fixpoint: printing the printed form gives it back.
                match guarded_opt("<output>", out.as_bytes(), 0, &opts) {
                    Ok(Ok(again)) if again == out => r.pass(),
                    Ok(Ok(again)) => r.fail(
                        &case,
                        format!(
                            "printing is not a fixpoint:\n{}",
                            diff(&out, &again, "opt(opt(x))")
                        ),
                    ),
                    Ok(Err(d)) => r.fail(
                        &case,
                        format!(
                            "irbridge rejects its own output:\n{}{out}",
                            render("<output>", out.as_bytes(), &d)
                        ),
                    ),
                    Err(p) => r.fail(&case, format!("irbridge panicked on its own output: {p}")),
                }
                outputs.push(module_output(out));
                ok_chunks.push(true);
            }
        }
    }
    let joined = outputs.join(&format!("{MARKER}\n"));
    let out_path = PathBuf::from(format!("{}.out", file.display()));
    if bless {
        std::fs::write(&out_path, &joined).expect("write .out");
    }
    match std::fs::read_to_string(&out_path) {
        Ok(expected) if expected == joined => r.pass(),
        Ok(expected) => r.fail(
            rel,
            format!(
                "output differs from {rel}.out:\n{}",
                diff(&expected, &joined, rel)
            ),
        ),
        Err(_) => r.fail(
            rel,
            format!("missing {rel}.out (run IRBRIDGE_BLESS=1 cargo test --test corpus)"),
        ),
    }

    // Upstream agreement: generic form of irbridge's output == generic form of the input.
    if mlir_opt().is_none() || !ok_chunks.iter().any(|&b| b) {
        return;
    }
    let mut args = vec!["--split-input-file"];
    if opts.allow_unregistered {
        args.push("--allow-unregistered-dialect");
    }
    // And the custom form: irbridge prints the very text upstream prints.
    match run_mlir_opt(&args, file) {
        Ok(upstream) if upstream == joined => r.pass(),
        Ok(upstream) => r.fail(
            rel,
            format!(
                "irbridge's output differs from mlir-opt's on the same input:\n{}",
                diff(&upstream, &joined, "mlir-opt vs irbridge")
            ),
        ),
        Err(e) => r.fail(rel, format!("mlir-opt rejects the input:\n{e}")),
    }
    args.push("--mlir-print-op-generic");
    let upstream_in = match run_mlir_opt(&args, file) {
        Ok(s) => s,
        Err(e) => {
            return r.fail(
                rel,
                format!("mlir-opt rejects the input (not a valid corpus case):\n{e}"),
            )
        }
    };
    let tmp = TempFile::new(&joined);
    let upstream_out = match run_mlir_opt(&args, &tmp.0) {
        Ok(s) => s,
        Err(e) => {
            return r.fail(
                rel,
                format!("mlir-opt rejects irbridge's output:\n{e}\nirbridge output was:\n{joined}"),
            )
        }
    };
    let (a, b) = (split_output(&upstream_in), split_output(&upstream_out));
    if a.len() != b.len() {
        return r.fail(
            rel,
            format!(
                "mlir-opt sees {} chunks in the input but {} in irbridge's output",
                a.len(),
                b.len()
            ),
        );
    }
    for (i, chunk) in chunks.iter().enumerate() {
        if !ok_chunks[i] {
            continue;
        }
        let case = format!("{rel}:{}", chunk.line_offset + 1);
        if a[i] == b[i] {
            r.pass();
        } else {
            r.fail(
                &case,
                format!(
                    "mlir-opt --mlir-print-op-generic differs between the input and irbridge's output:\n{}",
                    diff(a[i], b[i], "generic")
                ),
            );
        }
    }
}

fn check_invalid(file: &Path, rel: &str, r: &mut Report) {
    let src = std::fs::read(file).expect("read corpus file");
    let opts = OptOptions {
        allow_unregistered: rel.contains("unregistered"),
        ..Default::default()
    };
    let mut sm = SourceMgr::default();
    sm.add(rel, &src);
    for chunk in split_input(&src, MARKER) {
        let case = format!("{rel}:{}", chunk.line_offset + 1);
        let diags = match guarded_opt(rel, chunk.text, chunk.line_offset, &opts) {
            Err(p) => {
                r.fail(&case, format!("irbridge panicked: {p}"));
                continue;
            }
            Ok(Ok(_)) => vec![],
            Ok(Err(d)) => d,
        };
        let v = irbridge::verify_diagnostics::DiagnosticVerifier::new(
            rel,
            chunk.text,
            chunk.line_offset,
        );
        if v.expectations.is_empty() {
            r.fail(&case, "invalid chunk without any expected-* annotation");
            continue;
        }
        let problems =
            irbridge::verify_diagnostics::verify(rel, chunk.text, chunk.line_offset, &diags);
        if problems.is_empty() {
            r.pass();
        } else {
            r.fail(
                &case,
                format!(
                    "diagnostics don't match the annotations:\n{}",
                    irbridge::verify_diagnostics::render_problems(&sm, &problems)
                ),
            );
        }
    }
    if mlir_opt().is_some() {
        let mut args = vec!["--split-input-file", "--verify-diagnostics"];
        if opts.allow_unregistered {
            args.push("--allow-unregistered-dialect");
        }
        match run_mlir_opt(&args, file) {
            Ok(_) => r.pass(),
            Err(e) => r.fail(
                rel,
                format!(
                    "upstream mlir-opt --verify-diagnostics disagrees with the annotations:\n{e}"
                ),
            ),
        }
    }
}

#[test]
fn corpus() {
    let bless = std::env::var("IRBRIDGE_BLESS").is_ok_and(|v| !v.is_empty() && v != "0");
    let corpus = root().join("corpus");
    let (mut valid, mut invalid) = (vec![], vec![]);
    files_under(&corpus.join("parse"), &mut valid);
    files_under(&corpus.join("examples"), &mut valid);
    files_under(&corpus.join("invalid"), &mut invalid);
    let n_files = valid.len() + invalid.len();
    let report = on_big_stack(move || {
        let mut r = Report::default();
        let rel = |p: &Path| p.strip_prefix(root()).unwrap_or(p).display().to_string();
        for f in &valid {
            check_valid(f, &rel(f), bless, &mut r);
        }
        for f in &invalid {
            check_invalid(f, &rel(f), &mut r);
        }
        r
    })
    .expect("corpus harness panicked");
    if mlir_opt().is_none() {
        eprintln!("corpus: {MLIR_OPT} not found; upstream comparisons skipped (scripts/setup.sh installs it)");
    }
    let failed = report.failures.len();
    for f in &report.failures {
        eprintln!("{f}\n");
    }
    eprintln!(
        "corpus: {n_files} files, {} checks: {} passed, {failed} failed",
        report.checks,
        report.checks - failed
    );
    assert!(failed == 0, "{failed} corpus check(s) failed (see above)");
}

// ---- robustness ------------------------------------------------------------------------------------------

/// Every input gives a value or a diagnostic: no panic, no stack overflow (which would abort the test).
fn must_not_panic(label: &str, src: Vec<u8>) -> Result<String, Vec<Diagnostic>> {
    let name = label.to_string();
    match on_big_stack(move || {
        opt_buffer(
            &name,
            &src,
            0,
            &OptOptions {
                allow_unregistered: true,
                ..Default::default()
            },
        )
    }) {
        Ok(r) => r,
        Err(p) => panic!("{label}: irbridge panicked: {p}"),
    }
}

fn must_diagnose(label: &str, src: Vec<u8>) {
    match must_not_panic(label, src) {
        Ok(out) => panic!(
            "{label}: accepted, expected a diagnostic; printed {} bytes",
            out.len()
        ),
        Err(d) => assert!(!d.is_empty(), "{label}: error without a diagnostic"),
    }
}

const DEEP: usize = 100_000;

#[test]
fn deep_nesting_is_a_diagnostic() {
    let regions = format!("{}{}", "module {\n".repeat(DEEP), "}\n".repeat(DEEP));
    must_diagnose("deep-regions", regions.into_bytes());
    let generic = format!(
        "{}{}",
        "\"test.op\"() ({\n".repeat(DEEP),
        "}) : () -> ()\n".repeat(DEEP)
    );
    must_diagnose("deep-generic-regions", generic.into_bytes());
    let tuple = format!(
        "func.func private @f() -> {}i32{}\n",
        "tuple<".repeat(DEEP),
        ">".repeat(DEEP)
    );
    must_diagnose("deep-tuple", tuple.into_bytes());
    let array = format!(
        "module attributes {{a = {}1{}}} {{\n}}\n",
        "[".repeat(DEEP),
        "]".repeat(DEEP)
    );
    must_diagnose("deep-array", array.into_bytes());
    let dict = format!(
        "module attributes {{a = {}1{}}} {{\n}}\n",
        "{b = ".repeat(DEEP),
        "}".repeat(DEEP)
    );
    must_diagnose("deep-dict", dict.into_bytes());
    // Unclosed nesting too.
    must_diagnose(
        "open-tuple",
        format!("func.func private @f() -> {}", "tuple<".repeat(DEEP)).into_bytes(),
    );
    must_diagnose(
        "open-array",
        format!("module attributes {{a = {}", "[".repeat(DEEP)).into_bytes(),
    );
    must_diagnose("open-regions", "module {\n".repeat(DEEP).into_bytes());
    must_diagnose(
        "open-parens",
        format!("func.func private @f() -> {}", "(".repeat(DEEP)).into_bytes(),
    );
}

#[test]
fn invalid_utf8_is_a_diagnostic() {
    must_diagnose("utf8-op", b"\xff\xfe".to_vec());
    must_diagnose(
        "utf8-in-op-name",
        b"func.func @f() {\n  \xc3\x28 = arith.constant 1 : i32\n}\n".to_vec(),
    );
    must_diagnose(
        "utf8-in-symbol",
        b"func.func @f\xe2\x82() {\n  return\n}\n".to_vec(),
    );
    must_diagnose("utf8-truncated", b"module {\n\xf0\x9f".to_vec());
    // Bytes MLIR accepts (comments, string contents) may pass; they must just not panic.
    let _ = must_not_panic("utf8-comment", b"// \xff\xfe\nmodule {\n}\n".to_vec());
    let _ = must_not_panic(
        "utf8-string",
        b"module attributes {a = \"\xff\xfe\"} {\n}\n".to_vec(),
    );
    let _ = must_not_panic("utf8-loc", b"module {\n} loc(\"\xff\":1:2)\n".to_vec());
}

#[test]
fn huge_integers_are_a_diagnostic() {
    let digits = "9".repeat(10_000);
    must_diagnose("huge-constant", format!("func.func @f() -> i32 {{\n  %0 = arith.constant {digits} : i32\n  return %0 : i32\n}}\n").into_bytes());
    must_diagnose(
        "huge-dim",
        format!("func.func private @f(memref<{digits}xf32>)\n").into_bytes(),
    );
    must_diagnose(
        "huge-width",
        format!("func.func private @f(i{digits})\n").into_bytes(),
    );
    must_diagnose(
        "huge-attr",
        format!("module attributes {{a = {digits}}} {{\n}}\n").into_bytes(),
    );
    must_diagnose(
        "huge-result-index",
        format!("func.func @f() {{\n  return %0#{digits}\n}}\n").into_bytes(),
    );
    must_diagnose(
        "huge-hex",
        format!("module attributes {{a = 0x{digits} : i8}} {{\n}}\n").into_bytes(),
    );
    // Big but legal: a wide integer type and a long float literal.
    let _ = must_not_panic(
        "wide-int",
        format!(
            "module attributes {{a = {} : i65536}} {{\n}}\n",
            "7".repeat(10_000)
        )
        .into_bytes(),
    );
    let _ = must_not_panic(
        "long-float",
        format!("module attributes {{a = 1.{digits} : f64}} {{\n}}\n").into_bytes(),
    );
}

#[test]
fn truncated_files_never_panic() {
    let mut files = vec![];
    files_under(&root().join("corpus/examples"), &mut files);
    files_under(&root().join("corpus/parse"), &mut files);
    files.truncate(4);
    assert!(!files.is_empty(), "corpus/examples is empty");
    for f in files {
        let src = std::fs::read(&f).expect("read");
        let label = f.display().to_string();
        let res = on_big_stack(move || {
            // Every prefix for small files; for larger ones about 3000 evenly spaced cuts.
            let step = (src.len() / 3000).max(1);
            let mut cut = 0;
            while cut <= src.len() {
                let prefix = &src[..cut];
                if let Err(p) = guarded_opt("prefix.mlir", prefix, 0, &OptOptions::default()) {
                    return Err(format!("prefix of {cut} bytes: {p}"));
                }
                cut += step;
            }
            Ok(())
        });
        match res {
            Ok(Ok(())) => {}
            Ok(Err(e)) | Err(e) => panic!("{label}: irbridge panicked on a truncated file: {e}"),
        }
    }
}

/// Features irbridge refuses on purpose (resource blobs) get a located error naming what is refused.
#[test]
fn refused_features_are_located_errors() {
    let cases: &[(&str, &str)] = &[
        (
            "func.func @f() -> tensor<4xi32> {\n  %0 = arith.constant dense_resource<blob1> : tensor<4xi32>\n  return %0 : tensor<4xi32>\n}\n",
            "dense_resource",
        ),
        (
            "module {}\n{-#\n  dialect_resources: {\n    builtin: {\n      blob1: \"0x04000000\"\n    }\n  }\n#-}\n",
            "dialect_resources",
        ),
    ];
    for (src, what) in cases {
        let diags = match must_not_panic(what, src.as_bytes().to_vec()) {
            Ok(_) => panic!("{what}: accepted, expected a located refusal"),
            Err(d) => d,
        };
        let first = &diags[0];
        assert!(
            matches!(first.loc, irbridge::diag::DiagLoc::File { line, .. } if line > 0),
            "{what}: diagnostic has no file position: {first:?}"
        );
        assert!(
            first.message.contains(what),
            "{what}: message does not say what is refused: {}",
            first.message
        );
    }
}
