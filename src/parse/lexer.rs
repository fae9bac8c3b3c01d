//! MLIR's lexical structure: a hand-written lexer over bytes that never panics and keeps byte offsets.

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    Eof,
    /// A lexing error; the token's text is the offending input, `Lexer::error` says why.
    Error,
    BareIdent,
    /// `@foo` or `@"foo"`.
    AtIdent,
    /// `#foo`.
    HashIdent,
    /// `%foo`.
    PercentIdent,
    /// `^foo`.
    CaretIdent,
    /// `!foo`.
    BangIdent,
    Integer,
    Float,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    VerticalBar,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

#[derive(Copy, Clone, Debug)]
pub struct Token {
    pub kind: TokenKind,
    pub start: u32,
    pub end: u32,
}

impl Token {
    pub fn is(&self, k: TokenKind) -> bool {
        self.kind == k
    }
}

pub struct Lexer<'a> {
    pub src: &'a [u8],
    pos: usize,
    /// Set when a token of kind `Error` is returned.
    pub error: Option<String>,
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
fn is_bare_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}
fn is_suffix_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            error: None,
        }
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Restarts lexing at `pos` (used to split `4x8xf32` and `0xf32` in dimension lists).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    fn peek(&self, off: usize) -> u8 {
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn err(&mut self, start: usize, msg: impl Into<String>) -> Token {
        self.error = Some(msg.into());
        if self.pos == start {
            self.pos += 1;
        }
        self.tok(TokenKind::Error, start)
    }

    pub fn next_token(&mut self) -> Token {
        use TokenKind::*;
        loop {
            let start = self.pos;
            if self.pos >= self.src.len() {
                return self.tok(Eof, start);
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                // A NUL inside the buffer is skipped like whitespace, as MLIR's lexer does.
                0 => continue,
                b'/' if self.peek(0) == b'/' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                    continue;
                }
                b':' => return self.tok(Colon, start),
                b',' => return self.tok(Comma, start),
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        return self.tok(Ellipsis, start);
                    }
                    return self.err(start, "expected three consecutive dots for an ellipsis");
                }
                b'(' => return self.tok(LParen, start),
                b')' => return self.tok(RParen, start),
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        return self.tok(FileMetadataBegin, start);
                    }
                    return self.tok(LBrace, start);
                }
                b'}' => return self.tok(RBrace, start),
                b'[' => return self.tok(LSquare, start),
                b']' => return self.tok(RSquare, start),
                b'<' => return self.tok(Less, start),
                b'>' => return self.tok(Greater, start),
                b'=' => return self.tok(Equal, start),
                b'+' => return self.tok(Plus, start),
                b'*' => return self.tok(Star, start),
                b'?' => return self.tok(Question, start),
                b'|' => return self.tok(VerticalBar, start),
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        return self.tok(Arrow, start);
                    }
                    return self.tok(Minus, start);
                }
                b'"' => return self.lex_string(start),
                b'@' => {
                    if self.peek(0) == b'"' {
                        self.pos += 1;
                        let t = self.lex_string(start);
                        if t.kind == Error {
                            return t;
                        }
                        return self.tok(AtIdent, start);
                    }
                    if !is_id_start(self.peek(0)) {
                        return self
                            .err(start, "@ identifier expected to start with letter or '_'");
                    }
                    while is_bare_id_char(self.peek(0)) {
                        self.pos += 1;
                    }
                    return self.tok(AtIdent, start);
                }
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        return self.tok(FileMetadataEnd, start);
                    }
                    return self.lex_prefixed(start, HashIdent, "invalid attribute name");
                }
                b'%' => return self.lex_prefixed(start, PercentIdent, "invalid SSA name"),
                b'^' => return self.lex_prefixed(start, CaretIdent, "invalid block name"),
                b'!' => return self.lex_prefixed(start, BangIdent, "invalid type identifier"),
                c if c.is_ascii_digit() => return self.lex_number(start),
                c if is_id_start(c) => {
                    while is_bare_id_char(self.peek(0)) {
                        self.pos += 1;
                    }
                    return self.tok(BareIdent, start);
                }
                _ => return self.err(start, "unexpected character"),
            }
        }
    }

    /// `%`, `^`, `#`, `!` followed by a suffix-id: digits or `[a-zA-Z_$.-][a-zA-Z0-9_$.-]*`.
    fn lex_prefixed(&mut self, start: usize, kind: TokenKind, what: &str) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'_' | b'$' | b'.' | b'-') {
            while is_suffix_id_char(self.peek(0)) {
                self.pos += 1;
            }
        } else {
            return self.err(start, what.to_string());
        }
        self.tok(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let d1 = self.peek(1);
            if d1.is_ascii_digit() || ((d1 == b'-' || d1 == b'+') && self.peek(2).is_ascii_digit())
            {
                self.pos += 2;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(TokenKind::Float, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                return self.err(start, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(TokenKind::String, start),
                b'\n' | b'\r' => {
                    self.pos -= 1;
                    return self.err(start, "expected '\"' in string literal");
                }
                b'\\' => {
                    let e = self.peek(0);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.err(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// Decodes the body of a string token (without quotes) into bytes, resolving MLIR's escapes.
pub fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c == b'\\' && i + 1 < body.len() {
            let e = body[i + 1];
            match e {
                b'n' => out.push(b'\n'),
                b't' => out.push(b'\t'),
                b'"' | b'\\' => out.push(e),
                _ if i + 2 < body.len() => {
                    let hex = |d: u8| (d as char).to_digit(16).unwrap_or(0) as u8;
                    out.push(hex(e) * 16 + hex(body[i + 2]));
                    i += 1;
                }
                _ => out.push(e),
            }
            i += 2;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

pub use crate::diag::LineIndex;
