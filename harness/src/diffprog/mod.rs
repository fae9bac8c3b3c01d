//! `irbridge diffprog` (hidden): the random-program differential of issue 5. Each seeded program
//! (see `generate`) is lowered and translated by upstream 19 and by the candidate (irbridge's
//! lowering by default), and the ABI harness (`crate::abi`) compiles both with clang-19 against
//! its generated C caller, runs every function through `_mlir_ciface_` and the default
//! convention natively and in the JIT, and requires the same observations and identical LLVM
//! function signatures (every function, including every `_mlir_ciface_`).
//!
//! With `--dialects scf,affine,math,vector` (or `all`), programs come from `structured` instead
//! (issues 17 and 19: loops, conditionals, math calls, vector ops), and both sides lower them with
//! the pipeline a user runs ([`pipeline`]). `complex` (issue 20, not in `all`) adds complex ops and
//! the integer powers, lowered by `convert-complex-to-standard`, `convert-math-to-funcs` and
//! `convert-math-to-libm` first.
//!
//! With `--pre-passes canonicalize,cse`, both sides run those passes first (issue 18): behaviour
//! is compared as always, and the text each side prints right after them is compared as well; the
//! share of programs with identical text is reported (identical text is not required to pass).
//!
//! Full run: `irbridge diffprog --count 500` (about 1 s per program in a debug build);
//! `irbridge diffprog --dialects all --count 200` (several seconds per program).
//! `--against none` runs upstream alone (the harness still checks paths, executors and probes).

pub mod generate;
pub mod structured;

use crate::abi::provider::Provider;
use crate::abi::{check_source, Plan};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct DiffprogArgs {
    /// Number of programs.
    #[arg(long, default_value_t = 20)]
    pub count: u64,

    /// Seed of the first program (program i has seed start + i).
    #[arg(long, default_value_t = 0)]
    pub start: u64,

    /// Upstream LLVM 19 tools.
    #[arg(long, value_name = "DIR", default_value = "/usr/lib/llvm-19/bin")]
    pub oracle: PathBuf,

    /// What upstream is compared with: `irbridge` (its lowering) or `none`.
    #[arg(long, default_value = "irbridge")]
    pub against: String,

    /// Also compare with upstream lowering under these pass options (e.g. 'index-bitwidth=32').
    #[arg(long, value_name = "PASS FLAGS", allow_hyphen_values = true)]
    pub candidate_pipeline: Option<String>,

    /// Print program SEED and exit.
    #[arg(long, value_name = "SEED")]
    pub print: Option<u64>,

    /// Generate structured programs using these dialects (comma-separated: scf, affine, math,
    /// vector, complex, or all: the first four), lowered by both sides with `convert-vector-to-scf`, `lower-affine`,
    /// `convert-scf-to-cf`, `lower-vector-multi-reduction` and `convert-vector-to-llvm` before `--convert-to-llvm`. Without it, the func/arith/cf/memref
    /// programs (the same seed gives the same program).
    #[arg(long, value_name = "DIALECTS", value_delimiter = ',')]
    pub dialects: Vec<String>,

    /// Passes both sides run first, comma-separated (`canonicalize,cse`); the text each side
    /// prints after them is compared too, and the programs with identical text are counted.
    #[arg(long, value_name = "PASSES", value_delimiter = ',')]
    pub pre_passes: Vec<String>,

    /// Write each failing program and its report to DIR.
    #[arg(long, value_name = "DIR")]
    pub keep_failures: Option<PathBuf>,
}

/// The outcome of one program.
pub struct Outcome {
    pub ok: bool,
    pub functions: usize,
    pub report: String,
    /// With pre-passes: whether both sides printed the same text after them (`None`: not
    /// compared, or a side failed, which `ok` reports).
    pub same_text: Option<bool>,
}

/// Program `seed` of the generator `dialects` selects.
pub fn program(seed: u64, dialects: structured::Dialects) -> String {
    if dialects.any() {
        structured::program(seed, dialects)
    } else {
        generate::program(seed)
    }
}

