//! Recursive-descent parser for MLIR's textual form. `Parser` holds the token stream and the SSA/block
//! scopes; types, attributes, affine structures and operations are parsed by `impl Parser` blocks in
//! the sibling files. Every error is a [`Diagnostic`] at the offending token.

pub mod affine;
pub mod asm;
pub mod attrs;
pub mod format;
pub mod lexer;
pub mod ops;
pub mod types;

use crate::diag::{DResult, DiagLoc, Diagnostic};
use crate::ir::{Attribute, Context, Type};
use lexer::{Lexer, LineIndex, Token, TokenKind};
use rustc_hash::FxHashMap;

/// Deepest nesting of regions, types, attributes or expressions accepted; deeper input gets a diagnostic
/// instead of exhausting the stack.
pub const MAX_NESTING: u32 = 256;

pub struct Parser<'a> {
    pub ctx: &'a mut Context,
    pub(crate) lex: Lexer<'a>,
    pub(crate) tok: Token,
    pub(crate) src: &'a [u8],
    pub(crate) file: String,
    file_sym: Option<crate::ir::Sym>,
    pub(crate) lines: LineIndex,
    /// Line offset of this buffer inside the original file (for `--split-input-file` chunks).
    pub(crate) line_offset: u32,
    pub(crate) type_aliases: FxHashMap<String, Type>,
    pub(crate) attr_aliases: FxHashMap<String, Attribute>,
    pub(crate) depth: u32,
    pub(crate) ssa: ops::SsaState,
}

impl<'a> Parser<'a> {
    pub fn new(ctx: &'a mut Context, file: &str, src: &'a [u8], line_offset: u32) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            ctx,
            lex,
            tok,
            src,
            file: file.to_string(),
            file_sym: None,
            lines: LineIndex::new(src),
            line_offset,
            type_aliases: Default::default(),
            attr_aliases: Default::default(),
            depth: 0,
            ssa: Default::default(),
        }
    }

    // ---- tokens --------------------------------------------------------------------------------------------
    pub fn kind(&self) -> TokenKind {
        self.tok.kind
    }
    pub fn at(&self, k: TokenKind) -> bool {
        self.tok.kind == k
    }
    /// The current token's text.
    pub fn spelling(&self) -> &'a str {
        let s: &'a [u8] = self.src;
        std::str::from_utf8(&s[self.tok.start as usize..self.tok.end as usize]).unwrap_or("")
    }
    /// The current token's bytes (string tokens may hold any bytes).
    pub fn spelling_bytes(&self) -> &'a [u8] {
        let s: &'a [u8] = self.src;
        &s[self.tok.start as usize..self.tok.end as usize]
    }
    pub fn tok_start(&self) -> u32 {
        self.tok.start
    }
    pub fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }
    /// Re-lexes from byte offset `pos` (splits tokens like `4x8xf32`).
    pub fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
    }
    pub fn consume_if(&mut self, k: TokenKind) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// Consumes a token of kind `k` or reports `expected <what>` at the current token.
    pub fn expect(&mut self, k: TokenKind, what: &str) -> DResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.err_wrong_token(format!("expected {what}")))
        }
    }
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.at(TokenKind::BareIdent) && self.spelling() == kw
    }
    pub fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }
    pub fn expect_keyword(&mut self, kw: &str) -> DResult<()> {
        if self.consume_keyword(kw) {
            Ok(())
        } else {
            Err(self.err_wrong_token(format!("expected '{kw}'")))
        }
    }
    /// A bare identifier (or a keyword-like string) if present.
    pub fn parse_optional_keyword(&mut self) -> Option<String> {
        if self.at(TokenKind::BareIdent) {
            let s = self.spelling().to_string();
            self.bump();
            Some(s)
        } else {
            None
        }
    }
    pub fn parse_keyword(&mut self, what: &str) -> DResult<String> {
        self.parse_optional_keyword()
            .ok_or_else(|| self.err_here(format!("expected {what}")))
    }

    // ---- locations and errors ------------------------------------------------------------------------------
    pub fn diag_loc_at(&self, off: u32) -> DiagLoc {
        let (line, col) = self.lines.line_col(off);
        DiagLoc::File {
            file: self.file.clone(),
            line: line + self.line_offset,
            col,
        }
    }
    /// An error at byte offset `off`. When the current token is a lexing error, the lexer's message wins
    /// (upstream reports the lexer error and drops the parser's follow-up).
    pub fn err_at(&self, off: u32, msg: impl Into<String>) -> Diagnostic {
        if self.at(TokenKind::Error) {
            if let Some(e) = &self.lex.error {
                return Diagnostic::error(self.diag_loc_at(self.tok.start), e.clone());
            }
        }
        Diagnostic::error(self.diag_loc_at(off), msg)
    }
    /// An error at the current token (at EOF: one character back, as upstream does).
    pub fn err_here(&self, msg: impl Into<String>) -> Diagnostic {
        if self.at(TokenKind::Error) {
            if let Some(e) = &self.lex.error {
                return self.err_at(self.tok.start, e.clone());
            }
        }
        let mut off = self.tok.start;
        if self.at(TokenKind::Eof) {
            off = off.saturating_sub(1);
        }
        self.err_at(off, msg)
    }

    /// The location attribute for byte offset `off` in this buffer.
    pub fn loc_at(&mut self, off: u32) -> Attribute {
        let (line, col) = self.lines.line_col(off);
        let file = match self.file_sym {
            Some(s) => s,
            None => {
                let s = self.ctx.sym(&self.file);
                self.file_sym = Some(s);
                s
            }
        };
        self.ctx.attr(crate::ir::AttrKind::Location(
            crate::ir::Location::FileLineCol {
                file,
                line: line + self.line_offset,
                col,
            },
        ))
    }
    pub fn loc_here(&mut self) -> Attribute {
        self.loc_at(self.tok.start)
    }

    /// Runs `f` one nesting level deeper, refusing input nested beyond [`MAX_NESTING`].
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> DResult<T>) -> DResult<T> {
        if self.depth >= MAX_NESTING {
            return Err(self.err_here(format!("nesting too deep (more than {MAX_NESTING} levels)")));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// `elem (',' elem)*` between `open` and `close`, collected; see [`Parser::parse_delimited_list`].
    pub fn parse_comma_list_delimited<R>(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        context: &str,
        mut f: impl FnMut(&mut Self) -> DResult<R>,
    ) -> DResult<Vec<R>> {
        debug_assert!(close == close_of(open), "mismatched delimiters");
        let mut v = vec![];
        self.parse_delimited_list(open, context, |p| {
            v.push(f(p)?);
            Ok(())
        })?;
        Ok(v)
    }

    /// `elem (',' elem)*` without delimiters.
    pub fn parse_comma_list<T>(
        &mut self,
        mut f: impl FnMut(&mut Self) -> DResult<T>,
    ) -> DResult<Vec<T>> {
        let mut v = vec![f(self)?];
        while self.consume_if(TokenKind::Comma) {
            v.push(f(self)?);
        }
        Ok(v)
    }
}

/// The fixed text of a punctuation token, for messages.
pub fn tok_text(k: TokenKind) -> &'static str {
    use TokenKind::*;
    match k {
        Arrow => "->",
        Colon => ":",
        Comma => ",",
        Ellipsis => "...",
        Equal => "=",
        Greater => ">",
        LBrace => "{",
        LParen => "(",
        LSquare => "[",
        Less => "<",
        Minus => "-",
        Plus => "+",
        Question => "?",
        RBrace => "}",
        RParen => ")",
        RSquare => "]",
        Star => "*",
        VerticalBar => "|",
        _ => "token",
    }
}

