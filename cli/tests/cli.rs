//! The `irbridge` binary end to end: exit codes, atomic `-o`, LLVM-style flags, the `mlir-opt` /
//! `mlir-translate` names, `--split-input-file` and `--verify-diagnostics`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");

const VALID: &str = "func.func @f() {\n  return\n}\n";
const VALID_PRINTED: &str = "module {\n  func.func @f() {\n    return\n  }\n}\n\n";
/// Invalid: an undefined SSA value on line 2.
const INVALID: &str = "func.func @f() {\n  return %nope : i32\n}\n";

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    run_exe(Path::new(BIN), args, stdin)
}

fn run_exe(exe: &Path, args: &[&str], stdin: Option<&str>) -> Output {
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
        .expect("run irbridge");
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

fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
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
fn exit_codes() {
    let d = tmp();
    let ok = write(d.path(), "ok.mlir", VALID);
    let bad = write(d.path(), "bad.mlir", INVALID);
    let o = run(&["opt", s(&ok)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), VALID_PRINTED);
    assert_eq!(stderr(&o), "");

    let o = run(&["opt", s(&bad)], None);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.starts_with(&format!("{}:2:", s(&bad))), "{err}");
    assert!(err.contains("error: "), "{err}");
    assert!(
        err.contains("  return %nope : i32\n"),
        "source line shown: {err}"
    );

    let o = run(&["opt", s(&d.path().join("missing.mlir"))], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("cannot open input file"),
        "{}",
        stderr(&o)
    );

    // Lowering passes are registered and run.
    let o = run(&["opt", "--convert-to-llvm", s(&ok)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["opt", "--no-such-pass", s(&ok)], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("irbridge opt: Unknown command line argument '--no-such-pass'."),
        "{}",
        stderr(&o)
    );
    assert_eq!(stdout(&o), "");

    let o = run(
        &[
            "opt",
            "--pass-pipeline=builtin.module(no-such-pass)",
            s(&ok),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("'no-such-pass' does not refer to a registered pass"),
        "{}",
        stderr(&o)
    );

    // An empty pipeline is fine.
    let o = run(&["opt", "--pass-pipeline=builtin.module()", s(&ok)], None);
    assert!(o.status.success(), "{}", stderr(&o));

    // `func.func` is not the llvm dialect: a located translation error.
    let o = run(&["translate", "--mlir-to-llvmir", s(&ok)], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("ok.mlir:1:1: error: cannot be converted to LLVM IR")
            && stderr(&o).contains("func.func"),
        "{}",
        stderr(&o)
    );

    let o = run(&["opt", "--help"], None);
    assert!(o.status.success());
    let help = stdout(&o);
    for flag in [
        "--split-input-file",
        "--verify-diagnostics",
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
        "--pass-pipeline",
        "--no-implicit-module",
        "-o <FILE>",
    ] {
        assert!(help.contains(flag), "--help lacks {flag}:\n{help}");
    }

    // Usage errors are exit 1 too, like LLVM tools.
    let o = run(&["opt", "a.mlir", "b.mlir"], None);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn stdin_and_dash() {
    let o = run(&["opt"], Some(VALID));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), VALID_PRINTED);
    let o = run(&["opt", "-", "-o", "-"], Some(INVALID));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("<stdin>:2:"), "{}", stderr(&o));
}

#[test]
fn output_file_is_atomic() {
    let d = tmp();
    let ok = write(d.path(), "ok.mlir", VALID);
    let bad = write(d.path(), "bad.mlir", INVALID);
    let out = d.path().join("out.mlir");

    // Error: no file is created.
    let o = run(&["opt", s(&bad), "-o", s(&out)], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(!out.exists());

    // Success: the file holds the output, and nothing goes to stdout.
    let o = run(&["opt", s(&ok), "-o", s(&out)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), VALID_PRINTED);

    // Error with an existing file: it is left as it was.
    std::fs::write(&out, "old contents").unwrap();
    let o = run(&["opt", s(&bad), "-o", s(&out)], None);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "old contents");

    // No temporary files are left behind.
    let names: Vec<_> = std::fs::read_dir(d.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 3, "{names:?}");

    // An output directory that doesn't exist is an error, not a panic.
    let o = run(
        &["opt", s(&ok), "-o", s(&d.path().join("no/such/dir.mlir"))],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("cannot write"), "{}", stderr(&o));

    // /dev/null is written in place, not replaced.
    let o = run(&["opt", s(&ok), "-o", "/dev/null"], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::metadata("/dev/null")
        .unwrap()
        .file_type()
        .is_char_device_like());
}

