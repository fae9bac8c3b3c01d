//! The part of upstream's `FlatAffineValueConstraints` / `IntegerRelation` (Fourier-Motzkin based,
//! no Simplex) that `affine::simplifyConstrainedMinMaxOp` needs, for the `affine.min`/`affine.max`
//! rewrite of `scf-for-loop-peeling` (`scf::rewritePeeledMinMaxOp`): a system of equalities and
//! inequalities over dimension and symbol variables, each maybe tied to an SSA value, with
//! upstream's emptiness test, redundancy removal, projections and bound extraction step for step
//! (the elimination order decides which bounds come out, so it follows upstream's).
//!
//! Not ported: local variables. A map that would need one to flatten (a `mod`/`floordiv`/
//! `ceildiv` by a constant that does not divide it, or a semi-affine term) makes the
//! simplification decline, leaving the op as it is; upstream may still simplify such an op.

use irbridge::dialect::affine::canon::canonicalize_map_and_operands;
use irbridge::dialect::scf::syntax::constant_int_value;
use irbridge::ir::affine_simplify::replace_dims_and_symbols;
use irbridge::ir::attrs::{AffineBinOp, AffineExpr, AffineMap};
use irbridge::ir::{Context, ValueId};

/// `kExplosionFactor` of IntegerRelation.cpp.
const EXPLOSION_FACTOR: usize = 32;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum BoundType {
    Eq,
    Lb,
    Ub,
}

/// A constraint system; rows are `[vars.., constant]`, inequalities mean `row >= 0`.
#[derive(Clone, Default)]
pub struct Constraints {
    pub num_dims: usize,
    pub num_syms: usize,
    /// Local variables (the quotients of divisions in bounds), after the symbols.
    pub num_locals: usize,
    /// The value of each dimension then symbol variable, if any.
    pub values: Vec<Option<ValueId>>,
    eqs: Vec<Vec<i128>>,
    ineqs: Vec<Vec<i128>>,
    /// Set when an arithmetic step overflowed: every answer is then "unknown".
    overflow: bool,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i128
}

fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// `normalizeRange`: the row divided by the gcd of its entries; returns the gcd.
fn normalize_range(row: &mut [i128]) -> i128 {
    let mut g = 0;
    for &x in row.iter() {
        g = gcd(g, x);
        if g == 1 {
            break;
        }
    }
    if g == 0 || g == 1 {
        return g;
    }
    for x in row.iter_mut() {
        *x /= g;
    }
    g
}

impl Constraints {
    pub fn num_vars(&self) -> usize {
        self.num_dims + self.num_syms + self.num_locals
    }
    fn num_dims_and_syms(&self) -> usize {
        self.num_dims + self.num_syms
    }

    /// Forgets the kind and value of variable `pos` (its column is gone).
    fn forget_var(&mut self, pos: usize) {
        if pos < self.num_dims {
            self.values.remove(pos);
            self.num_dims -= 1;
        } else if pos < self.num_dims_and_syms() {
            self.values.remove(pos);
            self.num_syms -= 1;
        } else {
            self.num_locals -= 1;
        }
    }
    fn num_cols(&self) -> usize {
        self.num_vars() + 1
    }

