//! `convert-math-to-funcs` (upstream `MathToFuncs`): `math.ipowi`, `math.fpowi` and (with
//! `convert-ctlz`) `math.ctlz` become calls of functions the pass writes into the module, for
//! targets without a native instruction.
//!
//! First every such op of the module, in walk order, asks for its function, keyed by op and
//! element function type: `__mlir_math_ipowi_<T>`, `__mlir_math_fpowi_<F>_<I>`,
//! `__mlir_math_ctlz_<T>`, each `func.func private` with `llvm.linkage = linkonce_odr` (one copy
//! survives linking), appended to the module's body once, at the module's location. The
//! power functions are square-and-multiply loops in `cf` blocks, `ctlz` an `scf.for` over the
//! bits. Then a partial conversion unrolls vector ops into scalar ones and replaces each scalar
//! op by a `func.call`. An `fpowi` whose exponent is narrower than `min-width-of-fpowi-exponent`
//! stays legal and is left alone.

use crate::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Outcome,
    PatternSet,
};
use crate::math_to_libm::VectorToScalars;
use crate::type_converter::LlvmTypeConverter;
use irbridge::diag::Diagnostic;
use irbridge::dialect::arith::{
    AddIOp, AndIOp, CmpIOp, ConstantOp, DivFOp, DivSIOp, MulFOp, MulIOp, SelectOp, ShLIOp, ShRUIOp,
    SubIOp,
};
use irbridge::dialect::cf::{BranchOp, CondBranchOp};
use irbridge::dialect::func::{CallOp, FuncOp, ReturnOp};
use irbridge::dialect::llvm::attrs::enums::LINKAGE;
use irbridge::dialect::math::{CountLeadingZerosOp, FPowIOp, IPowIOp};
use irbridge::dialect::scf;
use irbridge::ir::int_values::canonical_int;
use irbridge::ir::{
    AttrKind, Attribute, BlockId, Context, OpId, OpState, RegionId, Type, TypeKind, ValueId,
};
use irbridge::ods::typed::{build_state, OpBuilder};
use irbridge::ods::OpDef;
use irbridge::print::type_to_string;
use num_bigint::BigInt;

/// The pass options (upstream's `ConvertMathToFuncsOptions`).
#[derive(Copy, Clone, Debug)]
pub struct MathToFuncsOptions {
    /// `min-width-of-fpowi-exponent`: `fpowi` ops with a narrower exponent stay.
    pub min_width_of_fpowi_exponent: u32,
    /// `convert-ctlz`: also replace `math.ctlz`.
    pub convert_ctlz: bool,
}

/// `arith.cmpi` predicates the functions use (`arith::CmpIPredicate` codes).
const EQ: i64 = 0;
const NE: i64 = 1;
const SLT: i64 = 2;
const SLE: i64 = 3;

/// The ops the pass outlines, each with the prefix of its functions' names.
const OUTLINED: &[(&OpDef, &str)] = &[
    (IPowIOp::def(), "__mlir_math_ipowi"),
    (FPowIOp::def(), "__mlir_math_fpowi"),
    (CountLeadingZerosOp::def(), "__mlir_math_ctlz"),
];

/// Runs the pass on `module`.
pub fn run(ctx: &mut Context, module: OpId, options: MathToFuncsOptions) -> Result<(), Diagnostic> {
    generate_functions(ctx, module, options);
    let mut patterns = PatternSet::new();
    for (def, _) in OUTLINED {
        patterns.add(VectorToScalars(def));
    }
    patterns.add(CallOutlined(IPowIOp::def()));
    patterns.add(CallOutlined(FPowIOp::def()));
    if options.convert_ctlz {
        patterns.add(CallOutlined(CountLeadingZerosOp::def()));
    }
    let mut target = ConversionTarget::new();
    for d in ["arith", "cf", "func", "scf", "vector"] {
        target.add_legal_dialect(d);
    }
    target.add_illegal_op(IPowIOp::NAME);
    if options.convert_ctlz {
        target.add_illegal_op(CountLeadingZerosOp::NAME);
    }
    let min_width = options.min_width_of_fpowi_exponent;
    target.add_dynamic_op(FPowIOp::NAME, move |ctx, op| {
        !fpowi_convertible(ctx, op, min_width)
    });
    // The patterns rewrite the original IR (no operand remapping), so the converter only decides
    // that every operand type is acceptable.
    let tc = LlvmTypeConverter::with_index_bitwidth(64);
    apply_partial_conversion(ctx, module, &target, &patterns, &tc)
}

