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

/// The IR library: the modules that may refer to one another (MLIR's `lib/IR` holds the same:
/// operations and their definitions, diagnostics, the printer, the verifier, `PatternMatch` and
/// the builtin dialect). Everything else is layered on top of it without cycles through it.
const IR_LIBRARY: &[&str] = &[
    "diag",
    "dialect/builtin",
    "ir",
    "ods",
    "print",
    "rewrite",
    "verify",
];

/// The core beyond the IR library: below every dialect but `builtin`, which they reach only
/// through the context's `DialectRegistry`.
const CORE_ABOVE_IR: &[&str] = &["parse", "pass", "transforms"];

/// The unit a source file belongs to: its top-level module under `src/`, or `dialect/NAME` for
/// a dialect (the registry in `dialect/mod.rs` is the unit `dialect`).
fn unit_of(rel: &str) -> String {
    let parts: Vec<&str> = rel.split('/').collect();
    match parts.as_slice() {
        ["dialect", "mod.rs"] => "dialect".into(),
        ["dialect", d, ..] => format!("dialect/{}", d.trim_end_matches(".rs")),
        [top, ..] => top.trim_end_matches(".rs").into(),
        [] => String::new(),
    }
}

/// The units `code` names through `crate::` paths (a dialect as `dialect/NAME` when the name is
/// a dialect module of `dialect_units`).
fn named_units(code: &str, dialect_units: &std::collections::BTreeSet<String>) -> Vec<String> {
    let mut out = vec![];
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        let word = |s: &str| -> String {
            s.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        };
        let top = word(rest);
        if top == "dialect" {
            let sub = rest.strip_prefix("dialect::").map(word).unwrap_or_default();
            let unit = format!("dialect/{sub}");
            out.push(if dialect_units.contains(&unit) {
                unit
            } else {
                "dialect".into()
            });
        } else if !top.is_empty() {
            out.push(top);
        }
    }
    out
}

/// The module graph of `src/` (library code: comments and the `#[cfg(test)]` tail of a file
/// are left out).
fn module_graph() -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    use std::collections::{BTreeMap, BTreeSet};
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![];
    irbridge_testkit::rust_files(&root, &mut files);
    let rels: Vec<(String, std::path::PathBuf)> = files
        .iter()
        .map(|f| {
            let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
            (rel.replace('\\', "/"), f.clone())
        })
        .collect();
    let dialect_units: BTreeSet<String> = rels
        .iter()
        .map(|(r, _)| unit_of(r))
        .filter(|u| u.starts_with("dialect/"))
        .collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, f) in &rels {
        let unit = unit_of(rel);
        let text = std::fs::read_to_string(f).expect("readable source");
        let lib = text.split("#[cfg(test)]").next().unwrap_or("");
        let entry = graph.entry(unit.clone()).or_default();
        for line in lib.lines() {
            let code = line.split("//").next().unwrap_or("");
            for u in named_units(code, &dialect_units) {
                if u != unit {
                    entry.insert(u);
                }
            }
            // `super::` in a dialect's own top file names the registry module.
            if unit.starts_with("dialect/")
                && rel.matches('/').count() == 1
                && code.contains("super::")
            {
                entry.insert("dialect".into());
            }
        }
    }
    graph
}

/// The units from which `from` is reachable and which are reachable from it: its strongly
/// connected component.
fn component_of(
    graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
    from: &str,
) -> std::collections::BTreeSet<String> {
    let reach = |start: &str, forward: bool| {
        let mut seen = std::collections::BTreeSet::from([start.to_string()]);
        let mut stack = vec![start.to_string()];
        while let Some(u) = stack.pop() {
            let next: Vec<String> = if forward {
                graph.get(&u).into_iter().flatten().cloned().collect()
            } else {
                graph
                    .iter()
                    .filter(|(_, to)| to.contains(&u))
                    .map(|(k, _)| k.clone())
                    .collect()
            };
            for n in next {
                if seen.insert(n.clone()) {
                    stack.push(n);
                }
            }
        }
        seen
    };
    let fwd = reach(from, true);
    reach(from, false).intersection(&fwd).cloned().collect()
}

/// Issue 16: the core's import cycle is gone. The IR library's modules form the only cycle the
/// IR is in; the parser, pass manager and transformations are each outside every cycle with it;
/// and no core module names a dialect but `builtin` (dialects depend on the core, not the other
/// way round).
#[test]
fn the_core_is_layered_below_the_dialects() {
    let graph = module_graph();
    assert!(
        graph.len() > 20 && graph.contains_key("dialect/llvm"),
        "expected the module graph of src/, found {:?}",
        graph.keys().collect::<Vec<_>>()
    );
    let ir = component_of(&graph, "ir");
    let expected: std::collections::BTreeSet<String> =
        IR_LIBRARY.iter().map(|s| s.to_string()).collect();
    assert_eq!(ir, expected, "the IR library's cycle changed");
    for unit in CORE_ABOVE_IR {
        let c = component_of(&graph, unit);
        assert_eq!(c.len(), 1, "`{unit}` is in a cycle: {c:?}");
    }
    let mut bad = vec![];
    for unit in IR_LIBRARY.iter().chain(CORE_ABOVE_IR) {
        for to in graph.get(*unit).into_iter().flatten() {
            if to.starts_with("dialect") && to != "dialect/builtin" {
                bad.push(format!("{unit} -> {to}"));
            }
        }
    }
    assert!(bad.is_empty(), "core modules name dialects: {bad:?}");
}

/// The graph check sees a core module that names a dialect.
#[test]
fn the_graph_check_sees_a_named_dialect() {
    let units = std::collections::BTreeSet::from(["dialect/arith".to_string()]);
    assert_eq!(
        named_units("let x = crate::dialect::arith::AddIOp::NAME;", &units),
        ["dialect/arith"]
    );
    assert_eq!(
        named_units("crate::dialect::lookup(n); crate::ir::Context", &units),
        ["dialect", "ir"]
    );
}
