//! Rewriting affine expressions the way MLIR's `AffineExpr::replaceDimsAndSymbols` and
//! `simplifyAffineExpr` do, so that maps irbridge builds print exactly as upstream's.
//!
//! `simplify` flattens an expression into a sum of dims, symbols and "local" terms times
//! coefficients plus a constant, and rebuilds it in upstream's order: for a pure affine expression
//! dims, then symbols, then the constant; for a semi-affine one (a product of two non-constant
//! terms becomes a local term) the terms sorted by the positions of their operands, unless the
//! plain rebuild gives back the input, which is then kept as written. `floordiv`/`ceildiv` by a
//! constant cancel the common divisor and become a local term, as upstream's flattener does.
//! Expressions with `mod` or a division by a non-constant, and semi-affine ones with dims or with
//! several terms besides a product of two symbols, are returned unchanged: the same value, possibly
//! not upstream's spelling.

use super::attrs::{AffineBinOp, AffineExpr};

/// `e` with `Dim(i)` replaced by `dims[i]` and `Symbol(i)` by `syms[i]`, rebuilt with the
/// simplifying constructors (as upstream's `replaceDimsAndSymbols`).
pub fn replace_dims_and_symbols(
    e: &AffineExpr,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
) -> AffineExpr {
    match e {
        AffineExpr::Dim(i) => dims.get(*i as usize).cloned().unwrap_or_else(|| e.clone()),
        AffineExpr::Symbol(i) => syms.get(*i as usize).cloned().unwrap_or_else(|| e.clone()),
        AffineExpr::Const(_) => e.clone(),
        AffineExpr::Bin(op, l, r) => {
            let (nl, nr) = (
                replace_dims_and_symbols(l, dims, syms),
                replace_dims_and_symbols(r, dims, syms),
            );
            if nl == **l && nr == **r {
                return e.clone();
            }
            AffineExpr::binary(*op, nl, nr)
        }
    }
}

/// Whether `e` uses symbol `i`.
pub fn uses_symbol(e: &AffineExpr, i: u32) -> bool {
    match e {
        AffineExpr::Symbol(s) => *s == i,
        AffineExpr::Dim(_) | AffineExpr::Const(_) => false,
        AffineExpr::Bin(_, l, r) => uses_symbol(l, i) || uses_symbol(r, i),
    }
}

/// A flattened expression: coefficients of dims and symbols (`lin`), of local terms, and a constant.
#[derive(Clone, Default)]
struct Flat {
    lin: Vec<i64>,
    locals: Vec<i64>,
    constant: i64,
}

struct Flattener {
    num_dims: u32,
    num_symbols: u32,
    /// The local terms (products of two non-constant expressions), in order of creation.
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn unit(&self, pos: usize) -> Flat {
        let mut f = Flat {
            lin: vec![0; (self.num_dims + self.num_symbols) as usize],
            ..Flat::default()
        };
        f.lin[pos] = 1;
        f
    }