trait CharDev {
    fn is_char_device_like(&self) -> bool;
}
impl CharDev for std::fs::FileType {
    fn is_char_device_like(&self) -> bool {
        use std::os::unix::fs::FileTypeExt;
        self.is_char_device()
    }
}

#[test]
fn llvm_style_flags() {
    let d = tmp();
    let f = write(d.path(), "two.mlir", &format!("{VALID}// -----\n{VALID}"));
    let out = d.path().join("out.mlir");
    let expected = format!("{VALID_PRINTED}// -----\n{VALID_PRINTED}");
    // Single dashes, `-o out`, flags after the input.
    let o = run(&["opt", s(&f), "-split-input-file", "-o", s(&out)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), expected);
    // `--flag=value` and `--flag value`.
    let o = run(
        &[
            "opt",
            "--split-input-file=// -----",
            "--output-split-marker",
            "// =====",
            s(&f),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        format!("{VALID_PRINTED}// =====\n{VALID_PRINTED}")
    );
    // Boolean `=true` / `=false`.
    let o = run(
        &[
            "opt",
            "-mlir-print-op-generic=false",
            "--verify-diagnostics=0",
            "-split-input-file",
            s(&f),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("module {\n  func.func @f()"),
        "{}",
        stdout(&o)
    );
    let o = run(
        &[
            "opt",
            "-mlir-print-op-generic=true",
            s(&f),
            "-split-input-file",
        ],
        None,
    );
    assert!(stdout(&o).contains("\"func.func\"()"), "{}", stdout(&o));
    let o = run(
        &["opt", "-mlir-print-op-generic", "-split-input-file", s(&f)],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("\"func.func\"()"), "{}", stdout(&o));
}

#[test]
fn split_input_file() {
    let d = tmp();
    // Chunk 2 has an error on line 6 of the file; chunk 3 is fine.
    let text =
        format!("{VALID}// -----\nfunc.func @g() {{\n  return %x : i32\n}}\n// -----\n{VALID}");
    let f = write(d.path(), "split.mlir", &text);
    let o = run(&["opt", "--split-input-file", s(&f)], None);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with(&format!("{}:6:", s(&f))),
        "line numbers are the file's: {err}"
    );
    // Like mlir-opt: the failed chunk prints nothing, the others print.
    assert_eq!(
        stdout(&o),
        format!("{VALID_PRINTED}// -----\n// -----\n{VALID_PRINTED}")
    );

    let ok = write(
        d.path(),
        "ok.mlir",
        &format!("{VALID}// -----\nmodule {{\n}}\n// -----\n"),
    );
    let ours = run(&["opt", "--split-input-file", s(&ok)], None);
    let theirs = run_exe(
        &irbridge_testkit::oracle::mlir_opt(),
        &["--split-input-file", s(&ok)],
        None,
    );
    assert!(ours.status.success() && theirs.status.success());
    assert_eq!(
        stdout(&ours),
        stdout(&theirs),
        "split output format matches mlir-opt"
    );
}

#[test]
fn verify_diagnostics() {
    let d = tmp();
    let text = "\
func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %nope : i32
}
// -----
func.func @g() {
  return
}
";
    let f = write(d.path(), "diag.mlir", text);
    let o = run(
        &["opt", "-split-input-file", "-verify-diagnostics", s(&f)],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));

    let wrong = text.replace(
        "@+1 {{use of undeclared SSA value name}}",
        "@+1 {{something else}}",
    );
    let f = write(d.path(), "wrong.mlir", &wrong);
    let o = run(
        &["opt", "--split-input-file", "--verify-diagnostics", s(&f)],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    let file = s(&f);
    assert!(err.contains(&format!("{file}:3:")), "{err}");
    assert!(err.contains("error: unexpected error: "), "{err}");
    assert!(
        err.contains(&format!(
            "{file}:2:6: error: expected error \"something else\" was not produced"
        )),
        "{err}"
    );
    // mlir-opt underlines the annotation with the length of the expected text.
    assert!(
        err.contains(&format!(
            "     ^{}\n",
            "~".repeat("something else".len() - 1)
        )),
        "{err}"
    );

    // An annotation nothing produces.
    let f = write(
        d.path(),
        "missing.mlir",
        "// expected-error @below {{boom}}\nfunc.func @g() {\n  return\n}\n",
    );
    let o = run(&["opt", "--verify-diagnostics", s(&f)], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("expected error \"boom\" was not produced"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn tool_names() {
    let d = tmp();
    let f = write(d.path(), "two.mlir", &format!("{VALID}// -----\n{VALID}"));
    let opt = d.path().join("mlir-opt");
    std::os::unix::fs::symlink(BIN, &opt).expect("symlink");
    let o = run_exe(&opt, &["-split-input-file", s(&f)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        format!("{VALID_PRINTED}// -----\n{VALID_PRINTED}")
    );
    let o = run_exe(&opt, &["--help"], None);
    assert!(o.status.success());
    assert!(stdout(&o).contains("--verify-diagnostics"));

    let tr = d.path().join("mlir-translate");
    std::os::unix::fs::symlink(BIN, &tr).expect("symlink");
    let o = run_exe(&tr, &["-mlir-to-llvmir", s(&f)], None);
    assert_eq!(o.status.code(), Some(1));
    // (Two chunks read as one module: the second `@f` is a located error.)
    assert!(
        stderr(&o).contains("two.mlir:5:1: error: "),
        "{}",
        stderr(&o)
    );
    let g = write(d.path(), "llvm.mlir", "llvm.func @g()\n");
    let o = run_exe(&tr, &["-mlir-to-llvmir", s(&g)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("declare void @g()"), "{}", stdout(&o));
}

#[test]
fn hostile_input_is_a_diagnostic() {
    let d = tmp();
    let deep = format!("{}{}", "module {\n".repeat(100_000), "}\n".repeat(100_000));
    let f = write(d.path(), "deep.mlir", &deep);
    let o = run(&["opt", s(&f)], None);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("error:"));
    let f = d.path().join("bytes.mlir");
    std::fs::write(&f, b"module {\n  \xff\xfe\n}\n").unwrap();
    let o = run(&["opt", s(&f)], None);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(&format!("{}:2:", s(&f))),
        "{}",
        stderr(&o)
    );
}

#[test]
fn pass_pipelines_run() {
    let d = tmp();
    let f = write(
        d.path(),
        "f.mlir",
        "func.func @f(%a: index) -> index {\n  return %a : index\n}\n",
    );
    // Flag form with options, and the textual pipeline with nested options: same result.
    let o = run(
        &["opt", "--convert-func-to-llvm=index-bitwidth=32", s(&f)],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("llvm.func @f(%arg0: i32) -> i32"),
        "{}",
        stdout(&o)
    );
    let o2 = run(
        &[
            "opt",
            "--pass-pipeline=builtin.module(convert-func-to-llvm{index-bitwidth=32},reconcile-unrealized-casts)",
            s(&f),
        ],
        None,
    );
    assert!(o2.status.success(), "{}", stderr(&o2));
    assert_eq!(stdout(&o), stdout(&o2));
    let o = run(
        &[
            "opt",
            "--verify-each=false",
            "--convert-func-to-llvm",
            s(&f),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));

    // A pass failure is a located diagnostic and exit code 1, and no output file is written.
    let bad = write(
        d.path(),
        "bad.mlir",
        "func.func private @v(i32) attributes {llvm.emit_c_interface, func.varargs = true}\n",
    );
    let out = d.path().join("out.mlir");
    let o = run(
        &["opt", "--convert-func-to-llvm", s(&bad), "-o", s(&out)],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "bad.mlir:1:1: error: C interface for variadic functions is not supported yet."
        ),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());

    // Unknown option and wrongly anchored pipelines are refused.
    let o = run(
        &["opt", "--convert-func-to-llvm=no-such-option=1", s(&f)],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("no option named 'no-such-option'"),
        "{}",
        stderr(&o)
    );
    let o = run(
        &[
            "opt",
            "--pass-pipeline=func.func(convert-func-to-llvm)",
            s(&f),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
}

/// Through links named `mlir-opt` / `mlir-translate`, an unknown flag gives upstream 19's message
/// (the tool named as invoked, `Try: '<argv[0]> --help'`, a "did you mean" for a near miss), and a
/// flag given twice is accepted (the last one counts), as with upstream's binaries.
#[test]
fn unknown_and_repeated_flags_as_upstream() {
    let ours = tmp();
    let theirs = tmp();
    let f = write(ours.path(), "a.mlir", "func.func private @f()\n");
    for (tool, flag) in [
        ("mlir-opt", "--split-input-fil"),
        ("mlir-opt", "-mlir-print-op-generik"),
        ("mlir-translate", "--mlir-to-llvmirr"),
        ("mlir-translate", "--import-llvn"),
    ] {
        let mine = ours.path().join(tool);
        let up = theirs.path().join(tool);
        if !mine.exists() {
            std::os::unix::fs::symlink(BIN, &mine).expect("symlink");
            std::os::unix::fs::symlink(irbridge_testkit::oracle::tool(tool), &up).expect("symlink");
        }
        let a = run_exe(&mine, &[flag, s(&f)], None);
        let b = run_exe(&up, &[flag, s(&f)], None);
        assert_eq!(a.status.code(), Some(1));
        assert_eq!(b.status.code(), Some(1));
        let a = stderr(&a).replace(s(ours.path()), "DIR");
        let b = stderr(&b).replace(s(theirs.path()), "DIR");
        // Upstream's mlir-translate adds a line about the missing translation after the message.
        assert!(
            b.starts_with(a.trim_end()),
            "irbridge:\n{a}\nupstream:\n{b}"
        );
    }
    let opt = ours.path().join("mlir-opt");
    let once = run_exe(&opt, &["--mlir-print-op-generic", s(&f)], None);
    let twice = run_exe(
        &opt,
        &[
            "--mlir-print-op-generic",
            "--split-input-file",
            "-mlir-print-op-generic",
            "-split-input-file",
            s(&f),
        ],
        None,
    );
    assert!(twice.status.success(), "{}", stderr(&twice));
    assert_eq!(stdout(&once), stdout(&twice));
    let up = run_exe(
        &theirs.path().join("mlir-opt"),
        &["--mlir-print-op-generic", "--mlir-print-op-generic", s(&f)],
        None,
    );
    assert_eq!(stdout(&up), stdout(&once));
    let v = run_exe(&opt, &["--version"], None);
    assert!(v.status.success());
    assert!(stdout(&v).contains("19.1"), "{}", stdout(&v));
}

/// `irbridge` runs `opt` without libLLVM (issue 25): nothing it links loads it.
#[test]
fn opt_binary_does_not_link_llvm() {
    let o = Command::new("ldd").arg(BIN).output().expect("ldd");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stdout(&o).contains("libLLVM"), "{}", stdout(&o));
    let full = Command::new("ldd")
        .arg(Path::new(BIN).with_file_name("irbridge-llvm"))
        .output()
        .expect("ldd");
    assert!(stdout(&full).contains("libLLVM"), "{}", stdout(&full));
}

/// Without `irbridge-llvm` next to it, `opt` still works and `translate` says what is missing.
#[test]
fn missing_llvm_binary_is_a_clear_error() {
    let d = tmp();
    let alone = d.path().join("irbridge");
    if std::fs::hard_link(BIN, &alone).is_err() {
        std::fs::copy(BIN, &alone).expect("copy");
    }
    let f = write(d.path(), "m.mlir", VALID);
    let o = run_exe(&alone, &["opt", s(&f)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), VALID_PRINTED);
    let o = run_exe(&alone, &["translate", "--mlir-to-llvmir", s(&f)], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("irbridge: cannot run ") && stderr(&o).contains("irbridge-llvm"),
        "{}",
        stderr(&o)
    );
}

/// `--dump-pass-pipeline` prints what upstream's does (every option with its value or default,
/// function-anchored passes nested, once per split), compared live with `mlir-opt` 19.
#[test]
fn dump_pass_pipeline_matches_upstream() {
    let dir = tempfile::tempdir().expect("tempdir");
    let input = dir.path().join("two.mlir");
    let second = VALID.replace("@f", "@g");
    std::fs::write(&input, format!("{VALID}// -----\n{second}")).expect("write input");
    let input = input.to_string_lossy().to_string();
    let cases: &[&[&str]] = &[
        &[],
        &["--canonicalize", "--cse"],
        &["--inline"],
        &[
            "--lower-vector-mask",
            "--lower-vector-multi-reduction=lowering-strategy=inner-reduction",
            "--canonicalize=max-iterations=3 disable-patterns=a,b",
            "--convert-vector-to-scf=full-unroll",
        ],
        &[
            "--convert-to-llvm",
            "--llvm-request-c-wrappers",
            "--print-ir",
        ],
        &["--pass-pipeline=builtin.module(func.func(cse,canonicalize),cse)"],
        &[
            "--split-input-file",
            "--convert-vector-to-llvm=reassociate-fp-reductions",
        ],
    ];
    for args in cases {
        let mut all: Vec<&str> = args.to_vec();
        all.push("--dump-pass-pipeline");
        all.push(&input);
        let ours = run(&[&["opt"], all.as_slice()].concat(), None);
        let theirs = Command::new(irbridge_testkit::oracle::tool("mlir-opt"))
            .args(&all)
            .output()
            .expect("run mlir-opt 19 (scripts/setup.sh installs it)");
        assert!(theirs.status.success(), "mlir-opt failed on {args:?}");
        assert!(ours.status.success(), "irbridge failed on {args:?}");
        assert_eq!(
            String::from_utf8_lossy(&ours.stderr),
            String::from_utf8_lossy(&theirs.stderr),
            "stderr of {args:?}"
        );
        assert!(
            String::from_utf8_lossy(&theirs.stderr).contains("Pass Manager with"),
            "the dump is printed"
        );
    }
}

/// `print-op-stats` writes its table (or JSON) on stderr, and `snapshot-op-locations` prints the IR
/// to its file and relocates the ops there, as upstream's do; compared live with `mlir-opt` 19
/// (stdout, stderr and the snapshot file).
#[test]
fn printing_passes_match_upstream() {
    let dir = tempfile::tempdir().expect("tempdir");
    let text = "#map = affine_map<(d0) -> (d0 + 1)>\n\
func.func @f(%a: index) -> index {\n\
  %0 = affine.apply #map(%a) loc(\"original\")\n\
  %c = arith.constant 1 : index\n\
  %r = scf.for %i = %c to %a step %c iter_args(%x = %0) -> index {\n\
    %y = arith.addi %x, %i : index\n\
    scf.yield %y : index\n\
  }\n\
  \"x.y\"() : () -> ()\n\
  \"z\"() : () -> ()\n\
  return %r : index\n\
} loc(\"original\")\n\
// -----\n\
func.func @g() {\n  return\n}\n";
    let input = write(dir.path(), "in.mlir", text);
    let snap = dir.path().join("snap.mlir");
    let snap_opt = |tag: &str| format!("--snapshot-op-locations=filename={}{tag}", s(&snap));
    let cases: Vec<Vec<String>> = vec![
        vec!["--print-op-stats".into(), "--split-input-file".into()],
        vec!["--print-op-stats=json".into()],
        // Upstream runs function passes on threads: one at a time, its output is in order.
        vec![
            "--pass-pipeline=builtin.module(func.func(print-op-stats{json=false}))".into(),
            "--mlir-disable-threading".into(),
        ],
        vec![snap_opt(""), "--mlir-print-debuginfo".into()],
        vec![
            snap_opt(" tag=tagged"),
            "--mlir-print-debuginfo".into(),
            "--mlir-print-local-scope".into(),
        ],
        vec![
            snap_opt(""),
            "--mlir-print-debuginfo".into(),
            "--mlir-print-op-generic".into(),
        ],
    ];
    for args in &cases {
        let mut all: Vec<&str> = args.iter().map(|a| a.as_str()).collect();
        all.extend(["--allow-unregistered-dialect", s(&input)]);
        let _ = std::fs::remove_file(&snap);
        let ours = run(&[&["opt"], all.as_slice()].concat(), None);
        let our_snap = std::fs::read_to_string(&snap).ok();
        let _ = std::fs::remove_file(&snap);
        let theirs = Command::new(irbridge_testkit::oracle::tool("mlir-opt"))
            .args(&all)
            .output()
            .expect("run mlir-opt 19 (scripts/setup.sh installs it)");
        let their_snap = std::fs::read_to_string(&snap).ok();
        assert!(theirs.status.success(), "mlir-opt failed on {args:?}");
        assert!(
            ours.status.success(),
            "irbridge failed on {args:?}: {}",
            stderr(&ours)
        );
        assert_eq!(stdout(&ours), stdout(&theirs), "stdout of {args:?}");
        assert_eq!(stderr(&ours), stderr(&theirs), "stderr of {args:?}");
        assert_eq!(our_snap, their_snap, "snapshot file of {args:?}");
    }
}
