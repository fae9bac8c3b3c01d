//! Harness for tables of `(input, expected)` cases whose expected text `mlir-opt` 19 printed.

use irbridge::driver::{opt_str, OptOptions};
use irbridge::print::PrintFlags;

pub fn opts(generic: bool) -> OptOptions {
    OptOptions {
        allow_unregistered: true,
        print: PrintFlags {
            generic,
            ..Default::default()
        },
        ..Default::default()
    }
}

/// Runs every case and reports all mismatches at once.
pub fn check_outputs(cases: &[(&str, &str)], generic: bool) {
    let mut failures = vec![];
    for (input, expected) in cases {
        match opt_str(input, &opts(generic)) {
            Ok(got) if got.trim_end() == expected.trim_end() => {}
            Ok(got) => failures.push(format!(
                "input:\n{input}\nexpected:\n{expected}\ngot:\n{got}"
            )),
            Err(e) => failures.push(format!(
                "input:\n{input}\nexpected:\n{expected}\nerror:\n{e}"
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n----\n")
    );
}

/// Printing the printed form again gives the same text.
pub fn check_round_trip(cases: &[(&str, &str)]) {
    let mut failures = vec![];
    for (_, expected) in cases {
        match opt_str(expected, &opts(false)) {
            Ok(got) if got.trim_end() == expected.trim_end() => {}
            Ok(got) => failures.push(format!("printed:\n{expected}\nreprinted:\n{got}")),
            Err(e) => failures.push(format!("printed:\n{expected}\nerror:\n{e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n----\n")
    );
}

/// Each invalid input fails with upstream's first error line (location and message).
pub fn check_errors(cases: &[(&str, &str)]) {
    let mut failures = vec![];
    for (input, expected) in cases {
        match opt_str(input, &opts(false)) {
            Ok(got) => failures.push(format!(
                "input:\n{input}\nexpected error:\n{expected}\nbut printed:\n{got}"
            )),
            Err(e) if e.lines().any(|l| l == *expected) => {}
            Err(e) => failures.push(format!(
                "input:\n{input}\nexpected error:\n{expected}\ngot:\n{e}"
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n----\n")
    );
}
