//! Folding during conversion. Upstream's dialect conversion tries to fold every op that is not legal
//! before applying patterns (`legalizeWithFold`), so a lowering of `arith.muli %x, %c1` is just `%x`,
//! and `arith.addi %c5, %c1` is a new constant 6. This is the subset of arith's folders (ArithOps.cpp,
//! MLIR 19) for scalar integer and index operands, plus the commutative trait's in-place fold that
//! moves constant operands to the right (for arith and index ops). Folds not listed here are not done,
//! which upstream would do: float constant folding, vector constants, and the multi-op identities
//! (`addi(subi(a, b), b)` and the like).

use irbridge::ir::float::FloatKind;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, ValueId};
use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

/// What folding `op` produced.
#[derive(Debug)]
pub enum Fold {
    /// Nothing.
    None,
    /// The op was changed in place (operands reordered); legalize it again.
    InPlace,
    /// One replacement per result: an existing value or a constant to materialize.
    Values(Vec<FoldValue>),
}

#[derive(Debug, Clone, Copy)]
pub enum FoldValue {
    Value(ValueId),
    /// An integer attribute of the result type; materialized with [`constant_op_name`].
    Const(Attribute),
}

/// Ops whose result is a constant attribute (upstream's `ConstantLike` ones irbridge lowers).
const CONSTANT_OPS: &[&str] = &[
    "arith.constant",
    "index.constant",
    "index.bool.constant",
    "llvm.mlir.constant",
];

/// Commutative ops (upstream's `Commutative` trait): constant operands move to the right.
const COMMUTATIVE: &[&str] = &[
    "arith.addi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.addf",
    "arith.mulf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.addui_extended",
    "arith.mulsi_extended",
    "arith.mului_extended",
    "index.add",
    "index.mul",
    "index.maxs",
    "index.maxu",
    "index.mins",
    "index.minu",
    "index.and",
    "index.or",
    "index.xor",
];

/// The op that materializes a folded constant of `op`'s dialect, if irbridge folds it.
pub fn constant_op_name(ctx: &Context, op: OpId) -> Option<&'static str> {
    let name = ctx.op_name(op);
    if name.starts_with("arith.") {
        Some("arith.constant")
    } else {
        None
    }
}

/// The constant attribute `v` is defined by, if any.
fn constant_attr(ctx: &Context, v: ValueId) -> Option<Attribute> {
    let def = ctx.defining_op(v)?;
    if !CONSTANT_OPS.contains(&ctx.op_name(def)) {
        return None;
    }
    ctx.get_attr(def, "value")
}

/// Width of a scalar integer or index type (index folds with 64 bits, as upstream).
fn int_bits(ctx: &Context, t: Type) -> Option<u32> {
    if ctx.is_index(t) {
        Some(64)
    } else if ctx.is_signless_int(t) {
        ctx.int_width(t)
    } else {
        None
    }
}

/// The constant scalar integer `v` holds, as an unsigned value below 2^bits.
fn const_int(ctx: &Context, v: ValueId, bits: u32) -> Option<BigInt> {
    let a = constant_attr(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(wrap(value.clone(), bits)),
        _ => None,
    }
}

fn modulus(bits: u32) -> BigInt {
    BigInt::one() << bits
}

/// `v` modulo 2^bits, in `[0, 2^bits)`.
fn wrap(v: BigInt, bits: u32) -> BigInt {
    let m = modulus(bits);
    ((v % &m) + &m) % &m
}

/// The signed reading of an unsigned `bits`-bit value.
fn signed(v: &BigInt, bits: u32) -> BigInt {
    if bits > 0 && *v >= (BigInt::one() << (bits - 1)) {
        v - modulus(bits)
    } else {
        v.clone()
    }
}

/// An integer attribute of type `t` holding the `bits`-bit value `v` (printed signed, `i1` as 0/1).
fn int_attr(ctx: &mut Context, t: Type, v: &BigInt, bits: u32) -> Attribute {
    let value = if bits == 1 {
        v.clone()
    } else {
        signed(v, bits)
    };
    ctx.int_attr(t, value)
}

