//! Arithmetic on float bit patterns as LLVM 19's `APFloat` does it, for the folders: the IEEE
//! operations correctly rounded in a given rounding mode (computed exactly on big integers, then
//! rounded once), APFloat's NaN rules (a NaN operand is returned quieted, invalid operations give
//! the default quiet NaN), comparisons, `minimum`/`maximum`/`minnum`/`maxnum`, conversions
//! between formats and to and from integers, and rounding to an integral value.

use super::{
    decode, encode, make_inf, make_nan, make_zero, Category, FloatKind, Nan, Nf, Semantics,
    Unpacked,
};
use crate::ir::apint::ApInt;
use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};
use std::cmp::Ordering;

/// `llvm::RoundingMode`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RoundingMode {
    NearestTiesToEven,
    TowardZero,
    TowardPositive,
    TowardNegative,
    NearestTiesToAway,
}

use RoundingMode as Rm;

/// An exact finite value: `(-1)^neg · mag · 2^exp2`.
struct Exact {
    mag: BigUint,
    exp2: i64,
}

fn exact(sem: &Semantics, v: &Unpacked) -> Exact {
    let exp2 = i64::from(v.exponent) - (i64::from(sem.precision) - 1);
    Exact {
        mag: BigUint::from(v.significand),
        exp2,
    }
}

fn quiet(sem: &Semantics, v: Unpacked) -> Unpacked {
    let mut v = v;
    if sem.non_finite == Nf::Ieee754 || sem.nan != Nan::NegativeZero {
        v.significand |= 1u128 << (sem.precision - 2);
    }
    v
}

fn default_nan(sem: &Semantics) -> Unpacked {
    make_nan(sem, false, false, None)
}

/// `handleOverflow`: infinity, or the largest finite value when rounding away from it.
fn overflow_rm(sem: &Semantics, neg: bool, rm: Rm) -> Unpacked {
    let to_inf = match rm {
        Rm::NearestTiesToEven | Rm::NearestTiesToAway => true,
        Rm::TowardPositive => !neg,
        Rm::TowardNegative => neg,
        Rm::TowardZero => false,
    };
    if to_inf {
        return make_inf(sem, neg);
    }
    largest(sem, neg)
}

fn largest(sem: &Semantics, neg: bool) -> Unpacked {
    let mut sig = (1u128 << sem.precision) - 1;
    if sem.nan == Nan::AllOnes {
        // The all-ones significand at the top exponent is the NaN.
        sig -= 1;
    }
    Unpacked {
        sign: neg,
        category: Category::Normal,
        exponent: sem.max_exp,
        significand: sig,
    }
}

