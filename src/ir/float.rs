//! Floating-point semantics of MLIR's builtin float types, ported from LLVM 19's `APFloat`.
//!
//! Float values travel through the crate as raw bit patterns (`u128`) tagged with a
//! [`FloatKind`]; this module is the only place that knows what those bits mean. Everything
//! that must agree with upstream character for character (decimal parsing, MLIR's and LLVM
//! IR's printing) is a port of the APFloat algorithm rather than a call into Rust's `f64`
//! routines, for two reasons: the f8, tf32, f80 and f128 formats have no native counterpart,
//! and APFloat's decimal printer has quirks (it truncates before it rounds, pads with zeros,
//! picks its digit count from the format's precision) that a correct printer does not share.
//!
//! Internally a value is unpacked the way APFloat's `IEEEFloat` holds it (`Unpacked`), and all
//! rounding goes through one exact big-integer routine (`round`). APFloat's own decimal reader
//! iterates with growing precision until the result is provably correctly rounded, so exact
//! rounding reproduces it bit for bit without porting its error bounds.
//!
//! Two decimal readers are offered because MLIR does not use APFloat's directly:
//! [`parse_decimal`] is `APFloat::convertFromString` into the target format, while
//! [`parse_mlir_literal`] is what MLIR 19's parser does (read an `f64`, then convert), which is
//! what decides the value of `0.1 : f80` in MLIR text.

use num_bigint::BigUint;
use num_traits::Zero;

pub mod libm;
pub mod ops;

/// MLIR 19's builtin floating-point types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
}

/// What a format does with the codes IEEE 754 reserves for infinity and NaN.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum NonFinite {
    /// Infinities and NaNs as in IEEE 754.
    Ieee754,
    /// No infinity: overflow produces NaN, and the top exponent code holds finite values too.
    NanOnly,
}

/// Which bit pattern a format uses for NaN.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum NanEncoding {
    /// Top exponent code with a non-zero mantissa.
    Ieee,
    /// Top exponent code with an all-ones mantissa (one NaN per sign).
    AllOnes,
    /// The bit pattern of negative zero; such formats have no negative zero.
    NegativeZero,
}

/// One row of the per-format table: APFloat's `fltSemantics` plus the spellings.
struct Semantics {
    kind: FloatKind,
    keyword: &'static str,
    /// LLVM IR type name, for the formats LLVM IR can express.
    llvm_type: Option<&'static str>,
    /// Storage width in bits.
    width: u32,
    /// Significand precision in bits, including the integer bit.
    precision: u32,
    /// Largest and smallest unbiased exponent of a normal number.
    max_exp: i32,
    min_exp: i32,
    non_finite: NonFinite,
    nan: NanEncoding,
    /// x87's 80-bit format stores the integer bit instead of implying it.
    explicit_int_bit: bool,
}

use NanEncoding as Nan;
use NonFinite as Nf;

/// Indexed by `FloatKind as usize`; the order must follow the enum (checked by a test).
#[rustfmt::skip]
const SEMANTICS: [Semantics; 13] = [
    //   kind                     keyword          LLVM IR type     width prec max_exp min_exp  non-finite   NaN encoding
    sem(FloatKind::BF16,          "bf16",          Some("bfloat"),   16,   8,    127,   -126, Nf::Ieee754, Nan::Ieee),
    sem(FloatKind::F16,           "f16",           Some("half"),     16,  11,     15,    -14, Nf::Ieee754, Nan::Ieee),
    sem(FloatKind::TF32,          "tf32",          None,             19,  11,    127,   -126, Nf::Ieee754, Nan::Ieee),
    sem(FloatKind::F32,           "f32",           Some("float"),    32,  24,    127,   -126, Nf::Ieee754, Nan::Ieee),
    sem(FloatKind::F64,           "f64",           Some("double"),   64,  53,   1023,  -1022, Nf::Ieee754, Nan::Ieee),
    x87(sem(FloatKind::F80,       "f80",           Some("x86_fp80"), 80,  64,  16383, -16382, Nf::Ieee754, Nan::Ieee)),
    sem(FloatKind::F128,          "f128",          Some("fp128"),   128, 113,  16383, -16382, Nf::Ieee754, Nan::Ieee),
    sem(FloatKind::F8E5M2,        "f8E5M2",        None,              8,   3,     15,    -14, Nf::Ieee754, Nan::Ieee),
    sem(FloatKind::F8E4M3,        "f8E4M3",        None,              8,   4,      7,     -6, Nf::Ieee754, Nan::Ieee),
    sem(FloatKind::F8E4M3FN,      "f8E4M3FN",      None,              8,   4,      8,     -6, Nf::NanOnly, Nan::AllOnes),
    sem(FloatKind::F8E5M2FNUZ,    "f8E5M2FNUZ",    None,              8,   3,     15,    -15, Nf::NanOnly, Nan::NegativeZero),
    sem(FloatKind::F8E4M3FNUZ,    "f8E4M3FNUZ",    None,              8,   4,      7,     -7, Nf::NanOnly, Nan::NegativeZero),
    sem(FloatKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ", None,              8,   4,      4,    -10, Nf::NanOnly, Nan::NegativeZero),
];

/// Marks the one format that stores its integer bit.
const fn x87(s: Semantics) -> Semantics {
    Semantics {
        explicit_int_bit: true,
        ..s
    }
}

#[allow(clippy::too_many_arguments)]
const fn sem(
    kind: FloatKind,
    keyword: &'static str,
    llvm_type: Option<&'static str>,
    width: u32,
    precision: u32,
    max_exp: i32,
    min_exp: i32,
    non_finite: NonFinite,
    nan: NanEncoding,
) -> Semantics {
    Semantics {
        kind,
        keyword,
        llvm_type,
        width,
        precision,
        max_exp,
        min_exp,
        non_finite,
        nan,
        explicit_int_bit: false,
    }
}

impl Semantics {
    fn exponent_inf(&self) -> i32 {
        self.max_exp + 1
    }

    /// The unpacked exponent APFloat gives NaNs, which decides the exponent code they encode to.
    fn exponent_nan(&self) -> i32 {
        match (self.non_finite, self.nan) {
            (Nf::NanOnly, Nan::NegativeZero) => self.min_exp - 1,
            (Nf::NanOnly, _) => self.max_exp,
            (Nf::Ieee754, _) => self.max_exp + 1,
        }
    }

    /// Exponent bias of the stored exponent field.
    fn bias(&self) -> i32 {
        1 - self.min_exp
    }

    /// Significand bits stored in the encoding (all of them for x87, else all but the integer bit).
    fn stored_significand_bits(&self) -> u32 {
        if self.explicit_int_bit {
            self.precision
        } else {
            self.precision - 1
        }
    }

    /// Decimal significant digits beyond which only "is any of them non-zero" can affect
    /// rounding into this format. Every rounding boundary of the format (a representable value
    /// or a midpoint, `m·2^k` with `m < 2^(p+1)` and `k ≥ min_exp − p`) has fewer significant
    /// digits than this, so a longer digit string can be cut here and replaced by a trailing
    /// non-zero digit without changing the result, which keeps huge inputs cheap.
    fn max_significant_digits(&self) -> usize {
        let p = i64::from(self.precision);
        // Upper bounds of log10(2) and log10(5) in units of 1e-5.
        let fraction_digits = ((p + 1) * 30103 + (p - i64::from(self.min_exp)) * 69898) / 100_000;
        let integer_digits = (i64::from(self.max_exp) + 2) * 30103 / 100_000;
        usize::try_from(fraction_digits.max(integer_digits) + 10).unwrap_or(usize::MAX)
    }
}

impl FloatKind {
    /// Every kind, in declaration order.
    pub const ALL: &'static [FloatKind] = &[
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
    ];

    fn sem(self) -> &'static Semantics {
        &SEMANTICS[self as usize]
    }

    /// The type's spelling in MLIR's textual format, e.g. `f8E4M3FN`.
    pub fn keyword(self) -> &'static str {
        self.sem().keyword
    }

    /// Inverse of [`FloatKind::keyword`].
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        SEMANTICS
            .iter()
            .find(|sem| sem.keyword == s)
            .map(|sem| sem.kind)
    }

    /// Storage width in bits (19 for tf32, 80 for f80).
    pub fn bit_width(self) -> u32 {
        self.sem().width
    }

    /// Significand precision in bits including the integer bit, as in APFloat's semantics.
    pub fn mantissa_bits(self) -> u32 {
        self.sem().precision
    }

    /// Largest unbiased exponent of a finite value.
    pub fn max_exponent(self) -> i32 {
        self.sem().max_exp
    }

    /// Smallest unbiased exponent of a normal value.
    pub fn min_exponent(self) -> i32 {
        self.sem().min_exp
    }

    /// Whether the format can represent infinities (the f8 `FN`/`FNUZ` types cannot).
    pub fn has_infinity(self) -> bool {
        self.sem().non_finite == Nf::Ieee754
    }

    /// Whether the format has a negative zero (the `FNUZ` types use that pattern for NaN).
    pub fn has_negative_zero(self) -> bool {
        self.sem().nan != Nan::NegativeZero
    }

    /// The LLVM IR type this lowers to (`half`, `bfloat`, `float`, `double`, `x86_fp80`,
    /// `fp128`), or `None` for formats LLVM IR has no type for.
    pub fn llvm_type_name(self) -> Option<&'static str> {
        self.sem().llvm_type
    }
}

