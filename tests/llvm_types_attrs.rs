//! Scratch (being written).
use irbridge::ir::Context;
use irbridge::parse::Parser;

fn ty(src: &str) -> String {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let r = {
        let mut p = Parser::new(&mut ctx, "F", src.as_bytes(), 0);
        p.parse_type()
    };
    match r {
        Ok(t) => irbridge::dialect::llvm::types::type_to_string(&ctx, t),
        Err(d) => format!("ERR {:?}", d.loc) + &d.message,
    }
}
fn at(src: &str) -> String {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let r = {
        let mut p = Parser::new(&mut ctx, "F", src.as_bytes(), 0);
        p.parse_attr(None)
    };
    match r {
        Ok(t) => irbridge::dialect::llvm::attrs::attr_to_string(&ctx, t),
        Err(d) => format!("ERR {:?}", d.loc) + &d.message,
    }
}

#[test]
fn scratch() {
    for s in std::fs::read_to_string("/tmp/llt/scratch/types.txt")
        .unwrap_or_default()
        .lines()
    {
        println!("{s}\n  => {}", ty(s));
    }
    for s in std::fs::read_to_string("/tmp/llt/scratch/attrs.txt")
        .unwrap_or_default()
        .lines()
    {
        println!("{s}\n  => {}", at(s));
    }
}
