//! Terminators: `br` (with loop metadata), `cond_br` and `switch` (with branch weights), `return`,
//! `unreachable`, `resume`. Successors with block arguments were given PHIs by the function driver.

use super::super::{TResult, Translator};
use super::OpFn;
use irbridge::dialect::llvm::ops::control::{
    BrOp, CondBrOp, ResumeOp, ReturnOp, SwitchOp, UnreachableOp,
};
use irbridge::ir::OpId;

pub(super) const OPS: &[(&str, OpFn)] = &[
    (BrOp::NAME, br),
    (CondBrOp::NAME, cond_br),
    (SwitchOp::NAME, switch),
    (ReturnOp::NAME, ret),
    (UnreachableOp::NAME, unreachable),
    (ResumeOp::NAME, resume),
];

fn br(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let dest = t.successor(op, 0)?;
    let r = t.ll.br(dest);
    t.loop_annotation(op, r)?;
    Ok(())
}

fn cond_br(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let c = t.operand(op, 0)?;
    let (a, b) = (t.successor(op, 0)?, t.successor(op, 1)?);
    let r = t.ll.cond_br(c, a, b);
    t.branch_weights(op, r);
    t.loop_annotation(op, r)?;
    Ok(())
}

fn switch(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let x = t.operand(op, 0)?;
    let default = t.successor(op, 0)?;
    let values = match t.ctx.get_attr(op, "case_values") {
        Some(a) => irbridge::ir::dense::int_values(t.ctx, a)
            .map(|(_, _, v)| v)
            .ok_or_else(|| t.err(op, "expected integer 'case_values'"))?,
        None => vec![],
    };
    let ty = t.ll.type_of(x);
    let mut cases = Vec::with_capacity(values.len());
    for (i, v) in values.iter().enumerate() {
        let words = [*v as u64, (*v >> 64) as u64];
        cases.push((t.ll.const_int_words(ty, &words), t.successor(op, i + 1)?));
    }
    let r = t.ll.switch(x, default, &cases);
    t.branch_weights(op, r);
    Ok(())
}

fn ret(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let v = if t.ctx.ops[op].operands.is_empty() {
        None
    } else {
        Some(t.operand(op, 0)?)
    };
    t.ll.ret(v);
    Ok(())
}

fn unreachable(t: &mut Translator<'_, '_>, _op: OpId) -> TResult<()> {
    t.ll.unreachable();
    Ok(())
}

fn resume(t: &mut Translator<'_, '_>, op: OpId) -> TResult<()> {
    let v = t.operand(op, 0)?;
    t.ll.resume(v);
    Ok(())
}
