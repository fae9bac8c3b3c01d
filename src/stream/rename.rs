//! Renaming alias references (`#name`, `!name`) in printed MLIR text, outside string literals: how a
//! batch's aliases get the names the whole module gives them.

use rustc_hash::FxHashMap;

/// Bytes an alias name is made of (MLIR's bare identifier characters, plus `-` and `$`, which alias
/// names may contain).
fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-')
}

/// Calls `f(start, end)` for every alias-like token (sigil and name) outside string literals, in
/// order.
fn tokens(text: &str, mut f: impl FnMut(usize, usize)) {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => i = super::layout::string_end(b, i).map_or(b.len(), |end| end + 1),
            b'#' | b'!' => {
                let start = i;
                i += 1;
                while i < b.len() && is_name_byte(b[i]) {
                    i += 1;
                }
                if i > start + 1 {
                    f(start, i);
                }
            }
            _ => i += 1,
        }
    }
}

/// Whether `text` refers to `alias` (with its sigil).
pub fn mentions(text: &str, alias: &str) -> bool {
    let mut found = false;
    tokens(text, |s, e| found |= &text[s..e] == alias);
    found
}

/// Appends `text` to `out` with every alias token `map` has a new name for replaced.
pub fn rename_into<S: AsRef<str>>(text: &str, map: &FxHashMap<&str, S>, out: &mut String) {
    let mut copied = 0;
    tokens(text, |s, e| {
        if let Some(new) = map.get(&text[s..e]) {
            out.push_str(&text[copied..s]);
            out.push_str(new.as_ref());
            copied = e;
        }
    });
    out.push_str(&text[copied..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renames_tokens_outside_strings_only() {
        let map: FxHashMap<&str, &str> = [("#a", "#a1"), ("#a1", "#a"), ("!t", "!t2")]
            .into_iter()
            .collect();
        let mut out = String::new();
        rename_into(
            r##"x = #a, #a1> "#a \" #a1" #a10 #llvm.a !t) #a-b"##,
            &map,
            &mut out,
        );
        assert_eq!(out, r##"x = #a1, #a> "#a \" #a1" #a10 #llvm.a !t2) #a-b"##);
        assert!(mentions("{k = #a}", "#a"));
        assert!(!mentions("{k = \"#a\", j = #ab}", "#a"));
    }
}
