//! Op definitions as records, as MLIR's ODS states them: one [`OpDef`] per op holds its name,
//! operands, results, regions, successors, attributes (with their constraints and defaults), traits,
//! extra constraints, declarative assembly format, verifier and folder hooks. The parser
//! (`parse::format`), printer (`print::format`), verifier (`verify::ods`) and the typed handles of
//! [`ops!`](crate::ops!) all follow from the record; dialect code names ops through those handles, never by string.
//!
//! - [`constraint`]: the one vocabulary of type and attribute constraints (upstream's
//!   `TypeConstraint`/`AttrConstraint`), shared by every dialect.
//! - [`enums`]: the one form of enum and bit-enum attributes.
//! - [`format`](mod@format): the declarative assembly format language, parsed once per op.
//! - [`asm`]: the narrow parser/printer interface custom hooks are written against.
//! - [`typed`]: the [`ops!`](crate::ops!) macro (records plus typed accessors and builders) and [`OpBuilder`].

pub mod asm;
pub mod constraint;
pub mod enums;
pub mod format;
pub mod interfaces;
pub mod memory_slot;
pub mod registry;
pub mod typed;

use crate::diag::DResult;
use crate::ir::{Attribute, Context, OpId, OpState, Type};
use std::sync::OnceLock;

pub use asm::{AsmParser, AsmPrinter, Punct};
pub use constraint::{AttrConstraint, TypeConstraint};
pub use enums::EnumDef;
pub use typed::{OpBuilder, TypedOp};

/// Parses the custom form after the op name, filling `state` (operands resolved, result types set).
pub type ParseFn = fn(&mut dyn AsmParser, &mut OpState) -> DResult<()>;
/// Prints the custom form after the op name (the printer has written results, `=` and the name).
pub type PrintFn = fn(&mut dyn AsmPrinter, OpId);
/// Checks the op's own rules; the message names the rule and the diagnostic points at the op.
pub type VerifyFn = fn(&Context, OpId) -> DResult<()>;
/// Suggests SSA names for results (MLIR's `getAsmResultNames`): (first result index, name).
pub type ResultNamesFn = fn(&Context, OpId, &mut Vec<(usize, String)>);
/// Builds a default value (of an attribute, a property).
pub type DefaultFn = fn(&mut Context) -> Attribute;
/// Infers result types from operands and attributes while parsing (`InferTypeOpInterface`).
pub type InferFn = fn(&mut Context, &OpState) -> Result<Vec<Type>, String>;

/// What folding an op produced (MLIR's `OpFoldResult`s).
#[derive(Debug)]
pub enum FoldResult {
    /// Nothing.
    None,
    /// The op was changed in place.
    InPlace,
    /// One replacement per result: an existing value or a constant attribute to materialize.
    Values(Vec<FoldValue>),
}

/// One folded result.
#[derive(Debug, Clone, Copy)]
pub enum FoldValue {
    Value(crate::ir::ValueId),
    Attr(Attribute),
}

/// An op's folder (`hasFolder`): `operands` holds the constant value of each operand, if known.
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attribute>]) -> FoldResult;

/// Where a hook gets the attributes it answers with: a `&mut Context` interns them, a [`Lookup`]
/// only finds those that already exist (for callers holding a shared borrow).
pub trait AttrSource {
    fn ctx(&self) -> &Context;
    /// The attribute of `kind`, interned if this source may.
    fn attr(&mut self, kind: crate::ir::AttrKind) -> Option<Attribute>;
    /// The string `s` as a symbol, interned if this source may.
    fn sym(&mut self, s: &str) -> Option<crate::ir::Sym>;
}

impl AttrSource for Context {
    fn ctx(&self) -> &Context {
        self
    }
    fn attr(&mut self, kind: crate::ir::AttrKind) -> Option<Attribute> {
        Some(Context::attr(self, kind))
    }
    fn sym(&mut self, s: &str) -> Option<crate::ir::Sym> {
        Some(Context::sym(self, s))
    }
}

/// An [`AttrSource`] over a shared borrow: finds existing attributes, creates none.
pub struct Lookup<'a>(pub &'a Context);

