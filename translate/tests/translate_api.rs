//! The library entry points: `irbridge_translate::translate` on IR built programmatically with
//! irbridge's builder API (no text involved), `translate_buffer` / `translate_to_bytes` on text, and
//! the guarantees around them: located diagnostics, never a panic, a verified module.

use irbridge::diag::DiagLoc;
use irbridge::dialect::arith::AddIOp;
use irbridge::dialect::builtin::ModuleOp;
use irbridge::dialect::func::FuncOp;
use irbridge::dialect::llvm::ops::arith::AddOp;
use irbridge::dialect::llvm::ops::control::ReturnOp;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::dialect::llvm::types as lt;
use irbridge::ir::{Context, OpId, OpState};
use irbridge_translate::translate;
use irbridge_translate::{translate_buffer, translate_to_bytes, Emit};

/// `llvm.func @add(%a: i32, %b: i32) -> i32 { %0 = llvm.add %a, %b; llvm.return %0 }` inside a
/// `builtin.module`, built op by op.
fn build_add(ctx: &mut Context) -> OpId {
    let loc = ctx.file_loc("built.mlir", 3, 5);
    let i32t = ctx.i32();
    // module { }
    let module_region = ctx.new_region();
    let module_block = ctx.new_block();
    ctx.append_block(module_region, module_block);
    let mut st = OpState::of(ctx, ModuleOp::def(), loc);
    st.regions = vec![module_region];
    let module = ctx.create_op(st);
    // llvm.func @add
    let fty = lt::func_type(ctx, i32t, vec![i32t, i32t], false);
    let body = ctx.new_region();
    let entry = ctx.new_block();
    ctx.append_block(body, entry);
    let a = ctx.add_block_arg(entry, i32t, None);
    let b = ctx.add_block_arg(entry, i32t, None);
    let mut st = OpState::of(ctx, LLVMFuncOp::def(), loc);
    let name = ctx.string_attr("add");
    let ty = ctx.type_attr(fty);
    st.props = vec![(ctx.sym("function_type"), ty), (ctx.sym("sym_name"), name)];
    st.regions = vec![body];
    let func = ctx.create_op(st);
    ctx.append_op(module_block, func);
    let mut st = OpState::of(ctx, AddOp::def(), loc);
    st.operands = vec![a, b];
    st.result_types = vec![i32t];
    let add = ctx.create_op(st);
    ctx.append_op(entry, add);
    let sum = ctx.result(add, 0);
    let mut st = OpState::of(ctx, ReturnOp::def(), loc);
    st.operands = vec![sum];
    let ret = ctx.create_op(st);
    ctx.append_op(entry, ret);
    module
}

#[test]
fn programmatic_module_translates() {
    let mut ctx = Context::new();
    let module = build_add(&mut ctx);
    assert!(irbridge::verify::verify(&ctx, module).is_empty());
    let llctx = inkwell::context::Context::create();
    let m = translate(&ctx, module, &llctx).expect("translates");
    let f = m.get_function("add").expect("@add exists");
    assert_eq!(f.count_params(), 2);
    assert_eq!(f.count_basic_blocks(), 1);
    let text = m.print_to_string().to_string();
    assert!(
        text.contains("define i32 @add(i32 %0, i32 %1) {\n  %3 = add i32 %0, %1\n  ret i32 %3\n}"),
        "{text}"
    );
    assert!(m.verify().is_ok());
}

#[test]
fn non_llvm_op_is_located() {
    let mut ctx = Context::new();
    let module = build_add(&mut ctx);
    // Rename the add into another dialect's op: the translator refuses it at its location.
    let bad = {
        let mut found = None;
        ctx.walk(module, |op| {
            if AddOp::is(&ctx, op) {
                found = Some(op);
            }
        });
        found.unwrap()
    };
    ctx.ops[bad].name = ctx.sym(AddIOp::NAME);
    let llctx = inkwell::context::Context::create();
    let Err(errs) = translate(&ctx, module, &llctx) else {
        panic!("arith.addi must be refused");
    };
    assert_eq!(errs.len(), 1);
    assert_eq!(
        errs[0].loc,
        DiagLoc::File {
            file: "built.mlir".into(),
            line: 3,
            col: 5
        }
    );
    assert!(
        errs[0].message.contains("op: arith.addi"),
        "{}",
        errs[0].message
    );
}

