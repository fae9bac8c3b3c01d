//! `irbridge bench --llvm-dialect`: `irbridge opt` against `mlir-opt` 19 (parse, verify, print) on
//! one large LLVM-dialect module, made by lowering `irbridge gen`'s func/arith/cf/memref module with
//! upstream `mlir-opt --convert-to-llvm --reconcile-unrealized-casts`. Both run as child processes
//! writing their output to a file; the outputs must be identical. Wall time and the child's own
//! peak RSS, best of `--runs`.

use super::{best, mb, measure, same_file, BenchArgs, Measure};
use std::path::Path;
use std::process::{Command, ExitCode};

pub fn run(args: &BenchArgs, exe: &Path, dir: &Path) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("irbridge bench --llvm-dialect: {msg}");
        ExitCode::FAILURE
    };
    let (src, lowered) = match super::lowered_module(args, dir) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    let bytes = std::fs::metadata(&lowered).map_or(0, |m| m.len() as usize);
    let err_file = dir.join("stderr.txt");
    let (ib_out, mo_out) = (dir.join("out-irbridge.mlir"), dir.join("out-mlir-opt.mlir"));
    println!(
        "irbridge opt vs mlir-opt 19 (parse, verify, print), {:.1} MB llvm-dialect module, best of {} run(s)",
        mb(bytes),
        args.runs
    );
    let run = |cmd: &mut Command| measure(cmd, &err_file);
    let ib = best(args.runs, || {
        run(Command::new(exe)
            .arg("opt")
            .arg(&lowered)
            .arg("-o")
            .arg(&ib_out))
    });
    let mo = best(args.runs, || {
        run(Command::new(&args.mlir_opt)
            .arg(&lowered)
            .arg("-o")
            .arg(&mo_out))
    });
    let (ib, mo) = match (ib, mo) {
        (Ok(a), Ok(b)) => (a, b),
        (a, b) => {
            return fail(format!(
                "a run failed: irbridge {:?}, mlir-opt {:?}",
                a.err(),
                b.err()
            ))
        }
    };
    let show = |who: &str, m: &Measure| {
        println!(
            "{who:>9}: {:>8.3} s {:>9.1} MB peak RSS {:>8.3} s CPU",
            m.secs,
            m.rss_kb as f64 / 1024.0,
            m.cpu_secs
        );
    };
    show("irbridge", &ib);
    show("mlir-opt", &mo);
    let (t, r) = (ib.secs / mo.secs, ib.rss_kb as f64 / mo.rss_kb as f64);
    println!("ratios: time {t:.2}x (target <= 0.4), peak memory {r:.2}x (target <= 0.5)");
    println!("        CPU time {:.2}x", ib.cpu_secs / mo.cpu_secs);
    let same = same_file(&ib_out, &mo_out);
    println!(
        "{}",
        if same {
            "outputs identical"
        } else {
            "OUTPUTS DIFFER"
        }
    );
    if args.dir.is_none() {
        for f in [&src, &lowered, &ib_out, &mo_out] {
            let _ = std::fs::remove_file(f);
        }
    }
    if same {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
