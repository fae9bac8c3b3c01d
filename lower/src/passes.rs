//! The lowering passes, registered under upstream 19's flag names and options.

use super::conversion::{apply_partial_conversion, ConversionTarget, PatternSet};
use super::memref::MemRefLowerOptions;
use super::type_converter::{LlvmTypeConverter, LowerOptions};
use irbridge::diag::Diagnostic;
use irbridge::ir::{Context, OpId};
use irbridge::pass::registry::{OptionKind, PassOptionInfo};
use irbridge::pass::{Pass, PassInfo, PassOptions};

const INDEX_BITWIDTH: PassOptionInfo = PassOptionInfo {
    name: "index-bitwidth",
    kind: OptionKind::UInt,
    default: "0",
    help: "Bitwidth of the index type, 0 to use size of machine word",
};
const BARE_PTR: PassOptionInfo = PassOptionInfo {
    name: "use-bare-ptr-memref-call-conv",
    kind: OptionKind::Bool,
    default: "false",
    help: "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types",
};
const ALIGNED_ALLOC: PassOptionInfo = PassOptionInfo {
    name: "use-aligned-alloc",
    kind: OptionKind::Bool,
    default: "false",
    help: "Use aligned_alloc in place of malloc for heap allocations",
};
const GENERIC_FUNCTIONS: PassOptionInfo = PassOptionInfo {
    name: "use-generic-functions",
    kind: OptionKind::Bool,
    default: "false",
    help: "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
};
const APPROXIMATE_LOG1P: PassOptionInfo = PassOptionInfo {
    name: "approximate-log1p",
    kind: OptionKind::Bool,
    default: "true",
    help: "Enable approximation of Log1p.",
};
const MIN_FPOWI_EXPONENT_WIDTH: PassOptionInfo = PassOptionInfo {
    name: "min-width-of-fpowi-exponent",
    kind: OptionKind::UInt,
    default: "1",
    help: "Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value",
};
const CONVERT_CTLZ: PassOptionInfo = PassOptionInfo {
    name: "convert-ctlz",
    kind: OptionKind::Bool,
    default: "false",
    help: "Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.",
};
const FILTER_DIALECTS: PassOptionInfo = PassOptionInfo {
    name: "filter-dialects",
    kind: OptionKind::List,
    default: "",
    help: "Test conversion patterns of only the specified dialects",
};

const REASSOCIATE_FP: PassOptionInfo = PassOptionInfo {
    name: "reassociate-fp-reductions",
    kind: OptionKind::Bool,
    default: "false",
    help: "Allows llvm to reassociate floating-point reductions for speed",
};
const FORCE_32BIT: PassOptionInfo = PassOptionInfo {
    name: "force-32bit-vector-indices",
    kind: OptionKind::Bool,
    default: "true",
    help: "Allows compiler to assume vector indices fit in 32-bit if that yields faster code",
};
const ENABLE_AMX: PassOptionInfo = PassOptionInfo {
    name: "enable-amx",
    kind: OptionKind::Bool,
    default: "false",
    help: "Enables the use of AMX dialect while lowering the vector dialect.",
};
const ENABLE_ARM_NEON: PassOptionInfo = PassOptionInfo {
    name: "enable-arm-neon",
    kind: OptionKind::Bool,
    default: "false",
    help: "Enables the use of ArmNeon dialect while lowering the vector dialect.",
};
const ENABLE_ARM_SVE: PassOptionInfo = PassOptionInfo {
    name: "enable-arm-sve",
    kind: OptionKind::Bool,
    default: "false",
    help: "Enables the use of ArmSVE dialect while lowering the vector dialect.",
};
const ENABLE_X86VECTOR: PassOptionInfo = PassOptionInfo {
    name: "enable-x86vector",
    kind: OptionKind::Bool,
    default: "false",
    help: "Enables the use of X86Vector dialect while lowering the vector dialect.",
};

const FULL_UNROLL: PassOptionInfo = PassOptionInfo {
    name: "full-unroll",
    kind: OptionKind::Bool,
    default: "false",
    help: "Perform full unrolling when converting vector transfers to SCF",
};
const TARGET_RANK: PassOptionInfo = PassOptionInfo {
    name: "target-rank",
    kind: OptionKind::UInt,
    default: "1",
    help: "Target vector rank to which transfer ops should be lowered",
};
const LOWER_TENSORS: PassOptionInfo = PassOptionInfo {
    name: "lower-tensors",
    kind: OptionKind::Bool,
    default: "false",
    help: "Lower transfer ops that operate on tensors",
};

