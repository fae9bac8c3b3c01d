//! The `affine` dialect of MLIR 19 (AffineOps.td, and `dma_start`/`dma_wait` that upstream writes
//! in C++), one record per op: loops (`affine.for`, `affine.parallel`), conditionals (`affine.if`
//! on an integer set), memory accesses whose subscripts are affine expressions of SSA values
//! (`affine.load %A[%i + 1, symbol(%n)]`, `store`, `vector_load`, `vector_store`, `prefetch`,
//! `dma_start`, `dma_wait`), index arithmetic (`apply`, `min`, `max`, `delinearize_index`) and
//! `affine.yield`. MLIR 19 has no `affine.linearize_index`.
//!
//! - `syntax.rs`: the custom forms upstream parses and prints in C++ (AffineOps.cpp), on the
//!   `AsmParser`/`AsmPrinter` interface;
//! - `verify.rs`: the verifiers, and the rules for which values may be dimensions and symbols
//!   (`isValidDim`/`isValidSymbol`);
//! - `fold.rs`: the folders `lower-affine` runs (upstream's conversion folds an op before
//!   lowering it): constant maps, loop-bound canonicalization, `memref.cast` sources;
//! - `branch.rs`: the region-branch hooks of `affine.for` and `affine.if`.

pub mod branch;
pub mod canon;
pub mod canonicalize;
pub mod fold;
pub mod folded_apply;
pub mod inline;
pub mod syntax;
pub mod verify;

use crate::ir::attrs::AffineMap;
use crate::ir::{AttrKind, Context, OpId, TypeKind};
use crate::ods::constraint::{
    AttrConstraint, AttrStorage, TypeClass, TypeConstraint, ANY_TYPE, BOOL_ATTR, INDEX, INDEX_ATTR,
};

/// `AffineMapAttr`.
pub const AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    summary: "AffineMap attribute",
    check: is_affine_map,
    storage: AttrStorage::Builtin {
        is: is_affine_map,
        ty: None,
    },
};

