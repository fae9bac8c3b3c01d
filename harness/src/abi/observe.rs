//! Observations: what one call showed, as ordered `key=value` lines (the C caller prints them, the
//! expectations are built here). Pointers are named relative to the harness's buffers
//! (`buf1+32`), or `fresh` for memory the callee allocated, so runs in different processes compare.

use super::descriptor::{Buffer, Desc};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ObsSet(pub Vec<(String, String)>);

/// One observed value, rendered as the C caller renders it.
pub enum Obs {
    Int(i64),
    Hex(u64),
    Bytes(Vec<u8>),
    Text(String),
}

impl Obs {
    pub fn hex(v: u64) -> Obs {
        Obs::Hex(v)
    }
    pub fn render(&self) -> String {
        match self {
            Obs::Int(v) => v.to_string(),
            Obs::Hex(v) => format!("0x{v:x}"),
            Obs::Bytes(b) => hex_bytes(b),
            Obs::Text(t) => t.clone(),
        }
    }
}

pub fn hex_bytes(b: &[u8]) -> String {
    if b.is_empty() {
        return "-".into();
    }
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn int_list(v: &[i64]) -> String {
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("[{}]", items.join(","))
}

impl ObsSet {
    pub fn push(&mut self, key: &str, v: Obs) {
        self.0.push((key.to_string(), v.render()));
    }

    /// The fields of a ranked descriptor and its elements. `at` is `(buffer, pad)` for a
    /// descriptor into a harness buffer, `None` for fresh memory (`buf` then holds its elements
    /// from index 0).
    pub fn ranked(&mut self, key: &str, d: &Desc, at: Option<(usize, u64)>, buf: &Buffer) {
        let (alloc, align, pad) = match at {
            Some((b, pad)) => (format!("buf{b}+0"), format!("buf{b}+{pad}"), pad),
            None => ("fresh".into(), "fresh".into(), 0),
        };
        self.push(&format!("{key}.alloc"), Obs::Text(alloc));
        self.push(&format!("{key}.align"), Obs::Text(align));
        self.push(&format!("{key}.offset"), Obs::Int(d.offset));
        self.push(&format!("{key}.sizes"), Obs::Text(int_list(&d.sizes)));
        self.push(&format!("{key}.strides"), Obs::Text(int_list(&d.strides)));
        let es = buf.elem_size as usize;
        let mut bytes = vec![];
        for i in d.element_indices() {
            let start = pad as usize + i as usize * es;
            let elem = &buf.bytes[start..start + es];
            bytes.extend(elem.iter().zip(&buf.mask).map(|(b, m)| b & m));
        }
        self.push(&format!("{key}.elems"), Obs::Bytes(bytes));
    }

    /// Parses the C caller's output for one path. Addresses in what the code printed itself
    /// (`out.stdout`: `printMemref*` shows its base pointer) are masked.
    pub fn parse(text: &str) -> ObsSet {
        ObsSet(
            text.lines()
                .filter_map(|l| l.split_once('='))
                .map(|(k, v)| {
                    let v = if k == "out.stdout" {
                        mask_addresses(v)
                    } else {
                        v.to_string()
                    };
                    (k.to_string(), v)
                })
                .collect(),
        )
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// `text` with every `0x` followed by 6 or more hex digits (an address) replaced by `0x?`.
pub fn mask_addresses(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'0' && b.get(i + 1) == Some(&b'x') {
            let n = b[i + 2..]
                .iter()
                .take_while(|c| c.is_ascii_hexdigit())
                .count();
            if n >= 6 {
                out.push_str("0x?");
                i += 2 + n;
                continue;
            }
        }
        out.push(b[i] as char);
        i += 1;
    }
    out
}

/// What the bare-pointer convention shows of observations made with descriptors: a memref is its
/// aligned pointer (`.align` becomes `.ptr`) and its elements; the other descriptor fields are not
/// passed.
pub fn to_bare(obs: &ObsSet) -> ObsSet {
    ObsSet(
        obs.0
            .iter()
            .filter(|(k, _)| {
                ![".alloc", ".offset", ".sizes", ".strides"]
                    .iter()
                    .any(|f| k.ends_with(f))
            })
            .map(|(k, v)| match k.strip_suffix(".align") {
                Some(base) => (format!("{base}.ptr"), v.clone()),
                None => (k.clone(), v.clone()),
            })
            .collect(),
    )
}

/// Keys whose values differ between two runs of the same code on the same input (a function that
/// returns uninitialized memory, an address, or poison): not a property of the ABI.
pub fn unstable_keys(a: &ObsSet, b: &ObsSet) -> Vec<String> {
    a.0.iter()
        .filter(|(k, v)| b.get(k).is_some_and(|w| w != v))
        .map(|(k, _)| k.clone())
        .collect()
}

/// `obs` without the observations of `keys` (and of their bare-pointer spellings).
pub fn without(obs: &ObsSet, keys: &[String]) -> ObsSet {
    let hit = |k: &str| {
        keys.iter().any(|u| {
            u == k
                || u.strip_suffix(".align")
                    .is_some_and(|b| k == format!("{b}.ptr"))
        })
    };
    ObsSet(obs.0.iter().filter(|(k, _)| !hit(k)).cloned().collect())
}

/// The first difference between `expected` and `got`: every expected key must be present with
/// the same value (and, if `exact`, nothing else may be there). `(key, expected, got)`.
pub fn first_mismatch(
    expected: &ObsSet,
    got: &ObsSet,
    exact: bool,
) -> Option<(String, String, String)> {
    for (k, v) in &expected.0 {
        match got.get(k) {
            Some(g) if g == v => {}
            Some(g) => return Some((k.clone(), v.clone(), g.to_string())),
            None => return Some((k.clone(), v.clone(), "(not observed)".into())),
        }
    }
    if exact {
        for (k, v) in &got.0 {
            if expected.get(k).is_none() {
                return Some((k.clone(), "(nothing)".into(), v.clone()));
            }
        }
    }
    None
}
