//! Printing operations, regions, blocks; SSA and block naming.

#[derive(Default)]
pub struct NameState {}
