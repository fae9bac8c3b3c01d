//! The cast ops of the `llvm` dialect (`LLVM_CastOp`): `$arg attr-dict : T to R`, with the operand and
//! result constraints of each cast, `bitcast`'s pointer rules and `sext`/`zext`'s widening rule. MLIR 19's
//! `zext` has no `nneg` flag (a `{nonNeg}` is a plain discardable attribute).

use super::constraints::*;
use crate::diag::{DResult, Diagnostic};
use crate::dialect::llvm::types as lt;
use crate::ir::{Context, OpId, Type};
use crate::verify::op_err;

const CAST: &str = "$arg attr-dict `:` type($arg) `to` type($res)";

macro_rules! casts {
    ($($name:ident = $op:literal ($from:ident -> $to:ident) $(verify $verify:ident)? $(fold $fold:ident)?;)*) => {$(
        crate::ops! {
            pub struct $name = $op {
                traits: [PURE],
                operands: [arg: $from],
                results: [res: $to],
                format: CAST,
                def: { $(verify: Some($verify),)? $(fold: Some(super::fold::$fold),)? },
            }
        }
    )*};
}

casts! {
    BitcastOp = "llvm.bitcast" (NON_AGGREGATE -> NON_AGGREGATE) verify verify_bitcast fold chainable_cast;
    AddrSpaceCastOp = "llvm.addrspacecast" (PTR_LIKE -> PTR_LIKE) fold chainable_cast;
    IntToPtrOp = "llvm.inttoptr" (INT_LIKE -> PTR_LIKE);
    PtrToIntOp = "llvm.ptrtoint" (PTR_LIKE -> INT_LIKE);
    SExtOp = "llvm.sext" (INT_LIKE -> INT_LIKE) verify verify_ext;
    ZExtOp = "llvm.zext" (INT_LIKE -> INT_LIKE) verify verify_ext fold zext;
    TruncOp = "llvm.trunc" (INT_LIKE -> INT_LIKE);
    SIToFPOp = "llvm.sitofp" (INT_LIKE -> FLOAT_LIKE);
    UIToFPOp = "llvm.uitofp" (INT_LIKE -> FLOAT_LIKE);
    FPToSIOp = "llvm.fptosi" (FLOAT_LIKE -> INT_LIKE);
    FPToUIOp = "llvm.fptoui" (FLOAT_LIKE -> INT_LIKE);
    FPExtOp = "llvm.fpext" (FLOAT_LIKE -> FLOAT_LIKE);
    FPTruncOp = "llvm.fptrunc" (FLOAT_LIKE -> FLOAT_LIKE);
}

/// Every cast op.
pub static OPS: &[&crate::ods::OpDef] = &[
    BitcastOp::def(),
    AddrSpaceCastOp::def(),
    IntToPtrOp::def(),
    PtrToIntOp::def(),
    SExtOp::def(),
    ZExtOp::def(),
    TruncOp::def(),
    SIToFPOp::def(),
    UIToFPOp::def(),
    FPToSIOp::def(),
    FPToUIOp::def(),
    FPExtOp::def(),
    FPTruncOp::def(),
];

fn types(ctx: &Context, op: OpId) -> Option<(Type, Type)> {
    Some((
        super::syntax::operand_type(ctx, op, 0)?,
        super::syntax::result_type(ctx, op)?,
    ))
}

/// The pointer element of a pointer or vector of pointers.
fn ptr_elem(ctx: &Context, t: Type) -> Option<Type> {
    let e = if lt::is_compatible_vector_type(ctx, t) {
        lt::vector_element_type(ctx, t)?
    } else {
        t
    };
    lt::is_ptr(ctx, e).then_some(e)
}

/// `BitcastOp::verify`.
fn verify_bitcast(ctx: &Context, op: OpId) -> DResult<()> {
    let Some((from, to)) = types(ctx, op) else {
        return Ok(());
    };
    let (src, res) = (ptr_elem(ctx, from), ptr_elem(ctx, to));
    if src.is_some() != res.is_some() {
        return Err(op_err(
            ctx,
            op,
            "can only cast pointers from and to pointers",
        ));
    }
    let (Some(src), Some(res)) = (src, res) else {
        return Ok(());
    };
    let (vec_from, vec_to) = (
        lt::is_compatible_vector_type(ctx, from),
        lt::is_compatible_vector_type(ctx, to),
    );
    if vec_to && !vec_from {
        return Err(op_err(ctx, op, "cannot cast pointer to vector of pointers"));
    }
    if !vec_to && vec_from {
        return Err(op_err(ctx, op, "cannot cast vector of pointers to pointer"));
    }
    if lt::ptr_addr_space(ctx, src) != lt::ptr_addr_space(ctx, res) {
        return Err(op_err(
            ctx,
            op,
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        ));
    }
    Ok(())
}

/// `verifyExtOp` (`sext`, `zext`): upstream reports these with `emitError`, without the `'op' op`
/// prefix.
fn verify_ext(ctx: &Context, op: OpId) -> DResult<()> {
    let Some((from, to)) = types(ctx, op) else {
        return Ok(());
    };
    let err = |msg: &str| Diagnostic::at(ctx, ctx.ops[op].loc, msg);
    let (mut a, mut b) = (from, to);
    match (
        lt::is_compatible_vector_type(ctx, from),
        lt::is_compatible_vector_type(ctx, to),
    ) {
        (true, false) => return Err(err("input type is a vector but output type is an integer")),
        (false, true) => return Err(err("input type is an integer but output type is a vector")),
        (true, true) => {
            if lt::vector_num_elements(ctx, from) != lt::vector_num_elements(ctx, to) {
                return Err(err("input and output vectors are of incompatible shape"));
            }
            a = lt::vector_element_type(ctx, from).unwrap_or(from);
            b = lt::vector_element_type(ctx, to).unwrap_or(to);
        }
        (false, false) => {}
    }
    if ctx.int_width(a) >= ctx.int_width(b) {
        return Err(err("integer width of the output type is smaller or equal to the integer width of the input type"));
    }
    Ok(())
}