/// Tries the folds above on `op`.
pub fn try_fold(ctx: &mut Context, op: OpId) -> Fold {
    let name = ctx.op_name(op).to_string();
    if let Some(f) = fold_op(ctx, op, &name) {
        return f;
    }
    if COMMUTATIVE.contains(&name.as_str()) {
        return fold_commutative(ctx, op);
    }
    Fold::None
}

/// Moves constant operands after the others, keeping each group's order (`foldCommutative`).
fn fold_commutative(ctx: &mut Context, op: OpId) -> Fold {
    let operands: Vec<ValueId> = ctx.ops[op].operands.to_vec();
    if operands.len() < 2 {
        return Fold::None;
    }
    let is_const: Vec<bool> = operands
        .iter()
        .map(|&v| constant_attr(ctx, v).is_some())
        .collect();
    let (mut front, back): (Vec<_>, Vec<_>) =
        operands.iter().zip(&is_const).partition(|(_, c)| !**c);
    front.extend(back);
    let reordered: Vec<ValueId> = front.into_iter().map(|(v, _)| *v).collect();
    if reordered == operands {
        return Fold::None;
    }
    ctx.set_operands(op, reordered);
    Fold::InPlace
}

/// The op-specific folders; `None` when the op has none here or it does not apply.
fn fold_op(ctx: &mut Context, op: OpId, name: &str) -> Option<Fold> {
    let results = ctx.result_types(op);
    let operands: Vec<ValueId> = ctx.ops[op].operands.to_vec();
    let one = |v: FoldValue| Some(Fold::Values(vec![v]));
    match name {
        "arith.select" => {
            let (c, t, f) = (operands[0], operands[1], operands[2]);
            if t == f {
                return one(FoldValue::Value(t));
            }
            let cond = const_int(ctx, c, 1)?;
            one(FoldValue::Value(if cond.is_zero() { f } else { t }))
        }
        "arith.cmpi" => {
            let bits = int_bits(ctx, ctx.value_type(operands[0]))?;
            let pred = ctx.get_attr(op, "predicate").and_then(|a| ctx.as_i64(a))?;
            let out = if operands[0] == operands[1] {
                // eq, sle, sge, ule, uge hold for equal operands.
                matches!(pred, 0 | 3 | 5 | 7 | 9)
            } else {
                let l = const_int(ctx, operands[0], bits)?;
                let r = const_int(ctx, operands[1], bits)?;
                let (sl, sr) = (signed(&l, bits), signed(&r, bits));
                match pred {
                    0 => l == r,
                    1 => l != r,
                    2 => sl < sr,
                    3 => sl <= sr,
                    4 => sl > sr,
                    5 => sl >= sr,
                    6 => l < r,
                    7 => l <= r,
                    8 => l > r,
                    9 => l >= r,
                    _ => return None,
                }
            };
            let t = results[0];
            let a = ctx.int_attr(t, out as i64);
            one(FoldValue::Const(a))
        }
        "arith.bitcast" => {
            // A constant re-read in the other type.
            let x = operands[0];
            let t = results[0];
            let a = constant_attr(ctx, x)?;
            let attr = match ctx.attr_kind(a).clone() {
                AttrKind::Integer { value, ty } => {
                    let bits = int_bits(ctx, ty)?;
                    float_kind_is_f32(ctx, t)?;
                    let raw: u128 = wrap(value, bits).to_string().parse().ok()?;
                    ctx.attr(AttrKind::Float { bits: raw, ty: t })
                }
                AttrKind::Float { bits, ty } => {
                    float_kind_is_f32(ctx, ty)?;
                    let w = int_bits(ctx, t)?;
                    int_attr(ctx, t, &BigInt::from(bits), w)
                }
                _ => return None,
            };
            one(FoldValue::Const(attr))
        }
        "arith.sitofp" | "arith.uitofp" => {
            let from = int_bits(ctx, ctx.value_type(operands[0]))?;
            let is_f32 = float_kind_is_f32(ctx, results[0])?;
            if from > 64 {
                return None;
            }
            let v = const_int(ctx, operands[0], from)?;
            let v = if name == "arith.sitofp" {
                signed(&v, from)
            } else {
                v
            };
            let v: i128 = v.to_string().parse().ok()?;
            // One correctly rounded conversion from the exact integer.
            let f = if is_f32 { (v as f32) as f64 } else { v as f64 };
            let t = results[0];
            let a = float_attr(ctx, t, f, is_f32);
            one(FoldValue::Const(a))
        }
        "arith.extf" | "arith.truncf" => {
            let from_f32 = float_kind_is_f32(ctx, ctx.value_type(operands[0]))?;
            let to_f32 = float_kind_is_f32(ctx, results[0])?;
            let v = const_float(ctx, operands[0], from_f32)?;
            // Upstream folds only exact conversions.
            if v.is_nan() || (to_f32 && (v as f32) as f64 != v) {
                return None;
            }
            let t = results[0];
            let a = float_attr(ctx, t, v, to_f32);
            one(FoldValue::Const(a))
        }
        "arith.extsi" | "arith.extui" | "arith.trunci" | "arith.index_cast"
        | "arith.index_castui" => {
            let from = int_bits(ctx, ctx.value_type(operands[0]))?;
            let to = int_bits(ctx, results[0])?;
            let v = const_int(ctx, operands[0], from)?;
            let signed_ext = matches!(name, "arith.extsi" | "arith.index_cast");
            let r = if signed_ext {
                wrap(signed(&v, from), to)
            } else {
                wrap(v, to)
            };
            let t = results[0];
            let a = int_attr(ctx, t, &r, to);
            one(FoldValue::Const(a))
        }
        _ => {
            let t = results.first().copied()?;
            if ctx.is_float(t) {
                fold_float(ctx, name, &operands, t)
            } else {
                fold_binary(ctx, name, &operands, t)
            }
        }
    }
}

