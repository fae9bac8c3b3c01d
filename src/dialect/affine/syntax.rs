//! The custom forms of the affine ops, which upstream parses and prints in C++ (AffineOps.cpp):
//! maps and integer sets applied to `(dims)[symbols]`, loop bounds (`max`/`min` maps, a constant
//! or a single SSA value), subscripts written as affine expressions of SSA values
//! (`%A[%i + 1, symbol(%n)]`), and `affine.parallel`'s bound groups.

use super::{map_of, verify::AtomicKind, ForOp, IfOp, ParallelOp, YieldOp};
use crate::diag::{DResult, Diagnostic};
use crate::ir::attrs::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Context, OpId, OpState, RegionId, Type, TypeKind, ValueId};
use crate::ods::asm::{AsmParser, AsmPrinter, Delimiter, Punct, RegionArg, UnresolvedOperand};
use crate::ods::{traits, OpDef};

// ---- shared pieces ----------------------------------------------------------------------------

/// An error at the op's name (`parser.emitError(parser.getNameLoc(), ...)`).
fn err_at_name(p: &dyn AsmParser, st: &OpState, msg: impl AsRef<str>) -> Diagnostic {
    let ctx = p.ctx_ref();
    Diagnostic::at(
        ctx,
        st.loc,
        format!("custom op '{}' {}", ctx.str(st.name), msg.as_ref()),
    )
}

fn set_prop(p: &mut dyn AsmParser, st: &mut OpState, name: &str, value: Attribute) {
    let k = p.sym(name);
    st.props.retain(|(n, _)| *n != k);
    st.props.push((k, value));
}

fn map_attr(ctx: &mut Context, map: AffineMap) -> Attribute {
    ctx.attr(AttrKind::AffineMap(map))
}

/// `parseAttribute<AffineMapAttr>` / `<IntegerSetAttr>`: any attribute, then its kind.
fn parse_attr_of_kind(
    p: &mut dyn AsmParser,
    ty: Option<Type>,
    ok: fn(&AttrKind) -> bool,
) -> DResult<Attribute> {
    let off = p.offset();
    let a = p.parse_attribute(ty)?;
    if !ok(p.ctx_ref().attr_kind(a)) {
        return Err(p.error_at(off, "invalid kind of attribute specified".into()));
    }
    Ok(a)
}

/// `parseColonType<MemRefType>` and the like: a type of the kind `ok` accepts.
fn parse_type_of_kind(p: &mut dyn AsmParser, ok: fn(&TypeKind) -> bool) -> DResult<Type> {
    let off = p.offset();
    let t = p.parse_type()?;
    if !ok(p.ctx_ref().kind(t)) {
        return Err(p.error_at(off, "invalid kind of type specified".into()));
    }
    Ok(t)
}

fn is_memref(k: &TypeKind) -> bool {
    matches!(k, TypeKind::MemRef { .. })
}

fn is_vector(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Vector { .. })
}

