//! `irbridge opt`: parse, verify and print, like `mlir-opt` with no passes.

use irbridge::dialect::builtin::ModuleOp;
use irbridge::driver::{opt_buffer_streamed, split_input, OptOptions};
use irbridge::io::{read_input, write_output, AtomicFile};
use irbridge::pass::{PipelineElement, Scheduled};
use irbridge::print::PrintFlags;
use irbridge::stream::StreamConfig;
use std::io::Write;
use std::process::ExitCode;

const DEFAULT_MARKER: &str = "// -----";

/// The text `irbridge opt --help` ends with.
fn after_help() -> String {
    format!(
        "Flags may be spelled with one dash or two (-split-input-file), values as --flag=value or \
--flag value. Invoked as `mlir-opt`, irbridge behaves as `irbridge opt`.\n\
Passes run in the order given, as `--<pass-name>[=options]` flags or one `--pass-pipeline` string in \
upstream's syntax (`{}({}(canonicalize),convert-to-llvm)`); an unknown pass or \
option is an error.",
        ModuleOp::NAME,
        irbridge::dialect::func::FuncOp::NAME
    )
}

#[derive(clap::Args, Debug)]
// Upstream's first line (`OVERVIEW: ...`), which scripts look for, then clap's own help.
#[command(
    after_help = after_help(),
    help_template = "OVERVIEW: MLIR modular optimizer driver\n\n{about-with-newline}\n{usage-heading} {usage}\n\n{all-args}{after-help}"
)]
pub struct OptArgs {
    /// Input file; `-` reads standard input.
    #[arg(value_name = "INPUT", default_value = "-")]
    pub input: String,

    /// Output file; `-` writes standard output. Written atomically, and not at all on error.
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: String,

    /// Split the input on lines `// -----` (or MARKER) and process each chunk independently.
    #[arg(long, value_name = "MARKER", num_args = 0..=1, require_equals = true, default_missing_value = DEFAULT_MARKER)]
    pub split_input_file: Option<String>,

    /// The marker joining the outputs of split chunks.
    #[arg(long, value_name = "MARKER", default_value = DEFAULT_MARKER)]
    pub output_split_marker: String,

    /// Check diagnostics against `expected-error {{...}}`-style annotations in the input.
    #[arg(long)]
    pub verify_diagnostics: bool,

    /// Accept operations of dialects irbridge doesn't know (printed in generic form).
    #[arg(long)]
    pub allow_unregistered_dialect: bool,

    /// Print every operation in generic form.
    #[arg(long)]
    pub mlir_print_op_generic: bool,

    /// Print locations (`loc(...)`).
    #[arg(long)]
    pub mlir_print_debuginfo: bool,

    /// Print attributes, types and locations where they are used (no alias definitions).
    #[arg(long)]
    pub mlir_print_local_scope: bool,

    /// Print locations (with `--mlir-print-debuginfo`) in a readable form, without `loc(...)`.
    #[arg(long)]
    pub mlir_pretty_debuginfo: bool,

    /// Print every region as `{...}`.
    #[arg(long)]
    pub mlir_print_skip_regions: bool,

    /// Number values, block arguments and name conflicts uniquely across all regions.
    #[arg(long)]
    pub mlir_print_unique_ssa_ids: bool,

    /// Print dense elements attributes (not splats) with more than N elements as a hex string
    /// (-1: never; default 100).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub mlir_print_elementsattrs_with_hex_if_larger: Option<i64>,

    /// Print elements attributes (not splats) with more than N elements as
    /// `dense_resource<__elided__>` (the output is no longer the input's meaning).
    #[arg(long, value_name = "N")]
    pub mlir_elide_elementsattrs_if_larger: Option<u64>,

    /// Don't wrap the input in an implicit `builtin.module`: its single top-level op is the one
    /// verified, transformed and printed.
    #[arg(long)]
    pub no_implicit_module: bool,

