//! LLVM IR text is bytes: LLVM's lexer takes any byte in a comment and in a quoted string (`c"..."`,
//! `!"..."`, `@"..."`, section names, inline asm), while the importer's readers (llvm-ir, the
//! generated MLIR) need UTF-8. [`to_utf8`] makes such an input UTF-8 without changing what it means:
//! bytes that are not UTF-8 become `?` in comments (same length: positions stay) and the escape
//! `\XX` in strings (LLVM reads it as the same byte); diagnostics' columns are mapped back to the
//! input's with [`ColumnMap::restore`]. Such a byte anywhere else is an error at its position, as
//! LLVM reports it.

use irbridge::diag::{DiagLoc, Diagnostic};
use std::borrow::Cow;

/// Where escapes widened a line: (line, column of the escape in the new text), 1-based, in order.
#[derive(Default, Debug)]
pub struct ColumnMap {
    escapes: Vec<(u32, u32)>,
}

impl ColumnMap {
    /// The input's column of `col` on `line` of the rewritten text.
    fn original(&self, line: u32, col: u32) -> u32 {
        let mut shift = 0;
        for &(l, c) in &self.escapes {
            if l != line || c >= col {
                continue;
            }
            // Inside the escape: its byte's column; past it: two columns fewer.
            shift += (col - c).min(2);
        }
        col - shift
    }

    /// Gives the diagnostics on `file` (and their notes) the input's columns.
    pub fn restore(&self, file: &str, diags: &mut [Diagnostic]) {
        if self.escapes.is_empty() {
            return;
        }
        for d in diags {
            if let DiagLoc::File { file: f, line, col } = &mut d.loc {
                if f == file && *line > 0 {
                    *col = self.original(*line, *col);
                }
            }
            self.restore(file, &mut d.notes);
        }
    }
}

/// The length of the UTF-8 sequence at `s[i]` (not ASCII), `None` if it is none.
fn utf8_len(s: &[u8], i: usize) -> Option<usize> {
    let end = (i + 4).min(s.len());
    match std::str::from_utf8(&s[i..end]) {
        Ok(t) => t.chars().next().map(char::len_utf8),
        Err(e) if e.valid_up_to() > 0 => std::str::from_utf8(&s[i..i + e.valid_up_to()])
            .ok()
            .and_then(|t| t.chars().next())
            .map(char::len_utf8),
        Err(_) => None,
    }
}

/// `bytes` (LLVM IR text or bitcode) as UTF-8 text LLVM reads as the same module (see the module
/// documentation), or the error at the first byte that is not UTF-8 outside comments and strings.
pub fn to_utf8<'a>(
    file: &str,
    bytes: &'a [u8],
) -> Result<(Cow<'a, [u8]>, ColumnMap), Vec<Diagnostic>> {
    if crate::c_api::is_bitcode(bytes) || std::str::from_utf8(bytes).is_ok() {
        return Ok((Cow::Borrowed(bytes), ColumnMap::default()));
    }
    #[derive(PartialEq)]
    enum State {
        Code,
        Comment,
        Str,
    }
    let mut state = State::Code;
    let mut out = Vec::with_capacity(bytes.len() + 64);
    let mut map = ColumnMap::default();
    let (mut line, mut col) = (1u32, 1u32);
    let mut stray = None;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0x80 {
            match (&state, b) {
                (_, b'\n') if state != State::Str => state = State::Code,
                (State::Code, b';') => state = State::Comment,
                (State::Code, b'"') => state = State::Str,
                (State::Str, b'"') => state = State::Code,
                _ => {}
            }
            out.push(b);
            if b == b'\n' {
                line += 1;
                col = 1;
            } else {
                col += 1;
            }
            i += 1;
            continue;
        }
        if let Some(n) = utf8_len(bytes, i) {
            out.extend_from_slice(&bytes[i..i + n]);
            col += n as u32;
            i += n;
            continue;
        }
        match state {
            State::Comment => {
                out.push(b'?');
                col += 1;
            }
            State::Str => {
                map.escapes.push((line, col));
                out.extend_from_slice(format!("\\{b:02X}").as_bytes());
                col += 3;
            }
            State::Code => {
                stray.get_or_insert((line, col));
                out.push(b);
                col += 1;
            }
        }
        i += 1;
    }
    match stray {
        None => Ok((Cow::Owned(out), map)),
        Some((line, col)) => {
            // LLVM's own message where it has one (the byte is an invalid token to it).
            let llvm = crate::c_api::parse_error(bytes)
                .map(|e| crate::llvm_message(file, &e))
                .filter(|d| matches!(d.loc, DiagLoc::File { line, .. } if line > 0));
            Err(vec![llvm.unwrap_or_else(|| {
                Diagnostic::error(
                    DiagLoc::File {
                        file: file.to_string(),
                        line,
                        col,
                    },
                    "byte that is not UTF-8 outside a comment or string",
                )
            })])
        }
    }
}

