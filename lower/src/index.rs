//! `convert-index-to-llvm` (upstream `IndexToLLVM`): index values are `iN` integers of the index
//! width. Arithmetic maps one-to-one ([`ONE_TO_ONE`]); `ceildivs`, `ceildivu` and `floordivs` are
//! expanded into plain divisions and selects exactly as upstream writes them; casts extend or truncate
//! (same width: the operand itself); `sizeof` and the constants are `llvm.mlir.constant`s; `cmp` maps
//! its predicate through [`CMP_PREDICATES`]. The whole dialect is illegal, so an op that can't be
//! converted is an error.

use crate::arith::IndexCast;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome, PatternSet};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::index::{
    BoolConstantOp, CastSOp, CastUOp, CeilDivSOp, CeilDivUOp, CmpOp, ConstantOp, DivSOp, DivUOp,
    FloorDivSOp, MaxSOp, MaxUOp, MinSOp, MinUOp, RemSOp, RemUOp, ShrSOp, ShrUOp, SizeOfOp,
};
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::arith::{AShrOp, LShrOp, SDivOp, SRemOp, UDivOp, URemOp};
use irbridge::dialect::llvm::ops::casts::{SExtOp, ZExtOp};
use irbridge::ir::{Attribute, OpId, Type, ValueId};
use irbridge::ods::OpDef;

/// Index ops that become one llvm op each.
pub const ONE_TO_ONE: &[(&str, &OpDef)] = &[
    (
        irbridge::dialect::index::AddOp::NAME,
        llvm_ops::arith::AddOp::def(),
    ),
    (
        irbridge::dialect::index::SubOp::NAME,
        llvm_ops::arith::SubOp::def(),
    ),
    (
        irbridge::dialect::index::MulOp::NAME,
        llvm_ops::arith::MulOp::def(),
    ),
    (DivSOp::NAME, SDivOp::def()),
    (DivUOp::NAME, UDivOp::def()),
    (RemSOp::NAME, SRemOp::def()),
    (RemUOp::NAME, URemOp::def()),
    (MaxSOp::NAME, llvm_intr::SMAX),
    (MaxUOp::NAME, llvm_intr::UMAX),
    (MinSOp::NAME, llvm_intr::SMIN),
    (MinUOp::NAME, llvm_intr::UMIN),
    (
        irbridge::dialect::index::ShlOp::NAME,
        llvm_ops::arith::ShlOp::def(),
    ),
    (ShrSOp::NAME, AShrOp::def()),
    (ShrUOp::NAME, LShrOp::def()),
    (
        irbridge::dialect::index::AndOp::NAME,
        llvm_ops::arith::AndOp::def(),
    ),
    (
        irbridge::dialect::index::OrOp::NAME,
        llvm_ops::arith::OrOp::def(),
    ),
    (
        irbridge::dialect::index::XOrOp::NAME,
        llvm_ops::arith::XOrOp::def(),
    ),
];

/// (keyword, `index.cmp` predicate, `llvm.icmp` predicate): `index.cmp` numbers its predicates as
/// `arith.cmpi` does, so the arith table serves.
pub use crate::arith::CMPI_PREDICATES as CMP_PREDICATES;

/// Adds the index lowering patterns to `patterns`.
pub fn populate_index_to_llvm_patterns(patterns: &mut PatternSet) {
    for &(src, dst) in ONE_TO_ONE {
        patterns.add(OneToOne { src, dst });
    }
    patterns.add(Expand {
        name: CeilDivSOp::NAME,
        expand: ceildivs,
    });
    patterns.add(Expand {
        name: CeilDivUOp::NAME,
        expand: ceildivu,
    });
    patterns.add(Expand {
        name: FloorDivSOp::NAME,
        expand: floordivs,
    });
    patterns.add(IndexCast::new(CastSOp::NAME, SExtOp::def()));
    patterns.add(IndexCast::new(CastUOp::NAME, ZExtOp::def()));
    patterns.add(Constant(ConstantOp::NAME));
    patterns.add(Constant(BoolConstantOp::NAME));
    patterns.add(SizeOf);
    patterns.add(Cmp);
}