impl AttrSource for Lookup<'_> {
    fn ctx(&self) -> &Context {
        self.0
    }
    fn attr(&mut self, kind: crate::ir::AttrKind) -> Option<Attribute> {
        self.0.lookup_attr(&kind)
    }
    fn sym(&mut self, s: &str) -> Option<crate::ir::Sym> {
        self.0.lookup_sym(s)
    }
}

/// The value of a `ConstantLike` op whose folder computes it rather than returning its `value`
/// property (`llvm.mlir.undef` folds to `#llvm.undef`, `llvm.mlir.addressof` to its symbol).
pub type ConstantFn = fn(&mut dyn AttrSource, OpId) -> Option<Attribute>;

/// A memory effect (MLIR's `MemoryEffects::Effect`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    Allocate,
    Free,
    Read,
    Write,
}

/// What an effect acts on: a resource as a whole, or the memory an operand or result refers to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectOn {
    Resource,
    Operand(usize),
    Result(usize),
}

/// One effect of an op (MLIR's `EffectInstance`): the effect, on what, and on which resource
/// (`None` for the default resource; `AutomaticAllocationScopeResource` and the like by name).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EffectInstance {
    pub effect: Effect,
    pub on: EffectOn,
    pub resource: Option<&'static str>,
}

/// `MemoryEffectOpInterface::getEffects` of an op with effects (ops with `PURE` or
/// `NO_MEMORY_EFFECT` have none and need no hook).
pub type EffectsFn = fn(&Context, OpId, &mut Vec<EffectInstance>);

/// `ConditionallySpeculatable::getSpeculatability`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculation {
    NotSpeculatable,
    Speculatable,
    /// Speculatable if every op in its regions is.
    RecursivelySpeculatable,
}

/// The speculatability of an op that depends on its operands (division by a non-zero constant).
pub type SpeculationFn = fn(&Context, OpId) -> Speculation;

