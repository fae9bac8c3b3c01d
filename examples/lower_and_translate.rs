//! Lower an MLIR module to the `llvm` dialect and translate it to LLVM IR, all from Rust.
//!
//! `cargo run -p irbridge-examples --example lower_and_translate -- [IN.mlir] [OUT.ll|OUT.bc|OUT.o]`
//!
//! Without arguments it lowers a small kernel of its own and prints the LLVM IR.

use irbridge::Module;
use irbridge_translate::Emit;
use std::error::Error;

/// The kernel lowered when no file is given: a sum over a dynamically sized memref.
const KERNEL: &str = r#"
func.func @sum(%buf: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %buf, %c0 : memref<?xf32>
  cf.br ^loop(%c0, %zero : index, f32)
^loop(%i: index, %acc: f32):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %x = memref.load %buf[%i] : memref<?xf32>
  %acc2 = arith.addf %acc, %x : f32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2, %acc2 : index, f32)
^exit:
  return %acc : f32
}
"#;

/// Lowers `name`/`text` and returns the translated module as `emit` says.
pub fn lower_and_translate(name: &str, text: &[u8], emit: Emit) -> Result<Vec<u8>, Box<dyn Error>> {
    let mut module = Module::parse(name, text)?;
    // The same pipeline string `mlir-opt --pass-pipeline` takes. `func.func(...)` would anchor passes
    // on functions; an unknown pass here is an error, not a no-op.
    irbridge_lower::run_pipeline(
        &mut module,
        "builtin.module(expand-strided-metadata, convert-to-llvm, reconcile-unrealized-casts)",
    )?;

    // An inkwell module, to inspect (or optimise, JIT, link) before writing it out.
    let llctx = inkwell::context::Context::create();
    let llvm_module = irbridge_translate::to_llvm(&module, &llctx)?;
    for f in llvm_module.get_functions() {
        eprintln!(
            "{} {} ({} parameters)",
            if f.count_basic_blocks() == 0 {
                "declare"
            } else {
                "define"
            },
            f.get_name().to_string_lossy(),
            f.count_params()
        );
    }
    Ok(irbridge_translate::to_bytes(&module, emit)?)
}

pub fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (name, text) = match args.first() {
        Some(path) => (path.clone(), std::fs::read(path)?),
        None => ("kernel.mlir".to_string(), KERNEL.as_bytes().to_vec()),
    };
    let out = args.get(1);
    let emit = match out.and_then(|o| o.rsplit('.').next()) {
        Some("bc") => Emit::Bc,
        Some("o") => Emit::Obj,
        _ => Emit::Ll,
    };
    let bytes = lower_and_translate(&name, &text, emit)?;
    match out {
        Some(path) => std::fs::write(path, bytes)?,
        None => print!("{}", String::from_utf8_lossy(&bytes)),
    }
    Ok(())
}
