//! No op-name string literal outside the op definitions (issue 16): code names an op through its
//! record (`memref::DimOp::build`, `DimOp::is(ctx, op)`, `DimOp::NAME` in `match` arms and tables,
//! `llvm::intr::FABS` for intrinsics), never as `"memref.dim"`, and not inside a longer literal
//! either: a template is `format!("{BITCAST} {i} : i128 to {t}")` with `const BITCAST: &str =
//! BitcastOp::NAME`, a message `format!("... '{}' ...", YieldOp::NAME)`.
//!
//! The test reads the source of every crate of the workspace (each crate's `src/` plus
//! `lower/tests`, `translate/tests`, `import/tests` and `examples`; not the test folders that hold
//! MLIR text), finds every registered op name occurring as a whole dotted word in a string literal
//! of the code (comments skipped; `#llvm.linkage` and `!llvm.ptr` are attribute and type names, not
//! ops), and compares the count per file with [`ALLOWED`], a file's unit-test module counted apart
//! (key `FILE (unit tests)`). A file may have fewer than listed only after the list is lowered with
//! it, so the number can only go down.

use std::collections::BTreeMap;
use std::path::Path;

/// Where the op names are defined: the records and hand-written definitions (their names, and
/// the op lists their hooks and parents name). Every other file counts.
const DEFINITIONS: &[&str] = &[
    "src/dialect/affine/mod.rs",
    "src/dialect/arith/ops.rs",
    "src/dialect/builtin/mod.rs",
    "src/dialect/cf/mod.rs",
    "src/dialect/complex/ops.rs",
    "src/dialect/func/mod.rs",
    "src/dialect/index/ops.rs",
    "src/dialect/llvm/ops/aggregates.rs",
    "src/dialect/llvm/ops/arith.rs",
    "src/dialect/llvm/ops/call.rs",
    "src/dialect/llvm/ops/casts.rs",
    "src/dialect/llvm/ops/constants.rs",
    "src/dialect/llvm/ops/control.rs",
    "src/dialect/llvm/ops/func.rs",
    "src/dialect/llvm/ops/global.rs",
    "src/dialect/llvm/ops/intr.rs",
    "src/dialect/llvm/ops/intrinsics.rs",
    "src/dialect/llvm/ops/memory.rs",
    "src/dialect/math/mod.rs",
    "src/dialect/memref/ops.rs",
    "src/dialect/scf/mod.rs",
    "src/dialect/transform/affine.rs",
    "src/dialect/transform/conversion.rs",
    "src/dialect/transform/debug.rs",
    "src/dialect/transform/loop_ops.rs",
    "src/dialect/transform/memref.rs",
    "src/dialect/transform/ops.rs",
    "src/dialect/transform/vector.rs",
    "src/dialect/ub/mod.rs",
    "src/dialect/vector/ops.rs",
];

