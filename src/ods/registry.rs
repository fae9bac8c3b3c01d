//! The dialect registry: what the core (parser, printer, verifier, rewrite drivers) asks of the
//! dialects, as one value of tables and hooks. The dialects build it (`dialect::REGISTRY`) and every
//! [`Context`] holds a reference to it, so the core reaches the dialects only through this
//! interface and never names one: dialects depend on the core, not the other way round (MLIR's
//! `DialectRegistry` loaded into an `MLIRContext`).

use super::asm::{DialectAttrParseFn, DialectAttrPrintFn, DialectTypeParseFn, DialectTypePrintFn};
use super::enums::{EnumDef, EnumRef};
use super::{MaterializeFn, OpDef};
use crate::ir::{Attribute, BlockId, Context, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// The syntax hooks of a dialect with its own attributes or types (`#llvm.linkage<...>`,
/// `!llvm.ptr`): the parser and printer dispatch on the dialect prefix.
#[derive(Copy, Clone)]
pub struct DialectSyntax {
    pub dialect: &'static str,
    pub parse_attr: Option<DialectAttrParseFn>,
    pub print_attr: Option<DialectAttrPrintFn>,
    pub parse_type: Option<DialectTypeParseFn>,
    pub print_type: Option<DialectTypePrintFn>,
}

/// `DialectInlinerInterface`, asked of the dialect of the op concerned.
#[derive(Copy, Clone)]
pub struct InlinerHooks {
    /// `isLegalToInline(op, dest, ...)`: may `op` of the inlined body go into a region of
    /// `dest_parent`?
    pub legal_op: fn(&Context, OpId, OpId) -> bool,
    /// `isLegalToInline(call, callable, wouldBeCloned)`, asked of the call's dialect.
    pub legal_call: fn(&Context, OpId, OpId, bool) -> bool,
    /// `isLegalToInline(dest region, src region)`; the closures give the value replacing an
    /// argument of the source entry block, and whether an op states it has no memory effect.
    pub legal_region: LegalRegionFn,
    /// `handleTerminator(op, newDest)` of a multi-block callee.
    pub handle_terminator: fn(&mut Context, OpId, BlockId),
    /// `handleArgument(builder, call, callable, argument, argumentAttrs)`, asked of the callable's
    /// dialect before the body is inlined: the value the body sees for one argument. New ops go
    /// where the [`InsertPoint`] says.
    pub handle_argument: HandleArgumentFn,
    /// `processInlinedCallBlocks(call, inlinedBlocks)`, asked of the call's dialect once the body
    /// is in place (its locations and operands remapped, its terminators not yet handled).
    pub process_call_blocks: fn(&mut Context, OpId, &[BlockId]),
}

/// Where a hook inserts the ops it creates: before `before`, or at the end of `block` if `None`.
#[derive(Copy, Clone, Debug)]
pub struct InsertPoint {
    pub block: BlockId,
    pub before: Option<OpId>,
}

/// See [`InlinerHooks::handle_argument`]: `(ctx, call, callable, argument, its attribute
/// dictionary (if any), insertion point) -> the value to use`.
pub type HandleArgumentFn =
    fn(&mut Context, OpId, OpId, ValueId, Option<Attribute>, InsertPoint) -> ValueId;

/// See [`InlinerHooks::legal_region`].
pub type LegalRegionFn = fn(
    &Context,
    RegionId,
    RegionId,
    &dyn Fn(ValueId) -> Option<ValueId>,
    &dyn Fn(OpId) -> bool,
) -> bool;

/// Everything the core knows about the registered dialects. Built as a `static` by the dialect
/// layer with [`DialectRegistry::new`]; the lookup tables are made on first use.
pub struct DialectRegistry {
    /// The dialects, by name, in registration order.
    pub dialects: &'static [&'static str],
    /// Record tables, one per dialect or family of ops.
    pub op_tables: &'static [&'static [&'static OpDef]],
    /// Enum attribute tables; a name defined twice keeps its first definition.
    pub enum_tables: &'static [&'static [EnumDef]],
    /// Dialects whose enum attributes print as `#dialect<mnemonic value>`.
    pub verbose_enum_dialects: &'static [&'static str],
    /// Dialects with attribute or type syntax of their own.
    pub syntax: &'static [DialectSyntax],
    /// Alias name suggestions for attributes (`OpAsmDialectInterface::getAlias`).
    pub attr_alias: fn(&Context, Attribute) -> Option<&'static str>,
    /// `Dialect::materializeConstant`, by dialect.
    pub materializer: fn(&str) -> Option<MaterializeFn>,
    /// `DialectFoldInterface::shouldMaterializeInto`.
    pub materialize_into: fn(&Context, OpId, RegionId) -> bool,
    pub inliner: InlinerHooks,
    /// The memory slot interfaces (`mem2reg`, `sroa`) of an op's dialect.
    pub memory_slots: MemorySlotsFn,
    /// `RuntimeVerifiableOpInterface` (`generate-runtime-verification`): the checks of an op, if
    /// its dialect states some.
    pub runtime_verification: RuntimeVerificationFn,
    /// Dialects that accept ops they do not define (kept in generic form).
    pub open_dialects: &'static [&'static str],
    /// The name of the poison attribute (`#ub.poison`), which folders propagate.
    pub poison_attr: &'static str,
    ops_by_name: OnceLock<FxHashMap<&'static str, &'static OpDef>>,
    enums: OnceLock<Vec<&'static EnumDef>>,
}

