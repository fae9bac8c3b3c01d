//! Folding (MLIR's `Operation::fold`, `m_Constant`, `Dialect::materializeConstant`) and the
//! constant uniquing of `OperationFolder` (FoldUtils.cpp).
//!
//! [`fold`] is the one entry point the greedy driver and the dialect conversion share: the
//! record's `fold` hook first, then the folds of its traits (`Commutative` moves constants to the
//! right, `Idempotent`, `Involution`), as upstream's generated fold hook does.

use super::rewriter::{InsertPoint, Rewriter};
use crate::ir::{AttrKind, Attribute, BlockId, Context, OpId, OpState, RegionId, Type, ValueId};
use crate::ods::{traits, FoldResult, FoldValue, OpDef};
use rustc_hash::FxHashMap;

/// The constant `op` produces if it is `ConstantLike` (its `value` property, which is what every
/// constant op's folder returns).
/// Of a constant whose value is computed (`OpDef::constant`), only a value already interned is
/// found; [`intern_constant_of_op`] makes it.
pub fn constant_of_op(ctx: &Context, op: OpId) -> Option<Attribute> {
    let def = ctx.ops[op].def?;
    if !def.has(traits::CONSTANT_LIKE) {
        return None;
    }
    match def.constant {
        Some(f) => f(&mut crate::ods::Lookup(ctx), op),
        None => crate::ods::prop(ctx, op, "value"),
    }
}

/// [`constant_of_op`], interning a computed value (what folding the constant op gives).
pub fn intern_constant_of_op(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    let def = ctx.ops[op].def?;
    if !def.has(traits::CONSTANT_LIKE) {
        return None;
    }
    match def.constant {
        Some(f) => f(ctx, op),
        None => crate::ods::prop(ctx, op, "value"),
    }
}

/// `m_Constant`: the constant `v` is, if its defining op is constant-like.
pub fn constant_value(ctx: &Context, v: ValueId) -> Option<Attribute> {
    constant_of_op(ctx, ctx.defining_op(v)?)
}

/// The constant value of each operand of `op`.
pub fn operand_constants(ctx: &Context, op: OpId) -> Vec<Option<Attribute>> {
    ctx.ops[op]
        .operands
        .iter()
        .map(|v| constant_value(ctx, *v))
        .collect()
}

/// `Operation::fold`: what folding `op` gives (the record's folder, then its traits' folds).
pub fn fold(ctx: &mut Context, op: OpId) -> FoldResult {
    let Some(def) = ctx.ops[op].def else {
        return FoldResult::None;
    };
    // Every op the greedy driver visits is folded: no allocation for the usual few operands.
    let mut constants: smallvec::SmallVec<[Option<Attribute>; 4]> = smallvec::SmallVec::new();
    for i in 0..ctx.ops[op].operands.len() {
        let v = ctx.ops[op].operands[i];
        let c = match ctx.defining_op(v) {
            Some(d) => intern_constant_of_op(ctx, d),
            None => None,
        };
        constants.push(c);
    }
    fold_with(ctx, op, def, &constants)
}

/// [`fold`] with the operands' constants already known.
pub fn fold_with(
    ctx: &mut Context,
    op: OpId,
    def: &'static OpDef,
    constants: &[Option<Attribute>],
) -> FoldResult {
    let own = match def.fold {
        Some(f) => f(ctx, op, constants),
        // A constant folds to its value (every `ConstantLike` op's folder).
        None if def.has(traits::CONSTANT_LIKE) => match intern_constant_of_op(ctx, op) {
            Some(v) => return FoldResult::Values(vec![FoldValue::Attr(v)]),
            None => FoldResult::None,
        },
        None => FoldResult::None,
    };
    let own = match own {
        // A folder returning the op's own result changed it in place.
        FoldResult::Values(v)
            if v.len() == 1
                && ctx.ops[op].results.len() == 1
                && matches!(v[0], FoldValue::Value(x) if x == ctx.ops[op].results[0]) =>
        {
            FoldResult::InPlace
        }
        FoldResult::Values(v) => return FoldResult::Values(v),
        other => other,
    };
    match fold_traits(ctx, op, def, constants) {
        FoldResult::None => own,
        r => r,
    }
}