/// `parseOperandList` with a delimiter.
fn parse_operands(p: &mut dyn AsmParser, delim: Delimiter) -> DResult<Vec<UnresolvedOperand>> {
    let mut out = vec![];
    p.parse_comma_separated_list(delim, " in operand list", &mut |p| {
        out.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok(out)
}

fn resolve_all(p: &mut dyn AsmParser, us: &[UnresolvedOperand], ty: Type) -> DResult<Vec<ValueId>> {
    us.iter().map(|u| p.resolve_operand(u, ty)).collect()
}

/// `parseDimAndSymbolList`: `(%d, ...)` then `[%s, ...]` if present, all `index`; the operands
/// and the number of dimensions.
fn parse_dim_and_symbol_list(p: &mut dyn AsmParser) -> DResult<(Vec<ValueId>, usize)> {
    let mut us = parse_operands(p, Delimiter::Paren)?;
    let num_dims = us.len();
    us.extend(parse_operands(p, Delimiter::OptionalSquare)?);
    let index = p.ctx().index();
    Ok((resolve_all(p, &us, index)?, num_dims))
}

/// `printDimAndSymbolList`.
fn print_dim_and_symbol_list(p: &mut dyn AsmPrinter, operands: &[ValueId], num_dims: usize) {
    let num_dims = num_dims.min(operands.len());
    p.write("(");
    p.print_operands(&operands[..num_dims]);
    p.write(")");
    if operands.len() > num_dims {
        p.write("[");
        p.print_operands(&operands[num_dims..]);
        p.write("]");
    }
}

/// `ensureTerminator` of `SingleBlockImplicitTerminator<AffineYieldOp>`: a block in an empty
/// region, and an `affine.yield` (at the op's location) unless the block ends in a terminator.
pub fn ensure_terminator(ctx: &mut Context, region: RegionId, loc: Attribute) {
    if ctx.regions[region].first.is_none() {
        let b = ctx.new_block();
        ctx.append_block(region, b);
    }
    let Some(block) = ctx.regions[region].last else {
        return;
    };
    let terminated = ctx.blocks[block]
        .last
        .is_some_and(|o| ctx.ops[o].def.is_some_and(|d| d.has(traits::TERMINATOR)));
    if terminated {
        return;
    }
    let term: &'static OpDef = YieldOp::def();
    let st = OpState::of(ctx, term, loc);
    let op = ctx.create_op(st);
    ctx.append_op(block, op);
}

/// The results of the op's properties that hold an affine map, by name.
fn prop_map(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    crate::ods::prop(ctx, op, name).filter(|a| matches!(ctx.attr_kind(*a), AttrKind::AffineMap(_)))
}

/// `[expr, ...]` of SSA values (`parseAffineMapOfSSAIds`) stored as property `name`.
fn parse_subscripts(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    name: &str,
) -> DResult<Vec<UnresolvedOperand>> {
    let (map, operands) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let a = map_attr(p.ctx(), map);
    set_prop(p, st, name, a);
    Ok(operands)
}

// ---- affine.apply / affine.min / affine.max -----------------------------------------------------

/// `affine.apply #map(%d)[%s] attr-dict`: every operand and the results `index`.
pub fn parse_apply(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let map = parse_attr_of_kind(p, None, |k| matches!(k, AttrKind::AffineMap(_)))?;
    set_prop(p, st, "map", map);
    let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
    p.parse_optional_attr_dict(st)?;
    let (map_dims, map_syms, results) = match p.ctx_ref().attr_kind(map) {
        AttrKind::AffineMap(m) => (m.num_dims as usize, m.num_symbols as usize, m.results.len()),
        _ => (0, 0, 0),
    };
    if map_dims != num_dims || num_dims + map_syms != operands.len() {
        return Err(err_at_name(p, st, "dimension or symbol index mismatch"));
    }
    st.operands = operands;
    let index = p.ctx().index();
    st.result_types = vec![index; results];
    Ok(())
}

/// `affine.min #map(%d)[%s] attr-dict` (and `affine.max`).
pub fn parse_min_max(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let map = parse_attr_of_kind(p, None, |k| matches!(k, AttrKind::AffineMap(_)))?;
    set_prop(p, st, "map", map);
    let dims = parse_operands(p, Delimiter::Paren)?;
    let syms = parse_operands(p, Delimiter::OptionalSquare)?;
    p.parse_optional_attr_dict(st)?;
    let index = p.ctx().index();
    st.operands = resolve_all(p, &dims, index)?;
    st.operands.extend(resolve_all(p, &syms, index)?);
    st.result_types = vec![index];
    Ok(())
}

/// `#map(%d)[%s]` and the attr-dict (`affine.apply`, `min`, `max`).
pub fn print_map_op(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(map) = ctx.get_attr(op, "map") else {
        return;
    };
    let num_dims = map_of(ctx, op).map_or(0, |m| m.num_dims as usize);
    let operands = ctx.ops[op].operands.to_vec();
    p.write(" ");
    p.print_attribute(map);
    print_dim_and_symbol_list(p, &operands, num_dims);
    p.print_optional_attr_dict(op, &["map"]);
}

// ---- affine.for ---------------------------------------------------------------------------------

/// One loop bound (`parseBound`): `max`/`min` and a map applied to `(dims)[symbols]`, a single SSA
/// value (the map `()[s0] -> (s0)`), or an integer (a constant map). Returns the operands.
fn parse_bound(p: &mut dyn AsmParser, st: &mut OpState, lower: bool) -> DResult<Vec<ValueId>> {
    let has_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    let mut ssa = vec![];
    if p.at_operand() {
        ssa.push(p.parse_operand()?);
        while p.parse_optional_punct(Punct::Comma) {
            ssa.push(p.parse_operand()?);
        }
    }
    let index = p.ctx().index();
    if !ssa.is_empty() {
        if ssa.len() > 1 {
            return Err(err_at_name(p, st, "expected only one loop bound operand"));
        }
        let v = p.resolve_operand(&ssa[0], index)?;
        let map = map_attr(
            p.ctx(),
            AffineMap {
                num_dims: 0,
                num_symbols: 1,
                results: vec![AffineExpr::Symbol(0)],
            },
        );
        set_prop(p, st, name, map);
        return Ok(vec![v]);
    }
    let attr_off = p.offset();
    let bound = p.parse_attribute(Some(index))?;
    let kind = p.ctx_ref().attr_kind(bound).clone();
    match kind {
        AttrKind::AffineMap(map) => {
            set_prop(p, st, name, bound);
            let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
            if map.num_dims as usize != num_dims {
                return Err(err_at_name(
                    p,
                    st,
                    "dim operand count and affine map dim count must match",
                ));
            }
            if num_dims + map.num_symbols as usize != operands.len() {
                return Err(err_at_name(
                    p,
                    st,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if map.results.len() > 1 && !has_min_max {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.error_at(attr_off, msg.into()));
            }
            Ok(operands)
        }
        AttrKind::Integer { value, .. } => {
            let c = i64::try_from(&value).unwrap_or_else(|_| {
                // `getInt()` of a wider value keeps its low 64 bits.
                let bytes = value.to_signed_bytes_le();
                let mut b = [if value.sign() == num_bigint::Sign::Minus {
                    0xff
                } else {
                    0
                }; 8];
                for (d, s) in b.iter_mut().zip(bytes) {
                    *d = s;
                }
                i64::from_le_bytes(b)
            });
            let map = map_attr(
                p.ctx(),
                AffineMap {
                    num_dims: 0,
                    num_symbols: 0,
                    results: vec![AffineExpr::Const(c)],
                },
            );
            set_prop(p, st, name, map);
            Ok(vec![])
        }
        _ => Err(err_at_name(
            p,
            st,
            "expected valid affine map representation for loop bounds",
        )),
    }
}

/// `(%a = %x, ...)` (`parseAssignmentList`): the region arguments (untyped) and their operands.
fn parse_assignment_list(
    p: &mut dyn AsmParser,
) -> DResult<(Vec<RegionArg>, Vec<UnresolvedOperand>)> {
    if !p.at_punct(Punct::LParen) {
        return Err(p.error_here("expected '('".into()));
    }
    let (mut lhs, mut rhs) = (vec![], vec![]);
    p.parse_comma_separated_list(Delimiter::OptionalParen, "", &mut |p| {
        lhs.push(p.parse_argument(false, true)?);
        p.parse_punct(Punct::Equal)?;
        rhs.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok((lhs, rhs))
}

/// `affine.for %i = <lb> to <ub> (step N)? (iter_args(%a = %x, ...) -> (types))? region attr-dict`.
pub fn parse_for(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let index = p.ctx().index();
    let mut iv = p.parse_argument(false, true)?;
    iv.ty = index;
    p.parse_punct(Punct::Equal)?;
    let lb = parse_bound(p, st, true)?;
    if !p.parse_optional_keyword("to") {
        return Err(p.error_here("expected 'to' between bounds".into()));
    }
    let ub = parse_bound(p, st, false)?;
    let step = if !p.parse_optional_keyword("step") {
        p.ctx().int_attr(index, 1)
    } else {
        let off = p.offset();
        let a = parse_attr_of_kind(p, Some(index), |k| matches!(k, AttrKind::Integer { .. }))?;
        let negative = p
            .ctx_ref()
            .as_int_attr(a)
            .is_some_and(|v| v.sign() == num_bigint::Sign::Minus);
        if negative {
            return Err(p.error_at(
                off,
                "expected step to be representable as a positive signed integer".into(),
            ));
        }
        a
    };
    set_prop(p, st, "step", step);
    let mut args = vec![iv];
    let mut inits = vec![];
    if p.parse_optional_keyword("iter_args") {
        let (lhs, rhs) = parse_assignment_list(p)?;
        st.result_types = p.parse_arrow_type_list()?;
        for ((mut arg, u), &ty) in lhs.into_iter().zip(&rhs).zip(&st.result_types.clone()) {
            arg.ty = ty;
            inits.push(p.resolve_operand(u, ty)?);
            args.push(arg);
        }
        if rhs.len() != inits.len() || inits.len() != st.result_types.len() {
            return Err(err_at_name(
                p,
                st,
                "mismatch between the number of loop-carried values and results",
            ));
        }
    }
    let sizes = [lb.len() as i128, ub.len() as i128, inits.len() as i128];
    st.operands = lb;
    st.operands.extend(ub);
    st.operands.extend(inits);
    let i32t = p.ctx().i32();
    let seg = p.ctx().attr(AttrKind::DenseArray {
        elem: i32t,
        values: sizes.to_vec(),
    });
    set_prop(p, st, "operandSegmentSizes", seg);
    let region = p.parse_region(&args)?;
    ensure_terminator(p.ctx(), region, st.loc);
    st.regions.push(region);
    p.parse_optional_attr_dict(st)
}

/// One bound as `printBound` writes it: a constant, a single symbol's value, or (`max`/`min`)
/// the map applied to its operands.
fn print_bound(p: &mut dyn AsmPrinter, map_attr: Attribute, operands: &[ValueId], prefix: &str) {
    enum Form {
        Const(i64),
        Symbol,
        Map { multi: bool, num_dims: usize },
    }
    let form = {
        let ctx = p.ctx();
        let AttrKind::AffineMap(map) = ctx.attr_kind(map_attr) else {
            return;
        };
        match map.results.as_slice() {
            [AffineExpr::Const(c)] if map.num_dims == 0 && map.num_symbols == 0 => Form::Const(*c),
            [AffineExpr::Symbol(_)]
                if map.num_dims == 0 && map.num_symbols == 1 && !operands.is_empty() =>
            {
                Form::Symbol
            }
            r => Form::Map {
                multi: r.len() != 1,
                num_dims: map.num_dims as usize,
            },
        }
    };
    match form {
        Form::Const(c) => p.write_int(c),
        Form::Symbol => p.print_operand(operands[0]),
        Form::Map { multi, num_dims } => {
            if multi {
                p.write(prefix);
                p.write(" ");
            }
            p.print_attribute(map_attr);
            print_dim_and_symbol_list(p, operands, num_dims);
        }
    }
}

/// The lower-bound, upper-bound and init operands of `affine.for` (by its segment sizes).
pub fn for_operand_groups(ctx: &Context, op: OpId) -> [&[ValueId]; 3] {
    let def = ForOp::def();
    [0, 1, 2].map(|g| crate::ods::operand_group(ctx, op, def, g))
}

pub fn print_for(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let [lb, ub, inits] = for_operand_groups(ctx, op).map(<[ValueId]>::to_vec);
    let region = ctx.ops[op].regions.first().copied();
    let args = region
        .and_then(|r| ctx.regions[r].first)
        .map(|b| ctx.blocks[b].args.clone())
        .unwrap_or_default();
    let (Some(lbm), Some(ubm)) = (
        prop_map(ctx, op, "lowerBoundMap"),
        prop_map(ctx, op, "upperBoundMap"),
    ) else {
        return;
    };
    let step = crate::ods::prop(ctx, op, "step").and_then(|a| ctx.as_i64(a));
    let results = ctx.result_types(op);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_region_argument(iv);
    }
    p.write(" = ");
    print_bound(p, lbm, &lb, "max");
    p.write(" to ");
    print_bound(p, ubm, &ub, "min");
    if let Some(s) = step.filter(|s| *s != 1) {
        p.write(" step ");
        p.write_int(s);
    }
    let has_iter = !inits.is_empty();
    if has_iter {
        p.write(" iter_args(");
        for (i, (a, v)) in args.iter().skip(1).zip(&inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(*a);
            p.write(" = ");
            p.print_operand(*v);
        }
        p.write(") -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    if let Some(r) = region {
        p.print_region(r, false, has_iter);
    }
    p.print_optional_attr_dict(
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

// ---- affine.if ----------------------------------------------------------------------------------

/// `affine.if #set(%d)[%s] (-> types)? region (else region)? attr-dict`.
pub fn parse_if(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let set = parse_attr_of_kind(p, None, |k| matches!(k, AttrKind::IntegerSet(_)))?;
    let k = p.sym("condition");
    st.attrs.push((k, set));
    let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
    let (set_dims, set_syms) = match p.ctx_ref().attr_kind(set) {
        AttrKind::IntegerSet(s) => (s.num_dims as usize, s.num_symbols as usize),
        _ => (0, 0),
    };
    if set_dims != num_dims {
        return Err(err_at_name(
            p,
            st,
            "dim operand count and integer set dim count must match",
        ));
    }
    if num_dims + set_syms != operands.len() {
        return Err(err_at_name(
            p,
            st,
            "symbol operand count and integer set symbol count must match",
        ));
    }
    st.operands = operands;
    st.result_types = p.parse_optional_arrow_type_list()?;
    let then_region = p.parse_region(&[])?;
    ensure_terminator(p.ctx(), then_region, st.loc);
    let else_region = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[])?;
        ensure_terminator(p.ctx(), r, st.loc);
        r
    } else {
        p.ctx().new_region()
    };
    st.regions = vec![then_region, else_region];
    p.parse_optional_attr_dict(st)
}

pub fn print_if(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(set) = ctx.get_attr(op, "condition") else {
        return;
    };
    let num_dims = super::condition_of(ctx, op).map_or(0, |s| s.num_dims as usize);
    let operands = ctx.ops[op].operands.to_vec();
    let results = ctx.result_types(op);
    let regions = ctx.ops[op].regions.clone();
    let else_empty = regions
        .get(1)
        .is_none_or(|r| ctx.regions[*r].first.is_none());
    p.write(" ");
    p.print_attribute(set);
    print_dim_and_symbol_list(p, &operands, num_dims);
    p.print_optional_arrow_type_list(&results);
    p.write(" ");
    let print_terms = !results.is_empty();
    if let Some(&r) = regions.first() {
        p.print_region(r, false, print_terms);
    }
    if !else_empty {
        p.write(" else ");
        p.print_region(regions[1], false, print_terms);
    }
    p.print_optional_attr_dict(op, &["condition"]);
}

// ---- loads, stores, prefetch --------------------------------------------------------------------

/// `affine.load %A[subscripts] attr-dict : memref-type`.
pub fn parse_load(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_subscripts(p, st, "map")?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, is_memref)?;
    let index = p.ctx().index();
    st.operands = vec![p.resolve_operand(&memref, ty)?];
    st.operands.extend(resolve_all(p, &indices, index)?);
    st.result_types = vec![p.ctx_ref().element_type(ty)];
    Ok(())
}

/// `affine.store %v, %A[subscripts] attr-dict : memref-type`.
pub fn parse_store(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let memref = p.parse_operand()?;
    let indices = parse_subscripts(p, st, "map")?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, is_memref)?;
    let elem = p.ctx_ref().element_type(ty);
    let index = p.ctx().index();
    st.operands = vec![
        p.resolve_operand(&value, elem)?,
        p.resolve_operand(&memref, ty)?,
    ];
    st.operands.extend(resolve_all(p, &indices, index)?);
    Ok(())
}

/// `affine.vector_load %A[subscripts] attr-dict : memref-type, vector-type`.
pub fn parse_vector_load(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_subscripts(p, st, "map")?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, is_memref)?;
    p.parse_punct(Punct::Comma)?;
    let vty = parse_type_of_kind(p, is_vector)?;
    let index = p.ctx().index();
    st.operands = vec![p.resolve_operand(&memref, ty)?];
    st.operands.extend(resolve_all(p, &indices, index)?);
    st.result_types = vec![vty];
    Ok(())
}

/// `affine.vector_store %v, %A[subscripts] attr-dict : memref-type, vector-type`.
pub fn parse_vector_store(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let memref = p.parse_operand()?;
    let indices = parse_subscripts(p, st, "map")?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, is_memref)?;
    p.parse_punct(Punct::Comma)?;
    let vty = parse_type_of_kind(p, is_vector)?;
    let index = p.ctx().index();
    st.operands = vec![
        p.resolve_operand(&value, vty)?,
        p.resolve_operand(&memref, ty)?,
    ];
    st.operands.extend(resolve_all(p, &indices, index)?);
    Ok(())
}

/// ` %A[subscripts]` of an op whose memref is operand `memref` and whose subscripts follow it.
fn print_access(p: &mut dyn AsmPrinter, op: OpId, memref: usize) {
    let ctx = p.ctx();
    let operands = ctx.ops[op].operands.to_vec();
    let map = ctx.get_attr(op, "map");
    p.write(" ");
    if memref == 1 {
        if let Some(&v) = operands.first() {
            p.print_operand(v);
        }
        p.write(", ");
    }
    if let Some(&m) = operands.get(memref) {
        p.print_operand(m);
    }
    p.write("[");
    if let Some(map) = map {
        p.print_affine_map_of_ssa_ids(map, operands.get(memref + 1..).unwrap_or(&[]));
    }
    p.write("]");
}

fn operand_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.ops[op].operands.get(i).map(|v| ctx.value_type(*v))
}

pub fn print_load(p: &mut dyn AsmPrinter, op: OpId) {
    print_access(p, op, 0);
    p.print_optional_attr_dict(op, &["map"]);
    p.write(" : ");
    if let Some(t) = operand_type(p.ctx(), op, 0) {
        p.print_type(t);
    }
}

pub fn print_store(p: &mut dyn AsmPrinter, op: OpId) {
    print_access(p, op, 1);
    p.print_optional_attr_dict(op, &["map"]);
    p.write(" : ");
    if let Some(t) = operand_type(p.ctx(), op, 1) {
        p.print_type(t);
    }
}

pub fn print_vector_load(p: &mut dyn AsmPrinter, op: OpId) {
    print_load(p, op);
    let ctx = p.ctx();
    if let Some(&r) = ctx.ops[op].results.first() {
        let t = ctx.value_type(r);
        p.write(", ");
        p.print_type(t);
    }
}

pub fn print_vector_store(p: &mut dyn AsmPrinter, op: OpId) {
    print_store(p, op);
    if let Some(t) = operand_type(p.ctx(), op, 0) {
        p.write(", ");
        p.print_type(t);
    }
}

/// `affine.prefetch %A[subscripts], read|write, locality<N>, data|instr attr-dict : memref-type`.
pub fn parse_prefetch(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_subscripts(p, st, "map")?;
    p.parse_punct(Punct::Comma)?;
    let Some(rw) = p.parse_optional_any_keyword() else {
        return Err(p.error_here("expected valid keyword".into()));
    };
    p.parse_punct(Punct::Comma)?;
    if !p.parse_optional_keyword("locality") {
        return Err(p.error_here("expected 'locality'".into()));
    }
    p.parse_punct(Punct::Less)?;
    let i32t = p.ctx().i32();
    let hint = parse_attr_of_kind(p, Some(i32t), |k| matches!(k, AttrKind::Integer { .. }))?;
    set_prop(p, st, "localityHint", hint);
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let Some(cache) = p.parse_optional_any_keyword() else {
        return Err(p.error_here("expected valid keyword".into()));
    };
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, is_memref)?;
    let index = p.ctx().index();
    st.operands = vec![p.resolve_operand(&memref, ty)?];
    st.operands.extend(resolve_all(p, &indices, index)?);
    if rw != "read" && rw != "write" {
        return Err(err_at_name(
            p,
            st,
            "rw specifier has to be 'read' or 'write'",
        ));
    }
    let is_write = p.ctx().bool_attr(rw == "write");
    set_prop(p, st, "isWrite", is_write);
    if cache != "data" && cache != "instr" {
        return Err(err_at_name(p, st, "cache type has to be 'data' or 'instr'"));
    }
    let is_data = p.ctx().bool_attr(cache == "data");
    set_prop(p, st, "isDataCache", is_data);
    Ok(())
}