const LOWERING_STRATEGY: PassOptionInfo = PassOptionInfo {
    name: "lowering-strategy",
    kind: OptionKind::String,
    default: "inner-parallel",
    help: "Select the strategy to control how multi_reduction is lowered.",
};

const INCLUDE_BF16: PassOptionInfo = PassOptionInfo {
    name: "include-bf16",
    kind: OptionKind::Bool,
    default: "false",
    help: "Enable the BF16 expansion patterns",
};

const EMIT_DEALLOCS: PassOptionInfo = PassOptionInfo {
    name: "emit-deallocs",
    kind: OptionKind::Bool,
    default: "true",
    help: "Emit deallocation operations for the original MemRef",
};

const SOURCE_TYPES: PassOptionInfo = PassOptionInfo {
    name: "source-types",
    kind: OptionKind::List,
    default: "",
    help: "MLIR types without arithmetic support on a given target",
};
const TARGET_TYPE: PassOptionInfo = PassOptionInfo {
    name: "target-type",
    kind: OptionKind::String,
    default: "f32",
    help: "MLIR type to convert the unsupported source types to",
};

const INT_BITWIDTHS: PassOptionInfo = PassOptionInfo {
    name: "int-bitwidths-supported",
    kind: OptionKind::List,
    default: "",
    help: "Integer bitwidths supported",
};

const WIDEST_INT: PassOptionInfo = PassOptionInfo {
    name: "widest-int-supported",
    kind: OptionKind::UInt,
    default: "32",
    help: "Widest integer type supported by the target",
};

