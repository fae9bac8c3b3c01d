//! The transformations every pipeline runs, and the rewriting library they share.
//!
//! The library (dialect-independent, reusable by any pass):
//! - [`rewriter`]: [`Rewriter`], the IR edits patterns make, each reported to a [`Listener`];
//! - [`pattern`]: [`Pattern`] (listed on the records of their root ops) and [`PatternSet`];
//! - [`fold`](mod@fold): [`fold()`] (an op's folder and its traits' folds), constant matching and
//!   materialization, and [`OperationFolder`] (constants uniqued and hoisted per region);
//! - [`greedy`]: the greedy pattern rewrite driver ([`apply_patterns_and_fold_greedily`]);
//! - [`region_simplify`]: unreachable blocks, region DCE, identical block merging;
//! - [`effects`], [`branch`], [`equivalence`], [`dominance`]: what passes ask about ops.
//!
//! The passes, under upstream 19's names and options ([`PASSES`]): `canonicalize`, `cse`, ...

pub mod branch;
pub mod canonicalize;
pub mod clone;
pub mod consts;
pub mod cse;
pub mod dominance;
pub mod effects;
pub mod equivalence;
pub mod fold;
pub mod greedy;
pub mod inline;
pub mod location_snapshot;
pub mod matchers;
pub mod mem2reg;
pub mod motion;
pub mod op_stats;
pub mod region_simplify;
pub mod runtime_verification;
pub mod sccp;
pub mod sroa;
pub mod symbol_passes;
pub mod symbols;
pub mod view_op_graph;

pub use crate::rewrite::{pattern, rewriter};
pub use crate::rewrite::{InsertPoint, Listener, Pattern, PatternSet, Rewriter};
pub use fold::{constant_value, fold, OperationFolder};
pub use greedy::{apply_patterns_and_fold_greedily, GreedyConfig, RegionSimplify};

use crate::pass::registry::{OptionKind, PassOptionInfo};
use crate::pass::PassInfo;

/// The IR core's passes only: a registry of the transformations below.
pub const CORE: crate::pass::Registry = crate::pass::Registry::new(&[PASSES]);

