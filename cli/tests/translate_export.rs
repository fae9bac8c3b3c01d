//! `irbridge translate --mlir-to-llvmir` end to end: text, bitcode and object output, `--export`,
//! stdin, atomic `-o` (no file on error), `--split-input-file` (chunks joined as mlir-translate joins
//! them, compared with mlir-translate itself), `--verify-diagnostics`, located errors.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");

const LLVM: &str = "llvm.func @add(%a: i32, %b: i32) -> i32 {\n  %0 = llvm.add %a, %b : i32\n  llvm.return %0 : i32\n}\n";

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    run_exe(BIN, args, stdin)
}

fn run_exe(exe: impl AsRef<std::ffi::OsStr>, args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(exe)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run");
    if let Some(s) = stdin {
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(s.as_bytes())
            .expect("write stdin");
    }
    child.wait_with_output().expect("wait")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write");
    p
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

#[test]
fn text_from_file_and_stdin() {
    let d = tempfile::tempdir().unwrap();
    let f = write(d.path(), "add.mlir", LLVM);
    let o = run(&["translate", "--mlir-to-llvmir", s(&f)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("; ModuleID = 'LLVMDialectModule'\n"),
        "{text}"
    );
    assert!(
        text.contains("define i32 @add(i32 %0, i32 %1) {\n  %3 = add i32 %0, %1\n  ret i32 %3\n}"),
        "{text}"
    );
    // Same output as upstream for this input, byte for byte.
    let up = run_exe(
        irbridge_testkit::oracle::mlir_translate(),
        &["--mlir-to-llvmir", s(&f)],
        None,
    );
    assert!(up.status.success());
    assert_eq!(text, stdout(&up));

    let o = run(&["translate", "--export", "-"], Some(LLVM));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), text);
}

