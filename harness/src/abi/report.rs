//! The report: one row per function and lowering (signature, C interface, default convention,
//! probes), the first mismatch of each row field by field, skipped functions and the layout check.

use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    NotApplicable,
    Ok,
    Mismatch,
    /// A mismatch the input records as a known upstream 19 bug (`// ABI-UPSTREAM-BUG:`).
    UpstreamBug,
}

impl Cell {
    fn text(self) -> &'static str {
        match self {
            Cell::NotApplicable => "-",
            Cell::Ok => "ok",
            Cell::Mismatch => "MISMATCH",
            Cell::UpstreamBug => "UPSTREAM-BUG",
        }
    }
}

pub struct Row {
    pub function: String,
    pub subject: String,
    pub signature: Cell,
    /// C interface, default convention, probes, bare-pointer convention (F and probe).
    pub paths: [Cell; 4],
    /// The first mismatch: which path and executor, the field, expected and observed values.
    pub first: Option<String>,
    /// The first mismatch of each column (signature, C interface, default, probes, bare).
    pub firsts: [Option<String>; 5],
}

impl Row {
    pub fn new(function: &str, subject: &str) -> Row {
        Row {
            function: function.to_string(),
            subject: subject.to_string(),
            signature: Cell::NotApplicable,
            paths: [Cell::NotApplicable; 4],
            first: None,
            firsts: Default::default(),
        }
    }

    /// Records the outcome of path `p` (see `c_caller::PATHS`) run by `exec`.
    pub fn record(&mut self, p: usize, exec: &str, name: &str, outcome: Result<(), String>) {
        self.record_col(p.min(2), exec, name, outcome)
    }

    /// Records an outcome in column `col` (0 C interface, 1 default, 2 probes, 3 bare).
    pub fn record_col(&mut self, col: usize, exec: &str, name: &str, outcome: Result<(), String>) {
        match outcome {
            Ok(()) => {
                if self.paths[col] == Cell::NotApplicable {
                    self.paths[col] = Cell::Ok;
                }
            }
            Err(e) => {
                self.paths[col] = Cell::Mismatch;
                let msg = format!("[{name}, {exec}] {e}");
                self.firsts[col + 1].get_or_insert(msg.clone());
                self.first.get_or_insert(msg);
            }
        }
    }

    pub fn ok(&self) -> bool {
        self.signature != Cell::Mismatch && !self.paths.contains(&Cell::Mismatch)
    }

    /// Applies a known upstream bug to column `col` (0 signature, 1 C interface, 2 default,
    /// 3 probes, 4 bare): a mismatch there becomes [`Cell::UpstreamBug`]. Returns the mismatch
    /// it covers, or `None` if the column did not mismatch.
    /// The cell of column `col` (as in [`Row::mark_upstream_bug`]).
    pub fn cell(&self, col: usize) -> Cell {
        if col == 0 {
            self.signature
        } else {
            self.paths[col - 1]
        }
    }

    pub fn mark_upstream_bug(&mut self, col: usize) -> Option<String> {
        let cell = if col == 0 {
            &mut self.signature
        } else {
            &mut self.paths[col - 1]
        };
        if *cell != Cell::Mismatch {
            return None;
        }
        *cell = Cell::UpstreamBug;
        let msg = self.firsts[col].take();
        if self.first == msg {
            self.first = self.firsts.iter().flatten().next().cloned();
        }
        msg
    }
}

#[derive(Default)]
pub struct Report {
    pub rows: Vec<Row>,
    pub skipped: Vec<(String, String)>,
    pub notes: Vec<String>,
    /// Mismatches the input records as upstream 19 bugs: (function, lowering, mismatch, reason).
    pub upstream_bugs: Vec<(String, String, String, String)>,
    /// Lowerings that could not lower the module (and are not checked).
    pub not_lowered: Vec<String>,
    /// Whole-module signature comparisons (lowering, first difference).
    pub module_signatures: Vec<(String, Result<(), String>)>,
    /// Number of layout assertions that held, or the first that failed.
    pub layout: Option<Result<usize, String>>,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.rows.iter().all(Row::ok)
            && !matches!(self.layout, Some(Err(_)))
            && self.module_signatures.iter().all(|(_, r)| r.is_ok())
    }

    pub fn render(&self) -> String {
        let mut out = String::new();
        for n in &self.notes {
            let _ = writeln!(out, "note: {n}");
        }
        let w = self
            .rows
            .iter()
            .map(|r| r.function.len() + 1)
            .max()
            .unwrap_or(8)
            .max(9);
        let _ = writeln!(
            out,
            "{:<w$}  {:<9} {:<12} {:<12} {:<12} {:<12} {:<12}",
            "function", "lowering", "signature", "ciface", "default", "probes", "bare"
        );
        for r in &self.rows {
            let _ = writeln!(
                out,
                "{:<w$}  {:<9} {:<12} {:<12} {:<12} {:<12} {:<12}",
                format!("@{}", r.function),
                r.subject,
                r.signature.text(),
                r.paths[0].text(),
                r.paths[1].text(),
                r.paths[2].text(),
                r.paths[3].text()
            );
        }
        for r in self.rows.iter().filter(|r| r.first.is_some()) {
            let _ = writeln!(
                out,
                "mismatch: @{} ({}) {}",
                r.function,
                r.subject,
                r.first.as_deref().unwrap_or_default()
            );
        }
        for (f, label, what, why) in &self.upstream_bugs {
            let _ = writeln!(out, "upstream 19 bug: @{f} ({label}) {what} -- {why}");
        }
        for (label, r) in &self.module_signatures {
            if let Err(e) = r {
                let _ = writeln!(out, "mismatch: module signatures ({label}): {e}");
            }
        }
        for (f, why) in &self.skipped {
            let _ = writeln!(out, "skipped: @{f}: {why}");
        }
        match &self.layout {
            Some(Ok(n)) => {
                let _ = writeln!(
                    out,
                    "descriptor layout (ranks 0-8, index 32/64): {n} checks against clang-19 hold"
                );
            }
            Some(Err(e)) => {
                let _ = writeln!(out, "mismatch: descriptor layout: {e}");
            }
            None => {}
        }
        if self.rows.is_empty() && self.skipped.is_empty() {
            let _ = writeln!(
                out,
                "nothing to check: no function has a memref, complex or multi-result signature"
            );
        }
        let bad = self.rows.iter().filter(|r| !r.ok()).count();
        let _ = writeln!(
            out,
            "{} of {} rows agree{}",
            self.rows.len() - bad,
            self.rows.len(),
            if self.ok() { "" } else { "; FAILED" }
        );
        out
    }
}
