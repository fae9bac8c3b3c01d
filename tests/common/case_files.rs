//! Harness for a folder of case files checked against what `mlir-opt` 19 printed: `cases.mlir` (cases
//! separated by `// -----`), `expected.txt` (per case a `//// case N` section with the custom form, a
//! `//// generic` section, and optionally `//// fixpoint yes|no`: whether upstream reads its own output
//! back unchanged), and `known_gaps.mlir` / `known_gaps_expected.txt` for cases irbridge still gets
//! wrong, and `upstream_bugs.mlir` / `upstream_bugs_expected.txt` for forms upstream prints wrongly
//! (irbridge prints one upstream reads back as the same op). Each folder's `gen.py` writes the
//! expected files by running the upstream tools.

use super::table3::run_mlir_opt;
use irbridge::driver::{opt_str, OptOptions};
use irbridge::print::PrintFlags;

/// One folder of cases.
pub struct CaseFiles {
    /// The folder (`tests/llvm_ops_core` as an absolute path).
    pub dir: &'static str,
    /// The arguments of the `func.func @f` a case body is wrapped in, as `gen.py` wraps it (a case
    /// starting with `//! module` is a whole module); `None`: every case is a whole module.
    pub args: Option<&'static str>,
}

/// What upstream printed for one case.
pub struct Expected {
    pub custom: String,
    pub generic: String,
    /// Upstream reads its own custom output back to the same text (`//// fixpoint yes`).
    pub fixpoint: bool,
}

impl CaseFiles {
    pub fn read(&self, name: &str) -> String {
        std::fs::read_to_string(format!("{}/{name}", self.dir))
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    }

    pub fn exists(&self, name: &str) -> bool {
        std::path::Path::new(&format!("{}/{name}", self.dir)).exists()
    }

    /// The source `gen.py` gives `mlir-opt` for a case.
    pub fn source(&self, case: &str) -> String {
        match self.args {
            Some(args) if !case.starts_with("//! module") => {
                format!("func.func @f({args}) {{\n{case}\n  return\n}}\n")
            }
            _ => format!("{case}\n"),
        }
    }

    /// Runs every case of `cases_file` against `expected_file`; with `want_match` a case fails when it
    /// differs from upstream, without it when it matches (a known gap that was fixed). Returns (number
    /// run, failures).
    pub fn check(
        &self,
        cases_file: &str,
        expected_file: &str,
        want_match: bool,
    ) -> (usize, Vec<String>) {
        let cs = cases(&self.read(cases_file));
        let exp = expectations(&self.read(expected_file));
        assert_eq!(
            cs.len(),
            exp.len(),
            "{expected_file} is stale: run {}/gen.py",
            self.dir
        );
        let mut failures = vec![];
        for (i, (case, e)) in cs.iter().zip(&exp).enumerate() {
            let src = self.source(case);
            let got = (run(&src, false), run(&src, true));
            let matches = got.0 == e.custom && got.1 == e.generic;
            if matches != want_match {
                let mut msg = format!("--- {cases_file} case {i}:\n{case}\n");
                if want_match {
                    msg += &diff(&e.custom, &got.0);
                    msg += &diff(&e.generic, &got.1);
                } else {
                    msg += "now matches upstream: move it to cases.mlir\n";
                }
                failures.push(msg);
            }
        }
        (cs.len(), failures)
    }

