//! The `cf` dialect.

use super::OpDef;

pub const OPS: &[OpDef] = &[];
