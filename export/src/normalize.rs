//! LLVM IR normalised by LLVM itself: parsed (text or bitcode) and printed again, without the module
//! id and source file name, which name a file rather than code. What `llvm-as | llvm-dis` gives, in
//! process; the round-trip harness and the fuzz targets compare texts this way.
//!
//! [`LOSSES`] lists what an LLVM IR → `llvm` dialect → LLVM IR round trip cannot keep because the
//! dialect has no place for it (upstream 19's importer loses it too). `irbridge roundtrip` removes
//! exactly these from the *input* side before comparing, says so ("ignored: ..."), and with an
//! oracle checks that upstream's own round trip loses them as well. Nothing else is ever ignored.

use crate::translate::llvm;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

/// A difference the round trip may ignore: what it is and why the dialect cannot carry it.
#[derive(Debug)]
pub struct Loss {
    pub name: &'static str,
    pub why: &'static str,
    apply: Apply,
}

#[derive(Debug, Clone, Copy)]
enum Apply {
    /// Parse with a context that discards local value names.
    DiscardValueNames,
    /// Delete blocks unreachable from the entry ([`llvm::delete_unreachable_blocks`]).
    UnreachableBlocks,
    /// Sort the incoming values of every PHI (a text rewrite of the printed module).
    SortPhiIncoming,
    /// Drop these named metadata (the nodes only they reach disappear when LLVM prints again).
    NamedMetadata(&'static [&'static str]),
}

/// The table of tolerated losses.
pub const LOSSES: &[Loss] = &[
    Loss {
        name: "value-names",
        why: "names of local values and blocks (%x, %entry): MLIR values have no names, the import \
              numbers them (as upstream 19's)",
        apply: Apply::DiscardValueNames,
    },
    Loss {
        name: "unreachable-blocks",
        why: "blocks unreachable from the entry block: the import drops them (as upstream 19's); \
              removed from the input unless a reachable PHI or a blockaddress names them",
        apply: Apply::UnreachableBlocks,
    },
    Loss {
        name: "phi-order",
        why: "the order of a PHI's incoming values: block arguments have none, the export lists \
              predecessors in its own order (as upstream 19's)",
        apply: Apply::SortPhiIncoming,
    },
    Loss {
        name: "module-flags",
        why: "`!llvm.module.flags` and `!llvm.ident`: MLIR 19's llvm dialect has no module flags, so \
              the import drops them and the export writes only its own \"Debug Info Version\" (as \
              upstream 19's)",
        apply: Apply::NamedMetadata(&["llvm.module.flags", "llvm.ident"]),
    },
];

/// The normalised text of `bytes` (LLVM IR text or bitcode), or LLVM's own error message.
pub fn normalize_ll(bytes: &[u8]) -> Result<String, String> {
    normalize_ll_with(bytes, &[])
}

/// [`normalize_ll`] with the given [`LOSSES`] removed from the module first.
pub fn normalize_ll_with(bytes: &[u8], losses: &[&Loss]) -> Result<String, String> {
    let ctx = Context::create();
    // LLVM reads only bitcode into a context that discards names: names go through it.
    let unnamed = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(bytes, "input");
    let mut module = ctx
        .create_module_from_ir(buf)
        .map_err(|e| e.to_string().trim_end().to_string())?;
    if losses
        .iter()
        .any(|l| matches!(l.apply, Apply::DiscardValueNames))
    {
        llvm::discard_value_names(&unnamed);
        let bc = module.write_bitcode_to_memory();
        module = unnamed
            .create_module_from_ir(bc)
            .map_err(|e| e.to_string().trim_end().to_string())?;
    }
    for l in losses {
        if let Apply::UnreachableBlocks = l.apply {
            llvm::delete_unreachable_blocks(&module);
        }
    }
    let text = module.print_to_string().to_string();
    let dropped: Vec<String> = losses
        .iter()
        .flat_map(|l| match l.apply {
            Apply::NamedMetadata(names) => names.iter().map(|n| format!("!{n} = ")).collect(),
            _ => vec![],
        })
        .collect();
    let keep = |l: &&str| {
        !l.starts_with("; ModuleID")
            && !l.starts_with("source_filename")
            && !dropped.iter().any(|d| l.starts_with(d.as_str()))
    };
    let sort_phis = losses
        .iter()
        .any(|l| matches!(l.apply, Apply::SortPhiIncoming));
    let out: String = text
        .lines()
        .filter(keep)
        .map(|l| match sort_phis {
            true => format!("{}\n", sorted_phi(l)),
            false => format!("{l}\n"),
        })
        .collect();
    if dropped.is_empty() || out.len() == text.len() {
        return Ok(out);
    }
    // Print once more so the metadata left unreferenced goes and the rest is renumbered.
    normalize_ll(out.as_bytes())
}

/// A printed instruction line with its PHI incoming pairs (`[ v, %bb ]`, at bracket depth 0) in
/// sorted order; other lines unchanged.
fn sorted_phi(line: &str) -> std::borrow::Cow<'_, str> {
    let Some(at) = line.find(" = phi ") else {
        return line.into();
    };
    let Some(open) = line[at..].find('[').map(|p| at + p) else {
        return line.into();
    };
    let mut items = vec![];
    let (mut depth, mut start, mut end) = (0i32, open, open);
    for (i, ch) in line[open..].char_indices().map(|(i, c)| (open + i, c)) {
        match ch {
            '[' | '(' | '<' | '{' => {
                if depth == 0 && ch == '[' {
                    start = i;
                }
                depth += 1;
            }
            ']' | ')' | '>' | '}' => {
                depth -= 1;
                if depth == 0 && ch == ']' {
                    items.push(&line[start..=i]);
                    end = i + 1;
                }
            }
            ',' | ' ' if depth == 0 => {}
            _ if depth == 0 => break,
            _ => {}
        }
    }
    if items.len() < 2 {
        return line.into();
    }
    items.sort_unstable();
    format!("{}{}{}", &line[..open], items.join(", "), &line[end..]).into()
}