/// `BranchOpInterface::getSuccessorOperands`: where the operands forwarded to one successor are
/// among the op's operands, and the size entries to keep in step when they change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorOperands {
    pub start: usize,
    pub len: usize,
    /// Dense-array properties holding the size of this range: (property name, entry index).
    pub sizes: smallvec::SmallVec<[(&'static str, usize); 2]>,
}

/// The successor operands of successor `index` of a branch op.
pub type BranchFn = fn(&Context, OpId, usize) -> SuccessorOperands;

/// `BranchOpInterface::getSuccessorForOperands`: the successor taken given the operands'
/// constant values, if they decide it.
pub type SuccessorForOperandsFn =
    fn(&Context, OpId, &[Option<Attribute>]) -> Option<crate::ir::BlockId>;

/// `CallOpInterface`.
#[derive(Copy, Clone, Debug)]
pub struct CallInterface {
    /// The symbol called (`None` for an indirect call).
    pub callee: fn(&Context, OpId) -> Option<Attribute>,
    /// The index of the first argument operand (the arguments run to the end).
    pub args_start: fn(&Context, OpId) -> usize,
}

/// `CallableOpInterface`: the body (`None` for a declaration).
pub type CallableRegionFn = fn(&Context, OpId) -> Option<crate::ir::RegionId>;

/// `LoopLikeOpInterface::getLoopRegions`.
pub type LoopRegionsFn = fn(&Context, OpId) -> Vec<crate::ir::RegionId>;

/// `getLoopRegions` of the loops whose every region is loop body (`scf.for`, `scf.while`'s two,
/// `scf.parallel`, `scf.forall`, `affine.for`, `affine.parallel`).
pub fn every_region(ctx: &Context, op: OpId) -> Vec<crate::ir::RegionId> {
    ctx.ops[op].regions.to_vec()
}

/// `RegionBranchOpInterface::getRegionInvocationBounds`: for each region, the most times it runs
/// per execution of the op, given the operands' constant values (`None`: unknown).
pub type InvocationBoundsFn = fn(&Context, OpId, &[Option<Attribute>]) -> Vec<Option<u64>>;

/// Builds the constant op of a dialect for a folded value (`Dialect::materializeConstant`):
/// value, result type, location; `None` if the dialect cannot hold that value as a constant.
pub type MaterializeFn = fn(&mut Context, Attribute, Type, Attribute) -> Option<OpState>;

/// Op traits that the parser, printer, verifier and passes consult.
pub mod traits {
    pub const TERMINATOR: u64 = 1 << 0;
    pub const ISOLATED_FROM_ABOVE: u64 = 1 << 1;
    /// Single-block regions whose terminator may be omitted (`builtin.module`).
    pub const NO_TERMINATOR: u64 = 1 << 2;
    pub const SINGLE_BLOCK: u64 = 1 << 3;
    pub const SYMBOL: u64 = 1 << 4;
    pub const SYMBOL_TABLE: u64 = 1 << 5;
    /// Regions are graph regions (no dominance requirement).
    pub const GRAPH_REGION: u64 = 1 << 6;
    /// `Pure`: no memory effects and always speculatable (folding, dead code).
    pub const PURE: u64 = 1 << 7;
    /// `ReturnLike`: forwards its operands to the parent op's results.
    pub const RETURN_LIKE: u64 = 1 << 8;
    /// `AffineScope` / `AutomaticAllocationScope`.
    pub const ALLOCA_SCOPE: u64 = 1 << 9;
    pub const COMMUTATIVE: u64 = 1 << 10;
    pub const SAME_OPERANDS_AND_RESULT_TYPE: u64 = 1 << 11;
    pub const SAME_TYPE_OPERANDS: u64 = 1 << 12;
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: u64 = 1 << 13;
    pub const ELEMENTWISE: u64 = 1 << 14;
    pub const CONSTANT_LIKE: u64 = 1 << 15;
    /// `AttrSizedOperandSegments`: `operandSegmentSizes` gives the size of each operand group.
    pub const ATTR_SIZED_OPERAND_SEGMENTS: u64 = 1 << 16;
    pub const ATTR_SIZED_RESULT_SEGMENTS: u64 = 1 << 17;
    /// `SingleBlockImplicitTerminator<...>` (the terminator is [`super::OpDef::implicit_terminator`]).
    pub const IMPLICIT_TERMINATOR: u64 = 1 << 18;
    pub const IDEMPOTENT: u64 = 1 << 19;
    pub const INVOLUTION: u64 = 1 << 20;
    /// `RecursiveMemoryEffects`: the op's effects are those of the ops in its regions.
    pub const RECURSIVE_MEMORY_EFFECTS: u64 = 1 << 21;
    /// `InferTypeOpInterface` (result types come from [`super::OpDef::infer_types`]).
    pub const INFER_TYPE: u64 = 1 << 22;
    pub const SAME_OPERANDS_SHAPE: u64 = 1 << 23;
    pub const SAME_OPERANDS_ELEMENT_TYPE: u64 = 1 << 24;
    pub const SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE: u64 = 1 << 25;
    /// `NoRegionArguments`.
    pub const NO_REGION_ARGUMENTS: u64 = 1 << 26;
    /// `MemoryEffects<[]>` without being speculatable (`NoMemoryEffect` alone).
    pub const NO_MEMORY_EFFECT: u64 = 1 << 27;
    /// `AlwaysSpeculatable` / `RecursivelySpeculatable` without being `Pure`.
    pub const SPECULATABLE: u64 = 1 << 28;
    /// `AffineScope`: the op's regions start a new scope of affine symbols (`builtin.module`,
    /// `func.func`). Not the same as `AutomaticAllocationScope` ([`ALLOCA_SCOPE`]).
    pub const AFFINE_SCOPE: u64 = 1 << 40;
    /// `CastOpInterface`: a cast to its own operand's type folds to the operand.
    pub const CAST_INTERFACE: u64 = 1 << 29;
}

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// A named operand or result group with its type constraint.
#[derive(Debug)]
pub struct ValueDef {
    pub name: &'static str,
    pub constraint: &'static TypeConstraint,
    pub arity: Arity,
}

/// A region and its constraint (`AnyRegion`, `SizedRegion<1>`, ...).
#[derive(Debug)]
pub struct RegionDef {
    pub name: &'static str,
    /// `Some(n)`: the region must have exactly `n` blocks (`SizedRegion<n>`), `summary` says so.
    pub blocks: Option<u32>,
    pub variadic: bool,
}

/// A successor (`AnySuccessor`) or a variadic list of them.
#[derive(Debug)]
pub struct SuccessorDef {
    pub name: &'static str,
    pub variadic: bool,
}

/// Whether an attribute must be there, and what it is when it is not.
#[derive(Copy, Clone, Debug)]
pub enum Presence {
    Required,
    Optional,
    /// `DefaultValuedAttr`: the property holds this value unless set (printed forms elide it).
    Default(DefaultValue),
    /// `DefaultValuedOptionalAttr`: absent unless set (never materialized), and the default is
    /// what accessors mean by absent: custom forms elide the attribute when it holds it.
    OptionalDefault(DefaultValue),
}

/// The default value of a `DefaultValuedAttr`: how to make it, and how to recognize it without a
/// mutable context (printers elide it).
#[derive(Copy, Clone, Debug)]
pub struct DefaultValue {
    pub make: DefaultFn,
    pub is: fn(&Context, Attribute) -> bool,
}

/// An inherent attribute (a property): name, constraint, presence.
#[derive(Debug)]
pub struct AttrDef {
    pub name: &'static str,
    pub constraint: &'static AttrConstraint,
    pub presence: Presence,
}

impl AttrDef {
    pub fn is_required(&self) -> bool {
        matches!(self.presence, Presence::Required)
    }

    /// The default a printed form elides (`DefaultValuedAttr`, `DefaultValuedOptionalAttr`).
    pub fn default_value(&self) -> Option<DefaultValue> {
        match self.presence {
            Presence::Default(d) | Presence::OptionalDefault(d) => Some(d),
            _ => None,
        }
    }
}

/// A constraint over several parts of an op, checked after the operand and result types in the
/// order ODS lists them ("failed to verify that ...").
#[derive(Copy, Clone, Debug)]
pub enum OpConstraint {
    /// `AllTypesMatch<[names]>`: operands, results or typed attributes of one type.
    AllTypesMatch(&'static [&'static str]),
    /// `TypesMatchWith`: the type of `rhs` is `transform(type of lhs)`; also resolves `rhs`'s type
    /// while parsing.
    TypesMatchWith {
        lhs: &'static str,
        rhs: &'static str,
        transform: TypeTransform,
        summary: &'static str,
    },
    /// `PredOpTrait`: any rule over the op.
    Pred {
        check: fn(&Context, OpId) -> bool,
        summary: &'static str,
    },
}