    fn flatten(&mut self, e: &AffineExpr) -> Option<Flat> {
        let n = (self.num_dims + self.num_symbols) as usize;
        Some(match e {
            AffineExpr::Dim(i) if *i < self.num_dims => self.unit(*i as usize),
            AffineExpr::Symbol(i) if *i < self.num_symbols => {
                self.unit((self.num_dims + *i) as usize)
            }
            AffineExpr::Const(c) => Flat {
                lin: vec![0; n],
                locals: vec![],
                constant: *c,
            },
            AffineExpr::Bin(AffineBinOp::Add, l, r) => {
                let (a, b) = (self.flatten(l)?, self.flatten(r)?);
                add_flat(&a, &b)
            }
            AffineExpr::Bin(AffineBinOp::Mul, l, r) => {
                let a = self.flatten(l)?;
                if let AffineExpr::Const(c) = **r {
                    scale(&a, c)
                } else {
                    let b = self.flatten(r)?;
                    let product = self.rebuild_pure(&a) * self.rebuild_pure(&b);
                    self.local(product, n)
                }
            }
            AffineExpr::Bin(op @ (AffineBinOp::FloorDiv | AffineBinOp::CeilDiv), l, r) => {
                // By a positive constant: the common divisor cancelled, then a local term for the
                // quotient (unless the divisor became 1).
                let AffineExpr::Const(c) = **r else {
                    return None;
                };
                if c <= 0 {
                    return None;
                }
                let mut a = self.flatten(l)?;
                let mut g = c.unsigned_abs();
                for x in a.lin.iter().chain(&a.locals).chain([&a.constant]) {
                    g = gcd(g, x.unsigned_abs());
                }
                let g = g as i64;
                if g != 1 {
                    a = Flat {
                        lin: a.lin.iter().map(|x| x / g).collect(),
                        locals: a.locals.iter().map(|x| x / g).collect(),
                        constant: a.constant / g,
                    };
                }
                let divisor = c / g;
                if divisor == 1 {
                    return Some(a);
                }
                let dividend = self.rebuild_pure(&a);
                let quotient = if *op == AffineBinOp::FloorDiv {
                    dividend.floor_div(AffineExpr::Const(divisor))
                } else {
                    dividend.ceil_div(AffineExpr::Const(divisor))
                };
                self.local(quotient, n)
            }
            _ => return None,
        })
    }

    /// The flat form of the local term `e` (added if new).
    fn local(&mut self, e: AffineExpr, n: usize) -> Flat {
        let k = match self.locals.iter().position(|x| *x == e) {
            Some(k) => k,
            None => {
                self.locals.push(e);
                self.locals.len() - 1
            }
        };
        let mut f = Flat {
            lin: vec![0; n],
            locals: vec![0; k + 1],
            constant: 0,
        };
        f.locals[k] = 1;
        f
    }

    fn id(&self, pos: usize) -> AffineExpr {
        let pos = pos as u32;
        if pos < self.num_dims {
            AffineExpr::Dim(pos)
        } else {
            AffineExpr::Symbol(pos - self.num_dims)
        }
    }

    /// Upstream's `getAffineExprFromFlatForm`: dims and symbols, local terms, constant.
    fn rebuild_pure(&self, f: &Flat) -> AffineExpr {
        let mut e = AffineExpr::Const(0);
        for (pos, &c) in f.lin.iter().enumerate() {
            if c != 0 {
                e = e + self.id(pos) * AffineExpr::Const(c);
            }
        }
        for (k, &c) in f.locals.iter().enumerate() {
            if c != 0 {
                e = e + self.locals[k].clone() * AffineExpr::Const(c);
            }
        }
        if f.constant != 0 {
            e = e + AffineExpr::Const(f.constant);
        }
        e
    }

