//! Streaming `opt` (`irbridge::stream`) against the whole-module path: byte-identical output for
//! every corpus chunk `opt` accepts, with the empty pipeline and the lowering pipelines, with tiny
//! batches so that every input is streamed; the same diagnostics when an input has an error in the
//! middle; and generated modules through the CLI (`IRBRIDGE_STREAM`).

use irbridge::driver::{opt_buffer_with_passes, split_input, OptOptions};
use irbridge::pass::unique_names::reset_counter;
use irbridge::pass::{instantiate, parse_pipeline, PipelineElement};
use irbridge::stream::{opt_streaming, StreamConfig};
use std::path::{Path, PathBuf};
use std::process::Command;

const MARKER: &str = "// -----";

fn corpus(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(dir)
}

/// The `.mlir` files under `dir`, recursively, sorted.
fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![];
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Pass flags and `--pass-pipeline=...` as the pipeline they name.
fn elements(args: &[&str]) -> Vec<PipelineElement> {
    let mut out = vec![];
    for a in args {
        if let Some(p) = a.strip_prefix("--pass-pipeline=") {
            let Ok(PipelineElement::Nested { elements, .. }) =
                parse_pipeline(p.trim_matches(|c| c == '\'' || c == '"'))
            else {
                panic!("bad pipeline {p}")
            };
            out.extend(elements);
        } else if a.starts_with("--") && !a.contains("diagnostics") && !a.contains("unregistered") {
            let body = a.trim_start_matches('-');
            let (name, options) = body.split_once('=').unwrap_or((body, ""));
            out.push(PipelineElement::Pass {
                name: name.into(),
                options: options.into(),
            });
        }
    }
    out
}

/// Tallies of one comparison run.
#[derive(Default, Debug)]
struct Tally {
    /// Chunks the whole-module path accepts and that were streamed (and equal).
    streamed: usize,
    /// Chunks the whole-module path accepts that took the fallback, by reason.
    fallback: std::collections::BTreeMap<&'static str, usize>,
    /// Chunks the whole-module path rejects (streaming must refuse them too).
    rejected: usize,
}

/// Streams `text` with `cfg` and compares with the whole-module path.
fn compare(
    tally: &mut Tally,
    what: &str,
    text: &[u8],
    allow_unregistered: bool,
    pipeline: &[PipelineElement],
    cfg: &StreamConfig,
) {
    let opts = OptOptions {
        allow_unregistered,
        ..Default::default()
    };
    let mut scheduled = instantiate(&irbridge_lower::REGISTRY, pipeline).unwrap();
    // Each path numbers counted names (`assert_msg_N`) from the start, as a new process would.
    reset_counter();
    let whole = opt_buffer_with_passes("in.mlir", text, 0, &opts, &mut scheduled, true);
    reset_counter();
    let streamed = opt_streaming("in.mlir", text, &opts, pipeline, true, cfg);
    match (whole, streamed) {
        (Ok(w), Ok(s)) => {
            assert!(
                w == s,
                "{what}: streamed output differs\n--- whole\n{w}\n--- streamed\n{s}"
            );
            tally.streamed += 1;
        }
        (Ok(_), Err(why)) => *tally.fallback.entry(why).or_default() += 1,
        (Err(_), Ok(s)) => panic!("{what}: the whole module fails, streaming gave\n{s}"),
        (Err(_), Err(_)) => tally.rejected += 1,
    }
}

fn tiny(batch_bytes: usize) -> StreamConfig {
    StreamConfig {
        min_bytes: 0,
        batch_bytes,
        threads: 2,
        verbose: false,
        registry: irbridge_lower::REGISTRY,
    }
}

/// Each chunk of each file, as is (with the unregistered dialect allowed where the file needs it).
fn chunks(path: &Path) -> Vec<(String, Vec<u8>, bool)> {
    let src = std::fs::read(path).unwrap();
    let allow = String::from_utf8_lossy(&src).contains("allow-unregistered-dialect");
    split_input(&src, MARKER)
        .iter()
        .enumerate()
        .map(|(i, c)| (format!("{}#{i}", path.display()), c.text.to_vec(), allow))
        .collect()
}

