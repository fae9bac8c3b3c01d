//! The IR printing of upstream's pass manager (`--mlir-print-ir-before-all`, `-after-all`,
//! `-before=<passes>`, `-after=<passes>`, `-after-change`, `-after-failure`, `-module-scope`): the IR a pass
//! runs on, dumped on stderr before and after it, under a banner naming the pass as upstream's
//! `Pass::getName()` does (`// -----// IR Dump After CSE (cse) //----- //`). The dumps go to the
//! context's diagnostic sink as [`Severity::Output`] entries, so that they come out in order with
//! the diagnostics the passes emit.

use crate::diag::{DiagLoc, Diagnostic, Severity};
use crate::ir::{Context, OpId};
use crate::print::PrintFlags;

/// Which dumps to print, and how.
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// `--mlir-print-ir-before-all`.
    pub before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub after_all: bool,
    /// `--mlir-print-ir-before=<passes>`: the arguments of the passes dumped before.
    pub before: Vec<String>,
    /// `--mlir-print-ir-after=<passes>`: the arguments of the passes dumped after.
    pub after: Vec<String>,
    /// `--mlir-print-ir-after-change`: an "after" dump only where the pass changed the IR.
    pub after_change: bool,
    /// `--mlir-print-ir-after-failure`: "after" dumps only of passes that fail.
    pub after_failure: bool,
    /// `--mlir-print-ir-module-scope`: the top-level op is printed, whatever op the pass ran on.
    pub module_scope: bool,
    /// The printing flags of the command line.
    pub flags: PrintFlags,
}

impl IrPrinting {
    /// Whether any dump is asked for.
    pub fn is_on(&self) -> bool {
        self.prints_before_any() || self.prints_after_any()
    }
    fn prints_before_any(&self) -> bool {
        self.before_all || !self.before.is_empty()
    }
    fn prints_after_any(&self) -> bool {
        self.after_all || self.after_failure || !self.after.is_empty()
    }
    pub(crate) fn before(&self, pass: &str) -> bool {
        self.before_all || self.before.iter().any(|p| p == pass)
    }
    /// Whether the dump after `pass` is printed (when it fails: always, if any after dump is).
    pub(crate) fn after(&self, pass: &str) -> bool {
        self.after_all || self.after_failure || self.after.iter().any(|p| p == pass)
    }
    /// The text a pass's change is detected by (the op printed generically, with locations).
    pub(crate) fn fingerprint(&self, ctx: &Context, op: OpId) -> Option<String> {
        let flags = PrintFlags {
            generic: true,
            debuginfo: true,
            local_scope: true,
            ..PrintFlags::default()
        };
        self.after_change
            .then(|| crate::print::ops::print_operation(ctx, op, flags))
    }
}