/// APFloat's value categories.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Category {
    Zero,
    /// Normal and denormal numbers.
    Normal,
    Infinity,
    NaN,
}

/// A value unpacked the way APFloat's `IEEEFloat` holds it: the value of a finite number is
/// `significand · 2^(exponent − (precision − 1))`, with the integer bit at `precision − 1` set
/// for normal numbers; denormals have `exponent == min_exp` and that bit clear. A NaN keeps its
/// stored significand bits as payload.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Unpacked {
    sign: bool,
    category: Category,
    exponent: i32,
    significand: u128,
}

impl Unpacked {
    fn finite(sign: bool, exponent: i32, significand: u128) -> Unpacked {
        let category = Category::Normal;
        Unpacked {
            sign,
            category,
            exponent,
            significand,
        }
    }

    fn nan(sem: &Semantics, sign: bool, significand: u128) -> Unpacked {
        let (category, exponent) = (Category::NaN, sem.exponent_nan());
        Unpacked {
            sign,
            category,
            exponent,
            significand,
        }
    }
}

fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

fn make_zero(sem: &Semantics, negative: bool) -> Unpacked {
    // Formats whose NaN is the negative-zero pattern fold -0 into +0.
    let sign = negative && sem.nan != Nan::NegativeZero;
    Unpacked {
        sign,
        category: Category::Zero,
        exponent: sem.min_exp - 1,
        significand: 0,
    }
}

/// Port of `IEEEFloat::makeNaN`: builds a NaN from an optional payload, applying the format's
/// rules for the quiet bit and for formats with a single NaN.
fn make_nan(sem: &Semantics, signaling: bool, negative: bool, payload: Option<u128>) -> Unpacked {
    let mut sign = negative;
    let mut signaling = signaling;
    let mut payload = payload;
    if sem.non_finite == Nf::NanOnly {
        // These formats have no signaling NaN, and their NaN pattern is fixed.
        signaling = false;
        payload = Some(if sem.nan == Nan::NegativeZero {
            sign = true;
            0
        } else {
            low_mask(sem.precision - 1)
        });
    }
    let mut significand = payload.unwrap_or(0) & low_mask(sem.precision - 1);
    let quiet_bit = 1u128 << (sem.precision - 2);
    if signaling {
        significand &= !quiet_bit;
        if significand == 0 {
            // A zero payload would be infinity; mark the NaN with the next bit down.
            significand = quiet_bit >> 1;
        }
    } else if sem.nan != Nan::NegativeZero {
        significand |= quiet_bit;
    }
    if sem.explicit_int_bit {
        // A real NaN rather than an x87 pseudo-NaN.
        significand |= 1u128 << (sem.precision - 1);
    }
    Unpacked::nan(sem, sign, significand)
}

fn make_inf(sem: &Semantics, negative: bool) -> Unpacked {
    if sem.non_finite == Nf::NanOnly {
        return make_nan(sem, false, negative, None);
    }
    Unpacked {
        sign: negative,
        category: Category::Infinity,
        exponent: sem.exponent_inf(),
        significand: 0,
    }
}

/// The result of rounding a value too large for the format (`IEEEFloat::handleOverflow` with
/// round-to-nearest): infinity, or NaN in formats without one.
fn overflow(sem: &Semantics, negative: bool) -> Unpacked {
    make_inf(sem, negative)
}