/// Files still holding op-name literals: (path, count, why). Lower a count when a file loses
/// literals; never raise one.
const ALLOWED: &[(&str, usize, &str)] = &[
    (
        "cli/src/argv.rs (unit tests)",
        2,
        "MLIR test input and expected text of the tests",
    ),
    (
        "cli/src/opt.rs (unit tests)",
        5,
        "MLIR test input and expected text of the tests",
    ),
    (
        "examples/check_abi.rs",
        21,
        "the example's MLIR input program (text)",
    ),
    (
        "examples/lower_and_translate.rs",
        13,
        "the example's MLIR input program (text)",
    ),
    (
        "examples/tests/check_abi.rs",
        6,
        "MLIR test input and expected text of the tests",
    ),
    (
        "examples/tests/examples.rs",
        7,
        "MLIR test input and expected text of the tests",
    ),
    (
        "fuzz/src/abi_signature.rs",
        1,
        "writes MLIR programs (test input text)",
    ),
    (
        "fuzz/src/lower_program.rs",
        13,
        "writes MLIR programs (test input text)",
    ),
    (
        "fuzz/src/roundtrip_llvm.rs",
        19,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/abi/c_caller.rs",
        2,
        "writes C test programs: comments of the generated C",
    ),
    (
        "harness/src/abi/inproc.rs",
        1,
        "prose: a fixed reason naming an upstream bug (the function returns a static str)",
    ),
    (
        "harness/src/abi/probe.rs",
        24,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/abi_mutants/driver.rs",
        2,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/abi_mutants/generate.rs",
        42,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/abi_mutants/mutate.rs",
        12,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/abi_mutants/mutate.rs (unit tests)",
        33,
        "MLIR test input and expected text of the tests",
    ),
    (
        "harness/src/bench/shapes.rs",
        23,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/diffprog/generate.rs",
        19,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/diffprog/structured.rs",
        80,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/gen.rs",
        38,
        "writes MLIR programs (test input text)",
    ),
    (
        "harness/src/hostile/mod.rs (unit tests)",
        1,
        "MLIR test input and expected text of the tests",
    ),
    (
        "harness/src/hostile/mutate.rs (unit tests)",
        1,
        "MLIR test input and expected text of the tests",
    ),
    (
        "harness/src/normalize.rs",
        2,
        "prose: why a loss is normalised, fields of the static loss table",
    ),
    (
        "harness/src/roundtrip.rs",
        1,
        "prose: the `--help` text of the loss names, a const string",
    ),
    (
        "harness/src/roundtrip.rs (unit tests)",
        3,
        "MLIR test input and expected text of the tests",
    ),
    (
        "import/tests/debuginfo.rs",
        1,
        "MLIR test input and expected text of the tests",
    ),
    (
        "import/tests/module_facts.rs",
        8,
        "MLIR test input and expected text of the tests",
    ),
    (
        "import/tests/pipeline.rs",
        2,
        "MLIR test input and expected text of the tests",
    ),
    (
        "lower/src/affine/mod.rs",
        2,
        "upstream's pass summary (`Convert affine.for ops into 1-D affine.parallel`), a field of the static pass table",
    ),
    (
        "lower/src/affine/utils.rs (unit tests)",
        17,
        "MLIR test input of the memref-replacement tests",
    ),
    (
        "lower/src/passes.rs",
        5,
        "upstream's pass summaries (`Lower 'vector.mask' operations`, `Uplift arith ops to math.fma.`, `Expand memref.realloc operations into its components`) and option help (`Convert math.ctlz to a software implementation`), fields of the static pass table",
    ),
    (
        "lower/tests/lower_arith_harness/mod.rs",
        2,
        "MLIR test input and expected text of the tests",
    ),
    (
        "lower/tests/lower_arith_random.rs",
        13,
        "MLIR test input and expected text of the tests",
    ),
    (
        "lower/tests/lower_framework.rs",
        36,
        "MLIR test input and expected text of the tests",
    ),
    (
        "lower/tests/lower_memref.rs",
        29,
        "MLIR test input and expected text of the tests",
    ),
    (
        "lower/tests/lower_pass_orders.rs",
        6,
        "MLIR test input and expected text of the tests",
    ),
    (
        "lower/tests/lower_type_converter.rs",
        1,
        "MLIR test input and expected text of the tests",
    ),
    (
        "src/dialect/llvm/attrs/enums.rs",
        5,
        "two are not ops: the comdat selection-kind enum attribute is named `llvm.comdat`, as the op is; three are upstream's enum descriptions (`llvm.icmp comparison predicate`), fields of a const table",
    ),
    (
        "src/dialect/llvm/ops/constraints.rs",
        3,
        "upstream's enum descriptions (`llvm.icmp comparison predicate`), arguments of the const constraint table (no const formatting)",
    ),
    (
        "src/pass/pipeline.rs (unit tests)",
        5,
        "MLIR test input and expected text of the tests",
    ),
    (
        "src/stream/layout.rs (unit tests)",
        20,
        "MLIR test input and expected text of the tests",
    ),
    (
        "src/stream/skeleton.rs (unit tests)",
        10,
        "MLIR test input of the skeleton's initializer tests",
    ),
    (
        "src/stream/mod.rs (unit tests)",
        16,
        "MLIR test input and expected text of the tests",
    ),
    (
        "translate/tests/translate_api.rs",
        57,
        "MLIR test input and expected text of the tests",
    ),
    (
        "translate/tests/translate_intrinsics_table.rs",
        2,
        "MLIR test input and expected text of the tests",
    ),
    (
        "translate/tests/translate_syncscope.rs",
        12,
        "MLIR test input and expected text of the tests",
    ),
];

