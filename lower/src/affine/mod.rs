//! The affine dialect's loop transformations that stay in the dialect (upstream's
//! `Dialect/Affine/Transforms`), one file per pass, and the loop utilities they share
//! (`utils.rs`, upstream's `LoopUtils.cpp`/`Utils.cpp`). Each pass runs on one `func.func`.

pub mod coalesce;
pub mod dependence;
pub mod expand_index;
pub mod footprint;
pub mod fusion;
pub mod fusion_graph;
pub mod licm;
pub mod normalize;
pub mod parallelize;
pub mod pipeline_data_transfer;
pub mod presburger;
pub mod scalrep;
pub mod simplify;
pub mod super_vectorize;
pub mod tile;
pub mod transform_ops;
pub mod unroll;
pub mod unroll_jam;
pub mod utils;
pub mod vectorizable;

use irbridge::dialect::affine::ForOp;
use irbridge::dialect::func::FuncOp;
use irbridge::ir::{Context, OpId};
use irbridge::ods::traits;
use irbridge::pass::registry::{OptionKind, PassOptionInfo};
use irbridge::pass::{Pass, PassInfo};

/// The `affine.for` ops nested in `root`, innermost first (`Operation::walk`'s post-order).
pub fn post_order_fors(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut out = vec![];
    post_order(ctx, root, &mut |o| ForOp::is(ctx, o), &mut out);
    out
}

/// The ops nested in `root` (and `root`) that `keep` accepts, in post-order.
pub fn post_order(
    ctx: &Context,
    root: OpId,
    keep: &mut dyn FnMut(OpId) -> bool,
    out: &mut Vec<OpId>,
) {
    // Iterative, so deep nests cannot overflow the stack: (op, children visited).
    let mut stack = vec![(root, false)];
    while let Some((op, done)) = stack.pop() {
        if done {
            if keep(op) {
                out.push(op);
            }
            continue;
        }
        stack.push((op, true));
        for &r in ctx.ops[op].regions.iter().rev() {
            for b in ctx.region_blocks(r).into_iter().rev() {
                for o in ctx.block_ops(b).into_iter().rev() {
                    stack.push((o, false));
                }
            }
        }
    }
}

/// `getAffineForIVs`: the `affine.for` ops around `op` up to the closest affine scope, outermost
/// first.
pub fn affine_for_ivs(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = vec![];
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ctx.ops[p].def.is_some_and(|d| d.has(traits::AFFINE_SCOPE)) {
            break;
        }
        if ForOp::is(ctx, p) {
            out.push(p);
        }
        cur = ctx.parent_op(p);
    }
    out.reverse();
    out
}

/// Runs `f` on `op` if it is a `func.func`, else on each `func.func` directly in its regions:
/// pass flags run on the module, where upstream nests a function pass under it.
fn on_functions(
    ctx: &mut Context,
    op: OpId,
    mut f: impl FnMut(&mut Context, OpId) -> Result<(), irbridge::diag::Diagnostic>,
) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
    let funcs = if FuncOp::is(ctx, op) {
        vec![op]
    } else {
        let mut v = vec![];
        for &r in &ctx.ops[op].regions {
            for b in ctx.region_blocks(r) {
                v.extend(ctx.block_ops(b).into_iter().filter(|&o| FuncOp::is(ctx, o)));
            }
        }
        v
    };
    for func in funcs {
        f(ctx, func).map_err(|d| vec![d])?;
    }
    Ok(())
}

/// A pass that is one function.
struct FnPass {
    name: &'static str,
    f: fn(&mut Context, OpId) -> Result<(), irbridge::diag::Diagnostic>,
}

impl Pass for FnPass {
    fn name(&self) -> &'static str {
        self.name
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        on_functions(ctx, op, self.f)
    }
}

const FUNC: Option<&str> = Some(FuncOp::NAME);