/// `APFloat::getQNaN(semantics, negative)` as bits.
pub fn qnan(kind: FloatKind, negative: bool) -> u128 {
    let sem = kind.sem();
    encode(sem, &make_nan(sem, false, negative, None))
}

/// `APFloat::getLargest(semantics, negative)` as bits: the largest finite magnitude.
pub fn largest(kind: FloatKind, negative: bool) -> u128 {
    let sem = kind.sem();
    let mut significand = low_mask(sem.precision);
    if sem.nan == Nan::AllOnes {
        // The all-ones pattern at the top exponent is NaN.
        significand -= 1;
    }
    encode(sem, &Unpacked::finite(negative, sem.max_exp, significand))
}

/// `APFloat::getSmallest(semantics, negative)` as bits: the smallest denormal magnitude.
pub fn smallest(kind: FloatKind, negative: bool) -> u128 {
    let sem = kind.sem();
    let negative = negative && sem.nan != Nan::NegativeZero;
    encode(sem, &Unpacked::finite(negative, sem.min_exp, 1))
}

/// Port of `initFromIEEEAPInt` / `initFromF80LongDoubleAPInt`. Bits above the width are ignored.
fn decode(sem: &Semantics, bits: u128) -> Unpacked {
    let bits = bits & low_mask(sem.width);
    let sign = (bits >> (sem.width - 1)) & 1 == 1;
    if sem.explicit_int_bit {
        return decode_x87(sem, sign, bits);
    }
    let frac_bits = sem.precision - 1;
    let frac = bits & low_mask(frac_bits);
    let exp_bits = sem.width - 1 - frac_bits;
    let stored_exp = ((bits >> frac_bits) & low_mask(exp_bits)) as i32;
    let exponent = stored_exp - sem.bias();
    let is_zero = stored_exp == 0 && frac == 0;
    if sem.non_finite == Nf::Ieee754 && exponent == sem.exponent_inf() && frac == 0 {
        return make_inf(sem, sign);
    }
    let is_nan = match sem.nan {
        Nan::Ieee => exponent == sem.exponent_nan() && frac != 0,
        Nan::AllOnes => exponent == sem.exponent_nan() && frac == low_mask(frac_bits),
        Nan::NegativeZero => is_zero && sign,
    };
    if is_nan {
        Unpacked::nan(sem, sign, frac)
    } else if is_zero {
        make_zero(sem, sign)
    } else if stored_exp == 0 {
        Unpacked::finite(sign, sem.min_exp, frac)
    } else {
        Unpacked::finite(sign, exponent, frac | (1u128 << frac_bits))
    }
}

/// x87 spells its special values through the explicit integer bit; "unnormals" (integer bit
/// clear with a non-zero exponent) are treated as NaNs, as APFloat does.
fn decode_x87(sem: &Semantics, sign: bool, bits: u128) -> Unpacked {
    let significand = bits & low_mask(64);
    let stored_exp = ((bits >> 64) & 0x7fff) as i32;
    let int_bit = significand >> 63 == 1;
    if stored_exp == 0 && significand == 0 {
        make_zero(sem, sign)
    } else if stored_exp == 0x7fff && significand == 1u128 << 63 {
        make_inf(sem, sign)
    } else if stored_exp == 0x7fff || (stored_exp != 0 && !int_bit) {
        Unpacked::nan(sem, sign, significand)
    } else if stored_exp == 0 {
        // Denormal, or a "pseudo-denormal" with the integer bit set, read as 2^min_exp · 1.x.
        Unpacked::finite(sign, sem.min_exp, significand)
    } else {
        Unpacked::finite(sign, stored_exp - sem.bias(), significand)
    }
}

/// Port of `bitcastToAPInt`.
fn encode(sem: &Semantics, v: &Unpacked) -> u128 {
    let bias = sem.bias();
    let (stored_exp, significand) = match v.category {
        Category::Normal => {
            let stored = v.exponent + bias;
            let int_bit = 1u128 << (sem.precision - 1);
            // Denormals carry the minimum exponent but encode with a zero exponent field.
            if stored == 1 && v.significand & int_bit == 0 {
                (0, v.significand)
            } else {
                (stored, v.significand)
            }
        }
        Category::Zero => (0, 0),
        Category::Infinity if sem.explicit_int_bit => (sem.exponent_inf() + bias, 1u128 << 63),
        Category::Infinity => (sem.exponent_inf() + bias, 0),
        Category::NaN => (sem.exponent_nan() + bias, v.significand),
    };
    let frac_bits = sem.stored_significand_bits();
    let exp_bits = sem.width - 1 - frac_bits;
    (u128::from(v.sign) << (sem.width - 1))
        | ((stored_exp as u128 & low_mask(exp_bits)) << frac_bits)
        | (significand & low_mask(frac_bits))
}

/// The low 128 bits of `x`.
fn low_u128(x: &BigUint) -> u128 {
    let mut digits = x.iter_u64_digits();
    let lo = u128::from(digits.next().unwrap_or(0));
    let hi = u128::from(digits.next().unwrap_or(0));
    lo | (hi << 64)
}

/// Rounds `(mag + ε) · 2^exp2` to the nearest value of `sem`, ties to even, where `ε` is a
/// fraction in `(0, 1)` if `sticky` and zero otherwise. This is the behaviour of APFloat's
/// `normalize` for `rmNearestTiesToEven`: denormals when below the normal range, signed zero
/// on underflow (positive in negative-zero-NaN formats), infinity or NaN on overflow.
///
/// Callers that set `sticky` must supply at least `precision + 2` bits in `mag` so that `ε`
/// lies entirely below the rounding position.
fn round(sem: &Semantics, negative: bool, mag: &BigUint, exp2: i64, sticky: bool) -> Unpacked {
    if mag.is_zero() {
        return make_zero(sem, negative);
    }
    let precision = i64::from(sem.precision);
    let top = i64::try_from(mag.bits()).unwrap_or(i64::MAX) - 1 + exp2;
    let mut exponent = top.max(i64::from(sem.min_exp));
    if exponent > i64::from(sem.max_exp) {
        return overflow(sem, negative);
    }
    // How many low bits of `mag` fall below the last bit the format keeps.
    let drop = exponent - (precision - 1) - exp2;
    let (mut kept, round_up) = if drop > 0 {
        let drop = drop.unsigned_abs();
        let kept = low_u128(&(mag >> drop));
        let half = mag.bit(drop - 1);
        let below_half = sticky || mag.trailing_zeros().is_some_and(|tz| tz < drop - 1);
        (kept, half && (below_half || kept & 1 == 1))
    } else {
        (low_u128(&(mag << drop.unsigned_abs())), false)
    };
    if round_up {
        kept += 1;
        if kept >> sem.precision != 0 {
            kept >>= 1;
            exponent += 1;
            if exponent > i64::from(sem.max_exp) {
                return overflow(sem, negative);
            }
        }
    }
    if kept == 0 {
        return make_zero(sem, negative);
    }
    // With an all-ones NaN, the all-ones significand at the top exponent is not a number.
    if sem.nan == Nan::AllOnes
        && exponent == i64::from(sem.max_exp)
        && kept == low_mask(sem.precision)
    {
        return overflow(sem, negative);
    }
    Unpacked::finite(negative, exponent as i32, kept)
}

