//! The parser as the narrow interface of custom syntax ([`AsmParser`]). Errors the interface reports
//! itself carry the `custom op '<name>' ` prefix while an op's custom form is being parsed, as MLIR's
//! `CustomOpAsmParser::emitError` adds it; errors of the underlying parser (wrong tokens, operands,
//! types, attributes) do not.

use super::lexer::TokenKind as T;
use super::ops::{RegionArg, UnresolvedOperand};
use super::Parser;
use crate::diag::{DResult, Diagnostic};
use crate::ir::attrs::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, BlockId, Context, OpState, RegionId, Type, ValueId};
use crate::ods::asm::{AsmParser, Delimiter, Punct};

fn token_of(p: Punct) -> T {
    match p {
        Punct::Arrow => T::Arrow,
        Punct::Colon => T::Colon,
        Punct::Comma => T::Comma,
        Punct::Ellipsis => T::Ellipsis,
        Punct::Equal => T::Equal,
        Punct::Greater => T::Greater,
        Punct::LBrace => T::LBrace,
        Punct::LParen => T::LParen,
        Punct::LSquare => T::LSquare,
        Punct::Less => T::Less,
        Punct::Minus => T::Minus,
        Punct::Plus => T::Plus,
        Punct::Question => T::Question,
        Punct::RBrace => T::RBrace,
        Punct::RParen => T::RParen,
        Punct::RSquare => T::RSquare,
        Punct::Star => T::Star,
        Punct::VerticalBar => T::VerticalBar,
    }
}

impl Parser<'_> {
    /// The name of the op whose custom form is being parsed, if any.
    fn custom_op_name(&self) -> Option<&'static str> {
        self.ssa
            .custom_ops
            .last()
            .copied()
            .filter(|n| !n.is_empty())
    }

    /// Runs a dialect's type or attribute hook: its errors are the dialect parser's, without the
    /// `custom op` prefix of an enclosing op's parser (MLIR's `DialectAsmParser`).
    pub(crate) fn in_dialect_hook<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        self.ssa.custom_ops.push("");
        let r = f(self);
        self.ssa.custom_ops.pop();
        r
    }
}

impl Parser<'_> {
    /// `<keyword>` / `<kw, kw>` of an enum attribute written without its prefix: the attribute's own
    /// parser reports keyword errors through the op's parser (prefixed), the brackets as wrong tokens.
    fn parse_stripped_enum_body(
        &mut self,
        d: &'static crate::ir::enums::EnumDef,
        verbose: bool,
    ) -> DResult<u64> {
        if !verbose {
            self.expect(T::Less, "'<'")?;
        }
        let off = self.tok_start();
        let mut value = 0u64;
        loop {
            if !self.at(T::BareIdent) {
                return Err(AsmParser::error_here(self, "expected valid keyword".into()));
            }
            let Some(v) = d.symbolize(self.spelling()) else {
                let mut e = AsmParser::error_at(self, off, d.unknown_keyword_message());
                self.bump();
                if let Some(msg) = d.param_error_message() {
                    let mut follow = AsmParser::error_here(self, msg);
                    follow.severity = crate::diag::Severity::Error;
                    e.notes.push(follow);
                }
                return Err(e);
            };
            self.bump();
            value |= v;
            if !d.bit_enum {
                break;
            }
            let more = if d.uses_vertical_bar() {
                self.consume_if(T::VerticalBar)
            } else {
                self.consume_if(T::Comma)
            };
            if !more {
                break;
            }
        }
        if !verbose {
            self.expect(T::Greater, "'>'")?;
        }
        Ok(value)
    }
}

