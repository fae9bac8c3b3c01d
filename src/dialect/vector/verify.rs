//! The `hasVerifier` rules of `vector`'s ops (VectorOps.cpp), the type inference of `shuffle` and
//! `extract`, and the predicates and type transformers their records name. Messages are upstream's.

use super::constraints::{int_array, int_array_prop, is_supported_kind, kind_of, COMBINING_KIND};
use super::{element_type_or_self, vector_parts};
use crate::diag::{DResult, Diagnostic};
use crate::ir::{AttrKind, Context, OpId, OpState, Type, TypeKind, ValueId, DYNAMIC};
use crate::print::type_to_string;
use crate::verify::op_err;

/// `'t'` as a diagnostic prints a type.
pub(crate) fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// A vector type as upstream prints it, without interning it (the verifier cannot).
pub(crate) fn vector_type_string(
    ctx: &Context,
    shape: &[i64],
    scalable: &[bool],
    elem: Type,
) -> String {
    vector_type_text(shape, scalable, &type_to_string(ctx, elem))
}

/// `vector<...>` with the element type already written.
pub(crate) fn vector_type_text(shape: &[i64], scalable: &[bool], elem: &str) -> String {
    let mut s = String::from("vector<");
    for (i, d) in shape.iter().enumerate() {
        if scalable.get(i).copied().unwrap_or(false) {
            s.push_str(&format!("[{d}]x"));
        } else {
            s.push_str(&format!("{d}x"));
        }
    }
    s.push_str(elem);
    s.push('>');
    s
}

/// True if `t` is the vector type (shape, scalable, elem).
pub(crate) fn is_vector_type(
    ctx: &Context,
    t: Type,
    shape: &[i64],
    scalable: &[bool],
    elem: Type,
) -> bool {
    matches!(vector_parts(ctx, t), Some((s, c, e)) if s == shape && c == scalable && e == elem)
}

/// The type of operand `i`.
fn operand_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.ops[op].operands.get(i).map(|v| ctx.value_type(*v))
}

fn result_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.ops[op].results.get(i).map(|v| ctx.value_type(*v))
}

/// The kind's keyword (`stringifyCombiningKind`).
fn kind_name(ctx: &Context, op: OpId) -> String {
    kind_of(ctx, op).map_or_else(String::new, |k| COMBINING_KIND.stringify(k))
}

/// `emitError` without the op prefix (some vector verifiers use it).
fn plain_err(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::at(ctx, ctx.ops[op].loc, msg.into())
}

/// `InferTypeOpInterface`'s check of the declared result types against the inferred ones.
fn check_inferred(ctx: &Context, op: OpId, inferred: &str, compatible: bool) -> DResult<()> {
    if compatible {
        return Ok(());
    }
    let actual: Vec<String> = ctx.ops[op]
        .results
        .iter()
        .map(|r| q(ctx, ctx.value_type(*r)))
        .collect();
    // `verifyInferredResultTypes` adds a second error when the refinement fails.
    let mut e = op_err(
        ctx,
        op,
        format!(
            "inferred type(s) {inferred} are incompatible with return type(s) of operation {}",
            actual.join(", ")
        ),
    );
    e.notes
        .push(op_err(ctx, op, "failed to infer returned types"));
    Err(e)
}

// ---- type transformers ------------------------------------------------------------------------------

/// `ResultIsDoubleSourceVectorType`: a 0-D vector becomes `vector<2xT>`, otherwise the trailing
/// dimension doubles.
pub(crate) fn double_trailing_dim(ctx: &mut Context, t: Type) -> Type {
    let Some((shape, scalable, elem)) =
        vector_parts(ctx, t).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
    else {
        return t;
    };
    let (shape, scalable) = doubled(&shape, &scalable);
    super::vector_type(ctx, shape, scalable, elem)
}

fn doubled(shape: &[i64], scalable: &[bool]) -> (Vec<i64>, Vec<bool>) {
    if shape.is_empty() {
        return (vec![2], vec![false]);
    }
    let mut shape = shape.to_vec();
    if let Some(last) = shape.last_mut() {
        *last = last.saturating_mul(2);
    }
    (shape, scalable.to_vec())
}

pub(crate) fn is_double_trailing_dim(ctx: &Context, l: Type, r: Type) -> bool {
    let Some((shape, scalable, elem)) = vector_parts(ctx, l) else {
        return l == r;
    };
    let (shape, scalable) = doubled(shape, scalable);
    is_vector_type(ctx, r, &shape, &scalable, elem)
}

/// `ResultIsHalfSourceVectorType`: the trailing dimension halves (unchanged if that leaves nothing).
pub(crate) fn half_trailing_dim(ctx: &mut Context, t: Type) -> Type {
    let Some((shape, scalable, elem)) =
        vector_parts(ctx, t).map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
    else {
        return t;
    };
    match halved(&shape) {
        Some(shape) => super::vector_type(ctx, shape, scalable, elem),
        None => t,
    }
}

fn halved(shape: &[i64]) -> Option<Vec<i64>> {
    let last = *shape.last()?;
    if last / 2 <= 0 {
        return None;
    }
    let mut shape = shape.to_vec();
    let n = shape.len();
    shape[n - 1] = last / 2;
    Some(shape)
}

pub(crate) fn is_half_trailing_dim(ctx: &Context, l: Type, r: Type) -> bool {
    let Some((shape, scalable, elem)) = vector_parts(ctx, l) else {
        return l == r;
    };
    match halved(shape) {
        Some(shape) => is_vector_type(ctx, r, &shape, scalable, elem),
        None => l == r,
    }
}

// ---- trait predicates ------------------------------------------------------------------------------

/// `SourceVectorEvenElementCount`.
pub(crate) fn even_trailing_dim(ctx: &Context, op: OpId) -> bool {
    operand_type(ctx, op, 0)
        .and_then(|t| vector_parts(ctx, t))
        .and_then(|(s, _, _)| s.last().copied())
        .is_some_and(|d| d % 2 == 0)
}

