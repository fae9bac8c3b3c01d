//! `arith::AtomicRMWKind`, the kind of `memref.atomic_rmw`. Upstream it is an `I64EnumAttr` of the arith
//! dialect: the custom form prints the keyword (`addf`), the generic form the integer (`kind = 0 : i64`).
//! Kept here privately until the arith dialect exports it.

/// Which operand types a kind accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KindClass {
    Float,
    Integer,
    Any,
}

/// (keyword, value, accepted types), in upstream's case order.
const KINDS: &[(&str, i64, KindClass)] = &[
    ("addf", 0, KindClass::Float),
    ("addi", 1, KindClass::Integer),
    ("assign", 2, KindClass::Any),
    ("maximumf", 3, KindClass::Float),
    ("maxs", 4, KindClass::Integer),
    ("maxu", 5, KindClass::Integer),
    ("minimumf", 6, KindClass::Float),
    ("mins", 7, KindClass::Integer),
    ("minu", 8, KindClass::Integer),
    ("mulf", 9, KindClass::Float),
    ("muli", 10, KindClass::Integer),
    ("ori", 11, KindClass::Integer),
    ("andi", 12, KindClass::Integer),
    ("maxnumf", 13, KindClass::Any),
    ("minnumf", 14, KindClass::Any),
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct AtomicRmwKind(usize);

impl AtomicRmwKind {
    pub fn from_keyword(s: &str) -> Option<Self> {
        KINDS.iter().position(|k| k.0 == s).map(AtomicRmwKind)
    }
    pub fn from_value(v: i64) -> Option<Self> {
        KINDS.iter().position(|k| k.1 == v).map(AtomicRmwKind)
    }
    pub fn keyword(self) -> &'static str {
        KINDS[self.0].0
    }
    pub fn value(self) -> i64 {
        KINDS[self.0].1
    }
    pub fn class(self) -> KindClass {
        KINDS[self.0].2
    }
    /// `[addf, addi, ...]` as upstream lists the cases in its parse error.
    pub fn all_keywords() -> String {
        let names: Vec<&str> = KINDS.iter().map(|k| k.0).collect();
        format!("[{}]", names.join(", "))
    }
}