    /// Every case of `cases.mlir` prints (or fails) as upstream does, in custom and generic form.
    pub fn assert_cases_match_upstream(&self) {
        let (ran, failures) = self.check("cases.mlir", "expected.txt", true);
        assert!(
            failures.is_empty(),
            "{} of {ran} cases differ from mlir-opt 19:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    /// Every case of `known_gaps.mlir` still differs from upstream.
    pub fn assert_known_gaps_still_differ(&self) {
        let (ran, failures) = self.check("known_gaps.mlir", "known_gaps_expected.txt", false);
        assert!(
            failures.is_empty(),
            "{} of {ran} known gaps changed:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    /// Every case of `upstream_bugs.mlir` (forms upstream 19 prints wrongly): irbridge's custom form
    /// differs from upstream's, irbridge reads it back to its own generic form, and `mlir-opt` 19
    /// reads both of irbridge's forms back to upstream's generic form (the same op, as upstream
    /// judges it).
    pub fn assert_upstream_bugs_fixed(&self) {
        let cs = cases(&self.read("upstream_bugs.mlir"));
        let exp = expectations(&self.read("upstream_bugs_expected.txt"));
        assert_eq!(cs.len(), exp.len(), "upstream_bugs_expected.txt is stale");
        let mut failures = vec![];
        for (i, (case, e)) in cs.iter().zip(&exp).enumerate() {
            let src = self.source(case);
            let (custom, generic) = (run(&src, false), run(&src, true));
            let mut problems = vec![];
            if custom == e.custom {
                problems.push("custom form equals upstream's wrong one".to_string());
            }
            let ours_back = run(&custom, true);
            if ours_back != generic {
                problems.push(format!(
                    "irbridge reads its custom form back differently\n{}",
                    diff(&generic, &ours_back)
                ));
            }
            for (what, text) in [("custom", &custom), ("generic", &generic)] {
                let (ok, back, err) = run_mlir_opt(text, &["--mlir-print-op-generic"]);
                if !ok || back != e.generic {
                    problems.push(format!(
                        "mlir-opt 19 reads irbridge's {what} form back differently: {}\n{}",
                        err.trim(),
                        diff(&e.generic, &back)
                    ));
                }
            }
            if !problems.is_empty() {
                failures.push(format!(
                    "--- upstream_bugs.mlir case {i}:\n{case}\n{}",
                    problems.join("\n")
                ));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// The expected files are `mlir-opt`'s output: re-checked against `mlir-opt` 19.
    pub fn assert_expectations_are_upstream_output(&self) {
        let upstream = |src: &str, flags: &[&str]| -> String {
            let (ok, out, err) = run_mlir_opt(src, flags);
            if ok {
                out
            } else {
                err.lines()
                    .find(|l| l.contains(": error: "))
                    .unwrap_or(err.trim())
                    .to_string()
                    + "\n"
            }
        };
        let mut failures = vec![];
        for (cases_file, expected_file) in [
            ("cases.mlir", "expected.txt"),
            ("known_gaps.mlir", "known_gaps_expected.txt"),
            ("upstream_bugs.mlir", "upstream_bugs_expected.txt"),
        ] {
            if !self.exists(cases_file) {
                continue;
            }
            let cs = cases(&self.read(cases_file));
            for (i, (case, e)) in cs
                .iter()
                .zip(expectations(&self.read(expected_file)))
                .enumerate()
            {
                let src = self.source(case);
                if upstream(&src, &[]) != e.custom
                    || upstream(&src, &["--mlir-print-op-generic"]) != e.generic
                {
                    failures.push(format!("{cases_file} case {i}"));
                }
            }
        }
        assert!(
            failures.is_empty(),
            "stale expectations (run gen.py): {}",
            failures.join(", ")
        );
    }
}

/// The cases of a case file, without surrounding blank lines.
pub fn cases(text: &str) -> Vec<String> {
    text.split("\n// -----\n")
        .map(|c| c.trim_matches('\n').to_string())
        .filter(|c| !c.trim().is_empty())
        .collect()
}

/// The expected outputs per case, from the `//// case N` / `//// generic` / `//// fixpoint` sections.
pub fn expectations(text: &str) -> Vec<Expected> {
    let mut out = vec![];
    for chunk in text.split("//// case ").skip(1) {
        let body = chunk.split_once('\n').map(|x| x.1).unwrap_or("");
        let (custom, rest) = body.split_once("//// generic\n").unwrap_or((body, ""));
        let (generic, fix) = rest.split_once("//// fixpoint ").unwrap_or((rest, ""));
        out.push(Expected {
            custom: custom.to_string(),
            generic: generic.to_string(),
            fixpoint: fix.starts_with("yes"),
        });
    }
    out
}

/// `opt` options printing in custom or generic form.
pub fn print_opts(generic: bool) -> OptOptions {
    OptOptions {
        print: PrintFlags {
            generic,
            ..Default::default()
        },
        ..Default::default()
    }
}

/// What `gen.py` records for irbridge's run: the printed module (plus the newline `mlir-opt` adds), or
/// the first error line.
pub fn run(src: &str, generic: bool) -> String {
    match opt_str(src, &print_opts(generic)) {
        Ok(s) => s + "\n",
        Err(e) => {
            e.lines()
                .find(|l| l.contains(": error: "))
                .unwrap_or(&e)
                .to_string()
                + "\n"
        }
    }
}

/// A unified diff of upstream's text and irbridge's.
pub fn diff(expected: &str, got: &str) -> String {
    similar::TextDiff::from_lines(expected, got)
        .unified_diff()
        .header("mlir-opt 19", "irbridge")
        .to_string()
}
