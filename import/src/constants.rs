//! Constants and constant expressions to `llvm.mlir.constant/zero/undef/poison/addressof/none` and the
//! insertvalue/insertelement/cast/GEP ops built from them. Each distinct constant is materialised once
//! per region, at the start of the entry block, so it dominates every use (including PHI edges).

use crate::module::{Emitter, Scope, R};
use crate::names::{quote, symbol};
use irbridge::dialect::llvm::ops::aggregates::{
    ExtractElementOp, InsertElementOp, InsertValueOp, ShuffleVectorOp,
};
use irbridge::dialect::llvm::ops::casts::BitcastOp;
use irbridge::dialect::llvm::ops::constants::{
    AddressOfOp, ConstantOp, NoneTokenOp, PoisonOp, UndefOp, ZeroOp,
};
use irbridge::dialect::llvm::ops::memory::GEPOp;
use llvm_ir::constant::Float;
use llvm_ir::types::Type;
use llvm_ir::{Constant, ConstantRef};

// The ops this file writes, named by their records.
const CONSTANT: &str = ConstantOp::NAME;
const BITCAST: &str = BitcastOp::NAME;
const ZERO: &str = ZeroOp::NAME;
const UNDEF: &str = UndefOp::NAME;
const POISON: &str = PoisonOp::NAME;
const NONE: &str = NoneTokenOp::NAME;
const ADDRESSOF: &str = AddressOfOp::NAME;
const INSERTELEMENT: &str = InsertElementOp::NAME;
const INSERTVALUE: &str = InsertValueOp::NAME;
const EXTRACTELEMENT: &str = ExtractElementOp::NAME;
const SHUFFLEVECTOR: &str = ShuffleVectorOp::NAME;
const GEP: &str = GEPOp::NAME;

