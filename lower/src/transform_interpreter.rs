//! `transform-interpreter` (upstream 19's `InterpreterPass`): finds the `transform.named_sequence`
//! named by `entry-point` (`__transform_main` by default) in the pass's op, binds its first
//! argument to that op and runs its body on the payload. The transform script stays in the
//! module, as upstream's does.
//!
//! Implemented transform ops: `transform.structured.match` (by op names), `transform.apply_patterns`
//! (its pattern descriptors' sets merged and applied with the greedy driver, no iteration or
//! rewrite limit, as upstream's `ApplyPatternsOp` configures it), the handle and loop ops of
//! [`crate::transform_loops`], the memref and debug ops of [`crate::transform_memref`] and
//! `transform.yield`. The
//! descriptors map to the vector lowering patterns of [`crate::vector`]. Any other transform op,
//! or a descriptor whose patterns irbridge lacks, is an error at that op.

use crate::vector;
use irbridge::diag::{diag_loc, Diagnostic};
use irbridge::dialect::transform::{self as td, vector as tv};
use irbridge::ir::{Context, OpId, ValueId};
use irbridge::ods::prop;
use irbridge::pass::registry::{OptionKind, PassOptionInfo};
use irbridge::pass::{Pass, PassInfo};
use irbridge::transforms::pattern::PatternSet;
use irbridge::transforms::{apply_patterns_and_fold_greedily, GreedyConfig, RegionSimplify};
use std::collections::HashMap;

const DEBUG_PAYLOAD_ROOT_TAG: PassOptionInfo = PassOptionInfo {
    name: "debug-payload-root-tag",
    kind: OptionKind::String,
    default: "",
    help: "Select the operation with 'transform.target_tag' attribute having the given value as payload IR root. If empty select the pass anchor operation as the payload IR root.",
};
const DEBUG_BIND_TRAILING_ARGS: PassOptionInfo = PassOptionInfo {
    name: "debug-bind-trailing-args",
    kind: OptionKind::List,
    default: "",
    help: "Binds trailing arguments of the entry point to the payload operations with specified names.",
};
const DISABLE_EXPENSIVE_CHECKS: PassOptionInfo = PassOptionInfo {
    name: "disable-expensive-checks",
    kind: OptionKind::Bool,
    default: "false",
    help: "Disable expensive checks in the interpreter for a faster run.",
};
const ENTRY_POINT: PassOptionInfo = PassOptionInfo {
    name: "entry-point",
    kind: OptionKind::String,
    default: "__transform_main",
    help: "Entry point of the pass pipeline.",
};

/// The pass table of this module (one entry, `transform-interpreter`).
pub static PASSES: &[PassInfo] = &[PassInfo {
    name: "transform-interpreter",
    summary: "transform dialect interpreter",
    anchor: None,
    options: &[
        DEBUG_PAYLOAD_ROOT_TAG,
        DEBUG_BIND_TRAILING_ARGS,
        DISABLE_EXPENSIVE_CHECKS,
        ENTRY_POINT,
    ],
    create: |o| {
        if o.get("debug-payload-root-tag")
            .is_some_and(|s| !s.is_empty())
        {
            return Err("transform-interpreter: `debug-payload-root-tag` is not supported".into());
        }
        if !o.list("debug-bind-trailing-args").is_empty() {
            return Err(
                "transform-interpreter: `debug-bind-trailing-args` is not supported".into(),
            );
        }
        let entry = o
            .get("entry-point")
            .filter(|s| !s.is_empty())
            .unwrap_or("__transform_main")
            .to_string();
        Ok(Box::new(Interpreter { entry }))
    },
}];

struct Interpreter {
    entry: String,
}

impl Pass for Interpreter {
    fn name(&self) -> &'static str {
        "transform-interpreter"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        interpret(ctx, op, &self.entry).map_err(|d| vec![d])
    }
}

/// An error at `op`'s location.
fn err_at(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::at(ctx, ctx.ops[op].loc, msg.into())
}

/// An error at `op`'s location in MLIR's `'name' op msg` form.
fn op_err(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    irbridge::verify::op_err(ctx, op, msg)
}