/// A scalar `f32`/`f64` value (as `f64`) and whether it is `f32`.
fn float_kind_is_f32(ctx: &Context, t: Type) -> Option<bool> {
    match ctx.float_kind(t)? {
        FloatKind::F32 => Some(true),
        FloatKind::F64 => Some(false),
        _ => None,
    }
}

/// The constant `f32`/`f64` `v` holds, widened to `f64` (exact).
fn const_float(ctx: &Context, v: ValueId, is_f32: bool) -> Option<f64> {
    let a = constant_attr(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Float { bits, .. } if is_f32 => Some(f32::from_bits(*bits as u32) as f64),
        AttrKind::Float { bits, .. } => Some(f64::from_bits(*bits as u64)),
        _ => None,
    }
}

/// A float attribute of type `t`; a NaN result is APFloat's default quiet NaN.
fn float_attr(ctx: &mut Context, t: Type, v: f64, is_f32: bool) -> Attribute {
    let bits = if is_f32 {
        let f = v as f32;
        (if f.is_nan() { 0x7FC0_0000 } else { f.to_bits() }) as u128
    } else {
        (if v.is_nan() {
            0x7FF8_0000_0000_0000
        } else {
            v.to_bits()
        }) as u128
    };
    ctx.attr(AttrKind::Float { bits, ty: t })
}

