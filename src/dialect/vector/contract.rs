//! `vector.contract`: its custom syntax (the trait attributes in a leading dictionary, iterator
//! types written as strings), its verifier, and the dimension maps the lowerings use
//! (`getContractingDimMap`, `getBatchDimMap`, `getIterationBounds`).

use super::constraints::{is_supported_kind, kind_of, ITERATOR_TYPE};
use super::vector_parts;
use super::verify::vector_type_string;
use crate::diag::DResult;
use crate::ir::attrs::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type};
use crate::ods::asm::{AsmParser, AsmPrinter, Punct};
use crate::ods::enums::{enum_attr, enum_value};
use crate::verify::op_err;

/// The names `getTraitAttrNames` gives, in the order the leading dictionary prints them.
const TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

/// `ContractionOp::parse`.
pub(crate) fn parse(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let loc_off = p.offset();
    let dict = p.parse_attribute(None)?;
    let entries = match p.ctx_ref().attr_kind(dict) {
        AttrKind::Dictionary(e) => e.clone(),
        _ => return Err(p.error_at(loc_off, "invalid kind of attribute specified".into())),
    };
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let acc = p.parse_operand()?;
    let mut masks = vec![];
    while p.parse_optional_punct(Punct::Comma) {
        masks.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let types_off = p.offset();
    let types = p.parse_type_list()?;
    p.parse_keyword("into")?;
    let result = p.parse_type()?;
    if types.len() < 2 {
        return Err(p.error_at(types_off, "expected a type for each of lhs and rhs".into()));
    }
    st.operands.push(p.resolve_operand(&lhs, types[0])?);
    st.operands.push(p.resolve_operand(&rhs, types[1])?);
    st.operands.push(p.resolve_operand(&acc, result)?);
    st.result_types.push(result);
    st.attrs.extend(entries);
    // Iterator types are written as strings and stored as `#vector.iterator_type<...>`.
    let it_key = p.sym("iterator_types");
    let Some(pos) = st.attrs.iter().rposition(|(k, _)| *k == it_key) else {
        return Err(p.error_at(
            loc_off,
            "expected 'iterator_types' in the attribute dictionary".into(),
        ));
    };
    let written = st.attrs[pos].1;
    let strings: Vec<Vec<u8>> = match p.ctx_ref().attr_kind(written) {
        AttrKind::Array(v) => v
            .iter()
            .map(|a| {
                p.ctx_ref()
                    .as_str_attr(*a)
                    .map(<[u8]>::to_vec)
                    .unwrap_or_default()
            })
            .collect(),
        _ => {
            return Err(p.error_at(
                loc_off,
                "expected 'iterator_types' to be an array of strings".into(),
            ))
        }
    };
    let mut its = vec![];
    for s in strings {
        let text = String::from_utf8_lossy(&s).to_string();
        let Some(v) = ITERATOR_TYPE.symbolize(&text) else {
            return Err(p.error_at(loc_off, format!("unexpected iterator_type ({text})")));
        };
        its.push(enum_attr(p.ctx(), &ITERATOR_TYPE, v));
    }
    let arr = p.ctx().array_attr(its);
    st.attrs[pos].1 = arr;
    let kind_key = p.sym("kind");
    if !st.attrs.iter().any(|(k, _)| *k == kind_key) {
        let k = enum_attr(
            p.ctx(),
            &super::COMBINING_KIND,
            super::constraints::kind::ADD,
        );
        st.attrs.push((kind_key, k));
    }
    if masks.is_empty() {
        return Ok(());
    }
    if masks.len() != 2 {
        let name = p.ctx_ref().str(st.name).to_string();
        return Err(crate::diag::Diagnostic::at(
            p.ctx_ref(),
            st.loc,
            format!("custom op '{name}' expected zero or exactly 2 vector mask operands"),
        ));
    }
    let mut mask_types = vec![];
    for t in &types[..2] {
        let Some((s, c, _)) =
            vector_parts(p.ctx_ref(), *t).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
        else {
            return Err(p.error_at(types_off, "expected vector types for lhs and rhs".into()));
        };
        let i1 = p.ctx().i1();
        mask_types.push(super::vector_type(p.ctx(), s, c, i1));
    }
    let vals = p.resolve_operands(&masks, &mask_types, loc_off)?;
    st.operands.extend(vals);
    Ok(())
}

/// `ContractionOp::print`.
pub(crate) fn print(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let mut entries: Vec<(&'static str, Attribute)> = vec![];
    for name in TRAIT_ATTRS {
        if let Some(a) = crate::ods::prop(ctx, op, name).or_else(|| ctx.get_attr(op, name)) {
            entries.push((name, a));
        }
    }
    let operands = ctx.ops[op].operands.clone();
    let lhs_t = operands.first().map(|v| ctx.value_type(*v));
    let rhs_t = operands.get(1).map(|v| ctx.value_type(*v));
    let res_t = ctx.ops[op].results.first().map(|v| ctx.value_type(*v));
    p.write(" {");
    for (i, (name, a)) in entries.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.write(name);
        p.write(" = ");
        if *name == "iterator_types" {
            let names: Vec<String> = match p.ctx().attr_kind(*a) {
                AttrKind::Array(v) => v
                    .iter()
                    .map(|e| {
                        enum_value(p.ctx(), *e, &ITERATOR_TYPE)
                            .map_or_else(String::new, |x| ITERATOR_TYPE.stringify(x))
                    })
                    .collect(),
                _ => vec![],
            };
            p.write("[");
            for (j, n) in names.iter().enumerate() {
                if j > 0 {
                    p.write(", ");
                }
                p.print_string(n.as_bytes());
            }
            p.write("]");
        } else {
            p.print_attribute(*a);
        }
    }
    p.write("} ");
    for (i, v) in operands.iter().take(3).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(*v);
    }
    p.print_optional_attr_dict(op, &TRAIT_ATTRS);
    p.write(" : ");
    if let Some(t) = lhs_t {
        p.print_type(t);
    }
    p.write(", ");
    if let Some(t) = rhs_t {
        p.print_type(t);
    }
    p.write(" into ");
    if let Some(t) = res_t {
        p.print_type(t);
    }
}

