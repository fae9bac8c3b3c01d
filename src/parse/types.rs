//! Type syntax: builtin types, aliases `!name`, dialect types.

use super::Parser;
use crate::diag::DResult;
use crate::ir::Type;

impl<'a> Parser<'a> {
    /// Parses any type.
    pub fn parse_type(&mut self) -> DResult<Type> {
        Err(self.err_here("expected type"))
    }

    /// `None` (consuming nothing) when the current token cannot start a type.
    pub fn parse_optional_type(&mut self) -> DResult<Option<Type>> {
        Ok(None)
    }

    /// `(t1, t2)` (possibly empty).
    pub fn parse_type_list_parens(&mut self) -> DResult<Vec<Type>> {
        Err(self.err_here("expected type list"))
    }

    /// Function result types: a single non-function type, or a parenthesized list.
    pub fn parse_function_result_types(&mut self) -> DResult<Vec<Type>> {
        Err(self.err_here("expected type"))
    }
}
