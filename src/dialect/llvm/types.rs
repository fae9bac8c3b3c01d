//! The types of MLIR 19's `llvm` dialect: constructors, accessors, `isCompatibleType` and friends, and
//! the `!llvm.*` syntax (parser and printer).
//!
//! The types live in the core's [`DialectType`] (`TypeKind::Dialect`). Literal structs are uniqued by
//! their contents; identified structs (`!llvm.struct<"name", ...>`) are uniqued by name and get their
//! body once, after creation, exactly as MLIR's mutable `LLVMStructType`: that is what lets a struct
//! contain itself (`!llvm.struct<"A", (ptr, struct<"A">)>`).
//!
//! Inside the angle brackets of an `!llvm.` type, nested LLVM-compatible types other than builtin
//! integers, floats and vectors are written without the `!llvm.` prefix (`!llvm.array<2 x struct<(ptr)>>`);
//! the parser accepts both spellings.

use crate::diag::DResult;
use crate::ir::float::FloatKind;
use crate::ir::types::{DialectType, IdentifiedStructBody, LlvmStructBody, Signedness};
use crate::ir::{Context, Type, TypeKind};
use crate::ods::asm::{AsmParser, AsmPrinter, DialectSymbol, Punct};
use num_bigint::BigUint;
use std::cell::RefCell;

// ---- constructors ------------------------------------------------------------------------------------------

fn llvm(ctx: &mut Context, d: DialectType) -> Type {
    ctx.ty(TypeKind::Dialect(d))
}

/// `!llvm.ptr` (address space 0) or `!llvm.ptr<addr_space>`.
pub fn ptr(ctx: &mut Context, addr_space: u32) -> Type {
    llvm(ctx, DialectType::LlvmPtr { addr_space })
}
/// `!llvm.void`.
pub fn void(ctx: &mut Context) -> Type {
    llvm(ctx, DialectType::LlvmVoid)
}
/// `!llvm.token`.
pub fn token(ctx: &mut Context) -> Type {
    llvm(ctx, DialectType::LlvmToken)
}
/// `!llvm.metadata`.
pub fn metadata(ctx: &mut Context) -> Type {
    llvm(ctx, DialectType::LlvmMetadata)
}
/// `!llvm.label`.
pub fn label(ctx: &mut Context) -> Type {
    llvm(ctx, DialectType::LlvmLabel)
}
/// `!llvm.x86_mmx`.
pub fn x86_mmx(ctx: &mut Context) -> Type {
    llvm(ctx, DialectType::LlvmX86Mmx)
}
/// `!llvm.ppc_fp128`.
pub fn ppc_fp128(ctx: &mut Context) -> Type {
    llvm(ctx, DialectType::LlvmPpcFp128)
}
/// `!llvm.array<len x elem>` (no element check; see [`is_valid_array_element`]).
pub fn array(ctx: &mut Context, elem: Type, len: u64) -> Type {
    llvm(ctx, DialectType::LlvmArray { len, elem })
}
/// `!llvm.func<ret (params, ...)>`; `ret` is `!llvm.void` for functions returning nothing.
pub fn func_type(ctx: &mut Context, ret: Type, params: Vec<Type>, var_arg: bool) -> Type {
    llvm(
        ctx,
        DialectType::LlvmFunc {
            ret,
            params,
            var_arg,
        },
    )
}
/// `!llvm.struct<(elems)>` / `!llvm.struct<packed (elems)>`.
pub fn struct_literal(ctx: &mut Context, elems: Vec<Type>, packed: bool) -> Type {
    llvm(
        ctx,
        DialectType::LlvmStruct {
            packed,
            body: elems,
        },
    )
}
/// The identified struct `name`: the existing one if the context has it, otherwise a new one with no
/// body yet (it prints as opaque until [`set_struct_body`] or [`set_struct_opaque`] is called).
pub fn struct_identified(ctx: &mut Context, name: &str) -> Type {
    llvm(
        ctx,
        DialectType::LlvmIdentifiedStruct {
            name: name.into(),
            body: IdentifiedStructBody::default(),
        },
    )
}
/// `!llvm.vec<len x elem>` (fixed vector of LLVM types: pointers, `ppc_fp128`).
pub fn fixed_vec(ctx: &mut Context, elem: Type, len: u64) -> Type {
    llvm(ctx, DialectType::LlvmFixedVec { len, elem })
}
/// `!llvm.vec<? x min_len x elem>`.
pub fn scalable_vec(ctx: &mut Context, elem: Type, min_len: u64) -> Type {
    llvm(ctx, DialectType::LlvmScalableVec { min_len, elem })
}
/// `!llvm.target<"name", types..., ints...>`.
pub fn target_ext(ctx: &mut Context, name: &str, types: Vec<Type>, ints: Vec<u32>) -> Type {
    llvm(
        ctx,
        DialectType::LlvmTarget {
            name: name.into(),
            types,
            ints,
        },
    )
}

/// MLIR's `LLVM::getFixedVectorType`: a builtin `vector<n x elem>` when the builtin vector accepts `elem`,
/// otherwise `!llvm.vec<n x elem>`.
pub fn fixed_vector_type(ctx: &mut Context, elem: Type, n: u64) -> Type {
    if is_builtin_vector_element(ctx, elem) {
        ctx.ty(TypeKind::Vector {
            shape: vec![n as i64],
            scalable: vec![false],
            elem,
        })
    } else {
        fixed_vec(ctx, elem, n)
    }
}