/// The folds traits give (`foldTraits`), in trait order; the first that applies wins.
pub fn fold_traits(
    ctx: &mut Context,
    op: OpId,
    def: &OpDef,
    constants: &[Option<Attribute>],
) -> FoldResult {
    if def.has(traits::COMMUTATIVE) && fold_commutative(ctx, op, constants) {
        return FoldResult::InPlace;
    }
    let single = ctx.ops[op].results.len() == 1;
    if def.has(traits::IDEMPOTENT) && single {
        if let Some(v) = fold_idempotent(ctx, op) {
            return self_or_value(ctx, op, v);
        }
    }
    if def.has(traits::INVOLUTION) && single {
        if let Some(v) = fold_involution(ctx, op) {
            return self_or_value(ctx, op, v);
        }
    }
    if def.has(traits::CAST_INTERFACE) {
        // `foldCastInterfaceOp`: a cast to its operand's own type is the operand.
        let d = &ctx.ops[op];
        if d.operands.len() == 1
            && d.results.len() == 1
            && ctx.values[d.operands[0]].ty == ctx.values[d.results[0]].ty
        {
            return FoldResult::Values(vec![FoldValue::Value(d.operands[0])]);
        }
    }
    FoldResult::None
}

fn self_or_value(ctx: &Context, op: OpId, v: ValueId) -> FoldResult {
    if v == ctx.ops[op].results[0] {
        FoldResult::InPlace
    } else {
        FoldResult::Values(vec![FoldValue::Value(v)])
    }
}

/// `foldCommutative`: constant operands move after the others, each group keeping its order.
fn fold_commutative(ctx: &mut Context, op: OpId, constants: &[Option<Attribute>]) -> bool {
    let operands = ctx.ops[op].operands.to_vec();
    if operands.len() < 2 {
        return false;
    }
    let Some(first_const) = constants.iter().position(|c| c.is_some()) else {
        return false;
    };
    let tail = &operands[first_const..];
    let tail_consts = &constants[first_const..];
    let mut reordered: Vec<ValueId> = operands[..first_const].to_vec();
    reordered.extend(
        tail.iter()
            .zip(tail_consts)
            .filter(|(_, c)| c.is_none())
            .map(|(v, _)| *v),
    );
    let moved = reordered.len() > first_const;
    if !moved {
        return false;
    }
    reordered.extend(
        tail.iter()
            .zip(tail_consts)
            .filter(|(_, c)| c.is_some())
            .map(|(v, _)| *v),
    );
    for (i, v) in reordered.into_iter().enumerate() {
        if ctx.ops[op].operands[i] != v {
            ctx.set_operand(op, i, v);
        }
    }
    true
}

/// `foldIdempotent`: `f(f(x)) = f(x)`, `g(x, x) = x`.
fn fold_idempotent(ctx: &Context, op: OpId) -> Option<ValueId> {
    let operands = &ctx.ops[op].operands;
    if operands.len() == 1 {
        let arg = ctx.defining_op(operands[0])?;
        (ctx.ops[arg].name == ctx.ops[op].name).then_some(operands[0])
    } else if operands.len() >= 2 && operands[0] == operands[1] {
        Some(operands[0])
    } else {
        None
    }
}

/// `foldInvolution`: `f(f(x)) = x`.
fn fold_involution(ctx: &Context, op: OpId) -> Option<ValueId> {
    let arg = ctx.defining_op(*ctx.ops[op].operands.first()?)?;
    (ctx.ops[arg].name == ctx.ops[op].name).then(|| ctx.ops[arg].operands[0])
}

/// The dialect an op belongs to (the prefix of its name).
pub fn dialect_of(ctx: &Context, op: OpId) -> &str {
    let name = ctx.op_name(op);
    name.split_once('.').map_or(name, |d| d.0)
}

/// `Dialect::materializeConstant` of `dialect`: the op holding `value` as a `ty` constant.
pub fn materialize(
    ctx: &mut Context,
    dialect: &str,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpState> {
    let f = crate::dialect::materializer(dialect)?;
    f(ctx, value, ty, loc)
}

/// Key of a uniqued constant: the dialect asked to materialize it, its value and its type.
type ConstKey = (&'static str, Attribute, Type);

/// `OperationFolder`: constants uniqued per insertion region and kept at the start of its entry
/// block (moved constants lose their location, as upstream's `erasedFoldedLocation`).
#[derive(Default)]
pub struct OperationFolder {
    scopes: FxHashMap<RegionId, FxHashMap<ConstKey, OpId>>,
    /// The dialects each uniqued constant is registered under.
    referenced: FxHashMap<OpId, Vec<&'static str>>,
}

/// The region whose entry block receives constants made for ops in `block`
/// (`getInsertionRegion`): the closest enclosing region of an op that is isolated from above,
/// unregistered (it might be), or top-level.
pub fn insertion_region(ctx: &Context, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = ctx.blocks[block].parent?;
        let parent = ctx.regions[region].parent?;
        let isolated = ctx.ops[parent]
            .def
            .is_none_or(|d| d.has(traits::ISOLATED_FROM_ABOVE));
        if isolated || ctx.ops[parent].parent.is_none() {
            return Some(region);
        }
        if crate::dialect::materialize_into(ctx, parent, region) {
            return Some(region);
        }
        block = ctx.ops[parent].parent?;
    }
}

/// A static name for a dialect prefix (the keys outlive the context's strings).
fn static_dialect(name: &str) -> &'static str {
    crate::dialect::DIALECTS
        .iter()
        .copied()
        .find(|d| *d == name)
        .unwrap_or("")
}

