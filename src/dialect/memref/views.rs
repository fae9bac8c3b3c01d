//! The hooks of the ops that produce a new view of an existing buffer: `memref.cast`,
//! `memref.memory_space_cast`, `memref.reinterpret_cast`, `memref.reshape`, `memref.view`, `memref.subview`,
//! `memref.transpose` (its custom syntax too).

use super::common::*;
use super::layout::{self, sat_add, sat_mul, StridedInfo};
use super::mixed_list::{self, static_list, Mixed};
use super::ops::{ReshapeOp, TransposeOp, ViewOp};
use crate::diag::DResult;
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, Type, TypeKind, DYNAMIC};
use crate::ods::asm::{AsmParser, AsmPrinter};

// ---- cast / memory_space_cast --------------------------------------------------------------------------------

/// `memref.cast`'s `areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some(x), Some(y)) => {
            if x.elem != y.elem {
                return false;
            }
            if x.layout != y.layout {
                let (Some(sa), Some(sb)) = (
                    layout::layout_strides_and_offset(ctx, &x.shape, x.layout),
                    layout::layout_strides_and_offset(ctx, &y.shape, y.layout),
                ) else {
                    return false;
                };
                if sa.strides.len() != sb.strides.len() {
                    return false;
                }
                let ok = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                if !ok(sa.offset, sb.offset)
                    || !sa.strides.iter().zip(&sb.strides).all(|(p, q)| ok(*p, *q))
                {
                    return false;
                }
            }
            if x.memory_space != y.memory_space || x.shape.len() != y.shape.len() {
                return false;
            }
            x.shape
                .iter()
                .zip(&y.shape)
                .all(|(p, q)| *p == DYNAMIC || *q == DYNAMIC || p == q)
        }
        _ => {
            let base = |t: Type| is_memref(ctx, t) || is_unranked_memref(ctx, t);
            if !base(a) || !base(b) || (is_unranked_memref(ctx, a) && is_unranked_memref(ctx, b)) {
                return false;
            }
            ctx.element_type(a) == ctx.element_type(b)
                && memory_space(ctx, a) == memory_space(ctx, b)
        }
    }
}

/// `memref.memory_space_cast`'s `areCastCompatible`: only the memory space may change.
pub fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.kind(a), ctx.kind(b)) {
        (
            TypeKind::MemRef {
                shape: s1,
                elem: e1,
                layout: l1,
                ..
            },
            TypeKind::MemRef {
                shape: s2,
                elem: e2,
                layout: l2,
                ..
            },
        ) => e1 == e2 && l1 == l2 && s1 == s2,
        (TypeKind::UnrankedMemRef { elem: e1, .. }, TypeKind::UnrankedMemRef { elem: e2, .. }) => {
            e1 == e2
        }
        _ => false,
    }
}

/// CastOpInterface's verifier message.
fn verify_cast_interface(
    ctx: &Context,
    op: OpId,
    compatible: fn(&Context, Type, Type) -> bool,
) -> DResult<()> {
    let a = ctx.value_type(ctx.operand(op, 0));
    let b = ctx.value_type(ctx.result(op, 0));
    if !compatible(ctx, a, b) {
        return Err(op_err(
            ctx,
            op,
            format!(
                "operand type {} and result type {} are cast incompatible",
                qty(ctx, a),
                qty(ctx, b)
            ),
        ));
    }
    Ok(())
}

pub(super) fn verify_cast(ctx: &Context, op: OpId) -> DResult<()> {
    verify_cast_interface(ctx, op, cast_compatible)
}

pub(super) fn verify_memory_space_cast(ctx: &Context, op: OpId) -> DResult<()> {
    verify_cast_interface(ctx, op, memory_space_cast_compatible)
}

// ---- offsets / sizes / strides (OffsetSizeAndStrideOpInterface) -------------------------------------------------

