//! Robustness of the parser/printer on hostile input: every input gives printed text or located
//! diagnostics, never a panic or a stack overflow.

use irbridge::diag::Diagnostic;
use irbridge::driver::{opt_buffer, OptOptions};
use irbridge_testkit::{corpus_dir, on_big_stack};
use std::path::{Path, PathBuf};

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// opt_buffer, with a panic turned into Err(message).
fn guarded_opt(
    name: &str,
    src: &[u8],
    opts: &OptOptions,
) -> Result<Result<String, Vec<Diagnostic>>, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        opt_buffer(name, src, 0, opts)
    }))
    .map_err(|p| irbridge_testkit::panic_message(&*p))
}

// ---- robustness ------------------------------------------------------------------------------------------

/// Every input gives a value or a diagnostic: no panic, no stack overflow (which would abort the test).
fn must_not_panic(label: &str, src: Vec<u8>) -> Result<String, Vec<Diagnostic>> {
    let name = label.to_string();
    match on_big_stack(move || {
        opt_buffer(
            &name,
            &src,
            0,
            &OptOptions {
                allow_unregistered: true,
                ..Default::default()
            },
        )
    }) {
        Ok(r) => r,
        Err(p) => panic!("{label}: irbridge panicked: {p}"),
    }
}

fn must_diagnose(label: &str, src: Vec<u8>) {
    match must_not_panic(label, src) {
        Ok(out) => panic!(
            "{label}: accepted, expected a diagnostic; printed {} bytes",
            out.len()
        ),
        Err(d) => assert!(!d.is_empty(), "{label}: error without a diagnostic"),
    }
}

const DEEP: usize = 100_000;

#[test]
fn deep_nesting_is_a_diagnostic() {
    let regions = format!("{}{}", "module {\n".repeat(DEEP), "}\n".repeat(DEEP));
    must_diagnose("deep-regions", regions.into_bytes());
    let generic = format!(
        "{}{}",
        "\"test.op\"() ({\n".repeat(DEEP),
        "}) : () -> ()\n".repeat(DEEP)
    );
    must_diagnose("deep-generic-regions", generic.into_bytes());
    let tuple = format!(
        "func.func private @f() -> {}i32{}\n",
        "tuple<".repeat(DEEP),
        ">".repeat(DEEP)
    );
    must_diagnose("deep-tuple", tuple.into_bytes());
    let array = format!(
        "module attributes {{a = {}1{}}} {{\n}}\n",
        "[".repeat(DEEP),
        "]".repeat(DEEP)
    );
    must_diagnose("deep-array", array.into_bytes());
    let dict = format!(
        "module attributes {{a = {}1{}}} {{\n}}\n",
        "{b = ".repeat(DEEP),
        "}".repeat(DEEP)
    );
    must_diagnose("deep-dict", dict.into_bytes());
    // Unclosed nesting too.
    must_diagnose(
        "open-tuple",
        format!("func.func private @f() -> {}", "tuple<".repeat(DEEP)).into_bytes(),
    );
    must_diagnose(
        "open-array",
        format!("module attributes {{a = {}", "[".repeat(DEEP)).into_bytes(),
    );
    must_diagnose("open-regions", "module {\n".repeat(DEEP).into_bytes());
    must_diagnose(
        "open-parens",
        format!("func.func private @f() -> {}", "(".repeat(DEEP)).into_bytes(),
    );
}

#[test]
fn invalid_utf8_is_a_diagnostic() {
    must_diagnose("utf8-op", b"\xff\xfe".to_vec());
    must_diagnose(
        "utf8-in-op-name",
        b"func.func @f() {\n  \xc3\x28 = arith.constant 1 : i32\n}\n".to_vec(),
    );
    must_diagnose(
        "utf8-in-symbol",
        b"func.func @f\xe2\x82() {\n  return\n}\n".to_vec(),
    );
    must_diagnose("utf8-truncated", b"module {\n\xf0\x9f".to_vec());
    // Bytes MLIR accepts (comments, string contents) may pass; they must just not panic.
    let _ = must_not_panic("utf8-comment", b"// \xff\xfe\nmodule {\n}\n".to_vec());
    let _ = must_not_panic(
        "utf8-string",
        b"module attributes {a = \"\xff\xfe\"} {\n}\n".to_vec(),
    );
    let _ = must_not_panic("utf8-loc", b"module {\n} loc(\"\xff\":1:2)\n".to_vec());
}

