//! The `complex` dialect.

use super::OpDef;

pub const OPS: &[OpDef] = &[];
