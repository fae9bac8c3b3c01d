//! `irbridge bench`: parse+verify+print throughput and memory of `irbridge opt` against upstream
//! `mlir-opt` 19, on generated modules of 1×, 2×, 4×, ... a base size. Each tool runs as a child
//! process writing its output to a file (`-o`, as a user runs it), and both outputs must be
//! identical; wall time is measured around the child, CPU time comes from `wait4(2)`'s rusage of
//! that child and peak RSS from GNU time's of the tool (`measure` says why). Reports the best of
//! `--runs` runs, the ratios, and a linearity check (seconds per MB at the largest size over the
//! smallest). Run it on a release build: `benches/run.sh`.
//! `--matrix` (bench/matrix.rs) is the benchmark matrix: every job on several input shapes.

mod llvm_dialect;
mod matrix;
mod shapes;
mod translate;

use irbridge::dialect::memref::StoreOp;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Size of the smallest module (k/M suffixes).
    #[arg(long, default_value = "1M")]
    pub base: String,
    /// Largest multiple of the base size (sizes double from 1).
    #[arg(long, default_value_t = 16)]
    pub max_factor: usize,
    /// Runs per measurement; the fastest is reported.
    #[arg(long, default_value_t = 3)]
    pub runs: usize,
    /// The upstream tool to compare with (skipped if missing).
    #[arg(long, default_value = "/usr/lib/llvm-19/bin/mlir-opt")]
    pub mlir_opt: String,
    /// Where to write the generated modules (default: a temporary directory, removed afterwards).
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Seed of the generator.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Benchmark `translate --mlir-to-llvmir` against mlir-translate instead (bench/translate.rs).
    #[arg(long)]
    pub translate: bool,
    /// With --translate or --llvm-dialect: size of the generated module before lowering (8M lowers
    /// to ~32 MB).
    #[arg(long, default_value = "8M")]
    pub translate_input: String,
    /// Benchmark `opt` (parse, verify, print) on a large LLVM-dialect module instead
    /// (bench/llvm_dialect.rs).
    #[arg(long)]
    pub llvm_dialect: bool,
    /// The benchmark matrix (bench/matrix.rs): every job on several input shapes at 1×, 4×, 16×
    /// (benches/matrix.sh).
    #[arg(long)]
    pub matrix: bool,
    /// With --matrix: tiny inputs, one run (checks the plumbing, times nothing).
    #[arg(long)]
    pub quick: bool,
    /// With --matrix: the folder of the C program whose clang `.ll` the import reads (its `.c`
    /// files); without it, --quick uses a small built-in program.
    #[arg(long, value_name = "DIR")]
    pub c_source: Option<PathBuf>,
    /// With --matrix: only the cells whose "job shape" contains this text.
    #[arg(long, value_name = "TEXT")]
    pub only: Option<String>,
}

#[derive(Clone, Copy)]
struct Measure {
    secs: f64,
    rss_kb: u64,
    /// User + system CPU seconds of the child (all its threads).
    cpu_secs: f64,
}

/// GNU time, which runs the measured tool as its own child: see [`measure`].
const GNU_TIME: &str = "/usr/bin/time";

/// Runs `cmd` to completion with output discarded; wall time, CPU time and the tool's own peak RSS.
///
/// The peak RSS is GNU time's (`%M`, its `wait4` of the tool), not this process's `wait4` of its
/// child: Linux keeps a process's peak RSS across `exec` as the high-water mark of the memory it had
/// before, and a child of this process starts with this process's memory (libLLVM mapped, ~50 MB),
/// so every small run would measure this process. GNU time's child starts from GNU time's small
/// memory. Without GNU time, the child's own figure is used (a floor of this process's size).
fn measure(cmd: &mut Command, err_file: &Path) -> Result<Measure, String> {
    let rss_file = err_file.with_extension("rss");
    let mut wrapped;
    let cmd = if Path::new(GNU_TIME).exists() {
        wrapped = Command::new(GNU_TIME);
        wrapped
            .args(["-f", "%M", "-o"])
            .arg(&rss_file)
            .arg("--")
            .arg(cmd.get_program())
            .args(cmd.get_args());
        for (k, v) in cmd.get_envs() {
            match v {
                Some(v) => wrapped.env(k, v),
                None => wrapped.env_remove(k),
            };
        }
        let _ = std::fs::remove_file(&rss_file);
        &mut wrapped
    } else {
        cmd
    };
    let err = std::fs::File::create(err_file).map_err(|e| e.to_string())?;
    cmd.stdin(Stdio::null()).stdout(Stdio::null()).stderr(err);
    let start = Instant::now();
    let child = cmd
        .spawn()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain old data; wait4 fills it for the child we just spawned and reaps it
    // (std's `Child` does not wait on drop).
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut ru) };
        if r == pid {
            break;
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(format!("wait4: {e}"));
        }
    }
    let secs = start.elapsed().as_secs_f64();
    drop(child);
    if !(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0) {
        let msg = std::fs::read_to_string(err_file).unwrap_or_default();
        let first: String = msg.lines().take(3).collect::<Vec<_>>().join(" | ");
        return Err(format!("exit status {status}: {first}"));
    }
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    // GNU time's last line is the tool's peak RSS in KiB.
    let rss_kb = std::fs::read_to_string(&rss_file)
        .ok()
        .and_then(|t| t.lines().last().and_then(|l| l.trim().parse().ok()))
        .unwrap_or(ru.ru_maxrss as u64);
    Ok(Measure {
        secs,
        rss_kb,
        cpu_secs: tv(ru.ru_utime) + tv(ru.ru_stime),
    })
}