/// The static parts and dynamic operands of an op with offsets, sizes and strides.
pub struct OffsetsSizesStrides {
    pub offsets: Vec<i64>,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
    pub dyn_offsets: Vec<crate::ir::ValueId>,
    pub dyn_sizes: Vec<crate::ir::ValueId>,
    pub dyn_strides: Vec<crate::ir::ValueId>,
}

impl OffsetsSizesStrides {
    /// The lists of `reinterpret_cast` or `subview` (operand groups 1 to 3 and the static arrays).
    pub fn of(ctx: &Context, op: OpId) -> Self {
        let group = |g: usize| {
            ctx.ops[op]
                .def
                .map(|d| crate::ods::operand_group(ctx, op, d, g).to_vec())
                .unwrap_or_default()
        };
        OffsetsSizesStrides {
            offsets: static_list(ctx, op, "static_offsets"),
            sizes: static_list(ctx, op, "static_sizes"),
            strides: static_list(ctx, op, "static_strides"),
            dyn_offsets: group(1),
            dyn_sizes: group(2),
            dyn_strides: group(3),
        }
    }
    pub fn mixed_sizes(&self) -> Vec<Mixed> {
        mixed_list::mixed_values(&self.dyn_sizes, &self.sizes)
    }
}

/// `verifyOffsetSizeAndStrideOp` with the maximal ranks of the three lists.
fn verify_offset_size_stride(
    ctx: &Context,
    op: OpId,
    oss: &OffsetsSizesStrides,
    max: [usize; 3],
) -> DResult<()> {
    // `getMixedOffsets()` has one entry per static entry, whether or not its value is present.
    let (mo, ms, mst) = (oss.offsets.len(), oss.sizes.len(), oss.strides.len());
    if !(mo == 1 && max[0] == 1) && mo != ms {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({mo} vs {ms}) so the rank of the result type is well-formed."
            ),
        ));
    }
    if ms != mst {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({ms} vs {mst}) so the rank of the result type is well-formed."
            ),
        ));
    }
    let lists = [
        ("offset", &oss.offsets, oss.dyn_offsets.len(), max[0]),
        ("size", &oss.sizes, oss.dyn_sizes.len(), max[1]),
        ("stride", &oss.strides, oss.dyn_strides.len(), max[2]),
    ];
    for (name, statics, ndyn, n) in lists {
        if statics.len() != n {
            return Err(plain_err(
                ctx,
                op,
                format!("expected {n} {name} values, got {}", statics.len()),
            ));
        }
        let expected = statics.iter().filter(|v| **v == DYNAMIC).count();
        if ndyn != expected {
            return Err(plain_err(
                ctx,
                op,
                format!("expected {expected} dynamic {name} values"),
            ));
        }
    }
    for (name, statics) in [("offsets", &oss.offsets), ("sizes", &oss.sizes)] {
        if let Some(v) = statics.iter().find(|v| **v < 0 && **v != DYNAMIC) {
            return Err(plain_err(
                ctx,
                op,
                format!("expected {name} to be non-negative, but got {v}"),
            ));
        }
    }
    Ok(())
}

// ---- reinterpret_cast ----------------------------------------------------------------------------------------