/// Whether an `fpowi`'s exponent is wide enough to be converted.
fn fpowi_convertible(ctx: &Context, op: OpId, min_width: u32) -> bool {
    let exponent = ctx.element_type(ctx.value_type(ctx.operand(op, 1)));
    matches!(ctx.kind(exponent), TypeKind::Integer { width, .. } if *width >= min_width)
}

/// The element function type of `op`: its operand and result types' element types
/// (`getElementalFuncTypeForOp`).
fn elemental_function_type(ctx: &mut Context, op: OpId) -> Type {
    let inputs = ctx
        .operand_types(op)
        .into_iter()
        .map(|t| ctx.element_type(t))
        .collect();
    let results = ctx
        .result_types(op)
        .into_iter()
        .map(|t| ctx.element_type(t))
        .collect();
    ctx.function_type(inputs, results)
}

/// The name of `def`'s function for an element function type `fty`: the prefix, then each
/// distinct type upstream names (the integer type; or the base and the exponent types).
fn function_name(ctx: &Context, def: &OpDef, fty: Type) -> Option<String> {
    let prefix = OUTLINED.iter().find(|(d, _)| d.name == def.name)?.1;
    let TypeKind::Function { inputs, .. } = ctx.kind(fty) else {
        return None;
    };
    let named = if FPowIOp::def().name == def.name {
        &inputs[..]
    } else {
        inputs.get(..1)?
    };
    let mut name = prefix.to_string();
    for &t in named {
        name.push('_');
        name.push_str(&type_to_string(ctx, t));
    }
    Some(name)
}

/// Writes the function of every op the pass converts, once per key, at the end of the module
/// body (upstream's `generateOpImplementations`).
fn generate_functions(ctx: &mut Context, module: OpId, options: MathToFuncsOptions) {
    let mut ops = vec![];
    ctx.walk(module, |op| ops.push(op));
    let mut made: Vec<String> = vec![];
    for op in ops {
        let kind = if IPowIOp::is(ctx, op) {
            Outlined::IPowI
        } else if FPowIOp::is(ctx, op)
            && fpowi_convertible(ctx, op, options.min_width_of_fpowi_exponent)
        {
            Outlined::FPowI
        } else if CountLeadingZerosOp::is(ctx, op) && options.convert_ctlz {
            Outlined::Ctlz
        } else {
            continue;
        };
        let fty = elemental_function_type(ctx, op);
        let Some(def) = ctx.ops[op].def else {
            continue;
        };
        let Some(name) = function_name(ctx, def, fty) else {
            continue;
        };
        if made.contains(&name) || !kind.accepts(ctx, fty) {
            continue;
        }
        create_function(ctx, module, &name, fty, kind);
        made.push(name);
    }
}

/// Which function body to write.
#[derive(Copy, Clone)]
enum Outlined {
    IPowI,
    FPowI,
    Ctlz,
}

impl Outlined {
    /// Whether the body can be written for the element function type (integer operands; a
    /// float base for `fpowi`).
    fn accepts(self, ctx: &Context, fty: Type) -> bool {
        let TypeKind::Function { inputs, .. } = ctx.kind(fty) else {
            return false;
        };
        let is_int = |t: &Type| matches!(ctx.kind(*t), TypeKind::Integer { .. });
        match self {
            Outlined::IPowI | Outlined::Ctlz => inputs.iter().all(is_int),
            Outlined::FPowI => {
                inputs.len() == 2
                    && matches!(ctx.kind(inputs[0]), TypeKind::Float(_))
                    && is_int(&inputs[1])
            }
        }
    }
}

