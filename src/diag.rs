//! Diagnostics as values: `file:line:col: error: message`, the source line and a caret, then notes.

use crate::ir::attrs::{AttrKind, Attribute, Location};
use crate::ir::context::Context;
use std::fmt::Write;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
    /// A `called from` line of the call stack of a diagnostic at a call-site location: printed as
    /// a note right after the diagnostic, as MLIR's SourceMgr handler prints them, but not a note
    /// of it (`--verify-diagnostics` does not see it). Kept among the notes so that a diagnostic
    /// stays small (parsers return them through deep recursion).
    CalledFrom,
}

impl Severity {
    pub fn keyword(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::CalledFrom => "note",
        }
    }
}

/// Where a diagnostic points: a file position, or a location with no file (named/unknown).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DiagLoc {
    File { file: String, line: u32, col: u32 },
    Other(String),
    Unknown,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: DiagLoc,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

pub type DResult<T> = Result<T, Diagnostic>;

impl Diagnostic {
    pub fn error(loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: vec![],
        }
    }
    pub fn with_note(mut self, loc: DiagLoc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: vec![],
        });
        self
    }
    /// Appends `follow` (an error of its own, such as upstream's `failed to parse <Attr> parameter ...`
    /// after the error that made a parameter's parser fail) to be reported after this one.
    pub fn followed_by(mut self, follow: Diagnostic) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Error,
            ..follow
        });
        self
    }
    /// An error at an IR location attribute (the op's `loc(...)`), with the call stack it holds.
    pub fn at(ctx: &Context, loc: Attribute, message: impl Into<String>) -> Self {
        let mut d = Diagnostic::error(diag_loc(ctx, loc), message);
        d.notes = call_stack(ctx, loc)
            .into_iter()
            .map(|caller| Diagnostic {
                severity: Severity::CalledFrom,
                loc: caller,
                message: "called from".into(),
                notes: vec![],
            })
            .collect();
        d
    }
}

thread_local! {
    /// Remarks and warnings passes emit without failing (upstream's `emitRemark`/`emitWarning`
    /// from a pass that goes on): collected per thread, taken by the driver after each chunk.
    static NON_FATAL: std::cell::RefCell<Vec<Diagnostic>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Reports `d` (a remark or warning) without failing the pass that found it.
pub fn emit_non_fatal(d: Diagnostic) {
    NON_FATAL.with(|v| v.borrow_mut().push(d));
}

/// The diagnostics [`emit_non_fatal`] collected on this thread since the last call, in order.
pub fn take_non_fatal() -> Vec<Diagnostic> {
    NON_FATAL.with(|v| std::mem::take(&mut *v.borrow_mut()))
}

impl Diagnostic {
    /// A remark at an IR location attribute.
    pub fn remark_at(ctx: &Context, loc: Attribute, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Remark,
            ..Diagnostic::at(ctx, loc, message)
        }
    }
}

/// How many callers a diagnostic shows at most (upstream's `callStackLimit`).
const CALL_STACK_LIMIT: usize = 10;

/// The callers of the first call-site location inside `loc` (looking through names and fused
/// locations), each caller's own call site giving the next: what each shows.
fn call_stack(ctx: &Context, loc: Attribute) -> Vec<DiagLoc> {
    fn call_site(ctx: &Context, loc: Attribute, depth: u32) -> Option<Attribute> {
        if depth > 64 {
            return None;
        }
        match ctx.attr_kind(loc) {
            AttrKind::Location(Location::Name { child: Some(c), .. }) => {
                call_site(ctx, *c, depth + 1)
            }
            AttrKind::Location(Location::CallSite { caller, .. }) => Some(*caller),
            AttrKind::Location(Location::Fused { locs, .. }) => {
                locs.iter().find_map(|l| call_site(ctx, *l, depth + 1))
            }
            _ => None,
        }
    }
    let mut out = vec![];
    let mut caller = call_site(ctx, loc, 0);
    for _ in 0..CALL_STACK_LIMIT {
        let Some(c) = caller else { break };
        out.push(diag_loc(ctx, c));
        caller = call_site(ctx, c, 0);
    }
    out
}