pub(super) fn verify_reinterpret_cast(ctx: &Context, op: OpId) -> DResult<()> {
    let src = ctx.value_type(ctx.operand(op, 0));
    let res = ctx.value_type(ctx.result(op, 0));
    let Some(r) = memref_parts(ctx, res) else {
        return Ok(());
    };
    let oss = OffsetsSizesStrides::of(ctx, op);
    let rank = r.shape.len();
    verify_offset_size_stride(ctx, op, &oss, [1, rank, rank])?;
    if memory_space(ctx, src) != r.memory_space {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "different memory spaces specified for source type {} and result memref type {}",
                qty(ctx, src),
                qty(ctx, res)
            ),
        ));
    }
    if ctx.element_type(src) != r.elem {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "different element types specified for source type {} and result memref type {}",
                qty(ctx, src),
                qty(ctx, res)
            ),
        ));
    }
    for (i, (have, want)) in r.shape.iter().zip(&oss.sizes).enumerate() {
        if *have != DYNAMIC && *want != DYNAMIC && have != want {
            return Err(plain_err(
                ctx,
                op,
                format!("expected result type with size = {want} instead of {have} in dim = {i}"),
            ));
        }
    }
    let Some(info) = layout::layout_strides_and_offset(ctx, &r.shape, r.layout) else {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "expected result type to have strided layout but found {}",
                qty(ctx, res)
            ),
        ));
    };
    let want_offset = oss.offsets.first().copied().unwrap_or(0);
    if info.offset != DYNAMIC && want_offset != DYNAMIC && info.offset != want_offset {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "expected result type with offset = {want_offset} instead of {}",
                info.offset
            ),
        ));
    }
    for (i, (have, want)) in info.strides.iter().zip(&oss.strides).enumerate() {
        if *have != DYNAMIC && *want != DYNAMIC && have != want {
            return Err(plain_err(
                ctx,
                op,
                format!("expected result type with stride = {want} instead of {have} in dim = {i}"),
            ));
        }
    }
    Ok(())
}

// ---- subview -------------------------------------------------------------------------------------------------

/// The type a subview has without rank reduction (`SubViewOp::inferResultType`): the given sizes, and the
/// source's strides and offset advanced by the static offsets and scaled by the static strides.
pub fn subview_inferred_layout(
    source: &StridedInfo,
    offsets: &[i64],
    strides: &[i64],
) -> StridedInfo {
    let mut offset = source.offset;
    for (o, s) in offsets.iter().zip(&source.strides) {
        offset = sat_add(offset, sat_mul(*o, *s));
    }
    StridedInfo {
        strides: source
            .strides
            .iter()
            .zip(strides)
            .map(|(a, b)| sat_mul(*a, *b))
            .collect(),
        offset,
    }
}

