//! Typed `u32` indices into dense arenas (the cranelift-entity idea in a few lines).

/// Declares a `Copy` index newtype usable as a key into an [`Arena`].
#[macro_export]
macro_rules! entity_id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);
        impl $crate::ir::entity::EntityId for $name {
            fn from_index(i: usize) -> Self {
                $name(u32::try_from(i).expect("arena overflow"))
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

pub trait EntityId: Copy {
    fn from_index(i: usize) -> Self;
    fn index(self) -> usize;
}

/// A growable sequence stored in fixed-size chunks: pushing never moves existing elements, so a large
/// module is built without the doubling reallocations (and their transient 3x peak) of one `Vec`.
#[derive(Clone, Debug)]
pub struct ChunkedVec<V> {
    chunks: Vec<Vec<V>>,
    len: usize,
}

const CHUNK_BITS: usize = 12;
const CHUNK: usize = 1 << CHUNK_BITS;

impl<V> Default for ChunkedVec<V> {
    fn default() -> Self {
        ChunkedVec {
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<V> ChunkedVec<V> {
    pub fn push(&mut self, v: V) -> usize {
        if self.len.is_multiple_of(CHUNK) {
            self.chunks.push(Vec::with_capacity(CHUNK));
        }
        let i = self.len;
        self.chunks
            .last_mut()
            .expect("a chunk was just ensured")
            .push(v);
        self.len += 1;
        i
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn iter(&self) -> impl Iterator<Item = &V> {
        self.chunks.iter().flat_map(|c| c.iter())
    }
}

impl<V> std::ops::Index<usize> for ChunkedVec<V> {
    type Output = V;
    #[inline]
    fn index(&self, i: usize) -> &V {
        &self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

impl<V> std::ops::IndexMut<usize> for ChunkedVec<V> {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut V {
        &mut self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

/// A dense map from ids to data; ids are never reused, so a stale id cannot alias a new entity.
#[derive(Clone, Debug)]
pub struct Arena<K, V> {
    items: ChunkedVec<V>,
    _k: std::marker::PhantomData<K>,
}

impl<K: EntityId, V> Default for Arena<K, V> {
    fn default() -> Self {
        Arena {
            items: ChunkedVec::default(),
            _k: std::marker::PhantomData,
        }
    }
}

impl<K: EntityId, V> Arena<K, V> {
    pub fn push(&mut self, v: V) -> K {
        K::from_index(self.items.push(v))
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, v)| (K::from_index(i), v))
    }
}

impl<K: EntityId, V> std::ops::Index<K> for Arena<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityId, V> std::ops::IndexMut<K> for Arena<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}

/// Hash-consing table: equal data yields the same id, so equality is an id compare. Each value is stored
/// once (the hash table holds only indices into `items`).
#[derive(Clone)]
pub struct Interner<K, V: std::hash::Hash + Eq> {
    items: ChunkedVec<V>,
    table: hashbrown::HashTable<u32>,
    _k: std::marker::PhantomData<K>,
}

impl<K, V: std::hash::Hash + Eq + std::fmt::Debug> std::fmt::Debug for Interner<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.items.iter()).finish()
    }
}

impl<K: EntityId, V: std::hash::Hash + Eq> Default for Interner<K, V> {
    fn default() -> Self {
        Interner {
            items: ChunkedVec::default(),
            table: hashbrown::HashTable::new(),
            _k: std::marker::PhantomData,
        }
    }
}

fn fx_hash<Q: std::hash::Hash + ?Sized>(q: &Q) -> u64 {
    use std::hash::BuildHasher;
    rustc_hash::FxBuildHasher.hash_one(q)
}

impl<K: EntityId, V: std::hash::Hash + Eq> Interner<K, V> {
    pub fn intern(&mut self, v: V) -> K {
        let h = fx_hash(&v);
        let Interner { items, table, .. } = self;
        if let Some(&i) = table.find(h, |&i| items[i as usize] == v) {
            return K::from_index(i as usize);
        }
        let i = items.len();
        items.push(v);
        table.insert_unique(h, i as u32, |&j| fx_hash(&items[j as usize]));
        K::from_index(i)
    }
    pub fn get(&self, k: K) -> &V {
        &self.items[k.index()]
    }
    /// Every interned value with its id, in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, v)| (K::from_index(i), v))
    }
    pub fn lookup(&self, v: &V) -> Option<K> {
        self.lookup_borrowed(v)
    }
    /// Lookup by a borrowed form (e.g. `&str` for `Box<str>` keys) without allocating.
    pub fn lookup_borrowed<Q>(&self, q: &Q) -> Option<K>
    where
        V: std::borrow::Borrow<Q>,
        Q: std::hash::Hash + Eq + ?Sized,
    {
        let h = fx_hash(q);
        self.table
            .find(h, |&i| self.items[i as usize].borrow() == q)
            .map(|&i| K::from_index(i as usize))
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}