impl AsmParser for Parser<'_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    fn ctx_ref(&self) -> &Context {
        self.ctx
    }

    fn offset(&self) -> u32 {
        self.tok_start()
    }
    fn error_at(&self, off: u32, msg: String) -> Diagnostic {
        match self.custom_op_name() {
            Some(name) => self.err_at(off, format!("custom op '{name}' {msg}")),
            None => self.err_at(off, msg),
        }
    }
    fn error_wrong_token(&self, msg: String) -> Diagnostic {
        self.err_wrong_token(msg)
    }
    fn loc_at(&mut self, off: u32) -> Attribute {
        Parser::loc_at(self, off)
    }

    fn at_punct(&self, p: Punct) -> bool {
        self.at(token_of(p))
    }
    fn parse_optional_punct(&mut self, p: Punct) -> bool {
        self.consume_if(token_of(p))
    }
    fn peek_keyword(&self) -> Option<&str> {
        self.at(T::BareIdent).then(|| self.spelling())
    }
    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.consume_keyword(kw)
    }
    fn parse_optional_any_keyword(&mut self) -> Option<String> {
        Parser::parse_optional_keyword(self)
    }
    fn parse_optional_keyword_or_string(&mut self) -> Option<Vec<u8>> {
        if self.at(T::String) {
            let v = self.string_value();
            self.bump();
            return Some(v);
        }
        Parser::parse_optional_keyword(self).map(String::into_bytes)
    }
    fn at_string(&self) -> bool {
        self.at(T::String)
    }
    fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if !self.at(T::String) {
            return None;
        }
        let v = self.string_value();
        self.bump();
        Some(v)
    }
    fn at_integer(&self) -> bool {
        self.at(T::Integer) || self.at(T::Minus)
    }
    fn parse_optional_integer(&mut self) -> DResult<Option<num_bigint::BigInt>> {
        let start = self.tok_start();
        let negative = self.at(T::Minus);
        if negative {
            self.bump();
            if !self.at(T::Integer) {
                return Err(self.err_here("expected integer value"));
            }
        } else if !self.at(T::Integer) {
            return Ok(None);
        }
        let text = self.spelling();
        let parsed = if let Some(hex) = text.strip_prefix("0x") {
            num_bigint::BigInt::parse_bytes(hex.as_bytes(), 16)
        } else {
            text.parse::<num_bigint::BigInt>().ok()
        };
        let Some(v) = parsed else {
            return Err(self.err_at(start, "invalid integer literal"));
        };
        self.bump();
        Ok(Some(if negative { -v } else { v }))
    }
    fn parse_optional_integer_spelling(&mut self) -> DResult<Option<(bool, String)>> {
        let negative = self.at(T::Minus);
        if negative {
            self.bump();
            if !self.at(T::Integer) {
                return Err(self.err_here("expected integer value"));
            }
        } else if !self.at(T::Integer) {
            return Ok(None);
        }
        let text = self.spelling().to_string();
        self.bump();
        Ok(Some((negative, text)))
    }
    fn parse_float(&mut self) -> DResult<f64> {
        let neg = self.consume_if(T::Minus);
        let off = self.tok_start();
        let text = self.spelling().to_string();
        match self.kind() {
            T::Float => {}
            T::Integer if text.starts_with("0x") => {}
            T::Integer => {
                return Err(self
                    .err_at(
                        off,
                        "unexpected decimal integer literal for a floating point value",
                    )
                    .with_note(
                        self.diag_loc_at(off),
                        "add a trailing dot to make the literal a float",
                    ))
            }
            _ => return Err(self.err_at(off, "expected floating point literal")),
        }
        let spelled = if neg { format!("-{text}") } else { text };
        let bits = crate::ir::float::parse_mlir_literal(crate::ir::float::FloatKind::F64, &spelled)
            .map_err(|e| self.err_at(off, e))?;
        self.bump();
        Ok(f64::from_bits(bits as u64))
    }
    fn parse_optional_symbol_name(&mut self) -> Option<Vec<u8>> {
        if !self.at(T::AtIdent) {
            return None;
        }
        let name = self.symbol_token_name().ok()?;
        self.bump();
        Some(name.into_bytes())
    }
    fn parse_comma_separated_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        f: &mut dyn FnMut(&mut dyn AsmParser) -> DResult<()>,
    ) -> DResult<()> {
        let (open, optional) = match delim {
            Delimiter::None => {
                f(self)?;
                while self.consume_if(T::Comma) {
                    f(self)?;
                }
                return Ok(());
            }
            Delimiter::Paren => (T::LParen, false),
            Delimiter::Square => (T::LSquare, false),
            Delimiter::LessGreater => (T::Less, false),
            Delimiter::Brace => (T::LBrace, false),
            Delimiter::OptionalParen => (T::LParen, true),
            Delimiter::OptionalSquare => (T::LSquare, true),
            Delimiter::OptionalLessGreater => (T::Less, true),
            Delimiter::OptionalBrace => (T::LBrace, true),
        };
        if optional && !self.at(open) {
            return Ok(());
        }
        self.parse_delimited_list(open, context, |p| f(p))
    }

    fn at_operand(&self) -> bool {
        self.at(T::PercentIdent)
    }
    fn parse_operand(&mut self) -> DResult<UnresolvedOperand> {
        // `parseToken(percent_identifier, ...)`: a wrong-token error.
        if !self.at(T::PercentIdent) {
            return Err(self.err_wrong_token("expected SSA operand"));
        }
        Parser::parse_operand(self)
    }
    fn parse_operand_list(&mut self) -> DResult<Vec<UnresolvedOperand>> {
        Parser::parse_operand_list(self)
    }
    fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> DResult<ValueId> {
        Parser::resolve_operand(self, u, ty)
    }
    fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand],
        tys: &[Type],
        off: u32,
    ) -> DResult<Vec<ValueId>> {
        if us.len() != tys.len() {
            return Err(AsmParser::error_at(
                self,
                off,
                format!("{} operands present, but expected {}", us.len(), tys.len()),
            ));
        }
        us.iter()
            .zip(tys)
            .map(|(u, t)| Parser::resolve_operand(self, u, *t))
            .collect()
    }

    fn at_type(&self) -> bool {
        self.at_type_start()
    }
    fn parse_type(&mut self) -> DResult<Type> {
        Parser::parse_type(self)
    }
    fn parse_affine_map(&mut self) -> DResult<crate::ir::attrs::AffineMap> {
        self.parse_affine_map_body()
    }
    fn parse_type_list(&mut self) -> DResult<Vec<Type>> {
        self.parse_comma_list(|p| p.parse_type())
    }
    fn parse_function_result_types(&mut self) -> DResult<Vec<Type>> {
        Parser::parse_function_result_types(self)
    }
    fn at_attribute(&self) -> bool {
        !matches!(
            self.kind(),
            T::Eof
                | T::Error
                | T::PercentIdent
                | T::CaretIdent
                | T::Colon
                | T::Comma
                | T::RParen
                | T::RSquare
                | T::RBrace
                | T::Greater
                | T::Arrow
                | T::Equal
        )
    }
    fn parse_attribute(&mut self, ty: Option<Type>) -> DResult<Attribute> {
        self.parse_attr(ty)
    }
    fn parse_stripped_attribute(&mut self, kind: &str, ty: Option<Type>) -> DResult<Attribute> {
        if self.at(T::HashIdent) {
            return self.parse_attr(ty);
        }
        let (dialect, mnemonic) = kind.split_once('.').unwrap_or((kind, ""));
        if let Some(def) = self.ctx.registry.enum_def(kind) {
            let verbose = self.ctx.registry.verbose_enums(dialect);
            let value = self.parse_stripped_enum_body(def.0, verbose)?;
            return Ok(self.ctx.attr(AttrKind::Enum { def, value }));
        }
        let off = self.tok_start();
        let sym = super::types::DialectSymbol {
            dialect: dialect.to_string(),
            mnemonic: mnemonic.to_string(),
            mnemonic_off: off,
            tok_off: off,
            trailing: self.at(T::Less),
            pretty: true,
        };
        match super::attrs::dialect_attr_hook(self.ctx, dialect) {
            Some(f) => self.call_attr_hook(f, &sym, ty),
            None => Err(self.err_here(format!("no parser for attribute `{kind}`"))),
        }
    }
    fn parse_stripped_type(&mut self, kind: &str) -> DResult<Type> {
        if self.at(T::BangIdent) {
            return Parser::parse_type(self);
        }
        let (dialect, mnemonic) = kind.split_once('.').unwrap_or((kind, ""));
        let off = self.tok_start();
        let sym = super::types::DialectSymbol {
            dialect: dialect.to_string(),
            mnemonic: mnemonic.to_string(),
            mnemonic_off: off,
            tok_off: off,
            trailing: self.at(T::Less),
            pretty: true,
        };
        self.parse_dialect_type_body(&sym)
    }
    fn parse_optional_attr_dict(&mut self, st: &mut OpState) -> DResult<()> {
        self.parse_optional_attr_dict_into(st)
    }
    fn parse_optional_attr_dict_with_keyword(&mut self, st: &mut OpState) -> DResult<()> {
        Parser::parse_optional_attr_dict_with_keyword(self, st)
    }
    fn parse_optional_prop_dict(&mut self, st: &mut OpState) -> DResult<()> {
        if self.consume_if(T::Less) {
            let props = self.parse_attr_dict()?;
            st.props.extend(props);
            st.props_written = true;
            self.expect(T::Greater, "'>' to close properties")?;
        }
        Ok(())
    }

    fn parse_affine_map_of_ssa_ids(
        &mut self,
        delim: Delimiter,
    ) -> DResult<(AffineMap, Vec<UnresolvedOperand>)> {
        let open = match delim {
            Delimiter::Paren | Delimiter::OptionalParen => T::LParen,
            Delimiter::LessGreater | Delimiter::OptionalLessGreater => T::Less,
            Delimiter::Brace | Delimiter::OptionalBrace => T::LBrace,
            _ => T::LSquare,
        };
        Parser::parse_affine_map_of_ssa_ids(self, open)
    }
    fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> DResult<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
        Parser::parse_affine_expr_of_ssa_ids(self)
    }

    fn at_region(&self) -> bool {
        self.at(T::LBrace)
    }
    fn parse_region(&mut self, args: &[RegionArg]) -> DResult<RegionId> {
        Parser::parse_region(self, args)
    }
    fn at_successor(&self) -> bool {
        self.at(T::CaretIdent)
    }
    fn parse_successor(&mut self) -> DResult<BlockId> {
        Parser::parse_successor(self)
    }
    fn parse_successor_and_use_list(&mut self) -> DResult<(BlockId, Vec<ValueId>)> {
        Parser::parse_successor_and_use_list(self)
    }
    fn parse_argument(&mut self, with_type: bool, with_loc: bool) -> DResult<RegionArg> {
        if !self.at(T::PercentIdent) {
            return Err(self.err_wrong_token("expected SSA operand"));
        }
        let name = UnresolvedOperand {
            name: crate::ods::asm::SsaName::new(&self.spelling()[1..]),
            number: 0,
            off: self.tok_start(),
        };
        self.bump();
        if self.at(T::HashIdent) {
            return Err(self.err_here("result number not allowed in argument list"));
        }
        let ty = if with_type {
            self.expect(T::Colon, "':'")?;
            Parser::parse_type(self)?
        } else {
            self.ctx.none_type()
        };
        let loc = if with_loc {
            self.parse_optional_trailing_loc()?
        } else {
            None
        };
        Ok(RegionArg { name, ty, loc })
    }
    fn parse_optional_location(&mut self) -> DResult<Option<Attribute>> {
        self.parse_optional_trailing_loc()
    }

    fn parse_dialect_symbol_body(&mut self) -> DResult<String> {
        Parser::parse_dialect_symbol_body(self)
    }
    fn parse_optional_type_at_mnemonic(&mut self, mnemonic_off: u32) -> Option<DResult<Type>> {
        let here = self.tok_start() as usize;
        self.reset_to(mnemonic_off as usize);
        if !self.at_type_start() {
            self.reset_to(here);
            return None;
        }
        Some(Parser::parse_type(self))
    }
    fn skip_dialect_attribute_at(&mut self, off: u32) {
        let here = self.tok_start() as usize;
        self.reset_to(off as usize);
        if !self.at(T::HashIdent) {
            self.reset_to(here);
            return;
        }
        let end = self.tok.end;
        self.bump();
        if self.at(T::Less) && self.tok.start == end && self.parse_dialect_symbol_body().is_err() {
            self.reset_to(here);
        }
    }
    fn enter_nesting(&mut self) -> DResult<()> {
        if self.depth >= super::MAX_NESTING {
            return Err(self.err_here(format!(
                "nesting too deep (more than {} levels)",
                super::MAX_NESTING
            )));
        }
        self.depth += 1;
        Ok(())
    }
    fn exit_nesting(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }
    fn parse_dimension_list(&mut self, allow_dynamic: bool) -> DResult<Vec<i64>> {
        self.parse_dimension_list_ranked(allow_dynamic)
    }
    fn parse_enum_value(&mut self, def: &'static crate::ir::enums::EnumDef) -> DResult<u64> {
        Parser::parse_enum_value(self, crate::ir::enums::EnumRef(def))
    }
    fn parse_optional_attr_dict_entries(&mut self) -> DResult<Vec<(crate::ir::Sym, Attribute)>> {
        if self.at(T::LBrace) {
            self.parse_attr_dict()
        } else {
            Ok(vec![])
        }
    }
}
