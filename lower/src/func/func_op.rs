//! `func.func` → `llvm.func`: the signature converted by the calling convention, the body moved over
//! with its entry block's arguments converted, attributes carried as upstream carries them.

use super::{c_wrappers, uses_bare_ptr, EMIT_C_INTERFACE};
use crate::conversion::{ArgRemap, ConversionPattern, ConversionRewriter, Outcome};
use irbridge::diag::Diagnostic;
use irbridge::dialect::func::FuncOp;
use irbridge::dialect::llvm::ops::func::LLVMFuncOp;
use irbridge::ir::{AttrKind, Attribute, OpId, OpState, Type, TypeKind, ValueId};

pub struct FuncOpLowering;

/// Discardable attributes of a `func.func` that the conversion consumes instead of copying.
const CONSUMED: &[&str] = &["llvm.linkage", "func.varargs", "llvm.readnone"];

/// What the C wrappers need to know about the original function.
pub(crate) struct FuncInfo {
    pub name: String,
    pub inputs: Vec<Type>,
    pub results: Vec<Type>,
    pub arg_attrs: Option<Attribute>,
    pub res_attrs: Option<Attribute>,
    pub visibility: Option<Attribute>,
    /// Its discardable attributes minus the consumed ones.
    pub attrs: Vec<(irbridge::ir::Sym, Attribute)>,
    pub loc: Attribute,
}

impl ConversionPattern for FuncOpLowering {
    fn root(&self) -> &'static str {
        FuncOp::NAME
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<Outcome, Diagnostic> {
        let ctx = &mut *rw.ctx;
        let loc = ctx.ops[op].loc;
        let Some(fty) = ctx
            .get_attr(op, "function_type")
            .and_then(|a| ctx.as_type_attr(a))
        else {
            return Ok(Outcome::NoMatch);
        };
        let TypeKind::Function { inputs, results } = ctx.kind(fty).clone() else {
            return Ok(Outcome::NoMatch);
        };
        let name = ctx
            .get_attr(op, "sym_name")
            .and_then(|a| ctx.as_str_attr(a))
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .unwrap_or_default();
        let variadic = ctx
            .get_attr(op, "func.varargs")
            .is_some_and(|a| ctx.as_i64(a) == Some(1));
        let bare = uses_bare_ptr(ctx, Some(op), rw.tc);
        let tc = rw.tc;
        let Some((llvm_ty, sig)) =
            tc.convert_function_signature(rw.ctx, &inputs, &results, variadic, bare)
        else {
            // A signature the convention cannot express (under the bare-pointer convention: a memref
            // without static shape, strides and offset, or an unranked one) is a pattern failure, as
            // upstream's: a partial conversion leaves the function as it is.
            return Ok(Outcome::NoMatch);
        };
        let ctx = &mut *rw.ctx;
        let linkage = match ctx.get_attr(op, "llvm.linkage") {
            None => None,
            Some(a) if is_enum(ctx, a, "linkage") => Some(a),
            Some(_) => {
                return Err(Diagnostic::at(
                    ctx,
                    loc,
                    "Contains llvm.linkage attribute not of type LLVM::LinkageAttr",
                ))
            }
        };
        if let Some(a) = ctx.get_attr(op, "llvm.readnone") {
            if !matches!(ctx.attr_kind(a), AttrKind::Unit) {
                return Err(Diagnostic::at(
                    ctx,
                    loc,
                    "Contains llvm.readnone attribute not of type UnitAttr",
                ));
            }
        }
        let attrs: Vec<_> = ctx.ops[op]
            .attrs
            .iter()
            .filter(|(k, _)| !CONSUMED.contains(&ctx.str(*k)))
            .copied()
            .collect();
        let info = FuncInfo {
            name: name.clone(),
            inputs: inputs.clone(),
            results: results.clone(),
            arg_attrs: ctx.get_attr(op, "arg_attrs"),
            res_attrs: ctx.get_attr(op, "res_attrs"),
            // `setVisibility(Public)` removes the attribute.
            visibility: ctx
                .get_attr(op, "sym_visibility")
                .filter(|v| ctx.as_str_attr(*v) != Some(b"public")),
            attrs: attrs.clone(),
            loc,
        };
        // As upstream's bare-pointer pattern: no C wrappers under the bare-pointer convention (the
        // function already takes plain pointers).
        let wants_c_interface = ctx.has_attr(op, EMIT_C_INTERFACE) && !bare;
        if wants_c_interface && variadic {
            return Err(Diagnostic::at(
                ctx,
                loc,
                "C interface for variadic functions is not supported yet.",
            ));
        }

        let mut st = OpState::of(ctx, LLVMFuncOp::def(), loc);
        let name_attr = ctx.string_attr(&name);
        let ty_attr = ctx.type_attr(llvm_ty);
        st.props.push((ctx.sym("sym_name"), name_attr));
        st.props.push((ctx.sym("function_type"), ty_attr));
        if let Some(l) = linkage {
            st.props.push((ctx.sym("linkage"), l));
        }
        if let Some(v) = info.visibility {
            st.props.push((ctx.sym("sym_visibility"), v));
        }
        if results.len() == 1 {
            if let Some(r) = info.res_attrs {
                st.props.push((ctx.sym("res_attrs"), r));
            }
        }
        if let Some(a) = info.arg_attrs {
            let dicts: Vec<Attribute> = ctx.as_array(a).map(|v| v.to_vec()).unwrap_or_default();
            let empty = ctx.dict_attr(vec![]);
            let mut new_attrs = vec![empty; sig.converted_types().len()];
            for (i, d) in dicts.iter().enumerate() {
                if let ArgRemap::Inputs { start, len: 1 } = sig.remap(i) {
                    new_attrs[start] = convert_arg_attrs(rw, *d);
                }
            }
            let ctx = &mut *rw.ctx;
            if !new_attrs.is_empty() {
                let arr = ctx.array_attr(new_attrs);
                st.props.push((ctx.sym("arg_attrs"), arr));
            }
        }
        let ctx = &mut *rw.ctx;
        if let Some(a) = ctx.get_attr(op, "llvm.readnone") {
            let _ = a;
            if let Some(m) = readnone_memory(ctx) {
                st.props.push((ctx.sym("memory"), m));
            }
        }
        st.attrs = attrs;
        let external = ctx.ops[op]
            .regions
            .first()
            .is_none_or(|r| ctx.regions[*r].first.is_none());
        let body = rw.take_regions(op);
        st.regions = body.clone();
        if st.regions.is_empty() {
            st.regions.push(rw.ctx.new_region());
        }
        let new_func = rw.create(st);
        if wants_c_interface {
            if external {
                c_wrappers::wrap_external_function(rw, &info, new_func)?;
            } else {
                c_wrappers::wrap_for_external_callers(rw, &info, new_func)?;
            }
        }
        // The entry block takes the converted signature, the other blocks their converted argument
        // types. An external function's region is still empty here (a wrapper body is already converted).
        if !external {
            if let Some(&r) = body.first() {
                rw.convert_region_types(r, Some(&sig))?;
            }
        }
        rw.replace_op(op, &[]);
        Ok(Outcome::Rewritten)
    }
}