#[test]
fn text_entry_points() {
    let src = b"llvm.func @f(%p: !llvm.ptr) -> i64 {\n  %0 = llvm.load %p : !llvm.ptr -> i64\n  llvm.return %0 : i64\n}\n";
    let llctx = inkwell::context::Context::create();
    let m = translate_buffer("f.mlir", src, 0, false, &llctx).expect("translates");
    assert!(m.get_function("f").is_some());
    let ll = translate_to_bytes("f.mlir", src, 0, false, Emit::Ll).unwrap();
    assert!(String::from_utf8(ll)
        .unwrap()
        .contains("load i64, ptr %0, align 4"));
    let bc = translate_to_bytes("f.mlir", src, 0, false, Emit::Bc).unwrap();
    assert_eq!(&bc[..4], b"BC\xC0\xDE");
    // Parse and verifier errors come back located too (line offset applied).
    let errs = translate_to_bytes(
        "g.mlir",
        b"llvm.func @g() {\n  llvm.return %x : i32\n}\n",
        10,
        false,
        Emit::Ll,
    )
    .err()
    .unwrap();
    assert!(
        matches!(&errs[0].loc, DiagLoc::File { line: 12, .. }),
        "{:?}",
        errs[0]
    );
}

#[test]
fn unsupported_things_are_diagnostics_not_panics() {
    let cases: &[(&str, &str)] = &[
        // An unregistered op inside a function.
        (
            "llvm.func @f() {\n  \"foo.bar\"() : () -> ()\n  llvm.return\n}\n",
            "op: foo.bar",
        ),
        // An inalloca alloca of an identified struct (no shareable spelling for the template).
        (
            "llvm.func @f() {\n  %0 = llvm.mlir.constant(1 : i32) : i32\n  %1 = llvm.alloca inalloca %0 x !llvm.struct<\"s\", (i32)> : (i32) -> !llvm.ptr\n  llvm.return\n}\n",
            "identified struct",
        ),
        // Debug info: a self-reference to a uniqued composite type, which LLVM cannot resolve (upstream's
        // module fails to verify).
        (
            "#file = #llvm.di_file<\"a.c\" in \"/tmp\">\n#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>\n#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[2]<>>\n#p = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>\n#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, recId = distinct[2]<>, baseType = #p>\n#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = \"f\", file = #file, subprogramFlags = Definition, type = #llvm.di_subroutine_type<types = #arr>>\nllvm.func @f() {\n  llvm.return\n} loc(fused<#sp>[\"a.c\":1:1])\n",
            "LLVM cannot resolve the cycle",
        ),
        // Debug info: a location in another subprogram than its function's, not inlined (LLVM's
        // verifier rejects it, as it rejects upstream's module).
        (
            "#file = #llvm.di_file<\"m.c\" in \"/d\">\n#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = true, emissionKind = Full>\n#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = \"f\", file = #file, line = 1, subprogramFlags = Definition>\n#spi = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = \"i\", file = #file, line = 50, subprogramFlags = Definition>\nllvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.add %a, %a : i32 loc(fused<#spi>[\"m.c\":51:1])\n  llvm.return %0 : i32 loc(\"m.c\":2:1)\n} loc(fused<#sp>[\"m.c\":1:1])\n",
            "points at wrong subprogram",
        ),
        // An overloaded intrinsic called with a type none of its overloads has.
        (
            "llvm.func @f(%a: vector<4xi32>) -> vector<2xi32> {\n  %0 = llvm.call_intrinsic \"llvm.aarch64.neon.abs\"(%a) : (vector<4xi32>) -> vector<2xi32>\n  llvm.return %0 : vector<2xi32>\n}\n",
            "does not match any of the overloads",
        ),
        // A FloatAttr of the wrong type for a global.
        (
            "llvm.mlir.global internal @g(1.5 : f64) : f32\n",
            "FloatAttr does not match",
        ),
    ];
    for (src, want) in cases {
        let r = std::panic::catch_unwind(|| {
            translate_to_bytes("t.mlir", src.as_bytes(), 0, true, Emit::Ll)
        });
        let errs = r
            .expect("no panic")
            .err()
            .unwrap_or_else(|| panic!("refused: {src}"));
        assert!(
            errs.iter().any(|e| e.message.contains(want)),
            "{src}: {:?}",
            errs.iter().map(|e| &e.message).collect::<Vec<_>>()
        );
        assert!(
            errs.iter()
                .all(|e| matches!(e.loc, DiagLoc::File { line, .. } if line > 0)),
            "{src}: {errs:?}"
        );
    }
}

