//! `corpus/cli/`: cases for command-line behaviour (flags, tool-level errors), each with a
//! `// RUN: opt|translate <args>` header. `irbridge corpus check` runs them with irbridge
//! (`cli/tests/corpus_check.rs`); this test runs the same command lines with upstream's
//! `mlir-opt`/`mlir-translate` 19, which must give the expected output too (`<file>.out`), or
//! succeed on their own when the case checks its diagnostics (`--verify-diagnostics`), or fail
//! with the diagnostics of `<file>.err`, or print exactly `<file>.stderr` on stderr. So the expected
//! files say what upstream does.
//!
//! Imports (`.ll` cases) are compared up to the documented differences of irbridge's import
//! (`import/README.md`): the order of `dlti.dl_spec` entries (upstream's follows a hash map), the
//! `llvm.data_layout` string irbridge keeps (upstream drops it), the `unnamed_addr = 0` property
//! irbridge's text-based import materializes (visible in generic form).

use std::path::Path;
use std::process::Command;

#[test]
fn cli_corpus_matches_upstream() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cli");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus/cli")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir" || e == "ll"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "no cases in corpus/cli");
    let mut failures = vec![];
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(case).unwrap();
        let run = text
            .lines()
            .next()
            .and_then(|l| {
                l.strip_prefix("// RUN:")
                    .or_else(|| l.strip_prefix("; RUN:"))
            })
            .unwrap_or_else(|| panic!("{name}: no RUN line"));
        // Split as `irbridge corpus check` splits it (shell-style quotes).
        let words = irbridge::io::words::shell_words(run);
        let mut words = words.iter().map(String::as_str);
        let tool = match words.next() {
            Some("opt") => "mlir-opt",
            Some("translate") => "mlir-translate",
            other => panic!("{name}: RUN line names {other:?}, not opt or translate"),
        };
        let args: Vec<&str> = words.collect();
        let out = Command::new(irbridge_testkit::oracle::tool(tool))
            .args(&args)
            .arg(&name)
            .current_dir(&dir)
            .output()
            .unwrap_or_else(|e| panic!("cannot run upstream {tool} (scripts/setup.sh): {e}"));
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let err_file = dir.join(format!("{name}.err"));
        let out_file = dir.join(format!("{name}.out"));
        let stderr_file = dir.join(format!("{name}.stderr"));
        if stderr_file.exists() {
            // Upstream's stderr exactly; it fails unless an expected output says it succeeds
            // (which is compared below).
            let want = std::fs::read_to_string(&stderr_file).unwrap();
            if out.status.success() != out_file.exists() || want != stderr {
                failures.push(format!(
                    "{name}: upstream {tool} {}, stderr differs from {name}.stderr:\n{}",
                    out.status,
                    similar::TextDiff::from_lines(want.as_str(), &stderr)
                        .unified_diff()
                        .header(&format!("{name}.stderr"), "upstream")
                ));
                continue;
            }
            if !out.status.success() {
                continue;
            }
        } else if err_file.exists() {
            let want = std::fs::read_to_string(&err_file).unwrap();
            let heads: Vec<&str> = want.lines().filter(|l| l.starts_with(&name)).collect();
            if out.status.success() || heads.iter().any(|h| !stderr.contains(h)) {
                failures.push(format!(
                    "{name}: upstream {tool} {}:\n{stderr}\nexpected (.err):\n{want}",
                    out.status
                ));
            }
            continue;
        }
        if !out.status.success() {
            failures.push(format!("{name}: upstream {tool} failed:\n{stderr}"));
            continue;
        }
        if out_file.exists() {
            let mut want = std::fs::read_to_string(&out_file).unwrap();
            let mut stdout = stdout.into_owned();
            if name.ends_with(".ll") {
                want = normalize_import(&want);
                stdout = normalize_import(&stdout);
            }
            if want.trim_end() != stdout.trim_end() {
                failures.push(format!(
                    "{name}: upstream {tool}'s output differs from {name}.out:\n{}",
                    similar::TextDiff::from_lines(want.as_str(), &stdout)
                        .unified_diff()
                        .header(&format!("{name}.out"), "upstream")
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An import's output up to the differences listed at the top.
fn normalize_import(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.is_empty() {
            continue;
        }
        let mut line = line.replace("unnamed_addr = 0 : i64, ", "");
        if let Some(at) = line.find(", llvm.data_layout = \"") {
            let rest = &line[at + ", llvm.data_layout = \"".len()..];
            if let Some(end) = rest.find('"') {
                line = format!("{}{}", &line[..at], &rest[end + 1..]);
            }
        }
        out.push_str(&sort_dl_spec(&line));
        out.push('\n');
    }
    out
}

/// `#dlti.dl_spec<e1, e2, ...>` with its entries sorted.
fn sort_dl_spec(line: &str) -> String {
    let key = "#dlti.dl_spec<";
    let Some(start) = line.find(key).map(|i| i + key.len()) else {
        return line.to_string();
    };
    let bytes = line.as_bytes();
    let (mut depth, mut end, mut entries, mut from) = (0i32, start, vec![], start);
    while end < bytes.len() {
        match bytes[end] {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' if depth == 0 => break,
            b'>' | b')' | b']' | b'}' => depth -= 1,
            b',' if depth == 0 => {
                entries.push(line[from..end].trim().to_string());
                from = end + 1;
            }
            _ => {}
        }
        end += 1;
    }
    entries.push(line[from..end].trim().to_string());
    entries.sort();
    format!("{}{}{}", &line[..start], entries.join(", "), &line[end..])
}
