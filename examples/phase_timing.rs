//! Times parse, verify and print separately on one file (a profiling aid for the benchmark).
//!
//! `cargo run --release -p irbridge-examples --example phase_timing -- FILE.mlir`

use std::error::Error;
use std::time::Instant;

pub fn main() -> Result<(), Box<dyn Error>> {
    let path = std::env::args()
        .nth(1)
        .ok_or("usage: phase_timing FILE.mlir")?;
    let src = std::fs::read(&path)?;
    let t0 = Instant::now();
    let module = irbridge::Module::parse_with(
        &path,
        &src,
        &irbridge::ParseOptions {
            skip_verifier: true,
            ..Default::default()
        },
    )?;
    let t1 = Instant::now();
    module.verify()?;
    let t2 = Instant::now();
    let out = module.print();
    let t3 = Instant::now();
    eprintln!(
        "parse {:?} verify {:?} print {:?} ({} ops, {} bytes out)",
        t1 - t0,
        t2 - t1,
        t3 - t2,
        module.ctx().ops.len(),
        out.len()
    );
    Ok(())
}