impl OperationFolder {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn clear(&mut self) {
        self.scopes.clear();
        self.referenced.clear();
    }

    pub fn is_folder_owned(&self, op: OpId) -> bool {
        self.referenced.contains_key(&op)
    }

    fn unknown_loc(ctx: &mut Context) -> Attribute {
        ctx.unknown_loc()
    }

    /// `insertKnownConstant`: registers the constant `op`, or replaces it with an equal one
    /// already registered (returns false then: `op` is erased). A registered constant not at the
    /// start of its region's entry block (or right after another registered one) moves there.
    pub fn insert_known_constant(
        &mut self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        value: Option<Attribute>,
    ) -> bool {
        let Some(block) = rw.ctx.ops[op].parent else {
            return true;
        };
        if self.is_folder_owned(op) {
            self.rehoist(rw.ctx, op, block);
            return true;
        }
        let Some(value) = value.or_else(|| intern_constant_of_op(rw.ctx, op)) else {
            return true;
        };
        let Some(region) = insertion_region(rw.ctx, block) else {
            return true;
        };
        let dialect = static_dialect(dialect_of(rw.ctx, op));
        let ty = rw.ctx.value_type(rw.ctx.ops[op].results[0]);
        let key = (dialect, value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            self.notify_removal(rw.ctx, op);
            let res = rw.ctx.ops[existing].results.to_vec();
            rw.replace_op(op, &res);
            rw.ctx.ops[existing].loc = Self::unknown_loc(rw.ctx);
            return false;
        }
        let Some(entry) = rw.ctx.regions[region].first else {
            return true;
        };
        let at_front = rw.ctx.blocks[entry].first == Some(op);
        let after_owned = rw.ctx.ops[op].prev.is_some_and(|p| self.is_folder_owned(p));
        if block != entry || (!at_front && !after_owned) {
            Self::move_to_front(rw.ctx, op, entry);
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.referenced.entry(op).or_default().push(dialect);
        true
    }

    /// Moves a registered constant back to the front when a non-constant got in before it.
    fn rehoist(&self, ctx: &mut Context, op: OpId, block: BlockId) {
        let at_front = ctx.blocks[block].first == Some(op);
        let after_owned = ctx.ops[op].prev.is_some_and(|p| self.is_folder_owned(p));
        if !at_front && !after_owned {
            Self::move_to_front(ctx, op, block);
        }
    }

    fn move_to_front(ctx: &mut Context, op: OpId, block: BlockId) {
        ctx.detach_op(op);
        match ctx.blocks[block].first {
            Some(f) => ctx.insert_op_before(f, op),
            None => ctx.append_op(block, op),
        }
        ctx.ops[op].loc = Self::unknown_loc(ctx);
    }

    /// `notifyRemoval`: forgets `op` if it is a registered constant.
    pub fn notify_removal(&mut self, ctx: &Context, op: OpId) {
        let Some(dialects) = self.referenced.remove(&op) else {
            return;
        };
        let Some(value) = constant_of_op(ctx, op) else {
            return;
        };
        let Some(region) = ctx.ops[op].parent.and_then(|b| insertion_region(ctx, b)) else {
            return;
        };
        let ty = ctx.value_type(ctx.ops[op].results[0]);
        if let Some(m) = self.scopes.get_mut(&region) {
            for d in dialects {
                m.remove(&(d, value, ty));
            }
        }
    }

    /// `getOrCreateConstant`: the uniqued constant of `dialect` for `value` in the insertion region
    /// of `block`, made at the start of its entry block if needed.
    pub fn get_or_create_constant(
        &mut self,
        rw: &mut Rewriter<'_>,
        block: BlockId,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Option<ValueId> {
        let region = insertion_region(rw.ctx, block)?;
        let entry = rw.ctx.regions[region].first?;
        rw.set_insertion_point(Some(InsertPoint::start(rw.ctx, entry)));
        let loc = Self::unknown_loc(rw.ctx);
        let op = self.try_get_or_create(rw, region, dialect, value, ty, loc)?;
        Some(rw.ctx.ops[op].results[0])
    }

    /// `tryGetOrCreateConstant`.
    fn try_get_or_create(
        &mut self,
        rw: &mut Rewriter<'_>,
        region: RegionId,
        dialect: &str,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        let dialect = static_dialect(dialect);
        let key = (dialect, value, ty);
        if let Some(&c) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            if rw.ctx.ops[c].loc != loc {
                rw.ctx.ops[c].loc = Self::unknown_loc(rw.ctx);
            }
            return Some(c);
        }
        let st = materialize(rw.ctx, dialect, value, ty, loc)?;
        let c = rw.create(st);
        let new_dialect = static_dialect(dialect_of(rw.ctx, c));
        if new_dialect == dialect {
            self.scopes.entry(region).or_default().insert(key, c);
            self.referenced.entry(c).or_default().push(dialect);
            return Some(c);
        }
        let new_key = (new_dialect, value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&new_key)) {
            self.notify_removal(rw.ctx, c);
            rw.erase_op(c);
            self.referenced.entry(existing).or_default().push(dialect);
            if rw.ctx.ops[existing].loc != loc {
                rw.ctx.ops[existing].loc = Self::unknown_loc(rw.ctx);
            }
            self.scopes.entry(region).or_default().insert(key, existing);
            return Some(existing);
        }
        self.referenced.insert(c, vec![dialect, new_dialect]);
        let m = self.scopes.entry(region).or_default();
        m.insert(key, c);
        m.insert(new_key, c);
        Some(c)
    }