/// The index integer type.
fn index_ty(rw: &mut ConversionRewriter<'_>) -> Type {
    rw.tc.index_type(rw.ctx)
}

struct OneToOne {
    src: &'static str,
    dst: &'static OpDef,
}

impl ConversionPattern for OneToOne {
    fn root(&self) -> &'static str {
        self.src
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let t = index_ty(rw);
        let loc = rw.ctx.ops[op].loc;
        let v = rw.create_value(self.dst, loc, operands, t, &[]);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// Small builder for the expansions: ops at the insertion point with the op's location.
struct Emit<'r, 'a> {
    rw: &'r mut ConversionRewriter<'a>,
    loc: Attribute,
    ty: Type,
}

impl Emit<'_, '_> {
    fn konst(&mut self, v: i64) -> ValueId {
        llvm_build::int_const(self.rw, self.ty, v, self.loc)
    }
    fn bin(&mut self, op: &'static OpDef, a: ValueId, b: ValueId) -> ValueId {
        llvm_build::binary(self.rw, op, a, b, self.loc)
    }
    fn icmp(&mut self, pred: &str, a: ValueId, b: ValueId) -> ValueId {
        llvm_build::icmp(self.rw, pred, a, b, self.loc)
    }
    fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        llvm_build::select(self.rw, c, a, b, self.loc)
    }
}

