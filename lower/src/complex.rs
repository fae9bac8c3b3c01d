//! `convert-complex-to-llvm` (upstream `ComplexToLLVM`): `complex<T>` is `!llvm.struct<(T, T)>`
//! (real, imaginary). The ops upstream lowers are `create`, `re`, `im`, `constant`, `add`, `sub`,
//! `mul`, `div` and `abs`; each expansion reads both fields of its operands, computes with scalar float
//! ops carrying the op's fastmath flags, and builds the result struct, in upstream's op order. The
//! pass marks the whole dialect illegal, so any other complex op is an error, as upstream.

use crate::arith::llvm_fastmath;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome, PatternSet};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::complex::{
    AbsOp, AddOp, ConstantOp, CreateOp, DivOp, ImOp, MulOp, ReOp, SubOp,
};
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops::arith::{FAddOp, FDivOp, FMulOp, FSubOp};
use irbridge::ir::{Attribute, OpId, ValueId};
use irbridge::ods::OpDef;

/// Adds the complex lowering patterns to `patterns`.
pub fn populate_complex_to_llvm_patterns(patterns: &mut PatternSet) {
    patterns.add(Create);
    patterns.add(Part {
        name: ReOp::NAME,
        index: 0,
    });
    patterns.add(Part {
        name: ImOp::NAME,
        index: 1,
    });
    patterns.add(Constant);
    for (name, expand) in EXPANSIONS {
        patterns.add(Binary {
            name,
            expand: *expand,
        });
    }
    patterns.add(Abs);
}

/// The binary ops and their expansions over (lhs.re, lhs.im, rhs.re, rhs.im).
const EXPANSIONS: &[(&str, ExpandFn)] = &[
    (AddOp::NAME, add),
    (SubOp::NAME, sub),
    (MulOp::NAME, mul),
    (DivOp::NAME, div),
];

/// Scalar float ops with the op's location and fastmath flags.
struct Emit<'r, 'a> {
    rw: &'r mut ConversionRewriter<'a>,
    loc: Attribute,
    fmf: Attribute,
}

impl Emit<'_, '_> {
    fn op(&mut self, op: &'static OpDef, a: ValueId, b: ValueId) -> ValueId {
        let t = self.rw.ctx.value_type(a);
        let fmf = self.fmf;
        self.rw
            .create_value(op, self.loc, &[a, b], t, &[("fastmathFlags", fmf)])
    }
    fn fadd(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.op(FAddOp::def(), a, b)
    }
    fn fsub(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.op(FSubOp::def(), a, b)
    }
    fn fmul(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.op(FMulOp::def(), a, b)
    }
    fn fdiv(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.op(FDivOp::def(), a, b)
    }
}

/// Operands of a binary expansion.
struct Parts {
    lhs_re: ValueId,
    lhs_im: ValueId,
    rhs_re: ValueId,
    rhs_im: ValueId,
    /// The `llvm.mlir.undef` result struct.
    result: ValueId,
}

type ExpandFn = fn(&mut Emit<'_, '_>, &Parts) -> ValueId;

fn insert(e: &mut Emit<'_, '_>, agg: ValueId, v: ValueId, i: i64) -> ValueId {
    llvm_build::insert_value(e.rw, agg, v, &[i], e.loc)
}

/// The result struct with its real and imaginary fields set.
fn pack(e: &mut Emit<'_, '_>, p: &Parts, re: ValueId, im: ValueId) -> ValueId {
    let r = insert(e, p.result, re, 0);
    insert(e, r, im, 1)
}

fn add(e: &mut Emit<'_, '_>, p: &Parts) -> ValueId {
    let re = e.fadd(p.lhs_re, p.rhs_re);
    let im = e.fadd(p.lhs_im, p.rhs_im);
    pack(e, p, re, im)
}

fn sub(e: &mut Emit<'_, '_>, p: &Parts) -> ValueId {
    let re = e.fsub(p.lhs_re, p.rhs_re);
    let im = e.fsub(p.lhs_im, p.rhs_im);
    pack(e, p, re, im)
}

/// `(a + bi)(c + di) = (ca - db) + (bc + ad)i`, operand order as upstream.
fn mul(e: &mut Emit<'_, '_>, p: &Parts) -> ValueId {
    let rr = e.fmul(p.rhs_re, p.lhs_re);
    let ii = e.fmul(p.rhs_im, p.lhs_im);
    let re = e.fsub(rr, ii);
    let ir = e.fmul(p.lhs_im, p.rhs_re);
    let ri = e.fmul(p.lhs_re, p.rhs_im);
    let im = e.fadd(ir, ri);
    pack(e, p, re, im)
}