/// The passes both sides run before `--convert-to-llvm --reconcile-unrealized-casts`: views at
/// dynamic offsets need `expand-strided-metadata` and `lower-affine`; structured programs add what
/// a user lowering `scf`, `affine`, `math` and `vector` runs (`math` is part of
/// `--convert-to-llvm` in 19, `vector` is not: `convert-vector-to-scf` for the transfers of rank
/// above 1 and the column ones, `convert-vector-to-llvm`).
pub fn pipeline(dialects: structured::Dialects, pre_passes: &[String]) -> Vec<String> {
    let mut p: Vec<String> = pre_passes.to_vec();
    p.push("expand-strided-metadata".into());
    if dialects.vector {
        // Before `lower-affine` and `convert-scf-to-cf`: it makes `affine.apply`s and loops.
        p.push("convert-vector-to-scf".into());
    }
    if dialects.complex {
        // Before `convert-scf-to-cf`: the outlined `ctlz` is an `scf.for`.
        p.push("convert-complex-to-standard".into());
        p.push("convert-math-to-funcs=convert-ctlz=1".into());
    }
    p.push("lower-affine".into());
    if dialects.any() {
        p.push("convert-scf-to-cf".into());
        if dialects.vector {
            p.push("lower-vector-multi-reduction".into());
            p.push("convert-vector-to-llvm".into());
        }
    }
    if dialects.complex {
        // The expansions' `math.atan2`, `tan` and `tanh` have no LLVM intrinsic: libm calls.
        p.push("convert-math-to-llvm".into());
        p.push("convert-math-to-libm".into());
    }
    p
}

/// Checks program `seed` under `subjects` (upstream first).
pub fn run_one(seed: u64, args: &DiffprogArgs, dialects: structured::Dialects) -> Outcome {
    let src = program(seed, dialects);
    let views = pipeline(dialects, &args.pre_passes);
    let mut subjects = vec![(
        "upstream".to_string(),
        Provider::Upstream {
            bin_dir: args.oracle.clone(),
            pipeline_flags: views.clone(),
        },
    )];
    if args.against == "irbridge" {
        subjects.push((
            "irbridge".into(),
            Provider::Irbridge {
                pipeline: views.clone(),
            },
        ));
    }
    if let Some(p) = &args.candidate_pipeline {
        subjects.push((
            "candidate".into(),
            Provider::Upstream {
                bin_dir: args.oracle.clone(),
                pipeline_flags: views
                    .iter()
                    .cloned()
                    .chain(p.split_whitespace().map(str::to_string))
                    .collect(),
            },
        ));
    }
    let expected_subjects = subjects.len();
    let plan = Plan {
        subjects,
        pipeline: views,
        seed,
        tools: crate::abi::run::Tools::find(Some(&args.oracle)),
        keep: None,
        all_signatures: true,
    };
    let name = format!("diffprog-{seed}.mlir");
    let (same_text, text_report) = if args.pre_passes.is_empty() || args.against != "irbridge" {
        (None, String::new())
    } else {
        compare_pre_pass_text(&src, &args.pre_passes, &args.oracle)
    };
    let mut outcome = check_pipelines(&name, &src, &plan, expected_subjects);
    outcome.same_text = same_text;
    outcome.report.push_str(&text_report);
    outcome
}

/// The text both sides print after `passes` (`--canonicalize --cse`): whether it is the same, and
/// a diff (upstream first) when it is not.
fn compare_pre_pass_text(
    src: &str,
    passes: &[String],
    oracle: &std::path::Path,
) -> (Option<bool>, String) {
    let flags: Vec<String> = passes.iter().map(|p| format!("--{p}")).collect();
    let upstream = crate::abi::provider::run_passes_with_upstream(oracle, src, &flags);
    let ours = crate::abi::provider::run_passes_with_irbridge(src, &flags);
    match (upstream, ours) {
        (Ok(u), Ok(o)) if u == o => (Some(true), String::new()),
        (Ok(u), Ok(o)) => {
            let diff = similar::TextDiff::from_lines(&u, &o)
                .unified_diff()
                .header("upstream", "irbridge")
                .to_string();
            (
                Some(false),
                format!("text after {}: differs\n{diff}", flags.join(" ")),
            )
        }
        (u, o) => (
            None,
            format!(
                "text after {}: not compared (upstream: {}, irbridge: {})\n",
                flags.join(" "),
                u.err().unwrap_or_else(|| "ok".into()),
                o.err().unwrap_or_else(|| "ok".into())
            ),
        ),
    }
}

