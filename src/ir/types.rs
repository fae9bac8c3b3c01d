//! Builtin types. A [`Type`] is a `Copy` handle into the context's interner; the structure lives in [`TypeKind`].

use super::attrs::Attribute;
use super::float::FloatKind;

crate::entity_id!(
    /// A uniqued type; two types are equal iff their handles are.
    Type
);

/// MLIR's `ShapedType::kDynamic`: a `?` dimension, stride or offset.
pub const DYNAMIC: i64 = i64::MIN;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    Complex(Type),
    /// `scalable[i]` marks `[n]` dimensions.
    Vector {
        shape: Vec<i64>,
        scalable: Vec<bool>,
        elem: Type,
    },
    /// `layout` is `None` for the identity layout; `memory_space` `None` for the default space.
    MemRef {
        shape: Vec<i64>,
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attribute>,
    },
    RankedTensor {
        shape: Vec<i64>,
        elem: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        elem: Type,
    },
    Tuple(Vec<Type>),
    None,
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    /// A type of a dialect irbridge does not know: `!dialect.body` or `!dialect<body>`, kept verbatim.
    Opaque {
        dialect: Box<str>,
        body: Box<str>,
    },
    /// A type of a dialect irbridge defines (e.g. `llvm`), keyed by the dialect's own data.
    Dialect(DialectType),
}

/// Types defined by non-builtin dialects. The `llvm` dialect's types live here.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DialectType {
    LlvmPtr {
        addr_space: u32,
    },
    LlvmVoid,
    LlvmToken,
    LlvmMetadata,
    LlvmLabel,
    LlvmX86Mmx,
    LlvmPpcFp128,
    LlvmArray {
        len: u64,
        elem: Type,
    },
    LlvmFunc {
        ret: Type,
        params: Vec<Type>,
        var_arg: bool,
    },
    /// A literal struct `!llvm.struct<packed? (elems)>`, uniqued by its contents.
    LlvmStruct {
        packed: bool,
        body: Vec<Type>,
    },
    /// An identified struct `!llvm.struct<"name", ...>`, uniqued by name alone. Its body is set once,
    /// after creation (MLIR's mutable `LLVMStructType`), so a struct can contain itself; read and set it
    /// through `dialect::llvm::types`.
    LlvmIdentifiedStruct {
        name: Box<str>,
        body: IdentifiedStructBody,
    },
    LlvmFixedVec {
        len: u64,
        elem: Type,
    },
    LlvmScalableVec {
        min_len: u64,
        elem: Type,
    },
    LlvmTarget {
        name: Box<str>,
        types: Vec<Type>,
        ints: Vec<u32>,
    },
}

impl TypeKind {
    pub fn is_shaped(&self) -> bool {
        matches!(
            self,
            TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )
    }
}

/// The body of an identified `llvm` struct: empty until set, then fixed. Equality and hashing ignore it
/// (the name identifies the struct), and clones share it, so every handle sees the body once it is set.
#[derive(Clone, Default)]
pub struct IdentifiedStructBody(pub std::sync::Arc<std::sync::OnceLock<LlvmStructBody>>);

/// What an identified struct's body was set to.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct LlvmStructBody {
    pub packed: bool,
    /// `!llvm.struct<"name", opaque>`; `elems` is then empty.
    pub opaque: bool,
    pub elems: Vec<Type>,
}

impl PartialEq for IdentifiedStructBody {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for IdentifiedStructBody {}
impl std::hash::Hash for IdentifiedStructBody {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}
impl std::fmt::Debug for IdentifiedStructBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never print the elements: they may contain this very struct.
        match self.0.get() {
            None => write!(f, "<uninitialized>"),
            Some(b) if b.opaque => write!(f, "opaque"),
            Some(b) => write!(f, "{} elems", b.elems.len()),
        }
    }
}
