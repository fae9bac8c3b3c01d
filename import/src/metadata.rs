//! Instruction metadata through the C API (llvm-ir carries none but debug locations): TBAA tags and
//! loop annotations become the dialect's attributes; any other kind is reported as dropped under
//! `--emit-expensive-warnings`.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

/// What one instruction's metadata turns into.
#[derive(Clone, Debug, Default)]
pub struct InstMetadata {
    /// The `#llvm.tbaa_tag<...>`'s alias name (defined in [`Reader::aliases`]).
    pub tbaa: Option<String>,
    /// `#llvm.loop_annotation<...>` text.
    pub loop_annotation: Option<String>,
    /// `!prof !{!"branch_weights", ...}` weights.
    pub branch_weights: Option<Vec<i64>>,
    /// `!llvm.access.group` (`#llvm.access_group<...>` texts).
    pub access_groups: Option<Vec<String>>,
    /// `!alias.scope` and `!noalias` scope lists (`#llvm.alias_scope<...>` texts).
    pub alias_scopes: Option<Vec<String>>,
    pub noalias_scopes: Option<Vec<String>>,
    /// `!nontemporal` (loads and stores).
    pub nontemporal: bool,
    /// `!invariant.load` (loads).
    pub invariant_load: bool,
    /// Kinds dropped (for warnings).
    pub dropped: Vec<String>,
}

/// The metadata kinds the importer knows by name (the C API has no kind → name lookup).
const KNOWN_KINDS: &[&str] = &[
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
];

/// Reads instruction metadata with memoised TBAA type descriptors.
pub struct Reader {
    kinds: FxHashMap<u32, &'static str>,
    /// Loop ID nodes already converted (`None`: not representable).
    pub(crate) loops: FxHashMap<usize, Option<String>>,
    /// Parts of the current instruction's metadata dropped on the way (for warnings).
    pub(crate) dropped: Vec<String>,
    /// The module's anonymous TBAA root, once one is met.
    anonymous_root: Option<usize>,
    /// TBAA type descriptors and tags already converted, by node: their alias names (`None`: not
    /// representable).
    tbaa_types: FxHashMap<usize, Option<String>>,
    tbaa_tags: FxHashMap<usize, Option<String>>,
    /// The alias definitions of the TBAA attributes converted so far (`#irbridge_tbaaN = ...`, one a
    /// line), written above the module: written out at every access, a struct's type descriptor
    /// nests all of its members' and made the generated text grow with (accesses × members).
    pub(crate) aliases: String,
    next_alias: usize,
    /// Distinct metadata nodes (alias scopes and domains) and their `distinct[N]<>` numbers.
    distinct: FxHashMap<usize, usize>,
    /// The debug-information translator, for modules that have debug information (loop
    /// annotations' start and end locations).
    pub(crate) di: Option<crate::debuginfo::Session>,
}

impl Reader {
    /// # Safety
    /// `ctx` must be a live LLVM context.
    pub unsafe fn new(ctx: LLVMContextRef) -> Self {
        let kinds = KNOWN_KINDS
            .iter()
            .map(|n| {
                (
                    LLVMGetMDKindIDInContext(ctx, n.as_ptr() as *const _, n.len() as u32),
                    *n,
                )
            })
            .collect();
        Reader {
            kinds,
            loops: FxHashMap::default(),
            dropped: vec![],
            anonymous_root: None,
            tbaa_types: FxHashMap::default(),
            tbaa_tags: FxHashMap::default(),
            aliases: String::new(),
            next_alias: 0,
            distinct: FxHashMap::default(),
            di: None,
        }
    }