impl Emitter<'_> {
    /// The SSA name holding constant `c` in scope `s`.
    pub fn constant(&mut self, s: &mut Scope, c: &ConstantRef) -> R<String> {
        self.constant_typed(s, c, None)
    }

    /// [`Self::constant`] where the context knows the type: a struct constant llvm-ir has no
    /// name for is a literal struct, so a named struct type comes from the enclosing aggregate or
    /// global.
    pub fn constant_typed(
        &mut self,
        s: &mut Scope,
        c: &ConstantRef,
        expected: Option<&llvm_ir::TypeRef>,
    ) -> R<String> {
        let expected = expected.filter(|_| matches!(c.as_ref(), Constant::Struct { .. }));
        let k = (key(c), expected.cloned());
        if let Some(v) = s.consts.get(&k) {
            return Ok(v.clone());
        }
        let v = if is_zero(c) {
            let ty = self.const_type(c);
            self.zero_of(s, &ty)?
        } else {
            self.materialize(s, c, expected)?
        };
        s.consts.insert(k, v.clone());
        if let Some(m) = s.materialized.as_mut() {
            m.push((c.clone(), v.clone()));
        }
        Ok(v)
    }

    /// The element types an aggregate of type `t` holds (named structs resolved).
    fn element_types(&self, t: &llvm_ir::TypeRef, n: usize) -> Vec<Option<llvm_ir::TypeRef>> {
        match t.as_ref() {
            Type::ArrayType { element_type, .. } | Type::VectorType { element_type, .. } => {
                vec![Some(element_type.clone()); n]
            }
            Type::StructType { element_types, .. } => {
                element_types.iter().cloned().map(Some).collect()
            }
            Type::NamedStructType { name } => match self.m.types.named_struct_def(name) {
                Some(llvm_ir::types::NamedStructDef::Defined(b)) => self.element_types(b, n),
                _ => vec![None; n],
            },
            _ => vec![None; n],
        }
    }

    /// The zero value of type `ty`, built once per scope however many constants ask for it: LLVM
    /// has one null value per type, so upstream 19 shares it (`i32 0` alone and inside a
    /// `zeroinitializer`). A zero aggregate is dense elements where upstream's attribute can hold
    /// it and otherwise `undef` and one insert per element; upstream converts the elements first,
    /// the last one first, even those the attribute then makes unused.
    pub(crate) fn zero_of(&mut self, s: &mut Scope, ty: &llvm_ir::TypeRef) -> R<String> {
        if let Some(v) = s.zeros.get(ty) {
            return Ok(v.clone());
        }
        let t = self.ty(ty)?;
        let v = match ty.as_ref() {
            Type::IntegerType { bits } => {
                let lit = if *bits == 1 {
                    "false".to_string()
                } else {
                    format!("0 : i{bits}")
                };
                self.def(s, format!("{CONSTANT}({lit}) : {t}"))
            }
            // MLIR has no float type for a double-double: its bits, bitcast, as for other values.
            Type::FPType(llvm_ir::types::FPType::PPC_FP128) => {
                let i = self.def(s, format!("{CONSTANT}(0 : i128) : i128"));
                self.def(s, format!("{BITCAST} {i} : i128 to {t}"))
            }
            Type::FPType(_) => self.def(s, format!("{CONSTANT}(0.000000e+00 : {t}) : {t}")),
            // A target extension type is read as a named struct (`reread.rs`): its zero is whole.
            _ if t.starts_with("!llvm.target<") => self.def(s, format!("{ZERO} : {t}")),
            _ => match zero_elements(self, ty) {
                Some(elems) => {
                    let mut vals = vec![String::new(); elems.len()];
                    for (i, et) in elems.iter().enumerate().rev() {
                        vals[i] = self.zero_of(s, et)?;
                    }
                    if let Some((shape, elem)) = crate::globals::attr_shape(ty) {
                        let zero = if elem.starts_with('i') {
                            "0"
                        } else {
                            "0.000000e+00"
                        };
                        self.def(s, format!("{CONSTANT}(dense<{zero}> : {shape}) : {t}"))
                    } else if matches!(ty.as_ref(), Type::VectorType { .. }) {
                        let mut acc = self.def(s, format!("{UNDEF} : {t}"));
                        for (i, ev) in vals.iter().enumerate() {
                            let idx = self.def(s, format!("{CONSTANT}({i} : i32) : i32"));
                            acc = self
                                .def(s, format!("{INSERTELEMENT} {ev}, {acc}[{idx} : i32] : {t}"));
                        }
                        acc
                    } else {
                        let mut acc = self.def(s, format!("{UNDEF} : {t}"));
                        for (i, ev) in vals.iter().enumerate() {
                            acc = self.def(s, format!("{INSERTVALUE} {ev}, {acc}[{i}] : {t}"));
                        }
                        acc
                    }
                }
                // Pointers, scalable vectors (upstream 19 builds only their first lanes), structs
                // without a known body.
                None => self.def(s, format!("{ZERO} : {t}")),
            },
        };
        s.zeros.insert(ty.clone(), v.clone());
        Ok(v)
    }

    /// Defines a value at the start of the entry block (for values built outside llvm-ir's view).
    pub fn prelude_def(&mut self, s: &mut Scope, rhs: String) -> String {
        self.def(s, rhs)
    }

    fn def(&mut self, s: &mut Scope, rhs: String) -> String {
        let v = s.fresh_const();
        s.prelude.push_str("    ");
        s.prelude.push_str(&v);
        s.prelude.push_str(" = ");
        s.prelude.push_str(&rhs);
        s.prelude.push('\n');
        v
    }

    /// The type of a reference to a global variable outside address space 0 (`!llvm.ptr<N>`):
    /// llvm-ir types every global reference as a pointer of address space 0.
    pub fn global_ref_type(&self, c: &ConstantRef) -> Option<String> {
        self.global_addr_space(c).map(|n| format!("!llvm.ptr<{n}>"))
    }

    /// A constant's type (a struct constant's named type when llvm-ir has its name).
    /// Global references keep their address space (llvm-ir types them all as `ptr`), also inside
    /// literal structs and arrays.
    pub fn const_type(&self, c: &ConstantRef) -> llvm_ir::TypeRef {
        let types = &self.m.types;
        match c.as_ref() {
            Constant::Struct { name: Some(n), .. } => types.named_struct(n),
            Constant::Struct {
                name: None,
                values,
                is_packed,
            } if values.iter().any(|v| self.holds_global_ref(v)) => types.struct_of(
                values.iter().map(|v| self.const_type(v)).collect(),
                *is_packed,
            ),
            Constant::Array { elements, .. }
                if elements.iter().any(|v| self.holds_global_ref(v)) =>
            {
                types.array_of(self.const_type(&elements[0]), elements.len())
            }
            Constant::GlobalReference { .. } => match self.global_addr_space(c) {
                Some(n) => types.pointer_in_addr_space(n),
                None => self.m.type_of(c),
            },
            _ => self.m.type_of(c),
        }
    }

    /// Whether a literal aggregate constant holds a reference to a global outside address space 0.
    fn holds_global_ref(&self, c: &ConstantRef) -> bool {
        match c.as_ref() {
            Constant::GlobalReference { .. } => self.global_addr_space(c).is_some(),
            Constant::Struct {
                name: None, values, ..
            } => values.iter().any(|v| self.holds_global_ref(v)),
            Constant::Array { elements, .. } => elements.iter().any(|v| self.holds_global_ref(v)),
            _ => false,
        }
    }

    /// The address space of a referenced global variable, when it is not 0.
    fn global_addr_space(&self, c: &ConstantRef) -> Option<u32> {
        let Constant::GlobalReference { name, .. } = c.as_ref() else {
            return None;
        };
        let g = self.m.global_vars.iter().find(|g| g.name == *name)?;
        (g.addr_space != 0).then_some(g.addr_space)
    }

    fn materialize(
        &mut self,
        s: &mut Scope,
        c: &ConstantRef,
        expected: Option<&llvm_ir::TypeRef>,
    ) -> R<String> {
        let ty = expected.cloned().unwrap_or_else(|| self.const_type(c));
        let t = self.ty(&ty)?;
        Ok(match c.as_ref() {
            Constant::Float(Float::PPC_FP128) => {
                // No MLIR float type holds a double-double: its exact bits, bitcast. (Upstream 19
                // writes the value as an f128 attribute, which rounds some values and which neither
                // its export nor irbridge's accepts for a `ppc_fp128`.)
                let bits = match self.literals.get(&key(c)) {
                    Some((_, l)) => l.clone(),
                    None => scalar_literal(c)?,
                };
                let i = self.def(s, format!("{CONSTANT}({bits}) : i128"));
                self.def(s, format!("{BITCAST} {i} : i128 to {t}"))
            }
            Constant::Int { .. } | Constant::Float(_) => {
                let lit = match self.literals.get(&key(c)) {
                    Some((_, l)) => l.clone(),
                    None => scalar_literal(c)?,
                };
                self.def(s, format!("{CONSTANT}({lit}) : {t}"))
            }
            Constant::Null(_) | Constant::AggregateZero(_) => self.def(s, format!("{ZERO} : {t}")),
            Constant::Undef(u) | Constant::Poison(u)
                if matches!(u.as_ref(), Type::TargetExtType)
                    && self.facts.as_ref().and_then(|f| f.target_zero_stand_in)
                        == Some(if matches!(c.as_ref(), Constant::Poison(_)) {
                            crate::reread::StandIn::Poison
                        } else {
                            crate::reread::StandIn::Undef
                        }) =>
            {
                // The stand-in for a target type's zero value llvm-ir cannot read (`reread.rs`).
                self.def(s, format!("{ZERO} : {t}"))
            }
            Constant::Undef(_) => self.def(s, format!("{UNDEF} : {t}")),
            Constant::Poison(_) => self.def(s, format!("{POISON} : {t}")),
            Constant::TokenNone => self.def(s, format!("{NONE} : !llvm.token")),
            Constant::GlobalReference { name, .. } => {
                let sym = symbol(&crate::globals::plain_name(name));
                let t = self.global_ref_type(c).unwrap_or(t);
                self.def(s, format!("{ADDRESSOF} {sym} : {t}"))
            }
            Constant::Array {
                element_type,
                elements,
            } => {
                if let Some(lit) = dense_literal(elements, element_type, true, &self.literals) {
                    self.def(s, format!("{CONSTANT}({lit}) : {t}"))
                } else {
                    self.aggregate(s, elements, &ty, &t)?
                }
            }
            Constant::Struct { values, .. } => self.aggregate(s, values, &ty, &t)?,
            Constant::Vector(elements) => {
                let elem_ty = match ty.as_ref() {
                    Type::VectorType { element_type, .. } => element_type.clone(),
                    _ => return Err("vector constant of non-vector type".into()),
                };
                if let Some(lit) = dense_literal(elements, &elem_ty, false, &self.literals) {
                    self.def(s, format!("{CONSTANT}({lit}) : {t}"))
                } else {
                    let mut acc = self.def(s, format!("{UNDEF} : {t}"));
                    for (i, e) in elements.iter().enumerate() {
                        let ev = self.constant(s, e)?;
                        let idx = self.def(s, format!("{CONSTANT}({i} : i32) : i32"));
                        acc =
                            self.def(s, format!("{INSERTELEMENT} {ev}, {acc}[{idx} : i32] : {t}"));
                    }
                    acc
                }
            }
            Constant::BlockAddress => {
                return Err(
                    "blockaddress constants are not supported by MLIR 19's llvm dialect".into(),
                )
            }
            Constant::GetElementPtr(g) => {
                let base = self.constant(s, &g.address)?;
                let src = self.ty(&g.source_element_type)?;
                let src_ty = Some(g.source_element_type.clone());
                let mut idx = vec![];
                let mut dyn_tys = vec![];
                // Struct field numbers inline, other indices as operands: as for the instruction.
                let mut cur = None;
                for (n, i) in g.indices.iter().enumerate() {
                    let fields = cur.as_ref().and_then(|t| self.struct_fields(t));
                    cur = match (n, &fields) {
                        (0, _) => src_ty.clone(),
                        (_, Some(f)) => {
                            field_number(i).and_then(|k| f.get(usize::try_from(k).ok()?).cloned())
                        }
                        _ => cur.as_ref().and_then(|t| self.element_type(t)),
                    };
                    if let (Some(k), Some(_)) = (field_number(i), &fields) {
                        idx.push(k.to_string());
                    } else {
                        idx.push(self.constant(s, i)?);
                        let it = self.m.type_of(i);
                        dyn_tys.push(self.ty(&it)?);
                    }
                }
                let bt = self.m.type_of(&g.address);
                let bt = self.ty(&bt)?;
                let mut sig = vec![bt];
                sig.extend(dyn_tys);
                self.def(
                    s,
                    format!(
                        "{GEP} {}{base}[{}] : ({}) -> {t}, {src}",
                        if g.in_bounds { "inbounds " } else { "" },
                        idx.join(", "),
                        sig.join(", ")
                    ),
                )
            }
            Constant::Trunc(x) => self.const_cast(s, "trunc", &x.operand, &t)?,
            Constant::PtrToInt(x) => self.const_cast(s, "ptrtoint", &x.operand, &t)?,
            Constant::IntToPtr(x) => self.const_cast(s, "inttoptr", &x.operand, &t)?,
            Constant::BitCast(x) => self.const_cast(s, "bitcast", &x.operand, &t)?,
            Constant::AddrSpaceCast(x) => self.const_cast(s, "addrspacecast", &x.operand, &t)?,
            Constant::Add(x) => self.binop(s, "add", &x.operand0, &x.operand1, &t)?,
            Constant::Sub(x) => self.binop(s, "sub", &x.operand0, &x.operand1, &t)?,
            Constant::Mul(x) => self.binop(s, "mul", &x.operand0, &x.operand1, &t)?,
            Constant::Xor(x) => self.binop(s, "xor", &x.operand0, &x.operand1, &t)?,
            Constant::ExtractElement(x) => {
                let v = self.constant(s, &x.vector)?;
                let i = self.constant(s, &x.index)?;
                let it = self.m.type_of(&x.index);
                let it = self.ty(&it)?;
                let vt = self.m.type_of(&x.vector);
                let vt = self.ty(&vt)?;
                self.def(s, format!("{EXTRACTELEMENT} {v}[{i} : {it}] : {vt}"))
            }
            Constant::InsertElement(x) => {
                let v = self.constant(s, &x.vector)?;
                let e = self.constant(s, &x.element)?;
                let i = self.constant(s, &x.index)?;
                let it = self.m.type_of(&x.index);
                let it = self.ty(&it)?;
                self.def(s, format!("{INSERTELEMENT} {e}, {v}[{i} : {it}] : {t}"))
            }
            Constant::ShuffleVector(x) => {
                let a = self.constant(s, &x.operand0)?;
                let b = self.constant(s, &x.operand1)?;
                let mask = shuffle_mask(&x.mask)?;
                let vt = self.m.type_of(&x.operand0);
                let vt = self.ty(&vt)?;
                self.def(s, format!("{SHUFFLEVECTOR} {a}, {b} [{mask}] : {vt}"))
            }
            #[allow(unreachable_patterns)]
            other => return Err(format!("unsupported constant '{other}'")),
        })
    }

    fn aggregate(
        &mut self,
        s: &mut Scope,
        elems: &[ConstantRef],
        ty: &llvm_ir::TypeRef,
        t: &str,
    ) -> R<String> {
        let mut acc = self.def(s, format!("{UNDEF} : {t}"));
        let tys = self.element_types(ty, elems.len());
        for (i, e) in elems.iter().enumerate() {
            let ev = self.constant_typed(s, e, tys.get(i).and_then(|t| t.as_ref()))?;
            acc = self.def(s, format!("{INSERTVALUE} {ev}, {acc}[{i}] : {t}"));
        }
        Ok(acc)
    }

    fn const_cast(&mut self, s: &mut Scope, op: &str, x: &ConstantRef, t: &str) -> R<String> {
        let v = self.constant(s, x)?;
        let from = self.m.type_of(x);
        let from = self.ty(&from)?;
        Ok(self.def(s, format!("llvm.{op} {v} : {from} to {t}")))
    }

    fn binop(
        &mut self,
        s: &mut Scope,
        op: &str,
        a: &ConstantRef,
        b: &ConstantRef,
        t: &str,
    ) -> R<String> {
        let a = self.constant(s, a)?;
        let b = self.constant(s, b)?;
        Ok(self.def(s, format!("llvm.{op} {a}, {b} : {t}")))
    }
}

