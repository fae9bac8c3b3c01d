//! The constraints, enums and defaults `arith`'s records use beyond the builtin ones.

use crate::dialect::enums::{ARITH_FASTMATH, ARITH_OVERFLOW, INT_PREDICATES};
use crate::ir::{AttrKind, Attribute, Context, Type};
use crate::ods::constraint::{
    is_signless_int_or_index, memref_of, type_like, AttrConstraint, AttrStorage, TypeConstraint,
};
use crate::ods::enums::{enum_attr, enum_value, EnumDef};
use crate::ods::DefaultValue;

pub use crate::ods::constraint::ANY_TYPE;

/// `IndexCastTypeConstraint`.
pub const INDEX_CAST_LIKE: TypeConstraint = TypeConstraint::new(
    "signless-integer-like or memref of signless-integer",
    |c, t| type_like(c, t, is_signless_int_or_index) || memref_of(c, t, is_signless_int_or_index),
);

fn int_or_float(c: &Context, t: Type) -> bool {
    is_signless_int_or_index(c, t) || c.is_float(t)
}

/// `BitcastTypeConstraint`.
pub const BITCAST_LIKE: TypeConstraint = TypeConstraint::new(
    "signless-integer-or-float-like or memref of signless-integer or float",
    |c, t| type_like(c, t, int_or_float) || memref_of(c, t, int_or_float),
);

/// `Arith_FastMathAttr`.
pub const FASTMATH_FLAGS: AttrConstraint =
    crate::enum_attr_constraint!(ARITH_FASTMATH, "Floating point fast math flags");

/// `Arith_IntegerOverflowAttr`.
pub const OVERFLOW_FLAGS: AttrConstraint =
    crate::enum_attr_constraint!(ARITH_OVERFLOW, "Integer overflow arith flags");

/// `fastmath = #arith.fastmath<none>`.
pub const FASTMATH_NONE: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &ARITH_FASTMATH, 0),
    is: |c, a| enum_value(c, a, &ARITH_FASTMATH) == Some(0),
};

/// `overflowFlags = #arith.overflow<none>`.
pub const OVERFLOW_NONE: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &ARITH_OVERFLOW, 0),
    is: |c, a| enum_value(c, a, &ARITH_OVERFLOW) == Some(0),
};

/// `arith::CmpIPredicate` (`I64EnumAttr`).
pub static CMPI_PREDICATES: EnumDef = EnumDef {
    name: "arith.cmpi_predicate",
    bit_enum: false,
    cases: INT_PREDICATES,
    separator: "",
    int_width: 64,
};

/// `arith::CmpFPredicate` (`I64EnumAttr`).
pub static CMPF_PREDICATES: EnumDef = EnumDef {
    name: "arith.cmpf_predicate",
    bit_enum: false,
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    separator: "",
    int_width: 64,
};

/// `arith::RoundingMode` (`I32EnumAttr`).
pub static ROUNDING_MODES: EnumDef = EnumDef {
    name: "arith.roundingmode",
    bit_enum: false,
    cases: &[
        ("to_nearest_even", 0),
        ("downward", 1),
        ("upward", 2),
        ("toward_zero", 3),
        ("to_nearest_away", 4),
    ],
    separator: "",
    int_width: 32,
};

/// An `IntegerAttr` of a `width`-bit signless type holding one of `def`'s cases.
fn int_case(c: &Context, a: Attribute, width: u32, max: u64) -> bool {
    match c.attr_kind(a) {
        AttrKind::Integer { value, ty } => {
            c.is_signless_int(*ty)
                && c.int_width(*ty) == Some(width)
                && value.sign() != num_bigint::Sign::Minus
                && *value <= num_bigint::BigInt::from(max)
        }
        _ => false,
    }
}

pub const CMPI_PREDICATE: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    check: |c, a| int_case(c, a, 64, 9),
    storage: AttrStorage::IntEnum(&CMPI_PREDICATES),
};

pub const CMPF_PREDICATE: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: |c, a| int_case(c, a, 64, 15),
    storage: AttrStorage::IntEnum(&CMPF_PREDICATES),
};

pub const ROUNDING_MODE: AttrConstraint = AttrConstraint {
    summary: "Floating point rounding mode",
    check: |c, a| int_case(c, a, 32, 4),
    storage: AttrStorage::IntEnum(&ROUNDING_MODES),
};

/// `TypedAttrInterface`.
pub const TYPED_VALUE: AttrConstraint = AttrConstraint {
    summary: "TypedAttr instance",
    check: |c, a| crate::ods::constraint::typed_attr_type(c, a).is_some(),
    storage: AttrStorage::Builtin {
        is: |c, a| crate::ods::constraint::typed_attr_type(c, a).is_some(),
        ty: None,
    },
};

/// `arith::AtomicRMWKind` (`I64EnumAttr`), the kind of `memref.atomic_rmw`.
pub static ATOMIC_RMW_KINDS: EnumDef = EnumDef {
    name: "arith.atomic_rmw_kind",
    bit_enum: false,
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("assign", 2),
        ("maximumf", 3),
        ("maxs", 4),
        ("maxu", 5),
        ("minimumf", 6),
        ("mins", 7),
        ("minu", 8),
        ("mulf", 9),
        ("muli", 10),
        ("ori", 11),
        ("andi", 12),
        ("maxnumf", 13),
        ("minnumf", 14),
    ],
    separator: "",
    int_width: 64,
};

/// `AtomicRMWKindAttr`.
pub const ATOMIC_RMW_KIND: AttrConstraint = AttrConstraint {
    summary:
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14",
    check: |c, a| int_case(c, a, 64, 14),
    storage: AttrStorage::IntEnum(&ATOMIC_RMW_KINDS),
};