/// Rounds `(mag + ε) · 2^exp2` (ε in (0, 1) if `sticky`) to `sem` in mode `rm`; also tells
/// whether the result is inexact.
fn round_rm(
    sem: &Semantics,
    neg: bool,
    mag: &BigUint,
    exp2: i64,
    sticky: bool,
    rm: Rm,
) -> (Unpacked, bool) {
    if mag.is_zero() {
        if sticky {
            // A value below every representable one: rounds to zero or the smallest denormal.
            return round_tiny(sem, neg, rm);
        }
        return (make_zero(sem, neg), false);
    }
    let precision = i64::from(sem.precision);
    let top = i64::try_from(mag.bits()).unwrap_or(i64::MAX) - 1 + exp2;
    let mut exponent = top.max(i64::from(sem.min_exp));
    if exponent > i64::from(sem.max_exp) {
        return (overflow_rm(sem, neg, rm), true);
    }
    let drop = exponent - (precision - 1) - exp2;
    let (mut kept, inexact, round_up) = if drop > 0 {
        let d = drop.unsigned_abs();
        let kept_big = mag >> d;
        let kept = kept_big.to_u128().unwrap_or(u128::MAX);
        let half = mag.bit(d - 1);
        let below = sticky || mag.trailing_zeros().is_some_and(|tz| tz < d - 1);
        let inexact = half || below;
        let up = match rm {
            Rm::NearestTiesToEven => half && (below || kept & 1 == 1),
            Rm::NearestTiesToAway => half,
            Rm::TowardZero => false,
            Rm::TowardPositive => inexact && !neg,
            Rm::TowardNegative => inexact && neg,
        };
        (kept, inexact, up)
    } else {
        let kept = (mag << drop.unsigned_abs()).to_u128().unwrap_or(u128::MAX);
        let up = sticky
            && match rm {
                Rm::TowardPositive => !neg,
                Rm::TowardNegative => neg,
                _ => false,
            };
        (kept, sticky, up)
    };
    if round_up {
        kept += 1;
        if kept >> sem.precision != 0 {
            kept >>= 1;
            exponent += 1;
            if exponent > i64::from(sem.max_exp) {
                return (overflow_rm(sem, neg, rm), true);
            }
        }
    }
    if kept == 0 {
        return (make_zero(sem, neg), inexact);
    }
    if sem.nan == Nan::AllOnes
        && exponent == i64::from(sem.max_exp)
        && kept == (1u128 << sem.precision) - 1
    {
        return (overflow_rm(sem, neg, rm), true);
    }
    (
        Unpacked {
            sign: neg,
            category: Category::Normal,
            exponent: exponent as i32,
            significand: kept,
        },
        inexact,
    )
}

fn round_tiny(sem: &Semantics, neg: bool, rm: Rm) -> (Unpacked, bool) {
    let up = match rm {
        Rm::TowardPositive => !neg,
        Rm::TowardNegative => neg,
        _ => false,
    };
    if up {
        (
            Unpacked {
                sign: neg,
                category: Category::Normal,
                exponent: sem.min_exp,
                significand: 1,
            },
            true,
        )
    } else {
        (make_zero(sem, neg), true)
    }
}

fn sem_of(k: FloatKind) -> &'static Semantics {
    k.sem()
}

/// `a + b`.
pub fn add(k: FloatKind, a: u128, b: u128, rm: Rm) -> u128 {
    add_sub(k, a, b, false, rm)
}

/// `a - b`.
pub fn sub(k: FloatKind, a: u128, b: u128, rm: Rm) -> u128 {
    add_sub(k, a, b, true, rm)
}

fn add_sub(k: FloatKind, a: u128, b: u128, subtract: bool, rm: Rm) -> u128 {
    let sem = sem_of(k);
    let (x, y) = (decode(sem, a), decode(sem, b));
    let r = add_sub_unpacked(sem, x, y, subtract, rm);
    encode(sem, &r)
}

fn add_sub_unpacked(sem: &Semantics, x: Unpacked, y: Unpacked, subtract: bool, rm: Rm) -> Unpacked {
    use Category::*;
    if x.category == NaN {
        return quiet(sem, x);
    }
    if y.category == NaN {
        return quiet(sem, y);
    }
    let y_sign = y.sign ^ subtract;
    match (x.category, y.category) {
        (Infinity, Infinity) => {
            if x.sign != y_sign {
                default_nan(sem)
            } else {
                x
            }
        }
        (Infinity, _) => x,
        (_, Infinity) => Unpacked { sign: y_sign, ..y },
        (Zero, Zero) => {
            if x.sign == y_sign {
                x
            } else {
                make_zero(sem, rm == Rm::TowardNegative)
            }
        }
        (Zero, _) => Unpacked { sign: y_sign, ..y },
        (_, Zero) => x,
        _ => {
            let (ex, ey) = (exact(sem, &x), exact(sem, &y));
            let e = ex.exp2.min(ey.exp2);
            let mx = ex.mag << (ex.exp2 - e) as usize;
            let my = ey.mag << (ey.exp2 - e) as usize;
            let (neg, mag) = if x.sign == y_sign {
                (x.sign, mx + my)
            } else if mx >= my {
                (x.sign, mx - my)
            } else {
                (y_sign, my - mx)
            };
            if mag.is_zero() {
                return make_zero(sem, rm == Rm::TowardNegative);
            }
            round_rm(sem, neg, &mag, e, false, rm).0
        }
    }
}

