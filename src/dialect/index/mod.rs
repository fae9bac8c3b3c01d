//! The `index` dialect.

use super::OpDef;

pub const OPS: &[OpDef] = &[];

pub const ENUMS: &[super::enums::EnumDef] = &[];
