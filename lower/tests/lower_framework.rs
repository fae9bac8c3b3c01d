//! The conversion framework with small test-only patterns: operand remapping through target
//! materializations, source materializations for unconverted users, 1:N block signature conversion
//! (memref arguments unbundled and repacked), legality errors, and the type converter's rules.

use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{AddIOp, MulIOp, SubIOp};
use irbridge::dialect::func::FuncOp;
use irbridge::dialect::llvm::ops::arith::AddOp;
use irbridge::dialect::llvm::ops::constants::UndefOp;
use irbridge::ir::{Context, OpId, OpState, TypeKind, ValueId};
use irbridge::print::PrintFlags;
use irbridge_lower::conversion::{
    apply_conversion, apply_partial_conversion, ConversionPattern, ConversionRewriter,
    ConversionTarget, Mode, Outcome, PatternSet,
};
use irbridge_lower::LlvmTypeConverter;

fn parse(src: &str) -> (Context, OpId) {
    let mut ctx = Context::new();
    let m = irbridge::parse::ops::parse_source(&mut ctx, "t.mlir", src.as_bytes(), 0).unwrap();
    assert!(irbridge::verify::verify(&ctx, m).is_empty());
    (ctx, m)
}

fn print(ctx: &Context, m: OpId) -> String {
    let errs = irbridge::verify::verify(ctx, m);
    assert!(errs.is_empty(), "{errs:?}");
    irbridge::print::ops::print_module_with_capacity(ctx, m, PrintFlags::default(), 0)
}

/// `arith.addi` -> `llvm.add` on converted operands.
struct AddI;
impl ConversionPattern for AddI {
    fn root(&self) -> &'static str {
        AddIOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let t = rw.ctx.value_type(rw.ctx.result(op, 0));
        let Some(t) = rw.tc.convert_type(rw.ctx, t) else {
            return Ok(Outcome::NoMatch);
        };
        let v = rw.create_value(AddOp::def(), loc, operands, t, &[]);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// A pattern that never applies (and creates an op first, which must be discarded).
struct Declines;
impl ConversionPattern for Declines {
    fn root(&self) -> &'static str {
        MulIOp::NAME
    }
    fn match_and_rewrite(
        &self,
        _op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.unknown_loc();
        let i = rw.ctx.i64();
        rw.create_value(UndefOp::def(), loc, &[], i, &[]);
        Ok(Outcome::NoMatch)
    }
}

/// `arith.muli` -> `llvm.add`, but first rewires the uses of its result to its first operand in
/// place, and replaces the op through an op nothing legalizes (`arith.subi`) when `fail_late`, or
/// declines after all that when not: either way the driver must undo every change.
struct Meddles {
    fail_late: bool,
}
impl ConversionPattern for Meddles {
    fn root(&self) -> &'static str {
        MulIOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let i = rw.ctx.i64();
        let sum = rw.create_value(AddOp::def(), loc, operands, i, &[]);
        let (r, a) = (rw.ctx.result(op, 0), rw.ctx.operand(op, 0));
        rw.replace_all_uses_with(r, a);
        if !self.fail_late {
            return Ok(Outcome::NoMatch);
        }
        let back = rw.create_cast(&[sum], &[rw.ctx.value_type(r)], loc);
        let back = rw.ctx.result(back, 0);
        let b = rw.ctx.operand(op, 1);
        let sub = rw.create_value(SubIOp::def(), loc, &[back, b], rw.ctx.value_type(r), &[]);
        rw.replace_op(op, &[sub]);
        Ok(Outcome::Rewritten)
    }
}

/// `func.func` kept as `func.func` but with its signature converted the LLVM way (memrefs unbundled).
struct FuncSig;
impl ConversionPattern for FuncSig {
    fn root(&self) -> &'static str {
        FuncOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        if rw.ctx.has_attr(op, "converted") {
            return Ok(Outcome::NoMatch);
        }
        let fty = rw
            .ctx
            .as_type_attr(rw.ctx.get_attr(op, "function_type").unwrap())
            .unwrap();
        let TypeKind::Function { inputs, results } = rw.ctx.kind(fty).clone() else {
            unreachable!()
        };
        let (_, sig) = rw
            .tc
            .convert_function_signature(rw.ctx, &inputs, &results, false, false)
            .unwrap();
        let new_fty = rw
            .ctx
            .function_type(sig.converted_types().to_vec(), results);
        let regions = rw.take_regions(op);
        let data = rw.ctx.ops[op].clone();
        let mut st = OpState::new(data.name, data.loc);
        st.props = data.props.to_vec();
        st.attrs = data.attrs.to_vec();
        let ft = rw.ctx.type_attr(new_fty);
        let k = rw.ctx.sym("function_type");
        st.props.retain(|(n, _)| *n != k);
        st.props.push((k, ft));
        st.attrs.push((rw.ctx.sym("converted"), rw.ctx.unit_attr()));
        st.regions = regions.clone();
        let new_op = rw.create(st);
        rw.convert_region_types(regions[0], Some(&sig))?;
        rw.replace_op(op, &[]);
        let _ = new_op;
        Ok(Outcome::Rewritten)
    }
}

