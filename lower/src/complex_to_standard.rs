//! `convert-complex-to-standard` (upstream `ComplexToStandard`): every complex operation on
//! floats is expanded into `arith` and `math` ops on its parts, read with `complex.re`/`complex.im`
//! and put back together with `complex.create` (those three stay; `arith` and `math` are legal).
//! MLIR 19's pass has no options: division is Smith's algorithm with the C99 Annex G special
//! cases, multiplication the Annex G recalculation, `abs`/`sqrt`/`rsqrt` the scaled hypotenuse.
//!
//! The expansions create ops in upstream's order (the printed SSA numbers follow it) and carry
//! the op's `fastmath` flags where upstream does; where the formula needs NaNs and infinities
//! (`abs`, `log1p`), `nnan`/`ninf` are cleared. Some expansions are written with other complex
//! ops (`atan2` with `mul`, `add`, `sqrt`, `div`, `log`; `log`, `sign`, `pow` with `abs`;
//! `expm1` with `exp`), which the conversion legalizes in turn, each before itself.

use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Outcome,
    PatternSet,
};
use crate::type_converter::LlvmTypeConverter;
use crate::vector::util::float_attr;
use irbridge::diag::Diagnostic;
use irbridge::dialect::enums;
use irbridge::dialect::{arith, complex, math};
use irbridge::ir::float::{from_f64, FloatKind};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, ValueId};
use irbridge::ods::OpDef;

/// Runs the conversion on `root` (any op).
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut patterns = PatternSet::new();
    populate_complex_to_standard_patterns(&mut patterns);
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("arith");
    target.add_legal_dialect("math");
    for def in [
        complex::CreateOp::def(),
        complex::ImOp::def(),
        complex::ReOp::def(),
    ] {
        target.add_legal_op(def.name);
    }
    // No type changes (upstream's patterns get no type converter).
    let tc = LlvmTypeConverter::identity();
    apply_partial_conversion(ctx, root, &target, &patterns, &tc)
}

/// Adds one pattern per complex op of the expansion table (upstream's list and order).
pub fn populate_complex_to_standard_patterns(patterns: &mut PatternSet) {
    for (def, expand) in EXPANSIONS {
        patterns.add(Expand {
            def,
            expand: *expand,
        });
    }
}

/// An expansion: the replacement of the op, built from its (remapped) operands.
type ExpandFn = fn(&mut Emit<'_, '_>, &[ValueId]) -> ValueId;

/// The complex ops and their expansions, in upstream's pattern list order.
const EXPANSIONS: &[(&OpDef, ExpandFn)] = &[
    (complex::AbsOp::def(), abs),
    (complex::AngleOp::def(), angle),
    (complex::Atan2Op::def(), atan2),
    (complex::AddOp::def(), add),
    (complex::SubOp::def(), sub),
    (complex::EqualOp::def(), equal),
    (complex::NotEqualOp::def(), not_equal),
    (complex::ConjOp::def(), conj),
    (complex::CosOp::def(), cos),
    (complex::DivOp::def(), div),
    (complex::ExpOp::def(), exp),
    (complex::Expm1Op::def(), expm1),
    (complex::Log1pOp::def(), log1p),
    (complex::LogOp::def(), log),
    (complex::MulOp::def(), mul),
    (complex::NegOp::def(), neg),
    (complex::SignOp::def(), sign),
    (complex::SinOp::def(), sin),
    (complex::SqrtOp::def(), sqrt),
    (complex::TanOp::def(), tan),
    (complex::TanhOp::def(), tanh),
    (complex::PowOp::def(), pow),
    (complex::RsqrtOp::def(), rsqrt),
];

/// `arith.cmpf` predicates (`arith::CmpFPredicate` codes).
#[derive(Copy, Clone)]
enum Cmp {
    Oeq = 1,
    Ogt = 2,
    Olt = 4,
    Ole = 5,
    One = 6,
    Ord = 7,
    Une = 13,
    Uno = 14,
}

/// A pattern applying one expansion to complex ops on floats.
struct Expand {
    def: &'static OpDef,
    expand: ExpandFn,
}

impl ConversionPattern for Expand {
    fn root(&self) -> &'static str {
        self.def.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let Some(&first) = operands.first() else {
            return Ok(Outcome::NoMatch);
        };
        let ty = rw.ctx.value_type(first);
        let elem = match rw.ctx.kind(ty) {
            TypeKind::Complex(e) => *e,
            _ => return Ok(Outcome::NoMatch),
        };
        let Some(kind) = rw.ctx.float_kind(elem) else {
            return Ok(Outcome::NoMatch);
        };
        let fmf = rw.ctx.get_attr(op, "fastmath");
        let fmf_bits = fmf.map_or(0, |a| fastmath_bits(rw.ctx, a));
        let loc = rw.ctx.ops[op].loc;
        let mut e = Emit {
            rw,
            loc,
            ty,
            elem,
            kind,
            fmf: Fmf(fmf_bits),
        };
        let result = (self.expand)(&mut e, operands);
        e.rw.replace_op(op, &[result]);
        Ok(Outcome::Rewritten)
    }
}

// ---- fastmath flags ---------------------------------------------------------------------------

/// The name of the `#arith.fastmath` enum.
const FASTMATH: &str = "arith.fastmath";

/// `#arith.fastmath` bits.
#[derive(Copy, Clone, PartialEq, Eq)]
struct Fmf(u64);

fn fastmath_bits(ctx: &Context, a: Attribute) -> u64 {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, value } if def.name == FASTMATH => *value,
        _ => 0,
    }
}

/// The bit of a `#arith.fastmath` keyword.
fn fastmath_bit(keyword: &str) -> u64 {
    enums::lookup(FASTMATH)
        .and_then(|d| d.0.cases.iter().find(|(k, _)| *k == keyword).map(|c| c.1))
        .unwrap_or(0)
}

