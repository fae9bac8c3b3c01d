//! The constraints `memref`'s records use beyond the builtin ones (MemRefOps.td and the memref
//! constraints of CommonTypeConstraints.td), its default values and type transforms.

use super::layout;
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind, DYNAMIC};
use crate::ods::constraint::{AttrConstraint, AttrStorage, TypeClass, TypeConstraint};
use crate::ods::{DefaultValue, OpConstraint, TypeTransform};

pub use crate::dialect::arith::constraints::ATOMIC_RMW_KIND;
pub use crate::ods::constraint::{
    ANY_ATTR, ANY_TYPE, BOOL_ATTR, DENSE_I64_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, I64_ATTR, INDEX,
    STRING_ATTR, SYMBOL_NAME_ATTR, UNIT_ATTR,
};

// ---- type constraints ----------------------------------------------------------------------------------

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::MemRef { .. })
}

/// `BaseMemRefType`: ranked or unranked.
fn is_base_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// A ranked memref whose shape and element type satisfy `f`.
fn memref_where(ctx: &Context, t: Type, f: impl Fn(&[i64], Type) -> bool) -> bool {
    matches!(ctx.kind(t), TypeKind::MemRef { shape, elem, .. } if f(shape, *elem))
}

fn is_signless_int_or_float(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_int(t) || ctx.is_float(t)
}

/// A constraint whose C++ class is `MemRefType`: a `type` directive checks the kind.
const fn memref_class(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        check,
        class: TypeClass::Builtin(is_memref),
        builder: None,
    }
}

/// `AnyMemRef`.
pub const ANY_MEMREF: TypeConstraint = memref_class("memref of any type values", is_memref);

/// `AnyRankedOrUnrankedMemRef` (class `BaseMemRefType`).
pub const RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "ranked or unranked memref of any type values",
    check: is_base_memref,
    class: TypeClass::Builtin(is_base_memref),
    builder: None,
};

/// `AnyNon0RankedOrUnrankedMemRef` (an `AnyTypeOf`: class `Type`).
pub const NON0_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint::new(
    "unranked.memref of any type values or non-0-ranked.memref of any type values",
    |c, t| {
        matches!(c.kind(t), TypeKind::UnrankedMemRef { .. })
            || memref_where(c, t, |s, _| !s.is_empty())
    },
);

/// `AnyStaticShapeMemRef`.
pub const STATIC_SHAPE_MEMREF: TypeConstraint =
    memref_class("statically shaped memref of any type values", |c, t| {
        memref_where(c, t, |s, _| !s.contains(&DYNAMIC))
    });

/// `AnyStridedMemRef`.
pub const STRIDED_MEMREF: TypeConstraint =
    memref_class("strided memref of any type values", |c, t| {
        is_memref(c, t) && layout::is_strided(c, t)
    });

/// `AnyStridedMemRefOfRank<0>` (an `AllOfType`: class `Type`).
pub const STRIDED_MEMREF_RANK0: TypeConstraint =
    TypeConstraint::new("strided memref of any type values of rank 0", |c, t| {
        memref_where(c, t, |s, _| s.is_empty()) && layout::is_strided(c, t)
    });

/// `MemRefRankOf<[AnyType], [1]>`.
pub const MEMREF_1D: TypeConstraint = memref_class("1D memref of any type values", |c, t| {
    memref_where(c, t, |s, _| s.len() == 1)
});

/// `MemRefRankOf<[I8], [1]>`.
pub const MEMREF_1D_OF_I8: TypeConstraint =
    memref_class("1D memref of 8-bit signless integer values", |c, t| {
        memref_where(c, t, |s, e| {
            s.len() == 1 && c.is_signless_int(e) && c.int_width(e) == Some(8)
        })
    });

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
pub const MEMREF_1D_OF_INT_OR_INDEX: TypeConstraint =
    memref_class("1D memref of signless integer or index values", |c, t| {
        memref_where(c, t, |s, e| {
            s.len() == 1 && (c.is_signless_int(e) || c.is_index(e))
        })
    });