/// A function from one type to another (a `TypesMatchWith` transformer): `apply` makes the type
/// (the parser may need to intern it), `matches` tells whether a type is it (the verifier cannot
/// intern).
#[derive(Copy, Clone)]
pub struct TypeTransform {
    pub apply: fn(&mut Context, Type) -> Type,
    pub matches: fn(&Context, Type, Type) -> bool,
}

impl TypeTransform {
    pub fn apply(self, ctx: &mut Context, t: Type) -> Type {
        (self.apply)(ctx, t)
    }
    /// True if `rhs` is the transformed `lhs`.
    pub fn matches(self, ctx: &Context, lhs: Type, rhs: Type) -> bool {
        (self.matches)(ctx, lhs, rhs)
    }
}

impl std::fmt::Debug for TypeTransform {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TypeTransform")
    }
}

/// How an op is written: a declarative format, custom hooks (ops upstream parses in C++), or only
/// the generic form.
#[derive(Copy, Clone, Debug)]
pub enum Assembly {
    Generic,
    Format(&'static str),
    Custom { parse: ParseFn, print: PrintFn },
}

/// A `custom<Name>(...)` directive of a format: its parser and printer, given the directive's
/// arguments (see `format::DirectiveArgs`).
#[derive(Copy, Clone)]
pub struct CustomDirective {
    pub name: &'static str,
    pub parse: format::DirectiveParseFn,
    pub print: format::DirectivePrintFn,
}

impl std::fmt::Debug for CustomDirective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// Everything ODS says about one op. Create with struct update syntax over [`OpDef::new`], or with
/// the [`ops!`](crate::ops!) macro, as a `static` (its address is its identity, see [`OpName`]).
pub struct OpDef {
    pub name: &'static str,
    pub traits: u64,
    pub operands: &'static [ValueDef],
    pub results: &'static [ValueDef],
    pub regions: &'static [RegionDef],
    pub successors: &'static [SuccessorDef],
    /// Inherent attributes (properties), in ODS order.
    pub attrs: &'static [AttrDef],
    pub constraints: &'static [OpConstraint],
    pub assembly: Assembly,
    pub directives: &'static [CustomDirective],
    /// The `SingleBlockImplicitTerminator` op.
    pub implicit_terminator: Option<&'static OpDef>,
    /// `HasParent<...>` / `ParentOneOf<[...]>`: the ops this op may be directly nested in.
    pub parents: &'static [&'static str],
    /// `VariadicOfVariadic` operand groups: (group name, the dense i32 array attribute holding the
    /// size of each sub-group).
    pub variadic_of_variadic: &'static [(&'static str, &'static str)],
    /// Extra rules after the ODS checks and traits (`hasVerifier`).
    pub verify: Option<VerifyFn>,
    /// Checks run after the ops nested in the regions were verified (`hasRegionVerifier` and
    /// region traits).
    pub verify_regions: Option<VerifyFn>,
    pub fold: Option<FoldFn>,
    /// The folded value of a `ConstantLike` op without a `value` property.
    pub constant: Option<ConstantFn>,
    /// Canonicalization patterns (`hasCanonicalizer`), in upstream's `add` order.
    pub canonicalize: &'static [crate::rewrite::Pattern],
    /// `MemoryEffectOpInterface` for ops whose effects the traits do not state.
    pub effects: Option<EffectsFn>,
    /// `ConditionallySpeculatable` for ops whose speculatability the traits do not state.
    pub speculation: Option<SpeculationFn>,
    /// `BranchOpInterface`: the operands each successor receives.
    pub branch: Option<BranchFn>,
    /// `BranchOpInterface::getSuccessorForOperands`.
    pub successor_for_operands: Option<SuccessorForOperandsFn>,
    /// `CallOpInterface`.
    pub call: Option<CallInterface>,
    /// `CallableOpInterface`.
    pub callable: Option<CallableRegionFn>,
    /// `LoopLikeOpInterface`: the loop's regions (values defined outside the op are invariant,
    /// hoisted ops move before it).
    pub loop_regions: Option<LoopRegionsFn>,
    /// `RegionBranchOpInterface::getRegionInvocationBounds`.
    pub invocation_bounds: Option<InvocationBoundsFn>,
    pub infer_types: Option<InferFn>,
    pub result_names: Option<ResultNamesFn>,
    /// Dialect whose prefix may be omitted for ops nested in this op's regions (`func` inside `func.func`).
    pub default_dialect: Option<&'static str>,
    /// `RegionBranchOpInterface`: where control goes from the op and its regions, and which
    /// operands enter each region (see [`interfaces`]).
    pub region_branch: Option<&'static interfaces::RegionBranchDef>,
    /// `RegionBranchTerminatorOpInterface` of a terminator that is not `ReturnLike`: the operands it
    /// forwards to a successor.
    pub branch_terminator: Option<interfaces::TerminatorOperandsFn>,
    /// Where the parsed format is kept (a `static` of its own: a field with a destructor would
    /// keep records from being built with struct update syntax in statics).
    #[doc(hidden)]
    pub format_cache: &'static FormatCache,
}

