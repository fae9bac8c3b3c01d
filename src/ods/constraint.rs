//! The one vocabulary of type and attribute constraints (upstream's `TypeConstraint` and
//! `AttrConstraint`): a predicate, the summary ODS prints in "must be ..." messages, and what the
//! declarative format needs to parse and print a value of it (the C++ class a `type(...)` directive
//! expects, a buildable type, how an attribute variable is written). Constraints of all dialects are
//! `const`s of these two types; the builtin ones live here.

use super::enums::EnumDef;
use crate::ir::types::Signedness;
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind};

/// A constraint on the type of an operand or result.
#[derive(Debug)]
pub struct TypeConstraint {
    /// ODS's summary ("signless-integer-like"), as in "operand #0 must be ..., but got 'f32'".
    pub summary: &'static str,
    pub check: fn(&Context, Type) -> bool,
    /// The type class a `type($x)` directive parses and prints.
    pub class: TypeClass,
    /// The type itself when the constraint allows only one (`I1`, `Index`): formats need not print it.
    pub builder: Option<fn(&mut Context) -> Type>,
}

/// The C++ type class of a constraint (`cppClassName`), which decides how a `type` directive reads
/// and writes it.
#[derive(Copy, Clone, Debug)]
pub enum TypeClass {
    /// `::mlir::Type`: any type, written in full.
    Any,
    /// A builtin type class: written in full; parsing checks the kind ("invalid kind of type
    /// specified").
    Builtin(fn(&Context, Type) -> bool),
    /// A dialect type class (`!llvm.ptr`): written without `!dialect.` unless `qualified`.
    Dialect {
        /// `dialect.mnemonic` (`llvm.ptr`).
        name: &'static str,
        is: fn(&Context, Type) -> bool,
    },
}

impl TypeConstraint {
    /// A constraint over any type of one builtin class with no buildable type.
    pub const fn new(summary: &'static str, check: fn(&Context, Type) -> bool) -> Self {
        TypeConstraint {
            summary,
            check,
            class: TypeClass::Any,
            builder: None,
        }
    }
    pub fn accepts(&self, ctx: &Context, t: Type) -> bool {
        (self.check)(ctx, t)
    }
}

/// A constraint on an attribute (a property).
#[derive(Debug)]
pub struct AttrConstraint {
    /// ODS's summary, as in "attribute 'x' failed to satisfy constraint: ...".
    pub summary: &'static str,
    pub check: fn(&Context, Attribute) -> bool,
    pub storage: AttrStorage,
}

