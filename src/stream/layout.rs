//! The layout of a module's text: prefix (alias definitions, comments), the `module ... {` header,
//! the top-level ops (pieces), the closing brace and the suffix. Found by lines and bracket balance
//! only, without parsing; anything unusual gives `None` and the caller takes the whole-module path.
//! A wrong split cannot produce wrong output: every batch is parsed, and a batch whose top-level op
//! count differs from its piece count is refused.
use crate::dialect::builtin::ModuleOp;
use crate::dialect::func::FuncOp;
use crate::dialect::llvm::ops::control::UnreachableOp;
use crate::dialect::llvm::ops::func::LLVMFuncOp;

/// One top-level op of the module body.
pub struct Piece<'s> {
    /// Its text, whole lines (comments that follow it included).
    pub text: &'s str,
    /// For a function with a body: its first line, `llvm.unreachable`, and the closing brace, i.e. the
    /// function with its body cut out (declares the symbol in the skeleton at a fraction of the cost).
    pub stub: Option<String>,
}

/// A module's text cut into its parts.
pub struct Layout<'s> {
    /// Alias definitions and comments before the module.
    pub prefix: &'s str,
    /// The `module ... {` line; empty when the ops are at the top level (implicit module).
    pub header: &'s str,
    pub pieces: Vec<Piece<'s>>,
    /// The module's closing line (`}`); empty for an implicit module.
    pub close: &'s str,
}

impl Layout<'_> {
    /// The module text with `body` between the header and the closing brace.
    pub fn module_text(&self, body_len: usize, body: impl FnOnce(&mut String)) -> String {
        let mut text = String::with_capacity(
            self.prefix.len() + self.header.len() + body_len + self.close.len() + 1,
        );
        text.push_str(self.prefix);
        text.push_str(self.header);
        body(&mut text);
        text.push_str(self.close);
        text
    }
}

/// Cuts `text` into its layout, or `None` if it is laid out otherwise.
pub fn split(text: &str) -> Option<Layout<'_>> {
    // A file metadata section (`{-# dialect_resources ... #-}`) holds blobs that ops of any batch
    // may name, and is printed after the module: such files take the whole-module path.
    if text.contains("{-#") {
        return None;
    }
    let lines = line_spans(text);
    let line = |k: usize| &text[lines[k].0..lines[k].1];
    // Prefix: blank lines, comments and alias definitions (one line each).
    let mut k = 0;
    while k < lines.len() {
        let l = line(k).trim_end();
        if l.is_empty() || l.starts_with("//") || l.starts_with('#') || l.starts_with('!') {
            k += 1;
        } else {
            break;
        }
    }
    let prefix = &text[..lines.get(k).map_or(text.len(), |l| l.0)];
    // Symbol references in aliases would need the symbol in every batch.
    if prefix.contains('@') || prefix.contains("{-#") || k == lines.len() {
        return None;
    }
    let first = line(k);
    let explicit = first.starts_with("module ") || first.starts_with("module{");
    let (header, indent, body_start, body_end, close) = if explicit {
        let h = first.trim_end();
        if !h.ends_with('{') || !balanced_header(h) {
            return None;
        }
        // `module @name ... {`: any other symbol reference would need the symbol in every batch.
        if h.matches('@').count() > usize::from(h.starts_with("module @")) {
            return None;
        }
        let close = (k + 1..lines.len())
            .rev()
            .find(|&j| !is_blank_or_comment(line(j)))?;
        if line(close).trim_end() != "}" {
            return None;
        }
        (first, "  ", k + 1, close, &text[lines[close].0..])
    } else {
        if first.starts_with(ModuleOp::NAME) || starts_with_quoted(first, ModuleOp::NAME) {
            return None;
        }
        ("", "", k, lines.len(), "")
    };
    let body = &text[lines.get(body_start).map_or(text.len(), |l| l.0)
        ..lines.get(body_end).map_or(text.len(), |l| l.0)];
    let pieces = pieces_of(body, indent, explicit)?;
    if pieces.is_empty() {
        return None;
    }
    Some(Layout {
        prefix,
        header,
        pieces,
        close,
    })
}

