//! Fixed-width integers as LLVM's `APInt` computes with them (wrapping arithmetic, signed and
//! unsigned views of the same bits), for widths up to 128 bits: what the folders of the integer
//! ops compute with. Wider integers are not folded (the helpers return `None` for them).

use num_bigint::BigInt;

/// The widest integer folded.
pub const MAX_WIDTH: u32 = 128;

/// A `width`-bit integer; `bits` holds the value modulo 2^width.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApInt {
    pub width: u32,
    pub bits: u128,
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

// Wrapping arithmetic by name, as APInt's methods (not the operator traits).
#[allow(clippy::should_implement_trait)]
impl ApInt {
    /// `v` modulo 2^width (`None` if the width is over [`MAX_WIDTH`]).
    pub fn new(width: u32, v: u128) -> Option<Self> {
        (width <= MAX_WIDTH).then(|| ApInt {
            width,
            bits: v & mask(width),
        })
    }
    /// The value of `v` modulo 2^width.
    pub fn from_i128(width: u32, v: i128) -> Option<Self> {
        Self::new(width, v as u128)
    }
    pub fn from_bigint(width: u32, v: &BigInt) -> Option<Self> {
        if width > MAX_WIDTH {
            return None;
        }
        let m = BigInt::from(1u8) << width;
        let r = ((v % &m) + &m) % &m;
        let (_, digits) = r.to_u64_digits();
        let lo = u128::from(digits.first().copied().unwrap_or(0));
        let hi = u128::from(digits.get(1).copied().unwrap_or(0));
        Self::new(width, lo | (hi << 64))
    }
    pub fn zero(width: u32) -> Self {
        ApInt { width, bits: 0 }
    }
    pub fn one(width: u32) -> Self {
        ApInt {
            width,
            bits: 1 & mask(width),
        }
    }
    pub fn all_ones(width: u32) -> Self {
        ApInt {
            width,
            bits: mask(width),
        }
    }
    pub fn signed_min(width: u32) -> Self {
        ApInt {
            width,
            bits: if width == 0 { 0 } else { 1u128 << (width - 1) },
        }
    }
    pub fn signed_max(width: u32) -> Self {
        ApInt {
            width,
            bits: if width == 0 { 0 } else { mask(width - 1) },
        }
    }
    fn with(self, bits: u128) -> Self {
        ApInt {
            width: self.width,
            bits: bits & mask(self.width),
        }
    }

    /// The value read as signed.
    pub fn s(self) -> i128 {
        if self.width == 0 {
            return 0;
        }
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }
    /// The value read as unsigned.
    pub fn u(self) -> u128 {
        self.bits
    }
    pub fn to_bigint_signed(self) -> BigInt {
        BigInt::from(self.s())
    }
    pub fn to_bigint_unsigned(self) -> BigInt {
        BigInt::from(self.bits)
    }