/// The parts of a [`DialectRegistry`] its builder states.
pub struct RegistryParts {
    pub dialects: &'static [&'static str],
    pub op_tables: &'static [&'static [&'static OpDef]],
    pub enum_tables: &'static [&'static [EnumDef]],
    pub verbose_enum_dialects: &'static [&'static str],
    pub syntax: &'static [DialectSyntax],
    pub attr_alias: fn(&Context, Attribute) -> Option<&'static str>,
    pub materializer: fn(&str) -> Option<MaterializeFn>,
    pub materialize_into: fn(&Context, OpId, RegionId) -> bool,
    pub inliner: InlinerHooks,
    pub memory_slots: MemorySlotsFn,
    pub runtime_verification: RuntimeVerificationFn,
    pub open_dialects: &'static [&'static str],
    pub poison_attr: &'static str,
}

/// See [`DialectRegistry::memory_slots`]: the model answering for `op`
/// ([`super::memory_slot::NoMemorySlots`] if its dialect has none).
pub type MemorySlotsFn = fn(&Context, OpId) -> &'static dyn super::memory_slot::MemorySlotModel;

/// See [`DialectRegistry::runtime_verification`]: the hook generating `op`'s runtime checks,
/// called with the rewriter's insertion point just before `op`.
pub type RuntimeVerificationFn = fn(&Context, OpId) -> Option<GenerateChecksFn>;

/// `generateRuntimeVerification(builder, loc)` of one op: `(rewriter, op)`.
pub type GenerateChecksFn = fn(&mut crate::rewrite::Rewriter<'_>, OpId);

impl DialectRegistry {
    pub const fn new(p: RegistryParts) -> Self {
        DialectRegistry {
            dialects: p.dialects,
            op_tables: p.op_tables,
            enum_tables: p.enum_tables,
            verbose_enum_dialects: p.verbose_enum_dialects,
            syntax: p.syntax,
            attr_alias: p.attr_alias,
            materializer: p.materializer,
            materialize_into: p.materialize_into,
            inliner: p.inliner,
            memory_slots: p.memory_slots,
            runtime_verification: p.runtime_verification,
            open_dialects: p.open_dialects,
            poison_attr: p.poison_attr,
            ops_by_name: OnceLock::new(),
            enums: OnceLock::new(),
        }
    }

    fn ops(&self) -> &FxHashMap<&'static str, &'static OpDef> {
        self.ops_by_name.get_or_init(|| {
            let mut m = FxHashMap::default();
            for table in self.op_tables {
                for d in table.iter() {
                    m.insert(d.name, *d);
                }
            }
            m
        })
    }

    /// The definition of the registered op named `name`.
    pub fn lookup(&self, name: &str) -> Option<&'static OpDef> {
        self.ops().get(name).copied()
    }

    /// Every registered op's definition (in no particular order).
    pub fn all_ops(&self) -> impl Iterator<Item = &'static OpDef> + '_ {
        self.ops().values().copied()
    }

    pub fn is_known_dialect(&self, name: &str) -> bool {
        self.dialects.contains(&name)
    }

    /// The registered dialect named `name`, as a `'static` string.
    pub fn dialect(&self, name: &str) -> Option<&'static str> {
        self.dialects.iter().copied().find(|d| *d == name)
    }

    /// The registered dialects, sorted, for diagnostics.
    pub fn sorted_dialects(&self) -> Vec<&'static str> {
        let mut v = self.dialects.to_vec();
        v.sort_unstable();
        v
    }

    /// Dialects that accept ops they do not define, as upstream's `llvm` does.
    pub fn allows_unknown_ops(&self, dialect: &str) -> bool {
        self.open_dialects.contains(&dialect)
    }

    fn all_enums(&self) -> &Vec<&'static EnumDef> {
        self.enums.get_or_init(|| {
            let mut v: Vec<&'static EnumDef> = vec![];
            for table in self.enum_tables {
                for d in table.iter() {
                    if !v.iter().any(|e| e.name == d.name) {
                        v.push(d);
                    }
                }
            }
            v
        })
    }

    /// The enum attribute named `name` (`arith.fastmath`).
    pub fn enum_def(&self, name: &str) -> Option<EnumRef> {
        self.all_enums()
            .iter()
            .find(|d| d.name == name)
            .map(|d| EnumRef(d))
    }

    /// True if any enum attribute of `dialect` is known.
    pub fn dialect_has_enums(&self, dialect: &str) -> bool {
        self.all_enums()
            .iter()
            .any(|d| d.name.split_once('.').is_some_and(|(dd, _)| dd == dialect))
    }

    /// Whether the enums of `dialect` print in the verbose `#dialect<mnemonic value>` form.
    pub fn verbose_enums(&self, dialect: &str) -> bool {
        self.verbose_enum_dialects.contains(&dialect)
    }

    /// The syntax hooks of `dialect`.
    pub fn syntax(&self, dialect: &str) -> Option<&DialectSyntax> {
        self.syntax.iter().find(|s| s.dialect == dialect)
    }

    /// The printer of `TypeKind::Dialect` types: the one dialect with a type printer (`llvm`).
    pub fn dialect_type_printer(&self) -> Option<DialectTypePrintFn> {
        self.syntax.iter().find_map(|s| s.print_type)
    }

    /// The constant materializer of `dialect`.
    pub fn materializer(&self, dialect: &str) -> Option<MaterializeFn> {
        (self.materializer)(dialect)
    }
}
