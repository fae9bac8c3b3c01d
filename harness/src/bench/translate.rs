//! `irbridge bench --translate`: `irbridge translate --mlir-to-llvmir` against `mlir-translate
//! --mlir-to-llvmir` 19 on one large LLVM-dialect module, made by lowering `irbridge gen`'s
//! func/arith/cf/memref module with upstream `mlir-opt --convert-to-llvm --reconcile-unrealized-casts`.
//! Both run as child processes writing to /dev/null (parse, verify, translate, LLVM verifier, print);
//! wall time and the child's own peak RSS, best of `--runs`. Also checks that both outputs agree after
//! `llvm-as | llvm-dis`, so the numbers compare the same work.

use super::{best, mb, measure, BenchArgs, Measure};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};

pub fn run(args: &BenchArgs, exe: &Path, dir: &Path) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("irbridge bench --translate: {msg}");
        ExitCode::FAILURE
    };
    let bin = Path::new(&args.mlir_opt)
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let mlir_translate = bin.join("mlir-translate");
    if !mlir_translate.exists() {
        return fail(format!("{} not found", mlir_translate.display()));
    }
    let (src, lowered) = match super::lowered_module(args, dir) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    let bytes = std::fs::metadata(&lowered)
        .map(|m| m.len() as usize)
        .unwrap_or(0);
    let err_file = dir.join("stderr.txt");
    println!(
        "irbridge translate vs mlir-translate 19 (--mlir-to-llvmir), {:.1} MB llvm-dialect module, best of {} run(s)",
        mb(bytes),
        args.runs
    );
    let ib = best(args.runs, || {
        measure(
            Command::new(exe)
                .args(["translate", "--mlir-to-llvmir"])
                .arg(&lowered),
            &err_file,
        )
    });
    let mt = best(args.runs, || {
        measure(
            Command::new(&mlir_translate)
                .arg("--mlir-to-llvmir")
                .arg(&lowered),
            &err_file,
        )
    });
    let (ib, mt) = match (ib, mt) {
        (Ok(a), Ok(b)) => (a, b),
        (a, b) => {
            return fail(format!(
                "a run failed: irbridge {:?}, mlir-translate {:?}",
                a.err(),
                b.err()
            ))
        }
    };
    let show = |who: &str, m: &Measure| {
        println!(
            "{who:>14}: {:>8.3} s {:>9.1} MB peak RSS",
            m.secs,
            m.rss_kb as f64 / 1024.0
        );
    };
    show("irbridge", &ib);
    show("mlir-translate", &mt);
    let (t, r) = (ib.secs / mt.secs, ib.rss_kb as f64 / mt.rss_kb as f64);
    println!("ratios: time {t:.2}x (target <= 0.6), peak memory {r:.2}x (target <= 0.7)");
    // On a loaded machine wall time mostly measures the scheduler; CPU time is the steadier figure.
    println!("        CPU time {:.2}x", ib.cpu_secs / mt.cpu_secs);
    match same_output(exe, &mlir_translate, &bin, &lowered, dir) {
        Ok(true) => println!("outputs identical after llvm-as | llvm-dis"),
        Ok(false) => {
            println!("OUTPUTS DIFFER after llvm-as | llvm-dis");
            return ExitCode::FAILURE;
        }
        Err(e) => return fail(e),
    }
    if args.dir.is_none() {
        let _ = std::fs::remove_file(&src);
        let _ = std::fs::remove_file(&lowered);
    }
    ExitCode::SUCCESS
}

/// Both translations normalised by `llvm-as | llvm-dis` (ModuleID line dropped) compare equal.
fn same_output(
    exe: &Path,
    mt: &Path,
    bin: &Path,
    input: &Path,
    dir: &Path,
) -> Result<bool, String> {
    let mut outs = vec![];
    for (i, mut cmd) in [
        {
            let mut c = Command::new(exe);
            c.args(["translate", "--mlir-to-llvmir"]);
            c
        },
        {
            let mut c = Command::new(mt);
            c.arg("--mlir-to-llvmir");
            c
        },
    ]
    .into_iter()
    .enumerate()
    {
        let ll = dir.join(format!("out{i}.ll"));
        let bc = dir.join(format!("out{i}.bc"));
        let ok = cmd
            .arg(input)
            .arg("-o")
            .arg(&ll)
            .status()
            .is_ok_and(|s| s.success())
            && Command::new(bin.join("llvm-as"))
                .arg(&ll)
                .arg("-o")
                .arg(&bc)
                .status()
                .is_ok_and(|s| s.success());
        if !ok {
            return Err("could not translate or assemble for the output check".into());
        }
        let dis = Command::new(bin.join("llvm-dis"))
            .arg(&bc)
            .arg("-o")
            .arg("-")
            .stderr(Stdio::null())
            .output()
            .map_err(|e| e.to_string())?;
        let text: String = String::from_utf8_lossy(&dis.stdout)
            .split_inclusive('\n')
            .filter(|l| !l.starts_with("; ModuleID"))
            .collect();
        outs.push(text);
        let _ = std::fs::remove_file(&ll);
        let _ = std::fs::remove_file(&bc);
    }
    Ok(outs[0] == outs[1])
}
