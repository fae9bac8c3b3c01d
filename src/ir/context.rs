//! The context owns everything: uniqued types/attributes/strings and the arenas of ops, blocks, regions and values.
//! Order (which op follows which, which block is in which region) lives in intrusive lists apart from the data,
//! so the rewriter moves and erases without invalidating ids.

use super::attrs::{AttrKind, Attribute, Location, Sym};
use super::entity::{Arena, Interner};
use super::float::FloatKind;
use super::types::{Signedness, Type, TypeKind};
use crate::ods::registry::DialectRegistry;

crate::entity_id!(OpId);
crate::entity_id!(BlockId);
crate::entity_id!(RegionId);
crate::entity_id!(ValueId);

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    OpResult { op: OpId, index: u32 },
    BlockArg { block: BlockId, index: u32 },
}

/// One use of a value (operand `index` of `op`) or of a block (successor `index` of `op`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    pub op: OpId,
    pub index: u32,
}

/// Operand and result lists: most ops have at most four, kept inline (no heap allocation per op).
pub type ValueList = smallvec::SmallVec<[ValueId; 4]>;
/// Use lists: most values are used once or twice.
pub type UseList = smallvec::SmallVec<[Use; 2]>;
/// Properties and discardable attributes of an op, sorted by name.
pub type NamedAttrList = smallvec::SmallVec<[(Sym, Attribute); 2]>;

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    /// Location of a block argument (op results use their op's location).
    pub loc: Option<Attribute>,
    /// Oldest first: MLIR adds a use at the head of a value's use list, so its iteration order
    /// (which the rewrite drivers' worklists follow) is this list backwards.
    pub uses: UseList,
}

#[derive(Clone, Debug)]
pub struct OpData {
    pub name: Sym,
    /// The registered definition, resolved once at creation (`None` for unregistered ops).
    pub def: Option<&'static crate::ods::OpDef>,
    pub operands: ValueList,
    pub results: ValueList,
    /// Inherent attributes (printed in `<{...}>` in generic form), sorted by name.
    pub props: NamedAttrList,
    /// Discardable attributes, in insertion order as upstream keeps them... sorted by name like a DictionaryAttr.
    pub attrs: NamedAttrList,
    pub successors: Vec<BlockId>,
    pub regions: Vec<RegionId>,
    pub loc: Attribute,
    /// The input wrote `<{...}>` (see `OpState::props_written`).
    pub props_written: bool,
    pub parent: Option<BlockId>,
    pub prev: Option<OpId>,
    pub next: Option<OpId>,
    pub erased: bool,
}

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub args: Vec<ValueId>,
    /// The terminators naming this block as a successor: successor `index` of `op`, oldest first
    /// (MLIR's block use list read backwards: its predecessor iteration starts from the newest).
    pub uses: UseList,
    pub parent: Option<RegionId>,
    pub first: Option<OpId>,
    pub last: Option<OpId>,
    pub prev: Option<BlockId>,
    pub next: Option<BlockId>,
}

#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub parent: Option<OpId>,
    pub first: Option<BlockId>,
    pub last: Option<BlockId>,
}

/// Everything irbridge knows about one compilation: uniqued types, attributes and strings, and the IR arenas.
/// `Context::new()` (defined by the dialect layer) registers every dialect irbridge has;
/// [`Context::with_registry`] takes another registry.
pub struct Context {
    /// The dialects this context knows: the core asks them through this, never by name.
    pub registry: &'static DialectRegistry,
    types: Interner<Type, TypeKind>,
    attrs: Interner<Attribute, AttrKind>,
    syms: Interner<Sym, Box<str>>,
    pub ops: Arena<OpId, OpData>,
    pub blocks: Arena<BlockId, BlockData>,
    pub regions: Arena<RegionId, RegionData>,
    pub values: Arena<ValueId, ValueData>,
    /// Accept ops, types and attributes of dialects irbridge does not know.
    pub allow_unregistered: bool,
    /// Symbol name -> op, per symbol-table op, built on first lookup (MLIR's `SymbolTableCollection`) so
    /// verifying N calls is not N scans of the module. Every IR edit clears it.
    pub(crate) symbol_index: std::sync::RwLock<SymbolIndex>,
    /// Resource handles and blobs (`dense_resource`, the file metadata's resource sections).
    pub resources: super::resources::Resources,
    /// Diagnostics reported without failing (warnings, remarks, errors a pass goes on after), in
    /// order: see [`crate::diag::DiagnosticSink`].
    pub diagnostics: crate::diag::DiagnosticSink,
}

