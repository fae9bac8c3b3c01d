//! `convert-cf-to-llvm`: `cf.br/cond_br/switch` → `llvm.br/cond_br/switch` (attributes carried over),
//! and `cf.assert` → a conditional branch to a block that prints the message with `puts` and calls
//! `abort`, as upstream 19 does.
//!
//! A branch is converted only once its successors' block arguments have the converted operand types:
//! block signatures are converted by the pattern of the op that owns the region (`func.func`), as in
//! upstream 19, so a branch inside an unconverted function keeps jumping to unconverted blocks.

use super::conversion::{ConversionPattern, ConversionRewriter, InsertPoint, Outcome, PatternSet};
use super::llvm_build::{call, cond_br, fn_declaration, gep, lookup_or_create_fn, GepArg};
use irbridge::diag::Diagnostic;
use irbridge::dialect::cf::{AssertOp, BranchOp, CondBranchOp};
use irbridge::dialect::llvm::ops as llvm_ops;
use irbridge::dialect::llvm::ops::constants::AddressOfOp;
use irbridge::dialect::llvm::ops::control::{BrOp, CondBrOp, UnreachableOp};
use irbridge::dialect::llvm::ops::global::GlobalOp;
use irbridge::dialect::llvm::types as llvm;
use irbridge::ir::{AttrKind, Attribute, BlockId, OpId, OpState, ValueId};
use irbridge::ods::OpDef;

/// Adds the cf-to-llvm patterns (upstream's `populateControlFlowToLLVMConversionPatterns`).
pub fn populate_cf_to_llvm_patterns(patterns: &mut PatternSet) {
    patterns
        .add(Branch(BranchOp::NAME, BrOp::def()))
        .add(Branch(CondBranchOp::NAME, CondBrOp::def()))
        .add(Branch(
            irbridge::dialect::cf::SwitchOp::NAME,
            llvm_ops::control::SwitchOp::def(),
        ))
        .add(Assert);
}

/// A branch op rewritten into the `llvm` op of the same shape (operands, successors, attributes).
struct Branch(&'static str, &'static OpDef);

impl ConversionPattern for Branch {
    fn root(&self) -> &'static str {
        self.0
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let succs = rw.ctx.ops[op].successors.clone();
        // The successor operands are the trailing operands, in successor order.
        let total: usize = succs.iter().map(|b| rw.block_arg_types(*b).len()).sum();
        if total > operands.len() {
            return Ok(Outcome::NoMatch);
        }
        let mut at = operands.len() - total;
        if self.0 == irbridge::dialect::cf::SwitchOp::NAME {
            // The default destination's operands come right after the flag; case operands follow.
            at = 1;
        }
        for b in &succs {
            let want = rw.block_arg_types(*b);
            let got: Vec<_> = operands[at..at + want.len()]
                .iter()
                .map(|v| rw.ctx.value_type(*v))
                .collect();
            if got != want {
                return Ok(Outcome::NoMatch);
            }
            at += want.len();
        }
        let loc = rw.ctx.ops[op].loc;
        let mut st = OpState::of(rw.ctx, self.1, loc);
        st.operands = operands.to_vec();
        st.successors = succs;
        st.props = rw.ctx.ops[op].props.to_vec();
        st.attrs = rw.ctx.ops[op].attrs.to_vec();
        rw.create(st);
        rw.replace_op(op, &[]);
        Ok(Outcome::Rewritten)
    }
}

/// Restarts the `assert_msg_N` numbering, as a new mlir-opt process would (for tests that compare
/// several inputs with separate mlir-opt runs).
pub fn reset_assert_message_counter() {
    irbridge::pass::unique_names::reset_counter();
}

struct Assert;

impl ConversionPattern for Assert {
    fn root(&self) -> &'static str {
        AssertOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let loc = rw.ctx.ops[op].loc;
        let msg: Vec<u8> = rw
            .ctx
            .get_attr(op, "msg")
            .and_then(|a| rw.ctx.as_str_attr(a))
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let module = rw.module_of_insertion_point();
        let block = rw.ctx.ops[op].parent.expect("an assert op is in a block");
        let region = rw.ctx.blocks[block].parent.expect("a block is in a region");
        let continuation = rw.ctx.split_block(op);
        let failure = rw.ctx.new_block();
        rw.ctx.append_block(region, failure);

        // The message as a private constant global at the top of the module.
        let mut bytes = msg;
        bytes.push(0);
        let i8t = rw.ctx.int(8);
        let arr = llvm::array(rw.ctx, i8t, bytes.len() as u64);
        let name = unique_symbol(rw, module, "assert_msg");
        let global = create_string_global(rw, module, &name, &bytes, arr, loc);
        let _ = global;

