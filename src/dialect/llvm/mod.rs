//! MLIR 19's `llvm` dialect.
//!
//! * [`types`]: `!llvm.ptr`, `!llvm.struct<...>`, ... — constructors, accessors, `is_compatible_type`,
//!   syntax hooks.
//! * [`attrs`]: enum attributes (`#llvm.linkage<...>`, `#llvm.fastmath<...>`, ...) and structured ones
//!   (TBAA, alias scopes, loop annotations, debug info, memory effects, ...) — builders, readers, syntax
//!   hooks.
//!
//! * [`ops`]: every op as a record (`ops!`), the 179 intrinsics generated from one table.

pub mod attrs;
pub mod inline;
pub mod memory_slot;
pub mod ops;
pub use ops::intr;
pub mod types;

use super::enums::EnumDef;

/// The enum attributes of the dialect.
pub const ENUMS: &[EnumDef] = attrs::enums::ENUM_ATTRS;
