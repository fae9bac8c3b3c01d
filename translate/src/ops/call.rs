//! Calls: `call` (direct or through a pointer, calling convention, tail-call kind, fastmath, access
//! metadata, branch weights), `invoke`, `landingpad`, `call_intrinsic` (an intrinsic by name) and
//! `inline_asm`.

use super::super::llvm::{IntrinsicForCall, Ty, Val};
use super::super::{TResult, Translator};
use super::OpFn;
use irbridge::dialect::llvm::ops::call::{
    CallIntrinsicOp, CallOp, InlineAsmOp, InvokeOp, LandingpadOp,
};
use irbridge::ir::{AttrKind, OpId};
use irbridge_llvm::tables;

pub(super) const OPS: &[(&str, OpFn)] = &[
    (CallOp::NAME, call),
    (InvokeOp::NAME, invoke),
    (LandingpadOp::NAME, landingpad),
    (CallIntrinsicOp::NAME, call_intrinsic),
    (InlineAsmOp::NAME, inline_asm),
];

impl<'ctx> Translator<'_, 'ctx> {
    /// The callee and its function type: a declared function for `callee = @f`, else the first
    /// operand with the type `var_callee_type` or the one the operands and result imply.
    fn callee(&mut self, op: OpId, args: &[Val<'ctx>]) -> TResult<(Val<'ctx>, Ty<'ctx>, usize)> {
        let ctx = self.ctx;
        if let Some(c) = ctx.get_attr(op, "callee") {
            let f = self.symbol_ref_value(c, op)?;
            return Ok((f, self.ll.function_type(f), 0));
        }
        let ptr = *args
            .first()
            .ok_or_else(|| self.err(op, "expected a callee operand"))?;
        if let Some(t) = ctx
            .get_attr(op, "var_callee_type")
            .and_then(|a| ctx.as_type_attr(a))
        {
            return Ok((ptr, self.ty(t, op)?, 1));
        }
        let ret = match self.result_type(op) {
            Some(r) => self.ty(r, op)?,
            None => self.ll.void_ty(),
        };
        let n = self.call_arg_count(op);
        let params = ctx.ops[op].operands[1..1 + n]
            .iter()
            .map(|v| self.ty(ctx.value_type(*v), op))
            .collect::<TResult<Vec<_>>>()?;
        Ok((ptr, self.ll.func_ty(ret, &params, false), 1))
    }

    /// The number of call arguments (callee operands without the function pointer).
    fn call_arg_count(&self, op: OpId) -> usize {
        let ctx = self.ctx;
        let direct = ctx.get_attr(op, "callee").is_some();
        let callee_operands = if InvokeOp::is(ctx, op) {
            super::super::functions::segment_size(ctx, op, 0)
        } else {
            ctx.ops[op].operands.len()
        };
        callee_operands - usize::from(!direct)
    }
}

fn call(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let args = t.operands(op)?;
    let (callee, fty, skip) = t.callee(op, &args)?;
    let r = t.ll.call(fty, callee, &args[skip..]);
    if let Some(cc) = t.enum_prop(op, "CConv") {
        t.ll.set_instruction_call_conv(r, cc as u32);
    }
    if t.enum_prop(op, "TailCallKind").is_some() {
        let k = t.enum_prop_c_api(
            op,
            "TailCallKind",
            &tables::TAIL_CALL_KIND,
            "tail call kind",
        )?;
        t.ll.set_tail_call_kind(r, k);
    }
    t.apply_fastmath(op, r);
    t.access_metadata(op, r)?;
    t.branch_weights(op, r);
    if !t.ctx.ops[op].results.is_empty() {
        t.map_result(op, r);
    } else if !t.ll.is_void(t.ll.type_of(r)) {
        return Err(t.err(
            op,
            format!("LLVM Translation failed for operation: {}", CallOp::NAME),
        ));
    }
    Ok(())
}

fn invoke(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let n = super::super::functions::segment_size(t.ctx, op, 0);
    let all = t.operands(op)?;
    let args = &all[..n];
    let (callee, fty, skip) = t.callee(op, args)?;
    let (normal, unwind) = (t.successor(op, 0)?, t.successor(op, 1)?);
    let r = t.ll.invoke(fty, callee, &args[skip..], normal, unwind);
    if let Some(cc) = t.enum_prop(op, "CConv") {
        t.ll.set_instruction_call_conv(r, cc as u32);
    }
    t.branch_weights(op, r);
    if !t.ctx.ops[op].results.is_empty() {
        t.map_result(op, r);
    }
    Ok(())
}

fn landingpad(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let rt = t
        .result_type(op)
        .ok_or_else(|| t.err(op, "expected a result"))?;
    let ty = t.ty(rt, op)?;
    let clauses: Vec<_> = t
        .operands(op)?
        .into_iter()
        .filter(|c| t.ll.is_constant(*c))
        .collect();
    let r = t.ll.landing_pad(ty, &clauses, t.unit_prop(op, "cleanup"));
    t.map_result(op, r);
    Ok(())
}

