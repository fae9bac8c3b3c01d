//! Operations, regions, blocks and SSA values.

#[derive(Default)]
pub struct SsaState {}