/// Appends `func.func private @name` of type `fty` with linkonce_odr linkage to the module body
/// and writes its body.
fn create_function(ctx: &mut Context, module: OpId, name: &str, fty: Type, kind: Outlined) {
    let Some(body) = ctx.ops[module]
        .regions
        .first()
        .and_then(|&r| ctx.entry_block(r))
    else {
        return;
    };
    let loc = ctx.ops[module].loc;
    let sym_name = ctx.string_attr(name);
    let function_type = ctx.type_attr(fty);
    let private = ctx.string_attr("private");
    let mut st = build_state(
        ctx,
        FuncOp::def(),
        loc,
        &[],
        &[],
        &[
            ("sym_name", Some(sym_name)),
            ("function_type", Some(function_type)),
            ("sym_visibility", Some(private)),
        ],
    );
    let region = ctx.new_region();
    st.regions.push(region);
    if let (Ok(def), Some(value)) = (
        irbridge::dialect::enums::lookup(LINKAGE.name).ok_or(()),
        LINKAGE.symbolize("linkonce_odr"),
    ) {
        let linkage = ctx.attr(AttrKind::Enum { def, value });
        let key = ctx.sym("llvm.linkage");
        st.attrs.push((key, linkage));
    }
    let func = ctx.create_op(st);
    ctx.append_op(body, func);
    let TypeKind::Function { inputs, .. } = ctx.kind(fty).clone() else {
        return;
    };
    let mut b = Body::new(ctx, region, loc);
    let entry = b.block(&inputs);
    match kind {
        Outlined::IPowI => ipowi_body(&mut b, entry, inputs[0]),
        Outlined::FPowI => fpowi_body(&mut b, entry, inputs[0], inputs[1]),
        Outlined::Ctlz => ctlz_body(&mut b, entry, inputs[0]),
    }
}

/// Builds a function body: ops appended to the current block, blocks appended to the region,
/// everything at one location.
struct Body<'c> {
    ctx: &'c mut Context,
    region: RegionId,
    block: Option<BlockId>,
    loc: Attribute,
}

impl OpBuilder for Body<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn insert(&mut self, st: OpState) -> OpId {
        let op = self.ctx.create_op(st);
        if let Some(b) = self.block {
            self.ctx.append_op(b, op);
        }
        op
    }
}

impl<'c> Body<'c> {
    fn new(ctx: &'c mut Context, region: RegionId, loc: Attribute) -> Self {
        Body {
            ctx,
            region,
            block: None,
            loc,
        }
    }
    /// A new block at the end of the region with arguments of `types`; ops go there next.
    fn block(&mut self, types: &[Type]) -> BlockId {
        let b = self.ctx.new_block();
        for &t in types {
            self.ctx.add_block_arg(b, t, Some(self.loc));
        }
        self.ctx.append_block(self.region, b);
        self.block = Some(b);
        b
    }
    /// New ops go to the end of `b`.
    fn at_end(&mut self, b: BlockId) {
        self.block = Some(b);
    }
    fn arg(&self, b: BlockId, i: usize) -> ValueId {
        self.ctx.blocks[b].args[i]
    }
    /// `arith.constant` of the integer or index type `ty` holding `v` (wrapped to its width).
    fn int(&mut self, ty: Type, v: impl Into<BigInt>) -> ValueId {
        let v = canonical_int(self.ctx, ty, &v.into());
        let a = self.ctx.int_attr(ty, v);
        let loc = self.loc;
        ConstantOp::build(self, loc, ty, a).result(self.ctx)
    }
    fn float(&mut self, ty: Type, v: f64) -> ValueId {
        let a = crate::vector::util::float_attr(self.ctx, ty, v);
        let loc = self.loc;
        ConstantOp::build(self, loc, ty, a).result(self.ctx)
    }
    fn cmpi(&mut self, pred: i64, a: ValueId, b: ValueId) -> ValueId {
        let i1 = self.ctx.i1();
        let p = self.ctx.i64_attr(pred);
        let loc = self.loc;
        CmpIOp::build(self, loc, i1, a, b, p).result(self.ctx)
    }
    /// An integer or float binary op of the lhs's type, without flags.
    fn bin(&mut self, op: Bin, a: ValueId, b: ValueId) -> ValueId {
        let t = self.ctx.value_type(a);
        let loc = self.loc;
        let id = match op {
            Bin::AddI => AddIOp::build(self, loc, t, a, b, None).id(),
            Bin::SubI => SubIOp::build(self, loc, t, a, b, None).id(),
            Bin::MulI => MulIOp::build(self, loc, t, a, b, None).id(),
            Bin::ShLI => ShLIOp::build(self, loc, t, a, b, None).id(),
            Bin::AndI => AndIOp::build(self, loc, t, a, b).id(),
            Bin::ShRUI => ShRUIOp::build(self, loc, t, a, b).id(),
            Bin::DivSI => DivSIOp::build(self, loc, t, a, b).id(),
            Bin::MulF => MulFOp::build(self, loc, t, a, b, None).id(),
            Bin::DivF => DivFOp::build(self, loc, t, a, b, None).id(),
        };
        self.ctx.result(id, 0)
    }
    fn select(&mut self, c: ValueId, t: ValueId, f: ValueId) -> ValueId {
        let ty = self.ctx.value_type(t);
        let loc = self.loc;
        SelectOp::build(self, loc, ty, c, t, f).result(self.ctx)
    }
    fn ret(&mut self, v: ValueId) {
        let loc = self.loc;
        ReturnOp::build(self, loc, &[v]);
    }
    fn br(&mut self, dest: BlockId, args: &[ValueId]) {
        let loc = self.loc;
        BranchOp::build(self, loc, args, dest);
    }
    fn cond_br(
        &mut self,
        c: ValueId,
        t: BlockId,
        targs: &[ValueId],
        f: BlockId,
        fargs: &[ValueId],
    ) {
        let loc = self.loc;
        CondBranchOp::build(self, loc, c, targs, fargs, t, f);
    }
    /// A region with one block of argument types `types` attached to `op` (an `scf` op built
    /// without its regions); the block is returned, ops keep going where they went.
    fn attach_region(&mut self, op: OpId, types: &[Type]) -> BlockId {
        let r = self.ctx.new_region();
        self.ctx.regions[r].parent = Some(op);
        self.ctx.ops[op].regions.push(r);
        let b = self.ctx.new_block();
        for &t in types {
            self.ctx.add_block_arg(b, t, Some(self.loc));
        }
        self.ctx.append_block(r, b);
        b
    }
    fn scf_yield(&mut self, vals: &[ValueId]) {
        let loc = self.loc;
        scf::YieldOp::build(self, loc, vals);
    }
}

