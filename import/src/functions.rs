//! Functions: `llvm.func` with linkage, visibility, calling convention, attributes, personality, GC,
//! section and alignment; bodies block by block, PHI nodes becoming block arguments.

use crate::globals::{linkage, visibility, Spaced};
use crate::module::{Emitter, Scope, R};
use crate::names::{llvm_name, quote, symbol};
use irbridge_llvm::tables;
use llvm_ir::function::{CallingConvention as CC, FunctionDeclaration};
use llvm_ir::{Function, Name};
use rustc_hash::FxHashMap;

// The ops this file writes, named by their records.
const FUNC: &str = irbridge::dialect::llvm::ops::func::LLVMFuncOp::NAME;

/// The `llvm.cconv` keyword of a calling convention (nothing for `ccc`): every convention MLIR 19's
/// `CConv` enum models (those llvm-ir has no variant for arrive as their LLVM numbers). Others
/// are refused (upstream 19 prints an empty keyword for them, which reads back as `ccc`).
pub fn cconv(c: &CC) -> R<Spaced> {
    tables::CCONV
        .written_keyword_of_llvm_ir(c)
        .map(Spaced)
        .ok_or_else(|| format!("unsupported calling convention {c:?}"))
}

impl Emitter<'_> {
    fn result_sig(
        &mut self,
        what: &str,
        ret: &llvm_ir::TypeRef,
        attrs: &[llvm_ir::function::ParameterAttribute],
    ) -> R<String> {
        if matches!(ret.as_ref(), llvm_ir::Type::VoidType) {
            return Ok(String::new());
        }
        let t = self.ty(ret)?;
        let fname = what.trim_start_matches('@');
        let a = self.param_attrs(&format!("the result of {what}"), attrs, Some((fname, 0)))?;
        Ok(if a.is_empty() {
            format!(" -> {t}")
        } else {
            format!(" -> ({t}{a})")
        })
    }
}

pub fn emit_declaration(e: &mut Emitter, f: &FunctionDeclaration) -> R<()> {
    let what = format!("@{}", f.name);
    let mut params = vec![];
    for (i, p) in f.parameters.iter().enumerate() {
        let t = e.ty(&p.ty)?;
        let at = Some((f.name.as_str(), i as u32 + 1));
        params.push(format!("{t}{}", e.param_attrs(&what, &p.attributes, at)?));
    }
    if f.is_var_arg {
        params.push("...".into());
    }
    let res = e.result_sig(&what, &f.return_type, &f.return_attributes)?;
    let fa = e.declaration_attrs(&f.name);
    let mut attrs = fa.dialect;
    if !fa.passthrough.is_empty() {
        attrs.push(format!("passthrough = [{}]", fa.passthrough.join(", ")));
    }
    attrs.extend(fn_extra_attrs(e, &f.name));
    if f.alignment != 0 {
        attrs.push(format!("alignment = {} : i64", f.alignment));
    }
    if let Some(gc) = &f.garbage_collector_name {
        attrs.push(format!("garbageCollector = {}", quote(gc.as_bytes())));
    }
    let ua = fn_unnamed_addr(e, &f.name);
    let floc = match e.di_fns.remove(&f.name).and_then(|d| d.loc) {
        Some(l) => format!(" loc({l})"),
        None => String::new(),
    };
    e.out.push_str(&format!(
        "  {FUNC} {}{}{ua}{}{}({}){res}{}{floc}\n",
        linkage(&f.linkage)?,
        visibility(&f.visibility),
        cconv(&f.calling_convention)?,
        symbol(&f.name),
        params.join(", "),
        if attrs.is_empty() {
            String::new()
        } else {
            format!(" attributes {{{}}}", attrs.join(", "))
        }
    ));
    Ok(())
}

/// `vscale_range` and `function_entry_count` (from the C API; llvm-ir keeps neither).
fn fn_extra_attrs(e: &mut Emitter, name: &str) -> Vec<String> {
    let x = e
        .facts()
        .and_then(|f| f.fn_extra.get(name).copied())
        .unwrap_or_default();
    let mut v = vec![];
    if let Some((min, max)) = x.vscale_range {
        v.push(format!(
            "vscale_range = #llvm.vscale_range<minRange = {min} : i32, maxRange = {max} : i32>"
        ));
    }
    if let Some(n) = x.entry_count {
        v.push(format!("function_entry_count = {n} : i64"));
    }
    v
}