/// How a format writes an attribute variable (upstream decides by the attribute's storage class).
/// Builtin string, symbol-reference, type, array, dictionary and unit attributes have the `none`
/// type as their buildable type (ODS's `valueType = NoneType`): literals are parsed against it.
#[derive(Copy, Clone, Debug)]
pub enum AttrStorage {
    /// `::mlir::Attribute`: parsed and printed in full.
    Any,
    /// A builtin attribute class (`IntegerAttr`, `StringAttr`, `ArrayAttr`, ...): parsed in full
    /// and its kind checked ("invalid kind of attribute specified"); with a buildable type (`I64Attr`),
    /// parsed with that type and printed without it.
    Builtin {
        is: fn(&Context, Attribute) -> bool,
        ty: Option<fn(&mut Context) -> Type>,
    },
    /// A dialect attribute (`#arith.fastmath<fast>`): written without `#dialect.` unless qualified.
    Dialect {
        /// `dialect.mnemonic`.
        name: &'static str,
        is: fn(&Context, Attribute) -> bool,
    },
    /// An enum stored as an integer (`I64EnumAttr`): written as its keyword (or a string); the
    /// storage class holds only integers of the enum's width that are cases (the constraint).
    IntEnum(&'static EnumDef),
    /// `SymbolNameAttr`: `@name`.
    SymbolName,
    /// `StringAttr`: parsed (with its value type, `NoneType`: no `: type` suffix) and printed in
    /// full, like a builtin class, but an optional one is parsed only at a string (the
    /// `parseOptionalAttribute(StringAttr &)` overload).
    String,
    /// `UnitAttr`: present or not.
    Unit,
    /// `DenseI32ArrayAttr` / `DenseI64ArrayAttr` (element width): written `[1, 2]` in formats.
    DenseArray(u32),
    /// An `EnumProperty` (not an attribute): its generic form holds the enum attribute of `def`;
    /// anything else is refused as `expected '<name>' attribute to be an <class>`.
    EnumProperty {
        def: &'static EnumDef,
        /// The C++ attribute class upstream's conversion names.
        class: &'static str,
    },
}

impl AttrConstraint {
    pub fn accepts(&self, ctx: &Context, a: Attribute) -> bool {
        (self.check)(ctx, a)
    }
    pub fn is_unit(&self) -> bool {
        matches!(self.storage, AttrStorage::Unit)
    }
    /// True if `a` is of the attribute class the property is stored as (what property conversion
    /// checks before any constraint).
    pub fn storage_accepts(&self, ctx: &Context, a: Attribute) -> bool {
        match self.storage {
            AttrStorage::Any => true,
            AttrStorage::Builtin { is, .. } | AttrStorage::Dialect { is, .. } => is(ctx, a),
            // The attribute class (`arith::CmpIPredicateAttr`) is an integer attribute of the
            // enum's width holding one of its cases.
            AttrStorage::IntEnum(def) => match ctx.attr_kind(a) {
                AttrKind::Integer { ty, value } => {
                    ctx.int_width(*ty) == Some(def.int_width())
                        && ctx.is_signless_int(*ty)
                        && num_traits::ToPrimitive::to_i128(value)
                            .is_some_and(|v| def.int_case(v).is_some())
                }
                _ => false,
            },
            AttrStorage::SymbolName | AttrStorage::String => {
                matches!(ctx.attr_kind(a), AttrKind::String { .. })
            }
            AttrStorage::Unit => matches!(ctx.attr_kind(a), AttrKind::Unit),
            AttrStorage::DenseArray(w) => {
                matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(w))
            }
            AttrStorage::EnumProperty { def, .. } => {
                super::enums::enum_value(ctx, a, def).is_some()
            }
        }
    }
}

// ---- type predicates -----------------------------------------------------------------------------------

/// `t` itself, or a vector / (ranked or unranked) tensor whose element satisfies `pred`.
pub fn type_like(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    match ctx.kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => pred(ctx, *elem),
        _ => pred(ctx, t),
    }
}

/// A ranked memref whose element satisfies `pred`.
pub fn memref_of(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.kind(t), TypeKind::MemRef { elem, .. } if pred(ctx, *elem))
}

pub fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_int(t) || ctx.is_index(t)
}

pub fn is_i1(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_int(t) && ctx.int_width(t) == Some(1)
}

fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.kind(t), TypeKind::Integer { .. })
}

fn is_signless_width(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.kind(t), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w)
}

// ---- builtin type constraints --------------------------------------------------------------------------

pub const ANY_TYPE: TypeConstraint = TypeConstraint::new("any type", |_, _| true);

pub const INDEX: TypeConstraint = TypeConstraint {
    summary: "index",
    check: |c, t| c.is_index(t),
    class: TypeClass::Builtin(|c, t| c.is_index(t)),
    builder: Some(|c| c.index()),
};

pub const I1: TypeConstraint = TypeConstraint {
    summary: "1-bit signless integer",
    check: is_i1,
    class: TypeClass::Builtin(is_integer),
    builder: Some(|c| c.i1()),
};

pub const I32: TypeConstraint = TypeConstraint {
    summary: "32-bit signless integer",
    check: |c, t| is_signless_width(c, t, 32),
    class: TypeClass::Builtin(is_integer),
    builder: Some(|c| c.i32()),
};

pub const I64: TypeConstraint = TypeConstraint {
    summary: "64-bit signless integer",
    check: |c, t| is_signless_width(c, t, 64),
    class: TypeClass::Builtin(is_integer),
    builder: Some(|c| c.i64()),
};

pub const ANY_INTEGER: TypeConstraint = TypeConstraint {
    summary: "integer",
    check: is_integer,
    class: TypeClass::Builtin(is_integer),
    builder: None,
};

pub const ANY_SIGNLESS_INTEGER: TypeConstraint = TypeConstraint {
    summary: "signless integer",
    check: |c, t| c.is_signless_int(t),
    class: TypeClass::Builtin(is_integer),
    builder: None,
};