/// The affine passes, by upstream 19's flags (Passes.td), each anchored on `func.func`.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "affine-loop-invariant-code-motion",
        summary: "Hoist loop invariant instructions outside of affine loops",
        anchor: FUNC,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "affine-loop-invariant-code-motion",
                f: licm::run,
            }))
        },
    },
    PassInfo {
        name: "affine-loop-fusion",
        summary: "Fuse affine loop nests",
        anchor: FUNC,
        options: &[
            PassOptionInfo {
                name: "fusion-compute-tolerance",
                kind: OptionKind::String,
                default: "0.3",
                help: "Fractional increase in additional computation tolerated while fusing",
            },
            PassOptionInfo {
                name: "fusion-fast-mem-space",
                kind: OptionKind::UInt,
                default: "0",
                help: "Faster memory space number to promote fusion buffers to",
            },
            PassOptionInfo {
                name: "fusion-local-buf-threshold",
                kind: OptionKind::UInt,
                default: "0",
                help: "Threshold size (KiB) for promoting local buffers to fast memory space",
            },
            PassOptionInfo {
                name: "fusion-maximal",
                kind: OptionKind::Bool,
                default: "false",
                help: "Enables maximal loop fusion",
            },
            PassOptionInfo {
                name: "mode",
                kind: OptionKind::String,
                default: "greedy",
                help: "fusion mode to attempt",
            },
        ],
        create: |o| {
            // The default is the C++ literal `0.30f`, a float widened to double.
            let compute_tolerance = match o.get("fusion-compute-tolerance") {
                None => f64::from(0.30f32),
                Some(t) => t.trim().parse::<f64>().map_err(|_| {
                    format!("Invalid argument '{t}' for option 'fusion-compute-tolerance'")
                })?,
            };
            let mode = match o.get("mode").map(str::trim) {
                None | Some("greedy") => fusion::Mode::Greedy,
                Some("producer") => fusion::Mode::ProducerConsumer,
                Some("sibling") => fusion::Mode::Sibling,
                Some(m) => return Err(format!("Invalid argument '{m}' for option 'mode'")),
            };
            // Upstream promotes to a fast memory space only when the option is given.
            let fast_mem_space = o
                .get("fusion-fast-mem-space")
                .map(|_| o.uint("fusion-fast-mem-space", 0));
            Ok(Box::new(Fusion(fusion::Options {
                compute_tolerance,
                fast_mem_space,
                local_buf_threshold_bytes: u64::from(o.uint("fusion-local-buf-threshold", 0))
                    * 1024,
                maximal: o.bool("fusion-maximal", false),
                mode,
            })))
        },
    },
    PassInfo {
        name: "affine-loop-normalize",
        summary: "Apply normalization transformations to affine loop-like ops",
        anchor: FUNC,
        // Passes.td says `true`, but the registered constructor passes `false`, which the pass
        // keeps unless the option is given (`--dump-pass-pipeline` shows `false`).
        options: &[PassOptionInfo {
            name: "promote-single-iter",
            kind: OptionKind::Bool,
            default: "false",
            help: "Promote single iteration loops",
        }],
        create: |o| {
            let promote = o.bool("promote-single-iter", false);
            Ok(Box::new(Normalize(promote)))
        },
    },
    PassInfo {
        name: "affine-loop-tile",
        summary: "Tile affine loop nests",
        anchor: FUNC,
        options: &[
            PassOptionInfo {
                name: "cache-size",
                kind: OptionKind::UInt,
                default: "512",
                help: "Set size of cache to tile for in KiB (default: 512)",
            },
            PassOptionInfo {
                name: "separate",
                kind: OptionKind::Bool,
                default: "false",
                help: "Separate full and partial tiles (default: false)",
            },
            PassOptionInfo {
                name: "tile-size",
                kind: OptionKind::UInt,
                default: "",
                help: "Use this tile size for all loops",
            },
            PassOptionInfo {
                name: "tile-sizes",
                kind: OptionKind::List,
                default: "",
                help: "List of tile sizes for each perfect nest (overridden by -tile-size)",
            },
        ],
        create: |o| {
            let tile_sizes = o
                .list("tile-sizes")
                .iter()
                .map(|s| {
                    s.trim()
                        .parse::<u32>()
                        .map_err(|_| format!("Invalid argument '{s}' for option 'tile-sizes'"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Box::new(Tile(tile::Options {
                cache_size_kib: u64::from(o.uint("cache-size", 512)),
                separate: o.bool("separate", false),
                tile_size: o.uint("tile-size", 0),
                tile_sizes,
            })))
        },
    },
    PassInfo {
        name: "affine-loop-unroll",
        summary: "Unroll affine loops",
        anchor: FUNC,
        options: &[
            PassOptionInfo {
                name: "unroll-factor",
                kind: OptionKind::UInt,
                default: "4",
                help: "Use this unroll factor for all loops being unrolled",
            },
            PassOptionInfo {
                name: "unroll-up-to-factor",
                kind: OptionKind::Bool,
                default: "false",
                help: "Allow unrolling up to the factor specified",
            },
            PassOptionInfo {
                name: "unroll-full",
                kind: OptionKind::Bool,
                default: "false",
                help: "Fully unroll loops",
            },
            PassOptionInfo {
                name: "unroll-num-reps",
                kind: OptionKind::UInt,
                default: "1",
                help: "Unroll innermost loops repeatedly this many times",
            },
            PassOptionInfo {
                name: "unroll-full-threshold",
                kind: OptionKind::UInt,
                default: "1",
                help: "Unroll all loops with trip count less than or equal to this",
            },
            PassOptionInfo {
                name: "cleanup-unroll",
                kind: OptionKind::Bool,
                default: "false",
                help: "Fully unroll the cleanup loop when possible.",
            },
        ],
        create: |o| Ok(Box::new(Unroll(unroll::Options::from(o)))),
    },
    PassInfo {
        name: "affine-loop-unroll-jam",
        summary: "Unroll and jam affine loops",
        anchor: FUNC,
        options: &[PassOptionInfo {
            name: "unroll-jam-factor",
            kind: OptionKind::UInt,
            default: "4",
            help: "Use this unroll jam factor for all loops (default 4)",
        }],
        create: |o| {
            Ok(Box::new(UnrollJam(u64::from(
                o.uint("unroll-jam-factor", 4),
            ))))
        },
    },
    PassInfo {
        name: "affine-pipeline-data-transfer",
        summary: "Pipeline non-blocking data transfers between explicitly managed levels of the memory hierarchy",
        anchor: FUNC,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "affine-pipeline-data-transfer",
                f: pipeline_data_transfer::run,
            }))
        },
    },
    PassInfo {
        name: "affine-loop-coalescing",
        summary: "Coalesce nested loops with independent bounds into a single loop",
        anchor: FUNC,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "affine-loop-coalescing",
                f: coalesce::run,
            }))
        },
    },
    PassInfo {
        name: "affine-expand-index-ops",
        summary: "Lower affine operations operating on indices into more fundamental operations",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(ExpandIndexOps)),
    },
    PassInfo {
        name: "affine-simplify-structures",
        summary: "Simplify affine expressions in maps/sets and normalize memrefs",
        anchor: FUNC,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "affine-simplify-structures",
                f: simplify::run,
            }))
        },
    },
    PassInfo {
        name: "affine-parallelize",
        summary: "Convert affine.for ops into 1-D affine.parallel",
        anchor: FUNC,
        options: &[
            PassOptionInfo {
                name: "max-nested",
                kind: OptionKind::UInt,
                default: "4294967295",
                help: "Maximum number of nested parallel loops to produce. Defaults to unlimited (UINT_MAX).",
            },
            PassOptionInfo {
                name: "parallel-reductions",
                kind: OptionKind::Bool,
                default: "false",
                help: "Whether to parallelize reduction loops. Defaults to false.",
            },
        ],
        create: |o| {
            Ok(Box::new(Parallelize(parallelize::Options {
                max_nested: o.uint("max-nested", u32::MAX),
                parallel_reductions: o.bool("parallel-reductions", false),
            })))
        },
    },
    PassInfo {
        name: "affine-scalrep",
        summary: "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads",
        anchor: FUNC,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "affine-scalrep",
                f: scalrep::run,
            }))
        },
    },
    PassInfo {
        name: "affine-super-vectorize",
        summary: "Vectorize to a target independent n-D vector abstraction",
        anchor: FUNC,
        options: &[
            PassOptionInfo {
                name: "virtual-vector-size",
                kind: OptionKind::List,
                default: "",
                help: "Specify an n-D virtual vector size for vectorization. This must be greater than zero.",
            },
            PassOptionInfo {
                name: "test-fastest-varying",
                kind: OptionKind::List,
                default: "",
                help: "Specify a 1-D, 2-D or 3-D pattern of fastest varying memory dimensions to match. See defaultPatterns in Vectorize.cpp for a description and examples. This is used for testing purposes",
            },
            PassOptionInfo {
                name: "vectorize-reductions",
                kind: OptionKind::Bool,
                default: "false",
                help: "Vectorize known reductions expressed via iter_args. Switched off by default.",
            },
        ],
        create: |o| {
            let ints = |name: &str| -> Result<Vec<i64>, String> {
                o.list(name)
                    .iter()
                    .map(|s| {
                        s.parse::<i64>().map_err(|_| {
                            format!("for the --{name} option: '{s}' value invalid for long argument!")
                        })
                    })
                    .collect()
            };
            Ok(Box::new(SuperVectorize(super_vectorize::Options {
                vector_sizes: ints("virtual-vector-size")?,
                fastest_varying: ints("test-fastest-varying")?,
                reductions: o.bool("vectorize-reductions", false),
            })))
        },
    },
];