#[test]
fn many_blocks_and_deep_phis() {
    // A long chain of blocks, each passing a value on: linear work, no recursion limits.
    let n = 3000;
    let mut src = String::from("llvm.func @chain(%a: i64) -> i64 {\n  llvm.br ^bb1(%a : i64)\n");
    for i in 1..n {
        src += &format!("^bb{i}(%v{i}: i64):\n  %w{i} = llvm.add %v{i}, %v{i} : i64\n  llvm.br ^bb{}(%w{i} : i64)\n", i + 1);
    }
    src += &format!("^bb{n}(%v{n}: i64):\n  llvm.return %v{n} : i64\n}}\n");
    let ll =
        translate_to_bytes("chain.mlir", src.as_bytes(), 0, false, Emit::Ll).expect("translates");
    let text = String::from_utf8(ll).unwrap();
    // Every block but the entry has one argument, hence one PHI.
    assert_eq!(text.matches(" = phi i64 ").count(), n);
}

/// A printed-layout module of `n` functions calling each other, as mlir-opt would print it.
fn printed_module(n: usize, tail: &str) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s += &format!(
            "  llvm.func @f{i}(%arg0: i64) -> i64 {{\n    %0 = llvm.mlir.constant({i} : i64) : i64\n    %1 = llvm.add %arg0, %0 : i64\n    %2 = llvm.call @f{}(%1) : (i64) -> i64\n    llvm.return %2 : i64\n  }}\n",
            (i * 7 + 1) % n
        );
    }
    s += tail;
    s += "}\n";
    s
}

#[test]
fn streaming_matches_whole_module_translation() {
    let src = printed_module(400, "");
    let whole = translate_to_bytes("m.mlir", src.as_bytes(), 0, false, Emit::Ll).unwrap();
    for batch in [1, 1000, 1 << 30] {
        for parsers in [0, 1, 3] {
            let llctx = inkwell::context::Context::create();
            let m = irbridge_translate::translate_streaming_with(
                "m.mlir",
                src.as_bytes(),
                false,
                &llctx,
                batch,
                parsers,
            )
            .expect("printed layout streams");
            assert_eq!(
                m.print_to_string().to_bytes(),
                &whole[..],
                "batch {batch}, {parsers} parsers"
            );
        }
    }
    // Not the printed layout: no streaming (the caller translates the whole module).
    let llctx = inkwell::context::Context::create();
    let flat = "llvm.func @g() {\nllvm.return\n}\n";
    assert!(
        irbridge_translate::translate_streaming("g.mlir", flat.as_bytes(), false, &llctx, 1)
            .is_none()
    );
}

#[test]
fn large_invalid_input_falls_back_to_located_diagnostics() {
    // Over the streaming threshold, with a bad op at the end: the diagnostic still points at it.
    let n = 24_000;
    let src = printed_module(n, "  func.func private @bad()\n");
    assert!(src.len() > 4 << 20);
    let bad_line = src.lines().count() - 1;
    let errs =
        irbridge_translate::translate_owned_to_bytes("big.mlir", src.into_bytes(), false, Emit::Ll)
            .expect_err("refused");
    assert!(
        matches!(&errs[0].loc, DiagLoc::File { line, .. } if *line as usize == bad_line),
        "{:?}",
        errs[0]
    );
    assert!(
        errs[0].message.contains(FuncOp::NAME),
        "{}",
        errs[0].message
    );
}

#[test]
fn many_predecessors_and_repeated_switch_successors_stay_linear() {
    // 5000 blocks all branching to one exit with an argument, and a switch reaching one block with
    // arguments through 5000 cases (each repeat gets a dummy block, as upstream's
    // ensureDistinctSuccessors does).
    let n = 5000;
    let mut src = String::from(
        "llvm.func @fan(%v: i32, %a: i64) -> i64 {\n  llvm.switch %v : i32, ^bb0(%a : i64) [\n",
    );
    for i in 0..n {
        src += &format!(
            "    {i}: ^bb0(%a : i64){}\n",
            if i + 1 < n { "," } else { "" }
        );
    }
    src += "  ]\n^bb0(%x: i64):\n  llvm.switch %v : i32, ^exit(%x : i64) [\n";
    for i in 0..n {
        src += &format!("    {i}: ^b{i}{}\n", if i + 1 < n { "," } else { "" });
    }
    src += "  ]\n";
    for i in 0..n {
        src += &format!("^b{i}:\n  llvm.br ^exit(%x : i64)\n");
    }
    src += "^exit(%r: i64):\n  llvm.return %r : i64\n}\n";
    let start = std::time::Instant::now();
    let ll =
        translate_to_bytes("fan.mlir", src.as_bytes(), 0, false, Emit::Ll).expect("translates");
    assert!(start.elapsed().as_secs() < 30, "took {:?}", start.elapsed());
    let text = String::from_utf8(ll).unwrap();
    // One PHI per dummy block (n of them: the default and n - 1 repeated cases), one in ^bb0 and one
    // in ^exit with n + 1 incoming edges.
    assert_eq!(text.matches(" = phi i64 ").count(), n + 2);
}

