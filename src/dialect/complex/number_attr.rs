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
use crate::parse::lexer::TokenKind as T;
use crate::parse::types::DialectSymbol;
use crate::parse::Parser;
use crate::print::Printer;

pub const NAME: &str = "complex.number";

/// `AsmParser::parseFloat(double&)`: an optional `-`, then a float literal or a hexadecimal bit pattern of
/// an `f64`.
fn parse_double(p: &mut Parser) -> DResult<f64> {
    let neg = p.consume_if(T::Minus);
    let off = p.tok_start();
    let text = p.spelling().to_string();
    match p.kind() {
        T::Float => {}
        T::Integer if text.starts_with("0x") => {}
        T::Integer => {
            return Err(p
                .err_at(
                    off,
                    "unexpected decimal integer literal for a floating point value",
                )
                .with_note(
                    p.diag_loc_at(off),
                    "add a trailing dot to make the literal a float",
                ))
        }
        _ => return Err(p.err_at(off, "expected floating point literal")),
    }
    let spelled = if neg { format!("-{text}") } else { text };
    let bits = float::parse_mlir_literal(FloatKind::F64, &spelled).map_err(|e| p.err_at(off, e))?;
    p.bump();
    Ok(f64::from_bits(bits as u64))
}

/// The body after `#complex.number`: `<:elem real, imag>`.
pub fn parse(p: &mut Parser, sym: &DialectSymbol, _ty: Option<Type>) -> DResult<Attribute> {
    if sym.mnemonic != "number" {
        return Err(crate::dialect::syntax::unknown_dialect_attr(
            p, sym, "complex",
        ));
    }
    p.expect_wt(T::Less, "expected '<'")?;
    p.expect_wt(T::Colon, "expected ':'")?;
    let ty_off = p.tok_start();
    let elem = p.parse_type()?;
    let Some(kind) = p.ctx.float_kind(elem) else {
        return Err(p.err_at(ty_off, "expected a floating-point element type"));
    };
    let re = parse_double(p)?;
    p.expect_wt(T::Comma, "expected ','")?;
    let im = parse_double(p)?;
    p.expect_wt(T::Greater, "expected '>'")?;
    Ok(number(p.ctx, elem, kind, re, im))
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
pub fn print(pr: &mut Printer, a: Attribute) {
    let ctx = pr.ctx;
    let Some((re, im, ty)) = parts(ctx, a) else {
        return;
    };
    pr.w("#complex.number<:");
    let elem = match ctx.kind(ty) {
        TypeKind::Complex(e) => *e,
        _ => ty,
    };
    pr.print_type(elem);
    pr.w(" ");
    pr.print_attr_without_type(re);
    pr.w(", ");
    pr.print_attr_without_type(im);
    pr.w("> : ");
    pr.print_type(ty);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::PrintFlags;

    /// Parses `#complex.number<body>` with the hook and prints it back.
    fn round_trip(body: &str) -> Result<String, String> {
        let mut ctx = Context::new();
        let a = {
            let mut p = Parser::new(&mut ctx, "t", body.as_bytes(), 0);
            let sym = DialectSymbol {
                dialect: "complex".into(),
                mnemonic: "number".into(),
                mnemonic_off: 0,
                tok_off: 0,
                trailing: true,
                pretty: true,
            };
            parse(&mut p, &sym, None).map_err(|d| d.message)?
        };
        let mut pr = Printer::new(&ctx, PrintFlags::default());
        print(&mut pr, a);
        Ok(pr.out)
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
