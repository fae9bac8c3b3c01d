//! Lowering providers: who turns MLIR into LLVM IR for the harness. Upstream 19's tools, a file
//! lowered elsewhere, or irbridge's own export crate.

use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Clone, Debug)]
pub enum Provider {
    /// `mlir-opt <pass flags> --convert-to-llvm --reconcile-unrealized-casts`, then
    /// `mlir-translate --mlir-to-llvmir`, from `bin_dir`.
    Upstream {
        bin_dir: PathBuf,
        pipeline_flags: Vec<String>,
    },
    /// Code lowered elsewhere: `.ll` as is, `.mlir` (llvm dialect) translated by irbridge's own
    /// translation, or by upstream's `mlir-translate` when `translator` names one (`--oracle`).
    Lowered {
        file: PathBuf,
        translator: Option<PathBuf>,
    },
    /// irbridge's own lowering and translation, with these pass flags.
    Irbridge { pipeline: Vec<String> },
}

impl Provider {
    /// LLVM IR text for `mlir` (ignored by `Lowered`, whose code is already there).
    pub fn lower(&self, mlir: &str, work: &Path, stem: &str) -> Result<String, String> {
        match self {
            Provider::Upstream {
                bin_dir,
                pipeline_flags,
            } => {
                let input = work.join(format!("{stem}.mlir"));
                std::fs::write(&input, mlir).map_err(|e| e.to_string())?;
                let llvm_mlir = work.join(format!("{stem}.llvm.mlir"));
                let mut opt = Command::new(bin_dir.join("mlir-opt"));
                opt.args(pass_flags(pipeline_flags)?)
                    .arg(&input)
                    .arg("-o")
                    .arg(&llvm_mlir);
                run_tool(opt, "mlir-opt")?;
                translate(&bin_dir.join("mlir-translate"), &llvm_mlir)
            }
            Provider::Lowered { file, translator } => {
                let bytes = std::fs::read(file)
                    .map_err(|e| format!("cannot read '{}': {e}", file.display()))?;
                if file.extension().is_some_and(|e| e == "ll") {
                    return Ok(String::from_utf8_lossy(&bytes).into_owned());
                }
                match translator {
                    Some(t) => translate(t, file),
                    None => translate_with_irbridge(&file.display().to_string(), &bytes),
                }
            }
            Provider::Irbridge { pipeline } => lower_with_irbridge(mlir, pipeline),
        }
    }
}

/// The conversion passes `--convert-to-llvm` stands for, in the order the harness spells them out
/// when a pipeline gives them options.
const CONVERSIONS: [&str; 8] = [
    "finalize-memref-to-llvm",
    "convert-arith-to-llvm",
    "convert-math-to-llvm",
    "convert-ub-to-llvm",
    "convert-complex-to-llvm",
    "convert-cf-to-llvm",
    "convert-index-to-llvm",
    "convert-func-to-llvm",
];

/// The pass flags of a `--pipeline '<flags>'` string, followed by the conversion to the llvm
/// dialect and `--reconcile-unrealized-casts`. Each word is a pass (`expand-strided-metadata`,
/// `--finalize-memref-to-llvm=use-aligned-alloc=1`) or an option of the lowering passes given bare
/// (`index-bitwidth=32`, `use-bare-ptr-memref-call-conv=1`, `use-generic-functions=1`,
/// `use-aligned-alloc=1`, `filter-dialects=...`), which goes to every conversion pass that declares
/// it (as `irbridge_lower::REGISTRY` lists them, upstream 19's names and options). A word that is
/// neither is an error.
pub fn pass_flags(pipeline: &[String]) -> Result<Vec<String>, String> {
    let registry = &irbridge_lower::REGISTRY;
    // (pass, options given to it) for the conversion passes, in order.
    let mut conv: Vec<(&str, Vec<String>)> = CONVERSIONS.iter().map(|p| (*p, vec![])).collect();
    let mut filter: Vec<String> = vec![];
    let mut passes = vec![];
    for f in pipeline {
        let f = f.trim_start_matches('-');
        if f.is_empty() {
            continue;
        }
        let name = f.split(['=', '{']).next().unwrap_or(f);
        if registry.lookup(name).is_some() {
            passes.push(format!("--{f}"));
            continue;
        }
        let Some((opt, _)) = f.split_once('=') else {
            return Err(format!(
                "--pipeline: '{f}' is neither a pass nor an option of the lowering passes"
            ));
        };
        if opt == "filter-dialects" {
            filter.push(f.to_string());
            continue;
        }
        let mut taken = false;
        for (pass, opts) in conv.iter_mut() {
            let declares = registry
                .lookup(pass)
                .is_some_and(|p| p.options.iter().any(|o| o.name == opt));
            if declares {
                opts.push(f.to_string());
                taken = true;
            }
        }
        if !taken {
            return Err(format!(
                "--pipeline: no lowering pass has an option '{opt}' (options: {})",
                lowering_options().join(", ")
            ));
        }
    }
    if conv.iter().all(|(_, o)| o.is_empty()) {
        passes.push(if filter.is_empty() {
            "--convert-to-llvm".into()
        } else {
            format!("--convert-to-llvm={}", filter.join(" "))
        });
    } else {
        // `--convert-to-llvm` takes no conversion options in 19: spell the passes out.
        for (pass, opts) in conv {
            passes.push(if opts.is_empty() {
                format!("--{pass}")
            } else {
                format!("--{pass}={}", opts.join(" "))
            });
        }
    }
    passes.push("--reconcile-unrealized-casts".into());
    Ok(passes)
}

