//! The `memref` dialect.

use super::OpDef;

pub const OPS: &[OpDef] = &[];