#[test]
fn corpus_empty_pipeline_streams_identically() {
    let mut tally = Tally::default();
    for dir in ["parse", "llvm-dialect", "examples", "export", "lower"] {
        for f in mlir_files(&corpus(dir)) {
            for (what, text, allow) in chunks(&f) {
                compare(&mut tally, &what, &text, allow, &[], &tiny(1));
            }
        }
    }
    eprintln!("{tally:?}");
    // Most accepted chunks must really have been streamed, or the comparison proves nothing.
    let fallback: usize = tally.fallback.values().sum();
    assert!(
        tally.streamed > 400 && tally.streamed > 4 * fallback,
        "{tally:?}"
    );
}

/// The pipeline a lowering corpus file is run with: its `RUN-ARGS` or `PIPELINE` header, or its
/// group's pass.
fn lowering_pipeline(path: &Path, src: &str) -> Vec<PipelineElement> {
    let first = src.lines().next().unwrap_or_default();
    if let Some(args) = first.strip_prefix("// RUN-ARGS:") {
        let words = irbridge::io::words::shell_words(args);
        return elements(&words.iter().map(String::as_str).collect::<Vec<_>>());
    }
    if let Some(line) = src.lines().find_map(|l| l.strip_prefix("// PIPELINE:")) {
        return elements(&[&format!("--pass-pipeline={}", line.trim())]);
    }
    let group = path.parent().and_then(|p| p.file_name()).unwrap();
    let pass = match group.to_string_lossy().as_ref() {
        "arith" => "--convert-arith-to-llvm",
        "index" => "--convert-index-to-llvm",
        "complex" => "--convert-complex-to-llvm",
        "expand-strided-metadata" => "--expand-strided-metadata",
        _ => "--finalize-memref-to-llvm",
    };
    elements(&[pass])
}

#[test]
fn corpus_lowering_pipelines_stream_identically() {
    let full = elements(&["--convert-to-llvm", "--reconcile-unrealized-casts"]);
    let mut tally = Tally::default();
    let mut tally_full = Tally::default();
    for dir in ["lower", "examples"] {
        for f in mlir_files(&corpus(dir)) {
            let src = std::fs::read_to_string(&f).unwrap();
            let own = lowering_pipeline(&f, &src);
            for (what, text, allow) in chunks(&f) {
                compare(&mut tally, &what, &text, allow, &own, &tiny(1));
                compare(&mut tally_full, &what, &text, allow, &full, &tiny(1));
            }
        }
    }
    eprintln!("own pipelines: {tally:?}\nconvert-to-llvm: {tally_full:?}");
    for t in [&tally, &tally_full] {
        // Module-level pipelines (`--inline`, `--symbol-dce`, ...) fall back by design; of the
        // chunks whose pipeline streaming could take, most must stream.
        let fallback: usize = t
            .fallback
            .iter()
            .filter(|(why, _)| **why != "pipeline not known to be function-local")
            .map(|(_, n)| n)
            .sum();
        assert!(t.streamed > 100 && t.streamed > 2 * fallback, "{t:?}");
    }
}

fn irbridge() -> Command {
    Command::new(env!("CARGO_BIN_EXE_irbridge"))
}

fn gen(dir: &Path, size: &str, seed: u64) -> PathBuf {
    let p = dir.join(format!("gen-{size}-{seed}.mlir"));
    let st = irbridge()
        .args(["gen", "--size", size, "--seed", &seed.to_string(), "-o"])
        .arg(&p)
        .status()
        .unwrap();
    assert!(st.success());
    p
}

