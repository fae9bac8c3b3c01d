//! Legalizing `#llvm.di_expression`s for LLVM (upstream's DIExpressionLegalization and
//! DIExpressionRewriter): LLVM accepts one `DW_OP_LLVM_fragment` per expression, so two in a row
//! become one whose offset is their sum and whose size is the first one's (the fragment closer to
//! the value). Used by `llvm-legalize-for-export` and by the translation, as upstream runs it
//! before translating.

use super::params::{build, int_value, u64_attr, values};
use crate::ir::{AttrKind, Attribute, Context};

/// `DW_OP_LLVM_fragment`.
pub const DW_OP_LLVM_FRAGMENT: u64 = 0x1000;

/// One operation of an expression: its DWARF code and arguments.
pub type Operation = (u64, Vec<u64>);

/// The operations with every run of fragments merged, scanning from the front as upstream's
/// rewriter does (a merged fragment can merge again with the next).
pub fn legalize_operations(ops: &[Operation]) -> Vec<Operation> {
    let mut out: Vec<Operation> = Vec::with_capacity(ops.len());
    let mut pending: Option<Operation> = None;
    for op in ops {
        match pending.take() {
            Some(first) if is_fragment(&first) && is_fragment(op) => {
                let offset = first.1[0].wrapping_add(op.1[0]);
                pending = Some((DW_OP_LLVM_FRAGMENT, vec![offset, first.1[1]]));
            }
            Some(first) => {
                out.push(first);
                pending = Some(op.clone());
            }
            None => pending = Some(op.clone()),
        }
    }
    out.extend(pending);
    out
}

/// A fragment with its two arguments (offset, size); anything else is left alone.
fn is_fragment(op: &Operation) -> bool {
    op.0 == DW_OP_LLVM_FRAGMENT && op.1.len() >= 2
}

/// The operations of a `#llvm.di_expression`, `None` if `a` is not one.
pub fn operations(ctx: &Context, a: Attribute) -> Option<Vec<Operation>> {
    let expr = super::spec("di_expression")?;
    let elem = super::spec("di_expression_elem")?;
    let AttrKind::DialectStruct { name, params } = ctx.attr_kind(a) else {
        return None;
    };
    if ctx.str(*name) != "llvm.di_expression" {
        return None;
    }
    let vals = values(ctx, expr, params);
    let mut ops = vec![];
    for &op in vals.first().map(Vec::as_slice).unwrap_or(&[]) {
        let AttrKind::DialectStruct { params, .. } = ctx.attr_kind(op) else {
            return None;
        };
        let v = values(ctx, elem, params);
        let num = |a: &Attribute| int_value(ctx, *a).map(|n| n as u64);
        let code = v.first().and_then(|c| c.first()).and_then(num)?;
        let args = v
            .get(1)
            .map(|args| args.iter().filter_map(num).collect())
            .unwrap_or_default();
        ops.push((code, args));
    }
    Some(ops)
}

/// `a` legalized if it is a `#llvm.di_expression` that needs it; otherwise `a`.
pub fn legalize(ctx: &mut Context, a: Attribute) -> Attribute {
    let Some(ops) = operations(ctx, a) else {
        return a;
    };
    let legal = legalize_operations(&ops);
    if legal == ops {
        return a;
    }
    let (Some(expr), Some(elem)) = (
        super::spec("di_expression"),
        super::spec("di_expression_elem"),
    ) else {
        return a;
    };
    let elems: Vec<Attribute> = legal
        .into_iter()
        .map(|(code, args)| {
            let code = u64_attr(ctx, code);
            let args: Vec<Attribute> = args.into_iter().map(|v| u64_attr(ctx, v)).collect();
            let args = ctx.array_attr(args);
            build(ctx, elem, vec![Some(code), Some(args)])
        })
        .collect();
    let elems = ctx.array_attr(elems);
    build(ctx, expr, vec![Some(elems)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_merge_from_the_front() {
        let deref = (6, vec![]);
        let frag = |o, s| (DW_OP_LLVM_FRAGMENT, vec![o, s]);
        assert_eq!(
            legalize_operations(&[deref.clone(), frag(8, 16), frag(4, 32), frag(2, 64)]),
            vec![deref.clone(), frag(14, 16)]
        );
        assert_eq!(
            legalize_operations(&[frag(8, 16), deref.clone(), frag(4, 32)]),
            vec![frag(8, 16), deref, frag(4, 32)]
        );
    }
}