pub fn print_prefetch(p: &mut dyn AsmPrinter, op: OpId) {
    print_access(p, op, 0);
    let ctx = p.ctx();
    let flag = |name: &str| {
        crate::ods::prop(ctx, op, name)
            .and_then(|a| ctx.as_int_attr(a))
            .is_some_and(|v| v.sign() != num_bigint::Sign::NoSign)
    };
    let (write, data) = (flag("isWrite"), flag("isDataCache"));
    // `getLocalityHint()` is the attribute's value as a `uint32_t`.
    let hint = crate::ods::prop(ctx, op, "localityHint")
        .and_then(|a| ctx.as_i64(a))
        .unwrap_or(0) as u32;
    p.write(if write { ", write" } else { ", read" });
    p.write(", locality<");
    p.write_uint(hint as u64);
    p.write(if data { ">, data" } else { ">, instr" });
    p.print_optional_attr_dict(op, &["map", "localityHint", "isDataCache", "isWrite"]);
    p.write(" : ");
    if let Some(t) = operand_type(p.ctx(), op, 0) {
        p.print_type(t);
    }
}

// ---- affine.parallel ----------------------------------------------------------------------------

/// A `dense<[...]> : tensor<Nxi32>` attribute (a splat when every element is equal, as
/// `DenseIntElementsAttr::get` makes it).
pub fn i32_tensor_attr(ctx: &mut Context, values: &[i32]) -> Attribute {
    let elem = ctx.i32();
    let ty = ctx.ty(TypeKind::RankedTensor {
        shape: vec![values.len() as i64],
        elem,
        encoding: None,
    });
    let splat = !values.is_empty() && values.iter().all(|v| *v == values[0]);
    let data: Vec<u8> = if splat {
        values[0].to_le_bytes().to_vec()
    } else {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    };
    ctx.attr(AttrKind::DenseElements {
        ty,
        splat,
        data: data.into_boxed_slice(),
    })
}