impl Fmf {
    const NONE: Fmf = Fmf(0);
    fn nan_inf_bits() -> u64 {
        fastmath_bit("nnan") | fastmath_bit("ninf")
    }
    /// Without `nnan` and `ninf` (for formulas that need NaNs and infinities).
    fn with_nan_inf(self) -> Fmf {
        Fmf(self.0 & !Self::nan_inf_bits())
    }
    /// Whether both `nnan` and `ninf` are set (the special cases may then be skipped).
    fn no_nan_inf(self) -> bool {
        let m = Self::nan_inf_bits();
        self.0 & m == m
    }
}

// ---- building ---------------------------------------------------------------------------------

/// Builds an expansion's ops at the op's location, on element type `elem` of complex type `ty`.
struct Emit<'r, 'a> {
    rw: &'r mut ConversionRewriter<'a>,
    loc: Attribute,
    ty: Type,
    elem: Type,
    kind: FloatKind,
    fmf: Fmf,
}

impl Emit<'_, '_> {
    fn fmf_attr(&mut self, f: Fmf) -> Attribute {
        match enums::lookup(FASTMATH) {
            Some(def) => self.rw.ctx.attr(AttrKind::Enum { def, value: f.0 }),
            None => self.rw.ctx.unit_attr(),
        }
    }
    /// A single-result op of `def` with a `fastmath` property of `f`.
    fn with_fmf(&mut self, def: &'static OpDef, args: &[ValueId], ty: Type, f: Fmf) -> ValueId {
        let a = self.fmf_attr(f);
        self.rw
            .create_value(def, self.loc, args, ty, &[("fastmath", a)])
    }
    /// A float op on the element type.
    fn f(&mut self, def: &'static OpDef, args: &[ValueId], f: Fmf) -> ValueId {
        let t = self.elem;
        self.with_fmf(def, args, t, f)
    }
    /// A complex op on the complex type.
    fn c(&mut self, def: &'static OpDef, args: &[ValueId], f: Fmf) -> ValueId {
        let t = self.ty;
        self.with_fmf(def, args, t, f)
    }
    fn re(&mut self, c: ValueId) -> ValueId {
        let t = self.elem;
        self.rw
            .create_value(complex::ReOp::def(), self.loc, &[c], t, &[])
    }
    fn im(&mut self, c: ValueId) -> ValueId {
        let t = self.elem;
        self.rw
            .create_value(complex::ImOp::def(), self.loc, &[c], t, &[])
    }
    fn create(&mut self, re: ValueId, im: ValueId) -> ValueId {
        let t = self.ty;
        self.rw
            .create_value(complex::CreateOp::def(), self.loc, &[re, im], t, &[])
    }
    fn cst(&mut self, v: f64) -> ValueId {
        let t = self.elem;
        let a = if v.is_nan() || v.is_infinite() {
            let bits = from_f64(self.kind, v);
            self.rw.ctx.attr(AttrKind::Float { bits, ty: t })
        } else {
            float_attr(self.rw.ctx, t, v)
        };
        self.rw
            .create_value(arith::ConstantOp::def(), self.loc, &[], t, &[("value", a)])
    }
    fn i1_true(&mut self) -> ValueId {
        let i1 = self.rw.ctx.i1();
        let a = self.rw.ctx.int_attr(i1, 1);
        self.rw
            .create_value(arith::ConstantOp::def(), self.loc, &[], i1, &[("value", a)])
    }
    fn cmpf(&mut self, p: Cmp, a: ValueId, b: ValueId, f: Fmf) -> ValueId {
        let i1 = self.rw.ctx.i1();
        let pred = self.rw.ctx.i64_attr(p as i64);
        let fa = self.fmf_attr(f);
        self.rw.create_value(
            arith::CmpFOp::def(),
            self.loc,
            &[a, b],
            i1,
            &[("predicate", pred), ("fastmath", fa)],
        )
    }
    fn sel(&mut self, c: ValueId, t: ValueId, f: ValueId) -> ValueId {
        let ty = self.rw.ctx.value_type(t);
        self.rw
            .create_value(arith::SelectOp::def(), self.loc, &[c, t, f], ty, &[])
    }
    fn logic(&mut self, def: &'static OpDef, a: ValueId, b: ValueId) -> ValueId {
        let i1 = self.rw.ctx.i1();
        self.rw.create_value(def, self.loc, &[a, b], i1, &[])
    }
    fn and(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.logic(arith::AndIOp::def(), a, b)
    }
    fn or(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.logic(arith::OrIOp::def(), a, b)
    }
    fn xor(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.logic(arith::XOrIOp::def(), a, b)
    }
    fn addf(&mut self, a: ValueId, b: ValueId, f: Fmf) -> ValueId {
        self.f(arith::AddFOp::def(), &[a, b], f)
    }
    fn subf(&mut self, a: ValueId, b: ValueId, f: Fmf) -> ValueId {
        self.f(arith::SubFOp::def(), &[a, b], f)
    }
    fn mulf(&mut self, a: ValueId, b: ValueId, f: Fmf) -> ValueId {
        self.f(arith::MulFOp::def(), &[a, b], f)
    }
    fn divf(&mut self, a: ValueId, b: ValueId, f: Fmf) -> ValueId {
        self.f(arith::DivFOp::def(), &[a, b], f)
    }
    fn negf(&mut self, a: ValueId, f: Fmf) -> ValueId {
        self.f(arith::NegFOp::def(), &[a], f)
    }
    fn absf(&mut self, a: ValueId, f: Fmf) -> ValueId {
        self.f(math::AbsFOp::def(), &[a], f)
    }
    fn copysign(&mut self, a: ValueId, b: ValueId, f: Fmf) -> ValueId {
        self.f(math::CopySignOp::def(), &[a, b], f)
    }
    fn atan2(&mut self, y: ValueId, x: ValueId, f: Fmf) -> ValueId {
        self.f(math::Atan2Op::def(), &[y, x], f)
    }
    /// A unary `math` op on the element type.
    fn m(&mut self, def: &'static OpDef, a: ValueId, f: Fmf) -> ValueId {
        self.f(def, &[a], f)
    }
    /// `complex.abs` of `c`.
    fn cabs(&mut self, c: ValueId, f: Fmf) -> ValueId {
        self.f(complex::AbsOp::def(), &[c], f)
    }
}