/// `a * b`.
pub fn mul(k: FloatKind, a: u128, b: u128, rm: Rm) -> u128 {
    use Category::*;
    let sem = sem_of(k);
    let (x, y) = (decode(sem, a), decode(sem, b));
    let sign = x.sign ^ y.sign;
    let r = match (x.category, y.category) {
        (NaN, _) => quiet(sem, x),
        (_, NaN) => quiet(sem, y),
        (Infinity, Zero) | (Zero, Infinity) => default_nan(sem),
        (Infinity, _) | (_, Infinity) => make_inf(sem, sign),
        (Zero, _) | (_, Zero) => make_zero(sem, sign),
        _ => {
            let (ex, ey) = (exact(sem, &x), exact(sem, &y));
            round_rm(sem, sign, &(ex.mag * ey.mag), ex.exp2 + ey.exp2, false, rm).0
        }
    };
    encode(sem, &r)
}

/// `a / b`.
pub fn div(k: FloatKind, a: u128, b: u128, rm: Rm) -> u128 {
    use Category::*;
    let sem = sem_of(k);
    let (x, y) = (decode(sem, a), decode(sem, b));
    let sign = x.sign ^ y.sign;
    let r = match (x.category, y.category) {
        (NaN, _) => quiet(sem, x),
        (_, NaN) => quiet(sem, y),
        (Infinity, Infinity) | (Zero, Zero) => default_nan(sem),
        (Infinity, _) => make_inf(sem, sign),
        (_, Infinity) | (Zero, _) => make_zero(sem, sign),
        (_, Zero) => make_inf(sem, sign),
        _ => {
            let (ex, ey) = (exact(sem, &x), exact(sem, &y));
            // Enough quotient bits for the precision plus guard and round bits.
            let extra = i64::from(sem.precision) + 3 + ey.mag.bits() as i64;
            let num = ex.mag << extra as usize;
            let q = &num / &ey.mag;
            let rem = num % &ey.mag;
            round_rm(sem, sign, &q, ex.exp2 - ey.exp2 - extra, !rem.is_zero(), rm).0
        }
    };
    encode(sem, &r)
}

/// `APFloat::mod`: the remainder of truncating division (C's `fmod`), exact.
pub fn fmod(k: FloatKind, a: u128, b: u128) -> u128 {
    use Category::*;
    let sem = sem_of(k);
    let (x, y) = (decode(sem, a), decode(sem, b));
    let r = match (x.category, y.category) {
        (NaN, _) => quiet(sem, x),
        (_, NaN) => quiet(sem, y),
        (Infinity, _) | (_, Zero) => default_nan(sem),
        (Zero, _) | (_, Infinity) => x,
        _ => {
            let (ex, ey) = (exact(sem, &x), exact(sem, &y));
            let e = ex.exp2.min(ey.exp2);
            let mx = ex.mag << (ex.exp2 - e) as usize;
            let my = ey.mag << (ey.exp2 - e) as usize;
            let m = mx % my;
            if m.is_zero() {
                make_zero(sem, x.sign)
            } else {
                round_rm(sem, x.sign, &m, e, false, Rm::NearestTiesToEven).0
            }
        }
    };
    encode(sem, &r)
}

