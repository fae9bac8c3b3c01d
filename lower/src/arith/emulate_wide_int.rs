//! `arith-emulate-wide-int` and `memref-emulate-wide-int` (upstream `EmulateWideInt.cpp` of the
//! arith and memref dialects): integers twice as wide as `widest-int-supported` (`i2N`) become
//! `vector<2xiN>` (low half first; `vector<...xi2N>` → `vector<...x2xiN>`), and the ops on them
//! are rebuilt on the halves. A partial conversion with the wide-int type rule: function
//! signatures, calls and returns follow the converted types; values crossing to unconverted ops
//! stay `builtin.unrealized_conversion_cast`s (the converter has no materializations).

use crate::arith::expand::{cmpi, int_const, int_const_bits, with_elem};
use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Outcome,
    PatternSet, SignatureConversion,
};
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{
    AddFOp, AddIOp, AddUIExtendedOp, AndIOp, CmpIOp, ConstantOp, ExtSIOp, ExtUIOp, IndexCastOp,
    IndexCastUIOp, MaxSIOp, MaxUIOp, MinSIOp, MinUIOp, MulFOp, MulIOp, MulUIExtendedOp, NegFOp,
    OrIOp, SIToFPOp, SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubIOp, TruncIOp, UIToFPOp, XOrIOp,
};
use irbridge::dialect::func::{CallOp, FuncOp, ReturnOp};
use irbridge::dialect::memref::{AllocOp, LoadOp, StoreOp};
use irbridge::dialect::vector::{
    ExtractOp, ExtractStridedSliceOp, InsertOp, InsertStridedSliceOp, PrintOp, ShapeCastOp,
};
use irbridge::ir::float::from_f64;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};
use irbridge::ods::{prop, OpDef};
use irbridge::transforms::consts::Scalar;
use num_bigint::BigInt;

/// The conversion rule for a widest supported width `max` (memref element types too when
/// `memrefs`).
#[derive(Copy, Clone, Debug)]
struct Rule {
    max: u32,
    memrefs: bool,
}

impl Rule {
    /// `None`: an integer wider than `2 * max` (no conversion).
    fn convert(self, ctx: &mut Context, t: Type) -> Option<Type> {
        match ctx.kind(t).clone() {
            TypeKind::Integer { width, .. } => {
                if width <= self.max {
                    Some(t)
                } else if width == 2 * self.max {
                    let half = ctx.int(self.max);
                    Some(ctx.ty(TypeKind::Vector {
                        shape: vec![2],
                        scalable: vec![false],
                        elem: half,
                    }))
                } else {
                    None
                }
            }
            TypeKind::Vector {
                mut shape,
                mut scalable,
                elem,
            } => match ctx.kind(elem) {
                TypeKind::Integer { width, .. } if *width > self.max => {
                    if *width != 2 * self.max {
                        return None;
                    }
                    shape.push(2);
                    scalable.push(false);
                    let half = ctx.int(self.max);
                    Some(ctx.ty(TypeKind::Vector {
                        shape,
                        scalable,
                        elem: half,
                    }))
                }
                _ => Some(t),
            },
            TypeKind::Function { inputs, results } => {
                let inputs = inputs
                    .iter()
                    .map(|&i| self.convert(ctx, i))
                    .collect::<Option<Vec<_>>>()?;
                let results = results
                    .iter()
                    .map(|&r| self.convert(ctx, r))
                    .collect::<Option<Vec<_>>>()?;
                Some(ctx.function_type(inputs, results))
            }
            TypeKind::MemRef { elem, .. } if self.memrefs => match ctx.kind(elem) {
                TypeKind::Integer { width, .. } if *width > self.max => {
                    let e = self.convert(ctx, elem)?;
                    Some(with_elem(ctx, t, e))
                }
                _ => Some(t),
            },
            _ => Some(t),
        }
    }

    /// True if `t` converts to itself (decided without interning types).
    fn is_legal(self, ctx: &Context, t: Type) -> bool {
        let wide =
            |e: Type| matches!(ctx.kind(e), TypeKind::Integer { width, .. } if *width > self.max);
        match ctx.kind(t) {
            TypeKind::Integer { .. } => !wide(t),
            TypeKind::Vector { elem, .. } => !wide(*elem),
            TypeKind::Function { inputs, results } => {
                inputs.iter().chain(results).all(|&x| self.is_legal(ctx, x))
            }
            TypeKind::MemRef { elem, .. } if self.memrefs => !wide(*elem),
            _ => true,
        }
    }

    fn op_is_legal(self, ctx: &Context, op: OpId) -> bool {
        ctx.operand_types(op)
            .into_iter()
            .chain(ctx.result_types(op))
            .all(|t| self.is_legal(ctx, t))
    }
}

