//! The cast ops of the `llvm` dialect: `%x attr-dict : T to R`, with the operand and result constraints of
//! each cast, `bitcast`'s pointer rules and `sext`/`zext`'s widening rule. MLIR 19's `zext` has no `nneg`
//! flag (a `{nonNeg}` is a plain discardable attribute).

use super::core_ods::{self as ods, absorb_inherent, LTy, Sig};
use crate::diag::{DResult, Diagnostic};
use crate::dialect::llvm::types as lt;
use crate::dialect::{traits, OpDef};
use crate::ir::{Context, OpId, OpState, Type};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;
use crate::verify::op_err;

/// The op's own verifier, run after the ODS checks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    None,
    /// `BitcastOp::verify`.
    Bitcast,
    /// `verifyExtOp` (`sext`, `zext`).
    Ext,
}

pub(crate) struct CastSpec {
    pub name: &'static str,
    from: LTy,
    to: LTy,
    rule: Rule,
}

macro_rules! casts {
    ($($name:literal : $from:ident -> $to:ident $(, $rule:ident)?;)*) => {
        pub(crate) const CASTS: &[CastSpec] = &[$(
            CastSpec { name: $name, from: LTy::$from, to: LTy::$to, rule: casts!(@rule $($rule)?) },
        )*];
        pub static OPS: &[OpDef] = &[$(
            OpDef { parse: Some(parse), print: Some(print), verify: Some(verify), ..OpDef::new($name, traits::PURE) },
        )*];
    };
    (@rule) => { Rule::None };
    (@rule $r:ident) => { Rule::$r };
}

casts! {
    "llvm.bitcast": NonAggregate -> NonAggregate, Bitcast;
    "llvm.addrspacecast": PtrLike -> PtrLike;
    "llvm.inttoptr": IntLike -> PtrLike;
    "llvm.ptrtoint": PtrLike -> IntLike;
    "llvm.sext": IntLike -> IntLike, Ext;
    "llvm.zext": IntLike -> IntLike, Ext;
    "llvm.trunc": IntLike -> IntLike;
    "llvm.sitofp": IntLike -> FloatLike;
    "llvm.uitofp": IntLike -> FloatLike;
    "llvm.fptosi": FloatLike -> IntLike;
    "llvm.fptoui": FloatLike -> IntLike;
    "llvm.fpext": FloatLike -> FloatLike;
    "llvm.fptrunc": FloatLike -> FloatLike;
}

fn spec(name: &str) -> Option<&'static CastSpec> {
    CASTS.iter().find(|s| s.name == name)
}

fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let arg = p.parse_operand()?;
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    p.expect(T::Colon, "':'")?;
    let from = p.parse_type()?;
    ods::expect_kw(p, st, "to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&arg, from)?];
    st.result_types = vec![to];
    Ok(())
}

fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.print_operands(&ctx.ops[op].operands.clone());
    pr.print_op_attr_dict(op, &[]);
    pr.w(" : ");
    ods::print_opt_type(pr, ods::operand_type(ctx, op, 0));
    pr.w(" to ");
    ods::print_opt_type(pr, ods::result_type(ctx, op));
}

fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(s) = spec(ctx.op_name(op)) else {
        return Ok(());
    };
    Sig {
        operands: &[s.from],
        variadic: None,
        results: &[s.to],
        attrs: &[],
    }
    .check(ctx, op)?;
    let (Some(from), Some(to)) = (ods::operand_type(ctx, op, 0), ods::result_type(ctx, op)) else {
        return Ok(());
    };
    match s.rule {
        Rule::None => Ok(()),
        Rule::Bitcast => verify_bitcast(ctx, op, from, to),
        Rule::Ext => verify_ext(ctx, op, from, to),
    }
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

fn verify_bitcast(ctx: &Context, op: OpId, from: Type, to: Type) -> DResult<()> {
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

/// `verifyExtOp`: upstream reports these with `emitError`, without the `'op' op` prefix.
fn verify_ext(ctx: &Context, op: OpId, from: Type, to: Type) -> DResult<()> {
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