/// The binary ops the bodies use.
#[derive(Copy, Clone)]
enum Bin {
    AddI,
    SubI,
    MulI,
    ShLI,
    AndI,
    ShRUI,
    DivSI,
    MulF,
    DivF,
}

/// `T ipowi(T b, T p)`: 1 for `p == 0`; for `p < 0`, `1/0` (a division by zero, as upstream) if
/// `b == 0`, `1` if `b == 1`, `±1` if `b == -1`, else 0; otherwise square-and-multiply.
/// Blocks in upstream's creation order, so that their numbers print alike.
fn ipowi_body(b: &mut Body<'_>, entry: BlockId, t: Type) {
    let (base, power) = (b.arg(entry, 0), b.arg(entry, 1));
    let zero = b.int(t, 0);
    let one = b.int(t, 1);
    let minus_one = b.int(t, -1);
    let p_is_zero = b.cmpi(EQ, power, zero);
    let then_zero = b.block(&[]);
    b.ret(one);
    let after_zero = b.block(&[]);
    b.at_end(entry);
    b.cond_br(p_is_zero, then_zero, &[], after_zero, &[]);

    b.at_end(after_zero);
    let p_is_neg = b.cmpi(SLE, power, zero);
    let check_b_zero = b.block(&[]);
    let b_is_zero = b.cmpi(EQ, base, zero);
    let then_b_zero = b.block(&[]);
    let div = b.bin(Bin::DivSI, one, zero);
    b.ret(div);
    let after_b_zero = b.block(&[]);
    b.at_end(check_b_zero);
    b.cond_br(b_is_zero, then_b_zero, &[], after_b_zero, &[]);

    b.at_end(after_b_zero);
    let b_is_one = b.cmpi(EQ, base, one);
    let then_b_one = b.block(&[]);
    b.ret(one);
    let after_b_one = b.block(&[]);
    b.at_end(after_b_zero);
    b.cond_br(b_is_one, then_b_one, &[], after_b_one, &[]);

    b.at_end(after_b_one);
    let b_is_minus_one = b.cmpi(EQ, base, minus_one);
    let check_odd = b.block(&[]);
    let low_bit = b.bin(Bin::AndI, power, one);
    let p_is_odd = b.cmpi(NE, low_bit, zero);
    let then_odd = b.block(&[]);
    b.ret(minus_one);
    let after_odd = b.block(&[]);
    b.at_end(check_odd);
    b.cond_br(p_is_odd, then_odd, &[], after_odd, &[]);
    b.at_end(after_odd);
    b.ret(one);
    let not_minus_one = b.block(&[]);
    b.at_end(after_b_one);
    b.cond_br(b_is_minus_one, check_odd, &[], not_minus_one, &[]);
    b.at_end(not_minus_one);
    b.ret(zero);

    let header = b.block(&[t, t, t]);
    b.at_end(after_zero);
    b.cond_br(p_is_neg, check_b_zero, &[], header, &[one, base, power]);
    let (result, base_sq, power_tmp) = (b.arg(header, 0), b.arg(header, 1), b.arg(header, 2));
    b.at_end(header);
    let low_bit = b.bin(Bin::AndI, power_tmp, one);
    let odd = b.cmpi(NE, low_bit, zero);
    let then_mul = b.block(&[]);
    let product = b.bin(Bin::MulI, result, base_sq);
    let merged = b.block(&[t]);
    b.at_end(then_mul);
    b.br(merged, &[product]);
    b.at_end(header);
    b.cond_br(odd, then_mul, &[], merged, &[result]);
    let merged_result = b.arg(merged, 0);
    b.at_end(merged);
    let shifted = b.bin(Bin::ShRUI, power_tmp, one);
    let done = b.cmpi(EQ, shifted, zero);
    let then_done = b.block(&[]);
    b.ret(merged_result);
    let next = b.block(&[]);
    b.at_end(merged);
    b.cond_br(done, then_done, &[], next, &[]);
    b.at_end(next);
    let squared = b.bin(Bin::MulI, base_sq, base_sq);
    b.br(header, &[merged_result, squared, shifted]);
}

