//! Sync scopes on import (issue 6): every atomic instruction keeps its `syncscope("...")` exactly as
//! upstream `mlir-translate --import-llvm` 19 imports it. llvm-ir reports every scope but
//! `singlethread` as the system scope; the C-API facts read the names through export's C++ shim.
//! The inputs are upstream 19's own translations of `corpus/export/atomics_syncscope.mlir`
//! (`corpus/export/expected/export__atomics_syncscope.ll`), as text and as bitcode, through every
//! import pipeline.

use std::path::Path;
use std::process::Command;

/// The chunks of the expected-output file (each an LLVM module upstream made).
fn upstream_modules() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/export/expected/export__atomics_syncscope.ll");
    let text = std::fs::read_to_string(path).unwrap();
    let mut out: Vec<String> = vec![];
    for line in text.split_inclusive('\n') {
        if line.starts_with("; ===== chunk ") {
            assert!(line.trim_end().ends_with(": ok"), "{line}");
            out.push(String::new());
        } else {
            out.last_mut().expect("a chunk header first").push_str(line);
        }
    }
    out
}

fn run(cmd: &mut Command, stdin: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut child = cmd
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("an LLVM 19 tool runs");
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{cmd:?} failed");
    out.stdout
}

/// The module body (everything after the `module ... {` line): the headers differ (upstream's
/// `dlti.dl_spec` entries come in hash order, and irbridge's header also has `llvm.data_layout`; see
/// tests/data_layout.rs).
fn body(printed: &str) -> &str {
    printed.split_once('\n').map_or("", |(_, rest)| rest)
}

#[test]
fn every_scope_imports_as_upstream() {
    let modules = upstream_modules();
    assert_eq!(modules.len(), 8);
    let mut scopes_seen = 0;
    for (i, ll) in modules.iter().enumerate() {
        let upstream = run(
            Command::new(irbridge_testkit::oracle::tool("mlir-translate")).arg("--import-llvm"),
            ll.as_bytes(),
        );
        let upstream = irbridge::driver::opt_buffer("up.mlir", &upstream, 0, &Default::default())
            .expect("upstream's import parses");
        let bc = run(
            Command::new(irbridge_testkit::oracle::tool("llvm-as")).arg("-"),
            ll.as_bytes(),
        );
        // Every scope LLVM prints, except the system one, comes back on an op.
        let want = ll.matches(" syncscope(").count();
        assert!(want > 0, "chunk {i} has no scope");
        assert_eq!(upstream.matches(" syncscope(").count(), want, "chunk {i}");
        scopes_seen += want;
        for (what, input) in [("text", ll.as_bytes()), ("bitcode", &bc[..])] {
            for pipeline in [
                irbridge_import::Pipeline::Plain,
                irbridge_import::Pipeline::Parallel,
                irbridge_import::Pipeline::Streamed { batch_bytes: 1 },
            ] {
                let ours =
                    irbridge_import::from_bytes_in("c.ll", input, Default::default(), pipeline)
                        .unwrap_or_else(|e| panic!("chunk {i} ({what}, {pipeline:?}): {e:?}"))
                        .print(Default::default());
                assert_eq!(
                    body(&ours),
                    body(&upstream),
                    "chunk {i} ({what}, {pipeline:?}) differs from upstream's import"
                );
            }
        }
    }
    assert!(scopes_seen >= 50, "{scopes_seen}");
}
