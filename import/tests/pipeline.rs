//! The parallel pipeline (C-API facts on a second thread), the lazy one (one LLVM parse, bodies
//! converted on request) and the streamed one (two threads, text in batches) give exactly what the
//! plain one gives: the printed module (with and without debug info,
//! generic form), the warnings, and the diagnostics, on every `corpus/import` input and on the
//! `corpus/c` programs compiled by clang 19 (at -O0, -O2 with debug info, and as bitcode). Small
//! inputs are forced through them (the CLI uses them from 1 MiB on), the streamed one with tiny
//! batches (one function each), and so is the lazy one printing along with the writing.

use irbridge::diag::Diagnostic;
use irbridge::print::PrintFlags;
use irbridge::stream::StreamConfig;
use irbridge_import::{ImportOptions, Imported, Pipeline};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The files of the repository directory `dir` with extension `ext`, sorted.
fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<_> = std::fs::read_dir(root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    out
}

/// Everything an import result shows a user: printed forms, warnings, diagnostics.
fn render(r: &Result<Imported, Vec<Diagnostic>>) -> String {
    let diags = |ds: &[Diagnostic]| {
        ds.iter()
            .map(|d| format!("{:?} {:?}: {}\n", d.severity, d.loc, d.message))
            .collect::<String>()
    };
    match r {
        Ok(m) => {
            let dbg = PrintFlags {
                generic: false,
                debuginfo: true,
                local_scope: false,
                ..Default::default()
            };
            let generic = PrintFlags {
                generic: true,
                debuginfo: false,
                local_scope: false,
                ..Default::default()
            };
            format!(
                "{}\n--- debuginfo\n{}\n--- generic\n{}\n--- warnings\n{}",
                m.print(PrintFlags::default()),
                m.print(dbg),
                m.print(generic),
                diags(&m.warnings)
            )
        }
        Err(ds) => format!("error\n{}", diags(ds)),
    }
}

fn diags_text(ds: &[Diagnostic]) -> String {
    ds.iter()
        .map(|d| format!("{:?} {:?}: {}\n", d.severity, d.loc, d.message))
        .collect()
}

/// An import printed with `flags`, its warnings, or its diagnostics.
fn printed(r: Result<Imported, Vec<Diagnostic>>, flags: PrintFlags) -> String {
    printed_result(r.map(|m| (m.print(flags), m.warnings)))
}

fn printed_result(r: Result<(String, Vec<Diagnostic>), Vec<Diagnostic>>) -> String {
    match r {
        Ok((out, warnings)) => format!("{out}\n--- warnings\n{}", diags_text(&warnings)),
        Err(ds) => format!("error\n{}", diags_text(&ds)),
    }
}