#[test]
fn bitcode_and_object_files() {
    let d = tempfile::tempdir().unwrap();
    let f = write(d.path(), "add.mlir", LLVM);
    // A `.bc` name selects bitcode.
    let bc = d.path().join("out.bc");
    let o = run(
        &["translate", "--mlir-to-llvmir", s(&f), "-o", s(&bc)],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(&std::fs::read(&bc).unwrap()[..4], b"BC\xC0\xDE");
    // --emit=bc with another name.
    let bc2 = d.path().join("out.bin");
    let o = run(
        &[
            "translate",
            "--mlir-to-llvmir",
            "--emit=bc",
            s(&f),
            "-o",
            s(&bc2),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read(&bc).unwrap(), std::fs::read(&bc2).unwrap());
    // The bitcode reads back as the same module.
    let dis = run_exe(
        irbridge_testkit::oracle::tool("llvm-dis"),
        &[s(&bc), "-o", "-"],
        None,
    );
    assert!(dis.status.success());
    assert!(stdout(&dis).contains("define i32 @add(i32 %0, i32 %1)"));
    // An object file for the host (the module names no triple).
    let obj = d.path().join("out.o");
    let o = run(
        &[
            "translate",
            "--mlir-to-llvmir",
            "--emit=obj",
            s(&f),
            "-o",
            s(&obj),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(&std::fs::read(&obj).unwrap()[..4], b"\x7fELF");
    // Unknown kinds are refused.
    let o = run(
        &["translate", "--mlir-to-llvmir", "--emit=asm", s(&f)],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("unknown --emit kind 'asm'"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn errors_are_located_and_write_nothing() {
    let d = tempfile::tempdir().unwrap();
    let bad = write(
        d.path(),
        "bad.mlir",
        "llvm.func @f() {\n  llvm.return\n}\nfunc.func @g() {\n  return\n}\n",
    );
    let out = d.path().join("out.ll");
    let o = run(
        &["translate", "--mlir-to-llvmir", s(&bad), "-o", s(&out)],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("bad.mlir:4:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func"),
        "{err}"
    );
    assert!(!out.exists(), "no output file on error");
    // An LLVM verifier failure is located at the function.
    let tail = write(
        d.path(),
        "tail.mlir",
        "llvm.func @c(i32) -> i32\nllvm.func @f(%a: i32, %b: i64) -> i32 {\n  %0 = llvm.call musttail @c(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}\n",
    );
    let o = run(
        &["translate", "--mlir-to-llvmir", s(&tail), "-o", s(&out)],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("tail.mlir:2:1: error: LLVM IR fails to verify: cannot guarantee tail call due to mismatched parameter counts"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
}

#[test]
fn split_input_file_matches_mlir_translate() {
    let d = tempfile::tempdir().unwrap();
    let text = format!(
        "{LLVM}// -----\nllvm.func @g()\n// -----\nllvm.mlir.global internal @x(1 : i32) : i32\n"
    );
    let f = write(d.path(), "three.mlir", &text);
    let o = run(
        &["translate", "--mlir-to-llvmir", "--split-input-file", s(&f)],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let up = run_exe(
        irbridge_testkit::oracle::mlir_translate(),
        &["--mlir-to-llvmir", "--split-input-file", s(&f)],
        None,
    );
    assert!(up.status.success());
    assert_eq!(stdout(&o), stdout(&up));
    assert_eq!(stdout(&o).matches("; ModuleID").count(), 3);
    // Split outputs are text only.
    let o = run(
        &[
            "translate",
            "--mlir-to-llvmir",
            "--split-input-file",
            "--emit=bc",
            s(&f),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn verify_diagnostics() {
    let d = tempfile::tempdir().unwrap();
    let f = write(
        d.path(),
        "diag.mlir",
        "// expected-error @below {{LLVM attribute 'alignstack' expects a value}}\nllvm.func @f() attributes {passthrough = [\"alignstack\"]}\n// -----\nllvm.func @g() {\n  // expected-error @+2 {{could not find LLVM intrinsic: \"llvm.nope\"}}\n  // expected-error @+1 {{LLVM Translation failed for operation: llvm.call_intrinsic}}\n  llvm.call_intrinsic \"llvm.nope\"() : () -> ()\n  llvm.return\n}\n",
    );
    let o = run(
        &[
            "translate",
            "--mlir-to-llvmir",
            "--split-input-file",
            "--verify-diagnostics",
            s(&f),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // A wrong expectation fails.
    let g = write(
        d.path(),
        "wrong.mlir",
        "// expected-error @below {{something else}}\nllvm.func @f() attributes {passthrough = [\"alignstack\"]}\n",
    );
    let o = run(
        &[
            "translate",
            "--mlir-to-llvmir",
            "--verify-diagnostics",
            s(&g),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
}

/// The `-mlir-timing` report's shape (its numbers are measurements): upstream's banner and
/// columns, the translation's timer, `Rest` and `Total`, with `root` first in list mode; the
/// percentages of the timers add up to the total.
#[test]
fn mlir_timing_reports_the_translation() {
    let ll = "define void @f() {\n  ret void\n}\n";
    let cases: [(&[&str], Option<&str>, &[&str]); 3] = [
        (
            &["translate", "--mlir-to-llvmir", "-mlir-timing"],
            Some(LLVM),
            &["Translate MLIR to LLVMIR"],
        ),
        (
            &["translate", "--import-llvm", "-mlir-timing"],
            Some(ll),
            &["Translate LLVMIR to MLIR"],
        ),
        (
            &[
                "translate",
                "--import-llvm",
                "-mlir-timing",
                "-mlir-timing-display=list",
            ],
            Some(ll),
            &["root", "Translate LLVMIR to MLIR"],
        ),
    ];
    for (args, input, timers) in cases {
        let out = run(args, input);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report = String::from_utf8_lossy(&out.stderr).into_owned();
        let lines: Vec<&str> = report.lines().collect();
        let rule = format!("==={}===", "-".repeat(73));
        assert_eq!(lines[0], rule, "{report}");
        assert_eq!(
            lines[1],
            format!("{}... Execution time report ...", " ".repeat(25))
        );
        assert_eq!(lines[2], rule);
        assert!(lines[3].starts_with("  Total Execution Time: ") && lines[3].ends_with(" seconds"));
        assert_eq!(lines[4], "");
        assert_eq!(lines[5], "  ----Wall Time----  ----Name----");
        // `  SSSS.SSSS (PPP.P%)  name` rows.
        let rows: Vec<(f64, f64, &str)> = lines[6..]
            .iter()
            .map(|l| {
                let (time, rest) = l[2..].split_at(8);
                let (percent, name) = rest[2..].split_once("%)  ").expect(l);
                (
                    time.trim().parse().expect(l),
                    percent.trim().parse().expect(l),
                    name,
                )
            })
            .collect();
        let names: Vec<&str> = rows.iter().map(|r| r.2).collect();
        let want: Vec<&str> = timers.iter().copied().chain(["Rest", "Total"]).collect();
        assert_eq!(names, want, "{report}");
        let total = rows[rows.len() - 1];
        assert_eq!(total.1, 100.0);
        let children: f64 = rows
            .iter()
            .filter(|r| !["root", "Total"].contains(&r.2))
            .map(|r| r.1)
            .sum();
        assert!((children - 100.0).abs() < 0.3, "{report}");
    }
}
