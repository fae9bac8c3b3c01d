//! Import LLVM IR (`.ll` or `.bc`) into the `llvm` dialect and walk its ops.
//!
//! `cargo run -p irbridge-examples --example import_and_walk -- [IN.ll|IN.bc]`
//!
//! Prints each function with its number of blocks and ops, then how often each op occurs.

use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::ir::OpId;
use std::collections::BTreeMap;
use std::error::Error;

/// The module imported when no file is given.
const PROGRAM: &str = r#"
define i32 @clamp(i32 %x, i32 %lo, i32 %hi) {
entry:
  %below = icmp slt i32 %x, %lo
  br i1 %below, label %low, label %check
check:
  %above = icmp sgt i32 %x, %hi
  %r = select i1 %above, i32 %hi, i32 %x
  ret i32 %r
low:
  ret i32 %lo
}

declare void @use(ptr)
"#;

/// One line per function (`name: N blocks, M ops`), then `count op-name` lines.
pub fn summary(name: &str, bytes: &[u8]) -> Result<String, Box<dyn Error>> {
    let imported = irbridge_import::from_bytes(name, bytes, Default::default())
        .map_err(irbridge::Error::from_diagnostics)?;
    for w in &imported.warnings {
        eprintln!("warning: {}", w.message);
    }
    let module = imported.into_module();
    let ctx = module.ctx();
    let mut out = String::new();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    module.walk(|op| *counts.entry(ctx.op_name(op).to_string()).or_default() += 1);

    // The functions are the ops of the module's single block.
    let functions: Vec<OpId> = ctx.ops[module.op()]
        .regions
        .iter()
        .flat_map(|&r| ctx.region_blocks(r))
        .flat_map(|b| ctx.block_ops(b))
        .filter(|&op| LLVMFuncOp::is(ctx, op))
        .collect();
    for f in functions {
        let sym = ctx
            .get_attr(f, "sym_name")
            .and_then(|a| ctx.as_str_attr(a))
            .map(String::from_utf8_lossy)
            .unwrap_or_default();
        let blocks: usize = ctx.ops[f]
            .regions
            .iter()
            .map(|&r| ctx.region_blocks(r).len())
            .sum();
        let mut ops = 0;
        ctx.walk(f, |_| ops += 1);
        out.push_str(&format!("@{sym}: {blocks} blocks, {} ops\n", ops - 1));
    }
    for (name, n) in counts {
        out.push_str(&format!("{n:5} {name}\n"));
    }
    Ok(out)
}

pub fn main() -> Result<(), Box<dyn Error>> {
    let (name, bytes) = match std::env::args().nth(1) {
        Some(path) => (path.clone(), std::fs::read(&path)?),
        None => ("program.ll".to_string(), PROGRAM.as_bytes().to_vec()),
    };
    print!("{}", summary(&name, &bytes)?);
    Ok(())
}
