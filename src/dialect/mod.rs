//! The dialects irbridge registers and their [`REGISTRY`]: for each known op its record, and the
//! dialect hooks the core asks through [`DialectRegistry`] (syntax, constant materializers, inliner
//! interface). Each dialect folder exports a table of [`OpDef`]s. The core (parser, printer,
//! verifier, rewrite drivers) never names a dialect but `builtin`: it reaches them through the
//! context's registry.

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod complex;
pub mod dlti;
pub mod enums;
pub mod func;
pub mod function_interface;
pub mod index;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod scf;
pub(crate) mod syntax;
pub mod transform;
pub mod ub;
pub mod vector;

use crate::ir::{Context, OpId};
use crate::ods::registry::{DialectRegistry, DialectSyntax, InlinerHooks, RegistryParts};

pub use crate::ods::{traits, DefaultFn, OpDef, ResultNamesFn, VerifyFn};

/// The dialects irbridge knows, by name.
pub const DIALECTS: &[&str] = &[
    "dlti",
    "builtin",
    "func",
    "arith",
    "cf",
    "memref",
    "index",
    "complex",
    "llvm",
    "affine",
    "math",
    "ub",
    "scf",
    "vector",
    "transform",
];

/// Enum attribute tables, the core's own (`enums`) first.
const ENUM_TABLES: &[&[enums::EnumDef]] = &[
    enums::OWN_ENUMS,
    builtin::ENUMS,
    func::ENUMS,
    arith::ENUMS,
    cf::ENUMS,
    memref::ENUMS,
    index::ENUMS,
    complex::ENUMS,
    llvm::ENUMS,
    vector::ENUMS,
];

/// Tables of records (`ops!`), one per dialect or family.
static RECORD_TABLES: &[&[&OpDef]] = &[
    builtin::OPS,
    func::RECORDS,
    cf::RECORDS,
    arith::OPS,
    index::OPS,
    complex::OPS,
    math::OPS,
    ub::OPS,
    memref::OPS,
    scf::OPS,
    affine::OPS,
    llvm::ops::arith::OPS,
    llvm::ops::casts::OPS,
    llvm::ops::memory::OPS,
    llvm::ops::aggregates::OPS,
    llvm::ops::constants::OPS,
    llvm::ops::control::OPS,
    llvm::ops::func::OPS,
    llvm::ops::global::OPS,
    llvm::ops::call::OPS,
    llvm::ops::intrinsics::OPS,
    vector::OPS,
    transform::OPS,
];

/// The dialects with attribute or type syntax of their own.
const SYNTAX: &[DialectSyntax] = &[
    DialectSyntax {
        dialect: "llvm",
        parse_attr: Some(llvm::attrs::parse_attr),
        print_attr: Some(llvm::attrs::print_attr),
        parse_type: Some(llvm::types::parse_type),
        print_type: Some(llvm::types::print_type),
    },
    DialectSyntax {
        dialect: "complex",
        parse_attr: Some(complex::number_attr::parse),
        print_attr: Some(complex::number_attr::print),
        parse_type: None,
        print_type: None,
    },
    DialectSyntax {
        dialect: "dlti",
        parse_attr: Some(dlti::parse_attr),
        print_attr: Some(dlti::print_attr),
        parse_type: None,
        print_type: None,
    },
    DialectSyntax {
        dialect: "transform",
        parse_attr: None,
        print_attr: None,
        parse_type: Some(transform::types::parse_type),
        print_type: None,
    },
    DialectSyntax {
        dialect: "ub",
        parse_attr: Some(ub::parse_attr),
        print_attr: Some(ub::print_attr),
        parse_type: None,
        print_type: None,
    },
];

