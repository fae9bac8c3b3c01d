//! The ops of `vector` (MLIR 19's VectorOps.td), one record each, in the order upstream defines them.

use super::constraints::*;
use super::{effects, fold, region_ops, syntax, transfer, verify};
use crate::dialect::arith::constraints::{FASTMATH_FLAGS, FASTMATH_NONE};
use crate::ods::constraint::{
    ANY_TYPE, ARRAY_ATTR, BOOL_ATTR, DENSE_I64_ARRAY_ATTR, I32_ATTR, I64_ATTR, INDEX, STRING_ATTR,
};
use crate::ods::{OpConstraint, TypeTransform};

/// `PredOpTrait<"...", TCresVTEtIsSameAsOpBase<0, j>>`.
macro_rules! same_elem {
    ($j:literal, $summary:literal) => {
        OpConstraint::Pred {
            check: |c, op| result_elem_is_operand_elem(c, op, $j),
            summary: $summary,
        }
    };
}

/// `$_self`'s element type (`::llvm::cast<VectorType>($_self).getElementType()`).
const ELEMENT_TYPE: TypeTransform = TypeTransform {
    apply: |c, t| super::element_type_or_self(c, t),
    matches: |c, l, r| super::element_type_or_self(c, l) == r,
};

/// `$_self` itself.
const SAME_TYPE: TypeTransform = TypeTransform {
    apply: |_, t| t,
    matches: |_, l, r| l == r,
};

/// `ResultIsDoubleSourceVectorType`.
const DOUBLE_WIDTH: TypeTransform = TypeTransform {
    apply: verify::double_trailing_dim,
    matches: verify::is_double_trailing_dim,
};

/// `ResultIsHalfSourceVectorType`.
const HALF_WIDTH: TypeTransform = TypeTransform {
    apply: verify::half_trailing_dim,
    matches: verify::is_half_trailing_dim,
};