/// How deep LLVM IR text may nest brackets (`[ { ( <`): the import's MLIR nests at least as deep, and
/// irbridge's parser takes at most `irbridge::parse::MAX_NESTING` levels; far deeper text would also
/// overflow LLVM's recursive parser (`llvm-as` 19 crashes at some 100 000 levels).
pub const MAX_TEXT_NESTING: u32 = irbridge::parse::MAX_NESTING - 16;

/// Refuses LLVM IR text nested deeper than [`MAX_TEXT_NESTING`] (outside comments and strings), at
/// the bracket that goes too deep. Bitcode passes.
pub fn check_nesting(file: &str, bytes: &[u8]) -> Result<(), Vec<Diagnostic>> {
    if crate::c_api::is_bitcode(bytes) {
        return Ok(());
    }
    let (mut line, mut col) = (1u32, 1u32);
    let (mut in_str, mut in_comment) = (false, false);
    let mut depth = 0u32;
    for &b in bytes {
        match b {
            b'\n' => {
                in_comment = false;
                line += 1;
                col = 0;
            }
            _ if in_comment => {}
            b'"' => in_str = !in_str,
            _ if in_str => {}
            b';' => in_comment = true,
            b'[' | b'{' | b'(' | b'<' => {
                depth += 1;
                if depth > MAX_TEXT_NESTING {
                    return Err(vec![Diagnostic::error(
                        DiagLoc::File {
                            file: file.to_string(),
                            line,
                            col,
                        },
                        format!("nesting deeper than {MAX_TEXT_NESTING} levels is not supported"),
                    )]);
                }
            }
            b']' | b'}' | b')' | b'>' => depth = depth.saturating_sub(1),
            _ => {}
        }
        col += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_strings() {
        let src = b"; \xff comment\n@s = global [2 x i8] c\"\xff\x01\"\n@t = global i8 \"\xfe\"x\n";
        let (out, map) = to_utf8("f.ll", src).unwrap();
        assert_eq!(
            std::str::from_utf8(&out).unwrap(),
            "; ? comment\n@s = global [2 x i8] c\"\\FF\x01\"\n@t = global i8 \"\\FE\"x\n"
        );
        // `x` after the escape on line 3: column 19 in the input, 21 in the rewritten text.
        assert_eq!(map.original(3, 21), 19);
        assert_eq!(map.original(3, 17), 17);
        assert_eq!(map.original(3, 18), 17);
        assert_eq!(map.original(2, 5), 5);
        // Valid UTF-8 stays as it is.
        let ok = "; é\n".as_bytes();
        assert!(matches!(to_utf8("f.ll", ok).unwrap().0, Cow::Borrowed(_)));
    }

    #[test]
    fn nesting() {
        let deep = |n: usize| {
            format!(
                "@g = global {}i8{} zeroinitializer\n",
                "[1 x ".repeat(n),
                "]".repeat(n)
            )
        };
        assert!(check_nesting("f.ll", deep(200).as_bytes()).is_ok());
        let e = check_nesting("f.ll", deep(300).as_bytes()).unwrap_err();
        assert!(
            matches!(
                e[0].loc,
                DiagLoc::File {
                    line: 1,
                    col: 1213,
                    ..
                }
            ),
            "{:?}",
            e[0].loc
        );
        // Brackets in comments and strings do not count.
        let quiet = format!(
            "; {}\n@s = global [1 x i8] c\"{}\"\n",
            "[".repeat(400),
            "<".repeat(400)
        );
        assert!(check_nesting("f.ll", quiet.as_bytes()).is_ok());
    }
}
