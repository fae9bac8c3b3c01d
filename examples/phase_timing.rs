//! Times parse, verify and print separately on one file (a profiling aid for the benchmark).
fn main() {
    let path = std::env::args().nth(1).expect("usage: phase_timing FILE");
    let src = std::fs::read(&path).expect("read");
    let t0 = std::time::Instant::now();
    let mut ctx = irbridge::ir::Context::new();
    let m = irbridge::parse::ops::parse_source(&mut ctx, &path, &src, 0).expect("parse");
    let t1 = std::time::Instant::now();
    let errs = irbridge::verify::verify(&ctx, m);
    assert!(errs.is_empty());
    let t2 = std::time::Instant::now();
    let out = irbridge::print::ops::print_module(&ctx, m, Default::default());
    let t3 = std::time::Instant::now();
    eprintln!(
        "parse {:?} verify {:?} print {:?} ({} ops, {} bytes out)",
        t1 - t0,
        t2 - t1,
        t3 - t2,
        ctx.ops.len(),
        out.len()
    );
}