/// Runs the named sequence `entry` found in `root` on `root`.
pub fn interpret(ctx: &mut Context, root: OpId, entry: &str) -> Result<(), Diagnostic> {
    let Some(seq) = find_entry_point(ctx, root, entry) else {
        return Err(err_at(
            ctx,
            root,
            format!("could not find a nested named sequence with name: {entry}"),
        ));
    };
    let Some(body) = ctx.ops[seq]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
    else {
        return Err(op_err(ctx, seq, "expected a non-empty body"));
    };
    let mut handles: HashMap<ValueId, Vec<OpId>> = HashMap::new();
    let args = ctx.blocks[body].args.to_vec();
    if let Some(&first) = args.first() {
        handles.insert(first, vec![root]);
    }
    if args.len() > 1 {
        return Err(op_err(
            ctx,
            seq,
            format!(
                "expects {} payload arguments, irbridge binds only the first (the payload root)",
                args.len()
            ),
        ));
    }
    for op in ctx.block_ops(body) {
        run_op(ctx, op, &mut handles)?;
    }
    Ok(())
}

/// The first `transform.named_sequence` named `entry` in a pre-order walk of `root`.
fn find_entry_point(ctx: &Context, root: OpId, entry: &str) -> Option<OpId> {
    let mut found = None;
    ctx.walk(root, |op| {
        if found.is_none()
            && td::NamedSequenceOp::is(ctx, op)
            && prop(ctx, op, "sym_name").and_then(|a| ctx.as_str_attr(a)) == Some(entry.as_bytes())
        {
            found = Some(op);
        }
    });
    found
}

/// The payload ops of a handle.
fn payload(
    ctx: &Context,
    op: OpId,
    v: ValueId,
    handles: &HashMap<ValueId, Vec<OpId>>,
) -> Result<Vec<OpId>, Diagnostic> {
    handles
        .get(&v)
        .cloned()
        .ok_or_else(|| op_err(ctx, op, "operand handle has no payload bound to it"))
}