/// `a * b + c` with one rounding.
pub fn fma(k: FloatKind, a: u128, b: u128, c: u128, rm: Rm) -> u128 {
    use Category::*;
    let sem = sem_of(k);
    let (x, y, z) = (decode(sem, a), decode(sem, b), decode(sem, c));
    if x.category == NaN || y.category == NaN {
        return mul(k, a, b, rm);
    }
    let sign = x.sign ^ y.sign;
    let r = match (x.category, y.category) {
        (Infinity, Zero) | (Zero, Infinity) => default_nan(sem),
        (Infinity, _) | (_, Infinity) => add_sub_unpacked(sem, make_inf(sem, sign), z, false, rm),
        (Zero, _) | (_, Zero) => {
            if z.category == Zero && z.sign != sign {
                make_zero(sem, rm == Rm::TowardNegative)
            } else if z.category == Zero {
                z
            } else {
                add_sub_unpacked(sem, make_zero(sem, sign), z, false, rm)
            }
        }
        _ => match z.category {
            NaN => quiet(sem, z),
            Infinity => z,
            Zero => {
                let (ex, ey) = (exact(sem, &x), exact(sem, &y));
                round_rm(sem, sign, &(ex.mag * ey.mag), ex.exp2 + ey.exp2, false, rm).0
            }
            Normal => {
                let (ex, ey, ez) = (exact(sem, &x), exact(sem, &y), exact(sem, &z));
                let pm = ex.mag * ey.mag;
                let pe = ex.exp2 + ey.exp2;
                let e = pe.min(ez.exp2);
                let mp = pm << (pe - e) as usize;
                let mz = ez.mag << (ez.exp2 - e) as usize;
                let (neg, mag) = if sign == z.sign {
                    (sign, mp + mz)
                } else if mp >= mz {
                    (sign, mp - mz)
                } else {
                    (z.sign, mz - mp)
                };
                if mag.is_zero() {
                    make_zero(sem, rm == Rm::TowardNegative)
                } else {
                    round_rm(sem, neg, &mag, e, false, rm).0
                }
            }
        },
    };
    encode(sem, &r)
}

/// `-a` (the sign bit flipped, NaNs included).
pub fn neg(k: FloatKind, a: u128) -> u128 {
    let sem = sem_of(k);
    let mut v = decode(sem, a);
    if sem.nan == Nan::NegativeZero && v.category == Category::Zero {
        return a;
    }
    v.sign = !v.sign;
    encode(sem, &v)
}

/// `|a|`.
pub fn abs(k: FloatKind, a: u128) -> u128 {
    let sem = sem_of(k);
    let mut v = decode(sem, a);
    if sem.nan == Nan::NegativeZero && v.category == Category::NaN {
        return a;
    }
    v.sign = false;
    encode(sem, &v)
}

/// `copySign(a, b)`.
pub fn copy_sign(k: FloatKind, a: u128, b: u128) -> u128 {
    let sem = sem_of(k);
    let mut v = decode(sem, a);
    v.sign = decode(sem, b).sign;
    encode(sem, &v)
}

pub fn is_zero(k: FloatKind, a: u128) -> bool {
    decode(sem_of(k), a).category == Category::Zero
}
pub fn is_negative(k: FloatKind, a: u128) -> bool {
    decode(sem_of(k), a).sign
}
pub fn is_finite_nonzero(k: FloatKind, a: u128) -> bool {
    decode(sem_of(k), a).category == Category::Normal
}
/// True for a signaling NaN.
pub fn is_signaling(k: FloatKind, a: u128) -> bool {
    let sem = sem_of(k);
    let v = decode(sem, a);
    v.category == Category::NaN
        && sem.non_finite == Nf::Ieee754
        && (v.significand >> (sem.precision - 2)) & 1 == 0
}

/// `+0` or `-0` of `k`.
pub fn zero(k: FloatKind, negative: bool) -> u128 {
    let sem = sem_of(k);
    encode(sem, &make_zero(sem, negative))
}

/// `+inf`/`-inf` (NaN in formats without infinities).
pub fn inf(k: FloatKind, negative: bool) -> u128 {
    let sem = sem_of(k);
    encode(sem, &make_inf(sem, negative))
}

/// The default quiet NaN.
pub fn qnan(k: FloatKind) -> u128 {
    let sem = sem_of(k);
    encode(sem, &default_nan(sem))
}

