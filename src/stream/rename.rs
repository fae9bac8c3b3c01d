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

/// `text` with every counted-name placeholder (`unique_names`) that `map` names replaced, in place:
/// a placeholder is longer than any name it gets. `None` if `map` lacks one.
pub fn rename_counted(text: String, map: &FxHashMap<String, String>) -> Option<String> {
    use crate::pass::unique_names::PLACEHOLDER_MARK;
    // The mark, then the batch and sequence numbers (`{batch:010}_{seq:010}`).
    const NUMBERS: usize = 21;
    if !text.contains(PLACEHOLDER_MARK) {
        return Some(text);
    }
    let mut bytes = text.into_bytes();
    let (mut read, mut write) = (0, 0);
    while let Some(found) = find(&bytes[read..], PLACEHOLDER_MARK.as_bytes()) {
        let mark = read + found;
        let mut start = mark;
        while start > read && is_symbol_byte(bytes[start - 1]) {
            start -= 1;
        }
        let end = (mark + PLACEHOLDER_MARK.len() + NUMBERS).min(bytes.len());
        let name = std::str::from_utf8(&bytes[start..end]).ok()?;
        let new = map.get(name)?.as_bytes();
        if new.len() > end - start {
            return None;
        }
        bytes.copy_within(read..start, write);
        write += start - read;
        bytes[write..write + new.len()].copy_from_slice(new);
        write += new.len();
        read = end;
    }
    bytes.copy_within(read.., write);
    write += bytes.len() - read;
    bytes.truncate(write);
    String::from_utf8(bytes).ok()
}

/// Bytes of a bare symbol name.
fn is_symbol_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.')
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
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

    #[test]
    fn renames_counted_placeholders_in_place() {
        use crate::pass::unique_names::PLACEHOLDER_MARK as M;
        let p0 = format!("s{M}0000000003_0000000000");
        let p1 = format!("s{M}0000000003_0000000001");
        let map: FxHashMap<String, String> =
            [(p0.clone(), "s".into()), (p1.clone(), "s_12".into())]
                .into_iter()
                .collect();
        let text = format!("@{p0}(x) = addressof @{p1} : !p\n@{p0}");
        assert_eq!(
            rename_counted(text, &map).as_deref(),
            Some("@s(x) = addressof @s_12 : !p\n@s")
        );
        assert_eq!(
            rename_counted(format!("@t{M}0000000003_0000000009"), &map),
            None
        );
    }
}
