//! Integer attribute values in the canonical form `AttrKind::Integer` holds (the parser makes them,
//! the printer, folders and verifiers read them).

use crate::ir::types::{Signedness, TypeKind};
use crate::ir::{Context, Type};
use num_bigint::{BigInt, BigUint};
use num_traits::One;

/// Bit width of an integer or index type (index: 64).
pub fn int_or_index_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// Whether values of the integer type `t` print unsigned (`uiN`, and `i1` whose values print as booleans).
fn prints_unsigned(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.kind(t),
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        } | TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// The value an integer attribute of type `t` stores for the bit pattern of `v` (wrapped to the width):
/// the unsigned value for `uiN` and `i1`, the two's complement value otherwise. This is the canonical form
/// [`AttrKind::Integer`](crate::ir::AttrKind::Integer) holds, so equal attributes are equal handles.
pub fn canonical_int(ctx: &Context, t: Type, v: &BigInt) -> BigInt {
    let Some(w) = int_or_index_width(ctx, t) else {
        return v.clone();
    };
    let u = wrap_to_width(v, w);
    if prints_unsigned(ctx, t) || w == 0 {
        return BigInt::from(u);
    }
    let half = BigUint::one() << (w - 1);
    if u >= half {
        BigInt::from(u) - (BigInt::one() << w)
    } else {
        BigInt::from(u)
    }
}

/// `v mod 2^w` as an unsigned number.
pub fn wrap_to_width(v: &BigInt, w: u32) -> BigUint {
    let m = BigInt::one() << w;
    let r = ((v % &m) + &m) % &m;
    r.to_biguint().unwrap_or_default()
}

/// Little-endian bytes of `v mod 2^w`, padded to `n` bytes.
pub fn int_to_le_bytes(v: &BigInt, w: u32, n: usize) -> Vec<u8> {
    let mut b = wrap_to_width(v, w).to_bytes_le();
    b.resize(n, 0);
    b
}
