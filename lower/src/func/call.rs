//! `func.call` / `func.call_indirect` → `llvm.call` (memref operands unbundled or passed as bare
//! pointers, several results packed into a struct and extracted again), and `func.constant` →
//! `llvm.mlir.addressof`.

use super::{unranked, uses_bare_ptr};
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::descriptor::{unpack_descriptor, MemRefDescriptor};
use crate::llvm_build::{self, extract_value};
use irbridge::diag::Diagnostic;
use irbridge::dialect::builtin::ModuleOp;
use irbridge::dialect::func::{CallIndirectOp, ConstantOp};
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::constants::AddressOfOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{AttrKind, Attribute, OpId, OpState, Type, TypeKind, ValueId};

pub struct CallLowering {
    pub indirect: bool,
}

impl ConversionPattern for CallLowering {
    fn root(&self) -> &'static str {
        if self.indirect {
            CallIndirectOp::NAME
        } else {
            irbridge::dialect::func::CallOp::NAME
        }
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let callee = if self.indirect {
            None
        } else {
            rw.ctx.get_attr(op, "callee")
        };
        let callee_op = callee.and_then(|c| lookup_callee(rw, op, c));
        let bare = uses_bare_ptr(rw.ctx, callee_op, rw.tc);
        let result_types = rw.ctx.result_types(op);
        let packed = if result_types.is_empty() {
            None
        } else {
            let tc = rw.tc;
            match tc.pack_function_results(rw.ctx, &result_types, bare) {
                Some(t) => Some(t),
                None => return Ok(Outcome::NoMatch),
            }
        };
        let old_types = rw.ctx.operand_types(op);
        if bare
            && old_types
                .iter()
                .any(|t| matches!(rw.ctx.kind(*t), TypeKind::UnrankedMemRef { .. }))
        {
            return Ok(Outcome::NoMatch);
        }
        // Upstream copies the unranked descriptors a call returns after building the call, and fails
        // the rewrite when one of their memory spaces has no address space.
        if !bare && !unranked::unranked_address_spaces_convert(rw, &result_types) {
            return Ok(Outcome::NoMatch);
        }
        let args = promote_operands(rw, &old_types, operands, bare, loc);
        // A call to a variadic function needs the callee's type (upstream 19 leaves it out, and the
        // `llvm.call` it creates fails verification).
        let var_callee_type = match callee_op {
            Some(f) => variadic_callee_type(rw, f, bare),
            None => None,
        };
        let mut st = OpState::of(rw.ctx, llvm_ops::call::CallOp::def(), loc);
        if let Some(t) = var_callee_type {
            let a = rw.ctx.type_attr(t);
            st.props.push((rw.ctx.sym("var_callee_type"), a));
        }
        st.operands = args;
        st.result_types = packed.into_iter().collect();
        // The call's attributes move over (`callee` among them).
        for (k, v) in rw.ctx.ops[op]
            .props
            .iter()
            .chain(rw.ctx.ops[op].attrs.iter())
        {
            if rw.ctx.str(*k) == "callee" {
                st.props.push((*k, *v));
            } else {
                st.attrs.push((*k, *v));
            }
        }
        let call = rw.create(st);
        let mut results: Vec<ValueId> = if result_types.len() < 2 {
            rw.ctx.ops[call].results.to_vec()
        } else {
            let r = rw.ctx.result(call, 0);
            (0..result_types.len())
                .map(|i| extract_value(rw, r, &[i as i64], loc))
                .collect()
        };
        if bare {
            promote_bare_ptrs_to_descriptors(rw, &result_types, &mut results, loc)?;
        } else {
            unranked::copy_unranked_descriptors(rw, loc, &result_types, &mut results, false)?;
        }
        rw.replace_op(op, &results);
        Ok(Outcome::Rewritten)
    }
}

