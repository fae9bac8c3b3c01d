//! The LLVM type converter's rules (TargetLLVMIR.md "Type Conversion"), type by type.

use irbridge::ir::{Context, Type, TypeKind};
use irbridge::print::type_to_string;
use irbridge_lower::LlvmTypeConverter;

/// Parses the argument types of a private function declaration.
fn types(ctx: &mut Context, list: &str) -> Vec<Type> {
    let src = format!("func.func private @f({list})\n");
    let m = irbridge::parse::ops::parse_source(ctx, "t.mlir", src.as_bytes(), 0).unwrap();
    let f = ctx.block_ops(ctx.entry_block(ctx.ops[m].regions[0]).unwrap())[0];
    let ft = ctx
        .as_type_attr(ctx.get_attr(f, "function_type").unwrap())
        .unwrap();
    let TypeKind::Function { inputs, .. } = ctx.kind(ft).clone() else {
        unreachable!()
    };
    inputs
}

fn check(bits: u32, cases: &[(&str, Option<&str>)]) {
    let mut ctx = Context::new();
    let list: Vec<&str> = cases.iter().map(|c| c.0).collect();
    let ts = types(&mut ctx, &list.join(", "));
    let tc = LlvmTypeConverter::with_index_bitwidth(bits);
    for ((src, want), t) in cases.iter().zip(ts) {
        let got = tc
            .convert_type(&mut ctx, t)
            .map(|c| type_to_string(&ctx, c));
        assert_eq!(got.as_deref(), *want, "converting {src}");
    }
}

#[test]
fn builtin_types() {
    check(
        64,
        &[
            ("i32", Some("i32")),
            ("si8", Some("i8")),
            ("ui16", Some("i16")),
            ("index", Some("i64")),
            ("f32", Some("f32")),
            ("bf16", Some("bf16")),
            ("f8E4M3FN", Some("i8")),
            ("complex<f64>", Some("!llvm.struct<(f64, f64)>")),
            ("complex<f16>", Some("!llvm.struct<(f16, f16)>")),
            ("(i32) -> i32", Some("!llvm.ptr")),
            ("vector<4xf32>", Some("vector<4xf32>")),
            ("vector<f32>", Some("vector<1xf32>")),
            (
                "vector<2x3x4xindex>",
                Some("!llvm.array<2 x array<3 x vector<4xi64>>>"),
            ),
            (
                "vector<2x[4]xf32>",
                Some("!llvm.array<2 x vector<[4]xf32>>"),
            ),
            ("vector<[2]x4xf32>", None),
            ("tensor<4xf32>", None),
            ("tensor<*xf32>", None),
        ],
    );
    check(
        32,
        &[
            ("index", Some("i32")),
            ("memref<*xf32>", Some("!llvm.struct<(i32, ptr)>")),
        ],
    );
}

#[test]
fn memrefs() {
    check(
        64,
        &[
            ("memref<f32>", Some("!llvm.struct<(ptr, ptr, i64)>")),
            (
                "memref<?x4xf32>",
                Some("!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"),
            ),
            (
                "memref<4xi8, 3>",
                Some("!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>"),
            ),
            (
                "memref<4x?xf32, strided<[?, 1], offset: ?>>",
                Some("!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"),
            ),
            ("memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>", None),
            ("memref<4xf32, \"gpu\">", None),
            (
                "memref<2xcomplex<f32>>",
                Some("!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>"),
            ),
            ("memref<*xf32>", Some("!llvm.struct<(i64, ptr)>")),
            // The pointer is to the ranked descriptor, in the default address space.
            ("memref<*xf32, 5>", Some("!llvm.struct<(i64, ptr)>")),
            // ... whatever the memory space, as upstream 19 (which checks none for unranked memrefs).
            ("memref<*xf32, \"gpu\">", Some("!llvm.struct<(i64, ptr)>")),
            (
                "memref<*xf32, {kind = 1}>",
                Some("!llvm.struct<(i64, ptr)>"),
            ),
            // Integer memory spaces of any integer type, truncated to 32 bits as upstream 19 does.
            (
                "memref<f32, 2 : i8>",
                Some("!llvm.struct<(ptr<2>, ptr<2>, i64)>"),
            ),
            (
                "memref<f32, -1>",
                Some("!llvm.struct<(ptr<4294967295>, ptr<4294967295>, i64)>"),
            ),
            (
                "memref<f32, 4294967298>",
                Some("!llvm.struct<(ptr<2>, ptr<2>, i64)>"),
            ),
        ],
    );
}

#[test]
fn llvm_containers_are_converted_recursively() {
    check(
        64,
        &[
            ("!llvm.ptr", Some("!llvm.ptr")),
            (
                "!llvm.struct<(i32, index)>",
                Some("!llvm.struct<(i32, i64)>"),
            ),
            ("!llvm.array<4 x index>", Some("!llvm.array<4 x i64>")),
            (
                "!llvm.func<index (index, ...)>",
                Some("!llvm.func<i64 (i64, ...)>"),
            ),
            (
                "!llvm.struct<\"a\", (i32)>",
                Some("!llvm.struct<\"a\", (i32)>"),
            ),
            (
                "!llvm.struct<\"b\", (index, ptr)>",
                Some("!llvm.struct<\"_Converted.b\", (i64, ptr)>"),
            ),
        ],
    );
    // Conflict rule: `_Converted.c` already exists with another body -> no conversion.
    check(
        64,
        &[
            (
                "!llvm.struct<\"_Converted.c\", (f32)>",
                Some("!llvm.struct<\"_Converted.c\", (f32)>"),
            ),
            ("!llvm.struct<\"c\", (index)>", None),
        ],
    );
}

#[test]
fn function_signatures() {
    let mut ctx = Context::new();
    let ts = types(
        &mut ctx,
        "memref<?xf32>, memref<*xf32>, index, memref<4xf32>",
    );
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    let i32t = ctx.i32();
    let (f, sig) = tc
        .convert_function_signature(&mut ctx, &ts, &[i32t, ts[2]], false, false)
        .unwrap();
    assert_eq!(
        type_to_string(&ctx, f),
        "!llvm.func<struct<(i32, i64)> (ptr, ptr, i64, i64, i64, i64, ptr, i64, ptr, ptr, i64, i64, i64)>"
    );
    assert_eq!(sig.converted_types().len(), 13);
    let (f, _) = tc
        .convert_function_signature(&mut ctx, &[ts[3]], &[ts[3]], true, true)
        .unwrap();
    assert_eq!(type_to_string(&ctx, f), "!llvm.func<ptr (ptr, ...)>");
    // Bare pointers: dynamic shape is fine, unranked is refused.
    assert!(tc
        .convert_function_signature(&mut ctx, &[ts[1]], &[], false, true)
        .is_none());
    let (f, _) = tc
        .convert_function_signature(&mut ctx, &[], &[], false, false)
        .unwrap();
    assert_eq!(type_to_string(&ctx, f), "!llvm.func<void ()>");
}
