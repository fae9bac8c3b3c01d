//! Affine map and integer set syntax (`affine_map<(d0)[s0] -> (d0 + s0)>`, `affine_set<...>`), and the
//! simplifying constructors of affine expressions. Expressions are always built through
//! [`AffineExpr::add`], [`AffineExpr::mul`], ... which fold exactly as MLIR's `simplifyAdd`/`simplifyMul`/...
//! do, so the printer reproduces upstream's text (`d0 - d1`, `d0 * 4 + s0`, constants on the right).

use super::lexer::TokenKind as T;
use super::ops::UnresolvedOperand;
use super::Parser;
use crate::diag::DResult;
use crate::ir::attrs::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use std::ops::{Add, Mul, Sub};

/// Deepest affine expression tree the parser builds; deeper input gets a diagnostic (the simplifier,
/// printer and `Drop` recurse over the tree).
pub const MAX_AFFINE_DEPTH: u32 = 1000;

fn floor_div_i64(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div_i64(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// MLIR's `mod`: the result has the sign of the (positive) divisor.
fn mod_i64(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r < 0 {
        r + b
    } else {
        r
    }
}

fn bin(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
    AffineExpr::Bin(op, Box::new(l), Box::new(r))
}

impl AffineExpr {
    pub fn as_const(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// True if the expression uses no dimension.
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Const(_) | AffineExpr::Symbol(_) => true,
            AffineExpr::Dim(_) => false,
            AffineExpr::Bin(_, l, r) => l.is_symbolic_or_constant() && r.is_symbolic_or_constant(),
        }
    }

    /// MLIR's `getLargestKnownDivisor`.
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Const(c) => c.wrapping_abs(),
            AffineExpr::Bin(AffineBinOp::Mul, l, r) => l
                .largest_known_divisor()
                .wrapping_mul(r.largest_known_divisor()),
            AffineExpr::Bin(AffineBinOp::Add | AffineBinOp::Mod, l, r) => gcd(
                l.largest_known_divisor() as u64,
                r.largest_known_divisor() as u64,
            ) as i64,
            AffineExpr::Bin(AffineBinOp::FloorDiv | AffineBinOp::CeilDiv, l, r) => {
                match r.as_const() {
                    Some(c) if c != 0 => {
                        let ld = l.largest_known_divisor();
                        if ld.wrapping_rem(c) == 0 {
                            ld.wrapping_div(c).wrapping_abs()
                        } else {
                            1
                        }
                    }
                    _ => 1,
                }
            }
        }
    }

    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_floor_div(&self, &rhs) {
            Some(e) => e,
            None => bin(AffineBinOp::FloorDiv, self, rhs),
        }
    }

    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_ceil_div(&self, &rhs) {
            Some(e) => e,
            None => bin(AffineBinOp::CeilDiv, self, rhs),
        }
    }

    pub fn modulo(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_mod(&self, &rhs) {
            Some(e) => e,
            None => bin(AffineBinOp::Mod, self, rhs),
        }
    }

    /// Builds `l op r` with simplification.
    pub fn binary(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        match op {
            AffineBinOp::Add => l.add(r),
            AffineBinOp::Mul => l.mul(r),
            AffineBinOp::Mod => l.modulo(r),
            AffineBinOp::FloorDiv => l.floor_div(r),
            AffineBinOp::CeilDiv => l.ceil_div(r),
        }
    }
}

impl std::ops::Add for AffineExpr {
    type Output = AffineExpr;
    fn add(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_add(&self, &rhs) {
            Some(e) => e,
            None => bin(AffineBinOp::Add, self, rhs),
        }
    }
}

impl std::ops::Mul for AffineExpr {
    type Output = AffineExpr;
    fn mul(self, rhs: AffineExpr) -> AffineExpr {
        match simplify_mul(&self, &rhs) {
            Some(e) => e,
            None => bin(AffineBinOp::Mul, self, rhs),
        }
    }
}

/// `-e`, built as `e * -1`.
impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        self * AffineExpr::Const(-1)
    }
}