/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
pub const MEMREF_OF_INT_OR_FLOAT: TypeConstraint = memref_class(
    "memref of signless integer or floating-point values",
    |c, t| memref_where(c, t, |_, e| is_signless_int_or_float(c, e)),
);

/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
pub const SIGNLESS_INT_OR_FLOAT: TypeConstraint = TypeConstraint::new(
    "signless integer or floating-point",
    is_signless_int_or_float,
);

// ---- attribute constraints -----------------------------------------------------------------------------

/// The value of a signless integer attribute of `width` bits.
fn int_of(ctx: &Context, a: Attribute, width: u32) -> Option<i64> {
    use num_traits::ToPrimitive;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty }
            if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(width) =>
        {
            value.to_i64()
        }
        _ => None,
    }
}

fn is_int_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}

/// `ConfinedAttr<OptionalAttr<I64Attr>, [IntMinValue<0>]>` (`alignment` of the allocation ops).
pub const ALIGNMENT: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose minimum value is 0",
    check: |c, a| int_of(c, a, 64).is_some_and(|v| v >= 0),
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: Some(|c| c.i64()),
    },
};

/// `ConfinedAttr<I32Attr, [IntPositive]>`.
pub const I32_POSITIVE: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose value is positive",
    check: |c, a| int_of(c, a, 32).is_some_and(|v| v > 0),
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: Some(|c| c.i32()),
    },
};

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`.
pub const LOCALITY_HINT: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |c, a| int_of(c, a, 32).is_some_and(|v| (0..=3).contains(&v)),
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: Some(|c| c.i32()),
    },
};

/// `MemRefTypeAttr` (a `TypeAttr`).
pub const MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "memref type attribute",
    check: |c, a| c.as_type_attr(a).is_some_and(|t| is_memref(c, t)),
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::Type(_)),
        ty: None,
    },
};

/// `IndexListArrayAttr`.
pub const INDEX_LIST_ARRAY: AttrConstraint = AttrConstraint {
    summary: "Array of 64-bit integer array attributes",
    check: |c, a| index_list_array(c, a).is_some(),
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::Array(_)),
        ty: None,
    },
};

/// `AffineMapAttr`.
pub const AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    summary: "AffineMap attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::AffineMap(_)),
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::AffineMap(_)),
        ty: None,
    },
};

/// The groups of an `IndexListArrayAttr` (`[[0, 1], [2]]`).
pub fn index_list_array(ctx: &Context, a: Attribute) -> Option<Vec<Vec<i64>>> {
    ctx.as_array(a)?
        .iter()
        .map(|g| {
            ctx.as_array(*g)?
                .iter()
                .map(|i| int_of(ctx, *i, 64))
                .collect()
        })
        .collect()
}

/// `nontemporal = false` (`DefaultValuedOptionalAttr<BoolAttr, "false">`).
pub const FALSE: DefaultValue = DefaultValue {
    make: |c| c.bool_attr(false),
    is: |c, a| int_of(c, a, 1) == Some(0),
};

// ---- type transforms -----------------------------------------------------------------------------------

fn elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.kind(t) {
        TypeKind::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// `::llvm::cast<MemRefType>($_self).getElementType()`.
const ELEMENT_TYPE: TypeTransform = TypeTransform {
    apply: |ctx, t| elem(ctx, t).unwrap_or(t),
    matches: |ctx, lhs, rhs| elem(ctx, lhs) == Some(rhs),
};

/// `TypesMatchWith<summary, "memref", rhs, "...getElementType()">`.
pub const fn element_type_of_memref(rhs: &'static str, summary: &'static str) -> OpConstraint {
    OpConstraint::TypesMatchWith {
        lhs: "memref",
        rhs,
        transform: ELEMENT_TYPE,
        summary,
    }
}
