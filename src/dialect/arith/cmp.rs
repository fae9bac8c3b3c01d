//! `arith.cmpi`/`arith.cmpf`: the result type is `i1` of the operands' shape (`getI1SameShape`).

use crate::ir::types::Signedness;
use crate::ir::{Context, Type, TypeKind};

/// MLIR's `getI1SameShape`: i1 with the shape (and scalability, encoding) of `t`.
pub(crate) fn i1_same_shape(ctx: &mut Context, t: Type) -> Type {
    let i1 = ctx.i1();
    let kind = match ctx.kind(t).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            elem: i1,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape,
            elem: i1,
            encoding,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { elem: i1 },
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape,
            elem: i1,
            layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::UnrankedMemRef {
            elem: i1,
            memory_space,
        },
        _ => return i1,
    };
    ctx.ty(kind)
}

/// Whether `t` equals `getI1SameShape(of)` (checked structurally: the verifier cannot intern types).
pub(crate) fn is_i1_same_shape(ctx: &Context, of: Type, t: Type) -> bool {
    let i1 = |e: Type| {
        matches!(
            ctx.kind(e),
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    };
    match (ctx.kind(of), ctx.kind(t)) {
        (
            TypeKind::Vector {
                shape: s1,
                scalable: c1,
                ..
            },
            TypeKind::Vector {
                shape: s2,
                scalable: c2,
                elem,
            },
        ) => s1 == s2 && c1 == c2 && i1(*elem),
        (
            TypeKind::RankedTensor {
                shape: s1,
                encoding: e1,
                ..
            },
            TypeKind::RankedTensor {
                shape: s2,
                encoding: e2,
                elem,
            },
        ) => s1 == s2 && e1 == e2 && i1(*elem),
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { elem }) => i1(*elem),
        (
            TypeKind::MemRef {
                shape: s1,
                layout: l1,
                memory_space: m1,
                ..
            },
            TypeKind::MemRef {
                shape: s2,
                layout: l2,
                memory_space: m2,
                elem,
            },
        ) => s1 == s2 && l1 == l2 && m1 == m2 && i1(*elem),
        (
            TypeKind::UnrankedMemRef {
                memory_space: m1, ..
            },
            TypeKind::UnrankedMemRef {
                memory_space: m2,
                elem,
            },
        ) => m1 == m2 && i1(*elem),
        (k, _) if k.is_shaped() => false,
        _ => i1(t),
    }
}
