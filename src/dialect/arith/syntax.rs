//! Custom-syntax pieces shared by the `arith` and `index` ops: `custom op '...'` errors, inherent
//! attributes written in the attr-dict, `fastmath<...>` / `overflow<...>` clauses, keyword enums.

use crate::diag::DResult;
use crate::dialect::enums::{self, EnumDef};
use crate::ir::{AttrKind, Attribute, OpId, OpState};
use crate::parse::lexer::TokenKind as T;
use crate::parse::Parser;
use crate::print::Printer;

pub(crate) use crate::dialect::syntax::{absorb_inherent, custom_err, set_prop};

/// An enum attribute of the `EnumDef` named `name`.
pub(crate) fn enum_attr(p: &mut Parser, name: &str, value: u64) -> Option<Attribute> {
    let def = enums::lookup(name)?;
    Some(p.ctx.attr(AttrKind::Enum { def, value }))
}

/// One keyword of enum `def` (`off` is where the whole value starts, where upstream reports an unknown
/// keyword).
fn parse_enum_keyword_at(p: &mut Parser, st: &OpState, def: &EnumDef, off: u32) -> DResult<u64> {
    if !p.at(T::BareIdent) {
        return Err(custom_err(p, st, p.tok_start(), "expected valid keyword"));
    }
    let Some(v) = def.symbolize(p.spelling()) else {
        // Upstream reports the bad keyword, then (at the next token) that the attribute failed to parse.
        let mut e = custom_err(p, st, off, def.unknown_keyword_message());
        p.bump();
        if let Some(msg) = def.param_error_message() {
            let mut follow = custom_err(p, st, p.tok_start(), msg);
            follow.severity = crate::diag::Severity::Error;
            e.notes.push(follow);
        }
        return Err(e);
    };
    p.bump();
    Ok(v)
}

/// One keyword of the plain enum `def` (`index.cmp slt(...)`), with upstream's errors.
pub(crate) fn parse_enum_keyword(p: &mut Parser, st: &OpState, def: &EnumDef) -> DResult<u64> {
    let off = p.tok_start();
    parse_enum_keyword_at(p, st, def, off)
}

/// `<kw, kw, ...>` of a bit enum; the value is the union of the keywords' masks.
pub(crate) fn parse_bit_enum_body(p: &mut Parser, st: &OpState, def: &EnumDef) -> DResult<u64> {
    p.expect(T::Less, "'<'")?;
    let off = p.tok_start();
    let mut v = parse_enum_keyword_at(p, st, def, off)?;
    while p.consume_if(T::Comma) {
        v |= parse_enum_keyword_at(p, st, def, off)?;
    }
    p.expect(T::Greater, "'>'")?;
    Ok(v)
}

/// An optional `keyword<flags>` clause bound to a bit-enum property.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FlagClause {
    /// Property name (`fastmath`, `overflowFlags`).
    pub attr: &'static str,
    /// Keyword introducing the clause (`fastmath`, `overflow`).
    pub keyword: &'static str,
    /// `EnumDef` name (`arith.fastmath`).
    pub enum_name: &'static str,
    /// `DefaultValuedAttr`: the default (0) is stored when the clause is absent and never printed.
    /// Otherwise (`OptionalAttr`) an explicit value is printed even when it is `none`.
    pub default_valued: bool,
    /// ODS summary of the attribute constraint.
    pub desc: &'static str,
}

pub(crate) const FASTMATH: FlagClause = FlagClause {
    attr: "fastmath",
    keyword: "fastmath",
    enum_name: "arith.fastmath",
    default_valued: true,
    desc: "Floating point fast math flags",
};
pub(crate) const FASTMATH_OPT: FlagClause = FlagClause {
    default_valued: false,
    ..FASTMATH
};
pub(crate) const OVERFLOW: FlagClause = FlagClause {
    attr: "overflowFlags",
    keyword: "overflow",
    enum_name: "arith.overflow",
    default_valued: true,
    desc: "Integer overflow arith flags",
};

impl FlagClause {
    /// The verifier's view of the property.
    pub(crate) fn spec(&self) -> super::ods::AttrSpec {
        super::ods::AttrSpec {
            name: self.attr,
            c: super::ods::AttrC::Enum(self.enum_name),
            desc: self.desc,
            required: false,
        }
    }

    pub(crate) fn parse(&self, p: &mut Parser, st: &mut OpState) -> DResult<()> {
        let Some(id) = enums::lookup(self.enum_name) else {
            return Ok(());
        };
        let def = id.0;
        let value = if p.consume_keyword(self.keyword) {
            Some(parse_bit_enum_body(p, st, def)?)
        } else if self.default_valued {
            Some(0)
        } else {
            None
        };
        if let Some(v) = value {
            let a = p.ctx.attr(AttrKind::Enum { def: id, value: v });
            set_prop(p, st, self.attr, a);
        }
        Ok(())
    }

    /// Prints ` keyword<flags>` when upstream does; returns whether the attribute is handled by the clause
    /// (and so must be elided from the attr-dict).
    pub(crate) fn print(&self, pr: &mut Printer, op: OpId) -> bool {
        let Some(a) = pr.ctx.get_attr(op, self.attr) else {
            return false;
        };
        let Some(v) = super::ods::enum_value(pr.ctx, a, self.enum_name) else {
            return false;
        };
        let Some(id) = enums::lookup(self.enum_name) else {
            return false;
        };
        if v != 0 || !self.default_valued {
            pr.w(" ");
            pr.w(self.keyword);
            pr.w("<");
            pr.w(&id.0.stringify(v));
            pr.w(">");
        }
        true
    }
}

/// A keyword spelling of an `I32EnumAttr`/`I64EnumAttr` (stored as a plain integer): keyword ↔ value.
pub(crate) type KeywordTable = &'static [(&'static str, u64)];

pub(crate) fn keyword_of(table: KeywordTable, v: u64) -> Option<&'static str> {
    table.iter().find(|c| c.1 == v).map(|c| c.0)
}

pub(crate) fn value_of(table: KeywordTable, kw: &str) -> Option<u64> {
    table.iter().find(|c| c.0 == kw).map(|c| c.1)
}

/// The tail of a cast's custom form after its operand and optional clauses:
/// `attr-dict : T1 to T2`; resolves `input` as a `T1` and sets the `T2` result.
pub(crate) fn parse_cast_tail(
    p: &mut Parser,
    st: &mut OpState,
    input: &crate::parse::ops::UnresolvedOperand,
) -> DResult<()> {
    p.parse_optional_attr_dict_into(st)?;
    absorb_inherent(p, st);
    p.expect(T::Colon, "':'")?;
    let from = p.parse_type()?;
    let off = p.tok_start();
    if !p.consume_keyword("to") {
        return Err(custom_err(p, st, off, "expected 'to'"));
    }
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(input, from)?];
    st.result_types = vec![to];
    Ok(())
}
