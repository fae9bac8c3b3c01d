//! The handle types of the `transform` dialect: `!transform.any_op`, `!transform.op<"name">`,
//! `!transform.any_value`, `!transform.any_param`. They carry no data irbridge reads beyond their
//! spelling, so they are the dialect's opaque types, printed back as written.

use crate::diag::DResult;
use crate::ir::{Context, Type, TypeKind};
use crate::ods::asm::{AsmParser, DialectSymbol, Punct};
use crate::ods::constraint::TypeConstraint;

/// The dialect's name.
const DIALECT: &str = "transform";

/// The type hook: the handle types after `!transform.`.
pub fn parse_type(p: &mut dyn AsmParser, sym: &DialectSymbol) -> DResult<Type> {
    let body = match (sym.mnemonic.as_str(), sym.trailing) {
        ("any_op" | "any_value" | "any_param", false) => sym.mnemonic.clone(),
        ("op", true) => {
            p.parse_punct(Punct::Less)?;
            let off = p.offset();
            let Some(name) = p.parse_optional_string() else {
                return Err(p.error_at(off, "expected string".into()));
            };
            let name = String::from_utf8_lossy(&name).into_owned();
            if !name.contains('.') {
                return Err(p.error_at(off, format!("'{name}' is not a valid operation name")));
            }
            p.parse_punct(Punct::Greater)?;
            format!("op<\"{name}\">")
        }
        (m, _) => {
            return Err(p.error_at(
                sym.mnemonic_off,
                format!("unknown type mnemonic '{m}' in dialect '{DIALECT}'"),
            ))
        }
    };
    Ok(p.ctx().ty(TypeKind::Opaque {
        dialect: DIALECT.into(),
        body: body.into(),
    }))
}

/// The body of a type of the dialect (`any_op`, `op<"func.func">`).
fn body(ctx: &Context, t: Type) -> Option<&str> {
    match ctx.kind(t) {
        TypeKind::Opaque { dialect, body } if &**dialect == DIALECT => Some(body),
        _ => None,
    }
}

/// The op name an `!transform.op<"name">` handle is restricted to.
pub fn op_type_name(ctx: &Context, t: Type) -> Option<&str> {
    body(ctx, t)?
        .strip_prefix("op<\"")
        .and_then(|s| s.strip_suffix("\">"))
}

/// `TransformHandleTypeInterface`: a handle to payload ops.
pub const HANDLE: TypeConstraint = TypeConstraint::new(
    "TransformHandleTypeInterface instance",
    |c, t| matches!(body(c, t), Some(b) if b == "any_op" || b.starts_with("op<")),
);

/// `Transform_AnyHandleType`: a handle to payload ops or to payload values.
pub const ANY_HANDLE: TypeConstraint = TypeConstraint::new(
    "transform operation or value handle",
    |c, t| matches!(body(c, t), Some(b) if b == "any_op" || b == "any_value" || b.starts_with("op<")),
);

/// Any type of the dialect (handles and parameters).
pub const ANY_TRANSFORM: TypeConstraint =
    TypeConstraint::new("any transform dialect type", |c, t| body(c, t).is_some());