/// Whether `c` is its type's null value (what `zeroinitializer` holds): integer 0, +0.0, null,
/// a zero aggregate.
fn is_zero(c: &ConstantRef) -> bool {
    match c.as_ref() {
        Constant::Int { bits, value } => *bits <= 64 && *value == 0,
        Constant::Float(Float::Single(f)) => f.to_bits() == 0,
        Constant::Float(Float::Double(f)) => f.to_bits() == 0,
        Constant::Null(_) | Constant::AggregateZero(_) => true,
        _ => false,
    }
}

/// The element types of a fixed-size aggregate type, `None` for anything else (scalable vectors
/// and structs whose body llvm-ir does not know included).
fn zero_elements(e: &Emitter, ty: &llvm_ir::TypeRef) -> Option<Vec<llvm_ir::TypeRef>> {
    match ty.as_ref() {
        Type::ArrayType {
            element_type,
            num_elements,
        }
        | Type::VectorType {
            element_type,
            num_elements,
            scalable: false,
        } => Some(vec![element_type.clone(); *num_elements]),
        Type::StructType { element_types, .. } => Some(element_types.clone()),
        Type::NamedStructType { name } => match e.m.types.named_struct_def(name) {
            Some(llvm_ir::types::NamedStructDef::Defined(b)) => zero_elements(e, b),
            _ => None,
        },
        _ => None,
    }
}

