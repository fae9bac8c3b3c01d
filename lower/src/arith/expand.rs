//! `arith-expand` (upstream `ArithExpandOpsPass`): the arith ops LLVM has no instruction for
//! (`ceildivsi`, `ceildivui`, `floordivsi`, the integer and float min/max ops) rewritten into
//! simpler arith ops, and with `include-bf16` the `bf16` ⇄ `f32` casts into integer bit
//! manipulation. A partial conversion: the expanded ops are illegal, so one whose pattern cannot
//! apply (a `truncf` with a rounding mode) fails the pass.

use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Outcome,
    PatternSet,
};
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::fold::i1_same_shape;
use irbridge::dialect::arith::{
    AddIOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpIOp, ConstantOp, DivSIOp,
    DivUIOp, ExtFOp, ExtUIOp, FloorDivSIOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp,
    MinSIOp, MinUIOp, MinimumFOp, MulIOp, OrIOp, SelectOp, ShLIOp, ShRUIOp, SubIOp, TruncFOp,
    TruncIOp,
};
use irbridge::ir::float::FloatKind;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};
use irbridge::ods::{prop, OpDef};
use irbridge::transforms::consts::int_width;
use num_bigint::BigInt;

/// `arith.cmpi` predicates (`arith::CmpIPredicate`).
pub(crate) mod cmpi {
    pub const EQ: i64 = 0;
    pub const NE: i64 = 1;
    pub const SLT: i64 = 2;
    pub const SGT: i64 = 4;
    pub const ULT: i64 = 6;
    pub const UGT: i64 = 8;
}

/// `arith.cmpf` predicates (`arith::CmpFPredicate`).
pub(crate) mod cmpf {
    pub const UGT: i64 = 9;
    pub const ULT: i64 = 11;
    pub const UNE: i64 = 13;
    pub const UNO: i64 = 14;
}

/// `t` with its element type replaced by `elem` (`ShapedType::clone`), or `elem` for a scalar.
pub(crate) fn with_elem(ctx: &mut Context, t: Type, elem: Type) -> Type {
    let kind = match ctx.kind(t).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            elem,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { elem },
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            TypeKind::UnrankedMemRef { elem, memory_space }
        }
        _ => return elem,
    };
    ctx.ty(kind)
}

/// A constant of the integer (or index) type `ty` or a splat of one for a shaped `ty`
/// (upstream's `createConst`, `Builder::getIntegerAttr(type, int64_t)`): for a signless type wider
/// than 64 bits the value is the 64-bit pattern zero-extended (`-1` is `2^64 - 1`), as upstream's.
pub(crate) fn int_const(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    ty: Type,
    value: i64,
) -> ValueId {
    let elem = rw.ctx.element_type(ty);
    let width = int_width(rw.ctx, elem).unwrap_or(64);
    let v = if width > 64 {
        BigInt::from(value as u64)
    } else {
        BigInt::from(value)
    };
    int_const_bits(rw, loc, ty, &v)
}

/// A constant of `ty` (integer, index, or a shaped type of them, splat) holding `v` modulo
/// `2^width`, at any width.
pub(crate) fn int_const_bits(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    ty: Type,
    v: &BigInt,
) -> ValueId {
    let elem = rw.ctx.element_type(ty);
    let width = int_width(rw.ctx, elem).unwrap_or(64);
    let a = if rw.ctx.kind(ty).is_shaped() {
        let n = irbridge::ir::attrs::dense_elem_bytes(rw.ctx, elem);
        let data = irbridge::ir::int_values::int_to_le_bytes(v, width, n);
        rw.ctx.attr(AttrKind::DenseElements {
            ty,
            splat: true,
            data: data.into_boxed_slice(),
        })
    } else {
        let canonical = irbridge::ir::int_values::canonical_int(rw.ctx, elem, v);
        rw.ctx.int_attr(elem, canonical)
    };
    ConstantOp::build(rw, loc, ty, a).result(rw.ctx)
}

pub(crate) fn cmpi(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    pred: i64,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let t = rw.ctx.value_type(a);
    let i1 = i1_same_shape(rw.ctx, t);
    let p = rw.ctx.i64_attr(pred);
    CmpIOp::build(rw, loc, i1, a, b, p).result(rw.ctx)
}