/// `irbridge opt ARGS FILE` with `IRBRIDGE_STREAM=stream`: exit status, stdout, stderr.
fn opt(stream: &str, args: &[&str], file: &Path) -> (bool, String, String) {
    let out = irbridge()
        .env("IRBRIDGE_STREAM", stream)
        .arg("opt")
        .args(args)
        .arg(file)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn generated_modules_stream_identically() {
    let dir = tempfile::tempdir().unwrap();
    let pipelines: [&[&str]; 3] = [
        &[],
        &["--convert-to-llvm", "--reconcile-unrealized-casts"],
        &[
            "--convert-func-to-llvm",
            "--convert-cf-to-llvm",
            "--finalize-memref-to-llvm",
            "--convert-arith-to-llvm",
            "--reconcile-unrealized-casts",
        ],
    ];
    for (size, seed, batch) in [("40k", 1, "1"), ("120k", 2, "10000"), ("200k", 7, "50000")] {
        let f = gen(dir.path(), size, seed);
        for p in pipelines {
            let (ok_w, whole, _) = opt("off", p, &f);
            let cfg = format!("min=0,batch={batch},verbose");
            let (ok_s, streamed, err) = opt(&cfg, p, &f);
            assert!(ok_w && ok_s, "{size} {seed} {p:?}: {err}");
            assert!(err.contains(": streamed"), "{size} {seed} {p:?}: {err}");
            assert!(
                whole == streamed,
                "{size} seed {seed} {p:?}: streamed output differs"
            );
        }
    }
}

/// Generated module with an error put into a function in the middle.
fn with_error(src: &str, edit: impl Fn(&str) -> String) -> String {
    let funcs: Vec<usize> = src
        .match_indices("\n  func.func @")
        .map(|(i, _)| i)
        .collect();
    let at = funcs[funcs.len() / 2] + 1;
    let end = at + src[at..].find("\n  }\n").unwrap();
    format!("{}{}{}", &src[..at], edit(&src[at..end]), &src[end..])
}

#[test]
fn errors_in_the_middle_give_the_whole_module_diagnostics() {
    let dir = tempfile::tempdir().unwrap();
    let f = gen(dir.path(), "60k", 3);
    let src = std::fs::read_to_string(&f).unwrap();
    let cases: Vec<(&str, String)> = vec![
        // A verifier error inside a function body (a return without its operand).
        (
            "verifier",
            with_error(&src, |body| {
                body.replacen("    return %", "    return // %", 1)
            }),
        ),
        // A parse error.
        (
            "parse",
            with_error(&src, |body| body.replacen("arith.", "arith.nosuchop", 1)),
        ),
        // A call to an undefined function.
        (
            "symbol use",
            with_error(&src, |body| {
                body.replacen('\n', "\n    func.call @nowhere() : () -> ()\n", 1)
            }),
        ),
        // A symbol defined twice (module level: only the skeleton sees it).
        (
            "redefinition",
            with_error(&src, |body| {
                format!("  func.func @f0{}", &body[body.find('(').unwrap()..])
            }),
        ),
    ];
    for (what, text) in cases {
        let p = dir.path().join(format!("{}.mlir", what.replace(' ', "_")));
        std::fs::write(&p, &text).unwrap();
        for pipeline in [&[][..], &["--convert-to-llvm"][..]] {
            let (ok_w, out_w, err_w) = opt("off", pipeline, &p);
            let (ok_s, out_s, err_s) = opt("min=0,batch=2000", pipeline, &p);
            assert!(!ok_w, "{what}: the edit did not make the input invalid");
            assert!(err_w.contains("error:"), "{what}: {err_w}");
            assert_eq!((ok_w, &out_w, &err_w), (ok_s, &out_s, &err_s), "{what}");
            // And the streaming attempt really ran and refused.
            let (_, _, verbose) = opt("min=0,batch=2000,verbose", pipeline, &p);
            assert!(
                verbose.contains("whole module (a batch")
                    || verbose.contains("whole module (the skeleton"),
                "{what}: {verbose}"
            );
        }
    }
}

/// `irbridge opt FILE -o OUT` with `IRBRIDGE_STREAM=stream`: exit status and stderr.
fn opt_to_file(stream: &str, file: &Path, out: &Path) -> (bool, String) {
    let o = irbridge()
        .env("IRBRIDGE_STREAM", stream)
        .arg("opt")
        .arg(file)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    (o.status.success(), String::from_utf8(o.stderr).unwrap())
}

#[test]
fn output_files_are_written_as_batches_come() {
    let dir = tempfile::tempdir().unwrap();
    let f = gen(dir.path(), "120k", 6);
    let (ok, whole, _) = opt("off", &[], &f);
    assert!(ok);
    let out = dir.path().join("out.mlir");
    let (ok, err) = opt_to_file("min=0,batch=5000,verbose", &f, &out);
    assert!(ok, "{err}");
    assert!(err.contains(": streamed into the output file"), "{err}");
    assert!(std::fs::read_to_string(&out).unwrap() == whole);
    // An input that fails halfway (after batches were written) leaves an existing output as it
    // was, gives the whole-module diagnostics, and no temporary file behind.
    let src = std::fs::read_to_string(&f).unwrap();
    let bad = dir.path().join("bad.mlir");
    std::fs::write(
        &bad,
        with_error(&src, |body| body.replacen("arith.", "arith.nosuchop", 1)),
    )
    .unwrap();
    std::fs::write(&out, "old contents").unwrap();
    let (ok_w, _, err_w) = opt("off", &[], &bad);
    let (ok_s, err_s) = opt_to_file("min=0,batch=5000,verbose", &bad, &out);
    assert!(!ok_w && !ok_s);
    assert!(err_s.contains("whole module (a batch"), "{err_s}");
    assert!(err_s.ends_with(&err_w), "{err_s}\n---\n{err_w}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "old contents");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with(".irbridge-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    // A new output file is created only on success.
    let fresh = dir.path().join("fresh.mlir");
    let (ok, _) = opt_to_file("min=0,batch=5000", &bad, &fresh);
    assert!(!ok && !fresh.exists());
}

#[test]
fn split_input_file_streams_each_chunk() {
    let dir = tempfile::tempdir().unwrap();
    let a = std::fs::read_to_string(gen(dir.path(), "30k", 4)).unwrap();
    let b = std::fs::read_to_string(gen(dir.path(), "30k", 5)).unwrap();
    let p = dir.path().join("split.mlir");
    std::fs::write(&p, format!("{a}// -----\n{b}")).unwrap();
    let args = ["--split-input-file", "--convert-to-llvm"];
    let (ok_w, whole, _) = opt("off", &args, &p);
    let (ok_s, streamed, err) = opt("min=0,batch=3000,verbose", &args, &p);
    assert!(ok_w && ok_s);
    assert_eq!(err.matches(": streamed").count(), 2, "{err}");
    assert!(whole == streamed);
}

#[test]
fn config_from_the_environment_variable() {
    assert!(StreamConfig::parse(Some("off")).is_none());
    let d = StreamConfig::parse(None).unwrap();
    assert_eq!(
        (d.min_bytes, d.batch_bytes, d.threads),
        (4 << 20, 512 << 10, 0)
    );
    let c = StreamConfig::parse(Some("min=0, batch=7,threads=3,verbose")).unwrap();
    assert_eq!(
        (c.min_bytes, c.batch_bytes, c.threads, c.verbose),
        (0, 7, 3, true)
    );
}

/// Aliases first used in different batches, in orders that make each batch number them otherwise
/// than the whole module does (`#loop_annotation` in one batch is `#loop_annotation3` in the
/// module), nested ones, and TBAA chains: streamed with every batch size, and equal. A `distinct`
/// attribute (numbered across the whole module) still takes the whole-module path.
#[test]
fn aliases_are_numbered_for_the_whole_module() {
    let annotations = [
        "#llvm.loop_annotation<unroll = #llvm.loop_unroll<count = 4 : i32>, mustProgress = true>",
        "#llvm.loop_annotation<mustProgress = true>",
        "#llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>>",
        "#llvm.loop_annotation<vectorize = #llvm.loop_vectorize<width = 4 : i32>, unroll = #llvm.loop_unroll<count = 4 : i32>>",
        "#llvm.loop_annotation<disableNonforced = true>",
    ];
    let root = "#llvm.tbaa_root<id = \"r\">";
    let tags = [
        format!("#llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = \"int\", members = {{<{root}, 0>}}>, access_type = #llvm.tbaa_type_desc<id = \"int\", members = {{<{root}, 0>}}>, offset = 0>"),
        format!("#llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = \"long\", members = {{<{root}, 0>}}>, access_type = #llvm.tbaa_type_desc<id = \"long\", members = {{<{root}, 0>}}>, offset = 0>"),
    ];
    let mut text = String::from("module {\n");
    for i in 0..40 {
        let a = annotations[(i * 3 + i / 7) % annotations.len()];
        let tag = &tags[(i / 3) % 2];
        // Earlier uses of other aliases move the annotation's first visit within the batch.
        let before: String = (0..i % 4)
            .map(|k| {
                let other = annotations[(i + k + 1) % annotations.len()];
                format!("    llvm.cond_br %n, ^bb1, ^bb1 {{loop_annotation = {other}}}\n  ^bb1:\n")
                    .replace("bb1", &format!("bb{}", 10 + k))
            })
            .collect();
        text.push_str(&format!(
            "  llvm.func @f{i}(%p: !llvm.ptr, %n: i1) {{\n{before}    llvm.br ^bb1\n  ^bb1:\n    \
             %v = llvm.load %p {{tbaa = [{tag}]}} : !llvm.ptr -> i32\n    \
             llvm.cond_br %n, ^bb1, ^bb2 {{loop_annotation = {a}}}\n  ^bb2:\n    llvm.return\n  }}\n"
        ));
    }
    text.push_str("}\n");
    let mut tally = Tally::default();
    for batch in [1, 300, 1000, 4000] {
        compare(
            &mut tally,
            "aliases",
            text.as_bytes(),
            false,
            &[],
            &tiny(batch),
        );
    }
    assert_eq!(tally.streamed, 4, "{tally:?}");
    let distinct = text.replacen(
        "mustProgress = true>}",
        "mustProgress = true, parallelAccesses = #llvm.access_group<id = distinct[0]<>>>}",
        1,
    );
    assert_ne!(distinct, text);
    let mut tally = Tally::default();
    compare(
        &mut tally,
        "distinct",
        distinct.as_bytes(),
        false,
        &[],
        &tiny(1),
    );
    assert_eq!(tally.fallback.values().sum::<usize>(), 1, "{tally:?}");
}

/// Strings `vector.print` and `cf.assert` lowerings put in globals named from one counter
/// (`vector_print_str`, `vector_print_str_0`, `assert_msg_1`, ...), made in two pipeline elements
/// by every batch: streamed with one function per batch, named as the whole module names them, and
/// the module-start ops in its order. An input symbol the numbering could give takes the
/// whole-module path.
#[test]
fn counted_string_globals_are_numbered_for_the_whole_module() {
    let mut text = String::from("module {\n");
    for i in 0..12 {
        text.push_str(&format!(
            "  func.func @f{i}(%v: vector<2xf32>, %c: i1) {{\n    vector.print str \"v{i} = \"\n    vector.print %v : vector<2xf32>\n"
        ));
        if i % 3 != 1 {
            text.push_str(&format!("    cf.assert %c, \"check {i}\"\n"));
        }
        if i % 4 == 2 {
            text.push_str("    vector.print str \"again\"\n");
        }
        text.push_str("    return\n  }\n");
    }
    text.push_str("}\n");
    let pipeline = elements(&[
        "--convert-vector-to-llvm",
        "--convert-to-llvm",
        "--reconcile-unrealized-casts",
    ]);
    for batch in [1, 300, 100_000] {
        let mut tally = Tally::default();
        compare(
            &mut tally,
            "strings",
            text.as_bytes(),
            false,
            &pipeline,
            &tiny(batch),
        );
        assert_eq!(tally.streamed, 1, "batch {batch}: {tally:?}");
    }
    let clash = text.replace("@f5(", "@vector_print_str_3(");
    let mut tally = Tally::default();
    compare(
        &mut tally,
        "clash",
        clash.as_bytes(),
        false,
        &pipeline,
        &tiny(1),
    );
    assert_eq!(tally.streamed, 0, "{tally:?}");
    assert_eq!(tally.fallback.len(), 1, "{tally:?}");
}
