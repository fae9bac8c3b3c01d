//! `memref.global` → `llvm.mlir.global` of nested arrays (rank 0: the element itself), and
//! `memref.get_global` → a descriptor whose aligned pointer is the address of the first element and
//! whose allocated pointer is the poison value `0xdeadbeef` (the memory must never be freed).

use super::alloc::descriptor_sizes;
use super::build::{self, GepArg};
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::descriptor::MemRefDescriptor;
use crate::type_converter::memory_space_to_addr_space;
use irbridge::diag::Diagnostic;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::casts::IntToPtrOp;
use irbridge::dialect::llvm::ops::constants::{AddressOfOp, ConstantOp, UndefOp};
use irbridge::dialect::llvm::ops::control::ReturnOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::dialect::memref::layout::is_identity_layout;
use irbridge::dialect::memref::GetGlobalOp;
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};
use num_bigint::BigInt;

/// The global's LLVM type: the converted element type wrapped in one array per dimension.
fn global_type(rw: &mut ConversionRewriter<'_>, memref_ty: Type) -> Option<Type> {
    let TypeKind::MemRef { shape, elem, .. } = rw.ctx.kind(memref_ty).clone() else {
        return None;
    };
    let mut t = rw.tc.convert_type(rw.ctx, elem)?;
    for &d in shape.iter().rev() {
        t = llvm::array(rw.ctx, t, d as u64);
    }
    Some(t)
}

/// A ranked memref type with identity layout whose descriptor converts; its memory space's address space.
fn convertible_identity(rw: &mut ConversionRewriter<'_>, t: Type) -> Option<u32> {
    let TypeKind::MemRef {
        layout,
        memory_space,
        ..
    } = rw.ctx.kind(t).clone()
    else {
        return None;
    };
    rw.tc.convert_type(rw.ctx, t)?;
    if !is_identity_layout(rw.ctx, layout) {
        return None;
    }
    memory_space_to_addr_space(rw.ctx, memory_space)
}

/// The single element of a rank-0 `dense<...>` initializer as a scalar attribute.
fn splat_value(ctx: &mut Context, a: Attribute) -> Option<Attribute> {
    let AttrKind::DenseElements { ty, data, .. } = ctx.attr_kind(a).clone() else {
        return None;
    };
    let elem = ctx.element_type(ty);
    match ctx.kind(elem).clone() {
        TypeKind::Float(k) => {
            let n = (k.bit_width() as usize).div_ceil(8);
            let mut bits: u128 = 0;
            for (i, b) in data.iter().take(n).enumerate() {
                bits |= (*b as u128) << (8 * i);
            }
            Some(ctx.attr(AttrKind::Float { bits, ty: elem }))
        }
        TypeKind::Integer { width, .. } => {
            let n = (width as usize).div_ceil(8);
            let bytes: Vec<u8> = data.iter().take(n).copied().collect();
            let mut v = BigInt::from_signed_bytes_le(&bytes);
            if width == 1 {
                v = BigInt::from(u8::from(bytes.first().is_some_and(|b| b & 1 == 1)));
            }
            Some(ctx.int_attr(elem, v))
        }
        TypeKind::Index => {
            let bytes: Vec<u8> = data.iter().take(8).copied().collect();
            Some(ctx.int_attr(elem, BigInt::from_signed_bytes_le(&bytes)))
        }
        _ => None,
    }
}

/// `memref.global`.
pub struct GlobalLowering;

