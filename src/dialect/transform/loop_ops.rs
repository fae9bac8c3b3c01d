//! The loop transform ops of the scf extension (MLIR 19's SCFTransformOps.td) that irbridge's
//! interpreter runs: `transform.loop.forall_to_for` and `transform.loop.forall_to_parallel`.

use super::types::HANDLE;

crate::ops! {
    /// `%l:2 = transform.loop.forall_to_for %h : (!transform.any_op) -> (!transform.any_op, !transform.any_op)`.
    pub struct ForallToForOp = "transform.loop.forall_to_for" {
        operands: [target: HANDLE],
        results: [transformed: HANDLE [variadic]],
        format: "$target attr-dict `:` functional-type(operands, results)",
    }

    /// `%p = transform.loop.forall_to_parallel %h : (!transform.any_op) -> !transform.any_op`.
    pub struct ForallToParallelOp = "transform.loop.forall_to_parallel" {
        operands: [target: HANDLE],
        results: [transformed: HANDLE [variadic]],
        format: "$target attr-dict `:` functional-type(operands, results)",
    }
}