// ---- helpers on halves --------------------------------------------------------------------------

fn vector_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.kind(t) {
        TypeKind::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

fn vector_of(ctx: &mut Context, shape: Vec<i64>, elem: Type) -> Type {
    let scalable = vec![false; shape.len()];
    ctx.ty(TypeKind::Vector {
        shape,
        scalable,
        elem,
    })
}

fn i64_array(ctx: &mut Context, v: &[i64]) -> Attribute {
    let elems = v.iter().map(|&x| ctx.i64_attr(x)).collect();
    ctx.array_attr(elems)
}

/// The converted type's innermost dimension reduced to 1 (a scalar for `vector<2xiN>`).
fn reduce_innermost(ctx: &mut Context, t: Type) -> Type {
    let elem = ctx.element_type(t);
    match vector_shape(ctx, t) {
        Some(s) if s.len() > 1 => {
            let mut s = s;
            if let Some(l) = s.last_mut() {
                *l = 1;
            }
            vector_of(ctx, s, elem)
        }
        _ => elem,
    }
}

/// Element `offset` of the last dimension: a scalar of a 1-D vector, else a `...x1` slice.
fn extract_slice(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    v: ValueId,
    offset: i64,
) -> ValueId {
    let t = rw.ctx.value_type(v);
    let shape = vector_shape(rw.ctx, t).unwrap_or_default();
    let elem = rw.ctx.element_type(t);
    if shape.len() <= 1 {
        let pos = rw.dense_i64(&[offset]);
        return ExtractOp::build(rw, loc, elem, v, &[], pos).result(rw.ctx);
    }
    let mut offsets = vec![0; shape.len()];
    if let Some(l) = offsets.last_mut() {
        *l = offset;
    }
    let mut sizes = shape.clone();
    if let Some(l) = sizes.last_mut() {
        *l = 1;
    }
    let strides = vec![1; shape.len()];
    let ty = vector_of(rw.ctx, sizes.clone(), elem);
    let (o, s, st) = (
        i64_array(rw.ctx, &offsets),
        i64_array(rw.ctx, &sizes),
        i64_array(rw.ctx, &strides),
    );
    ExtractStridedSliceOp::build(rw, loc, ty, v, o, s, st).result(rw.ctx)
}

fn halves(rw: &mut ConversionRewriter<'_>, loc: Attribute, v: ValueId) -> (ValueId, ValueId) {
    let low = extract_slice(rw, loc, v, 0);
    let high = extract_slice(rw, loc, v, 1);
    (low, high)
}

/// A `vector<...x1xT>` shape-cast to `vector<...xT>`; a scalar as it is.
fn drop_x1(rw: &mut ConversionRewriter<'_>, loc: Attribute, v: ValueId) -> ValueId {
    let t = rw.ctx.value_type(v);
    let Some(mut shape) = vector_shape(rw.ctx, t) else {
        return v;
    };
    shape.pop();
    let elem = rw.ctx.element_type(t);
    let ty = vector_of(rw.ctx, shape, elem);
    ShapeCastOp::build(rw, loc, ty, v).result(rw.ctx)
}

/// A vector shape-cast with a trailing `x1`; a scalar as it is.
fn append_x1(rw: &mut ConversionRewriter<'_>, loc: Attribute, v: ValueId) -> ValueId {
    let t = rw.ctx.value_type(v);
    let Some(mut shape) = vector_shape(rw.ctx, t) else {
        return v;
    };
    shape.push(1);
    let elem = rw.ctx.element_type(t);
    let ty = vector_of(rw.ctx, shape, elem);
    ShapeCastOp::build(rw, loc, ty, v).result(rw.ctx)
}

/// `source` put at `offset` of the last dimension of `dest`.
fn insert_slice(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    source: ValueId,
    dest: ValueId,
    offset: i64,
) -> ValueId {
    let dt = rw.ctx.value_type(dest);
    let st = rw.ctx.value_type(source);
    if matches!(rw.ctx.kind(st), TypeKind::Integer { .. }) {
        let pos = rw.dense_i64(&[offset]);
        return InsertOp::build(rw, loc, dt, source, dest, &[], pos).result(rw.ctx);
    }
    let rank = vector_shape(rw.ctx, dt).map_or(1, |s| s.len());
    let mut offsets = vec![0; rank];
    if let Some(l) = offsets.last_mut() {
        *l = offset;
    }
    let (o, s) = (
        i64_array(rw.ctx, &offsets),
        i64_array(rw.ctx, &vec![1; rank]),
    );
    InsertStridedSliceOp::build(rw, loc, dt, source, dest, o, s).res(rw.ctx)
}

/// A zero vector of `ty` with `parts` inserted along its last dimension.
fn construct(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    ty: Type,
    parts: &[ValueId],
) -> ValueId {
    let mut v = int_const(rw, loc, ty, 0);
    for (i, &p) in parts.iter().enumerate() {
        v = insert_slice(rw, loc, p, v, i as i64);
    }
    v
}

fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

/// The converted type of `t` when it is a vector (the emulated form).
fn converted_vector(rw: &mut ConversionRewriter<'_>, t: Type) -> Option<Type> {
    let tc = rw.tc;
    tc.convert_type(rw.ctx, t)
        .filter(|c| matches!(rw.ctx.kind(*c), TypeKind::Vector { .. }))
}

fn elem_width(ctx: &Context, t: Type) -> u32 {
    match ctx.kind(ctx.element_type(t)) {
        TypeKind::Integer { width, .. } => *width,
        _ => 0,
    }
}

/// An op of `def` with `operands` and one result of type `ty`, no attributes.
fn make(
    rw: &mut ConversionRewriter<'_>,
    def: &'static OpDef,
    loc: Attribute,
    operands: &[ValueId],
    ty: Type,
) -> ValueId {
    rw.create_value(def, loc, operands, ty, &[])
}

fn bin(
    rw: &mut ConversionRewriter<'_>,
    def: &'static OpDef,
    loc: Attribute,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ty = rw.ctx.value_type(a);
    make(rw, def, loc, &[a, b], ty)
}

fn select(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    c: ValueId,
    t: ValueId,
    f: ValueId,
) -> ValueId {
    let ty = rw.ctx.value_type(t);
    SelectOp::build(rw, loc, ty, c, t, f).result(rw.ctx)
}

// ---- the patterns -------------------------------------------------------------------------------

/// Which rewrite a pattern does.
#[derive(Copy, Clone, Debug)]
enum Kind {
    Constant,
    AddI,
    MulI,
    Bitwise,
    CmpI,
    Select,
    ShLI,
    ShRUI,
    ShRSI,
    MaxMin(i64),
    ExtSI,
    ExtUI,
    TruncI,
    IntToIndex,
    IndexToInt { signed: bool },
    SIToFP,
    UIToFP,
    Print,
    Func,
    Call,
    Return,
    Alloc,
    Load,
    Store,
}

struct Emulate {
    def: fn() -> &'static OpDef,
    kind: Kind,
    rule: Rule,
}

impl ConversionPattern for Emulate {
    fn root(&self) -> &'static str {
        (self.def)().name
    }
    fn remaps_operands(&self) -> bool {
        !matches!(self.kind, Kind::Func)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        Ok(match rewrite(self, op, operands, rw) {
            Some(()) => Outcome::Rewritten,
            None => Outcome::NoMatch,
        })
    }
}

