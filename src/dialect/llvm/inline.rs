//! The `llvm` dialect's inliner interface (MLIR 19's `LLVMInlinerInterface`, LLVMInlining.cpp):
//! which `llvm.call`s may be inlined, `llvm.return` turned into `llvm.br`, `byval` arguments
//! copied into a new stack slot (or realigned), and the inlined blocks fixed up for the caller:
//! static allocas hoisted into the caller's entry block with lifetime markers (stack save/restore
//! around dynamic ones), the call's alias scopes and access groups appended to the inlined memory
//! ops, and loop annotation locations rewritten as inlined at the call.
//!
//! Sizes and alignments are those of MLIR's default data layout (`DataLayout` with no `dlti`
//! entries): integers of fewer than 64 bits aligned to their size rounded to a power of two,
//! wider ones to 4, pointers 8 bytes, arrays and structs from their elements.

use super::attrs as la;
use super::intr;
use super::ops::call::CallOp;
use super::ops::constants::AddressOfOp;
use super::ops::constants::ConstantOp;
use super::ops::control::{BrOp, ReturnOp};
use super::ops::func::LLVMFuncOp;
use super::ops::global::GlobalOp;
use super::ops::memory::AllocaOp;
use crate::ir::types::DialectType;
use crate::ir::{
    AttrKind, Attribute, BlockId, Context, Location, OpId, OpState, Type, TypeKind, ValueDef,
    ValueId,
};
use crate::ods::registry::InsertPoint;
use crate::ods::typed::{build_state, Group};
use rustc_hash::FxHashMap;

/// `passthrough` entries that forbid inlining the function.
const DISALLOWED_FUNCTION_ATTRS: &[&str] = &[
    "noduplicate",
    "presplitcoroutine",
    "returns_twice",
    "strictfp",
];

/// `isLegalToInline(call, callable, wouldBeCloned)`: only cloned bodies of `llvm.func`s that are
/// not `no_inline`, variadic, with `inalloca` arguments, a personality or a disallowed
/// `passthrough` attribute, called by `llvm.call`.
pub fn legal_call(ctx: &Context, call: OpId, callable: OpId, cloned: bool) -> bool {
    if !cloned || !CallOp::is(ctx, call) || !LLVMFuncOp::is(ctx, callable) {
        return false;
    }
    if ctx.has_attr(callable, "no_inline") {
        return false;
    }
    let var_arg = ctx
        .get_attr(callable, "function_type")
        .and_then(|a| ctx.as_type_attr(a))
        .is_some_and(|t| {
            matches!(
                ctx.kind(t),
                TypeKind::Dialect(DialectType::LlvmFunc { var_arg: true, .. })
            )
        });
    if var_arg {
        return false;
    }
    if let Some(attrs) = ctx.get_attr(callable, "arg_attrs") {
        let dicts = ctx.as_array(attrs).unwrap_or(&[]);
        if dicts
            .iter()
            .any(|d| dict_get(ctx, *d, "llvm.inalloca").is_some())
        {
            return false;
        }
    }
    if ctx.has_attr(callable, "personality") {
        return false;
    }
    if let Some(p) = ctx.get_attr(callable, "passthrough") {
        let disallowed = ctx.as_array(p).unwrap_or(&[]).iter().any(|a| {
            ctx.as_str_attr(*a)
                .is_some_and(|s| DISALLOWED_FUNCTION_ATTRS.iter().any(|d| d.as_bytes() == s))
        });
        if disallowed {
            return false;
        }
    }
    true
}

/// `isLegalToInline(op, ...)`: every op but `llvm.intr.vastart`.
pub fn legal_op(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op].def.is_none_or(|d| d.name != intr::VASTART.name)
}

/// `handleTerminator(op, newDest)`: an `llvm.return` becomes an `llvm.br` to `dest` with its
/// operands.
pub fn handle_terminator(ctx: &mut Context, op: OpId, dest: BlockId) {
    if !ReturnOp::is(ctx, op) {
        return;
    }
    let loc = ctx.ops[op].loc;
    let operands = ctx.ops[op].operands.to_vec();
    let mut st = build_state(ctx, BrOp::def(), loc, &[], &[Group::Many(&operands)], &[]);
    st.successors = vec![dest];
    let br = ctx.create_op(st);
    ctx.insert_op_before(op, br);
    ctx.erase_op(op);
}

fn dict_get(ctx: &Context, dict: Attribute, name: &str) -> Option<Attribute> {
    match ctx.attr_kind(dict) {
        AttrKind::Dictionary(entries) => entries
            .iter()
            .find(|(k, _)| ctx.str(*k) == name)
            .map(|e| e.1),
        _ => None,
    }
}

fn int_of(ctx: &Context, a: Attribute) -> Option<u64> {
    let v = ctx.as_int_attr(a)?;
    // `APInt::getLimitedValue()`.
    Some(u64::try_from(v).unwrap_or(u64::MAX))
}