// ---- abs, sqrt, rsqrt -------------------------------------------------------------------------

/// What [`compute_abs`] returns: `|z|`, `sqrt(|z|)` or `1/sqrt(|z|)`.
#[derive(Copy, Clone, PartialEq, Eq)]
enum AbsFn {
    Abs,
    Sqrt,
    Rsqrt,
}

/// `max * sqrt(1 + (min/max)^2)` over the parts' magnitudes (or its square root or reciprocal
/// square root), `min` where that is NaN.
fn compute_abs(
    e: &mut Emit<'_, '_>,
    real: ValueId,
    imag: ValueId,
    f: Fmf,
    which: AbsFn,
) -> ValueId {
    let one = e.cst(1.0);
    let abs_real = e.absf(real, f);
    let abs_imag = e.absf(imag, f);
    let mut max = e.f(arith::MaximumFOp::def(), &[abs_real, abs_imag], f);
    let mut min = e.f(arith::MinimumFOp::def(), &[abs_real, abs_imag], f);
    let g = f.with_nan_inf();
    let ratio = e.divf(min, max, g);
    let ratio_sq = e.mulf(ratio, ratio, g);
    let mut ratio_sq_plus_one = e.addf(ratio_sq, one, g);
    if which == AbsFn::Rsqrt {
        ratio_sq_plus_one = e.m(math::RsqrtOp::def(), ratio_sq_plus_one, g);
        min = e.m(math::RsqrtOp::def(), min, g);
        max = e.m(math::RsqrtOp::def(), max, g);
    }
    let result = if which == AbsFn::Sqrt {
        let quarter = e.cst(0.25);
        let sqrt = e.m(math::SqrtOp::def(), max, g);
        let p025 = e.f(math::PowFOp::def(), &[ratio_sq_plus_one, quarter], g);
        e.mulf(sqrt, p025, g)
    } else {
        let sqrt = e.m(math::SqrtOp::def(), ratio_sq_plus_one, g);
        e.mulf(max, sqrt, g)
    };
    let is_nan = e.cmpf(Cmp::Uno, result, result, g);
    e.sel(is_nan, min, result)
}

fn abs(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let f = e.fmf;
    compute_abs(e, real, imag, f, AbsFn::Abs)
}

fn angle(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let f = e.fmf;
    e.atan2(imag, real, f)
}

/// `sqrt(z) = sqrt(|z|) (cos(arg/2) + i sin(arg/2))`, with the infinite and zero cases.
fn sqrt(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let zero = e.cst(0.0);
    let half = e.cst(0.5);
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let abs_sqrt = compute_abs(e, real, imag, f, AbsFn::Sqrt);
    let arg = e.atan2(imag, real, f);
    let half_arg = e.mulf(arg, half, f);
    let cos = e.m(math::CosOp::def(), half_arg, f);
    let sin = e.m(math::SinOp::def(), half_arg, f);
    let sin_is_zero = e.cmpf(Cmp::Oeq, sin, zero, f);
    let mut result_real = e.mulf(abs_sqrt, cos, f);
    let abs_sin = e.mulf(abs_sqrt, sin, f);
    let mut result_imag = e.sel(sin_is_zero, zero, abs_sin);
    if !f.no_nan_inf() {
        let inf = e.cst(f64::INFINITY);
        let neg_inf = e.cst(f64::NEG_INFINITY);
        let nan = e.cst(f64::NAN);
        let abs_imag = e.absf(imag, f);
        let abs_imag_is_inf = e.cmpf(Cmp::Oeq, abs_imag, inf, f);
        let abs_imag_is_not_inf = e.cmpf(Cmp::One, abs_imag, inf, f);
        let real_is_inf = e.cmpf(Cmp::Oeq, real, inf, f);
        let real_is_neg_inf = e.cmpf(Cmp::Oeq, real, neg_inf, f);
        let c = e.and(real_is_neg_inf, abs_imag_is_not_inf);
        result_real = e.sel(c, zero, result_real);
        let c = e.or(abs_imag_is_inf, real_is_inf);
        result_real = e.sel(c, inf, result_real);
        let imag_sign_inf = e.copysign(inf, imag, f);
        let c = e.cmpf(Cmp::Uno, abs_sqrt, abs_sqrt, Fmf::NONE);
        result_imag = e.sel(c, nan, result_imag);
        let c = e.or(abs_imag_is_inf, real_is_neg_inf);
        result_imag = e.sel(c, imag_sign_inf, result_imag);
    }
    let result_is_zero = e.cmpf(Cmp::Oeq, abs_sqrt, zero, f);
    let result_real = e.sel(result_is_zero, zero, result_real);
    let result_imag = e.sel(result_is_zero, zero, result_imag);
    e.create(result_real, result_imag)
}

/// `rsqrt(z) = (1/sqrt(|z|)) (cos(-arg/2) + i sin(-arg/2))`, with the infinite and zero cases.
fn rsqrt(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let zero = e.cst(0.0);
    let inf = e.cst(f64::INFINITY);
    let neg_half = e.cst(-0.5);
    let nan = e.cst(f64::NAN);
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let abs_rsqrt = compute_abs(e, real, imag, f, AbsFn::Rsqrt);
    let arg = e.atan2(imag, real, f);
    let rsqrt_arg = e.mulf(arg, neg_half, f);
    let cos = e.m(math::CosOp::def(), rsqrt_arg, f);
    let sin = e.m(math::SinOp::def(), rsqrt_arg, f);
    let mut result_real = e.mulf(abs_rsqrt, cos, f);
    let mut result_imag = e.mulf(abs_rsqrt, sin, f);
    if !f.no_nan_inf() {
        let neg_one = e.cst(-1.0);
        let real_signed_zero = e.copysign(zero, real, f);
        let imag_signed_zero = e.copysign(zero, imag, f);
        let neg_imag_signed_zero = e.mulf(neg_one, imag_signed_zero, f);
        let abs_real = e.absf(real, f);
        let abs_imag = e.absf(imag, f);
        let abs_imag_is_inf = e.cmpf(Cmp::Oeq, abs_imag, inf, f);
        let real_is_nan = e.cmpf(Cmp::Uno, real, real, f);
        let real_is_inf = e.cmpf(Cmp::Oeq, abs_real, inf, f);
        let nan_inf = e.and(abs_imag_is_inf, real_is_nan);
        let result_is_zero = e.or(nan_inf, real_is_inf);
        result_real = e.sel(result_is_zero, real_signed_zero, result_real);
        result_imag = e.sel(result_is_zero, neg_imag_signed_zero, result_imag);
    }
    let real_is_zero = e.cmpf(Cmp::Oeq, real, zero, f);
    let imag_is_zero = e.cmpf(Cmp::Oeq, imag, zero, f);
    let is_zero = e.and(real_is_zero, imag_is_zero);
    let result_real = e.sel(is_zero, inf, result_real);
    let result_imag = e.sel(is_zero, nan, result_imag);
    e.create(result_real, result_imag)
}