/// Port of `APFloat::convert` with round-to-nearest-even.
fn convert(from: &Semantics, v: &Unpacked, to: &Semantics) -> Unpacked {
    if from.kind == to.kind {
        // APFloat returns early here, so even a signaling NaN stays as it is.
        return *v;
    }
    match v.category {
        Category::Normal => {
            let exp2 = i64::from(v.exponent) - (i64::from(from.precision) - 1);
            round(to, v.sign, &BigUint::from(v.significand), exp2, false)
        }
        Category::Zero => make_zero(to, v.sign),
        Category::Infinity => make_inf(to, v.sign),
        Category::NaN => convert_nan(from, v, to),
    }
}

/// NaN conversion keeps the payload's top bits, quiets signaling NaNs and keeps the sign,
/// except where the source or target format has only one NaN.
fn convert_nan(from: &Semantics, v: &Unpacked, to: &Semantics) -> Unpacked {
    if to.non_finite == Nf::NanOnly {
        return make_nan(to, false, v.sign, None);
    }
    if from.nan == Nan::NegativeZero {
        // That NaN's payload is empty; building from it would give an infinity.
        return make_nan(to, false, false, None);
    }
    let signaling =
        from.non_finite == Nf::Ieee754 && (v.significand >> (from.precision - 2)) & 1 == 0;
    // x87 NaNs without the integer bit, or "pseudo" NaNs, have no counterpart elsewhere.
    let x86_special = from.explicit_int_bit
        && !to.explicit_int_bit
        && (v.significand >> 63 & 1 == 0 || v.significand >> 62 & 1 == 0);
    let shift = i64::from(to.precision) - i64::from(from.precision);
    let mut significand = if shift < 0 {
        v.significand >> shift.unsigned_abs()
    } else {
        v.significand << shift.unsigned_abs()
    };
    if to.explicit_int_bit && !x86_special {
        significand |= 1u128 << (to.precision - 1);
    }
    if signaling {
        significand |= 1u128 << (to.precision - 2);
    }
    Unpacked::nan(to, v.sign, significand)
}

/// Digits and exponent of a decimal literal, as APFloat's `interpretDecimal` finds them.
struct DecimalInfo {
    /// Index of the first and last significant digit; the end of the text or a non-digit at
    /// `first` means the literal is zero. Dots between them are to be skipped.
    first: usize,
    last: usize,
    /// Decimal exponent of the last significant digit.
    exponent: i64,
    /// Decimal exponent of the first significant digit.
    normalized_exponent: i64,
}

/// Port of `skipLeadingZeroesAndAnyDot`: returns the position after leading zeros (and a dot
/// among them) and the dot's position, or `s.len()` if none was seen.
fn skip_leading_zeroes_and_any_dot(s: &[u8]) -> Result<(usize, usize), String> {
    let end = s.len();
    let mut dot = end;
    let mut p = s.iter().take_while(|&&c| c == b'0').count();
    if p != end && s[p] == b'.' {
        dot = p;
        p += 1;
        if end == 1 {
            return Err("Significand has no digits".into());
        }
        p += s[p..].iter().take_while(|&&c| c == b'0').count();
    }
    Ok((p, dot))
}

/// Port of `readExponent`. APFloat saturates the magnitude at 24000 and then stops reading,
/// so characters after a saturating exponent go unchecked; an empty exponent is zero.
fn read_exponent(s: &[u8]) -> Result<i64, String> {
    const OVERLARGE: u32 = 24000;
    match s {
        [] | [b'+' | b'-'] => return Ok(0),
        _ => {}
    }
    let negative = s[0] == b'-';
    let digits = if matches!(s[0], b'+' | b'-') {
        &s[1..]
    } else {
        s
    };
    let mut magnitude: u32 = 0;
    for (i, &c) in digits.iter().enumerate() {
        if !c.is_ascii_digit() {
            return Err("Invalid character in exponent".into());
        }
        magnitude = magnitude * 10 + u32::from(c - b'0');
        if i > 0 && magnitude >= OVERLARGE {
            magnitude = OVERLARGE;
            break;
        }
    }
    let magnitude = i64::from(magnitude);
    Ok(if negative { -magnitude } else { magnitude })
}

/// Port of `interpretDecimal`.
fn interpret_decimal(s: &[u8]) -> Result<DecimalInfo, String> {
    let end = s.len();
    let (mut p, mut dot) = skip_leading_zeroes_and_any_dot(s)?;
    let first = p;
    let mut exponent = 0i64;
    let mut normalized_exponent = 0i64;
    while p != end {
        if s[p] == b'.' {
            if dot != end {
                return Err("String contains multiple dots".into());
            }
            dot = p;
            p += 1;
            if p == end {
                break;
            }
        }
        if !s[p].is_ascii_digit() {
            break;
        }
        p += 1;
    }
    if p != end {
        if s[p] != b'e' && s[p] != b'E' {
            return Err("Invalid character in significand".into());
        }
        if p == 0 || (dot != end && p == 1) {
            return Err("Significand has no digits".into());
        }
        exponent = read_exponent(&s[p + 1..])?;
        if dot == end {
            // Implied decimal point before the exponent.
            dot = p;
        }
    }
    if p != first {
        // Step back over trailing zeros (and the dot) to the last significant digit.
        while p != 0 {
            p -= 1;
            if s[p] != b'0' && s[p] != b'.' {
                break;
            }
        }
        let (dot, p_, first_) = (dot as i64, p as i64, first as i64);
        exponent += (dot - p_) - i64::from(dot > p_);
        normalized_exponent = exponent + (p_ - first_) - i64::from(dot > first_ && dot < p_);
    }
    Ok(DecimalInfo {
        first,
        last: p,
        exponent,
        normalized_exponent,
    })
}

