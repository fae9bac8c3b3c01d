//! `arith-int-narrowing` (upstream `IntNarrowing.cpp`): integer ops whose operands are sign- or
//! zero-extended from (or are constants that fit) a narrower type are computed in the narrowest
//! of `int-bitwidths-supported` that holds their result, and extended back; extensions are moved
//! after the vector ops that only move elements, to expose more such ops. The greedy driver
//! applies the patterns, the element-moving ones first (benefit 2).
//!
//! Upstream's index-cast narrowing, which bounds index values with the `ValueBounds` analysis,
//! is not implemented: `arith.index_cast`/`index_castui` are left as they are.

use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{
    AddIOp, DivSIOp, DivUIOp, ExtSIOp, ExtUIOp, MaxSIOp, MaxUIOp, MinSIOp, MinUIOp, MulIOp,
    SIToFPOp, SubIOp, TruncIOp, UIToFPOp,
};
use irbridge::dialect::vector::{
    BroadcastOp, ExtractElementOp, ExtractOp, ExtractStridedSliceOp, FlatTransposeOp,
    InsertElementOp, InsertOp, InsertStridedSliceOp, ShapeCastOp, TransposeOp,
};
use irbridge::ir::{AttrKind, Context, OpId, OpState, Type, TypeKind, ValueId};
use irbridge::ods::OpDef;
use irbridge::transforms::consts::int_width;
use irbridge::transforms::greedy::{apply_patterns_and_fold_greedily, GreedyConfig};
use irbridge::transforms::matchers::constant;
use irbridge::transforms::pattern::{Pattern, PatternSet};
use irbridge::transforms::Rewriter;
use num_bigint::{BigInt, Sign};
use std::cell::RefCell;

thread_local! {
    /// The supported widths, ascending, for the patterns (plain functions) of the running pass.
    static WIDTHS: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// Which extension an operand is looked through.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Ext {
    Sign,
    Zero,
}

/// An `arith.extsi`/`arith.extui`.
#[derive(Copy, Clone)]
struct Extension {
    op: OpId,
    kind: Ext,
}

impl Extension {
    fn of(ctx: &Context, v: ValueId) -> Option<Extension> {
        let op = ctx.defining_op(v)?;
        let kind = if ExtSIOp::is(ctx, op) {
            Ext::Sign
        } else if ExtUIOp::is(ctx, op) {
            Ext::Zero
        } else {
            return None;
        };
        Some(Extension { op, kind })
    }
    fn input(self, ctx: &Context) -> ValueId {
        ctx.operand(self.op, 0)
    }
    fn result(self, ctx: &Context) -> ValueId {
        ctx.result(self.op, 0)
    }
    fn in_elem(self, ctx: &Context) -> Type {
        ctx.element_type(ctx.value_type(self.input(ctx)))
    }
    /// A new extension of the same kind of `v` to `ty`.
    fn build(
        self,
        rw: &mut Rewriter<'_>,
        loc: irbridge::ir::Attribute,
        ty: Type,
        v: ValueId,
    ) -> ValueId {
        match self.kind {
            Ext::Sign => ExtSIOp::build(rw, loc, ty, v).out(rw.ctx),
            Ext::Zero => ExtUIOp::build(rw, loc, ty, v).out(rw.ctx),
        }
    }
    /// Replaces the one-result `op` by this kind of extension of `v` to `op`'s type.
    fn replace(self, rw: &mut Rewriter<'_>, op: OpId, v: ValueId) {
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let loc = rw.ctx.ops[op].loc;
        rw.set_insertion_point_before(op);
        let e = self.build(rw, loc, ty, v);
        rw.replace_op(op, &[e]);
    }
}