/// The folders read, relative to the workspace root.
const SCANNED: &[&str] = &[
    "src",
    "lower/src",
    "lower/tests",
    "translate/src",
    "translate/tests",
    "llvm/src",
    "harness/src",
    "cli/src",
    "fuzz/src",
    "testkit/src",
    "examples",
    "import/src",
    "import/tests",
];

/// The string literals of Rust source `text`, with the byte offset where each starts: plain,
/// byte and raw strings, their contents as written (escapes kept). Comments (line, doc and block)
/// and char literals are skipped, so a quote inside them opens nothing.
fn string_literals(text: &str) -> Vec<(usize, &str)> {
    let b = text.as_bytes();
    let mut found = vec![];
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut depth = 0usize;
                while i < b.len() {
                    if b[i..].starts_with(b"/*") {
                        depth += 1;
                        i += 2;
                    } else if b[i..].starts_with(b"*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            b'\'' => {
                // A char literal ('"', '\'', 'x'); otherwise a lifetime or label.
                if b.get(i + 1) == Some(&b'\\') {
                    let mut j = i + 2;
                    while j < b.len() && b[j] != b'\'' {
                        j += 1;
                    }
                    i = j + 1;
                } else if b.get(i + 2) == Some(&b'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            b'r' if (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
                && matches!(b.get(i + 1), Some(b'"' | b'#')) =>
            {
                let mut j = i + 1;
                while b.get(j) == Some(&b'#') {
                    j += 1;
                }
                if b.get(j) != Some(&b'"') {
                    i = j;
                    continue;
                }
                let close = format!("\"{}", "#".repeat(j - i - 1));
                let start = j + 1;
                let end = text[start..].find(&close).map_or(text.len(), |e| start + e);
                found.push((start, &text[start..end]));
                i = end + close.len();
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                let end = j.min(b.len());
                found.push((start, &text[start..end]));
                i = end + 1;
            }
            c if c.is_ascii_alphanumeric() || c == b'_' => {
                // Skip the identifier so an `r` inside one does not open a raw string.
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    found
}

/// The registered op names that occur in `literal` as whole dotted words: `llvm.bitcast` in
/// `"llvm.bitcast {i} : i128 to {t}"` or `"func.func("`, not `llvm.bitcast_x`, and not the
/// attribute and type names `#llvm.linkage` and `!llvm.ptr` (nor `%` values, `@` symbols or `^`
/// blocks).
fn op_names_in(literal: &str) -> Vec<&str> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    let mut found = vec![];
    let mut rest = literal;
    let mut prev: Option<char> = None;
    while let Some(start) = rest.find(is_word) {
        let before = rest[..start].chars().next_back().or(prev);
        let len = rest[start..]
            .find(|c| !is_word(c))
            .unwrap_or(rest.len() - start);
        let word = rest[start..start + len].trim_matches('.');
        let sigil = matches!(before, Some('#' | '!' | '%' | '@' | '^' | '$'));
        if !sigil && word.contains('.') && irbridge::dialect::lookup(word).is_some() {
            found.push(word);
        }
        prev = rest[start..start + len].chars().next_back();
        rest = &rest[start + len..];
    }
    found
}

/// Where the unit tests of a source file start: the offset of a column-0 `#[cfg(test)]` line
/// followed by a `mod` line (the module holding the tests), or the end of the file.
fn unit_tests_start(text: &str) -> usize {
    let mut offset = 0;
    let mut lines = text.split_inclusive('\n').peekable();
    while let Some(line) = lines.next() {
        if line.trim_end() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod "))
        {
            return offset;
        }
        offset += line.len();
    }
    text.len()
}

/// The op names inside the string literals of `text` (a Rust source file), split into those
/// of the code and those of its unit-test module.
fn op_name_literals(text: &str) -> (Vec<&str>, Vec<&str>) {
    let tests = unit_tests_start(text);
    let (mut code, mut unit) = (vec![], vec![]);
    for (at, lit) in string_literals(text) {
        let names = op_names_in(lit);
        if at < tests {
            code.extend(names);
        } else {
            unit.extend(names);
        }
    }
    (code, unit)
}

/// The suffix of the [`ALLOWED`] key that counts a file's unit-test module apart from its code.
const UNIT_TESTS: &str = " (unit tests)";

#[test]
fn the_scanner_finds_embedded_op_names() {
    let src = r##"
// "llvm.bitcast" in a comment does not count
/// nor "llvm.return" in a doc comment
fn f() {
    let a = format!("llvm.bitcast {i} : i128 to {t}");
    let b = "#llvm.linkage<internal> !llvm.ptr %llvm.x @func.func ^llvm.br";
    let c = "llvm.bitcast_x llvm.bitcastx xllvm.bitcast";
    let d = '"'; let e = "func.func(canonicalize)";
    let g = r#"  llvm.return "quoted" "#;
    let h = "\"builtin.module\"() ({";
    /* "llvm.unreachable" */
}
#[cfg(test)]
mod tests {
    const T: &str = "llvm.func @f() {
      llvm.return
    }";
}
"##;
    let (code, unit) = op_name_literals(src);
    assert_eq!(
        code,
        ["llvm.bitcast", "func.func", "llvm.return", "builtin.module"]
    );
    assert_eq!(unit, ["llvm.func", "llvm.return"]);
    assert!(op_names_in("#llvm.linkage<internal>").is_empty());
    assert!(op_names_in("!llvm.ptr").is_empty());
    assert_eq!(op_names_in("llvm.bitcast"), ["llvm.bitcast"]);
    assert_eq!(op_names_in("  llvm.func {}{}"), ["llvm.func"]);
}

#[test]
fn no_op_name_literals_outside_the_definitions() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for d in DEFINITIONS {
        assert!(
            root.join(d).is_file(),
            "DEFINITIONS lists a missing file: {d}"
        );
    }
    let mut counts: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    for dir in SCANNED {
        assert!(
            root.join(dir).is_dir(),
            "SCANNED lists a missing folder: {dir}"
        );
        let mut files = vec![];
        irbridge_testkit::rust_files(&root.join(dir), &mut files);
        for f in files {
            let rel = f
                .strip_prefix(root)
                .unwrap_or(&f)
                .to_string_lossy()
                .replace('\\', "/");
            if DEFINITIONS.contains(&rel.as_str()) {
                continue;
            }
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            let (code, unit) = op_name_literals(&text);
            for (key, found) in [(rel.clone(), code), (format!("{rel}{UNIT_TESTS}"), unit)] {
                if !found.is_empty() {
                    let entry = counts.entry(key).or_default();
                    entry.0 += found.len();
                    entry.1.extend(found.iter().map(|s| s.to_string()));
                }
            }
        }
    }
    let mut problems = vec![];
    for (file, (n, names)) in &counts {
        let allowed = ALLOWED.iter().find(|a| a.0 == file).map_or(0, |a| a.1);
        if *n > allowed {
            problems.push(format!(
                "{file}: {n} op-name literals, {allowed} allowed ({}); name the op through its record",
                names.join(", ")
            ));
        }
    }
    for (file, allowed, _) in ALLOWED {
        let n = counts.get(*file).map_or(0, |c| c.0);
        if n < *allowed {
            problems.push(format!(
                "{file}: {n} op-name literals, {allowed} listed: lower its count in ALLOWED"
            ));
        }
    }
    let total: usize = counts.values().map(|c| c.0).sum();
    assert!(
        problems.is_empty(),
        "{total} op-name literals outside the definitions:\n{}",
        problems.join("\n")
    );
}
