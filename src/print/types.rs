//! Printing types exactly as MLIR 19 does.
//!
//! Types of dialects irbridge implements (`TypeKind::Dialect`) are printed by the type hook of the
//! context's registry, the one dispatch point for them.

use super::Printer;
use crate::ir::types::{Signedness, TypeKind};
use crate::ir::{Type, DYNAMIC};

/// Prints a type of a dialect irbridge implements (the `llvm` dialect's types), including the `!` prefix.
pub use crate::ods::asm::DialectTypePrintFn;

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`: `ident` or `ident<...>`.
pub fn is_simple_dialect_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = s.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// `prefix dialect.body` or `prefix dialect<body>` (MLIR's `printDialectSymbol`).
pub fn dialect_symbol_to_string(prefix: &str, dialect: &str, body: &str) -> String {
    if is_simple_dialect_symbol(body) {
        format!("{prefix}{dialect}.{body}")
    } else {
        format!("{prefix}{dialect}<{body}>")
    }
}

impl<'a> Printer<'a> {
    pub fn print_type(&mut self, t: Type) {
        if super::alias::recording() {
            super::alias::record_type(t);
            return;
        }
        if let Some(a) = self.type_aliases.get(&t) {
            self.out.push_str(a);
            return;
        }
        if self.type_depth > 0 {
            return self.print_type_impl(t);
        }
        if let Some(s) = self.type_cache.get(&t) {
            self.out.push_str(s);
            return;
        }
        let start = self.out.len();
        self.print_type_impl(t);
        self.type_cache.insert(t, self.out[start..].into());
    }

    /// `4x?x` style dimension list without the trailing `x`.
    pub fn print_dimension_list(&mut self, shape: &[i64]) {
        for (i, d) in shape.iter().enumerate() {
            if i > 0 {
                self.out.push('x');
            }
            if *d == DYNAMIC {
                self.out.push('?');
            } else {
                super::push_int(&mut self.out, *d);
            }
        }
    }

    /// The type's own syntax, never its alias (used for alias definitions).
    pub fn print_type_impl(&mut self, t: Type) {
        self.type_depth += 1;
        self.print_type_body(t);
        self.type_depth -= 1;
    }

    fn print_type_body(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.kind(t) {
            TypeKind::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signed => self.out.push('s'),
                    Signedness::Unsigned => self.out.push('u'),
                    Signedness::Signless => {}
                }
                self.out.push('i');
                super::push_uint(&mut self.out, *width as u64);
            }
            TypeKind::Index => self.w("index"),
            TypeKind::Float(k) => self.w(k.keyword()),
            TypeKind::None => self.w("none"),
            TypeKind::Complex(e) => {
                self.w("complex<");
                self.print_type(*e);
                self.w(">");
            }
            TypeKind::Tuple(ts) => {
                self.w("tuple<");
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_type(*t);
                }
                self.w(">");
            }
            TypeKind::Function { inputs, results } => {
                self.w("(");
                for (i, t) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_type(*t);
                }
                self.w(") -> ");
                let wrap =
                    results.len() != 1 || matches!(ctx.kind(results[0]), TypeKind::Function { .. });
                if wrap {
                    self.w("(");
                }
                for (i, t) in results.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_type(*t);
                }
                if wrap {
                    self.w(")");
                }
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.w("vector<");
                for (i, d) in shape.iter().enumerate() {
                    let sc = scalable.get(i).copied().unwrap_or(false);
                    if sc {
                        self.out.push('[');
                    }
                    super::push_int(&mut self.out, *d);
                    if sc {
                        self.out.push(']');
                    }
                    self.out.push('x');
                }
                self.print_type(*elem);
                self.w(">");
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.w("tensor<");
                self.print_dimension_list(shape);
                if !shape.is_empty() {
                    self.out.push('x');
                }
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.w(", ");
                    self.print_attr(*e);
                }
                self.w(">");
            }
            TypeKind::UnrankedTensor { elem } => {
                self.w("tensor<*x");
                self.print_type(*elem);
                self.w(">");
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.w("memref<");
                self.print_dimension_list(shape);
                if !shape.is_empty() {
                    self.out.push('x');
                }
                self.print_type(*elem);
                if let Some(l) = layout.filter(|l| !printed_as_no_layout(self.ctx, *l)) {
                    self.w(", ");
                    self.print_attr_elide_i64(l);
                }
                if let Some(s) = memory_space {
                    self.w(", ");
                    self.print_attr_elide_i64(*s);
                }
                self.w(">");
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.w("memref<*x");
                self.print_type(*elem);
                if let Some(s) = memory_space {
                    self.w(", ");
                    self.print_attr_elide_i64(*s);
                }
                self.w(">");
            }
            TypeKind::Opaque { dialect, body } => {
                let s = dialect_symbol_to_string("!", dialect, body);
                self.w(&s);
            }
            TypeKind::Dialect(_) => match ctx.registry.dialect_type_printer() {
                Some(f) => f(self, t),
                None => self.w("!<<dialect type>>"),
            },
        }
    }
}

/// Whether a memref layout is left out of the printed type (and of alias collection): an identity
/// affine map, symbols allowed, as upstream's printer decides.
pub(crate) fn printed_as_no_layout(ctx: &crate::ir::Context, layout: crate::ir::Attribute) -> bool {
    matches!(ctx.attr_kind(layout), crate::ir::AttrKind::AffineMap(m) if m.is_identity())
}
