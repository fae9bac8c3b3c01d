//! Pass infrastructure: the `Pass` trait, a registry of passes by their upstream flag names, textual
//! pipelines (`builtin.module(func.func(pass{opt=v}))`) and the flag form (`--pass=opt=v opt2=w`).

pub mod ir_printing;
pub mod options;
pub mod pipeline;
pub mod registry;
pub mod unique_names;

use crate::dialect::builtin::ModuleOp;
pub use ir_printing::IrPrinting;
pub use options::PassOptions;
pub use pipeline::{parse_pipeline, PipelineElement};
pub use registry::{PassInfo, Registry};

use crate::diag::Diagnostic;
use crate::ir::{Context, OpId};

/// A transformation on the IR nested under one op (MLIR's `OperationPass`).
pub trait Pass: Send {
    /// The flag name (`convert-func-to-llvm`).
    fn name(&self) -> &'static str;
    /// Runs on `op`; errors are reported as diagnostics and fail the pipeline.
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>>;
}

/// A pipeline ready to run: passes, each anchored on ops of a given name nested under the root.
pub enum Scheduled {
    Pass(Box<dyn Pass>),
    /// Run `inner` on every op named `op_name` directly nested in the current op's regions.
    Nested {
        op_name: String,
        inner: Vec<Scheduled>,
    },
}

/// Builds the runnable pipeline from parsed elements, resolving pass names against `registry`.
pub fn instantiate(
    registry: &Registry,
    elements: &[PipelineElement],
) -> Result<Vec<Scheduled>, String> {
    elements
        .iter()
        .map(|e| match e {
            PipelineElement::Pass { name, options } => {
                let info = registry.lookup(name).ok_or_else(|| {
                    format!("'{name}' does not refer to a registered pass or pass pipeline")
                })?;
                let opts = PassOptions::parse(options, info)?;
                (info.create)(&opts).map(Scheduled::Pass)
            }
            PipelineElement::Nested { op_name, elements } => Ok(Scheduled::Nested {
                op_name: op_name.clone(),
                inner: instantiate(registry, elements)?,
            }),
        })
        .collect()
}

/// What `-dump-pass-pipeline` prints for `elements` run on a `root` op: `Pass Manager with N
/// passes:` and the pipeline as upstream prints it, `root(pass{opt=value ...},...)`. Every option
/// of a pass is printed, in name order, with its value or its default (an empty list prints
/// nothing); a pass restricted to another op than its parent's is nested under that op, as
/// `mlir-opt` nests pass flags.
pub fn dump_text(
    registry: &Registry,
    root: &str,
    elements: &[PipelineElement],
) -> Result<String, String> {
    let mut items = vec![];
    for e in elements {
        items.push(element_text(registry, root, e)?);
    }
    Ok(format!(
        "Pass Manager with {} passes:\n{root}({})\n\n",
        items.len(),
        items.join(",")
    ))
}

fn element_text(registry: &Registry, parent: &str, e: &PipelineElement) -> Result<String, String> {
    match e {
        PipelineElement::Nested { op_name, elements } => {
            let inner = elements
                .iter()
                .map(|e| element_text(registry, op_name, e))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(format!("{op_name}({})", inner.join(",")))
        }
        PipelineElement::Pass { name, options } => {
            let info = registry.lookup(name).ok_or_else(|| {
                format!("'{name}' does not refer to a registered pass or pass pipeline")
            })?;
            let given = PassOptions::parse(options, info)?;
            let mut text = name.clone();
            if !info.options.is_empty() {
                let mut opts: Vec<&registry::PassOptionInfo> = info.options.iter().collect();
                opts.sort_by_key(|o| o.name);
                let shown: Vec<String> = opts
                    .iter()
                    .map(|o| {
                        let value = given.get(o.name).unwrap_or(o.default);
                        match o.kind {
                            registry::OptionKind::List if value.is_empty() => String::new(),
                            registry::OptionKind::Bool => {
                                format!("{}={}", o.name, given.bool(o.name, value == "true"))
                            }
                            _ => format!("{}={value}", o.name),
                        }
                    })
                    .collect();
                text = format!("{text}{{{}}}", shown.join(" "));
            }
            Ok(match info.anchor {
                Some(anchor) if anchor != parent => format!("{anchor}({text})"),
                _ => text,
            })
        }
    }
}