    /// `OperationFolder::tryToFold`: folds `op`, replacing it with uniqued constants and values
    /// (true if it folded; `in_place` tells whether it was only updated).
    pub fn try_to_fold(&mut self, rw: &mut Rewriter<'_>, op: OpId, in_place: &mut bool) -> bool {
        *in_place = false;
        if self.is_folder_owned(op) {
            if let Some(b) = rw.ctx.ops[op].parent {
                self.rehoist(rw.ctx, op, b);
            }
            return false;
        }
        let vals = match fold(rw.ctx, op) {
            FoldResult::None => return false,
            FoldResult::InPlace => {
                *in_place = true;
                rw.modified(op);
                return true;
            }
            FoldResult::Values(v) => v,
        };
        let Some(block) = rw.ctx.ops[op].parent else {
            return false;
        };
        let Some(region) = insertion_region(rw.ctx, block) else {
            return false;
        };
        let Some(entry) = rw.ctx.regions[region].first else {
            return false;
        };
        rw.set_insertion_point(Some(InsertPoint::start(rw.ctx, entry)));
        let dialect = dialect_of(rw.ctx, op).to_string();
        let loc = Self::unknown_loc(rw.ctx);
        let mut results = vec![];
        let mut created = vec![];
        for (i, v) in vals.into_iter().enumerate() {
            match v {
                FoldValue::Value(x) => results.push(x),
                FoldValue::Attr(a) => {
                    let ty = rw.ctx.value_type(rw.ctx.ops[op].results[i]);
                    let before = rw.ctx.ops.len();
                    match self.try_get_or_create(rw, region, &dialect, a, ty, loc) {
                        Some(c) => {
                            if c.0 as usize >= before {
                                created.push(c);
                            }
                            let ob = rw.ctx.ops[op].parent;
                            if ob == rw.ctx.ops[c].parent
                                && ob.and_then(|b| rw.ctx.blocks[b].first) != Some(c)
                            {
                                if let Some(b) = ob {
                                    Self::move_front_keep_loc(rw.ctx, c, b);
                                }
                            }
                            results.push(rw.ctx.ops[c].results[0]);
                        }
                        None => {
                            for c in created {
                                self.notify_removal(rw.ctx, c);
                                rw.erase_op(c);
                            }
                            return false;
                        }
                    }
                }
            }
        }
        self.notify_removal(rw.ctx, op);
        rw.replace_op(op, &results);
        true
    }

    fn move_front_keep_loc(ctx: &mut Context, op: OpId, block: BlockId) {
        ctx.detach_op(op);
        match ctx.blocks[block].first {
            Some(f) => ctx.insert_op_before(f, op),
            None => ctx.append_op(block, op),
        }
    }
}

/// True if `a` is an integer or float attribute, or a dense elements attribute (the values arith
/// constants hold).
pub fn is_typed_value(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    )
}