/// The largest finite value.
pub fn largest_finite(k: FloatKind, negative: bool) -> u128 {
    let sem = sem_of(k);
    encode(sem, &largest(sem, negative))
}

/// `APFloat::compare`: `None` if unordered (a NaN).
pub fn compare(k: FloatKind, a: u128, b: u128) -> Option<Ordering> {
    use Category::*;
    let sem = sem_of(k);
    let (x, y) = (decode(sem, a), decode(sem, b));
    if x.category == NaN || y.category == NaN {
        return None;
    }
    let key = |v: &Unpacked| -> (i8, Option<Exact>) {
        match v.category {
            Zero => (0, None),
            Infinity => (if v.sign { -2 } else { 2 }, None),
            _ => (if v.sign { -1 } else { 1 }, Some(exact(sem, v))),
        }
    };
    let (kx, ex) = key(&x);
    let (ky, ey) = key(&y);
    if kx != ky {
        return Some(kx.cmp(&ky));
    }
    match (ex, ey) {
        (Some(p), Some(q)) => {
            let e = p.exp2.min(q.exp2);
            let mp = p.mag << (p.exp2 - e) as usize;
            let mq = q.mag << (q.exp2 - e) as usize;
            let o = mp.cmp(&mq);
            Some(if x.sign { o.reverse() } else { o })
        }
        _ => Some(Ordering::Equal),
    }
}

pub fn is_nan(k: FloatKind, a: u128) -> bool {
    decode(sem_of(k), a).category == Category::NaN
}

/// `llvm::minimum`: a NaN wins, `-0 < +0`.
pub fn minimum(k: FloatKind, a: u128, b: u128) -> u128 {
    if is_nan(k, a) {
        return a;
    }
    if is_nan(k, b) {
        return b;
    }
    if is_zero(k, a) && is_zero(k, b) && is_negative(k, a) != is_negative(k, b) {
        return if is_negative(k, a) { a } else { b };
    }
    if compare(k, b, a) == Some(Ordering::Less) {
        b
    } else {
        a
    }
}

/// `llvm::maximum`.
pub fn maximum(k: FloatKind, a: u128, b: u128) -> u128 {
    if is_nan(k, a) {
        return a;
    }
    if is_nan(k, b) {
        return b;
    }
    if is_zero(k, a) && is_zero(k, b) && is_negative(k, a) != is_negative(k, b) {
        return if is_negative(k, a) { b } else { a };
    }
    if compare(k, a, b) == Some(Ordering::Less) {
        b
    } else {
        a
    }
}

/// `llvm::minnum`: a NaN loses.
pub fn minnum(k: FloatKind, a: u128, b: u128) -> u128 {
    if is_nan(k, a) {
        return b;
    }
    if is_nan(k, b) {
        return a;
    }
    if is_zero(k, a) && is_zero(k, b) && is_negative(k, a) != is_negative(k, b) {
        return if is_negative(k, a) { a } else { b };
    }
    if compare(k, b, a) == Some(Ordering::Less) {
        b
    } else {
        a
    }
}

/// `llvm::maxnum`.
pub fn maxnum(k: FloatKind, a: u128, b: u128) -> u128 {
    if is_nan(k, a) {
        return b;
    }
    if is_nan(k, b) {
        return a;
    }
    if is_zero(k, a) && is_zero(k, b) && is_negative(k, a) != is_negative(k, b) {
        return if is_negative(k, a) { b } else { a };
    }
    if compare(k, a, b) == Some(Ordering::Less) {
        b
    } else {
        a
    }
}