/// `handleArgument`: a `byval` argument is copied into a new stack slot unless the callee only
/// reads its argument memory and the pointer is (or can be made) aligned enough.
pub fn handle_argument(
    ctx: &mut Context,
    _call: OpId,
    callable: OpId,
    arg: ValueId,
    attrs: Option<Attribute>,
    at: InsertPoint,
) -> ValueId {
    let Some(attrs) = attrs else {
        return arg;
    };
    let Some(elem) = dict_get(ctx, attrs, "llvm.byval").and_then(|a| ctx.as_type_attr(a)) else {
        if dict_get(ctx, attrs, NOALIAS).is_some() && !ctx.values[arg].uses.is_empty() {
            return mark_noalias(ctx, _call, arg, at);
        }
        return arg;
    };
    let requested = dict_get(ctx, attrs, "llvm.align")
        .and_then(|a| int_of(ctx, a))
        .unwrap_or(1);
    handle_byval(ctx, callable, arg, elem, requested, at).unwrap_or(arg)
}

/// The argument attribute (and the discardable attribute of the marker copies) naming `noalias`
/// parameters.
const NOALIAS: &str = "llvm.noalias";

/// A `noalias` argument becomes an `llvm.intr.ssa.copy` marked `llvm.noalias`, which
/// [`process_call_blocks`] finds (as upstream does, the interface sees no arguments there) and
/// removes.
fn mark_noalias(ctx: &mut Context, call: OpId, arg: ValueId, at: InsertPoint) -> ValueId {
    let loc = ctx.ops[call].loc;
    let ty = ctx.values[arg].ty;
    let st = build_state(
        ctx,
        intr::SSA_COPY,
        loc,
        &[Group::One(ty)],
        &[Group::One(arg)],
        &[],
    );
    let copy = ctx.create_op(st);
    let unit = ctx.unit_attr();
    ctx.set_attr(copy, NOALIAS, unit);
    place(ctx, copy, at.block, at.before);
    ctx.ops[copy].results[0]
}

fn handle_byval(
    ctx: &mut Context,
    callable: OpId,
    arg: ValueId,
    elem: Type,
    requested: u64,
    at: InsertPoint,
) -> Option<ValueId> {
    let read_only = ctx.get_attr(callable, "memory").is_some_and(|m| {
        let arg_mem = la::param(ctx, m, "argMem").and_then(|v| la::params::int_value(ctx, v));
        // `ModRefInfo`: none 0, ref 1, mod 2, modref 3.
        !matches!(arg_mem, Some(2) | Some(3))
    });
    let min_align = abi_alignment(ctx, elem)?;
    if read_only {
        if requested <= min_align {
            return Some(arg);
        }
        if enforce_alignment(ctx, callable, arg, requested) >= requested {
            return Some(arg);
        }
    }
    let target = requested.max(min_align);
    let size = type_size(ctx, elem)?;
    let loc = ctx.ops[callable].loc;
    // The stack slot goes at the start of the entry block of the argument's region.
    let block = ctx.value_block(arg)?;
    let region = ctx.blocks[block].parent?;
    let entry = ctx.regions[region].first?;
    let first = ctx.blocks[entry].first;
    let one = i64_constant(ctx, 1, loc);
    let one_v = ctx.ops[one].results[0];
    place(ctx, one, entry, first);
    let ptr_ty = ctx.values[arg].ty;
    let align = ctx.i64_attr(i64::try_from(target).unwrap_or(i64::MAX));
    let elem_attr = ctx.type_attr(elem);
    let st = build_state(
        ctx,
        AllocaOp::def(),
        loc,
        &[Group::One(ptr_ty)],
        &[Group::One(one_v)],
        &[("alignment", Some(align)), ("elem_type", Some(elem_attr))],
    );
    let alloca = ctx.create_op(st);
    place(ctx, alloca, entry, first);
    let slot = ctx.ops[alloca].results[0];
    let len = i64_constant(ctx, i64::try_from(size).unwrap_or(i64::MAX), loc);
    let len_v = ctx.ops[len].results[0];
    place(ctx, len, at.block, at.before);
    let f = ctx.bool_attr(false);
    let st = build_state(
        ctx,
        intr::MEMCPY,
        loc,
        &[],
        &[Group::One(slot), Group::One(arg), Group::One(len_v)],
        &[("isVolatile", Some(f))],
    );
    let copy = ctx.create_op(st);
    place(ctx, copy, at.block, at.before);
    Some(slot)
}

/// Inserts `op` before `before`, or at the end of `block`.
fn place(ctx: &mut Context, op: OpId, block: BlockId, before: Option<OpId>) {
    match before {
        Some(b) => ctx.insert_op_before(b, op),
        None => ctx.append_op(block, op),
    }
}

fn i64_constant(ctx: &mut Context, v: i64, loc: Attribute) -> OpId {
    let ty = ctx.i64();
    let value = ctx.i64_attr(v);
    constant_op(ctx, ty, value, loc)
}