/// The lazily parsed format of an op.
pub type FormatCache = OnceLock<Result<format::Format, String>>;

/// The cache of ops without a declarative format (never filled).
static NO_FORMAT: FormatCache = OnceLock::new();

impl OpDef {
    /// A definition with a name and traits; fill the rest with struct update syntax.
    pub const fn new(name: &'static str, traits: u64) -> Self {
        OpDef {
            name,
            traits,
            operands: &[],
            results: &[],
            regions: &[],
            successors: &[],
            attrs: &[],
            constraints: &[],
            assembly: Assembly::Generic,
            directives: &[],
            implicit_terminator: None,
            parents: &[],
            variadic_of_variadic: &[],
            verify: None,
            verify_regions: None,
            fold: None,
            constant: None,
            canonicalize: &[],
            effects: None,
            speculation: None,
            branch: None,
            successor_for_operands: None,
            call: None,
            callable: None,
            loop_regions: None,
            invocation_bounds: None,
            infer_types: None,
            result_names: None,
            default_dialect: None,
            region_branch: None,
            branch_terminator: None,
            format_cache: &NO_FORMAT,
        }
    }

    pub fn has(&self, t: u64) -> bool {
        self.traits & t != 0
    }

    /// The dialect prefix of the name (`arith` for `arith.addi`).
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |d| d.0)
    }

    /// True if `name` is an inherent attribute (a property) of the op.
    pub fn is_inherent(&self, name: &str) -> bool {
        self.attrs.iter().any(|a| a.name == name)
            || (self.has(traits::ATTR_SIZED_OPERAND_SEGMENTS) && name == "operandSegmentSizes")
            || (self.has(traits::ATTR_SIZED_RESULT_SEGMENTS) && name == "resultSegmentSizes")
    }

    /// True if the op has properties (upstream drops other `<{...}>` entries).
    pub fn has_props(&self) -> bool {
        !self.attrs.is_empty()
            || self.has(traits::ATTR_SIZED_OPERAND_SEGMENTS)
            || self.has(traits::ATTR_SIZED_RESULT_SEGMENTS)
    }

    /// The attribute definition named `name`.
    pub fn attr(&self, name: &str) -> Option<&'static AttrDef> {
        self.attrs.iter().find(|a| a.name == name)
    }

    /// True if `op` is an op of this record (its definition is this one, not merely its name).
    pub fn is(&'static self, ctx: &crate::ir::Context, op: crate::ir::OpId) -> bool {
        ctx.ops[op].def.is_some_and(|d| std::ptr::eq(d, self))
    }

    /// Properties that hold a value even when the input leaves them out, and how to make it.
    pub fn default_props(&self) -> impl Iterator<Item = (&'static str, DefaultFn)> + '_ {
        self.attrs.iter().filter_map(|a| match a.presence {
            Presence::Default(d) => Some((a.name, d.make)),
            _ => None,
        })
    }

    /// True if the op's custom form can be parsed (a format or a parse hook).
    pub fn has_custom_parser(&self) -> bool {
        !matches!(self.assembly, Assembly::Generic)
    }

    /// True if the op prints in a custom form (a format or a print hook).
    pub fn has_custom_printer(&self) -> bool {
        !matches!(self.assembly, Assembly::Generic)
    }

    /// The parsed declarative format (`Err` with the reason if the format string is wrong: a bug in
    /// the record, reported as an error at the op rather than a panic).
    pub fn format(&'static self) -> Option<Result<&'static format::Format, &'static str>> {
        let Assembly::Format(text) = self.assembly else {
            return None;
        };
        let f = self
            .format_cache
            .get_or_init(|| format::Format::parse(self, text));
        Some(match f {
            Ok(f) => Ok(f),
            Err(e) => Err(e.as_str()),
        })
    }

    /// The custom directive named `name`.
    pub fn directive(&self, name: &str) -> Option<&CustomDirective> {
        self.directives.iter().find(|d| d.name == name)
    }

    /// The identity of the op, for comparisons.
    pub fn op_name(&'static self) -> OpName {
        OpName(self)
    }
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OpDef({})", self.name)
    }
}

