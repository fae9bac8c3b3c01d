//! The narrow interface custom syntax is written against (MLIR's `OpAsmParser`/`OpAsmPrinter`):
//! operands, types, attributes, keywords, punctuation, regions and successors, never lexer tokens.
//! The parser (`crate::parse::Parser`) and printer (`crate::print::Printer`) implement it; op hooks,
//! `custom<...>` directives and the declarative format take `&mut dyn AsmParser` / `&mut dyn AsmPrinter`.

use crate::diag::{DResult, Diagnostic};
use crate::ir::attrs::{AffineExpr, AffineMap};
use crate::ir::{Attribute, BlockId, Context, OpId, OpState, RegionId, Sym, Type, ValueId};

/// Punctuation a custom syntax may expect (the literals of the format language).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Punct {
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
}

impl Punct {
    pub fn text(self) -> &'static str {
        match self {
            Punct::Arrow => "->",
            Punct::Colon => ":",
            Punct::Comma => ",",
            Punct::Ellipsis => "...",
            Punct::Equal => "=",
            Punct::Greater => ">",
            Punct::LBrace => "{",
            Punct::LParen => "(",
            Punct::LSquare => "[",
            Punct::Less => "<",
            Punct::Minus => "-",
            Punct::Plus => "+",
            Punct::Question => "?",
            Punct::RBrace => "}",
            Punct::RParen => ")",
            Punct::RSquare => "]",
            Punct::Star => "*",
            Punct::VerticalBar => "|",
        }
    }

    /// The punctuation spelled `s`.
    pub fn from_text(s: &str) -> Option<Punct> {
        const ALL: [Punct; 18] = [
            Punct::Arrow,
            Punct::Colon,
            Punct::Comma,
            Punct::Ellipsis,
            Punct::Equal,
            Punct::Greater,
            Punct::LBrace,
            Punct::LParen,
            Punct::LSquare,
            Punct::Less,
            Punct::Minus,
            Punct::Plus,
            Punct::Question,
            Punct::RBrace,
            Punct::RParen,
            Punct::RSquare,
            Punct::Star,
            Punct::VerticalBar,
        ];
        ALL.into_iter().find(|p| p.text() == s)
    }
}

/// Delimiters of a comma-separated list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delimiter {
    None,
    Paren,
    Square,
    LessGreater,
    Brace,
    OptionalParen,
    OptionalSquare,
    OptionalLessGreater,
    OptionalBrace,
}

/// An SSA value name; short names are stored inline.
pub type SsaName = smol_str::SmolStr;

/// `%name` or `%name#N` before its type is known.
#[derive(Clone, Debug)]
pub struct UnresolvedOperand {
    /// The name after `%` (inline for short names: parsing allocates nothing per use).
    pub name: SsaName,
    pub number: u32,
    pub off: u32,
}

/// A dialect type or attribute token: `!dialect.mnemonic` (pretty form) or `!dialect<...>`, as the
/// parser hands it to the dialect's hook (MLIR's `DialectAsmParser` after the dialect namespace).
#[derive(Clone, Debug)]
pub struct DialectSymbol {
    pub dialect: String,
    /// Text after the first dot (empty for `!dialect<...>`).
    pub mnemonic: String,
    /// Byte offset of the mnemonic (just after the dot).
    pub mnemonic_off: u32,
    /// Byte offset of the `!`/`#` token.
    pub tok_off: u32,
    /// A `<` immediately follows the token (it is the current token).
    pub trailing: bool,
    /// The dotted form.
    pub pretty: bool,
}

/// Parses a type of a dialect after its `!dialect.mnemonic` token (`DIALECT_TYPE_PARSERS`).
pub type DialectTypeParseFn = fn(&mut dyn AsmParser, &DialectSymbol) -> DResult<Type>;
/// Parses an attribute of a dialect after its `#dialect.mnemonic` token; the type is the one the
/// context expects, if any (`DIALECT_ATTR_PARSERS`).
pub type DialectAttrParseFn =
    fn(&mut dyn AsmParser, &DialectSymbol, Option<Type>) -> DResult<Attribute>;
/// Prints a type of a dialect, including its `!` prefix.
pub type DialectTypePrintFn = fn(&mut dyn AsmPrinter, Type);
/// Prints an attribute of a dialect, including its `#` prefix and any type suffix.
pub type DialectAttrPrintFn = fn(&mut dyn AsmPrinter, Attribute);

/// An argument of a region's entry block supplied by the op's custom syntax (e.g. `func.func`'s signature).
#[derive(Clone, Debug)]
pub struct RegionArg {
    pub name: UnresolvedOperand,
    pub ty: Type,
    pub loc: Option<Attribute>,
}