/// The width of an integer (not index) element type.
fn type_bits(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.kind(ctx.element_type(t)) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The bits the `width`-bit value `v` (any sign; taken modulo `2^width`) needs as an unsigned
/// (zero-extended) or signed value (`APInt::getActiveBits`, `getSignificantBits`).
fn value_bits(v: &BigInt, width: u32, kind: Ext) -> u32 {
    let modulus = BigInt::from(1) << width;
    let mut u = v % &modulus;
    if u.sign() == Sign::Minus {
        u += &modulus;
    }
    let bits = |x: &BigInt| u32::try_from(x.bits()).unwrap_or(u32::MAX);
    match kind {
        Ext::Zero => bits(&u).max(1),
        Ext::Sign => {
            if width > 0 && u.bit(u64::from(width - 1)) {
                // Negative: the bits of its complement plus the sign.
                bits(&(&modulus - &u - 1)) + 1
            } else {
                bits(&u) + 1
            }
        }
    }
}

/// The integer values of a constant attribute with the element width: a scalar, or each
/// element of a dense integer (or index) attribute.
fn constant_ints(ctx: &Context, a: irbridge::ir::Attribute) -> Option<(u32, Vec<BigInt>)> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } => Some((int_width(ctx, *ty)?, vec![value.clone()])),
        AttrKind::DenseElements { ty, splat, data } => {
            let elem = ctx.element_type(*ty);
            let width = int_width(ctx, elem)?;
            let n = irbridge::ir::attrs::dense_elem_bytes(ctx, elem);
            let count: usize = if *splat {
                1
            } else {
                match ctx.kind(*ty) {
                    TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape
                        .iter()
                        .map(|&d| usize::try_from(d).unwrap_or(0))
                        .product(),
                    _ => return None,
                }
            };
            let mut out = vec![];
            for i in 0..count {
                let bytes = data.get(i * n..(i + 1) * n)?;
                out.push(BigInt::from_bytes_le(Sign::Plus, bytes));
            }
            Some((width, out))
        }
        _ => None,
    }
}

/// The bits the value `v` needs: a constant's (the widest element of a dense one), the input
/// width of an extension of `kind`, else its type's width.
fn bits_required(ctx: &Context, v: ValueId, kind: Ext) -> Option<u32> {
    if let Some((width, values)) = constant(ctx, v).and_then(|a| constant_ints(ctx, a)) {
        return Some(
            values
                .iter()
                .fold(1, |m, x| m.max(value_bits(x, width, kind))),
        );
    }
    if let Some(ext) = Extension::of(ctx, v).filter(|e| e.kind == kind) {
        return type_bits(ctx, ctx.value_type(ext.input(ctx)));
    }
    type_bits(ctx, ctx.value_type(v))
}

/// The narrowest supported integer type holding `bits`, shaped as `orig`; `None` if none is
/// supported or it would be `orig`'s own element type.
fn narrow_type(ctx: &mut Context, bits: u32, orig: Type) -> Option<Type> {
    let width = WIDTHS.with(|w| w.borrow().iter().copied().find(|&c| c >= bits))?;
    let elem = ctx.element_type(orig);
    if !matches!(ctx.kind(elem), TypeKind::Integer { .. }) {
        return None;
    }
    let new_elem = ctx.int(width);
    if new_elem == elem {
        return None;
    }
    if orig == elem {
        return Some(new_elem);
    }
    if !ctx.kind(orig).is_shaped() {
        return None;
    }
    Some(super::expand::with_elem(ctx, orig, new_elem))
}

/// `createOrFold<arith::TruncIOp>`.
fn trunc(rw: &mut Rewriter<'_>, loc: irbridge::ir::Attribute, ty: Type, v: ValueId) -> ValueId {
    let mut st = OpState::of(rw.ctx, TruncIOp::def(), loc);
    st.operands = vec![v];
    st.result_types = vec![ty];
    rw.create_or_fold(st)[0]
}

/// A new op like `op` (its properties, no discardable attributes) with `operands` and
/// `result`.
fn recreate(rw: &mut Rewriter<'_>, op: OpId, operands: Vec<ValueId>, result: Type) -> ValueId {
    let loc = rw.ctx.ops[op].loc;
    let mut st = OpState::new(rw.ctx.ops[op].name, loc);
    st.def = rw.ctx.ops[op].def;
    st.operands = operands;
    st.result_types = vec![result];
    st.props = rw.ctx.ops[op].props.to_vec();
    let new = rw.create(st);
    rw.ctx.result(new, 0)
}