/// `(a + bi)/(c + di) = ((ac + bd) + (bc - ad)i) / (c² + d²)` (upstream 19's plain formula).
fn div(e: &mut Emit<'_, '_>, p: &Parts) -> ValueId {
    let rhs_re_sq = e.fmul(p.rhs_re, p.rhs_re);
    let rhs_im_sq = e.fmul(p.rhs_im, p.rhs_im);
    let sq_norm = e.fadd(rhs_re_sq, rhs_im_sq);
    let re_re = e.fmul(p.lhs_re, p.rhs_re);
    let im_im = e.fmul(p.lhs_im, p.rhs_im);
    let re_num = e.fadd(re_re, im_im);
    let im_re = e.fmul(p.lhs_im, p.rhs_re);
    let re_im = e.fmul(p.lhs_re, p.rhs_im);
    let im_num = e.fsub(im_re, re_im);
    let re = e.fdiv(re_num, sq_norm);
    let r = insert(e, p.result, re, 0);
    let im = e.fdiv(im_num, sq_norm);
    insert(e, r, im, 1)
}

/// The op's `fastmath` as llvm flags.
fn fastmath_of(rw: &mut ConversionRewriter<'_>, op: OpId) -> Attribute {
    let a = rw.ctx.get_attr(op, "fastmath");
    llvm_fastmath(rw.ctx, a)
}

struct Binary {
    name: &'static str,
    expand: ExpandFn,
}

impl ConversionPattern for Binary {
    fn root(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(st) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let loc = rw.ctx.ops[op].loc;
        let lhs_re = llvm_build::extract_value(rw, operands[0], &[0], loc);
        let lhs_im = llvm_build::extract_value(rw, operands[0], &[1], loc);
        let rhs_re = llvm_build::extract_value(rw, operands[1], &[0], loc);
        let rhs_im = llvm_build::extract_value(rw, operands[1], &[1], loc);
        let result = llvm_build::undef(rw, st, loc);
        let fmf = fastmath_of(rw, op);
        let parts = Parts {
            lhs_re,
            lhs_im,
            rhs_re,
            rhs_im,
            result,
        };
        let mut e = Emit { rw, loc, fmf };
        let v = (self.expand)(&mut e, &parts);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `complex.abs`: `sqrt(re*re + im*im)`; the fastmath flags go on the products and the sum, not on
/// the square root (as upstream).
struct Abs;

impl ConversionPattern for Abs {
    fn root(&self) -> &'static str {
        AbsOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let re = llvm_build::extract_value(rw, operands[0], &[0], loc);
        let im = llvm_build::extract_value(rw, operands[0], &[1], loc);
        let fmf = fastmath_of(rw, op);
        let mut e = Emit { rw, loc, fmf };
        let re_sq = e.fmul(re, re);
        let im_sq = e.fmul(im, im);
        let sq_norm = e.fadd(re_sq, im_sq);
        let t = rw.ctx.value_type(sq_norm);
        let v = rw.create_value(llvm_intr::SQRT, loc, &[sq_norm], t, &[]);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `complex.create`: the struct of the two parts.
struct Create;

impl ConversionPattern for Create {
    fn root(&self) -> &'static str {
        CreateOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(st) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let loc = rw.ctx.ops[op].loc;
        let s = llvm_build::undef(rw, st, loc);
        let s = llvm_build::insert_value(rw, s, operands[0], &[0], loc);
        let s = llvm_build::insert_value(rw, s, operands[1], &[1], loc);
        rw.replace_op(op, &[s]);
        Ok(Outcome::Rewritten)
    }
}

/// `complex.re` / `complex.im`: one field of the struct.
struct Part {
    name: &'static str,
    index: i64,
}

impl ConversionPattern for Part {
    fn root(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let v = llvm_build::extract_value(rw, operands[0], &[self.index], loc);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `complex.constant [re, im]` → `llvm.mlir.constant([re, im]) : !llvm.struct<(T, T)>`.
struct Constant;

impl ConversionPattern for Constant {
    fn root(&self) -> &'static str {
        ConstantOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(st) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(value) = rw.ctx.get_attr(op, "value") else {
            return Ok(Outcome::NoMatch);
        };
        let loc = rw.ctx.ops[op].loc;
        let v = llvm_build::constant(rw, st, value, loc);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}