/// Adds the dump of the IR `pass` ran (or will run) on to the context's sink: `when` is `Before`,
/// `After` or `After ... Failed`.
pub(crate) fn dump(ctx: &mut Context, op: OpId, when: Dump, pass: &str, printing: &IrPrinting) {
    let class = pass_class_name(pass);
    let mut text = match when {
        Dump::Before => format!("// -----// IR Dump Before {class} ({pass})"),
        Dump::After => format!("// -----// IR Dump After {class} ({pass})"),
        Dump::Failed => format!("// -----// IR Dump After {class} Failed ({pass})"),
    };
    let shown = if printing.module_scope {
        text.push_str(&format!(" ('{}' operation", ctx.op_name(op)));
        if let Some(name) = crate::ods::prop(ctx, op, "sym_name")
            .or_else(|| ctx.get_attr(op, "sym_name"))
            .and_then(|a| ctx.as_str_attr(a))
        {
            text.push_str(&format!(": @{}", String::from_utf8_lossy(name)));
        }
        text.push(')');
        let mut top = op;
        while let Some(p) = ctx.parent_op(top) {
            top = p;
        }
        top
    } else {
        op
    };
    text.push_str(" //----- //\n");
    text.push_str(&crate::print::ops::print_operation(
        ctx,
        shown,
        printing.flags,
    ));
    text.push_str("\n\n");
    ctx.diagnostics.emit(Diagnostic {
        severity: Severity::Output,
        loc: DiagLoc::Unknown,
        message: text,
        notes: vec![],
    });
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dump {
    Before,
    After,
    Failed,
}

/// The name a dump gives a pass: upstream's `Pass::getName()` (its TableGen record's name), else
/// the flag name.
pub fn pass_class_name(flag: &str) -> &str {
    PASS_CLASS_NAMES
        .binary_search_by(|(f, _)| (*f).cmp(flag))
        .map_or(flag, |i| PASS_CLASS_NAMES[i].1)
}

/// Flag name → upstream's pass name (the `def` of its `Passes.td`), sorted by flag name.
const PASS_CLASS_NAMES: &[(&str, &str)] = &[
    ("affine-expand-index-ops", "AffineExpandIndexOps"),
    ("affine-loop-coalescing", "LoopCoalescing"),
    (
        "affine-loop-invariant-code-motion",
        "AffineLoopInvariantCodeMotion",
    ),
    ("affine-loop-normalize", "AffineLoopNormalize"),
    ("affine-loop-tile", "AffineLoopTiling"),
    ("affine-loop-unroll", "AffineLoopUnroll"),
    ("affine-loop-unroll-jam", "AffineLoopUnrollAndJam"),
    ("affine-parallelize", "AffineParallelize"),
    (
        "affine-pipeline-data-transfer",
        "AffinePipelineDataTransfer",
    ),
    ("affine-scalrep", "AffineScalarReplacement"),
    ("affine-simplify-structures", "SimplifyAffineStructures"),
    ("affine-super-vectorize", "AffineVectorize"),
    (
        "arith-emulate-unsupported-floats",
        "ArithEmulateUnsupportedFloats",
    ),
    ("arith-emulate-wide-int", "ArithEmulateWideInt"),
    ("arith-expand", "ArithExpandOpsPass"),
    ("arith-int-narrowing", "ArithIntNarrowing"),
    ("canonicalize", "Canonicalizer"),
    ("control-flow-sink", "ControlFlowSink"),
    ("convert-arith-to-llvm", "ArithToLLVMConversionPass"),
    ("convert-cf-to-llvm", "ConvertControlFlowToLLVMPass"),
    ("convert-complex-to-libm", "ConvertComplexToLibm"),
    ("convert-complex-to-llvm", "ConvertComplexToLLVMPass"),
    ("convert-complex-to-standard", "ConvertComplexToStandard"),
    ("convert-func-to-llvm", "ConvertFuncToLLVMPass"),
    ("convert-index-to-llvm", "ConvertIndexToLLVMPass"),
    ("convert-math-to-funcs", "ConvertMathToFuncs"),
    ("convert-math-to-libm", "ConvertMathToLibm"),
    ("convert-math-to-llvm", "ConvertMathToLLVMPass"),
    ("convert-scf-to-cf", "SCFToControlFlow"),
    ("convert-to-llvm", "ConvertToLLVMPass"),
    ("convert-ub-to-llvm", "UBToLLVMConversionPass"),
    ("convert-vector-to-llvm", "ConvertVectorToLLVMPass"),
    ("convert-vector-to-scf", "ConvertVectorToSCF"),
    ("cse", "CSE"),
    (
        "duplicate-function-elimination",
        "DuplicateFunctionEliminationPass",
    ),
    (
        "ensure-debug-info-scope-on-llvm-func",
        "DIScopeForLLVMFuncOp",
    ),
    ("expand-realloc", "ExpandRealloc"),
    ("expand-strided-metadata", "ExpandStridedMetadata"),
    (
        "finalize-memref-to-llvm",
        "FinalizeMemRefToLLVMConversionPass",
    ),
    (
        "generate-runtime-verification",
        "GenerateRuntimeVerification",
    ),
    ("inline", "Inliner"),
    ("int-range-optimizations", "ArithIntRangeOpts"),
    ("llvm-add-comdats", "LLVMAddComdats"),
    ("llvm-legalize-for-export", "LLVMLegalizeForExport"),
    ("llvm-request-c-wrappers", "LLVMRequestCWrappers"),
    ("loop-invariant-code-motion", "LoopInvariantCodeMotion"),
    ("lower-affine", "ConvertAffineToStandard"),
    ("lower-vector-mask", "LowerVectorMaskPass"),
    ("lower-vector-multi-reduction", "LowerVectorMultiReduction"),
    ("math-legalize-to-f32", "MathLegalizeToF32"),
    ("math-uplift-to-fma", "MathUpliftToFMA"),
    ("mem2reg", "Mem2Reg"),
    ("memref-emulate-wide-int", "MemRefEmulateWideInt"),
    ("memref-expand", "ExpandOps"),
    ("print-ir", "PrintIRPass"),
    ("print-op-stats", "PrintOpStats"),
    ("reconcile-unrealized-casts", "ReconcileUnrealizedCasts"),
    ("sccp", "SCCP"),
    ("scf-for-loop-peeling", "SCFForLoopPeeling"),
    ("scf-for-loop-range-folding", "SCFForLoopRangeFolding"),
    ("scf-for-loop-specialization", "SCFForLoopSpecialization"),
    ("scf-for-to-while", "SCFForToWhileLoop"),
    ("scf-forall-to-for", "SCFForallToForLoop"),
    ("scf-parallel-loop-fusion", "SCFParallelLoopFusion"),
    (
        "scf-parallel-loop-specialization",
        "SCFParallelLoopSpecialization",
    ),
    ("scf-parallel-loop-tiling", "SCFParallelLoopTiling"),
    ("set-llvm-module-datalayout", "SetLLVMModuleDataLayoutPass"),
    ("snapshot-op-locations", "LocationSnapshot"),
    ("sroa", "SROA"),
    ("strip-debuginfo", "StripDebugInfo"),
    ("symbol-dce", "SymbolDCE"),
    ("symbol-privatize", "SymbolPrivatize"),
    ("transform-interpreter", "InterpreterPass"),
    ("view-op-graph", "ViewOpGraph"),
];

#[cfg(test)]
mod tests {
    #[test]
    fn class_names_sorted() {
        assert!(super::PASS_CLASS_NAMES.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(super::pass_class_name("cse"), "CSE");
        assert_eq!(super::pass_class_name("no-such"), "no-such");
    }
}
