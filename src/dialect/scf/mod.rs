//! The `scf` dialect (structured control flow) as records: every op of MLIR 19 with upstream's
//! custom syntax (`syntax.rs`: the ops upstream parses in C++, and `custom<SwitchCases>`), traits
//! and verifiers (`verify.rs`), and the region-branch hooks passes use to know which values flow
//! where (`branch.rs`, set as each record's `region_branch` / `branch_terminator`); `scf.if`'s
//! folder (`fold.rs`) and the canonicalization patterns (`canonicalize.rs`: `scf.if`,
//! `scf.execute_region`, `scf.index_switch`; `loops.rs`: `scf.for`, `scf.while`, `scf.parallel`).

pub mod branch;
pub mod canonicalize;
pub mod fold;
pub mod loops;
pub mod speculation;
pub mod syntax;
pub mod verify;

use crate::ir::{BlockId, Context, OpId, ValueId};
use crate::ods::constraint::{
    AttrConstraint, AttrStorage, TypeConstraint, ANY_TYPE, DENSE_I64_ARRAY_ATTR, I1, INDEX,
};
use crate::ods::CustomDirective;

/// `AnySignlessIntegerOrIndex`.
pub const ANY_SIGNLESS_INTEGER_OR_INDEX: TypeConstraint =
    TypeConstraint::new("signless integer or index", |c, t| {
        crate::ods::constraint::is_signless_int_or_index(c, t)
    });

/// `AnyRankedTensor`.
pub const ANY_RANKED_TENSOR: TypeConstraint =
    TypeConstraint::new("ranked tensor of any type values", |c, t| {
        matches!(c.kind(t), crate::ir::TypeKind::RankedTensor { .. })
    });

/// `DeviceMappingArrayAttr`: an array of attributes implementing `DeviceMappingAttrInterface`
/// (the `gpu` dialect's mapping attributes, which irbridge does not have: only the empty array).
pub const DEVICE_MAPPING_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Device Mapping array attribute",
    check: |c, a| c.as_array(a).is_some_and(|v| v.is_empty()),
    storage: AttrStorage::Builtin {
        is: |c, a| c.as_array(a).is_some(),
        ty: Some(|c| c.none_type()),
    },
};