/// The passes of a pipeline written as `mlir-opt --pass-pipeline` takes it
/// (`builtin.module(func.func(pass{opt=v}), pass)`), anchored on the op it will run on: the elements
/// inside the outermost anchor, which must be `builtin.module` or `any`. A pipeline that names an
/// unknown pass or holds no pass at all is an error (it would silently do nothing).
pub fn parse_anchored_pipeline(
    registry: &Registry,
    text: &str,
) -> Result<(Vec<PipelineElement>, Vec<Scheduled>), String> {
    let root = parse_pipeline(text).map_err(|e| format!("invalid pass pipeline '{text}': {e}"))?;
    let PipelineElement::Nested {
        op_name,
        elements: inner,
    } = root
    else {
        return Err(format!("invalid pass pipeline '{text}'"));
    };
    if op_name != ModuleOp::NAME && op_name != "any" {
        return Err(format!(
            "can't add pass pipeline anchored on '{op_name}' to the top-level '{}'",
            ModuleOp::NAME
        ));
    }
    let scheduled = instantiate(registry, &inner)?;
    if !has_pass(&scheduled) {
        return Err(format!("pass pipeline '{text}' holds no pass"));
    }
    Ok((inner, scheduled))
}

/// True if the pipeline holds at least one pass (anchors alone do nothing).
pub fn has_pass(s: &[Scheduled]) -> bool {
    s.iter().any(|e| match e {
        Scheduled::Pass(_) => true,
        Scheduled::Nested { inner, .. } => has_pass(inner),
    })
}

/// Runs a pipeline on `root`; stops at the first failing pass. With `verify`, the op a pass ran on is
/// verified after the pass (as mlir-opt's `--verify-each`, on by default); a pass that leaves invalid IR
/// fails the pipeline with the verifier's diagnostics.
pub fn run_pipeline(
    ctx: &mut Context,
    root: OpId,
    pipeline: &mut [Scheduled],
    verify: bool,
) -> Result<(), Vec<Diagnostic>> {
    run_pipeline_printing(ctx, root, pipeline, verify, &IrPrinting::default())
}

/// [`run_pipeline`] with the IR dumps `printing` asks for ([`ir_printing`]), in the context's
/// diagnostic sink. When a pass fails and a dump follows, the failure's diagnostics go to the sink
/// ahead of the dump (and the error returned is empty), so that they are reported in upstream's order.
pub fn run_pipeline_printing(
    ctx: &mut Context,
    root: OpId,
    pipeline: &mut [Scheduled],
    verify: bool,
    printing: &IrPrinting,
) -> Result<(), Vec<Diagnostic>> {
    use ir_printing::{dump, Dump};
    for s in pipeline.iter_mut() {
        match s {
            Scheduled::Pass(p) => {
                let name = p.name();
                if printing.before(name) {
                    dump(ctx, root, Dump::Before, name, printing);
                }
                let fingerprint = printing.fingerprint(ctx, root);
                let mut ran = p.run(ctx, root);
                if ran.is_ok() && verify {
                    let errs = crate::verify::verify(ctx, root);
                    if !errs.is_empty() {
                        ran = Err(errs);
                    }
                }
                match ran {
                    Err(errs) if printing.after(name) => {
                        for d in errs {
                            ctx.diagnostics.emit(d);
                        }
                        dump(ctx, root, Dump::Failed, name, printing);
                        return Err(vec![]);
                    }
                    Err(errs) => return Err(errs),
                    Ok(()) => {}
                }
                let changed = fingerprint
                    .is_none_or(|f| printing.fingerprint(ctx, root).is_some_and(|now| now != f));
                if printing.after(name) && !printing.after_failure && changed {
                    dump(ctx, root, Dump::After, name, printing);
                }
            }
            Scheduled::Nested { op_name, inner } => {
                let mut targets = vec![];
                for &r in &ctx.ops[root].regions {
                    for b in ctx.region_blocks(r) {
                        for op in ctx.block_ops(b) {
                            if ctx.op_name(op) == op_name {
                                targets.push(op);
                            }
                        }
                    }
                }
                for t in targets {
                    run_pipeline_printing(ctx, t, inner, verify, printing)?;
                }
            }
        }
    }
    Ok(())
}
