//! `irbridge roundtrip IN`: translates back and forth until the texts stop changing, and shows the
//! first divergence as a unified diff.
//!
//! * `.mlir` (the `llvm` dialect): MLIR₀ → LL₁ → MLIR₂ → LL₃ → MLIR₄. LL₁ must equal LL₃ (the export of
//!   what import made of our own export) and MLIR₂ must equal MLIR₄ (import is a fixpoint on its own
//!   output).
//! * `.ll` / `.bc`: LL₀ → MLIR₁ → LL₂ → MLIR₃. LL₀ must equal LL₂ and MLIR₁ must equal MLIR₃.
//!
//! LLVM IR texts are compared after normalisation by LLVM itself (parsed and printed again, the module
//! id and source file name dropped) — what `llvm-as | llvm-dis` does. With `--oracle DIR`, upstream 19's
//! `mlir-translate` from DIR runs on the same texts: its export of MLIR₀ (or of MLIR₁) must equal ours.

use crate::output::read_input;
use std::path::PathBuf;
use std::process::{Command, ExitCode};

#[derive(clap::Args, Debug)]
pub struct RoundtripArgs {
    /// `.mlir` in the llvm dialect, or `.ll` / `.bc`.
    #[arg(value_name = "INPUT")]
    pub input: String,
    /// Also compare with upstream 19's mlir-translate found in DIR (e.g. /usr/lib/llvm-19/bin).
    #[arg(long, value_name = "DIR")]
    pub oracle: Option<PathBuf>,
    /// Split the input on `// -----` lines (`; // -----` in LLVM IR) and round-trip each chunk.
    #[arg(long)]
    pub split_input_file: bool,
    /// Print every intermediate text.
    #[arg(long)]
    pub verbose: bool,
}

/// One step's failure: which step and why (diagnostics already rendered).
struct StepError(String);

fn mlir_to_ll(name: &str, mlir: &[u8]) -> Result<String, StepError> {
    export::translate::translate_to_bytes(name, mlir, 0, false, export::translate::Emit::Ll)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .map_err(|ds| StepError(render(name, mlir, &ds)))
}

fn ll_to_mlir(name: &str, ll: &[u8]) -> Result<String, StepError> {
    import::from_bytes(name, ll, import::ImportOptions::default())
        .map(|m| m.print(irbridge::print::PrintFlags::default()))
        .map_err(|ds| StepError(render(name, ll, &ds)))
}

fn render(name: &str, src: &[u8], ds: &[irbridge::diag::Diagnostic]) -> String {
    let mut sm = irbridge::diag::SourceMgr::default();
    sm.add(name, src);
    ds.iter().map(|d| sm.render(d)).collect()
}

pub use export::normalize::normalize_ll;

fn diff(a_name: &str, a: &str, b_name: &str, b: &str) -> String {
    similar::TextDiff::from_lines(a, b)
        .unified_diff()
        .context_radius(3)
        .header(a_name, b_name)
        .to_string()
}

/// Compares two texts; a difference is reported as a diff and makes the run fail.
fn same(report: &mut Report, what: &str, a_name: &str, a: &str, b_name: &str, b: &str) {
    if a == b {
        report.lines.push(format!("ok    {what}"));
    } else {
        report.ok = false;
        report
            .lines
            .push(format!("DIFF  {what}\n{}", diff(a_name, a, b_name, b)));
    }
}

struct Report {
    ok: bool,
    lines: Vec<String>,
}