fn constant_op(ctx: &mut Context, ty: Type, value: Attribute, loc: Attribute) -> OpId {
    let st: OpState = build_state(
        ctx,
        ConstantOp::def(),
        loc,
        &[Group::One(ty)],
        &[],
        &[("value", Some(value))],
    );
    ctx.create_op(st)
}

/// `DataLayout::getStackAlignment` (bits; 0 when unstated) of the closest `dlti.dl_spec` around
/// `op`: its `dlti.stack_alignment` entry.
fn stack_alignment_bits(ctx: &Context, op: OpId) -> u64 {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if let Some(spec) = ctx.get_attr(o, "dlti.dl_spec") {
            let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(spec) else {
                return 0;
            };
            for &(_, entry) in params {
                let AttrKind::DialectStruct { params: kv, .. } = ctx.attr_kind(entry) else {
                    continue;
                };
                let key = kv.iter().find(|(k, _)| ctx.str(*k) == "key").map(|e| e.1);
                let value = kv.iter().find(|(k, _)| ctx.str(*k) == "value").map(|e| e.1);
                if key.and_then(|k| ctx.as_str_attr(k)) == Some(b"dlti.stack_alignment".as_slice())
                {
                    return value.and_then(|v| int_of(ctx, v)).unwrap_or(0);
                }
            }
            return 0;
        }
        cur = ctx.parent_op(o);
    }
    0
}

/// `tryToEnforceAlignment`: the alignment `v` is known to have, raised to `requested` where it
/// is an alloca's and that does not exceed the natural stack alignment of `scope`'s layout.
fn enforce_alignment(ctx: &mut Context, scope: OpId, v: ValueId, requested: u64) -> u64 {
    match ctx.values[v].def {
        ValueDef::OpResult { op, .. } => {
            if AllocaOp::is(ctx, op) {
                let current = ctx
                    .get_attr(op, "alignment")
                    .and_then(|a| int_of(ctx, a))
                    .unwrap_or(1);
                if requested <= current {
                    return current;
                }
                let natural = stack_alignment_bits(ctx, scope);
                let realign = natural == 0
                    || requested.saturating_mul(8) <= natural
                    || current.saturating_mul(8) > natural;
                if !realign {
                    return current;
                }
                let a = ctx.i64_attr(i64::try_from(requested).unwrap_or(i64::MAX));
                ctx.set_prop(op, "alignment", a);
                return requested;
            }
            if AddressOfOp::is(ctx, op) {
                let global = ctx
                    .get_attr(op, "global_name")
                    .and_then(|name| crate::verify::symbols::lookup_symbol(ctx, op, name))
                    .filter(|g| GlobalOp::is(ctx, *g));
                return global
                    .and_then(|g| ctx.get_attr(g, "alignment"))
                    .and_then(|a| int_of(ctx, a))
                    .unwrap_or(1);
            }
            1
        }
        ValueDef::BlockArg { block, index } => {
            let Some(parent) = ctx.block_parent_op(block) else {
                return 1;
            };
            if !LLVMFuncOp::is(ctx, parent) {
                return 1;
            }
            ctx.get_attr(parent, "arg_attrs")
                .and_then(|a| ctx.as_array(a).and_then(|d| d.get(index as usize).copied()))
                .and_then(|d| dict_get(ctx, d, "llvm.align"))
                .and_then(|a| int_of(ctx, a))
                .unwrap_or(1)
        }
    }
}

// ---- the default data layout ---------------------------------------------------------------------------

fn align_to(v: u64, a: u64) -> u64 {
    if a <= 1 {
        v
    } else {
        v.div_ceil(a).saturating_mul(a)
    }
}

fn pow2_ceil(v: u64) -> u64 {
    v.max(1).checked_next_power_of_two().unwrap_or(u64::MAX)
}

/// `DataLayout::getTypeSize` (bytes) under the default layout; `None` for types it does not
/// size.
pub fn type_size(ctx: &Context, t: Type) -> Option<u64> {
    Some(match ctx.kind(t) {
        TypeKind::Integer { width, .. } => u64::from(*width).div_ceil(8),
        TypeKind::Index => 8,
        TypeKind::Float(k) => u64::from(k.bit_width()).div_ceil(8),
        TypeKind::Vector { shape, elem, .. } => {
            let last = u64::try_from(*shape.last()?).ok()?;
            let n: u64 = shape
                .iter()
                .map(|d| u64::try_from(*d).unwrap_or(0))
                .product();
            let outer = n.checked_div(last).unwrap_or(0);
            outer
                .saturating_mul(pow2_ceil(last))
                .saturating_mul(type_size(ctx, *elem)?)
        }
        TypeKind::Dialect(d) => match d {
            DialectType::LlvmPtr { .. } => 8,
            DialectType::LlvmArray { len, elem } => {
                align_to(type_size(ctx, *elem)?, abi_alignment(ctx, *elem)?).saturating_mul(*len)
            }
            DialectType::LlvmStruct { .. } | DialectType::LlvmIdentifiedStruct { .. } => {
                let s = super::types::struct_info(ctx, t)?;
                if s.opaque {
                    return None;
                }
                struct_size(ctx, s.packed, s.elems)?
            }
            _ => return None,
        },
        _ => return None,
    })
}

