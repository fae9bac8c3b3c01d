//! Custom-syntax helpers every dialect's hooks share, on the [`AsmParser`] interface: setting
//! properties, symbol names, and the dialect attribute parsers' "unknown attribute" error.

use crate::diag::{DResult, Diagnostic};
use crate::ir::{Attribute, OpState};
use crate::ods::asm::{AsmParser, DialectSymbol};

/// Sets (or replaces) a property while parsing.
pub(crate) fn set_prop(p: &mut dyn AsmParser, st: &mut OpState, name: &str, value: Attribute) {
    let k = p.sym(name);
    match st.props.iter_mut().find(|e| e.0 == k) {
        Some(e) => e.1 = value,
        None => st.props.push((k, value)),
    }
}

/// `parseSymbolName`: `@name`, else "expected valid '@'-identifier for symbol name".
pub(crate) fn parse_symbol_name(p: &mut dyn AsmParser) -> DResult<Vec<u8>> {
    match p.parse_optional_symbol_name() {
        Some(n) => Ok(n),
        None => Err(p.error_here("expected valid '@'-identifier for symbol name".into())),
    }
}

/// `unknown attribute `name` in dialect `dialect`` for the dialect attribute `sym`, at its mnemonic in the
/// dotted form and at its `#` otherwise (as MLIR's `parseAttribute` hooks report it).
pub(crate) fn unknown_dialect_attr(
    p: &dyn AsmParser,
    sym: &DialectSymbol,
    dialect: &str,
) -> Diagnostic {
    let off = if sym.pretty {
        sym.mnemonic_off
    } else {
        sym.tok_off
    };
    p.error_at(
        off,
        format!(
            "unknown attribute `{}` in dialect `{dialect}`",
            sym.mnemonic
        ),
    )
}
