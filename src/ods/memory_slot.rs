//! The memory slot interfaces `mem2reg` and `sroa` drive (MLIR's MemorySlotInterfaces.td):
//! what an allocation offers, how a load, store or other user of a slot pointer gives up its use.
//! The dialects implement [`MemorySlotModel`] for their ops and the registry hands the model of
//! an op's dialect to the passes ([`crate::ods::registry::DialectRegistry::memory_slots`]), so the
//! generic algorithms never name a dialect.
//!
//! Every method has a default meaning "the op does not implement this interface", so a model
//! states only what its dialect's ops have.

use crate::ir::context::Use;
use crate::ir::{Attribute, Context, OpId, Type, ValueId};
use crate::rewrite::Rewriter;

/// A pointer value to memory holding one value of `elem_type` (`MemorySlot`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemorySlot {
    pub ptr: ValueId,
    pub elem_type: Type,
}

/// A slot whose content is made of sub-elements (`DestructurableMemorySlot`): the index of each
/// with its type, in the order the type lists them.
#[derive(Clone, Debug)]
pub struct DestructurableSlot {
    pub slot: MemorySlot,
    pub subelements: Vec<(Attribute, Type)>,
}

impl DestructurableSlot {
    /// The type of the sub-element at `index`, if it has one.
    pub fn subelement_type(&self, index: Attribute) -> Option<Type> {
        self.subelements
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, t)| *t)
    }
}

/// What an op asks of the caller once it has given up its blocking uses (`DeletionKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Deletion {
    Keep,
    Delete,
}

/// An ordered set of sub-element indices (`SmallPtrSet<Attribute>`: small sets iterate in
/// insertion order).
pub type UsedIndices = Vec<Attribute>;

/// The subslots an allocation was destructured into, by index.
pub type Subslots = Vec<(Attribute, MemorySlot)>;

/// The interfaces of a dialect's ops, answered for one op at a time. "Not implemented" answers
/// are `None` (or `false` for the `is_*` questions).
pub trait MemorySlotModel: Sync {
    // ---- PromotableAllocationOpInterface ---------------------------------------------------------

    /// `getPromotableSlots`; `None` if `op` is not a promotable allocation.
    fn promotable_slots(&self, _ctx: &Context, _op: OpId) -> Option<Vec<MemorySlot>> {
        None
    }
    /// `getDefaultValue`: the content of the slot before any store, built at the rewriter's
    /// insertion point.
    fn default_value(
        &self,
        _rw: &mut Rewriter,
        _alloc: OpId,
        _slot: &MemorySlot,
    ) -> Option<ValueId> {
        None
    }
    /// `handleBlockArgument`: a merge point got `arg` for the slot; the rewriter is at the start
    /// of its block.
    fn handle_block_argument(
        &self,
        _rw: &mut Rewriter,
        _alloc: OpId,
        _slot: &MemorySlot,
        _arg: ValueId,
    ) {
    }
    /// `handlePromotionComplete`: the slot has no use left; returns a new allocation to promote.
    fn handle_promotion_complete(
        &self,
        _rw: &mut Rewriter,
        _alloc: OpId,
        _slot: &MemorySlot,
        _default: Option<ValueId>,
    ) -> Option<OpId> {
        None
    }

    // ---- PromotableMemOpInterface ----------------------------------------------------------------

    fn is_promotable_mem_op(&self, _ctx: &Context, _op: OpId) -> bool {
        false
    }
    fn loads_from(&self, _ctx: &Context, _op: OpId, _slot: &MemorySlot) -> bool {
        false
    }
    fn stores_to(&self, _ctx: &Context, _op: OpId, _slot: &MemorySlot) -> bool {
        false
    }
    /// `getStored`: the new content of the slot after `op`, built after `op`.
    fn get_stored(
        &self,
        _rw: &mut Rewriter,
        _op: OpId,
        _slot: &MemorySlot,
        _reaching: ValueId,
    ) -> Option<ValueId> {
        None
    }
    /// `canUsesBeRemoved` of a memory op.
    fn mem_can_uses_be_removed(
        &self,
        _ctx: &Context,
        _op: OpId,
        _slot: &MemorySlot,
        _blocking: &[Use],
        _new_blocking: &mut Vec<Use>,
    ) -> bool {
        false
    }
    /// `removeBlockingUses` of a memory op; the rewriter is after `op`.
    fn mem_remove_blocking_uses(
        &self,
        _rw: &mut Rewriter,
        _op: OpId,
        _slot: &MemorySlot,
        _blocking: &[Use],
        _reaching: ValueId,
    ) -> Deletion {
        Deletion::Keep
    }

