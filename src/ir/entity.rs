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

/// A dense map from ids to data; ids are never reused, so a stale id cannot alias a new entity.
#[derive(Clone, Debug)]
pub struct Arena<K, V> {
    items: Vec<V>,
    _k: std::marker::PhantomData<K>,
}

impl<K: EntityId, V> Default for Arena<K, V> {
    fn default() -> Self {
        Arena {
            items: Vec::new(),
            _k: std::marker::PhantomData,
        }
    }
}

impl<K: EntityId, V> Arena<K, V> {
    pub fn push(&mut self, v: V) -> K {
        let k = K::from_index(self.items.len());
        self.items.push(v);
        k
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
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityId, V> std::ops::IndexMut<K> for Arena<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}

/// Hash-consing table: equal data yields the same id, so equality is an id compare.
#[derive(Clone, Debug)]
pub struct Interner<K, V: std::hash::Hash + Eq + Clone> {
    items: Vec<V>,
    map: rustc_hash::FxHashMap<V, K>,
}

impl<K: EntityId, V: std::hash::Hash + Eq + Clone> Default for Interner<K, V> {
    fn default() -> Self {
        Interner {
            items: Vec::new(),
            map: Default::default(),
        }
    }
}

impl<K: EntityId, V: std::hash::Hash + Eq + Clone> Interner<K, V> {
    pub fn intern(&mut self, v: V) -> K {
        if let Some(&k) = self.map.get(&v) {
            return k;
        }
        let k = K::from_index(self.items.len());
        self.items.push(v.clone());
        self.map.insert(v, k);
        k
    }
    pub fn get(&self, k: K) -> &V {
        &self.items[k.index()]
    }
    pub fn lookup(&self, v: &V) -> Option<K> {
        self.map.get(v).copied()
    }
    /// Lookup by a borrowed form (e.g. `&str` for `Box<str>` keys) without allocating.
    pub fn lookup_borrowed<Q>(&self, q: &Q) -> Option<K>
    where
        V: std::borrow::Borrow<Q>,
        Q: std::hash::Hash + Eq + ?Sized,
    {
        self.map.get(q).copied()
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}