/// `ceildivs(n, m)`: `x = m > 0 ? -1 : 1`; `n*m > 0 ? (n + x) / m + 1 : -(-n / m)`, the sign test
/// written as `(n > 0) == (m > 0) && n != 0`.
fn ceildivs(e: &mut Emit<'_, '_>, n: ValueId, m: ValueId) -> ValueId {
    let zero = e.konst(0);
    let pos_one = e.konst(1);
    let neg_one = e.konst(-1);
    let m_pos = e.icmp("sgt", m, zero);
    let x = e.select(m_pos, neg_one, pos_one);
    let n_plus_x = e.bin(llvm_ops::arith::AddOp::def(), n, x);
    let n_plus_x_div_m = e.bin(SDivOp::def(), n_plus_x, m);
    let pos_res = e.bin(llvm_ops::arith::AddOp::def(), n_plus_x_div_m, pos_one);
    let neg_n = e.bin(llvm_ops::arith::SubOp::def(), zero, n);
    let neg_n_div_m = e.bin(SDivOp::def(), neg_n, m);
    let neg_res = e.bin(llvm_ops::arith::SubOp::def(), zero, neg_n_div_m);
    let n_pos = e.icmp("sgt", n, zero);
    let same_sign = e.icmp("eq", n_pos, m_pos);
    let n_non_zero = e.icmp("ne", n, zero);
    let cmp = e.bin(llvm_ops::arith::AndOp::def(), same_sign, n_non_zero);
    e.select(cmp, pos_res, neg_res)
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n - 1) / m + 1`.
fn ceildivu(e: &mut Emit<'_, '_>, n: ValueId, m: ValueId) -> ValueId {
    let zero = e.konst(0);
    let one = e.konst(1);
    let minus_one = e.bin(llvm_ops::arith::SubOp::def(), n, one);
    let quotient = e.bin(UDivOp::def(), minus_one, m);
    let plus_one = e.bin(llvm_ops::arith::AddOp::def(), quotient, one);
    let cmp = e.icmp("eq", n, zero);
    e.select(cmp, zero, plus_one)
}

/// `floordivs(n, m)`: `x = m < 0 ? 1 : -1`; `n*m < 0 ? -1 - (x - n) / m : n / m`, the sign test
/// written as `(n < 0) != (m < 0) && n != 0`.
fn floordivs(e: &mut Emit<'_, '_>, n: ValueId, m: ValueId) -> ValueId {
    let zero = e.konst(0);
    let pos_one = e.konst(1);
    let neg_one = e.konst(-1);
    let m_neg = e.icmp("slt", m, zero);
    let x = e.select(m_neg, pos_one, neg_one);
    let x_minus_n = e.bin(llvm_ops::arith::SubOp::def(), x, n);
    let x_minus_n_div_m = e.bin(SDivOp::def(), x_minus_n, m);
    let neg_res = e.bin(llvm_ops::arith::SubOp::def(), neg_one, x_minus_n_div_m);
    let pos_res = e.bin(SDivOp::def(), n, m);
    let n_neg = e.icmp("slt", n, zero);
    let diff_sign = e.icmp("ne", n_neg, m_neg);
    let n_non_zero = e.icmp("ne", n, zero);
    let cmp = e.bin(llvm_ops::arith::AndOp::def(), diff_sign, n_non_zero);
    e.select(cmp, neg_res, pos_res)
}

type ExpandFn = fn(&mut Emit<'_, '_>, ValueId, ValueId) -> ValueId;

struct Expand {
    name: &'static str,
    expand: ExpandFn,
}

impl ConversionPattern for Expand {
    fn root(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let ty = index_ty(rw);
        let loc = rw.ctx.ops[op].loc;
        let mut e = Emit { rw, loc, ty };
        let v = (self.expand)(&mut e, operands[0], operands[1]);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `index.constant` / `index.bool.constant`: the value re-typed to the converted result type.
struct Constant(&'static str);

impl ConversionPattern for Constant {
    fn root(&self) -> &'static str {
        self.0
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(ty) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(value) = rw.ctx.get_attr(op, "value") else {
            return Ok(Outcome::NoMatch);
        };
        let Some(v) = rw.ctx.as_int_attr(value).cloned() else {
            return Ok(Outcome::NoMatch);
        };
        let bits = rw.ctx.int_width(ty).unwrap_or(64);
        let v = truncate_signed(v, bits);
        let attr = rw.ctx.int_attr(ty, v);
        let loc = rw.ctx.ops[op].loc;
        let r = llvm_build::constant(rw, ty, attr, loc);
        rw.replace_op(op, &[r]);
        Ok(Outcome::Rewritten)
    }
}

/// `v` wrapped to a signed `bits`-bit value (upstream truncates the APInt to the index width).
fn truncate_signed(v: num_bigint::BigInt, bits: u32) -> num_bigint::BigInt {
    use num_bigint::BigInt;
    if bits == 1 {
        // `true`/`false`.
        return if v == BigInt::from(0) {
            BigInt::from(0)
        } else {
            BigInt::from(1)
        };
    }
    let modulus = BigInt::from(1) << bits;
    let half = BigInt::from(1) << (bits - 1);
    let mut r = ((v % &modulus) + &modulus) % &modulus;
    if r >= half {
        r -= &modulus;
    }
    r
}

/// `index.sizeof`: the index width in bits.
struct SizeOf;

impl ConversionPattern for SizeOf {
    fn root(&self) -> &'static str {
        SizeOfOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let ty = index_ty(rw);
        let loc = rw.ctx.ops[op].loc;
        let bits = rw.tc.index_bitwidth() as i64;
        let v = llvm_build::int_const(rw, ty, bits, loc);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// `index.cmp` → `llvm.icmp` with the mapped predicate.
struct Cmp;

impl ConversionPattern for Cmp {
    fn root(&self) -> &'static str {
        CmpOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(pred) = rw
            .ctx
            .get_attr(op, "pred")
            .and_then(|a| match rw.ctx.attr_kind(a) {
                irbridge::ir::AttrKind::Enum { value, .. } => CMP_PREDICATES
                    .iter()
                    .find(|r| r.1 as u64 == *value)
                    .map(|r| r.2),
                _ => None,
            })
        else {
            return Ok(Outcome::NoMatch);
        };
        let loc = rw.ctx.ops[op].loc;
        let ty = index_ty(rw);
        let mut e = Emit { rw, loc, ty };
        let name = CMP_PREDICATES.iter().find(|r| r.2 == pred).map(|r| r.0);
        let v = e.icmp(name.unwrap_or("eq"), operands[0], operands[1]);
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}