fn rewrite(
    p: &Emulate,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Option<()> {
    let loc = rw.ctx.ops[op].loc;
    let v = match p.kind {
        Kind::Constant => {
            let old = result_type(rw.ctx, op);
            let new_ty = converted_vector(rw, old)?;
            let half = elem_width(rw.ctx, new_ty);
            let value = prop(rw.ctx, op, "value")?;
            let parts = split_constant(rw.ctx, value, half)?;
            let attr = dense_of(rw.ctx, new_ty, &parts);
            ConstantOp::build(rw, loc, new_ty, attr).result(rw.ctx)
        }
        Kind::AddI => {
            let new_ty = converted_vector(rw, result_type(rw.ctx, op))?;
            let part = reduce_innermost(rw.ctx, new_ty);
            let (l0, l1) = halves(rw, loc, operands[0]);
            let (r0, r1) = halves(rw, loc, operands[1]);
            let i1 = irbridge::dialect::arith::fold::i1_same_shape(rw.ctx, part);
            let sum = AddUIExtendedOp::build(rw, loc, part, i1, l0, r0);
            let (s, o) = (sum.sum(rw.ctx), sum.overflow(rw.ctx));
            let carry = ExtUIOp::build(rw, loc, part, o).out(rw.ctx);
            let h0 = bin(rw, AddIOp::def(), loc, carry, l1);
            let h = bin(rw, AddIOp::def(), loc, h0, r1);
            construct(rw, loc, new_ty, &[s, h])
        }
        Kind::MulI => {
            let new_ty = converted_vector(rw, result_type(rw.ctx, op))?;
            let (l0, l1) = halves(rw, loc, operands[0]);
            let (r0, r1) = halves(rw, loc, operands[1]);
            let part = rw.ctx.value_type(l0);
            let ll = MulUIExtendedOp::build(rw, loc, part, part, l0, r0);
            let (low, high) = (ll.low(rw.ctx), ll.high(rw.ctx));
            let lh = bin(rw, MulIOp::def(), loc, l0, r1);
            let hl = bin(rw, MulIOp::def(), loc, l1, r0);
            let h = bin(rw, AddIOp::def(), loc, high, lh);
            let h = bin(rw, AddIOp::def(), loc, h, hl);
            construct(rw, loc, new_ty, &[low, h])
        }
        Kind::Bitwise => {
            let new_ty = converted_vector(rw, result_type(rw.ctx, op))?;
            let def = (p.def)();
            let (l0, l1) = halves(rw, loc, operands[0]);
            let (r0, r1) = halves(rw, loc, operands[1]);
            let a = bin(rw, def, loc, l0, r0);
            let b = bin(rw, def, loc, l1, r1);
            construct(rw, loc, new_ty, &[a, b])
        }
        Kind::CmpI => {
            let lhs_ty = rw.ctx.value_type(rw.ctx.operand(op, 0));
            converted_vector(rw, lhs_ty)?;
            let high_pred = prop(rw.ctx, op, "predicate").and_then(|a| rw.ctx.as_i64(a))?;
            // The low halves compare unsigned.
            let low_pred = match high_pred {
                5 => 9,
                4 => 8,
                3 => 7,
                2 => 6,
                p => p,
            };
            let (l0, l1) = halves(rw, loc, operands[0]);
            let (r0, r1) = halves(rw, loc, operands[1]);
            let low = cmpi(rw, loc, low_pred, l0, r0);
            let high = cmpi(rw, loc, high_pred, l1, r1);
            let r = match high_pred {
                0 => bin(rw, AndIOp::def(), loc, low, high),
                1 => bin(rw, OrIOp::def(), loc, low, high),
                _ => {
                    let eq = cmpi(rw, loc, 0, l1, r1);
                    select(rw, loc, eq, low, high)
                }
            };
            drop_x1(rw, loc, r)
        }
        Kind::Select => {
            let new_ty = converted_vector(rw, result_type(rw.ctx, op))?;
            let (t0, t1) = halves(rw, loc, operands[1]);
            let (f0, f1) = halves(rw, loc, operands[2]);
            let c = append_x1(rw, loc, operands[0]);
            let a = select(rw, loc, c, t0, f0);
            let b = select(rw, loc, c, t1, f1);
            construct(rw, loc, new_ty, &[a, b])
        }
        Kind::ShLI | Kind::ShRUI => {
            let new_ty = converted_vector(rw, result_type(rw.ctx, op))?;
            let part = reduce_innermost(rw.ctx, new_ty);
            let half = i64::from(elem_width(rw.ctx, new_ty));
            let (l0, l1) = halves(rw, loc, operands[0]);
            let r0 = extract_slice(rw, loc, operands[1], 0);
            let zero = int_const(rw, loc, part, 0);
            let width = int_const(rw, loc, part, half);
            let illegal = cmpi(rw, loc, 9, r0, width);
            if matches!(p.kind, Kind::ShLI) {
                // Low: lhs.low << rhs; high: lhs.high << rhs with the bits leaving lhs.low.
                let shifted0 = bin(rw, ShLIOp::def(), loc, l0, r0);
                let res0 = select(rw, loc, illegal, zero, shifted0);
                let capped = select(rw, loc, illegal, width, r0);
                let right_amount = bin(rw, SubIOp::def(), loc, width, capped);
                let shifted_right = bin(rw, ShRUIOp::def(), loc, l0, right_amount);
                let overshot = bin(rw, SubIOp::def(), loc, r0, width);
                let shifted_left = bin(rw, ShLIOp::def(), loc, l0, overshot);
                let shifted1 = bin(rw, ShLIOp::def(), loc, l1, r0);
                let res1_high = select(rw, loc, illegal, zero, shifted1);
                let res1_low = select(rw, loc, illegal, shifted_left, shifted_right);
                let res1 = bin(rw, OrIOp::def(), loc, res1_low, res1_high);
                construct(rw, loc, new_ty, &[res0, res1])
            } else {
                let shifted0 = bin(rw, ShRUIOp::def(), loc, l0, r0);
                let res0_low = select(rw, loc, illegal, zero, shifted0);
                let shifted1 = bin(rw, ShRUIOp::def(), loc, l1, r0);
                let res1 = select(rw, loc, illegal, zero, shifted1);
                let capped = select(rw, loc, illegal, width, r0);
                let left_amount = bin(rw, SubIOp::def(), loc, width, capped);
                let shifted_left = bin(rw, ShLIOp::def(), loc, l1, left_amount);
                let overshot = bin(rw, SubIOp::def(), loc, r0, width);
                let shifted_right = bin(rw, ShRUIOp::def(), loc, l1, overshot);
                let res0_high = select(rw, loc, illegal, shifted_right, shifted_left);
                let res0 = bin(rw, OrIOp::def(), loc, res0_low, res0_high);
                construct(rw, loc, new_ty, &[res0, res1])
            }
        }
        Kind::ShRSI => {
            // shrui of the original values or'ed with the sign bits shifted in, computed on the
            // original type for the other patterns to emulate.
            let old = result_type(rw.ctx, op);
            let new_ty = converted_vector(rw, old)?;
            let l1 = extract_slice(rw, loc, operands[0], 1);
            let r0 = extract_slice(rw, loc, operands[1], 0);
            let narrow = rw.ctx.value_type(r0);
            let orig_width = 2 * i64::from(elem_width(rw.ctx, new_ty));
            let zero = int_const(rw, loc, narrow, 0);
            let sign = cmpi(rw, loc, 2, l1, zero);
            let sign = drop_x1(rw, loc, sign);
            let all_sign = ExtSIOp::build(rw, loc, old, sign).out(rw.ctx);
            let max_shift = int_const(rw, loc, narrow, orig_width);
            let kept = bin(rw, SubIOp::def(), loc, max_shift, r0);
            let kept = drop_x1(rw, loc, kept);
            let kept = ExtUIOp::build(rw, loc, old, kept).out(rw.ctx);
            let sign_bits = bin(rw, ShLIOp::def(), loc, all_sign, kept);
            let (a, b) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
            let shrui = bin(rw, ShRUIOp::def(), loc, a, b);
            let shrsi = bin(rw, OrIOp::def(), loc, shrui, sign_bits);
            let noop = cmpi(rw, loc, 0, r0, zero);
            let noop = drop_x1(rw, loc, noop);
            select(rw, loc, noop, a, shrsi)
        }
        Kind::MaxMin(pred) => {
            let old = result_type(rw.ctx, op);
            let tc = rw.tc;
            tc.convert_type(rw.ctx, old)
                .filter(|c| matches!(rw.ctx.kind(*c), TypeKind::Vector { .. }))?;
            let (a, b) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
            let c = cmpi(rw, loc, pred, a, b);
            select(rw, loc, c, a, b)
        }
        Kind::ExtSI => {
            let new_ty = converted_vector(rw, result_type(rw.ctx, op))?;
            let part = reduce_innermost(rw.ctx, new_ty);
            let input = append_x1(rw, loc, operands[0]);
            let extended = ext_or_fold(rw, loc, true, part, input);
            let zero = int_const(rw, loc, part, 0);
            let sign = cmpi(rw, loc, 2, extended, zero);
            let sign = ExtSIOp::build(rw, loc, part, sign).out(rw.ctx);
            construct(rw, loc, new_ty, &[extended, sign])
        }
        Kind::ExtUI => {
            let new_ty = converted_vector(rw, result_type(rw.ctx, op))?;
            let part = reduce_innermost(rw.ctx, new_ty);
            let input = append_x1(rw, loc, operands[0]);
            let extended = ext_or_fold(rw, loc, false, part, input);
            let zero = int_const(rw, loc, new_ty, 0);
            insert_slice(rw, loc, extended, zero, 0)
        }
        Kind::TruncI => {
            let ty = result_type(rw.ctx, op);
            if !p.rule.is_legal(rw.ctx, ty) {
                return None;
            }
            let low = extract_slice(rw, loc, operands[0], 0);
            let low = drop_x1(rw, loc, low);
            if rw.ctx.value_type(low) == ty {
                low
            } else {
                TruncIOp::build(rw, loc, ty, low).out(rw.ctx)
            }
        }
        Kind::IntToIndex => {
            let ty = result_type(rw.ctx, op);
            if !is_index_like(rw.ctx, ty) {
                return None;
            }
            let in_ty = rw.ctx.value_type(rw.ctx.operand(op, 0));
            converted_vector(rw, in_ty)?;
            let low = extract_slice(rw, loc, operands[0], 0);
            let low = drop_x1(rw, loc, low);
            make(rw, (p.def)(), loc, &[low], ty)
        }
        Kind::IndexToInt { signed } => {
            let in_ty = rw.ctx.value_type(rw.ctx.operand(op, 0));
            if !is_index_like(rw.ctx, in_ty) {
                return None;
            }
            let ty = result_type(rw.ctx, op);
            converted_vector(rw, ty)?;
            let narrow_elem = rw.ctx.int(p.rule.max);
            let narrow = match vector_shape(rw.ctx, ty) {
                Some(s) => vector_of(rw.ctx, s, narrow_elem),
                None => narrow_elem,
            };
            let cast = make(rw, (p.def)(), loc, &[operands[0]], narrow);
            if signed {
                ExtSIOp::build(rw, loc, ty, cast).out(rw.ctx)
            } else {
                ExtUIOp::build(rw, loc, ty, cast).out(rw.ctx)
            }
        }
        Kind::SIToFP => {
            // Convert the absolute value, negate the result for a negative input.
            let input = rw.ctx.operand(op, 0);
            let old = rw.ctx.value_type(input);
            converted_vector(rw, old)?;
            let zero = int_const(rw, loc, old, 0);
            let one = int_const(rw, loc, old, 1);
            // `APInt::getAllOnes`, whatever the width.
            let all_ones = int_const_bits(rw, loc, old, &BigInt::from(-1));
            let neg = cmpi(rw, loc, 2, input, zero);
            let flipped = bin(rw, XOrIOp::def(), loc, input, all_ones);
            let negated = bin(rw, AddIOp::def(), loc, flipped, one);
            let abs = select(rw, loc, neg, negated, input);
            let fty = result_type(rw.ctx, op);
            let abs_fp = UIToFPOp::build(rw, loc, fty, abs).out(rw.ctx);
            let neg_fp = NegFOp::build(rw, loc, fty, abs_fp, None).result(rw.ctx);
            select(rw, loc, neg, neg_fp, abs_fp)
        }
        Kind::UIToFP => {
            let old = rw.ctx.value_type(rw.ctx.operand(op, 0));
            let new_ty = converted_vector(rw, old)?;
            let half = elem_width(rw.ctx, new_ty);
            let (low, hi) = halves(rw, loc, operands[0]);
            let low = drop_x1(rw, loc, low);
            let hi = drop_x1(rw, loc, hi);
            let hi_ty = rw.ctx.value_type(hi);
            let zero = int_const(rw, loc, hi_ty, 0);
            let hi_zero = cmpi(rw, loc, 0, hi, zero);
            let fty = result_type(rw.ctx, op);
            let felem = rw.ctx.element_type(fty);
            let low_fp = UIToFPOp::build(rw, loc, fty, low).out(rw.ctx);
            let hi_fp = UIToFPOp::build(rw, loc, fty, hi).out(rw.ctx);
            let kind = rw.ctx.float_kind(felem)?;
            // Upstream computes `int64_t(1) << N`; for halves of 64 bits or more its x86-64
            // build shifts by `N mod 64` (so `2^64` becomes 1.0), which this follows.
            let pow2 = 1i64.wrapping_shl(half) as f64;
            let bits = from_f64(kind, pow2);
            let fattr = rw.ctx.attr(AttrKind::Float { bits, ty: felem });
            let attr = if rw.ctx.kind(fty).is_shaped() {
                irbridge::transforms::consts::splat(rw.ctx, fty, Scalar::Float(kind, bits))
            } else {
                fattr
            };
            let pow2 = ConstantOp::build(rw, loc, fty, attr).result(rw.ctx);
            let hi_val = MulFOp::build(rw, loc, fty, hi_fp, pow2, None).result(rw.ctx);
            let sum = AddFOp::build(rw, loc, fty, low_fp, hi_val, None).result(rw.ctx);
            select(rw, loc, hi_zero, low_fp, sum)
        }
        Kind::Print => {
            let src = operands.first().copied();
            PrintOp::build(rw, loc, src, None, None);
            rw.erase_op(op);
            return Some(());
        }
        // Where functions, calls and returns have no legality rule (`memref-emulate-wide-int`),
        // upstream's driver re-legalizes the updated or new op with the pattern that made it,
        // which it forbids: the rewrite is undone and the op stays.
        Kind::Func | Kind::Call | Kind::Return if p.rule.memrefs => return None,
        Kind::Func => return convert_func(op, rw),
        Kind::Call => {
            let tc = rw.tc;
            let mut results = vec![];
            for t in rw.ctx.result_types(op) {
                results.push(tc.convert_type(rw.ctx, t)?);
            }
            let callee = prop(rw.ctx, op, "callee")?;
            let call = CallOp::build(rw, loc, &results, operands, callee).id();
            let vals = rw.ctx.ops[call].results.to_vec();
            rw.replace_op(op, &vals);
            return Some(());
        }
        Kind::Return => {
            // In place (upstream's `modifyOpInPlace`); nothing can fail after this.
            for (i, &v) in operands.iter().enumerate() {
                rw.ctx.set_operand(op, i, v);
            }
            return Some(());
        }
        Kind::Alloc => {
            let tc = rw.tc;
            let old = result_type(rw.ctx, op);
            let ty = tc.convert_type(rw.ctx, old)?;
            let alloc = AllocOp(op);
            let dyn_n = alloc.dynamic_sizes(rw.ctx).len();
            let align = alloc.alignment(rw.ctx);
            let (dynamic, symbols) = operands.split_at(dyn_n.min(operands.len()));
            AllocOp::build(rw, loc, ty, dynamic, symbols, align).memref(rw.ctx)
        }
        Kind::Load => {
            let tc = rw.tc;
            let old = result_type(rw.ctx, op);
            let ty = tc.convert_type(rw.ctx, old)?;
            let nt = Some(nontemporal(rw.ctx, op));
            LoadOp::build(rw, loc, ty, operands[0], &operands[1..], nt).result(rw.ctx)
        }
        Kind::Store => {
            let tc = rw.tc;
            let mt = rw.ctx.value_type(rw.ctx.operand(op, 1));
            tc.convert_type(rw.ctx, mt)?;
            let nt = Some(nontemporal(rw.ctx, op));
            StoreOp::build(rw, loc, operands[0], operands[1], &operands[2..], nt);
            rw.erase_op(op);
            return Some(());
        }
    };
    rw.replace_op(op, &[v]);
    Some(())
}

/// The `nontemporal` flag as an attribute (upstream's builders always set it).
fn nontemporal(ctx: &mut Context, op: OpId) -> Attribute {
    let t = ctx.bool_attr(true);
    let on = prop(ctx, op, "nontemporal") == Some(t);
    ctx.bool_attr(on)
}

fn is_index_like(ctx: &Context, t: Type) -> bool {
    ctx.is_index(ctx.element_type(t))
        && matches!(ctx.kind(t), TypeKind::Index | TypeKind::Vector { .. })
}

/// `createOrFold<arith::ExtSIOp/ExtUIOp>`: an extension to the same type is the value itself.
fn ext_or_fold(
    rw: &mut ConversionRewriter<'_>,
    loc: Attribute,
    signed: bool,
    ty: Type,
    v: ValueId,
) -> ValueId {
    if rw.ctx.value_type(v) == ty {
        return v;
    }
    if signed {
        ExtSIOp::build(rw, loc, ty, v).out(rw.ctx)
    } else {
        ExtUIOp::build(rw, loc, ty, v).out(rw.ctx)
    }
}

/// The halves of each element of an integer constant (a scalar, or a dense elements attribute
/// of `i2N`), low first, as non-negative values below `2^half`.
fn split_constant(ctx: &Context, value: Attribute, half: u32) -> Option<Vec<BigInt>> {
    let modulus = BigInt::from(1) << (2 * half);
    let mask = (BigInt::from(1) << half) - 1;
    let split = |v: &BigInt, out: &mut Vec<BigInt>| {
        let mut u = v % &modulus;
        if u < BigInt::from(0) {
            u += &modulus;
        }
        out.push(&u & &mask);
        out.push(&u >> half);
    };
    let mut out = vec![];
    match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => split(value, &mut out),
        AttrKind::DenseElements { ty, splat, data } => {
            let elem = ctx.element_type(*ty);
            let n = irbridge::ir::attrs::dense_elem_bytes(ctx, elem);
            let count: usize = match ctx.kind(*ty) {
                TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape
                    .iter()
                    .map(|&d| usize::try_from(d).unwrap_or(0))
                    .product(),
                _ => return None,
            };
            if n == 0 {
                return None;
            }
            for i in 0..count {
                let at = if *splat { 0 } else { i * n };
                let bytes = data.get(at..at + n)?;
                split(
                    &BigInt::from_bytes_le(num_bigint::Sign::Plus, bytes),
                    &mut out,
                );
            }
        }
        _ => return None,
    }
    Some(out)
}