crate::ops! {
    /// `vector.contract {indexing_maps = [...], iterator_types = [...]} %lhs, %rhs, %acc : L, R into T`.
    pub struct ContractionOp = "vector.contract" {
        traits: [PURE],
        operands: [lhs: ANY_VECTOR, rhs: ANY_VECTOR, acc: ANY_TYPE],
        results: [result: ANY_TYPE],
        attrs: [
            indexing_maps "indexing_maps": ARRAY_ATTR,
            iterator_types "iterator_types": ITERATOR_TYPE_ARRAY_ATTR,
            kind "kind": KIND_ATTR = KIND_ADD,
        ],
        custom: (super::contract::parse, super::contract::print),
        def: { canonicalize: super::canonicalize::CONTRACTION,
            constraints: &[
                OpConstraint::Pred {
                    check: |c, op| operand_elems_match(c, op, 0, 1),
                    summary: "lhs and rhs have same element type",
                },
                same_elem!(2, "third operand acc and result have same element type"),
            ],
            verify: Some(super::contract::verify),
        },
    }

    /// `vector.reduction <kind>, %v (, %acc)? : V into T`.
    pub struct ReductionOp = "vector.reduction" {
        traits: [PURE],
        operands: [vector: ANY_VECTOR_OF_ANY_RANK, acc: ANY_TYPE [optional]],
        results: [dest: ANY_TYPE],
        attrs: [
            kind "kind": KIND_ATTR,
            fastmath "fastmath": FASTMATH_FLAGS = FASTMATH_NONE,
        ],
        format: "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)",
        def: { canonicalize: super::canonicalize::REDUCTION,
            constraints: &[
                same_elem!(0, "source operand and result have same element type"),
                OpConstraint::TypesMatchWith {
                    lhs: "dest",
                    rhs: "acc",
                    transform: SAME_TYPE,
                    summary: "dest and acc have the same type",
                },
            ],
            verify: Some(verify::reduction),
        },
    }

    /// `vector.multi_reduction <kind>, %src, %acc [dims] : V to T`.
    pub struct MultiDimReductionOp = "vector.multi_reduction" {
        traits: [PURE],
        operands: [source: ANY_VECTOR, acc: ANY_TYPE],
        results: [dest: ANY_TYPE],
        attrs: [
            kind "kind": KIND_ATTR,
            reduction_dims "reduction_dims": I64_ARRAY_ATTR,
        ],
        format: "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)",
        def: { fold: Some(fold::multi_reduction), canonicalize: super::canonicalize::MULTI_REDUCTION,
            constraints: &[
                OpConstraint::AllTypesMatch(&["dest", "acc"]),
                same_elem!(0, "source operand and result have same element type"),
            ],
            verify: Some(verify::multi_reduction),
        },
    }

    /// `vector.broadcast %x : T to V`.
    pub struct BroadcastOp = "vector.broadcast" {
        traits: [PURE],
        operands: [source: ANY_TYPE],
        results: [vector: ANY_VECTOR_OF_ANY_RANK],
        format: "$source attr-dict `:` type($source) `to` type($vector)",
        def: { canonicalize: super::canonicalize::BROADCAST,
            fold: Some(fold::broadcast),
            constraints: &[same_elem!(0, "source operand and result have same element type")],
            verify: Some(verify::broadcast),
        },
    }

    /// `vector.shuffle %a, %b [mask] : V1, V2`.
    pub struct ShuffleOp = "vector.shuffle" {
        traits: [PURE, INFER_TYPE],
        operands: [v1: ANY_FIXED_VECTOR, v2: ANY_FIXED_VECTOR],
        results: [vector: ANY_VECTOR],
        attrs: [mask "mask": I64_ARRAY_ATTR],
        format: "operands $mask attr-dict `:` type(operands)",
        def: { canonicalize: super::canonicalize::SHUFFLE,
            constraints: &[
                same_elem!(0, "first operand v1 and result have same element type"),
                same_elem!(1, "second operand v2 and result have same element type"),
            ],
            infer_types: Some(verify::infer_shuffle),
            verify: Some(verify::shuffle),
            fold: Some(fold::shuffle),
            verify_regions: Some(verify::shuffle_inferred),
        },
    }

    /// `vector.interleave %a, %b : V -> W`.
    pub struct InterleaveOp = "vector.interleave" {
        traits: [PURE],
        operands: [lhs: ANY_VECTOR_OF_ANY_RANK, rhs: ANY_VECTOR_OF_ANY_RANK],
        results: [result: ANY_VECTOR],
        format: "$lhs `,` $rhs  attr-dict `:` type($lhs) `->` type($result)",
        def: {
            constraints: &[
                OpConstraint::AllTypesMatch(&["lhs", "rhs"]),
                OpConstraint::TypesMatchWith {
                    lhs: "lhs",
                    rhs: "result",
                    transform: DOUBLE_WIDTH,
                    summary: "type of 'result' is double the width of the inputs",
                },
            ],
        },
    }

    /// `vector.deinterleave %v : V -> W`.
    pub struct DeinterleaveOp = "vector.deinterleave" {
        traits: [PURE],
        operands: [source: ANY_VECTOR],
        results: [res1: ANY_VECTOR, res2: ANY_VECTOR],
        format: "$source attr-dict `:` type($source) `->` type($res1)",
        def: {
            constraints: &[
                OpConstraint::Pred {
                    check: verify::even_trailing_dim,
                    summary: "the trailing dimension of the source vector has an even number of elements",
                },
                OpConstraint::TypesMatchWith {
                    lhs: "source",
                    rhs: "res1",
                    transform: HALF_WIDTH,
                    summary: "the trailing dimension of the results is half the width of source trailing dimension",
                },
                OpConstraint::AllTypesMatch(&["res1", "res2"]),
            ],
            result_names: Some(|_, _, n| {
                n.push((0, "res1".into()));
                n.push((1, "res2".into()));
            }),
        },
    }

    /// `vector.extractelement %v[%i : i32] : V`.
    pub struct ExtractElementOp = "vector.extractelement" {
        traits: [PURE],
        operands: [vector: ANY_VECTOR_OF_ANY_RANK, position: SIGNLESS_INT_OR_INDEX [optional]],
        results: [result: ANY_TYPE],
        format: "$vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)",
        def: { fold: Some(fold::extract_element),
            constraints: &[OpConstraint::TypesMatchWith {
                lhs: "vector",
                rhs: "result",
                transform: ELEMENT_TYPE,
                summary: "result type matches element type of vector operand",
            }],
            verify: Some(verify::extract_element),
        },
    }

    /// `vector.extract %v[0, %i] : T from V`.
    pub struct ExtractOp = "vector.extract" {
        traits: [PURE, INFER_TYPE],
        operands: [vector: ANY_VECTOR_OF_ANY_RANK, dynamic_position: INDEX [variadic]],
        results: [result: ANY_TYPE],
        attrs: [static_position "static_position": DENSE_I64_ARRAY_ATTR],
        format: "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($vector)",
        def: { canonicalize: super::canonicalize::EXTRACT,
            constraints: &[same_elem!(0, "operand and result have same element type")],
            directives: &[syntax::DYNAMIC_INDEX_LIST],
            verify: Some(verify::extract),
            verify_regions: Some(verify::extract_inferred),
            fold: Some(fold::extract),
        },
    }

    /// `vector.fma %a, %b, %c : V`.
    pub struct FMAOp = "vector.fma" {
        traits: [PURE, ELEMENTWISE],
        operands: [
            lhs: ANY_RANK_VECTOR_OF_FLOAT,
            rhs: ANY_RANK_VECTOR_OF_FLOAT,
            acc: ANY_RANK_VECTOR_OF_FLOAT,
        ],
        results: [result: ANY_RANK_VECTOR_OF_FLOAT],
        format: "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
        def: {
            constraints: &[OpConstraint::AllTypesMatch(&["lhs", "rhs", "acc", "result"])],
        },
    }

    /// `vector.from_elements %a, %b : V`.
    pub struct FromElementsOp = "vector.from_elements" {
        traits: [PURE],
        operands: [elements: ANY_TYPE [variadic]],
        results: [result: ANY_VECTOR_OF_ANY_RANK],
        custom: (syntax::parse_from_elements, syntax::print_from_elements),
        def: {
            canonicalize: super::canonicalize::FROM_ELEMENTS,
            constraints: &[OpConstraint::Pred {
                check: verify::elements_match_result,
                summary: "operand types match result element type",
            }],
        },
    }

    /// `vector.insertelement %x, %v[%i : i32] : V`.
    pub struct InsertElementOp = "vector.insertelement" {
        traits: [PURE],
        operands: [
            source: ANY_TYPE,
            dest: ANY_VECTOR_OF_ANY_RANK,
            position: SIGNLESS_INT_OR_INDEX [optional],
        ],
        results: [result: ANY_VECTOR_OF_ANY_RANK],
        format: "$source `,` $dest `[` ($position^ `:` type($position))? `]`  attr-dict `:` type($result)",
        def: { fold: Some(fold::insert_element),
            constraints: &[
                OpConstraint::TypesMatchWith {
                    lhs: "result",
                    rhs: "source",
                    transform: ELEMENT_TYPE,
                    summary: "source operand type matches element type of result",
                },
                OpConstraint::AllTypesMatch(&["dest", "result"]),
            ],
            verify: Some(verify::insert_element),
        },
    }

    /// `vector.insert %x, %v[0, %i] : T into V`.
    pub struct InsertOp = "vector.insert" {
        traits: [PURE],
        operands: [
            source: ANY_TYPE,
            dest: ANY_VECTOR_OF_ANY_RANK,
            dynamic_position: INDEX [variadic],
        ],
        results: [result: ANY_VECTOR_OF_ANY_RANK],
        attrs: [static_position "static_position": DENSE_I64_ARRAY_ATTR],
        format: "$source `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($source) `into` type($dest)",
        def: { fold: Some(fold::insert), canonicalize: super::canonicalize::INSERT,
            constraints: &[
                same_elem!(0, "source operand and result have same element type"),
                OpConstraint::AllTypesMatch(&["dest", "result"]),
            ],
            directives: &[syntax::DYNAMIC_INDEX_LIST],
            verify: Some(verify::insert),
        },
    }

    /// `vector.scalable.insert %v, %w[8] : vector<4xf32> into vector<[8]xf32>`.
    pub struct ScalableInsertOp = "vector.scalable.insert" {
        traits: [PURE],
        operands: [source: VECTOR_OF_RANK_1, dest: SCALABLE_VECTOR_OF_RANK_1],
        results: [res: SCALABLE_VECTOR_OF_RANK_1],
        attrs: [pos "pos": I64_ATTR],
        format: "$source `,` $dest `[` $pos `]` attr-dict `:` type($source) `into` type($dest)",
        def: {
            constraints: &[
                OpConstraint::Pred {
                    check: |c, op| verify::elems_match(c, op, &[0], &[]),
                    summary: "all of {source, dest} have same element type",
                },
                OpConstraint::AllTypesMatch(&["dest", "res"]),
                OpConstraint::Pred {
                    check: |c, op| verify::pos_multiple_of(c, op, c.operand(op, 0)),
                    summary: "position is a multiple of the source length.",
                },
            ],
        },
    }

    /// `vector.scalable.extract %v[8] : vector<4xf32> from vector<[8]xf32>`.
    pub struct ScalableExtractOp = "vector.scalable.extract" {
        traits: [PURE],
        operands: [source: SCALABLE_VECTOR_OF_RANK_1],
        results: [res: VECTOR_OF_RANK_1],
        attrs: [pos "pos": I64_ATTR],
        format: "$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)",
        def: {
            constraints: &[
                OpConstraint::Pred {
                    check: |c, op| verify::elems_match(c, op, &[], &[0]),
                    summary: "all of {source, res} have same element type",
                },
                OpConstraint::Pred {
                    check: |c, op| verify::pos_multiple_of(c, op, c.result(op, 0)),
                    summary: "position is a multiple of the result length.",
                },
            ],
        },
    }

    /// `vector.insert_strided_slice %a, %b {offsets = [...], strides = [...]} : A into B`.
    pub struct InsertStridedSliceOp = "vector.insert_strided_slice" {
        traits: [PURE],
        operands: [source: ANY_VECTOR, dest: ANY_VECTOR],
        results: [res: ANY_VECTOR],
        attrs: [
            offsets "offsets": I64_ARRAY_ATTR,
            strides "strides": I64_ARRAY_ATTR,
        ],
        format: "$source `,` $dest attr-dict `:` type($source) `into` type($dest)",
        def: { canonicalize: super::canonicalize::INSERT_STRIDED_SLICE,
            constraints: &[
                same_elem!(0, "operand #0 and result have same element type"),
                OpConstraint::AllTypesMatch(&["dest", "res"]),
            ],
            verify: Some(verify::insert_strided_slice),
            fold: Some(fold::strided_slice),
        },
    }

    /// `vector.outerproduct %a, %b (, %acc)? : A, B`.
    pub struct OuterProductOp = "vector.outerproduct" {
        traits: [PURE],
        operands: [lhs: ANY_VECTOR, rhs: ANY_TYPE, acc: ANY_VECTOR [optional]],
        results: [result: ANY_VECTOR],
        attrs: [kind "kind": KIND_ATTR = KIND_ADD],
        custom: (syntax::parse_outerproduct, syntax::print_outerproduct),
        def: {
            constraints: &[
                same_elem!(0, "lhs operand and result have same element type"),
                same_elem!(1, "rhs operand and result have same element type"),
            ],
            verify: Some(verify::outerproduct),
        },
    }

    /// `vector.reshape %v, [%a], [%b], [4] : A to B`.
    pub struct ReshapeOp = "vector.reshape" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE],
        operands: [
            vector: ANY_VECTOR,
            input_shape: INDEX [variadic],
            output_shape: INDEX [variadic],
        ],
        results: [result: ANY_VECTOR],
        attrs: [fixed_vector_sizes "fixed_vector_sizes": I64_ARRAY_ATTR],
        format: "$vector `,` `[` $input_shape `]` `,` `[` $output_shape `]` `,` $fixed_vector_sizes attr-dict `:` type($vector) `to` type($result)",
        def: { verify: Some(verify::reshape) },
    }

    /// `vector.extract_strided_slice %v {offsets, sizes, strides} : A to B`.
    pub struct ExtractStridedSliceOp = "vector.extract_strided_slice" {
        traits: [PURE],
        operands: [vector: ANY_VECTOR],
        results: [result: ANY_VECTOR],
        attrs: [
            offsets "offsets": I64_ARRAY_ATTR,
            sizes "sizes": I64_ARRAY_ATTR,
            strides "strides": I64_ARRAY_ATTR,
        ],
        format: "$vector attr-dict `:` type($vector) `to` type(results)",
        def: { canonicalize: super::canonicalize::EXTRACT_STRIDED_SLICE,
            constraints: &[same_elem!(0, "operand and result have same element type")],
            verify: Some(verify::extract_strided_slice),
            fold: Some(fold::strided_slice),
        },
    }

    /// `vector.transfer_read %m[%i, %j], %pad (, %mask)? {...} : M, V`.
    pub struct TransferReadOp = "vector.transfer_read" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [
            source: ANY_SHAPED,
            indices: INDEX [variadic],
            padding: ANY_TYPE,
            mask: VECTOR_OF_I1 [optional],
        ],
        results: [vector: ANY_VECTOR_OF_ANY_RANK],
        attrs: [
            permutation_map "permutation_map": AFFINE_MAP_ATTR,
            in_bounds "in_bounds": BOOL_ARRAY_ATTR,
        ],
        custom: (transfer::parse_read, transfer::print_read),
        def: {
            verify: Some(transfer::verify_read),
            fold: Some(fold::transfer),
            canonicalize: super::forwarding::TRANSFER_READ,
            effects: Some(effects::transfer_read),
        },
    }

    /// `vector.transfer_write %v, %m[%i, %j] (, %mask)? {...} : V, M`.
    pub struct TransferWriteOp = "vector.transfer_write" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [
            vector: ANY_VECTOR_OF_ANY_RANK,
            source: ANY_SHAPED,
            indices: INDEX [variadic],
            mask: VECTOR_OF_I1 [optional],
        ],
        results: [result: ANY_RANKED_TENSOR [optional]],
        attrs: [
            permutation_map "permutation_map": AFFINE_MAP_ATTR,
            in_bounds "in_bounds": BOOL_ARRAY_ATTR,
        ],
        custom: (transfer::parse_write, transfer::print_write),
        def: {
            verify: Some(transfer::verify_write),
            fold: Some(fold::transfer),
            canonicalize: super::forwarding::TRANSFER_WRITE,
            effects: Some(effects::transfer_write),
        },
    }

    /// `vector.load %m[%i] : M, V`.
    pub struct LoadOp = "vector.load" {
        operands: [base: ANY_MEMREF, indices: INDEX [variadic]],
        results: [result: ANY_VECTOR_OF_ANY_RANK],
        attrs: [nontemporal "nontemporal": BOOL_ATTR = BOOL_FALSE [optional]],
        format: "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
        def: { effects: Some(effects::read_base), verify: Some(verify::load) },
    }

    /// `vector.store %v, %m[%i] : M, V`.
    pub struct StoreOp = "vector.store" {
        operands: [
            value_to_store "valueToStore": ANY_VECTOR_OF_ANY_RANK,
            base: ANY_MEMREF,
            indices: INDEX [variadic],
        ],
        attrs: [nontemporal "nontemporal": BOOL_ATTR = BOOL_FALSE [optional]],
        format: "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
        def: { effects: Some(effects::write_second), verify: Some(verify::store) },
    }

    /// `vector.maskedload %m[%i], %mask, %pass : M, vector<Nxi1>, V into V`.
    pub struct MaskedLoadOp = "vector.maskedload" {
        operands: [
            base: ANY_MEMREF,
            indices: INDEX [variadic],
            mask: VECTOR_OF_RANK_1_I1,
            pass_thru: VECTOR_OF_RANK_1,
        ],
        results: [result: VECTOR_OF_RANK_1],
        format: "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        def: { canonicalize: super::canonicalize::MASKED_LOAD, effects: Some(effects::read_base), verify: Some(verify::masked_load) },
    }

    /// `vector.maskedstore %m[%i], %mask, %v : M, vector<Nxi1>, V`.
    pub struct MaskedStoreOp = "vector.maskedstore" {
        operands: [
            base: ANY_MEMREF,
            indices: INDEX [variadic],
            mask: VECTOR_OF_RANK_1_I1,
            value_to_store "valueToStore": VECTOR_OF_RANK_1,
        ],
        format: "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
        def: { canonicalize: super::canonicalize::MASKED_STORE, effects: Some(effects::write_base), verify: Some(verify::masked_store) },
    }

    /// `vector.gather %m[%i][%idx], %mask, %pass : M, I, K, V into V`.
    pub struct GatherOp = "vector.gather" {
        operands: [
            base: ANY_SHAPED,
            indices: INDEX [variadic],
            index_vec: VECTOR_OF_INT_OR_INDEX,
            mask: VECTOR_OF_I1,
            pass_thru: ANY_VECTOR,
        ],
        results: [result: ANY_VECTOR],
        format: "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($index_vec)  `,` type($mask) `,` type($pass_thru) `into` type($result)",
        def: { canonicalize: super::canonicalize::GATHER, effects: Some(effects::read_base), verify: Some(verify::gather) },
    }

    /// `vector.scatter %m[%i][%idx], %mask, %v : M, I, K, V`.
    pub struct ScatterOp = "vector.scatter" {
        operands: [
            base: ANY_MEMREF,
            indices: INDEX [variadic],
            index_vec: VECTOR_OF_RANK_1_INT_OR_INDEX,
            mask: VECTOR_OF_RANK_1_I1,
            value_to_store "valueToStore": VECTOR_OF_RANK_1,
        ],
        format: "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($index_vec)  `,` type($mask) `,` type($valueToStore)",
        def: { canonicalize: super::canonicalize::SCATTER, effects: Some(effects::write_base), verify: Some(verify::scatter) },
    }

    /// `vector.expandload %m[%i], %mask, %pass : M, K, V into V`.
    pub struct ExpandLoadOp = "vector.expandload" {
        operands: [
            base: ANY_MEMREF,
            indices: INDEX [variadic],
            mask: VECTOR_OF_RANK_1_I1,
            pass_thru: VECTOR_OF_RANK_1,
        ],
        results: [result: VECTOR_OF_RANK_1],
        format: "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
        def: { canonicalize: super::canonicalize::EXPAND_LOAD, effects: Some(effects::read_base), verify: Some(verify::masked_load) },
    }

    /// `vector.compressstore %m[%i], %mask, %v : M, K, V`.
    pub struct CompressStoreOp = "vector.compressstore" {
        operands: [
            base: ANY_MEMREF,
            indices: INDEX [variadic],
            mask: VECTOR_OF_RANK_1_I1,
            value_to_store "valueToStore": VECTOR_OF_RANK_1,
        ],
        format: "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
        def: { canonicalize: super::canonicalize::COMPRESS_STORE, effects: Some(effects::write_base), verify: Some(verify::masked_store) },
    }

    /// `vector.shape_cast %v : A to B`.
    pub struct ShapeCastOp = "vector.shape_cast" {
        traits: [PURE],
        operands: [source: ANY_VECTOR_OF_ANY_RANK],
        results: [result: ANY_VECTOR_OF_ANY_RANK],
        format: "$source attr-dict `:` type($source) `to` type($result)",
        def: { canonicalize: super::canonicalize::SHAPE_CAST, verify: Some(verify::shape_cast), fold: Some(fold::shape_cast) },
    }

    /// `vector.bitcast %v : A to B`.
    pub struct BitCastOp = "vector.bitcast" {
        traits: [PURE],
        operands: [source: ANY_VECTOR_OF_ANY_RANK],
        results: [result: ANY_VECTOR_OF_ANY_RANK],
        format: "$source attr-dict `:` type($source) `to` type($result)",
        def: {
            constraints: &[OpConstraint::Pred {
                check: verify::ranks_match,
                summary: "all of {source, result} have same rank",
            }],
            verify: Some(verify::bitcast),
            fold: Some(fold::bitcast),
        },
    }

    /// `vector.type_cast %m : memref<...> to memref<vector<...>>`.
    pub struct TypeCastOp = "vector.type_cast" {
        traits: [PURE],
        operands: [memref: STATIC_SHAPE_MEMREF],
        results: [result: ANY_MEMREF],
        format: "$memref attr-dict `:` type($memref) `to` type($result)",
        def: { verify: Some(verify::type_cast) },
    }

    /// `vector.constant_mask [2, 3] : vector<4x5xi1>`.
    pub struct ConstantMaskOp = "vector.constant_mask" {
        traits: [PURE],
        results: [result: ANY_RANK_VECTOR_OF_I1],
        attrs: [mask_dim_sizes "mask_dim_sizes": I64_ARRAY_ATTR],
        format: "$mask_dim_sizes attr-dict `:` type(results)",
        def: { verify: Some(verify::constant_mask) },
    }

    /// `vector.create_mask %a, %b : vector<4x5xi1>`.
    pub struct CreateMaskOp = "vector.create_mask" {
        traits: [PURE],
        operands: [operands: INDEX [variadic]],
        results: [result: ANY_RANK_VECTOR_OF_I1],
        format: "$operands attr-dict `:` type(results)",
        def: { canonicalize: super::canonicalize::CREATE_MASK, verify: Some(verify::create_mask) },
    }

    /// `vector.mask %m (, %pass)? { op } : M (-> T)?`.
    pub struct MaskOp = "vector.mask" {
        traits: [IMPLICIT_TERMINATOR, SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS, NO_REGION_ARGUMENTS],
        operands: [mask: VECTOR_OF_I1, passthru: ANY_TYPE [optional]],
        results: [results: ANY_TYPE [variadic]],
        regions: [mask_region "maskRegion": sized(1)],
        custom: (region_ops::parse_mask, region_ops::print_mask),
        def: { fold: Some(fold::mask), canonicalize: super::canonicalize::MASK,
            implicit_terminator: Some(YieldOp::def()),
            verify: Some(region_ops::verify_mask),
            verify_regions: Some(region_ops::verify_implicit_terminator),
        },
    }

    /// `vector.transpose %v, [1, 0] : A to B`.
    pub struct TransposeOp = "vector.transpose" {
        traits: [PURE],
        operands: [vector: ANY_VECTOR_OF_ANY_RANK],
        results: [result: ANY_VECTOR_OF_ANY_RANK],
        attrs: [permutation "permutation": DENSE_I64_ARRAY_ATTR],
        format: "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)",
        def: { canonicalize: super::canonicalize::TRANSPOSE,
            constraints: &[same_elem!(0, "operand and result have same element type")],
            verify: Some(verify::transpose),
            fold: Some(fold::transpose),
        },
    }

    /// `vector.print %v : T`, `vector.print str "..."`, `vector.print punctuation <comma>`.
    pub struct PrintOp = "vector.print" {
        operands: [source: PRINT_SOURCE [optional]],
        attrs: [
            punctuation "punctuation": PUNCTUATION_ATTR = PUNCTUATION_NEWLINE,
            string_literal "stringLiteral": STRING_ATTR [optional],
        ],
        custom: (syntax::parse_print, syntax::print_print),
        def: {
            constraints: &[OpConstraint::Pred {
                check: verify::print_string_alone,
                summary: "`source` or `punctuation` are not set when printing strings",
            }],
        },
    }

    /// `vector.matrix_multiply %a, %b {lhs_rows, lhs_columns, rhs_columns} : (A, B) -> C`.
    pub struct MatmulOp = "vector.matrix_multiply" {
        traits: [PURE],
        operands: [lhs: MATRIX_VECTOR, rhs: MATRIX_VECTOR],
        results: [res: MATRIX_VECTOR],
        attrs: [
            lhs_rows "lhs_rows": I32_ATTR,
            lhs_columns "lhs_columns": I32_ATTR,
            rhs_columns "rhs_columns": I32_ATTR,
        ],
        format: "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)",
        def: {
            constraints: &[
                same_elem!(0, "lhs operand and result have same element type"),
                same_elem!(1, "rhs operand and result have same element type"),
            ],
        },
    }

    /// `vector.flat_transpose %m {rows, columns} : A -> B`.
    pub struct FlatTransposeOp = "vector.flat_transpose" {
        traits: [PURE],
        operands: [matrix: MATRIX_VECTOR],
        results: [res: MATRIX_VECTOR],
        attrs: [rows "rows": I32_ATTR, columns "columns": I32_ATTR],
        format: "$matrix attr-dict `:` type($matrix) `->` type($res)",
        def: {
            constraints: &[same_elem!(0, "source operand and result have same element type")],
        },
    }

    /// `vector.splat %x : V`.
    pub struct SplatOp = "vector.splat" {
        traits: [PURE],
        operands: [input: SPLAT_INPUT],
        results: [aggregate: ANY_VECTOR_OF_ANY_RANK],
        format: "$input attr-dict `:` type($aggregate)",
        def: {
            fold: Some(fold::splat_op),
            constraints: &[OpConstraint::TypesMatchWith {
                lhs: "aggregate",
                rhs: "input",
                transform: ELEMENT_TYPE,
                summary: "operand type matches element type of result",
            }],
        },
    }

    /// `vector.vscale`.
    pub struct VectorScaleOp = "vector.vscale" {
        traits: [PURE],
        results: [res: INDEX],
        format: "attr-dict",
        def: { result_names: Some(|_, _, n| n.push((0, "vscale".into()))) },
    }

    /// `vector.scan <kind>, %src, %init {inclusive, reduction_dim} : V, W`.
    pub struct ScanOp = "vector.scan" {
        traits: [PURE],
        operands: [source: ANY_VECTOR, initial_value: ANY_VECTOR_OF_ANY_RANK],
        results: [dest: ANY_VECTOR, accumulated_value: ANY_VECTOR_OF_ANY_RANK],
        attrs: [
            kind "kind": KIND_ATTR,
            reduction_dim "reduction_dim": I64_ATTR,
            inclusive "inclusive": BOOL_ATTR,
        ],
        format: "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value) ",
        def: {
            constraints: &[
                OpConstraint::AllTypesMatch(&["source", "dest"]),
                OpConstraint::AllTypesMatch(&["initial_value", "accumulated_value"]),
            ],
            verify: Some(verify::scan),
            result_names: Some(|_, _, n| {
                n.push((0, "dest".into()));
                n.push((1, "accumulated_value".into()));
            }),
        },
    }

    /// `vector.step : vector<4xindex>`.
    pub struct StepOp = "vector.step" {
        traits: [PURE],
        results: [result: VECTOR_OF_RANK_1_INDEX],
        format: "attr-dict `:` type($result)",
        def: { fold: Some(fold::step) },
    }

    /// `vector.yield %v : T`.
    pub struct YieldOp = "vector.yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        operands: [operands: ANY_TYPE [variadic]],
        format: "attr-dict ($operands^ `:` type($operands))?",
    }

    /// `vector.warp_execute_on_lane_0(%lane)[32] args(...) -> (...) { ... }`.
    pub struct WarpExecuteOnLane0Op = "vector.warp_execute_on_lane_0" {
        traits: [IMPLICIT_TERMINATOR, SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
        operands: [laneid: INDEX, args: ANY_TYPE [variadic]],
        results: [results: ANY_TYPE [variadic]],
        regions: [warp_region "warpRegion": sized(1)],
        attrs: [warp_size "warp_size": I64_ATTR],
        custom: (region_ops::parse_warp, region_ops::print_warp),
        def: {
            implicit_terminator: Some(YieldOp::def()),
            verify: Some(region_ops::verify_warp),
            verify_regions: Some(region_ops::verify_implicit_terminator),
        },
    }
}