/// `affine-super-vectorize` with its options.
struct SuperVectorize(super_vectorize::Options);

impl Pass for SuperVectorize {
    fn name(&self) -> &'static str {
        "affine-super-vectorize"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        let o = &self.0;
        on_functions(ctx, op, |ctx, f| super_vectorize::run(ctx, f, o))
    }
}

/// `affine-parallelize` with its options.
struct Parallelize(parallelize::Options);

impl Pass for Parallelize {
    fn name(&self) -> &'static str {
        "affine-parallelize"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        let o = self.0;
        on_functions(ctx, op, |ctx, f| parallelize::run(ctx, f, o))
    }
}

/// `affine-expand-index-ops`, on whatever op it is given (upstream's is not a function pass).
struct ExpandIndexOps;

impl Pass for ExpandIndexOps {
    fn name(&self) -> &'static str {
        "affine-expand-index-ops"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        expand_index::run(ctx, op).map_err(|d| vec![d])
    }
}

/// `affine-loop-unroll-jam` with its factor.
struct UnrollJam(u64);

impl Pass for UnrollJam {
    fn name(&self) -> &'static str {
        "affine-loop-unroll-jam"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        let factor = self.0;
        on_functions(ctx, op, |ctx, f| unroll_jam::run(ctx, f, factor))
    }
}

/// `affine-loop-tile` with its options.
struct Tile(tile::Options);

impl Pass for Tile {
    fn name(&self) -> &'static str {
        "affine-loop-tile"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        let o = &self.0;
        on_functions(ctx, op, |ctx, f| tile::run(ctx, f, o))
    }
}

/// `affine-loop-unroll` with its options.
struct Unroll(unroll::Options);

impl Pass for Unroll {
    fn name(&self) -> &'static str {
        "affine-loop-unroll"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        let o = self.0;
        on_functions(ctx, op, |ctx, f| unroll::run(ctx, f, o))
    }
}

/// `affine-loop-normalize` with its `promote-single-iter` option.
struct Normalize(bool);

impl Pass for Normalize {
    fn name(&self) -> &'static str {
        "affine-loop-normalize"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        let promote = self.0;
        on_functions(ctx, op, |ctx, f| normalize::run(ctx, f, promote))
    }
}

struct Fusion(fusion::Options);

impl Pass for Fusion {
    fn name(&self) -> &'static str {
        "affine-loop-fusion"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        let o = self.0.clone();
        on_functions(ctx, op, |ctx, f| fusion::run(ctx, f, &o))
    }
}
