//! Names of the symbols a pass creates beside others of the same kind (`assert_msg`,
//! `vector_print_str`): `base` if it is free, else `base_N`, N taken from one counter that only
//! grows, as upstream's `ensureSymbolNameIsUnique` does with its process-wide counter.
//!
//! A streamed batch ([`crate::stream`]) sees only part of the module, so it cannot know N: there a
//! name is a placeholder (`base` + [`PLACEHOLDER_MARK`] + batch and sequence numbers), and the
//! assembly gives the placeholders the names the whole-module path would, in its creation order
//! (`final_names`).

use std::cell::Cell;

/// What a placeholder holds between its base and its numbers: nothing a user names a symbol with
/// (a streamed input that contains it takes the whole-module path).
pub const PLACEHOLDER_MARK: &str = "__irbridge_streamed_";

#[derive(Clone, Copy)]
enum Mode {
    /// The next N of this thread (the CLI runs every pass of a process on one thread).
    Counter(usize),
    /// Placeholders of streamed batch `batch`, the next one numbered `next`.
    Batch { batch: usize, next: usize },
}

thread_local! {
    static MODE: Cell<Mode> = const { Cell::new(Mode::Counter(0)) };
}

/// A name for a new symbol made from `base` (an identifier) that `taken` says is free.
pub fn unique_symbol_name(base: &str, mut taken: impl FnMut(&str) -> bool) -> String {
    match MODE.with(Cell::get) {
        Mode::Batch { batch, next } => {
            MODE.with(|m| {
                m.set(Mode::Batch {
                    batch,
                    next: next + 1,
                })
            });
            // Fixed width, wider than any final name's number: renaming shortens the text.
            format!("{base}{PLACEHOLDER_MARK}{batch:010}_{next:010}")
        }
        Mode::Counter(mut n) => {
            let mut name = base.to_string();
            while taken(&name) {
                name = format!("{base}_{n}");
                n += 1;
            }
            MODE.with(|m| m.set(Mode::Counter(n)));
            name
        }
    }
}

/// Restarts the numbering, as a new `mlir-opt` process does (for tests comparing several inputs,
/// each with its own `mlir-opt` run).
pub fn reset_counter() {
    MODE.with(|m| m.set(Mode::Counter(0)));
}

/// This thread's next N (outside a batch).
pub(crate) fn counter() -> Option<usize> {
    match MODE.with(Cell::get) {
        Mode::Counter(n) => Some(n),
        Mode::Batch { .. } => None,
    }
}

/// Sets this thread's next N (after a streamed run numbered its names).
pub(crate) fn set_counter(n: usize) {
    MODE.with(|m| m.set(Mode::Counter(n)));
}

/// Makes this thread name placeholders for batch `batch` until [`end_batch`].
pub(crate) fn begin_batch(batch: usize) {
    MODE.with(|m| m.set(Mode::Batch { batch, next: 0 }));
}

/// Back to counting, from 0 (worker threads never name anything outside a batch).
pub(crate) fn end_batch() {
    reset_counter();
}

/// The base of a placeholder name, `None` for any other name.
pub(crate) fn placeholder_base(name: &str) -> Option<&str> {
    let (base, rest) = name.split_once(PLACEHOLDER_MARK)?;
    let (batch, seq) = rest.split_once('_')?;
    let digits = |s: &str| s.len() == 10 && s.bytes().all(|b| b.is_ascii_digit());
    (digits(batch) && digits(seq)).then_some(base)
}

/// Whether `name` is one the numbering may give for `base` (`base` or `base_N`).
pub(crate) fn may_be_named_from(name: &str, base: &str) -> bool {
    match name.strip_prefix(base) {
        Some("") => true,
        Some(rest) => rest
            .strip_prefix('_')
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())),
        None => false,
    }
}

/// The names the whole-module path gives `placeholders`, listed in its creation order, when the
/// counter starts at `counter` and no other symbol has a name the numbering may give (the caller
/// checks, with [`may_be_named_from`]); and the counter after them.
pub(crate) fn final_names<'a>(
    placeholders: impl IntoIterator<Item = &'a str>,
    mut counter: usize,
) -> Option<(Vec<String>, usize)> {
    let mut used_bases: Vec<&str> = vec![];
    let mut names = vec![];
    for p in placeholders {
        let base = placeholder_base(p)?;
        if used_bases.contains(&base) {
            names.push(format!("{base}_{counter}"));
            counter += 1;
        } else {
            used_bases.push(base);
            names.push(base.to_string());
        }
    }
    Some((names, counter))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_skips_taken_names_and_placeholders_number_alike() {
        reset_counter();
        let mut taken = vec!["s".to_string(), "s_0".to_string()];
        let a = unique_symbol_name("s", |n| taken.iter().any(|t| t == n));
        taken.push(a.clone());
        let b = unique_symbol_name("t", |n| taken.iter().any(|t| t == n));
        taken.push(b.clone());
        let c = unique_symbol_name("s", |n| taken.iter().any(|t| t == n));
        // `s` and `s_0` are taken: N=0 is consumed by the clash with `s_0`.
        assert_eq!((a.as_str(), b.as_str(), c.as_str()), ("s_1", "t", "s_2"));

        // Without taken names, placeholders in creation order get what the counter gives.
        begin_batch(7);
        let p: Vec<String> = ["s", "t", "s", "s", "t"]
            .iter()
            .map(|b| unique_symbol_name(b, |_| unreachable!()))
            .collect();
        end_batch();
        assert!(p.iter().all(|n| placeholder_base(n).is_some()));
        let (names, next) = final_names(p.iter().map(String::as_str), 3).unwrap();
        assert_eq!(names, ["s", "t", "s_3", "s_4", "t_5"]);
        assert_eq!(next, 6);
        let direct: Vec<String> = {
            set_counter(3);
            let mut taken: Vec<String> = vec![];
            ["s", "t", "s", "s", "t"]
                .iter()
                .map(|b| {
                    let n = unique_symbol_name(b, |n| taken.iter().any(|t| t == n));
                    taken.push(n.clone());
                    n
                })
                .collect()
        };
        assert_eq!(names, direct);
        assert_eq!(counter(), Some(6));
        assert!(may_be_named_from("s_12", "s") && may_be_named_from("s", "s"));
        assert!(!may_be_named_from("s_x", "s") && !may_be_named_from("s_", "s"));
    }
}
