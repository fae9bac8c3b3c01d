//! The `complex` dialect (MLIR 19), one record per op in [`ops`]; `fastmath` is `arith`'s
//! `#arith.fastmath` enum. [`number_attr`] is the `#complex.number<...>` attribute.

pub mod fold;
pub mod number_attr;
pub mod ops;

pub use ops::*;

pub const ENUMS: &[super::enums::EnumDef] = &[];
