//! The enums, type and attribute constraints and trait predicates `vector`'s records use beyond the
//! builtin ones (MLIR 19's VectorAttributes.td and CommonTypeConstraints.td summaries).

use super::{element_type_or_self, vector_parts};
use crate::ir::enums::EnumDef;
use crate::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind};
use crate::ods::constraint::{is_i1, AttrConstraint, AttrStorage, TypeClass, TypeConstraint};
use crate::ods::enums::{enum_attr, enum_value};
use crate::ods::DefaultValue;

// ---- enums -----------------------------------------------------------------------------------------

/// `#vector.kind<add>`: `CombiningKind`, an `I32BitEnumAttr` (cases in upstream's list order).
pub const COMBINING_KIND: EnumDef = EnumDef {
    name: "vector.kind",
    bit_enum: true,
    cases: &[
        ("add", 1),
        ("mul", 2),
        ("minui", 4),
        ("minsi", 8),
        ("minnumf", 16),
        ("maxui", 32),
        ("maxsi", 64),
        ("maxnumf", 128),
        ("and", 256),
        ("or", 512),
        ("xor", 1024),
        ("maximumf", 4096),
        ("minimumf", 2048),
    ],
    separator: "|",
    int_width: 0,
};

/// The values of [`COMBINING_KIND`].
pub mod kind {
    pub const ADD: u64 = 1;
    pub const MUL: u64 = 2;
    pub const MINUI: u64 = 4;
    pub const MINSI: u64 = 8;
    pub const MINNUMF: u64 = 16;
    pub const MAXUI: u64 = 32;
    pub const MAXSI: u64 = 64;
    pub const MAXNUMF: u64 = 128;
    pub const AND: u64 = 256;
    pub const OR: u64 = 512;
    pub const XOR: u64 = 1024;
    pub const MINIMUMF: u64 = 2048;
    pub const MAXIMUMF: u64 = 4096;
}

/// `#vector.iterator_type<parallel>`.
pub const ITERATOR_TYPE: EnumDef = EnumDef {
    name: "vector.iterator_type",
    bit_enum: false,
    cases: &[("parallel", 0), ("reduction", 1)],
    separator: "",
    int_width: 0,
};

/// `#vector.punctuation<newline>`.
pub const PRINT_PUNCTUATION: EnumDef = EnumDef {
    name: "vector.punctuation",
    bit_enum: false,
    cases: &[
        ("no_punctuation", 0),
        ("newline", 1),
        ("comma", 2),
        ("open", 3),
        ("close", 4),
    ],
    separator: "",
    int_width: 0,
};

/// The values of [`PRINT_PUNCTUATION`].
pub mod punctuation {
    pub const NO_PUNCTUATION: u64 = 0;
    pub const NEWLINE: u64 = 1;
    pub const COMMA: u64 = 2;
    pub const OPEN: u64 = 3;
    pub const CLOSE: u64 = 4;
}

/// The combining kind of an op's `kind` attribute.
pub fn kind_of(ctx: &Context, op: OpId) -> Option<u64> {
    crate::ods::prop(ctx, op, "kind").and_then(|a| enum_value(ctx, a, &COMBINING_KIND))
}

/// `isSupportedCombiningKind`.
pub fn is_supported_kind(ctx: &Context, kind: u64, elem: Type) -> bool {
    let int_or_index = matches!(ctx.kind(elem), TypeKind::Integer { .. } | TypeKind::Index);
    match kind {
        kind::ADD | kind::MUL => int_or_index || ctx.is_float(elem),
        kind::MINUI
        | kind::MINSI
        | kind::MAXUI
        | kind::MAXSI
        | kind::AND
        | kind::OR
        | kind::XOR => int_or_index,
        kind::MINNUMF | kind::MAXNUMF | kind::MINIMUMF | kind::MAXIMUMF => ctx.is_float(elem),
        _ => false,
    }
}

// ---- type constraints ------------------------------------------------------------------------------

fn any_rank_vector_of(c: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    matches!(c.kind(t), TypeKind::Vector { elem, .. } if pred(c, *elem))
}