/// `computeRankReductionMask`: which dims of `original` are dropped to get `reduced` (dropped dims must be
/// 1); `None` if the shapes cannot be matched.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        unused[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// `computeMemRefRankReductionMask`: the dims a rank-reducing subview drops. Static size-1 dims are the
/// candidates; when there are more candidates than dropped dims, a dim counts as dropped only if its stride
/// (in `original`) no longer occurs in `reduced` as often. `None` when the strides cannot be matched.
pub fn memref_rank_reduction_mask(
    original: &StridedInfo,
    reduced: &StridedInfo,
    sizes: &[Mixed],
) -> Option<Vec<bool>> {
    let orank = original.strides.len();
    let rrank = reduced.strides.len();
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, s) in sizes.iter().enumerate().take(orank) {
        unused[i] = *s == Mixed::Static(1);
    }
    let count = |u: &[bool]| u.iter().filter(|b| **b).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for s in v {
            *m.entry(*s).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&original.strides);
    let candidate = occurrences(&reduced.strides);
    for (dim, &stride) in original.strides.iter().enumerate() {
        if !unused[dim] {
            continue;
        }
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        if have > want {
            unaccounted.insert(stride, have - 1);
        } else if have == want {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    (count(&unused) + rrank == orank).then_some(unused)
}

pub(super) fn verify_subview(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(((base_ty, base), (sub_ty, sub))) = source_and_result_parts(ctx, op) else {
        return Ok(());
    };
    let oss = OffsetsSizesStrides::of(ctx, op);
    let rank = base.shape.len();
    verify_offset_size_stride(ctx, op, &oss, [rank, rank, rank])?;
    if base.memory_space != sub.memory_space {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "different memory spaces specified for base memref type {} and subview memref type {}",
                qty(ctx, base_ty),
                qty(ctx, sub_ty)
            ),
        ));
    }
    let Some(src_info) = layout::layout_strides_and_offset(ctx, &base.shape, base.layout) else {
        return Err(plain_err(
            ctx,
            op,
            format!("base type {} is not strided", qty(ctx, base_ty)),
        ));
    };
    let expected = subview_inferred_layout(&src_info, &oss.offsets, &oss.strides);
    let expected_shape = oss.sizes.clone();
    let expected_str = || {
        format!(
            "'{}'",
            memref_type_string(
                ctx,
                &expected_shape,
                base.elem,
                Some(&expected),
                base.memory_space
            )
        )
    };
    let layout_mismatch = || {
        plain_err(
            ctx,
            op,
            format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result layout) ",
                expected_str()
            ),
        )
    };
    // isRankReducedType
    let same_type = sub.shape == expected_shape
        && sub.elem == base.elem
        && sub.memory_space == base.memory_space
        && matches!(sub.layout.map(|l| ctx.attr_kind(l)), Some(AttrKind::Strided { strides, offset })
            if *strides == expected.strides && *offset == expected.offset);
    if !same_type {
        if sub.shape.len() > expected_shape.len() {
            return Err(plain_err(
                ctx,
                op,
                "expected result rank to be smaller or equal to the source rank. ",
            ));
        }
        if rank_reduction_mask(&expected_shape, &sub.shape).is_none() {
            return Err(plain_err(
                ctx,
                op,
                format!(
                    "expected result type to be {} or a rank-reduced version. (mismatch of result sizes) ",
                    expected_str()
                ),
            ));
        }
        if sub.elem != base.elem {
            return Err(plain_err(
                ctx,
                op,
                format!("expected result element type to be {}", qty(ctx, base.elem)),
            ));
        }
    }
    let Some(sub_info) = layout::layout_strides_and_offset(ctx, &sub.shape, sub.layout) else {
        return Err(layout_mismatch());
    };
    if sub_info.offset != expected.offset {
        return Err(layout_mismatch());
    }
    let Some(unused) = memref_rank_reduction_mask(&expected, &sub_info, &oss.mixed_sizes()) else {
        return Err(layout_mismatch());
    };
    let kept: Vec<i64> = expected
        .strides
        .iter()
        .zip(&unused)
        .filter(|(_, u)| !**u)
        .map(|(s, _)| *s)
        .collect();
    if kept != sub_info.strides {
        return Err(layout_mismatch());
    }
    Ok(())
}

/// Prints `memref<shape x elem, strided<..>, space>` for a type that may not be interned (messages only).
pub fn memref_type_string(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<&StridedInfo>,
    space: Option<Attribute>,
) -> String {
    let mut s = String::from("memref<");
    for d in shape {
        if *d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&crate::print::type_to_string(ctx, elem));
    if let Some(l) = layout {
        s.push_str(", ");
        s.push_str(&strided_string(l));
    }
    if let Some(sp) = space {
        s.push_str(", ");
        s.push_str(&space_str(ctx, sp));
    }
    s.push('>');
    s
}

/// A memory space as a memref type prints it (`i64` integers without their type).
pub fn space_str(ctx: &Context, a: Attribute) -> String {
    crate::print::attr_to_string_elide_i64(ctx, a)
}

/// `strided<[1, ?], offset: 4>` as MLIR prints a strided layout (offset omitted when 0).
pub fn strided_string(l: &StridedInfo) -> String {
    let strides: Vec<String> = l.strides.iter().map(|v| dim_text(*v)).collect();
    let mut s = format!("strided<[{}]", strides.join(", "));
    if l.offset != 0 {
        s.push_str(&format!(", offset: {}", dim_text(l.offset)));
    }
    s.push('>');
    s
}

// ---- reshape -------------------------------------------------------------------------------------------------

