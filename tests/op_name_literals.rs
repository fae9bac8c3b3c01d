//! No op-name string literal outside the op definitions (issue 16): code names an op through its
//! record (`memref::DimOp::build`, `DimOp::is(ctx, op)`, `DimOp::NAME` in `match` arms and tables,
//! `llvm::intr::FABS` for intrinsics), never as `"memref.dim"`.
//!
//! The test reads the source of every crate of the workspace (each crate's `src/` plus
//! `lower/tests`, `translate/tests`, `import/tests` and `examples`; not the test folders that hold
//! MLIR text), finds every string literal on a code line (comments skipped) whose text is the
//! name of a registered op, and compares the count per file with [`ALLOWED`]. A file may have fewer
//! than listed only after the list is lowered with it, so the number can only go down.

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
    "src/dialect/ub/mod.rs",
    "src/dialect/vector/ops.rs",
];

/// Files still holding op-name literals: (path, count, why). Lower a count when a file loses
/// literals; never raise one.
const ALLOWED: &[(&str, usize, &str)] = &[(
    "src/dialect/llvm/attrs/enums.rs",
    2,
    "not an op: the comdat selection-kind enum attribute is named `llvm.comdat`, as the op is",
)];

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

/// The op names quoted on the code lines of `text`: the text between any two consecutive
/// double quotes of a line that is a registered op's name.
fn op_name_literals(text: &str) -> Vec<&str> {
    let mut found = vec![];
    for line in text.lines() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        let quotes: Vec<usize> = line.match_indices('"').map(|(i, _)| i).collect();
        for w in quotes.windows(2) {
            let inner = &line[w[0] + 1..w[1]];
            if inner.contains('.') && irbridge::dialect::lookup(inner).is_some() {
                found.push(inner);
            }
        }
    }
    found
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
            let found = op_name_literals(&text);
            if !found.is_empty() {
                let entry = counts.entry(rel).or_default();
                entry.0 += found.len();
                entry.1.extend(found.iter().map(|s| s.to_string()));
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
