//! Robustness sweep: the lowering passes run over every valid input of the parser corpus
//! (`corpus/parse`, `corpus/examples`). irbridge must never panic; where mlir-opt 19 lowers a file, irbridge
//! must lower it too, verify its result, and mlir-opt 19 must parse what irbridge printed (each pass alone
//! leaves valid IR, casts included). Exact agreement is checked on `corpus/lower` (`lower_corpus.rs`).

mod common;

use common::{pipe, pipeline, stdout_or_stderr};
use irbridge::driver::{opt_buffer_with_passes, split_input, OptOptions};
use std::path::PathBuf;

const PIPELINES: &[&[&str]] = &[
    &["convert-func-to-llvm"],
    &["convert-cf-to-llvm", "reconcile-unrealized-casts"],
    &["convert-to-llvm", "reconcile-unrealized-casts"],
];

fn inputs() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let mut v = vec![];
    for dir in ["parse", "examples"] {
        let Ok(rd) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        v.extend(
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "mlir")),
        );
    }
    v.sort();
    v
}

/// mlir-opt 19's output, if it succeeds.
fn upstream(args: &[String], input: &str) -> Option<String> {
    let args: Vec<&str> = args.iter().map(String::as_str).chain(["-"]).collect();
    stdout_or_stderr(pipe(common::mlir_opt(), &args, input).ok()?).ok()
}

#[test]
fn passes_never_fail_where_upstream_succeeds() {
    let mut failures = vec![];
    let mut runs = 0;
    for f in inputs() {
        let src = std::fs::read_to_string(&f).unwrap();
        let unregistered = f.to_string_lossy().contains("unregistered");
        let opts = OptOptions {
            allow_unregistered: unregistered,
            ..Default::default()
        };
        for passes in PIPELINES {
            let mut args: Vec<String> = vec!["--split-input-file".into()];
            if unregistered {
                args.push("--allow-unregistered-dialect".into());
            }
            args.extend(passes.iter().map(|p| format!("--{p}")));
            let mut outs = vec![];
            let mut failed = None;
            for chunk in split_input(src.as_bytes(), "// -----") {
                let mut pipeline = pipeline(passes);
                let name = f.to_string_lossy().into_owned();
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    opt_buffer_with_passes(
                        &name,
                        chunk.text,
                        chunk.line_offset,
                        &opts,
                        &mut pipeline,
                        true,
                    )
                }));
                match r {
                    Err(_) => failed = Some("panicked".to_string()),
                    Ok(Err(d)) => failed = Some(format!("{d:?}")),
                    Ok(Ok(text)) => outs.push(text),
                }
                runs += 1;
            }
            let theirs = upstream(&args, &src);
            let upstream_ok = theirs.is_some();
            match failed {
                Some(e) if e == "panicked" || upstream_ok => {
                    failures.push(format!("{} {passes:?}: irbridge failed: {e}", f.display()))
                }
                Some(_) => {}
                None => {
                    let printed = outs.join("// -----\n");
                    let mut parse_args = vec!["--split-input-file".to_string()];
                    if unregistered {
                        parse_args.push("--allow-unregistered-dialect".into());
                    }
                    // Required where upstream's own output parses back: upstream 19 sometimes prints
                    // what it can't parse (an `llvm.func` with a `tf32` parameter), and where it fails
                    // on the file there is nothing to hold irbridge to.
                    if upstream(&parse_args, &printed).is_none()
                        && theirs
                            .as_deref()
                            .is_some_and(|t| upstream(&parse_args, t).is_some())
                    {
                        failures.push(format!(
                            "{} {passes:?}: mlir-opt 19 rejects irbridge's output",
                            f.display()
                        ));
                    }
                }
            }
        }
    }
    assert!(runs > 100, "only {runs} runs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
