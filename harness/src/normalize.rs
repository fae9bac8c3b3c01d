//! LLVM IR normalised by LLVM itself: parsed (text or bitcode) and printed again, without the module
//! id and source file name, which name a file rather than code. What `llvm-as | llvm-dis` gives, in
//! process; the round-trip harness and the fuzz targets compare texts this way.
//!
//! [`LOSSES`] lists what an LLVM IR → `llvm` dialect → LLVM IR round trip cannot keep because the
//! dialect has no place for it (upstream 19's importer loses it too). `irbridge roundtrip` removes
//! exactly these before comparing, says so ("ignored: ..."), and with an oracle checks that upstream's
//! own round trip loses them as well. Nothing else is ever ignored. Most are normalisations that the
//! output side already satisfies (applying them there changes nothing); those that redo what the
//! import does and are not idempotent ([`Loss::input_only`], the debug-record placement) are applied
//! to the input side only, and the oracle check is then that upstream's round trip gives the same
//! function bodies as ours.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use irbridge::dialect::llvm::attrs::enums::DI_FLAGS;
use irbridge_llvm::rewrite as llvm;

/// A difference the round trip may ignore: what it is and why the dialect cannot carry it.
#[derive(Debug)]
pub struct Loss {
    pub name: &'static str,
    pub why: &'static str,
    apply: Apply,
    /// Applied to the input side only: the transformation is what the import does, which the
    /// output side has been through already.
    pub input_only: bool,
}

#[derive(Debug, Clone, Copy)]
enum Apply {
    /// Parse with a context that discards local value names.
    DiscardValueNames,
    /// Delete blocks unreachable from the entry ([`llvm::delete_unreachable_blocks`]).
    UnreachableBlocks,
    /// Remove the attributes of every call site ([`llvm::strip_call_site_attributes`]).
    CallSiteAttributes,
    /// Remove the blocks exports make for a second switch edge to one block
    /// ([`llvm::collapse_switch_forwarders`]).
    SwitchEdgeBlocks,
    /// Give invokes whose result a PHI takes a block before their normal destination
    /// ([`llvm::insert_invoke_trampolines`]).
    InvokeResultBlocks,
    /// Fold instructions with constant operands as the IRBuilder does
    /// ([`llvm::fold_constant_instructions`]).
    ConstantFolding,
    /// Drop the debug records upstream 19's import drops ([`llvm::place_debug_records`]).
    UnimportedDebugRecords,
    /// Move debug records to where upstream 19's import puts them ([`llvm::place_debug_records`]).
    DebugRecordPlacement,
    /// Rewrite the printed module line by line.
    Lines(fn(&str) -> String),
    /// Rewrite the printed module as a whole (after the line rules).
    Text(fn(&str) -> String),
    /// Move the declarations of LLVM intrinsics (with their attribute comment) to the end of the
    /// module, sorted by name.
    IntrinsicDeclarationsLast,
    /// Make branches whose `!llvm.loop` nodes have equal contents name one node.
    MergeLoopIds,
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
        input_only: false,
    },
    Loss {
        name: "unreachable-blocks",
        why: "blocks unreachable from the entry block: the import drops them (as upstream 19's); \
              removed from the input unless a reachable PHI or a blockaddress names them",
        apply: Apply::UnreachableBlocks,
        input_only: false,
    },
    Loss {
        name: "assignment-tracking",
        why: "`#dbg_assign` records and `!DIAssignID` attachments (assignment tracking, which clang \
              enables from -O1): MLIR 19's llvm dialect has nothing to hold them, so the import \
              drops them with a warning (upstream 19's refuses the module; with an oracle, its round \
              trip runs on the input without them)",
        apply: Apply::Text(without_assignment_tracking),
        input_only: false,
    },
    Loss {
        name: "unimported-debug-records",
        why: "debug records with an argument list (`!DIArgList`), with a kill location that is no \
              value (`!{}`), or on the result of an invoke whose block dominates no other: MLIR \
              19's llvm.intr.dbg.* ops cannot hold them, the import drops them (as upstream 19's)",
        apply: Apply::UnimportedDebugRecords,
        input_only: false,
    },
    Loss {
        name: "debug-record-placement",
        why: "where `#dbg_value`/`#dbg_declare` records are: the import puts each right after the \
              definition of its value, after the PHIs for PHIs, at the start of the entry block \
              for arguments and constants, before the terminator of the first block an invoke's \
              block dominates for its result (as upstream 19's `processDebugIntrinsic`), records \
              sharing a point in their order (upstream reverses it)",
        apply: Apply::DebugRecordPlacement,
        input_only: true,
    },
    Loss {
        name: "phi-order",
        why: "the order of a PHI's incoming values: block arguments have none, the export lists \
              predecessors in its own order (as upstream 19's)",
        apply: Apply::SortPhiIncoming,
        input_only: false,
    },
    Loss {
        name: "call-site-attributes",
        why: "attributes of call and invoke instructions (`noundef` arguments, `#N` groups): MLIR \
              19's llvm.call has no place for them (upstream 19 drops them too)",
        apply: Apply::CallSiteAttributes,
        input_only: false,
    },
    Loss {
        name: "intrinsic-tail-calls",
        why: "tail/musttail/notail on calls of intrinsics: the `llvm.intr.*` ops have no tail-call \
              kind (as upstream 19's)",
        apply: Apply::Lines(without_intrinsic_tail_marker),
        input_only: false,
    },
    Loss {
        name: "intrinsic-declarations",
        why: "where intrinsics are declared: the import drops their declarations and the export \
              declares them when first called, after everything else (as upstream 19's)",
        apply: Apply::IntrinsicDeclarationsLast,
        input_only: false,
    },
    Loss {
        name: "function-dso-local",
        why: "dso_local on functions: upstream 19's import drops it (it keeps it on globals, which \
              is not ignored)",
        apply: Apply::Lines(without_function_dso_local),
        input_only: false,
    },
    Loss {
        name: "range-attributes",
        why: "LLVM 19's `range(...)` parameter and return attributes: MLIR 19 has no such attribute \
              (upstream 19 drops them too)",
        apply: Apply::Lines(without_range_attributes),
        input_only: false,
    },
    Loss {
        name: "trunc-flags",
        why: "`nuw`/`nsw` on trunc (LLVM 19): MLIR 19's llvm.trunc has no flags (upstream 19 \
              drops them too)",
        apply: Apply::Lines(without_trunc_flags),
        input_only: false,
    },
    Loss {
        name: "dead-on-unwind-writable",
        why: "the `dead_on_unwind` and `writable` parameter attributes (LLVM 18+): MLIR 19 has no \
              such attributes (upstream 19 drops them too)",
        apply: Apply::Lines(without_dead_on_unwind_writable),
        input_only: false,
    },
    Loss {
        name: "loop-identity",
        why: "distinct `!llvm.loop` nodes with the same properties, and the order of those: the \
              dialect's loop annotation is a uniqued attribute with fields, so they become one node \
              written in the export's order (as upstream 19's)",
        apply: Apply::MergeLoopIds,
        input_only: false,
    },
    Loss {
        name: "value-metadata",
        why: "`!range`, `!nonnull`, `!noundef`, `!align`, `!dereferenceable(_or_null)` on \
              instructions: MLIR 19's ops have no place for them (upstream 19's import drops them)",
        apply: Apply::Lines(without_value_metadata),
        input_only: false,
    },
    Loss {
        name: "switch-edge-blocks",
        why: "a switch with two edges to one block: the export gives the second edge a block of \
              its own that passes the PHI values on (as upstream 19's; the dialect's switch passes \
              each edge's operands itself, and the import takes such a block back into the edge)",
        apply: Apply::SwitchEdgeBlocks,
        input_only: false,
    },
    Loss {
        name: "invoke-result-blocks",
        why: "a PHI of an invoke's normal destination that takes the invoke's own result: the \
              import passes it through a block of its own before the destination, since an invoke \
              cannot pass its own result (as upstream 19's)",
        apply: Apply::InvokeResultBlocks,
        input_only: false,
    },
    Loss {
        name: "constant-folding",
        why: "instructions whose operands are all constants (`add i64 ptrtoint (ptr @g to i64), 4`): \
              the import makes ops of them and the export's IRBuilder folds them into constants or \
              constant expressions (as upstream 19's)",
        apply: Apply::ConstantFolding,
        input_only: false,
    },
    Loss {
        name: "unroll-runtime-disable",
        why: "`!{!\"llvm.loop.unroll.runtime.disable\"}` comes back as `!{!\"...\", i1 true}`: \
              the dialect's `runtimeDisable` is a bool the export writes with its value (as \
              upstream 19's); LLVM reads only the property's presence, so both mean the same",
        apply: Apply::Lines(unit_unroll_runtime_disable),
        input_only: false,
    },
    Loss {
        name: "phi-locations",
        why: "`!dbg` locations of PHIs: they become block arguments, which upstream 19's import \
              leaves without a location and its export writes none for (as irbridge's)",
        apply: Apply::Lines(without_phi_locations),
        input_only: false,
    },
    Loss {
        name: "loop-call-site-locations",
        why: "inlined (call-site) `!DILocation`s among a loop ID's start and end locations: the \
              dialect's loop annotation holds only locations scoped in the function, so the import \
              drops them (as upstream 19's; the end location alone then reads as the start)",
        apply: Apply::Text(without_loop_call_site_locations),
        input_only: false,
    },
    Loss {
        name: "debug-info-fields",
        why: "debug-information fields MLIR 19's DI attributes do not have, which the import drops \
              (as upstream 19's): DIFile checksums and source; DISubprogram flags, retainedNodes, \
              templateParams, declaration, thrownTypes, annotations, containingType, virtualIndex, \
              thisAdjustment, targetFuncName; DIDerivedType scope, file, line, flags, annotations \
              and a non-node extraData; DICompositeType identifier, templateParams, vtableHolder, \
              discriminator, runtimeLang, annotations, flags with a bit MLIR 19 cannot name, and \
              elements when one is no node it models (enumerators, template parameters), which the \
              export then writes as `!{}` as it does for none; DIBasicType flags; DIGlobalVariable \
              declaration, templateParams, annotations; DILocalVariable annotations; `distinct` on \
              a DILocation (the dialect's locations are uniqued); \
              DICompileUnit fields other than language, file, producer, isOptimized, \
              emissionKind and nameTableKind (runtimeVersion 0), and of its globals those the \
              export does not list (not attached to a global, or not scoped in the unit); and a \
              DILexicalBlockFile, which the export makes distinct",
        apply: Apply::Text(without_unmodelled_di_fields),
        input_only: false,
    },
    Loss {
        name: "debug-info-identity",
        why: "distinct `!DIGlobalVariable`, `!DILexicalBlock` and `!DILexicalBlockFile` nodes with \
              equal contents (clang's string literals): MLIR 19's attributes for them carry no \
              identity, so the import makes them one (as upstream 19's)",
        apply: Apply::Text(merged_distinct_di_nodes),
        input_only: false,
    },
    Loss {
        name: "module-flags",
        why: "`!llvm.module.flags` and `!llvm.ident`: MLIR 19's llvm dialect has no module flags, so \
              the import drops them and the export writes only its own \"Debug Info Version\" (as \
              upstream 19's)",
        apply: Apply::NamedMetadata(&["llvm.module.flags", "llvm.ident"]),
        input_only: false,
    },
];