/// `a - b`, built as `a + b * -1`.
impl std::ops::Sub for AffineExpr {
    type Output = AffineExpr;
    fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self + -rhs
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.as_const();
    let rc = rhs.as_const();
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_add(b).map(AffineExpr::Const);
    }
    // Only the RHS may be a constant; a symbolic term goes to the right of a dimensional one.
    if lc.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.clone().add(lhs.clone()));
    }
    if rc == Some(0) {
        return Some(lhs.clone());
    }
    // (d0 + 2) + 3 => d0 + 5.
    if let (AffineExpr::Bin(AffineBinOp::Add, ll, lr), Some(c)) = (lhs, rc) {
        if let Some(lrc) = lr.as_const() {
            return Some((**ll).clone().add(AffineExpr::Const(lrc.wrapping_add(c))));
        }
    }
    // c1 * e + c2 * e => (c1 + c2) * e.
    let (first, c1) = match lhs {
        AffineExpr::Bin(AffineBinOp::Mul, l, r) if r.as_const().is_some() => {
            (&**l, r.as_const().unwrap_or(1))
        }
        _ => (lhs, 1),
    };
    let (second, c2) = match rhs {
        AffineExpr::Bin(AffineBinOp::Mul, l, r) if r.as_const().is_some() => {
            (&**l, r.as_const().unwrap_or(1))
        }
        _ => (rhs, 1),
    };
    if first == second {
        return Some(first.clone().mul(AffineExpr::Const(c1.wrapping_add(c2))));
    }
    // (d0 + 2) + d1 => (d0 + d1) + 2.
    if let AffineExpr::Bin(AffineBinOp::Add, ll, lr) = lhs {
        if let Some(lrc) = lr.as_const() {
            return Some((**ll).clone().add(rhs.clone()).add(AffineExpr::Const(lrc)));
        }
    }
    // e + (e floordiv q) * q * -1 => e mod q, for q symbolic.
    // (Like upstream, the kind of the outer right operand is not checked here.)
    let AffineExpr::Bin(rop, rl, rr) = rhs else {
        return None;
    };
    if let (AffineExpr::Bin(AffineBinOp::Mul, llrhs, rlrhs), Some(-1)) = (&**rl, rr.as_const()) {
        let AffineExpr::Bin(AffineBinOp::FloorDiv, fl, fr) = &**llrhs else {
            return None;
        };
        if fr == rlrhs && **fl == *lhs {
            return Some(lhs.clone().modulo((**rlrhs).clone()));
        }
    }
    // e + (e floordiv c) * -c => e mod c, for c > 0.
    if *rop != AffineBinOp::Mul {
        return None;
    }
    let AffineExpr::Bin(AffineBinOp::FloorDiv, fl, fr) = &**rl else {
        return None;
    };
    let c = fr.as_const()?;
    if c > 0 && **fl == *lhs && rr.as_const() == Some(c.wrapping_neg()) {
        return Some(lhs.clone().modulo((**fr).clone()));
    }
    None
}

fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.as_const();
    let rc = rhs.as_const();
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_mul(b).map(AffineExpr::Const);
    }
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }
    // The constant or symbolic operand goes to the right.
    if !rhs.is_symbolic_or_constant() || lc.is_some() {
        return Some(rhs.clone().mul(lhs.clone()));
    }
    if rc == Some(1) {
        return Some(lhs.clone());
    }
    if rc == Some(0) {
        return Some(AffineExpr::Const(0));
    }
    if let AffineExpr::Bin(AffineBinOp::Mul, ll, lr) = lhs {
        if let Some(lrc) = lr.as_const() {
            // (d0 * 2) * 3 => d0 * 6.
            if let Some(c) = rc {
                return Some((**ll).clone().mul(AffineExpr::Const(lrc.wrapping_mul(c))));
            }
            // (d0 * 2) * s0 => (d0 * s0) * 2.
            return Some((**ll).clone().mul(rhs.clone()).mul(AffineExpr::Const(lrc)));
        }
    }
    None
}

fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_const().filter(|c| *c != 0)?;
    if let Some(a) = lhs.as_const() {
        if a == i64::MIN && c == -1 {
            return None;
        }
        return Some(AffineExpr::Const(floor_div_i64(a, c)));
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    if let AffineExpr::Bin(op, ll, lr) = lhs {
        match op {
            AffineBinOp::Mul => {
                if let Some(lrc) = lr.as_const() {
                    if lrc.wrapping_rem(c) == 0 {
                        return Some((**ll).clone().mul(AffineExpr::Const(lrc.wrapping_div(c))));
                    }
                }
            }
            AffineBinOp::Add => {
                let ld = ll.largest_known_divisor();
                let rd = lr.largest_known_divisor();
                if ld.wrapping_rem(c) == 0 || rd.wrapping_rem(c) == 0 {
                    let k = AffineExpr::Const(c);
                    return Some(
                        (**ll)
                            .clone()
                            .floor_div(k.clone())
                            .add((**lr).clone().floor_div(k)),
                    );
                }
            }
            _ => {}
        }
    }
    None
}

fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_const().filter(|c| *c != 0)?;
    if let Some(a) = lhs.as_const() {
        if a == i64::MIN && c == -1 {
            return None;
        }
        return Some(AffineExpr::Const(ceil_div_i64(a, c)));
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    if let AffineExpr::Bin(AffineBinOp::Mul, ll, lr) = lhs {
        if let Some(lrc) = lr.as_const() {
            if lrc.wrapping_rem(c) == 0 {
                return Some((**ll).clone().mul(AffineExpr::Const(lrc.wrapping_div(c))));
            }
        }
    }
    None
}

fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_const().filter(|c| *c >= 1)?;
    if let Some(a) = lhs.as_const() {
        return Some(AffineExpr::Const(mod_i64(a, c)));
    }
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Some(AffineExpr::Const(0));
    }
    if let AffineExpr::Bin(op, ll, lr) = lhs {
        match op {
            AffineBinOp::Add => {
                if ll.largest_known_divisor().wrapping_rem(c) == 0 {
                    return Some((**lr).clone().modulo(AffineExpr::Const(c)));
                }
                if lr.largest_known_divisor().wrapping_rem(c) == 0 {
                    return Some((**ll).clone().modulo(AffineExpr::Const(c)));
                }
            }
            AffineBinOp::Mod => {
                if let Some(a) = lr.as_const() {
                    if a >= 1 && mod_i64(a, c) == 0 {
                        return Some((**ll).clone().modulo(AffineExpr::Const(c)));
                    }
                }
            }
            _ => {}
        }
    }
    None
}

impl AffineMap {
    /// `(d0, ..., dn) -> (d0, ..., dn)` with no symbols: the map a memref without layout has
    /// (`getMultiDimIdentityMap`), so the same type.
    pub fn is_multi_dim_identity(&self) -> bool {
        self.num_symbols == 0 && self.is_identity()
    }
}

/// A parsed `affine_map` or `affine_set` body.
pub enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// Dimension and symbol names in scope while parsing one map or set, or the SSA values of an
/// affine map of SSA ids (`%i + symbol(%n)`): each new value becomes the next dimension or symbol.
struct AffineScope {
    names: Vec<(String, AffineExpr)>,
    /// `Some` while parsing SSA ids (MLIR's `allowParsingSSAIds`).
    ssa: Option<SsaIds>,
}

/// The SSA values of an affine map or expression of SSA ids, in order of first use.
#[derive(Default)]
struct SsaIds {
    dims: Vec<UnresolvedOperand>,
    syms: Vec<UnresolvedOperand>,
}

impl<'a> Parser<'a> {
    fn is_affine_identifier(&self) -> bool {
        self.at(T::BareIdent)
    }

    fn parse_affine_id_def(&mut self, scope: &mut AffineScope, e: AffineExpr) -> DResult<()> {
        if !self.is_affine_identifier() {
            return Err(self.err_wrong_token("expected bare identifier"));
        }
        let name = self.spelling();
        if scope.names.iter().any(|(n, _)| n == name) {
            return Err(self.err_here(format!("redefinition of identifier '{name}'")));
        }
        scope.names.push((name.to_string(), e));
        self.bump();
        Ok(())
    }

