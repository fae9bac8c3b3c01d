//! `irbridge opt`: parse, verify and print, like `mlir-opt` with no passes.

use crate::output::{read_input, write_output};
use irbridge::driver::{opt_buffer_streamed, split_input, OptOptions};
use irbridge::pass::{PipelineElement, Scheduled};
use irbridge::print::PrintFlags;
use irbridge::stream::StreamConfig;
use std::process::ExitCode;

const DEFAULT_MARKER: &str = "// -----";

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Flags may be spelled with one dash or two (-split-input-file), values as --flag=value or \
--flag value. Invoked as `mlir-opt`, irbridge behaves as `irbridge opt`.\n\
Passes (--pass-pipeline, --<pass-name>) are parsed and looked up in the pass registry, but running \
them is not supported yet: naming one is an error."
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

    /// Don't wrap the input in an implicit `builtin.module` (not supported yet: an error).
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

    /// Verify the IR after each pass (default true).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_missing_value = "true")]
    pub verify_each: Option<String>,
}

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("irbridge opt: {msg}");
    ExitCode::FAILURE
}

pub fn run(args: OptArgs, pass_flags: &[String]) -> ExitCode {
    // Passes resolve against the library's registry (the lowering passes come from irbridge-export).
    let (elements, pipeline) = match build_pipeline(args.pass_pipeline.as_deref(), pass_flags) {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
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
    if args.no_implicit_module {
        return fail("--no-implicit-module is not supported yet");
    }
    let (name, src) = match read_input(&args.input) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    let opts = OptOptions {
        allow_unregistered: args.allow_unregistered_dialect,
        print: PrintFlags {
            generic: args.mlir_print_op_generic,
            debuginfo: args.mlir_print_debuginfo,
        },
        no_verify: args.mlir_very_unsafe_disable_verifier_on_parsing,
    };
    let job = Job {
        name,
        src,
        opts,
        split_marker: args.split_input_file.clone(),
        output_marker: args.output_split_marker.clone(),
        verify_diagnostics: args.verify_diagnostics,
        elements,
        pipeline,
        verify_each,
        // --verify-diagnostics wants the diagnostics of the whole-module path anyway.
        stream: (!args.verify_diagnostics)
            .then(StreamConfig::from_env)
            .flatten()
            .map(|mut c| {
                if args.mlir_disable_threading {
                    c.threads = 1;
                }
                c
            }),
    };
    let result = std::thread::Builder::new()
        .name("irbridge-opt".into())
        .stack_size(crate::STACK_SIZE)
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
    if outcome.ok || args.output == "-" {
        if let Err(e) = write_output(&args.output, outcome.output.as_bytes()) {
            return fail(e);
        }
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
    /// The pipeline as written (for streaming workers, which instantiate their own).
    elements: Vec<PipelineElement>,
    /// Passes to run on each chunk's module (empty: parse, verify, print).
    pipeline: Vec<Scheduled>,
    verify_each: bool,
    /// Large chunks are processed in batches on every core (`IRBRIDGE_STREAM`, see
    /// `irbridge::stream::StreamConfig::from_env`); `None`: always the whole-module path.
    stream: Option<StreamConfig>,
}

struct Outcome {
    ok: bool,
    output: String,
    stderr: String,
}

impl Job {
    fn run(mut self) -> Outcome {
        let chunks = match &self.split_marker {
            Some(marker) => split_input(&self.src, marker),
            None => vec![irbridge::driver::Chunk {
                text: &self.src,
                line_offset: 0,
            }],
        };
        let pipeline = &mut self.pipeline;
        let (name, opts, verify_each) = (&self.name, &self.opts, self.verify_each);
        let (elements, stream) = (&self.elements, self.stream.as_ref());
        let res =
            crate::chunks::run_chunks(name, &self.src, &chunks, self.verify_diagnostics, |c| {
                opt_buffer_streamed(
                    name,
                    c.text,
                    c.line_offset,
                    opts,
                    elements,
                    pipeline,
                    verify_each,
                    stream,
                )
            });
        let (ok, stderr) = (res.ok, res.stderr);
        let mut outputs: Vec<String> = res
            .outputs
            .into_iter()
            .map(|o| o.map(module_output).unwrap_or_default())
            .collect();
        let output = if outputs.len() == 1 {
            outputs.pop().unwrap_or_default()
        } else {
            outputs.join(&format!("{}\n", self.output_marker))
        };
        Outcome { ok, output, stderr }
    }
}

/// mlir-opt prints the module and then a newline.
fn module_output(mut printed: String) -> String {
    if !printed.ends_with('\n') {
        printed.push('\n');
    }
    printed.push('\n');
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
        if op_name != "builtin.module" && op_name != "any" {
            return Err(format!(
                "can't add pass pipeline anchored on '{op_name}' to the top-level 'builtin.module'"
            ));
        }
        elements.extend(inner);
    }
    for flag in pass_flags {
        let body = flag.trim_start_matches('-');
        let (name, options) = body.split_once('=').unwrap_or((body, ""));
        if irbridge::pass::lookup_pass(name).is_none() {
            return Err(format!(
                "unknown pass or option '--{name}' (see 'irbridge opt --help')"
            ));
        }
        elements.push(PipelineElement::Pass {
            name: name.to_string(),
            options: options.trim_matches('"').to_string(),
        });
    }
    let scheduled = instantiate(&elements)?;
    Ok(if has_pass(&scheduled) {
        (elements, scheduled)
    } else {
        (vec![], vec![])
    })
}

fn has_pass(s: &[Scheduled]) -> bool {
    s.iter().any(|e| match e {
        Scheduled::Pass(_) => true,
        Scheduled::Nested { inner, .. } => has_pass(inner),
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