    pub fn is_zero(self) -> bool {
        self.bits == 0
    }
    pub fn is_one(self) -> bool {
        self.bits == 1
    }
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }
    pub fn is_negative(self) -> bool {
        self.width > 0 && (self.bits >> (self.width - 1)) & 1 == 1
    }
    pub fn is_signed_min(self) -> bool {
        self == Self::signed_min(self.width)
    }
    pub fn is_signed_max(self) -> bool {
        self == Self::signed_max(self.width)
    }

    pub fn add(self, o: Self) -> Self {
        self.with(self.bits.wrapping_add(o.bits))
    }
    pub fn sub(self, o: Self) -> Self {
        self.with(self.bits.wrapping_sub(o.bits))
    }
    pub fn mul(self, o: Self) -> Self {
        self.with(self.bits.wrapping_mul(o.bits))
    }
    pub fn neg(self) -> Self {
        self.with(self.bits.wrapping_neg())
    }
    pub fn not(self) -> Self {
        self.with(!self.bits)
    }
    pub fn and(self, o: Self) -> Self {
        self.with(self.bits & o.bits)
    }
    pub fn or(self, o: Self) -> Self {
        self.with(self.bits | o.bits)
    }
    pub fn xor(self, o: Self) -> Self {
        self.with(self.bits ^ o.bits)
    }
    /// Unsigned division (`None` by zero).
    pub fn udiv(self, o: Self) -> Option<Self> {
        (o.bits != 0).then(|| self.with(self.bits / o.bits))
    }
    pub fn urem(self, o: Self) -> Option<Self> {
        (o.bits != 0).then(|| self.with(self.bits % o.bits))
    }
    /// Signed division truncating toward zero (`None` by zero); `MIN / -1` wraps to `MIN`.
    pub fn sdiv(self, o: Self) -> Option<Self> {
        if o.bits == 0 {
            return None;
        }
        let (a, b) = (self.s(), o.s());
        Some(self.with(a.wrapping_div(b) as u128))
    }
    /// Signed division, with overflow (`MIN / -1`) reported.
    pub fn sdiv_ov(self, o: Self) -> Option<(Self, bool)> {
        let q = self.sdiv(o)?;
        Some((q, self.is_signed_min() && o.is_all_ones()))
    }
    pub fn srem(self, o: Self) -> Option<Self> {
        if o.bits == 0 {
            return None;
        }
        let (a, b) = (self.s(), o.s());
        Some(self.with(a.wrapping_rem(b) as u128))
    }
    pub fn shl(self, n: u32) -> Self {
        if n >= self.width {
            return Self::zero(self.width);
        }
        self.with(self.bits << n)
    }
    pub fn lshr(self, n: u32) -> Self {
        if n >= self.width {
            return Self::zero(self.width);
        }
        self.with(self.bits >> n)
    }
    pub fn ashr(self, n: u32) -> Self {
        if self.width == 0 {
            return self;
        }
        let n = n.min(self.width - 1);
        self.with((self.s() >> n) as u128)
    }

    pub fn ult(self, o: Self) -> bool {
        self.bits < o.bits
    }
    pub fn ule(self, o: Self) -> bool {
        self.bits <= o.bits
    }
    pub fn slt(self, o: Self) -> bool {
        self.s() < o.s()
    }
    pub fn sle(self, o: Self) -> bool {
        self.s() <= o.s()
    }

    pub fn trunc(self, w: u32) -> Self {
        ApInt {
            width: w,
            bits: self.bits & mask(w),
        }
    }
    pub fn zext(self, w: u32) -> Self {
        ApInt {
            width: w,
            bits: self.bits & mask(w),
        }
    }
    pub fn sext(self, w: u32) -> Self {
        ApInt {
            width: w,
            bits: (self.s() as u128) & mask(w),
        }
    }
    /// `zextOrTrunc`.
    pub fn zext_or_trunc(self, w: u32) -> Self {
        if w >= self.width {
            self.zext(w)
        } else {
            self.trunc(w)
        }
    }
    /// `sextOrTrunc`.
    pub fn sext_or_trunc(self, w: u32) -> Self {
        if w >= self.width {
            self.sext(w)
        } else {
            self.trunc(w)
        }
    }

    pub fn count_leading_zeros(self) -> u32 {
        if self.width == 0 {
            return 0;
        }
        (self.bits.leading_zeros() - (128 - self.width)).min(self.width)
    }
    pub fn count_trailing_zeros(self) -> u32 {
        if self.bits == 0 {
            self.width
        } else {
            self.bits.trailing_zeros()
        }
    }
    pub fn count_ones(self) -> u32 {
        self.bits.count_ones()
    }
    /// The number of bits needed for the value as unsigned (`getActiveBits`).
    pub fn active_bits(self) -> u32 {
        128 - self.bits.leading_zeros()
    }
    /// The number of bits needed for the value as signed (`getSignificantBits`).
    pub fn significant_bits(self) -> u32 {
        let s = self.s();
        let lz = if s < 0 {
            (!s).leading_zeros()
        } else {
            s.leading_zeros()
        };
        129 - lz
    }
}

#[cfg(test)]
mod tests {
    use super::ApInt;

    #[test]
    fn signed_views_and_wrapping() {
        let a = ApInt::new(8, 0xff).unwrap();
        assert_eq!(a.s(), -1);
        assert_eq!(a.add(ApInt::one(8)).bits, 0);
        let min = ApInt::signed_min(8);
        let (q, ov) = min.sdiv_ov(a).unwrap();
        assert!(ov);
        assert_eq!(q, min);
        assert_eq!(ApInt::new(8, 0x80).unwrap().ashr(3).bits, 0xf0);
        assert_eq!(ApInt::new(16, 1).unwrap().count_leading_zeros(), 15);
        assert_eq!(ApInt::new(128, u128::MAX).unwrap().s(), -1);
    }
}