/// The indexing maps of a contraction.
pub fn indexing_maps(ctx: &Context, op: OpId) -> Vec<AffineMap> {
    crate::ods::prop(ctx, op, "indexing_maps")
        .and_then(|a| ctx.as_array(a).map(<[_]>::to_vec))
        .unwrap_or_default()
        .iter()
        .filter_map(|a| match ctx.attr_kind(*a) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// The iterator types of a contraction: true for `reduction`.
pub fn iterator_types(ctx: &Context, op: OpId) -> Vec<bool> {
    crate::ods::prop(ctx, op, "iterator_types")
        .and_then(|a| ctx.as_array(a).map(<[_]>::to_vec))
        .unwrap_or_default()
        .iter()
        .map(|a| enum_value(ctx, *a, &ITERATOR_TYPE) == Some(1))
        .collect()
}

fn result_index(map: &AffineMap, d: u32) -> Option<usize> {
    map.results.iter().position(|e| *e == AffineExpr::Dim(d))
}

/// `getDimMap`: for each iterator of the given kind that both lhs and rhs index, (lhs dim, rhs dim).
fn dim_map(maps: &[AffineMap], its: &[bool], reduction: bool) -> Vec<(usize, usize)> {
    let (Some(l), Some(r)) = (maps.first(), maps.get(1)) else {
        return vec![];
    };
    its.iter()
        .enumerate()
        .filter(|(_, r)| **r == reduction)
        .filter_map(|(i, _)| Some((result_index(l, i as u32)?, result_index(r, i as u32)?)))
        .collect()
}

/// `getContractingDimMap`.
pub fn contracting_dim_map(ctx: &Context, op: OpId) -> Vec<(usize, usize)> {
    dim_map(&indexing_maps(ctx, op), &iterator_types(ctx, op), true)
}

/// `getBatchDimMap`.
pub fn batch_dim_map(ctx: &Context, op: OpId) -> Vec<(usize, usize)> {
    dim_map(&indexing_maps(ctx, op), &iterator_types(ctx, op), false)
}

/// `getIterationBounds`: reduction dims from the lhs shape, parallel dims from the result shape.
pub fn iteration_bounds(ctx: &Context, op: OpId) -> Vec<i64> {
    let maps = indexing_maps(ctx, op);
    let lhs = vector_parts(ctx, ctx.value_type(ctx.operand(op, 0)))
        .map(|(s, _, _)| s.to_vec())
        .unwrap_or_default();
    let res = vector_parts(ctx, ctx.value_type(ctx.result(op, 0)))
        .map(|(s, _, _)| s.to_vec())
        .unwrap_or_default();
    iterator_types(ctx, op)
        .iter()
        .enumerate()
        .map(|(i, red)| {
            let (map, shape) = if *red {
                (&maps[0], &lhs)
            } else {
                (&maps[2], &res)
            };
            result_index(map, i as u32)
                .and_then(|k| shape.get(k).copied())
                .unwrap_or(0)
        })
        .collect()
}

/// `AffineMap::isProjectedPermutation` (no zero results).
fn is_projected_permutation(m: &AffineMap) -> bool {
    if m.num_symbols > 0 || m.results.len() > m.num_dims as usize {
        return false;
    }
    let mut seen = vec![false; m.num_dims as usize];
    for e in &m.results {
        match e {
            AffineExpr::Dim(d) if !seen[*d as usize] => seen[*d as usize] = true,
            _ => return false,
        }
    }
    true
}

fn uses_dim(m: &AffineMap, d: u32) -> bool {
    m.results.iter().any(|e| super::transfer::uses_dim(e, d))
}

/// `verifyOutputShape`.
#[allow(clippy::too_many_arguments)]
fn verify_output_shape(
    ctx: &Context,
    op: OpId,
    maps: &[AffineMap],
    lhs: (&[i64], &[bool]),
    rhs: (&[i64], &[bool]),
    acc: Type,
    res: Type,
    contracting: &[(usize, usize)],
    batch: &[(usize, usize)],
) -> DResult<()> {
    let lhs_c: Vec<usize> = contracting.iter().map(|p| p.0).collect();
    let rhs_c: Vec<usize> = contracting.iter().map(|p| p.1).collect();
    let rhs_b: Vec<usize> = batch.iter().map(|p| p.1).collect();
    let mut expected_dims = vec![];
    for (i, d) in lhs.0.iter().enumerate() {
        if !lhs_c.contains(&i) {
            expected_dims.push(*d);
        }
    }
    for (i, d) in rhs.0.iter().enumerate() {
        if !rhs_c.contains(&i) && !rhs_b.contains(&i) {
            expected_dims.push(*d);
        }
    }
    let res_v = vector_parts(ctx, res);
    let acc_v = vector_parts(ctx, acc);
    if expected_dims.is_empty() {
        if res_v.is_some() || acc_v.is_some() {
            return Err(op_err(ctx, op, "invalid accumulator/result vector shape"));
        }
        return Ok(());
    }
    let (Some((_, res_sc, res_elem)), Some(_)) = (res_v, acc_v) else {
        return Err(op_err(ctx, op, "invalid accumulator/result vector shape"));
    };
    let (lmap, rmap) = (&maps[0], &maps[1]);
    let n = lmap.num_dims;
    if (0..n).any(|d| !uses_dim(lmap, d) && !uses_dim(rmap, d)) {
        return Err(op_err(
            ctx,
            op,
            "expected all dimensions to be either a LHS or a RHS dimension",
        ));
    }
    let mut extents: Vec<Option<i64>> = vec![None; n as usize];
    for (shape, map) in [(lhs.0, lmap), (rhs.0, rmap)] {
        for (idx, d) in shape.iter().enumerate() {
            if let Some(AffineExpr::Dim(pos)) = map.results.get(idx) {
                let e = &mut extents[*pos as usize];
                if e.is_none() {
                    *e = Some(*d);
                }
            }
        }
    }
    if extents.iter().any(|e| e.is_none()) {
        return Err(op_err(
            ctx,
            op,
            "expected all dimensions to get an extent as either a LHS or a RHS dimension",
        ));
    }
    let expected: Vec<i64> = maps[2]
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => extents[*d as usize].unwrap_or(0),
            AffineExpr::Const(c) => *c,
            _ => 0,
        })
        .collect();
    let ok = |t: Type| super::verify::is_vector_type(ctx, t, &expected, res_sc, res_elem);
    if !ok(res) || !ok(acc) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "invalid accumulator/result vector shape, expected: '{}'",
                vector_type_string(ctx, &expected, res_sc, res_elem)
            ),
        ));
    }
    Ok(())
}