fn struct_size(ctx: &Context, packed: bool, body: &[Type]) -> Option<u64> {
    let mut size = 0u64;
    let mut align = 1u64;
    for &e in body {
        let a = if packed { 1 } else { abi_alignment(ctx, e)? };
        size = align_to(size, a).saturating_add(type_size(ctx, e)?);
        align = align.max(a);
    }
    Some(align_to(size, align))
}

/// `DataLayout::getTypeABIAlignment` (bytes) under the default layout.
pub fn abi_alignment(ctx: &Context, t: Type) -> Option<u64> {
    Some(match ctx.kind(t) {
        TypeKind::Integer { width, .. } => {
            if *width < 64 {
                pow2_ceil(u64::from(*width).div_ceil(8))
            } else {
                4
            }
        }
        TypeKind::Index => 4,
        TypeKind::Float(_) | TypeKind::Vector { .. } => pow2_ceil(type_size(ctx, t)?),
        TypeKind::Dialect(d) => match d {
            DialectType::LlvmPtr { .. } => 8,
            DialectType::LlvmArray { elem, .. } => abi_alignment(ctx, *elem)?,
            DialectType::LlvmStruct { .. } | DialectType::LlvmIdentifiedStruct { .. } => {
                let s = super::types::struct_info(ctx, t)?;
                if s.opaque {
                    return None;
                }
                struct_alignment(ctx, s.packed, s.elems)?
            }
            _ => return None,
        },
        _ => return None,
    })
}

fn struct_alignment(ctx: &Context, packed: bool, body: &[Type]) -> Option<u64> {
    if packed {
        return Some(1);
    }
    let mut align = 1;
    for &e in body {
        align = abi_alignment(ctx, e)?.max(align);
    }
    Some(align)
}

// ---- processInlinedCallBlocks --------------------------------------------------------------------------

/// `processInlinedCallBlocks`: allocas, alias scopes, access groups and loop annotations of the
/// blocks inlined for `call`.
pub fn process_call_blocks(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    handle_inlined_allocas(ctx, call, blocks);
    deep_clone_alias_scopes(ctx, blocks);
    scopes_from_noalias_params(ctx, call, blocks);
    append_call_attr_lists(ctx, call, blocks, ALIAS_SCOPES, true);
    append_call_attr_lists(ctx, call, blocks, NOALIAS_SCOPES, true);
    append_call_attr_lists(ctx, call, blocks, "access_groups", false);
    handle_loop_annotations(ctx, call, blocks);
}

const ALIAS_SCOPES: &str = "alias_scopes";
const NOALIAS_SCOPES: &str = "noalias_scopes";

/// Source of the identities of the alias scopes and domains the inliner creates (apart from the
/// parser's, which count up from 0).
static DISTINCT_UID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1 << 62);

/// A new `distinct[..]<>`.
fn new_distinct(ctx: &mut Context) -> Attribute {
    let uid = DISTINCT_UID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let unit = ctx.unit_attr();
    ctx.attr(AttrKind::Distinct {
        uid,
        referenced: unit,
    })
}

/// `AliasAnalysisOpInterface`: the ops that carry alias scopes.
fn has_alias_scopes(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op]
        .def
        .is_some_and(|d| d.attr(ALIAS_SCOPES).is_some())
}

/// `getAccessedOperands`.
fn accessed_operands(ctx: &Context, op: OpId) -> Vec<ValueId> {
    let ops = &ctx.ops[op].operands;
    let pick = |idx: &[usize]| idx.iter().filter_map(|i| ops.get(*i).copied()).collect();
    if super::ops::memory::StoreOp::is(ctx, op) {
        return pick(&[1]);
    }
    if CallOp::is(ctx, op) {
        let start = usize::from(ctx.get_attr(op, "callee").is_none());
        return ops
            .iter()
            .skip(start)
            .copied()
            .filter(|v| super::types::is_ptr(ctx, ctx.values[*v].ty))
            .collect();
    }
    let name = ctx.ops[op].def.map_or("", |d| d.name);
    if name == intr::MEMCPY.name || name == intr::MEMMOVE.name || name == intr::MEMCPY_INLINE.name {
        return pick(&[0, 1]);
    }
    pick(&[0])
}

fn inlined_ops(ctx: &Context, blocks: &[BlockId]) -> Vec<OpId> {
    let mut ops = vec![];
    for &b in blocks {
        for op in ctx.block_ops(b) {
            ctx.walk(op, |o| ops.push(o));
        }
    }
    ops
}