pub(super) fn verify_reshape(ctx: &Context, op: OpId) -> DResult<()> {
    let reshape = ReshapeOp(op);
    let src = ctx.value_type(reshape.source(ctx));
    let res = ctx.value_type(reshape.result(ctx));
    if ctx.element_type(src) != ctx.element_type(res) {
        return Err(op_err(
            ctx,
            op,
            "element types of source and destination memref types should be the same",
        ));
    }
    if let Some(s) = memref_parts(ctx, src) {
        if !layout::is_identity_layout(ctx, s.layout) {
            return Err(op_err(
                ctx,
                op,
                "source memref type should have identity affine map",
            ));
        }
    }
    let shape_len = ctx
        .shape(ctx.value_type(reshape.shape(ctx)))
        .and_then(|s| s.first().copied())
        .unwrap_or(0);
    if let Some(r) = memref_parts(ctx, res) {
        if !layout::is_identity_layout(ctx, r.layout) {
            return Err(op_err(
                ctx,
                op,
                "result memref type should have identity affine map",
            ));
        }
        if shape_len == DYNAMIC {
            return Err(op_err(
                ctx,
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_len != r.shape.len() as i64 {
            return Err(op_err(
                ctx,
                op,
                "length of shape operand differs from the result's memref rank",
            ));
        }
    }
    Ok(())
}

// ---- view ----------------------------------------------------------------------------------------------------

pub(super) fn verify_view(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(((base_ty, base), (view_ty, view))) = source_and_result_parts(ctx, op) else {
        return Ok(());
    };
    if !layout::is_identity_layout(ctx, base.layout) {
        return Err(plain_err(
            ctx,
            op,
            format!("unsupported map for base memref type {}", qty(ctx, base_ty)),
        ));
    }
    if !layout::is_identity_layout(ctx, view.layout) {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "unsupported map for result memref type {}",
                qty(ctx, view_ty)
            ),
        ));
    }
    if base.memory_space != view.memory_space {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "different memory spaces specified for base memref type {} and view memref type {}",
                qty(ctx, base_ty),
                qty(ctx, view_ty)
            ),
        ));
    }
    let ndyn = view.shape.iter().filter(|d| **d == DYNAMIC).count();
    if ViewOp(op).sizes(ctx).len() != ndyn {
        return Err(plain_err(
            ctx,
            op,
            format!(
                "incorrect number of size operands for type {}",
                qty(ctx, view_ty)
            ),
        ));
    }
    Ok(())
}

// ---- transpose -----------------------------------------------------------------------------------------------

/// `%v (d0, d1) -> (d1, d0) {attrs} : t1 to t2`: the permutation is a bare affine map.
pub(super) fn parse_transpose(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let v = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    p.parse_optional_attr_dict(st)?;
    let src_ty = parse_colon_memref_type(p)?;
    let input = p.resolve_operand(&v, src_ty)?;
    // `parseKeywordType("to", Type &)`: no kind check (the verifier reports the type).
    p.parse_keyword("to")?;
    let res_ty = p.parse_type()?;
    st.operands = vec![input];
    st.result_types = vec![res_ty];
    // The C++ parser adds the permutation to the attribute list the dictionary went into.
    if st
        .attrs
        .iter()
        .any(|(k, _)| p.ctx_ref().str(*k) == "permutation")
    {
        return Err(err_at_name(
            p,
            st,
            "attribute 'permutation' occurs more than once in the attribute list",
        ));
    }
    let ctx = p.ctx();
    let map = ctx.attr(AttrKind::AffineMap(map));
    st.props.push((ctx.sym("permutation"), map));
    Ok(())
}

/// ` %v (d0, d1) -> (d1, d0) {attrs} : t1 to t2`: the permutation printed as a bare affine map
/// (`p << AffineMap`: no wrapper, no alias).
pub(super) fn print_transpose(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let t = TransposeOp(op);
    let input = ctx.ops[op].operands.first().copied();
    let map = t.permutation(ctx).map(|m| match ctx.attr_kind(m) {
        AttrKind::AffineMap(map) => crate::print::affine::affine_map_to_string(map),
        _ => crate::print::attr_to_string(ctx, m),
    });
    let src_ty = input.map(|v| ctx.value_type(v));
    let res_ty = ctx.ops[op].results.first().map(|r| ctx.value_type(*r));
    p.write(" ");
    if let Some(v) = input {
        p.print_operand(v);
    }
    p.write(" ");
    if let Some(m) = map {
        p.write(&m);
    }
    p.print_optional_attr_dict(op, &["permutation"]);
    p.write(" : ");
    if let Some(t) = src_ty {
        p.print_type(t);
    }
    p.write(" to ");
    if let Some(t) = res_ty {
        p.print_type(t);
    }
}

