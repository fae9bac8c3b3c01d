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
use irbridge::ods::OpDef;

/// One row: `src` becomes `dst`, flags converted by `flags`.
#[derive(Debug)]
pub struct OneToOne {
    pub src: &'static str,
    pub dst: &'static OpDef,
    pub flags: FlagConversion,
}

const fn row(src: &'static str, dst: &'static OpDef, flags: FlagConversion) -> OneToOne {
    OneToOne { src, dst, flags }
}

use FlagConversion::{FastMath as FM, Overflow as OV, PassThrough as PT};

/// Upstream 19's one-to-one lowerings (ArithToLLVM.cpp), in its order.
pub const ONE_TO_ONE: &[OneToOne] = &[
    row(AddFOp::NAME, FAddOp::def(), FM),
    row(AddIOp::NAME, AddOp::def(), OV),
    row(AndIOp::NAME, AndOp::def(), PT),
    row(
        irbridge::dialect::arith::BitcastOp::NAME,
        llvm_ops::casts::BitcastOp::def(),
        PT,
    ),
    row(DivFOp::NAME, FDivOp::def(), FM),
    row(DivSIOp::NAME, SDivOp::def(), PT),
    row(DivUIOp::NAME, UDivOp::def(), PT),
    row(ExtFOp::NAME, FPExtOp::def(), PT),
    row(ExtSIOp::NAME, SExtOp::def(), PT),
    row(ExtUIOp::NAME, ZExtOp::def(), PT),
    row(
        irbridge::dialect::arith::FPToSIOp::NAME,
        llvm_ops::casts::FPToSIOp::def(),
        PT,
    ),
    row(
        irbridge::dialect::arith::FPToUIOp::NAME,
        llvm_ops::casts::FPToUIOp::def(),
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
    row(MulFOp::NAME, FMulOp::def(), FM),
    row(MulIOp::NAME, MulOp::def(), OV),
    row(NegFOp::NAME, FNegOp::def(), FM),
    row(OrIOp::NAME, OrOp::def(), PT),
    row(RemFOp::NAME, FRemOp::def(), FM),
    row(RemSIOp::NAME, SRemOp::def(), PT),
    row(RemUIOp::NAME, URemOp::def(), PT),
    row(
        irbridge::dialect::arith::SelectOp::NAME,
        llvm_ops::arith::SelectOp::def(),
        PT,
    ),
    row(ShLIOp::NAME, ShlOp::def(), OV),
    row(ShRSIOp::NAME, AShrOp::def(), PT),
    row(ShRUIOp::NAME, LShrOp::def(), PT),
    row(
        irbridge::dialect::arith::SIToFPOp::NAME,
        llvm_ops::casts::SIToFPOp::def(),
        PT,
    ),
    row(SubFOp::NAME, FSubOp::def(), FM),
    row(SubIOp::NAME, SubOp::def(), OV),
    row(TruncFOp::NAME, FPTruncOp::def(), PT),
    row(TruncIOp::NAME, TruncOp::def(), PT),
    row(
        irbridge::dialect::arith::UIToFPOp::NAME,
        llvm_ops::casts::UIToFPOp::def(),
        PT,
    ),
    row(XOrIOp::NAME, XOrOp::def(), PT),
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

/// Creates an op of `def` with the given operands, one result of type `ty`, and attribute lists.
pub fn create_with_attrs(
    rw: &mut ConversionRewriter<'_>,
    def: &'static OpDef,
    loc: Attribute,
    operands: &[ValueId],
    ty: Type,
    props: &[(Sym, Attribute)],
    attrs: &[(Sym, Attribute)],
) -> ValueId {
    let mut st = OpState::of(rw.ctx, def, loc);
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
    dst: &'static OpDef,
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