/// MLIR's `LLVM::getVectorType(elem, n, scalable)`: builtin `vector<[n] x elem>` for builtin-compatible
/// elements, otherwise `!llvm.vec<? x n x elem>` / `!llvm.vec<n x elem>`.
pub fn vector_type(ctx: &mut Context, elem: Type, n: u64, scalable: bool) -> Type {
    if is_builtin_vector_element(ctx, elem) {
        ctx.ty(TypeKind::Vector {
            shape: vec![n as i64],
            scalable: vec![scalable],
            elem,
        })
    } else if scalable {
        scalable_vec(ctx, elem, n)
    } else {
        fixed_vec(ctx, elem, n)
    }
}

/// Why setting an identified struct's body failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetBodyError {
    /// The type is not an identified struct.
    NotIdentified,
    /// The body was already set to something else ("identified type already used with a different body",
    /// "redeclaring defined struct as opaque").
    Conflict,
}

/// Sets the body of an identified struct (MLIR's `LLVMStructType::setBody`): succeeds if the body was not
/// set yet or was set to exactly this.
pub fn set_struct_body(
    ctx: &Context,
    t: Type,
    elems: Vec<Type>,
    packed: bool,
) -> Result<(), SetBodyError> {
    set_body(
        ctx,
        t,
        LlvmStructBody {
            packed,
            opaque: false,
            elems,
        },
    )
}

/// Makes an identified struct opaque (MLIR's `LLVMStructType::getOpaque`): succeeds if it has no body yet
/// or is already opaque.
pub fn set_struct_opaque(ctx: &Context, t: Type) -> Result<(), SetBodyError> {
    set_body(
        ctx,
        t,
        LlvmStructBody {
            packed: false,
            opaque: true,
            elems: vec![],
        },
    )
}

fn set_body(ctx: &Context, t: Type, body: LlvmStructBody) -> Result<(), SetBodyError> {
    let TypeKind::Dialect(DialectType::LlvmIdentifiedStruct { body: cell, .. }) = ctx.kind(t)
    else {
        return Err(SetBodyError::NotIdentified);
    };
    let stored = cell.0.get_or_init(|| body.clone());
    if *stored == body {
        Ok(())
    } else {
        Err(SetBodyError::Conflict)
    }
}

// ---- accessors ---------------------------------------------------------------------------------------------

fn dialect_kind(ctx: &Context, t: Type) -> Option<&DialectType> {
    match ctx.kind(t) {
        TypeKind::Dialect(d) => Some(d),
        _ => None,
    }
}

/// True for every type of the `llvm` dialect (`!llvm.*`).
pub fn is_llvm_type(ctx: &Context, t: Type) -> bool {
    dialect_kind(ctx, t).is_some()
}
pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(dialect_kind(ctx, t), Some(DialectType::LlvmPtr { .. }))
}
/// The address space of an `!llvm.ptr`.
pub fn ptr_addr_space(ctx: &Context, t: Type) -> Option<u32> {
    match dialect_kind(ctx, t) {
        Some(DialectType::LlvmPtr { addr_space }) => Some(*addr_space),
        _ => None,
    }
}
pub fn is_void(ctx: &Context, t: Type) -> bool {
    matches!(dialect_kind(ctx, t), Some(DialectType::LlvmVoid))
}
pub fn is_token(ctx: &Context, t: Type) -> bool {
    matches!(dialect_kind(ctx, t), Some(DialectType::LlvmToken))
}
pub fn is_metadata(ctx: &Context, t: Type) -> bool {
    matches!(dialect_kind(ctx, t), Some(DialectType::LlvmMetadata))
}
pub fn is_label(ctx: &Context, t: Type) -> bool {
    matches!(dialect_kind(ctx, t), Some(DialectType::LlvmLabel))
}
/// (element type, length) of an `!llvm.array`.
pub fn array_info(ctx: &Context, t: Type) -> Option<(Type, u64)> {
    match dialect_kind(ctx, t) {
        Some(DialectType::LlvmArray { len, elem }) => Some((*elem, *len)),
        _ => None,
    }
}

/// The parts of an `!llvm.func` type.
#[derive(Debug, Clone, Copy)]
pub struct FuncInfo<'a> {
    pub ret: Type,
    pub params: &'a [Type],
    pub var_arg: bool,
}
pub fn func_info(ctx: &Context, t: Type) -> Option<FuncInfo<'_>> {
    match dialect_kind(ctx, t) {
        Some(DialectType::LlvmFunc {
            ret,
            params,
            var_arg,
        }) => Some(FuncInfo {
            ret: *ret,
            params,
            var_arg: *var_arg,
        }),
        _ => None,
    }
}