pub(crate) fn cmpf(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    pred: i64,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let t = rw.ctx.value_type(a);
    let i1 = i1_same_shape(rw.ctx, t);
    let p = rw.ctx.i64_attr(pred);
    CmpFOp::build(rw, loc, i1, a, b, p, None).result(rw.ctx)
}

pub(crate) fn select(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    c: ValueId,
    t: ValueId,
    f: ValueId,
) -> ValueId {
    let ty = rw.ctx.value_type(t);
    SelectOp::build(rw, loc, ty, c, t, f).result(rw.ctx)
}

/// A binary integer op with the lhs's type and no flags.
#[derive(Copy, Clone)]
pub(crate) enum Bin {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    And,
    Or,
    Shl,
    ShrU,
}

pub(crate) fn bin(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    k: Bin,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let t = rw.ctx.value_type(a);
    match k {
        Bin::Add => AddIOp::build(rw, loc, t, a, b, None).result(rw.ctx),
        Bin::Sub => SubIOp::build(rw, loc, t, a, b, None).result(rw.ctx),
        Bin::Mul => MulIOp::build(rw, loc, t, a, b, None).result(rw.ctx),
        Bin::DivS => DivSIOp::build(rw, loc, t, a, b).result(rw.ctx),
        Bin::DivU => DivUIOp::build(rw, loc, t, a, b).result(rw.ctx),
        Bin::And => AndIOp::build(rw, loc, t, a, b).result(rw.ctx),
        Bin::Or => OrIOp::build(rw, loc, t, a, b).result(rw.ctx),
        Bin::Shl => ShLIOp::build(rw, loc, t, a, b, None).result(rw.ctx),
        Bin::ShrU => ShRUIOp::build(rw, loc, t, a, b).result(rw.ctx),
    }
}

/// Which expansion a pattern performs.
#[derive(Copy, Clone)]
enum Expansion {
    CeilDivUI,
    CeilDivSI,
    FloorDivSI,
    /// `maxsi` etc.: `select(cmpi pred, lhs, rhs)`.
    MinMaxI(i64),
    /// `maximumf`/`minimumf`: NaN in either operand propagates.
    MinMaxF(i64),
    /// `maxnumf`/`minnumf`: a NaN operand yields the other one.
    MinMaxNumF(i64),
    ExtBF16,
    TruncBF16,
}

struct Expand {
    def: fn() -> &'static OpDef,
    how: Expansion,
}