/// The elements of an `I32ElementsAttr` (a splat repeated over its shape).
pub fn i32_elements(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return None;
    };
    let n: i64 = ctx.shape(*ty)?.iter().product();
    let words: Vec<i64> = data
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64)
        .collect();
    if *splat {
        let v = *words.first()?;
        return Some(vec![v; n.max(0) as usize]);
    }
    Some(words)
}

/// The values of an `I64SmallVectorArrayAttr`.
pub fn i64_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    ctx.as_array(a)?.iter().map(|e| ctx.as_i64(*e)).collect()
}

/// One bound list of `affine.parallel` (`parseAffineMapWithMinMax`): `(expr, min(expr, ...), ...)`
/// as one flat map over deduplicated operands and the size of each group.
fn parse_parallel_bound(
    p: &mut dyn AsmParser,
    st: &mut OpState,
    lower: bool,
) -> DResult<Vec<ValueId>> {
    let (map_name, groups_name, keyword) = if lower {
        ("lowerBoundsMap", "lowerBoundsGroups", "max")
    } else {
        ("upperBoundsMap", "upperBoundsGroups", "min")
    };
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        let empty = AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: vec![],
        };
        let m = map_attr(p.ctx(), empty);
        set_prop(p, st, map_name, m);
        let g = i32_tensor_attr(p.ctx(), &[]);
        set_prop(p, st, groups_name, g);
        return Ok(vec![]);
    }
    let mut exprs: Vec<AffineExpr> = vec![];
    let mut dim_lists: Vec<Vec<UnresolvedOperand>> = vec![];
    let mut sym_lists: Vec<Vec<UnresolvedOperand>> = vec![];
    let mut groups: Vec<i32> = vec![];
    p.parse_comma_separated_list(Delimiter::None, "", &mut |p| {
        if p.parse_optional_keyword(keyword) {
            let (map, operands) = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
            let (dims, syms) = operands.split_at(map.num_dims as usize);
            for e in &map.results {
                exprs.push(e.clone());
                dim_lists.push(dims.to_vec());
                sym_lists.push(syms.to_vec());
            }
            groups.push(map.results.len() as i32);
        } else {
            let (e, dims, syms) = p.parse_affine_expr_of_ssa_ids()?;
            exprs.push(e);
            dim_lists.push(dims);
            sym_lists.push(syms);
            groups.push(1);
        }
        Ok(())
    })?;
    p.parse_punct(Punct::RParen)?;
    // Shift each expression's dims and symbols past those of the expressions before it.
    let (mut total_dims, mut total_syms) = (0u32, 0u32);
    for (i, e) in exprs.iter_mut().enumerate() {
        let nd = dim_lists[i].len() as u32;
        let ns = sym_lists[i].len() as u32;
        let dims: Vec<AffineExpr> = (0..nd).map(|d| AffineExpr::Dim(d + total_dims)).collect();
        let syms: Vec<AffineExpr> = (0..ns)
            .map(|s| AffineExpr::Symbol(s + total_syms))
            .collect();
        *e = crate::ir::affine_simplify::replace_dims_and_symbols(e, &dims, &syms);
        total_dims += nd;
        total_syms += ns;
    }
    // deduplicateAndResolveOperands: each distinct value once, dims and symbols apart.
    let index = p.ctx().index();
    let dedup = |lists: &[Vec<UnresolvedOperand>],
                 p: &mut dyn AsmParser,
                 symbol: bool|
     -> DResult<(Vec<ValueId>, Vec<AffineExpr>)> {
        let mut unique: Vec<ValueId> = vec![];
        let mut repl = vec![];
        for list in lists {
            for u in list {
                let v = p.resolve_operand(u, index)?;
                let pos = match unique.iter().position(|x| *x == v) {
                    Some(i) => i,
                    None => {
                        unique.push(v);
                        unique.len() - 1
                    }
                } as u32;
                repl.push(if symbol {
                    AffineExpr::Symbol(pos)
                } else {
                    AffineExpr::Dim(pos)
                });
            }
        }
        Ok((unique, repl))
    };
    let (dim_vals, dim_repl) = dedup(&dim_lists, p, false)?;
    let (sym_vals, sym_repl) = dedup(&sym_lists, p, true)?;
    let results = exprs
        .iter()
        .map(|e| crate::ir::affine_simplify::replace_dims_and_symbols(e, &dim_repl, &sym_repl))
        .collect();
    let map = AffineMap {
        num_dims: dim_vals.len() as u32,
        num_symbols: sym_vals.len() as u32,
        results,
    };
    let m = map_attr(p.ctx(), map);
    set_prop(p, st, map_name, m);
    let g = i32_tensor_attr(p.ctx(), &groups);
    set_prop(p, st, groups_name, g);
    let mut operands = dim_vals;
    operands.extend(sym_vals);
    Ok(operands)
}

