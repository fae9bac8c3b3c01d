//! Golden tests for `finalize-memref-to-llvm` and `expand-strided-metadata` over
//! `corpus/lower/{memref,expand-strided-metadata}/*.mlir`.
//!
//! Each input file is split on `// -----`; every chunk runs through the pipeline(s) the file names:
//! the first line `// RUN-ARGS: --<pass>` (suffix `out`, shared with `tests/lower_corpus.rs`) and
//! `// PIPELINE <suffix>: <pipeline>` lines for variants; the joined outputs must equal
//! `<file>.<suffix>` byte for byte. `UPDATE_EXPECT=1` rewrites the expected files (review the diff).
//!
//! Upstream check: when `mlir-opt` 19 is installed (`/usr/lib/llvm-19/bin` or `MLIR_OPT`), the same
//! pipeline is run by upstream, and both upstream's output and ours are printed in generic form by
//! `mlir-opt` 19 and compared chunk by chunk; this also proves our output parses upstream. Chunks where
//! upstream is known to differ are listed in [`KNOWN_UPSTREAM_DIFFERENCES`] with the reason.

mod common;

use common::pipe;
use std::path::{Path, PathBuf};

/// (file, chunk number from 1, suffix, why upstream's output differs).
const KNOWN_UPSTREAM_DIFFERENCES: &[(&str, usize, &str, &str)] = &[];

fn corpus_dir(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/lower")
        .join(folder)
}

fn mlir_opt() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("MLIR_OPT") {
        return Some(PathBuf::from(p));
    }
    let p = PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt");
    p.exists().then_some(p)
}

/// The `(suffix, pipeline)` pairs a file asks for: the first line `// RUN-ARGS: --<pass> ...` (the
/// convention of `tests/lower_corpus.rs`, which checks `<file>.out` too) gives suffix `out`, and each
/// `// PIPELINE <suffix>: <pipeline>` line adds a variant (other options, composed passes).
fn pipelines(src: &str, pass: &str) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = vec![];
    if let Some(args) = src
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// RUN-ARGS:"))
    {
        let args: Vec<&str> = args.split_whitespace().collect();
        let p = match args.iter().find_map(|a| a.strip_prefix("--pass-pipeline=")) {
            Some(p) => p.trim_matches('\'').to_string(),
            None => {
                let names: Vec<&str> = args.iter().filter_map(|a| a.strip_prefix("--")).collect();
                format!("builtin.module({})", names.join(","))
            }
        };
        v.push(("out".into(), p));
    }
    v.extend(
        src.lines()
            .filter_map(|l| l.strip_prefix("// PIPELINE "))
            .filter_map(|l| {
                let (suffix, p) = l.split_once(':')?;
                Some((suffix.trim().to_string(), p.trim().to_string()))
            }),
    );
    if v.is_empty() {
        v.push(("out".into(), format!("builtin.module({pass})")));
    }
    v
}

/// Runs irbridge on each chunk; output chunks joined as `mlir-opt --split-input-file` joins them.
fn run_irbridge(file: &str, src: &str, pipeline: &str) -> Vec<String> {
    export::register_passes();
    let opts = irbridge::driver::OptOptions::default();
    irbridge::driver::split_input(src.as_bytes(), "// -----")
        .into_iter()
        .map(|c| {
            // The outermost `builtin.module(...)` anchor is the top-level module itself.
            let el = irbridge::pass::parse_pipeline(pipeline).expect("pipeline parses");
            let irbridge::pass::PipelineElement::Nested { elements, .. } = el else {
                panic!("pipeline must be anchored on builtin.module: {pipeline}")
            };
            let mut sched = irbridge::pass::instantiate(&elements).expect("passes exist");
            match irbridge::driver::opt_buffer_with_passes(
                file,
                c.text,
                c.line_offset,
                &opts,
                &mut sched,
                true,
            ) {
                Ok(s) => s,
                Err(ds) => {
                    let mut sm = irbridge::diag::SourceMgr::default();
                    sm.add(file, src.as_bytes());
                    let msg: String = ds.iter().map(|d| sm.render(d)).collect();
                    panic!("{file}: pipeline {pipeline} failed:\n{msg}")
                }
            }
        })
        .collect()
}

