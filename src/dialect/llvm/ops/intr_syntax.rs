//! The custom syntax of the `llvm.intr.*` ops: each row of the intrinsics table carries its assembly format
//! as a small program of ODS format elements ([`F`]), and one parser and one printer interpret it, with
//! ODS's spacing rules and error messages. Ops without a format print in generic form and reject custom
//! syntax ("has no custom assembly form").

use super::core_ods::{
    custom_err, custom_err_at_name, expect_kw, parse_attr_of_kind, print_llvm_op_attrs, prop,
    set_prop,
};
use super::intr_verify::{converts, is_default_expr, kind_accepts, kind_desc};
use super::intrinsics::{lookup, Intr, AK};
use crate::diag::DResult;
use crate::dialect::llvm::attrs::{self as la, enums as le};
use crate::dialect::llvm::types as lt;
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Attribute, OpId, OpState, Type, TypeKind};
use crate::parse::lexer::TokenKind as T;
use crate::parse::ops::UnresolvedOperand;
use crate::parse::Parser;
use crate::print::Printer;

/// An operand or the result, named by a format element.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    Opd(u8),
    Res,
}

/// A type a format leaves out, as ODS infers it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Imp {
    /// `!llvm.ptr` (a buildable `LLVM_DefaultPointer`).
    Ptr0,
    /// `!llvm.token`.
    Token,
    I1,
    /// The same type as another slot (`AllTypesMatch`, `SameOperandsAndResultType`).
    Same(Slot),
}