/// The parts of an `!llvm.struct` type, literal or identified.
#[derive(Debug, Clone, Copy)]
pub struct StructInfo<'a> {
    /// `Some` for identified structs.
    pub name: Option<&'a str>,
    pub packed: bool,
    /// Identified structs that are opaque or whose body is not set yet (`isOpaque()` upstream).
    pub opaque: bool,
    /// False for an identified struct whose body was never set.
    pub initialized: bool,
    pub elems: &'a [Type],
}
pub fn struct_info(ctx: &Context, t: Type) -> Option<StructInfo<'_>> {
    match dialect_kind(ctx, t)? {
        DialectType::LlvmStruct { packed, body } => Some(StructInfo {
            name: None,
            packed: *packed,
            opaque: false,
            initialized: true,
            elems: body,
        }),
        DialectType::LlvmIdentifiedStruct { name, body } => Some(match body.0.get() {
            None => StructInfo {
                name: Some(name),
                packed: false,
                opaque: true,
                initialized: false,
                elems: &[],
            },
            Some(b) => StructInfo {
                name: Some(name),
                packed: b.packed,
                opaque: b.opaque,
                initialized: true,
                elems: &b.elems,
            },
        }),
        _ => None,
    }
}
pub fn is_struct(ctx: &Context, t: Type) -> bool {
    struct_info(ctx, t).is_some()
}
/// The element types of a struct (empty for opaque structs and non-structs).
pub fn struct_elems(ctx: &Context, t: Type) -> &[Type] {
    struct_info(ctx, t).map(|s| s.elems).unwrap_or(&[])
}

/// (element type, minimum length, scalable) of an `!llvm.vec`.
pub fn llvm_vec_info(ctx: &Context, t: Type) -> Option<(Type, u64, bool)> {
    match dialect_kind(ctx, t) {
        Some(DialectType::LlvmFixedVec { len, elem }) => Some((*elem, *len, false)),
        Some(DialectType::LlvmScalableVec { min_len, elem }) => Some((*elem, *min_len, true)),
        _ => None,
    }
}

/// The parts of an `!llvm.target` type.
#[derive(Debug, Clone, Copy)]
pub struct TargetInfo<'a> {
    pub name: &'a str,
    pub types: &'a [Type],
    pub ints: &'a [u32],
}
pub fn target_info(ctx: &Context, t: Type) -> Option<TargetInfo<'_>> {
    match dialect_kind(ctx, t) {
        Some(DialectType::LlvmTarget { name, types, ints }) => {
            Some(TargetInfo { name, types, ints })
        }
        _ => None,
    }
}

/// The types directly inside `t` (struct elements, array/vector element, function result and
/// parameters, target type parameters); empty for other types. Walkers that follow this must keep a
/// visited set: an identified struct may contain itself.
pub fn sub_types(ctx: &Context, t: Type) -> Vec<Type> {
    match dialect_kind(ctx, t) {
        Some(DialectType::LlvmArray { elem, .. })
        | Some(DialectType::LlvmFixedVec { elem, .. })
        | Some(DialectType::LlvmScalableVec { elem, .. }) => vec![*elem],
        Some(DialectType::LlvmFunc { ret, params, .. }) => std::iter::once(*ret)
            .chain(params.iter().copied())
            .collect(),
        Some(DialectType::LlvmTarget { types, .. }) => types.clone(),
        Some(DialectType::LlvmStruct { .. }) | Some(DialectType::LlvmIdentifiedStruct { .. }) => {
            struct_elems(ctx, t).to_vec()
        }
        _ => vec![],
    }
}

// ---- compatibility ---------------------------------------------------------------------------------------

/// Float types LLVM has: `bf16`, `f16`, `f32`, `f64`, `f80`, `f128` (MLIR's `isCompatibleFloatingPointType`
/// also counts `!llvm.ppc_fp128`).
pub fn is_compatible_float_type(ctx: &Context, t: Type) -> bool {
    match ctx.kind(t) {
        TypeKind::Float(k) => is_llvm_float_kind(*k),
        TypeKind::Dialect(DialectType::LlvmPpcFp128) => true,
        _ => false,
    }
}

/// The float kinds LLVM has (`bf16`, `f16`, `f32`, `f64`, `f80`, `f128`).
pub(crate) fn is_llvm_float_kind(k: FloatKind) -> bool {
    matches!(
        k,
        FloatKind::BF16
            | FloatKind::F16
            | FloatKind::F32
            | FloatKind::F64
            | FloatKind::F80
            | FloatKind::F128
    )
}

fn is_builtin_vector_element(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// MLIR's `LLVM::isCompatibleType`: signless integers, LLVM's float types, 1-D builtin vectors of
/// compatible types, and the `llvm` dialect's types whose contents are compatible.
pub fn is_compatible_type(ctx: &Context, t: Type) -> bool {
    let mut seen = vec![];
    compatible_impl(ctx, t, &mut seen)
}

fn compatible_impl(ctx: &Context, t: Type, seen: &mut Vec<Type>) -> bool {
    // Upstream's DenseSet: a type already on the way (a recursive struct) counts as compatible.
    if seen.contains(&t) {
        return true;
    }
    seen.push(t);
    let ok = match ctx.kind(t) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeKind::Float(k) => is_llvm_float_kind(*k),
        TypeKind::Vector { shape, elem, .. } => {
            shape.len() == 1 && compatible_impl(ctx, *elem, seen)
        }
        TypeKind::Dialect(d) => match d {
            DialectType::LlvmPtr { .. }
            | DialectType::LlvmVoid
            | DialectType::LlvmToken
            | DialectType::LlvmMetadata
            | DialectType::LlvmLabel
            | DialectType::LlvmX86Mmx
            | DialectType::LlvmPpcFp128 => true,
            DialectType::LlvmArray { elem, .. }
            | DialectType::LlvmFixedVec { elem, .. }
            | DialectType::LlvmScalableVec { elem, .. } => compatible_impl(ctx, *elem, seen),
            DialectType::LlvmFunc { ret, params, .. } => {
                compatible_impl(ctx, *ret, seen)
                    && params.iter().all(|p| compatible_impl(ctx, *p, seen))
            }
            DialectType::LlvmTarget { types, .. } => {
                types.iter().all(|p| compatible_impl(ctx, *p, seen))
            }
            DialectType::LlvmStruct { .. } | DialectType::LlvmIdentifiedStruct { .. } => {
                let elems = struct_elems(ctx, t).to_vec();
                elems.iter().all(|e| compatible_impl(ctx, *e, seen))
            }
        },
        _ => false,
    };
    if !ok {
        seen.retain(|x| *x != t);
    }
    ok
}