/// Compares the pipelines on one input; returns a failure line, and whether the streamed pipeline
/// produced the result itself (rather than handing over to the plain one). Counts in `lazy_itself`
/// the runs the lazy pipeline did itself (it hands over to the parallel one by design on bitcode
/// and debug information).
fn compare(name: &str, bytes: &[u8], failures: &mut Vec<String>, lazy_itself: &mut usize) -> bool {
    let mut streamed_itself = true;
    for expensive_warnings in [false, true] {
        let opts = ImportOptions {
            expensive_warnings,
            ..Default::default()
        };
        let plain = irbridge_import::from_bytes_in(name, bytes, opts, Pipeline::Plain);
        let want = render(&plain);
        if irbridge_import::try_lazy(name, bytes, opts).is_some() {
            *lazy_itself += 1;
            // The lazy pipeline printing along: one function per batch, and a few per batch.
            let flags = PrintFlags::default();
            let want = printed_result(irbridge_import::from_bytes_printed_in(
                name,
                bytes,
                opts,
                flags,
                Pipeline::Plain,
            ));
            for batch_bytes in [1, 4096] {
                let cfg = StreamConfig {
                    min_bytes: 0,
                    batch_bytes,
                    threads: 0,
                    verbose: false,
                    ..Default::default()
                };
                match irbridge_import::try_lazy_printed(name, bytes, opts, flags, cfg) {
                    Some(r) => {
                        let got = printed_result(r);
                        if got != want {
                            failures.push(format!(
                                "{name} (batch {batch_bytes}, warnings {expensive_warnings}): lazy printing along differs from plain\n{}",
                                first_difference(&want, &got)
                            ));
                        }
                    }
                    // Alias scopes and access groups (`distinct[N]`) are printed as a whole, by
                    // design.
                    None if ["!alias.scope", "!llvm.access.group"]
                        .iter()
                        .any(|k| String::from_utf8_lossy(bytes).contains(k)) => {}
                    // `llvm.mlir.global_ctors`/`dtors` want their functions defined, which the
                    // streamed printer's skeleton (bodies cut) does not show: such a module is
                    // printed whole (a limit of `irbridge::stream`, not of the import).
                    None if ["@llvm.global_ctors", "@llvm.global_dtors"]
                        .iter()
                        .any(|k| String::from_utf8_lossy(bytes).contains(k)) => {}
                    None => failures.push(format!(
                        "{name} (batch {batch_bytes}): the lazy pipeline did not print along"
                    )),
                }
            }
        }
        let lazy = irbridge_import::from_bytes_in(name, bytes, opts, Pipeline::Lazy);
        if render(&lazy) != want {
            failures.push(format!(
                "{name} (warnings {expensive_warnings}): lazy differs from plain\n{}",
                first_difference(&want, &render(&lazy))
            ));
        }
        for batch_bytes in [1, 4096] {
            match irbridge_import::try_streamed(name, bytes, opts, batch_bytes) {
                Some(r) => {
                    let got = render(&r);
                    if got != want {
                        failures.push(format!(
                            "{name} (batch {batch_bytes}, warnings {expensive_warnings}): streamed differs from plain\n{}",
                            first_difference(&want, &got)
                        ));
                    }
                }
                None => {
                    streamed_itself = false;
                    // It hands over only where the plain pipeline reports an importer bug.
                    if plain.is_ok() {
                        failures.push(format!(
                            "{name} (batch {batch_bytes}): streamed pipeline gave up on an input the plain one imports"
                        ));
                    }
                }
            }
            let via = irbridge_import::from_bytes_in(
                name,
                bytes,
                opts,
                Pipeline::Streamed { batch_bytes },
            );
            if render(&via) != want {
                failures.push(format!(
                    "{name} (batch {batch_bytes}): from_bytes_in(Streamed) differs from plain"
                ));
            }
        }
        // Import and print in one call (the CLI's), the verifier next to the printer.
        for pipeline in [
            Pipeline::Plain,
            Pipeline::Parallel,
            Pipeline::Lazy,
            Pipeline::Streamed { batch_bytes: 1 },
        ] {
            for flags in [
                PrintFlags::default(),
                PrintFlags {
                    generic: false,
                    debuginfo: true,
                    local_scope: false,
                    ..Default::default()
                },
            ] {
                let want = printed(
                    irbridge_import::from_bytes_in(name, bytes, opts, Pipeline::Plain),
                    flags,
                );
                let got = printed_result(irbridge_import::from_bytes_printed_in(
                    name, bytes, opts, flags, pipeline,
                ));
                if got != want {
                    failures.push(format!(
                        "{name} ({pipeline:?}, {flags:?}): from_bytes_printed_in differs from plain\n{}",
                        first_difference(&want, &got)
                    ));
                }
            }
        }
        let parallel = irbridge_import::from_bytes_in(name, bytes, opts, Pipeline::Parallel);
        let got = render(&parallel);
        if got != want {
            failures.push(format!(
                "{name} (warnings {expensive_warnings}): parallel differs from plain\n{}",
                first_difference(&want, &got)
            ));
        }
    }
    streamed_itself
}

