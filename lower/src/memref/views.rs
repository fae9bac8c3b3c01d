//! New descriptors over existing buffers: `memref.cast` (ranked↔ranked keeps the descriptor;
//! ranked→unranked stores it on the stack; unranked→ranked loads it), `memref.reinterpret_cast`,
//! `memref.reshape` with a statically shaped shape operand, and `memref.view`.

use super::build::{self, GepArg};
use super::load_store::strided_element_ptr;
use super::metadata::unranked_aligned_ptr;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
use crate::llvm_build;
use crate::type_converter::memref_strides;
use irbridge::diag::Diagnostic;
use irbridge::dialect::builtin::UnrealizedConversionCastOp;
use irbridge::dialect::llvm::ops::constants::ConstantOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::{CastOp, ReinterpretCastOp, ReshapeOp, TransposeOp, ViewOp};
use irbridge::ir::attrs::AffineExpr;
use irbridge::ir::{AttrKind, Attribute, OpId, Type, TypeKind, ValueId, DYNAMIC};

fn is_unranked(rw: &ConversionRewriter<'_>, t: Type) -> bool {
    matches!(rw.ctx.kind(t), TypeKind::UnrankedMemRef { .. })
}

/// Allocated and aligned pointers of a ranked or unranked source (`extractPointersAndOffset`).
fn source_pointers(
    rw: &mut ConversionRewriter<'_>,
    src_ty: Type,
    converted: ValueId,
    loc: Attribute,
) -> (ValueId, ValueId) {
    if is_unranked(rw, src_ty) {
        let pty = build::elem_ptr_type(rw, src_ty).expect("converted");
        let dp = UnrankedMemRefDescriptor::new(rw, converted).memref_ptr(rw, loc);
        let allocated = build::load(rw, pty, dp, loc);
        let aligned = unranked_aligned_ptr(rw, dp, pty, loc);
        (allocated, aligned)
    } else {
        let d = MemRefDescriptor::new(rw, converted);
        (d.allocated_ptr(rw, loc), d.aligned_ptr(rw, loc))
    }
}

/// A ranked descriptor copied into a fresh `llvm.alloca` (`promoteOneMemRefDescriptor`).
pub(super) fn promote_to_stack(
    rw: &mut ConversionRewriter<'_>,
    desc: ValueId,
    loc: Attribute,
) -> ValueId {
    // Upstream counts this alloca with an i64 whatever the index width.
    let i64t = rw.ctx.i64();
    let index = rw.ctx.index();
    let one_attr = rw.ctx.int_attr(index, 1);
    let one = ConstantOp::build(rw, loc, i64t, one_attr).res(rw.ctx);
    let p = llvm::ptr(rw.ctx, 0);
    let t = rw.ctx.value_type(desc);
    let slot = build::alloca(rw, p, t, one, 0, loc);
    build::store(rw, desc, slot, loc);
    slot
}

/// `memref.cast`.
pub struct CastLowering;

impl ConversionPattern for CastLowering {
    fn root(&self) -> &'static str {
        CastOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let input = rw.ctx.operand(op, 0);
        let src_ty = rw.ctx.value_type(input);
        let dst_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        // Upstream folds a cast back to the type of the value a cast chain started from.
        if let Some(prev) = rw.ctx.defining_op(input) {
            if CastOp::is(rw.ctx, prev) {
                let origin = rw.ctx.operand(prev, 0);
                if rw.ctx.value_type(origin) == dst_ty {
                    rw.replace_op(op, &[origin]);
                    return Ok(Outcome::Rewritten);
                }
            }
        }
        let (Some(src_c), Some(dst_c)) = (
            rw.tc.convert_type(rw.ctx, src_ty),
            rw.tc.convert_type(rw.ctx, dst_ty),
        ) else {
            return Ok(Outcome::NoMatch);
        };
        let v = match (is_unranked(rw, src_ty), is_unranked(rw, dst_ty)) {
            (false, false) => {
                if src_c != dst_c {
                    return Ok(Outcome::NoMatch);
                }
                operands[0]
            }
            (false, true) => {
                let rank = rw.ctx.shape(src_ty).expect("ranked").len() as i64;
                let slot = promote_to_stack(rw, operands[0], loc);
                let r = build::index_const(rw, rank, loc);
                UnrankedMemRefDescriptor::pack(rw, dst_c, r, slot, loc).value
            }
            (true, false) => {
                let p = UnrankedMemRefDescriptor::new(rw, operands[0]).memref_ptr(rw, loc);
                build::load(rw, dst_c, p, loc)
            }
            (true, true) => return Ok(Outcome::NoMatch),
        };
        rw.replace_op(op, &[v]);
        Ok(Outcome::Rewritten)
    }
}