/// Float folds for `f32`/`f64` scalars: identities (`x + -0`, `x - +0`, `x * 1`, `x / 1`, min/max of
/// equal operands or the neutral infinity/NaN), `negf(negf(x))`, and constant folding computed in
/// the type's precision (each IEEE operation rounds once, as APFloat does). Results from NaN operands
/// are not folded.
fn fold_float(ctx: &mut Context, name: &str, operands: &[ValueId], t: Type) -> Option<Fold> {
    let is_f32 = float_kind_is_f32(ctx, t)?;
    let value = |v: ValueId| Some(Fold::Values(vec![FoldValue::Value(v)]));
    if name == "arith.negf" {
        let x = operands[0];
        if let Some(inner) = ctx.defining_op(x) {
            if ctx.op_name(inner) == "arith.negf" {
                return value(ctx.operand(inner, 0));
            }
        }
        let a = const_float(ctx, x, is_f32)?;
        if a.is_nan() {
            return None;
        }
        let attr = float_attr(ctx, t, -a, is_f32);
        return Some(Fold::Values(vec![FoldValue::Const(attr)]));
    }
    if operands.len() != 2 {
        return None;
    }
    let (x, y) = (operands[0], operands[1]);
    let r = const_float(ctx, y, is_f32);
    let r_bits_is = |want: f64| r.is_some_and(|v| v.to_bits() == want.to_bits());
    match name {
        "arith.addf" if r_bits_is(-0.0) => return value(x),
        "arith.subf" if r_bits_is(0.0) => return value(x),
        "arith.mulf" | "arith.divf" if r_bits_is(1.0) => return value(x),
        "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf" if x == y => {
            return value(x)
        }
        "arith.maximumf" if r_bits_is(f64::NEG_INFINITY) => return value(x),
        "arith.minimumf" if r_bits_is(f64::INFINITY) => return value(x),
        "arith.maxnumf" | "arith.minnumf" if r.is_some_and(f64::is_nan) => return value(x),
        _ => {}
    }
    let (a, b) = (const_float(ctx, x, is_f32)?, r?);
    if a.is_nan() || b.is_nan() {
        return None;
    }
    let v = if is_f32 {
        let (a, b) = (a as f32, b as f32);
        f32_op(name, a, b)? as f64
    } else {
        f64_op(name, a, b)?
    };
    let attr = float_attr(ctx, t, v, is_f32);
    Some(Fold::Values(vec![FoldValue::Const(attr)]))
}

macro_rules! float_op {
    ($fname:ident, $t:ty) => {
        /// One IEEE operation in this precision (`None` for ops without a constant folder here).
        fn $fname(name: &str, a: $t, b: $t) -> Option<$t> {
            Some(match name {
                "arith.addf" => a + b,
                "arith.subf" => a - b,
                "arith.mulf" => a * b,
                "arith.divf" => a / b,
                // APFloat::mod: the remainder with the dividend's sign, like C's fmod.
                "arith.remf" => a % b,
                // Non-NaN operands; -0 orders below +0 (APFloat's `maximum`, `maxnum`, ...).
                "arith.maximumf" | "arith.maxnumf" if a == 0.0 && b == 0.0 => {
                    if a.is_sign_negative() {
                        b
                    } else {
                        a
                    }
                }
                "arith.minimumf" | "arith.minnumf" if a == 0.0 && b == 0.0 => {
                    if a.is_sign_negative() {
                        a
                    } else {
                        b
                    }
                }
                "arith.maximumf" | "arith.maxnumf" => {
                    if a < b {
                        b
                    } else {
                        a
                    }
                }
                "arith.minimumf" | "arith.minnumf" => {
                    if b < a {
                        b
                    } else {
                        a
                    }
                }
                _ => return None,
            })
        }
    };
}
float_op!(f32_op, f32);
float_op!(f64_op, f64);