/// An element of an assembly format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum F {
    /// `$name` of operand N.
    Operand(u8),
    /// `operands`.
    Operands,
    /// A literal: punctuation (`,`, `[`, `->`...) or a keyword (`to`, `into`...).
    Lit(&'static str),
    /// `$attr`: an attribute in its ODS form (typed literal, enum keyword, or stripped attribute).
    Attr(&'static str),
    /// `qualified($attr)`.
    QAttr(&'static str),
    /// `(qualified($attr)^)?` for a default-valued attribute: printed unless it is the default.
    OptQAttr(&'static str),
    /// `attr-dict`.
    AttrDict,
    /// `custom<LLVMOpAttrs>(attr-dict)`: the attr-dict without `fastmathFlags = #llvm.fastmath<none>`.
    OpAttrs,
    /// `type($x)` / `qualified(type($x))`.
    Ty(Slot),
    /// `type(operands)`.
    OperandTypes,
    /// `functional-type(operands, results)`.
    FnType,
}

// ---- parsing -------------------------------------------------------------------------------------------------

/// The parse hook of every intrinsic.
pub(crate) fn parse(p: &mut Parser, st: &mut OpState) -> DResult<()> {
    let name = p.ctx.str(st.name).to_string();
    let Some(row) = lookup(&name) else {
        return Err(custom_err_at_name(p, st, "has no custom assembly form"));
    };
    let Some(fmt) = row.format else {
        return Err(custom_err_at_name(p, st, "has no custom assembly form"));
    };
    let n = row.operands.len();
    let mut named: Vec<Option<UnresolvedOperand>> = vec![None; n];
    let mut all_off: Option<u32> = None;
    let mut all: Option<Vec<UnresolvedOperand>> = None;
    let mut tys: Vec<Option<Type>> = vec![None; n];
    let mut res: Option<Vec<Type>> = None;
    let mut list: Option<Vec<Type>> = None;
    let mut dict_off: Option<u32> = None;
    for e in fmt {
        match *e {
            F::Operand(i) => {
                let u = p.parse_operand()?;
                if let Some(s) = named.get_mut(i as usize) {
                    *s = Some(u);
                }
            }
            F::Operands => {
                all_off = Some(p.tok_start());
                all = Some(p.parse_operand_list()?);
            }
            F::Lit(s) => parse_lit(p, st, s)?,
            F::Attr(a) => {
                let v = parse_attr_elem(p, st, row, a)?;
                set_prop(p, st, a, v);
            }
            F::QAttr(a) => {
                let v = parse_qualified_attr(p, st, row, a)?;
                set_prop(p, st, a, v);
            }
            F::OptQAttr(a) => {
                if p.at(T::HashIdent) {
                    let v = parse_qualified_attr(p, st, row, a)?;
                    set_prop(p, st, a, v);
                }
            }
            F::AttrDict => {
                if p.at(T::LBrace) {
                    dict_off = Some(p.tok_start());
                }
                p.parse_optional_attr_dict_into(st)?;
            }
            F::OpAttrs => {
                p.parse_optional_attr_dict_into(st)?;
                drop_unconvertible(p, st, row);
            }
            F::Ty(Slot::Opd(i)) => {
                let t = p.parse_type()?;
                if let Some(s) = tys.get_mut(i as usize) {
                    *s = Some(t);
                }
            }
            F::Ty(Slot::Res) => res = Some(vec![p.parse_type()?]),
            F::OperandTypes => list = Some(p.parse_comma_list(|p| p.parse_type())?),
            F::FnType => {
                let off = p.tok_start();
                let t = p.parse_type()?;
                let TypeKind::Function { inputs, results } = p.ctx.kind(t).clone() else {
                    return Err(custom_err(p, st, off, "invalid kind of type specified"));
                };
                list = Some(inputs);
                res = Some(results);
            }
        }
    }
    if let Some(off) = dict_off {
        check_dict_attrs(p, st, row, off)?;
    }
    // Types the format leaves out.
    for &(slot, imp) in row.implied {
        let t = match imp {
            Imp::Ptr0 => Some(lt::ptr(p.ctx, 0)),
            Imp::Token => Some(lt::token(p.ctx)),
            Imp::I1 => Some(p.ctx.i1()),
            Imp::Same(Slot::Opd(j)) => tys.get(j as usize).copied().flatten(),
            Imp::Same(Slot::Res) => res.as_ref().and_then(|r| r.first().copied()),
        };
        match slot {
            Slot::Opd(i) => {
                if let Some(s) = tys.get_mut(i as usize) {
                    *s = s.or(t);
                }
            }
            Slot::Res => {
                if res.is_none() {
                    res = t.map(|t| vec![t]);
                }
            }
        }
    }
    let off = all_off.unwrap_or_else(|| p.tok_start());
    st.operands = match (all, list) {
        (Some(all), list) => resolve_all(p, st, &all, &list.unwrap_or_default(), off)?,
        (None, Some(list)) => {
            // Individually named operands: upstream reports a count mismatch at the op name.
            let ops: Vec<UnresolvedOperand> = named.into_iter().flatten().collect();
            if ops.len() != list.len() {
                let msg = format!(
                    "{} operands present, but expected {}",
                    ops.len(),
                    list.len()
                );
                return Err(custom_err_at_name(p, st, msg));
            }
            resolve_all(p, st, &ops, &list, off)?
        }
        (None, None) => {
            let mut vals = Vec::with_capacity(n);
            for (u, t) in named.iter().zip(&tys) {
                match (u, t) {
                    (Some(u), Some(t)) => vals.push(p.resolve_operand(u, *t)?),
                    _ => {
                        return Err(custom_err_at_name(
                            p,
                            st,
                            "has an incomplete assembly format",
                        ))
                    }
                }
            }
            vals
        }
    };
    st.result_types = match (res, row.result) {
        (Some(r), _) => r,
        (None, None) => vec![],
        (None, Some(_)) => {
            return Err(custom_err_at_name(
                p,
                st,
                "has an incomplete assembly format",
            ))
        }
    };
    Ok(())
}

/// `parser.resolveOperands(...)`: the counts must agree.
fn resolve_all(
    p: &mut Parser,
    st: &OpState,
    ops: &[UnresolvedOperand],
    tys: &[Type],
    off: u32,
) -> DResult<Vec<crate::ir::ValueId>> {
    if ops.len() != tys.len() {
        let msg = format!("{} operands present, but expected {}", ops.len(), tys.len());
        return Err(custom_err(p, st, off, msg));
    }
    ops.iter()
        .zip(tys)
        .map(|(u, t)| p.resolve_operand(u, *t))
        .collect()
}

/// A literal of the format: punctuation through the parser's token checks, keywords through the op's
/// parser (whose errors carry the `custom op '...'` prefix).
fn parse_lit(p: &mut Parser, st: &OpState, s: &'static str) -> DResult<()> {
    let kind = match s {
        "(" => T::LParen,
        ")" => T::RParen,
        "," => T::Comma,
        ":" => T::Colon,
        "[" => T::LSquare,
        "]" => T::RSquare,
        "<" => T::Less,
        ">" => T::Greater,
        "=" => T::Equal,
        "->" => T::Arrow,
        kw => return expect_kw(p, st, kw),
    };
    p.expect(kind, &format!("'{s}'"))
}

/// `$attr`: the attribute's ODS form by kind.
fn parse_attr_elem(p: &mut Parser, st: &OpState, row: &Intr, name: &str) -> DResult<Attribute> {
    let kind = row.attr(name).map(|a| a.kind).unwrap_or(AK::I64);
    let off = p.tok_start();
    let typed = |p: &mut Parser, t: Type| -> DResult<Attribute> {
        let a = p.parse_attr(Some(t))?;
        Ok(a)
    };
    let a = match kind {
        AK::I1 | AK::I8 | AK::I32 | AK::I64 | AK::APInt => {
            let bits = match kind {
                AK::I1 => 1,
                AK::I8 => 8,
                AK::I32 => 32,
                _ => 64,
            };
            let t = p.ctx.int(bits);
            typed(p, t)?
        }
        AK::F64 => {
            let t = p.ctx.float(FloatKind::F64);
            typed(p, t)?
        }
        AK::RoundingMode => {
            let v = super::core_ods::parse_kw_enum(p, st, &le::ROUNDING_MODE, name)?;
            // Upstream's `invalid` case is -1.
            let v = if le::ROUNDING_MODE.keyword(v) == Some("invalid") {
                -1
            } else {
                v as i64
            };
            let t = p.ctx.i64();
            return Ok(p.ctx.int_attr(t, v));
        }
        AK::FpExcept => {
            let v = super::core_ods::parse_kw_enum(p, st, &le::FP_EXCEPTION_BEHAVIOR, name)?;
            let t = p.ctx.i64();
            return Ok(p.ctx.int_attr(t, v));
        }
        AK::AliasScope | AK::DILabel | AK::DILocalVariable | AK::DIExpression => {
            // `parseCustomAttributeWithFallback`: the stripped `<...>` body or a full attribute.
            let mnemonic = stripped_mnemonic(kind);
            if p.at(T::Less) {
                if let Some(spec) = la::spec(mnemonic) {
                    return la::params::parse_body(p, spec, true);
                }
            }
            p.parse_attr(None)?
        }
        _ => p.parse_attr(None)?,
    };
    if !converts(p.ctx, kind, a) {
        return Err(custom_err(
            p,
            st,
            off,
            "invalid kind of attribute specified",
        ));
    }
    Ok(a)
}

/// `qualified($attr)`: a full attribute of the property's kind.
fn parse_qualified_attr(
    p: &mut Parser,
    st: &OpState,
    row: &Intr,
    name: &str,
) -> DResult<Attribute> {
    let kind = row.attr(name).map(|a| a.kind).unwrap_or(AK::I64);
    parse_attr_of_kind(p, st, false, |ctx, a| converts(ctx, kind, a))
}

fn stripped_mnemonic(kind: AK) -> &'static str {
    match kind {
        AK::AliasScope => "alias_scope",
        AK::DILabel => "di_label",
        AK::DILocalVariable => "di_local_variable",
        _ => "di_expression",
    }
}

/// ODS's `attr-dict`: an inherent attribute written there must convert to its property and satisfy its
/// constraint, else the parse fails at the dictionary.
fn check_dict_attrs(p: &Parser, st: &OpState, row: &Intr, off: u32) -> DResult<()> {
    for (k, v) in &st.attrs {
        let name = p.ctx.str(*k);
        let Some(a) = row.attr(name) else { continue };
        if !converts(p.ctx, a.kind, *v) || !kind_accepts(p.ctx, a.kind, *v) {
            let op = p.ctx.str(st.name);
            let msg = format!(
                "'{op}' op attribute '{name}' failed to satisfy constraint: {}",
                kind_desc(a.kind)
            );
            return Err(custom_err(p, st, off, msg));
        }
    }
    Ok(())
}

/// `custom<LLVMOpAttrs>`: an inherent attribute of the dictionary that does not convert to its property is
/// dropped when upstream builds the op.
fn drop_unconvertible(p: &Parser, st: &mut OpState, row: &Intr) {
    let ctx = &*p.ctx;
    st.attrs.retain(|(k, v)| {
        row.attr(ctx.str(*k))
            .is_none_or(|a| converts(ctx, a.kind, *v))
    });
}

// ---- printing ------------------------------------------------------------------------------------------------

/// ODS's `shouldEmitSpaceBefore`.
fn space_before(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

/// The print hook of every intrinsic with a format.
pub(crate) fn print(pr: &mut Printer, op: OpId) {
    let ctx = pr.ctx;
    let Some(row) = lookup(ctx.op_name(op)) else {
        return;
    };
    let Some(fmt) = row.format else { return };
    // Attributes the format prints itself are elided from the attr-dict.
    let elided: Vec<&str> = fmt
        .iter()
        .filter_map(|e| match *e {
            F::Attr(a) | F::QAttr(a) | F::OptQAttr(a) => Some(a),
            _ => None,
        })
        .collect();
    let mut emit_space = true;
    let mut last_punct = false;
    for e in fmt {
        match *e {
            F::Lit(s) => {
                if emit_space && space_before(s, last_punct) {
                    pr.w(" ");
                }
                pr.w(s);
                let c = s.as_bytes()[0];
                emit_space = s.len() != 1 || !b"<({[".contains(&c);
                last_punct = c != b'_' && !c.is_ascii_alphabetic();
                continue;
            }
            F::AttrDict => {
                pr.print_op_attr_dict(op, &elided);
                last_punct = false;
                continue;
            }
            F::OptQAttr(a) => {
                // The optional group's element; the spacing state flows through it either way.
                if let Some(v) = prop(ctx, op, a).filter(|v| !is_default_expr(ctx, *v)) {
                    if emit_space || !last_punct {
                        pr.w(" ");
                    }
                    pr.print_attr(v);
                }
                last_punct = false;
                emit_space = true;
                continue;
            }
            _ => {}
        }
        if emit_space || !last_punct {
            pr.w(" ");
        }
        last_punct = false;
        emit_space = true;
        match *e {
            F::Operand(i) => match ctx.ops[op].operands.get(i as usize) {
                Some(v) => pr.print_operand(*v),
                None => pr.w("<<NULL VALUE>>"),
            },
            F::Operands => {
                let vs = ctx.ops[op].operands.clone();
                pr.print_operands(&vs);
            }
            F::Attr(a) => print_attr_elem(pr, op, row, a),
            F::QAttr(a) => match prop(ctx, op, a) {
                Some(v) => pr.print_attr(v),
                None => pr.w("<<NULL ATTRIBUTE>>"),
            },
            F::OpAttrs => print_llvm_op_attrs(pr, op, &[]),
            F::Ty(s) => {
                let t = match s {
                    Slot::Opd(i) => ctx.ops[op]
                        .operands
                        .get(i as usize)
                        .map(|v| ctx.value_type(*v)),
                    Slot::Res => ctx.ops[op].results.first().map(|v| ctx.value_type(*v)),
                };
                match t {
                    Some(t) => pr.print_type(t),
                    None => pr.w("<<NULL TYPE>>"),
                }
            }
            F::OperandTypes => {
                let tys = ctx.operand_types(op);
                pr.print_types(&tys);
            }
            F::FnType => {
                let ins = ctx.operand_types(op);
                let outs = ctx.result_types(op);
                pr.print_function_signature(&ins, &outs);
            }
            F::Lit(_) | F::AttrDict | F::OptQAttr(_) => {}
        }
    }
}

/// `$attr` in its ODS form.
fn print_attr_elem(pr: &mut Printer, op: OpId, row: &Intr, name: &str) {
    let ctx = pr.ctx;
    let Some(a) = prop(ctx, op, name) else {
        pr.w("<<NULL ATTRIBUTE>>");
        return;
    };
    let kind = row.attr(name).map(|a| a.kind).unwrap_or(AK::I64);
    match kind {
        AK::RoundingMode | AK::FpExcept => {
            let table = if kind == AK::RoundingMode {
                &le::ROUNDING_MODE
            } else {
                &le::FP_EXCEPTION_BEHAVIOR
            };
            let kw = match ctx.as_i64(a) {
                Some(-1) if kind == AK::RoundingMode => Some("invalid"),
                Some(v) if v >= 0 => table.keyword(v as u64),
                _ => None,
            };
            match kw {
                Some(kw) => pr.w(kw),
                None => pr.print_attr(a),
            }
        }
        AK::AliasScope | AK::DILabel | AK::DILocalVariable | AK::DIExpression => {
            la::params::print_stripped(pr, stripped_mnemonic(kind), a)
        }
        _ => match ctx.attr_kind(a) {
            AttrKind::Integer { .. } | AttrKind::Float { .. } => pr.print_attr_without_type(a),
            _ => pr.print_attr(a),
        },
    }
}
