//! `irbridge roundtrip IN`: translates back and forth until the texts stop changing, and shows the
//! first divergence as a unified diff.
//!
//! * `.mlir` (the `llvm` dialect): MLIR₀ → LL₁ → MLIR₂ → LL₃ → MLIR₄. LL₁ must equal LL₃ (the export of
//!   what import made of our own export) and MLIR₂ must equal MLIR₄ (import is a fixpoint on its own
//!   output).
//! * `.ll` / `.bc`: LL₀ → MLIR₁ → LL₂ → MLIR₃. LL₀ must equal LL₂ and MLIR₁ must equal MLIR₃.
//!
//! LLVM IR texts are compared after normalisation by LLVM itself (parsed and printed again, the module
//! id and source file name dropped) — what `llvm-as | llvm-dis` does — up to the listed losses of
//! `crate::normalize::LOSSES` (what the `llvm` dialect cannot carry), each reported when used. With
//! `--oracle DIR`, upstream 19's `mlir-translate` from DIR runs on the same texts: its export of MLIR₀
//! (or of MLIR₁) must equal ours, and its own round trip must show every loss we ignored.
//!
//! MLIR outside the `llvm` dialect is lowered first (`lower-affine`, `convert-scf-to-cf`,
//! `convert-to-llvm`, `reconcile-unrealized-casts`, or `--pass-pipeline`), as a user would before
//! translating; MLIR₀ is the lowered module.

use irbridge::diag::{DiagLoc, Diagnostic, SourceMgr};
use irbridge::dialect::builtin::ModuleOp;
use irbridge::driver::Chunk;
use irbridge::io::read_input;
use irbridge::pass::PipelineElement;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// What to do with MLIR that is not (all) in the `llvm` dialect.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lower {
    /// Lower when some op is outside the `llvm` dialect (and `builtin.module`).
    Auto,
    /// Always run the lowering pipeline first.
    Always,
    /// Never lower: non-`llvm` ops are a translation error, as in `mlir-translate`.
    Never,
}

/// The pipeline a user would run before translating: the structured dialects (`affine`, `scf`) that
/// `convert-to-llvm` does not cover to `cf`/`arith`/`memref`, `vector` (which `convert-to-llvm` does
/// not cover either, as upstream 19's) to `llvm`, every other dialect to `llvm`, then the casts
/// between converted and unconverted values resolved. The first two change nothing in a module
/// without affine or scf ops; `convert-vector-to-llvm` also folds what its greedy patterns fold.
pub const LOWERING_PIPELINE: [&str; 5] = [
    "lower-affine",
    "convert-scf-to-cf",
    "convert-vector-to-llvm",
    "convert-to-llvm",
    "reconcile-unrealized-casts",
];

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct RoundtripArgs {
    /// `.mlir` (any dialect irbridge lowers, or the llvm dialect), or `.ll` / `.bc`.
    #[arg(value_name = "INPUT")]
    pub input: String,
    /// Also compare with upstream 19's mlir-translate found in DIR (e.g. /usr/lib/llvm-19/bin).
    #[arg(long, value_name = "DIR")]
    pub oracle: Option<PathBuf>,
    /// Split the input on `// -----` lines (`; // -----` in LLVM IR) and round-trip each chunk.
    #[arg(long)]
    pub split_input_file: bool,
    /// Lower MLIR to the llvm dialect first (`lower-affine`, `convert-scf-to-cf`,
    /// `convert-vector-to-llvm`, `convert-to-llvm`, `reconcile-unrealized-casts`).
    #[arg(long, value_enum, default_value_t = Lower::Auto)]
    pub lower: Lower,
    /// Lower with this pipeline (`builtin.module(...)`, upstream's syntax) instead of
    /// `lower-affine,convert-scf-to-cf,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts`;
    /// implies lowering.
    #[arg(long, value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,
    /// Accept ops of unknown dialects when parsing (they still cannot be translated).
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
    /// Print every intermediate text.
    #[arg(long)]
    pub verbose: bool,
}

const AFTER_HELP: &str = "\
Steps:
  .mlir       MLIR0 -> LL1 -> MLIR2 -> LL3 -> MLIR4; LL1 == LL3 and MLIR2 == MLIR4 must hold.
  .ll / .bc   LL0 -> MLIR1 -> LL2 -> MLIR3; LL0 == LL2 and MLIR1 == MLIR3 must hold.
LLVM IR is compared after LLVM itself parsed and printed it (what `llvm-as | llvm-dis` gives).

MLIR outside the llvm dialect (func, arith, cf, memref, index, complex, math, ub, affine, scf,
vector) is first lowered the way a user would before translating: --lower-affine
--convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
(--lower=auto, the default; the report says 'lowered'). MLIR0 is then the lowered module.
--lower=never translates the input as it is, like mlir-translate (non-llvm ops are an error).