fn is_affine_map(ctx: &Context, a: crate::ir::Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))
}

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>` (`affine.prefetch`'s locality hint).
pub const LOCALITY_HINT_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |c, a| {
        crate::ods::constraint::I32_ATTR.accepts(c, a)
            && c.as_i64(a).is_some_and(|v| (0..=3).contains(&v))
    },
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { .. }),
        ty: Some(|c| c.i32()),
    },
};

/// `TypedArrayAttrBase<AtomicRMWKindAttr, "Reduction ops">`: an array of `i64` integers.
pub const REDUCTIONS_ATTR: AttrConstraint = AttrConstraint {
    summary: "Reduction ops",
    check: |c, a| {
        c.as_array(a).is_some_and(|v| {
            v.iter().all(|e| {
                matches!(c.attr_kind(*e), AttrKind::Integer { ty, value }
                    if c.int_width(*ty) == Some(64) && c.is_signless_int(*ty)
                        && i64::try_from(value).is_ok_and(|v| verify::AtomicKind::from_value(v).is_some()))
            })
        })
    },
    storage: AttrStorage::Builtin {
        is: |c, a| c.as_array(a).is_some(),
        ty: Some(|c| c.none_type()),
    },
};

/// `I32ElementsAttr`.
pub const I32_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer elements attribute",
    check: |c, a| {
        matches!(c.attr_kind(a), AttrKind::DenseElements { ty, .. }
            if c.is_signless_int(c.element_type(*ty)) && c.int_width(c.element_type(*ty)) == Some(32))
    },
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::DenseElements { .. }),
        ty: None,
    },
};

/// `I64SmallVectorArrayAttr`.
pub const I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit integer array attribute",
    check: |c, a| {
        c.as_array(a).is_some_and(|v| {
            v.iter().all(|e| {
                matches!(c.attr_kind(*e), AttrKind::Integer { ty, .. }
                    if c.int_width(*ty) == Some(64) && c.is_signless_int(*ty))
            })
        })
    },
    storage: AttrStorage::Builtin {
        is: |c, a| c.as_array(a).is_some(),
        ty: Some(|c| c.none_type()),
    },
};

/// `AnyMemRef`.
pub const ANY_MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any type values",
    check: |c, t| matches!(c.kind(t), TypeKind::MemRef { .. }),
    class: TypeClass::Builtin(|c, t| matches!(c.kind(t), TypeKind::MemRef { .. })),
    builder: None,
};

/// `AnyVector`.
pub const ANY_VECTOR: TypeConstraint = TypeConstraint {
    summary: "vector of any type values",
    check: |c, t| matches!(c.kind(t), TypeKind::Vector { .. }),
    class: TypeClass::Builtin(|c, t| matches!(c.kind(t), TypeKind::Vector { .. })),
    builder: None,
};

crate::ops! {
    /// `%r = affine.apply #map(%d0)[%s0]`.
    pub struct ApplyOp = "affine.apply" {
        traits: [PURE],
        operands: [map_operands "mapOperands": INDEX [variadic]],
        results: [result: INDEX],
        attrs: [map "map": AFFINE_MAP_ATTR],
        custom: (syntax::parse_apply, syntax::print_map_op),
        def: {
            verify: Some(verify::verify_apply),
            fold: Some(fold::fold_apply),
            canonicalize: canonicalize::SIMPLIFY,
        },
    }

    /// `%r = affine.min #map(%d0)[%s0]`: the smallest result of the map.
    pub struct MinOp = "affine.min" {
        traits: [PURE],
        operands: [operands: INDEX [variadic]],
        results: [result: INDEX],
        attrs: [map "map": AFFINE_MAP_ATTR],
        custom: (syntax::parse_min_max, syntax::print_map_op),
        def: {
            verify: Some(verify::verify_min_max),
            fold: Some(fold::fold_min),
            canonicalize: canonicalize::MIN_MAX,
        },
    }

    /// `%r = affine.max #map(%d0)[%s0]`: the largest result of the map.
    pub struct MaxOp = "affine.max" {
        traits: [PURE],
        operands: [operands: INDEX [variadic]],
        results: [result: INDEX],
        attrs: [map "map": AFFINE_MAP_ATTR],
        custom: (syntax::parse_min_max, syntax::print_map_op),
        def: {
            verify: Some(verify::verify_min_max),
            fold: Some(fold::fold_max),
            canonicalize: canonicalize::MIN_MAX,
        },
    }

    /// `affine.for %i = max #lb(%a)[%n] to min #ub(%b) step 2 iter_args(%x = %init) -> (f32) {...}`.
    pub struct ForOp = "affine.for" {
        traits: [
            ATTR_SIZED_OPERAND_SEGMENTS, ALLOCA_SCOPE, SINGLE_BLOCK, IMPLICIT_TERMINATOR,
            RECURSIVE_MEMORY_EFFECTS,
        ],
        operands: [
            lower_bound_operands "lowerBoundOperands": INDEX [variadic],
            upper_bound_operands "upperBoundOperands": INDEX [variadic],
            inits: ANY_TYPE [variadic],
        ],
        results: [results: ANY_TYPE [variadic]],
        regions: [region: sized(1)],
        attrs: [
            lower_bound_map "lowerBoundMap": AFFINE_MAP_ATTR,
            upper_bound_map "upperBoundMap": AFFINE_MAP_ATTR,
            step "step": INDEX_ATTR,
        ],
        custom: (syntax::parse_for, syntax::print_for),
        def: {
            loop_regions: Some(crate::ods::every_region),
            speculation: Some(branch::for_speculation),
            implicit_terminator: Some(YieldOp::def()),
            verify_regions: Some(verify::verify_for_regions),
            region_branch: Some(&branch::FOR),
            fold: Some(fold::fold_for),
            canonicalize: canonicalize::FOR,
        },
    }

    /// `affine.if #set(%i)[%n] -> f32 { ... } else { ... }`; the set is the discardable
    /// attribute `condition`, as upstream has it.
    pub struct IfOp = "affine.if" {
        traits: [
            IMPLICIT_TERMINATOR, SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS, NO_REGION_ARGUMENTS,
            SPECULATABLE,
        ],
        operands: [operands: ANY_TYPE [variadic]],
        results: [results: ANY_TYPE [variadic]],
        regions: [then_region "thenRegion": sized(1), else_region "elseRegion": region],
        custom: (syntax::parse_if, syntax::print_if),
        def: {
            implicit_terminator: Some(YieldOp::def()),
            verify: Some(verify::verify_if),
            verify_regions: Some(verify::verify_if_regions),
            region_branch: Some(&branch::IF),
            fold: Some(fold::fold_if),
            canonicalize: canonicalize::IF,
        },
    }

    /// `%v = affine.load %A[%i + 1, symbol(%n)] : memref<...>`.
    pub struct LoadOp = "affine.load" {
        operands: [memref: ANY_MEMREF, indices: INDEX [variadic]],
        results: [result: ANY_TYPE],
        attrs: [map "map": AFFINE_MAP_ATTR],
        custom: (syntax::parse_load, syntax::print_load),
        def: {
            // `Arg<AnyMemRef, ..., [MemRead]>`-style operand effects, as `memref`'s accesses.
            effects: Some(crate::dialect::memref::fold::read_effects),
            verify: Some(verify::verify_load),
            fold: Some(fold::fold_load),
            canonicalize: canonicalize::SIMPLIFY,
        },
    }

    /// `affine.store %v, %A[%i, %j] : memref<...>`.
    pub struct StoreOp = "affine.store" {
        operands: [value: ANY_TYPE, memref: ANY_MEMREF, indices: INDEX [variadic]],
        attrs: [map "map": AFFINE_MAP_ATTR],
        custom: (syntax::parse_store, syntax::print_store),
        def: {
            // `Arg<AnyMemRef, ..., [MemRead]>`-style operand effects, as `memref`'s accesses.
            effects: Some(crate::dialect::memref::fold::write_second_effects),
            verify: Some(verify::verify_store),
            fold: Some(fold::fold_store),
            canonicalize: canonicalize::SIMPLIFY,
        },
    }

    /// `%v = affine.vector_load %A[%i] : memref<100xf32>, vector<8xf32>`.
    pub struct VectorLoadOp = "affine.vector_load" {
        operands: [memref: ANY_MEMREF, indices: INDEX [variadic]],
        results: [result: ANY_VECTOR],
        attrs: [map "map": AFFINE_MAP_ATTR],
        custom: (syntax::parse_vector_load, syntax::print_vector_load),
        def: {
            // `Arg<AnyMemRef, ..., [MemRead]>`-style operand effects, as `memref`'s accesses.
            effects: Some(crate::dialect::memref::fold::read_effects),
            verify: Some(verify::verify_vector_load),
            canonicalize: canonicalize::SIMPLIFY,
        },
    }

    /// `affine.vector_store %v, %A[%i] : memref<100xf32>, vector<8xf32>`.
    pub struct VectorStoreOp = "affine.vector_store" {
        operands: [value: ANY_VECTOR, memref: ANY_MEMREF, indices: INDEX [variadic]],
        attrs: [map "map": AFFINE_MAP_ATTR],
        custom: (syntax::parse_vector_store, syntax::print_vector_store),
        def: {
            // `Arg<AnyMemRef, ..., [MemRead]>`-style operand effects, as `memref`'s accesses.
            effects: Some(crate::dialect::memref::fold::write_second_effects),
            verify: Some(verify::verify_vector_store),
            canonicalize: canonicalize::SIMPLIFY,
        },
    }

    /// `affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<...>`.
    pub struct PrefetchOp = "affine.prefetch" {
        operands: [memref: ANY_MEMREF, indices: INDEX [variadic]],
        attrs: [
            is_write "isWrite": BOOL_ATTR,
            locality_hint "localityHint": LOCALITY_HINT_ATTR,
            is_data_cache "isDataCache": BOOL_ATTR,
            map "map": AFFINE_MAP_ATTR,
        ],
        custom: (syntax::parse_prefetch, syntax::print_prefetch),
        def: {
            verify: Some(verify::verify_prefetch),
            fold: Some(fold::fold_prefetch),
            canonicalize: canonicalize::SIMPLIFY,
        },
    }

    /// `affine.parallel (%i, %j) = (0, max(%a, %b)) to (%n, 100) step (2, 4)
    /// reduce ("addf") -> (f32) { ... }`.
    pub struct ParallelOp = "affine.parallel" {
        traits: [
            ALLOCA_SCOPE, SINGLE_BLOCK, IMPLICIT_TERMINATOR, RECURSIVE_MEMORY_EFFECTS, SPECULATABLE,
        ],
        operands: [map_operands "mapOperands": INDEX [variadic]],
        results: [results: ANY_TYPE [variadic]],
        regions: [region: sized(1)],
        attrs: [
            reductions "reductions": REDUCTIONS_ATTR,
            lower_bounds_map "lowerBoundsMap": AFFINE_MAP_ATTR,
            lower_bounds_groups "lowerBoundsGroups": I32_ELEMENTS_ATTR,
            upper_bounds_map "upperBoundsMap": AFFINE_MAP_ATTR,
            upper_bounds_groups "upperBoundsGroups": I32_ELEMENTS_ATTR,
            steps "steps": I64_ARRAY_ATTR,
        ],
        custom: (syntax::parse_parallel, syntax::print_parallel),
        def: {
            loop_regions: Some(crate::ods::every_region),
            implicit_terminator: Some(YieldOp::def()),
            verify: Some(verify::verify_parallel),
            verify_regions: Some(verify::verify_parallel_regions),
            fold: Some(fold::fold_parallel),
        },
    }

    /// `affine.yield %a : f32`: the terminator of `affine.for`, `affine.if` and `affine.parallel`.
    pub struct YieldOp = "affine.yield" {
        traits: [PURE, TERMINATOR, RETURN_LIKE],
        operands: [operands: ANY_TYPE [variadic]],
        format: "attr-dict ($operands^ `:` type($operands))?",
        def: { verify: Some(verify::verify_yield) },
    }

    /// `%r:3 = affine.delinearize_index %i into (%a, %b, %c) : index, index, index`.
    pub struct DelinearizeIndexOp = "affine.delinearize_index" {
        traits: [PURE],
        operands: [linear_index: INDEX, basis: INDEX [variadic]],
        results: [multi_index: INDEX [variadic]],
        format: "$linear_index `into` ` ` `(` $basis `)` attr-dict `:` type($multi_index)",
        def: { verify: Some(verify::verify_delinearize) },
    }

    /// `affine.dma_start %src[...], %dst[...], %tag[...], %n (, %stride, %per_stride)? : T, U, V`
    /// (upstream's C++ op: no ODS, only `ZeroResults` among the count traits, its maps are
    /// discardable attributes `src_map`, `dst_map`, `tag_map`, its verifier checks the rest).
    pub struct DmaStartOp = "affine.dma_start" {
        operands: [operands: ANY_TYPE [variadic]],
        regions: [regions: region [variadic]],
        successors: [successors: successor [variadic]],
        custom: (syntax::parse_dma_start, syntax::print_dma_start),
        def: {
            verify: Some(verify::verify_dma_start),
            fold: Some(fold::fold_dma),
        },
    }

    /// `affine.dma_wait %tag[%i], %n : memref<...>` (upstream's C++ op, like `dma_start`).
    pub struct DmaWaitOp = "affine.dma_wait" {
        operands: [operands: ANY_TYPE [variadic]],
        regions: [regions: region [variadic]],
        successors: [successors: successor [variadic]],
        custom: (syntax::parse_dma_wait, syntax::print_dma_wait),
        def: {
            verify: Some(verify::verify_dma_wait),
            fold: Some(fold::fold_dma),
        },
    }
}

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    ApplyOp::def(),
    DelinearizeIndexOp::def(),
    DmaStartOp::def(),
    DmaWaitOp::def(),
    ForOp::def(),
    IfOp::def(),
    LoadOp::def(),
    MaxOp::def(),
    MinOp::def(),
    ParallelOp::def(),
    PrefetchOp::def(),
    StoreOp::def(),
    VectorLoadOp::def(),
    VectorStoreOp::def(),
    YieldOp::def(),
];

