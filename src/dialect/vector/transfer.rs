//! `vector.transfer_read` and `vector.transfer_write`: their custom syntax (the permutation map and
//! `in_bounds` filled in when absent, the mask type inferred), verifiers and the map helpers the
//! lowerings share (`getTransferMinorIdentityMap`, `inferTransferOpMaskType`).

use super::constraints::{bool_array_attr, int_array};
use super::verify::{q, type_size_in_bits};
use super::{vector_parts, vector_type};
use crate::diag::DResult;
use crate::ir::attrs::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, ValueId};
use crate::ods::asm::{AsmParser, AsmPrinter, Delimiter, Punct, UnresolvedOperand};
use crate::verify::op_err;

/// `AffineMap::getMinorIdentityMap(dims, results)` (all dims when `results > dims`, where upstream
/// asserts).
pub fn minor_identity(dims: u32, results: u32) -> Option<AffineMap> {
    Some(AffineMap {
        num_dims: dims,
        num_symbols: 0,
        results: (dims.saturating_sub(results)..dims)
            .map(AffineExpr::Dim)
            .collect(),
    })
}

/// `AffineMap::isMinorIdentity`.
pub fn is_minor_identity(m: &AffineMap) -> bool {
    m.num_symbols == 0
        && m.num_dims as usize >= m.results.len()
        && minor_identity(m.num_dims, m.results.len() as u32).as_ref() == Some(m)
}

/// `getTransferMinorIdentityMap(shapedType, vectorType)`.
pub fn minor_identity_map(ctx: &Context, shaped: Type, vector: Type) -> Option<AffineMap> {
    let (shape, elem) = match ctx.kind(shaped) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            (shape.clone(), *elem)
        }
        _ => return None,
    };
    let (vshape, _, _) = vector_parts(ctx, vector)?;
    let elem_rank = vector_parts(ctx, elem).map_or(0, |(s, _, _)| s.len());
    if shape.is_empty() && vshape == [1] {
        return Some(AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: vec![AffineExpr::Const(0)],
        });
    }
    let results = vshape.len().checked_sub(elem_rank)?;
    minor_identity(shape.len() as u32, results as u32)
}

/// The mask shape and scalable flags of a transfer (`inferTransferOpMaskType`): for each dim the
/// permutation map uses, in order, the vector dimension that reads it.
pub fn infer_mask_shape(
    map: &AffineMap,
    vshape: &[i64],
    vscalable: &[bool],
) -> Option<(Vec<i64>, Vec<bool>)> {
    let mut shape = vec![];
    let mut scalable = vec![];
    for d in 0..map.num_dims {
        let used = map.results.iter().any(|e| uses_dim(e, d));
        if !used {
            continue;
        }
        let p = map.results.iter().position(|e| *e == AffineExpr::Dim(d))?;
        shape.push(*vshape.get(p)?);
        scalable.push(*vscalable.get(p)?);
    }
    Some((shape, scalable))
}

/// True if `e` mentions dimension `d`.
pub fn uses_dim(e: &AffineExpr, d: u32) -> bool {
    match e {
        AffineExpr::Dim(x) => *x == d,
        AffineExpr::Bin(_, l, r) => uses_dim(l, d) || uses_dim(r, d),
        _ => false,
    }
}

/// `inferTransferOpMaskType(vectorType, permutationMap)`.
pub fn infer_transfer_mask_type(ctx: &mut Context, vector: Type, map: &AffineMap) -> Option<Type> {
    let (vshape, vscalable, _) =
        vector_parts(ctx, vector).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))?;
    let (shape, scalable) = infer_mask_shape(map, &vshape, &vscalable)?;
    let i1 = ctx.i1();
    Some(vector_type(ctx, shape, scalable, i1))
}

/// The permutation map of a transfer op.
pub fn permutation_map(ctx: &Context, op: OpId) -> Option<AffineMap> {
    match ctx.attr_kind(crate::ods::prop(ctx, op, "permutation_map")?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The `in_bounds` flags of a transfer op.
pub fn in_bounds(ctx: &Context, op: OpId) -> Vec<bool> {
    crate::ods::prop(ctx, op, "in_bounds")
        .and_then(|a| int_array(ctx, a))
        .map(|v| v.iter().map(|x| *x != 0).collect())
        .unwrap_or_default()
}

/// The shaped type's shape and element type (memref or ranked tensor).
fn shaped_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.kind(t) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            Some((shape.clone(), *elem))
        }
        _ => None,
    }
}