/// MLIR's `LLVM::isCompatibleVectorType`: a 1-D builtin vector of signless integers or LLVM floats, or an
/// `!llvm.vec`.
pub fn is_compatible_vector_type(ctx: &Context, t: Type) -> bool {
    match ctx.kind(t) {
        TypeKind::Vector { shape, elem, .. } => {
            shape.len() == 1
                && match ctx.kind(*elem) {
                    TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
                    TypeKind::Float(k) => is_llvm_float_kind(*k),
                    _ => false,
                }
        }
        TypeKind::Dialect(
            DialectType::LlvmFixedVec { .. } | DialectType::LlvmScalableVec { .. },
        ) => true,
        _ => false,
    }
}

/// MLIR's `LLVM::getVectorElementType` for any compatible vector type.
pub fn vector_element_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.kind(t) {
        TypeKind::Vector { elem, .. } => Some(*elem),
        _ => llvm_vec_info(ctx, t).map(|v| v.0),
    }
}

/// (number of elements, scalable) of any compatible vector type (MLIR's `getVectorNumElements`); for a
/// scalable vector the number is the minimum.
pub fn vector_num_elements(ctx: &Context, t: Type) -> Option<(u64, bool)> {
    match ctx.kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } if shape.len() == 1 => {
            Some((shape[0] as u64, scalable.first().copied().unwrap_or(false)))
        }
        _ => llvm_vec_info(ctx, t).map(|v| (v.1, v.2)),
    }
}

/// MLIR's `LLVM::isScalableVectorType`.
pub fn is_scalable_vector_type(ctx: &Context, t: Type) -> bool {
    vector_num_elements(ctx, t).is_some_and(|v| v.1)
}

/// `LLVMArrayType::isValidElementType` (also `LLVMStructType::isValidElementType`), except that a
/// scalable `!llvm.vec<? x n x T>` is accepted: upstream 19's parser refuses it, but its LLVM IR
/// import writes it for every array or struct of scalable vectors (`[2 x <vscale x 4 x float>]`,
/// `llvm.vector.deinterleave2`'s `{ <vscale x 4 x i32>, ... }`), and irbridge reads back what it
/// imports.
pub fn is_valid_array_element(ctx: &Context, t: Type) -> bool {
    !matches!(
        dialect_kind(ctx, t),
        Some(
            DialectType::LlvmVoid
                | DialectType::LlvmLabel
                | DialectType::LlvmMetadata
                | DialectType::LlvmFunc { .. }
                | DialectType::LlvmToken
        )
    )
}
/// `LLVMStructType::isValidElementType`: see [`is_valid_array_element`].
pub fn is_valid_struct_element(ctx: &Context, t: Type) -> bool {
    is_valid_array_element(ctx, t)
}
/// `LLVMFunctionType::isValidArgumentType`.
pub fn is_valid_func_param(ctx: &Context, t: Type) -> bool {
    !matches!(
        dialect_kind(ctx, t),
        Some(DialectType::LlvmVoid | DialectType::LlvmFunc { .. })
    )
}
/// `LLVMFunctionType::isValidResultType`.
pub fn is_valid_func_result(ctx: &Context, t: Type) -> bool {
    !matches!(
        dialect_kind(ctx, t),
        Some(DialectType::LlvmFunc { .. } | DialectType::LlvmMetadata | DialectType::LlvmLabel)
    )
}
/// `LLVMFixedVectorType::isValidElementType`: pointers and `ppc_fp128` (builtin types use `vector`).
pub fn is_valid_fixed_vec_element(ctx: &Context, t: Type) -> bool {
    matches!(
        dialect_kind(ctx, t),
        Some(DialectType::LlvmPtr { .. } | DialectType::LlvmPpcFp128)
    )
}
/// `LLVMScalableVectorType::isValidElementType`: signless integers, LLVM floats, pointers.
pub fn is_valid_scalable_vec_element(ctx: &Context, t: Type) -> bool {
    match ctx.kind(t) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        _ => is_compatible_float_type(ctx, t) || is_ptr(ctx, t),
    }
}

// ---- parsing -----------------------------------------------------------------------------------------------

thread_local! {
    /// Identified structs whose bodies are being parsed (MLIR's cyclic-parse stack).
    static PARSING: RefCell<Vec<Box<str>>> = const { RefCell::new(Vec::new()) };
    /// Identified structs whose bodies are being printed (MLIR's cyclic-print stack).
    static PRINTING: RefCell<Vec<Box<str>>> = const { RefCell::new(Vec::new()) };
}