    /// # Safety
    /// `inst` must be a live instruction of a module in the reader's context.
    pub unsafe fn read(&mut self, inst: LLVMValueRef) -> Option<InstMetadata> {
        let mut n = 0usize;
        let entries = LLVMInstructionGetAllMetadataOtherThanDebugLoc(inst, &mut n);
        if n == 0 {
            if !entries.is_null() {
                LLVMDisposeValueMetadataEntries(entries);
            }
            return None;
        }
        let mut md = InstMetadata::default();
        for i in 0..n as u32 {
            let kind = LLVMValueMetadataEntriesGetKind(entries, i);
            let name = self.kinds.get(&kind).copied();
            let node = LLVMGetMetadata(inst, kind);
            match name {
                Some("tbaa") => match self.tbaa_tag(node) {
                    Some(t) => md.tbaa = Some(t),
                    None => md.dropped.push("tbaa (unrecognised shape)".into()),
                },
                Some("llvm.loop") => match self.loop_annotation(node, 0) {
                    Some(t) => md.loop_annotation = Some(t),
                    None => md
                        .dropped
                        .push("llvm.loop (unrecognised properties)".into()),
                },
                Some("prof") => match branch_weights(node) {
                    Some(w) => md.branch_weights = Some(w),
                    None => md.dropped.push("prof (not branch weights)".into()),
                },
                Some("alias.scope") => match self.scope_list(node) {
                    Some(v) => md.alias_scopes = Some(v),
                    None => md.dropped.push("alias.scope (unrecognised shape)".into()),
                },
                Some("noalias") => match self.scope_list(node) {
                    Some(v) => md.noalias_scopes = Some(v),
                    None => md.dropped.push("noalias (unrecognised shape)".into()),
                },
                Some("llvm.access.group") => match self.access_groups(node) {
                    Some(v) => md.access_groups = Some(v),
                    None => md
                        .dropped
                        .push("llvm.access.group (unrecognised shape)".into()),
                },
                Some("nontemporal") => md.nontemporal = true,
                Some("invariant.load") => md.invariant_load = true,
                Some(k) => md.dropped.push(k.to_string()),
                None => md.dropped.push(format!("metadata kind #{kind}")),
            }
        }
        LLVMDisposeValueMetadataEntries(entries);
        md.dropped.append(&mut self.dropped);
        Some(md)
    }

    pub(crate) fn distinct_id(&mut self, node: LLVMValueRef) -> usize {
        let n = self.distinct.len();
        *self.distinct.entry(node as usize).or_insert(n)
    }

    /// `!{!scope, ...}` → the scopes' `#llvm.alias_scope<...>` texts.
    pub(crate) unsafe fn scope_list(&mut self, node: LLVMValueRef) -> Option<Vec<String>> {
        operands(node)?.into_iter().map(|s| self.scope(s)).collect()
    }

    /// `distinct !{!self, !domain[, !"name"]}` with domain `distinct !{!self[, !"name"]}`.
    unsafe fn scope(&mut self, node: LLVMValueRef) -> Option<String> {
        let ops = operands(node)?;
        let domain = *ops.get(1)?;
        let dops = operands(domain)?;
        let did = self.distinct_id(domain);
        let ddesc = match dops.get(1) {
            Some(d) => format!(
                ", description = {}",
                crate::names::quote(string(*d)?.as_bytes())
            ),
            None => String::new(),
        };
        let sid = self.distinct_id(node);
        let sdesc = match ops.get(2) {
            Some(d) => format!(
                ", description = {}",
                crate::names::quote(string(*d)?.as_bytes())
            ),
            None => String::new(),
        };
        Some(format!(
            "#llvm.alias_scope<id = distinct[{sid}]<>, domain = #llvm.alias_scope_domain<id = distinct[{did}]<>{ddesc}>{sdesc}>"
        ))
    }

    /// `text` defined as an alias above the module; its name.
    fn alias(&mut self, text: &str) -> String {
        use std::fmt::Write as _;
        let name = format!("#irbridge_tbaa{}", self.next_alias);
        self.next_alias += 1;
        let _ = writeln!(self.aliases, "{name} = {text}");
        name
    }

    /// `!{!base, !access, i64 offset[, i64 const]}` → `#llvm.tbaa_tag<...>` (an alias of it).
    unsafe fn tbaa_tag(&mut self, node: LLVMValueRef) -> Option<String> {
        if let Some(t) = self.tbaa_tags.get(&(node as usize)) {
            return t.clone();
        }
        let t = self.tbaa_tag_text(node).map(|text| self.alias(&text));
        self.tbaa_tags.insert(node as usize, t.clone());
        t
    }