// ---- syntax -----------------------------------------------------------------------------------------

/// What both parsers share after the operands: the attr-dict, the two types, the defaulted
/// `permutation_map` and `in_bounds`, and the mask type.
struct Parsed {
    shaped: Type,
    vector: Type,
    map: AffineMap,
    types_off: u32,
}

fn parse_types_and_attrs(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    vector_first: bool,
) -> DResult<Parsed> {
    p.parse_optional_attr_dict(st)?;
    let types_off = p.offset();
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    if types.len() != 2 {
        return Err(p.error_at(types_off, "requires two types".into()));
    }
    let (vector, shaped) = if vector_first {
        (types[0], types[1])
    } else {
        (types[1], types[0])
    };
    let is_shaped = |ctx: &Context, t: Type| {
        matches!(
            ctx.kind(t),
            TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
        )
    };
    let check_vector = |p: &mut dyn AsmParser| -> DResult<()> {
        if vector_parts(p.ctx_ref(), vector).is_none() {
            return Err(p.error_at(types_off, "requires vector type".into()));
        }
        Ok(())
    };
    if vector_first {
        check_vector(p)?;
    }
    if !is_shaped(p.ctx_ref(), shaped) {
        return Err(p.error_at(types_off, "requires memref or ranked tensor type".into()));
    }
    if !vector_first {
        check_vector(p)?;
    }
    let written_map = st
        .attrs
        .iter()
        .find(|(k, _)| p.ctx_ref().str(*k) == "permutation_map")
        .map(|(_, a)| *a);
    let map = match written_map {
        Some(a) => match p.ctx_ref().attr_kind(a) {
            AttrKind::AffineMap(m) => m.clone(),
            _ => {
                return Err(p.error_at(
                    types_off,
                    "expected an affine map for 'permutation_map'".into(),
                ))
            }
        },
        None => {
            let Some(m) = minor_identity_map(p.ctx_ref(), shaped, vector) else {
                return Err(p.error_at(
                    types_off,
                    "vector rank exceeds the source rank: no minor identity permutation_map".into(),
                ));
            };
            let a = p.ctx().attr(AttrKind::AffineMap(m.clone()));
            let k = p.sym("permutation_map");
            st.attrs.push((k, a));
            m
        }
    };
    if !st
        .attrs
        .iter()
        .any(|(k, _)| p.ctx_ref().str(*k) == "in_bounds")
    {
        let a = bool_array_attr(p.ctx(), &vec![false; map.results.len()]);
        let k = p.sym("in_bounds");
        st.attrs.push((k, a));
    }
    Ok(Parsed {
        shaped,
        vector,
        map,
        types_off,
    })
}

fn resolve_mask(
    p: &mut dyn AsmParser,
    parsed: &Parsed,
    mask: &UnresolvedOperand,
) -> DResult<ValueId> {
    let (_, elem) = shaped_parts(p.ctx_ref(), parsed.shaped).unwrap_or((vec![], parsed.shaped));
    if vector_parts(p.ctx_ref(), elem).is_some() {
        return Err(p.error_at(
            mask.off,
            "does not support masks with vector element type".into(),
        ));
    }
    let vrank = vector_parts(p.ctx_ref(), parsed.vector).map_or(0, |(s, _, _)| s.len());
    if vrank != parsed.map.results.len() {
        return Err(p.error_at(
            parsed.types_off,
            "expected the same rank for the vector and the results of the permutation map".into(),
        ));
    }
    let Some(mt) = infer_transfer_mask_type(p.ctx(), parsed.vector, &parsed.map) else {
        return Err(p.error_at(
            parsed.types_off,
            "the permutation map has no inverse: the mask type cannot be inferred".into(),
        ));
    };
    p.resolve_operand(mask, mt)
}

fn set_segments(p: &mut dyn AsmParser, st: &mut OpState, sizes: &[usize]) {
    let values = sizes.iter().map(|s| *s as i128).collect();
    let ctx = p.ctx();
    let elem = ctx.i32();
    let a = ctx.attr(AttrKind::DenseArray { elem, values });
    let k = ctx.sym("operandSegmentSizes");
    st.props.retain(|(pk, _)| *pk != k);
    st.props.push((k, a));
}

