//! Dialects depend on the IR and on the narrow parser/printer interface (`ods::asm`), never on the
//! concrete parser, its lexer or the concrete printer (issue 16): the parser and printer reach the
//! dialects through their hook tables, and the dialects reach them only through
//! `AsmParser`/`AsmPrinter`, so no import cycle runs through `parse` and `dialect`.
//!
//! The first test reads every Rust file of `src/dialect/` and `src/ods/` (the records, hooks and
//! the interface itself) and fails on any code line naming the concrete parser or printer. The
//! second keeps the parser on top of the core: only the entry points that parse text (the driver,
//! `Module`, streaming) name it, so no import cycle runs through it.

use std::path::Path;

/// What a dialect file may not name, and why.
const FORBIDDEN: &[(&str, &str)] = &[
    (
        "crate::parse",
        "the concrete parser (use `ods::asm::AsmParser`)",
    ),
    ("TokenKind", "lexer tokens (use the `AsmParser` methods)"),
    ("lexer", "the lexer (use the `AsmParser` methods)"),
    (
        "crate::print::Printer",
        "the concrete printer (use `ods::asm::AsmPrinter`)",
    ),
    (
        "print::{",
        "a grouped import from the printer (name the items one by one)",
    ),
];

/// Folders whose files must keep to the interface.
const CHECKED: &[&str] = &["src/dialect", "src/ods"];

/// The offending (file:line, forbidden text, why) of `text`, comments skipped.
fn violations(path: &str, text: &str) -> Vec<String> {
    let mut out = vec![];
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for (bad, why) in FORBIDDEN {
            if code.contains(bad) {
                out.push(format!("{path}:{}: `{bad}`: {why}", n + 1));
            }
        }
    }
    out
}

#[test]
fn dialects_use_only_the_parser_interface() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![];
    for dir in CHECKED {
        irbridge_testkit::rust_files(&root.join(dir), &mut files);
    }
    assert!(
        files.len() > 50,
        "expected the dialect sources, found {} files",
        files.len()
    );
    let mut all = vec![];
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable source");
        let rel = f.strip_prefix(root).unwrap_or(f).display().to_string();
        all.extend(violations(&rel, &text));
    }
    assert!(
        all.is_empty(),
        "dialect code names the concrete parser or printer:\n{}",
        all.join("\n")
    );
}

/// The files outside `src/parse/` that may use the parser: the entry points that read text.
const PARSER_USERS: &[&str] = &[
    "src/lib.rs",
    "src/driver.rs",
    "src/module.rs",
    "src/stream/",
];

#[test]
fn only_the_entry_points_use_the_parser() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![];
    irbridge_testkit::rust_files(&root.join("src"), &mut files);
    let mut all = vec![];
    for f in &files {
        let rel = f.strip_prefix(root).unwrap_or(f).display().to_string();
        if rel.starts_with("src/parse/") || PARSER_USERS.iter().any(|u| rel.starts_with(u)) {
            continue;
        }
        let text = std::fs::read_to_string(f).expect("readable source");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains("crate::parse") || code.contains("super::parse") {
                all.push(format!("{rel}:{}", n + 1));
            }
        }
    }
    assert!(
        all.is_empty(),
        "the core names the parser (move the helper below it, into ir/ or ods/):\n{}",
        all.join("\n")
    );
}

/// The check itself finds what it looks for.
#[test]
fn the_check_sees_an_import_of_the_lexer() {
    let found = violations(
        "x.rs",
        "use crate::parse::lexer::TokenKind as T;\n// crate::parse in a comment\nfn f() {}\n",
    );
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(violations("x.rs", "use crate::ods::asm::{AsmParser, AsmPrinter};\n").is_empty());
}
