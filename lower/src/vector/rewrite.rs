//! The rewriter the vector patterns are written against ([`VRewriter`]): creating ops (through the
//! typed builders, [`OpBuilder`]), replacing and erasing ops, moving the insertion point. The
//! dialect conversion's [`ConversionRewriter`] implements it (the rewrite patterns upstream adds to
//! `convert-vector-to-llvm`'s conversion run there), and so does the shared greedy driver's
//! rewriter (`irbridge::transforms::rewriter::Rewriter`), which runs the vector-to-vector
//! lowerings of the pass's first phase.

use crate::conversion::{ConversionRewriter, InsertPoint};
use irbridge::ir::{Context, OpId, OpState, ValueId};
use irbridge::ods::OpBuilder;

/// What vector patterns need from a rewriter.
pub trait VRewriter: OpBuilder {
    /// The context, read-only.
    fn c(&self) -> &Context;
    /// Replaces every result of `op` by the matching value and removes `op`.
    fn replace_op(&mut self, op: OpId, with: &[ValueId]);
    /// Removes `op` (its results must be unused).
    fn erase_op(&mut self, op: OpId);
    /// New ops go right before `op`.
    fn set_insertion_point_before(&mut self, op: OpId);
    /// The latest replacement of `v` (a conversion's value mapping; `v` itself elsewhere).
    fn lookup(&self, v: ValueId) -> ValueId {
        v
    }
}

impl OpBuilder for ConversionRewriter<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, st: OpState) -> OpId {
        self.create(st)
    }
}

impl VRewriter for ConversionRewriter<'_> {
    fn c(&self) -> &Context {
        self.ctx
    }
    fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        ConversionRewriter::replace_op(self, op, with)
    }
    fn erase_op(&mut self, op: OpId) {
        ConversionRewriter::erase_op(self, op)
    }
    fn set_insertion_point_before(&mut self, op: OpId) {
        self.set_insertion_point(InsertPoint::Before(op));
    }
    fn lookup(&self, v: ValueId) -> ValueId {
        ConversionRewriter::lookup(self, v)
    }
}

impl VRewriter for irbridge::transforms::rewriter::Rewriter<'_> {
    fn c(&self) -> &Context {
        self.ctx
    }
    fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        irbridge::transforms::rewriter::Rewriter::replace_op(self, op, with)
    }
    fn erase_op(&mut self, op: OpId) {
        irbridge::transforms::rewriter::Rewriter::erase_op(self, op)
    }
    fn set_insertion_point_before(&mut self, op: OpId) {
        irbridge::transforms::rewriter::Rewriter::set_insertion_point_before(self, op)
    }
}