fn vector_of(c: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    matches!(c.kind(t), TypeKind::Vector { shape, elem, .. } if !shape.is_empty() && pred(c, *elem))
}

fn vector_of_rank1(c: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    matches!(c.kind(t), TypeKind::Vector { shape, elem, .. } if shape.len() == 1 && pred(c, *elem))
}

fn is_vector(c: &Context, t: Type) -> bool {
    matches!(c.kind(t), TypeKind::Vector { .. })
}

fn is_memref(c: &Context, t: Type) -> bool {
    matches!(c.kind(t), TypeKind::MemRef { .. })
}

const fn vector_class(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint {
        summary,
        check,
        class: TypeClass::Builtin(is_vector),
        builder: None,
    }
}

fn any(_: &Context, _: Type) -> bool {
    true
}

fn int_or_index(c: &Context, t: Type) -> bool {
    matches!(c.kind(t), TypeKind::Integer { .. } | TypeKind::Index)
}

/// `AnyVector`: a vector of rank > 0.
pub const ANY_VECTOR: TypeConstraint =
    vector_class("vector of any type values", |c, t| vector_of(c, t, any));

/// `AnyVectorOfAnyRank`.
pub const ANY_VECTOR_OF_ANY_RANK: TypeConstraint =
    vector_class("vector of any type values", |c, t| {
        any_rank_vector_of(c, t, any)
    });

/// `AnyFixedVector`.
pub const ANY_FIXED_VECTOR: TypeConstraint = vector_class(
    "fixed-length vector of any type values",
    |c, t| matches!(c.kind(t), TypeKind::Vector { scalable, .. } if !scalable.iter().any(|s| *s)),
);

/// `VectorOf<[I1]>`.
pub const VECTOR_OF_I1: TypeConstraint =
    vector_class("vector of 1-bit signless integer values", |c, t| {
        vector_of(c, t, is_i1)
    });

/// `VectorOfAnyRankOf<[I1]>`.
pub const ANY_RANK_VECTOR_OF_I1: TypeConstraint =
    vector_class("vector of 1-bit signless integer values", |c, t| {
        any_rank_vector_of(c, t, is_i1)
    });

/// `VectorOfAnyRankOf<[AnyFloat]>`.
pub const ANY_RANK_VECTOR_OF_FLOAT: TypeConstraint =
    vector_class("vector of floating-point values", |c, t| {
        any_rank_vector_of(c, t, |c, e| c.is_float(e))
    });

/// `VectorOf<[AnyInteger, Index]>`.
pub const VECTOR_OF_INT_OR_INDEX: TypeConstraint =
    vector_class("vector of integer or index values", |c, t| {
        vector_of(c, t, int_or_index)
    });

/// `VectorOfRank<[1]>`.
pub const VECTOR_OF_RANK_1: TypeConstraint =
    vector_class(" of ranks 1", |c, t| vector_of_rank1(c, t, any));

/// `ScalableVectorOfRank<[1]>`.
pub const SCALABLE_VECTOR_OF_RANK_1: TypeConstraint = vector_class(
    " of ranks 1",
    |c, t| matches!(c.kind(t), TypeKind::Vector { shape, scalable, .. } if shape.len() == 1 && scalable.iter().any(|s| *s)),
);

/// `VectorOfRankAndType<[1], [I1]>`.
pub const VECTOR_OF_RANK_1_I1: TypeConstraint = vector_class(
    "vector of 1-bit signless integer values of ranks 1",
    |c, t| vector_of_rank1(c, t, is_i1),
);

/// `VectorOfRankAndType<[1], [AnyInteger, Index]>`.
pub const VECTOR_OF_RANK_1_INT_OR_INDEX: TypeConstraint =
    vector_class("vector of integer or index values of ranks 1", |c, t| {
        vector_of_rank1(c, t, int_or_index)
    });

/// `VectorOfRankAndType<[1], [Index]>`.
pub const VECTOR_OF_RANK_1_INDEX: TypeConstraint =
    vector_class("vector of index values of ranks 1", |c, t| {
        vector_of_rank1(c, t, |c, e| c.is_index(e))
    });