/// `F fpowi(F b, I p)`: 1 for `p == 0`; otherwise square-and-multiply on `|p|` (the signed
/// minimum as the maximum, one more factor `b` after the loop), and the reciprocal for a
/// negative `p`. Blocks in upstream's creation order.
fn fpowi_body(b: &mut Body<'_>, entry: BlockId, f: Type, i: Type) {
    let (base, power) = (b.arg(entry, 0), b.arg(entry, 1));
    let width = match b.ctx.kind(i) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let one_f = b.float(f, 1.0);
    let zero = b.int(i, 0);
    let one = b.int(i, 1);
    let half = BigInt::from(1) << (width.max(1) - 1);
    let min = b.int(i, -half.clone());
    let max = b.int(i, half - 1);
    let p_is_zero = b.cmpi(EQ, power, zero);
    let then_zero = b.block(&[]);
    b.ret(one_f);
    let after_zero = b.block(&[]);
    b.at_end(entry);
    b.cond_br(p_is_zero, then_zero, &[], after_zero, &[]);

    b.at_end(after_zero);
    let p_is_neg = b.cmpi(SLE, power, zero);
    let p_is_min = b.cmpi(EQ, power, min);
    let neg = b.bin(Bin::SubI, zero, power);
    let abs = b.select(p_is_neg, neg, power);
    let init = b.select(p_is_min, max, abs);
    let header = b.block(&[f, f, i]);
    b.at_end(after_zero);
    b.br(header, &[one_f, base, init]);

    let (result, base_sq, power_tmp) = (b.arg(header, 0), b.arg(header, 1), b.arg(header, 2));
    b.at_end(header);
    let low_bit = b.bin(Bin::AndI, power_tmp, one);
    let odd = b.cmpi(NE, low_bit, zero);
    let then_mul = b.block(&[]);
    let product = b.bin(Bin::MulF, result, base_sq);
    let merged = b.block(&[f]);
    b.at_end(then_mul);
    b.br(merged, &[product]);
    b.at_end(header);
    b.cond_br(odd, then_mul, &[], merged, &[result]);
    let merged_result = b.arg(merged, 0);
    b.at_end(merged);
    let shifted = b.bin(Bin::ShRUI, power_tmp, one);
    let done = b.cmpi(EQ, shifted, zero);
    let next = b.block(&[]);
    let squared = b.bin(Bin::MulF, base_sq, base_sq);
    b.br(header, &[merged_result, squared, shifted]);

    let exit = b.block(&[f]);
    b.at_end(merged);
    b.cond_br(done, exit, &[merged_result], next, &[]);
    let loop_result = b.arg(exit, 0);
    let then_min = b.block(&[]);
    let after_min = b.block(&[f]);
    b.at_end(exit);
    b.cond_br(p_is_min, then_min, &[], after_min, &[loop_result]);
    b.at_end(then_min);
    let times_base = b.bin(Bin::MulF, loop_result, base);
    b.br(after_min, &[times_base]);

    let min_result = b.arg(after_min, 0);
    let then_neg = b.block(&[]);
    let ret = b.block(&[f]);
    b.at_end(after_min);
    b.cond_br(p_is_neg, then_neg, &[], ret, &[min_result]);
    b.at_end(then_neg);
    let reciprocal = b.bin(Bin::DivF, one_f, min_result);
    b.br(ret, &[reciprocal]);
    b.at_end(ret);
    let r = b.arg(ret, 0);
    b.ret(r);
}