/// Resolves a location attribute to the position a diagnostic shows: the first file position found
/// inside names, call sites (the callee, then the caller) and fused locations, as MLIR's SourceMgr handler does.
pub fn diag_loc(ctx: &Context, loc: Attribute) -> DiagLoc {
    if let Some(d) = find_loc_to_show(ctx, loc, 0) {
        return d;
    }
    match ctx.attr_kind(loc) {
        AttrKind::Location(Location::Name { name, .. }) => {
            DiagLoc::Other(ctx.str(*name).to_string())
        }
        _ => DiagLoc::Unknown,
    }
}

/// The file position `loc` shows, if any: the first in a pre-order walk of its parts (a call site's
/// callee before its caller), as `findInstanceOf<FileLineColLoc>` finds it.
fn find_loc_to_show(ctx: &Context, loc: Attribute, depth: u32) -> Option<DiagLoc> {
    if depth > 64 {
        return None;
    }
    match ctx.attr_kind(loc) {
        AttrKind::Location(Location::FileLineCol { file, line, col }) => Some(DiagLoc::File {
            file: ctx.str(*file).to_string(),
            line: *line,
            col: *col,
        }),
        AttrKind::Location(Location::Name { child: Some(c), .. }) => {
            find_loc_to_show(ctx, *c, depth + 1)
        }
        AttrKind::Location(Location::CallSite { callee, caller }) => {
            find_loc_to_show(ctx, *callee, depth + 1)
                .or_else(|| find_loc_to_show(ctx, *caller, depth + 1))
        }
        AttrKind::Location(Location::Fused { locs, .. }) => locs
            .iter()
            .find_map(|l| find_loc_to_show(ctx, *l, depth + 1)),
        _ => None,
    }
}

/// Source buffers by name, for printing the offending line under a diagnostic.
#[derive(Default)]
pub struct SourceMgr {
    files: Vec<(String, Vec<u8>, LineIndex)>,
}

impl SourceMgr {
    pub fn add(&mut self, name: &str, text: &[u8]) {
        self.files
            .push((name.to_string(), text.to_vec(), LineIndex::new(text)));
    }

    fn line_text(&self, file: &str, line: u32) -> Option<&[u8]> {
        let (_, text, idx) = self.files.iter().rev().find(|f| f.0 == file)?;
        let start = idx.line_start(line)? as usize;
        let end = text[start..]
            .iter()
            .position(|&c| c == b'\n')
            .map(|p| start + p)
            .unwrap_or(text.len());
        Some(&text[start..end])
    }

    /// Renders a diagnostic (and its notes) the way `mlir-opt` prints them.
    pub fn render(&self, d: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(d, &mut out);
        out
    }

    fn render_into(&self, d: &Diagnostic, out: &mut String) {
        self.render_line(d.severity, &d.loc, &d.message, out);
        for n in &d.notes {
            self.render_into(n, out);
        }
    }

    /// One diagnostic line, with the source line and a caret under a file position.
    fn render_line(&self, severity: Severity, loc: &DiagLoc, message: &str, out: &mut String) {
        match loc {
            DiagLoc::File { file, line, col } => {
                let _ = writeln!(
                    out,
                    "{file}:{line}:{col}: {}: {}",
                    severity.keyword(),
                    message
                );
                if let Some(text) = self.line_text(file, *line) {
                    let text = String::from_utf8_lossy(text);
                    let _ = writeln!(out, "{text}");
                    let pad: String = text
                        .chars()
                        .take(col.saturating_sub(1) as usize)
                        .map(|c| if c == '\t' { '\t' } else { ' ' })
                        .collect();
                    let _ = writeln!(out, "{pad}^");
                }
            }
            DiagLoc::Other(name) => {
                let _ = writeln!(out, "{name}: {}: {}", severity.keyword(), message);
            }
            DiagLoc::Unknown => {
                let _ = writeln!(out, "<unknown>:0: {}: {}", severity.keyword(), message);
            }
        }
    }
}

/// Maps byte offsets to 1-based line and column numbers.
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(src: &[u8]) -> Self {
        let mut starts = vec![0];
        for (i, &c) in src.iter().enumerate() {
            if c == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineIndex { starts }
    }
    /// (line, column), both 1-based; the column counts bytes like MLIR's SourceMgr.
    pub fn line_col(&self, off: u32) -> (u32, u32) {
        let line = match self.starts.binary_search(&off) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line as u32 + 1, off - self.starts[line] + 1)
    }
    pub fn line_start(&self, line: u32) -> Option<u32> {
        self.starts.get(line.checked_sub(1)? as usize).copied()
    }
}