/// Runs the ABI harness's plan on `src`: every subject lowered, run and compared.
fn check_pipelines(name: &str, src: &str, plan: &Plan, expected_subjects: usize) -> Outcome {
    match check_source(name, src.as_bytes(), plan) {
        Ok(rep) => {
            let checked: std::collections::BTreeSet<&str> =
                rep.rows.iter().map(|r| r.subject.as_str()).collect();
            let all_checked = checked.len() == expected_subjects || rep.rows.is_empty();
            let functions = rep.rows.len() / expected_subjects.max(1);
            let mut report = rep.render();
            if !all_checked {
                let why = rep
                    .notes
                    .iter()
                    .find(|n| n.contains("not checked"))
                    .cloned()
                    .unwrap_or_default();
                report.push_str(&format!(
                    "FAILED: a lowering under comparison did not run: {why}\n"
                ));
            }
            Outcome {
                ok: rep.ok() && all_checked && functions > 0,
                functions,
                report,
                same_text: None,
            }
        }
        Err(e) => Outcome {
            ok: false,
            functions: 0,
            report: e,
            same_text: None,
        },
    }
}

pub fn run(args: DiffprogArgs) -> ExitCode {
    let dialects = match structured::Dialects::parse(&args.dialects) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("irbridge diffprog: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(seed) = args.print {
        print!("{}", program(seed, dialects));
        return ExitCode::SUCCESS;
    }
    if !matches!(args.against.as_str(), "irbridge" | "none") {
        eprintln!("irbridge diffprog: --against takes 'irbridge' or 'none'");
        return ExitCode::FAILURE;
    }
    let start = std::time::Instant::now();
    let (mut ok, mut functions) = (0u64, 0usize);
    let (mut same_text, mut text_compared) = (0u64, 0u64);
    let mut text_differs = vec![];
    let mut failed = vec![];
    let mut progress = crate::progress::Progress::new("diffprog", args.count);
    for seed in args.start..args.start + args.count {
        progress.start(&format!("seed {seed}"));
        let o = run_one(seed, &args, dialects);
        functions += o.functions;
        if let Some(same) = o.same_text {
            text_compared += 1;
            if same {
                same_text += 1;
            } else {
                text_differs.push(seed.to_string());
                if let Some(dir) = &args.keep_failures {
                    let _ = std::fs::create_dir_all(dir);
                    let _ = std::fs::write(
                        dir.join(format!("diffprog-{seed}.mlir")),
                        program(seed, dialects),
                    );
                    let _ =
                        std::fs::write(dir.join(format!("diffprog-{seed}.text.diff")), &o.report);
                }
            }
        }
        if o.ok {
            ok += 1;
            progress.finish(&format!("seed {seed}"), true, "");
        } else {
            let first = o
                .report
                .lines()
                .find(|l| l.starts_with("mismatch") || l.contains("FAILED") || l.contains("error"))
                .unwrap_or("")
                .to_string();
            progress.finish(&format!("seed {seed}"), false, "");
            progress.line(&format!("seed {seed}: FAILED {first}"));
            if let Some(dir) = &args.keep_failures {
                let _ = std::fs::create_dir_all(dir);
                let _ = std::fs::write(
                    dir.join(format!("diffprog-{seed}.mlir")),
                    program(seed, dialects),
                );
                let _ = std::fs::write(dir.join(format!("diffprog-{seed}.report")), &o.report);
            }
            failed.push(seed);
        }
    }
    progress.done();
    let seeds: Vec<String> = failed.iter().map(|s| s.to_string()).collect();
    say!(
        "diffprog: {ok} of {} programs agree ({functions} functions) in {:.1} s{}",
        args.count,
        start.elapsed().as_secs_f64(),
        if seeds.is_empty() {
            String::new()
        } else {
            format!("; failed seeds: {}", seeds.join(" "))
        }
    );
    if !args.pre_passes.is_empty() && args.against == "irbridge" {
        say!(
            "diffprog: same text after --{}: {same_text} of {text_compared} ({:.1} %){}",
            args.pre_passes.join(" --"),
            100.0 * same_text as f64 / text_compared.max(1) as f64,
            if text_differs.is_empty() {
                String::new()
            } else {
                format!("; differs for seeds: {}", text_differs.join(" "))
            }
        );
    }
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
