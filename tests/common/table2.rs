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
    report(cases.len(), failures);
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
    report(cases.len(), failures);
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
    report(cases.len(), failures);
}

/// Fails listing every mismatch, if there are any, out of `total` cases.
fn report(total: usize, failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ:\n\n{}",
        failures.len(),
        failures.join("\n----\n")
    );
}

/// The tests of a dialect's tables: the custom and generic forms print as upstream printed them, the
/// custom form prints back to itself, and each invalid input fails with upstream's first error.
#[macro_export]
macro_rules! table2_tests {
    ($custom:expr, $generic:expr, $invalid:expr) => {
        #[test]
        fn custom_form_matches_upstream() {
            $crate::common::table2::check_outputs($custom, false);
        }

        #[test]
        fn custom_form_round_trips() {
            $crate::common::table2::check_round_trip($custom);
        }

        #[test]
        fn generic_form_matches_upstream() {
            $crate::common::table2::check_outputs($generic, true);
        }

        #[test]
        fn invalid_inputs_report_upstream_errors() {
            $crate::common::table2::check_errors($invalid);
        }
    };
}