/// `AllElementTypesMatch` over some operands and results.
pub(crate) fn elems_match(ctx: &Context, op: OpId, operands: &[usize], results: &[usize]) -> bool {
    let mut tys = vec![];
    for &i in operands {
        tys.extend(operand_type(ctx, op, i));
    }
    // `scalable.insert`'s `dest` (operand 1) and `scalable.extract`'s `res` join the list.
    if results.is_empty() {
        tys.extend(operand_type(ctx, op, 1));
    }
    for &i in results {
        tys.extend(result_type(ctx, op, i));
    }
    let elems: Vec<Type> = tys.iter().map(|t| element_type_or_self(ctx, *t)).collect();
    elems.windows(2).all(|w| w[0] == w[1])
}

/// `AllRanksMatch<["source", "result"]>`.
pub(crate) fn ranks_match(ctx: &Context, op: OpId) -> bool {
    let rank = |t: Option<Type>| t.and_then(|t| ctx.shape(t)).map(|s| s.len());
    rank(operand_type(ctx, op, 0)) == rank(result_type(ctx, op, 0))
}

/// `scalable.insert`/`extract`: `pos` is a multiple of the number of elements of `v`.
pub(crate) fn pos_multiple_of(ctx: &Context, op: OpId, v: ValueId) -> bool {
    let pos = crate::ods::prop(ctx, op, "pos")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(0);
    let n = super::num_elements(ctx, ctx.value_type(v));
    n != 0 && pos % n == 0
}

/// `from_elements`: one operand per element, each of the element type.
pub(crate) fn elements_match_result(ctx: &Context, op: OpId) -> bool {
    let Some((shape, _, elem)) = result_type(ctx, op, 0).and_then(|t| vector_parts(ctx, t)) else {
        return true;
    };
    let n: i64 = shape.iter().product();
    let ops = &ctx.ops[op].operands;
    ops.len() as i64 == n && ops.iter().all(|v| ctx.value_type(*v) == elem)
}

/// `vector.print`: `!getStringLiteral() || (!getSource() && getPunctuation() == NewLine)`.
pub(crate) fn print_string_alone(ctx: &Context, op: OpId) -> bool {
    if crate::ods::prop(ctx, op, "stringLiteral").is_none() {
        return true;
    }
    let punct = crate::ods::prop(ctx, op, "punctuation")
        .and_then(|a| crate::ods::enums::enum_value(ctx, a, &super::PRINT_PUNCTUATION));
    ctx.ops[op].operands.is_empty()
        && punct.unwrap_or(super::constraints::punctuation::NEWLINE)
            == super::constraints::punctuation::NEWLINE
}

// ---- verifiers --------------------------------------------------------------------------------------

pub(crate) fn reduction(ctx: &Context, op: OpId) -> DResult<()> {
    let src = operand_type(ctx, op, 0)
        .and_then(|t| ctx.shape(t))
        .map_or(0, |s| s.len());
    if src > 1 {
        return Err(op_err(
            ctx,
            op,
            format!("unsupported reduction rank: {src}"),
        ));
    }
    let elt = ctx.value_type(ctx.result(op, 0));
    if !kind_of(ctx, op).is_some_and(|k| is_supported_kind(ctx, k, elt)) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "unsupported reduction type '{}' for kind '{}'",
                q(ctx, elt),
                kind_name(ctx, op)
            ),
        ));
    }
    Ok(())
}

