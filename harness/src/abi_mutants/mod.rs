//! `irbridge abi-mutants`: the ABI harness's mutation campaign (issue 22). For each seeded program
//! (`generate`), upstream 19 and irbridge lower it to the llvm dialect with the program's options;
//! `mutate` plants one ABI bug per mutant in one of the two lowerings (at most one mutant per
//! operator and program, alternating between them); the campaign's own C driver (`driver`) runs
//! each mutant and its clean lowering and keeps the mutants whose output differs (observable);
//! then `irbridge abi IN.mlir --pipeline <options> --lowered <upstream's> --lowered <irbridge's>
//! --lowered <mutant>...` (the command's own code, `abi::check`) must pass both clean lowerings and
//! fail each observable mutant in the row of the mutated function. The summary counts programs,
//! mutants planted, valid, observable and detected, false alarms, and lists every miss.

pub mod driver;
pub mod generate;
pub mod mutate;

use crate::abi::descriptor::Rng;
use crate::abi::provider;
use crate::abi::run::Tools;
use crate::abi::signature;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

#[derive(clap::Args, Debug)]
pub struct AbiMutantsArgs {
    /// Number of programs.
    #[arg(long, default_value_t = 200)]
    pub count: u64,

    /// Seed of the first program (program i has seed start + i).
    #[arg(long, default_value_t = 0)]
    pub start: u64,

    /// Upstream LLVM 19 tools (mlir-opt, mlir-translate): upstream's lowerings are mutated too,
    /// and the driver's forwarders are lowered by upstream.
    #[arg(long, value_name = "DIR", default_value = "/usr/lib/llvm-19/bin")]
    pub oracle: PathBuf,

    /// Print program SEED and exit.
    #[arg(long, value_name = "SEED")]
    pub print: Option<u64>,

    /// Keep every program's files (input, lowerings, mutants, driver, report) under DIR/<seed>/.
    #[arg(long, value_name = "DIR")]
    pub keep: Option<PathBuf>,

    /// Write a sample to DIR: per program, its input, clean lowerings and observable mutants
    /// (`.mlir`, llvm dialect), and `manifest.txt` (what each file is and the function the harness
    /// must name).
    #[arg(long, value_name = "DIR")]
    pub sample: Option<PathBuf>,
}

/// The outcome of one mutant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fate {
    /// The mutated module does not parse, verify or translate (not counted).
    Invalid(String),
    /// The driver sees no difference from the clean lowering.
    Unobservable,
    /// `irbridge abi` fails the mutated function's row (the first mismatch).
    Detected(String),
    /// Observable, yet the harness passed the row (or did not run it).
    Missed(String),
}

pub struct MutantResult {
    pub mutant: mutate::Mutant,
    /// `upstream` or `irbridge`: whose lowering was mutated.
    pub base: &'static str,
    pub fate: Fate,
    /// What the driver saw differ first.
    pub observed: String,
}

/// One program's outcome.
pub struct ProgramResult {
    pub seed: u64,
    pub config: generate::Config,
    pub features: Vec<&'static str>,
    /// Why the program could not be used, if so.
    pub error: Option<String>,
    /// Rows of the clean lowerings that failed: `(lowering, first mismatch)`.
    pub false_alarms: Vec<(String, String)>,
    pub mutants: Vec<MutantResult>,
    pub functions: usize,
}

fn run_tool(mut cmd: Command, what: &str) -> Result<String, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "{what} failed: {}",
            err.lines().take(3).collect::<Vec<_>>().join("; ")
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Upstream 19's lowering of `file` to the llvm dialect with `pipeline` (as `irbridge abi` runs it).
fn upstream_llvm_dialect(
    oracle: &Path,
    file: &Path,
    pipeline: &[String],
) -> Result<String, String> {
    let mut opt = Command::new(oracle.join("mlir-opt"));
    opt.args(provider::pass_flags(pipeline)?).arg(file);
    run_tool(opt, "mlir-opt")
}

/// The driver built once per program: its object file and the forwarders' LLVM IR.
struct Driver {
    obj: PathBuf,
    forwarders: Option<PathBuf>,
}

