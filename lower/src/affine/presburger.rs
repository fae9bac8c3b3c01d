//! The part of MLIR's Presburger library `affine-simplify-structures` needs
//! (`simplifyIntegerSet`): an integer set flattened into equalities and inequalities over its
//! dims, symbols and the local variables of its divisions (`FlatAffineValueConstraints(set)`,
//! `AffineExprFlattener`), the emptiness test (`IntegerRelation::isEmpty`: GCD test, Gaussian
//! then Fourier-Motzkin elimination), `removeTrivialRedundancy` and the way back to a set
//! (`getAsIntegerSet`, divisions recovered from inequality pairs).
//!
//! Coefficients are `i128` with checked arithmetic; where upstream's arbitrary precision would be
//! needed the functions give `None` and the set is left as it is.

use irbridge::ir::affine_simplify::affine_expr_from_flat;
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, IntegerSet};

type Row = Vec<i128>;

/// `kExplosionFactor`.
const EXPLOSION_FACTOR: usize = 32;

/// An `IntegerRelation` over dims, symbols and locals (columns in that order, the constant
/// last).
#[derive(Clone, Debug)]
pub struct Rel {
    nd: usize,
    ns: usize,
    nl: usize,
    eqs: Vec<Row>,
    ineqs: Vec<Row>,
}

/// Coefficients beyond this magnitude count as an overflow (`None`), so that sums, negations
/// and absolute values of the kept ones cannot overflow `i128`.
const LIMIT: i128 = 1 << 100;