/// Pops the stack entry it pushed when dropped, also on early returns.
struct StackGuard(&'static std::thread::LocalKey<RefCell<Vec<Box<str>>>>);
impl StackGuard {
    /// Pushes `name` unless it is already on the stack (then `None`: a cyclic reference).
    fn try_push(
        key: &'static std::thread::LocalKey<RefCell<Vec<Box<str>>>>,
        name: &str,
    ) -> Option<StackGuard> {
        key.with(|s| {
            let mut s = s.borrow_mut();
            if s.iter().any(|n| &**n == name) {
                None
            } else {
                s.push(name.into());
                Some(StackGuard(key))
            }
        })
    }
    fn contains(key: &'static std::thread::LocalKey<RefCell<Vec<Box<str>>>>, name: &str) -> bool {
        key.with(|s| s.borrow().iter().any(|n| &**n == name))
    }
}
impl Drop for StackGuard {
    fn drop(&mut self) {
        self.0.with(|s| {
            s.borrow_mut().pop();
        });
    }
}

/// Runs `f` one nesting level deeper (recursive types are refused past the parser's limit).
fn nested<R>(
    p: &mut dyn AsmParser,
    f: impl FnOnce(&mut dyn AsmParser) -> DResult<R>,
) -> DResult<R> {
    p.enter_nesting()?;
    let r = f(p);
    p.exit_nesting();
    r
}

/// `parseKeyword`: a bare identifier or "expected valid keyword".
pub(crate) fn parse_keyword(p: &mut dyn AsmParser) -> DResult<String> {
    match p.parse_optional_any_keyword() {
        Some(k) => Ok(k),
        None => Err(p.error_here("expected valid keyword".into())),
    }
}

/// Upstream's error for a type other than an LLVM type keyword directly in `!llvm.` / `!llvm<...>`.
const UNEXPECTED_TYPE: &str = "unexpected type, expected keyword";

/// The type-parsing hook of the `llvm` dialect (for `DIALECT_TYPE_PARSERS`): called after the `!llvm.xxx`
/// (or `!llvm`) token.
pub fn parse_type(p: &mut dyn AsmParser, sym: &DialectSymbol) -> DResult<Type> {
    if sym.pretty {
        // Upstream's `parseType` first tries any type (`!llvm.f32`, `!llvm.tensor<...>`) and rejects
        // what it parses.
        if let Some(t) = p.parse_optional_type_at_mnemonic(sym.mnemonic_off) {
            t?;
            return Err(p.error_at(sym.mnemonic_off, UNEXPECTED_TYPE.into()));
        }
        let start = p.offset();
        let t = parse_type_after_keyword(p, &sym.mnemonic, sym.mnemonic_off, sym.trailing)?;
        // Upstream hands the dialect the whole `<...>` body and ignores what a parameterless type
        // leaves of it (`!llvm.void<3>` is `!llvm.void`).
        if sym.trailing && p.offset() == start {
            p.parse_dialect_symbol_body()?;
        }
        return Ok(t);
    }
    // `!llvm<ptr<1>>`: the body holds the mnemonic and its parameters.
    p.parse_punct(Punct::Less)?;
    let off = p.offset();
    if p.at_type() {
        p.parse_type()?;
        return Err(p.error_at(off, UNEXPECTED_TYPE.into()));
    }
    let kw = parse_keyword(p)?;
    let t = parse_type_after_keyword(p, &kw, off, true)?;
    p.parse_punct(Punct::Greater)?;
    Ok(t)
}

/// A type inside an `!llvm.` body (MLIR's `dispatchParse`): any type, or an LLVM type keyword without the
/// `!llvm.` prefix.
pub fn parse_nested_type(p: &mut dyn AsmParser) -> DResult<Type> {
    if p.at_type() {
        return p.parse_type();
    }
    let off = p.offset();
    let kw = parse_keyword(p)?;
    nested(p, |p| parse_type_after_keyword(p, &kw, off, true))
}

/// Parses the rest of an LLVM type whose keyword (`ptr`, `struct`, ...) at `kw_off` was consumed.
/// `has_body`: a `<...>` may follow (false for `!llvm.ptr` not followed by an adjacent `<`).
fn parse_type_after_keyword(
    p: &mut dyn AsmParser,
    kw: &str,
    kw_off: u32,
    has_body: bool,
) -> DResult<Type> {
    let simple = match kw {
        "void" => Some(DialectType::LlvmVoid),
        "ppc_fp128" => Some(DialectType::LlvmPpcFp128),
        "x86_mmx" => Some(DialectType::LlvmX86Mmx),
        "token" => Some(DialectType::LlvmToken),
        "label" => Some(DialectType::LlvmLabel),
        "metadata" => Some(DialectType::LlvmMetadata),
        _ => None,
    };
    if let Some(d) = simple {
        return Ok(llvm(p.ctx(), d));
    }
    // Verification errors of parametric types point at the token after the keyword (the `<`).
    let loc = p.offset();
    match kw {
        "ptr" => {
            if !(has_body && p.at_punct(Punct::Less)) {
                return Ok(ptr(p.ctx(), 0));
            }
            p.parse_punct(Punct::Less)?;
            let v = parse_uint(p, 32).map_err(|e| {
                e.followed_by(param_error(
                    p,
                    "LLVMPointerType",
                    "addressSpace",
                    "unsigned",
                ))
            })?;
            p.parse_punct(Punct::Greater)?;
            Ok(ptr(p.ctx(), v as u32))
        }
        "array" => {
            p.parse_punct(Punct::Less)?;
            let len = parse_uint(p, 64).map_err(|e| {
                e.followed_by(param_error(p, "LLVMArrayType", "numElements", "uint64_t"))
            })?;
            if !p.parse_optional_keyword("x") {
                return Err(p.error_here("expected 'x'".into()));
            }
            let elem = parse_nested_type(p)?;
            p.parse_punct(Punct::Greater)?;
            if !is_valid_array_element(p.ctx_ref(), elem) {
                let msg = format!("invalid array element type: {}", quoted(p.ctx_ref(), elem));
                return Err(p.error_at(loc, msg));
            }
            Ok(array(p.ctx(), elem, len))
        }
        "vec" => parse_vec(p, loc),
        "func" => parse_func(p, loc),
        "struct" => parse_struct(p, loc),
        "target" => parse_target(p),
        _ => Err(p.error_at(kw_off, format!("unknown LLVM type: {kw}"))),
    }
}

/// The error upstream's generated type parsers add, at the current token, when the parser of a
/// parameter fails (the record's name and the parameter's C++ type from MLIR 19's `LLVMTypes.td`).
fn param_error(p: &dyn AsmParser, record: &str, param: &str, cpp: &str) -> crate::diag::Diagnostic {
    p.error_here(format!(
        "failed to parse {record} parameter '{param}' which is to be a `{cpp}`"
    ))
}

/// `'type'` as upstream's diagnostics quote types.
fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", crate::print::type_to_string(ctx, t))
}