fn best(runs: usize, mut f: impl FnMut() -> Result<Measure, String>) -> Result<Measure, String> {
    let mut best: Option<Measure> = None;
    for _ in 0..runs.max(1) {
        let m = f()?;
        if !matches!(best, Some(b) if m.secs >= b.secs) {
            best = Some(m);
        }
    }
    Ok(best.expect("at least one run"))
}

/// Whether two files exist and have the same bytes.
fn same_file(a: &Path, b: &Path) -> bool {
    matches!((std::fs::read(a), std::fs::read(b)), (Ok(x), Ok(y)) if x == y)
}

/// `irbridge gen`'s module of `--translate-input` size lowered to the llvm dialect by upstream
/// `mlir-opt --convert-to-llvm --reconcile-unrealized-casts`: (the generated module, the lowered one).
fn lowered_module(args: &BenchArgs, dir: &Path) -> Result<(PathBuf, PathBuf), String> {
    let Some(size) = crate::gen::parse_size(&args.translate_input) else {
        return Err(format!("bad --translate-input '{}'", args.translate_input));
    };
    let src = dir.join("translate-input.mlir");
    let lowered = dir.join("translate-bench.mlir");
    std::fs::write(&src, crate::gen::generate(size, args.seed))
        .map_err(|e| format!("cannot write {}: {e}", src.display()))?;
    let st = Command::new(&args.mlir_opt)
        .args(["--convert-to-llvm", "--reconcile-unrealized-casts"])
        .arg(&src)
        .arg("-o")
        .arg(&lowered)
        .status();
    if !st.is_ok_and(|s| s.success()) {
        return Err("mlir-opt could not lower the generated module".into());
    }
    Ok((src, lowered))
}

fn mb(bytes: usize) -> f64 {
    bytes as f64 / (1 << 20) as f64
}

