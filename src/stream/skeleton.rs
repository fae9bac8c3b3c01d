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
    let decls: Vec<std::borrow::Cow<'_, str>> =
        layout.pieces.iter().map(skeleton_declaration).collect();
    let len = decls.iter().map(|d| d.len()).sum();
    let text = layout.module_text(len, |t| {
        for d in &decls {
            t.push_str(d);
        }
    });
    drop(decls);
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

/// What the skeleton reads for a piece: its [`declaration`], except that a one-line
/// `memref.global` whose last part is a `dense<...>` literal reads as `= uninitialized`. The
/// skeleton needs its symbol and type, not its values; parsing them there would parse every
/// large constant twice (its own batch parses and verifies it whole). Batches keep the values:
/// folds read a constant global's initializer.
pub fn skeleton_declaration<'s>(piece: &'s Piece<'_>) -> std::borrow::Cow<'s, str> {
    match global_without_values(piece.text) {
        Some(cut) => std::borrow::Cow::Owned(cut),
        None => std::borrow::Cow::Borrowed(declaration(piece)),
    }
}

/// `text` (a piece) as `... = uninitialized` if it is one line `memref.global ... = dense<...>`
/// with the literal last on the line and no string, brace or nested `<` in the literal; else
/// `None` (the piece is then read whole).
fn global_without_values(text: &str) -> Option<String> {
    let line = text.strip_suffix('\n').unwrap_or(text);
    if line.contains('\n') {
        return None;
    }
    let op = line.trim_start();
    let name = crate::dialect::memref::ops::GlobalOp::NAME;
    if !op.strip_prefix(name).is_some_and(|r| r.starts_with(' ')) {
        return None;
    }
    const INIT: &str = " = dense<";
    let at = line.find(INIT)?;
    let literal = line[at + INIT.len()..].trim_end().strip_suffix('>')?;
    if literal.contains(['"', '{', '}', '<', '>']) {
        return None;
    }
    Some(format!("{} = uninitialized\n", &line[..at]))
}

/// What a batch includes to declare a symbol defined outside it: a function's stub (its signature
/// and attributes as written, so that lowering a call sees the callee as the whole module shows it),
/// or the op's whole text.
pub fn declaration<'s>(piece: &'s Piece<'_>) -> &'s str {
    piece.stub.as_deref().unwrap_or(piece.text)
}

#[cfg(test)]
mod tests {
    use super::global_without_values;

    #[test]
    fn a_global_with_a_dense_literal_reads_as_uninitialized() {
        assert_eq!(
            global_without_values(
                "  memref.global \"private\" constant @f : memref<2xf32> = dense<[1.0, -2.5]>\n"
            )
            .as_deref(),
            Some("  memref.global \"private\" constant @f : memref<2xf32> = uninitialized\n")
        );
        assert_eq!(
            global_without_values("  memref.global @s : memref<2x2xi8> = dense<1>").as_deref(),
            Some("  memref.global @s : memref<2x2xi8> = uninitialized\n")
        );
    }

    #[test]
    fn other_pieces_are_read_whole() {
        for text in [
            // An attribute dictionary after the literal.
            "  memref.global @a : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}\n",
            // Hex and string literals.
            "  memref.global @h : memref<2xi8> = dense<\"0x0102\">\n",
            // No literal, or not a memref.global.
            "  memref.global @u : memref<2xi8> = uninitialized\n",
            "  memref.global @e : memref<2xi8>\n",
            "  llvm.mlir.global @g(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>\n",
            // More than one line (a comment that follows the op belongs to its piece).
            "  memref.global @c : memref<2xi8> = dense<[1, 2]>\n  // note\n",
        ] {
            assert_eq!(global_without_values(text), None, "{text}");
        }
    }
}