/// MLIR's `parseInteger<uintN>`: an optional `-` and an integer literal, wrapped to `bits` bits, with
/// upstream's "integer value too large" rule.
pub(crate) fn parse_uint(p: &mut dyn AsmParser, bits: u32) -> DResult<u64> {
    let loc = p.offset();
    if !p.at_integer() {
        return Err(p.error_at(loc, "expected integer value".into()));
    }
    let Some(v) = p.parse_optional_integer()? else {
        return Err(p.error_at(loc, "expected integer value".into()));
    };
    let neg = v.sign() == num_bigint::Sign::Minus;
    match wrap_uint(v.magnitude(), neg, bits) {
        Some(v) => Ok(v),
        None => Err(p.error_at(loc, "integer value too large".into())),
    }
}

/// `sextOrTrunc` of the minimal-width APInt of `±mag` to `bits`, or `None` when upstream reports the
/// value as too large.
fn wrap_uint(mag: &BigUint, neg: bool, bits: u32) -> Option<u64> {
    let limit = BigUint::from(1u8) << bits;
    let mask: u128 = if bits >= 64 {
        u64::MAX as u128
    } else {
        (1u128 << bits) - 1
    };
    if !neg {
        if *mag >= limit {
            return None;
        }
        return u64::try_from(mag).ok();
    }
    let half = BigUint::from(1u8) << (bits - 1);
    if *mag >= half {
        return None;
    }
    let m = u128::try_from(mag).ok()?;
    Some(((1u128 << bits).wrapping_sub(m) & mask) as u64)
}

fn parse_vec(p: &mut dyn AsmParser, loc: u32) -> DResult<Type> {
    p.parse_punct(Punct::Less)?;
    let dims_loc = p.offset();
    let dims = p.parse_dimension_list(true)?;
    let elem_loc = p.offset();
    let elem = parse_nested_type(p)?;
    p.parse_punct(Punct::Greater)?;
    let (scalable, n) = match dims.as_slice() {
        [n] if *n != crate::ir::DYNAMIC => (false, *n),
        [d, n] if *d == crate::ir::DYNAMIC && *n != crate::ir::DYNAMIC => (true, *n),
        _ => {
            return Err(p.error_at(
                dims_loc,
                "expected '? x <integer> x <type>' or '<integer> x <type>'".into(),
            ))
        }
    };
    let signless_or_float = match p.ctx_ref().kind(elem) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeKind::Float(_) => true,
        _ => false,
    };
    if !scalable && signless_or_float {
        return Err(p.error_at(
            elem_loc,
            "cannot use !llvm.vec for built-in primitives, use 'vector' instead".into(),
        ));
    }
    // Upstream keeps the count as `unsigned`.
    let n = n as u64 as u32 as u64;
    if n == 0 {
        return Err(p.error_at(loc, "the number of vector elements must be positive".into()));
    }
    let valid = if scalable {
        is_valid_scalable_vec_element(p.ctx_ref(), elem)
    } else {
        is_valid_fixed_vec_element(p.ctx_ref(), elem)
    };
    if !valid {
        return Err(p.error_at(loc, "invalid vector element type".into()));
    }
    Ok(if scalable {
        scalable_vec(p.ctx(), elem, n)
    } else {
        fixed_vec(p.ctx(), elem, n)
    })
}