/// Interprets one transform op.
fn run_op(
    ctx: &mut Context,
    op: OpId,
    handles: &mut HashMap<ValueId, Vec<OpId>>,
) -> Result<(), Diagnostic> {
    if let Some(m) = td::MatchOp::cast(ctx, op) {
        let target = m.target(ctx);
        let targets = payload(ctx, op, target, handles)?;
        let [target] = targets[..] else {
            return Err(op_err(ctx, op, "requires exactly one target handle"));
        };
        let names: Option<Vec<String>> = prop(ctx, op, "ops").and_then(|a| {
            ctx.as_array(a).map(|v| {
                v.iter()
                    .filter_map(|e| ctx.as_str_attr(*e))
                    .map(|s| String::from_utf8_lossy(s).into_owned())
                    .collect()
            })
        });
        if prop(ctx, op, "interface").is_some() {
            return Err(op_err(
                ctx,
                op,
                "irbridge's interpreter does not match by `interface`",
            ));
        }
        let op_attrs: Vec<(irbridge::ir::Sym, irbridge::ir::Attribute)> =
            match prop(ctx, op, "op_attrs").map(|a| ctx.attr_kind(a)) {
                Some(irbridge::ir::AttrKind::Dictionary(d)) => d.clone(),
                _ => vec![],
            };
        let result_type = prop(ctx, op, "filter_result_type").and_then(|a| ctx.as_type_attr(a));
        let operand_types: Option<Vec<irbridge::ir::Type>> = prop(ctx, op, "filter_operand_types")
            .and_then(|a| ctx.as_array(a))
            .map(|v| v.iter().filter_map(|e| ctx.as_type_attr(*e)).collect());
        let wrong_count = std::cell::Cell::new(false);
        let found: Vec<OpId> = post_order(ctx, target)
            .into_iter()
            .filter(|&o| {
                names
                    .as_ref()
                    .is_none_or(|n| n.iter().any(|n| n == ctx.op_name(o)))
                    && op_attrs.iter().all(|(k, v)| {
                        matches!(ctx.str(*k), "interface" | "ops")
                            || irbridge::ods::prop(ctx, o, ctx.str(*k))
                                .or_else(|| ctx.get_attr(o, ctx.str(*k)))
                                == Some(*v)
                    })
                    && result_type.is_none_or(|t| {
                        ctx.ops[o].results.len() == 1 && ctx.value_type(ctx.ops[o].results[0]) == t
                    })
                    && operand_types.as_ref().is_none_or(|types| {
                        let operands = &ctx.ops[o].operands;
                        if types.len() == 1 {
                            operands.iter().all(|v| ctx.value_type(*v) == types[0])
                        } else if operands.len() != types.len() {
                            wrong_count.set(true);
                            false
                        } else {
                            operands
                                .iter()
                                .zip(types)
                                .all(|(v, t)| ctx.value_type(*v) == *t)
                        }
                    })
            })
            .collect();
        if wrong_count.get() {
            return Err(op_err(
                ctx,
                op,
                "If filter_operand_types contains more than a type, then it must contain as much types as the number of operands in the target ops",
            ));
        }
        let result = m.results(ctx);
        let ty = ctx.value_type(result);
        if let Some(want) = td::types::op_type_name(ctx, ty) {
            if let Some(&bad) = found.iter().find(|&&o| ctx.op_name(o) != want) {
                let d = err_at(
                    ctx,
                    op,
                    format!(
                        "incompatible payload operation name expected {want} vs {}",
                        ctx.op_name(bad)
                    ),
                );
                return Err(d.with_note(diag_loc(ctx, ctx.ops[bad].loc), "payload operation"));
            }
        }
        handles.insert(result, found);
        return Ok(());
    }
    if let Some(a) = td::ApplyPatternsOp::cast(ctx, op) {
        let targets = payload(ctx, op, a.target(ctx), handles)?;
        let patterns = collect_patterns(ctx, op)?;
        if prop(ctx, op, "apply_cse").is_some() {
            return Err(op_err(ctx, op, "`apply_cse` is not supported by irbridge"));
        }
        let limit = |name: &str| {
            prop(ctx, op, name)
                .and_then(|a| ctx.as_i64(a))
                .filter(|&v| v >= 0)
                .map(|v| v as u64)
        };
        let config = GreedyConfig {
            region_simplify: RegionSimplify::Aggressive,
            max_iterations: limit("max_iterations"),
            max_num_rewrites: limit("max_num_rewrites"),
            ..GreedyConfig::default()
        };
        for target in targets {
            let mut anc = Some(op);
            while let Some(x) = anc {
                if x == target {
                    let d = op_err(
                        ctx,
                        op,
                        "cannot apply transform to itself (or one of its ancestors)",
                    );
                    return Err(
                        d.with_note(diag_loc(ctx, ctx.ops[target].loc), "target payload op")
                    );
                }
                anc = ctx.parent_op(x);
            }
            if !ctx.ops[target]
                .def
                .is_some_and(|d| d.has(irbridge::ods::traits::ISOLATED_FROM_ABOVE))
            {
                return Err(op_err(
                    ctx,
                    op,
                    "irbridge applies patterns only to targets isolated from above",
                ));
            }
            if !apply_patterns_and_fold_greedily(ctx, target, &patterns, &config) {
                return Err(err_at(ctx, op, "greedy pattern application failed"));
            }
        }
        return Ok(());
    }
    if td::conversion::ApplyConversionPatternsOp::is(ctx, op) {
        return apply_conversion_patterns(ctx, op, handles);
    }
    let to_for = td::loop_ops::ForallToForOp::is(ctx, op);
    if to_for || td::loop_ops::ForallToParallelOp::is(ctx, op) {
        return forall_conversion(ctx, op, to_for, handles);
    }
    if let Some(r) = crate::transform_loops::run(ctx, op, handles) {
        return r;
    }
    if let Some(r) = crate::transform_memref::run(ctx, op, handles) {
        return r;
    }
    if let Some(r) = crate::affine::transform_ops::run(ctx, op, handles) {
        return r;
    }
    if td::YieldOp::is(ctx, op) {
        return Ok(());
    }
    Err(op_err(
        ctx,
        op,
        "is not supported by irbridge's transform interpreter",
    ))
}

/// An error at `op` without the op-name prefix (upstream's `emitSilenceableError`, which the
/// interpreter reports as an error).
fn silenceable(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    err_at(ctx, op, msg)
}

