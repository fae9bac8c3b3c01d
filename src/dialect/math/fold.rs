//! The folders of `math` (MLIR 19's MathOps.cpp) and the dialect's constant materializer. Like
//! upstream, the transcendental functions fold only `f32` and `f64` values, computed by the C
//! library's functions; rounding and sign operations fold every float type with APFloat's rules.

use crate::ir::apint::ApInt;
use crate::ir::float::libm::{self, Binary, Unary};
use crate::ir::float::ops::{self as fops, RoundingMode as Rm};
use crate::ir::float::FloatKind;
use crate::ir::{Attribute, Context, OpId, OpState, Type};
use crate::ods::FoldResult;
use crate::transforms::consts::{binary_float, binary_int, unary_float, unary_int};

type Ops<'a> = &'a [Option<Attribute>];

fn done(a: Option<Attribute>) -> FoldResult {
    match a {
        Some(a) => FoldResult::Values(vec![crate::ods::FoldValue::Attr(a)]),
        None => FoldResult::None,
    }
}

/// `f` on an `f32` or `f64` value through the host.
fn host(k: FloatKind, a: u128, f: Unary) -> Option<u128> {
    match k {
        FloatKind::F64 => Some(u128::from((f.f64)(f64::from_bits(a as u64)).to_bits())),
        FloatKind::F32 => Some(u128::from((f.f32)(f32::from_bits(a as u32)).to_bits())),
        _ => None,
    }
}

fn host2(k: FloatKind, a: u128, b: u128, f: Binary) -> Option<u128> {
    match k {
        FloatKind::F64 => Some(u128::from(
            (f.f64)(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits(),
        )),
        FloatKind::F32 => Some(u128::from(
            (f.f32)(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits(),
        )),
        _ => None,
    }
}

fn unary_host(ctx: &mut Context, k: Ops, f: Unary) -> FoldResult {
    done(unary_float(ctx, k, |fk, a| host(fk, a, f)))
}

/// A unary host function that declines negative inputs (`log`, `sqrt`, ...).
fn unary_host_nonneg(ctx: &mut Context, k: Ops, f: Unary) -> FoldResult {
    done(unary_float(ctx, k, |fk, a| {
        if fops::is_negative(fk, a) {
            return None;
        }
        host(fk, a, f)
    }))
}

pub fn absf(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_float(ctx, k, |fk, a| Some(fops::abs(fk, a))))
}
pub fn absi(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_int(ctx, k, |a| {
        Some(if a.is_negative() { a.neg() } else { a })
    }))
}
pub fn acos(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::ACOS)
}
pub fn acosh(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::ACOSH)
}
pub fn asin(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::ASIN)
}
pub fn asinh(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::ASINH)
}
pub fn atan(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::ATAN)
}
pub fn atanh(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::ATANH)
}
pub fn atan2(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(binary_float(ctx, k, |fk, a, b| {
        if fops::is_zero(fk, a) && fops::is_zero(fk, b) {
            return Some(fops::qnan(fk));
        }
        host2(fk, a, b, libm::ATAN2)
    }))
}
pub fn ceil(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_float(ctx, k, |fk, a| {
        Some(fops::round_to_integral(fk, a, Rm::TowardPositive))
    }))
}
pub fn copysign(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(binary_float(ctx, k, |fk, a, b| {
        Some(fops::copy_sign(fk, a, b))
    }))
}
pub fn cos(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::COS)
}
pub fn cosh(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::COSH)
}
pub fn sin(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::SIN)
}
pub fn sinh(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::SINH)
}
pub fn ctlz(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_int(ctx, k, |a| {
        ApInt::new(a.width, u128::from(a.count_leading_zeros()))
    }))
}
pub fn cttz(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_int(ctx, k, |a| {
        ApInt::new(a.width, u128::from(a.count_trailing_zeros()))
    }))
}
pub fn ctpop(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_int(ctx, k, |a| {
        ApInt::new(a.width, u128::from(a.count_ones()))
    }))
}
pub fn erf(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::ERF)
}

pub fn ipowi(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(binary_int(ctx, k, |base, power| {
        let w = base.width;
        let one = ApInt::one(w);
        let minus_one = ApInt::all_ones(w);
        if power.is_zero() {
            return Some(one);
        }
        if power.is_negative() {
            if base.is_zero() {
                return None;
            }
            if base == one {
                return Some(one);
            }
            if base != minus_one {
                return Some(ApInt::zero(w));
            }
            return Some(if power.u() & 1 == 1 { minus_one } else { one });
        }
        let mut result = one;
        let mut cur = base;
        let mut p = power;
        loop {
            if p.u() & 1 == 1 {
                result = result.mul(cur);
            }
            p = p.lshr(1);
            if p.is_zero() {
                return Some(result);
            }
            cur = cur.mul(cur);
        }
    }))
}

pub fn log(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host_nonneg(ctx, k, libm::LOG)
}
pub fn log2(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host_nonneg(ctx, k, libm::LOG2)
}
pub fn log10(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host_nonneg(ctx, k, libm::LOG10)
}
pub fn log1p(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_float(ctx, k, |fk, a| {
        let one = fops::from_int(fk, ApInt::one(2), false, Rm::NearestTiesToEven);
        if matches!(fk, FloatKind::F32 | FloatKind::F64)
            && fops::is_negative(fk, fops::add(fk, a, one, Rm::NearestTiesToEven))
        {
            return None;
        }
        host(fk, a, libm::LOG1P)
    }))
}
pub fn powf(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(binary_float(ctx, k, |fk, a, b| host2(fk, a, b, libm::POW)))
}
pub fn sqrt(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host_nonneg(ctx, k, libm::SQRT)
}
pub fn exp(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::EXP)
}
pub fn exp2(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::EXP2)
}
pub fn expm1(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::EXPM1)
}
pub fn tan(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::TAN)
}
pub fn tanh(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::TANH)
}
pub fn roundeven(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_float(ctx, k, |fk, a| {
        Some(fops::round_to_integral(fk, a, Rm::NearestTiesToEven))
    }))
}
pub fn floor(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    done(unary_float(ctx, k, |fk, a| {
        Some(fops::round_to_integral(fk, a, Rm::TowardNegative))
    }))
}
pub fn round(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::ROUND)
}
pub fn trunc(ctx: &mut Context, _op: OpId, k: Ops) -> FoldResult {
    unary_host(ctx, k, libm::TRUNC)
}

/// `MathDialect::materializeConstant`: `ub.poison` for poison, else an `arith.constant`.
pub fn materialize(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    crate::dialect::arith::fold::materialize(ctx, value, ty, loc)
}