/// `deepCloneAliasScopes`: the inlined ops get fresh copies of their alias scopes and domains.
fn deep_clone_alias_scopes(ctx: &mut Context, blocks: &[BlockId]) {
    let mut mapping: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    fn clone_scope(
        ctx: &mut Context,
        scope: Attribute,
        mapping: &mut FxHashMap<Attribute, Attribute>,
    ) -> Attribute {
        if let Some(&m) = mapping.get(&scope) {
            return m;
        }
        let Some(domain) = la::param(ctx, scope, "domain") else {
            return scope;
        };
        let new_domain = match mapping.get(&domain) {
            Some(&d) => d,
            None => {
                let id = new_distinct(ctx);
                let mut named = vec![("id", id)];
                if let Some(desc) = la::param(ctx, domain, "description") {
                    named.push(("description", desc));
                }
                let d = la::make(ctx, "alias_scope_domain", &named).unwrap_or(domain);
                mapping.insert(domain, d);
                d
            }
        };
        let id = new_distinct(ctx);
        let mut named = vec![("id", id), ("domain", new_domain)];
        if let Some(desc) = la::param(ctx, scope, "description") {
            named.push(("description", desc));
        }
        let s = la::make(ctx, "alias_scope", &named).unwrap_or(scope);
        mapping.insert(scope, s);
        s
    }
    for op in inlined_ops(ctx, blocks) {
        if has_alias_scopes(ctx, op) {
            for name in [ALIAS_SCOPES, NOALIAS_SCOPES] {
                let Some(list) = ctx.get_attr(op, name) else {
                    continue;
                };
                let items: Vec<Attribute> = ctx.as_array(list).unwrap_or(&[]).to_vec();
                let items = items
                    .into_iter()
                    .map(|a| clone_scope(ctx, a, &mut mapping))
                    .collect();
                let a = ctx.array_attr(items);
                ctx.set_prop(op, name, a);
            }
        }
        let is_decl = ctx.ops[op]
            .def
            .is_some_and(|d| d.name == intr::EXPERIMENTAL_NOALIAS_SCOPE_DECL.name);
        if is_decl {
            if let Some(scope) = ctx.get_attr(op, "scope") {
                let s = clone_scope(ctx, scope, &mut mapping);
                ctx.set_prop(op, "scope", s);
            }
        }
    }
}

/// `getUnderlyingObject`: through GEP bases and address space casts.
fn underlying_object(ctx: &Context, mut v: ValueId) -> ValueId {
    while let Some(d) = ctx.defining_op(v) {
        if super::ops::memory::GEPOp::is(ctx, d) || super::ops::casts::AddrSpaceCastOp::is(ctx, d) {
            match ctx.ops[d].operands.first() {
                Some(&x) => v = x,
                None => break,
            }
        } else {
            break;
        }
    }
    v
}

/// `getUnderlyingObjectSet`: through selects and the values every predecessor forwards to a
/// block argument too.
fn underlying_object_set(ctx: &Context, v: ValueId) -> Vec<ValueId> {
    let mut result = vec![];
    let mut work = vec![v];
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(cur) = work.pop() {
        let cur = underlying_object(ctx, cur);
        if !seen.insert(cur) {
            continue;
        }
        if let Some(d) = ctx.defining_op(cur) {
            if super::ops::arith::SelectOp::is(ctx, d) {
                work.extend(ctx.ops[d].operands.iter().skip(1).copied());
                continue;
            }
        }
        if let ValueDef::BlockArg { block, index } = ctx.values[cur].def {
            let mut operands = vec![];
            let mut unknown = false;
            for u in ctx.predecessors(block) {
                let operand =
                    crate::transforms::branch::successor_operands(ctx, u.op, u.index as usize)
                        .and_then(|s| {
                            if (index as usize) < s.len {
                                ctx.ops[u.op]
                                    .operands
                                    .get(s.start + index as usize)
                                    .copied()
                            } else {
                                None
                            }
                        });
                match operand {
                    Some(o) => operands.push(o),
                    None => {
                        result.push(cur);
                        unknown = true;
                        break;
                    }
                }
            }
            if !unknown {
                work.extend(operands);
            }
            continue;
        }
        result.push(cur);
    }
    result
}

fn concat_list(ctx: &mut Context, op: OpId, name: &str, extra: Vec<Attribute>) {
    let mut list: Vec<Attribute> = ctx
        .get_attr(op, name)
        .and_then(|a| ctx.as_array(a).map(|v| v.to_vec()))
        .unwrap_or_default();
    list.extend(extra);
    let a = ctx.array_attr(list);
    ctx.set_prop(op, name, a);
}