fn first_difference(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  plain: {x}\n  other: {y}", i + 1);
        }
    }
    format!(
        "one is a prefix of the other ({} vs {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

#[test]
fn streamed_equals_plain_on_import_corpus() {
    let inputs = files("corpus/import", "ll");
    assert!(
        inputs.len() >= 20,
        "corpus/import has {} inputs",
        inputs.len()
    );
    let mut failures = vec![];
    let mut streamed = 0;
    let mut lazy = 0;
    for ll in &inputs {
        let name = ll.file_name().unwrap().to_string_lossy().to_string();
        let bytes = std::fs::read(ll).unwrap();
        if compare(&name, &bytes, &mut failures, &mut lazy) {
            streamed += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Most inputs have no debug information: the lazy pipeline must have run on them itself.
    assert!(lazy > inputs.len(), "lazy pipeline ran itself {lazy} times");
    // Every input the plain pipeline imports or rejects as input is handled by the streamed one.
    assert_eq!(
        streamed,
        inputs.len(),
        "inputs handed over to the plain pipeline"
    );
}

#[test]
fn streamed_equals_plain_on_c_programs() {
    let programs = files("corpus/c", "c");
    assert!(programs.len() >= 10);
    let tmp = tempfile::tempdir().unwrap();
    let mut failures = vec![];
    let mut compiled = 0;
    let mut lazy = 0;
    for c in &programs {
        let stem = c.file_stem().unwrap().to_string_lossy().to_string();
        for (tag, args) in [
            ("O0.ll", &["-S", "-emit-llvm", "-O0"][..]),
            ("O2g.ll", &["-S", "-emit-llvm", "-O2", "-g"][..]),
            ("O1.bc", &["-c", "-emit-llvm", "-O1"][..]),
        ] {
            let out = tmp.path().join(format!("{stem}.{tag}"));
            let st = Command::new("clang-19")
                .args(args)
                .arg("-w")
                .arg(c)
                .arg("-o")
                .arg(&out)
                .status()
                .expect("clang-19 runs");
            assert!(st.success(), "clang-19 failed on {}", c.display());
            let bytes = std::fs::read(&out).unwrap();
            compiled += 1;
            let name = format!("{stem}.{tag}");
            if !compare(&name, &bytes, &mut failures, &mut lazy) {
                failures.push(format!("{name}: handed over to the plain pipeline"));
            }
        }
    }
    assert_eq!(compiled, programs.len() * 3);
    // Twice (with and without expensive warnings) for each -O0 text, never for the others.
    assert_eq!(
        lazy,
        programs.len() * 2,
        "lazy pipeline ran itself {lazy} times"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A batch size that cuts the module into many chunks really does: the functions of a program end
/// up in one module, in order, whatever the batch size.
#[test]
fn many_batches_keep_module_order() {
    let mut ll = String::from("target triple = \"x86_64-pc-linux-gnu\"\n@g = global i32 7\n");
    for i in 0..40 {
        ll.push_str(&format!(
            "define i32 @f{i}(i32 %x) {{\n  %v = load i32, ptr @g\n  %s = add i32 %x, %v\n  %t = call i32 @f{}(i32 %s)\n  ret i32 %t\n}}\n",
            (i + 1) % 40
        ));
    }
    let plain = irbridge_import::from_bytes_in(
        "many.ll",
        ll.as_bytes(),
        Default::default(),
        Pipeline::Plain,
    )
    .ok()
    .unwrap()
    .print(PrintFlags::default());
    let order: Vec<usize> = plain
        .match_indices("llvm.func @f")
        .map(|(i, _)| i)
        .collect();
    assert_eq!(order.len(), 40);
    for batch_bytes in [1, 200, 1000, usize::MAX] {
        let got = irbridge_import::try_streamed(
            "many.ll",
            ll.as_bytes(),
            Default::default(),
            batch_bytes,
        )
        .expect("streamed")
        .ok()
        .unwrap()
        .print(PrintFlags::default());
        assert_eq!(got, plain, "batch {batch_bytes}");
    }
}

/// A module of at least `PARALLEL_MIN_BYTES` (and the number of functions in it).
fn large_module() -> (String, usize) {
    let mut ll = String::from("@tab = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n");
    let mut i = 0;
    while ll.len() < irbridge_import::PARALLEL_MIN_BYTES {
        ll.push_str(&format!(
            "define i64 @f{i}(i32 %n) {{\nentry:\n  %p = getelementptr [4 x i32], ptr @tab, i32 0, i32 %n\n  %v = load i32, ptr %p\n  %w = sext i32 %v to i64\n  %c = icmp slt i64 %w, {i}\n  br i1 %c, label %a, label %b\na:\n  %x = mul i64 %w, 3\n  ret i64 %x\nb:\n  ret i64 {i}\n}}\n"
        ));
        i += 1;
    }
    (ll, i)
}

/// `from_bytes` picks the lazy pipeline from `PARALLEL_MIN_BYTES` on (which runs itself on this
/// input); its result on such an input is the plain pipeline's.
#[test]
fn large_input_default_pipeline_equals_plain() {
    let (ll, i) = large_module();
    if std::env::var_os("IRBRIDGE_IMPORT_PIPELINE").is_none() {
        assert_eq!(irbridge_import::pipeline_for(ll.len()), Pipeline::Lazy);
    }
    assert!(irbridge_import::try_lazy("large.ll", ll.as_bytes(), Default::default()).is_some());
    let plain = irbridge_import::from_bytes_in(
        "large.ll",
        ll.as_bytes(),
        Default::default(),
        Pipeline::Plain,
    )
    .ok()
    .unwrap()
    .print(PrintFlags::default());
    let default = irbridge_import::from_bytes("large.ll", ll.as_bytes(), Default::default())
        .ok()
        .unwrap()
        .print(PrintFlags::default());
    assert_eq!(plain.matches("llvm.func @f").count(), i);
    assert!(default == plain, "default pipeline differs from plain");
}

/// On large inputs LLVM's parse errors and LLVM verifier rejections come out of every pipeline as
/// from the plain one (same message, same position).
#[test]
fn large_invalid_inputs_give_plain_diagnostics() {
    let (ll, _) = large_module();
    let parse_error = format!("{ll}define void @bad() {{\n  ret void %nope\n}}\n");
    let verifier_error = format!("{ll}define void @bad() {{\nentry:\n  br label %entry\n}}\n");
    for (what, input) in [("parse", &parse_error), ("verifier", &verifier_error)] {
        let plain = render(&irbridge_import::from_bytes_in(
            "large.ll",
            input.as_bytes(),
            Default::default(),
            Pipeline::Plain,
        ));
        assert!(
            plain.starts_with("error\n"),
            "{what}: plain pipeline accepts it"
        );
        for pipeline in [
            Pipeline::Parallel,
            Pipeline::Lazy,
            Pipeline::Streamed {
                batch_bytes: 1 << 16,
            },
        ] {
            let got = render(&irbridge_import::from_bytes_in(
                "large.ll",
                input.as_bytes(),
                Default::default(),
                pipeline,
            ));
            assert_eq!(got, plain, "{what} error through {pipeline:?}");
            if matches!(pipeline, Pipeline::Streamed { .. }) {
                continue;
            }
            let printed = printed_result(irbridge_import::from_bytes_printed_in(
                "large.ll",
                input.as_bytes(),
                Default::default(),
                PrintFlags::default(),
                pipeline,
            ));
            assert_eq!(
                printed, plain,
                "{what} error through from_bytes_printed_in({pipeline:?})"
            );
        }
    }
}

/// From 4 MB on, the parallel pipeline hands the generated text to `irbridge::stream` (built,
/// verified and printed by batches, as `irbridge opt` does) when printing: the output must be the
/// plain pipeline's, with and without locations (locations take the whole-module path).
#[test]
fn large_input_printed_by_batches_equals_plain() {
    let (one, _) = large_module();
    let mut ll = one.clone();
    let mut k = 0;
    while ll.len() < (4 << 20) + (1 << 20) {
        // More functions of the same shape, renamed.
        // With loop metadata of three kinds, first met in another order in each copy: alias
        // definitions the batches number for themselves and the assembly for the whole module.
        let loops = [(k % 3) * 2, ((k + 1) % 3) * 2];
        ll.push_str(
            &one.lines()
                .skip(1)
                .enumerate()
                .map(|(n, l)| {
                    l.replace("define i64 @f", &format!("define i64 @g{k}_"))
                        .replace(
                            "label %b",
                            &format!("label %b, !llvm.loop !{}", loops[n % 2]),
                        )
                })
                .collect::<Vec<_>>()
                .join("\n"),
        );
        ll.push('\n');
        k += 1;
    }
    ll.push_str(
        "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.mustprogress\"}\n\
         !2 = distinct !{!2, !3}\n!3 = !{!\"llvm.loop.unroll.disable\"}\n\
         !4 = distinct !{!4, !5}\n!5 = !{!\"llvm.loop.unroll.count\", i32 4}\n",
    );
    for flags in [
        PrintFlags::default(),
        PrintFlags {
            generic: false,
            debuginfo: true,
            local_scope: false,
            ..Default::default()
        },
    ] {
        let want = printed(
            irbridge_import::from_bytes_in(
                "large.ll",
                ll.as_bytes(),
                Default::default(),
                Pipeline::Plain,
            ),
            flags,
        );
        let got = printed_result(irbridge_import::from_bytes_printed_in(
            "large.ll",
            ll.as_bytes(),
            Default::default(),
            flags,
            Pipeline::Parallel,
        ));
        assert!(
            got == want,
            "{flags:?}: printed by batches differs from plain\n{}",
            first_difference(&want, &got)
        );
        assert!(got.contains("\n#loop_annotation2 = "), "{}", &got[..2000]);
    }
}

/// Bitcode LLVM cannot read (the fuzz regressions that once ended the process through LLVM's
/// default error handler): every pipeline reports it as the plain one does. The parallel pipeline
/// reads the C-API facts next to llvm-ir's checked parse, so its own bitcode read must not end the
/// process either.
#[test]
fn unreadable_bitcode_through_every_pipeline() {
    let inputs = files("fuzz/regressions/import_ll", "bc");
    assert!(!inputs.is_empty());
    for p in inputs {
        let bytes = std::fs::read(&p).unwrap();
        let plain = render(&irbridge_import::from_bytes_in(
            "in.bc",
            &bytes,
            Default::default(),
            Pipeline::Plain,
        ));
        for pipeline in [
            Pipeline::Parallel,
            Pipeline::Lazy,
            Pipeline::Streamed { batch_bytes: 1 },
        ] {
            let got = render(&irbridge_import::from_bytes_in(
                "in.bc",
                &bytes,
                Default::default(),
                pipeline,
            ));
            assert_eq!(got, plain, "{} through {pipeline:?}", p.display());
        }
    }
}