pub fn run(args: BenchArgs) -> ExitCode {
    let Some(base) = crate::gen::parse_size(&args.base) else {
        eprintln!("irbridge bench: bad --base '{}'", args.base);
        return ExitCode::FAILURE;
    };
    let exe = match crate::user_binary() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("irbridge bench: cannot find own executable: {e}");
            return ExitCode::FAILURE;
        }
    };
    let tmp;
    let dir = match &args.dir {
        Some(d) => {
            if let Err(e) = std::fs::create_dir_all(d) {
                eprintln!("irbridge bench: cannot create {}: {e}", d.display());
                return ExitCode::FAILURE;
            }
            d.clone()
        }
        None => match tempfile::tempdir() {
            Ok(t) => {
                tmp = t;
                tmp.path().to_path_buf()
            }
            Err(e) => {
                eprintln!("irbridge bench: cannot create a temporary directory: {e}");
                return ExitCode::FAILURE;
            }
        },
    };
    if args.matrix {
        let opts = matrix::MatrixOptions {
            runs: args.runs,
            quick: args.quick,
            seed: args.seed,
            mlir_opt: Path::new(&args.mlir_opt),
            c_source: args.c_source.as_deref(),
            only: args.only.as_deref(),
            keep: args.dir.is_some(),
        };
        return matrix::run(&opts, &exe, &dir);
    }
    if args.translate {
        return translate::run(&args, &exe, &dir);
    }
    if args.llvm_dialect {
        return llvm_dialect::run(&args, &exe, &dir);
    }
    let have_mlir = Path::new(&args.mlir_opt).exists();
    if !have_mlir {
        eprintln!(
            "irbridge bench: {} not found; measuring irbridge only",
            args.mlir_opt
        );
    }
    if cfg!(debug_assertions) {
        eprintln!("irbridge bench: warning: this is a debug build; use `cargo run --release` (benches/run.sh)");
    }
    println!(
        "irbridge opt vs mlir-opt 19: parse + verify + print, best of {} run(s)",
        args.runs
    );
    println!(
        "{:>8} {:>8} | {:>9} {:>9} | {:>9} {:>9} | {:>7} {:>7}",
        "size MB", "ops", "ib time s", "ib RSS MB", "mo time s", "mo RSS MB", "time ×", "mem ×"
    );
    let mut rows: Vec<(usize, Option<Measure>, Option<Measure>)> = vec![];
    let mut failed = false;
    let mut factor = 1;
    while factor <= args.max_factor.max(1) {
        let text = crate::gen::generate(base * factor, args.seed);
        let ops = text
            .lines()
            .filter(|l| {
                l.contains(" = ")
                    || l.trim_start().starts_with(StoreOp::NAME)
                    || l.trim_start().starts_with("cf.")
                    || l.trim_start().starts_with("return")
            })
            .count();
        let file = dir.join(format!("bench-{factor}x.mlir"));
        if let Err(e) = std::fs::write(&file, &text) {
            eprintln!("irbridge bench: cannot write {}: {e}", file.display());
            return ExitCode::FAILURE;
        }
        let size = text.len();
        drop(text);
        let err_file = dir.join("stderr.txt");
        let (ib_out, mo_out) = (
            dir.join("bench-out-irbridge.mlir"),
            dir.join("bench-out-mlir-opt.mlir"),
        );
        let ib = best(args.runs, || {
            measure(
                Command::new(&exe)
                    .arg("opt")
                    .arg(&file)
                    .arg("-o")
                    .arg(&ib_out),
                &err_file,
            )
        });
        let mo = if have_mlir {
            Some(best(args.runs, || {
                measure(
                    Command::new(&args.mlir_opt)
                        .arg(&file)
                        .arg("-o")
                        .arg(&mo_out),
                    &err_file,
                )
            }))
        } else {
            None
        };
        let same = have_mlir && same_file(&ib_out, &mo_out);
        let show = |m: &Result<Measure, String>| match m {
            Ok(m) => format!("{:>9.3} {:>9.1}", m.secs, m.rss_kb as f64 / 1024.0),
            Err(_) => format!("{:>9} {:>9}", "FAIL", "-"),
        };
        let ratio = match (&ib, &mo) {
            (Ok(a), Some(Ok(b))) => {
                format!(
                    "{:>7.2} {:>7.2}",
                    a.secs / b.secs,
                    a.rss_kb as f64 / b.rss_kb as f64
                )
            }
            _ => format!("{:>7} {:>7}", "-", "-"),
        };
        println!(
            "{:>8.2} {:>8} | {} | {} | {}",
            mb(size),
            ops,
            show(&ib),
            mo.as_ref().map_or(format!("{:>9} {:>9}", "-", "-"), show),
            ratio
        );
        if have_mlir && ib.is_ok() && !same {
            println!(
                "    OUTPUTS DIFFER: {} vs {}",
                ib_out.display(),
                mo_out.display()
            );
            failed = true;
        }
        for (who, m) in [("irbridge", Some(&ib)), ("mlir-opt", mo.as_ref())] {
            if let Some(Err(e)) = m {
                println!("    {who} failed on {}: {e}", file.display());
                failed = true;
            }
        }
        rows.push((size, ib.ok(), mo.and_then(|m| m.ok())));
        if args.dir.is_none() {
            for f in [&file, &ib_out, &mo_out] {
                let _ = std::fs::remove_file(f);
            }
        }
        factor *= 2;
    }
    // Linearity: seconds (and RSS) per MB at the largest size over the smallest.
    for (who, pick) in [("irbridge", 1usize), ("mlir-opt", 2usize)] {
        let per_mb: Vec<(f64, f64)> = rows
            .iter()
            .filter_map(|(size, a, b)| {
                let m = if pick == 1 { a } else { b };
                m.map(|m| (m.secs / mb(*size), m.rss_kb as f64 / 1024.0 / mb(*size)))
            })
            .collect();
        if per_mb.len() < 2 || per_mb.len() != rows.len() {
            continue;
        }
        let (first, last) = (per_mb[0], per_mb[per_mb.len() - 1]);
        let t = last.0 / first.0;
        let verdict = if t <= 1.5 { "linear" } else { "SUPERLINEAR" };
        println!(
            "{who:>8}: s/MB {} ; largest/smallest = {t:.2} ({verdict}); RSS MB per input MB {:.1} -> {:.1}",
            per_mb.iter().map(|p| format!("{:.3}", p.0)).collect::<Vec<_>>().join(" "),
            first.1,
            last.1,
        );
        if pick == 1 && t > 1.5 {
            failed = true;
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