/// The normalised text of `bytes` (LLVM IR text or bitcode), or LLVM's own error message.
pub fn normalize_ll(bytes: &[u8]) -> Result<String, String> {
    normalize_ll_with(bytes, &[])
}

/// The `source_filename` that `bytes` (LLVM IR text or bitcode) states, if it states one (LLVM
/// otherwise takes the buffer's name; None also when LLVM cannot read `bytes`).
pub fn source_filename(bytes: &[u8]) -> Option<String> {
    // A buffer name no input can state.
    const UNSTATED: &str = "\u{1}irbridge: no source_filename";
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(bytes, UNSTATED);
    let module = ctx.create_module_from_ir(buf).ok()?;
    let name = module.get_source_file_name().to_string_lossy().into_owned();
    (name != UNSTATED).then_some(name)
}

/// A `source_filename = "..."` line naming `name`, escaped as LLVM's printer escapes it.
pub fn source_filename_line(name: &str) -> String {
    let mut line = String::from("source_filename = \"");
    for b in name.bytes() {
        match b {
            b'"' | b'\\' => line.push_str(&format!("\\{b:02X}")),
            0x20..=0x7e => line.push(b as char),
            _ => line.push_str(&format!("\\{b:02X}")),
        }
    }
    line.push_str("\"\n");
    line
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
        match l.apply {
            Apply::UnreachableBlocks => {
                llvm::delete_unreachable_blocks(&module);
            }
            Apply::CallSiteAttributes => {
                llvm::strip_call_site_attributes(&module);
            }
            Apply::SwitchEdgeBlocks => {
                llvm::collapse_switch_forwarders(&module);
            }
            Apply::InvokeResultBlocks => {
                llvm::insert_invoke_trampolines(&module);
            }
            Apply::ConstantFolding => {
                llvm::fold_constant_instructions(&module);
            }
            Apply::UnimportedDebugRecords => {
                llvm::place_debug_records(&module, true, false);
            }
            Apply::DebugRecordPlacement => {
                llvm::place_debug_records(&module, false, true);
            }
            _ => {}
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
    let line_rules: Vec<fn(&str) -> String> = losses
        .iter()
        .filter_map(|l| match l.apply {
            Apply::Lines(f) => Some(f),
            _ => None,
        })
        .collect();
    let mut out: String = text
        .lines()
        .filter(keep)
        .map(|l| {
            let mut l = match sort_phis {
                true => sorted_phi(l).into_owned(),
                false => l.to_string(),
            };
            for rule in &line_rules {
                l = rule(&l);
            }
            l.push('\n');
            l
        })
        .collect();
    let text_rules: Vec<fn(&str) -> String> = losses
        .iter()
        .filter_map(|l| match l.apply {
            Apply::Text(f) => Some(f),
            _ => None,
        })
        .collect();
    for rule in &text_rules {
        out = rule(&out);
    }
    if losses
        .iter()
        .any(|l| matches!(l.apply, Apply::MergeLoopIds))
    {
        out = merged_loop_ids(&out);
    }
    let move_intrinsics = losses
        .iter()
        .any(|l| matches!(l.apply, Apply::IntrinsicDeclarationsLast));
    if move_intrinsics {
        out = intrinsic_declarations_last(&out);
    }
    let merges = losses
        .iter()
        .any(|l| matches!(l.apply, Apply::MergeLoopIds));
    if dropped.is_empty()
        && line_rules.is_empty()
        && text_rules.is_empty()
        && !move_intrinsics
        && !merges
    {
        return Ok(out);
    }
    // Print once more so the metadata left unreferenced goes and the rest is renumbered.
    normalize_ll(out.as_bytes())
}

/// The module text with the properties of every loop node (`!N = distinct !{!N, !a, !b}`) in a
/// canonical order (sorted by the text of the nodes they name), and every `!llvm.loop !N` naming the
/// first loop node with the same properties.
fn merged_loop_ids(text: &str) -> String {
    use std::collections::HashMap;
    let defs: HashMap<&str, &str> = text
        .lines()
        .filter_map(|l| l.starts_with('!').then(|| l.split_once(" = "))?)
        .collect();
    let mut first_of: HashMap<String, String> = HashMap::new();
    let mut alias: HashMap<String, String> = HashMap::new();
    let mut rewritten: HashMap<String, String> = HashMap::new();
    for l in text.lines() {
        let Some((id, def)) = l.split_once(" = distinct !{") else {
            continue;
        };
        let Some(rest) = def
            .strip_prefix(&format!("{id}, "))
            .and_then(|r| r.strip_suffix('}'))
        else {
            continue;
        };
        let mut ops: Vec<&str> = rest.split(", ").collect();
        let refs = ops.iter().all(|o| {
            o.strip_prefix('!')
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        });
        if !refs {
            continue;
        }
        ops.sort_by_key(|o| defs.get(o).copied().unwrap_or(o));
        let key: Vec<&str> = ops
            .iter()
            .map(|o| defs.get(o).copied().unwrap_or(o))
            .collect();
        rewritten.insert(
            l.to_string(),
            format!("{id} = distinct !{{{id}, {}}}", ops.join(", ")),
        );
        let canonical = first_of
            .entry(key.join("\u{1}"))
            .or_insert_with(|| id.to_string())
            .clone();
        if canonical != id {
            alias.insert(
                format!("!llvm.loop {id}"),
                format!("!llvm.loop {canonical}"),
            );
        }
    }
    let mut out = String::with_capacity(text.len());
    for l in text.lines() {
        let mut l = rewritten.get(l).cloned().unwrap_or_else(|| l.to_string());
        if let Some(at) = l.find("!llvm.loop !") {
            let end = l[at + "!llvm.loop !".len()..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(l.len(), |e| at + "!llvm.loop !".len() + e);
            if let Some(to) = alias.get(&l[at..end]) {
                l.replace_range(at..end, to);
            }
        }
        out.push_str(&l);
        out.push('\n');
    }
    out
}

/// An instruction line of a PHI without its `!dbg` attachment.
fn without_phi_locations(line: &str) -> String {
    if !line.starts_with("  ") || !line.contains(" = phi ") {
        return line.to_string();
    }
    let Some(at) = line.find(", !dbg !") else {
        return line.to_string();
    };
    let end = line[at + ", !dbg !".len()..]
        .find(|c: char| !c.is_ascii_digit())
        .map_or(line.len(), |e| at + ", !dbg !".len() + e);
    format!("{}{}", &line[..at], &line[end..])
}

/// The metadata definitions of a printed module: `!N` to the node's text.
fn metadata_defs(text: &str) -> std::collections::HashMap<&str, &str> {
    text.lines()
        .filter(|l| l.starts_with('!') && !l.starts_with("!llvm") && !l.starts_with("!\""))
        .filter_map(|l| l.split_once(" = "))
        .collect()
}

/// The module text with the inlined `!DILocation`s left out of every loop ID (`!N = distinct
/// !{!N, ...}` named by an `!llvm.loop` attachment).
fn without_loop_call_site_locations(text: &str) -> String {
    let defs = metadata_defs(text);
    let mut loops = std::collections::HashSet::new();
    for l in text.lines() {
        let mut rest = l;
        while let Some(at) = rest.find("!llvm.loop !") {
            let tail = &rest[at + "!llvm.loop ".len()..];
            let end = tail[1..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(tail.len(), |e| e + 1);
            loops.insert(&tail[..end]);
            rest = &tail[end..];
        }
    }
    let inlined = |id: &str| {
        defs.get(id)
            .is_some_and(|d| d.starts_with("!DILocation(") && d.contains("inlinedAt: "))
    };
    let mut out = String::with_capacity(text.len());
    for l in text.lines() {
        let rewritten = l.split_once(" = distinct !{").and_then(|(id, ops)| {
            let ops = ops.strip_suffix('}')?;
            if !loops.contains(id) {
                return None;
            }
            let kept: Vec<&str> = ops.split(", ").filter(|o| !inlined(o)).collect();
            Some(format!("{id} = distinct !{{{}}}", kept.join(", ")))
        });
        out.push_str(rewritten.as_deref().unwrap_or(l));
        out.push('\n');
    }
    out
}

/// The top-level fields of a specialised node's parenthesised list (`a: x, b: !DIExpression(..)`).
fn di_fields<'a>(list: &'a str) -> Vec<(&'a str, &'a str)> {
    let mut out = vec![];
    let (mut depth, mut quoted, mut start) = (0i32, false, 0usize);
    let bytes = list.as_bytes();
    let mut push = |s: &'a str| {
        if let Some((k, v)) = s.split_once(": ") {
            out.push((k, v));
        }
    };
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'"' => quoted = !quoted,
            b'(' | b'{' | b'[' | b'<' if !quoted => depth += 1,
            b')' | b'}' | b']' | b'>' if !quoted => depth -= 1,
            b',' if !quoted && depth == 0 => {
                push(list[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < list.len() {
        push(list[start..].trim());
    }
    out
}

/// `text` with every metadata reference `!N` (a whole number, outside quoted strings, where LLVM
/// writes `"` as `\22`) renamed by `map`.
fn renamed_metadata(text: &str, map: &std::collections::HashMap<String, String>) -> String {
    let mut out = String::with_capacity(text.len());
    for (k, piece) in text.split('"').enumerate() {
        if k > 0 {
            out.push('"');
        }
        if k % 2 == 1 {
            out.push_str(piece);
            continue;
        }
        let mut rest = piece;
        while let Some(at) = rest.find('!') {
            out.push_str(&rest[..at]);
            let tail = &rest[at + 1..];
            let n = tail
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(tail.len());
            let id = &rest[at..at + 1 + n];
            match map.get(id) {
                Some(to) if n > 0 => out.push_str(to),
                _ => out.push_str(id),
            }
            rest = &tail[n..];
        }
        out.push_str(rest);
    }
    out
}

/// The module text with distinct global variables and lexical blocks of equal contents merged
/// into the first of them (see the `debug-info-identity` loss), until no two are equal.
fn merged_distinct_di_nodes(text: &str) -> String {
    const KINDS: &[&str] = &[
        " = distinct !DIGlobalVariable(",
        " = distinct !DILexicalBlock(",
        " = distinct !DILexicalBlockFile(",
    ];
    let mut text = text.to_string();
    loop {
        let mut first: std::collections::HashMap<&str, &str> = std::collections::HashMap::new();
        let mut map = std::collections::HashMap::new();
        for l in text.lines() {
            let Some(at) = KINDS.iter().find_map(|k| l.find(k)) else {
                continue;
            };
            if !l.starts_with('!') {
                continue;
            }
            let (id, body) = (&l[..at], &l[at..]);
            match first.get(body) {
                Some(f) => {
                    map.insert(id.to_string(), f.to_string());
                }
                None => {
                    first.insert(body, id);
                }
            }
        }
        if map.is_empty() {
            return text;
        }
        let kept: String = text
            .lines()
            .filter(|l| {
                l.split_once(" = ")
                    .is_none_or(|(id, _)| !map.contains_key(id))
            })
            .map(|l| format!("{l}\n"))
            .collect();
        text = renamed_metadata(&kept, &map);
    }
}

/// True if MLIR 19 names LLVM's `DIFlag<name>` by `name` (LLVM's spelling without `DIFlag`): a flags
/// field with any other flag is dropped whole by the import. A name the dialect gives a bit another
/// name already has (the inheritance flags upstream 19 puts on one bit) does not count.
fn mlir19_names_di_flag(name: &str) -> bool {
    let cases = || DI_FLAGS.groups.iter().chain(DI_FLAGS.bits);
    cases()
        .find(|c| c.0 == name)
        .is_some_and(|&(_, value)| cases().find(|c| c.1 == value).map(|c| c.0) == Some(name))
}

/// The module text with the debug-information fields MLIR 19 does not model removed (see the
/// `debug-info-fields` loss).
fn without_unmodelled_di_fields(text: &str) -> String {
    let defs = metadata_defs(text);
    // Global variable expressions attached to a global (the export lists only those).
    let mut attached = std::collections::HashSet::new();
    for l in text.lines().filter(|l| l.starts_with('@')) {
        let mut rest = l;
        while let Some(at) = rest.find("!dbg !") {
            let tail = &rest[at + "!dbg ".len()..];
            let end = tail[1..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(tail.len(), |e| e + 1);
            attached.insert(&tail[..end]);
            rest = &tail[end..];
        }
    }
    let node = |id: &str| -> Option<(&str, Vec<(&str, &str)>)> {
        let d = defs.get(id)?.trim_start_matches("distinct ");
        let open = d.find('(')?;
        Some((&d[..open], di_fields(d[open + 1..].strip_suffix(')')?)))
    };
    let field = |fields: &[(&str, &str)], name: &str| -> Option<String> {
        fields
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.to_string())
    };
    // A global variable expression the export lists in its unit: attached, variable in a unit.
    let listed = |id: &str| -> bool {
        attached.contains(id)
            && node(id)
                .and_then(|(_, f)| field(&f, "var"))
                .and_then(|var| node(&var))
                .and_then(|(_, f)| field(&f, "scope"))
                .and_then(|scope| node(&scope))
                .is_some_and(|(k, _)| k == "!DICompileUnit")
    };
    let mut out = String::with_capacity(text.len());
    for l in text.lines() {
        let Some((id, def)) = l.split_once(" = ").filter(|_| l.starts_with('!')) else {
            out.push_str(l);
            out.push('\n');
            continue;
        };
        let (distinct, body) = match def.strip_prefix("distinct ") {
            Some(b) => (true, b),
            None => (false, def),
        };
        let Some((kind, list)) = body
            .strip_prefix("!DI")
            .and_then(|_| body.split_once('('))
            .and_then(|(k, r)| Some((k, r.strip_suffix(')')?)))
        else {
            out.push_str(l);
            out.push('\n');
            continue;
        };
        let fields = di_fields(list);
        let drop: &[&str] = match kind {
            "!DIFile" => &["checksumkind", "checksum", "source"],
            "!DISubprogram" => &[
                "flags",
                "retainedNodes",
                "templateParams",
                "declaration",
                "thrownTypes",
                "annotations",
                "containingType",
                "virtualIndex",
                "thisAdjustment",
                "targetFuncName",
            ],
            "!DIDerivedType" => &["scope", "file", "line", "flags", "annotations"],
            "!DICompositeType" => &[
                "identifier",
                "templateParams",
                "vtableHolder",
                "discriminator",
                "runtimeLang",
                "annotations",
            ],
            "!DIBasicType" => &["flags"],
            "!DIGlobalVariable" => &["declaration", "templateParams", "annotations"],
            "!DILocalVariable" => &["annotations"],
            _ => &[],
        };
        let mut kept: Vec<String> = vec![];
        for (k, v) in &fields {
            if drop.contains(k) {
                continue;
            }
            let v = match (kind, *k) {
                ("!DIDerivedType", "extraData") if !v.starts_with('!') => continue,
                ("!DICompositeType", "flags")
                    if !v
                        .split(" | ")
                        .all(|f| f.strip_prefix("DIFlag").is_some_and(mlir19_names_di_flag)) =>
                {
                    continue
                }
                ("!DICompositeType", "elements") => {
                    let modelled = defs
                        .get(v)
                        .and_then(|d| d.strip_prefix("!{"))
                        .and_then(|d| d.strip_suffix('}'))
                        .is_none_or(|els| {
                            els.split(", ").filter(|e| !e.is_empty()).all(|e| {
                                !defs.get(e).is_some_and(|d| {
                                    d.starts_with("!DIEnumerator(") || d.starts_with("!DITemplate")
                                })
                            })
                        });
                    if modelled {
                        v.to_string()
                    } else {
                        "!{}".to_string()
                    }
                }
                ("!DICompileUnit", "runtimeVersion") => "0".to_string(),
                ("!DICompileUnit", "globals") => {
                    let els: Vec<&str> = defs
                        .get(v)
                        .and_then(|d| d.strip_prefix("!{"))
                        .and_then(|d| d.strip_suffix('}'))
                        .map(|d| d.split(", ").filter(|e| listed(e)).collect())
                        .unwrap_or_default();
                    if els.is_empty() {
                        continue;
                    }
                    format!("!{{{}}}", els.join(", "))
                }
                ("!DICompileUnit", k)
                    if ![
                        "language",
                        "file",
                        "producer",
                        "isOptimized",
                        "emissionKind",
                        "nameTableKind",
                    ]
                    .contains(&k) =>
                {
                    continue
                }
                _ => v.to_string(),
            };
            kept.push(format!("{k}: {v}"));
        }
        if kind == "!DICompositeType" && !fields.iter().any(|(k, _)| *k == "elements") {
            kept.push("elements: !{}".to_string());
        }
        // The export makes every lexical block file distinct, and no location.
        let distinct = (distinct || kind == "!DILexicalBlockFile") && kind != "!DILocation";
        out.push_str(&format!(
            "{id} = {}{kind}({})\n",
            if distinct { "distinct " } else { "" },
            kept.join(", ")
        ));
    }
    out
}

/// A call of an intrinsic without its tail-call marker.
fn without_intrinsic_tail_marker(line: &str) -> String {
    for marker in ["musttail call ", "notail call ", "tail call "] {
        if let Some(at) = line.find(marker) {
            if line[at..].contains(" @llvm.") {
                return format!("{}call {}", &line[..at], &line[at + marker.len()..]);
            }
        }
    }
    line.to_string()
}

/// A line with `trunc nuw nsw` / `trunc nuw` / `trunc nsw` as plain `trunc`.
fn without_trunc_flags(line: &str) -> String {
    for flags in [" = trunc nuw nsw ", " = trunc nuw ", " = trunc nsw "] {
        if line.contains(flags) {
            return line.replacen(flags, " = trunc ", 1);
        }
    }
    line.to_string()
}

/// A `define`/`declare` line without `dead_on_unwind` and `writable`.
fn without_dead_on_unwind_writable(line: &str) -> String {
    if line.starts_with("define ") || line.starts_with("declare ") {
        line.replace(" dead_on_unwind ", " ")
            .replace(" writable ", " ")
    } else {
        line.to_string()
    }
}

/// An instruction line without value-property metadata attachments (`, !range !N`, ...).
fn without_value_metadata(line: &str) -> String {
    if !line.starts_with("  ") {
        return line.to_string();
    }
    let mut out = line.to_string();
    for kind in [
        "!range",
        "!nonnull",
        "!noundef",
        "!align",
        "!dereferenceable",
        "!dereferenceable_or_null",
    ] {
        let pat = format!(", {kind} !");
        while let Some(at) = out.find(&pat) {
            let end = out[at + pat.len()..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(out.len(), |e| at + pat.len() + e);
            out.replace_range(at..end, "");
        }
    }
    out
}

/// A metadata line `!N = !{!"llvm.loop.unroll.runtime.disable", i1 B}` without its value.
fn unit_unroll_runtime_disable(line: &str) -> String {
    const PROP: &str = "!{!\"llvm.loop.unroll.runtime.disable\"";
    match line.split_once(" = ") {
        Some((id, node))
            if id.starts_with('!')
                && node.starts_with(PROP)
                && (node == format!("{PROP}, i1 true}}")
                    || node == format!("{PROP}, i1 false}}")) =>
        {
            format!("{id} = {PROP}}}")
        }
        _ => line.to_string(),
    }
}

/// A `define`/`declare` line without `dso_local`.
fn without_function_dso_local(line: &str) -> String {
    if line.starts_with("define ") || line.starts_with("declare ") {
        line.replacen(" dso_local ", " ", 1)
    } else {
        line.to_string()
    }
}

/// A line without ` range(<type> <lo>, <hi>)` attributes (not `!range` metadata).
fn without_range_attributes(line: &str) -> String {
    let mut out = line.to_string();
    while let Some(at) = out.find(" range(") {
        let Some(close) = out[at..].find(')') else {
            break;
        };
        out.replace_range(at..at + close + 1, "");
    }
    out
}

/// The module text with every `declare ... @llvm.*` line (and the `; Function Attrs:` comment and
/// blank line that go with it) moved to the end, sorted.
fn intrinsic_declarations_last(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut kept: Vec<&str> = vec![];
    let mut moved: Vec<String> = vec![];
    for l in &lines {
        if l.starts_with("declare ") && l.contains(" @llvm.") {
            if kept
                .last()
                .is_some_and(|p| p.starts_with("; Function Attrs:"))
            {
                kept.pop();
            }
            if kept.last().is_some_and(|p| p.is_empty()) {
                kept.pop();
            }
            moved.push(l.to_string());
        } else {
            kept.push(l);
        }
    }
    if moved.is_empty() {
        return text.to_string();
    }
    moved.sort();
    // Before the attribute groups and metadata that end a printed module.
    let end = kept
        .iter()
        .position(|l| l.starts_with("attributes #") || l.starts_with('!'))
        .unwrap_or(kept.len());
    let mut out: Vec<String> = kept[..end].iter().map(|s| s.to_string()).collect();
    for m in moved {
        out.push(String::new());
        out.push(m);
    }
    out.push(String::new());
    out.extend(kept[end..].iter().map(|s| s.to_string()));
    let mut s = out.join("\n");
    s.push('\n');
    s
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

/// `text` (LLVM IR) without `#dbg_assign` records and `!DIAssignID` attachments (the nodes they
/// used go when the text is printed again).
pub fn without_assignment_tracking(text: &str) -> String {
    const ATTACHMENT: &str = ", !DIAssignID !";
    let mut out = String::with_capacity(text.len());
    for l in text.lines() {
        if l.trim_start().starts_with("#dbg_assign(") {
            continue;
        }
        match l.find(ATTACHMENT) {
            Some(p) => {
                let rest = &l[p + ATTACHMENT.len()..];
                let end = rest
                    .find(|c: char| !c.is_ascii_digit())
                    .unwrap_or(rest.len());
                out.push_str(&l[..p]);
                out.push_str(&rest[end..]);
            }
            None => out.push_str(l),
        }
        out.push('\n');
    }
    out
}

/// `text` (LLVM IR, normalised) printed again with the `#dbg_value`/`#dbg_declare` records sharing
/// a point sorted ([`llvm::sort_debug_records`]): what stays of it when those may come in any order.
/// irbridge's import keeps their order where upstream 19's reverses it
/// (`import/src/debuginfo/place.rs`); comparisons with upstream's placement go through this, the
/// order itself is checked by the round trip's fixpoints.
pub fn debug_records_sorted_at_each_point(text: &str) -> Result<String, String> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "input");
    let module = ctx
        .create_module_from_ir(buf)
        .map_err(|e| e.to_string().trim_end().to_string())?;
    llvm::sort_debug_records(&module);
    Ok(module.print_to_string().to_string())
}

/// `text` (normalised) with the losses of `set` that are not [`Loss::input_only`] removed.
pub fn without_symmetric(text: &str, set: &[&Loss]) -> Result<String, String> {
    let both: Vec<&Loss> = set.iter().copied().filter(|l| !l.input_only).collect();
    if both.is_empty() {
        return Ok(text.to_string());
    }
    normalize_ll_with(text.as_bytes(), &both)
}

/// Whether removing `loss` changes the normalised text `text`.
pub fn changes(loss: &Loss, text: &str) -> Result<bool, String> {
    Ok(normalize_ll_with(text.as_bytes(), &[loss])? != text)
}

/// Both normalised sides of a comparison without the losses it needs (the [`Loss::input_only`] ones
/// removed from `a` only): none when they are equal;
/// otherwise the losses that change a side, of which only those are kept (and returned) that the
/// equality needs — each one whose absence would leave a difference (all of them when a
/// difference remains anyway).
pub fn without_losses(a: &str, b: &str) -> Result<(String, String, Vec<&'static Loss>), String> {
    if a == b {
        return Ok((a.to_string(), b.to_string(), vec![]));
    }
    let mut fired = vec![];
    for l in LOSSES {
        if changes(l, a)? || (!l.input_only && changes(l, b)?) {
            fired.push(l);
        }
    }
    let apply = |set: &[&Loss]| -> Result<(String, String), String> {
        let both: Vec<&Loss> = set.iter().copied().filter(|l| !l.input_only).collect();
        Ok((
            normalize_ll_with(a.as_bytes(), set)?,
            normalize_ll_with(b.as_bytes(), &both)?,
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

    #[test]
    fn switch_edge_blocks_go_back_into_the_switch() {
        let exported = "define i32 @f(i32 %x, i32 %y) {\n\
                        e:\n\
                        \x20 switch i32 %x, label %j [\n\
                        \x20   i32 0, label %j\n\
                        \x20   i32 1, label %b\n\
                        \x20 ]\n\
                        b:\n\
                        \x20 %p = phi i32 [ %y, %e ]\n\
                        \x20 br label %j\n\
                        j:\n\
                        \x20 %r = phi i32 [ 1, %e ], [ 1, %e ], [ %p, %b ]\n\
                        \x20 ret i32 %r\n\
                        }\n";
        let loss = LOSSES
            .iter()
            .find(|l| l.name == "switch-edge-blocks")
            .unwrap();
        let text = normalize_ll_with(exported.as_bytes(), &[loss]).unwrap();
        assert!(text.contains("i32 1, label %j\n"), "{text}");
        assert!(!text.contains("b:"), "{text}");
        assert!(
            text.contains("phi i32 [ 1, %e ], [ 1, %e ], [ %y, %e ]"),
            "{text}"
        );
        // A block of that shape after a conditional branch, or a switch that does not reach the
        // destination directly, stays.
        let other = "define i32 @f(i32 %x, i1 %c) {\n\
                     e:\n\
                     \x20 br i1 %c, label %b, label %j\n\
                     b:\n\
                     \x20 br label %j\n\
                     j:\n\
                     \x20 switch i32 %x, label %n [\n\
                     \x20   i32 0, label %m\n\
                     \x20 ]\n\
                     m:\n\
                     \x20 br label %k\n\
                     n:\n\
                     \x20 ret i32 1\n\
                     k:\n\
                     \x20 ret i32 0\n\
                     }\n";
        assert!(!changes(loss, &normalize_ll(other.as_bytes()).unwrap()).unwrap());
    }

    #[test]
    fn constant_folding_folds_what_the_irbuilder_folds() {
        let src = "@g = external global i32\n\
                   define i64 @f(i64 %x) {\n\
                   \x20 %a = add i64 ptrtoint (ptr @g to i64), 4\n\
                   \x20 %b = add nsw i64 1, 2\n\
                   \x20 %c = or disjoint i64 1, 2\n\
                   \x20 %d = add i64 %x, %a\n\
                   \x20 %e = add i64 %d, %b\n\
                   \x20 %r = add i64 %e, %c\n\
                   \x20 ret i64 %r\n\
                   }\n";
        let loss = LOSSES
            .iter()
            .find(|l| l.name == "constant-folding")
            .unwrap();
        let text = normalize_ll_with(src.as_bytes(), &[loss]).unwrap();
        assert!(
            text.contains("%d = add i64 %x, add (i64 ptrtoint (ptr @g to i64), i64 4)"),
            "{text}"
        );
        assert!(text.contains("%e = add i64 %d, 3"), "{text}");
        // `disjoint` cannot be built again through the C API: left alone.
        assert!(text.contains("%c = or disjoint i64 1, 2"), "{text}");
        assert!(!text.contains("%a ="), "{text}");
        assert!(changes(loss, src).unwrap());
        let folded = normalize_ll(text.as_bytes()).unwrap();
        assert!(!changes(loss, &folded).unwrap());
    }

    #[test]
    fn unroll_runtime_disable_with_a_value_reads_as_the_unit_property() {
        let with = "!3 = !{!\"llvm.loop.unroll.runtime.disable\", i1 true}";
        assert_eq!(
            unit_unroll_runtime_disable(with),
            "!3 = !{!\"llvm.loop.unroll.runtime.disable\"}"
        );
        for other in [
            "!3 = !{!\"llvm.loop.unroll.runtime.disable\"}",
            "!3 = !{!\"llvm.loop.unroll.count\", i32 4}",
            "  ret void",
        ] {
            assert_eq!(unit_unroll_runtime_disable(other), other);
        }
    }

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
    fn line_rules() {
        assert_eq!(
            without_intrinsic_tail_marker("  %6 = tail call double @llvm.fma.f64(double %3)"),
            "  %6 = call double @llvm.fma.f64(double %3)"
        );
        let user = "  %4 = tail call i32 @f(i32 %1)";
        assert_eq!(without_intrinsic_tail_marker(user), user);
        assert_eq!(
            without_function_dso_local("define dso_local i32 @f() {"),
            "define i32 @f() {"
        );
        let global = "@g = dso_local global i32 0";
        assert_eq!(without_function_dso_local(global), global);
        assert_eq!(
            without_range_attributes(
                "define noundef range(i32 0, 8) i32 @f(i32 range(i32 1, 2) %0) {"
            ),
            "define noundef i32 @f(i32 %0) {"
        );
        assert_eq!(
            without_trunc_flags("  %3 = trunc nuw nsw i64 %2 to i32"),
            "  %3 = trunc i64 %2 to i32"
        );
        assert_eq!(
            without_dead_on_unwind_writable(
                "define void @f(ptr dead_on_unwind noalias writable sret(i32) %0) {"
            ),
            "define void @f(ptr noalias sret(i32) %0) {"
        );
        assert_eq!(
            without_value_metadata(
                "  %6 = load i32, ptr %0, align 4, !tbaa !0, !range !4, !noundef !5"
            ),
            "  %6 = load i32, ptr %0, align 4, !tbaa !0"
        );
        let md = "  %1 = load i32, ptr %0, !range !3";
        assert_eq!(without_range_attributes(md), md);
    }

    #[test]
    fn intrinsic_declarations_move_to_the_end_sorted() {
        let ll = "declare void @llvm.va_start.p0(ptr)\ndefine void @f(ptr %p) {\n  call void \
                  @llvm.va_start.p0(ptr %p)\n  call void @llvm.va_end.p0(ptr %p)\n  ret void\n}\n\
                  declare void @llvm.va_end.p0(ptr)\n";
        let text = normalize_ll(ll.as_bytes()).unwrap();
        let moved = intrinsic_declarations_last(&text);
        let decls: Vec<&str> = moved.lines().filter(|l| l.starts_with("declare")).collect();
        assert_eq!(
            decls,
            [
                "declare void @llvm.va_end.p0(ptr) #0",
                "declare void @llvm.va_start.p0(ptr) #0"
            ]
        );
        assert!(
            moved.find("define").unwrap() < moved.find("declare").unwrap(),
            "{moved}"
        );
        assert!(normalize_ll(moved.as_bytes()).is_ok());
    }

    #[test]
    fn call_site_attributes_go() {
        let ll = "declare i32 @g(i32)\ndefine i32 @f(i32 %x) {\n  %r = call noundef i32 @g(i32 \
                  noundef %x) #0\n  ret i32 %r\n}\nattributes #0 = { nounwind }\n";
        let text = normalize_ll(ll.as_bytes()).unwrap();
        let loss = LOSSES
            .iter()
            .find(|l| l.name == "call-site-attributes")
            .unwrap();
        let out = normalize_ll_with(text.as_bytes(), &[loss]).unwrap();
        assert!(out.contains("%r = call i32 @g(i32 %x)\n"), "{out}");
        assert!(!out.contains("nounwind"), "{out}");
    }

    #[test]
    fn equal_loop_nodes_merge() {
        // Two loops with the same properties, listed in different orders.
        let ll = "define void @f(i1 %c) {\n  br label %1\n1:\n  br i1 %c, label %1, label %2, \
                  !llvm.loop !0\n2:\n  br i1 %c, label %2, label %3, !llvm.loop !3\n3:\n  \
                  ret void\n}\n!0 = distinct !{!0, !1, !2}\n!1 = !{!\"llvm.loop.mustprogress\"}\n\
                  !2 = !{!\"llvm.loop.unroll.disable\"}\n!3 = distinct !{!3, !2, !1}\n";
        let text = normalize_ll(ll.as_bytes()).unwrap();
        let loss = LOSSES.iter().find(|l| l.name == "loop-identity").unwrap();
        let out = normalize_ll_with(text.as_bytes(), &[loss]).unwrap();
        assert_eq!(out.matches("!llvm.loop !0").count(), 2, "{out}");
        assert_eq!(out.matches("distinct").count(), 1, "{out}");
        // Different properties stay apart.
        let other = ll.replace("!3 = distinct !{!3, !2, !1}", "!3 = distinct !{!3, !2}");
        let text = normalize_ll(other.as_bytes()).unwrap();
        let out = normalize_ll_with(text.as_bytes(), &[loss]).unwrap();
        assert_eq!(out.matches("distinct").count(), 2, "{out}");
    }

    const DEBUG_RECORDS: &str = "define i32 @f(i32 %n) !dbg !5 {\nentry:\n  %x = add i32 %n, 1, !dbg !12\n\
        \x20 br label %l\nl:\n  %a = phi i32 [ 0, %entry ], [ %a2, %l ]\n\
        \x20 %a2 = add i32 %a, 1, !dbg !12\n\
        \x20   #dbg_value(i32 %a, !10, !DIExpression(), !12)\n\
        \x20   #dbg_value(i32 %x, !10, !DIExpression(), !12)\n\
        \x20   #dbg_value(i32 %x, !11, !DIExpression(), !12)\n\
        \x20   #dbg_value(i32 %n, !11, !DIExpression(), !12)\n\
        \x20   #dbg_value(!{}, !11, !DIExpression(), !12)\n\
        \x20 %c = icmp eq i32 %a2, %n, !dbg !12\n  br i1 %c, label %e, label %l, !dbg !12\n\
        e:\n  ret i32 %a2, !dbg !12\n}\n\
        !llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}\n\
        !0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: \"c\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n\
        !1 = !DIFile(filename: \"p.c\", directory: \"/d\")\n!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
        !5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)\n\
        !6 = !DISubroutineType(types: !7)\n!7 = !{!8}\n!8 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n\
        !10 = !DILocalVariable(name: \"a\", scope: !5, file: !1, line: 1, type: !8)\n\
        !11 = !DILocalVariable(name: \"b\", scope: !5, file: !1, line: 1, type: !8)\n\
        !12 = !DILocation(line: 2, column: 3, scope: !5)\n";

    #[test]
    fn debug_records_go_where_upstream_places_them() {
        let text = normalize_ll(DEBUG_RECORDS.as_bytes()).unwrap();
        let loss = |n: &str| LOSSES.iter().find(|l| l.name == n).unwrap();
        let dropped =
            normalize_ll_with(text.as_bytes(), &[loss("unimported-debug-records")]).unwrap();
        assert!(!dropped.contains("#dbg_value(!{}"), "{dropped}");
        assert_eq!(dropped.matches("#dbg_value").count(), 4, "{dropped}");
        let placed =
            normalize_ll_with(dropped.as_bytes(), &[loss("debug-record-placement")]).unwrap();
        let records: Vec<&str> = placed
            .lines()
            .filter(|l| l.contains("#dbg_value") || l.contains(" = ") && l.starts_with("  %"))
            .map(|l| l.trim().split(',').next().unwrap())
            .collect();
        // The argument's at the entry, those on %x after it (in order), the PHI's at its block.
        assert_eq!(
            records,
            [
                "#dbg_value(i32 %n",
                "%x = add i32 %n",
                "#dbg_value(i32 %x",
                "#dbg_value(i32 %x",
                "%a = phi i32 [ 0",
                "#dbg_value(i32 %a",
                "%a2 = add i32 %a",
                "%c = icmp eq i32 %a2"
            ],
            "{placed}"
        );
        // On %x, the record on "a" (processed first) comes first, as in the input.
        let x = placed
            .lines()
            .find(|l| l.contains("#dbg_value(i32 %x"))
            .unwrap();
        let var = x.split(", ").nth(1).unwrap();
        assert!(
            placed.contains(&format!("{var} = !DILocalVariable(name: \"a\"")),
            "{placed}"
        );
        // Idempotent: placing what the import placed changes nothing.
        let again =
            normalize_ll_with(placed.as_bytes(), &[loss("debug-record-placement")]).unwrap();
        assert_eq!(again, placed);
        // Input side only: the other side is the import's placement already.
        assert!(loss("debug-record-placement").input_only);
        let (a, b, fired) = without_losses(&dropped, &placed).unwrap();
        assert_eq!(a, b);
        assert!(fired.iter().any(|l| l.name == "debug-record-placement"));
    }

    #[test]
    fn assignment_tracking_goes_with_its_nodes() {
        let ll = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../corpus/import/debuginfo_assign.ll"),
        )
        .unwrap();
        assert!(ll.contains("#dbg_assign(") && ll.contains("!DIAssignID"));
        let loss = LOSSES
            .iter()
            .find(|l| l.name == "assignment-tracking")
            .unwrap();
        let text = normalize_ll_with(ll.as_bytes(), &[loss]).unwrap();
        assert!(
            !text.contains("#dbg_assign(") && !text.contains("DIAssignID"),
            "{text}"
        );
        // The rest stays: the alloca, the store and the #dbg_value.
        assert!(text.contains("%x = alloca i32, align 4\n"), "{text}");
        assert!(
            text.contains("store i32 %v, ptr %x, align 4, !dbg !"),
            "{text}"
        );
        assert_eq!(text.matches("#dbg_value(").count(), 1, "{text}");
    }

    #[test]
    fn records_sorted_at_each_point_only() {
        // The two records on %x the other way round (and so their variables numbered the other
        // way round).
        let (x10, x11) = (
            "#dbg_value(i32 %x, !10, !DIExpression(), !12)",
            "#dbg_value(i32 %x, !11, !DIExpression(), !12)",
        );
        let swapped = DEBUG_RECORDS
            .replace(x10, "@@")
            .replace(x11, x10)
            .replace("@@", x11);
        let a = normalize_ll(DEBUG_RECORDS.as_bytes()).unwrap();
        let b = normalize_ll(swapped.as_bytes()).unwrap();
        assert_ne!(a, b);
        let (sa, sb) = (
            debug_records_sorted_at_each_point(&a).unwrap(),
            debug_records_sorted_at_each_point(&b).unwrap(),
        );
        assert_eq!(sa, sb);
        // Records never cross an instruction: one moved past %a2 stays different.
        let moved = DEBUG_RECORDS.replace(
            "  %a2 = add i32 %a, 1, !dbg !12\n    #dbg_value(i32 %a, !10, !DIExpression(), !12)\n",
            "    #dbg_value(i32 %a, !10, !DIExpression(), !12)\n  %a2 = add i32 %a, 1, !dbg !12\n",
        );
        assert_ne!(moved, DEBUG_RECORDS);
        let m = normalize_ll(moved.as_bytes()).unwrap();
        assert_ne!(debug_records_sorted_at_each_point(&m).unwrap(), sa);
    }

    #[test]
    fn phi_and_loop_locations() {
        assert_eq!(
            without_phi_locations("  %3 = phi i32 [ %4, %2 ], [ 0, %1 ], !dbg !3, !foo !4"),
            "  %3 = phi i32 [ %4, %2 ], [ 0, %1 ], !foo !4"
        );
        let add = "  %4 = add i32 %3, 1, !dbg !5";
        assert_eq!(without_phi_locations(add), add);
        let text = "  br label %1, !llvm.loop !10\n!9 = !DILocation(line: 7, scope: !2)\n\
                    !10 = distinct !{!10, !11, !9, !8}\n\
                    !11 = !DILocation(line: 30, scope: !12, inlinedAt: !9)\n\
                    !12 = distinct !{!12, !11}\n";
        let out = without_loop_call_site_locations(text);
        assert!(out.contains("!10 = distinct !{!10, !9, !8}\n"), "{out}");
        // Only loop IDs (named by !llvm.loop) change.
        assert!(out.contains("!12 = distinct !{!12, !11}\n"), "{out}");
    }

    #[test]
    fn debug_info_fields_mlir_19_does_not_model_go() {
        let text = "@g = global i32 0, !dbg !20\n@h = global i32 0, !dbg !23\n\
            !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: \"c\", isOptimized: true, runtimeVersion: 2, emissionKind: FullDebug, enums: !9, globals: !24, splitDebugInlining: false)\n\
            !1 = !DIFile(filename: \"a.c\", directory: \"/d\", checksumkind: CSK_MD5, checksum: \"00\")\n\
            !2 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: null, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)\n\
            !3 = !DIDerivedType(tag: DW_TAG_member, name: \"b\", scope: !4, file: !1, line: 4, baseType: !5, size: 3, flags: DIFlagBitField, extraData: i64 64)\n\
            !4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"R\", size: 8, flags: DIFlagPublic | DIFlagMultipleInheritance, elements: !6, identifier: \"_ZTS1R\")\n\
            !5 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n\
            !6 = !{!3}\n\
            !7 = distinct !DICompositeType(tag: DW_TAG_enumeration_type, name: \"E\", baseType: !5, size: 32, flags: DIFlagFwdDecl | DIFlagNonTrivial, elements: !8)\n\
            !8 = !{!10}\n!9 = !{}\n\
            !10 = !DIEnumerator(name: \"A\", value: 0)\n\
            !11 = !DILexicalBlockFile(scope: !2, file: !1, discriminator: 3)\n\
            !12 = distinct !DILocation(line: 2, scope: !11)\n\
            !13 = distinct !DICompositeType(tag: DW_TAG_class_type, name: \"C\", size: 8)\n\
            !20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())\n\
            !21 = distinct !DIGlobalVariable(name: \"g\", scope: !0, file: !1, line: 1, type: !5, isLocal: false, isDefinition: true)\n\
            !22 = distinct !DIGlobalVariable(name: \"h\", scope: !1, file: !1, line: 2, type: !5, isLocal: true, isDefinition: true)\n\
            !23 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())\n\
            !24 = !{!20, !23, !25}\n\
            !25 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))\n";
        let out = without_unmodelled_di_fields(text);
        let line = |id: &str| {
            out.lines()
                .find(|l| l.starts_with(&format!("{id} = ")))
                .unwrap()
                .to_string()
        };
        assert_eq!(
            line("!0"),
            "!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: \"c\", \
             isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !{!20})"
        );
        assert_eq!(
            line("!1"),
            "!1 = !DIFile(filename: \"a.c\", directory: \"/d\")"
        );
        assert_eq!(
            line("!2"),
            "!2 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: null, \
             scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)"
        );
        assert_eq!(
            line("!3"),
            "!3 = !DIDerivedType(tag: DW_TAG_member, name: \"b\", baseType: !5, size: 3)"
        );
        assert_eq!(
            line("!4"),
            "!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"R\", size: 8, \
             elements: !6)"
        );
        assert_eq!(
            line("!7"),
            "!7 = distinct !DICompositeType(tag: DW_TAG_enumeration_type, name: \"E\", baseType: \
             !5, size: 32, flags: DIFlagFwdDecl | DIFlagNonTrivial, elements: !{})"
        );
        assert!(line("!11").starts_with("!11 = distinct !DILexicalBlockFile("));
        assert!(line("!12").starts_with("!12 = !DILocation("));
        assert!(line("!13").ends_with("size: 8, elements: !{})"), "{out}");
        // LLVM reads the result, and a second application changes nothing.
        let once = normalize_ll(out.as_bytes()).unwrap();
        assert_eq!(without_unmodelled_di_fields(&once), once);
    }

    #[test]
    fn equal_distinct_global_variables_merge() {
        let text = "@a = constant i8 0, !dbg !1\n\
                    @b = constant i8 0, !dbg !3\n\
                    !llvm.dbg.cu = !{!8}\n\
                    !llvm.module.flags = !{!7}\n\
                    !1 = !DIGlobalVariableExpression(var: !2, expr: !DIExpression())\n\
                    !2 = distinct !DIGlobalVariable(scope: null, file: !5, line: 4, type: !9, isLocal: true, isDefinition: true)\n\
                    !3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())\n\
                    !4 = distinct !DIGlobalVariable(scope: null, file: !5, line: 4, type: !9, isLocal: true, isDefinition: true)\n\
                    !5 = !DIFile(filename: \"s.c\", directory: \"/d\")\n\
                    !6 = distinct !DIGlobalVariable(scope: null, file: !5, line: 5, type: !9, isLocal: true, isDefinition: true)\n\
                    !7 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
                    !8 = distinct !DICompileUnit(language: DW_LANG_C11, file: !5, producer: \"c\", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10)\n\
                    !9 = !DIBasicType(name: \"char\", size: 8, encoding: DW_ATE_signed_char)\n\
                    !10 = !{!1, !3}\n";
        let out = merged_distinct_di_nodes(text);
        assert!(out.contains("@b = constant i8 0, !dbg !3\n"), "{out}");
        let mut map = std::collections::HashMap::new();
        map.insert("!4".to_string(), "!2".to_string());
        assert_eq!(
            renamed_metadata("x !4 \"!4\" !40 !4\n", &map),
            "x !2 \"!4\" !40 !2\n"
        );
        assert!(
            out.contains("!3 = !DIGlobalVariableExpression(var: !2,"),
            "{out}"
        );
        assert!(!out.contains("!4 = "), "{out}");
        assert!(out.contains("!6 = distinct"), "{out}");
        let once = normalize_ll(out.as_bytes()).unwrap();
        assert_eq!(
            once.matches("distinct !DIGlobalVariable(").count(),
            1,
            "{once}"
        );
        assert_eq!(merged_distinct_di_nodes(&once), once);
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