impl ConversionPattern for GlobalLowering {
    fn root(&self) -> &'static str {
        irbridge::dialect::memref::GlobalOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(ty) = rw
            .ctx
            .get_attr(op, "type")
            .and_then(|a| rw.ctx.as_type_attr(a))
        else {
            return Ok(Outcome::NoMatch);
        };
        let Some(addr_space) = convertible_identity(rw, ty) else {
            return Ok(Outcome::NoMatch);
        };
        let Some(gty) = global_type(rw, ty) else {
            return Ok(Outcome::NoMatch);
        };
        let public = rw
            .ctx
            .get_attr(op, "sym_visibility")
            .and_then(|a| rw.ctx.as_str_attr(a))
            .is_none_or(|s| s == b"public");
        let init = rw.ctx.get_attr(op, "initial_value");
        let uninitialized = init.is_some_and(|a| matches!(rw.ctx.attr_kind(a), AttrKind::Unit));
        let mut props: Vec<(&str, Attribute)> = vec![];
        props.push(("global_type", rw.ctx.type_attr(gty)));
        if rw.ctx.get_attr(op, "constant").is_some() {
            props.push(("constant", rw.ctx.unit_attr()));
        }
        let linkage = if public { "external" } else { "private" };
        let linkage = irbridge::dialect::llvm::attrs::enum_attr(rw.ctx, "linkage", linkage)
            .expect("linkage enum");
        props.push(("linkage", linkage));
        props.push(("sym_name", rw.ctx.get_attr(op, "sym_name").expect("symbol")));
        if let Some(v) = init.filter(|_| !uninitialized) {
            let v = if rw.ctx.shape(ty).is_some_and(|s| s.is_empty()) {
                match splat_value(rw.ctx, v) {
                    Some(s) => s,
                    None => return Ok(Outcome::NoMatch),
                }
            } else {
                v
            };
            props.push(("value", v));
        }
        if let Some(a) = rw.ctx.get_attr(op, "alignment") {
            let v = rw.ctx.as_i64(a).unwrap_or(0);
            if v != 0 {
                props.push(("alignment", rw.ctx.i64_attr(v)));
            }
        }
        let i32t = rw.ctx.i32();
        props.push(("addr_space", rw.ctx.int_attr(i32t, addr_space)));
        let mut st = build::state(
            rw.ctx,
            llvm_ops::global::GlobalOp::def(),
            loc,
            &[],
            &[],
            &props,
        );
        let region = rw.ctx.new_region();
        st.regions = vec![region];
        if uninitialized {
            let block = rw.ctx.new_block();
            rw.ctx.append_block(region, block);
            let undef_st = build::state(rw.ctx, UndefOp::def(), loc, &[], &[gty], &[]);
            let undef = rw.ctx.create_op(undef_st);
            rw.ctx.append_op(block, undef);
            let u = rw.ctx.result(undef, 0);
            let ret_st = build::state(rw.ctx, ReturnOp::def(), loc, &[u], &[], &[]);
            let ret = rw.ctx.create_op(ret_st);
            rw.ctx.append_op(block, ret);
        }
        rw.create(st);
        rw.erase_op(op);
        Ok(Outcome::Rewritten)
    }
}

/// `memref.get_global`.
pub struct GetGlobalLowering;

impl ConversionPattern for GetGlobalLowering {
    fn root(&self) -> &'static str {
        GetGlobalOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        let Some(addr_space) = convertible_identity(rw, ty) else {
            return Ok(Outcome::NoMatch);
        };
        let (Some(gty), Some(desc_ty)) = (global_type(rw, ty), rw.tc.convert_type(rw.ctx, ty))
        else {
            return Ok(Outcome::NoMatch);
        };
        let Some(name) = rw.ctx.get_attr(op, "name") else {
            return Ok(Outcome::NoMatch);
        };
        let shape = rw.ctx.shape(ty).expect("ranked").to_vec();
        let elem = rw.ctx.element_type(ty);
        let (sizes, strides, _) = descriptor_sizes(rw, &shape, elem, &[], true, loc);
        let p = llvm::ptr(rw.ctx, addr_space);
        let addr = AddressOfOp::build(rw, loc, p, name).res(rw.ctx);
        let zeros = vec![GepArg::Const(0); shape.len() + 1];
        let first = build::gep(rw, p, gty, addr, &zeros, loc);
        // The integer as wide as a pointer (64 bits in the default data layout).
        let int_ptr = rw.ctx.int(64);
        let index = rw.ctx.index();
        let beef = rw.ctx.int_attr(index, 0xdead_beef_i64);
        let c = ConstantOp::build(rw, loc, int_ptr, beef).res(rw.ctx);
        let bad = IntToPtrOp::build(rw, loc, p, c).res(rw.ctx);
        let mut d = MemRefDescriptor::undef(rw, desc_ty, loc);
        d.set_allocated_ptr(rw, bad, loc);
        d.set_aligned_ptr(rw, first, loc);
        let z = build::index_const(rw, 0, loc);
        d.set_offset(rw, z, loc);
        for (i, s) in sizes.iter().enumerate() {
            d.set_size(rw, i, *s, loc);
        }
        for (i, s) in strides.iter().enumerate() {
            d.set_stride(rw, i, *s, loc);
        }
        rw.replace_op(op, &[d.value]);
        Ok(Outcome::Rewritten)
    }
}