/// `verifyDimMap`.
fn dims_match(l: &[i64], r: &[i64], map: &[(usize, usize)]) -> bool {
    map.iter()
        .all(|(a, b)| *a < l.len() && *b < r.len() && l[*a] == r[*b])
}

/// `ContractionOp::verify`.
pub(crate) fn verify(ctx: &Context, op: OpId) -> DResult<()> {
    let lt = ctx.value_type(ctx.operand(op, 0));
    let rt = ctx.value_type(ctx.operand(op, 1));
    let acc = ctx.value_type(ctx.operand(op, 2));
    let res = ctx.value_type(ctx.result(op, 0));
    let (Some((ls, lsc, le)), Some((rs, rsc, _))) = (vector_parts(ctx, lt), vector_parts(ctx, rt))
    else {
        return Ok(());
    };
    if matches!(ctx.kind(le), crate::ir::TypeKind::Integer { .. }) && !ctx.is_signless_int(le) {
        return Err(op_err(ctx, op, "only supports signless integer types"));
    }
    let maps = indexing_maps(ctx, op);
    if maps.len() != 3 {
        return Err(op_err(
            ctx,
            op,
            "expected an indexing map for each vector operand",
        ));
    }
    let n_iters = iterator_types(ctx, op).len() as u32;
    for (index, map) in maps.iter().enumerate() {
        if map.num_symbols != 0 {
            return Err(op_err(
                ctx,
                op,
                format!("expected indexing map {index} to have no symbols"),
            ));
        }
        let t = ctx.value_type(ctx.operand(op, index));
        let rank = vector_parts(ctx, t).map_or(0, |(s, _, _)| s.len());
        if map.num_dims != n_iters {
            return Err(op_err(
                ctx,
                op,
                format!("expected indexing map {index} to have {n_iters} number of inputs"),
            ));
        }
        if map.results.len() != rank {
            return Err(op_err(
                ctx,
                op,
                format!("expected indexing map {index} to have {rank} number of outputs"),
            ));
        }
        if !is_projected_permutation(map) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected indexing map {index} to be a projected permutation of its inputs"
                ),
            ));
        }
    }
    let contracting = contracting_dim_map(ctx, op);
    let batch = batch_dim_map(ctx, op);
    if contracting.is_empty() {
        return Err(op_err(
            ctx,
            op,
            "expected at least one contracting dimension pair",
        ));
    }
    if !dims_match(ls, rs, &contracting) {
        return Err(op_err(ctx, op, "invalid contracting dimension map"));
    }
    if !dims_match(ls, rs, &batch) {
        return Err(op_err(ctx, op, "invalid batch dimension map"));
    }
    verify_output_shape(
        ctx,
        op,
        &maps,
        (ls, lsc),
        (rs, rsc),
        acc,
        res,
        &contracting,
        &batch,
    )?;
    let elem = super::element_type_or_self(ctx, res);
    if !kind_of(ctx, op).is_some_and(|k| is_supported_kind(ctx, k, elem)) {
        return Err(op_err(ctx, op, "unsupported contraction type"));
    }
    Ok(())
}
