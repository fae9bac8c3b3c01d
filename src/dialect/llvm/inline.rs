//! The `llvm` dialect's inliner interface (MLIR 19's `LLVMInlinerInterface`, LLVMInlining.cpp):
//! which `llvm.call`s may be inlined, `llvm.return` turned into `llvm.br`, `byval` arguments
//! copied into a new stack slot (or realigned), and the inlined blocks fixed up for the caller:
//! static allocas hoisted into the caller's entry block with lifetime markers (stack save/restore
//! around dynamic ones), the call's alias scopes and access groups appended to the inlined memory
//! ops, and loop annotation locations rewritten as inlined at the call.
//!
//! Sizes and alignments are those of [`Layout`]: the entries of the closest `dlti.dl_spec` (integer,
//! float, index, pointer and struct entries, the stack alignment) over MLIR's defaults (integers of
//! fewer than 64 bits aligned to their size rounded to a power of two, wider ones to 4, pointers 8
//! bytes, arrays and structs from their elements).

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
    let layout = Layout::closest(ctx, callable);
    let min_align = layout.abi_alignment(ctx, elem)?;
    if read_only {
        if requested <= min_align {
            return Some(arg);
        }
        if enforce_alignment(ctx, layout.stack_alignment, arg, requested) >= requested {
            return Some(arg);
        }
    }
    let target = requested.max(min_align);
    let size = layout.type_size(ctx, elem)?;
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

