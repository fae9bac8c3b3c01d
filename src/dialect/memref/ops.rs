//! The ops of `memref` (MLIR 19's MemRefOps.td), one record each. Ops with an `assemblyFormat`
//! upstream use it verbatim; `alloca_scope`, `dma_start`, `generic_atomic_rmw`, `prefetch` and
//! `transpose` have C++ parsers upstream and keep custom hooks here.

use super::constraints::*;
use super::global::GLOBAL_TYPE_AND_INITIAL_VALUE;
use super::mixed_list::DYNAMIC_INDEX_LIST;
use crate::ods::OpConstraint;

const ALLOC_LIKE: &str =
    "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)";
const CAST_LIKE: &str = "$source attr-dict `:` type($source) `to` type($dest)";
const EXTRACT: &str = "$source `:` type($source) `->` type(results) attr-dict";

/// `getAsmResultNames` naming the single result `name`.
macro_rules! named {
    ($name:literal) => {
        Some(|_, _, names| names.push((0, $name.to_string())))
    };
}

crate::ops! {
    /// `memref.alloc(%d)[%s] : memref<4x?xf32, #map>`.
    pub struct AllocOp = "memref.alloc" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [
            dynamic_sizes "dynamicSizes": INDEX [variadic],
            symbol_operands "symbolOperands": INDEX [variadic],
        ],
        results: [memref: ANY_MEMREF],
        attrs: [alignment "alignment": ALIGNMENT [optional]],
        format: ALLOC_LIKE,
        def: {
            effects: Some(super::fold::alloc_effects), canonicalize: super::fold::ALLOC,
            verify: Some(super::alloc::verify_alloc), result_names: named!("alloc") },
    }

    /// `memref.alloca(%d) : memref<?xf32>`.
    pub struct AllocaOp = "memref.alloca" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [
            dynamic_sizes "dynamicSizes": INDEX [variadic],
            symbol_operands "symbolOperands": INDEX [variadic],
        ],
        results: [memref: ANY_MEMREF],
        attrs: [alignment "alignment": ALIGNMENT [optional]],
        format: ALLOC_LIKE,
        def: {
            effects: Some(super::fold::alloca_effects), canonicalize: super::fold::ALLOCA,
            verify: Some(super::alloc::verify_alloca), result_names: named!("alloca") },
    }

    /// `memref.realloc %m(%d) : memref<4xf32> to memref<?xf32>`.
    pub struct ReallocOp = "memref.realloc" {
        operands: [
            source: MEMREF_1D,
            dynamic_result_size "dynamicResultSize": INDEX [optional],
        ],
        results: [result: MEMREF_1D],
        attrs: [alignment "alignment": ALIGNMENT [optional]],
        format: "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
        def: {
            effects: Some(super::fold::realloc_effects), canonicalize: super::fold::REALLOC,
            verify: Some(super::alloc::verify_realloc) },
    }

    /// `memref.alloca_scope -> (T) { ... }`. `NoRegionArguments` comes after
    /// `SingleBlockImplicitTerminator` in upstream's list, so it is checked by the verify hook
    /// (after `SingleBlock`; the invariants between cannot fail when the region has one block).
    pub struct AllocaScopeOp = "memref.alloca_scope" {
        traits: [ALLOCA_SCOPE, IMPLICIT_TERMINATOR, SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
        results: [results: ANY_TYPE [variadic]],
        regions: [body_region "bodyRegion": sized(1)],
        custom: (super::alloc::parse_alloca_scope, super::alloc::print_alloca_scope),
        def: {
            implicit_terminator: Some(AllocaScopeReturnOp::def()),
            canonicalize: super::fold::ALLOCA_SCOPE,
            verify: Some(super::alloc::verify_alloca_scope),
            verify_regions: Some(super::alloc::verify_alloca_scope_regions),
        },
    }

    /// `memref.alloca_scope.return %v : T`.
    pub struct AllocaScopeReturnOp = "memref.alloca_scope.return" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        operands: [results: ANY_TYPE [variadic]],
        format: "attr-dict ($results^ `:` type($results))?",
        def: { parents: &["memref.alloca_scope"] },
    }

    /// `memref.assume_alignment %m, 16 : memref<4xf32>`.
    pub struct AssumeAlignmentOp = "memref.assume_alignment" {
        operands: [memref: ANY_MEMREF],
        attrs: [alignment "alignment": I32_POSITIVE],
        format: "$memref `,` $alignment attr-dict `:` type($memref)",
        def: { verify: Some(super::metadata::verify_assume_alignment) },
    }

    /// `memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`.
    pub struct AtomicRMWOp = "memref.atomic_rmw" {
        operands: [
            value: SIGNLESS_INT_OR_FLOAT,
            memref: MEMREF_OF_INT_OR_FLOAT,
            indices: INDEX [variadic],
        ],
        results: [result: SIGNLESS_INT_OR_FLOAT],
        attrs: [kind "kind": ATOMIC_RMW_KIND],
        format: "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
        def: {
            effects: Some(super::fold::read_write_effects), fold: Some(super::fold::atomic_rmw),
            constraints: &[
                OpConstraint::AllTypesMatch(&["value", "result"]),
                element_type_of_memref("value", "value type matches element type of memref"),
            ],
            verify: Some(super::access::verify_atomic_rmw),
        },
    }

    /// `memref.atomic_yield %v : f32`.
    pub struct AtomicYieldOp = "memref.atomic_yield" {
        traits: [PURE, TERMINATOR],
        operands: [result: ANY_TYPE],
        format: "$result attr-dict `:` type($result)",
        def: {
            parents: &["memref.generic_atomic_rmw"],
            verify: Some(super::access::verify_atomic_yield),
        },
    }

    /// `memref.cast %m : memref<4xf32> to memref<?xf32>`. `SameOperandsAndResultShape` is
    /// listed after `CastOpInterface` upstream and never fails where the cast is compatible.
    pub struct CastOp = "memref.cast" {
        traits: [PURE, CAST_INTERFACE],
        operands: [source: RANKED_OR_UNRANKED_MEMREF],
        results: [dest: RANKED_OR_UNRANKED_MEMREF],
        format: CAST_LIKE,
        def: {
            fold: Some(super::fold::cast),
            verify: Some(super::views::verify_cast), result_names: named!("cast") },
    }

    /// `memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<8xf32>`.
    pub struct CollapseShapeOp = "memref.collapse_shape" {
        traits: [PURE],
        operands: [src: STRIDED_MEMREF],
        results: [result: STRIDED_MEMREF],
        attrs: [reassociation "reassociation": INDEX_LIST_ARRAY],
        format: "$src $reassociation attr-dict `:` type($src) `into` type($result)",
        def: {
            fold: Some(super::fold::collapse_shape),
            canonicalize: super::canonicalize::COLLAPSE_SHAPE,
            verify: Some(super::reshape::verify_collapse_shape),
            result_names: named!("collapse_shape"),
        },
    }

    /// `memref.copy %a, %b : memref<4xf32> to memref<4xf32>`.
    pub struct CopyOp = "memref.copy" {
        traits: [SAME_OPERANDS_ELEMENT_TYPE, SAME_OPERANDS_SHAPE],
        operands: [source: RANKED_OR_UNRANKED_MEMREF, target: RANKED_OR_UNRANKED_MEMREF],
        format: "$source `,` $target attr-dict `:` type($source) `to` type($target)",
        def: { effects: Some(super::fold::copy_effects), fold: Some(super::fold::copy), canonicalize: super::fold::COPY },
    }

    /// `memref.dealloc %m : memref<4xf32>`.
    pub struct DeallocOp = "memref.dealloc" {
        operands: [memref: RANKED_OR_UNRANKED_MEMREF],
        format: "$memref attr-dict `:` type($memref)",
        def: { effects: Some(super::fold::dealloc_effects), fold: Some(super::fold::dealloc) },
    }

    /// `memref.dim %m, %i : memref<?xf32>` (`ConditionallySpeculatable`, `NoMemoryEffect`).
    pub struct DimOp = "memref.dim" {
        traits: [NO_MEMORY_EFFECT],
        operands: [source: NON0_RANKED_OR_UNRANKED_MEMREF, index: INDEX],
        results: [result: INDEX],
        format: "attr-dict $source `,` $index `:` type($source)",
        def: {
            fold: Some(super::fold::dim), canonicalize: super::fold::DIM,
            speculation: Some(super::fold::dim_speculation),
            result_names: named!("dim") },
    }

    /// `memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] : T1, T2, T3`.
    pub struct DmaStartOp = "memref.dma_start" {
        operands: [operands: ANY_TYPE [variadic]],
        custom: (super::access::parse_dma_start, super::access::print_dma_start),
        def: {
            verify: Some(super::access::verify_dma_start) },
    }

    /// `memref.dma_wait %tag[%i], %n : memref<1xi32>`.
    pub struct DmaWaitOp = "memref.dma_wait" {
        operands: [
            tag_mem_ref "tagMemRef": ANY_MEMREF,
            tag_indices "tagIndices": INDEX [variadic],
            num_elements "numElements": INDEX,
        ],
        format: "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
        def: {
            verify: Some(super::access::verify_dma_wait) },
    }

    /// `memref.expand_shape %m [[0, 1]] output_shape [2, %d] : memref<?xf32> into memref<2x?xf32>`.
    pub struct ExpandShapeOp = "memref.expand_shape" {
        traits: [PURE],
        operands: [src: STRIDED_MEMREF, output_shape: INDEX [variadic]],
        results: [result: STRIDED_MEMREF],
        attrs: [
            reassociation "reassociation": INDEX_LIST_ARRAY,
            static_output_shape "static_output_shape": DENSE_I64_ARRAY_ATTR,
        ],
        format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
        def: {
            fold: Some(super::fold::expand_shape),
            canonicalize: super::canonicalize::EXPAND_SHAPE,
            directives: &[DYNAMIC_INDEX_LIST],
            verify: Some(super::reshape::verify_expand_shape),
            result_names: named!("expand_shape"),
        },
    }

    /// `memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index`.
    pub struct ExtractAlignedPointerAsIndexOp = "memref.extract_aligned_pointer_as_index" {
        traits: [PURE],
        operands: [source: RANKED_OR_UNRANKED_MEMREF],
        results: [aligned_pointer: INDEX],
        format: EXTRACT,
        def: { result_names: named!("intptr") },
    }

    /// `memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index`.
    pub struct ExtractStridedMetadataOp = "memref.extract_strided_metadata" {
        traits: [PURE, INFER_TYPE],
        operands: [source: STRIDED_MEMREF],
        results: [
            base_buffer: STRIDED_MEMREF_RANK0,
            offset: INDEX,
            sizes: INDEX [variadic],
            strides: INDEX [variadic],
        ],
        format: EXTRACT,
        def: {
            fold: Some(super::fold::extract_strided_metadata),
            verify: Some(super::metadata::verify_extract_strided_metadata),
            result_names: Some(super::metadata::names_extract_strided_metadata),
        },
    }

    /// `memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ^bb0(%v: f32): ... }`.
    pub struct GenericAtomicRMWOp = "memref.generic_atomic_rmw" {
        traits: [IMPLICIT_TERMINATOR, SINGLE_BLOCK],
        operands: [memref: MEMREF_OF_INT_OR_FLOAT, indices: INDEX [variadic]],
        results: [result: SIGNLESS_INT_OR_FLOAT],
        regions: [atomic_body: region],
        custom: (super::access::parse_generic_atomic_rmw, super::access::print_generic_atomic_rmw),
        def: {
            implicit_terminator: Some(AtomicYieldOp::def()),
            constraints: &[element_type_of_memref("result", "result type matches element type of memref")],
            verify: Some(super::access::verify_generic_atomic_rmw),
        },
    }

    /// `memref.get_global @g : memref<4xf32>`.
    pub struct GetGlobalOp = "memref.get_global" {
        traits: [PURE],
        results: [result: STATIC_SHAPE_MEMREF],
        attrs: [name "name": FLAT_SYMBOL_REF_ATTR],
        format: "$name `:` type($result) attr-dict",
        def: { verify: Some(super::global::verify_get_global) },
    }

    /// `memref.global "private" constant @g : memref<4xf32> = dense<0.0>`.
    pub struct GlobalOp = "memref.global" {
        traits: [SYMBOL],
        attrs: [
            sym_name "sym_name": SYMBOL_NAME_ATTR,
            sym_visibility "sym_visibility": STRING_ATTR [optional],
            type_ "type": MEMREF_TYPE_ATTR,
            initial_value "initial_value": ANY_ATTR [optional],
            constant "constant": UNIT_ATTR [optional],
            alignment "alignment": I64_ATTR [optional],
        ],
        format: "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
        def: {
            directives: &[GLOBAL_TYPE_AND_INITIAL_VALUE],
            verify: Some(super::global::verify_global),
        },
    }

    /// `memref.load %m[%i] : memref<4xf32>`.
    pub struct LoadOp = "memref.load" {
        operands: [memref: ANY_MEMREF, indices: INDEX [variadic]],
        results: [result: ANY_TYPE],
        attrs: [nontemporal "nontemporal": BOOL_ATTR = FALSE [optional]],
        format: "$memref `[` $indices `]` attr-dict `:` type($memref)",
        def: {
            effects: Some(super::fold::read_effects), fold: Some(super::fold::load),
            constraints: &[element_type_of_memref("result", "result type matches element type of 'memref'")],
            verify: Some(super::access::verify_load),
        },
    }

    /// `memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>`. The shape and
    /// element-type traits follow `CastOpInterface` upstream and never fail where the cast is
    /// compatible.
    pub struct MemorySpaceCastOp = "memref.memory_space_cast" {
        traits: [PURE, CAST_INTERFACE],
        operands: [source: RANKED_OR_UNRANKED_MEMREF],
        results: [dest: RANKED_OR_UNRANKED_MEMREF],
        format: CAST_LIKE,
        def: {
            fold: Some(super::fold::memory_space_cast),
            verify: Some(super::views::verify_memory_space_cast),
            result_names: named!("memspacecast"),
        },
    }

    /// `memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>`.
    pub struct PrefetchOp = "memref.prefetch" {
        operands: [memref: ANY_MEMREF, indices: INDEX [variadic]],
        attrs: [
            is_write "isWrite": BOOL_ATTR,
            locality_hint "localityHint": LOCALITY_HINT,
            is_data_cache "isDataCache": BOOL_ATTR,
        ],
        custom: (super::access::parse_prefetch, super::access::print_prefetch),
        def: {
            fold: Some(super::fold::prefetch),
            verify: Some(super::access::verify_prefetch) },
    }

    /// `memref.rank %m : memref<*xf32>`.
    pub struct RankOp = "memref.rank" {
        traits: [PURE],
        operands: [memref: RANKED_OR_UNRANKED_MEMREF],
        results: [result: INDEX],
        format: "$memref attr-dict `:` type($memref)",
        def: { fold: Some(super::fold::rank) },
    }

    /// `memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : T to U`.
    pub struct ReinterpretCastOp = "memref.reinterpret_cast" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE],
        operands: [
            source: RANKED_OR_UNRANKED_MEMREF,
            offsets: INDEX [variadic],
            sizes: INDEX [variadic],
            strides: INDEX [variadic],
        ],
        results: [result: ANY_MEMREF],
        attrs: [
            static_offsets "static_offsets": DENSE_I64_ARRAY_ATTR,
            static_sizes "static_sizes": DENSE_I64_ARRAY_ATTR,
            static_strides "static_strides": DENSE_I64_ARRAY_ATTR,
        ],
        format: "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        def: {
            fold: Some(super::fold::reinterpret_cast),
            canonicalize: super::canonicalize::REINTERPRET_CAST,
            directives: &[DYNAMIC_INDEX_LIST],
            verify: Some(super::views::verify_reinterpret_cast),
            result_names: named!("reinterpret_cast"),
        },
    }

    /// `memref.reshape %m(%shape) : (memref<4xf32>, memref<1xindex>) -> memref<4xf32>`.
    pub struct ReshapeOp = "memref.reshape" {
        traits: [PURE],
        operands: [source: RANKED_OR_UNRANKED_MEMREF, shape: MEMREF_1D_OF_INT_OR_INDEX],
        results: [result: RANKED_OR_UNRANKED_MEMREF],
        format: "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
        def: { verify: Some(super::views::verify_reshape), result_names: named!("reshape") },
    }

    /// `memref.store %v, %m[%i] : memref<4xf32>`.
    pub struct StoreOp = "memref.store" {
        operands: [value: ANY_TYPE, memref: ANY_MEMREF, indices: INDEX [variadic]],
        attrs: [nontemporal "nontemporal": BOOL_ATTR = FALSE [optional]],
        format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
        def: {
            effects: Some(super::fold::write_second_effects), fold: Some(super::fold::store),
            constraints: &[element_type_of_memref("value", "type of 'value' matches element type of 'memref'")],
            verify: Some(super::access::verify_store),
        },
    }

    /// `memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>`.
    pub struct SubViewOp = "memref.subview" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE],
        operands: [
            source: ANY_MEMREF,
            offsets: INDEX [variadic],
            sizes: INDEX [variadic],
            strides: INDEX [variadic],
        ],
        results: [result: ANY_MEMREF],
        attrs: [
            static_offsets "static_offsets": DENSE_I64_ARRAY_ATTR,
            static_sizes "static_sizes": DENSE_I64_ARRAY_ATTR,
            static_strides "static_strides": DENSE_I64_ARRAY_ATTR,
        ],
        format: "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        def: {
            fold: Some(super::fold::subview),
            canonicalize: super::canonicalize::SUBVIEW,
            directives: &[DYNAMIC_INDEX_LIST],
            verify: Some(super::views::verify_subview),
            result_names: named!("subview"),
        },
    }

    /// `memref.transpose %m (d0, d1) -> (d1, d0) : T to U`.
    pub struct TransposeOp = "memref.transpose" {
        traits: [PURE],
        operands: [input "in": STRIDED_MEMREF],
        results: [result: STRIDED_MEMREF],
        attrs: [permutation "permutation": AFFINE_MAP_ATTR],
        custom: (super::views::parse_transpose, super::views::print_transpose),
        def: {
            fold: Some(super::fold::transpose),
            verify: Some(super::views::verify_transpose), result_names: named!("transpose") },
    }

    /// `memref.view %buf[%shift][%d] : memref<64xi8> to memref<?xf32>`.
    pub struct ViewOp = "memref.view" {
        traits: [PURE],
        operands: [source: MEMREF_1D_OF_I8, byte_shift: INDEX, sizes: INDEX [variadic]],
        results: [result: ANY_MEMREF],
        format: "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
        def: {
            verify: Some(super::views::verify_view),
            canonicalize: super::canonicalize::VIEW,
            result_names: named!("view"),
        },
    }
}

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    AllocOp::def(),
    AllocaOp::def(),
    AllocaScopeOp::def(),
    AllocaScopeReturnOp::def(),
    AssumeAlignmentOp::def(),
    AtomicRMWOp::def(),
    AtomicYieldOp::def(),
    CastOp::def(),
    CollapseShapeOp::def(),
    CopyOp::def(),
    DeallocOp::def(),
    DimOp::def(),
    DmaStartOp::def(),
    DmaWaitOp::def(),
    ExpandShapeOp::def(),
    ExtractAlignedPointerAsIndexOp::def(),
    ExtractStridedMetadataOp::def(),
    GenericAtomicRMWOp::def(),
    GetGlobalOp::def(),
    GlobalOp::def(),
    LoadOp::def(),
    MemorySpaceCastOp::def(),
    PrefetchOp::def(),
    RankOp::def(),
    ReallocOp::def(),
    ReinterpretCastOp::def(),
    ReshapeOp::def(),
    StoreOp::def(),
    SubViewOp::def(),
    TransposeOp::def(),
    ViewOp::def(),
];
