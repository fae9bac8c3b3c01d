//! The arith ops that become one llvm op each (upstream's `VectorConvertToLLVMPattern` uses), as a
//! table: source op, llvm op, and how the flags are carried.

use super::flags::{converted_attrs, FlagConversion};
use super::nd_vector;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{
    AddFOp, AddIOp, AndIOp, DivFOp, DivSIOp, DivUIOp, ExtFOp, ExtSIOp, ExtUIOp, MaxNumFOp, MaxSIOp,
    MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, NegFOp, OrIOp,
    RemFOp, RemSIOp, RemUIOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp, SubIOp, TruncFOp, TruncIOp, XOrIOp,
};
use irbridge::dialect::llvm::intr as llvm_intr;
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::arith::{
    AShrOp, AddOp, AndOp, FAddOp, FDivOp, FMulOp, FNegOp, FRemOp, FSubOp, LShrOp, MulOp, OrOp,
    SDivOp, SRemOp, ShlOp, SubOp, UDivOp, URemOp, XOrOp,
};
use irbridge::dialect::llvm::ops::casts::{FPExtOp, FPTruncOp, SExtOp, TruncOp, ZExtOp};
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{Attribute, OpId, OpState, Sym, Type, ValueId};

/// One row: `src` becomes `dst`, flags converted by `flags`.
#[derive(Debug)]
pub struct OneToOne {
    pub src: &'static str,
    pub dst: &'static str,
    pub flags: FlagConversion,
}

const fn row(src: &'static str, dst: &'static str, flags: FlagConversion) -> OneToOne {
    OneToOne { src, dst, flags }
}

use FlagConversion::{FastMath as FM, Overflow as OV, PassThrough as PT};

/// Upstream 19's one-to-one lowerings (ArithToLLVM.cpp), in its order.
pub const ONE_TO_ONE: &[OneToOne] = &[
    row(AddFOp::NAME, FAddOp::NAME, FM),
    row(AddIOp::NAME, AddOp::NAME, OV),
    row(AndIOp::NAME, AndOp::NAME, PT),
    row(
        irbridge::dialect::arith::BitcastOp::NAME,
        llvm_ops::casts::BitcastOp::NAME,
        PT,
    ),
    row(DivFOp::NAME, FDivOp::NAME, FM),
    row(DivSIOp::NAME, SDivOp::NAME, PT),
    row(DivUIOp::NAME, UDivOp::NAME, PT),
    row(ExtFOp::NAME, FPExtOp::NAME, PT),
    row(ExtSIOp::NAME, SExtOp::NAME, PT),
    row(ExtUIOp::NAME, ZExtOp::NAME, PT),
    row(
        irbridge::dialect::arith::FPToSIOp::NAME,
        llvm_ops::casts::FPToSIOp::NAME,
        PT,
    ),
    row(
        irbridge::dialect::arith::FPToUIOp::NAME,
        llvm_ops::casts::FPToUIOp::NAME,
        PT,
    ),
    row(MaximumFOp::NAME, llvm_intr::MAXIMUM, FM),
    row(MaxNumFOp::NAME, llvm_intr::MAXNUM, FM),
    row(MaxSIOp::NAME, llvm_intr::SMAX, PT),
    row(MaxUIOp::NAME, llvm_intr::UMAX, PT),
    row(MinimumFOp::NAME, llvm_intr::MINIMUM, FM),
    row(MinNumFOp::NAME, llvm_intr::MINNUM, FM),
    row(MinSIOp::NAME, llvm_intr::SMIN, PT),
    row(MinUIOp::NAME, llvm_intr::UMIN, PT),
    row(MulFOp::NAME, FMulOp::NAME, FM),
    row(MulIOp::NAME, MulOp::NAME, OV),
    row(NegFOp::NAME, FNegOp::NAME, FM),
    row(OrIOp::NAME, OrOp::NAME, PT),
    row(RemFOp::NAME, FRemOp::NAME, FM),
    row(RemSIOp::NAME, SRemOp::NAME, PT),
    row(RemUIOp::NAME, URemOp::NAME, PT),
    row(
        irbridge::dialect::arith::SelectOp::NAME,
        llvm_ops::arith::SelectOp::NAME,
        PT,
    ),
    row(ShLIOp::NAME, ShlOp::NAME, OV),
    row(ShRSIOp::NAME, AShrOp::NAME, PT),
    row(ShRUIOp::NAME, LShrOp::NAME, PT),
    row(
        irbridge::dialect::arith::SIToFPOp::NAME,
        llvm_ops::casts::SIToFPOp::NAME,
        PT,
    ),
    row(SubFOp::NAME, FSubOp::NAME, FM),
    row(SubIOp::NAME, SubOp::NAME, OV),
    row(TruncFOp::NAME, FPTruncOp::NAME, PT),
    row(TruncIOp::NAME, TruncOp::NAME, PT),
    row(
        irbridge::dialect::arith::UIToFPOp::NAME,
        llvm_ops::casts::UIToFPOp::NAME,
        PT,
    ),
    row(XOrIOp::NAME, XOrOp::NAME, PT),
];