/// The affine map attribute `name` of `op` (a property or, for the ops upstream writes in C++, a
/// discardable attribute).
pub fn map_named<'c>(ctx: &'c Context, op: OpId, name: &str) -> Option<&'c AffineMap> {
    match ctx.get_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => Some(m),
        _ => None,
    }
}

/// Where the map operands of an op with a `map` start: after the memref of a read or prefetch,
/// after the value and memref of a write, at 0 for `apply`/`min`/`max`.
pub fn map_operands_start(ctx: &Context, op: OpId) -> usize {
    if StoreOp::is(ctx, op) || VectorStoreOp::is(ctx, op) {
        2
    } else if LoadOp::is(ctx, op) || VectorLoadOp::is(ctx, op) || PrefetchOp::is(ctx, op) {
        1
    } else {
        0
    }
}

/// The `map` of `affine.apply`/`min`/`max`/`load`/`store`/... .
pub fn map_of(ctx: &Context, op: OpId) -> Option<&AffineMap> {
    map_named(ctx, op, "map")
}

/// The integer set of `affine.if`.
pub fn condition_of(ctx: &Context, op: OpId) -> Option<&crate::ir::attrs::IntegerSet> {
    match ctx.get_attr(op, "condition").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::IntegerSet(s)) => Some(s),
        _ => None,
    }
}