        rw.set_insertion_point(InsertPoint::End(failure));
        let ptr = llvm::ptr(rw.ctx, 0);
        let sym = rw.ctx.symbol_ref(&name);
        let addr = AddressOfOp::build(rw, loc, ptr, sym).res(rw.ctx);
        let gep = gep(rw, ptr, arr, addr, &[GepArg::Const(0)], loc);
        let void = llvm::void(rw.ctx);
        let puts = lookup_or_create_fn(rw, module, "puts", &[ptr], void);
        call(rw, puts, &[gep], None, loc);
        let abort = match find_symbol(rw, module, "abort") {
            Some(f) => f,
            None => {
                let saved = rw.insertion_point();
                let first = module_body_start(rw, module);
                rw.set_insertion_point(first);
                let fty = llvm::func_type(rw.ctx, void, vec![], false);
                let st = fn_declaration(rw.ctx, "abort", fty);
                let f = rw.create(st);
                rw.set_insertion_point(saved);
                f
            }
        };
        rw.set_insertion_point(InsertPoint::End(failure));
        call(rw, abort, &[], None, loc);
        UnreachableOp::build(rw, loc);

        rw.set_insertion_point(InsertPoint::End(block));
        cond_br(rw, operands[0], (continuation, &[]), (failure, &[]), loc);
        rw.replace_op(op, &[]);
        Ok(Outcome::Rewritten)
    }
}

fn module_body_start(rw: &ConversionRewriter<'_>, module: OpId) -> InsertPoint {
    let body = rw.ctx.ops[module].regions[0];
    let b: BlockId = rw.ctx.entry_block(body).expect("a module has a body");
    match rw.ctx.blocks[b].first {
        Some(f) => InsertPoint::Before(f),
        None => InsertPoint::End(b),
    }
}

fn find_symbol(rw: &mut ConversionRewriter<'_>, module: OpId, name: &str) -> Option<OpId> {
    rw.lookup_symbol(module, name.as_bytes())
        .filter(|f| !rw.ctx.ops[*f].erased)
}

/// `base`, or `base_N` with the next free N of the counter upstream keeps for the whole process
/// (`ensureSymbolNameIsUnique`; a placeholder in a streamed batch, see
/// [`irbridge::pass::unique_names`]).
pub(crate) fn unique_symbol(rw: &mut ConversionRewriter<'_>, module: OpId, base: &str) -> String {
    irbridge::pass::unique_names::unique_symbol_name(base, |name| {
        find_symbol(rw, module, name).is_some()
    })
}

pub(crate) fn create_string_global(
    rw: &mut ConversionRewriter<'_>,
    module: OpId,
    name: &str,
    bytes: &[u8],
    arr: irbridge::ir::Type,
    loc: Attribute,
) -> OpId {
    let ctx = &mut *rw.ctx;
    let i8t = ctx.int(8);
    let tensor = ctx.ty(irbridge::ir::TypeKind::RankedTensor {
        shape: vec![bytes.len() as i64],
        elem: i8t,
        encoding: None,
    });
    let splat = bytes.iter().all(|b| *b == bytes[0]);
    let data: Box<[u8]> = if splat {
        bytes[..1].into()
    } else {
        bytes.into()
    };
    let value = ctx.attr(AttrKind::DenseElements {
        ty: tensor,
        splat,
        data,
    });
    let linkage = irbridge::dialect::enums::lookup("llvm.linkage")
        .map(|def| ctx.attr(AttrKind::Enum { def, value: 0 }));
    let i32t = ctx.i32();
    let zero = ctx.int_attr(i32t, 0);
    let mut st = OpState::of(ctx, GlobalOp::def(), loc);
    let n = ctx.string_attr(name);
    let gt = ctx.type_attr(arr);
    let unit = ctx.unit_attr();
    st.props.push((ctx.sym("sym_name"), n));
    st.props.push((ctx.sym("global_type"), gt));
    st.props.push((ctx.sym("constant"), unit));
    st.props.push((ctx.sym("value"), value));
    st.props.push((ctx.sym("addr_space"), zero));
    if let Some(l) = linkage {
        st.props.push((ctx.sym("linkage"), l));
    }
    st.regions.push(ctx.new_region());
    let saved = rw.insertion_point();
    let start = module_body_start(rw, module);
    rw.set_insertion_point(start);
    let g = rw.create(st);
    rw.set_insertion_point(saved);
    g
}
