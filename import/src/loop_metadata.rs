//! Loop IDs (`!llvm.loop`) → `#llvm.loop_annotation<...>`, and `!llvm.access.group` lists →
//! `#llvm.access_group<...>`, read through the C API. The mapping from property names to attribute
//! fields is the table the translator writes by, `irbridge_llvm::tables::LOOP_PROPERTIES`; a loop ID
//! with a property outside it (or of the wrong shape) is not imported at all, as upstream 19 drops it.

use crate::metadata::{int, operands, string, Reader};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use irbridge_llvm::tables::{LoopShape, LOOP_GROUPS, LOOP_PROPERTIES};
use rustc_hash::FxHashMap;

/// The annotation's own parameters: `disableNonforced`, the groups, then the rest (declaration
/// order of `LoopAnnotationAttr`).
const TOP_BEFORE_GROUPS: &[&str] = &["disableNonforced"];
const TOP_AFTER_GROUPS: &[&str] = &["mustProgress", "isVectorized", "parallelAccesses"];

/// Loop annotations nest through followups; deeper chains are not imported.
const MAX_DEPTH: u32 = 16;

impl Reader {
    /// A loop ID `distinct !{!self, !{!"<property>", ...}, ...}` → the
    /// `#llvm.loop_annotation<...>` text, or `None` when some property is not representable.
    ///
    /// # Safety
    /// `node` must be a live metadata value of the reader's context.
    pub(crate) unsafe fn loop_annotation(
        &mut self,
        node: LLVMValueRef,
        depth: u32,
    ) -> Option<String> {
        if depth > MAX_DEPTH {
            return None;
        }
        if let Some(t) = self.loops.get(&(node as usize)) {
            return t.clone();
        }
        self.loops.insert(node as usize, None); // a followup naming its own loop is malformed
        let t = self.convert_loop(node, depth);
        self.loops.insert(node as usize, t.clone());
        t
    }

    unsafe fn convert_loop(&mut self, node: LLVMValueRef, depth: u32) -> Option<String> {
        let ops = operands(node)?;
        // Field values per group, keyed by field name.
        let mut groups: Vec<FxHashMap<&str, String>> =
            vec![FxHashMap::default(); LOOP_GROUPS.len()];
        let mut seen_names = vec![];
        // The loop's start and end `!DILocation`s (with debug information read).
        let mut locs: Vec<Option<String>> = vec![];
        for &prop in ops.iter().skip(1) {
            if is_location(prop) {
                match self.di.as_mut() {
                    Some(di) => {
                        // The attribute holds fused locations only: an inlined one (a call
                        // site) is not kept, as upstream does.
                        let l = di.location(LLVMValueAsMetadata(prop));
                        locs.push(l.filter(|l| l.starts_with("fused<")));
                    }
                    None => self.dropped.push("llvm.loop location".into()),
                }
                continue;
            }
            let pops = operands(prop)?;
            let name = string(*pops.first()?)?;
            if seen_names.contains(&name) {
                return None;
            }
            let row = LOOP_PROPERTIES.iter().find(|r| r.name == name)?;
            seen_names.push(name);
            let Some(value) = self.loop_property(row.shape, &pops, depth) else {
                self.dropped.push(format!(
                    "llvm.loop property {} (unexpected operands)",
                    row.name
                ));
                continue;
            };
            if groups[row.group].insert(row.field, value).is_some() {
                // `unroll.enable` with `unroll.disable`: neither is kept.
                groups[row.group].remove(row.field);
                self.dropped.push(format!(
                    "llvm.loop property {} (contradicts another)",
                    row.name
                ));
            }
        }
        let fields_of = |g: usize, vals: &FxHashMap<&str, String>| -> Vec<String> {
            // Declaration order is the table's order within a group.
            let mut names: Vec<&str> = vec![];
            for r in LOOP_PROPERTIES.iter().filter(|r| r.group == g) {
                if !names.contains(&r.field) {
                    names.push(r.field);
                }
            }
            names
                .into_iter()
                .filter_map(|f| vals.get(f).map(|v| format!("{f} = {v}")))
                .collect()
        };
        let mut fields = vec![];
        for f in TOP_BEFORE_GROUPS {
            if let Some(v) = groups[0].get(f) {
                fields.push(format!("{f} = {v}"));
            }
        }
        for (g, (key, attr)) in LOOP_GROUPS.iter().enumerate().skip(1) {
            if !groups[g].is_empty() {
                fields.push(format!(
                    "{key} = #llvm.{attr}<{}>",
                    fields_of(g, &groups[g]).join(", ")
                ));
            }
        }
        for f in TOP_AFTER_GROUPS {
            if *f == "parallelAccesses" {
                // Upstream takes the first two locations as start and end.
                for (k, l) in ["startLoc", "endLoc"].iter().zip(&locs) {
                    if let Some(l) = l {
                        fields.push(format!("{k} = loc({l})"));
                    }
                }
            }
            if let Some(v) = groups[0].get(f) {
                fields.push(format!("{f} = {v}"));
            }
        }
        Some(format!("#llvm.loop_annotation<{}>", fields.join(", ")))
    }