/// Per-function state beyond the scope: block labels and each block's PHIs (its block arguments).
pub struct Body<'f> {
    pub labels: FxHashMap<&'f Name, String>,
    pub phis: FxHashMap<&'f Name, Vec<&'f llvm_ir::instruction::Phi>>,
    /// See [`switch_forwarders`].
    pub forwards: FxHashMap<&'f Name, &'f Name>,
}

pub fn emit_function(e: &mut Emitter, f: &Function) -> Result<(), String> {
    let what = format!("@{}", f.name);
    let mut s = Scope::new();
    let mut params = vec![];
    let mut di = e.di_fns.remove(&f.name).unwrap_or_default();
    if !di.records.is_empty() {
        s.materialized = Some(vec![]);
    }
    // Arguments take the function's location, as upstream gives them.
    let arg_loc = match &di.loc {
        Some(l) => format!(" loc({l})"),
        None => String::new(),
    };
    for (i, p) in f.parameters.iter().enumerate() {
        let name = format!("%arg{i}");
        s.locals.insert(p.name.clone(), name.clone());
        let t = e.ty(&p.ty)?;
        let at = Some((f.name.as_str(), i as u32 + 1));
        params.push(format!(
            "{name}: {t}{}{arg_loc}",
            e.param_attrs(&what, &p.attributes, at)?
        ));
    }
    if f.is_var_arg {
        params.push("...".into());
    }
    let res = e.result_sig(&what, &f.return_type, &f.return_attributes)?;
    let fa = e.function_attrs(&f.name, &f.function_attributes);
    let mut attrs = fa.dialect;
    if !fa.passthrough.is_empty() {
        attrs.push(format!("passthrough = [{}]", fa.passthrough.join(", ")));
    }
    // Upstream 19 marks a definition of local linkage `dso_local` (which LLVM implies for it); an
    // explicit `dso_local` keyword, or hidden visibility, is not imported.
    if tables::is_local_linkage_llvm_ir(&f.linkage) {
        attrs.push("dso_local".to_string());
    }
    attrs.extend(fn_extra_attrs(e, &f.name));
    if f.alignment != 0 {
        attrs.push(format!("alignment = {} : i64", f.alignment));
    }
    if let Some(gc) = &f.garbage_collector_name {
        attrs.push(format!("garbageCollector = {}", quote(gc.as_bytes())));
    }
    if let Some(sec) = &f.section {
        attrs.push(format!("section = {}", quote(sec.as_bytes())));
    }
    if let Some(p) = &f.personality_function {
        match p.as_ref() {
            llvm_ir::Constant::GlobalReference { name, .. } => attrs.push(format!(
                "personality = {}",
                crate::globals::global_name(name)
            )),
            _ => {
                return Err(format!(
                    "a personality that is not a function is not supported (in function {what})"
                ))
            }
        }
    }
    attrs.sort();
    let comdat = match &f.comdat {
        Some(_) => format!(
            " comdat(@__llvm_global_comdat::{})",
            symbol(&e.comdat_name(&f.name)?)
        ),
        None => String::new(),
    };
    let ua = fn_unnamed_addr(e, &f.name);
    let head = format!(
        "  {FUNC} {}{}{ua}{}{}({}){res}{comdat}{} {{\n",
        linkage(&f.linkage)?,
        visibility(&f.visibility),
        cconv(&f.calling_convention)?,
        symbol(&f.name),
        params.join(", "),
        if attrs.is_empty() {
            String::new()
        } else {
            format!(" attributes {{{}}}", attrs.join(", "))
        }
    );
    // Labels and block arguments first: branches may jump forward.
    let mut body = Body {
        labels: FxHashMap::default(),
        phis: FxHashMap::default(),
        forwards: switch_forwarders(f),
    };
    for (i, bb) in f.basic_blocks.iter().enumerate() {
        body.labels.insert(&bb.name, format!("^bb{i}"));
        let phis: Vec<_> = bb
            .instrs
            .iter()
            .filter_map(|i| match i {
                llvm_ir::Instruction::Phi(p) => Some(p),
                _ => None,
            })
            .collect();
        body.phis.insert(&bb.name, phis);
    }
    // Exact literals first: a PHI's constants are materialised by its predecessors' terminators.
    for (i, bb) in f.basic_blocks.iter().enumerate() {
        for (ii, inst) in bb.instrs.iter().enumerate() {
            if let Some(leaves) = crate::literals::inst_leaves(inst) {
                e.pair_literals(leaves, crate::literals::LitKey::Inst(f.name.clone(), i, ii));
            }
        }
        if let Some(leaves) = crate::literals::term_leaves(&bb.term) {
            let ii = bb.instrs.len();
            e.pair_literals(leaves, crate::literals::LitKey::Inst(f.name.clone(), i, ii));
        }
    }
    let order = topological_order(f);
    let reachable: rustc_hash::FxHashSet<usize> = order.iter().copied().collect();
    // Like upstream, blocks unreachable from the entry are dropped (LLVM allows forms there, such
    // as self-referencing instructions, that MLIR's dominance rules reject).
    for (i, bb) in f.basic_blocks.iter().enumerate() {
        if !reachable.contains(&i) && !body.forwards.contains_key(&bb.name) {
            e.warn(format!(
                "unreachable block {} of {what} is dropped",
                llvm_name(&bb.name)
            ));
        }
    }
    let mut text = String::new();
    // Block index by name, for the blocks placed before one (`place_blocks_before`).
    let mut headers: FxHashMap<&Name, usize> = FxHashMap::default();
    let mut dbg = crate::debuginfo::Placer::new(&di);
    // Blocks are converted in upstream's order (so constants, materialised at their first use,
    // come in upstream's order too) and put back in the function's order afterwards.
    for &i in &order {
        let bb = &f.basic_blocks[i];
        if body.forwards.contains_key(&bb.name) {
            continue;
        }
        let where_ = |inst: String| {
            format!(
                "in function {what}, block {}, instruction `{inst}`",
                llvm_name(&bb.name)
            )
        };
        if i > 0 {
            headers.insert(&bb.name, i);
            let mut args = vec![];
            for (k, p) in body.phis[&bb.name].iter().enumerate() {
                let v = s.local(&p.dest);
                // PHIs come first in their block: the k-th is instruction k.
                // Without a location, unknown (as upstream gives every block argument one).
                let loc = match di.inst_locs.get(&(i, k)) {
                    Some(l) => format!(" loc({l})"),
                    None => " loc(unknown)".to_string(),
                };
                args.push(format!("{v}: {}{loc}", e.ty(&p.to_type)?));
            }
            if args.is_empty() {
                text.push_str(&format!("  ^bb{i}:\n"));
            } else {
                text.push_str(&format!("  ^bb{i}({}):\n", args.join(", ")));
            }
            dbg.block_start(i, text.len());
        } else if !body.phis[&bb.name].is_empty() {
            return Err(format!(
                "the entry block has PHI nodes (in function {what})"
            ));
        }
        for (ii, inst) in bb.instrs.iter().enumerate() {
            e.pos = (f.name.clone(), i, ii);
            if matches!(inst, llvm_ir::Instruction::Phi(_)) {
                continue;
            }
            dbg.labels(&mut di, i, ii, &mut text);
            let start = text.len();
            e.instruction(&mut s, &body, &bb.name, inst, &mut text)
                .map_err(|m| format!("{m} ({})", where_(inst.to_string())))?;
            add_loc(
                &mut text,
                start,
                llvm_ir::HasDebugLoc::get_debug_loc(inst),
                false,
                di.inst_locs.get(&(i, ii)).map(String::as_str),
            );
            dbg.defined(i, ii, text.len());
        }
        let ii = bb.instrs.len();
        dbg.labels(&mut di, i, ii, &mut text);
        dbg.terminator(i, text.len());
        e.pos = (f.name.clone(), i, ii);
        let start = text.len();
        e.terminator(&mut s, &body, &bb.name, &bb.term, &mut text)
            .map_err(|m| format!("{m} ({})", where_(bb.term.to_string())))?;
        add_loc(
            &mut text,
            start,
            llvm_ir::HasDebugLoc::get_debug_loc(&bb.term),
            true,
            di.inst_locs.get(&(i, ii)).map(String::as_str),
        );
    }
    let entry = dbg.place(e, &mut s, f, &mut di, &mut text, &what)?;
    let mut text = in_layout_order(&text);
    place_blocks_before(&mut text, &headers, std::mem::take(&mut s.blocks_before));
    e.out.push_str(&head);
    e.out.push_str(&entry);
    e.out.push_str(&text);
    match &di.loc {
        Some(l) => e.out.push_str(&format!("  }} loc({l})\n")),
        None => e.out.push_str("  }\n"),
    }
    Ok(())
}