/// `DenseElementsAttr::get(ty, values)` for non-negative values that fit the element type: a
/// splat when all are equal.
fn dense_of(ctx: &mut Context, ty: Type, values: &[BigInt]) -> Attribute {
    let elem = ctx.element_type(ty);
    let n = irbridge::ir::attrs::dense_elem_bytes(ctx, elem);
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let stored = if splat {
        &values[..values.len().min(1)]
    } else {
        values
    };
    let mut data = Vec::with_capacity(stored.len() * n);
    for v in stored {
        let (_, mut bytes) = v.to_bytes_le();
        bytes.resize(n, 0);
        data.extend(bytes);
    }
    ctx.attr(AttrKind::DenseElements {
        ty,
        splat: splat && !values.is_empty(),
        data: data.into_boxed_slice(),
    })
}

/// Upstream's `FunctionOpInterfaceSignatureConversion`: the function's type and its blocks'
/// argument types converted.
fn convert_func(op: OpId, rw: &mut ConversionRewriter<'_>) -> Option<()> {
    let fty = prop(rw.ctx, op, "function_type").and_then(|a| match rw.ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    })?;
    let TypeKind::Function { inputs, .. } = rw.ctx.kind(fty).clone() else {
        return None;
    };
    let tc = rw.tc;
    let new_fty = tc.convert_type(rw.ctx, fty)?;
    let TypeKind::Function {
        inputs: new_inputs, ..
    } = rw.ctx.kind(new_fty).clone()
    else {
        return None;
    };
    // In place, as upstream's `modifyOpInPlace`: the body's block signatures first (undone if
    // they fail), then the type.
    let body = rw.ctx.ops[op].regions.first().copied();
    if let Some(body) = body {
        if rw.ctx.regions[body].first.is_some() {
            let mut sig = SignatureConversion::new(inputs.len());
            for (i, t) in new_inputs.iter().enumerate() {
                sig.add_inputs(i, &[*t]);
            }
            rw.convert_region_types(body, Some(&sig)).ok()?;
        }
    }
    let new_attr = rw.ctx.type_attr(new_fty);
    rw.ctx.set_prop(op, "function_type", new_attr);
    Some(())
}