impl ConversionPattern for Expand {
    fn root(&self) -> &'static str {
        (self.def)().name
    }
    fn remaps_operands(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let ctx = &*rw.ctx;
        let loc = ctx.ops[op].loc;
        let ops: Vec<ValueId> = (0..ctx.ops[op].operands.len())
            .map(|i| ctx.operand(op, i))
            .collect();
        let (a, b) = match ops[..] {
            [a] => (a, a),
            [a, b] => (a, b),
            _ => return Ok(Outcome::NoMatch),
        };
        let ty = ctx.value_type(ctx.result(op, 0));
        let in_ty = ctx.value_type(a);
        let result = match self.how {
            Expansion::CeilDivUI => {
                // n == 0 ? 0 : (n - 1) / m + 1
                let zero = int_const(rw, loc, ty, 0);
                let is_zero = cmpi(rw, loc, cmpi::EQ, a, zero);
                let one = int_const(rw, loc, ty, 1);
                let dec = bin(rw, loc, Bin::Sub, a, one);
                let q = bin(rw, loc, Bin::DivU, dec, b);
                let inc = bin(rw, loc, Bin::Add, q, one);
                select(rw, loc, is_zero, zero, inc)
            }
            Expansion::CeilDivSI => {
                // Without computing n*m (which may overflow): the quotient rounded up when n and m
                // have the same sign (strictly), towards zero otherwise.
                let one = int_const(rw, loc, ty, 1);
                let zero = int_const(rw, loc, ty, 0);
                let minus_one = int_const(rw, loc, ty, -1);
                let b_pos = cmpi(rw, loc, cmpi::SGT, b, zero);
                let x = select(rw, loc, b_pos, minus_one, one);
                let xa = bin(rw, loc, Bin::Add, x, a);
                let xa_b = bin(rw, loc, Bin::DivS, xa, b);
                let pos = bin(rw, loc, Bin::Add, one, xa_b);
                let neg_a = bin(rw, loc, Bin::Sub, zero, a);
                let neg_a_b = bin(rw, loc, Bin::DivS, neg_a, b);
                let neg = bin(rw, loc, Bin::Sub, zero, neg_a_b);
                let a_neg = cmpi(rw, loc, cmpi::SLT, a, zero);
                let a_pos = cmpi(rw, loc, cmpi::SGT, a, zero);
                let b_neg = cmpi(rw, loc, cmpi::SLT, b, zero);
                let b_pos = cmpi(rw, loc, cmpi::SGT, b, zero);
                let both_neg = bin(rw, loc, Bin::And, a_neg, b_neg);
                let both_pos = bin(rw, loc, Bin::And, a_pos, b_pos);
                let same = bin(rw, loc, Bin::Or, both_neg, both_pos);
                select(rw, loc, same, pos, neg)
            }
            Expansion::FloorDivSI => {
                // q = n / m, minus one when inexact and the signs differ.
                let q = bin(rw, loc, Bin::DivS, a, b);
                let p = bin(rw, loc, Bin::Mul, q, b);
                let inexact = cmpi(rw, loc, cmpi::NE, a, p);
                let zero = int_const(rw, loc, ty, 0);
                let a_neg = cmpi(rw, loc, cmpi::SLT, a, zero);
                let b_neg = cmpi(rw, loc, cmpi::SLT, b, zero);
                let opposite = cmpi(rw, loc, cmpi::NE, a_neg, b_neg);
                let cond = bin(rw, loc, Bin::And, inexact, opposite);
                let minus_one = int_const(rw, loc, ty, -1);
                let dec = bin(rw, loc, Bin::Add, q, minus_one);
                select(rw, loc, cond, dec, q)
            }
            Expansion::MinMaxI(pred) => {
                let c = cmpi(rw, loc, pred, a, b);
                select(rw, loc, c, a, b)
            }
            Expansion::MinMaxF(pred) => {
                // An unordered compare selects lhs for a NaN in either; a NaN rhs is then chosen
                // explicitly.
                let c = cmpf(rw, loc, pred, a, b);
                let s = select(rw, loc, c, a, b);
                let rhs_nan = cmpf(rw, loc, cmpf::UNO, b, b);
                select(rw, loc, rhs_nan, b, s)
            }
            Expansion::MinMaxNumF(pred) => {
                let c = cmpf(rw, loc, pred, a, b);
                let s = select(rw, loc, c, a, b);
                let lhs_nan = cmpf(rw, loc, cmpf::UNO, a, a);
                select(rw, loc, lhs_nan, b, s)
            }
            Expansion::ExtBF16 => {
                if !is_float(rw.ctx, in_ty, FloatKind::BF16)
                    || !is_float(rw.ctx, ty, FloatKind::F32)
                {
                    return Ok(Outcome::NoMatch);
                }
                let (i16t, i32t) = (rw.ctx.int(16), rw.ctx.int(32));
                let i16t = with_elem(rw.ctx, in_ty, i16t);
                let i32t = with_elem(rw.ctx, in_ty, i32t);
                let bits = BitcastOp::build(rw, loc, i16t, a).out(rw.ctx);
                let wide = ExtUIOp::build(rw, loc, i32t, bits).out(rw.ctx);
                let c16 = int_const(rw, loc, i32t, 16);
                let shifted = bin(rw, loc, Bin::Shl, wide, c16);
                BitcastOp::build(rw, loc, ty, shifted).out(rw.ctx)
            }
            Expansion::TruncBF16 => {
                if !is_float(rw.ctx, in_ty, FloatKind::F32)
                    || !is_float(rw.ctx, ty, FloatKind::BF16)
                {
                    return Ok(Outcome::NoMatch);
                }
                if prop(rw.ctx, op, "roundingmode").is_some() {
                    return Ok(Outcome::NoMatch);
                }
                // Round to nearest even by adding 0x7fff plus the lowest kept bit, letting a
                // carry run into the exponent; NaN becomes the quiet NaN 0x7fc0.
                let (i16t, i32t) = (rw.ctx.int(16), rw.ctx.int(32));
                let i16t = with_elem(rw.ctx, in_ty, i16t);
                let i32t = with_elem(rw.ctx, in_ty, i32t);
                let is_nan = cmpf(rw, loc, cmpf::UNE, a, a);
                let c7fff = int_const(rw, loc, i32t, 0x7fff);
                let qnan = int_const(rw, loc, i16t, 0x7fc0);
                let c16 = int_const(rw, loc, i32t, 16);
                let c1 = int_const(rw, loc, i32t, 1);
                let bits = BitcastOp::build(rw, loc, i32t, a).out(rw.ctx);
                let high = bin(rw, loc, Bin::ShrU, bits, c16);
                let bit16 = bin(rw, loc, Bin::And, high, c1);
                let bias = bin(rw, loc, Bin::Add, bit16, c7fff);
                let biased = bin(rw, loc, Bin::Add, bits, bias);
                let shifted = bin(rw, loc, Bin::ShrU, biased, c16);
                let narrow = TruncIOp::build(rw, loc, i16t, shifted).out(rw.ctx);
                let sel = select(rw, loc, is_nan, qnan, narrow);
                BitcastOp::build(rw, loc, ty, sel).out(rw.ctx)
            }
        };
        rw.replace_op(op, &[result]);
        Ok(Outcome::Rewritten)
    }
}