/// Constants are shared (`Arc`) by llvm-ir per LLVM value, so the address identifies one.
pub fn key(c: &ConstantRef) -> usize {
    let p: *const Constant = &**c;
    p as usize
}

/// A sign-extended integer constant's value, if it fits an `i32` GEP index.
pub fn small_int(c: &ConstantRef) -> Option<i32> {
    match c.as_ref() {
        Constant::Int { bits, value } if *bits <= 64 => i32::try_from(sext(*value, *bits)).ok(),
        _ => None,
    }
}

/// A GEP's struct field number: an integer constant, or a splat of one (a vector GEP's struct
/// index; a zero vector is a splat of 0), written inline as upstream 19 matches a constant integer.
pub fn field_number(c: &ConstantRef) -> Option<i32> {
    match c.as_ref() {
        Constant::Vector(elements) => {
            let first = small_int(elements.first()?)?;
            elements[1..]
                .iter()
                .all(|e| small_int(e) == Some(first))
                .then_some(first)
        }
        Constant::AggregateZero(t) if matches!(t.as_ref(), Type::VectorType { .. }) => Some(0),
        _ => small_int(c),
    }
}

/// `value` (the low `bits` bits) sign-extended.
pub fn sext(value: u64, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        value as i64
    } else {
        ((value << (64 - bits)) as i64) >> (64 - bits)
    }
}