/// Splices each block of `blocks` into `text` right before the header of its block (`^bbN`, `N`
/// from `headers`; found in the finished text, after debug records went in), in the order they were
/// made where several precede one block, or at the end if that block has no header.
fn place_blocks_before(
    text: &mut String,
    headers: &FxHashMap<&Name, usize>,
    blocks: Vec<(Name, String)>,
) {
    if blocks.is_empty() {
        return;
    }
    // A raw newline followed by a block label can only start a block (strings escape newlines).
    let header_at = |text: &str, i: usize| {
        [format!("\n  ^bb{i}:"), format!("\n  ^bb{i}(")]
            .iter()
            .filter_map(|p| text.find(p.as_str()))
            .min()
            .map(|o| o + 1)
    };
    let mut at: Vec<(usize, usize, String)> = blocks
        .into_iter()
        .enumerate()
        .map(|(k, (dest, b))| {
            let offset = headers
                .get(&dest)
                .and_then(|&i| header_at(text, i))
                .unwrap_or(text.len());
            (offset, k, b)
        })
        .collect();
    // Back to front, so that earlier offsets stay valid and equal offsets keep their order.
    at.sort_by_key(|x| std::cmp::Reverse((x.0, x.1)));
    for (offset, _, b) in at {
        text.insert_str(offset, &b);
    }
}

