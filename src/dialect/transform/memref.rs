//! The pattern descriptors of the memref extension (MLIR 19's MemRefTransformOps.td) that
//! irbridge's interpreter applies.

use crate::ods::constraint::I64_ATTR;

crate::ops! {
    /// `transform.apply_patterns.memref.alloc_to_alloca size_limit(32)`.
    pub struct AllocToAllocaOp = "transform.apply_patterns.memref.alloc_to_alloca" {
        attrs: [size_limit "size_limit": I64_ATTR [optional]],
        format: "(`size_limit` `(` $size_limit^ `)`)? attr-dict",
    }
}