/// `createNewAliasScopesFromNoAliasParameter`: a scope per `noalias` parameter in a new domain
/// named after the callee, declared before the call; each inlined memory op gets the scopes of
/// the parameters it is not based on as `noalias_scopes` and, when every pointer it accesses is
/// based on parameters, theirs as `alias_scopes`. The marker copies are removed.
fn scopes_from_noalias_params(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    if !CallOp::is(ctx, call) {
        return;
    }
    let start = usize::from(ctx.get_attr(call, "callee").is_none());
    let args: Vec<ValueId> = ctx.ops[call].operands.iter().skip(start).copied().collect();
    let mut params: Vec<ValueId> = vec![];
    for a in args {
        // A value's users, most recent first (MLIR's use lists).
        let users: Vec<OpId> = ctx.values[a].uses.iter().rev().map(|u| u.op).collect();
        for u in users {
            let is_marker = ctx.ops[u]
                .def
                .is_some_and(|d| d.name == intr::SSA_COPY.name)
                && ctx.has_attr(u, NOALIAS);
            if !is_marker {
                continue;
            }
            if let Some(&r) = ctx.ops[u].results.first() {
                if !params.contains(&r) {
                    params.push(r);
                }
            }
        }
    }
    if params.is_empty() {
        return;
    }
    let Some(callee) = ctx.get_attr(call, "callee") else {
        return;
    };
    let name = match ctx.attr_kind(callee) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => String::new(),
    };
    let name = ctx.string_attr(&name);
    let id = new_distinct(ctx);
    let Some(domain) = la::make(
        ctx,
        "alias_scope_domain",
        &[("id", id), ("description", name)],
    ) else {
        return;
    };
    let loc = ctx.ops[call].loc;
    let mut scopes: Vec<Attribute> = vec![];
    for _ in &params {
        let id = new_distinct(ctx);
        let Some(scope) = la::make(ctx, "alias_scope", &[("id", id), ("domain", domain)]) else {
            return;
        };
        scopes.push(scope);
        let st = build_state(
            ctx,
            intr::EXPERIMENTAL_NOALIAS_SCOPE_DECL,
            loc,
            &[],
            &[],
            &[("scope", Some(scope))],
        );
        let decl = ctx.create_op(st);
        ctx.insert_op_before(call, decl);
    }
    for op in inlined_ops(ctx, blocks) {
        if !has_alias_scopes(ctx, op) {
            continue;
        }
        let mut based_on: Vec<ValueId> = vec![];
        for p in accessed_operands(ctx, op) {
            for o in underlying_object_set(ctx, p) {
                if !based_on.contains(&o) {
                    based_on.push(o);
                }
            }
        }
        let mut other_known = false;
        let mut unknown = false;
        for &o in &based_on {
            if crate::transforms::matchers::constant(ctx, o).is_some() || params.contains(&o) {
                continue;
            }
            let known = ctx
                .defining_op(o)
                .is_some_and(|d| AllocaOp::is(ctx, d) || AddressOfOp::is(ctx, d));
            if known {
                other_known = true;
                continue;
            }
            unknown = true;
            break;
        }
        if unknown {
            continue;
        }
        let noalias: Vec<Attribute> = params
            .iter()
            .zip(&scopes)
            .filter(|(p, _)| !based_on.contains(p))
            .map(|(_, s)| *s)
            .collect();
        if !noalias.is_empty() {
            concat_list(ctx, op, NOALIAS_SCOPES, noalias);
        }
        if other_known || CallOp::is(ctx, op) {
            continue;
        }
        let alias: Vec<Attribute> = params
            .iter()
            .zip(&scopes)
            .filter(|(p, _)| based_on.contains(p))
            .map(|(_, s)| *s)
            .collect();
        if !alias.is_empty() {
            concat_list(ctx, op, ALIAS_SCOPES, alias);
        }
    }
    for p in params {
        let Some(copy) = ctx.defining_op(p) else {
            continue;
        };
        let Some(&src) = ctx.ops[copy].operands.first() else {
            continue;
        };
        ctx.replace_all_uses(p, src);
        ctx.erase_op(copy);
    }
}

/// The integer an `llvm.alloca`'s array size is a constant of.
fn constant_int(ctx: &Context, v: ValueId) -> Option<Attribute> {
    let a = crate::transforms::matchers::constant(ctx, v)?;
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. }).then_some(a)
}

/// `hasLifetimeMarkers`: a user of the alloca (through bitcasts) is a lifetime intrinsic.
fn has_lifetime_markers(ctx: &Context, alloca: OpId) -> bool {
    let mut stack: Vec<OpId> = users(ctx, alloca);
    while let Some(op) = stack.pop() {
        let Some(d) = ctx.ops[op].def else { continue };
        if d.name == intr::LIFETIME_START.name || d.name == intr::LIFETIME_END.name {
            return true;
        }
        if super::ops::casts::BitcastOp::is(ctx, op) {
            stack.extend(users(ctx, op));
        }
    }
    false
}

fn users(ctx: &Context, op: OpId) -> Vec<OpId> {
    ctx.ops[op]
        .results
        .iter()
        .flat_map(|r| ctx.values[*r].uses.iter().map(|u| u.op))
        .collect()
}