/// `transform.loop.forall_to_for` (`to_for`) and `transform.loop.forall_to_parallel`: the single
/// `scf.forall` the target handle holds becomes a nest of `scf.for` (one handle per loop) or an
/// `scf.parallel`.
fn forall_conversion(
    ctx: &mut Context,
    op: OpId,
    to_for: bool,
    handles: &mut HashMap<ValueId, Vec<OpId>>,
) -> Result<(), Diagnostic> {
    use irbridge::dialect::scf::ForallOp;
    let targets = payload(ctx, op, ctx.ops[op].operands[0], handles)?;
    let [target] = targets[..] else {
        return Err(silenceable(ctx, op, "expected a single payload op"));
    };
    let note = |ctx: &Context, d: Diagnostic| {
        d.with_note(diag_loc(ctx, ctx.ops[target].loc), "payload op")
    };
    if !ForallOp::is(ctx, target) {
        let msg = format!("expected the payload to be {}", ForallOp::NAME);
        let d = silenceable(ctx, op, msg);
        return Err(note(ctx, d));
    }
    let def = ForallOp::def();
    if !irbridge::ods::operand_group(ctx, target, def, 3).is_empty() {
        return Err(silenceable(
            ctx,
            op,
            "unsupported shared outputs (didn't bufferize?)",
        ));
    }
    let results = ctx.ops[op].results.to_vec();
    let ivs = ctx.ops[target]
        .regions
        .first()
        .and_then(|r| ctx.entry_block(*r))
        .map_or(0, |b| ctx.blocks[b].args.len());
    if to_for && results.len() != ivs {
        let msg = format!(
            "op expects as many results ({}) as payload has induction variables ({ivs})",
            results.len()
        );
        return Err(note(ctx, silenceable(ctx, op, msg)));
    }
    if !to_for && results.len() != 1 {
        let msg = format!("op expects one result, given {}", results.len());
        return Err(note(ctx, silenceable(ctx, op, msg)));
    }
    let Some(par) = crate::scf_to_cf::forall_to_parallel(ctx, target) else {
        let what = if to_for { "for" } else { "parallel" };
        return Err(silenceable(
            ctx,
            op,
            format!("failed to convert forall into {what}"),
        ));
    };
    let new_ops = if to_for {
        crate::scf_to_cf::lower_parallel(ctx, par)
    } else {
        vec![par]
    };
    for (r, o) in results.into_iter().zip(new_ops) {
        handles.insert(r, vec![o]);
    }
    Ok(())
}

/// The ops of the region `i` of `op`'s entry block.
fn region_ops(ctx: &Context, op: OpId, i: usize) -> Vec<OpId> {
    ctx.ops[op]
        .regions
        .get(i)
        .and_then(|r| ctx.entry_block(*r))
        .map(|b| ctx.block_ops(b))
        .unwrap_or_default()
}

