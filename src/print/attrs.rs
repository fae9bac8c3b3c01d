//! Printing attributes and locations exactly as MLIR 19 does.

use super::Printer;
use crate::ir::{Attribute, Sym};

impl<'a> Printer<'a> {
    /// The full form, with a `: type` suffix where MLIR prints one (`1 : i32`, `"s"`, `1.0 : f32` ...).
    pub fn print_attr(&mut self, _a: Attribute) {
        self.w("<<attr>>");
    }
    /// The form without the type suffix (MLIR's `printAttributeWithoutType`).
    pub fn print_attr_without_type(&mut self, a: Attribute) {
        self.print_attr(a)
    }
    /// ` {a = 1 : i32, b}` (leading space included) for the entries not in `elided`; nothing if none remain.
    pub fn print_attr_dict(&mut self, entries: &[(Sym, Attribute)], elided: &[&str]) {
        let _ = (entries, elided);
    }
    /// `loc(...)` for a location attribute.
    pub fn print_loc(&mut self, _loc: Attribute) {
        self.w("loc(unknown)");
    }
}