/// The blocks reachable from the entry, in the order upstream 19's importer converts them
/// (`getTopologicallySortedBlocks`): LLVM's reverse post-order, whose depth-first walk takes the
/// successors in LLVM's order (a switch's default first). Iterative: CFGs can be deep.
fn topological_order(f: &Function) -> Vec<usize> {
    use llvm_ir::Terminator as T;
    let index: FxHashMap<&Name, usize> = f
        .basic_blocks
        .iter()
        .enumerate()
        .map(|(i, b)| (&b.name, i))
        .collect();
    let succs = |i: usize| -> Vec<usize> {
        let names: Vec<&Name> = match &f.basic_blocks[i].term {
            T::Switch(s) => std::iter::once(&s.default_dest)
                .chain(s.dests.iter().map(|(_, d)| d))
                .collect(),
            t => successors(t),
        };
        names
            .into_iter()
            .filter_map(|n| index.get(n).copied())
            .collect()
    };
    if f.basic_blocks.is_empty() {
        return vec![];
    }
    let mut seen = vec![false; f.basic_blocks.len()];
    let mut post = Vec::with_capacity(f.basic_blocks.len());
    seen[0] = true;
    let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(0, succs(0), 0)];
    while let Some((b, children, next)) = stack.last_mut() {
        match children.get(*next).copied() {
            Some(c) => {
                *next += 1;
                if !seen[c] {
                    seen[c] = true;
                    stack.push((c, succs(c), 0));
                }
            }
            None => {
                post.push(*b);
                stack.pop();
            }
        }
    }
    post.reverse();
    post
}

/// `text` (blocks written in conversion order, the entry first and without a header) with its
/// blocks in the function's order: each `^bbN` block goes by `N`. A raw newline followed by a block
/// label can only start a block (strings escape newlines).
fn in_layout_order(text: &str) -> String {
    let mut starts: Vec<usize> = vec![];
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with("  ^bb") {
            starts.push(at);
        }
        at += line.len();
    }
    let number = |from: usize| -> usize {
        text[from + 5..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .fold(0, |n, d| n * 10 + usize::from(d - b'0'))
    };
    let mut blocks: Vec<(usize, &str)> = starts
        .iter()
        .enumerate()
        .map(|(k, &s)| {
            (
                number(s),
                &text[s..starts.get(k + 1).copied().unwrap_or(text.len())],
            )
        })
        .collect();
    if blocks.windows(2).all(|w| w[0].0 < w[1].0) {
        return text.to_string();
    }
    blocks.sort_by_key(|b| b.0);
    let mut out = String::with_capacity(text.len());
    out.push_str(&text[..starts.first().copied().unwrap_or(text.len())]);
    for (_, b) in blocks {
        out.push_str(b);
    }
    out
}

