//! The arith ops that become one llvm op each (upstream's `VectorConvertToLLVMPattern` uses), as a
//! table: source op, llvm op, and how the flags are carried.

use super::flags::{converted_attrs, FlagConversion};
use super::nd_vector;
use crate::conversion::{ConversionPattern, ConversionRewriter, Outcome};
use crate::llvm_build;
use irbridge::diag::Diagnostic;
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
    row("arith.addf", "llvm.fadd", FM),
    row("arith.addi", "llvm.add", OV),
    row("arith.andi", "llvm.and", PT),
    row("arith.bitcast", "llvm.bitcast", PT),
    row("arith.divf", "llvm.fdiv", FM),
    row("arith.divsi", "llvm.sdiv", PT),
    row("arith.divui", "llvm.udiv", PT),
    row("arith.extf", "llvm.fpext", PT),
    row("arith.extsi", "llvm.sext", PT),
    row("arith.extui", "llvm.zext", PT),
    row("arith.fptosi", "llvm.fptosi", PT),
    row("arith.fptoui", "llvm.fptoui", PT),
    row("arith.maximumf", "llvm.intr.maximum", FM),
    row("arith.maxnumf", "llvm.intr.maxnum", FM),
    row("arith.maxsi", "llvm.intr.smax", PT),
    row("arith.maxui", "llvm.intr.umax", PT),
    row("arith.minimumf", "llvm.intr.minimum", FM),
    row("arith.minnumf", "llvm.intr.minnum", FM),
    row("arith.minsi", "llvm.intr.smin", PT),
    row("arith.minui", "llvm.intr.umin", PT),
    row("arith.mulf", "llvm.fmul", FM),
    row("arith.muli", "llvm.mul", OV),
    row("arith.negf", "llvm.fneg", FM),
    row("arith.ori", "llvm.or", PT),
    row("arith.remf", "llvm.frem", FM),
    row("arith.remsi", "llvm.srem", PT),
    row("arith.remui", "llvm.urem", PT),
    row("arith.select", "llvm.select", PT),
    row("arith.shli", "llvm.shl", OV),
    row("arith.shrsi", "llvm.ashr", PT),
    row("arith.shrui", "llvm.lshr", PT),
    row("arith.sitofp", "llvm.sitofp", PT),
    row("arith.subf", "llvm.fsub", FM),
    row("arith.subi", "llvm.sub", OV),
    row("arith.truncf", "llvm.fptrunc", PT),
    row("arith.trunci", "llvm.trunc", PT),
    row("arith.uitofp", "llvm.uitofp", PT),
    row("arith.xori", "llvm.xor", PT),
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
        if self.0.src == "arith.truncf" && rw.ctx.has_attr(op, "roundingmode") {
            return Ok(Outcome::NoMatch);
        }
        // Bitcasts may have an 8-bit float on one side: `i8` is then the right converted type.
        if self.0.src != "arith.bitcast" && !float_types_survive(rw, op) {
            return Ok(Outcome::NoMatch);
        }
        let (props, attrs) = converted_attrs(rw.ctx, op, self.0.flags);
        Ok(rewrite_one_to_one(
            rw, op, operands, self.0.dst, &props, &attrs,
        ))
    }
}