/// `llvm.call_intrinsic` as upstream's `convertCallLLVMIntrinsicOp`: the intrinsic named, an
/// overloaded one resolved from the call's type, then the call checked against its declaration,
/// each failure in upstream's words and followed by its "LLVM Translation failed" error.
fn call_intrinsic(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let ctx = t.ctx;
    let name = String::from_utf8_lossy(t.str_prop(op, "intrin").unwrap_or_default()).into_owned();
    let args = t.operands(op)?;
    let ret = match t.result_type(op) {
        Some(r) => t.ty(r, op)?,
        None => t.ll.void_ty(),
    };
    let arg_tys: Vec<Ty<'_>> = args.iter().map(|a| t.ll.type_of(*a)).collect();
    let fail = |t: &Translator<'_, '_>, msg: String| {
        t.err(op, msg).followed_by(t.err(
            op,
            format!("LLVM Translation failed for operation: {}", ctx.op_name(op)),
        ))
    };
    let call_ty = t.ll.func_ty(ret, &arg_tys, false);
    let f = match t.ll.intrinsic_for_call(&name, call_ty) {
        IntrinsicForCall::Found(f) => f,
        IntrinsicForCall::Unknown => {
            return Err(fail(
                t,
                format!("could not find LLVM intrinsic: \"{name}\""),
            ));
        }
        IntrinsicForCall::NoOverloadMatches => {
            let sig = t.ll.type_string(call_ty);
            return Err(fail(
                t,
                format!("call intrinsic signature {sig} to overloaded intrinsic \"{name}\" does not match any of the overloads"),
            ));
        }
    };
    let fty = t.ll.function_type(f);
    let (want_ret, params, var_arg) = t.ll.function_signature(fty);
    if want_ret != ret {
        let (got, want) = (t.ll.type_string(ret), t.ll.type_string(want_ret));
        return Err(fail(
            t,
            format!("intrinsic call returns {got} but \"{name}\" actually returns {want}"),
        ));
    }
    if !var_arg && args.len() != params.len() {
        return Err(fail(
            t,
            format!(
                "intrinsic call has {} operands but \"{name}\" expects {}",
                args.len(),
                params.len()
            ),
        ));
    }
    if var_arg && args.len() < params.len() {
        return Err(fail(
            t,
            format!(
                "intrinsic call has {} operands but variadic \"{name}\" expects at least {}",
                args.len(),
                params.len()
            ),
        ));
    }
    for (i, (&want, &got)) in params.iter().zip(&arg_tys).enumerate() {
        if want != got {
            let (got, want) = (t.ll.type_string(got), t.ll.type_string(want));
            return Err(fail(
                t,
                format!("intrinsic call operand #{i} has type {got} but \"{name}\" expects {want}"),
            ));
        }
    }
    let r = t.ll.call(fty, f, &args);
    t.apply_fastmath(op, r);
    if !ctx.ops[op].results.is_empty() {
        t.map_result(op, r);
    }
    Ok(())
}

fn inline_asm(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let ctx = t.ctx;
    let args = t.operands(op)?;
    let ret = match t.result_type(op) {
        Some(r) => t.ty(r, op)?,
        None => t.ll.void_ty(),
    };
    let arg_tys: Vec<_> = args.iter().map(|a| t.ll.type_of(*a)).collect();
    let fty = t.ll.func_ty(ret, &arg_tys, false);
    let asm = t.str_prop(op, "asm_string").unwrap_or_default().to_vec();
    let cons = t.str_prop(op, "constraints").unwrap_or_default().to_vec();
    let dialect = t.enum_prop_c_api(op, "asm_dialect", &tables::ASM_DIALECT, "asm dialect")?;
    let ia = t.ll.inline_asm(
        fty,
        &asm,
        &cons,
        t.unit_prop(op, "has_side_effects"),
        t.unit_prop(op, "is_align_stack"),
        dialect,
    );
    let r = t.ll.call(fty, ia, &args);
    if let Some(attrs) = ctx
        .get_attr(op, "operand_attrs")
        .and_then(|a| ctx.as_array(a))
    {
        let kind = t.ll.attr_kind("elementtype");
        for (i, a) in attrs.iter().enumerate() {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(*a) else {
                continue;
            };
            let et = entries
                .iter()
                .find(|(k, _)| ctx.str(*k) == "elementtype")
                .and_then(|(_, v)| ctx.as_type_attr(*v));
            if let (Some(et), Some(kind)) = (et, kind) {
                let lty = t.ty(et, op)?;
                let at = t.ll.type_attr(kind, lty);
                t.ll.add_call_attr(r, super::super::llvm::AttrIndex::Param(i as u32), at);
            }
        }
    }
    if !ctx.ops[op].results.is_empty() {
        t.map_result(op, r);
    }
    Ok(())
}
