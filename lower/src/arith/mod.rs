//! `convert-arith-to-llvm` (upstream `ArithToLLVM`): every arith op that has an LLVM counterpart.
//!
//! Most ops map one-to-one onto an `llvm` op or intrinsic ([`ONE_TO_ONE`]); their flags are
//! converted (`fastmath` → `fastmathFlags`, `overflowFlags` → llvm's) and n-D vector operands are
//! unrolled over their 1-D pieces (`nd_vector.rs`). Comparisons map predicates through a table
//! (`cmp.rs`), index casts extend or truncate to the index width (`casts.rs`), constants keep their
//! value attribute (`constant.rs`), and the extended ops widen or use `uadd.with.overflow`
//! (`extended.rs`). Ops upstream leaves alone (`ceildivsi`, `ceildivui`, `floordivsi`, ops on
//! tensors, extended ops on n-D vectors) have no pattern here and stay.

mod casts;
mod cmp;
mod constant;
pub mod emulate_floats;
pub mod emulate_wide_int;
pub mod expand;
mod extended;
mod flags;
pub mod int_narrowing;
pub mod int_range;
pub(crate) mod nd_vector;
pub(crate) mod one_to_one;

use super::conversion::PatternSet;

pub use casts::IndexCast;
pub use cmp::CMPI_PREDICATES;
pub use flags::{converted_attrs, llvm_fastmath, llvm_overflow, FlagConversion};
pub use one_to_one::{OneToOne, ONE_TO_ONE};

/// Adds the arith lowering patterns to `patterns`.
pub fn populate_arith_to_llvm_patterns(patterns: &mut PatternSet) {
    for row in ONE_TO_ONE {
        patterns.add(one_to_one::OneToOnePattern(row));
    }
    patterns.add(casts::IdentityBitcast);
    patterns.add(casts::ConstrainedTruncF);
    patterns.add(casts::IndexCast::SIGNED);
    patterns.add(casts::IndexCast::UNSIGNED);
    patterns.add(cmp::CmpPattern::INT);
    patterns.add(cmp::CmpPattern::FLOAT);
    patterns.add(constant::ConstantPattern);
    patterns.add(extended::AddUiExtended);
    patterns.add(extended::MulExtended::SIGNED);
    patterns.add(extended::MulExtended::UNSIGNED);
}