// ---- elementwise: add, sub, neg, conj, comparisons ----------------------------------------------

/// The same float op on the real parts and on the imaginary parts.
fn partwise(e: &mut Emit<'_, '_>, o: &[ValueId], def: &'static OpDef) -> ValueId {
    let f = e.fmf;
    let real_lhs = e.re(o[0]);
    let real_rhs = e.re(o[1]);
    let real = e.f(def, &[real_lhs, real_rhs], f);
    let imag_lhs = e.im(o[0]);
    let imag_rhs = e.im(o[1]);
    let imag = e.f(def, &[imag_lhs, imag_rhs], f);
    e.create(real, imag)
}

fn add(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    partwise(e, o, arith::AddFOp::def())
}

fn sub(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    partwise(e, o, arith::SubFOp::def())
}

fn neg(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let neg_real = e.negf(real, Fmf::NONE);
    let neg_imag = e.negf(imag, Fmf::NONE);
    e.create(neg_real, neg_imag)
}

fn conj(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let neg_imag = e.negf(imag, Fmf::NONE);
    e.create(real, neg_imag)
}

/// Both parts compared by `p`, the two results combined by `combine` (`andi` or `ori`).
fn compare(e: &mut Emit<'_, '_>, o: &[ValueId], p: Cmp, combine: &'static OpDef) -> ValueId {
    let real_lhs = e.re(o[0]);
    let imag_lhs = e.im(o[0]);
    let real_rhs = e.re(o[1]);
    let imag_rhs = e.im(o[1]);
    let real = e.cmpf(p, real_lhs, real_rhs, Fmf::NONE);
    let imag = e.cmpf(p, imag_lhs, imag_rhs, Fmf::NONE);
    e.logic(combine, real, imag)
}

fn equal(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    compare(e, o, Cmp::Oeq, arith::AndIOp::def())
}

fn not_equal(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    compare(e, o, Cmp::Une, arith::OrIOp::def())
}

// ---- exponentials, logarithms, powers ---------------------------------------------------------

/// `exp(x + iy) = e^x cos y + i e^x sin y`.
fn exp(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let exp_real = e.m(math::ExpOp::def(), real, f);
    let cos_imag = e.m(math::CosOp::def(), imag, f);
    let result_real = e.mulf(exp_real, cos_imag, f);
    let sin_imag = e.m(math::SinOp::def(), imag, f);
    let result_imag = e.mulf(exp_real, sin_imag, f);
    e.create(result_real, result_imag)
}

/// `expm1(z) = exp(z) - 1` on the real part.
fn expm1(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let exp = e.c(complex::ExpOp::def(), &[o[0]], f);
    let real = e.re(exp);
    let one = e.cst(1.0);
    let real_minus_one = e.subf(real, one, f);
    let imag = e.im(exp);
    e.create(real_minus_one, imag)
}

/// `log(z) = log|z| + i atan2(y, x)`.
fn log(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let abs = e.cabs(o[0], f);
    let result_real = e.m(math::LogOp::def(), abs, f);
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let result_imag = e.atan2(imag, real, f);
    e.create(result_real, result_imag)
}

/// `log1p(z)`: the real part from the larger of `|x + 1|` and `|y|` and their ratio, so that
/// it stays accurate near zero.
fn log1p(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let half = e.cst(0.5);
    let one = e.cst(1.0);
    let real_plus_one = e.addf(real, one, f);
    let abs_real_plus_one = e.absf(real_plus_one, f);
    let abs_imag = e.absf(imag, f);
    let max_abs = e.f(arith::MaximumFOp::def(), &[abs_real_plus_one, abs_imag], f);
    let min_abs = e.f(arith::MinimumFOp::def(), &[abs_real_plus_one, abs_imag], f);
    let use_real = e.cmpf(Cmp::Ogt, real_plus_one, abs_imag, f);
    let max_minus_one = e.subf(max_abs, one, f);
    let max_abs_minus_one = e.sel(use_real, real, max_minus_one);
    let g = f.with_nan_inf();
    let min_max_ratio = e.divf(min_abs, max_abs, g);
    let log_of_max = e.m(math::Log1pOp::def(), max_abs_minus_one, f);
    let ratio_sq = e.mulf(min_max_ratio, min_max_ratio, g);
    let log_of_sqrt_part = e.m(math::Log1pOp::def(), ratio_sq, g);
    let half_log = e.mulf(half, log_of_sqrt_part, g);
    let r = e.addf(half_log, log_of_max, g);
    let r_is_nan = e.cmpf(Cmp::Uno, r, r, g);
    let result_real = e.sel(r_is_nan, min_abs, r);
    let result_imag = e.atan2(imag, real_plus_one, f);
    e.create(result_real, result_imag)
}

