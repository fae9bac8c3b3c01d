//! The module's data layout as a `dlti.dl_spec` attribute, as upstream 19's `DataLayoutImporter`
//! makes it: the layout string, followed by MLIR's default layout, is read token by token; the first
//! token of each kind wins (so the defaults fill in what the module leaves out). Integer, float and
//! pointer alignments become type entries, `e`/`E` the endianness, `S` the stack alignment, `A`/`P`/`G`
//! the alloca/program/global memory spaces (only when not 0); other tokens (`m:e`, `n8:16:32:64`,
//! `Fi8`, `a:0:64`, `v128:128`, `ni:1`, ...) are reported as unhandled.
//!
//! Upstream keeps the entries in hash maps, so its order varies from run to run; here the type entries
//! come first, then the string-keyed ones, each in the order their token appears.
//!
//! A token upstream cannot translate fails the import with upstream's error, `cannot translate data
//! layout: <token>` at the module (alone: the unhandled-token warnings are not reported then, as
//! upstream). A float width MLIR has no type for (upstream crashes) skips that token with a warning.

/// MLIR 19's default data layout (`kDefaultDataLayout`), appended to the module's.
const DEFAULT_LAYOUT: &str =
    "e-p:64:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f16:16:16-f64:64:64-f128:128:128";

/// The data layout translated: the `#dlti.dl_spec<...>` text and the warnings to report.
#[derive(Debug, Default, PartialEq)]
pub struct DlSpec {
    pub attr: String,
    pub warnings: Vec<String>,
}

/// Translates an LLVM data layout string (empty for none: the defaults alone); `Err` holds
/// upstream's error message for a token it cannot translate.
pub fn translate(layout: &str) -> Result<DlSpec, String> {
    let full = if layout.is_empty() {
        DEFAULT_LAYOUT.to_string()
    } else {
        format!("{layout}-{DEFAULT_LAYOUT}")
    };
    let mut types: Vec<(String, String)> = vec![];
    let mut keys: Vec<(&'static str, String)> = vec![];
    let mut warnings = vec![];
    for token in full.split('-') {
        match entry(token) {
            Ok(Some(Entry::Type(key, value))) => {
                if !types.iter().any(|(k, _)| *k == key) {
                    types.push((key, value));
                }
            }
            Ok(Some(Entry::Key(key, value))) => {
                if !keys.iter().any(|(k, _)| *k == key) {
                    keys.push((key, value));
                }
            }
            // A default value: not stored, so a later token of the kind still counts.
            Ok(Some(Entry::Seen)) => {}
            Ok(None) => warnings.push(format!("unhandled data layout token: {token}")),
            Err(Failure::Untranslatable) => {
                return Err(format!("cannot translate data layout: {token}"));
            }
            Err(Failure::NoFloatType(w)) => warnings.push(format!(
                "cannot translate data layout token: {token} (MLIR has no {w}-bit float type)"
            )),
        }
    }
    let entries: Vec<String> = types
        .iter()
        .map(|(k, v)| format!("#dlti.dl_entry<{k}, {v}>"))
        .chain(
            keys.iter()
                .map(|(k, v)| format!("#dlti.dl_entry<\"{k}\", {v}>")),
        )
        .collect();
    Ok(DlSpec {
        attr: format!("#dlti.dl_spec<{}>", entries.join(", ")),
        warnings,
    })
}

/// The module attribute `dlti.dl_spec = ...` for the module's layout, reporting the warnings
/// upstream reports (always, as upstream does, not only the expensive ones); upstream's error, at
/// the module, when it cannot translate the layout.
pub(crate) fn module_attr(
    e: &mut crate::module::Emitter,
) -> Result<String, irbridge::diag::Diagnostic> {
    let at_module = |severity, message| irbridge::diag::Diagnostic {
        severity,
        loc: irbridge::diag::DiagLoc::File {
            file: e.file.clone(),
            line: 0,
            col: 0,
        },
        message,
        notes: vec![],
    };
    let spec = translate(&e.m.data_layout.layout_str)
        .map_err(|m| at_module(irbridge::diag::Severity::Error, m))?;
    let warnings: Vec<_> = spec
        .warnings
        .into_iter()
        .map(|w| at_module(irbridge::diag::Severity::Warning, w))
        .collect();
    e.warnings.extend(warnings);
    Ok(format!("dlti.dl_spec = {}", spec.attr))
}

enum Entry {
    /// A type-keyed entry: the type and the `dense<...>` value.
    Type(String, String),
    /// A string-keyed entry: the key and the value.
    Key(&'static str, String),
    /// A memory space or stack alignment of the default value 0, which upstream does not store.
    Seen,
}

enum Failure {
    /// Upstream's `cannot translate data layout` error.
    Untranslatable,
    /// A float width MLIR has no type for (upstream crashes).
    NoFloatType(u64),
}

/// One token: `Ok(None)` when upstream leaves it unhandled.
fn entry(token: &str) -> Result<Option<Entry>, Failure> {
    use Failure::Untranslatable as U;
    let prefix_len = token
        .bytes()
        .take_while(|b| b.is_ascii_alphabetic())
        .count();
    if prefix_len == 0 {
        return Err(U);
    }
    let (prefix, rest) = token.split_at(prefix_len);
    let space = |key: &'static str| -> Result<Option<Entry>, Failure> {
        let (n, _) = leading_int(rest).ok_or(U)?;
        Ok(Some(if n == 0 {
            Entry::Seen
        } else {
            Entry::Key(key, format!("{n} : ui64"))
        }))
    };
    Ok(match prefix {
        "e" | "E" => {
            if !rest.is_empty() {
                return Err(U);
            }
            let v = if prefix == "e" { "little" } else { "big" };
            Some(Entry::Key("dlti.endianness", format!("\"{v}\"")))
        }
        "P" => return space("dlti.program_memory_space"),
        "G" => return space("dlti.global_memory_space"),
        "A" => return space("dlti.alloca_memory_space"),
        "S" => {
            let (n, _) = leading_int(rest).ok_or(U)?;
            Some(if n == 0 {
                Entry::Seen
            } else {
                Entry::Key("dlti.stack_alignment", format!("{n} : i64"))
            })
        }
        "i" | "f" => {
            let (width, rest) = leading_int(rest).ok_or(U)?;
            let ty = if prefix == "i" {
                format!("i{width}")
            } else {
                match width {
                    16 | 32 | 64 | 80 | 128 => format!("f{width}"),
                    _ => return Err(Failure::NoFloatType(width)),
                }
            };
            let list = int_list(rest).ok_or(U)?;
            if list.is_empty() || list.len() > 2 {
                return Err(U);
            }
            let abi = list[0];
            let pref = list.get(1).copied().unwrap_or(abi);
            Some(Entry::Type(ty, dense(&[abi, pref])))
        }
        "p" => {
            let (space, rest) = if rest.starts_with(':') {
                (0, rest)
            } else {
                leading_int(rest).ok_or(U)?
            };
            let list = int_list(rest).ok_or(U)?;
            if list.len() < 2 || list.len() > 4 {
                return Err(U);
            }
            let size = list[0];
            let abi = list[1];
            let pref = list.get(2).copied().unwrap_or(abi);
            let idx = list.get(3).copied().unwrap_or(size);
            let ty = if space == 0 {
                "!llvm.ptr".to_string()
            } else {
                format!("!llvm.ptr<{space}>")
            };
            Some(Entry::Type(ty, dense(&[size, abi, pref, idx])))
        }
        _ => None,
    })
}

/// The decimal number at the start of `s` and what follows (`StringRef::consumeInteger`).
fn leading_int(s: &str) -> Option<(u64, &str)> {
    let n = s.bytes().take_while(|b| b.is_ascii_digit()).count();
    if n == 0 {
        return None;
    }
    Some((s[..n].parse().ok()?, &s[n..]))
}

/// `:a:b:c` (or `a:b:c`) as numbers; `None` if one is not a number (an empty list is one empty
/// number, as upstream splits it).
fn int_list(s: &str) -> Option<Vec<u64>> {
    let s = s.strip_prefix(':').unwrap_or(s);
    s.split(':')
        .map(|t| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                None
            } else {
                t.parse().ok()
            }
        })
        .collect()
}

