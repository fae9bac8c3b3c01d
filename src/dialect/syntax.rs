//! Custom-syntax helpers every dialect's parsers share: `custom op '...'` errors as MLIR's
//! `OpAsmParser::emitError` prefixes them, setting properties, and inherent attributes written in the
//! attr-dict.

use crate::diag::{DResult, Diagnostic};
use crate::ir::OpState;
use crate::parse::Parser;

/// An error from a custom parser at byte offset `off`, prefixed as MLIR's `OpAsmParser::emitError`
/// does (`custom op 'arith.addi' ...`).
pub(crate) fn custom_err(p: &Parser, st: &OpState, off: u32, msg: impl AsRef<str>) -> Diagnostic {
    p.err_at(
        off,
        format!("custom op '{}' {}", p.ctx.str(st.name), msg.as_ref()),
    )
}

/// Inherent attributes written in a custom form's attr-dict replace the values the syntax gave them:
/// upstream converts the dictionary to properties after the custom parser ran, so the dictionary wins.
pub(crate) fn absorb_inherent(p: &Parser, st: &mut OpState) {
    let Some(def) = crate::dialect::lookup(p.ctx.str(st.name)) else {
        return;
    };
    let mut i = 0;
    while i < st.attrs.len() {
        if def.inherent.contains(&p.ctx.str(st.attrs[i].0)) {
            let (k, v) = st.attrs.remove(i);
            match st.props.iter_mut().find(|e| e.0 == k) {
                Some(e) => e.1 = v,
                None => st.props.push((k, v)),
            }
        } else {
            i += 1;
        }
    }
}

/// `unknown attribute `name` in dialect `dialect`` for the dialect attribute `sym`, at its mnemonic in the
/// dotted form and at its `#` otherwise (as MLIR's `parseAttribute` hooks report it).
pub(crate) fn unknown_dialect_attr(
    p: &Parser,
    sym: &crate::parse::types::DialectSymbol,
    dialect: &str,
) -> Diagnostic {
    let off = if sym.pretty {
        sym.mnemonic_off
    } else {
        sym.tok_off
    };
    p.err_at(
        off,
        format!(
            "unknown attribute `{}` in dialect `{dialect}`",
            sym.mnemonic
        ),
    )
}

/// `parseSymbolName`: `@name`, else `custom op 'x' expected valid '@'-identifier for symbol name`.
pub(crate) fn parse_symbol_name(p: &mut Parser, st: &OpState) -> DResult<String> {
    if !p.at(crate::parse::lexer::TokenKind::AtIdent) {
        return Err(custom_err(
            p,
            st,
            p.tok_start(),
            "expected valid '@'-identifier for symbol name",
        ));
    }
    p.parse_symbol_name()
}
