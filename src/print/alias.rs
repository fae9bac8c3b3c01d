//! Alias generation: the `#map = affine_map<...>`, `#loc = loc(...)` lines MLIR prints before the top-level op.

use super::Printer;
use crate::ir::{Attribute, Type};

impl<'a> Printer<'a> {
    /// Given every attribute and type the IR uses, in the order the printer meets them, decides which get
    /// aliases (filling `attr_aliases` / `type_aliases`) and returns the alias definition lines to print first.
    pub fn compute_aliases(&mut self, _attrs: &[Attribute], _types: &[Type]) -> String {
        String::new()
    }
}