    // ---- PromotableOpInterface -------------------------------------------------------------------

    fn is_promotable_op(&self, _ctx: &Context, _op: OpId) -> bool {
        false
    }
    fn can_uses_be_removed(
        &self,
        _ctx: &Context,
        _op: OpId,
        _blocking: &[Use],
        _new_blocking: &mut Vec<Use>,
    ) -> bool {
        false
    }
    /// `removeBlockingUses`; the rewriter is after `op`.
    fn remove_blocking_uses(&self, _rw: &mut Rewriter, _op: OpId, _blocking: &[Use]) -> Deletion {
        Deletion::Keep
    }
    fn requires_replaced_values(&self, _ctx: &Context, _op: OpId) -> bool {
        false
    }
    /// `visitReplacedValues`: each store-like op promoted with the value it stored.
    fn visit_replaced_values(&self, _rw: &mut Rewriter, _op: OpId, _defs: &[(OpId, ValueId)]) {}

    // ---- DestructurableAllocationOpInterface -----------------------------------------------------

    /// `getDestructurableSlots`; `None` if `op` is not a destructurable allocation.
    fn destructurable_slots(
        &self,
        _ctx: &mut Context,
        _op: OpId,
    ) -> Option<Vec<DestructurableSlot>> {
        None
    }
    /// `destructure`: one new allocation per used index, after `alloc`; the new allocations are
    /// pushed on `new_allocators`.
    fn destructure(
        &self,
        _rw: &mut Rewriter,
        _alloc: OpId,
        _slot: &DestructurableSlot,
        _used: &[Attribute],
        _new_allocators: &mut Vec<OpId>,
    ) -> Subslots {
        vec![]
    }
    /// `handleDestructuringComplete`.
    fn handle_destructuring_complete(
        &self,
        _rw: &mut Rewriter,
        _alloc: OpId,
        _slot: &DestructurableSlot,
    ) -> Option<OpId> {
        None
    }

    // ---- SafeMemorySlotAccessOpInterface / DestructurableAccessorOpInterface ---------------------

    /// `ensureOnlySafeAccesses`; `None` if `op` does not implement the interface.
    fn ensure_only_safe_accesses(
        &self,
        _ctx: &mut Context,
        _op: OpId,
        _slot: &MemorySlot,
        _must_be_safe: &mut Vec<MemorySlot>,
    ) -> Option<bool> {
        None
    }
    /// `canRewire`; `None` if `op` is not a destructurable accessor.
    fn can_rewire(
        &self,
        _ctx: &mut Context,
        _op: OpId,
        _slot: &DestructurableSlot,
        _used: &mut UsedIndices,
        _must_be_safe: &mut Vec<MemorySlot>,
    ) -> Option<bool> {
        None
    }
    fn is_destructurable_accessor(&self, _ctx: &Context, _op: OpId) -> bool {
        false
    }
    /// `rewire`; the rewriter is after `op`.
    fn rewire(
        &self,
        _rw: &mut Rewriter,
        _op: OpId,
        _slot: &DestructurableSlot,
        _subslots: &Subslots,
    ) -> Deletion {
        Deletion::Keep
    }
}

/// The model of ops no dialect gives one to.
pub struct NoMemorySlots;
impl MemorySlotModel for NoMemorySlots {}

/// Inserts `u` in the ordered set `set` (a `SmallPtrSet<OpOperand *>`).
pub fn insert_use(set: &mut Vec<Use>, u: Use) {
    if !set.contains(&u) {
        set.push(u);
    }
}

/// Inserts `a` in the ordered set `set`.
pub fn insert_index(set: &mut UsedIndices, a: Attribute) {
    if !set.contains(&a) {
        set.push(a);
    }
}