Ignored differences (LLVM IR -> MLIR -> LLVM IR only; each is said as an 'ignored:' line when it
was needed, and with --oracle upstream 19's own round trip of the same text must show it too):
  value-names              names of local values and blocks (MLIR values have none)
  unreachable-blocks       blocks unreachable from the entry (the import drops them)
  assignment-tracking      #dbg_assign records and !DIAssignID attachments (the import drops
                           them with a warning; upstream 19 refuses them, so with --oracle its
                           round trip runs on the input without them)
  unimported-debug-records debug records with an argument list, a kill location that is no
                           value, or on an invoke result whose block dominates none
  debug-record-placement   where #dbg_value/#dbg_declare records are: the import places them as
                           upstream 19's processDebugIntrinsic (after the definition; after the
                           PHIs for PHIs; entry for arguments and constants; before the
                           terminator of the first dominated block for invoke results), keeping
                           the order of records sharing a point (upstream reverses it); applied
                           to the input only, and checked against upstream's round trip itself
                           up to that order
  phi-order                the order of a PHI's incoming values (block arguments have none)
  call-site-attributes     attributes of call/invoke instructions (llvm.call has none in 19)
  intrinsic-tail-calls     tail/musttail/notail on intrinsic calls (llvm.intr.* have no kind)
  intrinsic-declarations   where intrinsics are declared (the export declares them on first use)
  function-dso-local       dso_local on functions (upstream 19's import drops it)
  range-attributes         LLVM 19's range(...) attributes (MLIR 19 has none)
  trunc-flags              nuw/nsw on trunc (MLIR 19 has none)
  dead-on-unwind-writable  the dead_on_unwind and writable attributes (MLIR 19 has none)
  loop-identity            distinct !llvm.loop nodes with equal contents (the attribute is uniqued)
  value-metadata           !range, !nonnull, !noundef, !align, !dereferenceable on instructions
  switch-edge-blocks       the block an export adds for a second switch edge to one block
  invoke-result-blocks     the block the import adds where a PHI takes an invoke's own result
  constant-folding         instructions with constant operands (the export's IRBuilder folds them)
  unroll-runtime-disable   llvm.loop.unroll.runtime.disable written with an i1 (LLVM reads presence)
  phi-locations            !dbg on PHIs (block arguments get no location in the export)
  loop-call-site-locations inlined locations among a loop ID's start/end locations
  debug-info-fields        DI fields and nodes MLIR 19's DI attributes lack (checksums, subprogram
                           flags and retained nodes, member scopes/files/lines, enumerators,
                           identifiers, flags it cannot name, unit fields, ...)
  debug-info-identity      distinct DIGlobalVariable/DILexicalBlock(File) nodes with equal
                           contents (MLIR 19's attributes for them have no identity)
  module-flags             !llvm.module.flags and !llvm.ident (MLIR 19 has no module flags)
MLIR1 == MLIR3 is checked up to what the export cannot write back, as upstream 19's (its export of
MLIR1 is checked to be ours): locations of block arguments other than function arguments
(block-argument-locations), and a loop annotation's end location alone, which comes back as the
start (loop-end-location).
With --oracle, irbridge's export is compared with upstream's up to exact/disjoint/nneg, which
irbridge keeps (as isExact/isDisjoint/nonNeg) and upstream 19's export drops, and up to
`bitcast (i128 ... to ppc_fp128)`, which irbridge's export folds into the constant of those bits.

Output: one report per chunk ('ok'/'DIFF' per comparison, 'fixpoint' at the end, or 'FAIL' when a
step fails, with its diagnostics on stderr as file:line:col: error: message). Exit code 0 when
every chunk reached a fixpoint, 1 otherwise.";

pub use crate::normalize::normalize_ll;
use crate::normalize::{
    changes, debug_records_sorted_at_each_point, normalize_ll_with, without_losses,
    without_symmetric, Loss,
};

fn diff(a_name: &str, a: &str, b_name: &str, b: &str) -> String {
    similar::TextDiff::from_lines(a, b)
        .unified_diff()
        .context_radius(3)
        .header(a_name, b_name)
        .to_string()
}

/// Compares two texts; a difference is reported as a diff and makes the run fail.
fn same(report: &mut Report, what: &str, a_name: &str, a: &str, b_name: &str, b: &str) {
    if a == b {
        report.lines.push(format!("ok    {what}"));
    } else {
        report.ok = false;
        report
            .lines
            .push(format!("DIFF  {what}\n{}", diff(a_name, a, b_name, b)));
    }
}

struct Report {
    ok: bool,
    lines: Vec<String>,
}

/// Runs upstream's `mlir-translate FLAG` from `dir` on `text` and returns its stdout.
fn upstream_translate(
    dir: &Path,
    flag: &str,
    suffix: &str,
    text: &[u8],
    unregistered: bool,
) -> Result<Vec<u8>, String> {
    upstream_translate_with(dir, &[flag], suffix, text, unregistered)
}

/// [`upstream_translate`] with several flags (the first names the translation).
fn upstream_translate_with(
    dir: &Path,
    flags: &[&str],
    suffix: &str,
    text: &[u8],
    unregistered: bool,
) -> Result<Vec<u8>, String> {
    let flag = flags[0];
    let tmp = tempfile::Builder::new()
        .suffix(suffix)
        .tempfile()
        .map_err(|e| e.to_string())?;
    std::fs::write(tmp.path(), text).map_err(|e| e.to_string())?;
    let tool = dir.join("mlir-translate");
    let mut cmd = Command::new(&tool);
    cmd.args(flags).arg(tmp.path());
    if unregistered {
        cmd.arg("--allow-unregistered-dialect");
    }
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run '{}': {e}", tool.display()))?;
    if !out.status.success() {
        return Err(format!(
            "upstream mlir-translate {flag} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(out.stdout)
}

/// Upstream's export of `mlir`, normalised.
fn upstream_export(dir: &Path, mlir: &str, unregistered: bool) -> Result<String, String> {
    normalize_ll(&upstream_translate(
        dir,
        "--mlir-to-llvmir",
        ".mlir",
        mlir.as_bytes(),
        unregistered,
    )?)
}

/// Upstream's own round trip of LLVM IR (`--import-llvm`, then `--mlir-to-llvmir`), normalised. The
/// import is printed with its locations, as irbridge's is for modules with debug information (without
/// them the export has no subprograms and writes no debug information at all).
fn upstream_roundtrip(dir: &Path, ll: &[u8]) -> Result<String, String> {
    let flags = ["--import-llvm", "--mlir-print-debuginfo"];
    let mlir = upstream_translate_with(dir, &flags, ".ll", ll, false)?;
    upstream_export(dir, &String::from_utf8_lossy(&mlir), false)
}

/// Compares the two sides of an LL → MLIR → LL round trip (`input` is what went in, `output` what
/// came back, both normalised) with the tolerated [`LOSSES`](crate::normalize::LOSSES) removed from
/// both (the input-only ones from `input` alone). Each loss that changed a side is reported as
/// "ignored"; with an oracle, upstream's own round trip of `raw` must show the same loss (change under
/// it exactly when our output does; for an input-only loss, give the same function bodies as ours),
/// otherwise the difference is ours and the run fails.
#[allow(clippy::too_many_arguments)]
fn same_but_losses(
    r: &mut Report,
    oracle: Option<&Path>,
    raw: &[u8],
    what: &str,
    in_name: &str,
    input: &str,
    out_name: &str,
    output: &str,
) -> Result<(), StepError> {
    let (a, b, fired) =
        without_losses(input, output).map_err(|e| StepError(format!("{what}: {e}\n")))?;
    for l in &fired {
        r.lines.push(format!("ignored: {}: {}", l.name, l.why));
    }
    if let (Some(dir), false) = (oracle, fired.is_empty()) {
        // Upstream 19 refuses assignment tracking: its round trip runs without it.
        let refused: Vec<&Loss> = fired
            .iter()
            .copied()
            .filter(|l| l.name == "assignment-tracking")
            .collect();
        let raw = match refused.is_empty() {
            true => Ok(raw.to_vec()),
            false => normalize_ll_with(raw, &refused).map(String::into_bytes),
        };
        match raw.and_then(|raw| upstream_roundtrip(dir, &raw)) {
            Ok(up) => {
                for l in &fired {
                    if refused.iter().any(|x| x.name == l.name) {
                        r.lines.push(format!(
                            "ok    upstream's round trip ran on the input without {} (upstream 19 \
                             refuses it)",
                            l.name
                        ));
                        continue;
                    }
                    if l.input_only {
                        // What the import does, which is not idempotent: upstream's round trip
                        // must give the function bodies ours gives (up to the other losses, the
                        // flags upstream's export drops and, where records moved, the order of
                        // records sharing a point, which upstream reverses).
                        let placed = fired.iter().any(|l| l.name == "debug-record-placement");
                        let body = |t: &str| -> Result<String, String> {
                            let mut t = without_symmetric(t, &fired)?;
                            if placed {
                                t = debug_records_sorted_at_each_point(&t)?;
                            }
                            Ok(without_ignored_flags(&bodies(&t)))
                        };
                        let same = body(&up).and_then(|t| Ok(t == body(output)?));
                        if let Ok(true) = same {
                            r.lines.push(format!(
                                "ok    upstream's round trip gives the same {}",
                                l.name
                            ));
                        } else {
                            r.ok = false;
                            r.lines.push(format!(
                                "FAIL  upstream's round trip differs from ours where {} applies: \
                                 not a tolerated loss here",
                                l.name
                            ));
                        }
                        continue;
                    }
                    let theirs = changes(l, &up);
                    let ours = changes(l, output);
                    match (theirs, ours) {
                        (Ok(t), Ok(o)) if t == o => r.lines.push(format!(
                            "ok    upstream's round trip has the same {}",
                            l.name
                        )),
                        _ => {
                            r.ok = false;
                            r.lines.push(format!(
                                "FAIL  upstream's round trip differs in {}: not a tolerated loss here",
                                l.name
                            ));
                        }
                    }
                }
            }
            Err(e) => {
                r.ok = false;
                r.lines.push(format!(
                    "FAIL  the ignored losses cannot be checked: upstream's round trip fails: {e}"
                ));
            }
        }
    }
    same(r, what, in_name, &a, out_name, &b);
    Ok(())
}

/// `mlir` (the import's text, with debug information) parsed and printed again, with every block
/// argument but function arguments located `loc(unknown)` if `strip`; `None` if irbridge cannot
/// read it back.
fn reprinted(mlir: &str, strip: bool) -> Option<String> {
    use irbridge::ir::ValueDef;
    let mut ctx = irbridge::ir::Context::new();
    let module = irbridge::parse::ops::parse_source(&mut ctx, "<mlir>", mlir.as_bytes(), 0).ok()?;
    let unknown = ctx.unknown_loc();
    let args: Vec<_> = ctx
        .values
        .iter()
        .filter(|(_, v)| matches!(v.def, ValueDef::BlockArg { .. }) && v.loc.is_some())
        .map(|(id, _)| id)
        .collect();
    for v in args.into_iter().filter(|_| strip) {
        // Function arguments keep theirs (the export writes them as the subprogram's).
        let ValueDef::BlockArg { block, .. } = ctx.values[v].def else {
            continue;
        };
        let entry = ctx.blocks[block]
            .parent
            .is_some_and(|r| ctx.regions[r].first == Some(block));
        if !entry {
            ctx.values[v].loc = Some(unknown);
        }
    }
    let flags = irbridge::print::PrintFlags {
        generic: false,
        debuginfo: true,
        local_scope: false,
        ..Default::default()
    };
    Some(irbridge::print::ops::print_module(&ctx, module, flags))
}

/// A `#llvm.loop_annotation<...>` with an end location and no start location written with it as
/// the start location: the export writes the one location, which LLVM reads as the start (as
/// upstream 19's round trip does).
fn loop_end_location_as_start(mlir: &str) -> String {
    let mut out = String::with_capacity(mlir.len());
    for l in mlir.lines() {
        match l.find("#llvm.loop_annotation<") {
            Some(at) if l[at..].contains("endLoc = ") && !l[at..].contains("startLoc = ") => {
                out.push_str(&l[..at]);
                out.push_str(&l[at..].replacen("endLoc = ", "startLoc = ", 1));
            }
            _ => out.push_str(l),
        }
        out.push('\n');
    }
    out
}

/// MLIR₁ == MLIR₃ up to what the export cannot write back (as upstream 19's, whose export of MLIR₁
/// the upstream comparison checks is ours): locations of block arguments other than function
/// arguments (PHIs get none), and an end location alone in a loop annotation (it is written as the
/// only location, which reads as the start). Each is reported as "ignored" when it was needed.
fn same_but_block_arg_locations(r: &mut Report, mlir1: &str, mlir3: &str) {
    if mlir1 != mlir3 {
        let (l1, l3) = (
            loop_end_location_as_start(mlir1),
            loop_end_location_as_start(mlir3),
        );
        let mut fired = vec![];
        if l1 != mlir1 || l3 != mlir3 {
            fired.push(
                "ignored: loop-end-location: a loop annotation with an end location and no start \
                 location: the export writes the one location, which the import reads as the start \
                 (as upstream 19's)",
            );
        }
        let (mut a, mut b) = (l1, l3);
        // Both printed again by irbridge with and without the locations (the difference is the
        // loss; the texts stay as they are when irbridge cannot read them back).
        if let (Some(pa), Some(xa), Some(pb), Some(xb)) = (
            reprinted(&a, false),
            reprinted(&a, true),
            reprinted(&b, false),
            reprinted(&b, true),
        ) {
            if pa != xa || pb != xb {
                fired.push(
                    "ignored: block-argument-locations: locations of block arguments (PHIs): the \
                     export writes PHIs without one (as upstream 19's), so the import of its \
                     output has them unknown",
                );
                (a, b) = (xa, xb);
            }
        }
        if !fired.is_empty() {
            r.lines.extend(fired.into_iter().map(String::from));
            same(
                r,
                "MLIR1 == import(export(MLIR1))",
                "MLIR1",
                &a,
                "MLIR3",
                &b,
            );
            return;
        }
    }
    same(
        r,
        "MLIR1 == import(export(MLIR1))",
        "MLIR1",
        mlir1,
        "MLIR3",
        mlir3,
    );
}

/// The function definitions of a printed module (`define` to `}`), where debug records are.
fn bodies(text: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for l in text.lines() {
        inside |= l.starts_with("define ");
        if inside {
            out.push_str(l);
            out.push('\n');
        }
        inside &= l != "}";
    }
    out
}

/// One step's failure, its diagnostics already rendered.
struct StepError(String);

/// The input being round-tripped: the whole file (for rendering diagnostics) and one chunk of it.
struct Input<'a> {
    name: &'a str,
    file: &'a [u8],
    text: &'a [u8],
    line_offset: u32,
}

impl Input<'_> {
    /// Renders diagnostics located in the input file against the whole file, others against `extra`
    /// (an intermediate text named like `<import>`).
    fn render(&self, ds: &[Diagnostic], extra: Option<(&str, &[u8])>) -> StepError {
        let mut sm = SourceMgr::default();
        sm.add(self.name, self.file);
        if let Some((n, t)) = extra {
            sm.add(n, t);
        }
        StepError(ds.iter().map(|d| sm.render(d)).collect())
    }
}

/// MLIR text (named `name`, starting at `line_offset` of its file) to LLVM IR text.
fn mlir_to_ll(
    name: &str,
    mlir: &[u8],
    line_offset: u32,
    allow_unregistered: bool,
) -> Result<String, Vec<Diagnostic>> {
    irbridge_translate::translate_to_bytes(
        name,
        mlir,
        line_offset,
        allow_unregistered,
        irbridge_translate::Emit::Ll,
    )
    .map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// LLVM IR text or bitcode to MLIR text; positions in the diagnostics are moved by `line_offset`.
fn ll_to_mlir(name: &str, ll: &[u8], line_offset: u32) -> Result<String, Vec<Diagnostic>> {
    // With debug information, with locations (scoped op locations, subprograms); without, as
    // before (an export then locates ops in the printed text, as upstream's does).
    irbridge_import::from_bytes(name, ll, irbridge_import::ImportOptions::default())
        .map(|m| {
            m.print(irbridge::print::PrintFlags {
                generic: false,
                debuginfo: m.has_debug_info(),
                local_scope: false,
                ..Default::default()
            })
        })
        .map_err(|ds| {
            ds.into_iter()
                .map(|mut d| {
                    if let DiagLoc::File { line, .. } = &mut d.loc {
                        if *line > 0 {
                            *line += line_offset;
                        }
                    }
                    d
                })
                .collect()
        })
}

/// Whether the chunk holds an op outside the `llvm` dialect (other than modules).
fn needs_lowering(input: &Input<'_>, allow_unregistered: bool) -> Result<bool, StepError> {
    let mut ctx = irbridge::ir::Context::new();
    ctx.allow_unregistered = allow_unregistered;
    let module =
        irbridge::parse::ops::parse_source(&mut ctx, input.name, input.text, input.line_offset)
            .map_err(|d| input.render(&[d], None))?;
    let mut foreign = false;
    ctx.walk(module, |op| {
        let name = ctx.op_name(op);
        foreign |= !name.starts_with("llvm.") && name != ModuleOp::NAME;
    });
    Ok(foreign)
}

/// The passes of `--pass-pipeline` (the module's own), or [`LOWERING_PIPELINE`].
fn pipeline_elements(text: Option<&str>) -> Result<Vec<PipelineElement>, String> {
    let Some(text) = text else {
        return Ok(LOWERING_PIPELINE
            .iter()
            .map(|p| PipelineElement::Pass {
                name: p.to_string(),
                options: String::new(),
            })
            .collect());
    };
    match irbridge::pass::parse_pipeline(text) {
        Ok(PipelineElement::Nested { op_name, elements }) if op_name == ModuleOp::NAME => {
            Ok(elements)
        }
        Ok(_) => Err(format!(
            "--pass-pipeline '{text}' must be anchored on {}",
            ModuleOp::NAME
        )),
        Err(e) => Err(format!("invalid --pass-pipeline '{text}': {e}")),
    }
}

/// The chunk lowered by `--pass-pipeline` or [`LOWERING_PIPELINE`], printed with its locations so that a later
/// translation error still points into the input file.
fn lower(
    input: &Input<'_>,
    pipeline: Option<&str>,
    allow_unregistered: bool,
) -> Result<String, StepError> {
    let elements =
        pipeline_elements(pipeline).map_err(|e| StepError(format!("irbridge roundtrip: {e}\n")))?;
    let mut pipeline = irbridge::pass::instantiate(&irbridge_lower::REGISTRY, &elements)
        .map_err(|e| StepError(format!("irbridge roundtrip: {e}\n")))?;
    let mut ctx = irbridge::ir::Context::new();
    ctx.allow_unregistered = allow_unregistered;
    let module =
        irbridge::parse::ops::parse_source(&mut ctx, input.name, input.text, input.line_offset)
            .map_err(|d| input.render(&[d], None))?;
    let errs = irbridge::verify::verify(&ctx, module);
    if !errs.is_empty() {
        return Err(input.render(&errs, None));
    }
    irbridge::pass::run_pipeline(&mut ctx, module, &mut pipeline, true)
        .map_err(|ds| input.render(&ds, None))?;
    if let Some(d) = left_unlowered(&ctx, module) {
        return Err(input.render(&[d], None));
    }
    let flags = irbridge::print::PrintFlags {
        generic: false,
        debuginfo: true,
        local_scope: false,
        ..Default::default()
    };
    Ok(irbridge::print::ops::print_module(&ctx, module, flags))
}

/// An error when the lowering left ops outside the `llvm` dialect (their inputs have no LLVM IR
/// translation: tensors, unregistered ops, types with no LLVM equivalent), located at the first
/// such op, or at the nearest enclosing op with a location in the input when the op has none (the
/// casts a conversion inserts).
fn left_unlowered(ctx: &irbridge::ir::Context, module: irbridge::ir::OpId) -> Option<Diagnostic> {
    let mut left = vec![];
    ctx.walk(module, |op| {
        let name = ctx.op_name(op);
        if !name.starts_with("llvm.") && name != ModuleOp::NAME {
            left.push(op);
        }
    });
    let first = *left.first()?;
    let mut names: Vec<&str> = left.iter().map(|&o| ctx.op_name(o)).collect();
    names.sort_unstable();
    names.dedup();
    let mut at = Some(first);
    let mut loc = DiagLoc::Unknown;
    while let Some(op) = at {
        loc = irbridge::diag::diag_loc(ctx, ctx.ops[op].loc);
        if matches!(loc, DiagLoc::File { .. }) {
            break;
        }
        at = ctx.parent_op(op);
    }
    Some(Diagnostic::error(
        loc,
        format!(
            "the lowering leaves {} op(s) outside the llvm dialect ({}), which have no LLVM IR \
             translation",
            left.len(),
            names.join(", ")
        ),
    ))
}

fn run_steps(
    args: &RoundtripArgs,
    input: &Input<'_>,
    is_llvm_ir: bool,
) -> Result<Report, StepError> {
    let mut r = Report {
        ok: true,
        lines: vec![],
    };
    let norm =
        |what: &str, b: &[u8]| normalize_ll(b).map_err(|e| StepError(format!("{what}: {e}\n")));
    let show = |label: &str, text: &str| {
        if args.verbose {
            eprintln!("===== {label}\n{text}");
        }
    };
    // A later step's input is our own output: its diagnostics are rendered against it.
    let export = |name: &str, mlir: &str| {
        mlir_to_ll(name, mlir.as_bytes(), 0, false)
            .map_err(|ds| input.render(&ds, Some((name, mlir.as_bytes()))))
    };
    let import = |name: &str, ll: &str| {
        ll_to_mlir(name, ll.as_bytes(), 0)
            .map_err(|ds| input.render(&ds, Some((name, ll.as_bytes()))))
    };
    if is_llvm_ir {
        // The import first: it reports bad input at its position in the file.
        let mlir1 = ll_to_mlir(input.name, input.text, input.line_offset)
            .map_err(|ds| input.render(&ds, None))?;
        let ll0 = norm("input", input.text)?;
        show("MLIR1 = import(LL0)", &mlir1);
        let ll2 = norm(
            "export of the import",
            export("<import>", &mlir1)?.as_bytes(),
        )?;
        show("LL2 = export(MLIR1)", &ll2);
        same_but_losses(
            &mut r,
            args.oracle.as_deref(),
            input.text,
            "LL0 == export(import(LL0))",
            "LL0 (input, normalised)",
            &ll0,
            "LL2",
            &ll2,
        )?;
        // LL2 is normalised (no source_filename), and the export names its module
        // "LLVMDialectModule" as upstream's does: the import of LL2 gets LL0's source file name back
        // (the file's name when LL0 states none, as LLVM names a module), which names a file, not
        // code, and gives MLIR1 its module location.
        let named =
            crate::normalize::source_filename(input.text).unwrap_or_else(|| input.name.to_string());
        let ll2_named = format!("{}{ll2}", crate::normalize::source_filename_line(&named));
        let mlir3 = import("<export>", &ll2_named)?;
        same_but_block_arg_locations(&mut r, &mlir1, &mlir3);
        if let Some(dir) = &args.oracle {
            compare_upstream(
                &mut r,
                dir,
                "upstream export(MLIR1) == ours",
                &mlir1,
                &ll2,
                false,
            );
        }
        return Ok(r);
    }
    let lowered = match args.lower {
        Lower::Never => false,
        _ if args.pass_pipeline.is_some() => true,
        Lower::Always => true,
        Lower::Auto => needs_lowering(input, args.allow_unregistered_dialect)?,
    };
    let ll1 = if lowered {
        let pipeline = args.pass_pipeline.as_deref();
        let mlir0 = lower(input, pipeline, args.allow_unregistered_dialect)?;
        let shown = match pipeline {
            Some(p) => format!("--pass-pipeline='{p}'"),
            None => format!("--{}", LOWERING_PIPELINE.join(" --")),
        };
        r.lines.push(format!("lowered  {shown}"));
        show("MLIR0 = lower(input)", &mlir0);
        mlir_to_ll(
            "<lowered>",
            mlir0.as_bytes(),
            0,
            args.allow_unregistered_dialect,
        )
        .map_err(|ds| {
            let StepError(text) = input.render(&ds, Some(("<lowered>", mlir0.as_bytes())));
            if ds
                .iter()
                .all(|d| matches!(&d.loc, DiagLoc::File { file, .. } if file == input.name))
            {
                return StepError(text);
            }
            // Errors in the lowered text (which the lowering printed, e.g. a type the llvm dialect
            // cannot read back): said against the chunk, then shown as they are.
            StepError(format!(
                "{}:{}:1: error: the lowered module cannot be translated\n{text}",
                input.name,
                input.line_offset + 1
            ))
        })
        .map(|ll| (ll, Some(mlir0)))?
    } else {
        mlir_to_ll(
            input.name,
            input.text,
            input.line_offset,
            args.allow_unregistered_dialect,
        )
        .map_err(|ds| input.render(&ds, None))
        .map(|ll| (ll, None))?
    };
    let (ll1, mlir0) = ll1;
    // LLVM's printer can write what its parser refuses (e.g. integers wider than the parser's
    // limit): that makes this chunk impossible to round-trip through text.
    let ll1 = normalize_ll(ll1.as_bytes()).map_err(|e| {
        StepError(format!(
            "{}:{}:1: error: LLVM cannot read the translated module back, so it cannot be \
             round-tripped: {}\n",
            input.name,
            input.line_offset + 1,
            e.lines().next().unwrap_or_default()
        ))
    })?;
    show("LL1 = export(MLIR0)", &ll1);
    let mlir2 = import("<export>", &ll1)?;
    show("MLIR2 = import(LL1)", &mlir2);
    let ll3 = norm(
        "export of the import",
        export("<import>", &mlir2)?.as_bytes(),
    )?;
    same_but_losses(
        &mut r,
        args.oracle.as_deref(),
        ll1.as_bytes(),
        "LL1 == export(import(LL1))",
        "LL1",
        &ll1,
        "LL3",
        &ll3,
    )?;
    let mlir4 = import("<export>", &ll3)?;
    same(
        &mut r,
        "MLIR2 == import(export(MLIR2))",
        "MLIR2",
        &mlir2,
        "MLIR4",
        &mlir4,
    );
    if let Some(dir) = &args.oracle {
        let text = match &mlir0 {
            Some(m) => m.clone(),
            None => String::from_utf8_lossy(input.text).into_owned(),
        };
        compare_upstream(
            &mut r,
            dir,
            "upstream export(MLIR0) == ours",
            &text,
            &ll1,
            args.allow_unregistered_dialect,
        );
    }
    Ok(r)
}

/// Flags irbridge's import keeps as the discardable attributes `isExact`, `isDisjoint` and
/// `nonNeg`, which irbridge's export translates and upstream 19's export ignores: (instruction
/// prefix, flag).
const FLAGS_UPSTREAM_IGNORES: &[(&str, &str)] = &[
    ("udiv", "exact"),
    ("sdiv", "exact"),
    ("lshr", "exact"),
    ("ashr", "exact"),
    ("or", "disjoint"),
    ("zext", "nneg"),
];

/// `text` without the [`FLAGS_UPSTREAM_IGNORES`].
fn without_ignored_flags(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut l = line.to_string();
        for (op, flag) in FLAGS_UPSTREAM_IGNORES {
            l = l.replace(&format!(" = {op} {flag} "), &format!(" = {op} "));
        }
        out.push_str(&l);
        out.push('\n');
    }
    out
}

/// `text` with every `bitcast (i128 N to ppc_fp128)` constant expression written as the ppc_fp128
/// constant of the same bits (`0xM` and the two doubles, the low 64 bits first), as irbridge's
/// export folds it and upstream 19's does not.
fn folded_ppc_fp128(text: &str) -> String {
    const OPEN: &str = "bitcast (i128 ";
    const CLOSE: &str = " to ppc_fp128)";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        let after = &rest[at + OPEN.len()..];
        let folded = after.find(CLOSE).and_then(|end| {
            let bits = after[..end].parse::<i128>().ok()? as u128;
            Some((
                end,
                format!("0xM{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
            ))
        });
        match folded {
            Some((end, hex)) => {
                out.push_str(&rest[..at]);
                out.push_str(&hex);
                rest = &after[end + CLOSE.len()..];
            }
            None => {
                out.push_str(&rest[..at + OPEN.len()]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Upstream's export of `mlir` must equal `ours` (both normalised), up to the flags upstream 19's
/// export ignores (reported as "ignored" when ours has them and upstream's has none).
fn compare_upstream(
    r: &mut Report,
    dir: &Path,
    what: &str,
    mlir: &str,
    ours: &str,
    unregistered: bool,
) {
    match upstream_export(dir, mlir, unregistered) {
        Ok(up) => {
            let folded = folded_ppc_fp128(&up);
            if folded != up && folded_ppc_fp128(ours) == ours {
                r.lines.push(
                    "ignored: ppc_fp128 constants: irbridge's export folds `bitcast (i128 ... to \
                     ppc_fp128)` into the constant of the same bits, upstream 19's does not"
                        .into(),
                );
            }
            let up = folded;
            let stripped = without_ignored_flags(ours);
            let ours = if stripped != ours && without_ignored_flags(&up) == up {
                r.lines.push(
                    "ignored: exact/disjoint/nneg flags: irbridge keeps them (attributes isExact, \
                     isDisjoint, nonNeg), upstream 19's export drops them"
                        .into(),
                );
                stripped
            } else {
                ours.to_string()
            };
            same(r, what, "mlir-translate 19", &up, "irbridge", &ours)
        }
        Err(e) => {
            r.ok = false;
            r.lines.push(format!("FAIL  {what}: {e}"));
        }
    }
}

pub fn run(args: RoundtripArgs) -> ExitCode {
    let (name, src) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("irbridge roundtrip: {e}");
            return ExitCode::FAILURE;
        }
    };
    let is_bitcode = src.starts_with(b"BC\xC0\xDE");
    let is_llvm_ir = is_bitcode || name.ends_with(".ll") || name.ends_with(".bc");
    let chunks: Vec<Chunk<'_>> = if args.split_input_file && !is_bitcode {
        let marker = if is_llvm_ir { "; // -----" } else { "// -----" };
        irbridge::driver::split_input(&src, marker)
    } else {
        vec![Chunk {
            text: &src,
            line_offset: 0,
        }]
    };
    let many = chunks.len() > 1;
    let mut all_ok = true;
    for chunk in &chunks {
        let header = format!("----- chunk at line {}", chunk.line_offset + 1);
        if many {
            say!("{header}");
        }
        let input = Input {
            name: &name,
            file: &src,
            text: chunk.text,
            line_offset: chunk.line_offset,
        };
        all_ok &= run_chunk(&args, &input, is_llvm_ir, many.then_some(&header));
    }
    if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Round-trips one chunk and prints its report; true when it reached a fixpoint. A failing step's
/// diagnostics go to stderr, after the chunk's header when there are several chunks.
fn run_chunk(
    args: &RoundtripArgs,
    input: &Input<'_>,
    is_llvm_ir: bool,
    header: Option<&String>,
) -> bool {
    let joined = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(irbridge::driver::STACK_SIZE)
            .spawn_scoped(scope, || {
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    run_steps(args, input, is_llvm_ir)
                }))
            })
            .map(|h| h.join())
    });
    let result = match joined {
        Ok(Ok(Ok(Ok(r)))) => r,
        Ok(Ok(Ok(Err(StepError(msg))))) => {
            if let Some(h) = header {
                eprintln!("{h}");
            }
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            say!("FAIL  a step failed (diagnostics on stderr)");
            return false;
        }
        Ok(Ok(Err(p))) => {
            if let Some(h) = header {
                eprintln!("{h}");
            }
            eprintln!(
                "{}:{}:1: error: internal error: irbridge panicked on this input (a bug): {}",
                input.name,
                input.line_offset + 1,
                irbridge::io::chunks::panic_message(p.as_ref())
            );
            say!("FAIL  internal error: irbridge panicked on this input (a bug)");
            return false;
        }
        _ => {
            say!("FAIL  internal error: the round-trip thread could not run");
            return false;
        }
    };
    for l in &result.lines {
        say!("{l}");
    }
    if result.ok {
        say!("fixpoint");
    }
    result.ok
}

