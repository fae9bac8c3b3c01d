//! The `func` dialect.

use super::OpDef;

pub const OPS: &[OpDef] = &[];
