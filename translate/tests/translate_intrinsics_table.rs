//! corpus/export/intrinsics_table.mlir holds one chunk per `llvm.intr.*` op of irbridge's intrinsic
//! table (generic form, operand types picked from each operand's constraint), so that the corpus test
//! (translate_corpus.rs) compares every intrinsic with mlir-translate 19. This test keeps the file in
//! sync with the table; `IRBRIDGE_BLESS=1` rewrites it (then run scripts/gen-export-corpus.sh).

use irbridge::dialect::llvm::ops::intrinsics::{Intr, Req, AK, C, INTRINSICS};
use std::fmt::Write;

/// A type that satisfies `c`, chosen so that most ops' type constraints agree with each other.
fn type_for(c: C, float_op: bool) -> &'static str {
    match c {
        C::Any | C::Llvm => {
            if float_op {
                "f32"
            } else {
                "i32"
            }
        }
        C::FloatLike | C::Float | C::AnyFloat => "f32",
        C::IntLike | C::Int => "i32",
        C::I1 => "i1",
        C::I8 => "i8",
        C::I32 => "i32",
        C::Ptr | C::Ptr0 => "!llvm.ptr",
        C::Token => "!llvm.token",
        C::Vec | C::VecOfInt => "vector<4xi32>",
        C::VecOfFloat => "vector<4xf32>",
        C::VecOfI1 => "vector<4xi1>",
        C::VecOfPtr => "!llvm.vec<4 x ptr>",
    }
}

/// A value for a property: immediates small and valid where LLVM constrains them.
fn prop_value(name: &str, kind: AK) -> Option<String> {
    Some(match kind {
        AK::I1 => "false".into(),
        AK::I8 => "1 : i8".into(),
        AK::I32 => match name {
            "alignment" => "4 : i32".into(),
            "rows" | "columns" | "lhs_rows" | "lhs_columns" | "rhs_columns" => "2 : i32".into(),
            "cache" => "1 : i32".into(),
            _ => "0 : i32".into(),
        },
        AK::I64 => match name {
            "size" => "8 : i64".into(),
            _ => "0 : i64".into(),
        },
        AK::APInt => "16 : i64".into(),
        AK::F64 => "5.000000e-01 : f64".into(),
        AK::Fastmath => "#llvm.fastmath<none>".into(),
        AK::RoundingMode => "1 : i64".into(),
        AK::FpExcept => "0 : i64".into(),
        _ => return None,
    })
}

/// Ops whose types the constraints alone do not pin down: (op, operand types, result type).
const OVERRIDES: &[(&str, &[&str], &str)] = &[
    ("lround", &["f64"], "i64"),
    ("llround", &["f64"], "i64"),
    ("lrint", &["f64"], "i64"),
    ("llrint", &["f64"], "i64"),
    (
        "sadd.with.overflow",
        &["i32", "i32"],
        "!llvm.struct<(i32, i1)>",
    ),
    (
        "ssub.with.overflow",
        &["i32", "i32"],
        "!llvm.struct<(i32, i1)>",
    ),
    (
        "smul.with.overflow",
        &["i32", "i32"],
        "!llvm.struct<(i32, i1)>",
    ),
    (
        "uadd.with.overflow",
        &["i32", "i32"],
        "!llvm.struct<(i32, i1)>",
    ),
    (
        "usub.with.overflow",
        &["i32", "i32"],
        "!llvm.struct<(i32, i1)>",
    ),
    (
        "umul.with.overflow",
        &["i32", "i32"],
        "!llvm.struct<(i32, i1)>",
    ),
    ("stacksave", &[], "!llvm.ptr"),
    ("get.active.lane.mask", &["i32", "i32"], "vector<4xi1>"),
    ("vector.reduce.fmax", &["vector<4xf32>"], "f32"),
    ("vector.reduce.fmin", &["vector<4xf32>"], "f32"),
    ("vector.reduce.fmaximum", &["vector<4xf32>"], "f32"),
    ("vector.reduce.fminimum", &["vector<4xf32>"], "f32"),
    (
        "vector.interleave2",
        &["vector<2xi32>", "vector<2xi32>"],
        "vector<4xi32>",
    ),
    ("experimental.constrained.fptrunc", &["f64"], "f32"),
    (
        "masked.expandload",
        &["!llvm.ptr", "vector<4xi1>", "vector<4xi32>"],
        "vector<4xi32>",
    ),
    (
        "experimental.vp.strided.load",
        &["!llvm.ptr", "i32", "vector<4xi1>", "i32"],
        "vector<4xi32>",
    ),
    (
        "vp.load",
        &["!llvm.ptr", "vector<4xi1>", "i32"],
        "vector<4xi32>",
    ),
    (
        "vp.trunc",
        &["vector<4xi32>", "vector<4xi1>", "i32"],
        "vector<4xi16>",
    ),
    (
        "vp.zext",
        &["vector<4xi16>", "vector<4xi1>", "i32"],
        "vector<4xi32>",
    ),
    (
        "vp.sext",
        &["vector<4xi16>", "vector<4xi1>", "i32"],
        "vector<4xi32>",
    ),
    (
        "vp.fptrunc",
        &["vector<4xf64>", "vector<4xi1>", "i32"],
        "vector<4xf32>",
    ),
    (
        "vp.fpext",
        &["vector<4xf32>", "vector<4xi1>", "i32"],
        "vector<4xf64>",
    ),
    (
        "vp.fptoui",
        &["vector<4xf32>", "vector<4xi1>", "i32"],
        "vector<4xi32>",
    ),
    (
        "vp.fptosi",
        &["vector<4xf32>", "vector<4xi1>", "i32"],
        "vector<4xi32>",
    ),
    (
        "vp.uitofp",
        &["vector<4xi32>", "vector<4xi1>", "i32"],
        "vector<4xf32>",
    ),
    (
        "vp.sitofp",
        &["vector<4xi32>", "vector<4xi1>", "i32"],
        "vector<4xf32>",
    ),
    (
        "vp.ptrtoint",
        &["!llvm.vec<4 x ptr>", "vector<4xi1>", "i32"],
        "vector<4xi64>",
    ),
    (
        "vp.inttoptr",
        &["vector<4xi64>", "vector<4xi1>", "i32"],
        "!llvm.vec<4 x ptr>",
    ),
];

