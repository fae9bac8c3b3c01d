//! `irbridge abi` end to end against upstream 19 (`/usr/lib/llvm-19/bin`, installed by CI): the
//! corpus passes for several seeds and both index widths, `--lowered` accepts upstream's own
//! lowering, and bad input is a clean error.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_irbridge");
/// Upstream 19's tools (`irbridge_testkit::oracle`).
static ORACLE: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| irbridge_testkit::oracle::bin_dir().display().to_string());

fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/abi")
        .join(name)
}

fn abi(args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("abi")
        .args(args)
        .output()
        .expect("run irbridge abi")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The table rows of a report: `(function, lowering, cells...)`.
fn rows(report: &str) -> Vec<Vec<String>> {
    report
        .lines()
        .filter(|l| l.starts_with('@'))
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect()
}

#[test]
fn corpus_agrees_with_expectations_on_every_path() {
    let input = corpus("signatures.mlir");
    for seed in ["1", "7"] {
        let out = abi(&[
            input.to_str().unwrap(),
            "--oracle",
            ORACLE.as_str(),
            "--seed",
            seed,
        ]);
        let report = text(&out);
        assert!(out.status.success(), "seed {seed}:\n{report}");
        let rows = rows(&report);
        // Every function of the file is driven (none skipped), by irbridge's lowering and by
        // upstream's, and every applicable cell is ok.
        assert_eq!(rows.len(), 16, "{report}");
        for r in &rows {
            assert!(r[1] == "upstream" || r[1] == "irbridge", "{report}");
            assert!(r[2..].iter().all(|c| c == "ok" || c == "-"), "{report}");
            assert_eq!(r[5], "ok", "probes must run: {report}");
        }
        // C interface exists for all but @vectors.
        for vectors in rows.iter().filter(|r| r[0] == "@vectors") {
            assert_eq!(vectors[3], "-");
        }
        // The bare-pointer convention is run exactly where it applies (static identity memrefs).
        for r in &rows {
            let applies = r[0] == "@rank1_static" || r[0] == "@complexes";
            assert_eq!(r[6], if applies { "ok" } else { "-" }, "{report}");
        }
        assert!(
            report.contains("130 checks against clang-19 hold"),
            "{report}"
        );
    }
}

#[test]
fn index_bitwidth_32_lowering_is_driven_with_32_bit_descriptors() {
    let out = abi(&[
        corpus("mutants.mlir").to_str().unwrap(),
        "--oracle",
        ORACLE.as_str(),
        "--pipeline",
        "index-bitwidth=32",
    ]);
    let report = text(&out);
    assert!(out.status.success(), "{report}");
    // Two functions, each lowered by irbridge and by upstream.
    assert_eq!(rows(&report).len(), 4, "{report}");
}

#[test]
fn lowered_upstream_code_matches_the_reference() {
    let dir = tempfile::tempdir().unwrap();
    let input = corpus("signatures.mlir");
    let lowered = dir.path().join("lowered.mlir");
    let st = Command::new(irbridge_testkit::oracle::tool("mlir-opt"))
        .args(["--convert-to-llvm", "--reconcile-unrealized-casts"])
        .arg(&input)
        .arg("-o")
        .arg(&lowered)
        .status()
        .unwrap();
    assert!(st.success());
    let out = abi(&[
        input.to_str().unwrap(),
        "--oracle",
        ORACLE.as_str(),
        "--lowered",
        lowered.to_str().unwrap(),
    ]);
    let report = text(&out);
    assert!(out.status.success(), "{report}");
    let rows = rows(&report);
    assert_eq!(
        rows.iter().filter(|r| r[1] == "lowered").count(),
        8,
        "{report}"
    );
}

#[test]
fn a_lowering_that_does_not_follow_the_convention_fails() {
    // Lowered with the bare-pointer convention but checked as the default one: signatures differ.
    let dir = tempfile::tempdir().unwrap();
    let src = "func.func @f(%m: memref<4xf32>) -> memref<4xf32> attributes {llvm.emit_c_interface} {\n  return %m : memref<4xf32>\n}\n";
    let file = dir.path().join("bare.mlir");
    std::fs::write(&file, src).unwrap();
    let lowered = dir.path().join("bare.llvm.mlir");
    let st = Command::new(irbridge_testkit::oracle::tool("mlir-opt"))
        .arg("--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1")
        .arg("--finalize-memref-to-llvm")
        .arg("--reconcile-unrealized-casts")
        .arg(&file)
        .arg("-o")
        .arg(&lowered)
        .status()
        .unwrap();
    assert!(st.success());
    let out = abi(&[
        file.to_str().unwrap(),
        "--oracle",
        ORACLE.as_str(),
        "--lowered",
        lowered.to_str().unwrap(),
    ]);
    let report = text(&out);
    assert_eq!(out.status.code(), Some(1), "{report}");
    assert!(
        report.contains("mismatch: @f (lowered) signature: @f:"),
        "{report}"
    );
}

#[test]
fn bad_input_is_a_diagnostic_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.mlir");
    std::fs::write(
        &file,
        "func.func @f(%m: memref<?xf32>) {\n  return %nope : i32\n}\n",
    )
    .unwrap();
    let out = abi(&[file.to_str().unwrap(), "--oracle", ORACLE.as_str()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.mlir:2:"), "{err}");
    assert!(err.contains("error:"), "{err}");
}

/// Without an oracle, irbridge's own lowering is the one checked.
#[test]
fn without_an_oracle_irbridge_lowering_is_checked() {
    let out = abi(&[corpus("mutants.mlir").to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("@swap      irbridge  ok"), "{text}");
    assert!(!text.contains("upstream"), "{text}");
    assert!(text.contains("2 of 2 rows agree"), "{text}");
}

#[test]
fn bare_pointer_convention_is_checked_where_it_applies() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bare.mlir");
    // @f writes through its first argument and returns its third: memory effects and the
    // returned pointer are compared with the default convention's.
    std::fs::write(
        &file,
        "func.func @f(%m: memref<4xf32>, %x: f32, %n: memref<2x3xi32>) -> (memref<2x3xi32>, f32) {\n\
         %c1 = arith.constant 1 : index\n\
         memref.store %x, %m[%c1] : memref<4xf32>\n\
         return %n, %x : memref<2x3xi32>, f32\n}\n\
         func.func @dyn(%m: memref<?xf32>) -> memref<?xf32> {\n  return %m : memref<?xf32>\n}\n",
    )
    .unwrap();
    let keep = dir.path().join("keep");
    let out = abi(&[
        file.to_str().unwrap(),
        "--oracle",
        ORACLE.as_str(),
        "--keep",
        keep.to_str().unwrap(),
    ]);
    let report = text(&out);
    assert!(out.status.success(), "{report}");
    let rows = rows(&report);
    for r in &rows {
        assert_eq!(r[6], if r[0] == "@f" { "ok" } else { "-" }, "{report}");
    }
    // The bare run really observed the pointer and the store.
    let exe = keep.join("upstream_bare.exe");
    let run = Command::new(&exe).arg("0").output().unwrap();
    let obs = String::from_utf8_lossy(&run.stdout);
    assert!(obs.contains("res0.ptr=buf1+"), "{obs}");
    assert!(obs.contains("seen.a0.ptr=buf0+"), "{obs}");
    // A bare-pointer --pipeline is refused rather than misread.
    let out = abi(&[
        file.to_str().unwrap(),
        "--oracle",
        ORACLE.as_str(),
        "--pipeline",
        "use-bare-ptr-memref-call-conv=1",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out).contains("not supported"), "{}", text(&out));
}

#[test]
fn upstream_bare_pointer_get_global_bug_is_reported() {
    // corpus/abi/upstream-bugs/bare_get_global.mlir: upstream 19 returns 0xdeadbeef under the
    // bare-pointer convention; the default convention is fine.
    let out = abi(&[
        corpus("upstream-bugs/bare_get_global.mlir")
            .to_str()
            .unwrap(),
        "--oracle",
        ORACLE.as_str(),
    ]);
    let report = text(&out);
    // The file records the bug (`// ABI-UPSTREAM-BUG: @use bare: ...`): the bare column of both
    // lowerings is UPSTREAM-BUG with the observed difference, and the run passes.
    assert_eq!(out.status.code(), Some(0), "{report}");
    let rows = rows(&report);
    let up = rows.iter().find(|r| r[1] == "upstream").unwrap();
    assert_eq!(
        &up[2..7],
        ["ok", "-", "ok", "ok", "UPSTREAM-BUG"],
        "{report}"
    );
    assert!(
        report.contains(
            "upstream 19 bug: @use (upstream) [bare, clang] res0.ptr: expected fresh, got deadbeef"
        ),
        "{report}"
    );
    // irbridge follows upstream's bare-pointer convention (a memref result is returned as its
    // allocated pointer), so it shares the bug; the default convention is fine for both.
    let ours = rows.iter().find(|r| r[1] == "irbridge").unwrap();
    assert_eq!(
        &ours[2..7],
        ["ok", "-", "ok", "ok", "UPSTREAM-BUG"],
        "{report}"
    );
    // Without the record the harness still recognizes it: the bare result pointer is the
    // default path's allocated pointer (`res0.alloc=deadbeef`), not its aligned one.
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("plain.mlir");
    let src = std::fs::read_to_string(corpus("upstream-bugs/bare_get_global.mlir")).unwrap();
    std::fs::write(&plain, src.replace("ABI-UPSTREAM-BUG", "(removed)")).unwrap();
    let out = abi(&[plain.to_str().unwrap(), "--oracle", ORACLE.as_str()]);
    let report = text(&out);
    assert_eq!(out.status.code(), Some(0), "{report}");
    assert!(
        report.contains("-- recognized: the result pointer equals the allocated pointer"),
        "{report}"
    );
}

#[test]
fn huge_static_shapes_are_skipped_not_built() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("big.mlir");
    std::fs::write(
        &file,
        "func.func @big(%m: memref<100000000xf32>) -> memref<100000000xf32> {\n  return %m : memref<100000000xf32>\n}\n\
         func.func @small(%m: memref<4xf32>) -> memref<4xf32> {\n  return %m : memref<4xf32>\n}\n",
    )
    .unwrap();
    let out = abi(&[file.to_str().unwrap(), "--oracle", ORACLE.as_str()]);
    let report = text(&out);
    assert!(out.status.success(), "{report}");
    assert!(
        report.contains("skipped: @big: static shapes need more than"),
        "{report}"
    );
    // @small only, lowered by irbridge and by upstream.
    assert_eq!(rows(&report).len(), 2, "{report}");
}

#[test]
fn example_programs_pass() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/examples");
    for name in ["matmul.mlir", "integer_math.mlir"] {
        let out = abi(&[
            dir.join(name).to_str().unwrap(),
            "--oracle",
            ORACLE.as_str(),
        ]);
        let report = text(&out);
        assert!(out.status.success(), "{name}:\n{report}");
        assert!(!rows(&report).is_empty(), "{name}:\n{report}");
    }
}
