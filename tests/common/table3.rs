//! Harness for tables of `(args, input, expected)` cases whose expected text `mlir-opt` 19 printed:
//! custom form, generic form, first error, and a re-check of the table against `mlir-opt` itself.

use irbridge::driver::{opt_str, OptOptions};
use irbridge::print::PrintFlags;

pub fn wrap(args: &str, body: &str) -> String {
    if args == "!raw" {
        return body.to_string();
    }
    format!("func.func @f({args}) {{\n{body}\n  return\n}}\n")
}

pub fn diff(expected: &str, got: &str) -> String {
    similar::TextDiff::from_lines(expected, got)
        .unified_diff()
        .header("expected", "got")
        .to_string()
}

/// `opt_str` returns the printed module; `mlir-opt` writes one more newline after it.
pub fn opt(src: &str, opts: &OptOptions) -> Result<String, String> {
    opt_str(src, opts).map(|s| s + "\n")
}

pub fn generic() -> OptOptions {
    OptOptions {
        print: PrintFlags {
            generic: true,
            ..Default::default()
        },
        ..Default::default()
    }
}

pub fn report(what: &str, total: usize, failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} of {total} {what} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Each input prints as upstream prints it, and our output parses back to the same text.
pub fn check_valid(cases: &[(&str, &str, &str)]) {
    let mut failures = vec![];
    for (args, body, expected) in cases {
        let src = wrap(args, body);
        match opt(&src, &OptOptions::default()) {
            Ok(out) if out == *expected => match opt(&out, &OptOptions::default()) {
                Ok(again) if again == out => {}
                Ok(again) => failures.push(format!(
                    "round trip of\n{out}changed:\n{}",
                    diff(&out, &again)
                )),
                Err(e) => failures.push(format!("round trip of\n{out}failed:\n{e}")),
            },
            Ok(out) => failures.push(format!("input:\n{src}{}", diff(expected, &out))),
            Err(e) => failures.push(format!("input:\n{src}failed:\n{e}")),
        }
    }
    report("custom-form", cases.len(), failures);
}

/// Each input prints in generic form as upstream prints it, and that generic text parses back to the same
/// custom form as the input.
pub fn check_generic(cases: &[(&str, &str, &str)]) {
    let mut failures = vec![];
    for (args, body, expected) in cases {
        let src = wrap(args, body);
        match opt(&src, &generic()) {
            Ok(out) if out == *expected => {
                let direct = opt(&src, &OptOptions::default());
                let via_generic = opt(&out, &OptOptions::default());
                if direct != via_generic {
                    failures.push(format!("generic form of\n{src}does not print back the same: {direct:?} vs {via_generic:?}"));
                }
            }
            Ok(out) => failures.push(format!("input:\n{src}{}", diff(expected, &out))),
            Err(e) => failures.push(format!("input:\n{src}failed:\n{e}")),
        }
    }
    report("generic-form", cases.len(), failures);
}

/// Each input is rejected with upstream's first diagnostic (position and message).
pub fn check_invalid(cases: &[(&str, &str, &str)]) {
    let mut failures = vec![];
    for (args, body, expected) in cases {
        let src = wrap(args, body);
        match opt(&src, &OptOptions::default()) {
            Ok(out) => failures.push(format!("input:\n{src}was accepted:\n{out}")),
            Err(e) if e.contains(&format!("<stdin>:{expected}")) => {}
            Err(e) => failures.push(format!("input:\n{src}expected `{expected}`, got:\n{e}")),
        }
    }
    report("invalid-input", cases.len(), failures);
}

pub fn run_mlir_opt(src: &str, flags: &[&str]) -> (bool, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(irbridge_testkit::oracle::mlir_opt())
        .arg("-")
        .args(flags)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn mlir-opt");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(src.as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("mlir-opt");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// The tables are upstream's output: re-check them against `mlir-opt` 19.
pub fn check_against_upstream(
    valid: &[(&str, &str, &str)],
    generic: &[(&str, &str, &str)],
    invalid: &[(&str, &str, &str)],
) {
    let mut failures = vec![];
    for (flags, cases) in [
        (&[][..], valid),
        (&["--mlir-print-op-generic"][..], generic),
    ] {
        for (args, body, expected) in cases {
            let (ok, out, err) = run_mlir_opt(&wrap(args, body), flags);
            if !ok || out != *expected {
                failures.push(format!("{body}\n{err}{}", diff(expected, &out)));
            }
        }
    }
    for (args, body, expected) in invalid {
        let (ok, _, err) = run_mlir_opt(&wrap(args, body), &[]);
        let first = err.lines().find(|l| l.contains(": error: ")).unwrap_or("");
        if ok || !first.contains(&format!("<stdin>:{expected}")) {
            failures.push(format!(
                "{body}\nexpected `{expected}`, upstream says `{first}`"
            ));
        }
    }
    report(
        "upstream",
        valid.len() + generic.len() + invalid.len(),
        failures,
    );
}

/// The tests every dialect table file has: valid inputs print as upstream printed them (and round
/// trip), the generic forms likewise, and invalid inputs fail with upstream's first diagnostic.
#[macro_export]
macro_rules! table3_tests {
    ($valid:expr, $generic:expr, $invalid:expr) => {
        #[test]
        fn custom_form_round_trips_like_upstream() {
            $crate::common::table3::check_valid($valid);
        }

        #[test]
        fn generic_form_like_upstream() {
            $crate::common::table3::check_generic($generic);
        }

        #[test]
        fn invalid_input_gives_upstream_diagnostic() {
            $crate::common::table3::check_invalid($invalid);
        }
    };
}