/// Every lowering pass.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "int-range-optimizations",
        summary: "Do optimizations based on integer range analysis",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "int-range-optimizations",
                f: super::arith::int_range::run,
            }))
        },
    },
    PassInfo {
        name: "arith-emulate-wide-int",
        summary: "Emulate 2*N-bit integer operations using N-bit operations",
        anchor: None,
        options: &[WIDEST_INT],
        create: |o| {
            Ok(Box::new(WideIntPass {
                name: "arith-emulate-wide-int",
                widest: o.uint("widest-int-supported", 32),
                memrefs: false,
            }))
        },
    },
    PassInfo {
        name: "memref-emulate-wide-int",
        summary: "Emulate 2*N-bit integer operations using N-bit operations",
        anchor: None,
        options: &[WIDEST_INT],
        create: |o| {
            Ok(Box::new(WideIntPass {
                name: "memref-emulate-wide-int",
                widest: o.uint("widest-int-supported", 32),
                memrefs: true,
            }))
        },
    },
    PassInfo {
        name: "arith-int-narrowing",
        summary: "Reduce integer operation bitwidth",
        anchor: None,
        options: &[INT_BITWIDTHS],
        create: |o| {
            let mut widths = vec![];
            for w in o.list("int-bitwidths-supported") {
                widths.push(w.trim().parse::<u32>().map_err(|_| {
                    format!("for the --int-bitwidths-supported option: '{w}' value invalid")
                })?);
            }
            Ok(Box::new(IntNarrowingPass(widths)))
        },
    },
    PassInfo {
        name: "arith-emulate-unsupported-floats",
        summary: "Emulate operations on unsupported floats with extf/truncf",
        anchor: None,
        options: &[SOURCE_TYPES, TARGET_TYPE],
        create: |o| {
            let sources = o.list("source-types");
            let target = o.get("target-type").unwrap_or("f32").to_string();
            Ok(Box::new(ClosurePass {
                name: "arith-emulate-unsupported-floats",
                f: Box::new(move |ctx, op| {
                    // Upstream checks the types when the pass runs, at an unknown location.
                    let opts = super::arith::emulate_floats::Options::parse(&sources, &target)
                        .map_err(|m| {
                            let loc = ctx.unknown_loc();
                            Diagnostic::at(ctx, loc, m)
                        })?;
                    super::arith::emulate_floats::run(ctx, op, &opts)
                }),
            }))
        },
    },
    PassInfo {
        name: "memref-expand",
        summary: "Legalize memref operations to be convertible to LLVM.",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "memref-expand",
                f: super::memref::expand::run_expand,
            }))
        },
    },
    PassInfo {
        name: "expand-realloc",
        summary: "Expand memref.realloc operations into its components",
        anchor: None,
        options: &[EMIT_DEALLOCS],
        create: |o| {
            let emit_deallocs = o.bool("emit-deallocs", true);
            Ok(Box::new(ClosurePass {
                name: "expand-realloc",
                f: Box::new(move |ctx, op| {
                    super::memref::expand::run_expand_realloc(ctx, op, emit_deallocs)
                }),
            }))
        },
    },
    PassInfo {
        name: "arith-expand",
        summary: "Legalize Arith ops to be convertible to LLVM.",
        anchor: None,
        options: &[INCLUDE_BF16],
        create: |o| {
            let include_bf16 = o.bool("include-bf16", false);
            Ok(Box::new(ClosurePass {
                name: "arith-expand",
                f: Box::new(move |ctx, op| super::arith::expand::run(ctx, op, include_bf16)),
            }))
        },
    },
    PassInfo {
        name: "convert-func-to-llvm",
        summary: "Convert from the Func dialect to the LLVM dialect",
        anchor: None,
        options: &[BARE_PTR, INDEX_BITWIDTH],
        create: |o| Ok(conversion(o, "convert-func-to-llvm", Kind::Func)),
    },
    PassInfo {
        name: "convert-arith-to-llvm",
        summary: "Convert Arith dialect to LLVM dialect",
        anchor: None,
        options: &[INDEX_BITWIDTH],
        create: |o| Ok(conversion(o, "convert-arith-to-llvm", Kind::Arith)),
    },
    PassInfo {
        name: "convert-cf-to-llvm",
        summary: "Convert ControlFlow operations to the LLVM dialect",
        anchor: None,
        options: &[INDEX_BITWIDTH],
        create: |o| Ok(conversion(o, "convert-cf-to-llvm", Kind::Cf)),
    },
    PassInfo {
        name: "finalize-memref-to-llvm",
        summary: "Finalize MemRef dialect to LLVM dialect conversion",
        anchor: None,
        options: &[ALIGNED_ALLOC, INDEX_BITWIDTH, GENERIC_FUNCTIONS],
        create: |o| {
            let m = MemRefLowerOptions {
                use_aligned_alloc: o.bool("use-aligned-alloc", false),
                use_generic_functions: o.bool("use-generic-functions", false),
            };
            Ok(conversion(o, "finalize-memref-to-llvm", Kind::MemRef(m)))
        },
    },
    PassInfo {
        name: "convert-index-to-llvm",
        summary: "Lower the `index` dialect to the `llvm` dialect.",
        anchor: None,
        options: &[INDEX_BITWIDTH],
        create: |o| Ok(conversion(o, "convert-index-to-llvm", Kind::Index)),
    },
    PassInfo {
        name: "convert-complex-to-llvm",
        summary: "Convert Complex dialect to LLVM dialect",
        anchor: None,
        options: &[],
        create: |o| Ok(conversion(o, "convert-complex-to-llvm", Kind::Complex)),
    },
    PassInfo {
        name: "convert-math-to-llvm",
        summary: "Convert Math dialect to LLVM dialect",
        anchor: None,
        options: &[APPROXIMATE_LOG1P],
        create: |o| {
            let approximate = o.bool("approximate-log1p", true);
            Ok(conversion(
                o,
                "convert-math-to-llvm",
                Kind::Math { approximate },
            ))
        },
    },
    PassInfo {
        name: "convert-math-to-libm",
        summary: "Convert Math dialect to libm calls",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "convert-math-to-libm",
                f: super::math_to_libm::run,
            }))
        },
    },
    PassInfo {
        name: "convert-complex-to-libm",
        summary: "Convert Complex dialect to libm calls",
        anchor: Some(irbridge::dialect::builtin::ModuleOp::NAME),
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "convert-complex-to-libm",
                f: super::complex_to_libm::run,
            }))
        },
    },
    PassInfo {
        name: "convert-math-to-funcs",
        summary: "Convert Math operations to calls of outlined implementations.",
        anchor: Some(irbridge::dialect::builtin::ModuleOp::NAME),
        options: &[MIN_FPOWI_EXPONENT_WIDTH, CONVERT_CTLZ],
        create: |o| {
            let options = super::math_to_funcs::MathToFuncsOptions {
                min_width_of_fpowi_exponent: o.uint("min-width-of-fpowi-exponent", 1),
                convert_ctlz: o.bool("convert-ctlz", false),
            };
            Ok(Box::new(ClosurePass {
                name: "convert-math-to-funcs",
                f: Box::new(move |ctx, op| super::math_to_funcs::run(ctx, op, options)),
            }))
        },
    },
    PassInfo {
        name: "convert-complex-to-standard",
        summary: "Convert Complex dialect to standard dialect",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "convert-complex-to-standard",
                f: super::complex_to_standard::run,
            }))
        },
    },
    PassInfo {
        name: "math-legalize-to-f32",
        summary: "Legalize floating-point math ops on low-precision floats",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "math-legalize-to-f32",
                f: |ctx, op| {
                    super::math_transforms::legalize_to_f32(ctx, op);
                    Ok(())
                },
            }))
        },
    },
    PassInfo {
        name: "math-uplift-to-fma",
        summary: "Uplift arith ops to math.fma.",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "math-uplift-to-fma",
                f: |ctx, op| {
                    super::math_transforms::uplift_to_fma(ctx, op);
                    Ok(())
                },
            }))
        },
    },
    PassInfo {
        name: "convert-ub-to-llvm",
        summary: "Convert UB dialect to LLVM dialect",
        anchor: None,
        options: &[INDEX_BITWIDTH],
        create: |o| Ok(conversion(o, "convert-ub-to-llvm", Kind::Ub)),
    },
    PassInfo {
        name: "convert-vector-to-llvm",
        summary: "Lower the operations from the vector dialect into the LLVM dialect",
        anchor: None,
        options: &[
            REASSOCIATE_FP,
            FORCE_32BIT,
            ENABLE_AMX,
            ENABLE_ARM_NEON,
            ENABLE_ARM_SVE,
            ENABLE_X86VECTOR,
        ],
        create: |o| {
            for (flag, dialect) in [
                ("enable-amx", "amx"),
                ("enable-arm-neon", "arm_neon"),
                ("enable-arm-sve", "arm_sve"),
                ("enable-x86vector", "x86vector"),
            ] {
                if o.bool(flag, false) {
                    return Err(format!(
                        "convert-vector-to-llvm: `{flag}` needs the `{dialect}` dialect, which irbridge does not have"
                    ));
                }
            }
            let opts = super::vector::VectorToLlvmOptions {
                reassociate_fp_reductions: o.bool("reassociate-fp-reductions", false),
                force_32bit_vector_indices: o.bool("force-32bit-vector-indices", true),
            };
            Ok(Box::new(VectorPass(opts)))
        },
    },
    PassInfo {
        name: "convert-vector-to-scf",
        summary: "Lower the operations from the vector dialect into the SCF dialect",
        anchor: None,
        options: &[FULL_UNROLL, TARGET_RANK, LOWER_TENSORS],
        create: |o| {
            Ok(Box::new(VectorToScfPass(super::vector::to_scf::VectorToScfOptions {
                full_unroll: o.bool("full-unroll", false),
                target_rank: o.uint("target-rank", 1),
                lower_tensors: o.bool("lower-tensors", false),
            })))
        },
    },
    PassInfo {
        name: "lower-vector-mask",
        summary: "Lower 'vector.mask' operations",
        anchor: Some(irbridge::dialect::func::FuncOp::NAME),
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "lower-vector-mask",
                f: |ctx, op| {
                    super::vector::mask_lowering::lower_vector_masks(ctx, op);
                    Ok(())
                },
            }))
        },
    },
    PassInfo {
        name: "lower-vector-multi-reduction",
        summary: "Lower 'vector.multi_reduction' operations",
        anchor: Some(irbridge::dialect::func::FuncOp::NAME),
        options: &[LOWERING_STRATEGY],
        create: |o| {
            let strategy = super::vector::multi_reduction::Strategy::from_option(
                o.get("lowering-strategy").unwrap_or(""),
            )?;
            Ok(Box::new(MultiReductionPass(strategy)))
        },
    },
    PassInfo {
        name: "convert-to-llvm",
        summary: "Convert to LLVM via dialect interfaces found in the input IR",
        anchor: None,
        options: &[FILTER_DIALECTS],
        create: |o| {
            let dialects = o.list("filter-dialects");
            for d in &dialects {
                if !super::convert_to_llvm::DIALECTS.contains(&d.as_str()) {
                    // Upstream's words for a dialect it does not know.
                    return Err(format!("dialect not loaded: {d}"));
                }
            }
            Ok(conversion(o, "convert-to-llvm", Kind::All(dialects)))
        },
    },
    PassInfo {
        name: "expand-strided-metadata",
        summary: "Expand memref operations into easier to analyze constructs",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "expand-strided-metadata",
                f: super::expand_strided_metadata::run,
            }))
        },
    },
    PassInfo {
        name: "lower-affine",
        summary: "Lower Affine operations to a combination of Arith and SCF operations",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "lower-affine",
                f: super::lower_affine::run,
            }))
        },
    },
    PassInfo {
        name: "convert-scf-to-cf",
        summary: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "convert-scf-to-cf",
                f: super::scf_to_cf::run,
            }))
        },
    },
    PassInfo {
        name: "reconcile-unrealized-casts",
        summary: "Simplify and eliminate unrealized conversion casts",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "reconcile-unrealized-casts",
                f: super::reconcile::run,
            }))
        },
    },
    PassInfo {
        name: "duplicate-function-elimination",
        summary: "Deduplicate functions",
        anchor: Some(irbridge::dialect::builtin::ModuleOp::NAME),
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "duplicate-function-elimination",
                f: super::func_dfe::run,
            }))
        },
    },
    PassInfo {
        name: "llvm-add-comdats",
        summary: "Add comdats to linkonce and linkonce_odr functions",
        anchor: Some(irbridge::dialect::builtin::ModuleOp::NAME),
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "llvm-add-comdats",
                f: super::llvm_passes::add_comdats,
            }))
        },
    },
    PassInfo {
        name: "llvm-legalize-for-export",
        summary: "Legalize LLVM dialect to be convertible to LLVM IR",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "llvm-legalize-for-export",
                f: super::legalize_for_export::run,
            }))
        },
    },
    PassInfo {
        name: "ensure-debug-info-scope-on-llvm-func",
        summary: "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp",
        anchor: Some(irbridge::dialect::builtin::ModuleOp::NAME),
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "ensure-debug-info-scope-on-llvm-func",
                f: super::llvm_passes::ensure_debug_info_scope,
            }))
        },
    },
    PassInfo {
        name: "scf-for-to-while",
        summary: "Convert SCF for loops to SCF while loops",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "scf-for-to-while",
                f: super::scf_loops::for_to_while_pass,
            }))
        },
    },
    PassInfo {
        name: "scf-forall-to-for",
        summary: "Convert SCF forall loops to SCF for loops",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "scf-forall-to-for",
                f: super::scf_loops::forall_to_for_pass,
            }))
        },
    },
    PassInfo {
        name: "scf-for-loop-range-folding",
        summary: "Fold add/mul ops into loop range",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "scf-for-loop-range-folding",
                f: super::scf_specialize::range_folding_pass,
            }))
        },
    },
    PassInfo {
        name: "scf-for-loop-specialization",
        summary: "Specialize `for` loops for vectorization",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "scf-for-loop-specialization",
                f: super::scf_specialize::for_specialization_pass,
            }))
        },
    },
    PassInfo {
        name: "scf-parallel-loop-specialization",
        summary: "Specialize parallel loops for vectorization",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "scf-parallel-loop-specialization",
                f: super::scf_specialize::parallel_specialization_pass,
            }))
        },
    },
    PassInfo {
        name: "scf-for-loop-peeling",
        summary: "Peel `for` loops at their upper bounds.",
        anchor: None,
        options: &[
            PassOptionInfo {
                name: "peel-front",
                kind: OptionKind::Bool,
                default: "false",
                help: "Peel the first iteration out of the loop.",
            },
            PassOptionInfo {
                name: "skip-partial",
                kind: OptionKind::Bool,
                default: "true",
                help: "Do not peel loops inside of the last, partial iteration of another already peeled loop.",
            },
        ],
        create: |o| {
            let front = o.bool("peel-front", false);
            let skip = o.bool("skip-partial", true);
            Ok(Box::new(PeelingPass(front, skip)))
        },
    },
    PassInfo {
        name: "scf-parallel-loop-tiling",
        summary: "Tile parallel loops",
        anchor: None,
        options: &[
            PassOptionInfo {
                name: "parallel-loop-tile-sizes",
                kind: OptionKind::List,
                default: "",
                help: "Factors to tile parallel loops by",
            },
            PassOptionInfo {
                name: "no-min-max-bounds",
                kind: OptionKind::Bool,
                default: "false",
                help: "Perform tiling with fixed upper bound with inbound check inside the internal loops",
            },
        ],
        create: |o| {
            let mut sizes = vec![];
            for s in o.list("parallel-loop-tile-sizes") {
                sizes.push(s.parse::<i64>().map_err(|_| {
                    format!(
                        "for the --parallel-loop-tile-sizes option: '{s}' value invalid for long argument!"
                    )
                })?);
            }
            Ok(Box::new(TilingPass(sizes, o.bool("no-min-max-bounds", false))))
        },
    },
    PassInfo {
        name: "scf-parallel-loop-fusion",
        summary: "Fuse adjacent parallel loops",
        anchor: None,
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "scf-parallel-loop-fusion",
                f: super::scf_parallel::fusion_pass,
            }))
        },
    },
    PassInfo {
        name: "llvm-request-c-wrappers",
        summary: "Request C wrapper emission for all functions",
        anchor: Some(irbridge::dialect::func::FuncOp::NAME),
        options: &[],
        create: |_| {
            Ok(Box::new(FnPass {
                name: "llvm-request-c-wrappers",
                f: |ctx, op| {
                    super::request_c_wrappers::request_c_wrappers(ctx, op);
                    Ok(())
                },
            }))
        },
    },
];

