//! The skeleton: the module with every function body cut out, parsed and verified once. It catches
//! what only the whole module shows (a symbol defined twice, module attributes) and tells, for every
//! top-level symbol, what a batch that refers to it must declare.

use super::layout::{Layout, Piece};
use rustc_hash::FxHashMap;

/// What the skeleton tells about the module's top-level ops.
pub struct Symbols {
    /// Each piece's symbol name (`None` for an op without one), in module order.
    pub names: Vec<Option<String>>,
    /// Every top-level symbol and the index of its piece.
    pub index: FxHashMap<String, usize>,
}

/// Parses and verifies the skeleton of `layout`; `None` if it fails or the module is unusual.
pub fn read(
    file: &str,
    layout: &Layout<'_>,
    allow_unregistered: bool,
    verify: bool,
) -> Option<Symbols> {
    let len = layout.pieces.iter().map(|p| declaration(p).len()).sum();
    let text = layout.module_text(len, |t| {
        for p in &layout.pieces {
            t.push_str(declaration(p));
        }
    });
    let (ctx, module) = super::parse_verified(file, &text, allow_unregistered, verify)?;
    drop(text);
    let ops = super::top_level_ops(&ctx, module);
    if ops.len() != layout.pieces.len() {
        return None;
    }
    let mut symbols = Symbols {
        names: Vec::with_capacity(ops.len()),
        index: FxHashMap::default(),
    };
    for (i, &op) in ops.iter().enumerate() {
        let name = super::sym_name(&ctx, op);
        if let Some(name) = &name {
            if symbols.index.insert(name.clone(), i).is_some() {
                return None;
            }
        }
        symbols.names.push(name);
    }
    Some(symbols)
}

/// What a batch includes to declare a symbol defined outside it: a function's stub (its signature
/// and attributes as written, so that lowering a call sees the callee as the whole module shows it),
/// or the op's whole text.
pub fn declaration<'s>(piece: &'s Piece<'_>) -> &'s str {
    piece.stub.as_deref().unwrap_or(piece.text)
}