/// Every dialect irbridge has, as the core sees them (what `registerAllDialects` gives a tool).
pub static REGISTRY: DialectRegistry = DialectRegistry::new(RegistryParts {
    dialects: DIALECTS,
    op_tables: RECORD_TABLES,
    enum_tables: ENUM_TABLES,
    verbose_enum_dialects: enums::VERBOSE_FORM_DIALECTS,
    syntax: SYNTAX,
    attr_alias: llvm::attrs::alias_name,
    materializer,
    materialize_into,
    inliner: InlinerHooks {
        legal_op: inline_legal_op,
        legal_call: inline_legal_call,
        legal_region: inline_legal_region,
        handle_terminator: inline_handle_terminator,
        handle_argument: inline_handle_argument,
        process_call_blocks: inline_process_call_blocks,
    },
    memory_slots,
    runtime_verification: memref::runtime_verification::hook,
    open_dialects: &["llvm"],
    poison_attr: ub::POISON_ATTR,
});

/// The memory slot model (`mem2reg`, `sroa`) of `op`'s dialect: `llvm` and `memref` have one.
fn memory_slots(ctx: &Context, op: OpId) -> &'static dyn crate::ods::memory_slot::MemorySlotModel {
    let dialect = ctx.ops[op]
        .def
        .map_or("", |d| d.name.split_once('.').map_or("", |(d, _)| d));
    match dialect {
        "llvm" => &llvm::memory_slot::LlvmMemorySlots,
        "memref" => &memref::memory_slot::MemRefMemorySlots,
        _ => &crate::ods::memory_slot::NoMemorySlots,
    }
}

/// A context that knows every dialect of [`REGISTRY`]. Defined here, not with the context, so
/// the core never names the dialects.
impl Default for Context {
    fn default() -> Self {
        Context::with_registry(&REGISTRY)
    }
}

impl Context {
    /// A context that knows every dialect irbridge has.
    pub fn new() -> Self {
        Context::with_registry(&REGISTRY)
    }
}

/// Every registered op's definition (in no particular order).
pub fn all_ops() -> impl Iterator<Item = &'static OpDef> {
    REGISTRY.all_ops()
}

/// The constant materializer of a dialect (`Dialect::materializeConstant`).
pub fn materializer(dialect: &str) -> Option<crate::ods::MaterializeFn> {
    match dialect {
        "arith" => Some(arith::fold::materialize),
        "ub" => Some(ub::materialize),
        "affine" => Some(affine::fold::materialize),
        "func" => Some(func::canonicalize::materialize),
        "index" => Some(index::fold::materialize),
        "complex" => Some(complex::fold::materialize),
        "math" => Some(math::fold::materialize),
        "memref" => Some(memref::fold::materialize),
        "llvm" => Some(llvm::ops::fold::materialize),
        // `VectorDialect::materializeConstant` builds `arith.constant`s.
        "vector" => Some(arith::fold::materialize),
        _ => None,
    }
}

/// `DialectFoldInterface::shouldMaterializeInto`: constants folded inside `region` of `op` stay
/// in that region rather than going up to the enclosing isolated one.
pub fn materialize_into(_ctx: &Context, _op: OpId, _region: crate::ir::RegionId) -> bool {
    false
}

/// The dialect prefix of `op`'s name.
fn dialect_name(ctx: &Context, op: OpId) -> &str {
    let name = ctx.op_name(op);
    name.split_once('.').map_or(name, |d| d.0)
}

/// `DialectInlinerInterface::isLegalToInline(op, dest, ...)`, asked of `op`'s dialect for an op
/// of the inlined body; `dest_parent` holds the region it goes into. Dialects without an inliner
/// interface in upstream 19 (`index`, `builtin`, unknown ones) never allow it; `affine` allows
/// its ops only where affine symbols stay valid: in an affine scope or an affine loop/condition.
pub fn inline_legal_op(ctx: &Context, op: OpId, dest_parent: OpId) -> bool {
    if ctx.ops[op].def.is_none() {
        return false;
    }
    match dialect_name(ctx, op) {
        "func" | "arith" | "cf" | "complex" | "math" | "ub" | "memref" | "scf" | "vector" => true,
        "llvm" => llvm::inline::legal_op(ctx, op),
        "affine" => {
            ctx.ops[dest_parent]
                .def
                .is_some_and(|d| d.has(crate::ods::traits::AFFINE_SCOPE))
                || affine::ForOp::is(ctx, dest_parent)
                || affine::ParallelOp::is(ctx, dest_parent)
                || affine::IfOp::is(ctx, dest_parent)
        }
        _ => false,
    }
}