pub(crate) type SymbolIndex = rustc_hash::FxHashMap<OpId, rustc_hash::FxHashMap<Box<[u8]>, OpId>>;

impl Context {
    /// An empty context whose dialects are `registry`'s.
    pub fn with_registry(registry: &'static DialectRegistry) -> Self {
        Context {
            registry,
            types: Interner::default(),
            attrs: Interner::default(),
            syms: Interner::default(),
            ops: Arena::default(),
            blocks: Arena::default(),
            regions: Arena::default(),
            values: Arena::default(),
            allow_unregistered: false,
            symbol_index: Default::default(),
            resources: Default::default(),
            diagnostics: Default::default(),
        }
    }

    /// Drops cached symbol tables; called by every structural edit.
    pub(crate) fn invalidate_symbols(&mut self) {
        let m = self
            .symbol_index
            .get_mut()
            .unwrap_or_else(|e| e.into_inner());
        if !m.is_empty() {
            m.clear();
        }
    }

    // ---- strings -------------------------------------------------------------------------------------------
    pub fn sym(&mut self, s: &str) -> Sym {
        if let Some(k) = self.syms.lookup_borrowed(s) {
            return k;
        }
        self.syms.intern(s.into())
    }
    pub fn lookup_sym(&self, s: &str) -> Option<Sym> {
        self.syms.lookup_borrowed(s)
    }
    pub fn str(&self, s: Sym) -> &str {
        self.syms.get(s)
    }