fn upstream_export(dir: &std::path::Path, mlir: &str) -> Result<String, String> {
    let tmp = tempfile::Builder::new()
        .suffix(".mlir")
        .tempfile()
        .map_err(|e| e.to_string())?;
    std::fs::write(tmp.path(), mlir).map_err(|e| e.to_string())?;
    let tool = dir.join("mlir-translate");
    let out = Command::new(&tool)
        .arg("--mlir-to-llvmir")
        .arg(tmp.path())
        .output()
        .map_err(|e| format!("cannot run '{}': {e}", tool.display()))?;
    if !out.status.success() {
        return Err(format!(
            "upstream mlir-translate --mlir-to-llvmir failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    normalize_ll(&out.stdout)
}

fn run_steps(
    args: &RoundtripArgs,
    name: &str,
    src: &[u8],
    is_llvm_ir: bool,
) -> Result<Report, StepError> {
    let mut r = Report {
        ok: true,
        lines: vec![],
    };
    let norm =
        |what: &str, b: &[u8]| normalize_ll(b).map_err(|e| StepError(format!("{what}: {e}")));
    let show = |label: &str, text: &str| {
        if args.verbose {
            eprintln!("===== {label}\n{text}");
        }
    };
    if is_llvm_ir {
        let ll0 = norm("input", src)?;
        let mlir1 = ll_to_mlir(name, src)?;
        show("MLIR1 = import(LL0)", &mlir1);
        let ll2 = norm(
            "export of the import",
            mlir_to_ll("<import>", mlir1.as_bytes())?.as_bytes(),
        )?;
        show("LL2 = export(MLIR1)", &ll2);
        same(
            &mut r,
            "LL0 == export(import(LL0))",
            "LL0 (input, normalised)",
            &ll0,
            "LL2",
            &ll2,
        );
        let mlir3 = ll_to_mlir("<export>", ll2.as_bytes())?;
        same(
            &mut r,
            "MLIR1 == import(export(MLIR1))",
            "MLIR1",
            &mlir1,
            "MLIR3",
            &mlir3,
        );
        if let Some(dir) = &args.oracle {
            match upstream_export(dir, &mlir1) {
                Ok(up) => same(
                    &mut r,
                    "upstream export(MLIR1) == ours",
                    "mlir-translate 19",
                    &up,
                    "irbridge",
                    &ll2,
                ),
                Err(e) => {
                    r.ok = false;
                    r.lines.push(format!("FAIL  upstream on MLIR1: {e}"));
                }
            }
        }
    } else {
        let ll1 = norm("export", mlir_to_ll(name, src)?.as_bytes())?;
        show("LL1 = export(MLIR0)", &ll1);
        let mlir2 = ll_to_mlir("<export>", ll1.as_bytes())?;
        show("MLIR2 = import(LL1)", &mlir2);
        let ll3 = norm(
            "export of the import",
            mlir_to_ll("<import>", mlir2.as_bytes())?.as_bytes(),
        )?;
        same(
            &mut r,
            "LL1 == export(import(LL1))",
            "LL1",
            &ll1,
            "LL3",
            &ll3,
        );
        let mlir4 = ll_to_mlir("<export>", ll3.as_bytes())?;
        same(
            &mut r,
            "MLIR2 == import(export(MLIR2))",
            "MLIR2",
            &mlir2,
            "MLIR4",
            &mlir4,
        );
        if let Some(dir) = &args.oracle {
            let text = String::from_utf8_lossy(src);
            match upstream_export(dir, &text) {
                Ok(up) => same(
                    &mut r,
                    "upstream export(MLIR0) == ours",
                    "mlir-translate 19",
                    &up,
                    "irbridge",
                    &ll1,
                ),
                Err(e) => {
                    r.ok = false;
                    r.lines.push(format!("FAIL  upstream on the input: {e}"));
                }
            }
        }
    }
    Ok(r)
}

pub fn run(args: RoundtripArgs) -> ExitCode {
    let (name, src) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("irbridge roundtrip: {e}");
            return ExitCode::FAILURE;
        }
    };
    let is_llvm_ir =
        src.starts_with(b"BC\xC0\xDE") || name.ends_with(".ll") || name.ends_with(".bc");
    let chunks: Vec<(u32, Vec<u8>)> = if args.split_input_file && !src.starts_with(b"BC\xC0\xDE") {
        let marker = if is_llvm_ir { "; // -----" } else { "// -----" };
        irbridge::driver::split_input(&src, marker)
            .iter()
            .map(|c| (c.line_offset, c.text.to_vec()))
            .collect()
    } else {
        vec![(0, src)]
    };
    let many = chunks.len() > 1;
    let mut all_ok = true;
    for (line_offset, chunk) in chunks {
        if many {
            say!("----- chunk at line {}", line_offset + 1);
        }
        all_ok &= run_chunk(&args, &name, &chunk, is_llvm_ir);
    }
    if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Round-trips one buffer and prints its report; true when it reached a fixpoint.
fn run_chunk(args: &RoundtripArgs, name: &str, src: &[u8], is_llvm_ir: bool) -> bool {
    let joined = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(crate::STACK_SIZE)
            .spawn_scoped(scope, || {
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    run_steps(args, name, src, is_llvm_ir)
                }))
            })
            .map(|h| h.join())
    });
    let result = match joined {
        Ok(Ok(Ok(Ok(r)))) => r,
        Ok(Ok(Ok(Err(StepError(msg))))) => {
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            say!("FAIL  a step failed (diagnostics on stderr)");
            return false;
        }
        _ => {
            say!("FAIL  internal error: irbridge panicked on this input (a bug)");
            return false;
        }
    };
    for l in &result.lines {
        say!("{l}");
    }
    if result.ok {
        say!("fixpoint");
    }
    result.ok
}