pub const ANY_FLOAT: TypeConstraint = TypeConstraint {
    summary: "floating-point",
    check: |c, t| c.is_float(t),
    class: TypeClass::Any,
    builder: None,
};

/// `SignlessIntegerLike`: signless integer or index, or a vector/tensor of them.
pub const SIGNLESS_INTEGER_LIKE: TypeConstraint =
    TypeConstraint::new("signless-integer-like", |c, t| {
        type_like(c, t, is_signless_int_or_index)
    });

/// `SignlessFixedWidthIntegerLike`: signless integer (no index), or a vector/tensor of them.
pub const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint =
    TypeConstraint::new("signless-fixed-width-integer-like", |c, t| {
        type_like(c, t, Context::is_signless_int)
    });

/// `FloatLike`: float, or a vector/tensor of floats.
pub const FLOAT_LIKE: TypeConstraint = TypeConstraint::new("floating-point-like", |c, t| {
    type_like(c, t, |c, t| c.is_float(t))
});

/// `BoolLike`: i1, or a vector/tensor of i1.
pub const BOOL_LIKE: TypeConstraint =
    TypeConstraint::new("bool-like", |c, t| type_like(c, t, is_i1));

/// `AnyInteger` or `Index` (any signedness).
pub const INTEGER_OR_INDEX: TypeConstraint = TypeConstraint::new("integer or index", |c, t| {
    matches!(c.kind(t), TypeKind::Integer { .. } | TypeKind::Index)
});

/// Signless integer, index or float, scalar or vector/tensor (`SignlessIntegerOrFloatLike`).
pub const SIGNLESS_INTEGER_OR_FLOAT_LIKE: TypeConstraint =
    TypeConstraint::new("signless-integer-or-float-like", |c, t| {
        type_like(c, t, |c, t| is_signless_int_or_index(c, t) || c.is_float(t))
    });

pub const ANY_COMPLEX: TypeConstraint = TypeConstraint {
    summary: "complex-type",
    check: |c, t| matches!(c.kind(t), TypeKind::Complex(_)),
    class: TypeClass::Builtin(|c, t| matches!(c.kind(t), TypeKind::Complex(_))),
    builder: None,
};

pub const COMPLEX_FLOAT: TypeConstraint = TypeConstraint {
    summary: "complex type with floating-point elements",
    check: |c, t| matches!(c.kind(t), TypeKind::Complex(e) if c.is_float(*e)),
    class: TypeClass::Builtin(|c, t| matches!(c.kind(t), TypeKind::Complex(_))),
    builder: None,
};

pub const FUNCTION_TYPE: TypeConstraint = TypeConstraint {
    summary: "function type",
    check: |c, t| matches!(c.kind(t), TypeKind::Function { .. }),
    class: TypeClass::Builtin(|c, t| matches!(c.kind(t), TypeKind::Function { .. })),
    builder: None,
};

// ---- attribute constraints ------------------------------------------------------------------------------

fn is_unit(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Unit)
}

fn is_int_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}

fn int_attr_of_width(ctx: &Context, a: Attribute, w: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_signless_width(ctx, *ty, w))
}

pub const UNIT_ATTR: AttrConstraint = AttrConstraint {
    summary: "unit attribute",
    check: is_unit,
    storage: AttrStorage::Unit,
};

pub const ANY_ATTR: AttrConstraint = AttrConstraint {
    summary: "any attribute",
    check: |_, _| true,
    storage: AttrStorage::Any,
};

/// `TypedAttrInterface`: any attribute with a type.
pub const TYPED_ATTR: AttrConstraint = AttrConstraint {
    summary: "TypedAttr instance",
    check: |c, a| crate::ods::constraint::typed_attr_type(c, a).is_some(),
    storage: AttrStorage::Any,
};

pub const I64_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute",
    check: |c, a| int_attr_of_width(c, a, 64),
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: Some(|c| c.i64()),
    },
};

pub const I32_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute",
    check: |c, a| int_attr_of_width(c, a, 32),
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: Some(|c| c.i32()),
    },
};