/// Which patterns a conversion pass uses.
#[derive(Clone, Debug)]
enum Kind {
    Func,
    Arith,
    Cf,
    MemRef(MemRefLowerOptions),
    Index,
    Complex,
    Math { approximate: bool },
    Ub,
    All(Vec<String>),
}

/// A dialect conversion to the `llvm` dialect with one set of patterns.
struct ConversionPass {
    name: &'static str,
    lower: LowerOptions,
    kind: Kind,
}

fn conversion(o: &PassOptions, name: &'static str, kind: Kind) -> Box<dyn Pass> {
    let bits = o.uint("index-bitwidth", 0);
    Box::new(ConversionPass {
        name,
        lower: LowerOptions {
            index_bitwidth: (bits != 0).then_some(bits),
            use_bare_ptr_call_conv: o.bool("use-bare-ptr-memref-call-conv", false),
        },
        kind,
    })
}

impl ConversionPass {
    fn patterns(&self) -> PatternSet {
        let mut p = PatternSet::new();
        match &self.kind {
            Kind::Func => {
                // Upstream 19's convert-func-to-llvm still converts arith and cf too.
                super::func::populate_func_to_llvm_patterns(&mut p);
                super::arith::populate_arith_to_llvm_patterns(&mut p);
                super::cf::populate_cf_to_llvm_patterns(&mut p);
            }
            Kind::Arith => super::arith::populate_arith_to_llvm_patterns(&mut p),
            Kind::Cf => super::cf::populate_cf_to_llvm_patterns(&mut p),
            Kind::MemRef(m) => super::memref::populate_finalize_memref_to_llvm_patterns(&mut p, *m),
            Kind::Index => super::index::populate_index_to_llvm_patterns(&mut p),
            Kind::Complex => super::complex::populate_complex_to_llvm_patterns(&mut p),
            Kind::Math { approximate } => {
                super::math::populate_math_to_llvm_patterns(&mut p, *approximate)
            }
            Kind::Ub => super::ub::populate_ub_to_llvm_patterns(&mut p),
            Kind::All(d) => super::convert_to_llvm::populate_convert_to_llvm_patterns(&mut p, d),
        }
        p
    }
}