/// The `static_*` list property of an op.
fn static_list(rw: &ConversionRewriter<'_>, op: OpId, name: &str) -> Vec<i64> {
    rw.ctx
        .get_attr(op, name)
        .and_then(|a| rw.ctx.as_dense_i64_array(a))
        .unwrap_or_default()
}

/// `memref.reinterpret_cast`: the source's pointers with the op's offset, sizes and strides.
pub struct ReinterpretCastLowering;

impl ConversionPattern for ReinterpretCastLowering {
    fn root(&self) -> &'static str {
        ReinterpretCastOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(src_ty) = build::convertible_operand_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(desc_ty) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let offsets = static_list(rw, op, "static_offsets");
        let sizes = static_list(rw, op, "static_sizes");
        let strides = static_list(rw, op, "static_strides");
        let mut dynamic = operands[1..].iter().copied();
        let mut dyn_offsets: Vec<ValueId> = vec![];
        for &o in &offsets {
            if o == DYNAMIC {
                dyn_offsets.extend(dynamic.next());
            }
        }
        let dyn_sizes: Vec<ValueId> = sizes
            .iter()
            .filter(|&&s| s == DYNAMIC)
            .filter_map(|_| dynamic.next())
            .collect();
        let dyn_strides: Vec<ValueId> = strides
            .iter()
            .filter(|&&s| s == DYNAMIC)
            .filter_map(|_| dynamic.next())
            .collect();
        let mut d = MemRefDescriptor::undef(rw, desc_ty, loc);
        let (allocated, aligned) = source_pointers(rw, src_ty, operands[0], loc);
        d.set_allocated_ptr(rw, allocated, loc);
        d.set_aligned_ptr(rw, aligned, loc);
        match offsets.first() {
            Some(&DYNAMIC) => d.set_offset(rw, dyn_offsets[0], loc),
            o => {
                let c = build::index_const(rw, o.copied().unwrap_or(0), loc);
                d.set_offset(rw, c, loc)
            }
        }
        let (mut si, mut ti) = (dyn_sizes.into_iter(), dyn_strides.into_iter());
        for i in 0..sizes.len() {
            let s = if sizes[i] == DYNAMIC {
                si.next().expect("dynamic size operand")
            } else {
                build::index_const(rw, sizes[i], loc)
            };
            d.set_size(rw, i, s, loc);
            let t = if strides[i] == DYNAMIC {
                ti.next().expect("dynamic stride operand")
            } else {
                build::index_const(rw, strides[i], loc)
            };
            d.set_stride(rw, i, t, loc);
        }
        rw.replace_op(op, &[d.value]);
        Ok(Outcome::Rewritten)
    }
}

/// The types of a `memref.reshape` whose source, shape and result types all convert.
pub(super) struct ReshapeTypes {
    pub source: Type,
    pub shape: Type,
    pub result: Type,
    /// The converted result type (a ranked or unranked descriptor).
    pub result_desc: Type,
}

impl ReshapeTypes {
    pub fn of(rw: &mut ConversionRewriter<'_>, op: OpId) -> Option<ReshapeTypes> {
        let source = build::convertible_operand_type(rw, op, 0)?;
        let shape = build::convertible_operand_type(rw, op, 1)?;
        let result = rw.ctx.value_type(rw.ctx.result(op, 0));
        let result_desc = llvm_build::converted_result_type(rw, op, 0)?;
        Some(ReshapeTypes {
            source,
            shape,
            result,
            result_desc,
        })
    }
}

