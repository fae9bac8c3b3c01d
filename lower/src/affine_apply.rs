//! Index arithmetic as upstream's `affine::makeComposedFoldedAffineApply` builds it: the core's
//! (`irbridge::dialect::affine::folded_apply`), which the dialects' runtime checks share.

pub use irbridge::dialect::affine::folded_apply::{
    composed_folded_apply, composed_folded_min, constant_value, Ofr,
};