/// The strings of an optional string array property.
fn str_list(ctx: &Context, op: OpId, name: &str) -> Vec<String> {
    prop(ctx, op, name)
        .and_then(|a| ctx.as_array(a))
        .map(|v| {
            v.iter()
                .filter_map(|e| ctx.as_str_attr(*e))
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// `transform.apply_conversion_patterns`: a partial (`partial_conversion`) or full dialect
/// conversion of each target with the descriptors' patterns, the type converter its second region
/// describes (the LLVM type converter), and a target of the legal and illegal ops and dialects it
/// lists. The target handle's payload is replaced, so the handle is dropped.
fn apply_conversion_patterns(
    ctx: &mut Context,
    op: OpId,
    handles: &mut HashMap<ValueId, Vec<OpId>>,
) -> Result<(), Diagnostic> {
    use crate::conversion::{apply_conversion_on_roots, ConversionTarget, Mode, PatternSet};
    use td::conversion as tc;
    let target_handle = ctx.ops[op].operands[0];
    let targets = payload(ctx, op, target_handle, handles)?;
    let mut options = crate::LowerOptions {
        index_bitwidth: Some(64),
        use_bare_ptr_call_conv: false,
    };
    let converters = region_ops(ctx, op, 1);
    if converters.len() > 1 {
        return Err(op_err(ctx, op, "expected exactly one type converter"));
    }
    for &c in &converters {
        if !tc::MemrefToLlvmTypeConverterOp::is(ctx, c) {
            return Err(op_err(
                ctx,
                c,
                "is not a type converter irbridge's transform interpreter supports",
            ));
        }
        if prop(ctx, c, "data_layout").is_some() {
            return Err(op_err(ctx, c, "`data_layout` is not supported by irbridge"));
        }
        if let Some(bits) = prop(ctx, c, "index_bitwidth").and_then(|a| ctx.as_i64(a)) {
            options.index_bitwidth = u32::try_from(bits).ok().filter(|b| *b > 0);
        }
        options.use_bare_ptr_call_conv = prop(ctx, c, "use_bare_ptr_call_conv")
            .and_then(|a| ctx.as_i64(a))
            .is_some_and(|v| v != 0);
    }
    let mut patterns = PatternSet::new();
    for d in region_ops(ctx, op, 0) {
        if tc::FuncToLlvmOp::is(ctx, d) {
            crate::func::populate_func_to_llvm_patterns(&mut patterns);
        } else if tc::DialectToLlvmOp::is(ctx, d) {
            let name = prop(ctx, d, "dialect_name")
                .and_then(|a| ctx.as_str_attr(a))
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .unwrap_or_default();
            if !crate::convert_to_llvm::DIALECTS.contains(&name.as_str()) {
                return Err(op_err(
                    ctx,
                    d,
                    format!("irbridge has no conversion to LLVM for dialect '{name}'"),
                ));
            }
            crate::convert_to_llvm::populate_convert_to_llvm_patterns(&mut patterns, &[name]);
        } else if tc::VectorToLlvmOp::is(ctx, d) {
            let flag = |n: &str| {
                prop(ctx, d, n)
                    .and_then(|a| ctx.as_i64(a))
                    .is_some_and(|v| v != 0)
            };
            let o = crate::vector::ToLlvmOptions {
                reassociate_fp_reductions: flag("reassociate_fp_reductions"),
                force_32bit_vector_indices: flag("force_32bit_vector_indices"),
            };
            vector::to_llvm::populate_conversion_patterns(&mut patterns, o);
        } else {
            return Err(op_err(
                ctx,
                d,
                "is not a conversion pattern descriptor irbridge's transform interpreter supports",
            ));
        }
    }
    let mut target = ConversionTarget::new();
    for o in str_list(ctx, op, "legal_ops") {
        target.add_legal_op(&o);
    }
    for o in str_list(ctx, op, "illegal_ops") {
        target.add_illegal_op(&o);
    }
    for d in str_list(ctx, op, "legal_dialects") {
        target.add_legal_dialect(&d);
    }
    for d in str_list(ctx, op, "illegal_dialects") {
        target.add_illegal_dialect(&d);
    }
    let mode = if prop(ctx, op, "partial_conversion").is_some() {
        Mode::Partial
    } else {
        Mode::Full
    };
    for t in targets {
        let conv = crate::LlvmTypeConverter::new(ctx, t, options);
        apply_conversion_on_roots(ctx, &[t], &target, &patterns, &conv, mode)?;
    }
    handles.remove(&target_handle);
    Ok(())
}

/// `op` and every op nested in it, each after the ops nested in it (MLIR's default walk order).
fn post_order(ctx: &Context, root: OpId) -> Vec<OpId> {
    // A pre-order walk visiting children last to first, reversed.
    let mut out = vec![];
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        out.push(op);
        for &r in &ctx.ops[op].regions {
            for b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    out.reverse();
    out
}

/// The patterns of the descriptors in `transform.apply_patterns`'s region, in their order.
fn collect_patterns(ctx: &Context, op: OpId) -> Result<PatternSet, Diagnostic> {
    let mut set = PatternSet::default();
    let descriptors: Vec<OpId> = ctx.ops[op]
        .regions
        .iter()
        .flat_map(|&r| ctx.region_blocks(r))
        .flat_map(|b| ctx.block_ops(b))
        .collect();
    for d in descriptors {
        if td::ops::ApplyCanonicalizationPatternsOp::is(ctx, d) {
            // Added once, as upstream's set holds each op's patterns.
            let canon = PatternSet::canonicalization(ctx.registry, &[], &[]);
            for def in ctx.registry.all_ops() {
                for p in canon.for_def(irbridge::ods::OpName(def)) {
                    set.add(def, p);
                }
            }
            continue;
        }
        populate(ctx, d, &mut set)?;
    }
    set.freeze();
    Ok(set)
}

/// Adds the patterns descriptor `d` names.
fn populate(ctx: &Context, d: OpId, set: &mut PatternSet) -> Result<(), Diagnostic> {
    let strategy = || {
        prop(ctx, d, "lowering_strategy")
            .and_then(|a| tv::i32_value(ctx, a))
            .unwrap_or(0)
    };
    let name = ctx.op_name(d);
    match name {
        tv::LowerBroadcastOp::NAME => vector::populate_broadcast_lowering(set),
        tv::LowerOuterProductOp::NAME => vector::populate_outerproduct_lowering(set),
        tv::LowerMasksOp::NAME | tv::LowerCreateMaskOp::NAME => {
            vector::populate_mask_op_lowering(set)
        }
        tv::LowerMaskedTransfersOp::NAME => vector::mask_lowering::populate_side_effecting(set),
        tv::LowerShapeCastOp::NAME => vector::populate_shape_cast_lowering(set),
        tv::LowerInterleaveOp::NAME => vector::populate_interleave_lowering(set),
        tv::InterleaveToShuffleOp::NAME => vector::populate_interleave_to_shuffle(set),
        tv::MaterializeMasksOp::NAME => vector::populate_mask_materialization(set, false),
        tv::TransferPermutationPatternsOp::NAME => vector::permutation::populate(set),
        tv::RankReducingSubviewPatternsOp::NAME => vector::drop_unit_dims::populate(set),
        tv::RewriteNarrowTypesOp::NAME => vector::narrow_types::populate(set),
        tv::SplitTransferFullPartialOp::NAME => {
            let s = prop(ctx, d, "split_transfer_strategy")
                .and_then(|a| tv::i32_value(ctx, a))
                .unwrap_or(2);
            vector::transfer_split::populate(set, vector::transfer_split::Split::from_i64(s))
        }
        tv::LowerTransferOp::NAME => {
            let max = prop(ctx, d, "max_transfer_rank")
                .and_then(|a| ctx.as_i64(a))
                .unwrap_or(1);
            vector::populate_transfer_lowering(set, usize::try_from(max).ok())
        }
        td::memref::AllocToAllocaOp::NAME => {
            let limit = prop(ctx, d, "size_limit")
                .and_then(|a| ctx.as_i64(a))
                .unwrap_or(0);
            crate::memref::alloc_to_alloca::populate(set, limit)
        }
        tv::LowerContractionOp::NAME => {
            use vector::contract::ContractStrategy as S;
            let i = prop(ctx, d, "lowering_strategy")
                .and_then(|a| tv::i32_value(ctx, a))
                .unwrap_or(S::OuterProduct.index() as i64);
            let s = usize::try_from(i)
                .ok()
                .and_then(|i| S::ALL.get(i).copied())
                .ok_or_else(|| op_err(ctx, d, "has an unknown contraction lowering strategy"))?;
            vector::populate_contract_lowering(set, s, false)
        }
        tv::LowerBitCastOp::NAME => vector::populate_bitcast_lowering(set),
        tv::LowerMultiReductionOp::NAME => {
            let s = if strategy() == 1 {
                vector::multi_reduction::Strategy::InnerReduction
            } else {
                vector::multi_reduction::Strategy::InnerParallel
            };
            vector::multi_reduction::populate(set, s)
        }
        tv::LowerTransposeOp::NAME => {
            use vector::shape::TransposeStrategy as S;
            let avx2 = prop(ctx, d, "avx2_lowering_strategy")
                .and_then(|a| ctx.as_i64(a))
                .unwrap_or(0);
            let s = match strategy() {
                1 => S::Flat,
                2 => S::Shuffle1D,
                3 => S::Shuffle16x16,
                _ => S::EltWise,
            };
            vector::populate_transpose_lowering(set, s);
            if avx2 != 0 {
                vector::populate_avx2_transpose_lowering(set);
            }
        }
        _ => {
            return Err(op_err(
                ctx,
                d,
                "is not a pattern descriptor irbridge's transform interpreter supports",
            ))
        }
    }
    Ok(())
}