/// `VectorOfRankAndType<[1], [AnySignlessInteger, AnySignedInteger, Index, AnyFloat]>`
/// (`matrix_multiply`, `flat_transpose`).
pub const MATRIX_VECTOR: TypeConstraint = vector_class(
    "vector of signless integer or signed integer or index or floating-point values of ranks 1",
    |c, t| {
        vector_of_rank1(c, t, |c, e| {
            matches!(
                c.kind(e),
                TypeKind::Integer {
                    signedness: crate::ir::types::Signedness::Signless
                        | crate::ir::types::Signedness::Signed,
                    ..
                } | TypeKind::Index
            ) || c.is_float(e)
        })
    },
);

/// `AnyShaped`.
pub const ANY_SHAPED: TypeConstraint = TypeConstraint {
    summary: "shaped of any type values",
    check: |c, t| c.kind(t).is_shaped(),
    class: TypeClass::Builtin(|c, t| c.kind(t).is_shaped()),
    builder: None,
};

/// `AnyMemRef` (ranked).
pub const ANY_MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any type values",
    check: is_memref,
    class: TypeClass::Builtin(is_memref),
    builder: None,
};

/// `StaticShapeMemRefOf<[AnyType]>`.
pub const STATIC_SHAPE_MEMREF: TypeConstraint = TypeConstraint {
    summary: "statically shaped memref of any type values",
    check: |c, t| matches!(c.kind(t), TypeKind::MemRef { shape, .. } if !shape.contains(&crate::ir::DYNAMIC)),
    class: TypeClass::Builtin(is_memref),
    builder: None,
};

/// `AnyRankedTensor`.
pub const ANY_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "ranked tensor of any type values",
    check: |c, t| matches!(c.kind(t), TypeKind::RankedTensor { .. }),
    class: TypeClass::Builtin(|c, t| matches!(c.kind(t), TypeKind::RankedTensor { .. })),
    builder: None,
};

/// `AnySignlessIntegerOrIndex`.
pub const SIGNLESS_INT_OR_INDEX: TypeConstraint = TypeConstraint::new(
    "signless integer or index",
    crate::ods::constraint::is_signless_int_or_index,
);

/// `vector.splat`'s input: `AnyTypeOf<[AnySignlessInteger, Index, AnyFloat], "integer/index/float type">`.
pub const SPLAT_INPUT: TypeConstraint = TypeConstraint::new("integer/index/float type", |c, t| {
    crate::ods::constraint::is_signless_int_or_index(c, t) || c.is_float(t)
});

/// `vector.print`'s source: a vector, integer, index or float (a `Type` without a summary).
pub const PRINT_SOURCE: TypeConstraint = TypeConstraint::new("", |c, t| {
    matches!(
        c.kind(t),
        TypeKind::Vector { .. } | TypeKind::Integer { .. } | TypeKind::Index
    ) || c.is_float(t)
});

// ---- attribute constraints -------------------------------------------------------------------------

/// `Vector_CombiningKindAttr`.
pub const KIND_ATTR: AttrConstraint = crate::enum_attr_constraint!(
    COMBINING_KIND,
    "Kind of combining function for contractions and reductions"
);

/// `Vector_PrintPunctuation`.
pub const PUNCTUATION_ATTR: AttrConstraint = crate::enum_attr_constraint!(
    PRINT_PUNCTUATION,
    "Punctuation for separating vectors or vector elements"
);

/// `kind = #vector.kind<add>`.
pub const KIND_ADD: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &COMBINING_KIND, kind::ADD),
    is: |c, a| enum_value(c, a, &COMBINING_KIND) == Some(kind::ADD),
};

/// `punctuation = #vector.punctuation<newline>`.
pub const PUNCTUATION_NEWLINE: DefaultValue = DefaultValue {
    make: |c| enum_attr(c, &PRINT_PUNCTUATION, punctuation::NEWLINE),
    is: |c, a| enum_value(c, a, &PRINT_PUNCTUATION) == Some(punctuation::NEWLINE),
};