/// The transformation passes.
pub const PASSES: &[PassInfo] = &[
    PassInfo {
        name: "canonicalize",
        summary: "Canonicalize operations",
        anchor: None,
        options: canonicalize::OPTIONS,
        create: |o| Ok(Box::new(canonicalize::Canonicalize::from_options(o)?)),
    },
    PassInfo {
        name: "cse",
        summary: "Eliminate common sub-expressions",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(cse::Cse)),
    },
    PassInfo {
        name: "inline",
        summary: "Inline function calls",
        anchor: None,
        options: &[
            PassOptionInfo {
                name: "default-pipeline",
                kind: OptionKind::String,
                default: "canonicalize",
                help: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
            },
            PassOptionInfo {
                name: "op-pipelines",
                kind: OptionKind::List,
                default: "",
                help: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
            },
            PassOptionInfo {
                name: "max-iterations",
                kind: OptionKind::String,
                default: "4",
                help: "Maximum number of iterations when inlining within an SCC",
            },
            PassOptionInfo {
                name: "inlining-threshold",
                kind: OptionKind::String,
                default: "4294967295",
                help: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
            },
        ],
        create: inline::from_options,
    },
    PassInfo {
        name: "loop-invariant-code-motion",
        summary: "Hoist loop invariant instructions outside of the loop",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(motion::Licm)),
    },
    PassInfo {
        name: "control-flow-sink",
        summary: "Sink operations into conditional blocks",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(motion::ControlFlowSink)),
    },
    PassInfo {
        name: "mem2reg",
        summary: "Promotes memory slots into values.",
        anchor: None,
        options: &[PassOptionInfo {
            name: "region-simplify",
            kind: OptionKind::Bool,
            default: "true",
            help: "Perform control flow optimizations to the region tree",
        }],
        create: |_| Ok(Box::new(mem2reg::Mem2Reg)),
    },
    PassInfo {
        name: "generate-runtime-verification",
        summary: "Generate additional runtime op verification checks",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(runtime_verification::GenerateRuntimeVerification)),
    },
    PassInfo {
        name: "sccp",
        summary: "Sparse Conditional Constant Propagation",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(sccp::Sccp)),
    },
    PassInfo {
        name: "sroa",
        summary: "Scalar Replacement of Aggregates",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(sroa::Sroa)),
    },
    PassInfo {
        name: "symbol-dce",
        summary: "Eliminate dead symbols",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(symbol_passes::SymbolDce)),
    },
    PassInfo {
        name: "symbol-privatize",
        summary: "Mark symbols private",
        anchor: None,
        options: &[PassOptionInfo {
            name: "exclude",
            kind: OptionKind::List,
            default: "",
            help: "Comma separated list of symbols that should not be marked private",
        }],
        create: |o| {
            Ok(Box::new(symbol_passes::SymbolPrivatize {
                exclude: o.list("exclude"),
            }))
        },
    },
    PassInfo {
        name: "strip-debuginfo",
        summary: "Strip debug info from all operations",
        anchor: None,
        options: &[],
        create: |_| Ok(Box::new(symbol_passes::StripDebugInfo)),
    },
    PassInfo {
        name: "print-ir",
        summary: "Print IR on the debug stream",
        anchor: None,
        options: &[PassOptionInfo {
            name: "label",
            kind: OptionKind::String,
            default: "",
            help: "Label",
        }],
        create: |o| {
            Ok(Box::new(symbol_passes::PrintIr {
                label: o.get("label").unwrap_or("").to_string(),
            }))
        },
    },
    PassInfo {
        name: "print-op-stats",
        summary: "Print statistics of operations",
        anchor: None,
        options: &[PassOptionInfo {
            name: "json",
            kind: OptionKind::Bool,
            default: "false",
            help: "print the stats as JSON",
        }],
        create: |o| {
            Ok(Box::new(op_stats::PrintOpStats {
                json: o.bool("json", false),
            }))
        },
    },
    PassInfo {
        name: "view-op-graph",
        summary: "Print Graphviz visualization of an operation",
        anchor: None,
        options: &[
            PassOptionInfo {
                name: "max-label-len",
                kind: OptionKind::UInt,
                default: "20",
                help: "Limit attribute/type length to number of chars",
            },
            PassOptionInfo {
                name: "print-attrs",
                kind: OptionKind::Bool,
                default: "true",
                help: "Print attributes of operations",
            },
            PassOptionInfo {
                name: "print-control-flow-edges",
                kind: OptionKind::Bool,
                default: "false",
                help: "Print control flow edges",
            },
            PassOptionInfo {
                name: "print-data-flow-edges",
                kind: OptionKind::Bool,
                default: "true",
                help: "Print data flow edges",
            },
            PassOptionInfo {
                name: "print-result-types",
                kind: OptionKind::Bool,
                default: "true",
                help: "Print result types of operations",
            },
        ],
        create: |o| {
            Ok(Box::new(view_op_graph::ViewOpGraph {
                max_label_len: o.uint("max-label-len", 20) as usize,
                print_attrs: o.bool("print-attrs", true),
                print_control_flow_edges: o.bool("print-control-flow-edges", false),
                print_data_flow_edges: o.bool("print-data-flow-edges", true),
                print_result_types: o.bool("print-result-types", true),
            }))
        },
    },
    PassInfo {
        name: "snapshot-op-locations",
        summary: "Generate new locations from the current IR",
        anchor: None,
        options: &[
            PassOptionInfo {
                name: "filename",
                kind: OptionKind::String,
                default: "",
                help: "The filename to print the generated IR",
            },
            PassOptionInfo {
                name: "tag",
                kind: OptionKind::String,
                default: "",
                help: "A tag to use when fusing the new locations with the original. If unset, the locations are replaced.",
            },
        ],
        create: |o| {
            Ok(Box::new(location_snapshot::LocationSnapshot {
                file_name: o.get("filename").unwrap_or("").to_string(),
                tag: o.get("tag").unwrap_or("").to_string(),
            }))
        },
    },
];