    /// Skip the verifier after parsing (mlir-opt's `--mlir-very-unsafe-disable-verifier-on-parsing`).
    #[arg(long)]
    pub mlir_very_unsafe_disable_verifier_on_parsing: bool,

    /// Textual pass pipeline, e.g. `builtin.module(convert-func-to-llvm{index-bitwidth=32})`.
    #[arg(long, value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,

    /// Process large inputs on one thread (they are streamed on every core otherwise;
    /// `IRBRIDGE_STREAM=off` turns streaming off).
    #[arg(long)]
    pub mlir_disable_threading: bool,

    /// Print the pass pipeline to stderr before running it on each input (or split), with every
    /// option's value, as `mlir-opt --dump-pass-pipeline` does.
    #[arg(long)]
    pub dump_pass_pipeline: bool,

    /// Print the IR on stderr before each pass.
    #[arg(long)]
    pub mlir_print_ir_before_all: bool,

    /// Print the IR on stderr after each pass.
    #[arg(long)]
    pub mlir_print_ir_after_all: bool,

    /// Print the IR on stderr before each run of these passes (their arguments, comma-separated).
    #[arg(long, value_name = "PASSES", value_delimiter = ',')]
    pub mlir_print_ir_before: Vec<String>,

    /// Print the IR on stderr after each run of these passes (their arguments, comma-separated).
    #[arg(long, value_name = "PASSES", value_delimiter = ',')]
    pub mlir_print_ir_after: Vec<String>,

    /// When printing the IR after a pass, only print if the IR changed.
    #[arg(long)]
    pub mlir_print_ir_after_change: bool,

    /// When printing the IR after a pass, only print if the pass failed.
    #[arg(long)]
    pub mlir_print_ir_after_failure: bool,

    /// When printing the IR before/after passes, always print the top-level operation (needs
    /// --mlir-disable-threading, as upstream's does).
    #[arg(long)]
    pub mlir_print_ir_module_scope: bool,

    /// Verify the IR after each pass (default true).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_missing_value = "true")]
    pub verify_each: Option<String>,
}

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("{}: {msg}", crate::argv::tool_name("opt"));
    ExitCode::FAILURE
}

