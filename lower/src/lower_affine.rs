//! `lower-affine` for the affine ops irbridge has: `affine.apply` becomes the `arith` ops that
//! compute its expression, `affine.min`/`affine.max` the `arith.minsi`/`arith.maxsi` chain over
//! their results, as upstream's `AffineApplyExpander` builds them: operands before the op, in
//! post-order, one `arith.constant` per constant term (upstream's conversion does not fold them).

use crate::memref::build::state;
use irbridge::diag::Diagnostic;
use irbridge::ir::attrs::{AffineBinOp, AffineExpr};
use irbridge::ir::{AttrKind, Attribute, Context, OpId, ValueId};

/// Runs the lowering on every affine op nested under `root`.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let mut ops = vec![];
    ctx.walk(root, |op| {
        if matches!(
            ctx.op_name(op),
            "affine.apply" | "affine.min" | "affine.max"
        ) {
            ops.push(op)
        }
    });
    for op in ops {
        let Some(map) = irbridge::dialect::affine::map_of(ctx, op).cloned() else {
            continue;
        };
        let operands = ctx.ops[op].operands.to_vec();
        let (dims, syms) = operands.split_at((map.num_dims as usize).min(operands.len()));
        let loc = ctx.ops[op].loc;
        let name = ctx.op_name(op).to_string();
        let mut b = Expander {
            ctx,
            before: op,
            loc,
            dims,
            syms,
        };
        let mut values = vec![];
        for e in &map.results {
            values.push(b.expand(e)?);
        }
        let result = match name.as_str() {
            "affine.apply" => values,
            _ => {
                let kind = if name == "affine.min" {
                    "arith.minsi"
                } else {
                    "arith.maxsi"
                };
                let mut it = values.into_iter();
                let Some(mut acc) = it.next() else {
                    continue;
                };
                for v in it {
                    acc = b.op(kind, &[acc, v]);
                }
                vec![acc]
            }
        };
        let results: Vec<ValueId> = ctx.ops[op].results.iter().copied().collect();
        for (r, v) in results.into_iter().zip(result) {
            ctx.replace_all_uses(r, v);
        }
        ctx.erase_op(op);
    }
    Ok(())
}

struct Expander<'a, 'c> {
    ctx: &'c mut Context,
    before: OpId,
    loc: Attribute,
    dims: &'a [ValueId],
    syms: &'a [ValueId],
}

impl Expander<'_, '_> {
    fn op(&mut self, name: &str, operands: &[ValueId]) -> ValueId {
        let ty = if name == "arith.cmpi" {
            self.ctx.i1()
        } else if name == "arith.select" {
            self.ctx.value_type(operands[1])
        } else {
            self.ctx.value_type(operands[0])
        };
        self.op_with(name, operands, ty, &[])
    }

    fn op_with(
        &mut self,
        name: &str,
        operands: &[ValueId],
        ty: irbridge::ir::Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let st = state(self.ctx, name, self.loc, operands, &[ty], props);
        let op = self.ctx.create_op(st);
        self.ctx.insert_op_before(self.before, op);
        self.ctx.result(op, 0)
    }

    fn constant(&mut self, c: i64) -> ValueId {
        let index = self.ctx.index();
        let value = self.ctx.attr(AttrKind::Integer {
            value: c.into(),
            ty: index,
        });
        self.op_with("arith.constant", &[], index, &[("value", value)])
    }

    fn cmp(&mut self, pred: i64, a: ValueId, b: ValueId) -> ValueId {
        let i64t = self.ctx.i64();
        let p = self.ctx.attr(AttrKind::Integer {
            value: pred.into(),
            ty: i64t,
        });
        let i1 = self.ctx.i1();
        self.op_with("arith.cmpi", &[a, b], i1, &[("predicate", p)])
    }

    fn expand(&mut self, e: &AffineExpr) -> Result<ValueId, Diagnostic> {
        const SLT: i64 = 2;
        const SLE: i64 = 3;
        let bad = |what: &str| Diagnostic::at(self.ctx, self.loc, what.to_string());
        Ok(match e {
            AffineExpr::Dim(i) => *self
                .dims
                .get(*i as usize)
                .ok_or_else(|| bad("affine.apply: dimension out of range"))?,
            AffineExpr::Symbol(i) => *self
                .syms
                .get(*i as usize)
                .ok_or_else(|| bad("affine.apply: symbol out of range"))?,
            AffineExpr::Const(c) => self.constant(*c),
            AffineExpr::Bin(op, l, r) => {
                if matches!(
                    op,
                    AffineBinOp::Mod | AffineBinOp::FloorDiv | AffineBinOp::CeilDiv
                ) && matches!(**r, AffineExpr::Const(c) if c <= 0)
                {
                    return Err(bad(if *op == AffineBinOp::Mod {
                        "modulo by non-positive value is not supported"
                    } else {
                        "division by non-positive value is not supported"
                    }));
                }
                let lhs = self.expand(l)?;
                let rhs = self.expand(r)?;
                match op {
                    AffineBinOp::Add => self.op("arith.addi", &[lhs, rhs]),
                    AffineBinOp::Mul => self.op("arith.muli", &[lhs, rhs]),
                    AffineBinOp::Mod => {
                        let rem = self.op("arith.remsi", &[lhs, rhs]);
                        let zero = self.constant(0);
                        let negative = self.cmp(SLT, rem, zero);
                        let corrected = self.op("arith.addi", &[rem, rhs]);
                        self.op("arith.select", &[negative, corrected, rem])
                    }
                    AffineBinOp::FloorDiv => {
                        let zero = self.constant(0);
                        let minus_one = self.constant(-1);
                        let negative = self.cmp(SLT, lhs, zero);
                        let neg_dec = self.op("arith.subi", &[minus_one, lhs]);
                        let dividend = self.op("arith.select", &[negative, neg_dec, lhs]);
                        let q = self.op("arith.divsi", &[dividend, rhs]);
                        let corrected = self.op("arith.subi", &[minus_one, q]);
                        self.op("arith.select", &[negative, corrected, q])
                    }
                    AffineBinOp::CeilDiv => {
                        let zero = self.constant(0);
                        let one = self.constant(1);
                        let non_positive = self.cmp(SLE, lhs, zero);
                        let negated = self.op("arith.subi", &[zero, lhs]);
                        let decremented = self.op("arith.subi", &[lhs, one]);
                        let dividend =
                            self.op("arith.select", &[non_positive, negated, decremented]);
                        let q = self.op("arith.divsi", &[dividend, rhs]);
                        let neg_q = self.op("arith.subi", &[zero, q]);
                        let inc_q = self.op("arith.addi", &[q, one]);
                        self.op("arith.select", &[non_positive, neg_q, inc_q])
                    }
                }
            }
        })
    }
}