/// A registered op's identity: its definition, compared by address (one `static` per op).
#[derive(Copy, Clone)]
pub struct OpName(pub &'static OpDef);

impl OpName {
    pub fn def(self) -> &'static OpDef {
        self.0
    }
    pub fn as_str(self) -> &'static str {
        self.0.name
    }
}

impl PartialEq for OpName {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
impl Eq for OpName {}
impl std::hash::Hash for OpName {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.0 as *const OpDef as usize).hash(state)
    }
}
impl std::fmt::Debug for OpName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}

/// Adds to `st` the properties `def` gives a value when they are absent (as upstream's property
/// storage has them from the start): `DefaultValuedAttr`s, and all-zero segment sizes.
pub fn materialize_default_props(ctx: &mut Context, def: &OpDef, st: &mut OpState) {
    for (name, make) in def.default_props() {
        let k = ctx.sym(name);
        let present = st
            .props
            .iter()
            .chain(st.attrs.iter())
            .any(|(pk, _)| *pk == k);
        if !present {
            let v = make(ctx);
            st.props.push((k, v));
        }
    }
    for (t, name, n) in [
        (
            traits::ATTR_SIZED_OPERAND_SEGMENTS,
            "operandSegmentSizes",
            def.operands.len(),
        ),
        (
            traits::ATTR_SIZED_RESULT_SEGMENTS,
            "resultSegmentSizes",
            def.results.len(),
        ),
    ] {
        if !def.has(t) {
            continue;
        }
        let k = ctx.sym(name);
        if !st
            .props
            .iter()
            .chain(st.attrs.iter())
            .any(|(pk, _)| *pk == k)
        {
            let elem = ctx.i32();
            let a = ctx.attr(crate::ir::AttrKind::DenseArray {
                elem,
                values: vec![0; n],
            });
            st.props.push((k, a));
        }
    }
}