/// What custom syntax reads. Errors are diagnostics at the offending token, worded as MLIR's
/// `AsmParser` words them.
pub trait AsmParser {
    fn ctx(&mut self) -> &mut Context;
    fn ctx_ref(&self) -> &Context;

    // ---- positions and errors ------------------------------------------------------------------
    /// Byte offset of the current token (`getCurrentLocation`).
    fn offset(&self) -> u32;
    /// An error at byte offset `off`.
    fn error_at(&self, off: u32, msg: String) -> Diagnostic;
    /// An error where the user expected more input (`emitWrongTokenError`: the end of the
    /// previous token).
    fn error_wrong_token(&self, msg: String) -> Diagnostic;
    /// The location attribute of byte offset `off`.
    fn loc_at(&mut self, off: u32) -> Attribute;
    /// An error at the current token.
    fn error_here(&self, msg: String) -> Diagnostic {
        self.error_at(self.offset(), msg)
    }

    // ---- punctuation and keywords --------------------------------------------------------------
    fn at_punct(&self, p: Punct) -> bool;
    fn parse_optional_punct(&mut self, p: Punct) -> bool;
    /// `p` or `"expected '<p>'"` where the input stops.
    fn parse_punct(&mut self, p: Punct) -> DResult<()> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.error_wrong_token(format!("expected '{}'", p.text())))
        }
    }
    /// `p`, or `msg` where the input stops.
    fn expect_punct(&mut self, p: Punct, msg: &str) -> DResult<()> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.error_wrong_token(msg.to_string()))
        }
    }
    /// The current token, if it is a bare identifier (or keyword).
    fn peek_keyword(&self) -> Option<&str>;
    fn at_keyword(&self, kw: &str) -> bool {
        self.peek_keyword() == Some(kw)
    }
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;
    /// `kw` or `"expected '<kw>'"` at the current token (`parseKeyword`, an error of the op's
    /// parser).
    fn parse_keyword(&mut self, kw: &str) -> DResult<()> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.error_here(format!("expected '{kw}'")))
        }
    }
    /// Any bare identifier.
    fn parse_optional_any_keyword(&mut self) -> Option<String>;
    /// A bare identifier or a string (`parseKeywordOrString`).
    fn parse_optional_keyword_or_string(&mut self) -> Option<Vec<u8>>;
    fn at_string(&self) -> bool;
    fn parse_optional_string(&mut self) -> Option<Vec<u8>>;
    fn at_integer(&self) -> bool;
    /// An integer literal (with an optional `-`), as written.
    fn parse_optional_integer(&mut self) -> DResult<Option<num_bigint::BigInt>>;
    /// An integer literal (with an optional `-`) as written: (negative, digits with any `0x`), for
    /// syntax whose range rules depend on the literal's spelling (`APInt`'s width from its digits).
    fn parse_optional_integer_spelling(&mut self) -> DResult<Option<(bool, String)>>;
    /// `parseFloat(double&)`: an optional `-`, then a float literal or the hexadecimal bit pattern
    /// of an `f64` (a decimal integer is refused, with upstream's note).
    fn parse_float(&mut self) -> DResult<f64>;
    /// `@name`.
    fn parse_optional_symbol_name(&mut self) -> Option<Vec<u8>>;
    /// `elem (',' elem)*` with `delim` around (MLIR's `parseCommaSeparatedList`); `context` is
    /// appended to the "expected" messages.
    fn parse_comma_separated_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        f: &mut dyn FnMut(&mut dyn AsmParser) -> DResult<()>,
    ) -> DResult<()>;

    // ---- operands ------------------------------------------------------------------------------
    fn at_operand(&self) -> bool;
    fn parse_operand(&mut self) -> DResult<UnresolvedOperand>;
    fn parse_optional_operand(&mut self) -> DResult<Option<UnresolvedOperand>> {
        if self.at_operand() {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }
    /// Zero or more comma-separated operands, no delimiters.
    fn parse_operand_list(&mut self) -> DResult<Vec<UnresolvedOperand>>;
    fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> DResult<ValueId>;
    /// `resolveOperands` with one type per operand; "N operands present, but expected M" at `off`.
    fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand],
        tys: &[Type],
        off: u32,
    ) -> DResult<Vec<ValueId>>;

    // ---- types and attributes ------------------------------------------------------------------
    fn at_type(&self) -> bool;
    fn parse_type(&mut self) -> DResult<Type>;
    fn parse_optional_type(&mut self) -> DResult<Option<Type>> {
        if self.at_type() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }
    /// An inline affine map `(d0)[s0] -> (d0 + s0)` (`parseAffineMap`).
    fn parse_affine_map(&mut self) -> DResult<crate::ir::attrs::AffineMap>;
    /// Comma-separated types, no delimiters (at least one).
    fn parse_type_list(&mut self) -> DResult<Vec<Type>>;
    /// `->` results: one type, or a parenthesized list.
    fn parse_function_result_types(&mut self) -> DResult<Vec<Type>>;
    /// Whether the current token starts an attribute.
    fn at_attribute(&self) -> bool;
    /// An attribute; `ty` is the type of typed literals written without one.
    fn parse_attribute(&mut self, ty: Option<Type>) -> DResult<Attribute>;
    /// A dialect attribute or type written without its `#dialect.`/`!dialect.` prefix, where the
    /// format prints it stripped (`parseCustomAttributeWithFallback`): `kind` is the
    /// `dialect.mnemonic` expected.
    fn parse_stripped_attribute(&mut self, kind: &str, ty: Option<Type>) -> DResult<Attribute>;
    fn parse_stripped_type(&mut self, kind: &str) -> DResult<Type>;
    /// `{...}` into `st.attrs` if present.
    fn parse_optional_attr_dict(&mut self, st: &mut OpState) -> DResult<()>;
    /// `attributes {...}` into `st.attrs` if present.
    fn parse_optional_attr_dict_with_keyword(&mut self, st: &mut OpState) -> DResult<()>;
    /// `<{...}>` into `st.props` if present (`prop-dict`).
    fn parse_optional_prop_dict(&mut self, st: &mut OpState) -> DResult<()>;

    // ---- affine structures of SSA values -------------------------------------------------------
    /// Affine expressions of SSA values in `delim` (`[%i + 1, symbol(%n) * 2]`; MLIR's
    /// `parseAffineMapOfSSAIds`): the map over the values in order of first use (dimensions, then
    /// the values written `symbol(...)`), and those values, dimensions first.
    fn parse_affine_map_of_ssa_ids(
        &mut self,
        delim: Delimiter,
    ) -> DResult<(AffineMap, Vec<UnresolvedOperand>)>;
    /// One affine expression of SSA values (`parseAffineExprOfSSAIds`), with its dimension and
    /// symbol values.
    fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> DResult<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)>;

    // ---- regions and successors ----------------------------------------------------------------
    fn at_region(&self) -> bool;
    /// A region; `args` are the entry block's arguments the syntax gave (may be empty).
    fn parse_region(&mut self, args: &[RegionArg]) -> DResult<RegionId>;
    fn at_successor(&self) -> bool;
    fn parse_successor(&mut self) -> DResult<BlockId>;
    /// `^bb(%a, %b : i32, i64)`.
    fn parse_successor_and_use_list(&mut self) -> DResult<(BlockId, Vec<ValueId>)>;
    /// `(%arg0: i32 loc(...), ...)` for region arguments: name, type, optional location.
    fn parse_argument(&mut self, with_type: bool, with_loc: bool) -> DResult<RegionArg>;
    /// A trailing `loc(...)` if present.
    fn parse_optional_location(&mut self) -> DResult<Option<Attribute>>;

    // ---- common compound forms (MLIR's `OpAsmParser` conveniences) ------------------------------
    /// `-> type` / `-> (type, ...)` if an arrow comes next (`parseOptionalArrowTypeList`); empty
    /// otherwise.
    fn parse_optional_arrow_type_list(&mut self) -> DResult<Vec<Type>> {
        if !self.parse_optional_punct(Punct::Arrow) {
            return Ok(vec![]);
        }
        self.parse_function_result_types()
    }
    /// `-> type` / `-> (type, ...)` (`parseArrowTypeList`).
    fn parse_arrow_type_list(&mut self) -> DResult<Vec<Type>> {
        self.parse_punct(Punct::Arrow)?;
        self.parse_function_result_types()
    }
    /// `: type` (`parseColonType`).
    fn parse_colon_type(&mut self) -> DResult<Type> {
        self.parse_punct(Punct::Colon)?;
        self.parse_type()
    }
    /// `(%arg = %value, ...)` if a `(` comes next (`parseOptionalAssignmentList`): the region
    /// arguments being defined (untyped) and the operands bound to them.
    fn parse_optional_assignment_list(
        &mut self,
    ) -> DResult<Option<(Vec<RegionArg>, Vec<UnresolvedOperand>)>> {
        if !self.parse_optional_punct(Punct::LParen) {
            return Ok(None);
        }
        let (mut lhs, mut rhs) = (vec![], vec![]);
        if self.parse_optional_punct(Punct::RParen) {
            return Ok(Some((lhs, rhs)));
        }
        loop {
            lhs.push(self.parse_argument(false, false)?);
            self.parse_punct(Punct::Equal)?;
            rhs.push(self.parse_operand()?);
            if !self.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        self.expect_punct(Punct::RParen, "expected ',' or ')'")?;
        Ok(Some((lhs, rhs)))
    }
    /// `(%arg = %value, ...)` (`parseAssignmentList`).
    fn parse_assignment_list(&mut self) -> DResult<(Vec<RegionArg>, Vec<UnresolvedOperand>)> {
        match self.parse_optional_assignment_list()? {
            Some(l) => Ok(l),
            None => Err(self.error_here("expected '('".into())),
        }
    }
    /// Untyped region arguments `%a, %b` in `delim` (`parseArgumentList`); with no delimiter, none
    /// if no `%` comes next.
    fn parse_argument_list(&mut self, delim: Delimiter) -> DResult<Vec<RegionArg>> {
        if delim == Delimiter::None && !self.at_operand() {
            return Ok(vec![]);
        }
        let mut out = vec![];
        self.parse_comma_separated_list(delim, " in argument list", &mut |p| {
            out.push(p.parse_argument(false, false)?);
            Ok(())
        })?;
        Ok(out)
    }
    /// Operands in `delim` (`parseOperandList` with a delimiter); `required` checks their number
    /// ("expected N operands", at the list's first token).
    fn parse_operand_list_delimited(
        &mut self,
        delim: Delimiter,
        required: Option<usize>,
    ) -> DResult<Vec<UnresolvedOperand>> {
        let off = self.offset();
        let mut out = vec![];
        if delim == Delimiter::None && !self.at_operand() {
            return match required {
                None | Some(0) => Ok(out),
                Some(_) if self.at_punct(Punct::LParen) || self.at_punct(Punct::LSquare) => {
                    Err(self.error_here("unexpected delimiter".into()))
                }
                Some(_) => Err(self.error_wrong_token("expected operand".into())),
            };
        }
        self.parse_comma_separated_list(delim, " in operand list", &mut |p| {
            out.push(p.parse_operand()?);
            Ok(())
        })?;
        if let Some(n) = required.filter(|n| *n != out.len()) {
            return Err(self.error_at(off, format!("expected {n} operands")));
        }
        Ok(out)
    }
    // ---- dialect symbols and nesting -----------------------------------------------------------
    /// Skips a balanced `<...>` at the current token and returns its text (MLIR's
    /// `parseDialectSymbolBody`): what a dialect hook leaves of a body it does not read.
    fn parse_dialect_symbol_body(&mut self) -> DResult<String>;
    /// MLIR's `parseOptionalType` at the start of a pretty dialect symbol's body, which begins with its
    /// mnemonic (at byte offset `mnemonic_off`, already consumed with the `!dialect.` token): if a
    /// builtin or dialect type starts there, the parser goes back to it and parses it (`Some`);
    /// otherwise nothing moves (`None`).
    fn parse_optional_type_at_mnemonic(&mut self, mnemonic_off: u32) -> Option<DResult<Type>>;
    /// After a dialect attribute starting at byte offset `off` failed to parse: moves past it
    /// (its `#dialect.mnemonic` token and the `<...>` right after it), where upstream's outer parser
    /// stands, since it lexes the whole body before the dialect parses it. Nothing moves if no
    /// dialect attribute starts at `off`.
    fn skip_dialect_attribute_at(&mut self, off: u32);
    /// One level deeper into recursive syntax (a dialect type inside another): an error past the
    /// parser's nesting limit. Pair with [`AsmParser::exit_nesting`].
    fn enter_nesting(&mut self) -> DResult<()>;
    fn exit_nesting(&mut self);
    /// `parseDimensionList`: `(N x | ? x)*` (with `?` only if `allow_dynamic`), `ir::DYNAMIC` for `?`.
    fn parse_dimension_list(&mut self, allow_dynamic: bool) -> DResult<Vec<i64>>;
    /// The keyword(s) of an enum attribute's value without brackets (`slt`, `nnan, ninf`), as ODS's
    /// generated enum parser reads them; errors name the enum.
    fn parse_enum_value(&mut self, def: &'static crate::ir::enums::EnumDef) -> DResult<u64>;
    /// `{...}` as a list of named attributes, if present (MLIR's `parseOptionalAttrDict` into a
    /// `NamedAttrList`).
    fn parse_optional_attr_dict_entries(&mut self) -> DResult<Vec<(Sym, Attribute)>>;

    /// Interns `s` (attribute and property names).
    fn sym(&mut self, s: &str) -> Sym {
        self.ctx().sym(s)
    }
}

/// What custom syntax writes. Spacing is the caller's (as with MLIR's printer, which adds none).
pub trait AsmPrinter {
    fn ctx(&self) -> &Context;
    fn write(&mut self, s: &str);
    fn write_uint(&mut self, n: u64);
    fn write_int(&mut self, n: i64);
    /// `--mlir-print-debuginfo`.
    fn prints_locations(&self) -> bool;
    fn print_operand(&mut self, v: ValueId);
    /// Comma-separated.
    fn print_operands(&mut self, vs: &[ValueId]);
    fn print_type(&mut self, t: Type);
    /// Comma-separated.
    fn print_types(&mut self, ts: &[Type]);
    /// `(a, b) -> c` / `(a) -> (b, c)`.
    fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]);
    /// A single non-function result bare, otherwise parenthesized.
    fn print_result_types(&mut self, results: &[Type]);
    fn print_attribute(&mut self, a: Attribute);
    /// The attribute without its `: type` where the type is implied.
    fn print_attribute_without_type(&mut self, a: Attribute);
    /// A dialect attribute or type without its `#dialect.`/`!dialect.` prefix
    /// (`printStrippedAttrOrType`); others as usual.
    fn print_stripped_attribute(&mut self, a: Attribute);
    fn print_stripped_type(&mut self, t: Type);
    /// ` {..}` of the op's attributes and properties minus `elided` (nothing if none is left).
    fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]);
    /// ` attributes {..}`.
    fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]);
    /// ` <{..}>` of the properties minus `elided`.
    fn print_prop_dict(&mut self, op: OpId, elided: &[&str]);
    fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool);
    fn print_successor(&mut self, b: BlockId);
    /// `^bb1(%a, %b : i32, i64)`.
    fn print_successor_and_use_list(&mut self, b: BlockId, args: &[ValueId]);
    /// `@name`, quoted if needed.
    fn print_symbol_name(&mut self, name: &[u8]);
    /// A bare identifier if it is one, else a quoted string.
    fn print_keyword_or_string(&mut self, s: &str);
    fn print_string(&mut self, bytes: &[u8]);
    /// The `loc(...)` of a value (block argument) or op, for `--mlir-print-debuginfo`.
    fn print_location(&mut self, loc: Attribute);
    /// A new line at the current indentation.
    fn print_newline(&mut self);
    /// The results of affine map attribute `map` with its dimensions and symbols written as the
    /// SSA values `operands` (dimensions first), symbols as `symbol(%v)`, comma-separated (MLIR's
    /// `printAffineMapOfSSAIds`).
    fn print_affine_map_of_ssa_ids(&mut self, map: Attribute, operands: &[ValueId]);
    /// `e` with its dimensions and symbols written as the values `dims` and `symbol(syms)`
    /// (`printAffineExprOfSSAIds`).
    fn print_affine_expr_of_ssa_ids(&mut self, e: &AffineExpr, dims: &[ValueId], syms: &[ValueId]);
    /// A region's argument without its type, and its location under `--mlir-print-debuginfo`
    /// (`printRegionArgument` with `omitType`; block argument locations never use aliases).
    fn print_region_argument(&mut self, v: ValueId);
    /// ` -> type` / ` -> (type, ...)`, nothing for no types (`printOptionalArrowTypeList`).
    fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        if !types.is_empty() {
            self.write(" -> ");
            self.print_result_types(types);
        }
    }

    /// `printAlias`: prints the alias of `a` and returns true if it has one (while aliases are being
    /// collected, records the use and returns true: the caller prints nothing more).
    fn print_alias(&mut self, a: Attribute) -> bool;
    /// ` {..}` of named attributes minus `elided` (nothing if none is left):
    /// `printOptionalAttrDict(ArrayRef<NamedAttribute>)`.
    fn print_optional_attr_dict_entries(&mut self, entries: &[(Sym, Attribute)], elided: &[&str]);
    /// The `loc(...)` of a block argument: without its own alias (nested locations keep theirs).
    fn print_location_no_alias(&mut self, loc: Attribute);
    /// The op in generic form (what a printer falls back to for an op it cannot print).
    fn print_generic_op(&mut self, op: OpId);
    /// An op without its results and location, in custom form if it has one
    /// (`printCustomOrGenericOp`).
    fn print_custom_or_generic_op(&mut self, op: OpId);
}