/// `(a + bi)^(c + di) = |z|^c e^(-d arg z) (cos q + i sin q)`, `q = c arg z + d log|z|`, with
/// Kahan's cases for zero, one and infinite bases and zero exponents.
fn pow(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let c = e.re(o[1]);
    let d = e.im(o[1]);
    let lhs = o[0];
    let a = e.re(lhs);
    let b = e.im(lhs);
    let abs = e.cabs(lhs, f);
    let abs_to_c = e.f(math::PowFOp::def(), &[abs, c], f);
    let neg_d = e.negf(d, f);
    let arg_lhs = e.atan2(b, a, f);
    let neg_d_arg_lhs = e.mulf(neg_d, arg_lhs, f);
    let exp_neg_d_arg_lhs = e.m(math::ExpOp::def(), neg_d_arg_lhs, f);
    let coeff = e.mulf(abs_to_c, exp_neg_d_arg_lhs, f);
    let ln_abs = e.m(math::LogOp::def(), abs, f);
    let c_arg_lhs = e.mulf(c, arg_lhs, f);
    let d_ln_abs = e.mulf(d, ln_abs, f);
    let q = e.addf(c_arg_lhs, d_ln_abs, f);
    let cos_q = e.m(math::CosOp::def(), q, f);
    let sin_q = e.m(math::SinOp::def(), q, f);
    let inf = e.cst(f64::INFINITY);
    let zero = e.cst(0.0);
    let one = e.cst(1.0);
    let complex_one = e.create(one, zero);
    let complex_zero = e.create(zero, zero);
    let complex_inf = e.create(inf, zero);
    let abs_eq_zero = e.cmpf(Cmp::Oeq, abs, zero, f);
    let d_eq_zero = e.cmpf(Cmp::Oeq, d, zero, f);
    let c_eq_zero = e.cmpf(Cmp::Oeq, c, zero, f);
    let b_eq_zero = e.cmpf(Cmp::Oeq, b, zero, f);
    let zero_le_c = e.cmpf(Cmp::Ole, zero, c, f);
    let coeff_cos_q = e.mulf(coeff, cos_q, f);
    let coeff_sin_q = e.mulf(coeff, sin_q, f);
    let one_or_zero = e.sel(c_eq_zero, complex_one, complex_zero);
    let coeff_cos_sin = e.create(coeff_cos_q, coeff_sin_q);
    let t = e.and(abs_eq_zero, d_eq_zero);
    let t = e.and(t, zero_le_c);
    let cutoff0 = e.sel(t, one_or_zero, coeff_cos_sin);
    let rhs_eq_zero = e.and(c_eq_zero, d_eq_zero);
    let cutoff1 = e.sel(rhs_eq_zero, complex_one, cutoff0);
    let a_eq_one = e.cmpf(Cmp::Oeq, a, one, f);
    let lhs_eq_one = e.and(a_eq_one, b_eq_zero);
    let cutoff2 = e.sel(lhs_eq_one, complex_one, cutoff1);
    let a_eq_inf = e.cmpf(Cmp::Oeq, a, inf, f);
    let lhs_eq_inf = e.and(a_eq_inf, b_eq_zero);
    let c_gt_zero = e.cmpf(Cmp::Ogt, c, zero, f);
    let rhs_gt_zero = e.and(d_eq_zero, c_gt_zero);
    let t = e.and(lhs_eq_inf, rhs_gt_zero);
    let cutoff3 = e.sel(t, complex_inf, cutoff2);
    let c_lt_zero = e.cmpf(Cmp::Olt, c, zero, f);
    let rhs_lt_zero = e.and(d_eq_zero, c_lt_zero);
    let t = e.and(lhs_eq_inf, rhs_lt_zero);
    e.sel(t, complex_zero, cutoff3)
}

/// `sign(z) = z / |z|`, `z` itself for zero.
fn sign(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let zero = e.cst(0.0);
    let real_is_zero = e.cmpf(Cmp::Oeq, real, zero, Fmf::NONE);
    let imag_is_zero = e.cmpf(Cmp::Oeq, imag, zero, Fmf::NONE);
    let is_zero = e.and(real_is_zero, imag_is_zero);
    let abs = e.cabs(o[0], f);
    let real_sign = e.divf(real, abs, f);
    let imag_sign = e.divf(imag, abs, f);
    let sign = e.create(real_sign, imag_sign);
    e.sel(is_zero, o[0], sign)
}

/// `atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2))`, in complex ops.
fn atan2(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let (lhs, rhs) = (o[0], o[1]);
    let rhs_sq = e.c(complex::MulOp::def(), &[rhs, rhs], f);
    let lhs_sq = e.c(complex::MulOp::def(), &[lhs, lhs], f);
    let sum = e.c(complex::AddOp::def(), &[rhs_sq, lhs_sq], f);
    let root = e.c(complex::SqrtOp::def(), &[sum], f);
    let zero = e.cst(0.0);
    let one = e.cst(1.0);
    let i = e.create(zero, one);
    let i_lhs = e.c(complex::MulOp::def(), &[i, lhs], f);
    let rhs_plus_i_lhs = e.c(complex::AddOp::def(), &[rhs, i_lhs], f);
    let quotient = e.c(complex::DivOp::def(), &[rhs_plus_i_lhs, root], f);
    let log = e.c(complex::LogOp::def(), &[quotient], f);
    let neg_one = e.cst(-1.0);
    let neg_i = e.create(zero, neg_one);
    e.c(complex::MulOp::def(), &[neg_i, log], f)
}

// ---- trigonometry -----------------------------------------------------------------------------

/// `cos` and `sin` from `t/2`, `1/(2t)` with `t = e^y`, and `sin x`, `cos x`.
fn trigonometric(e: &mut Emit<'_, '_>, o: &[ValueId], is_cos: bool) -> ValueId {
    let f = e.fmf;
    let real = e.re(o[0]);
    let imag = e.im(o[0]);
    let half = e.cst(0.5);
    let exp = e.m(math::ExpOp::def(), imag, f);
    let scaled_exp = e.mulf(half, exp, f);
    let reciprocal_exp = e.divf(half, exp, f);
    let sin = e.m(math::SinOp::def(), real, f);
    let cos = e.m(math::CosOp::def(), real, f);
    let (result_real, result_imag) = if is_cos {
        let sum = e.addf(reciprocal_exp, scaled_exp, f);
        let re = e.mulf(sum, cos, f);
        let diff = e.subf(reciprocal_exp, scaled_exp, f);
        (re, e.mulf(diff, sin, f))
    } else {
        let sum = e.addf(scaled_exp, reciprocal_exp, f);
        let re = e.mulf(sum, sin, f);
        let diff = e.subf(scaled_exp, reciprocal_exp, f);
        (re, e.mulf(diff, cos, f))
    };
    e.create(result_real, result_imag)
}