#[cfg(test)]
mod tests {
    #[test]
    fn loop_end_location_alone_reads_as_the_start() {
        let end =
            "#loop_annotation = #llvm.loop_annotation<mustProgress = true, endLoc = #loc10>\n";
        assert_eq!(
            super::loop_end_location_as_start(end),
            "#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc10>\n"
        );
        let both = "#a = #llvm.loop_annotation<startLoc = #loc1, endLoc = #loc2>\n";
        assert_eq!(super::loop_end_location_as_start(both), both);
    }

    #[test]
    fn block_argument_locations_but_function_arguments_go() {
        let mlir = "llvm.func @f(%a: i32 loc(\"f.c\":1:2)) -> i32 {\n\
                    \x20 llvm.br ^bb1(%a : i32)\n\
                    ^bb1(%b: i32 loc(\"f.c\":3:4)):\n\
                    \x20 llvm.return %b : i32\n}\n";
        let kept = super::reprinted(mlir, false).unwrap();
        let gone = super::reprinted(mlir, true).unwrap();
        assert!(kept.contains("3:4"), "{kept}");
        assert!(!gone.contains("3:4"), "{gone}");
        assert!(gone.contains("1:2"), "{gone}");
        assert_eq!(super::reprinted(&gone, true).unwrap(), gone);
    }

    #[test]
    fn ppc_fp128_bitcasts_fold_to_their_bits() {
        let up = "@p = global ppc_fp128 bitcast (i128 4607182418800017408 to ppc_fp128)\n\
                  @n = global ppc_fp128 bitcast (i128 -89639812965745264174343306208855719936 to ppc_fp128)\n\
                  @q = global i64 bitcast (i128 x to ppc_fp128)\n";
        assert_eq!(
            super::folded_ppc_fp128(up),
            "@p = global ppc_fp128 0xM3FF00000000000000000000000000000\n\
             @n = global ppc_fp128 0xM3FF0000000000000BC90000000000000\n\
             @q = global i64 bitcast (i128 x to ppc_fp128)\n"
        );
    }
}