impl Pass for ConversionPass {
    fn name(&self) -> &'static str {
        self.name
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let tc = match self.kind {
            // Upstream's arith and index passes, and `convert-to-llvm` (which has no
            // `index-bitwidth` option), build their converter without the data layout analysis:
            // the index width is the option's or 64, whatever `dlti.dl_spec` says.
            Kind::Arith | Kind::Index | Kind::Math { .. } | Kind::All(_) => {
                LlvmTypeConverter::with_index_bitwidth(self.lower.index_bitwidth.unwrap_or(64))
            }
            _ => LlvmTypeConverter::new(ctx, op, self.lower),
        };
        let patterns = self.patterns();
        let mut target = ConversionTarget::llvm();
        // Upstream's index and complex passes mark their whole dialect illegal: an op without a
        // pattern is an error rather than left behind.
        match self.kind {
            Kind::Index => {
                target.add_illegal_dialect("index");
            }
            Kind::Complex => {
                target.add_illegal_dialect("complex");
            }
            Kind::MemRef(_) => {
                // As upstream's finalize-memref-to-llvm: functions are left to convert-func-to-llvm.
                target.add_legal_op(irbridge::dialect::func::FuncOp::NAME);
            }
            _ => {}
        }
        apply_partial_conversion(ctx, op, &target, &patterns, &tc).map_err(|d| vec![d])
    }
}

