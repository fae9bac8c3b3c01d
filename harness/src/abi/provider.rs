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
    /// Code lowered elsewhere: `.ll` as is, `.mlir` (llvm dialect) translated with `translator`.
    Lowered { file: PathBuf, translator: PathBuf },
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
                opt.args(pass_flags(pipeline_flags))
                    .arg(&input)
                    .arg("-o")
                    .arg(&llvm_mlir);
                run_tool(opt, "mlir-opt")?;
                translate(&bin_dir.join("mlir-translate"), &llvm_mlir)
            }
            Provider::Lowered { file, translator } => {
                if file.extension().is_some_and(|e| e == "ll") {
                    std::fs::read_to_string(file)
                        .map_err(|e| format!("cannot read '{}': {e}", file.display()))
                } else {
                    translate(translator, file)
                }
            }
            Provider::Irbridge { pipeline } => lower_with_irbridge(mlir, pipeline),
        }
    }
}

/// The pass flags of a `--pipeline '<flags>'` string placed before `--convert-to-llvm`: options
/// such as `index-bitwidth=32` or `use-bare-ptr-memref-call-conv=1` given bare are applied to the
/// conversion passes that take them.
pub fn pass_flags(pipeline: &[String]) -> Vec<String> {
    let mut opts = vec![];
    let mut passes = vec![];
    for f in pipeline {
        let f = f.trim_start_matches('-');
        if f.starts_with("index-bitwidth=") || f.starts_with("use-bare-ptr-memref-call-conv") {
            opts.push(f.to_string());
        } else if !f.is_empty() {
            passes.push(format!("--{f}"));
        }
    }
    if opts.is_empty() {
        passes.push("--convert-to-llvm".into());
    } else {
        // `--convert-to-llvm` takes no conversion options in 19: spell the passes out.
        let idx: Vec<_> = opts
            .iter()
            .filter(|o| o.starts_with("index-bitwidth"))
            .cloned()
            .collect();
        let with = |pass: &str, v: &[String]| {
            if v.is_empty() {
                format!("--{pass}")
            } else {
                format!("--{pass}={}", v.join(" "))
            }
        };
        passes.push(with("finalize-memref-to-llvm", &idx));
        passes.push(with("convert-arith-to-llvm", &idx));
        passes.push("--convert-complex-to-llvm".into());
        passes.push("--convert-cf-to-llvm".into());
        passes.push(with("convert-index-to-llvm", &idx));
        passes.push(with("convert-func-to-llvm", &opts));
    }
    passes.push("--reconcile-unrealized-casts".into());
    passes
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

/// irbridge's own lowering (`export` crate: `--convert-to-llvm` with `pipeline`, then translation to
/// LLVM IR). The integration point: connect this to `export` once its lowering lands.
pub fn lower_with_irbridge(mlir: &str, pipeline: &[String]) -> Result<String, String> {
    use irbridge::pass::{instantiate, PipelineElement};
    let elements: Vec<PipelineElement> = pass_flags(pipeline)
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
    let render = |ds: Vec<irbridge::diag::Diagnostic>| {
        let mut sm = irbridge::diag::SourceMgr::default();
        sm.add("input.mlir", mlir.as_bytes());
        ds.iter().map(|d| sm.render(d)).collect::<String>()
    };
    let mut ctx = irbridge::ir::Context::new();
    let module = irbridge::parse::ops::parse_source(&mut ctx, "input.mlir", mlir.as_bytes(), 0)
        .map_err(|d| render(vec![d]))?;
    let errs = irbridge::verify::verify(&ctx, module);
    if !errs.is_empty() {
        return Err(render(errs));
    }
    irbridge::pass::run_pipeline(&mut ctx, module, &mut scheduled, true).map_err(render)?;
    let llctx = inkwell::context::Context::create();
    let m = irbridge_translate::translate(&ctx, module, &llctx).map_err(render)?;
    Ok(m.print_to_string().to_string())
}
