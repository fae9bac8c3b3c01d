//! The `memref` dialect of MLIR 19: buffers, their views and element accesses.
//!
//! One file per concern: allocation ([`alloc`]), element access and atomics ([`access`]), views and casts
//! ([`views`]), reassociative reshapes ([`reshape`]), globals ([`global`]), descriptor queries
//! ([`metadata`]). Shared pieces the LLVM lowering reuses: strided layouts ([`layout`]) and mixed
//! static/dynamic index lists ([`mixed_list`]). `ods.rs` holds the generic ODS checks every op runs first.

pub mod access;
pub mod alloc;
pub mod atomic_kind;
pub mod common;
pub mod global;
pub mod layout;
pub mod metadata;
pub mod mixed_list;
pub(crate) mod ods;
pub mod reshape;
pub mod views;

use super::traits::*;
use super::OpDef;

const SEGMENTS_AND_LISTS: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

/// `operandSegmentSizes` is a property upstream always has: absent in generic input, it is all zeros.
fn two_zero_segments(ctx: &mut crate::ir::Context) -> crate::ir::Attribute {
    mixed_list::dense_i32_array(ctx, &[0, 0])
}

fn four_zero_segments(ctx: &mut crate::ir::Context) -> crate::ir::Attribute {
    mixed_list::dense_i32_array(ctx, &[0, 0, 0, 0])
}

const ALLOC_DEFAULTS: &[(&str, super::DefaultFn)] = &[("operandSegmentSizes", two_zero_segments)];
const VIEW_DEFAULTS: &[(&str, super::DefaultFn)] = &[("operandSegmentSizes", four_zero_segments)];