/// `dense<N> : vector<Kxi64>` (a splat) or `dense<[a, b, ...]> : vector<Kxi64>`.
fn dense(v: &[u64]) -> String {
    let body = if v.iter().all(|x| *x == v[0]) {
        v[0].to_string()
    } else {
        format!(
            "[{}]",
            v.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
        )
    };
    format!("dense<{body}> : vector<{}xi64>", v.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_alone() {
        let s = translate("").unwrap();
        assert!(s.warnings.is_empty());
        assert_eq!(
            s.attr,
            "#dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, \
             #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, \
             #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, \
             #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, \
             #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, \
             #dlti.dl_entry<\"dlti.endianness\", \"little\">>"
        );
    }

    #[test]
    fn first_token_wins_and_zero_spaces_are_not_stored() {
        let s = translate("E-p:32:32-p:64:64-A0-A5-S0-S64-ni:7").unwrap();
        assert_eq!(s.warnings, vec!["unhandled data layout token: ni:7"]);
        let a = s.attr;
        assert!(a.contains("#dlti.dl_entry<!llvm.ptr, dense<32> : vector<4xi64>>"));
        assert!(!a.contains("!llvm.ptr, dense<64>"));
        assert!(a.contains("\"dlti.alloca_memory_space\", 5 : ui64"));
        assert!(a.contains("\"dlti.stack_alignment\", 64 : i64"));
        assert!(a.contains("\"dlti.endianness\", \"big\""));
        assert!(!a.contains("little"));
    }

    #[test]
    fn failures() {
        assert_eq!(
            translate("p1:64:64:64:64:64"),
            Err("cannot translate data layout: p1:64:64:64:64:64".to_string())
        );
        let s = translate("f256:256").unwrap();
        assert!(s.attr.contains("f128"));
        assert!(s.warnings[0].contains("256-bit"));
    }
}