/// Port of `IEEEFloat::convertFromStringSpecials` (infinities and NaNs with optional payload).
fn parse_special(sem: &Semantics, s: &str) -> Option<Unpacked> {
    const MIN_NAME_SIZE: usize = 3;
    if s.len() < MIN_NAME_SIZE {
        return None;
    }
    if matches!(s, "inf" | "INFINITY" | "+Inf") {
        return Some(make_inf(sem, false));
    }
    let negative = s.starts_with('-');
    let mut s = s;
    if negative {
        s = &s[1..];
        if s.len() < MIN_NAME_SIZE {
            return None;
        }
        if matches!(s, "inf" | "INFINITY" | "Inf") {
            return Some(make_inf(sem, true));
        }
    }
    let signaling = s.starts_with(['s', 'S']);
    if signaling {
        s = &s[1..];
        if s.len() < MIN_NAME_SIZE {
            return None;
        }
    }
    let mut payload = s.strip_prefix("nan").or_else(|| s.strip_prefix("NaN"))?;
    if payload.is_empty() {
        return Some(make_nan(sem, signaling, negative, None));
    }
    if let Some(inner) = payload.strip_prefix('(') {
        payload = inner.strip_suffix(')').filter(|p| !p.is_empty())?;
    }
    let (digits, radix) = match payload.as_bytes() {
        [b'0', b'x' | b'X', ..] => (&payload[2..], 16),
        [b'0', ..] => (payload, 8),
        _ => (payload, 10),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let value = BigUint::parse_bytes(digits.as_bytes(), radix)?;
    Some(make_nan(sem, signaling, negative, Some(low_u128(&value))))
}

/// Port of `IEEEFloat::convertFromString` for decimal and special strings.
fn parse_value(sem: &Semantics, text: &str) -> Result<Unpacked, String> {
    if text.is_empty() {
        return Err("Invalid string length".into());
    }
    if let Some(v) = parse_special(sem, text) {
        return Ok(v);
    }
    let bytes = text.as_bytes();
    let negative = bytes[0] == b'-';
    let body = if matches!(bytes[0], b'-' | b'+') {
        &bytes[1..]
    } else {
        bytes
    };
    if body.is_empty() {
        return Err("String has no digits".into());
    }
    if body.len() >= 2 && body[0] == b'0' && matches!(body[1], b'x' | b'X') {
        if body.len() == 2 {
            return Err("Invalid string".into());
        }
        return parse_hex_digits(sem, negative, &body[2..]);
    }
    parse_decimal_digits(sem, negative, body)
}

/// Port of `IEEEFloat::convertFromHexadecimalString` (`0x1.8p3`, after the `0x`).
///
/// APFloat fills a fixed-width significand buffer with the leading hex digits, summarises the
/// rest as a lost fraction, and folds the digit count into the binary exponent with 16-bit
/// saturation (`totalExponent`), so enormous exponents or digit counts saturate towards the
/// sign of the written exponent. All of that is reproduced; the rounding itself is exact.
fn parse_hex_digits(sem: &Semantics, negative: bool, s: &[u8]) -> Result<Unpacked, String> {
    let end = s.len();
    let (mut p, mut dot) = skip_leading_zeroes_and_any_dot(s)?;
    let first = p;
    // APFloat's buffer: whole 64-bit parts holding `precision + 1` bits.
    let buffer_bits = (sem.precision + 1).div_ceil(64) * 64;
    let buffer_digits = (buffer_bits / 4) as usize;
    let mut stored = BigUint::zero();
    let mut stored_count = 0usize;
    // The first digit that did not fit, then whether any later one is non-zero.
    let mut overflow_digit: Option<u32> = None;
    let mut sticky = false;
    while p != end {
        if s[p] == b'.' {
            if dot != end {
                return Err("String contains multiple dots".into());
            }
            dot = p;
            p += 1;
            continue;
        }
        let Some(value) = char::from(s[p]).to_digit(16) else {
            break;
        };
        p += 1;
        if stored_count < buffer_digits {
            stored = (stored << 4u32) + value;
            stored_count += 1;
        } else if overflow_digit.is_none() {
            overflow_digit = Some(value);
        } else {
            sticky |= value != 0;
        }
    }
    if p == end {
        return Err("Hex strings require an exponent".into());
    }
    if s[p] != b'p' && s[p] != b'P' {
        return Err("Invalid character in significand".into());
    }
    if p == 0 || (dot != end && p == 1) {
        return Err("Significand has no digits".into());
    }
    if p == first {
        // All zeros: APFloat does not even read the exponent.
        return Ok(make_zero(sem, negative));
    }
    if dot == end {
        dot = p;
    }
    let mut adjustment = dot as i64 - first as i64;
    if adjustment < 0 {
        adjustment += 1;
    }
    adjustment = adjustment * 4 - 1 + i64::from(sem.precision) - i64::from(buffer_bits);
    let exponent = total_exponent(&s[p + 1..], adjustment)?;
    // The buffer is filled from its top nibble; the value is buffer · 2^(exponent − (precision − 1)).
    let mut mag = stored << (4 * (buffer_digits - stored_count));
    let mut exp2 = exponent - (i64::from(sem.precision) - 1);
    if let Some(digit) = overflow_digit {
        mag = (mag << 4u32) + digit;
        exp2 -= 4;
    }
    Ok(round(sem, negative, &mag, exp2, sticky))
}

/// Port of `totalExponent`: the written binary exponent plus `adjustment`, saturated to
/// 32767 or −32768 according to the written exponent's sign whenever anything overflows.
fn total_exponent(s: &[u8], adjustment: i64) -> Result<i64, String> {
    let (negative, digits) = match s {
        [] => return Err("Exponent has no digits".into()),
        [b'-' | b'+'] => return Err("Exponent has no sign".into()),
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, s),
    };
    let mut magnitude: i64 = 0;
    let mut overflow = false;
    for &c in digits {
        if !c.is_ascii_digit() {
            return Err("Invalid character in exponent".into());
        }
        magnitude = magnitude * 10 + i64::from(c - b'0');
        if magnitude > 32767 {
            overflow = true;
            break;
        }
    }
    if !(-32768..=32767).contains(&adjustment) {
        overflow = true;
    }
    let exponent = if negative { -magnitude } else { magnitude } + adjustment;
    if overflow || !(-32768..=32767).contains(&exponent) {
        return Ok(if negative { -32768 } else { 32767 });
    }
    Ok(exponent)
}

