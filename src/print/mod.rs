//! Printer for MLIR's textual form, writing into one `String`. Ops, blocks and SSA names are handled in
//! `ops.rs`; types, attributes and affine structures in the sibling files; aliases in `alias.rs`.

pub mod affine;
pub mod alias;
pub mod attrs;
pub mod ops;
pub mod types;

use crate::ir::{Attribute, Context, Type};
use rustc_hash::FxHashMap;

#[derive(Clone, Copy, Debug, Default)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
}

pub struct Printer<'a> {
    pub ctx: &'a Context,
    pub out: String,
    pub indent: usize,
    pub flags: PrintFlags,
    pub attr_aliases: FxHashMap<Attribute, String>,
    pub type_aliases: FxHashMap<Type, String>,
    pub(crate) names: ops::NameState,
}

impl<'a> Printer<'a> {
    pub fn new(ctx: &'a Context, flags: PrintFlags) -> Self {
        Printer {
            ctx,
            out: String::new(),
            indent: 0,
            flags,
            attr_aliases: Default::default(),
            type_aliases: Default::default(),
            names: Default::default(),
        }
    }
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }
    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }
}

/// A type as MLIR prints it (for diagnostics).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_type(t);
    p.out
}

/// An attribute as MLIR prints it (for diagnostics).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_attr(a);
    p.out
}

/// An op in generic form with names local to it (for diagnostics such as "block with no terminator, has ...").
pub fn op_to_generic_string(ctx: &Context, op: crate::ir::OpId) -> String {
    let mut p = Printer::new(
        ctx,
        PrintFlags {
            generic: true,
            debuginfo: false,
        },
    );
    p.name_values(op);
    p.print_op(op);
    p.out
}