fn cos(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    trigonometric(e, o, true)
}

fn sin(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    trigonometric(e, o, false)
}

fn tan(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    tan_tanh(e, o, true)
}

fn tanh(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    tan_tanh(e, o, false)
}

/// `tanh(x + iy) = (sinh 2x + i sin 2y) / (cosh 2x + cos 2y)` through `expm1`, with its limits;
/// `tan(x + iy) = -i tanh(-y + ix)`.
fn tan_tanh(e: &mut Emit<'_, '_>, o: &[ValueId], is_tan: bool) -> ValueId {
    let f = e.fmf;
    let mut real = e.re(o[0]);
    let mut imag = e.im(o[0]);
    let neg_one = e.cst(-1.0);
    if is_tan {
        std::mem::swap(&mut real, &mut imag);
        real = e.mulf(real, neg_one, f);
    }
    let inf = e.cst(f64::INFINITY);
    let four = e.cst(4.0);
    let two_real = e.addf(real, real, f);
    let neg_two_real = e.mulf(neg_one, two_real, f);
    let exp_two_real_minus_one = e.m(math::ExpM1Op::def(), two_real, f);
    let exp_neg_two_real_minus_one = e.m(math::ExpM1Op::def(), neg_two_real, f);
    let real_num = e.subf(exp_two_real_minus_one, exp_neg_two_real_minus_one, f);
    let cos_imag = e.m(math::CosOp::def(), imag, f);
    let cos_imag_sq = e.mulf(cos_imag, cos_imag, f);
    let two_cos_two_imag_plus_one = e.mulf(cos_imag_sq, four, f);
    let sin_imag = e.m(math::SinOp::def(), imag, f);
    let cos_sin = e.mulf(cos_imag, sin_imag, f);
    let imag_num = e.mulf(four, cos_sin, f);
    let exp_sum_minus_two = e.addf(exp_two_real_minus_one, exp_neg_two_real_minus_one, f);
    let denom = e.addf(exp_sum_minus_two, two_cos_two_imag_plus_one, f);
    let is_inf = e.cmpf(Cmp::Oeq, exp_sum_minus_two, inf, f);
    let real_limit = e.copysign(neg_one, real, f);
    let quotient = e.divf(real_num, denom, f);
    let mut result_real = e.sel(is_inf, real_limit, quotient);
    let mut result_imag = e.divf(imag_num, denom, f);
    if !f.no_nan_inf() {
        let abs_real = e.absf(real, f);
        let zero = e.cst(0.0);
        let nan = e.cst(f64::NAN);
        let abs_real_is_inf = e.cmpf(Cmp::Oeq, abs_real, inf, f);
        let imag_is_zero = e.cmpf(Cmp::Oeq, imag, zero, f);
        let t = e.i1_true();
        let abs_real_is_not_inf = e.xor(abs_real_is_inf, t);
        let imag_num_is_nan = e.cmpf(Cmp::Uno, imag_num, imag_num, f);
        let result_real_is_nan = e.and(imag_num_is_nan, abs_real_is_not_inf);
        let t = e.and(abs_real_is_inf, imag_num_is_nan);
        let result_imag_is_zero = e.or(imag_is_zero, t);
        result_real = e.sel(result_real_is_nan, nan, result_real);
        result_imag = e.sel(result_imag_is_zero, zero, result_imag);
    }
    if is_tan {
        std::mem::swap(&mut result_real, &mut result_imag);
        result_imag = e.mulf(result_imag, neg_one, f);
    }
    e.create(result_real, result_imag)
}

// ---- multiplication and division --------------------------------------------------------------