/// Port of `IEEEFloat::convertFromDecimalString`, keeping its quick overflow and underflow
/// decisions (they are taken from the decimal exponent alone) and rounding the rest exactly.
fn parse_decimal_digits(sem: &Semantics, negative: bool, s: &[u8]) -> Result<Unpacked, String> {
    let d = interpret_decimal(s)?;
    if d.first >= s.len() || !s[d.first].is_ascii_digit() {
        return Ok(make_zero(sem, negative));
    }
    // APFloat bounds log2(10) by 42039/12655 and 28738/8651 in 32-bit arithmetic; the same
    // constants decide which literals are overflow or underflow without looking further.
    let norm = d.normalized_exponent;
    let (int_max, int_min) = (i64::from(i32::MAX), i64::from(i32::MIN));
    if norm - 1 > int_max / 42039 {
        return Ok(overflow(sem, negative));
    }
    let precision = i64::from(sem.precision);
    if norm - 1 < int_min / 42039
        || (norm + 1) * 28738 <= 8651 * (i64::from(sem.min_exp) - precision)
    {
        return Ok(make_zero(sem, negative));
    }
    if (norm - 1) * 42039 >= 12655 * i64::from(sem.max_exp) {
        return Ok(overflow(sem, negative));
    }

    // The significant digits as an integer N, value N · 10^exponent.
    let limit = sem.max_significant_digits();
    let mut digits: Vec<u8> = Vec::new();
    let mut truncated = false;
    let mut exponent = d.exponent;
    for &c in &s[d.first..=d.last] {
        if c == b'.' {
            continue;
        }
        if digits.len() < limit {
            digits.push(c - b'0');
        } else {
            // Only the significant digits' non-zero-ness matters past the limit.
            truncated = true;
            exponent += 1;
        }
    }
    if truncated {
        digits.push(1);
        exponent -= 1;
    }
    let n = BigUint::from_radix_be(&digits, 10).unwrap_or_default();
    if exponent >= 0 {
        let scale = BigUint::from(10u32).pow(exponent as u32);
        return Ok(round(sem, negative, &(n * scale), 0, false));
    }
    // N / 10^k = (N / 5^k) · 2^-k; take enough quotient bits to round, the remainder is sticky.
    let k = exponent.unsigned_abs();
    let five_k = BigUint::from(5u32).pow(k as u32);
    let want = precision as u64 + 3 + five_k.bits();
    let shift = want.saturating_sub(n.bits());
    let scaled = n << shift;
    let quotient = &scaled / &five_k;
    let sticky = scaled != &quotient * &five_k;
    let exp2 = -(k as i64) - shift as i64;
    Ok(round(sem, negative, &quotient, exp2, sticky))
}

/// APFloat's `AdjustToPrecision` on the binary significand: drops whole decimal digits it can
/// prove are beyond `format_precision`, truncating rather than rounding (the digit-level pass
/// rounds later, so APFloat rounds twice; we must too).
fn adjust_significand_to_precision(
    significand: &mut BigUint,
    exp: &mut i64,
    format_precision: u32,
) {
    let bits = significand.bits();
    let bits_required = (u64::from(format_precision) * 196).div_ceil(59);
    if bits <= bits_required {
        return;
    }
    let tens_removable = (bits - bits_required) * 59 / 196;
    if tens_removable == 0 {
        return;
    }
    *exp += tens_removable as i64;
    *significand /= BigUint::from(10u32).pow(tens_removable as u32);
}

/// APFloat's `AdjustToPrecision` on the digit buffer (least significant digit first): rounds
/// half up to `format_precision` digits and drops the resulting trailing zeros.
fn adjust_digits_to_precision(buffer: &mut Vec<u8>, exp: &mut i64, format_precision: u32) {
    let n = buffer.len();
    let precision = format_precision as usize;
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buffer[first - 1] < b'5' {
        while first < n && buffer[first] == b'0' {
            first += 1;
        }
    } else {
        // Decimal add-with-carry; digits that carry out become trailing zeros and are dropped.
        first += buffer[first..].iter().take_while(|&&c| c == b'9').count();
        if first == n {
            *exp += first as i64;
            buffer.clear();
            buffer.push(b'1');
            return;
        }
        buffer[first] += 1;
    }
    *exp += first as i64;
    buffer.drain(..first);
}

/// Port of `IEEEFloat::toString`: `format_precision` significant digits (0 picks enough to
/// round-trip), scientific notation when more than `max_padding` zeros would be needed (always
/// when it is 0), and with `truncate_zero == false` the `1.000000e+00` style.
fn to_string(
    sem: &Semantics,
    v: &Unpacked,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    match v.category {
        Category::Infinity => return if v.sign { "-Inf" } else { "+Inf" }.to_string(),
        Category::NaN => return "NaN".to_string(),
        Category::Zero => {
            if v.sign {
                out.push('-');
            }
            if max_padding != 0 {
                out.push('0');
            } else if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..format_precision {
                    out.push('0');
                }
                out.push_str("e+00");
            }
            return out;
        }
        Category::Normal => {}
    }
    if v.sign {
        out.push('-');
    }
    let format_precision = if format_precision == 0 {
        // Steele & White's bound: enough digits to read the value back exactly.
        2 + sem.precision * 59 / 196
    } else {
        format_precision
    };

    // Make the value an integer times a power of ten.
    let mut significand = BigUint::from(v.significand);
    let mut exp = i64::from(v.exponent) - (i64::from(sem.precision) - 1);
    if let Some(tz) = significand.trailing_zeros() {
        significand >>= tz;
        exp += tz as i64;
    }
    if exp > 0 {
        significand <<= exp.unsigned_abs();
        exp = 0;
    } else if exp < 0 {
        // N · 2^-e == N · 5^e · 10^-e.
        significand *= BigUint::from(5u32).pow(exp.unsigned_abs() as u32);
    }
    adjust_significand_to_precision(&mut significand, &mut exp, format_precision);

    // Digits, least significant first, without trailing zeros.
    let mut buffer: Vec<u8> = significand.to_str_radix(10).into_bytes();
    buffer.reverse();
    let zeros = buffer.iter().take_while(|&&c| c == b'0').count();
    buffer.drain(..zeros);
    exp += zeros as i64;
    if buffer.is_empty() {
        buffer.push(b'0');
    }
    adjust_digits_to_precision(&mut buffer, &mut exp, format_precision);
    let digits: Vec<char> = buffer.iter().rev().map(|&c| char::from(c)).collect();
    let n = digits.len() as i64;

    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        // 765e3 -> 765000, unless that needs too many zeros or looks more precise than it is.
        exp > i64::from(max_padding) || n + exp > i64::from(format_precision)
    } else {
        // Power of the most significant digit: 765e-5 == 0.00765.
        let msd = exp + n - 1;
        msd < 0 && -msd > i64::from(max_padding)
    };

    if scientific {
        let exp = exp + n - 1;
        out.push(digits[0]);
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            out.extend(&digits[1..]);
        }
        if !truncate_zero {
            for _ in n - 1..i64::from(format_precision) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let magnitude = exp.unsigned_abs();
        if !truncate_zero && magnitude < 10 {
            // At least two exponent digits in the e+00 style.
            out.push('0');
        }
        out.push_str(&magnitude.to_string());
    } else if exp >= 0 {
        out.extend(&digits);
        for _ in 0..exp {
            out.push('0');
        }
    } else {
        let whole = exp + n;
        if whole > 0 {
            let whole = whole as usize;
            out.extend(&digits[..whole]);
            out.push('.');
            out.extend(&digits[whole..]);
        } else {
            out.push_str("0.");
            for _ in 0..-whole {
                out.push('0');
            }
            out.extend(&digits);
        }
    }
    out
}

