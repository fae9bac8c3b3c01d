//! `irbridge abi IN.mlir`: runs the functions of `IN.mlir` whose signatures involve memrefs, complex
//! numbers or several results, through `_mlir_ciface_<name>` with C structs and through the
//! unbundled default convention, natively (clang-19's C caller) and in the LLVM JIT, checks what
//! generated probes see and return against expectations computed here, checks that every path and
//! every lowering (irbridge, `--oracle` upstream, `--lowered FILE`) agree, and checks descriptor
//! layouts. A table per function; the first mismatch field by field; exit 1 on any mismatch.
//!
//! One concept per file: `signature` (model of a func type), `descriptor` (seeded values),
//! `layout` (data layout vs C), `probe` (harness MLIR and expectations), `c_caller` (C code),
//! `run` and `jit` (executing), `observe` (observations and comparison), `llvm_sig` (LLVM
//! signatures), `provider` (who lowers), `report` (the table).

pub mod c_caller;
pub mod c_caller_bare;
pub mod descriptor;
pub mod inproc;
pub mod ir_caller;
pub mod jit;
pub mod layout;
pub mod llvm_sig;
pub mod observe;
pub mod probe;
pub mod provider;
pub mod report;
pub mod run;
pub mod signature;

use provider::Provider;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The report's table, explained by `irbridge abi --help`.
pub const TABLE_HELP: &str = "\
The report: one row per function and lowering, then the first mismatch of each failing row.

Columns:
  function   the function of IN.mlir whose signature has memrefs, complex numbers or several
             results (others are not driven; skipped ones are listed with the reason)
  lowering   who lowered it: irbridge (the reference unless it cannot lower the module),
             upstream (--oracle), lowered / lowered1, lowered2, ... (--lowered files, in order)
  signature  the LLVM signatures of F and _mlir_ciface_F equal the reference's (on a mismatch
             nothing else of that row runs: calling code of another signature is undefined)
  ciface     _mlir_ciface_F called from C with descriptor structs: results, argument buffers
             after the call and what F printed equal the reference's default path
  default    F called through the unbundled default convention (a forwarder lowered by the same
             lowering): the same comparison
  probes     a generated function of F's signature, called through both paths, sees exactly the
             seeded descriptors and scalars and returns the seeded results (computed in Rust)
  bare       the bare-pointer convention (static identity-layout memrefs; the module lowered again
             with use-bare-ptr-memref-call-conv=1, or as lowered with that option in --pipeline),
             F and its probe
Each path runs natively (clang-19) and in the LLVM JIT, each call in a fresh process.

Cells: ok; MISMATCH (the first difference is printed as `mismatch: @F (lowering) [path,
executor] field: expected X (where X comes from), got Y`); UPSTREAM-BUG (a difference upstream 19
causes, recorded in the input or recognized; printed with the reason); - (no such path).
A function that traps (SIGFPE, SIGSEGV, ...) under the reference with every value set the harness
tries is checked for trapping alike only (said in a note); trapping alike is agreement.";

#[derive(clap::Args, Debug)]
#[command(after_long_help = TABLE_HELP)]
pub struct AbiArgs {
    /// The MLIR module whose functions are checked (`-` reads standard input).
    #[arg(value_name = "IN.mlir")]
    pub input: String,

    /// Code lowered elsewhere (`.mlir` in the llvm dialect, translated by irbridge's own
    /// translation, or `.ll`), checked against the reference lowering of IN.mlir. May be given
    /// several times: each file is a lowering of its own (`lowered1`, `lowered2`, ...).
    #[arg(long, value_name = "FILE")]
    pub lowered: Vec<PathBuf>,

    /// The pass options the code was lowered with: options of the lowering passes given bare
    /// ('index-bitwidth=32', 'use-bare-ptr-memref-call-conv=1', 'use-generic-functions=1',
    /// 'use-aligned-alloc=1'), each applied to every conversion pass that has it, and passes to
    /// run first ('expand-strided-metadata').
    #[arg(long, value_name = "PASS FLAGS", allow_hyphen_values = true)]
    pub pipeline: Option<String>,

    /// Upstream LLVM 19 tools (mlir-opt, mlir-translate, clang): also check upstream's lowering,
    /// and translate `--lowered` `.mlir` files with upstream's mlir-translate.
    #[arg(long, value_name = "DIR")]
    pub oracle: Option<PathBuf>,

    /// Seed of the descriptors and values.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,

    /// Split the input on `// -----` lines and check each chunk on its own (a report per chunk,
    /// headed by the line it starts on).
    #[arg(long)]
    pub split_input_file: bool,

    /// Keep the generated files (harness MLIR, C caller, lowered modules) in DIR.
    #[arg(long, value_name = "DIR")]
    pub keep: Option<PathBuf>,

    /// Internal: run function N of the linked modules in the JIT (a child of `irbridge abi`).
    #[arg(long, hide = true, value_name = "N")]
    pub jit_run: Option<usize>,

    /// Internal: how many paths `--jit-run` runs.
    #[arg(long, hide = true, default_value_t = 4)]
    pub jit_paths: usize,

    /// Internal: the value set `--jit-run` uses.
    #[arg(long, hide = true, default_value_t = 0)]
    pub jit_set: usize,

    /// Internal: a module for `--jit-run`.
    #[arg(long, hide = true, value_name = "FILE")]
    pub jit_module: Vec<PathBuf>,

    /// Internal: a shared library `--jit-run` loads first.
    #[arg(long, hide = true, value_name = "FILE")]
    pub jit_lib: Vec<PathBuf>,
}