const BITWISE: &[fn() -> &'static OpDef] = &[AndIOp::def, OrIOp::def, XOrIOp::def];

fn patterns(rule: Rule, memrefs: bool) -> PatternSet {
    let mut ps = PatternSet::new();
    let mut add = |def: fn() -> &'static OpDef, kind: Kind| {
        ps.add(Emulate { def, kind, rule });
    };
    add(FuncOp::def, Kind::Func);
    add(CallOp::def, Kind::Call);
    add(ReturnOp::def, Kind::Return);
    add(ConstantOp::def, Kind::Constant);
    add(CmpIOp::def, Kind::CmpI);
    add(SelectOp::def, Kind::Select);
    add(PrintOp::def, Kind::Print);
    add(AddIOp::def, Kind::AddI);
    add(MulIOp::def, Kind::MulI);
    add(ShLIOp::def, Kind::ShLI);
    add(ShRSIOp::def, Kind::ShRSI);
    add(ShRUIOp::def, Kind::ShRUI);
    add(MaxUIOp::def, Kind::MaxMin(8));
    add(MaxSIOp::def, Kind::MaxMin(4));
    add(MinUIOp::def, Kind::MaxMin(6));
    add(MinSIOp::def, Kind::MaxMin(2));
    for &d in BITWISE {
        add(d, Kind::Bitwise);
    }
    add(ExtSIOp::def, Kind::ExtSI);
    add(ExtUIOp::def, Kind::ExtUI);
    add(TruncIOp::def, Kind::TruncI);
    add(IndexCastOp::def, Kind::IntToIndex);
    add(IndexCastUIOp::def, Kind::IntToIndex);
    add(IndexCastOp::def, Kind::IndexToInt { signed: true });
    add(IndexCastUIOp::def, Kind::IndexToInt { signed: false });
    add(SIToFPOp::def, Kind::SIToFP);
    add(UIToFPOp::def, Kind::UIToFP);
    if memrefs {
        add(AllocOp::def, Kind::Alloc);
        add(LoadOp::def, Kind::Load);
        add(StoreOp::def, Kind::Store);
    }
    ps
}

