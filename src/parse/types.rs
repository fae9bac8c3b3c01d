//! Type syntax: builtin types, aliases `!name`, dialect types.
//!
//! Dialect types (`!llvm.ptr`, ...) go through one dispatch point, the syntax hooks of the context's
//! registry: dialect name to a parse function. Dialects irbridge knows but that define no types get upstream's
//! "provides no type parsing hook" error; unknown dialects become opaque types when unregistered dialects
//! are allowed.

use super::lexer::TokenKind as T;
use super::Parser;
use crate::diag::DResult;
use crate::ir::attrs::AttrKind;
use crate::ir::float::FloatKind;
use crate::ir::types::{Signedness, TypeKind};
use crate::ir::{Attribute, Type, DYNAMIC};

/// MLIR's `IntegerType::kMaxWidth`.
pub const MAX_INT_WIDTH: u64 = 16_777_215;

/// Parses a type of a dialect irbridge implements. Called after the `!dialect.mnemonic` token has been
/// consumed; the current token is whatever follows, e.g. the `<` of `!llvm.ptr<1>` (`sym.trailing`).
pub use crate::ods::asm::DialectTypeParseFn;

/// `iN` / `siN` / `uiN`: the signedness and the digits.
pub fn int_type_keyword(s: &str) -> Option<(Signedness, &str)> {
    let (sign, digits) = if let Some(d) = s.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = s.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = s.strip_prefix('i') {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) {
        Some((sign, digits))
    } else {
        None
    }
}

/// Builtin type keywords (besides integer and float types) that start a type.
const TYPE_KEYWORDS: &[&str] = &[
    "memref", "tensor", "complex", "tuple", "vector", "index", "none",
];

impl<'a> Parser<'a> {
    /// True if the current token can start a type.
    pub fn at_type_start(&self) -> bool {
        match self.kind() {
            T::LParen | T::BangIdent => true,
            T::BareIdent => {
                let s = self.spelling();
                TYPE_KEYWORDS.contains(&s)
                    || FloatKind::from_keyword(s).is_some()
                    || int_type_keyword(s).is_some()
            }
            _ => false,
        }
    }

    /// Parses any type.
    pub fn parse_type(&mut self) -> DResult<Type> {
        self.nested(|p| {
            if p.at(T::LParen) {
                p.parse_function_type()
            } else {
                p.parse_non_function_type_impl()
            }
        })
    }

    /// `None` (consuming nothing) when the current token cannot start a type.
    pub fn parse_optional_type(&mut self) -> DResult<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Any type but a function type.
    pub fn parse_non_function_type(&mut self) -> DResult<Type> {
        self.nested(|p| p.parse_non_function_type_impl())
    }

    /// `(t1, t2)` (possibly empty).
    pub fn parse_type_list_parens(&mut self) -> DResult<Vec<Type>> {
        if !self.consume_if(T::LParen) {
            return Err(self.err_wrong_token("expected '('"));
        }
        if self.consume_if(T::RParen) {
            return Ok(vec![]);
        }
        let v = self.parse_type_list_no_parens()?;
        self.expect_wt(T::RParen, "expected ')'")?;
        Ok(v)
    }

    /// `t1, t2, ...` (at least one).
    pub fn parse_type_list_no_parens(&mut self) -> DResult<Vec<Type>> {
        self.parse_comma_list(|p| p.parse_type())
    }