/// `x` if it is within [`LIMIT`].
fn bounded(x: i128) -> Option<i128> {
    (-LIMIT..=LIMIT).contains(&x).then_some(x)
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn floor_div(a: i128, b: i128) -> Option<i128> {
    let q = a.checked_div(b)?;
    Some(if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

/// `normalizeRange`: the row divided by the gcd of its entries; the gcd.
fn normalize(row: &mut [i128]) -> i128 {
    let mut g = 0;
    for x in row.iter() {
        g = gcd(g, *x);
        if g == 1 {
            return 1;
        }
    }
    if g > 1 {
        row.iter_mut().for_each(|x| *x /= g);
    }
    g
}

impl Rel {
    fn num_vars(&self) -> usize {
        self.nd + self.ns + self.nl
    }
    fn num_cols(&self) -> usize {
        self.num_vars() + 1
    }

    // ---- flattening ---------------------------------------------------------------------------

    /// `FlatAffineValueConstraints(set)`: the set's equalities and inequalities in order, then
    /// the bounds of each division's local variable; `None` for a semi-affine set.
    pub fn from_set(set: &IntegerSet) -> Option<Rel> {
        let mut f = Flattener {
            nd: set.num_dims as usize,
            ns: set.num_symbols as usize,
            nl: 0,
            stack: vec![],
            locals: vec![],
            local_cst: vec![],
        };
        for (e, _) in &set.constraints {
            f.walk(e)?;
        }
        let mut rel = Rel {
            nd: f.nd,
            ns: f.ns,
            nl: f.nl,
            eqs: vec![],
            ineqs: vec![],
        };
        for (row, (_, is_eq)) in f.stack.into_iter().zip(&set.constraints) {
            if *is_eq {
                rel.eqs.push(row);
            } else {
                rel.ineqs.push(row);
            }
        }
        rel.ineqs.extend(f.local_cst);
        Some(rel)
    }

    // ---- emptiness ----------------------------------------------------------------------------

    /// `hasInvalidConstraint`: a row without variables that cannot hold.
    fn has_invalid_constraint(&self) -> bool {
        let n = self.num_vars();
        let bad = |rows: &[Row], eq: bool| {
            rows.iter()
                .any(|r| r[..n].iter().all(|x| *x == 0) && if eq { r[n] != 0 } else { r[n] < 0 })
        };
        bad(&self.eqs, true) || bad(&self.ineqs, false)
    }

    /// `isEmptyByGCDTest`.
    fn empty_by_gcd_test(&self) -> bool {
        let n = self.num_vars();
        self.eqs.iter().any(|r| {
            let g = r[..n].iter().fold(0, |g, x| gcd(g, *x));
            g > 0 && r[n].abs() % g != 0
        })
    }

    /// `gcdTightenInequalities`.
    fn gcd_tighten(&mut self) -> Option<()> {
        let n = self.num_vars();
        for r in &mut self.ineqs {
            let g = normalize(&mut r[..n]);
            if g > 1 {
                r[n] = floor_div(r[n], g)?;
            }
        }
        Some(())
    }

    /// `normalizeConstraintsByGCD`.
    fn normalize_by_gcd(&mut self) {
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            normalize(r);
        }
    }

    /// `eliminateFromConstraint`: row `row` (an equality when `is_eq`) combined with equality
    /// `pivot` so that column `col` is zero; columns in `[start, col)` are left as they are.
    fn eliminate_from(
        &mut self,
        row: usize,
        pivot: usize,
        col: usize,
        start: usize,
        is_eq: bool,
    ) -> Option<()> {
        if is_eq && row == pivot {
            return Some(());
        }
        let lead = if is_eq {
            self.eqs[row][col]
        } else {
            self.ineqs[row][col]
        };
        if lead == 0 {
            return Some(());
        }
        let pivot_coeff = self.eqs[pivot][col];
        let sign = if lead.checked_mul(pivot_coeff)? > 0 {
            -1
        } else {
            1
        };
        let lcm = bounded((pivot_coeff / gcd(pivot_coeff, lead)).checked_mul(lead)?)?.abs();
        let pivot_mul = sign * (lcm / pivot_coeff.abs());
        let row_mul = lcm / lead.abs();
        let p = self.eqs[pivot].clone();
        let target = if is_eq {
            &mut self.eqs[row]
        } else {
            &mut self.ineqs[row]
        };
        for (j, x) in target.iter_mut().enumerate() {
            if j >= start && j < col {
                continue;
            }
            *x = bounded(
                pivot_mul
                    .checked_mul(p[j])?
                    .checked_add(row_mul.checked_mul(*x)?)?,
            )?;
        }
        Some(())
    }

    /// `removeVarRange(start, end)`: the columns dropped, each counted out of its kind.
    fn remove_vars(&mut self, start: usize, end: usize) {
        for pos in (start..end).rev() {
            for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
                r.remove(pos);
            }
            if pos < self.nd {
                self.nd -= 1;
            } else if pos < self.nd + self.ns {
                self.ns -= 1;
            } else {
                self.nl -= 1;
            }
        }
    }

    /// `gaussianEliminateVars(start, limit)`.
    fn gaussian_eliminate(&mut self, start: usize, limit: usize) -> Option<()> {
        if start >= limit {
            return Some(());
        }
        self.gcd_tighten()?;
        let mut col = start;
        while col < limit {
            let Some(pivot) = self.eqs.iter().position(|r| r[col] != 0) else {
                if self.ineqs.iter().any(|r| r[col] != 0) {
                    break;
                }
                col += 1;
                continue;
            };
            for i in 0..self.eqs.len() {
                self.eliminate_from(i, pivot, col, start, true)?;
                normalize(&mut self.eqs[i]);
            }
            for i in 0..self.ineqs.len() {
                self.eliminate_from(i, pivot, col, start, false)?;
                normalize(&mut self.ineqs[i]);
            }
            self.eqs.remove(pivot);
            self.gcd_tighten()?;
            col += 1;
        }
        self.remove_vars(start, col);
        Some(())
    }

    /// `removeRedundantLocalVars`: locals with a unit coefficient in an equality substituted
    /// away.
    fn remove_redundant_locals(&mut self) -> Option<()> {
        for r in &mut self.eqs {
            normalize(r);
        }
        loop {
            let first_local = self.nd + self.ns;
            let n = self.num_vars();
            let found = self
                .eqs
                .iter()
                .enumerate()
                .find_map(|(i, r)| (first_local..n).find(|&j| r[j].abs() == 1).map(|j| (i, j)));
            let Some((i, j)) = found else {
                return Some(());
            };
            for k in 0..self.eqs.len() {
                if self.eqs[k][j] != 0 {
                    self.eliminate_from(k, i, j, j, true)?;
                    normalize(&mut self.eqs[k]);
                }
            }
            for k in 0..self.ineqs.len() {
                self.eliminate_from(k, i, j, j, false)?;
            }
            self.remove_vars(j, j + 1);
            self.eqs.remove(i);
        }
    }

    /// `getBestVarToEliminate`: the variable with the fewest lower times upper bounds.
    fn best_var_to_eliminate(&self) -> usize {
        let product = |pos: usize| {
            let lb = self.ineqs.iter().filter(|r| r[pos] > 0).count();
            let ub = self.ineqs.iter().filter(|r| r[pos] < 0).count();
            lb * ub
        };
        let mut best = 0;
        let mut min = product(0);
        for c in 1..self.num_vars() {
            let p = product(c);
            if p < min {
                min = p;
                best = c;
            }
        }
        best
    }

    /// `fourierMotzkinEliminate(pos)` (no dark shadow).
    fn fourier_motzkin(&mut self, pos: usize) -> Option<()> {
        if self.eqs.iter().any(|r| r[pos] != 0) {
            return self.gaussian_eliminate(pos, pos + 1);
        }
        self.gcd_tighten()?;
        if self.ineqs.iter().all(|r| r[pos] == 0) {
            self.remove_vars(pos, pos + 1);
            return Some(());
        }
        let (mut lbs, mut ubs, mut nbs) = (vec![], vec![], vec![]);
        for (r, row) in self.ineqs.iter().enumerate() {
            match row[pos] {
                0 => nbs.push(r),
                c if c >= 1 => lbs.push(r),
                _ => ubs.push(r),
            }
        }
        let mut new_ineqs = vec![];
        for &u in &ubs {
            for &l in &lbs {
                let lc = self.ineqs[l][pos];
                let uc = -self.ineqs[u][pos];
                let lcm = bounded((lc / gcd(lc, uc)).checked_mul(uc)?)?;
                let mut row = Vec::with_capacity(self.num_cols() - 1);
                for k in 0..self.num_cols() {
                    if k == pos {
                        continue;
                    }
                    let v = bounded(
                        self.ineqs[u][k]
                            .checked_mul(lcm / uc)?
                            .checked_add(self.ineqs[l][k].checked_mul(lcm / lc)?)?,
                    )?;
                    row.push(v);
                }
                new_ineqs.push(row);
            }
        }
        for &r in &nbs {
            let mut row = self.ineqs[r].clone();
            row.remove(pos);
            new_ineqs.push(row);
        }
        let eqs: Vec<Row> = self
            .eqs
            .iter()
            .map(|r| {
                let mut r = r.clone();
                r.remove(pos);
                r
            })
            .collect();
        let mut new = self.clone();
        new.ineqs = vec![];
        new.eqs = vec![];
        new.remove_vars(pos, pos + 1);
        new.ineqs = new_ineqs;
        new.eqs = eqs;
        new.gcd_tighten()?;
        new.normalize_by_gcd();
        new.remove_trivial_redundancy()?;
        *self = new;
        Some(())
    }

    /// `IntegerRelation::isEmpty`; `None` where the coefficients outgrow `i128`.
    pub fn is_empty(&self) -> Option<bool> {
        if self.empty_by_gcd_test() || self.has_invalid_constraint() {
            return Some(true);
        }
        let mut tmp = self.clone();
        tmp.remove_redundant_locals()?;
        if tmp.empty_by_gcd_test() || tmp.has_invalid_constraint() {
            return Some(true);
        }
        let mut pos = 0;
        while pos < tmp.num_vars() {
            let n = tmp.num_vars();
            tmp.gaussian_eliminate(pos, n)?;
            pos += 1;
            if tmp.has_invalid_constraint() || tmp.empty_by_gcd_test() {
                return Some(true);
            }
        }
        for _ in 0..tmp.num_vars() {
            let v = tmp.best_var_to_eliminate();
            tmp.fourier_motzkin(v)?;
            if tmp.eqs.len() + tmp.ineqs.len() >= EXPLOSION_FACTOR * self.num_vars() {
                return Some(false);
            }
            if tmp.has_invalid_constraint() {
                return Some(true);
            }
        }
        Some(false)
    }

    /// `removeTrivialRedundancy`: inequalities that always hold, duplicates, and those another
    /// with the same coefficients and a smaller constant implies.
    pub fn remove_trivial_redundancy(&mut self) -> Option<()> {
        self.gcd_tighten()?;
        self.normalize_by_gcd();
        let n = self.num_vars();
        let mut redundant = vec![false; self.ineqs.len()];
        let mut seen: Vec<&Row> = vec![];
        let mut by_coeffs: Vec<(&[i128], usize, i128)> = vec![];
        for (r, row) in self.ineqs.iter().enumerate() {
            let trivially_valid = row[..n].iter().all(|x| *x == 0) && row[n] >= 0;
            if trivially_valid || seen.contains(&row) {
                redundant[r] = true;
                continue;
            }
            seen.push(row);
            let constant = row[n];
            match by_coeffs.iter_mut().find(|e| e.0 == &row[..n]) {
                None => by_coeffs.push((&row[..n], r, constant)),
                Some(e) => {
                    if e.2 > constant {
                        redundant[e.1] = true;
                        e.1 = r;
                        e.2 = constant;
                    } else {
                        redundant[r] = true;
                    }
                }
            }
        }
        let mut keep = redundant.iter().map(|x| !x);
        self.ineqs.retain(|_| keep.next().unwrap_or(true));
        Some(())
    }

    // ---- back to a set ------------------------------------------------------------------------

    /// `getDivRepr` from inequalities `ub` and `lb` of variable `pos`: its dividend and divisor.
    fn div_repr(&self, pos: usize, ub: usize, lb: usize) -> Option<(Row, i128)> {
        let n = self.num_vars();
        let (u, l) = (&self.ineqs[ub], &self.ineqs[lb]);
        let divisor = l[pos];
        if (0..n).any(|i| u[i] != -l[i]) {
            return None;
        }
        let c = divisor - 1 - (l[n] + u[n]);
        if !(0 <= c && c < divisor) {
            return None;
        }
        let mut expr = vec![0; n + 1];
        for i in 0..n {
            if i != pos {
                expr[i] = u[i];
            }
        }
        expr[n] = u[n] + c;
        // `normalizeDivisionByGCD`: the constant term is left out of the gcd.
        let mut g = gcd(expr[0], divisor);
        for x in &expr[1..n] {
            g = gcd(*x, g);
            if g == 1 {
                return Some((expr, divisor));
            }
        }
        if g > 1 {
            for x in &mut expr {
                *x = floor_div(*x, g)?;
            }
            return Some((expr, divisor / g));
        }
        Some((expr, divisor))
    }

    /// `detectAsFloorDiv`: variable `pos` as a floordiv of known variables, from a lower and
    /// upper bound pair.
    fn detect_floor_div(&self, pos: usize, memo: &[Option<AffineExpr>]) -> Option<AffineExpr> {
        let n = self.num_vars();
        let lbs: Vec<usize> = (0..self.ineqs.len())
            .filter(|&r| self.ineqs[r][pos] >= 1)
            .collect();
        let ubs: Vec<usize> = (0..self.ineqs.len())
            .filter(|&r| self.ineqs[r][pos] <= -1)
            .collect();
        for &u in &ubs {
            for &l in &lbs {
                let Some((dividend, divisor)) = self.div_repr(pos, u, l) else {
                    continue;
                };
                let explicit = (0..n).all(|c| c == pos || memo[c].is_some() || dividend[c] == 0);
                if !explicit {
                    continue;
                }
                let mut e = AffineExpr::Const(i64::try_from(dividend[n]).ok()?);
                for c in 0..n {
                    if dividend[c] != 0 {
                        let k = AffineExpr::Const(i64::try_from(dividend[c]).ok()?);
                        e = e + memo[c].clone()? * k;
                    }
                }
                return Some(e.floor_div(AffineExpr::Const(i64::try_from(divisor).ok()?)));
            }
        }
        None
    }

    /// `getAsIntegerSet`: equalities then inequalities, locals as the divisions found for them;
    /// `None` when a local in use has none.
    pub fn to_set(&self) -> Option<IntegerSet> {
        let (nd, ns) = (self.nd as u32, self.ns as u32);
        if self.eqs.is_empty() && self.ineqs.is_empty() {
            return Some(IntegerSet {
                num_dims: nd,
                num_symbols: ns,
                constraints: vec![(AffineExpr::Const(0), true)],
            });
        }
        let n = self.num_vars();
        let mut memo: Vec<Option<AffineExpr>> = vec![None; n];
        for (i, m) in memo.iter_mut().enumerate().take(self.nd + self.ns) {
            *m = Some(if i < self.nd {
                AffineExpr::Dim(i as u32)
            } else {
                AffineExpr::Symbol((i - self.nd) as u32)
            });
        }
        loop {
            let mut changed = false;
            for pos in self.nd + self.ns..n {
                if memo[pos].is_none() {
                    if let Some(e) = self.detect_floor_div(pos, &memo) {
                        memo[pos] = Some(e);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        for (pos, m) in memo.iter().enumerate().skip(self.nd + self.ns) {
            let used = self.eqs.iter().chain(&self.ineqs).any(|r| r[pos] != 0);
            if m.is_none() && used {
                return None;
            }
        }
        let locals: Vec<AffineExpr> = memo[self.nd + self.ns..]
            .iter()
            .map(|m| m.clone().unwrap_or(AffineExpr::Const(0)))
            .collect();
        let mut constraints = vec![];
        for (rows, is_eq) in [(&self.eqs, true), (&self.ineqs, false)] {
            for r in rows {
                let flat: Vec<i64> = r
                    .iter()
                    .map(|x| i64::try_from(*x).ok())
                    .collect::<Option<_>>()?;
                let e = affine_expr_from_flat(&flat, self.nd, self.ns, &locals);
                constraints.push((e, is_eq));
            }
        }
        Some(IntegerSet {
            num_dims: nd,
            num_symbols: ns,
            constraints,
        })
    }
}

/// `simplifyIntegerSet`: the empty set `1 == 0` when it is empty, else the set with trivially
/// redundant inequalities removed; `None` where this cannot be computed.
pub fn simplify_integer_set(set: &IntegerSet) -> Option<IntegerSet> {
    let mut rel = Rel::from_set(set)?;
    if rel.is_empty()? {
        return Some(IntegerSet {
            num_dims: set.num_dims,
            num_symbols: set.num_symbols,
            constraints: vec![(AffineExpr::Const(1), true)],
        });
    }
    rel.remove_trivial_redundancy()?;
    rel.to_set()
}

/// `AffineExprFlattener` over the constraints of a set: the flat form of each expression (all
/// left on the stack, widened as locals appear) and the bounds of each local's division.
struct Flattener {
    nd: usize,
    ns: usize,
    nl: usize,
    stack: Vec<Row>,
    locals: Vec<AffineExpr>,
    local_cst: Vec<Row>,
}

impl Flattener {
    fn cols(&self) -> usize {
        self.nd + self.ns + self.nl + 1
    }

    fn rebuild(&self, flat: &[i128]) -> Option<AffineExpr> {
        let f: Vec<i64> = flat
            .iter()
            .map(|x| i64::try_from(*x).ok())
            .collect::<Option<_>>()?;
        Some(affine_expr_from_flat(&f, self.nd, self.ns, &self.locals))
    }

    fn walk(&mut self, e: &AffineExpr) -> Option<()> {
        match e {
            AffineExpr::Dim(i) | AffineExpr::Symbol(i) => {
                let pos = if matches!(e, AffineExpr::Dim(_)) {
                    (*i as usize) < self.nd
                } else {
                    (*i as usize) < self.ns
                };
                if !pos {
                    return None;
                }
                let mut v = vec![0; self.cols()];
                let at = if matches!(e, AffineExpr::Dim(_)) {
                    *i as usize
                } else {
                    self.nd + *i as usize
                };
                v[at] = 1;
                self.stack.push(v);
            }
            AffineExpr::Const(c) => {
                let mut v = vec![0; self.cols()];
                let n = v.len();
                v[n - 1] = i128::from(*c);
                self.stack.push(v);
            }
            AffineExpr::Bin(op, l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop()?;
                match op {
                    AffineBinOp::Add => {
                        let lhs = self.stack.last_mut()?;
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = bounded(a.checked_add(*b)?)?;
                        }
                    }
                    AffineBinOp::Mul => {
                        // Semi-affine products are not supported for sets.
                        let AffineExpr::Const(_) = **r else {
                            return None;
                        };
                        let c = *rhs.last()?;
                        for x in self.stack.last_mut()? {
                            *x = bounded(x.checked_mul(c)?)?;
                        }
                    }
                    AffineBinOp::Mod => self.modulo(&rhs, r)?,
                    AffineBinOp::FloorDiv => self.div(&rhs, r, false)?,
                    AffineBinOp::CeilDiv => self.div(&rhs, r, true)?,
                }
            }
        }
        Some(())
    }

    /// `addLocalFloorDivId`: a local column in every expression of the stack, and the bounds
    /// `divisor * q <= dividend <= divisor * q + divisor - 1`.
    fn add_local(&mut self, dividend: &[i128], divisor: i128, e: AffineExpr) {
        let at = self.nd + self.ns + self.nl;
        for s in &mut self.stack {
            s.insert(at, 0);
        }
        for c in &mut self.local_cst {
            c.insert(at, 0);
        }
        self.locals.push(e);
        self.nl += 1;
        let mut d = dividend.to_vec();
        let k = d.len() - 1;
        d.insert(k, 0);
        let mut lower: Row = d.iter().map(|x| -x).collect();
        lower[k] = divisor;
        if let Some(last) = lower.last_mut() {
            *last += divisor - 1;
        }
        let mut upper = d;
        upper[k] = -divisor;
        self.local_cst.push(lower);
        self.local_cst.push(upper);
    }

    fn modulo(&mut self, rhs: &[i128], r: &AffineExpr) -> Option<()> {
        let AffineExpr::Const(_) = r else {
            return None;
        };
        let c = *rhs.last()?;
        if c <= 0 {
            return None;
        }
        let lhs = self.stack.last()?.clone();
        if lhs.iter().all(|x| x % c == 0) {
            self.stack.last_mut()?.iter_mut().for_each(|x| *x = 0);
            return Some(());
        }
        let g = lhs.iter().fold(c, |g, x| gcd(g, *x));
        let dividend: Row = lhs.iter().map(|x| x / g).collect();
        let divisor = c / g;
        let q = self
            .rebuild(&dividend)?
            .floor_div(AffineExpr::Const(i64::try_from(divisor).ok()?));
        let idx = match self.locals.iter().position(|l| *l == q) {
            Some(k) => self.nd + self.ns + k,
            None => {
                self.add_local(&dividend, divisor, q);
                self.nd + self.ns + self.nl - 1
            }
        };
        self.stack.last_mut()?[idx] = -c;
        Some(())
    }

    fn div(&mut self, rhs: &[i128], r: &AffineExpr, ceil: bool) -> Option<()> {
        let AffineExpr::Const(_) = r else {
            return None;
        };
        let c = *rhs.last()?;
        if c <= 0 {
            return None;
        }
        let g = self.stack.last()?.iter().fold(c, |g, x| gcd(g, *x));
        if g != 1 {
            for x in self.stack.last_mut()? {
                *x /= g;
            }
        }
        let divisor = c / g;
        if divisor == 1 {
            return Some(());
        }
        let lhs = self.stack.last()?.clone();
        let a = self.rebuild(&lhs)?;
        let b = AffineExpr::Const(i64::try_from(divisor).ok()?);
        let q = if ceil { a.ceil_div(b) } else { a.floor_div(b) };
        let loc = self.locals.iter().position(|l| *l == q);
        if loc.is_none() {
            let mut dividend = lhs;
            if ceil {
                if let Some(last) = dividend.last_mut() {
                    *last += divisor - 1;
                }
            }
            self.add_local(&dividend, divisor, q);
        }
        let idx = self.nd + self.ns + loc.unwrap_or(self.nl - 1);
        let top = self.stack.last_mut()?;
        top.iter_mut().for_each(|x| *x = 0);
        top[idx] = 1;
        Some(())
    }
}

/// Flat rows, the bounds of their division locals, and the number of locals.
pub type Flat = (Vec<Vec<i128>>, Vec<Vec<i128>>, usize);

/// Flat forms of `exprs` over `[dims, symbols, locals, constant]` (the locals of their
/// divisions, shared between them), with the two bounds of each local; `None` for semi-affine
/// expressions.
pub fn flatten_exprs(exprs: &[AffineExpr], nd: usize, ns: usize) -> Option<Flat> {
    let mut f = Flattener {
        nd,
        ns,
        nl: 0,
        stack: vec![],
        locals: vec![],
        local_cst: vec![],
    };
    for e in exprs {
        f.walk(e)?;
    }
    Some((f.stack, f.local_cst, f.nl))
}

impl Rel {
    /// A relation of `nvars` variables, the last `nl` of them locals.
    pub fn new(nvars: usize, nl: usize, eqs: Vec<Vec<i128>>, ineqs: Vec<Vec<i128>>) -> Rel {
        Rel {
            nd: nvars - nl,
            ns: 0,
            nl,
            eqs,
            ineqs,
        }
    }
}

impl Rel {
    pub fn num_variables(&self) -> usize {
        self.num_vars()
    }

    /// The equalities and inequalities, each `[vars.., constant]` (inequalities mean `>= 0`).
    pub fn rows(&self) -> (&[Row], &[Row]) {
        (&self.eqs, &self.ineqs)
    }

    /// Adds an inequality row (`row >= 0`, `[vars.., constant]`).
    pub fn add_inequality(&mut self, row: Row) {
        self.ineqs.push(row);
    }

    /// `projectOut` of the variables at `cols`: each eliminated by Gaussian elimination where an
    /// equality has it, else by Fourier-Motzkin, the one with the fewest bound pairs first
    /// (`getBestVarToEliminate`); the other variables keep their order.
    pub fn project_out(&mut self, cols: &[usize]) -> Option<()> {
        let mut left: Vec<usize> = cols.to_vec();
        left.sort_unstable();
        left.dedup();
        while !left.is_empty() {
            let product = |pos: usize| {
                let lb = self.ineqs.iter().filter(|r| r[pos] > 0).count();
                let ub = self.ineqs.iter().filter(|r| r[pos] < 0).count();
                lb * ub
            };
            let by_eq = left
                .iter()
                .position(|&c| self.eqs.iter().any(|r| r[c] != 0));
            let at = by_eq.unwrap_or_else(|| {
                (0..left.len())
                    .min_by_key(|&i| product(left[i]))
                    .unwrap_or(0)
            });
            let col = left.remove(at);
            self.fourier_motzkin(col)?;
            for c in &mut left {
                if *c > col {
                    *c -= 1;
                }
            }
            if self.eqs.len() + self.ineqs.len() > EXPLOSION_FACTOR * (self.num_vars() + 1) * 8 {
                return None;
            }
        }
        self.gcd_tighten()?;
        self.normalize_by_gcd();
        Some(())
    }

    /// `getConstantBound64(LB)` and `(UB)` of variable `pos`: every other variable projected
    /// out, then the tightest constant bounds the rows give (`None` for an unbounded side).
    pub fn constant_bounds(&self, pos: usize) -> Option<(Option<i128>, Option<i128>)> {
        let mut t = self.clone();
        let others: Vec<usize> = (0..t.num_vars()).filter(|&c| c != pos).collect();
        t.project_out(&others)?;
        // `pos` is now column 0 and the constant column 1.
        let (mut lb, mut ub): (Option<i128>, Option<i128>) = (None, None);
        for r in &t.eqs {
            if r[0] != 0 && r[1] % r[0] == 0 {
                let v = -r[1] / r[0];
                return Some((Some(v), Some(v)));
            }
        }
        for r in &t.ineqs {
            let (c, k) = (r[0], r[1]);
            if c > 0 {
                // c * x + k >= 0: x >= ceil(-k / c).
                let b = -floor_div(k, c)?;
                lb = Some(lb.map_or(b, |x| x.max(b)));
            } else if c < 0 {
                // x <= floor(k / -c).
                let b = floor_div(k, -c)?;
                ub = Some(ub.map_or(b, |x| x.min(b)));
            }
        }
        Some((lb, ub))
    }
}

// ---- slice bounds (loop fusion) ------------------------------------------------------------

/// The bounds of one slice variable, `lb <= x < ub`, as expressions over the relation's other
/// dims and its symbols; `None` where none was found (the loop keeps its own bound).
pub type SliceBound = (Option<AffineExpr>, Option<AffineExpr>);

impl Rel {
    /// `getSliceBounds(offset, num)`: bounds for the variables `offset..offset + num` in terms
    /// of the other dims (`0..num_dims` without the slice, renumbered) and the symbols
    /// (`num_dims..num_dims + num_syms`); the remaining columns are locals. A variable equal to a
    /// constant, to a floordiv of known variables, or to an expression of them (by an equality), gets
    /// `[e, e + 1)`; otherwise its constant bounds. Simplified from upstream: no symbolic bounds from inequalities (`getLowerAndUpperBound`).
    pub fn slice_bounds(
        &self,
        offset: usize,
        num: usize,
        num_dims: usize,
        num_syms: usize,
    ) -> Option<Vec<SliceBound>> {
        let mut rel = self.clone();
        rel.normalize_by_gcd();
        let n = rel.num_vars();
        let mut memo: Vec<Option<AffineExpr>> = vec![None; n];
        for (i, m) in memo.iter_mut().enumerate().take(num_dims) {
            if i < offset {
                *m = Some(AffineExpr::Dim(i as u32));
            } else if i >= offset + num {
                *m = Some(AffineExpr::Dim((i - num) as u32));
            }
        }
        for (i, m) in memo.iter_mut().enumerate().skip(num_dims).take(num_syms) {
            *m = Some(AffineExpr::Symbol((i - num_dims) as u32));
        }
        let mut changed = true;
        while changed {
            changed = false;
            for pos in 0..n {
                if memo[pos].is_some() {
                    continue;
                }
                if let Some((Some(lb), Some(ub))) = rel.constant_bounds(pos) {
                    if lb == ub {
                        memo[pos] = Some(AffineExpr::Const(i64::try_from(lb).ok()?));
                        changed = true;
                        continue;
                    }
                    let place = (offset, num, num_dims, num_syms);
                    if rel.detect_as_mod(pos, place, lb, ub, &mut memo) == Some(true) {
                        changed = true;
                        continue;
                    }
                }
                if let Some(e) = rel.detect_floor_div(pos, &memo) {
                    memo[pos] = Some(e);
                    changed = true;
                    continue;
                }
                let Some(eq) = rel.eqs.iter().find(|r| r[pos] != 0) else {
                    continue;
                };
                let mut expr = AffineExpr::Const(0);
                let mut complete = true;
                for (j, &c) in eq.iter().enumerate().take(n) {
                    if j == pos || c == 0 {
                        continue;
                    }
                    match &memo[j] {
                        Some(m) => {
                            expr = expr + m.clone() * AffineExpr::Const(i64::try_from(c).ok()?)
                        }
                        None => {
                            complete = false;
                            break;
                        }
                    }
                }
                if !complete {
                    continue;
                }
                expr = expr + AffineExpr::Const(i64::try_from(eq[n]).ok()?);
                let v = i64::try_from(eq[pos]).ok()?;
                memo[pos] = Some(if v > 0 {
                    (-expr).floor_div(AffineExpr::Const(v))
                } else {
                    expr.floor_div(AffineExpr::Const(-v))
                });
                changed = true;
            }
        }
        let (map_dims, map_syms) = ((num_dims - num) as u32, num_syms as u32);
        let mut out = Vec::with_capacity(num);
        let mut pruned: Option<Rel> = None;
        for pos in 0..num {
            if let Some(e) = &memo[pos + offset] {
                let e = irbridge::ir::affine_simplify::simplify(e, map_dims, map_syms);
                out.push((Some(e.clone()), Some(e + AffineExpr::Const(1))));
                continue;
            }
            // `getLowerAndUpperBound` on the system without redundant inequalities, when it
            // has no locals; a side with several bounds (or none) falls back to the constant
            // bound.
            let (mut lb, mut ub) = (None, None);
            if rel.nl == 0 {
                if pruned.is_none() {
                    let mut t = rel.clone();
                    t.remove_redundant_inequalities()?;
                    pruned = Some(t);
                }
                if let Some(t) = &pruned {
                    let place = (offset, num, num_dims, num_syms);
                    (lb, ub) = t.bounds_without_slice_vars(pos + offset, place)?;
                }
            }
            let (clb, cub) = rel.constant_bounds(pos + offset).unwrap_or((None, None));
            let c = |x: i128| i64::try_from(x).ok().map(AffineExpr::Const);
            out.push((
                lb.or_else(|| clb.and_then(c)),
                ub.or_else(|| cub.and_then(|u| c(u + 1))),
            ));
        }
        Some(out)
    }

    /// `removeRedundantInequalities`: each inequality, in order, dropped when the system with
    /// its complement instead is empty.
    pub fn remove_redundant_inequalities(&mut self) -> Option<()> {
        let mut keep = vec![true; self.ineqs.len()];
        let mut tmp = self.clone();
        let n = self.num_vars();
        for (r, kept) in keep.iter_mut().enumerate() {
            let original = tmp.ineqs[r].clone();
            let mut complement: Row = original.iter().map(|x| -x).collect();
            complement[n] -= 1;
            tmp.ineqs[r] = complement;
            if tmp.is_empty()? {
                *kept = false;
                tmp.ineqs[r] = vec![0; n + 1];
            } else {
                tmp.ineqs[r] = original;
            }
        }
        let mut k = keep.iter();
        self.ineqs.retain(|_| *k.next().unwrap_or(&true));
        Some(())
    }

    /// The lower and upper bound of `col` from the rows that involve no other slice variable
    /// (`getLowerAndUpperBoundIndices`), as expressions over the other dims and the symbols;
    /// `None` for a side with other than one bound.
    fn bounds_without_slice_vars(
        &self,
        col: usize,
        place: (usize, usize, usize, usize),
    ) -> Option<SliceBound> {
        let (offset, num, num_dims, num_syms) = place;
        let n = self.num_vars();
        let free = |r: &Row| (offset..offset + num).all(|c| c == col || r[c] == 0);
        let expr_of = |r: &Row| -> Option<AffineExpr> {
            let mut e = AffineExpr::Const(i64::try_from(r[n]).ok()?);
            for (j, &c) in r.iter().enumerate().take(num_dims + num_syms) {
                if c == 0 || (offset..offset + num).contains(&j) {
                    continue;
                }
                let v = if j < offset {
                    AffineExpr::Dim(j as u32)
                } else if j < num_dims {
                    AffineExpr::Dim((j - num) as u32)
                } else {
                    AffineExpr::Symbol((j - num_dims) as u32)
                };
                e = e + v * AffineExpr::Const(i64::try_from(c).ok()?);
            }
            Some(e)
        };
        let (mut lbs, mut ubs) = (vec![], vec![]);
        for r in self.ineqs.iter().filter(|r| free(r)) {
            let d = i64::try_from(r[col].abs()).ok()?;
            if r[col] >= 1 {
                let neg: Row = r.iter().map(|x| -x).collect();
                let e = expr_of(&neg)?;
                lbs.push((e + AffineExpr::Const(d - 1)).floor_div(AffineExpr::Const(d)));
            } else if r[col] <= -1 {
                ubs.push(expr_of(r)?.floor_div(AffineExpr::Const(d)) + AffineExpr::Const(1));
            }
        }
        for r in self.eqs.iter().filter(|r| r[col] != 0 && free(r)) {
            let d = i64::try_from(r[col].abs()).ok()?;
            let b: Row = if r[col] > 0 {
                r.iter().map(|x| -x).collect()
            } else {
                r.clone()
            };
            let e = expr_of(&b)?;
            ubs.push(e.clone().floor_div(AffineExpr::Const(d)) + AffineExpr::Const(1));
            lbs.push(e.ceil_div(AffineExpr::Const(d)));
        }
        let single = |v: Vec<AffineExpr>| {
            if v.len() == 1 {
                v.into_iter().next()
            } else {
                None
            }
        };
        Some((single(lbs), single(ubs)))
    }
}

impl Rel {
    /// `detectAsMod`: variable `pos`, bounded by `[0, ub]`, as `d mod (ub + 1)` of a slice
    /// operand `d`, from an equality `c * pos + k * q + rest = 0` whose `k` is a multiple of
    /// `(ub + 1) * c` (the quotient `q`, which becomes `d floordiv (ub + 1)` when unknown) and
    /// whose `rest` divided by `-c` is `d`. `place` is the slice's offset and size and the count
    /// of dims and of symbols (locals are not looked at, as upstream).
    fn detect_as_mod(
        &self,
        pos: usize,
        place: (usize, usize, usize, usize),
        lb: i128,
        ub: i128,
        memo: &mut [Option<AffineExpr>],
    ) -> Option<bool> {
        let (offset, num, num_dims, num_syms) = place;
        let non_locals = num_dims + num_syms;
        if lb != 0 || ub < 1 {
            return Some(false);
        }
        let divisor = ub + 1;
        let n = self.num_vars();
        for eq in &self.eqs {
            let at = eq[pos];
            if at == 0 || eq[n] != 0 {
                continue;
            }
            let mut dividend = AffineExpr::Const(0);
            let (mut quotients, mut q_pos, mut q_sign) = (0, 0, 1);
            let mut complete = true;
            for (v, &c) in eq.iter().enumerate().take(non_locals) {
                if v == pos || c == 0 {
                    continue;
                }
                if c % (divisor * at) == 0 {
                    quotients += 1;
                    q_pos = v;
                    q_sign = if c * at > 0 { 1 } else { -1 };
                    continue;
                }
                match &memo[v] {
                    Some(m) => {
                        dividend = dividend + m.clone() * AffineExpr::Const(i64::try_from(c).ok()?)
                    }
                    None => {
                        complete = false;
                        break;
                    }
                }
            }
            if !complete {
                continue;
            }
            let at64 = i64::try_from(at).ok()?;
            let dividend = if at > 0 {
                (-dividend).floor_div(AffineExpr::Const(at64))
            } else {
                dividend.floor_div(AffineExpr::Const(-at64))
            };
            let map_dims = (num_dims - num) as u32;
            let dividend =
                irbridge::ir::affine_simplify::simplify(&dividend, map_dims, num_syms as u32);
            let AffineExpr::Dim(d) = dividend else {
                continue;
            };
            if quotients == 0 {
                continue;
            }
            let d_pos = d as usize;
            let col = if d_pos < offset { d_pos } else { d_pos + num };
            let div = AffineExpr::Const(i64::try_from(divisor).ok()?);
            let d_ub = self.constant_bounds(col).and_then(|(_, u)| u);
            memo[pos] = Some(if d_ub.is_some_and(|u| u < divisor) {
                AffineExpr::Dim(d)
            } else {
                AffineExpr::Dim(d).modulo(div.clone())
            });
            if quotients == 1 && memo[q_pos].is_none() {
                memo[q_pos] = Some(AffineExpr::Dim(d).floor_div(div) * AffineExpr::Const(q_sign));
            }
            return Some(true);
        }
        Some(false)
    }
}

#[cfg(test)]
mod slice_tests {
    use super::Rel;
    use irbridge::ir::attrs::AffineExpr;

    /// Columns `[s, d, local q]` (slice variable, other dim, a local) with the rows given.
    fn rel(nvars: usize, nl: usize, eqs: Vec<Vec<i128>>, ineqs: Vec<Vec<i128>>) -> Rel {
        Rel::new(nvars, nl, eqs, ineqs)
    }

    #[test]
    fn slice_bound_from_equality() {
        // s = d + 1, 0 <= d <= 9: s is [d + 1, d + 2).
        let r = rel(
            2,
            0,
            vec![vec![1, -1, -1]],
            vec![vec![0, 1, 0], vec![0, -1, 9]],
        );
        let b = r.slice_bounds(0, 1, 2, 0).expect("bounds");
        let d1 = AffineExpr::Dim(0) + AffineExpr::Const(1);
        assert_eq!(b, vec![(Some(d1.clone()), Some(d1 + AffineExpr::Const(1)))]);
    }

    #[test]
    fn slice_bound_from_inequalities_drops_redundant_ones() {
        // 16 d <= s <= 16 d + 15, 0 <= s <= 31, 0 <= d <= 1: s is [16 d, 16 d + 16), the
        // loop's own bounds being implied.
        let r = rel(
            2,
            0,
            vec![],
            vec![
                vec![1, -16, 0],
                vec![-1, 16, 15],
                vec![1, 0, 0],
                vec![-1, 0, 31],
                vec![0, 1, 0],
                vec![0, -1, 1],
            ],
        );
        let b = r.slice_bounds(0, 1, 2, 0).expect("bounds");
        let lb = (AffineExpr::Dim(0) * AffineExpr::Const(16)).floor_div(AffineExpr::Const(1));
        assert_eq!(b[0].0, Some(lb));
        assert!(b[0].1.is_some());
    }

    #[test]
    fn slice_bound_as_mod() {
        // s + 10 q = d with 0 <= s <= 9 and 0 <= d <= 99 (q a dim here, as in a linearized
        // access): s is d mod 10.
        let r = rel(
            3,
            0,
            vec![vec![1, -1, 10, 0]],
            vec![
                vec![1, 0, 0, 0],
                vec![-1, 0, 0, 9],
                vec![0, 1, 0, 0],
                vec![0, -1, 0, 99],
            ],
        );
        let b = r.slice_bounds(0, 1, 3, 0).expect("bounds");
        let m = AffineExpr::Dim(0).modulo(AffineExpr::Const(10));
        assert_eq!(b[0].0, Some(m));
    }

    #[test]
    fn redundant_inequalities_go() {
        // x >= 0, x >= 1, x <= 5: the first is implied by the second.
        let mut r = rel(1, 0, vec![], vec![vec![1, 0], vec![1, -1], vec![-1, 5]]);
        r.remove_redundant_inequalities().expect("decided");
        assert_eq!(r.rows().1, &[vec![1, -1], vec![-1, 5]][..]);
    }
}