/// `false` (`DefaultValuedOptionalAttr<BoolAttr, "false">`).
pub const BOOL_FALSE: DefaultValue = DefaultValue {
    make: |c| c.bool_attr(false),
    is: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { value, ty } if c.int_width(*ty) == Some(1) && *value == num_bigint::BigInt::from(0)),
};

fn is_array(c: &Context, a: Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::Array(_))
}

fn array_of(c: &Context, a: Attribute, pred: impl Fn(&Context, Attribute) -> bool) -> bool {
    match c.attr_kind(a) {
        AttrKind::Array(v) => v.iter().all(|e| pred(c, *e)),
        _ => false,
    }
}

fn int_attr_of_width(c: &Context, a: Attribute, w: u32) -> bool {
    matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if c.is_signless_int(*ty) && c.int_width(*ty) == Some(w))
}

const ARRAY_STORAGE: AttrStorage = AttrStorage::Builtin {
    is: is_array,
    ty: Some(|c| c.none_type()),
};

/// `I64ArrayAttr`.
pub const I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit integer array attribute",
    check: |c, a| array_of(c, a, |c, e| int_attr_of_width(c, e, 64)),
    storage: ARRAY_STORAGE,
};

/// `BoolArrayAttr`.
pub const BOOL_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "1-bit boolean array attribute",
    check: |c, a| array_of(c, a, |c, e| int_attr_of_width(c, e, 1)),
    storage: ARRAY_STORAGE,
};

/// `Vector_IteratorTypeArrayAttr`.
pub const ITERATOR_TYPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Iterator type should be an enum.",
    check: |c, a| array_of(c, a, |c, e| enum_value(c, e, &ITERATOR_TYPE).is_some()),
    storage: ARRAY_STORAGE,
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

/// The values of an `I64ArrayAttr` (or `BoolArrayAttr`, as 0/1).
pub fn int_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    use num_traits::ToPrimitive;
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .map(|e| match ctx.attr_kind(*e) {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The `I64ArrayAttr` property `name` of `op` (empty if absent).
pub fn int_array_prop(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    crate::ods::prop(ctx, op, name)
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default()
}

/// An `I64ArrayAttr` of `values`.
pub fn i64_array_attr(ctx: &mut Context, values: &[i64]) -> Attribute {
    let elems = values.iter().map(|v| ctx.i64_attr(*v)).collect();
    ctx.array_attr(elems)
}

/// A `BoolArrayAttr` of `values`.
pub fn bool_array_attr(ctx: &mut Context, values: &[bool]) -> Attribute {
    let elems = values.iter().map(|v| ctx.bool_attr(*v)).collect();
    ctx.array_attr(elems)
}

// ---- trait predicates ------------------------------------------------------------------------------

/// `TCresVTEtIsSameAsOpBase<0, j>`: result 0 and operand `j` have the same element type.
pub fn result_elem_is_operand_elem(ctx: &Context, op: OpId, j: usize) -> bool {
    let d = &ctx.ops[op];
    match (d.results.first(), d.operands.get(j)) {
        (Some(r), Some(o)) => {
            element_type_or_self(ctx, ctx.value_type(*r))
                == element_type_or_self(ctx, ctx.value_type(*o))
        }
        _ => false,
    }
}

/// `TCopVTEtIsSameAs<i, j>`: operands `i` and `j` are shaped and have the same element type.
pub fn operand_elems_match(ctx: &Context, op: OpId, i: usize, j: usize) -> bool {
    let d = &ctx.ops[op];
    let (Some(a), Some(b)) = (d.operands.get(i), d.operands.get(j)) else {
        return false;
    };
    let (ta, tb) = (ctx.value_type(*a), ctx.value_type(*b));
    ctx.kind(ta).is_shaped()
        && ctx.kind(tb).is_shaped()
        && element_type_or_self(ctx, ta) == element_type_or_self(ctx, tb)
}

/// The vector type of value `v`'s type, as (shape, scalable, elem) clones.
pub fn vector_of_value(
    ctx: &Context,
    v: crate::ir::ValueId,
) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    vector_parts(ctx, ctx.value_type(v)).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
}