/// Converts a decimal literal (`[-+]?[0-9]*(\.[0-9]*)?([eE][-+]?[0-9]*)?`, plain integers
/// included) to the bit pattern of the nearest value of `kind`, exactly like
/// `llvm::APFloat::convertFromString` with round-to-nearest-even: overflow gives infinity (NaN
/// in formats without infinity), underflow gives signed zero. `inf`, `nan`, `-nan(0x12)` and
/// the other special spellings APFloat accepts are accepted too, and so are C99 hexadecimal
/// floats (`0x1.8p3`). Digit strings of any length and exponents of any size are handled in
/// time roughly proportional to the input; APFloat's saturation of decimal exponents at ±24000
/// is reproduced.
///
/// Note that MLIR 19 does not parse float literals this way: see [`parse_mlir_literal`].
pub fn parse_decimal(kind: FloatKind, text: &str) -> Result<u128, String> {
    let sem = kind.sem();
    parse_value(sem, text).map(|v| encode(sem, &v))
}

/// Parses a float literal of type `kind` the way MLIR 19's parser does. A decimal literal
/// (optionally preceded by `-`) is read as an `f64` first (`Token::getFloatingPointValue`)
/// and that double converted to `kind` (`FloatAttr::get`), so f80 and f128 literals carry only
/// double precision and range (`0.1 : f80` is the double nearest 0.1), and narrower formats
/// round twice. A hexadecimal integer literal (`0x7FC00000`) is the bit pattern itself and must
/// fit the type's width. Returns the canonical bit pattern, as MLIR's `APFloat` would hold it.
/// The lexical form is not checked beyond what APFloat rejects: that is the lexer's job.
pub fn parse_mlir_literal(kind: FloatKind, text: &str) -> Result<u128, String> {
    let sem = kind.sem();
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    if let Some(hex) = body.strip_prefix("0x") {
        if negative {
            return Err("hexadecimal float literal should not have a leading minus sign".into());
        }
        let digits = hex.trim_start_matches('0');
        if hex.is_empty() || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
            return Err("invalid hexadecimal literal".into());
        }
        let bits = if digits.len() > 32 {
            None
        } else {
            u128::from_str_radix(if digits.is_empty() { "0" } else { digits }, 16).ok()
        };
        return match bits {
            Some(bits) if bits >> (sem.width - 1) >> 1 == 0 => Ok(canonicalize(kind, bits)),
            _ => Err("hexadecimal float constant out of range for type".into()),
        };
    }
    let double = FloatKind::F64.sem();
    let mut v =
        parse_value(double, body).map_err(|e| format!("invalid floating point literal: {e}"))?;
    if negative {
        v.sign = !v.sign;
    }
    Ok(encode(sem, &convert(double, &v, sem)))
}

/// The bit pattern APFloat would hold after reading `bits`: identical for every pattern except
/// x87 unnormals and pseudo-denormals, which APFloat re-encodes.
pub fn canonicalize(kind: FloatKind, bits: u128) -> u128 {
    let sem = kind.sem();
    encode(sem, &decode(sem, bits))
}

/// The value as an `f64`: exact where representable, otherwise correctly rounded, with NaN
/// payloads carried over as `APFloat::convert` does.
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    let (sem, double) = (kind.sem(), FloatKind::F64.sem());
    f64::from_bits(encode(double, &convert(sem, &decode(sem, bits), double)) as u64)
}

/// The nearest value of `kind` to `v` (round-to-nearest-even), as `APFloat::convert` does.
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    let (sem, double) = (kind.sem(), FloatKind::F64.sem());
    encode(
        sem,
        &convert(double, &decode(double, u128::from(v.to_bits())), sem),
    )
}

/// Whether `bits` is a NaN of `kind` (any payload; for x87 also pseudo-NaNs and unnormals).
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    decode(kind.sem(), bits).category == Category::NaN
}

/// Whether `bits` is an infinity of `kind` (never true for the f8 `FN`/`FNUZ` types).
pub fn is_inf(kind: FloatKind, bits: u128) -> bool {
    decode(kind.sem(), bits).category == Category::Infinity
}

/// Exactly what MLIR 19's AsmPrinter (`printFloatValue`) prints for this value: the short
/// `1.000000e+00` form if it reads back to the same bits, else APFloat's round-trip form if
/// that has a `.` in it, else (and always for infinities and NaNs) the bit pattern in hex.
pub fn format_mlir(kind: FloatKind, bits: u128) -> String {
    let sem = kind.sem();
    let v = decode(sem, bits);
    if matches!(v.category, Category::Zero | Category::Normal) {
        let short = to_string(sem, &v, 6, 0, false);
        if parse_value(sem, &short).map(|r| encode(sem, &r)) == Ok(encode(sem, &v)) {
            return short;
        }
        let full = to_string(sem, &v, 0, 3, true);
        if full.contains('.') {
            return full;
        }
    }
    format!("0x{:X}", encode(sem, &v))
}