/// `(a + bi)(c + di) = (ac - bd) + (bc + ad)i`; where both parts come out NaN, C99 Annex G's
/// recalculation with infinities made ±1 and NaNs made ±0.
fn mul(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let n = Fmf::NONE;
    let mut lhs_real = e.re(o[0]);
    let lhs_real_abs = e.absf(lhs_real, f);
    let mut lhs_imag = e.im(o[0]);
    let lhs_imag_abs = e.absf(lhs_imag, f);
    let mut rhs_real = e.re(o[1]);
    let rhs_real_abs = e.absf(rhs_real, f);
    let mut rhs_imag = e.im(o[1]);
    let rhs_imag_abs = e.absf(rhs_imag, f);

    let rr = e.mulf(lhs_real, rhs_real, f);
    let rr_abs = e.absf(rr, f);
    let ii = e.mulf(lhs_imag, rhs_imag, f);
    let ii_abs = e.absf(ii, f);
    let mut real = e.subf(rr, ii, f);
    let ir = e.mulf(lhs_imag, rhs_real, f);
    let ir_abs = e.absf(ir, f);
    let ri = e.mulf(lhs_real, rhs_imag, f);
    let ri_abs = e.absf(ri, f);
    let mut imag = e.addf(ir, ri, f);

    let real_is_nan = e.cmpf(Cmp::Uno, real, real, n);
    let imag_is_nan = e.cmpf(Cmp::Uno, imag, imag, n);
    let is_nan = e.and(real_is_nan, imag_is_nan);
    let inf = e.cst(f64::INFINITY);

    // Case 1: an infinite lhs part.
    let lhs_real_is_inf = e.cmpf(Cmp::Oeq, lhs_real_abs, inf, n);
    let lhs_imag_is_inf = e.cmpf(Cmp::Oeq, lhs_imag_abs, inf, n);
    let lhs_is_inf = e.or(lhs_real_is_inf, lhs_imag_is_inf);
    let rhs_real_is_nan = e.cmpf(Cmp::Uno, rhs_real, rhs_real, n);
    let rhs_imag_is_nan = e.cmpf(Cmp::Uno, rhs_imag, rhs_imag, n);
    let zero = e.cst(0.0);
    let one = e.cst(1.0);
    let t = e.sel(lhs_real_is_inf, one, zero);
    let t = e.copysign(t, lhs_real, n);
    lhs_real = e.sel(lhs_is_inf, t, lhs_real);
    let t = e.sel(lhs_imag_is_inf, one, zero);
    let t = e.copysign(t, lhs_imag, n);
    lhs_imag = e.sel(lhs_is_inf, t, lhs_imag);
    let c = e.and(lhs_is_inf, rhs_real_is_nan);
    let t = e.copysign(zero, rhs_real, n);
    rhs_real = e.sel(c, t, rhs_real);
    let c = e.and(lhs_is_inf, rhs_imag_is_nan);
    let t = e.copysign(zero, rhs_imag, n);
    rhs_imag = e.sel(c, t, rhs_imag);

    // Case 2: an infinite rhs part.
    let rhs_real_is_inf = e.cmpf(Cmp::Oeq, rhs_real_abs, inf, n);
    let rhs_imag_is_inf = e.cmpf(Cmp::Oeq, rhs_imag_abs, inf, n);
    let rhs_is_inf = e.or(rhs_real_is_inf, rhs_imag_is_inf);
    let lhs_real_is_nan = e.cmpf(Cmp::Uno, lhs_real, lhs_real, n);
    let lhs_imag_is_nan = e.cmpf(Cmp::Uno, lhs_imag, lhs_imag, n);
    let t = e.sel(rhs_real_is_inf, one, zero);
    let t = e.copysign(t, rhs_real, n);
    rhs_real = e.sel(rhs_is_inf, t, rhs_real);
    let t = e.sel(rhs_imag_is_inf, one, zero);
    let t = e.copysign(t, rhs_imag, n);
    rhs_imag = e.sel(rhs_is_inf, t, rhs_imag);
    let c = e.and(rhs_is_inf, lhs_real_is_nan);
    let t = e.copysign(zero, lhs_real, n);
    lhs_real = e.sel(c, t, lhs_real);
    let c = e.and(rhs_is_inf, lhs_imag_is_nan);
    let t = e.copysign(zero, lhs_imag, n);
    lhs_imag = e.sel(c, t, lhs_imag);
    let mut recalc = e.or(lhs_is_inf, rhs_is_inf);

    // Case 3: an infinite pairwise product.
    let rr_is_inf = e.cmpf(Cmp::Oeq, rr_abs, inf, n);
    let ii_is_inf = e.cmpf(Cmp::Oeq, ii_abs, inf, n);
    let mut special = e.or(rr_is_inf, ii_is_inf);
    let ri_is_inf = e.cmpf(Cmp::Oeq, ri_abs, inf, n);
    special = e.or(special, ri_is_inf);
    let ir_is_inf = e.cmpf(Cmp::Oeq, ir_abs, inf, n);
    special = e.or(special, ir_is_inf);
    let t = e.i1_true();
    let not_recalc = e.xor(recalc, t);
    special = e.and(special, not_recalc);
    let c = e.and(special, lhs_real_is_nan);
    let t = e.copysign(zero, lhs_real, n);
    lhs_real = e.sel(c, t, lhs_real);
    let c = e.and(special, lhs_imag_is_nan);
    let t = e.copysign(zero, lhs_imag, n);
    lhs_imag = e.sel(c, t, lhs_imag);
    let c = e.and(special, rhs_real_is_nan);
    let t = e.copysign(zero, rhs_real, n);
    rhs_real = e.sel(c, t, rhs_real);
    let c = e.and(special, rhs_imag_is_nan);
    let t = e.copysign(zero, rhs_imag, n);
    rhs_imag = e.sel(c, t, rhs_imag);
    recalc = e.or(recalc, special);
    recalc = e.and(is_nan, recalc);

    // Recalculated parts.
    let rr = e.mulf(lhs_real, rhs_real, f);
    let ii = e.mulf(lhs_imag, rhs_imag, f);
    let new_real = e.subf(rr, ii, f);
    let t = e.mulf(inf, new_real, f);
    real = e.sel(recalc, t, real);
    let ir = e.mulf(lhs_imag, rhs_real, f);
    let ri = e.mulf(lhs_real, rhs_imag, f);
    let new_imag = e.addf(ir, ri, f);
    let t = e.mulf(inf, new_imag, f);
    imag = e.sel(recalc, t, imag);
    e.create(real, imag)
}