/// `handleInlinedAllocas`.
fn handle_inlined_allocas(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    let Some(&callee_entry) = blocks.first() else {
        return;
    };
    // The entry block of the closest region whose parent is isolated or an allocation scope.
    let mut caller_entry = None;
    let mut cur = call;
    while let Some(parent) = ctx.parent_op(cur) {
        let stops = ctx.ops[parent].def.is_none_or(|d| {
            d.has(crate::ods::traits::ISOLATED_FROM_ABOVE)
                || d.has(crate::ods::traits::ALLOCA_SCOPE)
        });
        if stops {
            caller_entry = ctx.ops[cur]
                .parent
                .and_then(|b| ctx.blocks[b].parent)
                .and_then(|r| ctx.regions[r].first);
            break;
        }
        cur = parent;
    }
    let Some(caller_entry) = caller_entry else {
        return;
    };
    if caller_entry == callee_entry {
        return;
    }
    let mut to_move: Vec<(OpId, Attribute, bool)> = vec![];
    let mut any_lifetime = false;
    let mut dynamic = false;
    for op in ctx.block_ops(callee_entry) {
        if !AllocaOp::is(ctx, op) {
            continue;
        }
        let Some(size) = constant_int(ctx, ctx.ops[op].operands[0]) else {
            dynamic = true;
            continue;
        };
        let nonzero = ctx
            .as_int_attr(size)
            .is_some_and(|v| v.sign() != num_bigint::Sign::NoSign);
        let lifetime = nonzero && !has_lifetime_markers(ctx, op);
        any_lifetime |= lifetime;
        to_move.push((op, size, lifetime));
    }
    for &b in &blocks[1..] {
        if dynamic {
            break;
        }
        dynamic = ctx.block_ops(b).into_iter().any(|op| {
            AllocaOp::is(ctx, op) && constant_int(ctx, ctx.ops[op].operands[0]).is_none()
        });
    }
    if to_move.is_empty() && !dynamic {
        return;
    }
    let call_loc = ctx.ops[call].loc;
    let mut stack_ptr = None;
    if dynamic {
        let ptr = super::types::ptr(ctx, 0);
        let st = build_state(ctx, intr::STACKSAVE, call_loc, &[Group::One(ptr)], &[], &[]);
        let save = ctx.create_op(st);
        let first = ctx.blocks[callee_entry].first;
        place(ctx, save, callee_entry, first);
        stack_ptr = Some(ctx.ops[save].results[0]);
    }
    let insert_before = ctx.blocks[caller_entry].first;
    for &(alloca, size, lifetime) in &to_move {
        let loc = ctx.ops[alloca].loc;
        let size_v = ctx.ops[alloca].operands[0];
        let ty = ctx.values[size_v].ty;
        let c = constant_op(ctx, ty, size, loc);
        place(ctx, c, caller_entry, insert_before);
        let ptr = ctx.ops[alloca].results[0];
        if lifetime {
            let marker = lifetime_marker(ctx, intr::LIFETIME_START, size, ptr, loc);
            ctx.insert_op_before(alloca, marker);
        }
        ctx.detach_op(alloca);
        ctx.insert_op_after(c, alloca);
        let cv = ctx.ops[c].results[0];
        ctx.set_operand(alloca, 0, cv);
    }
    if !any_lifetime && !dynamic {
        return;
    }
    for &b in blocks {
        let Some(term) = ctx.blocks[b].last else {
            continue;
        };
        if !ctx.ops[term]
            .def
            .is_some_and(|d| d.has(crate::ods::traits::RETURN_LIKE))
        {
            continue;
        }
        if let Some(sp) = stack_ptr {
            let st = build_state(
                ctx,
                intr::STACKRESTORE,
                call_loc,
                &[],
                &[Group::One(sp)],
                &[],
            );
            let restore = ctx.create_op(st);
            ctx.insert_op_before(term, restore);
        }
        for &(alloca, size, lifetime) in &to_move {
            if lifetime {
                let loc = ctx.ops[alloca].loc;
                let ptr = ctx.ops[alloca].results[0];
                let marker = lifetime_marker(ctx, intr::LIFETIME_END, size, ptr, loc);
                ctx.insert_op_before(term, marker);
            }
        }
    }
}

fn lifetime_marker(
    ctx: &mut Context,
    def: &'static crate::ods::OpDef,
    size: Attribute,
    ptr: ValueId,
    loc: Attribute,
) -> OpId {
    let n = int_of(ctx, size).unwrap_or(0);
    let size = ctx.i64_attr(i64::try_from(n).unwrap_or(i64::MAX));
    let st = build_state(
        ctx,
        def,
        loc,
        &[],
        &[Group::One(ptr)],
        &[("size", Some(size))],
    );
    ctx.create_op(st)
}