/// `TransferReadOp::parse`.
pub(crate) fn parse_read(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let source = p.parse_operand()?;
    let mut indices = vec![];
    p.parse_comma_separated_list(Delimiter::Square, "", &mut |p| {
        indices.push(p.parse_operand()?);
        Ok(())
    })?;
    p.parse_punct(Punct::Comma)?;
    let padding = p.parse_operand()?;
    let mask = if p.parse_optional_punct(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let parsed = parse_types_and_attrs(p, st, false)?;
    let index = p.ctx().index();
    let (_, elem) = shaped_parts(p.ctx_ref(), parsed.shaped).unwrap_or((vec![], parsed.shaped));
    st.operands.push(p.resolve_operand(&source, parsed.shaped)?);
    for i in &indices {
        st.operands.push(p.resolve_operand(i, index)?);
    }
    st.operands.push(p.resolve_operand(&padding, elem)?);
    if let Some(m) = &mask {
        st.operands.push(resolve_mask(p, &parsed, m)?);
    }
    set_segments(p, st, &[1, indices.len(), 1, usize::from(mask.is_some())]);
    st.result_types.push(parsed.vector);
    Ok(())
}

/// `TransferWriteOp::parse`.
pub(crate) fn parse_write(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let vector = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let source = p.parse_operand()?;
    let mut indices = vec![];
    p.parse_comma_separated_list(Delimiter::Square, "", &mut |p| {
        indices.push(p.parse_operand()?);
        Ok(())
    })?;
    let mask = if p.parse_optional_punct(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let parsed = parse_types_and_attrs(p, st, true)?;
    let index = p.ctx().index();
    st.operands.push(p.resolve_operand(&vector, parsed.vector)?);
    st.operands.push(p.resolve_operand(&source, parsed.shaped)?);
    for i in &indices {
        st.operands.push(p.resolve_operand(i, index)?);
    }
    if let Some(m) = &mask {
        st.operands.push(resolve_mask(p, &parsed, m)?);
    }
    set_segments(p, st, &[1, 1, indices.len(), usize::from(mask.is_some())]);
    if matches!(
        p.ctx_ref().kind(parsed.shaped),
        TypeKind::RankedTensor { .. }
    ) {
        st.result_types.push(parsed.shaped);
    }
    Ok(())
}

/// `printTransferAttrs`.
fn print_attrs(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let mut elided = vec!["operandSegmentSizes"];
    if permutation_map(ctx, op).is_some_and(|m| is_minor_identity(&m)) {
        elided.push("permutation_map");
    }
    if !in_bounds(ctx, op).iter().any(|b| *b) {
        elided.push("in_bounds");
    }
    p.print_optional_attr_dict(op, &elided);
}

fn group(ctx: &Context, op: OpId, def: &crate::ods::OpDef, name: &str) -> Vec<ValueId> {
    crate::ods::typed::operands_named(ctx, op, def, name).to_vec()
}

/// `TransferReadOp::print`.
pub(crate) fn print_read(p: &mut dyn AsmPrinter, op: OpId) {
    let def = super::TransferReadOp::def();
    let ctx = p.ctx();
    let source = group(ctx, op, def, "source");
    let indices = group(ctx, op, def, "indices");
    let padding = group(ctx, op, def, "padding");
    let mask = group(ctx, op, def, "mask");
    let shaped = source.first().map(|v| ctx.value_type(*v));
    let vector = ctx.ops[op].results.first().map(|v| ctx.value_type(*v));
    p.write(" ");
    p.print_operands(&source);
    p.write("[");
    p.print_operands(&indices);
    p.write("], ");
    p.print_operands(&padding);
    if !mask.is_empty() {
        p.write(", ");
        p.print_operands(&mask);
    }
    print_attrs(p, op);
    p.write(" : ");
    if let Some(t) = shaped {
        p.print_type(t);
    }
    p.write(", ");
    if let Some(t) = vector {
        p.print_type(t);
    }
}

/// `TransferWriteOp::print`.
pub(crate) fn print_write(p: &mut dyn AsmPrinter, op: OpId) {
    let def = super::TransferWriteOp::def();
    let ctx = p.ctx();
    let vector = group(ctx, op, def, "vector");
    let source = group(ctx, op, def, "source");
    let indices = group(ctx, op, def, "indices");
    let mask = group(ctx, op, def, "mask");
    let vt = vector.first().map(|v| ctx.value_type(*v));
    let st = source.first().map(|v| ctx.value_type(*v));
    p.write(" ");
    p.print_operands(&vector);
    p.write(", ");
    p.print_operands(&source);
    p.write("[");
    p.print_operands(&indices);
    p.write("]");
    if !mask.is_empty() {
        p.write(", ");
        p.print_operands(&mask);
    }
    print_attrs(p, op);
    p.write(" : ");
    if let Some(t) = vt {
        p.print_type(t);
    }
    p.write(", ");
    if let Some(t) = st {
        p.print_type(t);
    }
}

// ---- verifiers --------------------------------------------------------------------------------------

/// `verifyPermutationMap`.
fn verify_permutation_map(ctx: &Context, op: OpId, map: &AffineMap) -> DResult<()> {
    let mut seen = vec![false; map.num_dims as usize];
    for e in &map.results {
        match e {
            AffineExpr::Const(0) => continue,
            AffineExpr::Dim(d) => {
                let d = *d as usize;
                if seen.get(d).copied().unwrap_or(false) {
                    return Err(op_err(
                        ctx,
                        op,
                        "requires a permutation_map that is a permutation (found one dim used more than once)",
                    ));
                }
                if let Some(s) = seen.get_mut(d) {
                    *s = true;
                }
            }
            _ => {
                return Err(op_err(
                    ctx,
                    op,
                    "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
                ))
            }
        }
    }
    Ok(())
}

/// `verifyTransferOp`.
fn verify_transfer(
    ctx: &Context,
    op: OpId,
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
    map: &AffineMap,
) -> DResult<()> {
    if ctx.has_attr(op, "masked") {
        return Err(op_err(
            ctx,
            op,
            "masked attribute has been removed. Use in_bounds instead.",
        ));
    }
    let Some((shape, elem)) = shaped_parts(ctx, shaped) else {
        return Err(op_err(
            ctx,
            op,
            "requires source to be a memref or ranked tensor type",
        ));
    };
    let Some((vshape, vscalable, velem)) = vector_parts(ctx, vector) else {
        return Ok(());
    };
    if let Some((eshape, _, eelem)) = vector_parts(ctx, elem) {
        let source_bits =
            type_size_in_bits(ctx, eelem) as i128 * *eshape.last().unwrap_or(&1) as i128;
        let result_bits =
            type_size_in_bits(ctx, velem) as i128 * *vshape.last().unwrap_or(&1) as i128;
        if source_bits == 0 || result_bits % source_bits != 0 {
            return Err(op_err(
                ctx,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source",
            ));
        }
        if eshape.len() > vshape.len() {
            return Err(op_err(
                ctx,
                op,
                "requires source vector element and vector result ranks to match.",
            ));
        }
        if map.results.len() != vshape.len() - eshape.len() {
            return Err(op_err(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
        if mask.is_some() {
            return Err(op_err(
                ctx,
                op,
                "does not support masks with vector element type",
            ));
        }
    } else {
        let minor = if vshape.is_empty() {
            1
        } else {
            *vshape.last().unwrap_or(&1)
        };
        let result_bits = type_size_in_bits(ctx, velem) as i128 * minor as i128;
        let source_bits = type_size_in_bits(ctx, elem) as i128;
        if source_bits == 0 || result_bits % source_bits != 0 {
            return Err(op_err(
                ctx,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type",
            ));
        }
        if map.results.len() != vshape.len() {
            return Err(op_err(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
    }
    if map.num_symbols != 0 {
        return Err(op_err(ctx, op, "requires permutation_map without symbols"));
    }
    if map.num_dims as usize != shape.len() {
        return Err(op_err(
            ctx,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if let Some(mt) = mask {
        match infer_mask_shape(map, vshape, vscalable) {
            Some((s, c)) => {
                let i1 = vector_parts(ctx, mt).map(|(_, _, e)| e);
                let matches = i1.is_some_and(|e| crate::ods::constraint::is_i1(ctx, e))
                    && super::verify::is_vector_type(ctx, mt, &s, &c, i1.unwrap_or(mt));
                if !matches {
                    return Err(op_err(
                        ctx,
                        op,
                        format!(
                            "inferred mask type ('{}') and mask operand type ({}) don't match",
                            super::verify::vector_type_text(&s, &c, "i1"),
                            q(ctx, mt)
                        ),
                    ));
                }
            }
            None => {
                return Err(op_err(
                    ctx,
                    op,
                    "the permutation map has no inverse: the mask type cannot be inferred",
                ))
            }
        }
    }
    let in_b = in_bounds(ctx, op);
    if map.results.len() != in_b.len() {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: affine_map<{}> vs inBounds of size: {}",
                crate::print::affine::affine_map_to_string(map),
                in_b.len()
            ),
        ));
    }
    for (i, e) in map.results.iter().enumerate() {
        if matches!(e, AffineExpr::Const(_)) && !in_b[i] {
            return Err(op_err(
                ctx,
                op,
                "requires broadcast dimensions to be in-bounds",
            ));
        }
    }
    Ok(())
}

fn value_type_of(ctx: &Context, vs: &[ValueId]) -> Option<Type> {
    vs.first().map(|v| ctx.value_type(*v))
}

pub(crate) fn verify_read(ctx: &Context, op: OpId) -> DResult<()> {
    let def = super::TransferReadOp::def();
    let Some(shaped) = value_type_of(ctx, &group(ctx, op, def, "source")) else {
        return Ok(());
    };
    let vector = ctx.value_type(ctx.result(op, 0));
    let mask = value_type_of(ctx, &group(ctx, op, def, "mask"));
    let Some(padding) = value_type_of(ctx, &group(ctx, op, def, "padding")) else {
        return Ok(());
    };
    let Some(map) = permutation_map(ctx, op) else {
        return Ok(());
    };
    let Some((shape, elem)) = shaped_parts(ctx, shaped) else {
        return Err(op_err(
            ctx,
            op,
            "requires source to be a memref or ranked tensor type",
        ));
    };
    let nidx = group(ctx, op, def, "indices").len();
    if nidx != shape.len() {
        return Err(op_err(ctx, op, format!("requires {} indices", shape.len())));
    }
    verify_transfer(ctx, op, shaped, vector, mask, &map)?;
    if vector_parts(ctx, elem).is_some() {
        if elem != padding {
            return Err(op_err(
                ctx,
                op,
                "requires source element type and padding type to match.",
            ));
        }
    } else {
        let valid = matches!(
            ctx.kind(padding),
            TypeKind::Integer { .. } | TypeKind::Index
        ) || ctx.is_float(padding);
        if !valid {
            return Err(op_err(
                ctx,
                op,
                "requires valid padding vector elemental type",
            ));
        }
        if padding != elem {
            return Err(op_err(
                ctx,
                op,
                "requires formal padding and source of the same elemental type",
            ));
        }
    }
    verify_permutation_map(ctx, op, &map)
}

pub(crate) fn verify_write(ctx: &Context, op: OpId) -> DResult<()> {
    let def = super::TransferWriteOp::def();
    let Some(shaped) = value_type_of(ctx, &group(ctx, op, def, "source")) else {
        return Ok(());
    };
    let Some(vector) = value_type_of(ctx, &group(ctx, op, def, "vector")) else {
        return Ok(());
    };
    let mask = value_type_of(ctx, &group(ctx, op, def, "mask"));
    let Some(map) = permutation_map(ctx, op) else {
        return Ok(());
    };
    let rank = ctx.shape(shaped).map_or(0, |s| s.len());
    let nidx = group(ctx, op, def, "indices").len();
    if nidx != rank {
        return Err(op_err(ctx, op, format!("requires {rank} indices")));
    }
    if map.results.contains(&AffineExpr::Const(0)) {
        return Err(op_err(ctx, op, "should not have broadcast dimensions"));
    }
    verify_transfer(ctx, op, shaped, vector, mask, &map)?;
    verify_permutation_map(ctx, op, &map)
}

/// The bool array attribute of `values` (for lowerings that rebuild transfers).
pub fn in_bounds_attr(ctx: &mut Context, values: &[bool]) -> Attribute {
    bool_array_attr(ctx, values)
}