// ---- binary ops ---------------------------------------------------------------------------------

/// The binary ops narrowed: which extension they accept (`None`: both) and how many result bits
/// operands of `n` bits produce.
/// The bits a binary op's result needs for operands of `n` bits.
type Produced = fn(u32) -> u32;

fn binary_rule(ctx: &Context, op: OpId) -> Option<(Option<Ext>, Produced)> {
    let plus_one: Produced = |n| n + 1;
    let same: Produced = |n| n;
    Some(if AddIOp::is(ctx, op) {
        (None, plus_one)
    } else if SubIOp::is(ctx, op) || DivSIOp::is(ctx, op) {
        (Some(Ext::Sign), plus_one)
    } else if MulIOp::is(ctx, op) {
        (None, |n| 2 * n)
    } else if DivUIOp::is(ctx, op) || MaxUIOp::is(ctx, op) || MinUIOp::is(ctx, op) {
        (Some(Ext::Zero), same)
    } else if MaxSIOp::is(ctx, op) || MinSIOp::is(ctx, op) {
        (Some(Ext::Sign), same)
    } else {
        return None;
    })
}

/// Upstream's `BinaryOpNarrowingPattern`: an extended lhs and an rhs of the same extension (or a
/// small constant) computed narrow.
fn narrow_binary(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some((accepts, produced)) = binary_rule(ctx, op) else {
        return false;
    };
    let orig = ctx.value_type(ctx.result(op, 0));
    let Some(result_bits) = type_bits(ctx, orig) else {
        return false;
    };
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(ext) = Extension::of(ctx, lhs) else {
        return false;
    };
    if accepts.is_some_and(|k| k != ext.kind) {
        return false;
    }
    let Some(lhs_bits) = bits_required(ctx, ext.input(ctx), ext.kind) else {
        return false;
    };
    if lhs_bits >= result_bits {
        return false;
    }
    let Some(rhs_bits) = bits_required(ctx, rhs, ext.kind) else {
        return false;
    };
    if rhs_bits >= result_bits {
        return false;
    }
    let common = produced(lhs_bits.max(rhs_bits));
    let Some(narrow) = narrow_type(rw.ctx, common, orig) else {
        return false;
    };
    if type_bits(rw.ctx, narrow).is_none_or(|b| b >= result_bits) {
        return false;
    }
    let loc = rw.ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new_lhs = trunc(rw, loc, narrow, lhs);
    let new_rhs = trunc(rw, loc, narrow, rhs);
    let v = recreate(rw, op, vec![new_lhs, new_rhs], narrow);
    ext.replace(rw, op, v);
    true
}

// ---- int to float -------------------------------------------------------------------------------

/// Upstream's `IToFPPattern`: the integer operand truncated to the narrowest supported type its
/// value needs as the conversion reads it (signed for `sitofp`, unsigned for `uitofp`).
fn narrow_itofp(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let kind = if SIToFPOp::is(rw.ctx, op) {
        Ext::Sign
    } else {
        Ext::Zero
    };
    let input = rw.ctx.operand(op, 0);
    let Some(bits) = bits_required(rw.ctx, input, kind) else {
        return false;
    };
    let in_ty = rw.ctx.value_type(input);
    let Some(narrow) = narrow_type(rw.ctx, bits, in_ty) else {
        return false;
    };
    let loc = rw.ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let new_in = trunc(rw, loc, narrow, input);
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let v = recreate(rw, op, vec![new_in], ty);
    rw.replace_op(op, &[v]);
    true
}

// ---- extensions commuted with element moves -----------------------------------------------------

/// An op whose operand 0 only has its elements moved: applied to the extension's input instead
/// (the result type keeps its shape with the input's element type), then extended.
fn extension_over_move(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let Some(ext) = Extension::of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let in_elem = ext.in_elem(ctx);
    let orig = ctx.value_type(ctx.result(op, 0));
    let mut operands: Vec<ValueId> = ctx.ops[op].operands.to_vec();
    operands[0] = ext.input(ctx);
    let ty = super::expand::with_elem(rw.ctx, orig, in_elem);
    rw.set_insertion_point_before(op);
    let v = recreate(rw, op, operands, ty);
    ext.replace(rw, op, v);
    true
}

