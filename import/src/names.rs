//! Spelling names and strings the way MLIR's lexer reads them back.

use std::fmt::Write;

/// `@name`, quoted when it is not a bare identifier (`@".str"`).
pub fn symbol(name: &str) -> String {
    let bare = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if bare {
        format!("@{name}")
    } else {
        format!("@{}", quote(name.as_bytes()))
    }
}

/// A string literal with MLIR's escapes (`\"`, `\\`, `\XX` for everything unprintable).
pub fn quote(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:02X}");
            }
        }
    }
    s.push('"');
    s
}

/// The name of an llvm-ir `Name` for messages (`%x`, `%3`).
pub fn llvm_name(n: &llvm_ir::Name) -> String {
    match n {
        llvm_ir::Name::Name(s) => format!("%{s}"),
        llvm_ir::Name::Number(i) => format!("%{i}"),
    }
}