/// The successor edges of a terminator, one entry per edge.
fn successors(t: &llvm_ir::Terminator) -> Vec<&Name> {
    use llvm_ir::Terminator as T;
    match t {
        T::Br(b) => vec![&b.dest],
        T::CondBr(b) => vec![&b.true_dest, &b.false_dest],
        T::Switch(s) => s
            .dests
            .iter()
            .map(|(_, d)| d)
            .chain(std::iter::once(&s.default_dest))
            .collect(),
        T::Invoke(x) => vec![&x.return_label, &x.exception_label],
        T::IndirectBr(x) => x.possible_dests.iter().collect(),
        T::CallBr(x) => vec![&x.return_label],
        _ => vec![],
    }
}

/// Blocks that only pass a switch's edge on to a block with PHIs the switch also reaches directly:
/// their only predecessor is that switch, they hold nothing but single-entry PHIs and a `br`. They are
/// what an export (irbridge's and upstream 19's) makes of a switch with two edges to one block,
/// which the dialect holds directly (with each edge's own operands): the switch's edge goes to the
/// destination, with the values the PHIs would have passed, and the block is not imported.
/// Block name → its destination.
fn switch_forwarders(f: &Function) -> FxHashMap<&Name, &Name> {
    use llvm_ir::Terminator as T;
    let mut preds: FxHashMap<&Name, usize> = FxHashMap::default();
    for bb in &f.basic_blocks {
        for d in successors(&bb.term) {
            *preds.entry(d).or_default() += 1;
        }
    }
    let blocks: FxHashMap<&Name, &llvm_ir::BasicBlock> =
        f.basic_blocks.iter().map(|b| (&b.name, b)).collect();
    let mut out = FxHashMap::default();
    for p in &f.basic_blocks {
        let T::Switch(_) = &p.term else { continue };
        let dests = successors(&p.term);
        for &b in &dests {
            let Some(block) = blocks.get(b) else { continue };
            let T::Br(br) = &block.term else { continue };
            let only_phis = block.instrs.iter().all(|i| match i {
                llvm_ir::Instruction::Phi(ph) => {
                    ph.incoming_values.len() == 1 && ph.incoming_values[0].1 == p.name
                }
                _ => false,
            });
            // Without PHIs at the destination both edges carry nothing, and an export writes no
            // such block: one there came with the input (clang's `sw.default: br label %epilog`)
            // and stays, as upstream keeps it.
            let dest_has_phis = blocks
                .get(&br.dest)
                .is_some_and(|d| matches!(d.instrs.first(), Some(llvm_ir::Instruction::Phi(_))));
            if only_phis
                && dest_has_phis
                && preds.get(b) == Some(&1)
                && b != &br.dest
                && b != &f.basic_blocks[0].name
                && dests.contains(&&br.dest)
                && br.dest != p.name
            {
                out.insert(b, &br.dest);
            }
        }
    }
    out
}

/// Appends ` loc("file":line:col)` (the instruction's debug location) to the op written at `start`:
/// its only line, or for a terminator the line that ends the op (a switch spans several lines, and a
/// trampoline block may follow).
/// `di` is the location with its scope from the debug information, used where there is one.
fn add_loc(
    text: &mut String,
    start: usize,
    dl: &Option<llvm_ir::DebugLoc>,
    terminator: bool,
    di: Option<&str>,
) {
    if dl.is_none() && di.is_none() {
        return;
    }
    if text.len() <= start {
        return;
    }
    let end = if !terminator {
        text.len() - 1
    } else if text[start..]
        .trim_start()
        .starts_with(irbridge::dialect::llvm::ops::control::SwitchOp::NAME)
    {
        match text[start..].find("\n    ]") {
            Some(p) => start + p + 1 + text[start + p + 1..].find('\n').unwrap_or(0),
            None => return,
        }
    } else {
        start + text[start..].find('\n').unwrap_or(text.len() - start - 1)
    };
    let loc = match (di, dl) {
        (Some(di), _) => format!(" loc({di})"),
        (None, Some(dl)) => format!(
            " loc({}:{}:{})",
            quote(dl.filename.as_bytes()),
            dl.line,
            dl.col.unwrap_or(0)
        ),
        (None, None) => return,
    };
    text.insert_str(end, &loc);
}

/// `unnamed_addr` / `local_unnamed_addr` of a function: llvm-ir has no field for it, the C API does.
fn fn_unnamed_addr(e: &mut Emitter, name: &str) -> Spaced {
    Spaced(
        e.facts()
            .and_then(|f| f.fn_unnamed_addr.get(name).copied())
            .unwrap_or(""),
    )
}
