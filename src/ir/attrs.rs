//! Builtin attributes, locations and affine structures. An [`Attribute`] is a `Copy` handle into the context's interner.

use super::types::Type;
use num_bigint::BigInt;

crate::entity_id!(
    /// A uniqued attribute; two attributes are equal iff their handles are.
    Attribute
);

crate::entity_id!(
    /// An interned string (op names, attribute names, symbol names).
    Sym
);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    Unit,
    /// `ty` is an integer or index type; `i1` values print as `true`/`false`.
    Integer {
        value: BigInt,
        ty: Type,
    },
    /// IEEE bit pattern of a value of float type `ty`.
    Float {
        bits: u128,
        ty: Type,
    },
    /// Raw bytes (escapes may produce non-UTF-8); `ty` is `None` for the default `none` type.
    String {
        value: Box<[u8]>,
        ty: Option<Type>,
    },
    Type(Type),
    Array(Vec<Attribute>),
    /// Entries sorted by name, names unique.
    Dictionary(Vec<(Sym, Attribute)>),
    /// `@root::@nested1::@nested2`.
    SymbolRef {
        root: Sym,
        nested: Vec<Sym>,
    },
    /// `array<i32: 1, 2>`: values as integers (floats as bit patterns).
    DenseArray {
        elem: Type,
        values: Vec<i128>,
    },
    /// `dense<...>`: each element stored little-endian in `elem_bytes` bytes (complex: two of them);
    /// a splat stores one element.
    DenseElements {
        ty: Type,
        splat: bool,
        data: Box<[u8]>,
    },
    /// `dense_resource<key> : type`: elements in a blob of the context's [`super::resources::Resources`].
    DenseResource {
        ty: Type,
        handle: super::resources::ResourceId,
    },
    /// `dense<["a", "b"]>`.
    DenseStrings {
        ty: Type,
        splat: bool,
        values: Vec<Box<[u8]>>,
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    /// `strided<[strides], offset: o>`; `DYNAMIC` for `?`.
    Strided {
        strides: Vec<i64>,
        offset: i64,
    },
    Location(Location),
    /// An attribute of a dialect irbridge does not know: `#dialect.body` / `#dialect<body>`, kept verbatim.
    Opaque {
        dialect: Box<str>,
        body: Box<str>,
        ty: Option<Type>,
    },
    /// An enum or bit-enum attribute of a known dialect (`#arith.fastmath<nnan, ninf>`, `#llvm.linkage<internal>`).
    Enum {
        def: super::enums::EnumRef,
        value: u64,
    },
    /// A structured attribute of a known dialect with named parameters (`#llvm.tbaa_root<id = "x">`, ...).
    DialectStruct {
        name: Sym,
        params: Vec<(Sym, Attribute)>,
    },
    /// `sparse<indices, values> : type`: `indices` a dense `i64` tensor of shape `[n, rank]`, `values` a dense
    /// tensor of `n` elements.
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `distinct[N]<attr>`: unique per creation (`uid`); `N` is renumbered by the printer.
    Distinct {
        uid: u64,
        referenced: Attribute,
    },
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    Unknown,
    FileLineCol {
        file: Sym,
        line: u32,
        col: u32,
    },
    Name {
        name: Sym,
        child: Option<Attribute>,
    },
    CallSite {
        callee: Attribute,
        caller: Attribute,
    },
    Fused {
        metadata: Option<Attribute>,
        locs: Vec<Attribute>,
    },
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinOp {
    Add,
    Mul,
    Mod,
    FloorDiv,
    CeilDiv,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Const(i64),
    Bin(AffineBinOp, Box<AffineExpr>, Box<AffineExpr>),
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// `AffineMap::isIdentity`: as many results as dims, result `i` being `d_i`; symbols are
    /// allowed (such a memref layout is a type of its own, printed as if it had none).
    pub fn is_identity(&self) -> bool {
        self.num_dims as usize == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| matches!(e, AffineExpr::Dim(d) if *d as usize == i))
    }
}

/// `affine_set<(d)[s] : (c0 >= 0, c1 == 0)>`: each constraint is `expr >= 0` or `expr == 0`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Vec<(AffineExpr, bool)>,
}

/// Number of bytes one element of `elem` takes in `DenseElements` data (complex: both parts; `i1`: one
/// byte, holding 0 or 1).
pub fn dense_elem_bytes(ctx: &super::Context, elem: super::Type) -> usize {
    use super::TypeKind;
    match ctx.kind(elem) {
        TypeKind::Complex(e) => 2 * dense_elem_bytes(ctx, *e),
        TypeKind::Index => 8,
        TypeKind::Integer { width, .. } => (*width as usize).div_ceil(8).max(1),
        TypeKind::Float(k) => (k.bit_width() as usize).div_ceil(8),
        _ => 0,
    }
}