/// `APFloat::convert` from `from` to `to` in mode `rm`: the result, and whether information was
/// lost (`losesInfo`).
pub fn convert(from: FloatKind, to: FloatKind, a: u128, rm: Rm) -> (u128, bool) {
    let (fs, ts) = (sem_of(from), sem_of(to));
    let v = decode(fs, a);
    if from == to {
        return (a, false);
    }
    let (r, lost) = match v.category {
        Category::Normal => {
            let e = exact(fs, &v);
            round_rm(ts, v.sign, &e.mag, e.exp2, false, rm)
        }
        Category::Zero => {
            let z = make_zero(ts, v.sign);
            (z, v.sign && ts.nan == Nan::NegativeZero)
        }
        Category::Infinity => {
            let i = make_inf(ts, v.sign);
            (i, ts.non_finite == Nf::NanOnly)
        }
        Category::NaN => {
            let n = super::convert_nan(fs, &v, ts);
            // Payload bits shifted out, or a single-NaN format on either side.
            let lost = ts.non_finite == Nf::NanOnly
                || fs.nan == Nan::NegativeZero
                || (ts.precision < fs.precision
                    && v.significand & ((1u128 << (fs.precision - ts.precision)) - 1) != 0);
            (n, lost)
        }
    };
    (encode(ts, &r), lost)
}

/// `convertToInteger`: the integer of `width` bits nearest `a` in mode `rm` (usually toward
/// zero); `None` when invalid (NaN, infinity, out of range); the flag tells whether exact.
pub fn to_int(k: FloatKind, a: u128, width: u32, signed: bool, rm: Rm) -> Option<(ApInt, bool)> {
    let sem = sem_of(k);
    let v = decode(sem, a);
    match v.category {
        Category::NaN | Category::Infinity => None,
        Category::Zero => Some((ApInt::zero(width), true)),
        Category::Normal => {
            let e = exact(sem, &v);
            // Integer part with rounding.
            let (int, frac_nonzero, half, below) = if e.exp2 >= 0 {
                (e.mag << e.exp2 as usize, false, false, false)
            } else {
                let d = e.exp2.unsigned_abs();
                let int = &e.mag >> d;
                let frac = &e.mag - (&int << d);
                let half = frac.bit(d - 1);
                let below = frac.trailing_zeros().is_some_and(|tz| tz < d - 1);
                (int, !frac.is_zero(), half, below)
            };
            let up = match rm {
                Rm::TowardZero => false,
                Rm::NearestTiesToEven => half && (below || int.bit(0)),
                Rm::NearestTiesToAway => half,
                Rm::TowardPositive => frac_nonzero && !v.sign,
                Rm::TowardNegative => frac_nonzero && v.sign,
            };
            let int = if up { int + 1u32 } else { int };
            let mag = int.to_u128()?;
            let ok = if signed {
                let limit = if width == 0 { 0 } else { 1u128 << (width - 1) };
                if v.sign {
                    mag <= limit
                } else {
                    mag < limit
                }
            } else {
                (!v.sign || mag == 0) && (width >= 128 || mag >> width == 0)
            };
            if !ok || width > 128 {
                return None;
            }
            let val = if v.sign { mag.wrapping_neg() } else { mag };
            Some((ApInt::new(width, val)?, !frac_nonzero))
        }
    }
}

/// `convertFromAPInt`: `i` (read signed or unsigned) rounded to `k` in mode `rm`.
pub fn from_int(k: FloatKind, i: ApInt, signed: bool, rm: Rm) -> u128 {
    let sem = sem_of(k);
    let (neg, mag) = if signed && i.is_negative() {
        (true, i.neg().u())
    } else {
        (false, i.u())
    };
    // The magnitude of the signed minimum is 2^(w-1), which `neg` wraps back to itself.
    let mag = if signed && i.is_negative() && i.width < 128 {
        mag & ((1u128 << i.width) - 1)
    } else {
        mag
    };
    let r = round_rm(sem, neg, &BigUint::from(mag), 0, false, rm).0;
    encode(sem, &r)
}