/// `memref.reshape` to a ranked result with a statically shaped shape operand: sizes are constants or
/// loaded from the shape memref, strides are the running products.
pub struct ReshapeLowering;

impl ConversionPattern for ReshapeLowering {
    fn root(&self) -> &'static str {
        ReshapeOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(ReshapeTypes {
            source: src_ty,
            shape: shape_ty,
            result: dst_ty,
            result_desc: desc_ty,
        }) = ReshapeTypes::of(rw, op)
        else {
            return Ok(Outcome::NoMatch);
        };
        let static_shape_operand = rw
            .ctx
            .shape(shape_ty)
            .is_some_and(|s| !s.contains(&DYNAMIC));
        if !static_shape_operand || is_unranked(rw, dst_ty) {
            return Ok(Outcome::NoMatch);
        }
        let Some((strides, offset)) = memref_strides(rw.ctx, dst_ty) else {
            return Ok(Outcome::NoMatch);
        };
        if offset == DYNAMIC {
            return Ok(Outcome::NoMatch);
        }
        let shape = rw.ctx.shape(dst_ty).expect("ranked").to_vec();
        let idx = rw.tc.index_type(rw.ctx);
        let index = rw.ctx.index();
        let mut d = MemRefDescriptor::undef(rw, desc_ty, loc);
        let (allocated, aligned) = source_pointers(rw, src_ty, operands[0], loc);
        d.set_allocated_ptr(rw, allocated, loc);
        d.set_aligned_ptr(rw, aligned, loc);
        let o = build::index_const(rw, offset, loc);
        d.set_offset(rw, o, loc);
        let mut stride: Option<ValueId> = None;
        for i in (0..shape.len()).rev() {
            let s = if strides[i] != DYNAMIC {
                build::index_const(rw, strides[i], loc)
            } else {
                match stride {
                    Some(s) => s,
                    None => build::index_const(rw, 1, loc),
                }
            };
            let size = if shape[i] != DYNAMIC {
                build::index_const(rw, shape[i], loc)
            } else {
                // `memref.load %shape[i]`, lowered in place, with its index↔iN casts.
                let at = build::index_const(rw, i as i64, loc);
                let Some(p) = strided_element_ptr(rw, shape_ty, operands[1], &[at], loc) else {
                    return Ok(Outcome::NoMatch);
                };
                let elem = rw.ctx.element_type(shape_ty);
                let Some(converted) = rw.tc.convert_type(rw.ctx, elem) else {
                    return Ok(Outcome::NoMatch);
                };
                let loaded = build::load(rw, converted, p, loc);
                // The loaded size has the shape's element type; upstream casts it to the index
                // type when that differs (`materializeTargetConversion`). Real casts, not
                // framework materializations the framework may fold away: an `index` element is
                // the `memref.load`'s result cast back to `index`, then to the index type.
                if elem == index {
                    let as_index = UnrealizedConversionCastOp::build(rw, loc, &[index], &[loaded])
                        .outputs(rw.ctx)[0];
                    UnrealizedConversionCastOp::build(rw, loc, &[idx], &[as_index]).outputs(rw.ctx)
                        [0]
                } else if converted != idx {
                    UnrealizedConversionCastOp::build(rw, loc, &[idx], &[loaded]).outputs(rw.ctx)[0]
                } else {
                    loaded
                }
            };
            d.set_size(rw, i, size, loc);
            d.set_stride(rw, i, s, loc);
            stride = Some(build::mul(rw, s, size, loc));
        }
        rw.replace_op(op, &[d.value]);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.view`: a descriptor over the byte buffer advanced by the shift; offset 0, contiguous strides.
pub struct ViewLowering;

impl ConversionPattern for ViewLowering {
    fn root(&self) -> &'static str {
        ViewOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let dst_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let Some(desc_ty) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(src_ty) = build::convertible_operand_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        let Some((strides, _)) = memref_strides(rw.ctx, dst_ty) else {
            return Ok(Outcome::NoMatch);
        };
        if strides.last().is_some_and(|&s| s != 1 && s != 0) {
            return Ok(Outcome::NoMatch);
        }
        let shape = rw.ctx.shape(dst_ty).expect("ranked").to_vec();
        let dyn_sizes = &operands[2..];
        let src = MemRefDescriptor::new(rw, operands[0]);
        let mut d = MemRefDescriptor::undef(rw, desc_ty, loc);
        let allocated = src.allocated_ptr(rw, loc);
        d.set_allocated_ptr(rw, allocated, loc);
        let aligned = src.aligned_ptr(rw, loc);
        let src_elem = rw.ctx.element_type(src_ty);
        let src_elem = rw.tc.convert_type(rw.ctx, src_elem).expect("converted");
        let pty = rw.ctx.value_type(aligned);
        let shifted = build::gep(
            rw,
            pty,
            src_elem,
            aligned,
            &[GepArg::Value(operands[1])],
            loc,
        );
        d.set_aligned_ptr(rw, shifted, loc);
        let z = build::index_const(rw, 0, loc);
        d.set_offset(rw, z, loc);
        let (mut stride, mut next_size): (Option<ValueId>, Option<ValueId>) = (None, None);
        for i in (0..shape.len()).rev() {
            let size = if shape[i] != DYNAMIC {
                build::index_const(rw, shape[i], loc)
            } else {
                let n = shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
                dyn_sizes[n]
            };
            d.set_size(rw, i, size, loc);
            let s = if strides[i] != DYNAMIC {
                build::index_const(rw, strides[i], loc)
            } else {
                match (next_size, stride) {
                    (Some(n), Some(r)) => build::mul(rw, r, n, loc),
                    (Some(n), None) => n,
                    _ => build::index_const(rw, 1, loc),
                }
            };
            stride = Some(s);
            d.set_stride(rw, i, s, loc);
            next_size = Some(size);
        }
        rw.replace_op(op, &[d.value]);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.transpose`: sizes and strides permuted; pointers and offset copied.
pub struct TransposeLowering;

impl ConversionPattern for TransposeLowering {
    fn root(&self) -> &'static str {
        TransposeOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let src_ty = rw.ctx.value_type(rw.ctx.operand(op, 0));
        let Some(desc_ty) = rw.tc.convert_type(rw.ctx, src_ty) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(perm) = rw.ctx.get_attr(op, "permutation") else {
            return Ok(Outcome::NoMatch);
        };
        let AttrKind::AffineMap(m) = rw.ctx.attr_kind(perm) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(sources): Option<Vec<usize>> = m
            .results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) => Some(*d as usize),
                _ => None,
            })
            .collect()
        else {
            return Ok(Outcome::NoMatch);
        };
        if sources.iter().enumerate().all(|(i, &s)| i == s) {
            // Upstream's folder replaces an identity transpose by its (unconverted) input first.
            let input = rw.ctx.operand(op, 0);
            let res_ty = rw.ctx.value_type(rw.ctx.result(op, 0));
            let v = if res_ty == src_ty { input } else { operands[0] };
            rw.replace_op(op, &[v]);
            return Ok(Outcome::Rewritten);
        }
        let src = MemRefDescriptor::new(rw, operands[0]);
        let mut d = MemRefDescriptor::undef(rw, desc_ty, loc);
        let a = src.allocated_ptr(rw, loc);
        d.set_allocated_ptr(rw, a, loc);
        let b = src.aligned_ptr(rw, loc);
        d.set_aligned_ptr(rw, b, loc);
        let o = src.offset(rw, loc);
        d.set_offset(rw, o, loc);
        for (target, &source) in sources.iter().enumerate() {
            let s = src.size(rw, source, loc);
            d.set_size(rw, target, s, loc);
            let t = src.stride(rw, source, loc);
            d.set_stride(rw, target, t, loc);
        }
        rw.replace_op(op, &[d.value]);
        Ok(Outcome::Rewritten)
    }
}
