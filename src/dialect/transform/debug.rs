//! The debug extension of the transform dialect (MLIR 19's DebugExtensionOps.td):
//! `transform.debug.emit_remark_at`.

use super::types::ANY_HANDLE;
use crate::ods::constraint::STRING_ATTR;

crate::ops! {
    /// `transform.debug.emit_remark_at %h, "message" : !transform.any_op`: a remark at each payload op.
    pub struct EmitRemarkAtOp = "transform.debug.emit_remark_at" {
        operands: [at: ANY_HANDLE],
        attrs: [message "message": STRING_ATTR],
        format: "$at `,` $message attr-dict `:` type($at)",
    }
}