    fn insert_col(&mut self, at: usize) {
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.insert(at, 0);
        }
    }

    /// `appendDimVar`: a new dimension variable after the others; returns its position.
    pub fn append_dim(&mut self, v: Option<ValueId>) -> usize {
        let at = self.num_dims;
        self.insert_col(at);
        self.values.insert(at, v);
        self.num_dims += 1;
        at
    }

    /// `appendSymbolVar`.
    pub fn append_sym(&mut self, v: Option<ValueId>) -> usize {
        let at = self.num_dims_and_syms();
        self.insert_col(at);
        self.values.insert(at, v);
        self.num_syms += 1;
        at
    }

    /// `addBound(type, pos, value)` with a constant.
    pub fn add_const_bound(&mut self, ty: BoundType, pos: usize, value: i128) {
        let mut row = vec![0; self.num_cols()];
        let last = row.len() - 1;
        match ty {
            BoundType::Eq => {
                row[pos] = 1;
                row[last] = -value;
                self.eqs.push(row);
            }
            BoundType::Lb => {
                row[pos] = 1;
                row[last] = -value;
                self.ineqs.push(row);
            }
            BoundType::Ub => {
                row[pos] = -1;
                row[last] = value;
                self.ineqs.push(row);
            }
        }
    }

    pub fn add_inequality(&mut self, row: Vec<i128>) {
        self.ineqs.push(row);
    }

    /// `FlatLinearConstraints::addBound(type, pos, map)` (a UB is exclusive, LB and EQ closed).
    /// `None` if a result does not flatten without local variables.
    pub fn add_map_bound(&mut self, ty: BoundType, pos: usize, map: &AffineMap) -> Option<()> {
        let lower = ty != BoundType::Ub;
        let nd = map.num_dims as usize;
        let ns = map.num_symbols as usize;
        let mut fl = Flattener::new(nd, ns);
        let mut flats = vec![];
        for e in &map.results {
            flats.push(fl.flatten(e)?);
        }
        // `flattenAlignedMapAndMergeLocals`: the map's locals go first among the locals, with the
        // inequalities defining them.
        let k = fl.locals.len();
        let ds = self.num_dims_and_syms();
        for _ in 0..k {
            self.insert_col(ds);
        }
        self.num_locals += k;
        let width = nd + ns + k + 1;
        let widen = |flat: &[i128]| -> Vec<i128> {
            let mut v = flat.to_vec();
            v.resize(width, 0);
            // Constant last; the flattener's vectors grew as locals were added.
            let c = flat[flat.len() - 1];
            v[flat.len() - 1] = 0;
            v[width - 1] = c;
            v
        };
        for (qi, (dividend, divisor)) in fl.locals.iter().enumerate() {
            let q = nd + ns + qi;
            let d = widen(dividend);
            // `getDivLowerBound`: -dividend + divisor * q + divisor - 1 >= 0.
            let mut lo: Vec<i128> = d.iter().map(|x| -x).collect();
            lo[q] = *divisor;
            lo[width - 1] += divisor - 1;
            // `getDivUpperBound`: dividend - divisor * q >= 0.
            let mut up = d.clone();
            up[q] = -divisor;
            for row in [lo, up] {
                let mut full = vec![0i128; self.num_cols()];
                full[..nd + ns].copy_from_slice(&row[..nd + ns]);
                full[ds..ds + k].copy_from_slice(&row[nd + ns..nd + ns + k]);
                let last = full.len() - 1;
                full[last] = row[width - 1];
                self.ineqs.push(full);
            }
        }
        for flat in flats {
            let flat = widen(&flat);
            let mut row = vec![0i128; self.num_cols()];
            for j in 0..nd + ns {
                row[j] = if lower { -flat[j] } else { flat[j] };
            }
            if row[pos] != 0 {
                continue;
            }
            row[pos] = if lower { 1 } else { -1 };
            for i in 0..k {
                row[ds + i] = if lower {
                    -flat[nd + ns + i]
                } else {
                    flat[nd + ns + i]
                };
            }
            let adjust = if ty == BoundType::Ub { -1 } else { 0 };
            let c = flat[width - 1];
            let last = row.len() - 1;
            row[last] = (if lower { -c } else { c }) + adjust;
            if ty == BoundType::Eq {
                self.eqs.push(row);
            } else {
                self.ineqs.push(row);
            }
        }
        Some(())
    }

    /// `alignAndAddBound` (Affine/Analysis/Utils.cpp): `map` over `operands` rewritten over the
    /// system's variables (operands not among them become new symbols), then added as a bound.
    pub fn align_and_add_bound(
        &mut self,
        ty: BoundType,
        pos: usize,
        map: &AffineMap,
        operands: &[ValueId],
    ) -> Option<()> {
        let dims: Vec<Option<ValueId>> = self.values[..self.num_dims].to_vec();
        let syms: Vec<Option<ValueId>> = self.values[self.num_dims..].to_vec();
        let mut num_syms = syms.len();
        let mut new_syms = vec![];
        let nd = map.num_dims as usize;
        let mut dim_repl = vec![AffineExpr::Const(0); nd];
        let mut sym_repl = vec![AffineExpr::Const(0); map.num_symbols as usize];
        for (i, &v) in operands.iter().enumerate() {
            let repl = if let Some(p) = dims.iter().position(|d| *d == Some(v)) {
                AffineExpr::Dim(p as u32)
            } else if let Some(p) = syms.iter().position(|s| *s == Some(v)) {
                AffineExpr::Symbol(p as u32)
            } else {
                num_syms += 1;
                new_syms.push(v);
                AffineExpr::Symbol((num_syms - 1) as u32)
            };
            if i < nd {
                dim_repl[i] = repl;
            } else if let Some(s) = sym_repl.get_mut(i - nd) {
                *s = repl;
            }
        }
        let aligned = AffineMap {
            num_dims: dims.len() as u32,
            num_symbols: num_syms as u32,
            results: map
                .results
                .iter()
                .map(|e| replace_dims_and_symbols(e, &dim_repl, &sym_repl))
                .collect(),
        };
        for v in new_syms {
            self.append_sym(Some(v));
        }
        self.add_map_bound(ty, pos, &aligned)
    }

    fn remove_col(&mut self, pos: usize) {
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.remove(pos);
        }
        self.forget_var(pos);
    }

    fn remove_var_range(&mut self, start: usize, end: usize) {
        for p in (start..end.min(self.num_vars())).rev() {
            self.remove_col(p);
        }
    }

    /// `normalizeConstraintsByGCD`.
    pub fn normalize_by_gcd(&mut self) {
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            normalize_range(r);
        }
    }

    /// `gcdTightenInequalities`.
    fn gcd_tighten(&mut self) {
        let n = self.num_cols();
        for r in &mut self.ineqs {
            let g = normalize_range(&mut r[..n - 1]);
            if g > 1 {
                r[n - 1] = floor_div(r[n - 1], g);
            }
        }
    }

    /// `hasInvalidConstraint`.
    fn has_invalid_constraint(&self) -> bool {
        let n = self.num_cols();
        let bad = |r: &Vec<i128>, eq: bool| {
            r[..n - 1].iter().all(|x| *x == 0) && (if eq { r[n - 1] != 0 } else { r[n - 1] < 0 })
        };
        self.eqs.iter().any(|r| bad(r, true)) || self.ineqs.iter().any(|r| bad(r, false))
    }

    /// `isEmptyByGCDTest`.
    fn is_empty_by_gcd_test(&self) -> bool {
        let n = self.num_cols();
        self.eqs.iter().any(|r| {
            let g = r[..n - 1].iter().fold(0, |g, x| gcd(g, *x));
            g > 0 && r[n - 1].abs() % g != 0
        })
    }

    fn mul_add(&mut self, a: i128, x: i128, b: i128, y: i128) -> i128 {
        let p = a.checked_mul(x);
        let q = b.checked_mul(y);
        match (p, q) {
            (Some(p), Some(q)) => p.checked_add(q).unwrap_or_else(|| {
                self.overflow = true;
                0
            }),
            _ => {
                self.overflow = true;
                0
            }
        }
    }

    /// `eliminateFromConstraint`: row `row` (of the equalities or inequalities) loses its term in
    /// `col` through equality `pivot`; columns in `[elim_start, col)` are left alone.
    fn eliminate_from(
        &mut self,
        row: usize,
        is_eq: bool,
        pivot: usize,
        col: usize,
        elim_start: usize,
    ) {
        if is_eq && row == pivot {
            return;
        }
        let lead = if is_eq {
            self.eqs[row][col]
        } else {
            self.ineqs[row][col]
        };
        if lead == 0 {
            return;
        }
        let pc = self.eqs[pivot][col];
        let sign: i128 = if (lead > 0) == (pc > 0) { -1 } else { 1 };
        let g = gcd(pc, lead);
        let lcm = (pc.abs() / g).checked_mul(lead.abs()).unwrap_or_else(|| {
            self.overflow = true;
            1
        });
        let pm = sign * (lcm / pc.abs());
        let rm = lcm / lead.abs();
        for j in 0..self.num_cols() {
            if j >= elim_start && j < col {
                continue;
            }
            let pv = self.eqs[pivot][j];
            let rv = if is_eq {
                self.eqs[row][j]
            } else {
                self.ineqs[row][j]
            };
            let v = self.mul_add(pm, pv, rm, rv);
            if is_eq {
                self.eqs[row][j] = v;
            } else {
                self.ineqs[row][j] = v;
            }
        }
    }

    /// `gaussianEliminateVars(start, limit)`; returns how many were eliminated.
    fn gaussian_eliminate_vars(&mut self, start: usize, limit: usize) -> usize {
        if start >= limit {
            return 0;
        }
        self.gcd_tighten();
        let mut col = start;
        while col < limit {
            let pivot = match self
                .eqs
                .iter()
                .position(|r| r.get(col).is_some_and(|x| *x != 0))
            {
                Some(p) => p,
                None => {
                    if self
                        .ineqs
                        .iter()
                        .any(|r| r.get(col).is_some_and(|x| *x != 0))
                    {
                        break;
                    }
                    col += 1;
                    continue;
                }
            };
            for i in 0..self.eqs.len() {
                self.eliminate_from(i, true, pivot, col, start);
                normalize_range(&mut self.eqs[i]);
            }
            for i in 0..self.ineqs.len() {
                self.eliminate_from(i, false, pivot, col, start);
                normalize_range(&mut self.ineqs[i]);
            }
            self.eqs.remove(pivot);
            self.gcd_tighten();
            col += 1;
        }
        self.remove_var_range(start, col);
        col - start
    }

    /// `removeTrivialRedundancy`.
    fn remove_trivial_redundancy(&mut self) {
        self.gcd_tighten();
        self.normalize_by_gcd();
        let n = self.num_cols();
        let mut redundant = vec![false; self.ineqs.len()];
        let mut seen: Vec<usize> = vec![];
        // (row without constant, index of the kept row)
        let mut by_coeffs: Vec<(usize, i128)> = vec![];
        for r in 0..self.ineqs.len() {
            let row = &self.ineqs[r];
            let trivially_valid = row[..n - 1].iter().all(|x| *x == 0) && row[n - 1] >= 0;
            if trivially_valid || seen.iter().any(|&s| self.ineqs[s] == *row) {
                redundant[r] = true;
                continue;
            }
            seen.push(r);
            let c = row[n - 1];
            match by_coeffs
                .iter_mut()
                .find(|(k, _)| self.ineqs[*k][..n - 1] == row[..n - 1])
            {
                Some(entry) => {
                    if entry.1 > c {
                        redundant[entry.0] = true;
                        *entry = (r, c);
                    } else {
                        redundant[r] = true;
                    }
                }
                None => by_coeffs.push((r, c)),
            }
        }
        let mut i = 0;
        self.ineqs.retain(|_| {
            let keep = !redundant[i];
            i += 1;
            keep
        });
    }

    /// `fourierMotzkinEliminate(pos)` (no dark shadow).
    fn fourier_motzkin_eliminate(&mut self, pos: usize) {
        if self.eqs.iter().any(|r| r[pos] != 0) {
            self.gaussian_eliminate_vars(pos, pos + 1);
            return;
        }
        self.gcd_tighten();
        if self.ineqs.iter().all(|r| r[pos] == 0) {
            self.remove_col(pos);
            return;
        }
        let (mut lbs, mut ubs, mut nbs) = (vec![], vec![], vec![]);
        for (r, row) in self.ineqs.iter().enumerate() {
            if row[pos] == 0 {
                nbs.push(r);
            } else if row[pos] >= 1 {
                lbs.push(r);
            } else {
                ubs.push(r);
            }
        }
        let n = self.num_cols();
        let mut new_ineqs = vec![];
        for &u in &ubs {
            for &l in &lbs {
                let lc = self.ineqs[l][pos];
                let uc = -self.ineqs[u][pos];
                let g = gcd(lc, uc);
                let lcm = (lc / g).checked_mul(uc).unwrap_or_else(|| {
                    self.overflow = true;
                    1
                });
                let mut row = Vec::with_capacity(n - 1);
                for c in 0..n {
                    if c == pos {
                        continue;
                    }
                    let (uv, lv) = (self.ineqs[u][c], self.ineqs[l][c]);
                    let v = self.mul_add(uv, lcm / uc, lv, lcm / lc);
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
        for r in &mut self.eqs {
            r.remove(pos);
        }
        self.ineqs = new_ineqs;
        self.forget_var(pos);
        self.gcd_tighten();
        self.normalize_by_gcd();
        self.remove_trivial_redundancy();
    }

    /// `getBestVarToEliminate`.
    fn best_var_to_eliminate(&self, start: usize, end: usize) -> usize {
        let product = |pos: usize| {
            let lb = self.ineqs.iter().filter(|r| r[pos] > 0).count();
            let ub = self.ineqs.iter().filter(|r| r[pos] < 0).count();
            lb * ub
        };
        let mut best = start;
        let mut min = product(start);
        for c in start + 1..end {
            let p = product(c);
            if p < min {
                min = p;
                best = c;
            }
        }
        best
    }

    /// `IntegerRelation::isEmpty`.
    pub fn is_empty(&self) -> Option<bool> {
        if self.is_empty_by_gcd_test() || self.has_invalid_constraint() {
            return Some(true);
        }
        let mut t = self.clone();
        t.remove_redundant_local_vars();
        if t.is_empty_by_gcd_test() || t.has_invalid_constraint() {
            return Some(true);
        }
        let mut pos = 0;
        while pos < t.num_vars() {
            let n = t.num_vars();
            t.gaussian_eliminate_vars(pos, n);
            pos += 1;
            if t.has_invalid_constraint() || t.is_empty_by_gcd_test() {
                return if t.overflow { None } else { Some(true) };
            }
        }
        let vars = self.num_vars();
        for _ in 0..t.num_vars() {
            if t.num_vars() == 0 {
                break;
            }
            let n = t.num_vars();
            let v = t.best_var_to_eliminate(0, n);
            t.fourier_motzkin_eliminate(v);
            if t.eqs.len() + t.ineqs.len() >= EXPLOSION_FACTOR * vars {
                return if t.overflow { None } else { Some(false) };
            }
            if t.has_invalid_constraint() {
                return if t.overflow { None } else { Some(true) };
            }
        }
        if t.overflow {
            None
        } else {
            Some(false)
        }
    }

    /// `removeRedundantLocalVars`: locals eliminated through equalities where they have a unit
    /// coefficient.
    fn remove_redundant_local_vars(&mut self) {
        for r in &mut self.eqs {
            normalize_range(r);
        }
        loop {
            let (ds, nv) = (self.num_dims_and_syms(), self.num_vars());
            let found = (0..self.eqs.len()).find_map(|i| {
                (ds..nv)
                    .find(|&j| self.eqs[i][j].abs() == 1)
                    .map(|j| (i, j))
            });
            let Some((i, j)) = found else {
                break;
            };
            for k in 0..self.eqs.len() {
                if self.eqs[k][j] != 0 {
                    self.eliminate_from(k, true, i, j, j);
                    normalize_range(&mut self.eqs[k]);
                }
            }
            for k in 0..self.ineqs.len() {
                self.eliminate_from(k, false, i, j, j);
            }
            self.remove_col(j);
            self.eqs.remove(i);
        }
    }

    /// `removeRedundantInequalities`: each inequality whose complement makes the system empty.
    pub fn remove_redundant_inequalities(&mut self) -> Option<()> {
        let n = self.num_cols();
        let mut redundant = vec![false; self.ineqs.len()];
        let mut t = self.clone();
        for (r, red) in redundant.iter_mut().enumerate() {
            for x in t.ineqs[r].iter_mut() {
                *x = -*x;
            }
            t.ineqs[r][n - 1] -= 1;
            if t.is_empty()? {
                *red = true;
                for x in self.ineqs[r].iter_mut() {
                    *x = 0;
                }
                for x in t.ineqs[r].iter_mut() {
                    *x = 0;
                }
            } else {
                t.ineqs[r][n - 1] += 1;
                for x in t.ineqs[r].iter_mut() {
                    *x = -*x;
                }
            }
        }
        let mut i = 0;
        self.ineqs.retain(|_| {
            let keep = !redundant[i];
            i += 1;
            keep
        });
        Some(())
    }

    /// `projectOut(pos, num)`, with upstream's unsigned position arithmetic.
    fn project_out(&mut self, pos: usize, num: usize) {
        if num == 0 {
            return;
        }
        let mut current = pos as u32;
        let mut to_eliminate = num as u32;
        let mut gaussian = 0usize;
        while (current as usize) < self.num_vars() {
            let limit = current.wrapping_add(to_eliminate) as usize;
            let done = self.gaussian_eliminate_vars(current as usize, limit.min(self.num_vars()));
            current += 1;
            to_eliminate = to_eliminate.wrapping_sub(done as u32 + 1);
            gaussian += done;
        }
        for i in 0..num.saturating_sub(gaussian) {
            let left = num - gaussian - i;
            if pos >= self.num_vars() {
                break;
            }
            let end = (pos + left).min(self.num_vars());
            let v = self.best_var_to_eliminate(pos, end);
            self.fourier_motzkin_eliminate(v);
        }
        self.gcd_tighten();
        self.normalize_by_gcd();
    }

    /// `computeConstantLowerOrUpperBound<isLower>(pos)` on a copy.
    fn constant_bound_one(&self, pos: usize, lower: bool) -> Option<i128> {
        let mut t = self.clone();
        t.project_out(0, pos);
        let rest = t.num_vars().saturating_sub(1);
        t.project_out(1, rest);
        if t.overflow || t.num_vars() == 0 {
            return None;
        }
        let n = t.num_cols();
        for r in &t.eqs {
            if r[0] * r[0] == 1 && r[1..n - 1].iter().all(|x| *x == 0) {
                return Some(-r[n - 1] / r[0]);
            }
        }
        if t.ineqs.iter().all(|r| r[0] == 0) {
            return None;
        }
        let mut best: Option<i128> = None;
        for r in &t.ineqs {
            if (lower && r[0] <= 0) || (!lower && r[0] >= 0) {
                continue;
            }
            if r[1..n - 1].iter().any(|x| *x != 0) {
                continue;
            }
            let b = if lower {
                ceil_div(-r[n - 1], r[0])
            } else {
                floor_div(r[n - 1], -r[0])
            };
            best = Some(match best {
                None => b,
                Some(x) if lower => x.max(b),
                Some(x) => x.min(b),
            });
        }
        best
    }

    /// `getConstantBound64(type, pos)`.
    pub fn constant_bound(&self, ty: BoundType, pos: usize) -> Option<i128> {
        match ty {
            BoundType::Lb => self.constant_bound_one(pos, true),
            BoundType::Ub => self.constant_bound_one(pos, false),
            BoundType::Eq => {
                let l = self.constant_bound_one(pos, true)?;
                let u = self.constant_bound_one(pos, false)?;
                (l == u).then_some(u)
            }
        }
    }

    /// `getLowerAndUpperBound(0, pos, 1, numDims)` (open upper bounds): the bound expressions of
    /// dimension `pos` over the other variables (dimensions first, `pos` left out).
    pub fn lower_and_upper_bound(&self, pos: usize) -> (Vec<AffineExpr>, Vec<AffineExpr>) {
        let nd = self.num_dims - 1;
        let ns = self.num_syms;
        let drop = |row: &[i128]| -> Vec<i128> {
            row.iter()
                .enumerate()
                .filter(|(i, _)| *i != pos)
                .map(|(_, x)| *x)
                .collect()
        };
        let (mut lbs, mut ubs) = (vec![], vec![]);
        for row in &self.ineqs {
            if row[pos] >= 1 {
                let b: Vec<i128> = drop(row).iter().map(|x| -x).collect();
                let e = expr_from_flat(&b, nd, ns);
                let d = row[pos].abs();
                let e = AffineExpr::binary(
                    AffineBinOp::FloorDiv,
                    AffineExpr::binary(AffineBinOp::Add, e, AffineExpr::Const((d - 1) as i64)),
                    AffineExpr::Const(d as i64),
                );
                lbs.push(e);
            } else if row[pos] <= -1 {
                let e = expr_from_flat(&drop(row), nd, ns);
                let e = AffineExpr::binary(
                    AffineBinOp::FloorDiv,
                    e,
                    AffineExpr::Const(row[pos].abs() as i64),
                );
                ubs.push(AffineExpr::binary(
                    AffineBinOp::Add,
                    e,
                    AffineExpr::Const(1),
                ));
            }
        }
        for row in &self.eqs {
            if row[pos] == 0 {
                continue;
            }
            let mut b = drop(row);
            if row[pos] > 0 {
                for x in b.iter_mut() {
                    *x = -*x;
                }
            }
            let d = AffineExpr::Const(row[pos].abs() as i64);
            let e = expr_from_flat(&b, nd, ns);
            let ub = AffineExpr::binary(AffineBinOp::FloorDiv, e.clone(), d.clone());
            ubs.push(AffineExpr::binary(
                AffineBinOp::Add,
                ub,
                AffineExpr::Const(1),
            ));
            lbs.push(AffineExpr::binary(AffineBinOp::CeilDiv, e, d));
        }
        (lbs, ubs)
    }
}

/// `getAffineExprFromFlatForm` without local variables.
fn expr_from_flat(flat: &[i128], nd: usize, ns: usize) -> AffineExpr {
    let mut e = AffineExpr::Const(0);
    for (j, &c) in flat.iter().take(nd + ns).enumerate() {
        if c == 0 {
            continue;
        }
        let id = if j < nd {
            AffineExpr::Dim(j as u32)
        } else {
            AffineExpr::Symbol((j - nd) as u32)
        };
        let term = AffineExpr::binary(AffineBinOp::Mul, id, AffineExpr::Const(c as i64));
        e = AffineExpr::binary(AffineBinOp::Add, e, term);
    }
    let c = flat.get(nd + ns).copied().unwrap_or(0);
    if c != 0 {
        e = AffineExpr::binary(AffineBinOp::Add, e, AffineExpr::Const(c as i64));
    }
    e
}

/// upstream's `AffineExprFlattener` (SimpleAffineExprFlattener with local variables): an
/// expression as `[dims.., symbols.., locals.., constant]`, each `floordiv`/`ceildiv`/`mod` by a
/// constant that does not divide it becoming a local variable (the quotient), reused for the same
/// quotient. Semi-affine terms are refused, as upstream's flattener for constraints does.
struct Flattener {
    nd: usize,
    n: usize,
    /// Each local's dividend (as a flat vector when it was made) and divisor.
    locals: Vec<(Vec<i128>, i128)>,
    /// What each local stands for: (ceil, simplified dividend, divisor).
    keys: Vec<(bool, Vec<i128>, i128)>,
}

impl Flattener {
    fn new(nd: usize, ns: usize) -> Self {
        Flattener {
            nd,
            n: nd + ns,
            locals: vec![],
            keys: vec![],
        }
    }

    /// `v` padded to the current number of locals (the constant stays last).
    fn pad(&self, v: &[i128]) -> Vec<i128> {
        let width = self.n + self.locals.len() + 1;
        let mut out = v[..v.len() - 1].to_vec();
        out.resize(width - 1, 0);
        out.push(v[v.len() - 1]);
        out
    }

    fn is_constant(v: &[i128]) -> Option<i128> {
        v[..v.len() - 1]
            .iter()
            .all(|x| *x == 0)
            .then(|| v[v.len() - 1])
    }

    fn local_for(&mut self, ceil: bool, lhs: Vec<i128>, divisor: i128) -> usize {
        let key = (ceil, lhs.clone(), divisor);
        if let Some(i) = self
            .keys
            .iter()
            .position(|k| k.0 == key.0 && k.2 == key.2 && self.pad(&k.1) == self.pad(&key.1))
        {
            return i;
        }
        let mut dividend = lhs;
        if ceil {
            let last = dividend.len() - 1;
            dividend[last] += divisor - 1;
        }
        self.locals.push((dividend, divisor));
        self.keys.push(key);
        self.locals.len() - 1
    }

    fn flatten(&mut self, e: &AffineExpr) -> Option<Vec<i128>> {
        let width = self.n + self.locals.len() + 1;
        let mut v = vec![0i128; width];
        match e {
            AffineExpr::Dim(i) => *v.get_mut(*i as usize)? = 1,
            AffineExpr::Symbol(i) => {
                let p = self.nd + *i as usize;
                if p >= self.n {
                    return None;
                }
                v[p] = 1;
            }
            AffineExpr::Const(c) => v[width - 1] = *c as i128,
            AffineExpr::Bin(op, l, r) => {
                let a = self.flatten(l)?;
                let b = self.flatten(r)?;
                let (a, b) = (self.pad(&a), self.pad(&b));
                let width = a.len();
                match op {
                    AffineBinOp::Add => {
                        v = vec![0; width];
                        for (x, (p, q)) in v.iter_mut().zip(a.iter().zip(&b)) {
                            *x = p.checked_add(*q)?;
                        }
                    }
                    AffineBinOp::Mul => {
                        let (k, other) = match (Self::is_constant(&a), Self::is_constant(&b)) {
                            (_, Some(k)) => (k, a),
                            (Some(k), None) => (k, b),
                            (None, None) => return None,
                        };
                        v = other
                            .iter()
                            .map(|p| p.checked_mul(k))
                            .collect::<Option<Vec<_>>>()?;
                    }
                    AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => {
                        let k = Self::is_constant(&b)?;
                        if k <= 0 {
                            return None;
                        }
                        let g = a.iter().fold(k, |g, x| gcd(g, *x));
                        let lhs: Vec<i128> = a.iter().map(|x| x / g).collect();
                        let divisor = k / g;
                        if divisor == 1 {
                            return Some(lhs);
                        }
                        let q = self.local_for(*op == AffineBinOp::CeilDiv, lhs, divisor);
                        let width = self.n + self.locals.len() + 1;
                        v = vec![0; width];
                        v[self.n + q] = 1;
                    }
                    AffineBinOp::Mod => {
                        let k = Self::is_constant(&b)?;
                        if k <= 0 {
                            return None;
                        }
                        if a.iter().all(|x| x % k == 0) {
                            return Some(vec![0; width]);
                        }
                        let g = a.iter().fold(k, |g, x| gcd(g, *x));
                        let dividend: Vec<i128> = a.iter().map(|x| x / g).collect();
                        let q = self.local_for(false, dividend, k / g);
                        v = self.pad(&a);
                        v[self.n + q] = -k;
                    }
                }
            }
        }
        Some(v)
    }
}

/// `addConstToResults`.
fn add_const(map: &AffineMap, c: i64) -> AffineMap {
    AffineMap {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        results: map
            .results
            .iter()
            .map(|e| AffineExpr::binary(AffineBinOp::Add, e.clone(), AffineExpr::Const(c)))
            .collect(),
    }
}

/// `affine::simplifyConstrainedMinMaxOp`: the map and operands of an `affine.apply` equal to the
/// `affine.min` (`is_min`) or `affine.max` of `map` over `operands` under `cst`, if every result
/// is provably at least (at most) the bound found for the op.
pub fn simplify_constrained_min_max(
    ctx: &Context,
    is_min: bool,
    map: &AffineMap,
    operands: &[ValueId],
    mut cst: Constraints,
) -> Option<(AffineMap, Vec<ValueId>)> {
    let n = map.results.len();
    let dim_op = cst.append_dim(None);
    let dim_op_bound = cst.append_dim(None);
    let result_start = cst.num_dims;
    for _ in 0..n {
        cst.append_dim(None);
    }
    let ty = if is_min { BoundType::Ub } else { BoundType::Lb };
    let lbub = if is_min {
        add_const(map, 1)
    } else {
        map.clone()
    };
    cst.align_and_add_bound(ty, dim_op, &lbub, operands)?;
    // `getSliceBounds(dimOp, 1)`: the op's variable has bounds on one side only and appears in no
    // equality, so it is neither a constant, a mod nor a floordiv of the others. With local
    // variables upstream computes no bound expressions, only the constant bound below.
    cst.normalize_by_gcd();
    let mut slice = vec![];
    let mut bounded = false;
    if cst.num_locals == 0 {
        let mut tmp = cst.clone();
        tmp.remove_redundant_inequalities()?;
        if tmp.overflow {
            return None;
        }
        let (lbs, ubs) = tmp.lower_and_upper_bound(dim_op);
        slice = if is_min { ubs } else { lbs };
        bounded = true;
    }
    let (nd, ns) = ((cst.num_dims - 1) as u32, cst.num_syms as u32);
    if !bounded || slice.len() > 1 {
        if let Some(c) = cst.constant_bound(ty, dim_op) {
            slice = vec![AffineExpr::Const((c + i128::from(is_min)) as i64)];
        }
    }
    if slice.len() != 1 {
        return None;
    }
    let bound = if is_min {
        AffineExpr::binary(AffineBinOp::Add, slice.remove(0), AffineExpr::Const(-1))
    } else {
        slice.remove(0)
    };
    // `shiftDims(1, dimOp)`: the op's dimension back in.
    let shift: Vec<AffineExpr> = (0..nd)
        .map(|d| AffineExpr::Dim(if (d as usize) < dim_op { d } else { d + 1 }))
        .collect();
    let syms: Vec<AffineExpr> = (0..ns).map(AffineExpr::Symbol).collect();
    let aligned = AffineMap {
        num_dims: nd + 1,
        num_symbols: ns,
        results: vec![replace_dims_and_symbols(&bound, &shift, &syms)],
    };
    cst.add_map_bound(BoundType::Eq, dim_op_bound, &aligned)?;
    if cst.is_empty()? {
        return None;
    }
    for i in result_start..result_start + n {
        let mut c = cst.clone();
        let sub = AffineMap {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            results: vec![map.results[i - result_start].clone()],
        };
        c.align_and_add_bound(BoundType::Eq, i, &sub, operands)?;
        let mut row = vec![0i128; c.num_cols()];
        row[dim_op_bound] = if is_min { 1 } else { -1 };
        row[i] = if is_min { -1 } else { 1 };
        let last = row.len() - 1;
        row[last] = -1;
        c.add_inequality(row);
        if !c.is_empty()? {
            return None;
        }
    }
    // Operands: the system's values; constants folded in where the system fixes them.
    let mut new_map = aligned;
    let values = cst.values.clone();
    for (i, v) in values.iter().enumerate() {
        let Some(v) = v else {
            continue;
        };
        if constant_int_value(ctx, *v).is_some() {
            continue;
        }
        if let Some(b) = cst.constant_bound(BoundType::Eq, i) {
            let nd = new_map.num_dims as usize;
            let mut dims: Vec<AffineExpr> = (0..new_map.num_dims).map(AffineExpr::Dim).collect();
            let mut syms: Vec<AffineExpr> =
                (0..new_map.num_symbols).map(AffineExpr::Symbol).collect();
            if i < nd {
                dims[i] = AffineExpr::Const(b as i64);
            } else if let Some(s) = syms.get_mut(i - nd) {
                *s = AffineExpr::Const(b as i64);
            }
            new_map.results = new_map
                .results
                .iter()
                .map(|e| replace_dims_and_symbols(e, &dims, &syms))
                .collect();
        }
    }
    // Unset operands (the op's own variables) are unused: drop them before canonicalizing.
    let mut dims_keep = vec![];
    let mut syms_keep = vec![];
    let nd = new_map.num_dims as usize;
    let mut dim_repl = vec![];
    let mut sym_repl = vec![];
    for (i, v) in values.iter().enumerate() {
        let used = new_map.results.iter().any(|e| {
            if i < nd {
                uses_dim(e, i as u32)
            } else {
                irbridge::ir::affine_simplify::uses_symbol(e, (i - nd) as u32)
            }
        });
        if used && v.is_none() {
            return None;
        }
        let kept = v.filter(|_| used);
        if i < nd {
            dim_repl.push(match kept {
                Some(v) => {
                    dims_keep.push(v);
                    AffineExpr::Dim((dims_keep.len() - 1) as u32)
                }
                None => AffineExpr::Const(0),
            });
        } else {
            sym_repl.push(match kept {
                Some(v) => {
                    syms_keep.push(v);
                    AffineExpr::Symbol((syms_keep.len() - 1) as u32)
                }
                None => AffineExpr::Const(0),
            });
        }
    }
    let mut out_map = AffineMap {
        num_dims: dims_keep.len() as u32,
        num_symbols: syms_keep.len() as u32,
        results: new_map
            .results
            .iter()
            .map(|e| replace_dims_and_symbols(e, &dim_repl, &sym_repl))
            .collect(),
    };
    let mut out_operands = dims_keep;
    out_operands.extend(syms_keep);
    canonicalize_map_and_operands(ctx, &mut out_map, &mut out_operands);
    Some((out_map, out_operands))
}

fn uses_dim(e: &AffineExpr, i: u32) -> bool {
    match e {
        AffineExpr::Dim(d) => *d == i,
        AffineExpr::Symbol(_) | AffineExpr::Const(_) => false,
        AffineExpr::Bin(_, l, r) => uses_dim(l, i) || uses_dim(r, i),
    }
}
