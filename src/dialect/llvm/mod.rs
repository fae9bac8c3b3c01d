//! MLIR 19's `llvm` dialect.
//!
//! * [`types`]: `!llvm.ptr`, `!llvm.struct<...>`, ... — constructors, accessors, `is_compatible_type`,
//!   syntax hooks.
//! * [`attrs`]: enum attributes (`#llvm.linkage<...>`, `#llvm.fastmath<...>`, ...) and structured ones
//!   (TBAA, alias scopes, loop annotations, debug info, memory effects, ...) — builders, readers, syntax
//!   hooks.
//!
//! The ops live in their own modules (added by the ops' authors).

pub mod attrs;
pub mod ops;
pub mod types;

use super::enums::EnumDef;
use super::OpDef;

/// The ops of the dialect (the op modules register their own tables in `dialect::OP_TABLES`).
pub static OPS: &[OpDef] = &[];

/// The enum attributes of the dialect.
pub const ENUMS: &[EnumDef] = attrs::enums::ENUM_ATTRS;