/// `affine.parallel (%i, ...) = (lbs) to (ubs) (step (s, ...))? (reduce ("kind", ...))?
/// (-> types)? region attr-dict`.
pub fn parse_parallel(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let mut ivs = vec![];
    p.parse_comma_separated_list(Delimiter::Paren, " in argument list", &mut |p| {
        ivs.push(p.parse_argument(false, true)?);
        Ok(())
    })?;
    p.parse_punct(Punct::Equal)?;
    let mut operands = parse_parallel_bound(p, st, true)?;
    if !p.parse_optional_keyword("to") {
        return Err(p.error_here("expected 'to'".into()));
    }
    operands.extend(parse_parallel_bound(p, st, false)?);
    let steps: Vec<i64> = if !p.parse_optional_keyword("step") {
        vec![1; ivs.len()]
    } else {
        let (map, step_operands) = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
        // The steps' SSA values are parsed but never resolved (upstream keeps only constants).
        let _ = step_operands;
        let mut steps = vec![];
        for e in &map.results {
            match e {
                AffineExpr::Const(c) => steps.push(*c),
                _ => return Err(err_at_name(p, st, "steps must be constant integers")),
            }
        }
        steps
    };
    let step_attrs: Vec<Attribute> = steps.iter().map(|s| p.ctx().i64_attr(*s)).collect();
    let steps_attr = p.ctx().array_attr(step_attrs);
    set_prop(p, st, "steps", steps_attr);
    let mut reductions = vec![];
    if p.parse_optional_keyword("reduce") {
        p.parse_punct(Punct::LParen)?;
        p.parse_comma_separated_list(Delimiter::None, "", &mut |p| {
            let off = p.offset();
            let none = p.ctx().none_type();
            let a = p.parse_attribute(Some(none))?;
            let text = match p.ctx_ref().attr_kind(a) {
                AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            };
            let Some(text) = text else {
                return Err(p.error_at(off, "invalid kind of attribute specified".into()));
            };
            let Some(kind) = AtomicKind::from_keyword(&text) else {
                let shown = crate::print::attr_to_string(p.ctx_ref(), a);
                return Err(p.error_at(off, format!("invalid reduction value: {shown}")));
            };
            let v = p.ctx().i64_attr(kind.value());
            reductions.push(v);
            Ok(())
        })?;
        p.parse_punct(Punct::RParen)?;
    }
    let r = p.ctx().array_attr(reductions);
    set_prop(p, st, "reductions", r);
    st.result_types = p.parse_optional_arrow_type_list()?;
    let index = p.ctx().index();
    for iv in &mut ivs {
        iv.ty = index;
    }
    st.operands = operands;
    let region = p.parse_region(&ivs)?;
    st.regions.push(region);
    p.parse_optional_attr_dict(st)?;
    ensure_terminator(p.ctx(), region, st.loc);
    Ok(())
}

