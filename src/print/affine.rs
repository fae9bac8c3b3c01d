//! Printing affine maps, expressions and integer sets exactly as MLIR's `printAffineExprInternal` does:
//! `d0 - d1` for `d0 + d1 * -1`, `-d0` for `d0 * -1`, `d0 - 2` for `d0 + -2`, parentheses only where a
//! tighter-binding operator needs them.

use super::Printer;
use crate::ir::attrs::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use std::fmt::Write;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Strength {
    Weak,
    Strong,
}

/// Where an affine expression is written: its text, and its dimensions and symbols (`d0`/`s0`, or
/// the SSA values bound to them in the custom forms of affine ops).
pub trait AffineSink {
    fn text(&mut self, s: &str);
    /// Dimension (`is_symbol == false`) or symbol `pos`.
    fn id(&mut self, is_symbol: bool, pos: u32);
    fn int(&mut self, c: i64) {
        self.text(&c.to_string());
    }
}

impl AffineSink for String {
    fn text(&mut self, s: &str) {
        self.push_str(s);
    }
    fn id(&mut self, is_symbol: bool, pos: u32) {
        let _ = write!(self, "{}{pos}", if is_symbol { 's' } else { 'd' });
    }
    fn int(&mut self, c: i64) {
        let _ = write!(self, "{c}");
    }
}

/// Appends `e` to `out`.
pub fn write_affine_expr(out: &mut String, e: &AffineExpr) {
    write_expr(out, e, Strength::Weak);
}

/// Writes `e` to `sink` (MLIR's `printAffineExprInternal`, with `printValueName` as
/// [`AffineSink::id`]).
pub fn write_affine_expr_to(sink: &mut impl AffineSink, e: &AffineExpr) {
    write_expr(sink, e, Strength::Weak);
}

fn write_expr(out: &mut impl AffineSink, e: &AffineExpr, enclosing: Strength) {
    let (op, lhs, rhs) = match e {
        AffineExpr::Dim(i) => {
            out.id(false, *i);
            return;
        }
        AffineExpr::Symbol(i) => {
            out.id(true, *i);
            return;
        }
        AffineExpr::Const(c) => {
            out.int(*c);
            return;
        }
        AffineExpr::Bin(op, l, r) => (*op, &**l, &**r),
    };
    let strong = enclosing == Strength::Strong;
    if op != AffineBinOp::Add {
        if strong {
            out.text("(");
        }
        if op == AffineBinOp::Mul && rhs.as_const() == Some(-1) {
            out.text("-");
            write_expr(out, lhs, Strength::Strong);
        } else {
            write_expr(out, lhs, Strength::Strong);
            out.text(match op {
                AffineBinOp::Mul => " * ",
                AffineBinOp::FloorDiv => " floordiv ",
                AffineBinOp::CeilDiv => " ceildiv ",
                _ => " mod ",
            });
            write_expr(out, rhs, Strength::Strong);
        }
        if strong {
            out.text(")");
        }
        return;
    }
    if strong {
        out.text("(");
    }
    // `a + b * -1` prints as `a - b`, `a + b * -c` as `a - b * c`.
    if let AffineExpr::Bin(AffineBinOp::Mul, rl, rr) = rhs {
        if let Some(c) = rr.as_const() {
            if c == -1 {
                write_expr(out, lhs, Strength::Weak);
                out.text(" - ");
                let s = if matches!(**rl, AffineExpr::Bin(AffineBinOp::Add, ..)) {
                    Strength::Strong
                } else {
                    Strength::Weak
                };
                write_expr(out, rl, s);
                if strong {
                    out.text(")");
                }
                return;
            }
            if c < -1 {
                write_expr(out, lhs, Strength::Weak);
                out.text(" - ");
                write_expr(out, rl, Strength::Strong);
                out.text(" * ");
                out.int(c.wrapping_neg());
                if strong {
                    out.text(")");
                }
                return;
            }
        }
    }
    // `a + -c` prints as `a - c`.
    if let Some(c) = rhs.as_const() {
        if c < 0 {
            write_expr(out, lhs, Strength::Weak);
            out.text(" - ");
            out.int(c.wrapping_neg());
            if strong {
                out.text(")");
            }
            return;
        }
    }
    write_expr(out, lhs, Strength::Weak);
    out.text(" + ");
    write_expr(out, rhs, Strength::Weak);
    if strong {
        out.text(")");
    }
}

fn write_ids(out: &mut String, num_dims: u32, num_symbols: u32) {
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if num_symbols != 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// `(d0, d1)[s0] -> (d0 + s0, d1)` (the body of `affine_map<...>`).
pub fn affine_map_to_string(m: &AffineMap) -> String {
    let mut out = String::new();
    write_ids(&mut out, m.num_dims, m.num_symbols);
    out.push_str(" -> (");
    for (i, e) in m.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(&mut out, e);
    }
    out.push(')');
    out
}

/// `(d0)[s0] : (d0 >= 0, d0 - s0 == 0)` (the body of `affine_set<...>`).
pub fn integer_set_to_string(s: &IntegerSet) -> String {
    let mut out = String::new();
    write_ids(&mut out, s.num_dims, s.num_symbols);
    out.push_str(" : (");
    for (i, (e, eq)) in s.constraints.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(&mut out, e);
        out.push_str(if *eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
    out
}

impl<'a> Printer<'a> {
    pub fn print_affine_expr(&mut self, e: &AffineExpr) {
        write_affine_expr(&mut self.out, e);
    }
    pub fn print_affine_map(&mut self, m: &AffineMap) {
        let s = affine_map_to_string(m);
        self.w(&s);
    }
    pub fn print_integer_set(&mut self, s: &IntegerSet) {
        let t = integer_set_to_string(s);
        self.w(&t);
    }
}