#[test]
fn operands_and_results_are_materialized_across_the_boundary() {
    let (mut ctx, m) = parse(
        "func.func @f(%a: index, %b: index) -> index {\n  %c = arith.addi %a, %b : index\n  %d = arith.muli %c, %c : index\n  return %d : index\n}\n",
    );
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    let mut p = PatternSet::new();
    p.add(AddI).add(Declines);
    apply_partial_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc).unwrap();
    let out = print(&ctx, m);
    let body: Vec<&str> = out.lines().skip(2).take(6).map(str::trim).collect();
    // The order of the casts (each right after its value's definition, newest first) is what
    // mlir-opt 19 --convert-arith-to-llvm prints for the same input.
    assert_eq!(
        body,
        [
            "%0 = builtin.unrealized_conversion_cast %arg1 : index to i64",
            "%1 = builtin.unrealized_conversion_cast %arg0 : index to i64",
            "%2 = llvm.add %1, %0 : i64",
            "%3 = builtin.unrealized_conversion_cast %2 : i64 to index",
            "%4 = arith.muli %3, %3 : index",
            "return %4 : index",
        ],
        "{out}"
    );
}

#[test]
fn index_bitwidth_changes_the_converted_type() {
    let (mut ctx, m) = parse("func.func @f(%a: index) -> index {\n  %c = arith.addi %a, %a : index\n  return %c : index\n}\n");
    let tc = LlvmTypeConverter::with_index_bitwidth(32);
    let mut p = PatternSet::new();
    p.add(AddI);
    apply_partial_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc).unwrap();
    let out = print(&ctx, m);
    assert!(out.contains("llvm.add %0, %0 : i32"), "{out}");
    assert_eq!(
        out.matches("unrealized_conversion_cast").count(),
        2,
        "{out}"
    );
}

#[test]
fn illegal_ops_left_over_are_errors() {
    let src =
        "func.func @f(%a: i32) -> i32 {\n  %c = arith.muli %a, %a : i32\n  return %c : i32\n}\n";
    let (mut ctx, m) = parse(src);
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    let mut p = PatternSet::new();
    p.add(Declines);
    let mut target = ConversionTarget::llvm();
    target.add_illegal_dialect("arith");
    let e = apply_partial_conversion(&mut ctx, m, &target, &p, &tc).unwrap_err();
    assert_eq!(
        e.message,
        "failed to legalize operation 'arith.muli' that was explicitly marked illegal"
    );
    // At the op that stayed illegal (its location: line 2, at the op name, as MLIR records it).
    assert_eq!(
        e.loc,
        irbridge::diag::DiagLoc::File {
            file: "t.mlir".into(),
            line: 2,
            col: 8
        }
    );
    let (mut ctx, m) = parse(src);
    let e =
        apply_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc, Mode::Full).unwrap_err();
    assert_eq!(e.message, "failed to legalize operation 'func.func'");
    // Partial conversion with unknown legality keeps what it can't convert, untouched.
    let (mut ctx, m) = parse(src);
    apply_partial_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc).unwrap();
    assert_eq!(print(&ctx, m), print(&parse(src).0, parse(src).1));
}

