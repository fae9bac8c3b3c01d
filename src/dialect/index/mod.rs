//! The `index` dialect (MLIR 19): arithmetic on `index` values (`index.add %a, %b`), `index.cmp slt(%a, %b)`,
//! constants (`%idx42`, `%true`), `index.sizeof` and the casts to and from integers, one record each
//! in [`ops`].

pub mod fold;
pub mod ops;

pub use ops::*;

use super::enums::{self, EnumDef};

/// `#index<cmp_predicate slt>` (defined once, in `dialect::enums`), spelled `index.cmp slt(%a, %b)` in the
/// op's syntax.
pub const ENUMS: &[EnumDef] = &[enums::INDEX_CMP_PREDICATE];