/// `5 : i32`, `true`, `0x3FF8000000000000 : f64` (floats as exact bit patterns).
pub fn scalar_literal(c: &ConstantRef) -> R<String> {
    match c.as_ref() {
        Constant::Int { bits: 1, value } => Ok(if *value & 1 == 1 {
            "true".into()
        } else {
            "false".into()
        }),
        Constant::Int { bits, value } if *bits <= 64 => {
            Ok(format!("{} : i{bits}", sext(*value, *bits)))
        }
        Constant::Int { bits, .. } => Err(format!(
            "integer constants wider than 64 bits (i{bits}) are not supported"
        )),
        Constant::Float(Float::Single(f)) => Ok(format!("0x{:08X} : f32", f.to_bits())),
        Constant::Float(Float::Double(f)) => Ok(format!("0x{:016X} : f64", f.to_bits())),
        Constant::Float(_) => {
            Err("floating-point constants other than float/double are not supported".into())
        }
        _ => Err("not a scalar constant".into()),
    }
}

/// `"abc\00"` for `i8` arrays, `dense<[...]> : tensor<N x T>` / `vector<N x T>` for arrays and vectors
/// of plain integers or floats (other than `ppc_fp128`; the bits of those llvm-ir cannot hold come
/// from `literals`); `None` if some element is not a plain scalar.
fn dense_literal(
    elems: &[ConstantRef],
    elem_ty: &llvm_ir::TypeRef,
    array: bool,
    literals: &rustc_hash::FxHashMap<usize, (ConstantRef, String)>,
) -> Option<String> {
    use llvm_ir::types::FPType;
    if elems.is_empty() {
        return None;
    }
    let et = match elem_ty.as_ref() {
        Type::IntegerType { bits } if *bits <= 64 => format!("i{bits}"),
        Type::FPType(FPType::Single) => "f32".into(),
        Type::FPType(FPType::Double) => "f64".into(),
        Type::FPType(FPType::Half) => "f16".into(),
        Type::FPType(FPType::BFloat) => "bf16".into(),
        Type::FPType(FPType::X86_FP80) => "f80".into(),
        Type::FPType(FPType::FP128) => "f128".into(),
        _ => return None,
    };
    if array && et == "i8" {
        let mut bytes = Vec::with_capacity(elems.len());
        for e in elems {
            match e.as_ref() {
                Constant::Int { value, .. } => bytes.push(*value as u8),
                _ => return None,
            }
        }
        return Some(quote(&bytes));
    }
    let mut parts = Vec::with_capacity(elems.len());
    for e in elems {
        let lit = match e.as_ref() {
            Constant::Int { bits: 1, value } => {
                (if *value & 1 == 1 { "true" } else { "false" }).to_string()
            }
            Constant::Int { bits, value } => sext(*value, *bits).to_string(),
            Constant::Float(Float::Single(f)) => format!("0x{:08X}", f.to_bits()),
            Constant::Float(Float::Double(f)) => format!("0x{:016X}", f.to_bits()),
            Constant::Float(Float::Half | Float::BFloat | Float::X86_FP80 | Float::Quadruple) => {
                let (_, l) = literals.get(&key(e))?;
                l.strip_suffix(&format!(" : {et}"))?.to_string()
            }
            _ => return None,
        };
        parts.push(lit);
    }
    let shape = if array { "tensor" } else { "vector" };
    Some(format!(
        "dense<[{}]> : {shape}<{}x{et}>",
        parts.join(", "),
        elems.len()
    ))
}

/// A shufflevector mask as the op's `array<i32>` (`-1` for undef/poison lanes).
pub fn shuffle_mask(mask: &ConstantRef) -> R<String> {
    let lanes: Vec<i64> = match mask.as_ref() {
        Constant::Vector(v) => v
            .iter()
            .map(|e| match e.as_ref() {
                Constant::Int { bits, value } => Ok(sext(*value, *bits)),
                Constant::Undef(_) | Constant::Poison(_) => Ok(-1),
                _ => Err("unexpected shufflevector mask element".to_string()),
            })
            .collect::<R<_>>()?,
        Constant::AggregateZero(t) => match t.as_ref() {
            Type::VectorType { num_elements, .. } => vec![0; *num_elements],
            _ => return Err("bad shufflevector mask".into()),
        },
        Constant::Undef(t) | Constant::Poison(t) => match t.as_ref() {
            Type::VectorType { num_elements, .. } => vec![-1; *num_elements],
            _ => return Err("bad shufflevector mask".into()),
        },
        _ => return Err("unsupported shufflevector mask".into()),
    };
    Ok(lanes
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", "))
}