/// `isLegalToInline(call, callable, wouldBeCloned)`, asked of the call's dialect.
pub fn inline_legal_call(ctx: &Context, call: OpId, callable: OpId, cloned: bool) -> bool {
    match dialect_name(ctx, call) {
        "func" | "cf" => true,
        "llvm" => llvm::inline::legal_call(ctx, call, callable, cloned),
        _ => false,
    }
}

/// `handleArgument`, asked of the callable's dialect: `llvm` copies `byval` arguments; the other
/// dialects keep the argument.
pub fn inline_handle_argument(
    ctx: &mut Context,
    call: OpId,
    callable: OpId,
    arg: crate::ir::ValueId,
    attrs: Option<crate::ir::Attribute>,
    at: crate::ods::registry::InsertPoint,
) -> crate::ir::ValueId {
    match dialect_name(ctx, callable) {
        "llvm" => llvm::inline::handle_argument(ctx, call, callable, arg, attrs, at),
        _ => arg,
    }
}

/// `processInlinedCallBlocks`, asked of the call's dialect (only `llvm` has one).
pub fn inline_process_call_blocks(ctx: &mut Context, call: OpId, blocks: &[crate::ir::BlockId]) {
    if dialect_name(ctx, call) == "llvm" {
        llvm::inline::process_call_blocks(ctx, call, blocks);
    }
}

/// `isLegalToInline(dest region, src region)`, asked of the dialect of the op holding `dest`:
/// `scf`'s regions take any body, `affine`'s only bodies whose ops stay valid there
/// ([`affine::inline::region_legal_to_inline`]). `mapped` gives the value replacing an argument
/// of `src`'s entry block; `no_effect` whether an op states it has no memory effect.
pub fn inline_legal_region(
    ctx: &Context,
    dest: crate::ir::RegionId,
    src: crate::ir::RegionId,
    mapped: &dyn Fn(crate::ir::ValueId) -> Option<crate::ir::ValueId>,
    no_effect: &dyn Fn(OpId) -> bool,
) -> bool {
    let Some(dest_parent) = ctx.regions[dest].parent else {
        return false;
    };
    match dialect_name(ctx, dest_parent) {
        "func" | "memref" | "scf" | "llvm" => true,
        "affine" => affine::inline::region_legal_to_inline(ctx, dest, src, mapped, no_effect),
        _ => false,
    }
}

/// `handleTerminator(op, newDest)`: a return of an inlined multi-block callee becomes a branch to
/// the block after the call, passing the returned values.
pub fn inline_handle_terminator(ctx: &mut Context, op: OpId, dest: crate::ir::BlockId) {
    if llvm::ops::control::ReturnOp::is(ctx, op) {
        llvm::inline::handle_terminator(ctx, op, dest);
        return;
    }
    if !func::ReturnOp::is(ctx, op) {
        return;
    }
    let loc = ctx.ops[op].loc;
    let operands = ctx.ops[op].operands.to_vec();
    use crate::ods::typed::{build_state, Group};
    let mut st = build_state(
        ctx,
        cf::BranchOp::def(),
        loc,
        &[],
        &[Group::Many(&operands)],
        &[],
    );
    st.successors = vec![dest];
    let br = ctx.create_op(st);
    ctx.insert_op_before(op, br);
    ctx.erase_op(op);
}

/// The definition of a registered op.
pub fn lookup(name: &str) -> Option<&'static OpDef> {
    REGISTRY.lookup(name)
}

/// The definition of `op`, if it is registered.
pub fn op_def(ctx: &Context, op: OpId) -> Option<&'static OpDef> {
    ctx.ops[op].def
}

/// The dialects irbridge registers, sorted, for diagnostics.
pub fn registered_dialects() -> Vec<&'static str> {
    REGISTRY.sorted_dialects()
}

pub fn is_known_dialect(name: &str) -> bool {
    REGISTRY.is_known_dialect(name)
}