/// What LLVM cannot represent is a located error, not silently wrapped: integers wider than
/// LLVM's 2^23 bits (MLIR allows 2^24 - 1) and address spaces beyond LLVM's 24 bits (upstream 19
/// writes `addrspace(16777215)` for `!llvm.ptr<4294967295>` and drops `addr_space = 16777216`).
/// Alignments LLVM would misread likewise. The largest values LLVM does represent still translate.
#[test]
fn values_beyond_llvm_limits_are_located_errors() {
    let refused = [
        (
            "llvm.func @f(i8388609)\n",
            "i8388609 is wider than LLVM's maximum integer width of 8388608 bits",
        ),
        (
            "llvm.func @f(%p: !llvm.ptr<4294967295>) {\n  llvm.return\n}\n",
            "address space 4294967295 is out of LLVM's range (at most 16777215)",
        ),
        (
            "llvm.mlir.global external @g() {addr_space = 16777216 : i32} : i32\n",
            "address space 16777216 is out of LLVM's range (at most 16777215)",
        ),
        // LLVM keeps alignments as log2 (upstream 19 writes `align 2` for 3, drops 2^33 on a global).
        (
            "llvm.func @f(%p: !llvm.ptr) -> i32 {\n  %0 = llvm.load %p {alignment = 3 : i64} : !llvm.ptr -> i32\n  llvm.return %0 : i32\n}\n",
            "alignment 3 is not a power of 2",
        ),
        (
            "llvm.mlir.global external @g() {alignment = 8589934592 : i64} : i32\n",
            "alignment 8589934592 is beyond what LLVM's C API can set",
        ),
        (
            "llvm.func @f(%p: !llvm.ptr {llvm.align = 3 : i64}) {\n  llvm.return\n}\n",
            "`align` 3 is not a power of 2",
        ),
    ];
    for (src, msg) in refused {
        let ds = translate_to_bytes("lim.mlir", src.as_bytes(), 0, false, Emit::Ll).expect_err(src);
        assert!(
            ds.iter().any(|d| d.message.contains(msg)
                && matches!(&d.loc, DiagLoc::File { file, line: 1 | 2, .. } if file == "lim.mlir")),
            "{src}: {ds:?}"
        );
    }
    let ll = translate_to_bytes(
        "lim.mlir",
        b"llvm.func @f(i8388608, !llvm.ptr<16777215>)\nllvm.mlir.global external @g() {addr_space = 16777215 : i32} : i32\n",
        0,
        false,
        Emit::Ll,
    )
    .expect("the largest representable values translate");
    let ll = String::from_utf8(ll).unwrap();
    assert!(
        ll.contains("declare void @f(i8388608, ptr addrspace(16777215))"),
        "{ll}"
    );
    assert!(
        ll.contains("@g = external addrspace(16777215) global i32"),
        "{ll}"
    );
}

#[test]
fn bitcast_of_an_i128_constant_to_ppc_fp128_folds() {
    // What the import writes for ppc_fp128 constants (their bits and a bitcast): the export gives
    // the ppc_fp128 constant of those bits (LLVM itself leaves a `bitcast (i128 ...)` expression).
    let src = b"llvm.mlir.global external @p() : !llvm.ppc_fp128 {\n\
        \x20 %0 = llvm.mlir.constant(-89639812965745264174343306208855719936 : i128) : i128\n\
        \x20 %1 = llvm.bitcast %0 : i128 to !llvm.ppc_fp128\n\
        \x20 llvm.return %1 : !llvm.ppc_fp128\n}\n\
        llvm.func @f(%a: !llvm.ppc_fp128) -> !llvm.ppc_fp128 {\n\
        \x20 %0 = llvm.mlir.constant(4607182418800017408 : i128) : i128\n\
        \x20 %1 = llvm.bitcast %0 : i128 to !llvm.ppc_fp128\n\
        \x20 %2 = llvm.fadd %a, %1 : !llvm.ppc_fp128\n\
        \x20 llvm.return %2 : !llvm.ppc_fp128\n}\n";
    let ll = translate_to_bytes("p.mlir", src, 0, false, Emit::Ll).expect("translates");
    let ll = String::from_utf8(ll).unwrap();
    assert!(
        ll.contains("@p = global ppc_fp128 0xM3FF0000000000000BC90000000000000"),
        "{ll}"
    );
    assert!(
        ll.contains("fadd ppc_fp128 %0, 0xM3FF00000000000000000000000000000"),
        "{ll}"
    );
    assert!(!ll.contains("bitcast"), "{ll}");
}