/// For programs that drive the harness as a library ([`check_source`]): the JIT executor runs in
/// a child process started from the program's own executable, as `<exe> abi --jit-run N ...`.
/// Call this first in `main`: in such a child it runs the JIT and exits; otherwise it returns at
/// once. (The `irbridge` binary does the same through its `abi` command.)
pub fn serve_jit_child() {
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if argv.get(1).is_none_or(|a| a != "abi") || !argv.iter().any(|a| a == "--jit-run") {
        return;
    }
    #[derive(clap::Parser)]
    struct JitChild {
        #[command(flatten)]
        abi: AbiArgs,
    }
    let child_args = argv[..1].iter().chain(&argv[2..]).cloned();
    let code = match <JitChild as clap::Parser>::try_parse_from(child_args) {
        Ok(c) if c.abi.jit_run.is_some() => match run(c.abi) {
            c if c == ExitCode::SUCCESS => 0,
            _ => 1,
        },
        Ok(_) => 2,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    };
    std::process::exit(code);
}

pub fn run(args: AbiArgs) -> ExitCode {
    if let Some(fi) = args.jit_run {
        return match jit::run_child(
            fi,
            args.jit_set,
            &args.jit_module,
            &args.jit_lib,
            args.jit_paths,
        ) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("irbridge abi: JIT: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if args.split_input_file {
        return run_split(&args);
    }
    match check(&args) {
        Ok(report) => {
            print!("{}", report.render());
            if report.ok() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// `--split-input-file`: a report (or an error) per chunk; exit 1 if any chunk fails.
fn run_split(args: &AbiArgs) -> ExitCode {
    let (file, bytes) = match irbridge::io::read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let plan = plan_of(args);
    let mut ok = true;
    let chunks = irbridge::driver::split_input(&bytes, "// -----");
    let mut progress = crate::progress::Progress::new("abi", chunks.len() as u64);
    let (mut failed, mut rows, mut bad_rows) = (0, 0, 0);
    for (i, chunk) in chunks.iter().enumerate() {
        let label = format!("chunk {} (line {})", i + 1, chunk.line_offset + 1);
        progress.start(&label);
        if i > 0 {
            say!("// -----");
        }
        say!("// {label}");
        // Line numbers of diagnostics are those of the whole file.
        let mut padded = vec![b'\n'; chunk.line_offset as usize];
        padded.extend_from_slice(chunk.text);
        let chunk_ok = match check_source(&file, &padded, &plan) {
            Ok(r) => {
                print!("{}", r.render());
                rows += r.rows.len();
                bad_rows += r.rows.iter().filter(|r| !r.ok()).count();
                r.ok()
            }
            Err(e) => {
                say!("error: {}", e.trim_end());
                false
            }
        };
        progress.finish(&label, chunk_ok, "");
        ok &= chunk_ok;
        failed += usize::from(!chunk_ok);
    }
    progress.done();
    say!(
        "abi: {} of {} chunks pass ({} of {rows} rows agree)",
        chunks.len() - failed,
        chunks.len(),
        rows - bad_rows
    );
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// A lowering under check: its label, its LLVM IR and the LLVM IR of its harness module.
struct Subject {
    label: String,
    provider: Provider,
    ll: String,
    harness_ll: String,
}

/// Buffers larger than this are not built (the C caller spells their initial bytes out and the
/// probe stores every element of its results one by one).
const MAX_STATIC_BYTES: u64 = 1 << 16;

/// Bytes the static dimensions of `sig`'s memrefs need at least.
fn static_bytes(sig: &signature::Signature, index_bits: u32) -> u64 {
    sig.args
        .iter()
        .chain(&sig.results)
        .map(|t| match t {
            signature::Ty::Ranked { shape, elem, .. } => shape
                .iter()
                .map(|d| d.unwrap_or(1).max(1) as u64)
                .fold(elem.size(index_bits), u64::saturating_mul),
            _ => 0,
        })
        .fold(0, u64::saturating_add)
}

fn is_c_identifier(s: &str) -> bool {
    let mut c = s.chars();
    c.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && c.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Per-function seed: stable, and different for each function.
fn fn_seed(seed: u64, fi: usize) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(fi as u64 * 7919)
}

/// The lowerings to compare: the first that lowers is the reference; a `Lowered` subject runs
/// with the reference's harness.
pub struct Plan {
    pub subjects: Vec<(String, Provider)>,
    pub pipeline: Vec<String>,
    pub seed: u64,
    pub tools: run::Tools,
    pub keep: Option<PathBuf>,
    /// Also require the same signature for every function the reference defines (not only the
    /// driven ones and their C interfaces).
    pub all_signatures: bool,
}

/// Runs the whole check and builds the report (errors: the input or a tool could not be used).
pub fn check(args: &AbiArgs) -> Result<report::Report, String> {
    let (file, bytes) = irbridge::io::read_input(&args.input)?;
    check_source(&file, &bytes, &plan_of(args))
}

/// The plan `args` ask for.
pub fn plan_of(args: &AbiArgs) -> Plan {
    let pipeline: Vec<String> = args
        .pipeline
        .as_deref()
        .unwrap_or("")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let oracle = args.oracle.as_deref();
    let mut subjects = vec![(
        "irbridge".to_string(),
        Provider::Irbridge {
            pipeline: pipeline.clone(),
        },
    )];
    if let Some(d) = oracle {
        subjects.push((
            "upstream".into(),
            Provider::Upstream {
                bin_dir: d.to_path_buf(),
                pipeline_flags: pipeline.clone(),
            },
        ));
    }
    for (i, file) in args.lowered.iter().enumerate() {
        let label = if args.lowered.len() == 1 {
            "lowered".to_string()
        } else {
            format!("lowered{}", i + 1)
        };
        subjects.push((
            label,
            Provider::Lowered {
                file: file.clone(),
                translator: oracle.map(|d| d.join("mlir-translate")),
            },
        ));
    }
    Plan {
        subjects,
        pipeline,
        seed: args.seed,
        tools: run::Tools::find(oracle),
        keep: args.keep.clone(),
        all_signatures: false,
    }
}

/// The check of one MLIR buffer under `plan`.
pub fn check_source(file: &str, bytes: &[u8], plan: &Plan) -> Result<report::Report, String> {
    let found = signature::read_functions(file, bytes)?;
    let facts = signature::module_facts(file, bytes);
    let mut mlir = String::from_utf8_lossy(bytes).into_owned();
    let pipeline = &plan.pipeline;
    provider::pass_flags(pipeline).map_err(|e| format!("irbridge abi: {e}"))?;
    // The index width: the pipeline's option, else 64. `--convert-to-llvm` builds its type
    // converter without the data layout in 19, so a `dlti.dl_spec` index width does not count.
    let index_bits = provider::index_bits(pipeline);
    // The harness module carries the module's data layout, so that both are lowered alike.
    let from_option = pipeline.iter().any(|f| f.contains("index-bitwidth="));
    let layout_bits = facts.index_bits.filter(|_| !from_option);
    // Code lowered with the bare-pointer convention is called only through it.
    let bare_mode = provider::option_set(pipeline, "use-bare-ptr-memref-call-conv");
    let mut rep = report::Report::default();

    let mut sigs = vec![];
    let mut not_bare: Vec<String> = vec![];
    let not_executable = |name: &str| {
        facts
            .not_executable
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, why)| why.clone())
    };
    for f in found {
        match f.sig {
            Ok(s) if !s.is_interesting() => {}
            Ok(s) if s.external => rep.skipped.push((f.name, "declaration only".into())),
            Ok(s)
                if s.args.iter().chain(&s.results).any(|t| {
                    matches!(t, signature::Ty::Complex(signature::Scalar::BF16))
                }) =>
            {
                rep.skipped.push((
                    f.name,
                    "complex<bf16> values arrive garbled between clang-19's C caller and LLVM 19's -O0 x86 code (the in-process LLVM IR caller of the abi_signature fuzz target drives them)".into(),
                ))
            }
            Ok(_) if not_executable(&f.name).is_some() => {
                let why = not_executable(&f.name).unwrap_or_default();
                rep.skipped.push((f.name, why));
            }
            Ok(s) if !is_c_identifier(&s.name) || s.name == "main" => rep
                .skipped
                .push((f.name, "the name is not usable from C".into())),
            Ok(s) if static_bytes(&s, index_bits) > MAX_STATIC_BYTES => rep.skipped.push((
                f.name,
                format!("static shapes need more than {MAX_STATIC_BYTES} bytes of buffers"),
            )),
            Ok(s) if bare_mode && !s.bare_pointer_applies() => {
                not_bare.push(f.name.clone());
                rep.skipped.push((
                    f.name,
                    "lowered with use-bare-ptr-memref-call-conv=1, which this signature cannot use (dynamic shapes, layouts or unranked memrefs; upstream 19 leaves such a function unconverted)".into(),
                ))
            }
            Ok(s) => sigs.push(s),
            Err(why) => rep.skipped.push((f.name, why)),
        }
    }

    // Lower only what can run: functions that call declared-only ones, and the declarations
    // (whose C-interface bodies call `_mlir_ciface_` symbols nobody defines), would leave
    // undefined symbols at link time.
    let mut bad: Vec<&str> = facts
        .not_executable
        .iter()
        .map(|(n, _)| n.as_str())
        .collect();
    // In bare mode, functions the convention cannot take stay out (upstream leaves them
    // unconverted, which no translation accepts).
    if bare_mode {
        bad.extend(not_bare.iter().map(String::as_str));
    }
    let keep = signature::defined_functions(file, bytes)
        .into_iter()
        .filter(|n| !bad.contains(&n.as_str()))
        .collect::<Vec<_>>();
    if keep.len() != facts.functions {
        let keep: Vec<&str> = keep.iter().map(String::as_str).collect();
        mlir = signature::only_functions(file, bytes, &keep)?;
    }
    if bare_mode && index_bits != 64 {
        rep.notes.push("the bare-pointer convention with index-bitwidth=32 is not run: its forwarders hand result pointers back as index values".into());
        sigs.clear();
    }

    let tmp = tempfile::Builder::new()
        .prefix("irbridge-abi-")
        .tempdir()
        .map_err(|e| format!("cannot create a work directory: {e}"))?;
    let work = match &plan.keep {
        Some(d) => {
            std::fs::create_dir_all(d)
                .map_err(|e| format!("cannot create '{}': {e}", d.display()))?;
            d.clone()
        }
        None => tmp.path().to_path_buf(),
    };
    let tools = &plan.tools;
    if tools.runtime_libs.is_empty() {
        rep.notes.push("MLIR's runtime (libmlir_c_runner_utils) is not installed: memrefCopy comes from the harness, and code calling printMemref* cannot be linked".into());
    }
    // The probes' results are seeded by `plan.seed` (see `probe::seed_results`).
    let harness = with_layout(
        probe::harness_module(&sigs, plan.seed, index_bits, bare_mode),
        layout_bits,
    );

    let mut subjects: Vec<Subject> = vec![];
    let n_subjects = plan.subjects.len();
    for (label, p) in &plan.subjects {
        let stem = label.replace(|c: char| !c.is_ascii_alphanumeric(), "_");
        let ll = match p.lower(&mlir, &work, &format!("in.{stem}")) {
            Ok(ll) => ll,
            // With another lowering to check, one that cannot lower the module is said so.
            Err(e) if n_subjects > 1 && !matches!(p, Provider::Lowered { .. }) => {
                let first = e.lines().next().unwrap_or_default().to_string();
                rep.notes.push(format!(
                    "{label} cannot lower this module ({first}); {label} is not checked"
                ));
                rep.not_lowered.push(label.clone());
                continue;
            }
            Err(e) => return Err(format!("irbridge abi: {label}: {e}")),
        };
        let harness_ll = match (p, subjects.first()) {
            (Provider::Lowered { .. }, Some(r)) => r.harness_ll.clone(),
            (Provider::Lowered { .. }, None) => return Err(
                "irbridge abi: --lowered needs a reference lowering (irbridge's, or --oracle DIR)"
                    .into(),
            ),
            _ => p.lower(&harness, &work, &format!("harness.{stem}"))?,
        };
        subjects.push(Subject {
            label: label.clone(),
            provider: p.clone(),
            ll,
            harness_ll,
        });
    }
    if let Some(r) = subjects.first() {
        if subjects.len() > 1 || n_subjects > 1 {
            rep.notes.push(format!("{} is the reference", r.label));
        }
    }

    if subjects.is_empty() {
        return Err(format!(
            "irbridge abi: no lowering to check: {}",
            rep.notes.join("; ")
        ));
    }
    // Descriptor layout: the reference module's data layout against clang's C layout.
    let dl = layout::data_layout_of(&subjects[0].ll)?;
    rep.layout = Some(layout::check_all(&tools.clang, &dl, &work));
    if plan.all_signatures {
        // Intrinsic declarations follow from what the code uses (one lowering may fold away a
        // call the other keeps), not from the calling convention.
        let abi = |ll: &str| {
            let mut sigs = llvm_sig::signatures(ll);
            sigs.retain(|name, _| !name.starts_with("llvm."));
            sigs
        };
        let want = abi(&subjects[0].ll);
        let names: Vec<String> = want.keys().cloned().collect();
        for s in &subjects[1..] {
            let got = abi(&s.ll);
            let extra: Vec<&String> = got.keys().filter(|k| !want.contains_key(*k)).collect();
            let res = llvm_sig::compare(&want, &got, &names).and_then(|()| match extra.first() {
                Some(e) => Err(format!("@{e}: defined here, not by {}", subjects[0].label)),
                None => Ok(()),
            });
            rep.module_signatures.push((s.label.clone(), res));
        }
    }

    // Value sets: the harness runs the first one the reference does not trap with.
    let funcs: Vec<(signature::Signature, Vec<descriptor::ArgValues>)> = sigs
        .iter()
        .enumerate()
        .map(|(fi, s)| {
            let sets = (0..descriptor::VALUE_SETS)
                .map(|set| {
                    descriptor::seed_args_set(&s.args, fn_seed(plan.seed, fi), index_bits, set)
                })
                .collect();
            (s.clone(), sets)
        })
        .collect();
    std::fs::write(work.join("harness.mlir"), &harness).map_err(|e| e.to_string())?;
    let ref_sigs = llvm_sig::signatures(&subjects[0].ll);
    let sig_checks: Vec<Vec<Result<(), String>>> = subjects
        .iter()
        .map(|s| {
            let got = llvm_sig::signatures(&s.ll);
            sigs.iter()
                .map(|sig| {
                    let names = vec![sig.name.clone(), format!("_mlir_ciface_{}", sig.name)];
                    llvm_sig::compare(&ref_sigs, &got, &names)
                })
                .collect()
        })
        .collect();

    // The default and C-interface paths (not in bare mode, where the code has neither).
    let mut main: Vec<FnRuns> = vec![];
    if !bare_mode && !sigs.is_empty() {
        let caller = c_caller::caller(
            &funcs,
            index_bits,
            &layout::static_asserts(&dl, index_bits, ""),
        );
        let built = build_subjects(tools, &work, "", &caller, &subjects, |s| {
            (s.ll.clone(), s.harness_ll.clone())
        });
        for fi in 0..sigs.len() {
            main.push(run_function(
                &built,
                &sig_checks,
                fi,
                c_caller::PATHS.len(),
                1,
                None,
                None,
                true,
            ));
        }
    }
    let chosen: Vec<Option<usize>> = (0..sigs.len())
        .map(|fi| main.get(fi).map(|r| r.set))
        .collect();
    let bare = bare_runs(
        &subjects,
        &sigs,
        &funcs,
        &chosen,
        bytes,
        file,
        plan,
        index_bits,
        &work,
        bare_mode,
        &sig_checks,
        &mut rep,
    );

    for (fi, sig) in sigs.iter().enumerate() {
        let set = main
            .get(fi)
            .map(|r| r.set)
            .or_else(|| bare.get(&fi).map(|r| r.set))
            .unwrap_or(0);
        let values = &funcs[fi].1[set];
        let expected = probe::expected_probe(sig, values, plan.seed, index_bits);
        let trapped_always = main
            .get(fi)
            .or_else(|| bare.get(&fi))
            .and_then(|r| r.trapped_always.clone());
        if let Some(t) = &trapped_always {
            rep.notes.push(format!(
                "@{}: {t} under {} with each of the {} value sets the harness tried: checked for trapping alike only",
                sig.name,
                subjects[0].label,
                descriptor::VALUE_SETS
            ));
        } else if set > 0 {
            rep.notes.push(format!(
                "@{}: value set 0 traps under some lowering; value set {set} is used",
                sig.name
            ));
        }
        // Keys that differ between the native and the JIT run of the default path in *every*
        // lowering (uninitialized memory, addresses, poison): not compared, and said so.
        let mut unstable: Option<Vec<String>> = None;
        let default_runs: Vec<(&run::PathRuns, &run::PathRuns, usize)> = match main.get(fi) {
            Some(r) => r.subjects.iter().map(|s| (&s.native, &s.jit, 1)).collect(),
            None => bare
                .get(&fi)
                .map(|r| r.subjects.iter().map(|s| (&s.native, &s.jit, 0)).collect())
                .unwrap_or_default(),
        };
        for (native, jit, p) in &default_runs {
            if let (Ok(a), Ok(b)) = (&native[*p], &jit[*p]) {
                let u = observe::unstable_keys(a, b);
                unstable = Some(match unstable {
                    None => u,
                    Some(prev) => prev.into_iter().filter(|k| u.contains(k)).collect(),
                });
            }
        }
        let unstable = unstable.unwrap_or_default();
        if !unstable.is_empty() {
            rep.notes.push(format!(
                "@{}: {} differ between two runs of the same lowering in every lowering (uninitialized memory, an address or poison): not compared",
                sig.name,
                unstable.join(", ")
            ));
        }
        // The reference observation of F: the reference lowering, native, default convention
        // (the bare-pointer convention in bare mode).
        let reference: Result<observe::ObsSet, String> = match default_runs.first() {
            Some((native, _, p)) => match &native[*p] {
                Ok(o) => Ok(observe::without(o, &unstable)),
                Err(e) => Err(e.clone()),
            },
            None => Err("no reference run".into()),
        };
        let ref_name = if main.get(fi).is_some() {
            "default"
        } else {
            "bare"
        };
        for (si, s) in subjects.iter().enumerate() {
            let mut row = report::Row::new(&sig.name, &s.label);
            row.signature = match &sig_checks[si][fi] {
                Ok(()) => report::Cell::Ok,
                Err(e) => {
                    row.first.get_or_insert(format!("signature: {e}"));
                    row.firsts[0] = Some(format!("signature: {e}"));
                    report::Cell::Mismatch
                }
            };
            if let Some(r) = main.get(fi) {
                let runs = &r.subjects[si];
                for (exec, obs) in [("clang", &runs.native), ("jit", &runs.jit)] {
                    for (p, name) in c_caller::PATHS.iter().enumerate() {
                        if p == 0 && !sig.c_interface {
                            continue;
                        }
                        let cell = if p >= 2 {
                            compare_computed(&expected, &obs[p])
                        } else {
                            compare_reference(
                                &reference,
                                &obs[p],
                                &unstable,
                                &format!("{} {ref_name} clang", subjects[0].label),
                            )
                        };
                        row.record(p, exec, name, cell);
                    }
                }
                // The second value set, natively.
                if let (Some((s2, unstable2)), Some(obs)) = (&r.set2, &runs.native2) {
                    let mut skip = unstable.clone();
                    skip.extend(unstable2.iter().cloned());
                    let expected2 =
                        probe::expected_probe(sig, &funcs[fi].1[*s2], plan.seed, index_bits);
                    let reference2 = match r.subjects[0].native2.as_ref().map(|n| &n[1]) {
                        Some(Ok(o)) => Ok(observe::without(o, &skip)),
                        Some(Err(e)) => Err(e.clone()),
                        None => Err("no reference run".into()),
                    };
                    let exec = format!("clang, value set {s2}");
                    for (p, name) in c_caller::PATHS.iter().enumerate() {
                        if p == 0 && !sig.c_interface {
                            continue;
                        }
                        let cell = if p >= 2 {
                            compare_computed(&expected2, &obs[p])
                        } else {
                            compare_reference(
                                &reference2,
                                &obs[p],
                                &skip,
                                &format!("{} default clang, value set {s2}", subjects[0].label),
                            )
                        };
                        row.record(p, &exec, name, cell);
                    }
                }
            }
            if let Some(r) = bare.get(&fi) {
                let Some(runs) = r.subjects.get(si).filter(|x| x.ran) else {
                    rep.rows.push(row);
                    continue;
                };
                // Every bare mismatch is a result pointer equal to the default path's allocated
                // pointer: upstream's bare convention returning the allocated pointer.
                let (mut alloc_ptr, mut other) = (false, false);
                for (exec, obs) in [("clang", &runs.native), ("jit", &runs.jit)] {
                    for (p, name) in c_caller_bare::PATHS.iter().enumerate() {
                        let cell = if p == 1 {
                            compare_computed(&observe::to_bare(&expected), &obs[p])
                        } else if bare_mode {
                            compare_reference(
                                &reference,
                                &obs[p],
                                &unstable,
                                &format!("{} bare clang", subjects[0].label),
                            )
                        } else {
                            let want = reference.as_ref().map(observe::to_bare);
                            let cell = compare_reference(
                                &want.map_err(Clone::clone),
                                &obs[p],
                                &unstable,
                                &format!("{} default clang", subjects[0].label),
                            );
                            if let (Err(_), Ok(got), Ok(r)) = (&cell, &obs[p], &reference) {
                                if bare_result_is_allocated_pointer(
                                    r,
                                    &observe::without(got, &unstable),
                                    values,
                                ) {
                                    alloc_ptr = true;
                                } else {
                                    other = true;
                                }
                            } else if cell.is_err() {
                                other = true;
                            }
                            cell
                        };
                        if p == 1 && cell.is_err() {
                            other = true;
                        }
                        row.record_col(3, exec, name, cell);
                    }
                }
                if alloc_ptr && !other {
                    if let Some(what) = row.mark_upstream_bug(4) {
                        rep.upstream_bugs.push((
                            sig.name.clone(),
                            s.label.clone(),
                            what,
                            BARE_ALLOCATED_POINTER.into(),
                        ));
                    }
                }
            }
            rep.rows.push(row);
        }
    }
    apply_upstream_bugs(&String::from_utf8_lossy(bytes), &mut rep);
    drop(tmp);
    Ok(rep)
}

/// A path's observations against the expectations computed in Rust (the probes).
fn compare_computed(
    expected: &observe::ObsSet,
    got: &Result<observe::ObsSet, String>,
) -> Result<(), String> {
    match got {
        Err(e) => Err(e.clone()),
        Ok(got) => match observe::first_mismatch(expected, got, true) {
            None => Ok(()),
            Some((k, e, g)) => Err(format!("{k}: expected {e} (computed), got {g}")),
        },
    }
}

/// A path's observations against the reference run (`what` names it). Trapping alike (the same
/// signal, or both out of time) is agreement.
fn compare_reference(
    reference: &Result<observe::ObsSet, String>,
    got: &Result<observe::ObsSet, String>,
    unstable: &[String],
    what: &str,
) -> Result<(), String> {
    match (reference, got) {
        (Err(r), Err(g)) if r.starts_with(run::TRAPPED) && r == g => Ok(()),
        (Err(r), Ok(_)) if r.starts_with(run::TRAPPED) => {
            Err(format!("{r} under {what}; ran to its end here"))
        }
        (_, Err(g)) => Err(g.clone()),
        (Err(r), Ok(_)) => Err(format!("no reference run: {r}")),
        (Ok(want), Ok(got)) => {
            let got = observe::without(got, unstable);
            match observe::first_mismatch(want, &got, true) {
                None => Ok(()),
                Some((k, e, g)) => Err(format!("{k}: expected {e} ({what}), got {g}")),
            }
        }
    }
}

/// Under the bare-pointer convention, the only difference from the default path is that each
/// memref result that differs is returned as the allocated pointer its descriptor has (the
/// default path's `.alloc`, or the bare argument it derives from), or reads as the elements at
/// such a pointer (fresh memory the lowering aligned by hand, whose allocated pointer the default
/// path names `fresh` too): upstream 19's bare convention returning the allocated pointer.
fn bare_result_is_allocated_pointer(
    reference: &observe::ObsSet,
    got: &observe::ObsSet,
    values: &descriptor::ArgValues,
) -> bool {
    let want = observe::to_bare(reference);
    let mut any = false;
    for (k, v) in &want.0 {
        let g = got.get(k);
        if g == Some(v.as_str()) {
            continue;
        }
        let Some(base) = k.strip_suffix(".ptr").or_else(|| k.strip_suffix(".elems")) else {
            return false;
        };
        if !base.starts_with("res") {
            return false;
        }
        let alloc = reference.get(&format!("{base}.alloc")).unwrap_or_default();
        let align = reference.get(&format!("{base}.align")).unwrap_or_default();
        let gptr = got.get(&format!("{base}.ptr")).unwrap_or_default();
        let ok = if alloc == "fresh" && align == "fresh" {
            // Hand-aligned fresh memory: the pointer reads as fresh either way; the elements
            // differ, and a misaligned pointer shows it (see `emit_ptr`'s `fresh` marker).
            gptr == "fresh"
        } else {
            bare_allocated_pointers(alloc, values).contains(&gptr.to_string()) && gptr != align
        };
        if !ok {
            return false;
        }
        any = true;
    }
    any
}

/// What one function showed under each subject.
struct SubjectRuns {
    native: run::PathRuns,
    jit: run::PathRuns,
    /// The native runs with the second value set, if there is one.
    native2: Option<run::PathRuns>,
    /// False where the subject has no such path (a `--lowered` file outside bare mode).
    ran: bool,
}

struct FnRuns {
    /// The value set used.
    set: usize,
    /// A second value set (natively only): the next the reference does not trap with, whose
    /// values are of another magnitude, so that a difference one set happens to hide (a maximum
    /// with a constant) shows in the other. With the keys that differ between two reference runs.
    set2: Option<(usize, Vec<String>)>,
    /// How the reference trapped with every value set, if it did.
    trapped_always: Option<String>,
    subjects: Vec<SubjectRuns>,
}

/// Builds the caller `caller` (compiled once) with each subject's modules (`modules(s)`: the code
/// and the harness). `tag` tells builds apart in the work directory.
fn build_subjects(
    tools: &run::Tools,
    work: &Path,
    tag: &str,
    caller: &str,
    subjects: &[Subject],
    modules: impl Fn(&Subject) -> (String, String),
) -> Vec<Result<run::Built, String>> {
    let compiled = run::Caller::compile(tools, work, &format!("caller{tag}"), caller);
    subjects
        .iter()
        .map(|s| {
            let c = compiled.as_ref().map_err(Clone::clone)?;
            let (ll, hll) = modules(s);
            let label = format!(
                "{}{tag}",
                s.label.replace(|c: char| !c.is_ascii_alphanumeric(), "_")
            );
            run::link(tools, c, work, &label, &[("in", &ll), ("harness", &hll)])
        })
        .collect()
}

/// Runs function `fi` under every subject: first the reference natively with each value set
/// until path `trap_path` does not trap, then every subject with that set. `only` limits the
/// subjects run (others get `ran: false`).
#[allow(clippy::too_many_arguments)]
fn run_function(
    built: &[Result<run::Built, String>],
    sig_checks: &[Vec<Result<(), String>>],
    fi: usize,
    paths: usize,
    trap_path: usize,
    only: Option<&[bool]>,
    fixed: Option<usize>,
    secondary: bool,
) -> FnRuns {
    let runs_of = |b: &Result<run::Built, String>, set: usize, native: bool| match b {
        Ok(b) if native => run::run_native(b, fi, set, paths),
        Ok(b) => run::run_jit(b, fi, set, paths),
        Err(e) => vec![Err(e.clone()); paths],
    };
    let trap_of = |r: &run::PathRuns| {
        r.get(trap_path)
            .and_then(|o| o.as_ref().err())
            .filter(|e| e.starts_with(run::TRAPPED))
            .cloned()
    };
    // A set the reference traps with, natively or in the JIT, is passed over; so is a set another
    // lowering traps with while the reference does not, if a later set runs cleanly everywhere:
    // such a set is usually undefined behaviour in the function itself (a copy between memrefs of
    // different sizes), whose trap depends on the memory layout of the run, not on the lowering.
    // With no set clean everywhere, the first set the reference runs cleanly is compared.
    let mut chosen = None;
    let mut ref_jit = None;
    let mut first = None;
    let mut reference_clean: Option<(usize, run::PathRuns, run::PathRuns)> = None;
    if let Some(set) = fixed {
        chosen = Some((set, runs_of(&built[0], set, true)));
    }
    let others_trap = |set: usize| {
        built.iter().enumerate().skip(1).any(|(si, b)| {
            let ran = only.is_none_or(|o| o.get(si).copied().unwrap_or(false));
            ran && b.is_ok()
                && sig_checks[si][fi].is_ok()
                && (trap_of(&runs_of(b, set, true)).is_some()
                    || trap_of(&runs_of(b, set, false)).is_some())
        })
    };
    for set in 0..descriptor::VALUE_SETS {
        if chosen.is_some() {
            break;
        }
        let n = runs_of(&built[0], set, true);
        if let Some(t) = trap_of(&n) {
            first.get_or_insert((n, t));
            continue;
        }
        let j = runs_of(&built[0], set, false);
        if let Some(t) = trap_of(&j) {
            first.get_or_insert((n, t));
            continue;
        }
        if others_trap(set) {
            reference_clean.get_or_insert((set, n, j));
            continue;
        }
        chosen = Some((set, n));
        ref_jit = Some((set, j));
    }
    if chosen.is_none() {
        if let Some((set, n, j)) = reference_clean {
            chosen = Some((set, n));
            ref_jit = Some((set, j));
        }
    }
    let (set, ref_native, trapped_always) = match (chosen, first) {
        (Some((set, n)), _) => (set, n, None),
        (None, Some((n, t))) => (0, n, Some(t)),
        (None, None) => (0, vec![Err("no reference run".into()); paths], None),
    };
    let mut set2 = None;
    let mut ref_native2 = None;
    if secondary && trapped_always.is_none() && built[0].is_ok() {
        for s2 in set + 1..descriptor::VALUE_SETS {
            let n = runs_of(&built[0], s2, true);
            if trap_of(&n).is_none() {
                let again = runs_of(&built[0], s2, true);
                let mut unstable = vec![];
                for (a, b) in n.iter().zip(&again) {
                    if let (Ok(a), Ok(b)) = (a, b) {
                        unstable.extend(observe::unstable_keys(a, b));
                    }
                }
                set2 = Some((s2, unstable));
                ref_native2 = Some(n);
                break;
            }
        }
    }
    let mut subjects = vec![];
    let mut ref_native = Some(ref_native);
    for (si, b) in built.iter().enumerate() {
        let ran = only.is_none_or(|o| o.get(si).copied().unwrap_or(false));
        let not_run = |why: &str| vec![Err(why.to_string()); paths];
        let (native, jit, native2) = if !ran {
            (not_run("not run"), not_run("not run"), None)
        } else if sig_checks[si][fi].is_err() {
            // Calling code with another signature is undefined behaviour: the mismatch is named.
            (
                not_run("not run (signature mismatch)"),
                not_run("not run (signature mismatch)"),
                None,
            )
        } else {
            let native = match (si, ref_native.take()) {
                (0, Some(n)) => n,
                _ => runs_of(b, set, true),
            };
            let native2 = set2.as_ref().map(|(s2, _)| match (si, ref_native2.take()) {
                (0, Some(n)) => n,
                _ => runs_of(b, *s2, true),
            });
            let jit = match (si, ref_jit.take()) {
                (0, Some((s, j))) if s == set => j,
                _ => runs_of(b, set, false),
            };
            (native, jit, native2)
        };
        subjects.push(SubjectRuns {
            native,
            jit,
            ran,
            native2,
        });
    }
    FnRuns {
        set,
        set2,
        trapped_always,
        subjects,
    }
}

/// The bare-pointer convention, for the functions it applies to: in bare mode (the code was lowered
/// with `use-bare-ptr-memref-call-conv=1`), every subject's code as lowered, `--lowered` files
/// included; otherwise every lowering that can redo its lowering with that option (not `--lowered`
/// files), with the value set the default path chose (`chosen`). Lowerings that refuse are noted,
/// not failed. Function index -> runs.
#[allow(clippy::too_many_arguments)]
fn bare_runs(
    subjects: &[Subject],
    sigs: &[signature::Signature],
    funcs: &[(signature::Signature, Vec<descriptor::ArgValues>)],
    chosen: &[Option<usize>],
    bytes: &[u8],
    file: &str,
    plan: &Plan,
    index_bits: u32,
    work: &Path,
    bare_mode: bool,
    sig_checks: &[Vec<Result<(), String>>],
    rep: &mut report::Report,
) -> std::collections::HashMap<usize, FnRuns> {
    let mut out = std::collections::HashMap::new();
    let bare_fns: Vec<usize> = (0..sigs.len())
        .filter(|i| sigs[*i].bare_pointer_applies())
        .collect();
    if bare_fns.is_empty() || index_bits != 64 {
        return out;
    }
    let caller = c_caller_bare::caller(funcs, index_bits);
    let n = c_caller_bare::PATHS.len();
    if bare_mode {
        let built = build_subjects(&plan.tools, work, "_bare", &caller, subjects, |s| {
            (s.ll.clone(), s.harness_ll.clone())
        });
        for &fi in &bare_fns {
            out.insert(
                fi,
                run_function(&built, sig_checks, fi, n, 0, None, None, false),
            );
        }
        return out;
    }
    let keep: Vec<&str> = bare_fns.iter().map(|i| sigs[*i].name.as_str()).collect();
    let mlir = match signature::only_functions(file, bytes, &keep) {
        Ok(m) => m,
        Err(e) => {
            rep.notes
                .push(format!("bare-pointer convention not checked: {e}"));
            return out;
        }
    };
    let harness = probe::harness_module(sigs, plan.seed, index_bits, true);
    let mut lowered: Vec<Option<(String, String)>> = vec![];
    for s in subjects {
        let mut bp = plan.pipeline.clone();
        bp.push("use-bare-ptr-memref-call-conv=1".into());
        let p = match &s.provider {
            Provider::Upstream { bin_dir, .. } => Provider::Upstream {
                bin_dir: bin_dir.clone(),
                pipeline_flags: bp,
            },
            Provider::Irbridge { .. } => Provider::Irbridge { pipeline: bp },
            Provider::Lowered { .. } => {
                lowered.push(None);
                continue;
            }
        };
        let stem = format!(
            "{}_bare",
            s.label.replace(|c: char| !c.is_ascii_alphanumeric(), "_")
        );
        let res = p
            .lower(&mlir, work, &format!("in.{stem}"))
            .and_then(|ll| Ok((ll, p.lower(&harness, work, &format!("harness.{stem}"))?)));
        match res {
            Ok(x) => lowered.push(Some(x)),
            Err(e) => {
                rep.notes.push(format!(
                    "bare-pointer convention not checked for {}: {e}",
                    s.label
                ));
                lowered.push(None);
            }
        }
    }
    let only: Vec<bool> = lowered.iter().map(Option::is_some).collect();
    if !only.iter().any(|x| *x) {
        return out;
    }
    let built = build_subjects(&plan.tools, work, "_bare", &caller, subjects, |s| {
        let i = subjects
            .iter()
            .position(|x| std::ptr::eq(x, s))
            .unwrap_or_default();
        lowered[i].clone().unwrap_or_default()
    });
    let ok: Vec<Vec<Result<(), String>>> =
        subjects.iter().map(|_| vec![Ok(()); sigs.len()]).collect();
    for &fi in &bare_fns {
        out.insert(
            fi,
            run_function(&built, &ok, fi, n, 0, Some(&only), chosen[fi], false),
        );
    }
    out
}

/// Why a bare-pointer result equal to the allocated pointer is an upstream bug (recognized without a
/// record in the input).
const BARE_ALLOCATED_POINTER: &str = "recognized: the result pointer equals the allocated pointer the bare-pointer convention's descriptor has (the default path's, or the bare argument it is derived from), not the aligned one; upstream 19's bare-pointer convention returns a memref result as its allocated pointer (irbridge follows it; see corpus/abi/upstream-bugs/bare_get_global.mlir)";

/// The allocated pointers a result's descriptor can have under the bare-pointer convention, given
/// its allocated pointer `default_alloc` under the default convention (`buf1+0`, `fresh`): the same
/// pointer, except that a descriptor derived from a memref argument takes that argument's allocated
/// pointer, which the bare convention sets to the aligned pointer it receives (`buf1+<pad>`, e.g. a
/// `memref.view` of an argument).
fn bare_allocated_pointers(default_alloc: &str, args: &descriptor::ArgValues) -> Vec<String> {
    let mut out = vec![default_alloc.to_string()];
    for v in &args.values {
        if let descriptor::Value::Ranked { buf, pad, .. } = v {
            if default_alloc == format!("buf{buf}+0") {
                out.push(format!("buf{buf}+{pad}"));
            }
        }
    }
    out
}

/// One `// ABI-UPSTREAM-BUG: @<function> <column>: <reason>` line of an input: a mismatch of that
/// column that upstream 19 causes (and irbridge, following upstream, shares). Columns:
/// `signature`, `ciface`, `default`, `probes`, `bare`.
pub struct UpstreamBug {
    pub function: String,
    pub column: usize,
    pub reason: String,
}

const COLUMNS: [&str; 5] = ["signature", "ciface", "default", "probes", "bare"];

/// The `// ABI-UPSTREAM-BUG:` lines of `src`.
pub fn upstream_bugs(src: &str) -> Vec<UpstreamBug> {
    src.lines()
        .filter_map(|l| l.trim_start().strip_prefix("// ABI-UPSTREAM-BUG:"))
        .filter_map(|rest| {
            let (head, reason) = rest.split_once(':')?;
            let mut words = head.split_whitespace();
            let function = words.next()?.strip_prefix('@')?.to_string();
            let word = words.next()?;
            let column = COLUMNS.iter().position(|c| *c == word)?;
            Some(UpstreamBug {
                function,
                column,
                reason: reason.trim().to_string(),
            })
        })
        .collect()
}

/// Turns the mismatches the input records as upstream bugs into `UPSTREAM-BUG` cells with the
/// reason, and notes recorded bugs that did not show.
fn apply_upstream_bugs(src: &str, rep: &mut report::Report) {
    for bug in upstream_bugs(src) {
        let mut seen = false;
        for row in rep.rows.iter_mut().filter(|r| r.function == bug.function) {
            if let Some(what) = row.mark_upstream_bug(bug.column) {
                seen = true;
                rep.upstream_bugs.push((
                    row.function.clone(),
                    row.subject.clone(),
                    what,
                    format!("recorded in the input: {}", bug.reason),
                ));
            } else if row.cell(bug.column) == report::Cell::UpstreamBug {
                // Recognized by the harness already (and listed with its reason).
                seen = true;
            }
        }
        if !seen {
            rep.notes.push(format!(
                "the upstream 19 bug recorded for @{} ({}) did not show in this run",
                bug.function, COLUMNS[bug.column]
            ));
        }
    }
}

/// The harness module with the input's data layout index width (so that every lowering lowers
/// both modules alike).
fn with_layout(harness: String, layout_bits: Option<u32>) -> String {
    match layout_bits {
        Some(b) => harness.replacen(
            "module {",
            &format!(
                "module attributes {{dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, {b} : i32>>}} {{"
            ),
            1,
        ),
        None => harness,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn upstream_bug_lines_are_read() {
        let bugs = super::upstream_bugs(
            "x\n// ABI-UPSTREAM-BUG: @use bare: why: because\n  // ABI-UPSTREAM-BUG: @f nope: x\n",
        );
        assert_eq!(bugs.len(), 1);
        assert_eq!(bugs[0].function, "use");
        assert_eq!(bugs[0].column, 4);
        assert_eq!(bugs[0].reason, "why: because");
    }

    #[test]
    fn bare_allocated_pointer_of_a_view_of_an_argument() {
        use super::descriptor::{ArgValues, Desc, Value};
        let desc = Desc {
            offset: 0,
            sizes: vec![4],
            strides: vec![1],
        };
        let args = ArgValues {
            values: vec![
                Value::Scalar(1),
                Value::Ranked {
                    desc: desc.clone(),
                    buf: 0,
                    pad: 48,
                },
                Value::Ranked {
                    desc,
                    buf: 1,
                    pad: 16,
                },
            ],
            buffers: vec![],
        };
        // A result allocated in buffer 0 under the default convention: under the bare one its
        // allocated pointer is the pointer argument 1 received.
        let p = super::bare_allocated_pointers("buf0+0", &args);
        assert_eq!(p, ["buf0+0", "buf0+48"]);
        // Fresh memory and globals keep their allocated pointer; nothing else is accepted.
        assert_eq!(super::bare_allocated_pointers("fresh", &args), ["fresh"]);
        assert!(!super::bare_allocated_pointers("buf1+0", &args).contains(&"buf0+48".to_string()));
    }
}