    /// `(d0, d1)[s0]` then `-> (exprs)` or `: (constraints)`; the current token is `(`.
    pub fn parse_affine_map_or_set_inline(&mut self) -> DResult<MapOrSet> {
        let mut scope = AffineScope {
            names: vec![],
            ssa: None,
        };
        let mut num_dims = 0u32;
        self.parse_delimited_list(T::LParen, " in dimensional identifier list", |p| {
            let e = AffineExpr::Dim(num_dims);
            num_dims += 1;
            p.parse_affine_id_def(&mut scope, e)
        })?;
        let mut num_symbols = 0u32;
        if self.at(T::LSquare) {
            self.parse_delimited_list(T::LSquare, " in symbol list", |p| {
                let e = AffineExpr::Symbol(num_symbols);
                num_symbols += 1;
                p.parse_affine_id_def(&mut scope, e)
            })?;
        }
        if self.consume_if(T::Arrow) {
            let mut results = vec![];
            self.parse_delimited_list(T::LParen, " in affine map range", |p| {
                results.push(p.parse_affine_expr(&mut scope)?.0);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(AffineMap {
                num_dims,
                num_symbols,
                results,
            }));
        }
        if !self.consume_if(T::Colon) {
            return Err(self.err_wrong_token("expected '->' or ':'"));
        }
        let mut constraints = vec![];
        self.parse_delimited_list(T::LParen, " in integer set constraint list", |p| {
            constraints.push(p.parse_affine_constraint(&mut scope)?);
            Ok(())
        })?;
        if constraints.is_empty() {
            constraints.push((AffineExpr::Const(0), true));
        }
        Ok(MapOrSet::Set(IntegerSet {
            num_dims,
            num_symbols,
            constraints,
        }))
    }

    /// The body of `affine_map<...>` (without the angle brackets).
    pub fn parse_affine_map_body(&mut self) -> DResult<AffineMap> {
        let off = self.tok_start();
        match self.parse_affine_map_or_set_inline()? {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => Err(self.err_at(off, "expected AffineMap, but got IntegerSet")),
        }
    }

    /// The body of `affine_set<...>` (without the angle brackets).
    pub fn parse_integer_set_body(&mut self) -> DResult<IntegerSet> {
        let off = self.tok_start();
        match self.parse_affine_map_or_set_inline()? {
            MapOrSet::Set(s) => Ok(s),
            MapOrSet::Map(_) => Err(self.err_at(off, "expected IntegerSet, but got AffineMap")),
        }
    }

    fn parse_affine_constraint(&mut self, scope: &mut AffineScope) -> DResult<(AffineExpr, bool)> {
        let (lhs, _) = self.parse_affine_expr(scope)?;
        let (is_eq, swap) = if self.at(T::Greater) {
            self.bump();
            (false, false)
        } else if self.at(T::Less) {
            self.bump();
            (false, true)
        } else if self.at(T::Equal) {
            self.bump();
            (true, false)
        } else {
            return Err(self.err_here(
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
            ));
        };
        if !self.consume_if(T::Equal) {
            return Err(self.err_here(
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
            ));
        }
        let (rhs, _) = self.parse_affine_expr(scope)?;
        Ok(if swap {
            (rhs.sub(lhs), is_eq)
        } else {
            (lhs.sub(rhs), is_eq)
        })
    }

    /// An affine expression with its tree-depth bound.
    fn parse_affine_expr(&mut self, scope: &mut AffineScope) -> DResult<(AffineExpr, u32)> {
        self.nested(|p| p.parse_affine_low(scope))
    }

    fn check_affine_depth(&self, depth: u32, off: u32) -> DResult<()> {
        if depth > MAX_AFFINE_DEPTH {
            return Err(self.err_at(
                off,
                format!("affine expression too deep (more than {MAX_AFFINE_DEPTH} levels)"),
            ));
        }
        Ok(())
    }

    fn parse_affine_low(&mut self, scope: &mut AffineScope) -> DResult<(AffineExpr, u32)> {
        let (mut acc, mut depth) = self.parse_affine_high(scope, false)?;
        loop {
            let off = self.tok_start();
            let sub = if self.consume_if(T::Plus) {
                false
            } else if self.consume_if(T::Minus) {
                true
            } else {
                return Ok((acc, depth));
            };
            let (rhs, rd) = self.parse_affine_high(scope, true)?;
            depth = depth.max(rd) + 2;
            self.check_affine_depth(depth, off)?;
            acc = if sub { acc.sub(rhs) } else { acc.add(rhs) };
        }
    }

    /// The current token is `*`, `floordiv`, `ceildiv` or `mod`.
    fn at_affine_high_op(&self) -> bool {
        self.at(T::Star)
            || ["floordiv", "ceildiv", "mod"]
                .iter()
                .any(|k| self.is_keyword(k))
    }

    fn parse_affine_high(
        &mut self,
        scope: &mut AffineScope,
        has_lhs: bool,
    ) -> DResult<(AffineExpr, u32)> {
        let (mut acc, mut depth) = self.parse_affine_operand(scope, has_lhs)?;
        loop {
            let off = self.tok_start();
            let op = if self.consume_if(T::Star) {
                HighOp::Mul
            } else if self.consume_keyword("floordiv") {
                HighOp::FloorDiv
            } else if self.consume_keyword("ceildiv") {
                HighOp::CeilDiv
            } else if self.consume_keyword("mod") {
                HighOp::Mod
            } else {
                return Ok((acc, depth));
            };
            let (rhs, rd) = self.parse_affine_operand(scope, true)?;
            depth = depth.max(rd) + 2;
            self.check_affine_depth(depth, off)?;
            // Upstream combines the operands when it meets the next operator, and then reports a
            // non-affine product or quotient at that next operator; at this one if none follows.
            let err_off = if self.at_affine_high_op() {
                self.tok_start()
            } else {
                off
            };
            let rhs_sym = rhs.is_symbolic_or_constant();
            acc = match op {
                HighOp::Mul => {
                    if !acc.is_symbolic_or_constant() && !rhs_sym {
                        return Err(self.err_at(err_off, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"));
                    }
                    acc.mul(rhs)
                }
                _ => {
                    let name = match op {
                        HighOp::FloorDiv => "floordiv",
                        HighOp::CeilDiv => "ceildiv",
                        _ => "mod",
                    };
                    if !rhs_sym {
                        return Err(self.err_at(
                            err_off,
                            format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
                        ));
                    }
                    match op {
                        HighOp::FloorDiv => acc.floor_div(rhs),
                        HighOp::CeilDiv => acc.ceil_div(rhs),
                        _ => acc.modulo(rhs),
                    }
                }
            };
        }
    }

    fn parse_affine_operand(
        &mut self,
        scope: &mut AffineScope,
        has_lhs: bool,
    ) -> DResult<(AffineExpr, u32)> {
        match self.kind() {
            T::Integer => {
                let v = parse_u64_literal(self.spelling()).filter(|v| *v <= i64::MAX as u64);
                let Some(v) = v else {
                    return Err(self.err_here("constant too large for index"));
                };
                self.bump();
                Ok((AffineExpr::Const(v as i64), 1))
            }
            T::LParen => self.nested(|p| {
                p.bump();
                if p.at(T::RParen) {
                    return Err(p.err_here("no expression inside parentheses"));
                }
                let r = p.parse_affine_low(scope)?;
                if !p.consume_if(T::RParen) {
                    return Err(p.err_wrong_token("expected ')'"));
                }
                Ok(r)
            }),
            T::Minus => self.nested(|p| {
                p.bump();
                let (e, d) = match p.parse_affine_operand(scope, has_lhs) {
                    Ok(r) => r,
                    Err(mut err) => {
                        // Upstream reports a second error where the operand is missing.
                        let mut follow = p.err_here("missing operand of negation");
                        follow.severity = crate::diag::Severity::Error;
                        err.notes.push(follow);
                        return Err(err);
                    }
                };
                Ok((AffineExpr::Const(-1).mul(e), d + 1))
            }),
            T::PercentIdent => self.parse_affine_ssa_id(scope, false),
            T::BareIdent if self.spelling() == "symbol" => {
                // `symbol` is a keyword of the affine grammar, never an identifier here.
                self.bump();
                if !self.consume_if(T::LParen) {
                    return Err(self.err_wrong_token("expected '(' at start of SSA symbol"));
                }
                let r = self.parse_affine_ssa_id(scope, true)?;
                if !self.consume_if(T::RParen) {
                    return Err(self.err_wrong_token("expected ')' at end of SSA symbol"));
                }
                Ok(r)
            }
            T::BareIdent => {
                let name = self.spelling();
                match scope.names.iter().find(|(n, _)| n == name) {
                    Some((_, e)) => {
                        let e = e.clone();
                        self.bump();
                        Ok((e, 1))
                    }
                    None => Err(self.err_wrong_token("use of undeclared identifier")),
                }
            }
            T::Plus | T::Star => Err(self.err_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            _ => Err(self.err_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }
}

impl Parser<'_> {
    /// `%name` in an affine expression of SSA ids (MLIR's `parseSSAIdExpr`): a value seen before in
    /// this map is its dimension or symbol again (whatever `symbol(...)` says now), a new one becomes
    /// the next dimension (or symbol).
    fn parse_affine_ssa_id(
        &mut self,
        scope: &mut AffineScope,
        is_symbol: bool,
    ) -> DResult<(AffineExpr, u32)> {
        let Some(ids) = scope.ssa.as_mut() else {
            return Err(self.err_wrong_token("unexpected ssa identifier"));
        };
        if !self.at(T::PercentIdent) {
            return Err(self.err_wrong_token("expected ssa identifier"));
        }
        let name = self.spelling();
        if let Some((_, e)) = scope.names.iter().find(|(n, _)| n == name) {
            let e = e.clone();
            self.bump();
            return Ok((e, 1));
        }
        let name = name.to_string();
        let u = self.parse_operand()?;
        let e = if is_symbol {
            ids.syms.push(u);
            AffineExpr::Symbol(ids.syms.len() as u32 - 1)
        } else {
            ids.dims.push(u);
            AffineExpr::Dim(ids.dims.len() as u32 - 1)
        };
        scope.names.push((name, e.clone()));
        Ok((e, 1))
    }

    /// MLIR's `parseAffineMapOfSSAIds`: affine expressions of SSA values between `open` and its
    /// closing token (`[%i + 1, symbol(%n)]`), as a map over the values in order of first use
    /// (dimensions, then symbols), and those values (dimensions first).
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        open: T,
    ) -> DResult<(AffineMap, Vec<UnresolvedOperand>)> {
        let mut scope = AffineScope {
            names: vec![],
            ssa: Some(SsaIds::default()),
        };
        let mut results = vec![];
        self.parse_delimited_list(open, " in affine map", |p| {
            results.push(p.parse_affine_expr(&mut scope)?.0);
            Ok(())
        })?;
        let ids = scope.ssa.unwrap_or_default();
        let map = AffineMap {
            num_dims: ids.dims.len() as u32,
            num_symbols: ids.syms.len() as u32,
            results,
        };
        let mut operands = ids.dims;
        operands.extend(ids.syms);
        Ok((map, operands))
    }

    /// MLIR's `parseAffineExprOfSSAIds`: one affine expression of SSA values, with its dimension
    /// and symbol values.
    pub fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> DResult<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
        let mut scope = AffineScope {
            names: vec![],
            ssa: Some(SsaIds::default()),
        };
        let (e, _) = self.parse_affine_expr(&mut scope)?;
        let ids = scope.ssa.unwrap_or_default();
        Ok((e, ids.dims, ids.syms))
    }
}

/// Value of an integer token (decimal or `0x` hex) if it fits in 64 bits (MLIR's `getUInt64IntegerValue`).
pub fn parse_u64_literal(s: &str) -> Option<u64> {
    if let Some(h) = s.strip_prefix("0x") {
        u64::from_str_radix(h, 16).ok()
    } else {
        s.parse::<u64>().ok()
    }
}