/// Integer binary ops: identities with one constant, and full constant folding.
fn fold_binary(ctx: &mut Context, name: &str, operands: &[ValueId], t: Type) -> Option<Fold> {
    if operands.len() != 2 || !name.starts_with("arith.") {
        return None;
    }
    let bits = int_bits(ctx, t)?;
    let (x, y) = (operands[0], operands[1]);
    let l = const_int(ctx, x, bits);
    let r = const_int(ctx, y, bits);
    let zero = BigInt::zero();
    let one_v = BigInt::one();
    let all_ones = modulus(bits) - 1;
    let value = |v: ValueId| Some(Fold::Values(vec![FoldValue::Value(v)]));
    let r_is = |c: &BigInt| r.as_ref() == Some(c);
    // Identities that need at most the right operand constant.
    match name {
        "arith.addi" | "arith.ori" | "arith.xori" | "arith.shli" | "arith.shrsi"
        | "arith.shrui"
            if r_is(&zero) =>
        {
            return value(x)
        }
        "arith.subi" if r_is(&zero) => return value(x),
        "arith.muli" if r_is(&one_v) => return value(x),
        "arith.divsi" | "arith.divui" if r_is(&one_v) => return value(x),
        "arith.andi" if r_is(&all_ones) => return value(x),
        // The zero operand itself (upstream returns the value, not a new constant).
        "arith.muli" | "arith.andi" if r_is(&zero) => return value(y),
        "arith.andi" | "arith.ori" | "arith.maxsi" | "arith.maxui" | "arith.minsi"
        | "arith.minui"
            if x == y =>
        {
            return value(x)
        }
        _ => {}
    }
    // Identities producing a constant.
    let constant = match name {
        "arith.subi" | "arith.xori" if x == y => Some(zero.clone()),
        "arith.ori" if r_is(&all_ones) => Some(all_ones.clone()),
        "arith.remsi" | "arith.remui" if r_is(&one_v) => Some(zero.clone()),
        _ => None,
    };
    let folded = match constant {
        Some(c) => Some(c),
        None => {
            let (l, r) = (l?, r?);
            eval(name, &l, &r, bits)
        }
    };
    let v = folded?;
    let a = int_attr(ctx, t, &v, bits);
    Some(Fold::Values(vec![FoldValue::Const(a)]))
}

/// Constant folding of a binary op on `bits`-bit unsigned values; `None` where upstream declines
/// (division by zero, signed overflow of division, shifts by the width or more).
fn eval(name: &str, l: &BigInt, r: &BigInt, bits: u32) -> Option<BigInt> {
    let (sl, sr) = (signed(l, bits), signed(r, bits));
    let w = |v: BigInt| Some(wrap(v, bits));
    match name {
        "arith.addi" => w(l + r),
        "arith.subi" => w(l - r),
        "arith.muli" => w(l * r),
        "arith.andi" => w(l & r),
        "arith.ori" => w(l | r),
        "arith.xori" => w(l ^ r),
        "arith.maxsi" => w(if sl >= sr { sl } else { sr }),
        "arith.minsi" => w(if sl <= sr { sl } else { sr }),
        "arith.maxui" => w(l.max(r).clone()),
        "arith.minui" => w(l.min(r).clone()),
        "arith.divui" | "arith.remui" if r.is_zero() => None,
        "arith.divui" => w(l / r),
        "arith.remui" => w(l % r),
        "arith.divsi" | "arith.remsi" if r.is_zero() => None,
        // INT_MIN / -1 overflows; upstream does not fold it.
        "arith.divsi" if sr == BigInt::from(-1) && sl == -(BigInt::one() << (bits - 1)) => None,
        // Rust's BigInt division truncates toward zero, like APInt::sdiv/srem.
        "arith.divsi" => w(&sl / &sr),
        "arith.remsi" => w(&sl % &sr),
        "arith.shli" | "arith.shrsi" | "arith.shrui" if *r >= BigInt::from(bits) => None,
        "arith.shli" => w(l << shift(r)),
        "arith.shrui" => w(l >> shift(r)),
        "arith.shrsi" => w(if sl.is_negative() {
            // Arithmetic shift: floor division by 2^r.
            let d = BigInt::one() << shift(r);
            let q = &sl / &d;
            if (&q * &d) != sl {
                q - 1
            } else {
                q
            }
        } else {
            sl >> shift(r)
        }),
        _ => None,
    }
}

fn shift(r: &BigInt) -> usize {
    r.to_string().parse().unwrap_or(0)
}