/// `tryToEnforceAlignment`: the alignment `v` is known to have, raised to `requested` where it
/// is an alloca's and that does not exceed the `natural` stack alignment (bits, 0: unstated).
fn enforce_alignment(ctx: &mut Context, natural: u64, v: ValueId, requested: u64) -> u64 {
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

// ---- the data layout ----------------------------------------------------------------------------------

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

/// `DataLayout::closest(op)` for the `llvm` dialect's types: the entries of the closest
/// `dlti.dl_spec` above `op` (type keys with their values in bits, the stack alignment), over
/// MLIR's defaults.
pub struct Layout {
    types: Vec<(Type, Vec<u64>)>,
    /// `dlti.stack_alignment` in bits (0: unstated).
    pub stack_alignment: u64,
    /// `dlti.endianness` is `"big"`.
    pub big_endian: bool,
}

fn entry_values(ctx: &Context, v: Attribute) -> Vec<u64> {
    if let Some((_, _, vals)) = crate::ir::dense::int_values(ctx, v) {
        return vals
            .into_iter()
            .map(|x| u64::try_from(x).unwrap_or(u64::MAX))
            .collect();
    }
    int_of(ctx, v).into_iter().collect()
}

impl Layout {
    pub fn closest(ctx: &Context, op: OpId) -> Layout {
        let mut layout = Layout {
            types: vec![],
            stack_alignment: 0,
            big_endian: false,
        };
        let mut cur = ctx.parent_op(op);
        while let Some(o) = cur {
            let Some(spec) = ctx.get_attr(o, "dlti.dl_spec") else {
                cur = ctx.parent_op(o);
                continue;
            };
            let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(spec) else {
                break;
            };
            for &(_, entry) in params {
                let AttrKind::DialectStruct { params: kv, .. } = ctx.attr_kind(entry) else {
                    continue;
                };
                let key = kv.iter().find(|(k, _)| ctx.str(*k) == "key").map(|e| e.1);
                let value = kv.iter().find(|(k, _)| ctx.str(*k) == "value").map(|e| e.1);
                let (Some(key), Some(value)) = (key, value) else {
                    continue;
                };
                if let Some(t) = ctx.as_type_attr(key) {
                    layout.types.push((t, entry_values(ctx, value)));
                } else if ctx.as_str_attr(key) == Some(b"dlti.stack_alignment".as_slice()) {
                    layout.stack_alignment = int_of(ctx, value).unwrap_or(0);
                } else if ctx.as_str_attr(key) == Some(b"dlti.endianness".as_slice()) {
                    layout.big_endian = ctx.as_str_attr(value) == Some(b"big".as_slice());
                }
            }
            break;
        }
        layout
    }

    fn entry(&self, t: Type) -> Option<&[u64]> {
        self.types
            .iter()
            .find(|(k, _)| *k == t)
            .map(|(_, v)| v.as_slice())
    }

    fn ptr_entry(&self, ctx: &Context, addr_space: u32, pos: usize) -> Option<u64> {
        self.types.iter().find_map(|(k, v)| match ctx.kind(*k) {
            TypeKind::Dialect(DialectType::LlvmPtr { addr_space: a }) if *a == addr_space => {
                v.get(pos).copied()
            }
            _ => None,
        })
    }

    fn index_bits(&self, ctx: &Context) -> u64 {
        self.types
            .iter()
            .find(|(k, _)| matches!(ctx.kind(*k), TypeKind::Index))
            .and_then(|(_, v)| v.first().copied())
            .unwrap_or(64)
    }

    /// `findEntryForIntegerType`'s ABI alignment: the entry of the narrowest integer type at
    /// least as wide, else of the widest.
    fn int_alignment(&self, ctx: &Context, width: u64) -> u64 {
        let mut entries: Vec<(u64, u64)> = self
            .types
            .iter()
            .filter_map(|(k, v)| match ctx.kind(*k) {
                TypeKind::Integer { width: w, .. } => Some((u64::from(*w), v.first().copied()?)),
                _ => None,
            })
            .collect();
        if entries.is_empty() {
            return if width < 64 {
                pow2_ceil(width.div_ceil(8))
            } else {
                4
            };
        }
        entries.sort_by_key(|e| e.0);
        let e = entries
            .iter()
            .find(|e| e.0 >= width)
            .or(entries.last())
            .map_or(0, |e| e.1);
        e / 8
    }

    fn size_bits(&self, ctx: &Context, t: Type) -> Option<u64> {
        Some(match ctx.kind(t) {
            TypeKind::Integer { width, .. } => u64::from(*width),
            TypeKind::Index => self.index_bits(ctx),
            TypeKind::Float(k) => u64::from(k.bit_width()),
            TypeKind::Vector { shape, elem, .. } => {
                let last = u64::try_from(*shape.last()?).ok()?;
                let n: u64 = shape
                    .iter()
                    .map(|d| u64::try_from(*d).unwrap_or(0))
                    .product();
                let outer = n.checked_div(last).unwrap_or(0);
                outer
                    .saturating_mul(pow2_ceil(last))
                    .saturating_mul(self.type_size(ctx, *elem)?)
                    .saturating_mul(8)
            }
            TypeKind::Dialect(DialectType::LlvmPtr { addr_space }) => {
                match self.ptr_entry(ctx, *addr_space, 0) {
                    Some(v) => v,
                    None => self.ptr_entry(ctx, 0, 0).unwrap_or(64),
                }
            }
            TypeKind::Dialect(DialectType::LlvmArray { len, elem }) => {
                let e = align_to(self.type_size(ctx, *elem)?, self.abi_alignment(ctx, *elem)?);
                e.saturating_mul(*len).saturating_mul(8)
            }
            TypeKind::Dialect(
                DialectType::LlvmStruct { .. } | DialectType::LlvmIdentifiedStruct { .. },
            ) => {
                let s = super::types::struct_info(ctx, t)?;
                if s.opaque {
                    return None;
                }
                let mut size = 0u64;
                let mut align = 1u64;
                for &e in s.elems {
                    let a = if s.packed {
                        1
                    } else {
                        self.abi_alignment(ctx, e)?
                    };
                    size = align_to(size, a).saturating_add(self.type_size(ctx, e)?);
                    align = align.max(a);
                }
                align_to(size, align).saturating_mul(8)
            }
            _ => return None,
        })
    }

    /// `DataLayout::getTypeSizeInBits`; `None` for types it does not size.
    pub fn type_size_in_bits(&self, ctx: &Context, t: Type) -> Option<u64> {
        self.size_bits(ctx, t)
    }

    /// `DataLayout::getTypeSize` (bytes); `None` for types it does not size.
    pub fn type_size(&self, ctx: &Context, t: Type) -> Option<u64> {
        Some(self.size_bits(ctx, t)?.div_ceil(8))
    }

    /// `DataLayout::getTypeABIAlignment` (bytes).
    pub fn abi_alignment(&self, ctx: &Context, t: Type) -> Option<u64> {
        Some(match ctx.kind(t) {
            TypeKind::Integer { width, .. } => self.int_alignment(ctx, u64::from(*width)),
            TypeKind::Index => self.int_alignment(ctx, self.index_bits(ctx)),
            TypeKind::Float(_) => match self.entry(t).and_then(|v| v.first()) {
                Some(a) => a / 8,
                None => pow2_ceil(self.type_size(ctx, t)?),
            },
            TypeKind::Vector { .. } => pow2_ceil(self.type_size(ctx, t)?),
            TypeKind::Dialect(DialectType::LlvmPtr { addr_space }) => {
                match self.ptr_entry(ctx, *addr_space, 1) {
                    Some(v) => v / 8,
                    None => self.ptr_entry(ctx, 0, 1).map_or(8, |v| v / 8),
                }
            }
            TypeKind::Dialect(DialectType::LlvmArray { elem, .. }) => {
                self.abi_alignment(ctx, *elem)?
            }
            TypeKind::Dialect(
                DialectType::LlvmStruct { .. } | DialectType::LlvmIdentifiedStruct { .. },
            ) => {
                let s = super::types::struct_info(ctx, t)?;
                if s.opaque {
                    return None;
                }
                if s.packed {
                    return Some(1);
                }
                let mut align = 1;
                for &e in s.elems {
                    align = self.abi_alignment(ctx, e)?.max(align);
                }
                let entry = self.types.iter().find_map(|(k, v)| {
                    super::types::struct_info(ctx, *k).and_then(|_| v.first().copied())
                });
                match entry {
                    Some(e) => (e / 8).max(align),
                    None => align,
                }
            }
            _ => return None,
        })
    }
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