fn is_float(ctx: &Context, t: Type, k: FloatKind) -> bool {
    let e = ctx.element_type(t);
    matches!(ctx.kind(e), TypeKind::Float(f) if *f == k)
}

/// The always-on expansions, as upstream's `populateArithExpandOpsPatterns` lists them.
/// An op's record, by its typed handle's `def`.
type DefFn = fn() -> &'static OpDef;

const EXPANSIONS: &[(DefFn, Expansion)] = &[
    (CeilDivSIOp::def, Expansion::CeilDivSI),
    (CeilDivUIOp::def, Expansion::CeilDivUI),
    (FloorDivSIOp::def, Expansion::FloorDivSI),
    (MaxSIOp::def, Expansion::MinMaxI(cmpi::SGT)),
    (MaxUIOp::def, Expansion::MinMaxI(cmpi::UGT)),
    (MinSIOp::def, Expansion::MinMaxI(cmpi::SLT)),
    (MinUIOp::def, Expansion::MinMaxI(cmpi::ULT)),
    (MaximumFOp::def, Expansion::MinMaxF(cmpf::UGT)),
    (MinimumFOp::def, Expansion::MinMaxF(cmpf::ULT)),
    (MaxNumFOp::def, Expansion::MinMaxNumF(cmpf::UGT)),
    (MinNumFOp::def, Expansion::MinMaxNumF(cmpf::ULT)),
];

/// True for a cast between `from` and `to` element types.
fn casts_between(ctx: &Context, op: OpId, from: FloatKind, to: FloatKind) -> bool {
    let in_ty = ctx.value_type(ctx.operand(op, 0));
    let out_ty = ctx.value_type(ctx.result(op, 0));
    is_float(ctx, in_ty, from) && is_float(ctx, out_ty, to)
}

/// Runs `arith-expand` on the ops nested under `root`.
pub fn run(ctx: &mut Context, root: OpId, include_bf16: bool) -> Result<(), Diagnostic> {
    let mut patterns = PatternSet::new();
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("arith");
    for &(def, how) in EXPANSIONS {
        patterns.add(Expand { def, how });
        target.add_illegal_op(def().name);
    }
    if include_bf16 {
        patterns.add(Expand {
            def: ExtFOp::def,
            how: Expansion::ExtBF16,
        });
        patterns.add(Expand {
            def: TruncFOp::def,
            how: Expansion::TruncBF16,
        });
        target.add_dynamic_op(ExtFOp::NAME, |ctx, op| {
            !casts_between(ctx, op, FloatKind::BF16, FloatKind::F32)
        });
        target.add_dynamic_op(TruncFOp::NAME, |ctx, op| {
            !casts_between(ctx, op, FloatKind::F32, FloatKind::BF16)
        });
    }
    let tc = LlvmTypeConverter::identity();
    apply_partial_conversion(ctx, root, &target, &patterns, &tc)
}