/// Ops this file leaves to corpus/export/intrinsics.mlir (they need a global, varargs or a token).
const SKIPPED: &[&str] = &[
    "threadlocal.address",
    "vastart",
    "vacopy",
    "vaend",
    "coro.id",
];

fn chunk(r: &Intr) -> Option<String> {
    let float_op = r
        .operands
        .iter()
        .chain(r.result.iter())
        .any(|c| matches!(c, C::FloatLike | C::Float | C::AnyFloat));
    if r.operands.contains(&C::Token)
        || r.result == Some(C::Token)
        || SKIPPED.contains(&r.mnemonic())
    {
        return None;
    }
    let mut operand_tys: Vec<&str> = r.operands.iter().map(|c| type_for(*c, float_op)).collect();
    // A result the constraints leave open: the first (non-mask) vector operand's type if any.
    let vector_operand = operand_tys
        .iter()
        .copied()
        .find(|t| t.starts_with("vector<") && !t.ends_with("xi1>"));
    let mut result_ty = r.result.map(|c| match (c, vector_operand) {
        (C::Llvm | C::Any | C::Vec, Some(v)) => v,
        _ => type_for(c, float_op),
    });
    if let Some((_, ops, res)) = OVERRIDES.iter().find(|o| o.0 == r.mnemonic()) {
        operand_tys = ops.to_vec();
        result_ty = Some(res);
    }
    let mut props = vec![];
    for a in r.attrs {
        if a.req == Req::Optional {
            continue;
        }
        props.push(format!("{} = {}", a.name, prop_value(a.name, a.kind)?));
    }
    props.sort();
    let args: Vec<String> = operand_tys
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%a{i}: {t}"))
        .collect();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "llvm.func @{}({}) {{",
        r.mnemonic().replace('.', "_"),
        args.join(", ")
    );
    let operands: Vec<String> = (0..operand_tys.len()).map(|i| format!("%a{i}")).collect();
    let props = if props.is_empty() {
        String::new()
    } else {
        format!(" <{{{}}}>", props.join(", "))
    };
    let result = result_ty.map_or("()".to_string(), |t| t.to_string());
    let lhs = if result_ty.is_some() { "%0 = " } else { "" };
    let _ = writeln!(
        s,
        "  {lhs}\"{}\"({}){props} : ({}) -> {result}",
        r.op,
        operands.join(", "),
        operand_tys.join(", ")
    );
    s += "  llvm.return\n}\n";
    Some(s)
}

fn generate() -> String {
    let mut out = String::from(
        "// Generated by translate/tests/translate_intrinsics_table.rs (IRBRIDGE_BLESS=1): one function per\n\
         // `llvm.intr.*` op of irbridge's table, operand types from the op's constraints. Chunks whose\n\
         // guessed types upstream rejects are kept: irbridge must reject them too.\n",
    );
    let chunks: Vec<String> = INTRINSICS
        .iter()
        .filter(|r| !r.op.starts_with("llvm.intr.dbg."))
        .filter_map(chunk)
        .collect();
    out += &chunks.join("// -----\n");
    out
}

#[test]
fn intrinsics_table_corpus_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/export/intrinsics_table.mlir");
    let text = generate();
    if irbridge_testkit::golden::blessing() {
        std::fs::write(&path, &text).expect("write");
    }
    let stored = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        stored == text,
        "{} is out of date: run with IRBRIDGE_BLESS=1, then scripts/gen-export-corpus.sh",
        path.display()
    );
    assert!(text.matches("// -----").count() > 150);
}