fn is_enum(ctx: &irbridge::ir::Context, a: Attribute, mnemonic: &str) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Enum { def, .. } => {
            let d = def.0;
            d.dialect() == "llvm" && d.mnemonic() == mnemonic
        }
        _ => false,
    }
}

/// Argument attributes with a type (`llvm.byval`, `llvm.byref`, `llvm.sret`, `llvm.inalloca`) get
/// that type converted.
fn convert_arg_attrs(rw: &mut ConversionRewriter<'_>, dict: Attribute) -> Attribute {
    const TYPED: &[&str] = &["llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca"];
    let AttrKind::Dictionary(entries) = rw.ctx.attr_kind(dict).clone() else {
        return dict;
    };
    let mut out = vec![];
    for (k, v) in entries {
        let mut v = v;
        if TYPED.contains(&rw.ctx.str(k)) {
            if let Some(t) = rw.ctx.as_type_attr(v) {
                let tc = rw.tc;
                if let Some(c) = tc.convert_type(rw.ctx, t) {
                    v = rw.ctx.type_attr(c);
                }
            }
        }
        out.push((k, v));
    }
    rw.ctx.dict_attr(out)
}

/// `#llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>`, parsed from its text so
/// the attribute is built exactly as the `llvm` dialect defines it.
fn readnone_memory(ctx: &mut irbridge::ir::Context) -> Option<Attribute> {
    let src = format!(
        "{} @f() attributes {{memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>}}\n",
        LLVMFuncOp::NAME
    );
    let m = irbridge::parse::ops::parse_source(ctx, "<readnone>", src.as_bytes(), 0).ok()?;
    let f = ctx.block_ops(ctx.entry_block(ctx.ops[m].regions[0])?)[0];
    ctx.get_attr(f, "memory")
}
