//! MLIR types (builtin scalars and vectors, `!llvm.*`) to LLVM types, as upstream's `TypeToLLVMIRTranslator`.

use super::llvm::Ty;
use super::{TResult, Translator};
use irbridge::dialect::llvm::types as lt;
use irbridge::ir::float::FloatKind;
use irbridge::ir::types::DialectType as D;
use irbridge::ir::{OpId, Type, TypeKind};

/// LLVM's `IntegerType::MAX_INT_BITS`. MLIR allows wider integers (up to 2^24 - 1 bits); a release
/// LLVM builds such a type anyway, but its own parser then refuses the IR it prints.
pub const LLVM_MAX_INT_BITS: u64 = 1 << 23;

/// LLVM keeps a pointer's address space in 24 bits; a larger number would silently wrap.
pub const LLVM_MAX_ADDR_SPACE: u32 = (1 << 24) - 1;

impl<'ctx> Translator<'_, 'ctx> {
    /// The `alignment` property of `op` in bytes (`None` if absent or 0, which means "the ABI's"),
    /// or a located error where LLVM would misread it: not a power of 2 (LLVM keeps its log2),
    /// or beyond what LLVM's C API can set (LLVM's own maximum is 2^32; `LLVMSetAlignment` takes 32
    /// bits, and a larger value would silently wrap).
    pub fn alignment(&self, op: OpId) -> TResult<Option<u32>> {
        let Some(a) = self
            .ctx
            .get_attr(op, "alignment")
            .and_then(|a| self.ctx.as_i64(a))
        else {
            return Ok(None);
        };
        if a == 0 {
            return Ok(None);
        }
        let bad = |why: String| Err(self.err(op, format!("cannot be converted to LLVM IR: {why}")));
        match u32::try_from(a) {
            _ if a < 0 => bad(format!("alignment {a} is negative")),
            Ok(x) if x.is_power_of_two() => Ok(Some(x)),
            _ if (a as u64).is_power_of_two() => bad(format!(
                "alignment {a} is beyond what LLVM's C API can set (at most 2147483648)"
            )),
            _ => bad(format!("alignment {a} is not a power of 2")),
        }
    }

    /// `a` if LLVM can represent it as an address space, else an error located at `at`.
    pub fn addr_space(&self, a: u32, at: OpId) -> TResult<u32> {
        if a > LLVM_MAX_ADDR_SPACE {
            return Err(self.err(
                at,
                format!(
                    "cannot be converted to LLVM IR: address space {a} is out of LLVM's range \
                     (at most {LLVM_MAX_ADDR_SPACE})"
                ),
            ));
        }
        Ok(a)
    }

    /// The LLVM type of `t`; `at` locates the error for a type LLVM has no equivalent of.
    pub fn ty(&mut self, t: Type, at: OpId) -> TResult<Ty<'ctx>> {
        if let Some(&x) = self.type_cache.get(&t) {
            return Ok(x);
        }
        let x = self.convert_type(t, at)?;
        self.type_cache.insert(t, x);
        Ok(x)
    }

    fn convert_type(&mut self, t: Type, at: OpId) -> TResult<Ty<'ctx>> {
        let ctx = self.ctx;
        let unsupported = |this: &Self| {
            this.err(
                at,
                format!(
                    "cannot be converted to LLVM IR: unsupported type {}",
                    irbridge::print::type_to_string(ctx, t)
                ),
            )
        };
        Ok(match ctx.kind(t) {
            TypeKind::Integer { width, .. } if u64::from(*width) > LLVM_MAX_INT_BITS => {
                return Err(self.err(
                    at,
                    format!(
                        "cannot be converted to LLVM IR: i{width} is wider than LLVM's maximum \
                         integer width of {LLVM_MAX_INT_BITS} bits"
                    ),
                ))
            }
            TypeKind::Integer { width, .. } => self.ll.int_ty(*width),
            TypeKind::Index => self.ll.int_ty(64),
            TypeKind::Float(k) => match k {
                FloatKind::F16 => self.ll.half_ty(),
                FloatKind::BF16 => self.ll.bfloat_ty(),
                FloatKind::F32 => self.ll.float_ty(),
                FloatKind::F64 => self.ll.double_ty(),
                FloatKind::F80 => self.ll.x86_fp80_ty(),
                FloatKind::F128 => self.ll.fp128_ty(),
                // The 8-bit floats (and tf32) have no LLVM type; upstream uses integers of their width.
                other => self.ll.int_ty(other.bit_width()),
            },
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } if shape.len() == 1 => {
                let e = self.ty(*elem, at)?;
                let n = u32::try_from(shape[0]).map_err(|_| unsupported(self))?;
                self.ll
                    .vector_ty(e, n, scalable.first().copied().unwrap_or(false))
            }
            TypeKind::Dialect(d) => match d {
                D::LlvmPtr { addr_space } => {
                    let a = *addr_space;
                    self.ll.ptr_ty(self.addr_space(a, at)?)
                }
                D::LlvmVoid => self.ll.void_ty(),
                D::LlvmToken => self.ll.token_ty(),
                D::LlvmMetadata => self.ll.metadata_ty(),
                D::LlvmLabel => self.ll.label_ty(),
                D::LlvmX86Mmx => self.ll.x86_mmx_ty(),
                D::LlvmPpcFp128 => self.ll.ppc_fp128_ty(),
                D::LlvmArray { len, elem } => {
                    let e = self.ty(*elem, at)?;
                    self.ll.array_ty(e, *len)
                }
                D::LlvmFixedVec { len, elem } | D::LlvmScalableVec { min_len: len, elem } => {
                    let e = self.ty(*elem, at)?;
                    let n = u32::try_from(*len).map_err(|_| unsupported(self))?;
                    self.ll
                        .vector_ty(e, n, matches!(d, D::LlvmScalableVec { .. }))
                }
                D::LlvmFunc {
                    ret,
                    params,
                    var_arg,
                } => {
                    let r = self.ty(*ret, at)?;
                    let p = params
                        .iter()
                        .map(|p| self.ty(*p, at))
                        .collect::<TResult<Vec<_>>>()?;
                    self.ll.func_ty(r, &p, *var_arg)
                }
                D::LlvmStruct { .. } | D::LlvmIdentifiedStruct { .. } => {
                    let info = lt::struct_info(ctx, t).ok_or_else(|| unsupported(self))?;
                    match info.name {
                        None => {
                            let elems = info.elems.to_vec();
                            let e = elems
                                .iter()
                                .map(|x| self.ty(*x, at))
                                .collect::<TResult<Vec<_>>>()?;
                            self.ll.struct_ty(&e, info.packed)
                        }
                        Some(name) => {
                            // One LLVM struct per name, also across the MLIR contexts of a streamed
                            // translation.
                            if let Some(&st) = self.named_structs.get(name) {
                                return Ok(st);
                            }
                            // Create and cache the named struct before its body, which may refer to it.
                            let st = self.ll.named_struct_ty(name);
                            self.named_structs.insert(name.into(), st);
                            self.type_cache.insert(t, st);
                            if !info.opaque {
                                let elems = info.elems.to_vec();
                                let packed = info.packed;
                                let e = elems
                                    .iter()
                                    .map(|x| self.ty(*x, at))
                                    .collect::<TResult<Vec<_>>>()?;
                                self.ll.set_struct_body(st, &e, packed);
                            }
                            st
                        }
                    }
                }
                D::LlvmTarget { name, types, ints } => {
                    let name = name.to_string();
                    let ints = ints.clone();
                    let types = types.clone();
                    let tys = types
                        .iter()
                        .map(|x| self.ty(*x, at))
                        .collect::<TResult<Vec<_>>>()?;
                    self.ll.target_ext_ty(&name, &tys, &ints)
                }
            },
            _ => return Err(unsupported(self)),
        })
    }
}