/// Chunks joined as `irbridge opt --split-input-file` prints them (a blank line before each marker),
/// the format `tests/lower_corpus.rs` expects of the same `.out` files.
fn join(chunks: &[String]) -> String {
    let parts: Vec<String> = chunks
        .iter()
        .map(|c| {
            let mut c = c.clone();
            if !c.ends_with('\n') {
                c.push('\n');
            }
            c.push('\n');
            c
        })
        .collect();
    parts.join("// -----\n")
}

/// `mlir-opt --split-input-file ARGS` on `input`; the output split back into chunks.
fn upstream(opt: &Path, input: &str, args: &[&str]) -> Result<Vec<String>, String> {
    let args: Vec<&str> = ["--split-input-file"]
        .into_iter()
        .chain(args.iter().copied())
        .chain(["-"])
        .collect();
    let out = pipe(opt, &args, input).map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let text = String::from_utf8(out.stdout).unwrap();
    Ok(text
        .split("// -----\n")
        .map(|s| s.trim().to_string())
        .collect())
}

fn check_pass(folder: &str, pass: &str) {
    let dir = corpus_dir(folder);
    let bless = std::env::var("UPDATE_EXPECT").is_ok();
    let opt = mlir_opt();
    let mut failures = vec![];
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no inputs in {}", dir.display());
    for path in files {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        for (suffix, pipeline) in pipelines(&src, pass) {
            let ours = run_irbridge(&name, &src, &pipeline);
            let joined = join(&ours);
            let expected_path = dir.join(format!("{name}.{suffix}"));
            if bless {
                std::fs::write(&expected_path, &joined).unwrap();
            } else {
                let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
                if expected != joined {
                    failures.push(format!(
                        "{name} [{suffix}]: output differs from {}\n--- got ---\n{joined}",
                        expected_path.display()
                    ));
                }
            }
            let Some(opt) = &opt else { continue };
            let pass_arg = format!("--pass-pipeline={pipeline}");
            // Upstream's output goes through its own printer and parser too, like ours.
            let theirs = match upstream(opt, &src, &[&pass_arg])
                .and_then(|t| upstream(opt, &t.join("\n// -----\n"), &["--mlir-print-op-generic"]))
            {
                Ok(t) => t,
                Err(e) => {
                    failures.push(format!("{name} [{suffix}]: upstream failed: {e}"));
                    continue;
                }
            };
            let ours_generic = match upstream(opt, &joined, &["--mlir-print-op-generic"]) {
                Ok(t) => t,
                Err(e) => {
                    failures.push(format!(
                        "{name} [{suffix}]: upstream does not parse our output: {e}"
                    ));
                    continue;
                }
            };
            assert_eq!(theirs.len(), ours_generic.len(), "{name}: chunk count");
            for (i, (a, b)) in theirs.iter().zip(&ours_generic).enumerate() {
                let known = KNOWN_UPSTREAM_DIFFERENCES
                    .iter()
                    .any(|(f, c, s, _)| *f == name && *c == i + 1 && *s == suffix);
                if (a == b) == known {
                    failures.push(format!(
                        "{name} [{suffix}] chunk {}: {}\n--- upstream ---\n{a}\n--- irbridge ---\n{b}",
                        i + 1,
                        if known { "listed as a known difference but now matches" } else { "differs from upstream 19" }
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn finalize_memref_to_llvm_corpus() {
    check_pass("memref", "finalize-memref-to-llvm");
}

#[test]
fn expand_strided_metadata_corpus() {
    check_pass("expand-strided-metadata", "expand-strided-metadata");
}

/// Views that need affine index arithmetic are refused with a located diagnostic (not a panic, not
/// different IR), one per chunk.
#[test]
fn expand_strided_metadata_refuses_affine_arithmetic() {
    export::register_passes();
    let path = corpus_dir("expand-strided-metadata").join("needs_affine.mlir.txt");
    let src = std::fs::read_to_string(&path).unwrap();
    let chunks = irbridge::driver::split_input(src.as_bytes(), "// -----");
    assert_eq!(chunks.len(), 3);
    for c in chunks {
        let el = irbridge::pass::parse_pipeline("builtin.module(expand-strided-metadata)").unwrap();
        let irbridge::pass::PipelineElement::Nested { elements, .. } = el else {
            unreachable!()
        };
        let mut sched = irbridge::pass::instantiate(&elements).unwrap();
        let opts = irbridge::driver::OptOptions::default();
        let r = irbridge::driver::opt_buffer_with_passes(
            "needs_affine.mlir",
            c.text,
            c.line_offset,
            &opts,
            &mut sched,
            true,
        );
        let errs = r.expect_err("must be refused");
        assert_eq!(errs.len(), 1);
        let mut sm = irbridge::diag::SourceMgr::default();
        sm.add("needs_affine.mlir", src.as_bytes());
        let text = sm.render(&errs[0]);
        assert!(text.contains("needs affine index arithmetic"), "{text}");
        assert!(text.starts_with("needs_affine.mlir:"), "{text}");
    }
}

/// Chunks of the parser corpus where an irbridge pass is known to differ from upstream 19, with the
/// reason: (pass, file, chunk from 1, why). Empty: every chunk agrees.
const PARSE_CORPUS_KNOWN: &[(&str, &str, usize, &str)] = &[];

/// Differential check on inputs written for the parser: every memref chunk of `corpus/parse` is lowered
/// by irbridge and by upstream; where upstream succeeds, both must agree in generic form; where
/// upstream fails or crashes, irbridge must still answer with output or a diagnostic (never panic).
#[test]
fn finalize_memref_to_llvm_agrees_with_upstream_on_parse_corpus() {
    agrees_on_parse_corpus("finalize-memref-to-llvm");
}

/// The same for `expand-strided-metadata` (which upstream runs with the greedy driver: dead ops
/// erased, nested constants hoisted).
#[test]
fn expand_strided_metadata_agrees_with_upstream_on_parse_corpus() {
    agrees_on_parse_corpus("expand-strided-metadata");
}

fn agrees_on_parse_corpus(pass: &str) {
    export::register_passes();
    let opt = mlir_opt();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/parse");
    let mut failures = vec![];
    let mut compared = 0;
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_str().unwrap();
            n.ends_with(".mlir") && n.contains("memref") && !n.contains("unregistered")
        })
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    for path in files {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        for (i, c) in irbridge::driver::split_input(src.as_bytes(), "// -----")
            .into_iter()
            .enumerate()
        {
            let text = std::str::from_utf8(c.text).unwrap();
            let el =
                irbridge::pass::parse_pipeline("builtin.module(finalize-memref-to-llvm)").unwrap();
            let irbridge::pass::PipelineElement::Nested { elements, .. } = el else {
                unreachable!()
            };
            let mut sched = irbridge::pass::instantiate(&elements).unwrap();
            let opts = irbridge::driver::OptOptions::default();
            let ours = irbridge::driver::opt_buffer_with_passes(
                &name,
                c.text,
                c.line_offset,
                &opts,
                &mut sched,
                true,
            );
            let Some(opt) = &opt else { continue };
            let theirs = upstream(opt, text, &["--finalize-memref-to-llvm"])
                .and_then(|t| upstream(opt, &t.join("\n// -----\n"), &["--mlir-print-op-generic"]));
            let Ok(theirs) = theirs else { continue };
            let known = PARSE_CORPUS_KNOWN
                .iter()
                .any(|(p, f, k, _)| *p == pass && *f == name && *k == i + 1);
            let agree = match &ours {
                Ok(out) => {
                    upstream(opt, out, &["--mlir-print-op-generic"]).is_ok_and(|g| g == theirs)
                }
                Err(_) => false,
            };
            compared += 1;
            if agree == known {
                failures.push(format!(
                    "{pass}: {name} chunk {}: {}",
                    i + 1,
                    if known {
                        "listed as known but now agrees"
                    } else {
                        "differs from upstream 19"
                    }
                ));
            }
        }
    }
    if opt.is_some() {
        assert!(compared >= 30, "only {compared} chunks compared");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `corpus/lower/memref/better_than_upstream.mlir.txt`: each chunk fails in upstream 19 and lowers in
/// irbridge to IR that upstream parses and verifies.
#[test]
fn finalize_memref_to_llvm_better_than_upstream() {
    export::register_passes();
    let path = corpus_dir("memref").join("better_than_upstream.mlir.txt");
    let src = std::fs::read_to_string(&path).unwrap();
    let pipeline = "builtin.module(finalize-memref-to-llvm)";
    let outs = run_irbridge("better_than_upstream.mlir", &src, pipeline);
    let Some(opt) = mlir_opt() else { return };
    for (i, (c, out)) in irbridge::driver::split_input(src.as_bytes(), "// -----")
        .into_iter()
        .zip(&outs)
        .enumerate()
    {
        let text = std::str::from_utf8(c.text).unwrap();
        let arg = format!("--pass-pipeline={pipeline}");
        assert!(
            upstream(&opt, text, &[&arg]).is_err(),
            "chunk {}: upstream 19 now handles this; move it to the golden corpus",
            i + 1
        );
        if let Err(e) = upstream(&opt, out, &[]) {
            panic!("chunk {}: upstream rejects our output: {e}\n{out}", i + 1);
        }
    }
}

/// A runtime function name taken by a symbol of another type is a located diagnostic per chunk.
#[test]
fn conflicting_runtime_function_is_a_diagnostic() {
    export::register_passes();
    let path = corpus_dir("memref").join("conflicting_symbols.mlir.txt");
    let src = std::fs::read_to_string(&path).unwrap();
    let chunks = irbridge::driver::split_input(src.as_bytes(), "// -----");
    assert_eq!(chunks.len(), 2);
    for c in chunks {
        let el = irbridge::pass::parse_pipeline("builtin.module(finalize-memref-to-llvm)").unwrap();
        let irbridge::pass::PipelineElement::Nested { elements, .. } = el else {
            unreachable!()
        };
        let mut sched = irbridge::pass::instantiate(&elements).unwrap();
        let opts = irbridge::driver::OptOptions::default();
        let errs = irbridge::driver::opt_buffer_with_passes(
            "conflicting_symbols.mlir",
            c.text,
            c.line_offset,
            &opts,
            &mut sched,
            true,
        )
        .expect_err("must be refused");
        let mut sm = irbridge::diag::SourceMgr::default();
        sm.add("conflicting_symbols.mlir", src.as_bytes());
        let text = sm.render(&errs[0]);
        assert!(
            text.contains("error: a symbol named 'malloc' already exists with a different type"),
            "{text}"
        );
        assert!(text.contains("memref.alloc(%n)"), "{text}");
    }
}

/// Unranked memrefs in an attribute memory space convert (upstream 19 checks no memory space for
/// them), but the ops that need the address space of their element pointers can't be lowered:
/// they are left as they are (upstream 19 reports an error for `memref.dim`, and reads an unset
/// address space, producing invalid IR or crashing, for the others), never a panic.
#[test]
fn unranked_attribute_memory_space_ops_are_left() {
    let src = r#"
func.func @dim(%a: memref<*xi8, "private">, %i: index) -> index {
  %d = memref.dim %a, %i : memref<*xi8, "private">
  return %d : index
}
// -----
func.func @ptr(%a: memref<*xi8, "private">) -> index {
  %r = memref.extract_aligned_pointer_as_index %a : memref<*xi8, "private"> -> index
  return %r : index
}
// -----
func.func @reshape(%a: memref<*xi8, "private">, %s: memref<?xindex>) -> memref<*xi8, "private"> {
  %r = memref.reshape %a(%s) : (memref<*xi8, "private">, memref<?xindex>) -> memref<*xi8, "private">
  return %r : memref<*xi8, "private">
}
// -----
func.func @dealloc(%a: memref<*xi8, "private">) {
  memref.dealloc %a : memref<*xi8, "private">
  return
}
// -----
func.func @rank(%a: memref<*xi8, "private">) -> index {
  %r = memref.rank %a : memref<*xi8, "private">
  return %r : index
}
"#;
    let left = [
        "memref.dim",
        "memref.extract_aligned_pointer_as_index",
        "memref.reshape",
        "memref.dealloc",
    ];
    for pipeline in [
        "builtin.module(finalize-memref-to-llvm)",
        "builtin.module(convert-to-llvm)",
    ] {
        let outs = run_irbridge("unranked_attr_space.mlir", src, pipeline);
        assert_eq!(outs.len(), 5);
        for (out, op) in outs.iter().zip(left) {
            assert!(out.contains(op), "{pipeline}: {op} should be left:\n{out}");
        }
        // memref.rank only reads the descriptor: it converts.
        assert!(!outs[4].contains("memref.rank"), "{pipeline}:\n{}", outs[4]);
        assert!(
            outs[4].contains("llvm.extractvalue"),
            "{pipeline}:\n{}",
            outs[4]
        );
    }
}