crate::ops! {
    /// `scf.condition(%c) %a, %b : i32, f32`: continues `scf.while` into its `after` region.
    pub struct ConditionOp = "scf.condition" {
        traits: [PURE, TERMINATOR],
        operands: [condition: I1, args: ANY_TYPE [variadic]],
        format: "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
        def: {
            parents: &["scf.while"],
            branch_terminator: Some(branch::condition_operands),
        },
    }

    /// `scf.execute_region -> i32 { ... }`: runs its region once.
    pub struct ExecuteRegionOp = "scf.execute_region" {
        results: [results: ANY_TYPE [variadic]],
        regions: [region: region],
        custom: (syntax::parse_execute_region, syntax::print_execute_region),
        def: {
            verify: Some(verify::verify_execute_region),
            verify_regions: Some(verify::verify_execute_region_regions),
            region_branch: Some(&branch::EXECUTE_REGION),
            canonicalize: canonicalize::EXECUTE_REGION,
        },
    }

    /// `scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) { ... }`.
    pub struct ForOp = "scf.for" {
        traits: [ALLOCA_SCOPE, IMPLICIT_TERMINATOR, SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
        operands: [
            lower_bound "lowerBound": ANY_SIGNLESS_INTEGER_OR_INDEX,
            upper_bound "upperBound": ANY_SIGNLESS_INTEGER_OR_INDEX,
            step: ANY_SIGNLESS_INTEGER_OR_INDEX,
            init_args "initArgs": ANY_TYPE [variadic],
        ],
        results: [results: ANY_TYPE [variadic]],
        regions: [region: sized(1)],
        custom: (syntax::parse_for, syntax::print_for),
        def: {
            loop_regions: Some(crate::ods::every_region),
            speculation: Some(speculation::for_op),
            constraints: &[crate::ods::OpConstraint::AllTypesMatch(&["lowerBound", "upperBound", "step"])],
            implicit_terminator: Some(YieldOp::def()),
            verify: Some(verify::verify_for),
            verify_regions: Some(verify::verify_for_regions),
            region_branch: Some(&branch::FOR),
            canonicalize: loops::FOR,
        },
    }

    /// `scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) { ... }`.
    pub struct ForallOp = "scf.forall" {
        traits: [
            ATTR_SIZED_OPERAND_SEGMENTS, ALLOCA_SCOPE, RECURSIVE_MEMORY_EFFECTS,
            IMPLICIT_TERMINATOR, SINGLE_BLOCK,
        ],
        operands: [
            dynamic_lower_bound "dynamicLowerBound": INDEX [variadic],
            dynamic_upper_bound "dynamicUpperBound": INDEX [variadic],
            dynamic_step "dynamicStep": INDEX [variadic],
            outputs: ANY_RANKED_TENSOR [variadic],
        ],
        results: [results: ANY_TYPE [variadic]],
        regions: [region: sized(1)],
        attrs: [
            static_lower_bound "staticLowerBound": DENSE_I64_ARRAY_ATTR,
            static_upper_bound "staticUpperBound": DENSE_I64_ARRAY_ATTR,
            static_step "staticStep": DENSE_I64_ARRAY_ATTR,
            mapping "mapping": DEVICE_MAPPING_ARRAY_ATTR [optional],
        ],
        custom: (syntax::parse_forall, syntax::print_forall),
        def: {
            loop_regions: Some(crate::ods::every_region),
            implicit_terminator: Some(InParallelOp::def()),
            verify: Some(verify::verify_forall),
            verify_regions: Some(verify::verify_forall_regions),
            region_branch: Some(&branch::FORALL),
        },
    }

    /// `scf.forall.in_parallel { ... }`: the terminator of `scf.forall`.
    pub struct InParallelOp = "scf.forall.in_parallel" {
        traits: [PURE, TERMINATOR, NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGION],
        regions: [region: sized(1)],
        custom: (syntax::parse_in_parallel, syntax::print_in_parallel),
        def: {
            parents: &["scf.forall"],
            verify: Some(verify::verify_in_parallel),
        },
    }

    /// `%r = scf.if %c -> (i32) { ... } else { ... }`.
    pub struct IfOp = "scf.if" {
        traits: [IMPLICIT_TERMINATOR, SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS, NO_REGION_ARGUMENTS],
        operands: [condition: I1],
        results: [results: ANY_TYPE [variadic]],
        regions: [then_region "thenRegion": sized(1), else_region "elseRegion": region],
        custom: (syntax::parse_if, syntax::print_if),
        def: {
            implicit_terminator: Some(YieldOp::def()),
            verify: Some(verify::verify_if),
            verify_regions: Some(verify::verify_if_regions),
            region_branch: Some(&branch::IF),
            invocation_bounds: Some(branch::if_invocation_bounds),
            fold: Some(fold::fold_if),
            canonicalize: canonicalize::IF,
        },
    }

    /// `scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 { ... }`.
    pub struct ParallelOp = "scf.parallel" {
        traits: [
            ALLOCA_SCOPE, ATTR_SIZED_OPERAND_SEGMENTS, RECURSIVE_MEMORY_EFFECTS,
            IMPLICIT_TERMINATOR, SINGLE_BLOCK,
        ],
        operands: [
            lower_bound "lowerBound": INDEX [variadic],
            upper_bound "upperBound": INDEX [variadic],
            step: INDEX [variadic],
            init_vals "initVals": ANY_TYPE [variadic],
        ],
        results: [results: ANY_TYPE [variadic]],
        regions: [region: sized(1)],
        custom: (syntax::parse_parallel, syntax::print_parallel),
        def: {
            loop_regions: Some(crate::ods::every_region),
            implicit_terminator: Some(ReduceOp::def()),
            verify: Some(verify::verify_parallel),
            verify_regions: Some(verify::verify_parallel_regions),
            region_branch: Some(&branch::PARALLEL),
            canonicalize: loops::PARALLEL,
        },
    }

    /// `scf.reduce(%x : f32) { ^bb0(%l: f32, %r: f32): ... }`: the terminator of `scf.parallel`.
    pub struct ReduceOp = "scf.reduce" {
        traits: [TERMINATOR, RECURSIVE_MEMORY_EFFECTS],
        operands: [operands: ANY_TYPE [variadic]],
        regions: [reductions: sized(1) [variadic]],
        format: "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
        def: {
            parents: &["scf.parallel"],
            verify_regions: Some(verify::verify_reduce_regions),
            branch_terminator: Some(branch::reduce_operands),
        },
    }

    /// `scf.reduce.return %r : f32`.
    pub struct ReduceReturnOp = "scf.reduce.return" {
        traits: [PURE, TERMINATOR],
        operands: [result: ANY_TYPE],
        format: "$result attr-dict `:` type($result)",
        def: {
            parents: &["scf.reduce"],
            verify: Some(verify::verify_reduce_return),
        },
    }

    /// `%r:2 = scf.while (%a = %x) : (f32) -> (i32, f32) { ... } do { ... }`.
    pub struct WhileOp = "scf.while" {
        traits: [RECURSIVE_MEMORY_EFFECTS, SINGLE_BLOCK],
        operands: [inits: ANY_TYPE [variadic]],
        results: [results: ANY_TYPE [variadic]],
        regions: [before: sized(1), after: sized(1)],
        custom: (syntax::parse_while, syntax::print_while),
        def: {
            loop_regions: Some(crate::ods::every_region),
            verify: Some(verify::verify_while),
            verify_regions: Some(verify::verify_while_regions),
            region_branch: Some(&branch::WHILE),
            canonicalize: loops::WHILE,
        },
    }

    /// `%r = scf.index_switch %i -> i32 case 2 { ... } default { ... }`.
    pub struct IndexSwitchOp = "scf.index_switch" {
        traits: [RECURSIVE_MEMORY_EFFECTS, IMPLICIT_TERMINATOR, SINGLE_BLOCK],
        operands: [arg: INDEX],
        results: [results: ANY_TYPE [variadic]],
        regions: [default_region "defaultRegion": sized(1), case_regions "caseRegions": sized(1) [variadic]],
        attrs: [cases "cases": DENSE_I64_ARRAY_ATTR],
        format: "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion",
        def: {
            directives: &[CustomDirective {
                name: "SwitchCases",
                parse: syntax::parse_switch_cases,
                print: syntax::print_switch_cases,
            }],
            implicit_terminator: Some(YieldOp::def()),
            verify: Some(verify::verify_index_switch),
            verify_regions: Some(verify::verify_index_switch_regions),
            region_branch: Some(&branch::INDEX_SWITCH),
            invocation_bounds: Some(branch::switch_invocation_bounds),
            canonicalize: canonicalize::INDEX_SWITCH,
        },
    }

    /// `scf.yield %a, %b : i32, f32`.
    pub struct YieldOp = "scf.yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        operands: [results: ANY_TYPE [variadic]],
        format: "attr-dict ($results^ `:` type($results))?",
        def: {
            parents: &[
                "scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while",
            ],
        },
    }
}