/// The `!llvm.func` type of `f` if it is variadic (a `func.func` with `func.varargs`, or an `llvm.func`
/// with a variadic type).
fn variadic_callee_type(rw: &mut ConversionRewriter<'_>, f: OpId, bare: bool) -> Option<Type> {
    let fty = rw
        .ctx
        .get_attr(f, "function_type")
        .and_then(|a| rw.ctx.as_type_attr(a))?;
    if let Some(info) = llvm::func_info(rw.ctx, fty) {
        return info.var_arg.then_some(fty);
    }
    let varargs = rw
        .ctx
        .get_attr(f, "func.varargs")
        .is_some_and(|a| rw.ctx.as_i64(a) == Some(1));
    if !varargs {
        return None;
    }
    let TypeKind::Function { inputs, results } = rw.ctx.kind(fty).clone() else {
        return None;
    };
    let tc = rw.tc;
    tc.convert_function_signature(rw.ctx, &inputs, &results, true, bare)
        .map(|(t, _)| t)
}

/// The `func.func` or `llvm.func` a direct call refers to (in the nearest enclosing module).
fn lookup_callee(rw: &mut ConversionRewriter<'_>, op: OpId, callee: Attribute) -> Option<OpId> {
    let AttrKind::SymbolRef { root, nested } = rw.ctx.attr_kind(callee) else {
        return None;
    };
    if !nested.is_empty() {
        return None;
    }
    let name = rw.ctx.str(*root).as_bytes().to_vec();
    let mut cur = rw.ctx.parent_op(op);
    while let Some(p) = cur {
        if ModuleOp::is(rw.ctx, p) {
            return rw.lookup_symbol(p, &name);
        }
        cur = rw.ctx.parent_op(p);
    }
    None
}

/// Call operands under the convention: memref descriptors unbundled (default) or reduced to their
/// aligned pointer (bare); other values as they are (upstream's `promoteOperands`).
pub(crate) fn promote_operands(
    rw: &mut ConversionRewriter<'_>,
    old_types: &[Type],
    operands: &[ValueId],
    bare: bool,
    loc: Attribute,
) -> Vec<ValueId> {
    let mut out = vec![];
    for (&t, &v) in old_types.iter().zip(operands) {
        match rw.ctx.kind(t) {
            TypeKind::MemRef { .. } if bare => {
                let d = MemRefDescriptor::new(rw, v);
                out.push(d.aligned_ptr(rw, loc));
            }
            TypeKind::UnrankedMemRef { .. } if bare => out.push(v),
            _ => out.extend(unpack_descriptor(rw, t, v, loc)),
        }
    }
    out
}

/// Memref results of a bare-pointer call become descriptors of their static shape.
fn promote_bare_ptrs_to_descriptors(
    rw: &mut ConversionRewriter<'_>,
    types: &[Type],
    values: &mut [ValueId],
    loc: Attribute,
) -> Result<(), Diagnostic> {
    for (t, v) in types.iter().zip(values.iter_mut()) {
        if matches!(rw.ctx.kind(*t), TypeKind::MemRef { .. }) {
            let tc = rw.tc;
            let Some(desc_ty) = tc.convert_type(rw.ctx, *t) else {
                continue;
            };
            *v = MemRefDescriptor::from_static_shape(rw, *t, desc_ty, *v, loc)?.value;
        }
    }
    Ok(())
}

pub struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> &'static str {
        ConstantOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let Some(ty) = llvm_build::converted_result_type(rw, op, 0) else {
            return Ok(Outcome::NoMatch);
        };
        if !llvm::is_compatible_type(rw.ctx, ty) {
            return Ok(Outcome::NoMatch);
        }
        let Some(value) = rw.ctx.get_attr(op, "value") else {
            return Ok(Outcome::NoMatch);
        };
        let mut st = OpState::of(rw.ctx, AddressOfOp::def(), loc);
        st.result_types = vec![ty];
        st.props.push((rw.ctx.sym("global_name"), value));
        st.attrs = rw.ctx.ops[op].attrs.to_vec();
        let new = rw.create(st);
        rw.replace_op_with_op(op, new);
        Ok(Outcome::Rewritten)
    }
}