#[test]
fn huge_integers_are_a_diagnostic() {
    let digits = "9".repeat(10_000);
    must_diagnose("huge-constant", format!("func.func @f() -> i32 {{\n  %0 = arith.constant {digits} : i32\n  return %0 : i32\n}}\n").into_bytes());
    must_diagnose(
        "huge-dim",
        format!("func.func private @f(memref<{digits}xf32>)\n").into_bytes(),
    );
    must_diagnose(
        "huge-width",
        format!("func.func private @f(i{digits})\n").into_bytes(),
    );
    must_diagnose(
        "huge-attr",
        format!("module attributes {{a = {digits}}} {{\n}}\n").into_bytes(),
    );
    must_diagnose(
        "huge-result-index",
        format!("func.func @f() {{\n  return %0#{digits}\n}}\n").into_bytes(),
    );
    must_diagnose(
        "huge-hex",
        format!("module attributes {{a = 0x{digits} : i8}} {{\n}}\n").into_bytes(),
    );
    // Big but legal: a wide integer type and a long float literal.
    let _ = must_not_panic(
        "wide-int",
        format!(
            "module attributes {{a = {} : i65536}} {{\n}}\n",
            "7".repeat(10_000)
        )
        .into_bytes(),
    );
    let _ = must_not_panic(
        "long-float",
        format!("module attributes {{a = 1.{digits} : f64}} {{\n}}\n").into_bytes(),
    );
}

#[test]
fn truncated_files_never_panic() {
    let mut files = vec![];
    files_under(&corpus_dir("examples"), &mut files);
    files_under(&corpus_dir("parse"), &mut files);
    files.truncate(4);
    assert!(!files.is_empty(), "corpus/examples is empty");
    for f in files {
        let src = std::fs::read(&f).expect("read");
        let label = f.display().to_string();
        let res = on_big_stack(move || {
            // Every prefix for small files; for larger ones about 3000 evenly spaced cuts.
            let step = (src.len() / 3000).max(1);
            let mut cut = 0;
            while cut <= src.len() {
                let prefix = &src[..cut];
                if let Err(p) = guarded_opt("prefix.mlir", prefix, &OptOptions::default()) {
                    return Err(format!("prefix of {cut} bytes: {p}"));
                }
                cut += step;
            }
            Ok(())
        });
        match res {
            Ok(Ok(())) => {}
            Ok(Err(e)) | Err(e) => panic!("{label}: irbridge panicked on a truncated file: {e}"),
        }
    }
}

/// Resource sections with bad blobs (odd or non-hex digits, no alignment, a non-power-of-2 one)
/// are located errors, never panics; a long blob is as long as its text, nothing more is allocated.
#[test]
fn bad_resource_blobs_are_located_errors() {
    let section = |blob: &str| {
        format!("module {{}}\n{{-#\n  dialect_resources: {{\n    builtin: {{\n      blob1: {blob}\n    }}\n  }}\n#-}}\n")
    };
    let cases = [
        (section("\"0x0400000\""), "hex string blob"),
        (section("\"0x04000000zz\""), "hex string blob"),
        (section("\"0x0400\""), "to encode alignment"),
        (section("\"0x03000000\""), "non-power-of-2"),
        (section("12"), "hex string blob"),
        (
            "func.func private @f() attributes {a = dense_resource<b> : i32}\n".to_string(),
            "shaped type",
        ),
    ];
    for (src, what) in &cases {
        let diags = match must_not_panic(what, src.as_bytes().to_vec()) {
            Ok(_) => panic!("{what}: accepted, expected a located error"),
            Err(d) => d,
        };
        let first = &diags[0];
        assert!(
            matches!(first.loc, irbridge::diag::DiagLoc::File { line, .. } if line > 0),
            "{what}: diagnostic has no file position: {first:?}"
        );
        assert!(
            first.message.contains(what),
            "{what}: unexpected message: {}",
            first.message
        );
    }
    let big = section(&format!("\"0x04000000{}\"", "AB".repeat(1 << 20)));
    assert!(must_not_panic("big blob", big.into_bytes()).is_ok());
}
