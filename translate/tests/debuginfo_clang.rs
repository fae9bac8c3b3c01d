//! Issue 4 on real debug information: each `corpus/c` program compiled by `clang-19 -g` at -O0 and -O2,
//! imported by upstream `mlir-translate --import-llvm --mlir-print-debuginfo` (so op locations carry
//! the subprograms, lexical blocks and inlined-at chains clang made), must translate with irbridge to
//! the module upstream's `mlir-translate --mlir-to-llvmir` makes of it, both normalised by
//! `llvm-as | llvm-dis` (in-process, as `translate_corpus.rs` does), and byte for byte as printed.
//!
//! Upstream 19's import refuses some -O2 programs, and cannot read back some of what it printed
//! (`thread_local local_unnamed_addr` globals), which irbridge must then refuse too; those pairs are
//! listed, and the test requires at least `MIN_COMPARED` compared pairs, so a broken toolchain cannot
//! pass it by comparing nothing.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Of the 20 pairs, upstream 19 imports 16 (the -O2 `funcptr`, `memory`, `strings`, `structs` fail)
/// and translates 15 of those (not `atomics -O2`).
const MIN_COMPARED: usize = 15;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs a tool: its standard output, or `None` if it exits with an error (a tool that cannot be
/// started at all fails the test).
fn run(cmd: &mut Command) -> Option<Vec<u8>> {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e} (the LLVM 19 tools are required)"));
    out.status.success().then_some(out.stdout)
}

/// `llvm-as | llvm-dis` of `text` without the `; ModuleID` line, done in-process.
fn normalise(text: &[u8]) -> String {
    let llctx = inkwell::context::Context::create();
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(text, "<stdin>");
    let parsed = llctx
        .create_module_from_ir(buf)
        .unwrap_or_else(|e| panic!("llvm-as rejects the module: {e}"));
    let bc = parsed.write_bitcode_to_memory();
    let llctx2 = inkwell::context::Context::create();
    let reread = inkwell::module::Module::parse_bitcode_from_buffer(&bc, &llctx2)
        .expect("llvm-dis reads the bitcode");
    reread
        .print_to_string()
        .to_string()
        .split_inclusive('\n')
        .filter(|l| !l.starts_with("; ModuleID = "))
        .collect()
}

#[test]
fn clang_debug_info_matches_upstream() {
    let tmp = std::env::temp_dir().join(format!("irbridge-debuginfo-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut programs: Vec<PathBuf> = std::fs::read_dir(root().join("corpus/c"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    programs.sort();
    let (mut compared, mut with_records) = (0, 0);
    let (mut failures, mut not_imported, mut rejected) = (vec![], vec![], vec![]);
    for c in &programs {
        let name = c.file_stem().unwrap().to_string_lossy().to_string();
        for opt in ["-O0", "-O2"] {
            let ll = tmp.join(format!("{name}{opt}.ll"));
            run(Command::new("clang-19")
                .args(["-g", opt, "-S", "-emit-llvm", "-o"])
                .arg(&ll)
                .arg(c))
            .unwrap_or_else(|| panic!("clang-19 fails on {}", c.display()));
            let Some(mlir) = run(
                Command::new(irbridge_testkit::oracle::tool("mlir-translate"))
                    .args(["--import-llvm", "--mlir-print-debuginfo"])
                    .arg(&ll),
            ) else {
                not_imported.push(format!("{name} {opt}"));
                continue;
            };
            let mlir_path = tmp.join(format!("{name}{opt}.mlir"));
            std::fs::write(&mlir_path, &mlir).unwrap();
            let upstream = run(
                Command::new(irbridge_testkit::oracle::tool("mlir-translate"))
                    .arg("--mlir-to-llvmir")
                    .arg(&mlir_path),
            );
            let what = format!("{name} {opt}");
            let ours = irbridge_translate::translate_to_bytes(
                &mlir_path.display().to_string(),
                &mlir,
                0,
                false,
                irbridge_translate::Emit::Ll,
            );
            let Some(upstream) = upstream else {
                // Upstream cannot read back what it printed (`thread_local local_unnamed_addr`
                // globals): irbridge must refuse it too.
                match ours {
                    Ok(_) => {
                        failures.push(format!("{what}: upstream refuses it, irbridge does not"))
                    }
                    Err(_) => rejected.push(what),
                }
                continue;
            };
            match ours {
                Ok(bytes) => {
                    let (want, got) = (normalise(&upstream), normalise(&bytes));
                    assert!(
                        want.contains("!DISubprogram("),
                        "{what}: clang -g made no debug info"
                    );
                    if got == want && bytes != upstream {
                        // Equal up to `llvm-as | llvm-dis`: the printed text must be equal too.
                        let diff = similar::TextDiff::from_lines(
                            String::from_utf8_lossy(&upstream).as_ref(),
                            String::from_utf8_lossy(&bytes).as_ref(),
                        )
                        .unified_diff()
                        .header("upstream (as printed)", "irbridge (as printed)")
                        .to_string();
                        failures.push(format!("{what}: printed text differs\n{diff}"));
                    }
                    if got != want {
                        let diff = similar::TextDiff::from_lines(&want, &got)
                            .unified_diff()
                            .header("upstream", "irbridge")
                            .to_string();
                        failures.push(format!("{what}: differs\n{diff}"));
                    }
                    with_records += usize::from(want.contains("#dbg_"));
                    compared += 1;
                }
                Err(d) => failures.push(format!("{what}: irbridge refuses: {}", d[0].message)),
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!(
        "debug info: {compared} clang -g programs identical to upstream ({with_records} with debug records); rejected by both: {rejected:?}; upstream's import fails on: {not_imported:?}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        compared >= MIN_COMPARED,
        "only {compared} programs compared (upstream's import failed on {not_imported:?})"
    );
}
