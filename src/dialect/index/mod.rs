//! The `index` dialect.

use super::OpDef;

pub const OPS: &[OpDef] = &[];
