//! The `llvm.intr.*` ops: custom form, generic form and verifier messages against upstream, the coverage
//! of the intrinsics table, and the LLVM intrinsic names (overload suffixes) the table records.
//!
//! `llvm_intrinsics/cases.mlir` holds the inputs (cases separated by `// -----`; a case is a function body
//! over the arguments in [`ARGS`], or a whole module when it starts with `//! module`).
//! `llvm_intrinsics/expected.txt` is what `mlir-opt` 19 printed for each case (its stdout, or its first
//! error line), with and without `--mlir-print-op-generic`. `names.mlir` calls every translatable
//! intrinsic; `names_expected.txt` lists the LLVM intrinsic each call became under
//! `mlir-translate --mlir-to-llvmir`. `gen.py` regenerates the expected files by running the upstream
//! tools; they are never edited by hand. `known_gaps.mlir` holds cases where irbridge still differs
//! (each with the reason); they are checked to stay that way, so a fix shows up as a failure asking to
//! move the case.

mod common;

use common::case_files::{print_opts, CaseFiles};
use irbridge::dialect::llvm::ops::intrinsics::{self, INTRINSICS};
use irbridge::driver::{opt_str, OptOptions};
use irbridge::ir::Context;

const ARGS: &str = "%a: i32, %b: i32, %l: i64, %x: f32, %y: f32, %d: f64, %p: !llvm.ptr, %c: i1, \
                    %v: vector<4xi32>, %vf: vector<4xf32>, %vp: !llvm.vec<4 x ptr>, %sv: vector<[4]xi32>, \
                    %h: f16, %i8: i8, %m: vector<4xi1>, %t: !llvm.token, %mat: vector<16xf32>, \
                    %v8: vector<8xi32>, %vl: vector<4xi64>, %vd: vector<4xf64>, %p1: !llvm.ptr<1>, \
                    %ui: ui32, %svf: vector<[4]xf32>, %big: vector<8192xi32>";

const FILES: CaseFiles = CaseFiles {
    dir: concat!(env!("CARGO_MANIFEST_DIR"), "/tests/llvm_intrinsics"),
    args: Some(ARGS),
};

#[test]
fn cases_match_upstream() {
    FILES.assert_cases_match_upstream();
}

#[test]
fn known_gaps_still_differ() {
    FILES.assert_known_gaps_still_differ();
}

/// The table has every `llvm.intr.*` op of MLIR 19 once (179, the names in the `mlir-opt` binary), all
/// registered, and the valid cases use every one of them in custom or generic form.
#[test]
fn table_covers_every_intrinsic() {
    assert_eq!(INTRINSICS.len(), 179);
    let mut names: Vec<&str> = INTRINSICS.iter().map(|r| r.op).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), INTRINSICS.len(), "duplicate op names");
    let text = FILES.read("cases.mlir");
    let valid = text.split("// ---- verifier").next().unwrap_or("");
    let mut unused = vec![];
    for r in INTRINSICS {
        assert!(r.op.starts_with("llvm.intr."), "{}", r.op);
        assert!(r.llvm.starts_with("llvm."), "{}", r.llvm);
        assert!(
            irbridge::dialect::lookup(r.op).is_some(),
            "{} not registered",
            r.op
        );
        let used = [
            format!("{} ", r.op),
            format!("{}(", r.op),
            format!("\"{}\"", r.op),
        ]
        .iter()
        .any(|s| valid.contains(s.as_str()));
        if !used {
            unused.push(r.op);
        }
        // Immediate arguments and overloads only name what the op has.
        for (_, name) in r.imm {
            assert!(
                r.attr(name).is_some(),
                "{}: imm {name} is not a property",
                r.op
            );
        }
    }
    assert!(unused.is_empty(), "ops without a valid case: {unused:?}");
}

/// Every intrinsic call of `names.mlir` gets the LLVM name upstream's translator gives it, from the
/// table's base name and overload record.
#[test]
fn llvm_names_match_translator() {
    let src = FILES.read("names.mlir");
    let mut ctx = Context::new();
    let module = irbridge::parse::ops::parse_source(&mut ctx, "names.mlir", src.as_bytes(), 0)
        .unwrap_or_else(|d| panic!("names.mlir does not parse: {}", d.message));
    let mut got = vec![];
    ctx.walk(module, |op| {
        let name = ctx.op_name(op);
        if let Some(row) = intrinsics::lookup(name) {
            got.push(
                row.llvm_name(&ctx, op)
                    .unwrap_or_else(|| format!("<no name for {name}>")),
            );
        }
    });
    let want: Vec<String> = FILES
        .read("names_expected.txt")
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(
        got.len(),
        want.len(),
        "names_expected.txt is stale: run gen.py"
    );
    let bad: Vec<String> = got
        .iter()
        .zip(&want)
        .filter(|(g, w)| g != w)
        .map(|(g, w)| format!("irbridge {g}, mlir-translate {w}"))
        .collect();
    assert!(
        bad.is_empty(),
        "{} names differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn lookup_by_llvm_name() {
    let name = |full: &str| intrinsics::by_llvm_full_name(full).map(|r| r.op);
    assert_eq!(name("llvm.memcpy.p0.p0.i64"), Some("llvm.intr.memcpy"));
    assert_eq!(
        name("llvm.memcpy.inline.p0.p0.i32"),
        Some("llvm.intr.memcpy.inline")
    );
    assert_eq!(name("llvm.exp2.f32"), Some("llvm.intr.exp2"));
    assert_eq!(name("llvm.exp.f32"), Some("llvm.intr.exp"));
    assert_eq!(name("llvm.va_start.p0"), Some("llvm.intr.vastart"));
    assert_eq!(name("llvm.trap"), Some("llvm.intr.trap"));
    assert_eq!(
        name("llvm.vp.reduce.fadd.v4f32"),
        Some("llvm.intr.vp.reduce.fadd")
    );
    assert_eq!(
        name("llvm.experimental.constrained.fptrunc.f32.f64"),
        Some("llvm.intr.experimental.constrained.fptrunc")
    );
    assert_eq!(name("llvm.dbg.value"), Some("llvm.intr.dbg.value"));
    assert_eq!(name("llvm.x86.sse2.pause"), None);
    assert_eq!(name("llvm"), None);
    let memcpy = intrinsics::lookup("llvm.intr.memcpy").expect("memcpy");
    assert!(memcpy.has_alias_attrs() && !memcpy.has_fastmath());
    assert_eq!(memcpy.imm, &[(3, "isVolatile")]);
    assert!(intrinsics::lookup("llvm.intr.fabs")
        .expect("fabs")
        .has_fastmath());
}

/// Generic-form ops with missing or extra operands, results, properties and regions print without
/// panicking when the verifier is skipped; the ones with a region and two results are rejected.
#[test]
fn malformed_ops_never_panic() {
    for r in INTRINSICS {
        for body in [
            format!("\"{}\"() : () -> ()", r.op),
            format!(
                "%r:2 = \"{}\"(%a, %p, %vf, %m, %a, %a) <{{size = \"x\", pos = 1.0}}> ({{}}) : (i32, !llvm.ptr, vector<4xf32>, vector<4xi1>, i32, i32) -> (i32, f32)",
                r.op
            ),
        ] {
            let src = FILES.source(&body);
            if body.contains("({})") {
                assert!(
                    opt_str(&src, &OptOptions::default()).is_err(),
                    "{}: malformed op verified",
                    r.op
                );
            }
            for generic in [false, true] {
                let opts = OptOptions {
                    no_verify: true,
                    ..print_opts(generic)
                };
                let _ = opt_str(&src, &opts);
            }
        }
    }
}