/// Every option of the conversion passes (for messages and `--help`).
pub fn lowering_options() -> Vec<&'static str> {
    let mut out: Vec<&str> = vec![];
    for p in CONVERSIONS.iter().chain(&["convert-to-llvm"]) {
        if let Some(info) = irbridge_lower::REGISTRY.lookup(p) {
            for o in info.options {
                if !out.contains(&o.name) {
                    out.push(o.name);
                }
            }
        }
    }
    out
}

/// The value of a boolean option `name` in a pipeline (`name`, `name=1`, `name=true`, also inside
/// a pass's options: `convert-func-to-llvm=use-bare-ptr-memref-call-conv=1`), as the conversion
/// passes would read it.
pub fn option_set(pipeline: &[String], name: &str) -> bool {
    let mut set = false;
    for w in pipeline {
        let mut rest = w.as_str();
        while let Some(i) = rest.find(name) {
            let before = rest[..i].chars().last();
            let after = &rest[i + name.len()..];
            rest = after;
            if before.is_some_and(|c| !matches!(c, '-' | ' ' | '{' | ',' | '=')) {
                continue;
            }
            let value: String = match after.strip_prefix('=') {
                Some(v) => v
                    .chars()
                    .take_while(|c| !matches!(c, ' ' | ',' | '}'))
                    .collect(),
                None if after.is_empty() || after.starts_with([' ', ',', '}']) => "true".into(),
                None => continue,
            };
            set = matches!(value.as_str(), "1" | "true");
        }
    }
    set
}

/// The index width a pipeline lowers to.
pub fn index_bits(pipeline: &[String]) -> u32 {
    if pipeline.iter().any(|f| f.contains("index-bitwidth=32")) {
        32
    } else {
        64
    }
}

fn translate(tool: &Path, file: &Path) -> Result<String, String> {
    let mut t = Command::new(tool);
    t.arg("--mlir-to-llvmir").arg(file);
    run_tool(t, "mlir-translate")
}

