//! `irbridge translate --import-llvm` end to end: output, `-o` written only on success, exit codes,
//! LLVM's own parse errors with line and column, `--split-input-file` with `; // -----`.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");

fn run(args: &[&str], stdin: &str) -> Output {
    let mut c = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    c.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    c.wait_with_output().unwrap()
}

#[test]
fn imports_from_stdin() {
    let o = run(
        &["translate", "--import-llvm", "-"],
        "define i32 @f(i32 %a) {\n  %b = add nsw i32 %a, 1\n  ret i32 %b\n}\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("llvm.func @f(%arg0: i32) -> i32"), "{out}");
    assert!(
        out.contains("llvm.add %arg0, %0 overflow<nsw> : i32"),
        "{out}"
    );
}

#[test]
fn llvm_parse_error_has_position_and_no_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let o = run(
        &[
            "translate",
            "--import-llvm",
            "-",
            "-o",
            out.to_str().unwrap(),
        ],
        "define void @f() {\n  ret i32 %x\n}\n",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.starts_with("<stdin>:2:"), "{err}");
    assert!(!out.exists());
}

#[test]
fn unsupported_construct_names_function_block_and_instruction() {
    let o = run(
        &["translate", "--import-llvm"],
        "define void @f(ptr %t) {\nentry:\n  indirectbr ptr %t, [label %a]\na:\n  ret void\n}\n",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("import-failure")
            && err.contains("@f")
            && err.contains("block %entry")
            && err.contains("indirectbr"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn split_input_file_uses_llvm_comment_marker() {
    let src =
        "define void @a() {\n  ret void\n}\n; // -----\ndefine void @b() {\n  ret i32 %z\n}\n";
    let o = run(&["translate", "--import-llvm", "--split-input-file"], src);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with("<stdin>:6:"),
        "line numbers count from the whole file: {err}"
    );
}

#[test]
fn expensive_warnings_report_dropped_metadata() {
    let src = "define i32 @f(ptr %p) {\n  %x = load i32, ptr %p, !range !0\n  ret i32 %x\n}\n!0 = !{i32 0, i32 9}\n";
    let quiet = run(&["translate", "--import-llvm"], src);
    assert!(quiet.status.success());
    assert!(
        quiet.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&quiet.stderr)
    );
    let loud = run(
        &["translate", "--import-llvm", "--emit-expensive-warnings"],
        src,
    );
    assert!(loud.status.success());
    let err = String::from_utf8_lossy(&loud.stderr);
    assert!(
        err.contains("warning: metadata 'range'") && err.contains("@f"),
        "{err}"
    );
    assert_eq!(quiet.stdout, loud.stdout);
}

#[test]
fn debug_locations_print_with_mlir_print_debuginfo() {
    let dir = tempfile::tempdir().unwrap();
    let c = dir.path().join("loc.c");
    std::fs::write(&c, "int f(int a) {\n  int b = a * 3;\n  return b + 1;\n}\n").unwrap();
    let ll = dir.path().join("loc.ll");
    let st = Command::new("clang-19")
        .args(["-g", "-O0", "-S", "-emit-llvm", "-o"])
        .arg(&ll)
        .arg(&c)
        .status()
        .unwrap();
    assert!(st.success());
    let ll = ll.to_str().unwrap();
    let plain = run(&["translate", "--import-llvm", ll], "");
    assert!(
        plain.status.success(),
        "{}",
        String::from_utf8_lossy(&plain.stderr)
    );
    assert!(!String::from_utf8_lossy(&plain.stdout).contains("loc("));
    let o = run(
        &["translate", "--import-llvm", "--mlir-print-debuginfo", ll],
        "",
    );
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains("loc.c\":2:13)"),
        "the multiply's location: {out}"
    );
    assert!(out.contains("loc(unknown)"), "{out}");
}

#[test]
fn verify_diagnostics_checks_annotations_in_llvm_ir() {
    let ok = "; // -----\ndefine i32 @f() {\n  ; expected-error @below {{use of undefined value}}\n  %x = add i32 1, %nope\n  ret i32 %x\n}\n";
    let o = run(
        &[
            "translate",
            "--import-llvm",
            "--verify-diagnostics",
            "--split-input-file",
        ],
        ok,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let wrong = ok.replace("use of undefined value", "something else");
    let o = run(
        &[
            "translate",
            "--import-llvm",
            "--verify-diagnostics",
            "--split-input-file",
        ],
        &wrong,
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("<stdin>:4:19: error: unexpected error: use of undefined value"),
        "{err}"
    );
    assert!(
        err.contains("expected error \"something else\" was not produced"),
        "{err}"
    );
}

#[test]
fn llvm_ir_panic_is_a_diagnostic() {
    let o = run(
        &["translate", "--import-llvm"],
        "declare void @f()\n@p = global ptr dso_local_equivalent @f\n",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("error: import-failure: unsupported LLVM IR construct"),
        "{err}"
    );
    assert!(
        !err.contains("panicked at"),
        "the panic message must not leak: {err}"
    );
}

/// `--error-diagnostics-only` drops the warnings (here `--emit-expensive-warnings`' dropped
/// metadata) and keeps the errors of a split input's other chunk; the output is unchanged.
#[test]
fn error_diagnostics_only_keeps_errors_alone() {
    let warns = "define i32 @f(ptr %p) {\n  %x = load i32, ptr %p, !range !0\n  ret i32 %x\n}\n!0 = !{i32 0, i32 9}\n";
    let src = format!("{warns}; // -----\ndefine void @g() {{\n  ret i32 %z\n}}\n");
    let base = [
        "translate",
        "--import-llvm",
        "--split-input-file",
        "--emit-expensive-warnings",
    ];
    let all = run(&base, &src);
    let errors_only = run(&[&base[..], &["--error-diagnostics-only"]].concat(), &src);
    assert_eq!(all.status.code(), Some(1));
    assert_eq!(errors_only.status.code(), Some(1));
    let (all_err, only_err) = (
        String::from_utf8_lossy(&all.stderr),
        String::from_utf8_lossy(&errors_only.stderr),
    );
    assert!(all_err.contains("warning: metadata 'range'"), "{all_err}");
    assert!(!only_err.contains("warning"), "{only_err}");
    assert!(
        only_err.starts_with("<stdin>:8:") && only_err.contains("error"),
        "{only_err}"
    );
    assert_eq!(all.stdout, errors_only.stdout);
}