pub static OPS: &[OpDef] = &[
    OpDef {
        inherent: &["alignment", "operandSegmentSizes"],
        parse: Some(alloc::parse_alloc_like),
        print: Some(alloc::print_alloc_like),
        verify: Some(alloc::verify_alloc),
        default_props: ALLOC_DEFAULTS,
        result_names: Some(alloc::names_alloc),
        ..OpDef::new("memref.alloc", 0)
    },
    OpDef {
        inherent: &["alignment", "operandSegmentSizes"],
        parse: Some(alloc::parse_alloc_like),
        print: Some(alloc::print_alloc_like),
        verify: Some(alloc::verify_alloca),
        default_props: ALLOC_DEFAULTS,
        result_names: Some(alloc::names_alloca),
        ..OpDef::new("memref.alloca", 0)
    },
    OpDef {
        parse: Some(alloc::parse_alloca_scope),
        print: Some(alloc::print_alloca_scope),
        verify: Some(alloc::verify_alloca_scope),
        verify_regions: Some(alloc::verify_alloca_scope_regions),
        ..OpDef::new("memref.alloca_scope", ALLOCA_SCOPE | SINGLE_BLOCK)
    },
    OpDef {
        parse: Some(alloc::parse_scope_return),
        print: Some(alloc::print_attrs_then_operands),
        verify: Some(alloc::verify_scope_return),
        ..OpDef::new(
            "memref.alloca_scope.return",
            TERMINATOR | RETURN_LIKE | PURE,
        )
    },
    OpDef {
        inherent: &["alignment"],
        parse: Some(metadata::parse_assume_alignment),
        print: Some(metadata::print_assume_alignment),
        verify: Some(metadata::verify_assume_alignment),
        ..OpDef::new("memref.assume_alignment", 0)
    },
    OpDef {
        inherent: &["kind"],
        parse: Some(access::parse_atomic_rmw),
        print: Some(access::print_atomic_rmw),
        verify: Some(access::verify_atomic_rmw),
        ..OpDef::new("memref.atomic_rmw", 0)
    },
    OpDef {
        parse: Some(access::parse_operand_colon_any_type),
        print: Some(alloc::print_operand_colon_type),
        verify: Some(access::verify_atomic_yield),
        ..OpDef::new("memref.atomic_yield", TERMINATOR | PURE)
    },
    OpDef {
        parse: Some(views::parse_cast_like),
        print: Some(views::print_cast_like),
        verify: Some(views::verify_cast),
        result_names: Some(views::names_cast),
        ..OpDef::new("memref.cast", PURE)
    },
    OpDef {
        inherent: &["reassociation"],
        parse: Some(reshape::parse_collapse_shape),
        print: Some(reshape::print_collapse_shape),
        verify: Some(reshape::verify_collapse_shape),
        result_names: Some(reshape::names_collapse_shape),
        ..OpDef::new("memref.collapse_shape", PURE)
    },
    OpDef {
        parse: Some(access::parse_copy),
        print: Some(access::print_copy),
        verify: Some(access::verify_copy),
        ..OpDef::new("memref.copy", 0)
    },
    OpDef {
        parse: Some(alloc::parse_dealloc),
        print: Some(alloc::print_operand_colon_type),
        verify: Some(alloc::verify_dealloc),
        ..OpDef::new("memref.dealloc", 0)
    },
    OpDef {
        parse: Some(metadata::parse_dim),
        print: Some(metadata::print_dim),
        verify: Some(metadata::verify_dim),
        result_names: Some(metadata::names_dim),
        ..OpDef::new("memref.dim", PURE)
    },
    OpDef {
        parse: Some(access::parse_dma_start),
        print: Some(access::print_dma_start),
        verify: Some(access::verify_dma_start),
        ..OpDef::new("memref.dma_start", 0)
    },
    OpDef {
        parse: Some(access::parse_dma_wait),
        print: Some(access::print_dma_wait),
        verify: Some(access::verify_dma_wait),
        ..OpDef::new("memref.dma_wait", 0)
    },
    OpDef {
        inherent: &["reassociation", "static_output_shape"],
        parse: Some(reshape::parse_expand_shape),
        print: Some(reshape::print_expand_shape),
        verify: Some(reshape::verify_expand_shape),
        result_names: Some(reshape::names_expand_shape),
        ..OpDef::new("memref.expand_shape", PURE)
    },
    OpDef {
        parse: Some(metadata::parse_extract_aligned_pointer),
        print: Some(metadata::print_source_arrow_results),
        verify: Some(metadata::verify_extract_aligned_pointer),
        result_names: Some(metadata::names_extract_aligned_pointer),
        ..OpDef::new("memref.extract_aligned_pointer_as_index", PURE)
    },
    OpDef {
        parse: Some(metadata::parse_extract_strided_metadata),
        print: Some(metadata::print_source_arrow_results),
        verify: Some(metadata::verify_extract_strided_metadata),
        result_names: Some(metadata::names_extract_strided_metadata),
        ..OpDef::new("memref.extract_strided_metadata", PURE)
    },
    OpDef {
        parse: Some(access::parse_generic_atomic_rmw),
        print: Some(access::print_generic_atomic_rmw),
        verify: Some(access::verify_generic_atomic_rmw),
        verify_regions: Some(access::verify_generic_atomic_rmw_regions),
        ..OpDef::new("memref.generic_atomic_rmw", SINGLE_BLOCK)
    },
    OpDef {
        inherent: &["name"],
        parse: Some(global::parse_get_global),
        print: Some(global::print_get_global),
        verify: Some(global::verify_get_global),
        ..OpDef::new("memref.get_global", PURE)
    },
    OpDef {
        inherent: &[
            "alignment",
            "constant",
            "initial_value",
            "sym_name",
            "sym_visibility",
            "type",
        ],
        parse: Some(global::parse_global),
        print: Some(global::print_global),
        verify: Some(global::verify_global),
        ..OpDef::new("memref.global", SYMBOL)
    },
    OpDef {
        inherent: &["nontemporal"],
        parse: Some(access::parse_load),
        print: Some(access::print_load),
        verify: Some(access::verify_load),
        ..OpDef::new("memref.load", 0)
    },
    OpDef {
        parse: Some(views::parse_cast_like),
        print: Some(views::print_cast_like),
        verify: Some(views::verify_memory_space_cast),
        result_names: Some(views::names_memory_space_cast),
        ..OpDef::new("memref.memory_space_cast", PURE)
    },
    OpDef {
        inherent: &["isDataCache", "isWrite", "localityHint"],
        parse: Some(access::parse_prefetch),
        print: Some(access::print_prefetch),
        verify: Some(access::verify_prefetch),
        ..OpDef::new("memref.prefetch", 0)
    },
    OpDef {
        parse: Some(metadata::parse_rank),
        print: Some(alloc::print_operand_colon_type),
        verify: Some(metadata::verify_rank),
        ..OpDef::new("memref.rank", PURE)
    },
    OpDef {
        inherent: &["alignment"],
        parse: Some(alloc::parse_realloc),
        print: Some(alloc::print_realloc),
        verify: Some(alloc::verify_realloc),
        ..OpDef::new("memref.realloc", 0)
    },
    OpDef {
        inherent: SEGMENTS_AND_LISTS,
        parse: Some(views::parse_reinterpret_cast),
        print: Some(views::print_reinterpret_cast),
        verify: Some(views::verify_reinterpret_cast),
        default_props: VIEW_DEFAULTS,
        result_names: Some(views::names_reinterpret_cast),
        ..OpDef::new("memref.reinterpret_cast", PURE)
    },
    OpDef {
        parse: Some(views::parse_reshape),
        print: Some(views::print_reshape),
        verify: Some(views::verify_reshape),
        result_names: Some(views::names_reshape),
        ..OpDef::new("memref.reshape", PURE)
    },
    OpDef {
        inherent: &["nontemporal"],
        parse: Some(access::parse_store),
        print: Some(access::print_store),
        verify: Some(access::verify_store),
        ..OpDef::new("memref.store", 0)
    },
    OpDef {
        inherent: SEGMENTS_AND_LISTS,
        parse: Some(views::parse_subview),
        print: Some(views::print_subview),
        verify: Some(views::verify_subview),
        default_props: VIEW_DEFAULTS,
        result_names: Some(views::names_subview),
        ..OpDef::new("memref.subview", PURE)
    },
    OpDef {
        inherent: &["permutation"],
        parse: Some(views::parse_transpose),
        print: Some(views::print_transpose),
        verify: Some(views::verify_transpose),
        result_names: Some(views::names_transpose),
        ..OpDef::new("memref.transpose", PURE)
    },
    OpDef {
        parse: Some(views::parse_view),
        print: Some(views::print_view),
        verify: Some(views::verify_view),
        result_names: Some(views::names_view),
        ..OpDef::new("memref.view", PURE)
    },
];

