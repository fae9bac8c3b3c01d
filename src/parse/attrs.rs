//! Attribute syntax: builtin attributes, aliases `#name`, locations, dialect attributes.

use super::Parser;
use crate::diag::DResult;
use crate::ir::{Attribute, Sym};

impl<'a> Parser<'a> {
    /// Parses any attribute. `ty` is the type the context expects (e.g. for `dense<...>` or integer literals
    /// with the type given elsewhere); a trailing `: type` is parsed where MLIR allows it.
    pub fn parse_attr(&mut self, _ty: Option<crate::ir::Type>) -> DResult<Attribute> {
        Err(self.err_here("expected attribute value"))
    }

    /// `{name = value, unit_name, "quoted" = value}`; the current token must be `{`.
    pub fn parse_attr_dict(&mut self) -> DResult<Vec<(Sym, Attribute)>> {
        Err(self.err_here("expected '{'"))
    }

    /// The body of a location after the `loc` keyword: `(...)`. Also resolves `#loc` aliases.
    pub fn parse_loc_body(&mut self) -> DResult<Attribute> {
        Err(self.err_here("expected location"))
    }
}