/// A pass that is one function.
struct FnPass {
    name: &'static str,
    f: fn(&mut Context, OpId) -> Result<(), Diagnostic>,
}

impl Pass for FnPass {
    fn name(&self) -> &'static str {
        self.name
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        (self.f)(ctx, op).map_err(|d| vec![d])
    }
}

/// The body of a [`ClosurePass`].
type PassFn = Box<dyn FnMut(&mut Context, OpId) -> Result<(), Diagnostic> + Send>;

/// A pass that is one closure over its options.
struct ClosurePass {
    name: &'static str,
    f: PassFn,
}

impl Pass for ClosurePass {
    fn name(&self) -> &'static str {
        self.name
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        (self.f)(ctx, op).map_err(|d| vec![d])
    }
}

/// `arith-emulate-wide-int` / `memref-emulate-wide-int`.
struct WideIntPass {
    name: &'static str,
    widest: u32,
    memrefs: bool,
}

impl Pass for WideIntPass {
    fn name(&self) -> &'static str {
        self.name
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        super::arith::emulate_wide_int::run(ctx, op, self.widest, self.memrefs)
    }
}

/// `arith-int-narrowing`.
struct IntNarrowingPass(Vec<u32>);

impl Pass for IntNarrowingPass {
    fn name(&self) -> &'static str {
        "arith-int-narrowing"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        super::arith::int_narrowing::run(ctx, op, &self.0)
    }
}

