//! Resource blobs of a context (MLIR's `DialectResourceBlobManager` for the builtin dialect, and the
//! `FallbackAsmResourceMap` `mlir-opt` keeps unknown `external_resources` in).
//!
//! A `dense_resource<key>` attribute holds a [`ResourceId`]: a handle declared by name, which the file
//! metadata section `{-# dialect_resources: { builtin: { key: "0x..." } } #-}` may give a blob. The
//! bytes of a blob are stored once, here; attributes and their users borrow them.

use rustc_hash::FxHashMap;

/// A handle of the builtin dialect's blob manager (index into [`Resources::entries`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ResourceId(pub u32);

/// The data of a blob and the alignment it asks for (a power of two, or 0).
#[derive(Clone, Debug, Default)]
pub struct Blob {
    pub align: u32,
    pub data: Box<[u8]>,
}

impl Blob {
    /// The blob as the text format writes it: `"0x` + the alignment (4 bytes, little-endian) + the
    /// data, in upper-case hex, `"`.
    pub fn hex_string(&self) -> String {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        let mut s = String::with_capacity(4 + 2 * (4 + self.data.len()));
        s.push_str("\"0x");
        for &b in self.align.to_le_bytes().iter().chain(self.data.iter()) {
            s.push(HEX[usize::from(b >> 4)] as char);
            s.push(HEX[usize::from(b & 15)] as char);
        }
        s.push('"');
        s
    }
}

/// One declared handle: its key and, once the file metadata gave it one, its blob.
#[derive(Clone, Debug)]
pub struct ResourceEntry {
    pub key: Box<str>,
    pub blob: Option<Blob>,
}

/// A value of an `external_resources` entry, kept to be printed back as `mlir-opt` does.
#[derive(Clone, Debug)]
pub enum ExternalValue {
    Blob(Blob),
    Bool(bool),
    /// Unescaped bytes.
    String(Box<[u8]>),
}

/// An `external_resources` group: its name and its entries in order.
pub type ExternalGroup = (Box<str>, Vec<(Box<str>, ExternalValue)>);

/// The resources of one context.
#[derive(Clone, Debug, Default)]
pub struct Resources {
    /// The builtin dialect's handles, in declaration order.
    pub entries: Vec<ResourceEntry>,
    by_key: FxHashMap<Box<str>, ResourceId>,
    /// `external_resources` groups in first-seen order, each with its entries in order.
    pub external: Vec<ExternalGroup>,
}

impl Resources {
    /// The handle named `key`, declared on first use.
    pub fn declare(&mut self, key: &str) -> ResourceId {
        if let Some(&id) = self.by_key.get(key) {
            return id;
        }
        let id = ResourceId(u32::try_from(self.entries.len()).unwrap_or(u32::MAX));
        self.entries.push(ResourceEntry {
            key: key.into(),
            blob: None,
        });
        self.by_key.insert(key.into(), id);
        id
    }

    /// The key of handle `id`.
    pub fn key(&self, id: ResourceId) -> &str {
        self.entries.get(id.0 as usize).map_or("", |e| &e.key)
    }

    /// The blob of handle `id`, if the file gave it one.
    pub fn blob(&self, id: ResourceId) -> Option<&Blob> {
        self.entries.get(id.0 as usize)?.blob.as_ref()
    }

    /// Gives handle `id` its blob.
    pub fn set_blob(&mut self, id: ResourceId, blob: Blob) {
        if let Some(e) = self.entries.get_mut(id.0 as usize) {
            e.blob = Some(blob);
        }
    }

    /// Adds an entry to the `external_resources` group `group`.
    pub fn add_external(&mut self, group: &str, key: &str, value: ExternalValue) {
        match self.external.iter_mut().find(|(g, _)| &**g == group) {
            Some((_, v)) => v.push((key.into(), value)),
            None => self
                .external
                .push((group.into(), vec![(key.into(), value)])),
        }
    }

    /// Declares an `external_resources` group with no entries yet (printed only if it gets some).
    pub fn declare_external_group(&mut self, group: &str) {
        if !self.external.iter().any(|(g, _)| &**g == group) {
            self.external.push((group.into(), vec![]));
        }
    }
}