fn parse_func(p: &mut dyn AsmParser, loc: u32) -> DResult<Type> {
    p.parse_punct(Punct::Less)?;
    let ret = parse_nested_type(p)?;
    p.parse_punct(Punct::LParen)?;
    let mut params = vec![];
    let mut var_arg = false;
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            if p.parse_optional_punct(Punct::Ellipsis) {
                var_arg = true;
                break;
            }
            params.push(parse_nested_type(p)?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    p.parse_punct(Punct::Greater)?;
    if !is_valid_func_result(p.ctx_ref(), ret) {
        let msg = format!("invalid function result type: {}", quoted(p.ctx_ref(), ret));
        return Err(p.error_at(loc, msg));
    }
    if let Some(bad) = params
        .iter()
        .find(|t| !is_valid_func_param(p.ctx_ref(), **t))
    {
        let msg = format!(
            "invalid function argument type: {}",
            quoted(p.ctx_ref(), *bad)
        );
        return Err(p.error_at(loc, msg));
    }
    Ok(func_type(p.ctx(), ret, params, var_arg))
}

fn parse_target(p: &mut dyn AsmParser) -> DResult<Type> {
    p.parse_punct(Punct::Less)?;
    let Some(name) = p.parse_optional_string() else {
        let e = p.error_here("expected string".into());
        return Err(e.followed_by(param_error(
            p,
            "LLVMTargetExtType",
            "extTypeName",
            "::llvm::StringRef",
        )));
    };
    let name = String::from_utf8_lossy(&name).into_owned();
    let mut types = vec![];
    let mut ints = vec![];
    while p.parse_optional_punct(Punct::Comma) {
        if ints.is_empty() && (p.at_type() || p.peek_keyword().is_some()) {
            types.push(parse_nested_type(p)?);
        } else if p.at_integer() {
            ints.push(parse_uint(p, 32)? as u32);
        } else {
            return Err(
                p.error_here("failed to parse parameter list for target extension type".into())
            );
        }
    }
    p.parse_punct(Punct::Greater)?;
    Ok(target_ext(p.ctx(), &name, types, ints))
}

fn parse_struct(p: &mut dyn AsmParser, loc: u32) -> DResult<Type> {
    p.parse_punct(Punct::Less)?;
    let mut name: Option<String> = None;
    if let Some(n) = p.parse_optional_string() {
        let n = String::from_utf8_lossy(&n).into_owned();
        let greater_loc = p.offset();
        if p.parse_optional_punct(Punct::Greater) {
            if !StackGuard::contains(&PARSING, &n) {
                return Err(p.error_at(
                    greater_loc,
                    "struct without a body only allowed in a recursive struct".into(),
                ));
            }
            return Ok(struct_identified(p.ctx(), &n));
        }
        p.parse_punct(Punct::Comma)?;
        name = Some(n);
    }
    let kw_loc = p.offset();
    if p.parse_optional_keyword("opaque") {
        let Some(n) = name else {
            return Err(p.error_at(kw_loc, "only identified structs can be opaque".into()));
        };
        p.parse_punct(Punct::Greater)?;
        let t = struct_identified(p.ctx(), &n);
        if set_struct_opaque(p.ctx_ref(), t).is_err() {
            return Err(p.error_at(kw_loc, "redeclaring defined struct as opaque".into()));
        }
        return Ok(t);
    }
    let _guard = match &name {
        Some(n) => match StackGuard::try_push(&PARSING, n) {
            Some(g) => Some(g),
            None => {
                return Err(p.error_at(
                    kw_loc,
                    "identifier already used for an enclosing struct".into(),
                ))
            }
        },
        None => None,
    };
    let packed = p.parse_optional_keyword("packed");
    p.parse_punct(Punct::LParen)?;
    let mut elems = vec![];
    let mut elems_loc = kw_loc;
    if !p.parse_optional_punct(Punct::RParen) {
        elems_loc = p.offset();
        loop {
            elems.push(parse_nested_type(p)?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    p.parse_punct(Punct::Greater)?;
    let bad = elems
        .iter()
        .find(|t| !is_valid_struct_element(p.ctx_ref(), **t))
        .copied();
    let Some(n) = name else {
        if let Some(b) = bad {
            let msg = format!(
                "invalid LLVM structure element type: {}",
                quoted(p.ctx_ref(), b)
            );
            return Err(p.error_at(loc, msg));
        }
        return Ok(struct_literal(p.ctx(), elems, packed));
    };
    if let Some(b) = bad {
        let msg = format!(
            "invalid LLVM structure element type: {}",
            quoted(p.ctx_ref(), b)
        );
        return Err(p.error_at(elems_loc, msg));
    }
    let t = struct_identified(p.ctx(), &n);
    if set_struct_body(p.ctx_ref(), t, elems, packed).is_err() {
        return Err(p.error_at(
            elems_loc,
            "identified type already used with a different body".into(),
        ));
    }
    Ok(t)
}

// ---- printing ----------------------------------------------------------------------------------------------

/// The type-printing hook of the `llvm` dialect: prints `t` with its `!llvm.` prefix. Types of other
/// dialects are handed back to the printer.
pub fn print_type(p: &mut dyn AsmPrinter, t: Type) {
    if !is_llvm_type(p.ctx(), t) {
        p.print_type(t);
        return;
    }
    p.write("!llvm.");
    print_body(p, t);
}

/// `!llvm.ptr<1>` as a string (for diagnostics and tests).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    crate::print::type_to_string(ctx, t)
}

/// A type inside an `!llvm.` body (MLIR's `dispatchPrint`): compatible LLVM types other than builtin
/// integers, floats and vectors lose their `!llvm.` prefix.
fn print_nested(p: &mut dyn AsmPrinter, t: Type) {
    if is_llvm_type(p.ctx(), t) && is_compatible_type(p.ctx(), t) {
        print_body(p, t);
    } else {
        p.print_type(t);
    }
}

/// Prints element `0..n` of the type list `list(ctx)` of `t` (read again for each element: the printer
/// borrows the context only between writes).
fn print_nested_list(p: &mut dyn AsmPrinter, t: Type, list: fn(&DialectType) -> &[Type]) {
    let n = dialect_kind(p.ctx(), t).map_or(0, |d| list(d).len());
    for i in 0..n {
        if i > 0 {
            p.write(", ");
        }
        let Some(e) = dialect_kind(p.ctx(), t).and_then(|d| list(d).get(i).copied()) else {
            return;
        };
        print_nested(p, e);
    }
}

fn struct_elems_of(d: &DialectType) -> &[Type] {
    match d {
        DialectType::LlvmStruct { body, .. } => body,
        _ => &[],
    }
}

fn func_params_of(d: &DialectType) -> &[Type] {
    match d {
        DialectType::LlvmFunc { params, .. } => params,
        _ => &[],
    }
}

/// Keyword and parameters of an `llvm` type, without the `!llvm.` prefix.
fn print_body(p: &mut dyn AsmPrinter, t: Type) {
    let Some(d) = dialect_kind(p.ctx(), t) else {
        p.print_type(t);
        return;
    };
    match d {
        DialectType::LlvmPtr { addr_space } => {
            let a = *addr_space;
            p.write("ptr");
            if a != 0 {
                p.write("<");
                p.write_uint(a as u64);
                p.write(">");
            }
        }
        DialectType::LlvmVoid => p.write("void"),
        DialectType::LlvmToken => p.write("token"),
        DialectType::LlvmMetadata => p.write("metadata"),
        DialectType::LlvmLabel => p.write("label"),
        DialectType::LlvmX86Mmx => p.write("x86_mmx"),
        DialectType::LlvmPpcFp128 => p.write("ppc_fp128"),
        DialectType::LlvmArray { len, elem } => {
            let (len, elem) = (*len, *elem);
            p.write("array<");
            p.write_uint(len);
            p.write(" x ");
            print_nested(p, elem);
            p.write(">");
        }
        DialectType::LlvmFixedVec { len, elem } => {
            let (len, elem) = (*len, *elem);
            p.write("vec<");
            p.write_uint(len);
            p.write(" x ");
            print_nested(p, elem);
            p.write(">");
        }
        DialectType::LlvmScalableVec { min_len, elem } => {
            let (len, elem) = (*min_len, *elem);
            // Upstream prints two spaces before the element type.
            p.write("vec<? x ");
            p.write_uint(len);
            p.write(" x  ");
            print_nested(p, elem);
            p.write(">");
        }
        DialectType::LlvmFunc {
            ret,
            params,
            var_arg,
        } => {
            let (ret, var_arg, any_params) = (*ret, *var_arg, !params.is_empty());
            p.write("func<");
            print_nested(p, ret);
            p.write(" (");
            print_nested_list(p, t, func_params_of);
            if var_arg {
                if any_params {
                    p.write(", ");
                }
                p.write("...");
            }
            p.write(")>");
        }
        DialectType::LlvmTarget { name, types, ints } => {
            let name = quote_bytes(name.as_bytes());
            let (types, ints) = (types.clone(), ints.clone());
            p.write("target<");
            p.write(&name);
            // Unlike other bodies, target types keep their `!llvm.` prefix.
            for t in types {
                p.write(", ");
                p.print_type(t);
            }
            for i in ints {
                p.write(", ");
                p.write_uint(i as u64);
            }
            p.write(">");
        }
        DialectType::LlvmStruct { packed, .. } => {
            let packed = *packed;
            p.write("struct<");
            if packed {
                p.write("packed ");
            }
            p.write("(");
            print_nested_list(p, t, struct_elems_of);
            p.write(")>");
        }
        DialectType::LlvmIdentifiedStruct { name, body } => {
            let name: Box<str> = name.clone();
            let body = body.0.get().map(|b| (b.opaque, b.packed, b.elems.clone()));
            // Upstream writes the name between quotes without escaping it.
            p.write("struct<\"");
            p.write(&name);
            p.write("\"");
            let Some(_guard) = StackGuard::try_push(&PRINTING, &name) else {
                p.write(">");
                return;
            };
            p.write(", ");
            match body {
                None => p.write("opaque>"),
                Some((true, _, _)) => p.write("opaque>"),
                Some((_, packed, elems)) => {
                    if packed {
                        p.write("packed ");
                    }
                    p.write("(");
                    for (i, e) in elems.into_iter().enumerate() {
                        if i > 0 {
                            p.write(", ");
                        }
                        print_nested(p, e);
                    }
                    p.write(")>");
                }
            }
        }
    }
}

/// A string literal as MLIR prints it (`"..."` with `\\XX` escapes).
pub(crate) fn quote_bytes(s: &[u8]) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    crate::print::attrs::write_escaped_string(&mut out, s);
    out
}