/// Whether removing `loss` changes the normalised text `text`.
pub fn changes(loss: &Loss, text: &str) -> Result<bool, String> {
    Ok(normalize_ll_with(text.as_bytes(), &[loss])? != text)
}

/// Both normalised sides of a comparison without the losses it needs: none when they are equal;
/// otherwise the losses that change a side, of which only those are kept (and returned) that the
/// equality needs — each one whose absence would leave a difference (all of them when a
/// difference remains anyway).
pub fn without_losses(a: &str, b: &str) -> Result<(String, String, Vec<&'static Loss>), String> {
    if a == b {
        return Ok((a.to_string(), b.to_string(), vec![]));
    }
    let mut fired = vec![];
    for l in LOSSES {
        if changes(l, a)? || changes(l, b)? {
            fired.push(l);
        }
    }
    let apply = |set: &[&Loss]| -> Result<(String, String), String> {
        Ok((
            normalize_ll_with(a.as_bytes(), set)?,
            normalize_ll_with(b.as_bytes(), set)?,
        ))
    };
    let (x, y) = apply(&fired)?;
    if x != y || fired.len() < 2 {
        return Ok((x, y, fired));
    }
    let mut needed = vec![];
    for (i, l) in fired.iter().enumerate() {
        let others: Vec<&Loss> = fired
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, l)| *l)
            .collect();
        let (p, q) = apply(&others)?;
        if p != q {
            needed.push(*l);
        }
    }
    if needed.is_empty() {
        return Ok((x, y, fired));
    }
    let (x, y) = apply(&needed)?;
    Ok((x, y, needed))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMED: &str = "define i32 @f(i32 %a) {\nentry:\n  %b = add i32 %a, 1\n  ret i32 %b\n\
                         dead:\n  %c = add i32 %c2, 1\n  br label %dead2\n\
                         dead2:\n  %c2 = add i32 %c, 1\n  br label %dead\n}\n";

    #[test]
    fn losses_fire_only_where_they_change_the_text() {
        let named = normalize_ll(NAMED.as_bytes()).unwrap();
        let (a, b, fired) = without_losses(&named, "").unwrap();
        let names: Vec<_> = fired.iter().map(|l| l.name).collect();
        assert_eq!(names, ["value-names", "unreachable-blocks"]);
        assert!(a.contains("define i32 @f(i32 %0)"), "{a}");
        assert!(a.contains("%2 = add i32 %0, 1"), "{a}");
        assert!(!a.contains("br label"), "{a}");
        assert_eq!(b, "");
        // Equal sides need nothing; a loss that the equality does not need is not reported.
        let (_, _, fired) = without_losses(&a, &a).unwrap();
        assert!(fired.is_empty());
        let numbered = normalize_ll_with(NAMED.as_bytes(), &[&LOSSES[0]]).unwrap();
        let (x, y, fired) = without_losses(&numbered, &a).unwrap();
        assert_eq!(x, y);
        let names: Vec<_> = fired.iter().map(|l| l.name).collect();
        assert_eq!(names, ["unreachable-blocks"]);
    }

    #[test]
    fn blocks_feeding_a_reachable_phi_stay() {
        let ll = "define i32 @f(i1 %c) {\n  br label %join\ndead:\n  br label %join\n\
                  join:\n  %p = phi i32 [ 0, %0 ], [ 1, %dead ]\n  ret i32 %p\n}\n";
        let text = normalize_ll(ll.as_bytes()).unwrap();
        assert!(!changes(&LOSSES[1], &text).unwrap(), "{text}");
    }

    #[test]
    fn phi_incoming_sorted_at_top_level_only() {
        let l = "  %5 = phi <2 x i32> [ <i32 1, i32 2>, %3 ], [ %0, %2 ], !dbg !4";
        assert_eq!(
            sorted_phi(l),
            "  %5 = phi <2 x i32> [ %0, %2 ], [ <i32 1, i32 2>, %3 ], !dbg !4"
        );
        assert_eq!(sorted_phi("  %1 = add i32 %0, 1"), "  %1 = add i32 %0, 1");
    }

    #[test]
    fn module_flags_go_with_the_nodes_only_they_reach() {
        let ll = "define void @f() {\n  ret void, !dbg !9\n}\n!llvm.module.flags = !{!0}\n\
                  !llvm.ident = !{!1}\n!0 = !{i32 1, !\"wchar_size\", i32 4}\n!1 = !{!\"clang\"}\n";
        let text = normalize_ll(ll.replace(", !dbg !9", "").as_bytes()).unwrap();
        let (a, _, fired) = without_losses(&text, "define void @f() {\n  ret void\n}\n").unwrap();
        assert_eq!(fired.len(), 1, "{fired:?}");
        assert_eq!(fired[0].name, "module-flags");
        assert!(!a.contains('!'), "{a}");
    }
}