fn build_driver(
    tools: &Tools,
    oracle: &Path,
    work: &Path,
    sigs: &[signature::Signature],
    config: generate::Config,
) -> Result<Driver, String> {
    let bare = config == generate::Config::Bare;
    let idx = if config.index_bits() == 32 {
        "int32_t"
    } else {
        "int64_t"
    };
    let c = work.join("driver.c");
    std::fs::write(&c, driver::c_source(sigs, idx, bare)).map_err(|e| e.to_string())?;
    let obj = work.join("driver.o");
    let mut cc = Command::new(&tools.clang);
    cc.args(["-O0", "-w", "-std=gnu11", "-c"])
        .arg(&c)
        .arg("-o")
        .arg(&obj);
    run_tool(cc, "clang (driver)")?;
    let forwarders = if bare {
        None
    } else {
        let f = work.join("forwarders.mlir");
        std::fs::write(&f, driver::forwarders(sigs)).map_err(|e| e.to_string())?;
        let mut pipeline = config.pipeline();
        pipeline.retain(|p| p != "expand-strided-metadata");
        let llvm = upstream_llvm_dialect(oracle, &f, &pipeline)?;
        let lf = work.join("forwarders.llvm.mlir");
        std::fs::write(&lf, llvm).map_err(|e| e.to_string())?;
        let mut tr = Command::new(oracle.join("mlir-translate"));
        tr.arg("--mlir-to-llvmir").arg(&lf);
        let ll = run_tool(tr, "mlir-translate (forwarders)")?;
        let out = work.join("forwarders.ll");
        std::fs::write(&out, ll).map_err(|e| e.to_string())?;
        Some(out)
    };
    Ok(Driver { obj, forwarders })
}