/// `roundToIntegral`.
pub fn round_to_integral(k: FloatKind, a: u128, rm: Rm) -> u128 {
    let sem = sem_of(k);
    let v = decode(sem, a);
    match v.category {
        Category::NaN => encode(sem, &quiet(sem, v)),
        Category::Zero | Category::Infinity => a,
        Category::Normal => {
            let e = exact(sem, &v);
            if e.exp2 >= 0 {
                return a;
            }
            let d = e.exp2.unsigned_abs();
            let int = &e.mag >> d;
            let frac = &e.mag - (&int << d);
            if frac.is_zero() {
                return a;
            }
            let half = frac.bit(d - 1);
            let below = frac.trailing_zeros().is_some_and(|tz| tz < d - 1);
            let up = match rm {
                Rm::TowardZero => false,
                Rm::NearestTiesToEven => half && (below || int.bit(0)),
                Rm::NearestTiesToAway => half,
                Rm::TowardPositive => !v.sign,
                Rm::TowardNegative => v.sign,
            };
            let int = if up { int + BigUint::one() } else { int };
            let r = round_rm(sem, v.sign, &int, 0, false, Rm::NearestTiesToEven).0;
            encode(sem, &r)
        }
    }
}

/// The value as an `f64` (for folders upstream computes with host `double`s).
pub fn to_host_f64(k: FloatKind, a: u128) -> f64 {
    super::to_f64(k, a)
}

/// The `f32` bits nearest to an `f32` computed on the host.
pub fn from_host_f32(v: f32) -> u128 {
    u128::from(v.to_bits())
}

/// The `f64` bits of an `f64` computed on the host.
pub fn from_host_f64(v: f64) -> u128 {
    u128::from(v.to_bits())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32b(v: f32) -> u128 {
        u128::from(v.to_bits())
    }
    fn f64b(v: f64) -> u128 {
        u128::from(v.to_bits())
    }

    #[test]
    fn arithmetic_matches_the_host_in_nearest_even() {
        let k = FloatKind::F32;
        let r = Rm::NearestTiesToEven;
        for &(a, b) in &[
            (1.5f32, 2.25f32),
            (0.1, 0.2),
            (1e30, 3e-10),
            (-7.0, 0.3),
            (1e-40, 3e-41),
        ] {
            assert_eq!(add(k, f32b(a), f32b(b), r), f32b(a + b));
            assert_eq!(sub(k, f32b(a), f32b(b), r), f32b(a - b));
            assert_eq!(mul(k, f32b(a), f32b(b), r), f32b(a * b));
            assert_eq!(div(k, f32b(a), f32b(b), r), f32b(a / b));
            assert_eq!(fmod(k, f32b(a), f32b(b)), f32b(a % b));
        }
        let k = FloatKind::F64;
        assert_eq!(div(k, f64b(1.0), f64b(3.0), r), f64b(1.0 / 3.0));
        assert_eq!(
            fma(k, f64b(0.1), f64b(10.0), f64b(-1.0), r),
            f64b(0.1f64.mul_add(10.0, -1.0))
        );
        assert_eq!(add(k, f64b(1.0), f64b(-1.0), r), f64b(0.0));
        assert_eq!(div(k, f64b(0.0), f64b(0.0), r), 0x7FF8_0000_0000_0000);
    }

    #[test]
    fn integer_conversions() {
        let k = FloatKind::F32;
        let (i, exact) = to_int(k, f32b(-3.75), 8, true, Rm::TowardZero).unwrap();
        assert_eq!((i.s(), exact), (-3, false));
        assert!(to_int(k, f32b(300.0), 8, false, Rm::TowardZero).is_none());
        assert!(to_int(k, f32b(-1.0), 8, false, Rm::TowardZero).is_none());
        assert_eq!(
            from_int(k, ApInt::new(8, 0x80).unwrap(), true, Rm::NearestTiesToEven),
            f32b(-128.0)
        );
        assert_eq!(
            round_to_integral(k, f32b(2.5), Rm::NearestTiesToEven),
            f32b(2.0)
        );
        assert_eq!(
            round_to_integral(k, f32b(-2.5), Rm::NearestTiesToAway),
            f32b(-3.0)
        );
    }
}