/// Smith's algorithm (the ratio of the smaller to the larger divisor part), then C99 Annex G's
/// cases where both parts come out NaN: a zero divisor, an infinite dividend, an infinite divisor.
fn div(e: &mut Emit<'_, '_>, o: &[ValueId]) -> ValueId {
    let f = e.fmf;
    let n = Fmf::NONE;
    let lhs_real = e.re(o[0]);
    let lhs_imag = e.im(o[0]);
    let rhs_real = e.re(o[1]);
    let rhs_imag = e.im(o[1]);

    // |rhs_real| < |rhs_imag|: divide through by rhs_imag.
    let ratio1 = e.divf(rhs_real, rhs_imag, f);
    let t = e.mulf(ratio1, rhs_real, f);
    let denom1 = e.addf(rhs_imag, t, f);
    let t = e.mulf(lhs_real, ratio1, f);
    let real_num1 = e.addf(t, lhs_imag, f);
    let result_real1 = e.divf(real_num1, denom1, f);
    let t = e.mulf(lhs_imag, ratio1, f);
    let imag_num1 = e.subf(t, lhs_real, f);
    let result_imag1 = e.divf(imag_num1, denom1, f);

    // Otherwise: divide through by rhs_real.
    let ratio2 = e.divf(rhs_imag, rhs_real, f);
    let t = e.mulf(ratio2, rhs_imag, f);
    let denom2 = e.addf(rhs_real, t, f);
    let t = e.mulf(lhs_imag, ratio2, f);
    let real_num2 = e.addf(lhs_real, t, f);
    let result_real2 = e.divf(real_num2, denom2, f);
    let t = e.mulf(lhs_real, ratio2, f);
    let imag_num2 = e.subf(lhs_imag, t, f);
    let result_imag2 = e.divf(imag_num2, denom2, f);

    // Case 1: a zero divisor and a dividend with at most one NaN.
    let zero = e.cst(0.0);
    let rhs_real_abs = e.absf(rhs_real, f);
    let rhs_real_is_zero = e.cmpf(Cmp::Oeq, rhs_real_abs, zero, n);
    let rhs_imag_abs = e.absf(rhs_imag, f);
    let rhs_imag_is_zero = e.cmpf(Cmp::Oeq, rhs_imag_abs, zero, n);
    let lhs_real_not_nan = e.cmpf(Cmp::Ord, lhs_real, zero, n);
    let lhs_imag_not_nan = e.cmpf(Cmp::Ord, lhs_imag, zero, n);
    let lhs_has_number = e.or(lhs_real_not_nan, lhs_imag_not_nan);
    let rhs_is_zero = e.and(rhs_real_is_zero, rhs_imag_is_zero);
    let result_is_infinity = e.and(lhs_has_number, rhs_is_zero);
    let inf = e.cst(f64::INFINITY);
    let signed_inf = e.copysign(inf, rhs_real, n);
    let infinity_real = e.mulf(signed_inf, lhs_real, f);
    let infinity_imag = e.mulf(signed_inf, lhs_imag, f);

    // Case 2: an infinite dividend, a finite divisor.
    let rhs_real_finite = e.cmpf(Cmp::One, rhs_real_abs, inf, n);
    let rhs_imag_finite = e.cmpf(Cmp::One, rhs_imag_abs, inf, n);
    let rhs_finite = e.and(rhs_real_finite, rhs_imag_finite);
    let lhs_real_abs = e.absf(lhs_real, f);
    let lhs_real_infinite = e.cmpf(Cmp::Oeq, lhs_real_abs, inf, n);
    let lhs_imag_abs = e.absf(lhs_imag, f);
    let lhs_imag_infinite = e.cmpf(Cmp::Oeq, lhs_imag_abs, inf, n);
    let lhs_infinite = e.or(lhs_real_infinite, lhs_imag_infinite);
    let inf_num_finite_denom = e.and(lhs_infinite, rhs_finite);
    let one = e.cst(1.0);
    let t = e.sel(lhs_real_infinite, one, zero);
    let lhs_real_unit = e.copysign(t, lhs_real, n);
    let t = e.sel(lhs_imag_infinite, one, zero);
    let lhs_imag_unit = e.copysign(t, lhs_imag, n);
    let a = e.mulf(lhs_real_unit, rhs_real, f);
    let b = e.mulf(lhs_imag_unit, rhs_imag, f);
    let t = e.addf(a, b, f);
    let result_real3 = e.mulf(inf, t, f);
    let c = e.mulf(lhs_real_unit, rhs_imag, f);
    let d = e.mulf(lhs_imag_unit, rhs_real, f);
    let t = e.subf(d, c, f);
    let result_imag3 = e.mulf(inf, t, f);

    // Case 3: a finite dividend, an infinite divisor.
    let lhs_real_finite = e.cmpf(Cmp::One, lhs_real_abs, inf, n);
    let lhs_imag_finite = e.cmpf(Cmp::One, lhs_imag_abs, inf, n);
    let lhs_finite = e.and(lhs_real_finite, lhs_imag_finite);
    let rhs_real_infinite = e.cmpf(Cmp::Oeq, rhs_real_abs, inf, n);
    let rhs_imag_infinite = e.cmpf(Cmp::Oeq, rhs_imag_abs, inf, n);
    let rhs_infinite = e.or(rhs_real_infinite, rhs_imag_infinite);
    let finite_num_infinite_denom = e.and(lhs_finite, rhs_infinite);
    let t = e.sel(rhs_real_infinite, one, zero);
    let rhs_real_unit = e.copysign(t, rhs_real, n);
    let t = e.sel(rhs_imag_infinite, one, zero);
    let rhs_imag_unit = e.copysign(t, rhs_imag, n);
    let a = e.mulf(lhs_real, rhs_real_unit, f);
    let b = e.mulf(lhs_imag, rhs_imag_unit, f);
    let t = e.addf(a, b, f);
    let result_real4 = e.mulf(zero, t, f);
    let c = e.mulf(lhs_imag, rhs_real_unit, f);
    let d = e.mulf(lhs_real, rhs_imag_unit, f);
    let t = e.subf(c, d, f);
    let result_imag4 = e.mulf(zero, t, f);

    let real_smaller = e.cmpf(Cmp::Olt, rhs_real_abs, rhs_imag_abs, n);
    let result_real = e.sel(real_smaller, result_real1, result_real2);
    let result_imag = e.sel(real_smaller, result_imag1, result_imag2);
    let real3 = e.sel(finite_num_infinite_denom, result_real4, result_real);
    let imag3 = e.sel(finite_num_infinite_denom, result_imag4, result_imag);
    let real2 = e.sel(inf_num_finite_denom, result_real3, real3);
    let imag2 = e.sel(inf_num_finite_denom, result_imag3, imag3);
    let real1 = e.sel(result_is_infinity, infinity_real, real2);
    let imag1 = e.sel(result_is_infinity, infinity_imag, imag2);
    let real_is_nan = e.cmpf(Cmp::Uno, result_real, zero, n);
    let imag_is_nan = e.cmpf(Cmp::Uno, result_imag, zero, n);
    let is_nan = e.and(real_is_nan, imag_is_nan);
    let real = e.sel(is_nan, real1, result_real);
    let imag = e.sel(is_nan, imag1, result_imag);
    e.create(real, imag)
}