pub(crate) fn multi_reduction(ctx: &Context, op: OpId) -> DResult<()> {
    let src = ctx.value_type(ctx.operand(op, 0));
    let Some((shape, scalable, elem)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    let dims = int_array_prop(ctx, op, "reduction_dims");
    let mut target = vec![];
    let mut target_scalable = vec![];
    for (i, d) in shape.iter().enumerate() {
        if !dims.contains(&(i as i64)) {
            target.push(*d);
            target_scalable.push(scalable[i]);
        }
    }
    let dest = ctx.value_type(ctx.result(op, 0));
    let ok = if target.is_empty() {
        dest == elem
    } else {
        is_vector_type(ctx, dest, &target, &target_scalable, elem)
    };
    if !ok {
        return Err(op_err(
            ctx,
            op,
            format!(
                "destination type {} is incompatible with source type {}",
                q(ctx, dest),
                q(ctx, src)
            ),
        ));
    }
    Ok(())
}

/// What `isBroadcastableTo` finds.
#[derive(Debug, PartialEq, Eq)]
pub enum Broadcastable {
    Success,
    SourceRankHigher,
    DimensionMismatch(i64, i64),
    SourceTypeNotAVector,
}

/// `vector::isBroadcastableTo`.
pub fn is_broadcastable_to(ctx: &Context, src: Type, dst: Type) -> Broadcastable {
    let Some((dshape, _, delem)) = vector_parts(ctx, dst) else {
        return Broadcastable::SourceTypeNotAVector;
    };
    let scalar =
        matches!(ctx.kind(src), TypeKind::Integer { .. } | TypeKind::Index) || ctx.is_float(src);
    if scalar && src == delem {
        return Broadcastable::Success;
    }
    let Some((sshape, _, _)) = vector_parts(ctx, src) else {
        return Broadcastable::SourceTypeNotAVector;
    };
    if sshape.len() > dshape.len() {
        return Broadcastable::SourceRankHigher;
    }
    let lead = dshape.len() - sshape.len();
    for (r, &s) in sshape.iter().enumerate() {
        let d = dshape[lead + r];
        if s != 1 && s != d {
            return Broadcastable::DimensionMismatch(s, d);
        }
    }
    Broadcastable::Success
}

pub(crate) fn broadcast(ctx: &Context, op: OpId) -> DResult<()> {
    let src = ctx.value_type(ctx.operand(op, 0));
    let dst = ctx.value_type(ctx.result(op, 0));
    let msg = match is_broadcastable_to(ctx, src, dst) {
        Broadcastable::Success => return Ok(()),
        Broadcastable::SourceRankHigher => "source rank higher than destination rank".to_string(),
        Broadcastable::DimensionMismatch(a, b) => {
            format!("dimension mismatch ({} vs. {})", a as i32, b as i32)
        }
        Broadcastable::SourceTypeNotAVector => "source type is not a vector".to_string(),
    };
    Err(op_err(ctx, op, msg))
}

/// `ShuffleOp::inferReturnTypes`: the leading dimension is the mask's length.
pub(crate) fn infer_shuffle(ctx: &mut Context, st: &OpState) -> Result<Vec<Type>, String> {
    let v1 = st.operands.first().map(|v| ctx.value_type(*v));
    let Some((shape, _, elem)) = v1
        .and_then(|t| vector_parts(ctx, t))
        .map(|(s, c, e)| (s.to_vec(), c.to_vec(), e))
    else {
        return Err("failed to infer returned types".into());
    };
    let mask_len = st
        .props
        .iter()
        .find(|(k, _)| ctx.str(*k) == "mask")
        .and_then(|(_, a)| ctx.as_array(*a).map(|v| v.len()))
        .unwrap_or(0);
    let mut out = vec![mask_len.max(1) as i64];
    if !shape.is_empty() {
        out.extend_from_slice(&shape[1..]);
    }
    Ok(vec![super::fixed_vector_type(ctx, out, elem)])
}

/// `InferTypeOpInterface`'s check for `vector.shuffle` (a region verifier: after `verify`).
pub(crate) fn shuffle_inferred(ctx: &Context, op: OpId) -> DResult<()> {
    let v1t = ctx.value_type(ctx.operand(op, 0));
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some((v1, _, elem)) = vector_parts(ctx, v1t) else {
        return Ok(());
    };
    let mask_len = crate::ods::prop(ctx, op, "mask")
        .and_then(|a| ctx.as_array(a).map(<[_]>::len))
        .unwrap_or(0);
    let mut inferred = vec![mask_len.max(1) as i64];
    if !v1.is_empty() {
        inferred.extend_from_slice(&v1[1..]);
    }
    let fixed = vec![false; inferred.len()];
    check_inferred(
        ctx,
        op,
        &format!("'{}'", vector_type_string(ctx, &inferred, &fixed, elem)),
        is_vector_type(ctx, rt, &inferred, &fixed, elem),
    )
}

pub(crate) fn shuffle(ctx: &Context, op: OpId) -> DResult<()> {
    let v1t = ctx.value_type(ctx.operand(op, 0));
    let v2t = ctx.value_type(ctx.operand(op, 1));
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some((v1, _, _)), Some((v2, _, _)), Some((res, _, _))) = (
        vector_parts(ctx, v1t),
        vector_parts(ctx, v2t),
        vector_parts(ctx, rt),
    ) else {
        return Ok(());
    };
    let mask = crate::ods::prop(ctx, op, "mask")
        .and_then(|a| ctx.as_array(a).map(<[_]>::to_vec))
        .unwrap_or_default();
    let well_0d = v1.is_empty() && v2.is_empty() && res.len() == 1;
    let well_nd = v1.len() == res.len() && v2.len() == res.len();
    if !well_0d && !well_nd {
        return Err(op_err(ctx, op, "rank mismatch"));
    }
    for r in 1..v1.len() {
        if res[r] != v1[r] || v1[r] != v2[r] {
            return Err(op_err(ctx, op, "dimension mismatch"));
        }
    }
    if mask.is_empty() {
        return Err(op_err(ctx, op, "invalid mask length"));
    }
    if mask.len() as i64 != res[0] {
        return Err(op_err(ctx, op, "mask length mismatch"));
    }
    let size = |s: &[i64]| if s.is_empty() { 1 } else { s[0] };
    let index_size = size(v1) + size(v2);
    for (i, m) in mask.iter().enumerate() {
        let v = ctx.as_i64(*m);
        if !v.is_some_and(|v| v >= 0 && v < index_size) {
            return Err(op_err(
                ctx,
                op,
                format!("mask index #{} out of range", i + 1),
            ));
        }
    }
    Ok(())
}

fn extract_insert_element(ctx: &Context, op: OpId, vector: usize, position: usize) -> DResult<()> {
    let rank = operand_type(ctx, op, vector)
        .and_then(|t| ctx.shape(t))
        .map_or(0, |s| s.len());
    let has_pos = ctx.ops[op].operands.len() > position;
    if rank == 0 {
        if has_pos {
            return Err(op_err(
                ctx,
                op,
                "expected position to be empty with 0-D vector",
            ));
        }
        return Ok(());
    }
    if rank != 1 {
        return Err(op_err(ctx, op, "unexpected >1 vector rank"));
    }
    if !has_pos {
        return Err(op_err(ctx, op, "expected position for 1-D vector"));
    }
    Ok(())
}

pub(crate) fn extract_element(ctx: &Context, op: OpId) -> DResult<()> {
    extract_insert_element(ctx, op, 0, 1)
}

pub(crate) fn insert_element(ctx: &Context, op: OpId) -> DResult<()> {
    extract_insert_element(ctx, op, 1, 2)
}

/// `ExtractOp::inferReturnTypes` as (shape, scalable, elem), `None` for the element type.
pub(crate) fn extract_result_shape(
    shape: &[i64],
    scalable: &[bool],
    npos: usize,
) -> Option<(Vec<i64>, Vec<bool>)> {
    if npos == shape.len() {
        return None;
    }
    let n = npos.min(shape.len());
    Some((shape[n..].to_vec(), scalable[n..].to_vec()))
}