/// Runs the driver against the llvm-dialect module `text` (translated by irbridge): its output.
fn drive(tools: &Tools, d: &Driver, work: &Path, stem: &str, text: &str) -> Result<String, String> {
    let ll = provider::translate_with_irbridge(stem, text.as_bytes())?;
    let llf = work.join(format!("{stem}.ll"));
    std::fs::write(&llf, crate::abi::run::rename_main(&ll)).map_err(|e| e.to_string())?;
    let exe = work.join(format!("{stem}.exe"));
    let mut cc = Command::new(&tools.clang);
    cc.args(["-O0", "-w", "-Wno-override-module"])
        .arg(&d.obj)
        .arg(&llf);
    if let Some(f) = &d.forwarders {
        cc.arg(f);
    }
    cc.arg("-o").arg(&exe).arg("-lm");
    for lib in &tools.runtime_libs {
        cc.arg(lib);
        if let Some(dir) = lib.parent() {
            cc.arg(format!("-Wl,-rpath,{}", dir.display()));
        }
    }
    run_tool(cc, "clang (driver + lowered code)")?;
    let out = Command::new(&exe)
        .output()
        .map_err(|e| format!("cannot run the driver: {e}"))?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The campaign on program `seed`, in `work`.
pub fn run_program(seed: u64, oracle: &Path, tools: &Tools, work: &Path) -> ProgramResult {
    let prog = generate::program(seed);
    let mut res = ProgramResult {
        seed,
        config: prog.config,
        features: prog.features.clone(),
        error: None,
        false_alarms: vec![],
        mutants: vec![],
        functions: 0,
    };
    match program_inner(&prog, oracle, tools, work, &mut res) {
        Ok(()) => {}
        Err(e) => res.error = Some(e),
    }
    res
}

fn program_inner(
    prog: &generate::Program,
    oracle: &Path,
    tools: &Tools,
    work: &Path,
    res: &mut ProgramResult,
) -> Result<(), String> {
    std::fs::create_dir_all(work).map_err(|e| e.to_string())?;
    let input = work.join("program.mlir");
    std::fs::write(&input, &prog.mlir).map_err(|e| e.to_string())?;
    let pipeline = prog.config.pipeline();
    let bases: [(&'static str, String); 2] = [
        (
            "upstream",
            upstream_llvm_dialect(oracle, &input, &pipeline)?,
        ),
        (
            "irbridge",
            provider::lower_to_llvm_dialect(&prog.mlir, &pipeline)?,
        ),
    ];
    let bare = prog.config == generate::Config::Bare;
    let sigs: Vec<signature::Signature> =
        signature::read_functions("program.mlir", prog.mlir.as_bytes())?
            .into_iter()
            .filter_map(|f| f.sig.ok())
            .filter(|s| s.is_interesting() && !s.external && driver::drivable(s))
            .filter(|s| !bare || s.bare_pointer_applies())
            .collect();
    res.functions = sigs.len();
    let functions: Vec<(String, bool)> = sigs
        .iter()
        .map(|s| (s.name.clone(), s.c_interface && !bare))
        .collect();
    // One mutant per operator, from upstream's lowering or irbridge's in turn.
    let all: Vec<Vec<mutate::Mutant>> = bases
        .iter()
        .map(|(_, text)| mutate::all_mutants(text, &functions))
        .collect();
    let mut rng = Rng::new(prog.seed ^ 0x6d75_7461_6e74);
    let mut planted: Vec<(usize, mutate::Mutant)> = vec![];
    for (k, op) in mutate::OPERATORS.iter().enumerate() {
        let first = (prog.seed as usize + k) % 2;
        for b in [first, 1 - first] {
            let sites: Vec<&mutate::Mutant> = all[b].iter().filter(|m| m.operator == *op).collect();
            if !sites.is_empty() {
                let pick = sites[rng.range(0, sites.len() as i64 - 1) as usize];
                planted.push((b, pick.clone()));
                break;
            }
        }
    }
    for (i, (name, text)) in bases.iter().enumerate() {
        std::fs::write(work.join(format!("clean.{name}.mlir")), text).map_err(|e| e.to_string())?;
        let _ = i;
    }
    // The driver: each clean lowering twice (what differs between two runs is not compared),
    // then each mutant.
    let d = build_driver(tools, oracle, work, &sigs, prog.config)?;
    let mut clean = vec![];
    for (name, text) in &bases {
        let a = driver::parse(&drive(tools, &d, work, &format!("clean.{name}"), text)?);
        let b = driver::parse(&drive(tools, &d, work, &format!("clean.{name}"), text)?);
        let unstable = driver::differing(&a, &b);
        clean.push((a, unstable));
    }
    let mut observable: Vec<usize> = vec![];
    for (i, (b, m)) in planted.iter().enumerate() {
        let stem = format!("mutant{i}.{}", m.operator);
        let file = work.join(format!("{stem}.mlir"));
        std::fs::write(&file, &m.text).map_err(|e| e.to_string())?;
        let fate_observed = match drive(tools, &d, work, &stem, &m.text) {
            Err(e) => (Fate::Invalid(e), String::new()),
            Ok(out) => {
                let got = driver::parse(&out);
                let (want, unstable) = &clean[*b];
                let diff: Vec<String> = driver::differing(want, &got)
                    .into_iter()
                    .filter(|k| !unstable.contains(k))
                    .collect();
                match diff.first() {
                    None => (Fate::Unobservable, String::new()),
                    Some(k) => {
                        observable.push(i);
                        (
                            Fate::Missed("not checked".into()),
                            format!(
                                "{k}: {} -> {}",
                                want.get(k).map_or("(none)", String::as_str),
                                got.get(k).map_or("(none)", String::as_str)
                            ),
                        )
                    }
                }
            }
        };
        res.mutants.push(MutantResult {
            mutant: m.clone(),
            base: bases[*b].0,
            fate: fate_observed.0,
            observed: fate_observed.1,
        });
    }
    // The harness: `irbridge abi program.mlir --pipeline ... --lowered clean.upstream.mlir
    // --lowered clean.irbridge.mlir --lowered <each observable mutant>`.
    let mut lowered = vec![
        work.join("clean.upstream.mlir"),
        work.join("clean.irbridge.mlir"),
    ];
    for &i in &observable {
        lowered.push(work.join(format!("mutant{i}.{}.mlir", planted[i].1.operator)));
    }
    let args = crate::abi::AbiArgs {
        input: input.display().to_string(),
        lowered,
        pipeline: Some(pipeline.join(" ")),
        oracle: None,
        seed: 1,
        split_input_file: false,
        keep: None,
        jit_run: None,
        jit_paths: 4,
        jit_set: 0,
        jit_module: vec![],
        jit_lib: vec![],
    };
    let rep = crate::abi::check(&args)?;
    let _ = std::fs::write(work.join("report.txt"), rep.render());
    for r in &rep.rows {
        let clean_row =
            r.subject == "irbridge" || r.subject == "lowered1" || r.subject == "lowered2";
        if clean_row && !r.ok() {
            let who = match r.subject.as_str() {
                "lowered1" => "upstream",
                "lowered2" => "irbridge (as --lowered)",
                _ => "irbridge (reference)",
            };
            res.false_alarms.push((
                who.to_string(),
                format!("@{}: {}", r.function, r.first.clone().unwrap_or_default()),
            ));
        }
    }
    for (n, &i) in observable.iter().enumerate() {
        let label = format!("lowered{}", n + 3);
        let f = &planted[i].1.function;
        let row = rep
            .rows
            .iter()
            .find(|r| r.subject == label && &r.function == f);
        res.mutants[i].fate = match row {
            Some(r) if !r.ok() => Fate::Detected(r.first.clone().unwrap_or_default()),
            Some(_) => Fate::Missed("the row of the mutated function passes".into()),
            None => Fate::Missed(format!(
                "no row for @{f} ({})",
                rep.skipped
                    .iter()
                    .find(|(n, _)| n == f)
                    .map_or("not driven".to_string(), |(_, why)| why.clone())
            )),
        };
    }
    Ok(())
}

/// Writes program `r`'s sample files (input, clean lowerings, observable mutants) to `dir` and
/// returns its manifest lines.
fn write_sample(r: &ProgramResult, work: &Path, dir: &Path) -> Result<String, String> {
    let name = format!("p{}", r.seed);
    let copy = |from: &str, to: String| -> Result<(), String> {
        std::fs::copy(work.join(from), dir.join(&to))
            .map(|_| ())
            .map_err(|e| format!("cannot write '{to}': {e}"))
    };
    copy("program.mlir", format!("{name}.mlir"))?;
    copy("clean.upstream.mlir", format!("{name}.upstream.mlir"))?;
    copy("clean.irbridge.mlir", format!("{name}.irbridge.mlir"))?;
    let mut m = format!(
        "{name}.mlir pipeline={} clean={name}.upstream.mlir,{name}.irbridge.mlir\n",
        r.config.pipeline().join(",")
    );
    for (i, mr) in r.mutants.iter().enumerate() {
        if matches!(mr.fate, Fate::Detected(_)) {
            let file = format!("{name}.m{i}.{}.mlir", mr.mutant.operator);
            copy(
                &format!("mutant{i}.{}.mlir", mr.mutant.operator),
                file.clone(),
            )?;
            let _ = writeln!(
                m,
                "{file} mutant-of={name}.mlir function={} base={} what={}",
                mr.mutant.function, mr.base, mr.mutant.what
            );
        }
    }
    Ok(m)
}

pub fn run(args: AbiMutantsArgs) -> ExitCode {
    if let Some(seed) = args.print {
        print!("{}", generate::program(seed).mlir);
        return ExitCode::SUCCESS;
    }
    let tools = Tools::find(Some(&args.oracle));
    let tmp = match tempfile::Builder::new()
        .prefix("irbridge-mutants-")
        .tempdir()
    {
        Ok(t) => t,
        Err(e) => {
            eprintln!("irbridge abi-mutants: cannot create a work directory: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(dir) = &args.sample {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!(
                "irbridge abi-mutants: cannot create '{}': {e}",
                dir.display()
            );
            return ExitCode::FAILURE;
        }
    }
    let start = std::time::Instant::now();
    let mut progress = crate::progress::Progress::new("abi-mutants", args.count);
    let mut results = vec![];
    let mut manifest = String::new();
    for seed in args.start..args.start + args.count {
        let label = format!("program {seed}");
        progress.start(&label);
        let work = match &args.keep {
            Some(d) => d.join(seed.to_string()),
            None => tmp.path().join(seed.to_string()),
        };
        let r = run_program(seed, &args.oracle, &tools, &work);
        let detected = r
            .mutants
            .iter()
            .filter(|m| matches!(m.fate, Fate::Detected(_)))
            .count();
        let missed: Vec<&MutantResult> = r
            .mutants
            .iter()
            .filter(|m| matches!(m.fate, Fate::Missed(_)))
            .collect();
        let ok = r.error.is_none() && r.false_alarms.is_empty() && missed.is_empty();
        progress.finish(
            &label,
            ok,
            &format!(
                "{} mutants, {} observable, {detected} detected",
                r.mutants.len(),
                detected + missed.len()
            ),
        );
        if let Some(e) = &r.error {
            progress.line(&format!("program {seed}: error: {e}"));
        }
        for (who, what) in &r.false_alarms {
            progress.line(&format!(
                "program {seed}: FALSE ALARM on {who}'s clean lowering: {what}"
            ));
        }
        for m in missed {
            progress.line(&format!(
                "program {seed}: MISSED {} in {}'s lowering ({}; the driver saw {})",
                m.mutant.operator, m.base, m.mutant.what, m.observed
            ));
        }
        if let Some(dir) = &args.sample {
            match write_sample(&r, &work, dir) {
                Ok(m) => manifest.push_str(&m),
                Err(e) => progress.line(&format!("program {seed}: sample: {e}")),
            }
        }
        if args.keep.is_none() {
            let _ = std::fs::remove_dir_all(&work);
        }
        results.push(r);
    }
    progress.done();
    if let Some(dir) = &args.sample {
        if let Err(e) = std::fs::write(dir.join("manifest.txt"), &manifest) {
            eprintln!("irbridge abi-mutants: cannot write the manifest: {e}");
        }
    }
    let s = summarize(&results);
    print!("{}", s.details);
    say!(
        "abi-mutants: {} programs ({} functions), {} mutants planted, {} valid, {} observable, {} detected with the function named ({}), {} false alarms on clean lowerings; {} programs not usable; {:.1} s",
        results.len(),
        s.functions,
        s.planted,
        s.valid,
        s.observable,
        s.detected,
        if s.observable == 0 {
            "-".to_string()
        } else {
            format!("{:.1} %", 100.0 * s.detected as f64 / s.observable as f64)
        },
        s.false_alarms,
        s.errors,
        start.elapsed().as_secs_f64()
    );
    if s.false_alarms == 0 && s.errors == 0 && s.detected == s.observable {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Counts over a campaign.
pub struct Summary {
    pub functions: usize,
    pub planted: usize,
    pub valid: usize,
    pub observable: usize,
    pub detected: usize,
    pub false_alarms: usize,
    pub errors: usize,
    /// Per operator and per configuration, and every miss and false alarm.
    pub details: String,
}

pub fn summarize(results: &[ProgramResult]) -> Summary {
    let mut s = Summary {
        functions: 0,
        planted: 0,
        valid: 0,
        observable: 0,
        detected: 0,
        false_alarms: 0,
        errors: 0,
        details: String::new(),
    };
    let mut per_op: std::collections::BTreeMap<&str, [usize; 4]> = Default::default();
    let mut per_config: std::collections::BTreeMap<&str, [usize; 3]> = Default::default();
    for r in results {
        s.functions += r.functions;
        s.false_alarms += r.false_alarms.len();
        let c = per_config.entry(r.config.name()).or_default();
        c[0] += 1;
        c[1] += r.false_alarms.len();
        if r.error.is_some() {
            s.errors += 1;
            c[2] += 1;
        }
        for m in &r.mutants {
            s.planted += 1;
            let e = per_op.entry(m.mutant.operator).or_default();
            e[0] += 1;
            match &m.fate {
                Fate::Invalid(_) => {}
                Fate::Unobservable => {
                    s.valid += 1;
                    e[1] += 1;
                }
                Fate::Detected(_) => {
                    s.valid += 1;
                    s.observable += 1;
                    s.detected += 1;
                    e[1] += 1;
                    e[2] += 1;
                    e[3] += 1;
                }
                Fate::Missed(_) => {
                    s.valid += 1;
                    s.observable += 1;
                    e[1] += 1;
                    e[2] += 1;
                }
            }
        }
    }
    let d = &mut s.details;
    let _ = writeln!(
        d,
        "operator             planted  valid  observable  detected"
    );
    for (op, [p, v, o, det]) in &per_op {
        let _ = writeln!(d, "{op:<20} {p:>7}  {v:>5}  {o:>10}  {det:>8}");
    }
    let _ = writeln!(
        d,
        "configuration                     programs  false-alarms  not-usable"
    );
    for (c, [n, f, e]) in &per_config {
        let _ = writeln!(d, "{c:<33} {n:>8}  {f:>12}  {e:>10}");
    }
    for r in results {
        if let Some(e) = &r.error {
            let _ = writeln!(d, "not usable: program {}: {e}", r.seed);
        }
        for (who, what) in &r.false_alarms {
            let _ = writeln!(d, "false alarm: program {} ({who}): {what}", r.seed);
        }
        for m in &r.mutants {
            if let Fate::Missed(why) = &m.fate {
                let _ = writeln!(
                    d,
                    "missed: program {} {} in {}'s lowering of @{} ({}): {why}; the driver saw {}",
                    r.seed, m.mutant.operator, m.base, m.mutant.function, m.mutant.what, m.observed
                );
            }
        }
    }
    s
}