pub const INDEX_ATTR: AttrConstraint = AttrConstraint {
    summary: "index attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if c.is_index(*ty)),
    storage: AttrStorage::Builtin {
        is: is_int_attr,
        ty: Some(|c| c.index()),
    },
};

fn is_bool_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_i1(ctx, *ty))
}

/// `BoolAttr` (stored as a `BoolAttr`: an `i1` integer, nothing else converts).
pub const BOOL_ATTR: AttrConstraint = AttrConstraint {
    summary: "bool attribute",
    check: is_bool_attr,
    storage: AttrStorage::Builtin {
        is: is_bool_attr,
        ty: Some(|c| c.i1()),
    },
};

/// `StrAttr` (its buildable type is `none`: formats parse it with that type, so a following `:`
/// is not taken as the attribute's type).
pub const STRING_ATTR: AttrConstraint = AttrConstraint {
    summary: "string attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }),
    storage: AttrStorage::String,
};

pub const SYMBOL_NAME_ATTR: AttrConstraint = AttrConstraint {
    summary: "string attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }),
    storage: AttrStorage::SymbolName,
};

fn is_flat_symbol_ref(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}

/// `FlatSymbolRefAttr` (stored as one: a nested reference does not convert).
pub const FLAT_SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    summary: "flat symbol reference attribute",
    check: is_flat_symbol_ref,
    storage: AttrStorage::Builtin {
        is: is_flat_symbol_ref,
        ty: Some(|c| c.none_type()),
    },
};

pub const TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "any type attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(_)),
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::Type(_)),
        ty: Some(|c| c.none_type()),
    },
};

/// `TypeAttrOf<FunctionType>`.
pub const FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "type attribute of function type",
    check: |c, a| {
        c.as_type_attr(a)
            .is_some_and(|t| matches!(c.kind(t), TypeKind::Function { .. }))
    },
    storage: TYPE_ATTR.storage,
};

/// `DictArrayAttr`.
pub const DICT_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Array of dictionary attributes",
    check: |c, a| {
        c.as_array(a).is_some_and(|v| {
            v.iter()
                .all(|e| matches!(c.attr_kind(*e), AttrKind::Dictionary(_)))
        })
    },
    storage: ARRAY_ATTR.storage,
};

/// `AnyIntElementsAttr`.
pub const INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "integer elements attribute",
    check: |c, a| crate::ir::dense::int_values(c, a).is_some(),
    storage: AttrStorage::Builtin {
        is: |c, a| crate::ir::dense::int_values(c, a).is_some(),
        ty: None,
    },
};

pub const ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(_)),
    storage: AttrStorage::Builtin {
        is: |c, a| matches!(c.attr_kind(a), AttrKind::Array(_)),
        ty: Some(|c| c.none_type()),
    },
};

/// `DenseI64ArrayAttr`.
pub const DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { elem, .. } if is_signless_width(c, *elem, 64)),
    storage: AttrStorage::DenseArray(64),
};

/// `DenseI32ArrayAttr`.
pub const DENSE_I32_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "i32 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { elem, .. } if is_signless_width(c, *elem, 32)),
    storage: AttrStorage::DenseArray(32),
};

/// The type of a typed attribute: `Some(Some(t))`, `Some(None)` for the `none` type, `None` if untyped.
pub fn typed_attr_type(ctx: &Context, a: Attribute) -> Option<Option<Type>> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(Some(*ty)),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(Some(*ty)),
        AttrKind::Sparse { ty, .. } => Some(Some(*ty)),
        AttrKind::String { ty, .. } => Some(*ty),
        AttrKind::Opaque { ty: Some(t), .. } => Some(Some(*t)),
        _ => None,
    }
}

/// An enum attribute constraint: an attribute of enum `def` (`#arith.fastmath<...>`), written
/// without its `#dialect.` prefix in formats.
#[macro_export]
macro_rules! enum_attr_constraint {
    ($def:expr, $summary:expr) => {
        $crate::ods::AttrConstraint {
            summary: $summary,
            check: |c, a| $crate::ods::enums::enum_value(c, a, &$def).is_some(),
            storage: $crate::ods::constraint::AttrStorage::Dialect {
                name: $def.name,
                is: |c, a| $crate::ods::enums::enum_value(c, a, &$def).is_some(),
            },
        }
    };
}