/// Runs `arith-emulate-wide-int` (or, with `memrefs`, `memref-emulate-wide-int`) on `root`: a
/// width that is not a power of two of at least 2 fails the pass without a message, as upstream.
pub fn run(
    ctx: &mut Context,
    root: OpId,
    widest: u32,
    memrefs: bool,
) -> Result<(), Vec<Diagnostic>> {
    if !widest.is_power_of_two() || widest < 2 {
        return Err(vec![]);
    }
    let rule = Rule {
        max: widest,
        memrefs,
    };
    let mut target = ConversionTarget::new();
    let legal = move |ctx: &Context, op: OpId| rule.op_is_legal(ctx, op);
    if memrefs {
        for d in ["arith", "memref", "vector"] {
            target.add_dynamic_dialect(d, legal);
        }
    } else {
        target.add_dynamic_op(FuncOp::NAME, move |ctx, op| {
            prop(ctx, op, "function_type")
                .and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::Type(t) => Some(*t),
                    _ => None,
                })
                .is_none_or(|t| rule.is_legal(ctx, t))
        });
        target.add_dynamic_op(CallOp::NAME, legal);
        target.add_dynamic_op(ReturnOp::NAME, legal);
        target.add_dynamic_dialect("arith", legal);
        target.add_dynamic_dialect("vector", legal);
    }
    let set = patterns(rule, memrefs);
    let tc = LlvmTypeConverter::with_rule(Box::new(move |ctx, t| rule.convert(ctx, t)));
    apply_partial_conversion(ctx, root, &target, &set, &tc).map_err(|d| vec![d])
}