/// The top-level ops of `body`, the text between a module's header and its closing line (whole
/// lines; ops of an explicit module are indented by `indent`); `None` if it is laid out otherwise.
pub fn pieces_of<'s>(body: &'s str, indent: &str, explicit: bool) -> Option<Vec<Piece<'s>>> {
    let lines = line_spans(body);
    let line = |k: usize| &body[lines[k].0..lines[k].1];
    let mut spans: Vec<(usize, usize)> = vec![];
    for j in 0..lines.len() {
        let l = line(j);
        if starts_piece(l, indent) {
            spans.push((j, j + 1));
        } else if let Some(last) = spans.last_mut() {
            last.1 = j + 1;
        } else if !is_blank_or_comment(l) {
            return None;
        }
    }
    let mut pieces = Vec::with_capacity(spans.len());
    for (a, b) in spans {
        let text = &body[lines[a].0..lines[b - 1].1];
        let first = line(a).trim_end();
        if bracket_depth(text) != Some(0)
            || first[indent.len()..].starts_with('%')
            || (!explicit && is_module_op(first))
        {
            return None;
        }
        let last = (a..b)
            .rev()
            .map(line)
            .find(|l| !is_blank_or_comment(l))
            .unwrap_or("");
        let is_func = starts_with_word(&first[indent.len()..], FuncOp::NAME)
            || starts_with_word(&first[indent.len()..], LLVMFuncOp::NAME);
        let closes = last.trim_end().strip_prefix(indent) == Some("}");
        let stub = (is_func && first.ends_with(" {") && closes && b - a > 2).then(|| {
            let unreachable = UnreachableOp::NAME;
            format!("{first}\n{indent}  {unreachable}\n{indent}}}\n")
        });
        pieces.push(Piece { text, stub });
    }
    Some(pieces)
}

/// How many top-level ops [`pieces_of`] finds in `body` when it finds them.
pub fn count_pieces(body: &str, indent: &str) -> usize {
    body.split_inclusive('\n')
        .filter(|l| starts_piece(l, indent))
        .count()
}

/// `(start, end)` of each line, the newline included.
fn line_spans(text: &str) -> Vec<(usize, usize)> {
    let mut lines = Vec::with_capacity(text.len() / 32);
    let mut pos = 0;
    let b = text.as_bytes();
    while pos < b.len() {
        let end = memchr_newline(&b[pos..]).map_or(b.len(), |e| pos + e + 1);
        lines.push((pos, end));
        pos = end;
    }
    lines
}

fn memchr_newline(b: &[u8]) -> Option<usize> {
    b.iter().position(|&c| c == b'\n')
}

fn is_blank_or_comment(l: &str) -> bool {
    let t = l.trim();
    t.is_empty() || t.starts_with("//")
}

/// A line that begins a top-level op: exactly `indent`, then something that is not a closing
/// bracket, a block label or a comment.
fn starts_piece(l: &str, indent: &str) -> bool {
    let Some(rest) = l.strip_prefix(indent) else {
        return false;
    };
    match rest.as_bytes().first() {
        None => false,
        Some(c) if c.is_ascii_whitespace() => false,
        Some(b'}' | b')' | b']' | b'^' | b'>') => false,
        Some(b'/') => !rest.starts_with("//"),
        Some(_) => true,
    }
}

fn is_module_op(first: &str) -> bool {
    first.starts_with("module")
        || first.starts_with(ModuleOp::NAME)
        || starts_with_quoted(first, ModuleOp::NAME)
}

/// `line` starts with the op name `name` followed by a space (`func.func @f`, not `func.funcx`).
fn starts_with_word(line: &str, name: &str) -> bool {
    line.strip_prefix(name).is_some_and(|r| r.starts_with(' '))
}

/// `line` starts with the op name `name` in quotes, as the generic form prints it.
pub(crate) fn starts_with_quoted(line: &str, name: &str) -> bool {
    line.strip_prefix('"')
        .and_then(|r| r.strip_prefix(name))
        .is_some_and(|r| r.starts_with('"'))
}

/// The header is balanced except for its final `{`.
fn balanced_header(h: &str) -> bool {
    bracket_depth(h) == Some(1)
}

/// The position of the quote that closes the string literal opened at `open` (escapes skipped),
/// `None` if it is left open.
pub(super) fn string_end(b: &[u8], open: usize) -> Option<usize> {
    let mut i = open + 1;
    while i < b.len() && b[i] != b'"' {
        i += if b[i] == b'\\' { 2 } else { 1 };
    }
    (i < b.len()).then_some(i)
}