    // ---- types ---------------------------------------------------------------------------------------------
    pub fn ty(&mut self, kind: TypeKind) -> Type {
        self.types.intern(kind)
    }
    pub fn kind(&self, t: Type) -> &TypeKind {
        self.types.get(t)
    }
    pub fn int(&mut self, width: u32) -> Type {
        self.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    pub fn i1(&mut self) -> Type {
        self.int(1)
    }
    pub fn i32(&mut self) -> Type {
        self.int(32)
    }
    pub fn i64(&mut self) -> Type {
        self.int(64)
    }
    pub fn index(&mut self) -> Type {
        self.ty(TypeKind::Index)
    }
    pub fn none_type(&mut self) -> Type {
        self.ty(TypeKind::None)
    }
    pub fn float(&mut self, k: FloatKind) -> Type {
        self.ty(TypeKind::Float(k))
    }
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeKind::Function { inputs, results })
    }
    /// Element type of a shaped type, or the type itself.
    pub fn element_type(&self, t: Type) -> Type {
        match self.kind(t) {
            TypeKind::Vector { elem, .. }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem } => *elem,
            _ => t,
        }
    }
    /// Shape of a ranked shaped type.
    pub fn shape(&self, t: Type) -> Option<&[i64]> {
        match self.kind(t) {
            TypeKind::Vector { shape, .. }
            | TypeKind::MemRef { shape, .. }
            | TypeKind::RankedTensor { shape, .. } => Some(shape),
            _ => None,
        }
    }
    pub fn int_width(&self, t: Type) -> Option<u32> {
        match self.kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
    pub fn is_signless_int(&self, t: Type) -> bool {
        matches!(
            self.kind(t),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }
    pub fn is_index(&self, t: Type) -> bool {
        matches!(self.kind(t), TypeKind::Index)
    }
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.kind(t), TypeKind::Float(_))
    }
    pub fn float_kind(&self, t: Type) -> Option<FloatKind> {
        match self.kind(t) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }

    // ---- attributes ----------------------------------------------------------------------------------------
    pub fn attr(&mut self, kind: AttrKind) -> Attribute {
        self.attrs.intern(kind)
    }
    /// The attribute of `kind` if it was interned already (never creates one).
    pub fn lookup_attr(&self, kind: &AttrKind) -> Option<Attribute> {
        self.attrs.lookup(kind)
    }
    /// Every attribute interned so far (whether or not the IR still uses it).
    pub fn all_attrs(&self) -> impl Iterator<Item = Attribute> + '_ {
        self.attrs.iter().map(|(k, _)| k)
    }
    /// Every type interned so far.
    pub fn all_types(&self) -> impl Iterator<Item = Type> + '_ {
        self.types.iter().map(|(k, _)| k)
    }
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        self.attrs.get(a)
    }
    pub fn unit_attr(&mut self) -> Attribute {
        self.attr(AttrKind::Unit)
    }
    pub fn int_attr(&mut self, ty: Type, value: impl Into<num_bigint::BigInt>) -> Attribute {
        self.attr(AttrKind::Integer {
            value: value.into(),
            ty,
        })
    }
    pub fn i64_attr(&mut self, v: i64) -> Attribute {
        let t = self.i64();
        self.int_attr(t, v)
    }
    pub fn bool_attr(&mut self, v: bool) -> Attribute {
        let t = self.i1();
        self.int_attr(t, v as i64)
    }
    pub fn string_attr(&mut self, s: &str) -> Attribute {
        self.attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }
    pub fn type_attr(&mut self, t: Type) -> Attribute {
        self.attr(AttrKind::Type(t))
    }
    pub fn array_attr(&mut self, v: Vec<Attribute>) -> Attribute {
        self.attr(AttrKind::Array(v))
    }
    pub fn symbol_ref(&mut self, name: &str) -> Attribute {
        let root = self.sym(name);
        self.attr(AttrKind::SymbolRef {
            root,
            nested: vec![],
        })
    }
    /// A dictionary attribute; entries are sorted by name as MLIR's `DictionaryAttr` keeps them.
    pub fn dict_attr(&mut self, mut entries: Vec<(Sym, Attribute)>) -> Attribute {
        self.sort_named(&mut entries);
        self.attr(AttrKind::Dictionary(entries))
    }
    pub fn sort_named(&self, entries: &mut [(Sym, Attribute)]) {
        if entries.len() > 1 {
            entries.sort_by(|a, b| self.str(a.0).cmp(self.str(b.0)));
        }
    }
    pub fn unknown_loc(&mut self) -> Attribute {
        self.attr(AttrKind::Location(Location::Unknown))
    }
    pub fn file_loc(&mut self, file: &str, line: u32, col: u32) -> Attribute {
        let file = self.sym(file);
        self.attr(AttrKind::Location(Location::FileLineCol {
            file,
            line,
            col,
        }))
    }
    pub fn as_str_attr(&self, a: Attribute) -> Option<&[u8]> {
        match self.attr_kind(a) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }
    pub fn as_int_attr(&self, a: Attribute) -> Option<&num_bigint::BigInt> {
        match self.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value),
            _ => None,
        }
    }
    pub fn as_i64(&self, a: Attribute) -> Option<i64> {
        use num_traits::ToPrimitive;
        self.as_int_attr(a).and_then(|v| v.to_i64())
    }
    pub fn as_type_attr(&self, a: Attribute) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
    pub fn as_array(&self, a: Attribute) -> Option<&[Attribute]> {
        match self.attr_kind(a) {
            AttrKind::Array(v) => Some(v),
            _ => None,
        }
    }
    pub fn as_dense_i64_array(&self, a: Attribute) -> Option<Vec<i64>> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { values, .. } => Some(values.iter().map(|v| *v as i64).collect()),
            _ => None,
        }
    }
}