    unsafe fn tbaa_tag_text(&mut self, node: LLVMValueRef) -> Option<String> {
        let ops = operands(node)?;
        if ops.len() < 3 {
            return None;
        }
        let base = self.tbaa_type(ops[0])?;
        let access = self.tbaa_type(ops[1])?;
        let offset = int(ops[2])?;
        let constant = ops.len() > 3 && int(ops[3]).is_some_and(|c| c != 0);
        Some(format!(
            "#llvm.tbaa_tag<base_type = {base}, access_type = {access}, offset = {offset}{}>",
            if constant { ", constant = true" } else { "" }
        ))
    }

    /// `!{!"name"}` → root; `!{!"name", !member, i64 off, ...}` → type descriptor.
    unsafe fn tbaa_type(&mut self, node: LLVMValueRef) -> Option<String> {
        if let Some(t) = self.tbaa_types.get(&(node as usize)) {
            return t.clone();
        }
        self.tbaa_types.insert(node as usize, None); // cycles are malformed TBAA
        let ops = operands(node)?;
        if ops.is_empty() || (ops.len() == 1 && (ops[0] == node || string(ops[0]).is_none())) {
            // An anonymous root (`!{}`, `distinct !{!self}`, one operand that is no string, as
            // upstream 19 takes a node of fewer than two operands for a root) is the id-less
            // `#llvm.tbaa_root`, which is
            // uniqued: a second anonymous root of the module would merge with the first (making
            // its types comparable with the first's), so only one is imported.
            if *self.anonymous_root.get_or_insert(node as usize) != node as usize {
                return None;
            }
            let t = Some(self.alias("#llvm.tbaa_root"));
            self.tbaa_types.insert(node as usize, t.clone());
            return t;
        }
        let name = string(*ops.first()?)?;
        let id = crate::names::quote(name.as_bytes());
        let text = if ops.len() == 1 {
            Some(format!("#llvm.tbaa_root<id = {id}>"))
        } else if ops.len() % 2 == 1 {
            let mut members = vec![];
            for pair in ops[1..].chunks(2) {
                members.push(format!("<{}, {}>", self.tbaa_type(pair[0])?, int(pair[1])?));
            }
            Some(format!(
                "#llvm.tbaa_type_desc<id = {id}, members = {{{}}}>",
                members.join(", ")
            ))
        } else {
            None
        };
        let t = text.map(|text| self.alias(&text));
        self.tbaa_types.insert(node as usize, t.clone());
        t
    }
}

/// `!{!"branch_weights", i32 a, i32 b, ...}` → `[a, b, ...]`.
unsafe fn branch_weights(node: LLVMValueRef) -> Option<Vec<i64>> {
    let ops = operands(node)?;
    if string(*ops.first()?)? != "branch_weights" {
        return None;
    }
    ops[1..].iter().map(|v| int(*v)).collect()
}

pub(crate) unsafe fn operands(node: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    if node.is_null() || LLVMIsAMDNode(node).is_null() {
        return None;
    }
    let n = LLVMGetMDNodeNumOperands(node) as usize;
    let mut v = vec![std::ptr::null_mut(); n];
    if n > 0 {
        LLVMGetMDNodeOperands(node, v.as_mut_ptr());
    }
    Some(v)
}

pub(crate) unsafe fn string(v: LLVMValueRef) -> Option<String> {
    if v.is_null() || LLVMIsAMDString(v).is_null() {
        return None;
    }
    let mut len = 0u32;
    let p = LLVMGetMDString(v, &mut len);
    if p.is_null() {
        return None;
    }
    Some(
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize))
            .into_owned(),
    )
}

pub(crate) unsafe fn int(v: LLVMValueRef) -> Option<i64> {
    if v.is_null() || LLVMIsAConstantInt(v).is_null() {
        return None;
    }
    Some(LLVMConstIntGetSExtValue(v))
}