pub fn run(args: OptArgs, pass_flags: &[String]) -> ExitCode {
    // Passes resolve against the CLI's registry (`crate::PASS_REGISTRY`: the core's, the lowering and
    // the translation passes).
    if let Some(flag) = pass_flags.iter().find(|f| {
        let body = f.trim_start_matches('-');
        crate::PASS_REGISTRY
            .lookup(body.split_once('=').map_or(body, |(n, _)| n))
            .is_none()
    }) {
        let mut known = crate::argv::long_flags("opt");
        known.extend(crate::PASS_REGISTRY.passes().map(|p| p.name.to_string()));
        eprintln!("{}", crate::argv::unknown_flag("opt", flag, &known));
        return ExitCode::FAILURE;
    }
    // The passes `--mlir-print-ir-before=`/`-after=` name must exist (upstream's option parser).
    let print_filters = [
        ("mlir-print-ir-before", &args.mlir_print_ir_before),
        ("mlir-print-ir-after", &args.mlir_print_ir_after),
    ];
    for (flag, passes) in print_filters {
        if let Some(unknown) = passes
            .iter()
            .find(|p| crate::PASS_REGISTRY.lookup(p).is_none())
        {
            return fail(format_args!(
                "for the --{flag} option: Cannot find option named '{unknown}'!"
            ));
        }
    }
    let (elements, mut pipeline) = match build_pipeline(args.pass_pipeline.as_deref(), pass_flags) {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    if args.dump_pass_pipeline {
        let listed = pipeline_elements(args.pass_pipeline.as_deref(), pass_flags);
        let text = match irbridge::pass::dump_text(&crate::PASS_REGISTRY, ModuleOp::NAME, &listed) {
            Ok(t) => t,
            Err(e) => return fail(e),
        };
        // Printed by a first "pass": once per input or split, after it parsed and verified.
        pipeline.insert(0, Scheduled::Pass(Box::new(DumpPipeline(text))));
    }
    if let Some(v) = &args.verify_each {
        if !matches!(
            v.as_str(),
            "true" | "false" | "1" | "0" | "TRUE" | "FALSE" | "True" | "False"
        ) {
            return fail(format_args!(
                "option '--verify-each' takes true or false, not '{v}'"
            ));
        }
    }
    let verify_each = !matches!(
        args.verify_each.as_deref(),
        Some("false" | "0" | "FALSE" | "False")
    );
    let (name, src) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    let opts = OptOptions {
        allow_unregistered: args.allow_unregistered_dialect,
        print: PrintFlags {
            generic: args.mlir_print_op_generic,
            debuginfo: args.mlir_print_debuginfo,
            local_scope: args.mlir_print_local_scope,
            pretty_debuginfo: args.mlir_pretty_debuginfo,
            skip_regions: args.mlir_print_skip_regions,
            unique_ssa_ids: args.mlir_print_unique_ssa_ids,
            hex_if_larger: args.mlir_print_elementsattrs_with_hex_if_larger,
            elide_if_larger: args.mlir_elide_elementsattrs_if_larger,
        },
        no_verify: args.mlir_very_unsafe_disable_verifier_on_parsing,
    };
    let ir_printing = irbridge::pass::IrPrinting {
        before_all: args.mlir_print_ir_before_all,
        after_all: args.mlir_print_ir_after_all,
        before: args.mlir_print_ir_before.clone(),
        after: args.mlir_print_ir_after.clone(),
        after_change: args.mlir_print_ir_after_change,
        after_failure: args.mlir_print_ir_after_failure,
        module_scope: args.mlir_print_ir_module_scope,
        flags: opts.print,
    };
    let printing_on = ir_printing.is_on();
    let mut job = Job {
        ir_printing,
        // Upstream refuses module-scope printing on its multi-threaded pass manager, per input.
        module_scope_refused: args.mlir_print_ir_module_scope && !args.mlir_disable_threading,
        name,
        src,
        opts,
        split_marker: args.split_input_file.clone(),
        output_marker: args.output_split_marker.clone(),
        verify_diagnostics: args.verify_diagnostics,
        no_implicit_module: args.no_implicit_module,
        elements,
        pipeline,
        verify_each,
        // --verify-diagnostics wants the diagnostics of the whole-module path anyway; streaming
        // knows only the implicit module.
        stream: (!args.verify_diagnostics
            && !args.no_implicit_module
            && !args.dump_pass_pipeline
            && !printing_on)
            .then(StreamConfig::from_env)
            .flatten()
            .map(|mut c| {
                c.registry = crate::PASS_REGISTRY;
                if args.mlir_disable_threading {
                    c.threads = 1;
                }
                c
            }),
        direct: None,
    };
    // A large input with no passes, going to a file, is written batch by batch as it is streamed
    // (into the temporary file that becomes the output): the output is never held in memory.
    if job
        .stream
        .as_ref()
        .is_some_and(|c| job.src.len() >= c.min_bytes)
        && job.split_marker.is_none()
        && job.pipeline.is_empty()
        && AtomicFile::applies_to(&args.output)
    {
        // If the temporary file cannot be made, the normal path says why when it writes.
        job.direct = AtomicFile::create(&args.output).ok();
    }
    let result = std::thread::Builder::new()
        .name("irbridge-opt".into())
        .stack_size(irbridge::driver::STACK_SIZE)
        .spawn(move || job.run())
        .map_err(|e| e.to_string())
        .and_then(|h| {
            h.join()
                .map_err(|_| "internal error: the opt thread panicked".to_string())
        });
    let outcome = match result {
        Ok(o) => o,
        Err(e) => return fail(e),
    };
    eprint!("{}", outcome.stderr);
    // On failure a file is not written at all; stdout gets what was produced, as with mlir-opt.
    let written = match outcome.file {
        Some(mut file) if outcome.ok => {
            if !outcome.streamed {
                if let Err(e) = file.write_all(outcome.output.as_bytes()) {
                    return fail(file.error(&e));
                }
            }
            file.commit()
        }
        // Dropped: the temporary file goes away.
        Some(_) => Ok(()),
        None if outcome.ok || args.output == "-" => {
            write_output(&args.output, outcome.output.as_bytes())
        }
        None => Ok(()),
    };
    if let Err(e) = written {
        return fail(e);
    }
    if outcome.ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

struct Job {
    name: String,
    src: Vec<u8>,
    opts: OptOptions,
    split_marker: Option<String>,
    output_marker: String,
    verify_diagnostics: bool,
    no_implicit_module: bool,
    /// The pipeline as written (for streaming workers, which instantiate their own).
    elements: Vec<PipelineElement>,
    /// Passes to run on each chunk's module (empty: parse, verify, print).
    pipeline: Vec<Scheduled>,
    verify_each: bool,
    /// The pass manager's IR dumps (`--mlir-print-ir-*`).
    ir_printing: irbridge::pass::IrPrinting,
    /// `--mlir-print-ir-module-scope` without `--mlir-disable-threading`: each input fails.
    module_scope_refused: bool,
    /// Large chunks are processed in batches on every core (`IRBRIDGE_STREAM`, see
    /// `irbridge::stream::StreamConfig::from_env`); `None`: always the whole-module path.
    stream: Option<StreamConfig>,
    /// The output file, when the output may be streamed straight into it.
    direct: Option<AtomicFile>,
}

struct Outcome {
    ok: bool,
    output: String,
    stderr: String,
    /// The output file (from [`Job::direct`]); holds the output already when `streamed`.
    file: Option<AtomicFile>,
    streamed: bool,
}

impl Job {
    fn run(mut self) -> Outcome {
        if self.direct.is_some() {
            if let Some(outcome) = self.stream_into_file() {
                return outcome;
            }
        }
        let mut outcome = self.run_in_memory();
        outcome.file = self.direct;
        outcome
    }

    /// The whole output streamed into [`Job::direct`], or `None` (the file emptied again, and
    /// streaming turned off: it would fail the same way in memory).
    fn stream_into_file(&mut self) -> Option<Outcome> {
        let cfg = self.stream.take()?;
        let file = self.direct.as_mut()?;
        let mut out = LastByte { out: file, last: 0 };
        let res = irbridge::stream::opt_streaming_to(
            &self.name,
            &self.src,
            &self.opts,
            &self.elements,
            self.verify_each,
            &cfg,
            &mut out,
        );
        // mlir-opt ends the module with a newline, then an empty line (see `module_output`).
        let tail: &[u8] = if out.last == b'\n' { b"\n" } else { b"\n\n" };
        match res.map(|()| file.write_all(tail)) {
            Ok(Ok(())) => {
                if cfg.verbose {
                    eprintln!("irbridge: {}:1: streamed into the output file", self.name);
                }
                Some(Outcome {
                    ok: true,
                    output: String::new(),
                    stderr: String::new(),
                    file: self.direct.take(),
                    streamed: true,
                })
            }
            other => {
                if cfg.verbose {
                    let why = match other {
                        Err(why) => why,
                        _ => "the output cannot be written",
                    };
                    eprintln!("irbridge: {}:1: whole module ({why})", self.name);
                }
                if file.reset().is_err() {
                    self.direct = None;
                }
                None
            }
        }
    }

    fn run_in_memory(&mut self) -> Outcome {
        let chunks = match &self.split_marker {
            Some(marker) => {
                eprint!(
                    "{}",
                    irbridge::io::chunks::near_miss_warnings(&self.name, &self.src, marker)
                );
                split_input(&self.src, marker)
            }
            None => vec![irbridge::driver::Chunk {
                text: &self.src,
                line_offset: 0,
            }],
        };
        let pipeline = &mut self.pipeline;
        let (name, opts, verify_each) = (&self.name, &self.opts, self.verify_each);
        let (elements, stream) = (&self.elements, self.stream.as_ref());
        let no_implicit_module = self.no_implicit_module;
        let (printing, module_scope_refused) = (&self.ir_printing, self.module_scope_refused);
        let res = irbridge::io::chunks::run_chunks(
            name,
            &self.src,
            &chunks,
            self.verify_diagnostics,
            |c| {
                if module_scope_refused {
                    return Err(vec![irbridge::diag::Diagnostic::error(
                        irbridge::diag::DiagLoc::Unknown,
                        "IR print for module scope can't be setup on a pass-manager without \
                         disabling multi-threading first.\n",
                    )])
                    .into();
                }
                if no_implicit_module {
                    return irbridge::driver::opt_buffer_no_implicit_module(
                        name,
                        c.text,
                        c.line_offset,
                        opts,
                        pipeline,
                        verify_each,
                        printing,
                    );
                }
                opt_buffer_streamed(
                    name,
                    c.text,
                    c.line_offset,
                    opts,
                    elements,
                    pipeline,
                    verify_each,
                    stream,
                    printing,
                )
            },
        );
        let (ok, stderr) = (res.ok, res.stderr);
        let mut outputs: Vec<String> = res
            .outputs
            .into_iter()
            .map(|o| {
                o.map(|p| module_output(p, opts.print.local_scope))
                    .unwrap_or_default()
            })
            .collect();
        let output = if outputs.len() == 1 {
            outputs.pop().unwrap_or_default()
        } else {
            outputs.join(&format!("{}\n", self.output_marker))
        };
        Outcome {
            ok,
            output,
            stderr,
            file: None,
            streamed: false,
        }
    }
}

/// A writer that remembers the last byte written.
struct LastByte<'a, W: std::io::Write> {
    out: &'a mut W,
    last: u8,
}

impl<W: std::io::Write> std::io::Write for LastByte<'_, W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.out.write(buf)?;
        if n > 0 {
            self.last = buf[n - 1];
        }
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// mlir-opt prints the module and then a newline (in the local scope the module's own text does
/// not end with one).
fn module_output(mut printed: String, local_scope: bool) -> String {
    if !printed.ends_with('\n') {
        printed.push('\n');
    }
    if !local_scope {
        printed.push('\n');
    }
    printed
}

/// The passes named by `--pass-pipeline` and by pass flags (`--canonicalize=opt=v`), resolved against
/// the pass registry: as written and instantiated. Anchors with no passes (`builtin.module()`) give an
/// empty pipeline.
fn build_pipeline(
    text: Option<&str>,
    pass_flags: &[String],
) -> Result<(Vec<PipelineElement>, Vec<Scheduled>), String> {
    use irbridge::pass::{instantiate, parse_pipeline};
    let registry = &crate::PASS_REGISTRY;
    let mut elements = vec![];
    if let Some(text) = text.filter(|t| !t.trim().is_empty()) {
        if !pass_flags.is_empty() {
            return Err("--pass-pipeline can't be combined with pass flags".into());
        }
        let root =
            parse_pipeline(text).map_err(|e| format!("invalid --pass-pipeline '{text}': {e}"))?;
        // The outermost anchor is the top-level op itself: its passes run on the module.
        let PipelineElement::Nested {
            op_name,
            elements: inner,
        } = root
        else {
            return Err(format!("invalid --pass-pipeline '{text}'"));
        };
        if op_name != ModuleOp::NAME && op_name != "any" {
            return Err(format!(
                "can't add pass pipeline anchored on '{op_name}' to the top-level '{}'",
                ModuleOp::NAME
            ));
        }
        elements.extend(inner);
    }
    for flag in pass_flags {
        let body = flag.trim_start_matches('-');
        let (name, options) = body.split_once('=').unwrap_or((body, ""));
        if registry.lookup(name).is_none() {
            return Err(format!(
                "unknown pass or option '--{name}' (see 'irbridge opt --help')"
            ));
        }
        elements.push(PipelineElement::Pass {
            name: name.to_string(),
            options: options.trim_matches('"').to_string(),
        });
    }
    let scheduled = instantiate(registry, &elements)?;
    Ok(if irbridge::pass::has_pass(&scheduled) {
        (elements, scheduled)
    } else {
        (vec![], vec![])
    })
}

/// The pipeline elements as written, for `--dump-pass-pipeline` (also when it holds no pass).
fn pipeline_elements(text: Option<&str>, pass_flags: &[String]) -> Vec<PipelineElement> {
    let mut out = vec![];
    if let Some(Ok(PipelineElement::Nested { elements, .. })) = text
        .filter(|t| !t.trim().is_empty())
        .map(irbridge::pass::parse_pipeline)
    {
        out.extend(elements);
    }
    for flag in pass_flags {
        let body = flag.trim_start_matches('-');
        let (name, options) = body.split_once('=').unwrap_or((body, ""));
        out.push(PipelineElement::Pass {
            name: name.to_string(),
            options: options.trim_matches('"').to_string(),
        });
    }
    out
}

/// `--dump-pass-pipeline`: a pass that prints the pipeline text when it runs.
struct DumpPipeline(String);

impl irbridge::pass::Pass for DumpPipeline {
    fn name(&self) -> &'static str {
        "dump-pass-pipeline"
    }
    fn run(
        &mut self,
        _: &mut irbridge::ir::Context,
        _: irbridge::ir::OpId,
    ) -> Result<(), Vec<irbridge::diag::Diagnostic>> {
        eprint!("{}", self.0);
        Ok(())
    }
}