/// True if every value has an LLVM-compatible type (upstream refuses the op otherwise).
pub fn all_compatible(rw: &ConversionRewriter<'_>, vals: &[ValueId]) -> bool {
    vals.iter()
        .all(|&v| llvm::is_compatible_type(rw.ctx, rw.ctx.value_type(v)))
}

/// True unless a float element type of `op`'s operands or results converts to a non-float (the 8-bit
/// floats become `i8`, on which llvm's float ops are invalid). Upstream 19 emits such invalid ops;
/// here the op is left unconverted instead.
pub fn float_types_survive(rw: &mut ConversionRewriter<'_>, op: OpId) -> bool {
    let mut types = rw.ctx.operand_types(op);
    types.extend(rw.ctx.result_types(op));
    types.into_iter().all(|t| {
        let e = rw.ctx.element_type(t);
        !rw.ctx.is_float(e)
            || rw
                .tc
                .convert_type(rw.ctx, e)
                .is_some_and(|c| rw.ctx.is_float(c))
    })
}

/// Creates `name` with the given operands, one result of type `ty`, and attribute lists.
pub fn create_with_attrs(
    rw: &mut ConversionRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: &[ValueId],
    ty: Type,
    props: &[(Sym, Attribute)],
    attrs: &[(Sym, Attribute)],
) -> ValueId {
    let mut st = OpState::new(rw.ctx.sym(name), loc);
    st.operands = operands.to_vec();
    st.result_types = vec![ty];
    st.props = props.to_vec();
    st.attrs = attrs.to_vec();
    let op = rw.create(st);
    rw.ctx.result(op, 0)
}

/// Rewrites `op` into `dst` on the converted operands: directly when the first operand is a scalar or
/// 1-D vector, else unrolled over the 1-D pieces of n-D vectors (upstream's `vectorOneToOneRewrite`).
pub fn rewrite_one_to_one(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    operands: &[ValueId],
    dst: &str,
    props: &[(Sym, Attribute)],
    attrs: &[(Sym, Attribute)],
) -> Outcome {
    if operands.is_empty() || !all_compatible(rw, operands) {
        return Outcome::NoMatch;
    }
    let Some(ty) = llvm_build::converted_result_type(rw, op, 0) else {
        return Outcome::NoMatch;
    };
    let loc = rw.ctx.ops[op].loc;
    let v = if nd_vector::is_array(rw, operands[0]) {
        let built = nd_vector::unroll(rw, ty, operands, loc, |rw, t1d, pieces| {
            create_with_attrs(rw, dst, loc, pieces, t1d, props, attrs)
        });
        match built {
            Some(v) => v,
            None => return Outcome::NoMatch,
        }
    } else {
        create_with_attrs(rw, dst, loc, operands, ty, props, attrs)
    };
    rw.replace_op(op, &[v]);
    Outcome::Rewritten
}

/// The pattern for one [`ONE_TO_ONE`] row.
pub struct OneToOnePattern(pub &'static OneToOne);

impl ConversionPattern for OneToOnePattern {
    fn root(&self) -> &'static str {
        self.0.src
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        // A rounding mode makes truncf a constrained intrinsic (see `casts::ConstrainedTruncF`).
        if self.0.src == TruncFOp::NAME && rw.ctx.has_attr(op, "roundingmode") {
            return Ok(Outcome::NoMatch);
        }
        // Bitcasts may have an 8-bit float on one side: `i8` is then the right converted type.
        if self.0.src != irbridge::dialect::arith::BitcastOp::NAME && !float_types_survive(rw, op) {
            return Ok(Outcome::NoMatch);
        }
        let (props, attrs) = converted_attrs(rw.ctx, op, self.0.flags);
        Ok(rewrite_one_to_one(
            rw, op, operands, self.0.dst, &props, &attrs,
        ))
    }
}