/// The ODS description of a memref op, by name.
pub(crate) fn ods_of(name: &str) -> Option<&'static ods::Ods> {
    Some(match name {
        "memref.alloc" | "memref.alloca" => &alloc::ALLOC_ODS,
        "memref.realloc" => &alloc::REALLOC_ODS,
        "memref.dealloc" => &alloc::DEALLOC_ODS,
        "memref.alloca_scope" => &alloc::ALLOCA_SCOPE_ODS,
        "memref.alloca_scope.return" => &alloc::SCOPE_RETURN_ODS,
        "memref.load" => &access::LOAD_ODS,
        "memref.store" => &access::STORE_ODS,
        "memref.prefetch" => &access::PREFETCH_ODS,
        "memref.atomic_rmw" => &access::ATOMIC_RMW_ODS,
        "memref.generic_atomic_rmw" => &access::GENERIC_ATOMIC_RMW_ODS,
        "memref.atomic_yield" => &access::ATOMIC_YIELD_ODS,
        "memref.copy" => &access::COPY_ODS,
        "memref.dma_start" => &access::DMA_START_ODS,
        "memref.dma_wait" => &access::DMA_WAIT_ODS,
        "memref.cast" | "memref.memory_space_cast" => &views::CAST_ODS,
        "memref.reinterpret_cast" => &views::REINTERPRET_CAST_ODS,
        "memref.subview" => &views::SUBVIEW_ODS,
        "memref.reshape" => &views::RESHAPE_ODS,
        "memref.view" => &views::VIEW_ODS,
        "memref.transpose" => &views::TRANSPOSE_ODS,
        "memref.expand_shape" => &reshape::EXPAND_ODS,
        "memref.collapse_shape" => &reshape::COLLAPSE_ODS,
        "memref.global" => &global::GLOBAL_ODS,
        "memref.get_global" => &global::GET_GLOBAL_ODS,
        "memref.dim" => &metadata::DIM_ODS,
        "memref.rank" => &metadata::RANK_ODS,
        "memref.extract_aligned_pointer_as_index" => &metadata::EXTRACT_PTR_ODS,
        "memref.extract_strided_metadata" => &metadata::EXTRACT_METADATA_ODS,
        "memref.assume_alignment" => &metadata::ASSUME_ALIGNMENT_ODS,
        _ => return None,
    })
}

pub const ENUMS: &[super::enums::EnumDef] = &[];
