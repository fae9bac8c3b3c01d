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

/// Appends `e` to `out`.
pub fn write_affine_expr(out: &mut String, e: &AffineExpr) {
    write_expr(out, e, Strength::Weak);
}

fn write_expr(out: &mut String, e: &AffineExpr, enclosing: Strength) {
    let (op, lhs, rhs) = match e {
        AffineExpr::Dim(i) => {
            let _ = write!(out, "d{i}");
            return;
        }
        AffineExpr::Symbol(i) => {
            let _ = write!(out, "s{i}");
            return;
        }
        AffineExpr::Const(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        AffineExpr::Bin(op, l, r) => (*op, &**l, &**r),
    };
    let strong = enclosing == Strength::Strong;
    if op != AffineBinOp::Add {
        if strong {
            out.push('(');
        }
        if op == AffineBinOp::Mul && rhs.as_const() == Some(-1) {
            out.push('-');
            write_expr(out, lhs, Strength::Strong);
        } else {
            write_expr(out, lhs, Strength::Strong);
            out.push_str(match op {
                AffineBinOp::Mul => " * ",
                AffineBinOp::FloorDiv => " floordiv ",
                AffineBinOp::CeilDiv => " ceildiv ",
                _ => " mod ",
            });
            write_expr(out, rhs, Strength::Strong);
        }
        if strong {
            out.push(')');
        }
        return;
    }
    if strong {
        out.push('(');
    }
    // `a + b * -1` prints as `a - b`, `a + b * -c` as `a - b * c`.
    if let AffineExpr::Bin(AffineBinOp::Mul, rl, rr) = rhs {
        if let Some(c) = rr.as_const() {
            if c == -1 {
                write_expr(out, lhs, Strength::Weak);
                out.push_str(" - ");
                let s = if matches!(**rl, AffineExpr::Bin(AffineBinOp::Add, ..)) {
                    Strength::Strong
                } else {
                    Strength::Weak
                };
                write_expr(out, rl, s);
                if strong {
                    out.push(')');
                }
                return;
            }
            if c < -1 {
                write_expr(out, lhs, Strength::Weak);
                out.push_str(" - ");
                write_expr(out, rl, Strength::Strong);
                let _ = write!(out, " * {}", c.wrapping_neg());
                if strong {
                    out.push(')');
                }
                return;
            }
        }
    }
    // `a + -c` prints as `a - c`.
    if let Some(c) = rhs.as_const() {
        if c < 0 {
            write_expr(out, lhs, Strength::Weak);
            let _ = write!(out, " - {}", c.wrapping_neg());
            if strong {
                out.push(')');
            }
            return;
        }
    }
    write_expr(out, lhs, Strength::Weak);
    out.push_str(" + ");
    write_expr(out, rhs, Strength::Weak);
    if strong {
        out.push(')');
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
