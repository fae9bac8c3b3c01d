//! Folders of the affine ops (stub).

use crate::ir::{Attribute, Context, OpId};
use crate::ods::FoldResult;

pub fn fold_apply(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_min(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_max(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_for(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_if(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_parallel(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_load(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_store(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_prefetch(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
pub fn fold_dma(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> FoldResult {
    FoldResult::None
}