fn run_tool(mut cmd: Command, what: &str) -> Result<String, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {what} ({:?}): {e}", cmd.get_program()))?;
    if !out.status.success() {
        return Err(format!(
            "{what} failed: {}",
            String::from_utf8_lossy(&out.stderr).trim_end()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// irbridge's own lowering of `mlir` to the llvm dialect (`pass_flags(pipeline)`) in a fresh
/// context: the context and the module, or rendered diagnostics.
fn lower_in_context(
    mlir: &str,
    pipeline: &[String],
) -> Result<(irbridge::ir::Context, irbridge::ir::OpId), String> {
    run_in_context(mlir, &pass_flags(pipeline)?)
}

/// `mlir` parsed, verified and run through `flags` (`--pass[=options]`, in order).
fn run_in_context(
    mlir: &str,
    flags: &[String],
) -> Result<(irbridge::ir::Context, irbridge::ir::OpId), String> {
    use irbridge::pass::{instantiate, PipelineElement};
    let elements: Vec<PipelineElement> = flags
        .iter()
        .map(|flag| {
            let body = flag.trim_start_matches('-');
            let (name, options) = body.split_once('=').unwrap_or((body, ""));
            PipelineElement::Pass {
                name: name.to_string(),
                options: options.to_string(),
            }
        })
        .collect();
    let mut scheduled = instantiate(&irbridge_lower::REGISTRY, &elements)?;
    let mut ctx = irbridge::ir::Context::new();
    let module = parse_verified(&mut ctx, "input.mlir", mlir.as_bytes())?;
    irbridge::pass::run_pipeline(&mut ctx, module, &mut scheduled, true)
        .map_err(|ds| render("input.mlir", mlir.as_bytes(), &ds))?;
    Ok((ctx, module))
}

fn render(file: &str, src: &[u8], ds: &[irbridge::diag::Diagnostic]) -> String {
    let mut sm = irbridge::diag::SourceMgr::default();
    sm.add(file, src);
    ds.iter().map(|d| sm.render(d)).collect::<String>()
}

fn parse_verified(
    ctx: &mut irbridge::ir::Context,
    file: &str,
    src: &[u8],
) -> Result<irbridge::ir::OpId, String> {
    let module = irbridge::parse::ops::parse_source(ctx, file, src, 0)
        .map_err(|d| render(file, src, &[d]))?;
    let errs = irbridge::verify::verify(ctx, module);
    if !errs.is_empty() {
        return Err(render(file, src, &errs));
    }
    Ok(module)
}

/// irbridge's own lowering (`irbridge-lower`: the conversion passes with `pipeline`'s options,
/// then `irbridge-translate`): LLVM IR text.
pub fn lower_with_irbridge(mlir: &str, pipeline: &[String]) -> Result<String, String> {
    let (ctx, module) = lower_in_context(mlir, pipeline)?;
    let llctx = inkwell::context::Context::create();
    let m = irbridge_translate::translate(&ctx, module, &llctx)
        .map_err(|ds| render("input.mlir", mlir.as_bytes(), &ds))?;
    Ok(m.print_to_string().to_string())
}

/// irbridge's own lowering of `mlir` to the llvm dialect, printed as `irbridge opt` prints it.
pub fn lower_to_llvm_dialect(mlir: &str, pipeline: &[String]) -> Result<String, String> {
    let (ctx, module) = lower_in_context(mlir, pipeline)?;
    Ok(irbridge::print::ops::print_module_with_capacity(
        &ctx,
        module,
        irbridge::print::PrintFlags::default(),
        mlir.len() * 4,
    ))
}

/// `mlir` after irbridge's passes `flags` (`--canonicalize`, `--cse=...`), printed as
/// `irbridge opt` prints it: no lowering added.
pub fn run_passes_with_irbridge(mlir: &str, flags: &[String]) -> Result<String, String> {
    let (ctx, module) = run_in_context(mlir, flags)?;
    let mut text = irbridge::print::ops::print_module_with_capacity(
        &ctx,
        module,
        irbridge::print::PrintFlags::default(),
        mlir.len() * 2,
    );
    // `opt` ends its output with an empty line, as mlir-opt does.
    text.push('\n');
    Ok(text)
}

/// `mlir` after upstream's `mlir-opt` (in `bin_dir`) with the passes `flags`, as it prints it.
pub fn run_passes_with_upstream(
    bin_dir: &Path,
    mlir: &str,
    flags: &[String],
) -> Result<String, String> {
    let work =
        tempfile::tempdir().map_err(|e| format!("cannot make a temporary directory: {e}"))?;
    let input = work.path().join("input.mlir");
    std::fs::write(&input, mlir).map_err(|e| e.to_string())?;
    let mut opt = Command::new(bin_dir.join("mlir-opt"));
    opt.args(flags).arg(&input);
    run_tool(opt, "mlir-opt")
}

/// irbridge's own translation of an llvm-dialect module (`src`, named `file` in diagnostics) to
/// LLVM IR text: what `--lowered FILE.mlir` uses, so no upstream tool is needed.
pub fn translate_with_irbridge(file: &str, src: &[u8]) -> Result<String, String> {
    let mut ctx = irbridge::ir::Context::new();
    let module = parse_verified(&mut ctx, file, src)?;
    let llctx = inkwell::context::Context::create();
    let m =
        irbridge_translate::translate(&ctx, module, &llctx).map_err(|ds| render(file, src, &ds))?;
    Ok(m.print_to_string().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn options_go_to_every_pass_that_declares_them() {
        let f = pass_flags(&words(
            "expand-strided-metadata index-bitwidth=32 use-generic-functions=1",
        ))
        .unwrap();
        assert_eq!(f[0], "--expand-strided-metadata");
        assert!(f.contains(
            &"--finalize-memref-to-llvm=index-bitwidth=32 use-generic-functions=1".to_string()
        ));
        assert!(f.contains(&"--convert-func-to-llvm=index-bitwidth=32".to_string()));
        assert!(f.contains(&"--convert-complex-to-llvm".to_string()));
        assert_eq!(
            f.last().map(String::as_str),
            Some("--reconcile-unrealized-casts")
        );
        assert_eq!(
            pass_flags(&[]).unwrap(),
            ["--convert-to-llvm", "--reconcile-unrealized-casts"]
        );
        assert!(pass_flags(&words("bogus=1"))
            .unwrap_err()
            .contains("no lowering pass"));
        assert!(pass_flags(&words("bogus")).is_err());
    }

    #[test]
    fn boolean_options_are_read_as_the_passes_read_them() {
        let bare = "use-bare-ptr-memref-call-conv";
        assert!(option_set(&words("use-bare-ptr-memref-call-conv=1"), bare));
        assert!(option_set(
            &words("--convert-func-to-llvm=use-bare-ptr-memref-call-conv=true"),
            bare
        ));
        assert!(option_set(&words("use-bare-ptr-memref-call-conv"), bare));
        assert!(!option_set(&words("use-bare-ptr-memref-call-conv=0"), bare));
        assert!(!option_set(&words("index-bitwidth=32"), bare));
    }
}