/// Delimiters of [`Parser::parse_delimited_list`].
fn close_of(open: TokenKind) -> TokenKind {
    match open {
        TokenKind::LParen => TokenKind::RParen,
        TokenKind::LSquare => TokenKind::RSquare,
        TokenKind::LBrace => TokenKind::RBrace,
        _ => TokenKind::Greater,
    }
}

impl<'a> Parser<'a> {
    /// MLIR's `emitWrongTokenError`: reports at the end of the previous token's text (skipping back over
    /// whitespace, blank lines and trailing `//` comments), which is where the user expected more input.
    pub fn err_wrong_token(&self, msg: impl Into<String>) -> Diagnostic {
        if self.at(TokenKind::Error) {
            return self.err_here(msg);
        }
        let mut end = self.tok.start as usize;
        if self.at(TokenKind::Eof) && end > 0 {
            end -= 1;
        }
        let original = end;
        let src = self.src;
        let mut cur = end.min(src.len());
        loop {
            while cur > 0 && matches!(src[cur - 1], b' ' | b'\t') {
                cur -= 1;
            }
            if cur == 0 {
                return self.err_at(original as u32, msg);
            }
            if !matches!(src[cur - 1], b'\n' | b'\r') {
                return self.err_at(cur as u32, msg);
            }
            cur -= 1;
            let line_start = src[..cur]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(p) = src[line_start..cur].windows(2).position(|w| w == b"//") {
                cur = line_start + p;
            }
        }
    }

    /// MLIR's `parseCommaSeparatedList` with a delimiter: `open` elem (`,` elem)* `close`, possibly empty;
    /// `context` is appended to the "expected" messages (e.g. `" in attribute dictionary"`).
    pub fn parse_delimited_list(
        &mut self,
        open: TokenKind,
        context: &str,
        mut f: impl FnMut(&mut Self) -> DResult<()>,
    ) -> DResult<()> {
        let close = close_of(open);
        if !self.consume_if(open) {
            return Err(self.err_wrong_token(format!("expected '{}'{context}", tok_text(open))));
        }
        if self.consume_if(close) {
            return Ok(());
        }
        f(self)?;
        while self.consume_if(TokenKind::Comma) {
            f(self)?;
        }
        if !self.consume_if(close) {
            return Err(self.err_wrong_token(format!("expected '{}'{context}", tok_text(close))));
        }
        Ok(())
    }

    /// MLIR's `parseCommaSeparatedListUntil`: elements then `close`; the opening token is already consumed.
    pub fn parse_list_until(
        &mut self,
        close: TokenKind,
        allow_empty: bool,
        mut f: impl FnMut(&mut Self) -> DResult<()>,
    ) -> DResult<()> {
        if self.at(close) {
            if !allow_empty {
                return Err(self.err_wrong_token("expected list element"));
            }
            self.bump();
            return Ok(());
        }
        f(self)?;
        while self.consume_if(TokenKind::Comma) {
            f(self)?;
        }
        if !self.consume_if(close) {
            return Err(self.err_wrong_token(format!("expected ',' or '{}'", tok_text(close))));
        }
        Ok(())
    }

    /// Consumes `k` or reports `msg` as a wrong-token error.
    pub fn expect_wt(&mut self, k: TokenKind, msg: &str) -> DResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.err_wrong_token(msg))
        }
    }
}
