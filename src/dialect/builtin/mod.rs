//! The `builtin` dialect.

use super::OpDef;

pub const OPS: &[OpDef] = &[];