/// `T ctlz(T x)`: the width for 0, else an `scf.for` over the bits that shifts `x` left and
/// counts until its sign bit is set.
fn ctlz_body(b: &mut Body<'_>, entry: BlockId, t: Type) {
    let x = b.arg(entry, 0);
    let width = match b.ctx.kind(t) {
        TypeKind::Integer { width, .. } => i64::from(*width),
        _ => 64,
    };
    let index = b.ctx.index();
    let bit_width = b.int(t, width);
    let zero = b.int(t, 0);
    let is_zero = b.cmpi(EQ, x, zero);
    let loc = b.loc;
    let if_op = scf::IfOp::build(b, loc, &[t], is_zero).id();
    let then_block = b.attach_region(if_op, &[]);
    let else_block = b.attach_region(if_op, &[]);
    b.at_end(then_block);
    b.scf_yield(&[bit_width]);

    b.at_end(else_block);
    let one_index = b.int(index, 1);
    let one = b.int(t, 1);
    let bits_index = b.int(index, width);
    let n = b.int(t, 0);
    let for_op = scf::ForOp::build(b, loc, &[t, t], one_index, bits_index, one_index, &[x, n]).id();
    let body = b.attach_region(for_op, &[index, t, t]);
    let (x_iter, n_iter) = (b.arg(body, 1), b.arg(body, 2));
    b.at_end(body);
    let negative = b.cmpi(SLT, x_iter, zero);
    let inner_if = scf::IfOp::build(b, loc, &[t, t], negative).id();
    let inner_then = b.attach_region(inner_if, &[]);
    let inner_else = b.attach_region(inner_if, &[]);
    b.at_end(inner_then);
    b.scf_yield(&[x_iter, n_iter]);
    b.at_end(inner_else);
    let n_next = b.bin(Bin::AddI, n_iter, one);
    let x_next = b.bin(Bin::ShLI, x_iter, one);
    b.scf_yield(&[x_next, n_next]);
    b.at_end(body);
    let inner_results = b.ctx.ops[inner_if].results.to_vec();
    b.scf_yield(&inner_results);
    b.at_end(else_block);
    let count = b.ctx.result(for_op, 1);
    b.scf_yield(&[count]);

    b.at_end(entry);
    let result = b.ctx.result(if_op, 0);
    b.ret(result);
}

/// Replaces a scalar op by a call of its generated function (upstream's `IPowIOpLowering`,
/// `FPowIOpLowering`, `CtlzOpLowering`); declines vectors and ops without a function.
struct CallOutlined(&'static OpDef);

impl ConversionPattern for CallOutlined {
    fn root(&self) -> &'static str {
        self.0.name
    }
    fn remaps_operands(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
        if matches!(rw.ctx.kind(ty), TypeKind::Vector { .. }) {
            return Ok(Outcome::NoMatch);
        }
        let fty = elemental_function_type(rw.ctx, op);
        let Some(name) = function_name(rw.ctx, self.0, fty) else {
            return Ok(Outcome::NoMatch);
        };
        let module = rw.module_of_insertion_point();
        if rw.lookup_symbol(module, name.as_bytes()).is_none() {
            return Ok(Outcome::NoMatch);
        }
        let args: Vec<ValueId> = (0..rw.ctx.ops[op].operands.len())
            .map(|i| rw.ctx.operand(op, i))
            .collect();
        let loc = rw.ctx.ops[op].loc;
        let callee = rw.ctx.symbol_ref(&name);
        let call = CallOp::build(rw, loc, &[ty], &args, callee);
        let result = rw.ctx.result(call.id(), 0);
        rw.replace_op(op, &[result]);
        Ok(Outcome::Rewritten)
    }
}
