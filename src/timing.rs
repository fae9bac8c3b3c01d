//! `-mlir-timing`: wall-clock timers under a root that spans the run, reported on stderr in
//! upstream's "Execution time report" layout (`-mlir-timing-display=list|tree`). The times are
//! real measurements; only the layout and the timer names follow mlir-opt/mlir-translate 19.

use std::fmt::Write;
use std::time::{Duration, Instant};

/// How the report lists the timers (upstream's `-mlir-timing-display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Every timer merged by name (the root, `root`, included), longest first.
    List,
    /// The timers nested as they ran, in the order they were first started (the default).
    Tree,
}

impl TimingDisplay {
    /// The flag's values, as upstream spells them.
    pub const NAMES: [(&'static str, TimingDisplay); 2] =
        [("list", TimingDisplay::List), ("tree", TimingDisplay::Tree)];

    pub fn from_name(name: &str) -> Option<TimingDisplay> {
        Self::NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, d)| d)
    }
}

/// The root timer and its direct children (a timer started again under the same name adds up).
pub struct Timing {
    start: Instant,
    display: TimingDisplay,
    children: Vec<(String, Duration)>,
}

impl Timing {
    /// Starts the root timer.
    pub fn start(display: TimingDisplay) -> Timing {
        Timing {
            start: Instant::now(),
            display,
            children: vec![],
        }
    }

    /// Adds `spent` to the child timer `name` (created on first use).
    pub fn add(&mut self, name: &str, spent: Duration) {
        match self.children.iter_mut().find(|(n, _)| n == name) {
            Some((_, d)) => *d += spent,
            None => self.children.push((name.to_string(), spent)),
        }
    }

    /// The report, with the root's time taken now.
    pub fn report(&self) -> String {
        render(self.display, self.start.elapsed(), &self.children)
    }
}

/// Upstream's text layout: a banner, the total, one line per timer, then `Rest` (the root's time
/// outside its children) and `Total`.
fn render(display: TimingDisplay, total: Duration, children: &[(String, Duration)]) -> String {
    const DESCRIPTION: &str = "... Execution time report ...";
    let total_s = total.as_secs_f64();
    let rule = format!("==={}===\n", "-".repeat(73));
    let mut out = String::new();
    out.push_str(&rule);
    let pad = (80 - DESCRIPTION.len()) / 2;
    let _ = writeln!(out, "{}{DESCRIPTION}", " ".repeat(pad));
    out.push_str(&rule);
    let _ = write!(out, "  Total Execution Time: {total_s:.4} seconds\n\n");
    out.push_str("  ----Wall Time----  ----Name----\n");
    let line = |out: &mut String, name: &str, secs: f64| {
        let percent = if total_s > 0.0 {
            100.0 * secs / total_s
        } else {
            0.0
        };
        let _ = writeln!(out, "  {secs:8.4} ({percent:5.1}%)  {name}");
    };
    let mut rows: Vec<(&str, f64)> = children
        .iter()
        .map(|(n, d)| (n.as_str(), d.as_secs_f64()))
        .collect();
    if display == TimingDisplay::List {
        rows.push(("root", total_s));
        rows.sort_by(|a, b| b.1.total_cmp(&a.1));
    }
    for &(name, secs) in &rows {
        line(&mut out, name, secs);
    }
    let inside: f64 = children.iter().map(|(_, d)| d.as_secs_f64()).sum();
    line(&mut out, "Rest", total_s - inside);
    line(&mut out, "Total", total_s);
    out
}
