//! Check, from Rust, that code lowered by your own pipeline keeps MLIR's calling conventions: the
//! ABI harness calls every function through `_mlir_ciface_`, the default and (where it applies) the
//! bare-pointer convention, natively (clang) and in the JIT, with seeded memref descriptors, and
//! compares what each call observes with irbridge's reference lowering of the same module.
//!
//! `cargo run -p irbridge-examples --example check_abi -- [IN.mlir]`
//!
//! A program using the harness calls `irbridge_harness::abi::serve_jit_child()` first in `main`:
//! the JIT executor runs in a child process of the program's own executable.

use irbridge::Module;
use irbridge_harness::abi::provider::Provider;
use irbridge_harness::abi::{check_source, run::Tools, Plan};
use std::error::Error;

/// The module checked when no file is given: a strided view's sum and a multi-result function.
const KERNEL: &str = r#"
func.func @scale(%m: memref<?x4xf32>, %k: f32) attributes { llvm.emit_c_interface } {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %m, %c0 : memref<?x4xf32>
  cf.br ^row(%c0 : index)
^row(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^col(%c0 : index), ^done
^col(%j: index):
  %inner = arith.cmpi slt, %j, %c4 : index
  cf.cond_br %inner, ^body, ^next
^body:
  %x = memref.load %m[%i, %j] : memref<?x4xf32>
  %y = arith.mulf %x, %k : f32
  memref.store %y, %m[%i, %j] : memref<?x4xf32>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^col(%j1 : index)
^next:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^row(%i1 : index)
^done:
  return
}

func.func @divmod(%a: i32, %b: i32) -> (i32, i32) attributes { llvm.emit_c_interface } {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}
"#;

/// Lowers `text` with `pipeline` (your lowering) and checks it against irbridge's reference
/// lowering; the harness's report table.
pub fn check(name: &str, text: &[u8], pipeline: &str) -> Result<String, Box<dyn Error>> {
    let mut module = Module::parse(name, text)?;
    irbridge_lower::run_pipeline(&mut module, pipeline)?;
    let work = std::env::temp_dir().join(format!("irbridge-check-abi-{}", std::process::id()));
    std::fs::create_dir_all(&work)?;
    let lowered = work.join("lowered.mlir");
    std::fs::write(&lowered, module.print())?;

    let plan = Plan {
        subjects: vec![
            // The first subject is the reference.
            ("irbridge".into(), Provider::Irbridge { pipeline: vec![] }),
            (
                "mine".into(),
                Provider::Lowered {
                    file: lowered,
                    translator: None,
                },
            ),
        ],
        pipeline: vec![],
        seed: 1,
        tools: Tools::find(None),
        keep: None,
        all_signatures: false,
    };
    let report = check_source(name, text, &plan);
    let _ = std::fs::remove_dir_all(&work);
    let report = report?;
    let table = report.render();
    if report.ok() {
        Ok(table)
    } else {
        Err(format!("ABI mismatch:\n{table}").into())
    }
}

pub fn main() -> Result<(), Box<dyn Error>> {
    // The harness runs its JIT executor in a child of this very program: serve it.
    irbridge_harness::abi::serve_jit_child();
    let (name, text) = match std::env::args().nth(1) {
        Some(path) => (path.clone(), std::fs::read(&path)?),
        None => ("kernel.mlir".to_string(), KERNEL.as_bytes().to_vec()),
    };
    let table = check(
        &name,
        &text,
        "builtin.module(convert-to-llvm, reconcile-unrealized-casts)",
    )?;
    print!("{table}");
    Ok(())
}