/// Appends the registered passes to `irbridge opt --help`; a flag given twice takes its last
/// value, as LLVM's options do (`cl::opt` allows repeated occurrences).
pub fn with_pass_help(cmd: clap::Command) -> clap::Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    let mut cmd = cmd.args_override_self(true);
    for n in names {
        cmd = cmd.mut_subcommand(n, |c| c.args_override_self(true));
    }
    cmd.mut_subcommand("opt", |c| {
        let mut text = c
            .get_after_help()
            .map(|s| s.to_string())
            .unwrap_or_default();
        text.push_str("\n\nRegistered passes:");
        for p in crate::PASS_REGISTRY.passes() {
            text.push_str(&format!("\n  --{:<32} {}", p.name, p.summary));
        }
        c.after_help(text)
    })
}

#[cfg(test)]
mod tests {
    use super::build_pipeline;

    #[test]
    fn pipelines() {
        assert!(build_pipeline(None, &[]).unwrap().1.is_empty());
        assert!(build_pipeline(Some(""), &[]).unwrap().1.is_empty());
        assert!(build_pipeline(Some("builtin.module()"), &[])
            .unwrap()
            .0
            .is_empty());
        assert!(build_pipeline(Some("builtin.module(func.func())"), &[])
            .unwrap()
            .0
            .is_empty());
        let e = build_pipeline(Some("builtin.module(no-such-pass)"), &[])
            .err()
            .unwrap();
        assert!(
            e.contains("'no-such-pass' does not refer to a registered pass"),
            "{e}"
        );
        assert!(build_pipeline(Some("builtin.module("), &[]).is_err());
        let e = build_pipeline(None, &["--no-such-pass".into()])
            .err()
            .unwrap();
        assert_eq!(
            e,
            "unknown pass or option '--no-such-pass' (see 'irbridge opt --help')"
        );
    }
}