#[test]
fn memref_arguments_are_unbundled_and_repacked() {
    let src = "func.func @f(%m: memref<?x4xf32>, %i: index) -> (index, memref<?x4xf32>) {\n  %c = arith.addi %i, %i : index\n  return %c, %m : index, memref<?x4xf32>\n}\n";
    let (mut ctx, m) = parse(src);
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    let mut p = PatternSet::new();
    p.add(FuncSig).add(AddI);
    // The function the pattern creates must be legal, or the driver rolls the pattern back (as
    // upstream's: an op a pattern creates that cannot be legalized fails the pattern).
    let mut target = ConversionTarget::llvm();
    target.add_dynamic_op(FuncOp::NAME, |ctx, op| ctx.has_attr(op, "converted"));
    apply_partial_conversion(&mut ctx, m, &target, &p, &tc).unwrap();
    let out = print(&ctx, m);
    assert!(
        out.contains("func.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> (index, memref<?x4xf32>)"),
        "{out}"
    );
    // The memref is still used (by the unconverted return): its descriptor is packed from the scalars
    // (size and stride of each dimension in turn) and cast back to the memref type.
    let struct_ty = "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>";
    assert!(
        out.contains(&format!("%0 = llvm.mlir.undef : {struct_ty}")),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "%4 = llvm.insertvalue %arg3, %3[3, 0] : {struct_ty}"
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "%5 = llvm.insertvalue %arg5, %4[4, 0] : {struct_ty}"
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "%8 = builtin.unrealized_conversion_cast %7 : {struct_ty} to memref<?x4xf32>"
        )),
        "{out}"
    );
    // The index argument maps 1:1: the add uses the new argument directly (no cast pair).
    assert!(out.contains("llvm.add %arg7, %arg7 : i64"), "{out}");
    // ... and, as upstream 19 does, cast on to the descriptor type right away (kept while the argument
    // is used, even by unconverted ops only).
    let target =
        format!("%9 = builtin.unrealized_conversion_cast %8 : memref<?x4xf32> to {struct_ty}");
    assert!(out.contains(&target), "{out}");
    assert!(
        out.contains("return %11, %8 : index, memref<?x4xf32>"),
        "{out}"
    );

    // Unused, the memref needs no descriptor at all.
    let (mut ctx, m) = parse("func.func @g(%m: memref<?x4xf32>) {\n  return\n}\n");
    apply_partial_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc).unwrap();
    let out = print(&ctx, m);
    assert!(!out.contains(UndefOp::NAME), "{out}");
    assert!(!out.contains("unrealized_conversion_cast"), "{out}");
}

#[test]
fn a_pattern_whose_created_op_cannot_be_legalized_is_rolled_back() {
    // `FuncSig` creates a `func.func` that no pattern legalizes (it declines converted functions)
    // and the target does not call legal: as upstream's driver, the whole pattern is undone (the
    // new function, its regions taken from the old one, the block signature conversion and its
    // argument materializations), and the function is left as it was.
    let src = "func.func @f(%m: memref<?x4xf32>, %i: index) -> (index, memref<?x4xf32>) {\n  %c = arith.addi %i, %i : index\n  return %c, %m : index, memref<?x4xf32>\n}\n";
    let (mut ctx, m) = parse(src);
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    let mut p = PatternSet::new();
    p.add(FuncSig);
    apply_partial_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc).unwrap();
    let (orig, orig_m) = parse(src);
    assert_eq!(print(&ctx, m), print(&orig, orig_m));
    // The ops in the function are still converted afterwards, against the original arguments.
    let (mut ctx, m) = parse(src);
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    p.add(AddI);
    apply_partial_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc).unwrap();
    let out = print(&ctx, m);
    assert!(
        out.contains("func.func @f(%arg0: memref<?x4xf32>, %arg1: index)"),
        "{out}"
    );
    assert!(out.contains("llvm.add %0, %0 : i64"), "{out}");
    assert!(!out.contains("converted"), "{out}");
}

#[test]
fn a_pattern_that_declines_or_fails_late_leaves_no_trace() {
    // Each of its changes is undone: the created ops, the operand casts, the in-place rewiring
    // of the result's uses, the replacement. The `arith.addi` after it still converts.
    let src = "func.func @f(%a: index, %b: index) -> index {\n  %c = arith.muli %a, %b : index\n  %d = arith.addi %c, %c : index\n  return %d : index\n}\n";
    for fail_late in [false, true] {
        let (mut ctx, m) = parse(src);
        let tc = LlvmTypeConverter::with_index_bitwidth(64);
        let mut p = PatternSet::new();
        p.add(Meddles { fail_late });
        apply_partial_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc).unwrap();
        let (orig, orig_m) = parse(src);
        assert_eq!(
            print(&ctx, m),
            print(&orig, orig_m),
            "fail_late: {fail_late}"
        );
        let (mut ctx, m) = parse(src);
        let tc = LlvmTypeConverter::with_index_bitwidth(64);
        p.add(AddI);
        apply_partial_conversion(&mut ctx, m, &ConversionTarget::llvm(), &p, &tc).unwrap();
        let out = print(&ctx, m);
        let body: Vec<&str> = out.lines().skip(2).take(5).map(str::trim).collect();
        assert_eq!(
            body,
            [
                "%0 = arith.muli %arg0, %arg1 : index",
                "%1 = builtin.unrealized_conversion_cast %0 : index to i64",
                "%2 = llvm.add %1, %1 : i64",
                "%3 = builtin.unrealized_conversion_cast %2 : i64 to index",
                "return %3 : index",
            ],
            "{out}"
        );
    }
}