/// LLVM IR's spelling of a float constant, as LLVM 19's AsmWriter prints it: `float` and
/// `double` in `1.000000e+00` form when that reads back as the same double, else as the hex
/// bits of the value widened to double; `half`, `bfloat`, `x86_fp80` and `fp128` always as
/// `0xH`, `0xR`, `0xK` and `0xL` hex. `None` for formats LLVM IR has no type for.
pub fn format_llvm_ir(kind: FloatKind, bits: u128) -> Option<String> {
    let sem = kind.sem();
    let v = decode(sem, bits);
    let raw = encode(sem, &v);
    match kind {
        FloatKind::F32 | FloatKind::F64 => Some(format_llvm_float_or_double(sem, &v)),
        FloatKind::F16 => Some(format!("0xH{raw:04X}")),
        FloatKind::BF16 => Some(format!("0xR{raw:04X}")),
        FloatKind::F80 => Some(format!("0xK{:04X}{:016X}", raw >> 64, raw & low_mask(64))),
        FloatKind::F128 => Some(format!("0xL{:016X}{:016X}", raw & low_mask(64), raw >> 64)),
        _ => None,
    }
}

fn format_llvm_float_or_double(sem: &Semantics, v: &Unpacked) -> String {
    let double = FloatKind::F64.sem();
    if matches!(v.category, Category::Zero | Category::Normal) {
        let short = to_string(sem, v, 6, 0, false);
        // The AsmWriter compares as doubles, so a float only prints short if the literal
        // means that float exactly when read as a double.
        let value = f64::from_bits(encode(double, &convert(sem, v, double)) as u64);
        if let Ok(back) = parse_value(double, &short) {
            if f64::from_bits(encode(double, &back) as u64) == value {
                return short;
            }
        }
    }
    let mut wide = convert(sem, v, double);
    if sem.kind == FloatKind::F32
        && v.category == Category::NaN
        && (v.significand >> (sem.precision - 2)) & 1 == 0
    {
        // Widening quiets a signaling NaN; the writer rebuilds one from the widened bits.
        wide = make_nan(double, true, wide.sign, Some(encode(double, &wide)));
    }
    format!("0x{:X}", encode(double, &wide))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(name: &str) -> FloatKind {
        FloatKind::from_keyword(name).unwrap_or_else(|| panic!("unknown float keyword {name}"))
    }

    fn hex(text: &str) -> u128 {
        let digits = text
            .strip_prefix("0x")
            .unwrap_or_else(|| panic!("not hex: {text}"));
        u128::from_str_radix(digits, 16).unwrap_or_else(|e| panic!("bad hex {text}: {e}"))
    }

    #[test]
    fn table_follows_enum_order() {
        assert_eq!(FloatKind::ALL.len(), SEMANTICS.len());
        for (i, &k) in FloatKind::ALL.iter().enumerate() {
            assert_eq!(SEMANTICS[i].kind, k);
            assert_eq!(k as usize, i);
            assert_eq!(FloatKind::from_keyword(k.keyword()), Some(k));
        }
        assert_eq!(FloatKind::TF32.bit_width(), 19);
        assert_eq!(FloatKind::F80.mantissa_bits(), 64);
    }

    /// Every line of `testdata/floats.txt` was produced by upstream tools (see its header).
    #[test]
    fn oracle_cases() {
        let data = include_str!("testdata/floats.txt");
        let mut failures = Vec::new();
        let mut count = 0;
        for line in data.lines() {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut cols = line.split('\t');
            let (Some(tag), Some(input), Some(expected)) = (cols.next(), cols.next(), cols.next())
            else {
                panic!("malformed line: {line}");
            };
            count += 1;
            let (mode, kw) = tag.split_once(':').unwrap_or(("mlir", tag));
            let k = kind(kw);
            let got = match mode {
                "mlir" => parse_mlir_literal(k, input)
                    .map(|b| format_mlir(k, b))
                    .unwrap_or_else(|e| format!("ERR {e}")),
                "llvm" => parse_mlir_literal(k, input)
                    .map(|b| format_llvm_ir(k, b).unwrap_or_else(|| "None".into()))
                    .unwrap_or_else(|e| format!("ERR {e}")),
                "apfloat" => parse_decimal(k, input)
                    .map(|b| format!("0x{b:X}"))
                    .unwrap_or_else(|_| "ERR".into()),
                "tof64" => format!("0x{:X}", to_f64(k, hex(input)).to_bits()),
                "fromf64" => format!("0x{:X}", from_f64(k, f64::from_bits(hex(input) as u64))),
                _ => panic!("unknown mode in line: {line}"),
            };
            if got != expected {
                let shown: String = input.chars().take(80).collect();
                failures.push(format!("{tag}\t{shown}\texpected {expected}\tgot {got}"));
            }
        }
        assert!(count > 1000, "too few oracle cases: {count}");
        assert!(
            failures.is_empty(),
            "{} of {count} cases failed:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    /// Plain integers are not MLIR float literals, so the oracle file cannot hold them in the
    /// mlir rows; they must mean the same as the literal with a trailing `.0`.
    #[test]
    fn plain_integers_match_dotted_form() {
        for &k in FloatKind::ALL {
            for text in [
                "0",
                "1",
                "7",
                "-3",
                "65504",
                "123456789",
                "340282366920938463463374607431768211456",
            ] {
                assert_eq!(
                    parse_decimal(k, text),
                    parse_decimal(k, &format!("{text}.0")),
                    "{k:?} {text}"
                );
            }
        }
    }

    #[test]
    fn hostile_inputs_do_not_hang_or_panic() {
        let long = "9".repeat(200_000);
        let tiny = format!("0.{}1", "0".repeat(200_000));
        let inputs = [
            long.as_str(),
            tiny.as_str(),
            "1e999999999",
            "1e-999999999",
            "0e999999999",
            "1e99999999999999999999x",
            "",
            "-",
            ".",
            "e",
            "1..2",
            "--1",
            "nan(",
            "nan()",
            "0x",
            "0x1p3",
        ];
        for &k in FloatKind::ALL {
            for text in inputs {
                let _ = parse_decimal(k, text);
                let _ = parse_mlir_literal(k, text);
            }
            for bits in [0, u128::MAX, 1, u128::MAX >> 1] {
                let _ = format_mlir(k, bits);
                let _ = format_llvm_ir(k, bits);
                let _ = to_f64(k, bits);
            }
        }
        assert!(is_inf(
            FloatKind::F32,
            parse_decimal(FloatKind::F32, "1e999999999").unwrap_or(0)
        ));
    }
}
