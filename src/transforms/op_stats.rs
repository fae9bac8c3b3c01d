//! `print-op-stats`: how many ops of each name the IR holds, on the error stream, as upstream's
//! `PrintOpStatsPass` writes it (a table aligned on the dialect prefix, or JSON with `json`).

use crate::diag::Diagnostic;
use crate::ir::{Context, OpId};
use crate::pass::Pass;
use std::collections::BTreeMap;
use std::fmt::Write;

pub struct PrintOpStats {
    /// The `json` option.
    pub json: bool,
}

impl Pass for PrintOpStats {
    fn name(&self) -> &'static str {
        "print-op-stats"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        use std::io::Write as _;
        let text = op_stats_text(ctx, op, self.json);
        // A closed stderr is not an error of the pass.
        let _ = std::io::stderr().write_all(text.as_bytes());
        Ok(())
    }
}

/// The summary for every op at or under `root`, names in byte order.
pub fn op_stats_text(ctx: &Context, root: OpId, json: bool) -> String {
    let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
    ctx.walk(root, |op| *counts.entry(ctx.op_name(op)).or_default() += 1);
    let mut out = String::new();
    if json {
        out.push_str("{\n");
        let n = counts.len();
        for (i, (name, count)) in counts.iter().enumerate() {
            let _ = write!(out, "  \"{name}\" : {count}");
            out.push_str(if i + 1 == n { "\n" } else { ",\n" });
        }
        out.push_str("}\n");
        return out;
    }
    out.push_str("Operations encountered:\n-----------------------\n");
    // `dialect.op`: the dialect right-aligned before the first dot, the rest left-aligned after it;
    // a name without a dot is all "op", after a blank dialect column.
    let widths = counts.keys().fold((0, 0), |(d, o), name| {
        let (dn, on) = split(name);
        (d.max(dn.len()), o.max(on.len()))
    });
    for (name, count) in &counts {
        let (dialect, op) = split(name);
        if dialect.is_empty() {
            let _ = write!(out, "{:w$}", "", w = widths.0 + 3);
        } else {
            let _ = write!(out, "{dialect:>w$}.", w = widths.0 + 2);
        }
        let _ = writeln!(out, "{op:<w$} , {count}", w = widths.1);
    }
    out
}

/// `dialect.op` as (dialect, op); a name without anything after its first dot is all op.
fn split(name: &str) -> (&str, &str) {
    match name.split_once('.') {
        Some((d, rest)) if !rest.is_empty() => (d, rest),
        Some((d, _)) => ("", d),
        None => ("", name),
    }
}