/// Upstream's `ExtensionOverInsertionPattern`: an extended value inserted into a destination
/// that needs as few bits is inserted narrow, then the whole vector extended.
fn extension_over_insert(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = &*rw.ctx;
    let (source, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(ext) = Extension::of(ctx, source) else {
        return false;
    };
    let orig = ctx.value_type(ctx.result(op, 0));
    let Some(orig_bits) = type_bits(ctx, orig) else {
        return false;
    };
    let Some(dest_bits) = bits_required(ctx, dest, ext.kind).filter(|&b| b < orig_bits) else {
        return false;
    };
    let Some(ins_bits) = bits_required(ctx, ext.input(ctx), ext.kind).filter(|&b| b < orig_bits)
    else {
        return false;
    };
    let bits = dest_bits.max(ins_bits);
    let Some(vec_ty) = narrow_type(rw.ctx, bits, orig).filter(|&t| t != orig) else {
        return false;
    };
    let ext_ty = rw.ctx.value_type(ext.result(rw.ctx));
    let Some(value_ty) = narrow_type(rw.ctx, bits, ext_ty) else {
        return false;
    };
    let loc = rw.ctx.ops[op].loc;
    rw.set_insertion_point_before(op);
    let ext_result = ext.result(rw.ctx);
    let narrow_value = trunc(rw, loc, value_ty, ext_result);
    let narrow_dest = trunc(rw, loc, vec_ty, dest);
    let mut operands: Vec<ValueId> = rw.ctx.ops[op].operands.to_vec();
    operands[0] = narrow_value;
    operands[1] = narrow_dest;
    let v = recreate(rw, op, operands, vec_ty);
    ext.replace(rw, op, v);
    true
}

static BINARY: Pattern = Pattern::new("BinaryOpNarrowingPattern", narrow_binary);
static ITOFP: Pattern = Pattern::new("IToFPPattern", narrow_itofp);
static OVER_MOVE: Pattern =
    Pattern::new("ExtensionOverElementMove", extension_over_move).with_benefit(2);
static OVER_INSERT: Pattern =
    Pattern::new("ExtensionOverInsertionPattern", extension_over_insert).with_benefit(2);

/// The ops whose operand 0 `extension_over_move` commutes an extension over.
const MOVES: &[fn() -> &'static OpDef] = &[
    BroadcastOp::def,
    ExtractOp::def,
    ExtractElementOp::def,
    ExtractStridedSliceOp::def,
    ShapeCastOp::def,
    TransposeOp::def,
    FlatTransposeOp::def,
];

const BINARIES: &[fn() -> &'static OpDef] = &[
    AddIOp::def,
    SubIOp::def,
    MulIOp::def,
    DivSIOp::def,
    DivUIOp::def,
    MaxSIOp::def,
    MaxUIOp::def,
    MinSIOp::def,
    MinUIOp::def,
];

/// Runs the pass on `root` with the supported widths `widths` (none, or a zero, fails the pass
/// without a message, as upstream's).
pub fn run(ctx: &mut Context, root: OpId, widths: &[u32]) -> Result<(), Vec<Diagnostic>> {
    if widths.is_empty() || widths.contains(&0) {
        return Err(vec![]);
    }
    let mut sorted = widths.to_vec();
    sorted.sort_unstable();
    WIDTHS.with(|w| *w.borrow_mut() = sorted);
    let mut set = PatternSet::default();
    for def in MOVES {
        set.add(def(), &OVER_MOVE);
    }
    for def in [
        InsertOp::def(),
        InsertElementOp::def(),
        InsertStridedSliceOp::def(),
    ] {
        set.add(def, &OVER_INSERT);
    }
    for def in BINARIES {
        set.add(def(), &BINARY);
    }
    set.add(SIToFPOp::def(), &ITOFP);
    set.add(UIToFPOp::def(), &ITOFP);
    set.freeze();
    apply_patterns_and_fold_greedily(ctx, root, &set, &GreedyConfig::default());
    Ok(())
}