/// `scf-for-loop-peeling{peel-front skip-partial}`.
struct PeelingPass(bool, bool);

impl Pass for PeelingPass {
    fn name(&self) -> &'static str {
        "scf-for-loop-peeling"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        super::scf_peeling::peeling_pass(ctx, op, self.0, self.1).map_err(|d| vec![d])
    }
}

/// `scf-parallel-loop-tiling{parallel-loop-tile-sizes no-min-max-bounds}`.
struct TilingPass(Vec<i64>, bool);

impl Pass for TilingPass {
    fn name(&self) -> &'static str {
        "scf-parallel-loop-tiling"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        super::scf_parallel::tiling_pass(ctx, op, &self.0, self.1).map_err(|d| vec![d])
    }
}

/// `convert-vector-to-llvm`.
struct VectorPass(super::vector::VectorToLlvmOptions);

impl Pass for VectorPass {
    fn name(&self) -> &'static str {
        "convert-vector-to-llvm"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        super::vector::convert_vector_to_llvm(ctx, op, self.0).map_err(|d| vec![d])
    }
}

/// `lower-vector-multi-reduction`.
struct MultiReductionPass(super::vector::multi_reduction::Strategy);

impl Pass for MultiReductionPass {
    fn name(&self) -> &'static str {
        "lower-vector-multi-reduction"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        super::vector::multi_reduction::lower_multi_reductions(ctx, op, self.0);
        Ok(())
    }
}

/// `convert-vector-to-scf`.
struct VectorToScfPass(super::vector::to_scf::VectorToScfOptions);

impl Pass for VectorToScfPass {
    fn name(&self) -> &'static str {
        "convert-vector-to-scf"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        super::vector::to_scf::convert_vector_to_scf(ctx, op, self.0);
        Ok(())
    }
}
