//! `#complex.number<:f32 1.0, 2.0>`: a complex constant attribute (upstream's `complex::NumberAttr`), kept as
//! `AttrKind::DialectStruct` named `complex.number` with parameters `real`, `imag` (float attributes of the
//! element type) and `type` (the `complex<...>` type). Printed with its type: `#complex.number<:f32
//! 1.000000e+00, 2.000000e+00> : complex<f32>`.
//!
//! [`parse`] and [`print`](fn@print) have the signatures of the attribute parser's `DIALECT_ATTR_PARSERS` and the
//! printer's dialect-attribute hook, for registration there under the dialect name `complex`.

use crate::diag::DResult;
use crate::ir::float::{self, FloatKind};
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind};
use crate::ods::asm::{AsmParser, AsmPrinter, DialectSymbol, Punct};

pub const NAME: &str = "complex.number";

/// The body after `#complex.number`: `<:elem real, imag>`.
pub fn parse(p: &mut dyn AsmParser, sym: &DialectSymbol, _ty: Option<Type>) -> DResult<Attribute> {
    if sym.mnemonic != "number" {
        return Err(crate::dialect::syntax::unknown_dialect_attr(
            p, sym, "complex",
        ));
    }
    p.parse_punct(Punct::Less)?;
    p.parse_punct(Punct::Colon)?;
    let ty_off = p.offset();
    let elem = p.parse_type()?;
    let Some(kind) = p.ctx_ref().float_kind(elem) else {
        return Err(p.error_at(ty_off, "expected a floating-point element type".into()));
    };
    let re = p.parse_float()?;
    p.parse_punct(Punct::Comma)?;
    let im = p.parse_float()?;
    p.parse_punct(Punct::Greater)?;
    Ok(number(p.ctx(), elem, kind, re, im))
}

/// `NumberAttr::get(complex<elem>, re, im)`: both parts rounded from `f64` to the element type.
pub fn number(ctx: &mut Context, elem: Type, kind: FloatKind, re: f64, im: f64) -> Attribute {
    let complex = ctx.ty(TypeKind::Complex(elem));
    let real = ctx.attr(AttrKind::Float {
        bits: float::from_f64(kind, re),
        ty: elem,
    });
    let imag = ctx.attr(AttrKind::Float {
        bits: float::from_f64(kind, im),
        ty: elem,
    });
    let ty = ctx.type_attr(complex);
    let params = vec![
        (ctx.sym("real"), real),
        (ctx.sym("imag"), imag),
        (ctx.sym("type"), ty),
    ];
    let name = ctx.sym(NAME);
    ctx.attr(AttrKind::DialectStruct { name, params })
}

/// The (real, imag, complex type) of a `#complex.number`.
pub fn parts(ctx: &Context, a: Attribute) -> Option<(Attribute, Attribute, Type)> {
    let AttrKind::DialectStruct { name, params } = ctx.attr_kind(a) else {
        return None;
    };
    if ctx.str(*name) != NAME {
        return None;
    }
    let get = |k: &str| {
        params
            .iter()
            .find(|(n, _)| ctx.str(*n) == k)
            .map(|(_, v)| *v)
    };
    Some((get("real")?, get("imag")?, ctx.as_type_attr(get("type")?)?))
}

/// `#complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>`.
pub fn print(p: &mut dyn AsmPrinter, a: Attribute) {
    let ctx = p.ctx();
    let Some((re, im, ty)) = parts(ctx, a) else {
        return;
    };
    let elem = match ctx.kind(ty) {
        TypeKind::Complex(e) => *e,
        _ => ty,
    };
    p.write("#complex.number<:");
    p.print_type(elem);
    p.write(" ");
    p.print_attribute_without_type(re);
    p.write(", ");
    p.print_attribute_without_type(im);
    p.write("> : ");
    p.print_type(ty);
}

#[cfg(test)]
mod tests {
    /// Parses `#complex.number<body>` as a module attribute and prints it back (through the
    /// parser's and printer's dialect hook tables, which register this file's hooks).
    fn round_trip(body: &str) -> Result<String, String> {
        let text = format!("module attributes {{t.a = #complex.number{body}}} {{\n}}\n");
        let m = crate::Module::parse("t", text).map_err(|e| {
            e.diagnostics
                .first()
                .map(|d| d.message.clone())
                .unwrap_or_default()
        })?;
        let out = m.print();
        let start = out.find("#complex").ok_or_else(|| out.clone())?;
        let end = out.rfind("} {").ok_or_else(|| out.clone())?;
        Ok(out[start..end].to_string())
    }

    // Expected texts are what mlir-opt 19 prints for `attributes {a = #complex.number<...>}`.
    #[test]
    fn prints_like_upstream() {
        assert_eq!(
            round_trip("<:f32 1.0, 2.0>").as_deref(),
            Ok("#complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>")
        );
        assert_eq!(
            round_trip("<:f64 -0.5, 0.0>").as_deref(),
            Ok("#complex.number<:f64 -5.000000e-01, 0.000000e+00> : complex<f64>")
        );
    }

    #[test]
    fn rejects_what_upstream_rejects() {
        assert_eq!(
            round_trip("<:f32 1, 2.0>"),
            Err("unexpected decimal integer literal for a floating point value".to_string())
        );
        assert_eq!(
            round_trip("<f32 1.0, 2.0>"),
            Err("expected ':'".to_string())
        );
        assert_eq!(round_trip("<:f32 1.0>"), Err("expected ','".to_string()));
    }
}