/// Open minus closed `(`, `[`, `{` outside strings and comments; `None` if it ever goes negative or a
/// string is left open.
fn bracket_depth(text: &str) -> Option<i64> {
    let b = text.as_bytes();
    let mut depth = 0i64;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                let end = string_end(b, i)?;
                if b[i..end].contains(&b'\n') {
                    return None;
                }
                i = end;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth < 0 {
                    return None;
                }
            }
            _ => {}
        }
        i += 1;
    }
    Some(depth)
}

/// The symbols a text mentions (`@name` or `@"name"`, escapes kept as written), in order.
pub fn symbol_refs(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut out = vec![];
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'@' {
            i += 1;
            continue;
        }
        i += 1;
        if i < b.len() && b[i] == b'"' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            let j = j.min(b.len());
            out.push(&text[start..j]);
            i = j + 1;
        } else {
            let start = i;
            while i < b.len()
                && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'$' | b'.' | b'-'))
            {
                i += 1;
            }
            if i > start {
                out.push(&text[start..i]);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_name_prefixes() {
        assert!(starts_with_word("func.func @f() {", FuncOp::NAME));
        assert!(!starts_with_word("func.funcx @f() {", FuncOp::NAME));
        assert!(!starts_with_word("func.func", FuncOp::NAME));
        assert!(starts_with_quoted(
            "\"builtin.module\"() ({",
            ModuleOp::NAME
        ));
        assert!(!starts_with_quoted(
            "\"builtin.module_x\"() ({",
            ModuleOp::NAME
        ));
        assert!(!starts_with_quoted("builtin.module {", ModuleOp::NAME));
        // A generic-form module is not split; an `llvm.func` body gets a stub.
        assert!(split("\"builtin.module\"() ({\n}) : () -> ()\n").is_none());
        let l = split("llvm.func @f() {\n  llvm.return\n}\n").unwrap();
        assert_eq!(
            l.pieces[0].stub.as_deref(),
            Some("llvm.func @f() {\n  llvm.unreachable\n}\n")
        );
    }

    #[test]
    fn explicit_module() {
        let t = "#map = affine_map<(d0) -> (d0)>\nmodule attributes {a.b} {\n  func.func private @e(i32)\n  func.func @f(%a: i32) {\n    \"x\"() : () -> ()\n  ^bb1:\n    return\n  }\n  // c\n}\n";
        let l = split(t).unwrap();
        assert_eq!(l.prefix, "#map = affine_map<(d0) -> (d0)>\n");
        assert_eq!(l.header, "module attributes {a.b} {\n");
        assert_eq!(l.pieces.len(), 2);
        assert_eq!(l.pieces[0].text, "  func.func private @e(i32)\n");
        assert!(l.pieces[0].stub.is_none());
        assert!(l.pieces[1].text.ends_with("  }\n  // c\n"));
        assert_eq!(
            l.pieces[1].stub.as_deref(),
            Some("  func.func @f(%a: i32) {\n    llvm.unreachable\n  }\n")
        );
        assert_eq!(l.close, "}\n");
    }

    #[test]
    fn implicit_module() {
        let t = "func.func @f() {\n  return\n}\nfunc.func @g()\n";
        let l = split(t).unwrap();
        assert_eq!(l.header, "");
        assert_eq!(l.pieces.len(), 2);
        assert_eq!(l.pieces[1].text, "func.func @g()\n");
    }

    #[test]
    fn refused_layouts() {
        // Unbalanced piece (signature over two lines at the piece indent).
        assert!(split("module {\n  func.func @f(%a: i32,\n  %b: i32) {\n  }\n}\n").is_none());
        // Values at the top level.
        assert!(split("%0 = \"t.x\"() : () -> i32\n").is_none());
        // A single nested module in an implicit one.
        assert!(split("module {\n}\nmodule {\n}\n").is_none());
        // Something after the module.
        assert!(split("module {\n  func.func private @e()\n}\n#loc = loc(unknown)\n").is_none());
        // Symbol references in aliases.
        assert!(split("#a = #x<@s>\nmodule {\n  func.func private @e()\n}\n").is_none());
    }

    #[test]
    fn symbols() {
        assert_eq!(
            symbol_refs("func.call @f(%x) @\"a b\" @c::@d"),
            vec!["f", "a b", "c", "d"]
        );
    }
}