/// `InferTypeOpAdaptorWithIsCompatible`'s check for `vector.extract` (a region verifier: after
/// `verify`): a 1-element vector and its element are compatible.
pub(crate) fn extract_inferred(ctx: &Context, op: OpId) -> DResult<()> {
    let src = ctx.value_type(ctx.operand(op, 0));
    let Some((shape, scalable, elem)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    let statics = crate::ods::prop(ctx, op, "static_position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let res = ctx.value_type(ctx.result(op, 0));
    let (inferred, ok) = match extract_result_shape(shape, scalable, statics.len()) {
        None => {
            let one = matches!(vector_parts(ctx, res), Some((s, _, e)) if s == [1] && e == elem);
            (q(ctx, elem), res == elem || one)
        }
        Some((s, c)) => {
            let text = format!("'{}'", vector_type_string(ctx, &s, &c, elem));
            let exact = is_vector_type(ctx, res, &s, &c, elem);
            let one = s == [1] && res == elem;
            (text, exact || one)
        }
    };
    check_inferred(ctx, op, &inferred, ok)
}

pub(crate) fn extract(ctx: &Context, op: OpId) -> DResult<()> {
    let src = ctx.value_type(ctx.operand(op, 0));
    let Some((shape, _, _)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    let statics = crate::ods::prop(ctx, op, "static_position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let dynamic = ctx.ops[op].operands.len() - 1;
    if statics.iter().filter(|s| **s == DYNAMIC).count() != dynamic {
        return Err(op_err(
            ctx,
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    if statics.len() > shape.len() {
        return Err(op_err(
            ctx,
            op,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    for (i, p) in statics.iter().enumerate() {
        if *p != DYNAMIC && (*p < 0 || *p >= shape[i]) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

pub(crate) fn insert(ctx: &Context, op: OpId) -> DResult<()> {
    let dest = ctx.value_type(ctx.operand(op, 1));
    let Some((shape, _, _)) = vector_parts(ctx, dest) else {
        return Ok(());
    };
    let statics = crate::ods::prop(ctx, op, "static_position")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    let npos = statics.len();
    if npos > shape.len() {
        return Err(op_err(
            ctx,
            op,
            "expected position attribute of rank no greater than dest vector rank",
        ));
    }
    let src = ctx.value_type(ctx.operand(op, 0));
    match vector_parts(ctx, src) {
        Some((s, _, _)) if s.len() + npos != shape.len() => {
            return Err(op_err(
                ctx,
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            ))
        }
        None if npos != shape.len() => {
            return Err(op_err(
                ctx,
                op,
                "expected position attribute rank to match the dest vector rank",
            ))
        }
        _ => {}
    }
    for (i, p) in statics.iter().enumerate() {
        if *p != DYNAMIC && (*p < 0 || *p >= shape[i]) {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

/// `isIntegerArrayAttrConfinedToShape`.
fn confined_to_shape(
    ctx: &Context,
    op: OpId,
    values: &[i64],
    shape: &[i64],
    name: &str,
    half_open: bool,
    min: i64,
) -> DResult<()> {
    for (i, (v, d)) in values.iter().zip(shape).enumerate() {
        let max = if half_open { *d } else { d + 1 };
        if *v < min || *v >= max {
            return Err(op_err(
                ctx,
                op,
                format!("expected {name} dimension {i} to be confined to [{min}, {max})"),
            ));
        }
    }
    Ok(())
}

/// `isIntegerArrayAttrConfinedToRange` with `[1, 1]` (strides).
fn strides_are_one(ctx: &Context, op: OpId, values: &[i64], name: &str) -> DResult<()> {
    if values.iter().any(|v| *v < 1 || *v >= 2) {
        return Err(op_err(
            ctx,
            op,
            format!("expected {name} to be confined to [1, 2)"),
        ));
    }
    Ok(())
}

/// `isSumOfIntegerArrayAttrConfinedToShape` (closed interval, `min` 1).
fn sum_confined(
    ctx: &Context,
    op: OpId,
    a: &[i64],
    b: &[i64],
    shape: &[i64],
    names: (&str, &str),
) -> DResult<()> {
    for (i, ((x, y), d)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = d + 1;
        let s = x.wrapping_add(*y);
        if s < 0 || s >= max {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected sum({}, {}) dimension {i} to be confined to [1, {max})",
                    names.0, names.1
                ),
            ));
        }
    }
    Ok(())
}

pub(crate) fn insert_strided_slice(ctx: &Context, op: OpId) -> DResult<()> {
    let st = ctx.value_type(ctx.operand(op, 0));
    let dt = ctx.value_type(ctx.operand(op, 1));
    let (Some((src, src_sc, _)), Some((dst, dst_sc, _))) =
        (vector_parts(ctx, st), vector_parts(ctx, dt))
    else {
        return Ok(());
    };
    let offsets = int_array_prop(ctx, op, "offsets");
    let strides = int_array_prop(ctx, op, "strides");
    if offsets.len() != dst.len() {
        return Err(op_err(
            ctx,
            op,
            "expected offsets of same size as destination vector rank",
        ));
    }
    if strides.len() != src.len() {
        return Err(op_err(
            ctx,
            op,
            "expected strides of same size as source vector rank",
        ));
    }
    if src.len() > dst.len() {
        return Err(op_err(
            ctx,
            op,
            "expected source rank to be no greater than destination rank",
        ));
    }
    let mut src_as_dst = vec![0; dst.len() - src.len()];
    src_as_dst.extend_from_slice(src);
    confined_to_shape(ctx, op, &offsets, dst, "offsets", true, 0)?;
    strides_are_one(ctx, op, &strides, "strides")?;
    sum_confined(
        ctx,
        op,
        &offsets,
        &src_as_dst,
        dst,
        ("offsets", "source vector shape"),
    )?;
    let diff = dst.len() - src.len();
    for i in 0..src.len() {
        if src_sc[i] != dst_sc[i + diff] {
            return Err(op_err(
                ctx,
                op,
                format!("mismatching scalable flags (at source vector idx={i})"),
            ));
        }
        if src_sc[i] && src[i] != dst[i + diff] {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                    src[i],
                    dst[i + diff]
                ),
            ));
        }
    }
    Ok(())
}

pub(crate) fn outerproduct(ctx: &Context, op: OpId) -> DResult<()> {
    let lt = ctx.value_type(ctx.operand(op, 0));
    let rt = ctx.value_type(ctx.operand(op, 1));
    let res_t = ctx.value_type(ctx.result(op, 0));
    let (Some((l, l_sc, _)), Some((res, _, res_elem))) =
        (vector_parts(ctx, lt), vector_parts(ctx, res_t))
    else {
        return Ok(());
    };
    if l.len() != 1 {
        return Err(op_err(ctx, op, "expected 1-d vector for operand #1"));
    }
    if let Some((r, r_sc, _)) = vector_parts(ctx, rt) {
        if r.len() != 1 {
            return Err(op_err(ctx, op, "expected 1-d vector for operand #2"));
        }
        if res.len() != 2 {
            return Err(op_err(ctx, op, "expected 2-d vector result"));
        }
        if l[0] != res[0] {
            return Err(op_err(
                ctx,
                op,
                "expected #1 operand dim to match result dim #1",
            ));
        }
        if r[0] != res[1] {
            return Err(op_err(
                ctx,
                op,
                "expected #2 operand dim to match result dim #2",
            ));
        }
        if l_sc.iter().any(|s| *s) && !r_sc.iter().any(|s| *s) {
            return Err(op_err(
                ctx,
                op,
                "expected either both or only #2 operand dim to be scalable",
            ));
        }
    } else {
        if res.len() != 1 {
            return Err(op_err(ctx, op, "expected 1-d vector result"));
        }
        if l[0] != res[0] {
            return Err(op_err(
                ctx,
                op,
                "expected #1 operand dim to match result dim #1",
            ));
        }
    }
    if let Some(acc) = operand_type(ctx, op, 2) {
        if acc != res_t {
            return Err(op_err(
                ctx,
                op,
                "expected operand #3 of same type as result type",
            ));
        }
    }
    if !kind_of(ctx, op).is_some_and(|k| is_supported_kind(ctx, k, res_elem)) {
        return Err(op_err(ctx, op, "unsupported outerproduct type"));
    }
    Ok(())
}

/// `getConstantIntValue` of a value: an `arith.constant` integer (or index).
pub(crate) fn constant_int(ctx: &Context, v: ValueId) -> Option<i64> {
    let d = ctx.defining_op(v)?;
    if !crate::dialect::arith::ConstantOp::is(ctx, d) {
        return None;
    }
    let a = crate::ods::prop(ctx, d, "value")?;
    ctx.as_i64(a)
}

pub(crate) fn reshape(ctx: &Context, op: OpId) -> DResult<()> {
    let def = super::ReshapeOp::def();
    let input = crate::ods::typed::operands_named(ctx, op, def, "input_shape").to_vec();
    let output = crate::ods::typed::operands_named(ctx, op, def, "output_shape").to_vec();
    let it = ctx.value_type(ctx.operand(op, 0));
    let ot = ctx.value_type(ctx.result(op, 0));
    let (Some((ishape, _, _)), Some((oshape, _, _))) =
        (vector_parts(ctx, it), vector_parts(ctx, ot))
    else {
        return Ok(());
    };
    let fixed = int_array_prop(ctx, op, "fixed_vector_sizes");
    let n = fixed.len();
    if ishape.len() != input.len() + n {
        return Err(plain_err(
            ctx,
            op,
            format!("invalid input shape for vector type {}", q(ctx, it)),
        ));
    }
    if oshape.len() != output.len() + n {
        return Err(plain_err(
            ctx,
            op,
            format!("invalid output shape for vector type {}", q(ctx, ot)),
        ));
    }
    for (i, f) in fixed.iter().enumerate() {
        let index = ishape.len() as i64 - n as i64 - i as i64;
        let dim = usize::try_from(index).ok().and_then(|x| ishape.get(x));
        if dim != Some(f) {
            return Err(plain_err(
                ctx,
                op,
                format!("fixed vector size must match input vector for dim {i}"),
            ));
        }
    }
    for (i, f) in fixed.iter().enumerate() {
        let index = oshape.len() as i64 - n as i64 - i as i64;
        let dim = usize::try_from(index).ok().and_then(|x| oshape.get(x));
        if dim != Some(f) {
            return Err(plain_err(
                ctx,
                op,
                format!("fixed vector size must match output vector for dim {i}"),
            ));
        }
    }
    let ins: Option<Vec<i64>> = input.iter().map(|v| constant_int(ctx, *v)).collect();
    let outs: Option<Vec<i64>> = output.iter().map(|v| constant_int(ctx, *v)).collect();
    if let (Some(a), Some(b)) = (ins, outs) {
        let pa = a.iter().fold(1i64, |x, y| x.wrapping_mul(*y));
        let pb = b.iter().fold(1i64, |x, y| x.wrapping_mul(*y));
        if pa != pb {
            return Err(plain_err(
                ctx,
                op,
                "product of input and output shape sizes must match",
            ));
        }
    }
    Ok(())
}

pub(crate) fn extract_strided_slice(ctx: &Context, op: OpId) -> DResult<()> {
    let t = ctx.value_type(ctx.operand(op, 0));
    let Some((shape, scalable, elem)) = vector_parts(ctx, t) else {
        return Ok(());
    };
    let offsets = int_array_prop(ctx, op, "offsets");
    let sizes = int_array_prop(ctx, op, "sizes");
    let strides = int_array_prop(ctx, op, "strides");
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(op_err(
            ctx,
            op,
            "expected offsets, sizes and strides attributes of same size",
        ));
    }
    for (vals, name) in [
        (&offsets, "offsets"),
        (&sizes, "sizes"),
        (&strides, "strides"),
    ] {
        if vals.len() > shape.len() {
            return Err(op_err(
                ctx,
                op,
                format!("expected {name} attribute of rank no greater than vector rank"),
            ));
        }
    }
    confined_to_shape(ctx, op, &offsets, shape, "offsets", true, 0)?;
    confined_to_shape(ctx, op, &sizes, shape, "sizes", false, 1)?;
    strides_are_one(ctx, op, &strides, "strides")?;
    sum_confined(ctx, op, &offsets, &sizes, shape, ("offsets", "sizes"))?;
    let mut expected = sizes.clone();
    expected.extend_from_slice(&shape[offsets.len()..]);
    let res = ctx.value_type(ctx.result(op, 0));
    if !is_vector_type(ctx, res, &expected, scalable, elem) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expected result type to be '{}'",
                vector_type_string(ctx, &expected, scalable, elem)
            ),
        ));
    }
    for (i, s) in sizes.iter().enumerate() {
        if scalable[i] && shape[i] != *s {
            return Err(op_err(
                ctx,
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({s} vs {})",
                    shape[i]
                ),
            ));
        }
    }
    Ok(())
}

/// `isLastMemrefDimUnitStride`.
pub fn last_dim_unit_stride(ctx: &Context, memref: Type) -> bool {
    crate::dialect::memref::layout::strides_and_offset(ctx, memref)
        .is_some_and(|s| s.strides.last().is_none_or(|l| *l == 1))
}

fn memref_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

fn load_store(ctx: &Context, op: OpId, vec: ValueId, base: ValueId, what: &str) -> DResult<()> {
    let vt = ctx.value_type(vec);
    let mt = ctx.value_type(base);
    let Some((shape, mut elem)) = memref_parts(ctx, mt) else {
        return Ok(());
    };
    if !last_dim_unit_stride(ctx, mt) {
        return Err(op_err(
            ctx,
            op,
            "most minor memref dim must have unit stride",
        ));
    }
    if let Some((_, _, e)) = vector_parts(ctx, elem) {
        if elem != vt {
            let msg = if what == "result" {
                "base memref and result vector types should match"
            } else {
                "base memref and valueToStore vector types should match"
            };
            return Err(op_err(ctx, op, msg));
        }
        elem = e;
    }
    if element_type_or_self(ctx, vt) != elem {
        let msg = if what == "result" {
            "base and result element types should match"
        } else {
            "base and valueToStore element type should match"
        };
        return Err(op_err(ctx, op, msg));
    }
    let indices = ctx.ops[op].operands.len() - if what == "result" { 1 } else { 2 };
    if indices != shape.len() {
        return Err(op_err(ctx, op, format!("requires {} indices", shape.len())));
    }
    Ok(())
}

pub(crate) fn load(ctx: &Context, op: OpId) -> DResult<()> {
    load_store(ctx, op, ctx.result(op, 0), ctx.operand(op, 0), "result")
}

pub(crate) fn store(ctx: &Context, op: OpId) -> DResult<()> {
    load_store(
        ctx,
        op,
        ctx.operand(op, 0),
        ctx.operand(op, 1),
        "valueToStore",
    )
}

/// `maskedload` and `expandload`: base, indices, mask, pass_thru.
pub(crate) fn masked_load(ctx: &Context, op: OpId) -> DResult<()> {
    let n = ctx.ops[op].operands.len();
    let Some((shape, elem)) = memref_parts(ctx, ctx.value_type(ctx.operand(op, 0))) else {
        return Ok(());
    };
    let res = ctx.value_type(ctx.result(op, 0));
    let mask = ctx.value_type(ctx.operand(op, n - 2));
    let pass = ctx.value_type(ctx.operand(op, n - 1));
    if element_type_or_self(ctx, res) != elem {
        return Err(op_err(ctx, op, "base and result element type should match"));
    }
    if n - 3 != shape.len() {
        return Err(op_err(ctx, op, format!("requires {} indices", shape.len())));
    }
    if dim0(ctx, res) != dim0(ctx, mask) {
        return Err(op_err(ctx, op, "expected result dim to match mask dim"));
    }
    if res != pass {
        return Err(op_err(
            ctx,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

fn dim0(ctx: &Context, t: Type) -> Option<i64> {
    ctx.shape(t).and_then(|s| s.first().copied())
}

/// `maskedstore` and `compressstore`: base, indices, mask, valueToStore.
pub(crate) fn masked_store(ctx: &Context, op: OpId) -> DResult<()> {
    let n = ctx.ops[op].operands.len();
    let Some((shape, elem)) = memref_parts(ctx, ctx.value_type(ctx.operand(op, 0))) else {
        return Ok(());
    };
    let mask = ctx.value_type(ctx.operand(op, n - 2));
    let val = ctx.value_type(ctx.operand(op, n - 1));
    if element_type_or_self(ctx, val) != elem {
        return Err(op_err(
            ctx,
            op,
            "base and valueToStore element type should match",
        ));
    }
    if n - 3 != shape.len() {
        return Err(op_err(ctx, op, format!("requires {} indices", shape.len())));
    }
    if dim0(ctx, val) != dim0(ctx, mask) {
        return Err(op_err(
            ctx,
            op,
            "expected valueToStore dim to match mask dim",
        ));
    }
    Ok(())
}

pub(crate) fn gather(ctx: &Context, op: OpId) -> DResult<()> {
    let n = ctx.ops[op].operands.len();
    let base = ctx.value_type(ctx.operand(op, 0));
    let (rank, elem) = match ctx.kind(base) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            (shape.len(), *elem)
        }
        _ => {
            return Err(op_err(
                ctx,
                op,
                "requires base to be a memref or ranked tensor type",
            ))
        }
    };
    let res = ctx.value_type(ctx.result(op, 0));
    let ind = ctx.value_type(ctx.operand(op, n - 3));
    let mask = ctx.value_type(ctx.operand(op, n - 2));
    let pass = ctx.value_type(ctx.operand(op, n - 1));
    if element_type_or_self(ctx, res) != elem {
        return Err(op_err(ctx, op, "base and result element type should match"));
    }
    if n - 4 != rank {
        return Err(op_err(ctx, op, format!("requires {rank} indices")));
    }
    if ctx.shape(res) != ctx.shape(ind) {
        return Err(op_err(ctx, op, "expected result dim to match indices dim"));
    }
    if ctx.shape(res) != ctx.shape(mask) {
        return Err(op_err(ctx, op, "expected result dim to match mask dim"));
    }
    if res != pass {
        return Err(op_err(
            ctx,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

pub(crate) fn scatter(ctx: &Context, op: OpId) -> DResult<()> {
    let n = ctx.ops[op].operands.len();
    let Some((shape, elem)) = memref_parts(ctx, ctx.value_type(ctx.operand(op, 0))) else {
        return Ok(());
    };
    let ind = ctx.value_type(ctx.operand(op, n - 3));
    let mask = ctx.value_type(ctx.operand(op, n - 2));
    let val = ctx.value_type(ctx.operand(op, n - 1));
    if element_type_or_self(ctx, val) != elem {
        return Err(op_err(
            ctx,
            op,
            "base and valueToStore element type should match",
        ));
    }
    if n - 4 != shape.len() {
        return Err(op_err(ctx, op, format!("requires {} indices", shape.len())));
    }
    if dim0(ctx, val) != dim0(ctx, ind) {
        return Err(op_err(
            ctx,
            op,
            "expected valueToStore dim to match indices dim",
        ));
    }
    if dim0(ctx, val) != dim0(ctx, mask) {
        return Err(op_err(
            ctx,
            op,
            "expected valueToStore dim to match mask dim",
        ));
    }
    Ok(())
}

/// `isValidShapeCast(a, b)` with `rank(a) < rank(b)`.
pub(crate) fn is_valid_shape_cast(a: &[i64], b: &[i64]) -> bool {
    let is_one = |v: &i64| *v == 1;
    if a.is_empty() && b.iter().all(is_one) {
        return true;
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let da = a[i];
        let mut db = 1i64;
        while db < da && j < b.len() {
            db = db.wrapping_mul(b[j]);
            j += 1;
        }
        if da != db {
            break;
        }
        i += 1;
        if i < a.len() && a[i..].iter().all(is_one) {
            i = a.len();
        }
        if j < b.len() && b[j..].iter().all(is_one) {
            j = b.len();
        }
    }
    i == a.len() && j == b.len()
}

pub(crate) fn shape_cast(ctx: &Context, op: OpId) -> DResult<()> {
    let st = ctx.value_type(ctx.operand(op, 0));
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some((s, _, se)), Some((r, _, re))) = (vector_parts(ctx, st), vector_parts(ctx, rt))
    else {
        return Ok(());
    };
    if se != re {
        return Err(op_err(
            ctx,
            op,
            "source/result vectors must have same element type",
        ));
    }
    let ps: i64 = s.iter().fold(1i64, |a, b| a.wrapping_mul(*b));
    let pr: i64 = r.iter().fold(1i64, |a, b| a.wrapping_mul(*b));
    if ps != pr {
        return Err(op_err(
            ctx,
            op,
            "source/result number of elements must match",
        ));
    }
    let ok = match s.len().cmp(&r.len()) {
        std::cmp::Ordering::Less => is_valid_shape_cast(s, r),
        std::cmp::Ordering::Greater => is_valid_shape_cast(r, s),
        std::cmp::Ordering::Equal => true,
    };
    if !ok {
        return Err(op_err(ctx, op, "invalid shape cast"));
    }
    Ok(())
}

/// `DataLayout::getTypeSizeInBits` of a scalar under the default layout.
pub(crate) fn type_size_in_bits(ctx: &Context, t: Type) -> u64 {
    match ctx.kind(t) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Index => 64,
        TypeKind::Float(k) => u64::from(k.bit_width()),
        TypeKind::Complex(e) => 2 * type_size_in_bits(ctx, *e),
        _ => 0,
    }
}

pub(crate) fn bitcast(ctx: &Context, op: OpId) -> DResult<()> {
    let st = ctx.value_type(ctx.operand(op, 0));
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some((s, _, se)), Some((r, _, re))) = (vector_parts(ctx, st), vector_parts(ctx, rt))
    else {
        return Ok(());
    };
    for (i, d) in s.iter().enumerate().take(s.len().saturating_sub(1)) {
        if r.get(i) != Some(d) {
            return Err(op_err(ctx, op, format!("dimension size mismatch at: {i}")));
        }
    }
    let sb = type_size_in_bits(ctx, se);
    let rb = type_size_in_bits(ctx, re);
    if s.is_empty() {
        if sb != rb {
            return Err(op_err(
                ctx,
                op,
                "source/result bitwidth of the 0-D vector element types must be equal",
            ));
        }
    } else if sb as i128 * *s.last().unwrap_or(&0) as i128
        != rb as i128 * *r.last().unwrap_or(&0) as i128
    {
        return Err(op_err(
            ctx,
            op,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        ));
    }
    Ok(())
}

/// The memref shape followed by its vector element's shape (`extractShape`).
fn concatenated_shape(ctx: &Context, t: Type) -> Vec<i64> {
    let Some((mut shape, elem)) = memref_parts(ctx, t) else {
        return vec![];
    };
    if let Some((s, _, _)) = vector_parts(ctx, elem) {
        shape.extend_from_slice(s);
    }
    shape
}

pub(crate) fn type_cast(ctx: &Context, op: OpId) -> DResult<()> {
    use crate::dialect::memref::layout::{canonical_layout, is_identity_layout, CanonicalLayout};
    let src = ctx.value_type(ctx.operand(op, 0));
    let res = ctx.value_type(ctx.result(op, 0));
    let (
        TypeKind::MemRef {
            shape,
            layout,
            memory_space: sms,
            ..
        },
        TypeKind::MemRef {
            layout: rl,
            memory_space: rms,
            ..
        },
    ) = (ctx.kind(src), ctx.kind(res))
    else {
        return Ok(());
    };
    if !matches!(
        canonical_layout(ctx, shape, *layout),
        CanonicalLayout::Identity
    ) {
        return Err(op_err(
            ctx,
            op,
            "expects operand to be a memref with identity layout",
        ));
    }
    if !is_identity_layout(ctx, *rl) {
        return Err(op_err(
            ctx,
            op,
            "expects result to be a memref with identity layout",
        ));
    }
    if sms != rms {
        return Err(op_err(ctx, op, "expects result in same memory space"));
    }
    let scalar = |t: Type| element_type_or_self(ctx, element_type_or_self(ctx, t));
    if scalar(src) != scalar(res) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expects result and operand with same underlying scalar type: {}",
                q(ctx, res)
            ),
        ));
    }
    if concatenated_shape(ctx, src) != concatenated_shape(ctx, res) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "expects concatenated result and operand shapes to be equal: {}",
                q(ctx, res)
            ),
        ));
    }
    Ok(())
}