/// `printMinMaxBound`: each group a single expression, or `max(...)`/`min(...)` of several.
fn print_parallel_bound(
    p: &mut dyn AsmPrinter,
    map: &AffineMap,
    groups: &[i64],
    operands: &[ValueId],
    keyword: &str,
) {
    let (dims, syms) = operands.split_at((map.num_dims as usize).min(operands.len()));
    let mut start = 0usize;
    for &size in groups {
        if start != 0 {
            p.write(", ");
        }
        let size = size.max(0) as usize;
        if size == 1 {
            if let Some(e) = map.results.get(start) {
                p.print_affine_expr_of_ssa_ids(e, dims, syms);
            }
            start += 1;
        } else {
            p.write(keyword);
            p.write("(");
            for (i, e) in map.results.iter().skip(start).take(size).enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_affine_expr_of_ssa_ids(e, dims, syms);
            }
            p.write(")");
            start += size;
        }
    }
}

pub fn print_parallel(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let get = |name: &str| crate::ods::prop(ctx, op, name);
    let (Some(lbm), Some(ubm)) = (
        get("lowerBoundsMap").and_then(|a| match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        }),
        get("upperBoundsMap").and_then(|a| match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        }),
    ) else {
        return;
    };
    let lbg = get("lowerBoundsGroups")
        .and_then(|a| i32_elements(ctx, a))
        .unwrap_or_default();
    let ubg = get("upperBoundsGroups")
        .and_then(|a| i32_elements(ctx, a))
        .unwrap_or_default();
    let steps = get("steps")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let reductions: Vec<i64> = get("reductions")
        .and_then(|a| ctx.as_array(a))
        .map(|v| v.iter().filter_map(|e| ctx.as_i64(*e)).collect())
        .unwrap_or_default();
    let operands = ctx.ops[op].operands.to_vec();
    let n_lb = ((lbm.num_dims + lbm.num_symbols) as usize).min(operands.len());
    let region = ctx.ops[op].regions.first().copied();
    let ivs = region
        .and_then(|r| ctx.regions[r].first)
        .map(|b| ctx.blocks[b].args.clone())
        .unwrap_or_default();
    let results = ctx.result_types(op);
    p.write(" (");
    p.print_operands(&ivs);
    p.write(") = (");
    print_parallel_bound(p, &lbm, &lbg, &operands[..n_lb], "max");
    p.write(") to (");
    print_parallel_bound(p, &ubm, &ubg, &operands[n_lb..], "min");
    p.write(")");
    if !steps.iter().all(|s| *s == 1) {
        p.write(" step (");
        for (i, s) in steps.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.write_int(*s);
        }
        p.write(")");
    }
    if !results.is_empty() {
        p.write(" reduce (");
        for (i, r) in reductions.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.write("\"");
            p.write(AtomicKind::from_value(*r).map_or("", |k| k.keyword()));
            p.write("\"");
        }
        p.write(") -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    if let Some(r) = region {
        p.print_region(r, false, !results.is_empty());
    }
    p.print_optional_attr_dict(
        op,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

// ---- affine.dma_start / affine.dma_wait ---------------------------------------------------------

/// The operand positions of `affine.dma_start`: (src memref, dst memref, tag memref, num elements)
/// from its three maps' input counts.
pub fn dma_start_layout(ctx: &Context, op: OpId) -> Option<(usize, usize, usize, usize)> {
    let n =
        |name: &str| super::map_named(ctx, op, name).map(|m| (m.num_dims + m.num_symbols) as usize);
    let src = 0;
    let dst = src + 1 + n("src_map")?;
    let tag = dst + 1 + n("dst_map")?;
    let num = tag + 1 + n("tag_map")?;
    Some((src, dst, tag, num))
}

/// `affine.dma_start %src[...], %dst[...], %tag[...], %n (, %stride, %per_stride)? : T, U, V`.
pub fn parse_dma_start(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let mut maps = vec![];
    let mut parts = vec![];
    for (i, name) in ["src_map", "dst_map", "tag_map"].into_iter().enumerate() {
        if i > 0 {
            p.parse_punct(Punct::Comma)?;
        }
        let memref = p.parse_operand()?;
        let (map, indices) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
        let inputs = (map.num_dims + map.num_symbols) as usize;
        let a = map_attr(p.ctx(), map);
        let k = p.sym(name);
        st.attrs.push((k, a));
        maps.push(inputs);
        parts.push((memref, indices));
    }
    p.parse_punct(Punct::Comma)?;
    let num_elements = p.parse_operand()?;
    let mut stride = vec![];
    if p.parse_optional_punct(Punct::Comma) && p.at_operand() {
        stride.push(p.parse_operand()?);
        while p.parse_optional_punct(Punct::Comma) {
            stride.push(p.parse_operand()?);
        }
    }
    if !stride.is_empty() && stride.len() != 2 {
        return Err(err_at_name(p, st, "expected two stride related operands"));
    }
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    if types.len() != 3 {
        return Err(err_at_name(p, st, "expected three types"));
    }
    let index = p.ctx().index();
    let mut operands = vec![];
    for ((memref, indices), ty) in parts.iter().zip(&types) {
        operands.push(p.resolve_operand(memref, *ty)?);
        operands.extend(resolve_all(p, indices, index)?);
    }
    operands.push(p.resolve_operand(&num_elements, index)?);
    operands.extend(resolve_all(p, &stride, index)?);
    st.operands = operands;
    if parts.iter().zip(&maps).any(|((_, ix), n)| ix.len() != *n) {
        return Err(err_at_name(
            p,
            st,
            "memref operand count not equal to map.numInputs",
        ));
    }
    Ok(())
}

pub fn print_dma_start(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some((src, dst, tag, num)) = dma_start_layout(ctx, op) else {
        return;
    };
    let operands = ctx.ops[op].operands.to_vec();
    if operands.len() <= num {
        return;
    }
    let maps = ["src_map", "dst_map", "tag_map"].map(|n| ctx.get_attr(op, n));
    let types = [src, dst, tag].map(|i| ctx.value_type(operands[i]));
    let ranges = [(src, dst), (dst, tag), (tag, num)];
    p.write(" ");
    for (i, ((start, end), map)) in ranges.iter().zip(maps).enumerate() {
        if i > 0 {
            p.write("], ");
        }
        p.print_operand(operands[*start]);
        p.write("[");
        if let Some(map) = map {
            p.print_affine_map_of_ssa_ids(map, &operands[start + 1..*end]);
        }
    }
    p.write("], ");
    p.print_operand(operands[num]);
    if operands.len() == num + 3 {
        p.write(", ");
        p.print_operand(operands[num + 1]);
        p.write(", ");
        p.print_operand(operands[num + 2]);
    }
    p.write(" : ");
    p.print_types(&types);
}

/// `affine.dma_wait %tag[...], %n : memref-type`.
pub fn parse_dma_wait(p: &mut dyn AsmParser, st: &mut OpState) -> DResult<()> {
    let tag = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let inputs = (map.num_dims + map.num_symbols) as usize;
    let a = map_attr(p.ctx(), map);
    let k = p.sym("tag_map");
    st.attrs.push((k, a));
    p.parse_punct(Punct::Comma)?;
    let num_elements = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let index = p.ctx().index();
    let mut operands = vec![p.resolve_operand(&tag, ty)?];
    operands.extend(resolve_all(p, &indices, index)?);
    operands.push(p.resolve_operand(&num_elements, index)?);
    st.operands = operands;
    if !is_memref(p.ctx_ref().kind(ty)) {
        return Err(err_at_name(p, st, "expected tag to be of memref type"));
    }
    if indices.len() != inputs {
        return Err(err_at_name(
            p,
            st,
            "tag memref operand count != to map.numInputs",
        ));
    }
    Ok(())
}

pub fn print_dma_wait(p: &mut dyn AsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.ops[op].operands.to_vec();
    let Some((&tag, rest)) = operands.split_first() else {
        return;
    };
    let Some((&num, indices)) = rest.split_last() else {
        return;
    };
    let map = ctx.get_attr(op, "tag_map");
    let ty = ctx.value_type(tag);
    p.write(" ");
    p.print_operand(tag);
    p.write("[");
    if let Some(map) = map {
        p.print_affine_map_of_ssa_ids(map, indices);
    }
    p.write("], ");
    p.print_operand(num);
    p.write(" : ");
    p.print_type(ty);
}

/// The induction variable and iteration arguments of a loop's body.
pub fn body_args(ctx: &Context, op: OpId) -> Vec<ValueId> {
    ctx.ops[op]
        .regions
        .first()
        .and_then(|r| ctx.regions[*r].first)
        .map(|b| ctx.blocks[b].args.clone())
        .unwrap_or_default()
}

/// Is `op` an `affine.if` (for callers outside this module that have only the id).
pub fn is_if(ctx: &Context, op: OpId) -> bool {
    IfOp::is(ctx, op)
}

/// Is `op` an `affine.parallel`.
pub fn is_parallel(ctx: &Context, op: OpId) -> bool {
    ParallelOp::is(ctx, op)
}