/// Every op of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    ContractionOp::def(),
    ReductionOp::def(),
    MultiDimReductionOp::def(),
    BroadcastOp::def(),
    ShuffleOp::def(),
    InterleaveOp::def(),
    DeinterleaveOp::def(),
    ExtractElementOp::def(),
    ExtractOp::def(),
    FMAOp::def(),
    FromElementsOp::def(),
    InsertElementOp::def(),
    InsertOp::def(),
    ScalableInsertOp::def(),
    ScalableExtractOp::def(),
    InsertStridedSliceOp::def(),
    OuterProductOp::def(),
    ReshapeOp::def(),
    ExtractStridedSliceOp::def(),
    TransferReadOp::def(),
    TransferWriteOp::def(),
    LoadOp::def(),
    StoreOp::def(),
    MaskedLoadOp::def(),
    MaskedStoreOp::def(),
    GatherOp::def(),
    ScatterOp::def(),
    ExpandLoadOp::def(),
    CompressStoreOp::def(),
    ShapeCastOp::def(),
    BitCastOp::def(),
    TypeCastOp::def(),
    ConstantMaskOp::def(),
    CreateMaskOp::def(),
    MaskOp::def(),
    TransposeOp::def(),
    PrintOp::def(),
    MatmulOp::def(),
    FlatTransposeOp::def(),
    SplatOp::def(),
    VectorScaleOp::def(),
    ScanOp::def(),
    StepOp::def(),
    YieldOp::def(),
    WarpExecuteOnLane0Op::def(),
];