pub(crate) fn constant_mask(ctx: &Context, op: OpId) -> DResult<()> {
    let t = ctx.value_type(ctx.result(op, 0));
    let Some((shape, scalable, _)) = vector_parts(ctx, t) else {
        return Ok(());
    };
    let sizes = crate::ods::prop(ctx, op, "mask_dim_sizes")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default();
    if shape.is_empty() {
        if sizes.len() != 1 {
            return Err(plain_err(
                ctx,
                op,
                "array attr must have length 1 for 0-D vectors",
            ));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(plain_err(
                ctx,
                op,
                "mask dim size must be either 0 or 1 for 0-D vectors",
            ));
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return Err(op_err(
            ctx,
            op,
            "must specify array attr of size equal vector result rank",
        ));
    }
    for (i, s) in sizes.iter().enumerate() {
        if *s < 0 || *s > shape[i] {
            return Err(op_err(
                ctx,
                op,
                "array attr of size out of bounds of vector result dimension size",
            ));
        }
        if scalable[i] && *s != 0 && *s != shape[i] {
            return Err(op_err(
                ctx,
                op,
                "only supports 'none set' or 'all set' scalable dimensions",
            ));
        }
    }
    if sizes.contains(&0) && !sizes.iter().all(|s| *s == 0) {
        return Err(op_err(
            ctx,
            op,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

pub(crate) fn create_mask(ctx: &Context, op: OpId) -> DResult<()> {
    let t = ctx.value_type(ctx.result(op, 0));
    let rank = ctx.shape(t).map_or(0, |s| s.len());
    let n = ctx.ops[op].operands.len();
    if rank == 0 {
        if n != 1 {
            return Err(op_err(
                ctx,
                op,
                "must specify exactly one operand for 0-D create_mask",
            ));
        }
    } else if n != rank {
        return Err(op_err(
            ctx,
            op,
            "must specify an operand for each result vector dimension",
        ));
    }
    Ok(())
}

pub(crate) fn transpose(ctx: &Context, op: OpId) -> DResult<()> {
    let vt = ctx.value_type(ctx.operand(op, 0));
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some((v, _, _)), Some((r, _, _))) = (vector_parts(ctx, vt), vector_parts(ctx, rt)) else {
        return Ok(());
    };
    let rank = r.len();
    if v.len() != rank {
        return Err(op_err(
            ctx,
            op,
            format!("vector result rank mismatch: {rank}"),
        ));
    }
    let perm = crate::ods::prop(ctx, op, "permutation")
        .and_then(|a| ctx.as_dense_i64_array(a))
        .unwrap_or_default();
    if perm.len() != rank {
        return Err(op_err(
            ctx,
            op,
            format!("transposition length mismatch: {}", perm.len()),
        ));
    }
    let mut seen = vec![false; rank];
    for (i, p) in perm.iter().enumerate() {
        if *p < 0 || *p >= rank as i64 {
            return Err(op_err(
                ctx,
                op,
                format!("transposition index out of range: {p}"),
            ));
        }
        let p = *p as usize;
        if seen[p] {
            return Err(op_err(ctx, op, format!("duplicate position index: {p}")));
        }
        seen[p] = true;
        if r[i] != v[p] {
            return Err(op_err(ctx, op, format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

pub(crate) fn scan(ctx: &Context, op: OpId) -> DResult<()> {
    let st = ctx.value_type(ctx.operand(op, 0));
    let it = ctx.value_type(ctx.operand(op, 1));
    let (Some((src, _, _)), Some((init, _, _))) = (vector_parts(ctx, st), vector_parts(ctx, it))
    else {
        return Ok(());
    };
    let dim = crate::ods::prop(ctx, op, "reduction_dim")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(0);
    let rank = src.len() as i64;
    if dim >= rank {
        return Err(op_err(
            ctx,
            op,
            format!("reduction dimension {dim} has to be less than {rank}"),
        ));
    }
    if init.len() as i64 != rank - 1 {
        return Err(op_err(
            ctx,
            op,
            format!(
                "initial value rank {} has to be equal to {}",
                init.len(),
                rank - 1
            ),
        ));
    }
    let expected: Vec<i64> = src
        .iter()
        .enumerate()
        .filter(|(i, _)| *i as i64 != dim)
        .map(|(_, d)| *d)
        .collect();
    if init != expected.as_slice() {
        return Err(op_err(ctx, op, "incompatible input/initial value shapes"));
    }
    let elt = element_type_or_self(ctx, ctx.value_type(ctx.result(op, 0)));
    if !kind_of(ctx, op).is_some_and(|k| is_supported_kind(ctx, k, elt)) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "unsupported reduction type {} for kind '{}'",
                q(ctx, elt),
                kind_name(ctx, op)
            ),
        ));
    }
    Ok(())
}

/// Attribute values of an op's `I64ArrayAttr`, for builders (`AttrKind::Array` of `i64`).
pub fn i64s(ctx: &Context, a: crate::ir::Attribute) -> Vec<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Array(_) => int_array(ctx, a).unwrap_or_default(),
        AttrKind::DenseArray { .. } => ctx.as_dense_i64_array(a).unwrap_or_default(),
        _ => vec![],
    }
}
