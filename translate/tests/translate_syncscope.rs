//! Sync scopes (issue 4) beyond the corpus (`corpus/export/atomics_syncscope.mlir`, which the
//! translate corpus test compares with upstream): the limit of 256 scopes per LLVM context, where
//! upstream 19 silently gives later ops wrong scopes and irbridge stops with a located error, and
//! scopes surviving the trip through bitcode.

use irbridge::diag::DiagLoc;
use irbridge_translate::{translate_to_bytes, Emit};
use std::process::Command;

/// A function with one fence per scope name `s0`, `s1`, ...: `n` names besides the system and
/// single-thread scopes every context starts with.
fn fences(n: usize) -> String {
    let mut s = String::from("llvm.func @f() {\n");
    for i in 0..n {
        s += &format!("  llvm.fence syncscope(\"s{i}\") acquire\n");
    }
    s += "  llvm.fence syncscope(\"singlethread\") release\n  llvm.fence seq_cst\n  llvm.return\n}\n";
    s
}

fn strip_module_id(s: &str) -> String {
    s.lines()
        .filter(|l| !l.starts_with("; ModuleID"))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn all_256_scopes_of_a_context_translate_as_upstream() {
    let src = fences(254);
    let ours =
        translate_to_bytes("f.mlir", src.as_bytes(), 0, false, Emit::Ll).expect("translates");
    let ours = String::from_utf8(ours).unwrap();
    for i in 0..254 {
        assert!(
            ours.contains(&format!("  fence syncscope(\"s{i}\") acquire\n")),
            "scope s{i} missing"
        );
    }
    assert!(ours.contains("  fence syncscope(\"singlethread\") release\n  fence seq_cst\n"));
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("f.mlir");
    std::fs::write(&input, &src).unwrap();
    let up = Command::new(irbridge_testkit::oracle::tool("mlir-translate"))
        .arg("--mlir-to-llvmir")
        .arg(&input)
        .output()
        .expect("mlir-translate 19 runs");
    assert!(up.status.success());
    assert_eq!(
        strip_module_id(&String::from_utf8_lossy(&up.stdout)),
        strip_module_id(&ours)
    );
}

#[test]
fn the_257th_scope_is_a_located_error() {
    let src = fences(255);
    let errs = translate_to_bytes("f.mlir", src.as_bytes(), 0, false, Emit::Ll)
        .expect_err("255 names besides system and singlethread do not fit an 8-bit scope ID");
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(
        errs[0]
            .message
            .contains("sync scope \"s254\" is one too many"),
        "{}",
        errs[0].message
    );
    // The fence of `s254` is on line 256 (the function header is line 1).
    assert!(
        matches!(
            errs[0].loc,
            DiagLoc::File {
                line: 256,
                col: 3,
                ..
            }
        ),
        "{:?}",
        errs[0].loc
    );
}

#[test]
fn scopes_survive_bitcode() {
    let src = "llvm.func @f(%p: !llvm.ptr, %v: i32) -> i32 {\n  llvm.fence syncscope(\"agent\") acquire\n  %0 = llvm.atomicrmw add %p, %v syncscope(\"workgroup\") monotonic : !llvm.ptr, i32\n  %1 = llvm.cmpxchg %p, %v, %0 syncscope(\"agent\") acq_rel monotonic : !llvm.ptr, i32\n  llvm.store %v, %p atomic syncscope(\"wavefront\") release {alignment = 4 : i64} : i32, !llvm.ptr\n  %2 = llvm.load %p atomic syncscope(\"cluster\") acquire {alignment = 4 : i64} : !llvm.ptr -> i32\n  llvm.return %2 : i32\n}\n";
    let ll = translate_to_bytes("f.mlir", src.as_bytes(), 0, false, Emit::Ll).unwrap();
    let bc = translate_to_bytes("f.mlir", src.as_bytes(), 0, false, Emit::Bc).unwrap();
    let llctx = inkwell::context::Context::create();
    let m = inkwell::module::Module::parse_bitcode_from_buffer(
        &inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(&bc, "f.bc"),
        &llctx,
    )
    .unwrap();
    let reread = m.print_to_string().to_string();
    let ll = String::from_utf8(ll).unwrap();
    for scope in ["agent", "workgroup", "wavefront", "cluster"] {
        let want = format!("syncscope(\"{scope}\")");
        assert_eq!(ll.matches(&want).count(), reread.matches(&want).count());
        assert!(reread.contains(&want), "{scope} lost in bitcode:\n{reread}");
    }
    assert_eq!(reread.matches("syncscope(\"agent\")").count(), 2);
}

#[test]
fn streaming_translation_keeps_scopes() {
    // The corpus's last chunk (three functions sharing scopes), printed as mlir-opt prints it: the
    // layout the streaming translator cuts into one batch per function.
    let corpus = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../corpus/export/atomics_syncscope.mlir"),
    )
    .unwrap();
    let chunks = irbridge::driver::split_input(&corpus, "// -----");
    let last = chunks.last().unwrap();
    let printed =
        irbridge::driver::opt_buffer("c.mlir", last.text, 0, &Default::default()).unwrap();
    let whole = translate_to_bytes("c.mlir", printed.as_bytes(), 0, false, Emit::Ll).unwrap();
    let whole = String::from_utf8(whole).unwrap();
    assert_eq!(whole.matches("syncscope(\"agent\")").count(), 4, "{whole}");
    for parsers in [0, 1] {
        let llctx = inkwell::context::Context::create();
        let m = irbridge_translate::translate_streaming_with(
            "c.mlir",
            printed.as_bytes(),
            false,
            &llctx,
            1,
            parsers,
        )
        .expect("the printed layout streams");
        assert_eq!(m.print_to_string().to_string(), whole);
    }
}