/// `appendCallOpAliasScopes` / `handleAccessGroups`: the call's list `name` appended to that of
/// every inlined op that carries one (all nested ops for alias scopes, the blocks' own ops for
/// access groups).
fn append_call_attr_lists(
    ctx: &mut Context,
    call: OpId,
    blocks: &[BlockId],
    name: &str,
    nested: bool,
) {
    let Some(extra) = ctx.get_attr(call, name) else {
        return;
    };
    let extra: Vec<Attribute> = ctx.as_array(extra).unwrap_or(&[]).to_vec();
    let mut ops = vec![];
    for &b in blocks {
        for op in ctx.block_ops(b) {
            if nested {
                ctx.walk(op, |o| ops.push(o));
            } else {
                ops.push(op);
            }
        }
    }
    for op in ops {
        if ctx.ops[op].def.is_none_or(|d| d.attr(name).is_none()) {
            continue;
        }
        let mut list: Vec<Attribute> = ctx
            .get_attr(op, name)
            .and_then(|a| ctx.as_array(a).map(|v| v.to_vec()))
            .unwrap_or_default();
        list.extend(extra.iter().copied());
        let a = ctx.array_attr(list);
        ctx.set_prop(op, name, a);
    }
}

/// `handleLoopAnnotations`: when the caller's function has a `fused<#llvm.di_subprogram>`
/// location, the start and end locations of the inlined loop annotations become that scope's
/// fusion of `callsite(loc at call)`.
fn handle_loop_annotations(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
    let mut func = ctx.parent_op(call);
    while let Some(f) = func {
        if ctx.ops[f].def.is_some_and(|d| d.callable.is_some()) {
            break;
        }
        func = ctx.parent_op(f);
    }
    let Some(func) = func else {
        return;
    };
    let scope = match ctx.attr_kind(ctx.ops[func].loc) {
        AttrKind::Location(Location::Fused {
            metadata: Some(m), ..
        }) => *m,
        _ => return,
    };
    if !la::is(ctx, scope, "di_subprogram") {
        return;
    }
    let call_loc = ctx.ops[call].loc;
    let mut ops = vec![];
    for &b in blocks {
        for op in ctx.block_ops(b) {
            ctx.walk(op, |o| ops.push(o));
        }
    }
    let mut cache: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    for op in ops {
        for props in [true, false] {
            let list = if props {
                ctx.ops[op].props.clone()
            } else {
                ctx.ops[op].attrs.clone()
            };
            let mut changed = false;
            let mut new_list = list.clone();
            for e in new_list.iter_mut() {
                let n = replace_loop_annotations(ctx, e.1, scope, call_loc, &mut cache);
                if n != e.1 {
                    e.1 = n;
                    changed = true;
                }
            }
            if changed {
                if props {
                    ctx.ops[op].props = new_list;
                } else {
                    ctx.ops[op].attrs = new_list;
                }
            }
        }
    }
}

/// `AttrTypeReplacer` with the loop annotation rule: `a` with every loop annotation in it
/// (nested ones too) given inlined start and end locations.
fn replace_loop_annotations(
    ctx: &mut Context,
    a: Attribute,
    scope: Attribute,
    call_loc: Attribute,
    cache: &mut FxHashMap<Attribute, Attribute>,
) -> Attribute {
    if let Some(&r) = cache.get(&a) {
        return r;
    }
    let r = match ctx.attr_kind(a).clone() {
        AttrKind::DialectStruct { name, params } => {
            let is_annotation = la::is(ctx, a, "loop_annotation");
            let mut out = Vec::with_capacity(params.len());
            for (k, v) in params {
                let key = ctx.str(k);
                let v = if is_annotation && (key == "startLoc" || key == "endLoc") {
                    inlined_loc(ctx, v, scope, call_loc)
                } else {
                    replace_loop_annotations(ctx, v, scope, call_loc, cache)
                };
                out.push((k, v));
            }
            ctx.attr(AttrKind::DialectStruct { name, params: out })
        }
        AttrKind::Array(items) => {
            let items = items
                .into_iter()
                .map(|x| replace_loop_annotations(ctx, x, scope, call_loc, cache))
                .collect();
            ctx.attr(AttrKind::Array(items))
        }
        AttrKind::Dictionary(entries) => {
            let entries = entries
                .into_iter()
                .map(|(k, x)| (k, replace_loop_annotations(ctx, x, scope, call_loc, cache)))
                .collect();
            ctx.attr(AttrKind::Dictionary(entries))
        }
        _ => a,
    };
    cache.insert(a, r);
    r
}

/// `fused<scope>[callsite(loc at call)]` for a fused `loc`; other locations are kept.
fn inlined_loc(
    ctx: &mut Context,
    loc: Attribute,
    scope: Attribute,
    call_loc: Attribute,
) -> Attribute {
    if !matches!(
        ctx.attr_kind(loc),
        AttrKind::Location(Location::Fused { .. })
    ) {
        return loc;
    }
    let site = ctx.attr(AttrKind::Location(Location::CallSite {
        callee: loc,
        caller: call_loc,
    }));
    ctx.attr(AttrKind::Location(Location::Fused {
        metadata: Some(scope),
        locs: vec![site],
    }))
}