/// The entry block of region `i` of `op`.
fn entry_block(ctx: &Context, op: OpId, i: usize) -> Option<BlockId> {
    ctx.ops[op]
        .regions
        .get(i)
        .and_then(|r| ctx.regions[*r].first)
}

fn block_args(ctx: &Context, b: Option<BlockId>) -> Vec<ValueId> {
    b.map(|b| ctx.blocks[b].args.clone()).unwrap_or_default()
}

/// The operands of the terminator of `b`.
fn terminator_operands(ctx: &Context, b: Option<BlockId>) -> Vec<ValueId> {
    b.and_then(|b| ctx.blocks[b].last)
        .map(|t| ctx.ops[t].operands.to_vec())
        .unwrap_or_default()
}

// What loop transformations ask a loop (upstream's `LoopLikeOpInterface` accessors); with the
// records' `region_branch` hooks they say which values flow where. All assume verified IR and
// answer `None` or empty otherwise.
impl ForOp {
    /// The body (the region's only block).
    pub fn body(self, ctx: &Context) -> Option<BlockId> {
        entry_block(ctx, self.0, 0)
    }
    /// The induction variable: the body's first argument.
    pub fn induction_var(self, ctx: &Context) -> Option<ValueId> {
        self.body(ctx)
            .and_then(|b| ctx.blocks[b].args.first().copied())
    }
    /// The loop-carried values inside the body: its other arguments.
    pub fn region_iter_args(self, ctx: &Context) -> Vec<ValueId> {
        block_args(ctx, self.body(ctx))
            .into_iter()
            .skip(1)
            .collect()
    }
    /// The values the body yields to the next iteration (its `scf.yield`'s operands).
    pub fn yielded_values(self, ctx: &Context) -> Vec<ValueId> {
        terminator_operands(ctx, self.body(ctx))
    }
}