    /// One property's value (`pops`: its operands, the name first), `None` if its shape is wrong.
    unsafe fn loop_property(
        &mut self,
        shape: LoopShape,
        pops: &[LLVMValueRef],
        depth: u32,
    ) -> Option<String> {
        let arg = pops.get(1).copied();
        let int_of_width = |v: LLVMValueRef, bits: u32| {
            (!LLVMIsAConstantInt(v).is_null() && LLVMGetIntTypeWidth(LLVMTypeOf(v)) == bits)
                .then(|| LLVMConstIntGetZExtValue(v))
        };
        use LoopShape::*;
        Some(match shape {
            Unit | UnitFalse if pops.len() == 1 => (shape == Unit).to_string(),
            Presence if pops.len() == 1 || int_of_width(arg?, 1).is_some() => "true".into(),
            Bool | NegBool if pops.len() == 2 => {
                ((int_of_width(arg?, 1)? != 0) != (shape == NegBool)).to_string()
            }
            Int if pops.len() == 2 => format!("{} : i32", int(arg?)? as i32),
            IntAsBool if pops.len() == 2 => (int_of_width(arg?, 32)? == 1).to_string(),
            Followup if pops.len() == 2 => self.loop_annotation(arg?, depth + 1)?,
            AccessGroups if pops.len() >= 2 => {
                let mut v = vec![];
                for &g in &pops[1..] {
                    v.push(self.access_group(g)?);
                }
                v.join(", ")
            }
            _ => return None,
        })
    }

    /// An `!llvm.access.group` operand: one group (`distinct !{}`) or a list of groups.
    ///
    /// # Safety
    /// `node` must be a live metadata value of the reader's context.
    pub(crate) unsafe fn access_groups(&mut self, node: LLVMValueRef) -> Option<Vec<String>> {
        let ops = operands(node)?;
        if ops.is_empty() {
            return Some(vec![self.access_group(node)?]);
        }
        ops.into_iter().map(|g| self.access_group(g)).collect()
    }

    /// `distinct !{}` → `#llvm.access_group<id = distinct[N]<>>`.
    unsafe fn access_group(&mut self, node: LLVMValueRef) -> Option<String> {
        if !operands(node)?.is_empty() {
            return None;
        }
        Some(format!(
            "#llvm.access_group<id = distinct[{}]<>>",
            self.distinct_id(node)
        ))
    }
}

/// Whether `v` wraps a `!DILocation`.
///
/// # Safety
/// `v` must be a live metadata value.
unsafe fn is_location(v: LLVMValueRef) -> bool {
    use inkwell::llvm_sys::debuginfo::{LLVMGetMetadataKind, LLVMMetadataKind};
    !v.is_null()
        && !LLVMIsAMDNode(v).is_null()
        && matches!(
            LLVMGetMetadataKind(LLVMValueAsMetadata(v)),
            LLVMMetadataKind::LLVMDILocationMetadataKind
        )
}
