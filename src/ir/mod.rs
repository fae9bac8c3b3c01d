//! The IR: arenas of ops, blocks, regions and values keyed by typed ids, and uniqued types and attributes.

pub mod affine_simplify;
pub mod apint;
pub mod attrs;
pub mod build;
pub mod context;
pub mod dense;
pub mod entity;
pub mod enums;
pub mod float;
pub mod int_values;
pub mod resources;
pub mod types;

pub use attrs::{AttrKind, Attribute, Location, Sym};
pub use build::OpState;
pub use context::{BlockId, Context, OpId, RegionId, ValueDef, ValueId};
pub use types::{Type, TypeKind, DYNAMIC};