impl IfOp {
    pub fn then_block(self, ctx: &Context) -> Option<BlockId> {
        entry_block(ctx, self.0, 0)
    }
    /// `None` when there is no `else`.
    pub fn else_block(self, ctx: &Context) -> Option<BlockId> {
        entry_block(ctx, self.0, 1)
    }
}

impl WhileOp {
    pub fn before_block(self, ctx: &Context) -> Option<BlockId> {
        entry_block(ctx, self.0, 0)
    }
    pub fn after_block(self, ctx: &Context) -> Option<BlockId> {
        entry_block(ctx, self.0, 1)
    }
    /// The `scf.condition` ending `before`.
    pub fn condition(self, ctx: &Context) -> Option<ConditionOp> {
        self.before_block(ctx)
            .and_then(|b| ctx.blocks[b].last)
            .and_then(|t| ConditionOp::cast(ctx, t))
    }
}

impl ParallelOp {
    pub fn body(self, ctx: &Context) -> Option<BlockId> {
        entry_block(ctx, self.0, 0)
    }
    /// One induction variable per dimension (the body's arguments).
    pub fn induction_vars(self, ctx: &Context) -> Vec<ValueId> {
        block_args(ctx, self.body(ctx))
    }
}

impl ForallOp {
    pub fn body(self, ctx: &Context) -> Option<BlockId> {
        entry_block(ctx, self.0, 0)
    }
    /// The number of dimensions.
    pub fn rank(self, ctx: &Context) -> usize {
        syntax::static_list(ctx, self.0, "staticLowerBound").len()
    }
    /// One induction variable per dimension (the body's first arguments).
    pub fn induction_vars(self, ctx: &Context) -> Vec<ValueId> {
        let rank = self.rank(ctx);
        block_args(ctx, self.body(ctx))
            .into_iter()
            .take(rank)
            .collect()
    }
    /// The body's arguments standing for the shared outputs.
    pub fn region_out_args(self, ctx: &Context) -> Vec<ValueId> {
        let rank = self.rank(ctx);
        block_args(ctx, self.body(ctx))
            .into_iter()
            .skip(rank)
            .collect()
    }
}

impl IndexSwitchOp {
    /// The case values, in the order of the case regions.
    pub fn case_values(self, ctx: &Context) -> Vec<i64> {
        syntax::static_list(ctx, self.0, "cases")
    }
}

/// The records of the dialect.
pub static OPS: &[&crate::ods::OpDef] = &[
    ConditionOp::def(),
    ExecuteRegionOp::def(),
    ForOp::def(),
    ForallOp::def(),
    InParallelOp::def(),
    IfOp::def(),
    ParallelOp::def(),
    ReduceOp::def(),
    ReduceReturnOp::def(),
    WhileOp::def(),
    IndexSwitchOp::def(),
    YieldOp::def(),
];

pub const ENUMS: &[super::enums::EnumDef] = &[];