/// The permutation `perm[i] = j` of a map `(d0, ..) -> (d_j, ..)`, if it is one.
pub fn permutation_of(map: &crate::ir::attrs::AffineMap) -> Option<Vec<usize>> {
    if map.num_symbols != 0 || map.results.len() != map.num_dims as usize {
        return None;
    }
    let mut seen = vec![false; map.results.len()];
    let mut perm = vec![];
    for e in &map.results {
        let crate::ir::attrs::AffineExpr::Dim(d) = e else {
            return None;
        };
        let d = *d as usize;
        if d >= seen.len() || seen[d] {
            return None;
        }
        seen[d] = true;
        perm.push(d);
    }
    Some(perm)
}

pub(super) fn verify_transpose(ctx: &Context, op: OpId) -> DResult<()> {
    let Some(AttrKind::AffineMap(map)) = ctx.get_attr(op, "permutation").map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    let Some(perm) = permutation_of(map) else {
        return Err(op_err(ctx, op, "expected a permutation map"));
    };
    let Some(((_, src), (res_ty, res))) = source_and_result_parts(ctx, op) else {
        return Ok(());
    };
    if perm.len() != src.shape.len() {
        return Err(op_err(
            ctx,
            op,
            "expected a permutation map of same rank as the input",
        ));
    }
    let Some(info) = layout::layout_strides_and_offset(ctx, &src.shape, src.layout) else {
        return Ok(());
    };
    if info.strides.len() != perm.len() {
        return Ok(());
    }
    // inferTransposeResultType: permuted sizes and strides, the source's offset.
    let shape: Vec<i64> = perm.iter().map(|d| src.shape[*d]).collect();
    let strides: Vec<i64> = perm.iter().map(|d| info.strides[*d]).collect();
    let expected = layout::canonical_layout_of_strided(
        &shape,
        &StridedInfo {
            strides,
            offset: info.offset,
        },
    );
    let same = res.shape == shape
        && res.elem == src.elem
        && res.memory_space == src.memory_space
        && layout::canonical_layout(ctx, &res.shape, res.layout) == expected;
    if !same {
        return Err(op_err(
            ctx,
            op,
            format!(
                "result type {} is not equivalent to the canonical transposed input type '{}'",
                qty(ctx, res_ty),
                canonical_type_string(ctx, &shape, src.elem, &expected, src.memory_space)
            ),
        ));
    }
    Ok(())
}

/// A memref type with a canonicalized layout, as text (messages only).
pub fn canonical_type_string(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: &layout::CanonicalLayout,
    space: Option<Attribute>,
) -> String {
    let mut s = String::from("memref<");
    for d in shape {
        s.push_str(&dim_text(*d));
        s.push('x');
    }
    s.push_str(&crate::print::type_to_string(ctx, elem));
    match layout {
        layout::CanonicalLayout::Identity => {}
        layout::CanonicalLayout::Strided(info) => {
            s.push_str(", ");
            s.push_str(&strided_string(info));
        }
        layout::CanonicalLayout::Affine(info) => {
            s.push_str(", ");
            s.push_str(&layout::strided_affine_map_string(info));
        }
        layout::CanonicalLayout::Other(a) => {
            s.push_str(", ");
            s.push_str(&attr_str(ctx, *a));
        }
    }
    if let Some(sp) = space {
        s.push_str(", ");
        s.push_str(&space_str(ctx, sp));
    }
    s.push('>');
    s
}
