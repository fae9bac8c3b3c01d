//! LLVM function signatures read from `.ll` text: the name and the types (return and parameters),
//! without parameter names and attributes, so two lowerings' signatures compare as text.

use std::collections::BTreeMap;

/// Words before the return type or around parameter types that are not part of a type.
const NOT_TYPE: &[&str] = &[
    "define",
    "declare",
    "private",
    "internal",
    "external",
    "linkonce",
    "linkonce_odr",
    "weak",
    "weak_odr",
    "dso_local",
    "dso_preemptable",
    "hidden",
    "protected",
    "default",
    "noundef",
    "zeroext",
    "signext",
    "inreg",
    "noalias",
    "nonnull",
    "nocapture",
    "readonly",
    "writeonly",
    "returned",
    "nofree",
    "immarg",
    "local_unnamed_addr",
    "unnamed_addr",
    "fastcc",
    "ccc",
];

/// Splits at top-level commas (outside `{}`, `[]`, `<>`, `()`).
fn split_top(s: &str) -> Vec<String> {
    let mut out = vec![];
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '{' | '[' | '<' | '(' => depth += 1,
            '}' | ']' | '>' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// The type in a parameter or return text: attributes, names and `align N`-style words dropped.
fn type_of(s: &str) -> String {
    let mut out = vec![];
    let mut depth = 0i32;
    let mut word = String::new();
    let mut words = vec![];
    for c in s.chars() {
        match c {
            '{' | '[' | '<' | '(' => depth += 1,
            '}' | ']' | '>' | ')' => depth -= 1,
            ' ' if depth == 0 => {
                words.push(std::mem::take(&mut word));
                continue;
            }
            _ => {}
        }
        word.push(c);
    }
    words.push(word);
    let mut skip_next = false;
    for w in words {
        if w.is_empty() || skip_next {
            skip_next = false;
            continue;
        }
        if w == "align" || w == "dereferenceable" {
            skip_next = true;
            continue;
        }
        if w.starts_with('%') || w.starts_with('#') || NOT_TYPE.contains(&w.as_str()) {
            continue;
        }
        if w.contains('(') && !w.starts_with("addrspace") && !w.starts_with('{') {
            continue; // attributes with arguments: `byval(...)`, `sret(...)`
        }
        out.push(w);
    }
    out.join(" ")
}

/// `name -> "ret (params)"` for every function defined or declared in `ll`.
pub fn signatures(ll: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for line in ll.lines() {
        if !(line.starts_with("define ") || line.starts_with("declare ")) {
            continue;
        }
        let Some(at) = line.find(" @") else { continue };
        let rest = &line[at + 2..];
        let Some(open) = rest.find('(') else { continue };
        let name = rest[..open].trim_matches('"').to_string();
        // The parameter list ends at the matching parenthesis.
        let mut depth = 0;
        let mut close = None;
        for (i, c) in rest[open..].char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(open + i);
                        break;
                    }
                }
                _ => {}
            }
        }
        let Some(close) = close else { continue };
        let params: Vec<String> = split_top(&rest[open + 1..close])
            .iter()
            .map(|p| type_of(p))
            .collect();
        let ret = type_of(&line[..at]);
        out.insert(name, format!("{ret} ({})", params.join(", ")));
    }
    out
}

/// Compares the signatures of `names` in `got` with `expected`; the first difference.
pub fn compare(
    expected: &BTreeMap<String, String>,
    got: &BTreeMap<String, String>,
    names: &[String],
) -> Result<(), String> {
    for n in names {
        match (expected.get(n), got.get(n)) {
            (None, _) => {}
            (Some(e), None) => return Err(format!("@{n}: expected `{e}`, not defined")),
            (Some(e), Some(g)) if e != g => return Err(format!("@{n}: expected `{e}`, got `{g}`")),
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_types_without_names_and_attributes() {
        let ll =
            "define { ptr, ptr, i64, [1 x i64], [1 x i64] } @f(ptr %0, ptr noundef %1, i64 %2) {\n\
                  declare void @_mlir_ciface_g(ptr, { float, float })\n\
                  define private void @\"q\"(ptr align 8 %0) #0 {\n";
        let s = signatures(ll);
        assert_eq!(
            s["f"],
            "{ ptr, ptr, i64, [1 x i64], [1 x i64] } (ptr, ptr, i64)"
        );
        assert_eq!(s["_mlir_ciface_g"], "void (ptr, { float, float })");
        assert_eq!(s["q"], "void (ptr)");
        let mut other = s.clone();
        other.insert("f".into(), "void (ptr)".into());
        assert!(compare(&s, &other, &["f".into()])
            .unwrap_err()
            .contains("@f"));
        assert!(compare(&s, &s, &["f".into(), "missing".into()]).is_ok());
    }
}