    /// Function result types: a single non-function type, or a parenthesized list.
    pub fn parse_function_result_types(&mut self) -> DResult<Vec<Type>> {
        if self.at(T::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    fn parse_function_type(&mut self) -> DResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect_wt(T::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    fn parse_non_function_type_impl(&mut self) -> DResult<Type> {
        match self.kind() {
            T::BangIdent => return self.parse_extended_type(),
            T::BareIdent => {}
            _ => return Err(self.err_wrong_token("expected non-function type")),
        }
        let s = self.spelling();
        if let Some((signedness, digits)) = int_type_keyword(s) {
            let width = digits.parse::<u64>().ok();
            let Some(width) = width.filter(|w| *w <= u32::MAX as u64) else {
                return Err(self.err_here("invalid integer width"));
            };
            if width > MAX_INT_WIDTH {
                return Err(self.err_here(format!(
                    "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                )));
            }
            self.bump();
            return Ok(self.ctx.ty(TypeKind::Integer {
                width: width as u32,
                signedness,
            }));
        }
        if let Some(k) = FloatKind::from_keyword(s) {
            self.bump();
            return Ok(self.ctx.float(k));
        }
        match s {
            "index" => {
                self.bump();
                Ok(self.ctx.index())
            }
            "none" => {
                self.bump();
                Ok(self.ctx.none_type())
            }
            "memref" => self.parse_memref_type(),
            "tensor" => self.parse_tensor_type(),
            "vector" => self.parse_vector_type(),
            "complex" => self.parse_complex_type(),
            "tuple" => self.parse_tuple_type(),
            _ => Err(self.err_wrong_token("expected non-function type")),
        }
    }

    fn parse_complex_type(&mut self) -> DResult<Type> {
        self.bump();
        self.expect_wt(T::Less, "expected '<' in complex type")?;
        let off = self.tok_start();
        let elem = self.parse_type()?;
        self.expect_wt(T::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.kind(elem),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return Err(self.err_at(off, "invalid element type for complex"));
        }
        Ok(self.ctx.ty(TypeKind::Complex(elem)))
    }

    fn parse_tuple_type(&mut self) -> DResult<Type> {
        self.bump();
        self.expect_wt(T::Less, "expected '<' in tuple type")?;
        if self.consume_if(T::Greater) {
            return Ok(self.ctx.ty(TypeKind::Tuple(vec![])));
        }
        let types = self.parse_type_list_no_parens()?;
        self.expect_wt(T::Greater, "expected '>' in tuple type")?;
        Ok(self.ctx.ty(TypeKind::Tuple(types)))
    }

    // ---- dimension lists -----------------------------------------------------------------------------------

    /// One dimension size; `0x...` hex tokens are split into `0` and `x...` as upstream does.
    fn parse_integer_in_dimension_list(&mut self) -> DResult<i64> {
        let s = self.spelling();
        if s.len() > 1 && s.as_bytes()[1] == b'x' {
            let pos = self.tok.start as usize + 1;
            self.reset_to(pos);
            return Ok(0);
        }
        match s.parse::<u64>().ok().filter(|v| *v <= i64::MAX as u64) {
            Some(v) => {
                self.bump();
                Ok(v as i64)
            }
            None => Err(self.err_here("invalid dimension")),
        }
    }

    /// Consumes the `x` of a dimension list, splitting tokens like `x8xf32` after the `x`.
    fn parse_x_in_dimension_list(&mut self) -> DResult<()> {
        if !self.at(T::BareIdent) || !self.spelling().starts_with('x') {
            return Err(self.err_wrong_token("expected 'x' in dimension list"));
        }
        if self.spelling().len() != 1 {
            let pos = self.tok.start as usize + 1;
            self.reset_to(pos);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// `4x?x8x` (with trailing `x`): MLIR's `parseDimensionListRanked(allowDynamic, withTrailingX=true)`.
    pub fn parse_dimension_list_ranked(&mut self, allow_dynamic: bool) -> DResult<Vec<i64>> {
        let mut dims = vec![];
        while self.at(T::Integer) || self.at(T::Question) {
            if self.at(T::Question) {
                if !allow_dynamic {
                    return Err(self.err_here("expected static shape"));
                }
                self.bump();
                dims.push(DYNAMIC);
            } else {
                dims.push(self.parse_integer_in_dimension_list()?);
            }
            self.parse_x_in_dimension_list()?;
        }
        Ok(dims)
    }

    fn parse_memref_type(&mut self) -> DResult<Type> {
        let loc = self.tok_start();
        self.bump();
        self.expect_wt(T::Less, "expected '<' in memref type")?;
        let unranked = self.consume_if(T::Star);
        let dims = if unranked {
            self.parse_x_in_dimension_list()?;
            vec![]
        } else {
            self.parse_dimension_list_ranked(true)?
        };
        let elem_off = self.tok_start();
        let elem = self.parse_type()?;
        if !self.is_valid_memref_elem(elem) {
            return Err(self.err_at(elem_off, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut space: Option<Attribute> = None;
        if !self.consume_if(T::Greater) {
            self.expect_wt(T::Comma, "expected ',' or '>' in memref type")?;
            self.parse_list_until(T::Greater, false, |p| {
                let a = p.parse_attr(None)?;
                let is_layout = matches!(
                    p.ctx.attr_kind(a),
                    AttrKind::AffineMap(_) | AttrKind::Strided { .. }
                );
                if !is_layout {
                    if space.is_some() {
                        return Err(p.err_here("multiple memory spaces specified in memref type"));
                    }
                    space = Some(a);
                    return Ok(());
                }
                layout = Some(a);
                if unranked {
                    return Err(p.err_here("cannot have affine map for unranked memref type"));
                }
                if space.is_some() {
                    return Err(p.err_here("expected memory space to be last in memref type"));
                }
                Ok(())
            })?;
        }
        // The default memory space (integer 0) is dropped, as upstream does.
        if let Some(s) = space {
            match self.ctx.attr_kind(s) {
                AttrKind::Integer { value, .. } if *value == 0.into() => space = None,
                AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_) => {}
                AttrKind::Enum { .. } | AttrKind::DialectStruct { .. } => {}
                _ => return Err(self.err_at(loc, "unsupported memory space Attribute")),
            }
        }
        if unranked {
            return Ok(self.ctx.ty(TypeKind::UnrankedMemRef {
                elem,
                memory_space: space,
            }));
        }
        if dims.iter().any(|d| *d < 0 && *d != DYNAMIC) {
            return Err(self.err_at(loc, "invalid memref size"));
        }
        if let Some(l) = layout {
            match self.ctx.attr_kind(l) {
                AttrKind::AffineMap(m) => {
                    if m.num_dims as usize != dims.len() {
                        let msg = format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            dims.len(),
                            m.num_dims
                        );
                        return Err(self.err_at(loc, msg));
                    }
                    if m.is_multi_dim_identity() {
                        layout = None;
                    }
                }
                AttrKind::Strided { strides, .. } if strides.len() != dims.len() => {
                    return Err(
                        self.err_at(loc, "expected the number of strides to match the rank")
                    );
                }
                _ => {}
            }
        }
        Ok(self.ctx.ty(TypeKind::MemRef {
            shape: dims,
            elem,
            layout,
            memory_space: space,
        }))
    }

    /// MLIR's `BaseMemRefType::isValidElementType`.
    pub fn is_valid_memref_elem(&self, t: Type) -> bool {
        matches!(
            self.ctx.kind(t),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Dialect(_)
        )
    }

    fn parse_tensor_type(&mut self) -> DResult<Type> {
        self.bump();
        self.expect_wt(T::Less, "expected '<' in tensor type")?;
        let unranked = self.consume_if(T::Star);
        let dims = if unranked {
            self.parse_x_in_dimension_list()?;
            vec![]
        } else {
            self.parse_dimension_list_ranked(true)?
        };
        let elem_off = self.tok_start();
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(T::Comma) {
            encoding = self.parse_optional_attr()?;
        }
        self.expect_wt(T::Greater, "expected '>' in tensor type")?;
        let valid = matches!(
            self.ctx.kind(elem),
            TypeKind::Complex(_)
                | TypeKind::Float(_)
                | TypeKind::Integer { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Index
                | TypeKind::Dialect(_)
        );
        if !valid {
            return Err(self.err_at(elem_off, "invalid tensor element type"));
        }
        if unranked {
            if encoding.is_some() {
                return Err(self.err_here("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.ty(TypeKind::UnrankedTensor { elem }));
        }
        Ok(self.ctx.ty(TypeKind::RankedTensor {
            shape: dims,
            elem,
            encoding,
        }))
    }

    fn parse_vector_type(&mut self) -> DResult<Type> {
        self.bump();
        self.expect_wt(T::Less, "expected '<' in vector type")?;
        let mut shape = vec![];
        let mut scalable = vec![];
        while self.at(T::Integer) || self.at(T::LSquare) {
            let sc = self.consume_if(T::LSquare);
            if sc && !self.at(T::Integer) {
                // Upstream reads the next token as an integer here; report what it would.
                return Err(self.err_here("invalid dimension"));
            }
            shape.push(self.parse_integer_in_dimension_list()?);
            if sc && !self.consume_if(T::RSquare) {
                return Err(self.err_wrong_token("missing ']' closing scalable dimension"));
            }
            scalable.push(sc);
            self.parse_x_in_dimension_list()?;
        }
        if shape.iter().any(|d| *d <= 0) {
            return Err(self.err_here("vector types must have positive constant sizes"));
        }
        let elem_off = self.tok_start();
        let elem = self.parse_type()?;
        self.expect_wt(T::Greater, "expected '>' in vector type")?;
        if !matches!(
            self.ctx.kind(elem),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ) {
            return Err(self.err_at(elem_off, "vector elements must be int/index/float type"));
        }
        Ok(self.ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem,
        }))
    }

    // ---- dialect types and aliases -------------------------------------------------------------------------

    /// The type-parsing hook of `dialect`.
    fn type_hook(&self, dialect: &str) -> Option<DialectTypeParseFn> {
        self.ctx.registry.syntax(dialect).and_then(|s| s.parse_type)
    }

    /// A dialect type after its `!dialect.mnemonic` (given as `sym`), through the dialect's hook.
    pub(crate) fn parse_dialect_type_body(&mut self, sym: &DialectSymbol) -> DResult<Type> {
        match self.type_hook(&sym.dialect) {
            Some(f) => self.in_dialect_hook(|p| f(p, sym)),
            None => Err(self.err_here(format!(
                "no parser for type `{}.{}`",
                sym.dialect, sym.mnemonic
            ))),
        }
    }

    fn parse_extended_type(&mut self) -> DResult<Type> {
        let sym = self.parse_extended_symbol()?;
        match sym {
            ExtendedSymbol::Alias(name, _) => match self.type_aliases.get(&name) {
                Some(t) => Ok(*t),
                None => Err(self.err_wrong_token(format!("undefined symbol alias id '{name}'"))),
            },
            ExtendedSymbol::Dialect(sym) => {
                let dialect = sym.dialect.as_str();
                if let Some(f) = self.type_hook(dialect) {
                    return self.in_dialect_hook(|p| f(p, &sym));
                }
                let loc = if sym.pretty {
                    sym.mnemonic_off
                } else {
                    sym.tok_off
                };
                if self.ctx.registry.is_known_dialect(dialect) {
                    return Err(self.err_at(
                        loc,
                        format!("dialect '{dialect}' provides no type parsing hook"),
                    ));
                }
                let body = self.parse_dialect_body_text(&sym.mnemonic, sym.trailing, sym.pretty)?;
                if !self.ctx.allow_unregistered {
                    return Err(self.err_at(
                        loc,
                        format!(
                            "`!\"{dialect}\"<\"{body}\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                        ),
                    ));
                }
                Ok(self.ctx.ty(TypeKind::Opaque {
                    dialect: dialect.into(),
                    body: body.into(),
                }))
            }
        }
    }

    /// Consumes a `!name` / `#name` token and classifies it (MLIR's `parseExtendedSymbol`): an alias when it
    /// has no dot and no `<` immediately after it, otherwise a dialect symbol.
    pub fn parse_extended_symbol(&mut self) -> DResult<ExtendedSymbol> {
        let tok_off = self.tok.start;
        let tok_end = self.tok.end;
        let ident = self.spelling()[1..].to_string();
        self.bump();
        let (dialect, data) = match ident.split_once('.') {
            Some((d, rest)) => (d.to_string(), rest.to_string()),
            None => (ident.clone(), String::new()),
        };
        let pretty = !data.is_empty() || ident.ends_with('.');
        let trailing = self.at(T::Less) && self.tok.start == tok_end;
        if !trailing && !pretty {
            return Ok(ExtendedSymbol::Alias(ident, tok_off));
        }
        let mnemonic_off = tok_off + 1 + dialect.len() as u32 + u32::from(pretty);
        Ok(ExtendedSymbol::Dialect(DialectSymbol {
            dialect,
            mnemonic: data,
            mnemonic_off,
            tok_off,
            trailing,
            pretty,
        }))
    }

    /// The text of a dialect symbol kept verbatim: for the pretty form `mnemonic<...>`, for `!d<...>` the
    /// text inside the brackets. Consumes the bracketed body if `trailing`.
    pub fn parse_dialect_body_text(
        &mut self,
        mnemonic: &str,
        trailing: bool,
        pretty: bool,
    ) -> DResult<String> {
        if !trailing {
            return Ok(mnemonic.to_string());
        }
        let body = self.parse_dialect_symbol_body()?;
        if pretty {
            Ok(format!("{mnemonic}{body}"))
        } else {
            Ok(body[1..body.len() - 1].to_string())
        }
    }

    /// Scans a balanced `<...>` at the current token (MLIR's `parseDialectSymbolBody`) and returns its text.
    pub fn parse_dialect_symbol_body(&mut self) -> DResult<String> {
        let start = self.tok.start as usize;
        let src = self.src;
        let mut stack: Vec<u8> = vec![];
        let mut cur = start;
        let punct_err = |p: &Self, stack: &[u8]| {
            let c = *stack.last().unwrap_or(&b'<') as char;
            p.err_here(format!("unbalanced '{c}' character in pretty dialect name"))
        };
        loop {
            if cur >= src.len() || src[cur] == 0 {
                if !stack.is_empty() {
                    return Err(punct_err(self, &stack));
                }
                return Err(self.err_here("unexpected nul or EOF in pretty dialect name"));
            }
            let c = src[cur];
            cur += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => {
                    stack.push(c);
                    continue;
                }
                b'-' => {
                    if src.get(cur) == Some(&b'>') {
                        cur += 1;
                    }
                    continue;
                }
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return Err(punct_err(self, &stack));
                    }
                    stack.pop();
                }
                b'"' => {
                    self.reset_to(cur - 1);
                    if !self.at(T::String) {
                        return Err(self.err_here("expected '\"' in string literal"));
                    }
                    cur = self.tok.end as usize;
                }
                _ => continue,
            }
            if stack.is_empty() {
                break;
            }
        }
        self.reset_to(cur);
        Ok(String::from_utf8_lossy(&src[start..cur]).into_owned())
    }
}

/// A `!name` / `#name` token after classification.
pub enum ExtendedSymbol {
    /// `#name` with no dot and no `<`: an alias reference (name, token offset).
    Alias(String, u32),
    Dialect(DialectSymbol),
}

pub use crate::ods::asm::DialectSymbol;