/// The definition of `op`, if it is registered.
pub fn op_def(ctx: &Context, op: OpId) -> Option<&'static OpDef> {
    ctx.ops[op].def
}

/// The registered name of `op`.
pub fn op_name(ctx: &Context, op: OpId) -> Option<OpName> {
    ctx.ops[op].def.map(OpName)
}

/// The operands of group `group` of `op` (as its definition groups them: segment sizes for
/// `AttrSizedOperandSegments`, otherwise the variadic group takes what the others leave).
pub fn operand_group<'c>(
    ctx: &'c Context,
    op: OpId,
    def: &OpDef,
    group: usize,
) -> &'c [crate::ir::ValueId] {
    let all = &ctx.ops[op].operands;
    let (start, len) = group_range(
        ctx,
        op,
        def.operands,
        all.len(),
        group,
        "operandSegmentSizes",
    );
    all.get(start..start + len).unwrap_or(&[])
}

/// The results of group `group` of `op`.
pub fn result_group<'c>(
    ctx: &'c Context,
    op: OpId,
    def: &OpDef,
    group: usize,
) -> &'c [crate::ir::ValueId] {
    let all = &ctx.ops[op].results;
    let (start, len) = group_range(ctx, op, def.results, all.len(), group, "resultSegmentSizes");
    all.get(start..start + len).unwrap_or(&[])
}

/// Start and length of value group `group` among `total` values (MLIR's `getODSOperandIndexAndLength`).
pub fn group_range(
    ctx: &Context,
    op: OpId,
    groups: &[ValueDef],
    total: usize,
    group: usize,
    segments_attr: &str,
) -> (usize, usize) {
    let variable = groups.iter().filter(|g| g.arity != Arity::Single).count();
    if variable == 0 {
        return (group, 1);
    }
    if let Some(sizes) = segment_sizes_ref(ctx, op, segments_attr) {
        let start: usize = sizes.iter().take(group).map(|s| *s as usize).sum();
        let len = sizes.get(group).map_or(0, |s| *s as usize);
        return (start, len);
    }
    // One variable-length group takes whatever the fixed groups leave (`SameVariadicOperandSize`
    // with several is not used by the dialects here).
    let fixed = groups.len() - variable;
    let var_len = total.saturating_sub(fixed) / variable;
    let mut start = 0;
    for g in &groups[..group] {
        start += if g.arity == Arity::Single { 1 } else { var_len };
    }
    let len = if groups.get(group).is_some_and(|g| g.arity == Arity::Single) {
        1
    } else {
        var_len
    };
    (start, len)
}

/// The `operandSegmentSizes`/`resultSegmentSizes` property of `op` as sizes.
pub fn segment_sizes(ctx: &Context, op: OpId, name: &str) -> Option<Vec<i128>> {
    segment_sizes_ref(ctx, op, name).map(<[i128]>::to_vec)
}

/// [`segment_sizes`] borrowed from the attribute (operand accessors run on every op a pass
/// visits: no copy).
fn segment_sizes_ref<'c>(ctx: &'c Context, op: OpId, name: &str) -> Option<&'c [i128]> {
    let k = ctx.lookup_sym(name)?;
    let a = ctx.ops[op].props.iter().find(|p| p.0 == k)?.1;
    match ctx.attr_kind(a) {
        crate::ir::AttrKind::DenseArray { values, .. } => Some(values),
        _ => None,
    }
}

/// The value of property `name` of `op`.
pub fn prop(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    let k = ctx.lookup_sym(name)?;
    ctx.ops[op].props.iter().find(|p| p.0 == k).map(|p| p.1)
}