    /// Upstream's `getSemiAffineExprFromFlatForm` for symbol-only expressions whose local terms are
    /// products of two symbols: terms sorted by (first symbol, second symbol), a lone symbol before
    /// the products it starts, the constant last. `None` for other shapes.
    fn rebuild_semi_affine(&self, f: &Flat) -> Option<AffineExpr> {
        if self.num_dims != 0 {
            return None;
        }
        let mut terms: Vec<((i64, i64), AffineExpr, i64)> = vec![];
        for (pos, &c) in f.lin.iter().enumerate() {
            if c != 0 {
                terms.push(((pos as i64, -1), self.id(pos), c));
            }
        }
        for (k, &c) in f.locals.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let local = &self.locals[k];
            let key = match local {
                AffineExpr::Bin(AffineBinOp::Mul, l, r) => match (&**l, &**r) {
                    (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) => Some((*a as i64, *b as i64)),
                    _ => None,
                },
                _ => None,
            };
            // Where upstream puts other local terms is not modelled: only alone is it certain.
            terms.push((key.unwrap_or((i64::MAX, i64::MAX)), local.clone(), c));
            if key.is_none() && f.lin.iter().chain(&f.locals).filter(|x| **x != 0).count() > 1 {
                return None;
            }
        }
        terms.sort_by_key(|t| t.0);
        let mut e = AffineExpr::Const(0);
        for (_, t, c) in terms {
            e = e + t * AffineExpr::Const(c);
        }
        if f.constant != 0 {
            e = e + AffineExpr::Const(f.constant);
        }
        Some(e)
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn add_flat(a: &Flat, b: &Flat) -> Flat {
    let mut locals = vec![0; a.locals.len().max(b.locals.len())];
    for (i, x) in a.locals.iter().enumerate() {
        locals[i] += x;
    }
    for (i, x) in b.locals.iter().enumerate() {
        locals[i] += x;
    }
    Flat {
        lin: a
            .lin
            .iter()
            .zip(&b.lin)
            .map(|(x, y)| x.wrapping_add(*y))
            .collect(),
        locals,
        constant: a.constant.wrapping_add(b.constant),
    }
}

fn scale(a: &Flat, c: i64) -> Flat {
    Flat {
        lin: a.lin.iter().map(|x| x.wrapping_mul(c)).collect(),
        locals: a.locals.iter().map(|x| x.wrapping_mul(c)).collect(),
        constant: a.constant.wrapping_mul(c),
    }
}

fn is_pure_affine(e: &AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Const(_) => true,
        AffineExpr::Bin(AffineBinOp::Add, l, r) => is_pure_affine(l) && is_pure_affine(r),
        AffineExpr::Bin(_, l, r) => is_pure_affine(l) && matches!(**r, AffineExpr::Const(_)),
    }
}

/// MLIR's `simplifyAffineExpr(e, num_dims, num_symbols)` (see the module doc for what is covered).
pub fn simplify(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let mut fl = Flattener {
        num_dims,
        num_symbols,
        locals: vec![],
    };
    let Some(flat) = fl.flatten(e) else {
        return e.clone();
    };
    let pure = fl.rebuild_pure(&flat);
    if is_pure_affine(e) {
        return pure;
    }
    if pure == *e {
        return e.clone();
    }
    fl.rebuild_semi_affine(&flat).unwrap_or_else(|| e.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(i: u32) -> AffineExpr {
        AffineExpr::Symbol(i)
    }
    fn c(v: i64) -> AffineExpr {
        AffineExpr::Const(v)
    }

    #[test]
    fn pure_affine_terms_come_in_position_order() {
        // s3 * 8 + s0 + 7  ->  s0 + s3 * 8 + 7
        let e = (s(3) * c(8) + s(0)) + c(7);
        assert_eq!(simplify(&e, 0, 4), (s(0) + s(3) * c(8)) + c(7));
        // s0 * 2 + s0 * 3 -> s0 * 5
        assert_eq!(simplify(&(s(0) * c(2) + s(0) * c(3)), 0, 1), s(0) * c(5));
    }

    #[test]
    fn semi_affine_terms_are_sorted_unless_already_in_rebuilt_form() {
        // s1 + s0 * s2 is what the plain rebuild gives: kept.
        let kept = s(1) + s(0) * s(2);
        assert_eq!(simplify(&kept, 0, 3), kept);
        // s3 * s0 + s1 * s2 + s2  ->  s1 * s2 + s2 + s3 * s0 (upstream 19's order)
        let e = (s(3) * s(0) + s(1) * s(2)) + s(2);
        assert_eq!(simplify(&e, 0, 4), (s(1) * s(2) + s(2)) + s(3) * s(0));
    }

    #[test]
    fn replacing_symbols_simplifies() {
        // s0 + s1 * s2 with s0 := 5, s1 := s0, s2 := 1  ->  s0 + 5
        let e = s(0) + s(1) * s(2);
        assert_eq!(
            replace_dims_and_symbols(&e, &[], &[c(5), s(0), c(1)]),
            s(0) + c(5)
        );
    }
}
