//! Loop IDs (`!llvm.loop`) → `#llvm.loop_annotation<...>`, and `!llvm.access.group` lists →
//! `#llvm.access_group<...>`, read through the C API. The mapping from property names to attribute
//! fields is the table [`PROPS`]; a loop ID with a property outside it (or of the wrong shape) is not
//! imported at all, as upstream 19 drops it.

use crate::metadata::{int, operands, string, Reader};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use rustc_hash::FxHashMap;

/// How a loop property's operands become an attribute value.
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    /// `!{!"name"}` → `true`.
    Unit,
    /// `!{!"name", i1 b}` → `b`.
    Bool,
    /// `!{!"name", i1 b}` → `!b` (`vectorize.enable` sets `disable`).
    NegBool,
    /// `!{!"name"}` → `false` (`unroll.enable` sets `disable`).
    UnitFalse,
    /// `!{!"name"}` or `!{!"name", i1 b}` → `true`: LLVM tests only for the property's presence,
    /// and the export (upstream 19's too) writes `llvm.loop.unroll.runtime.disable` with an `i1 true`.
    Presence,
    /// `!{!"name", iN n}` → `n : i32`.
    Int,
    /// `!{!"name", i32 n}` → `n != 0` (`isvectorized`).
    IntAsBool,
    /// `!{!"name", !loopID}` → a nested loop annotation.
    Followup,
    /// `!{!"name", !group, ...}` → the access groups.
    AccessGroups,
}

/// A loop property: its metadata name, the attribute group (index into [`GROUPS`], 0 for the
/// annotation itself) and the field it sets.
struct Prop {
    name: &'static str,
    group: usize,
    field: &'static str,
    shape: Shape,
}

const fn p(name: &'static str, group: usize, field: &'static str, shape: Shape) -> Prop {
    Prop {
        name,
        group,
        field,
        shape,
    }
}

/// The nested attributes: the annotation's parameter and the attribute's name.
const GROUPS: &[(&str, &str)] = &[
    ("", "loop_annotation"),
    ("vectorize", "loop_vectorize"),
    ("interleave", "loop_interleave"),
    ("unroll", "loop_unroll"),
    ("unrollAndJam", "loop_unroll_and_jam"),
    ("licm", "loop_licm"),
    ("distribute", "loop_distribute"),
    ("pipeline", "loop_pipeline"),
    ("peeled", "loop_peeled"),
    ("unswitch", "loop_unswitch"),
];

use Shape::*;

/// Every property the dialect holds, each group's fields in their declaration order (the order the
/// attributes are written in).
const PROPS: &[Prop] = &[
    p("llvm.loop.disable_nonforced", 0, "disableNonforced", Unit),
    p("llvm.loop.mustprogress", 0, "mustProgress", Unit),
    p("llvm.loop.isvectorized", 0, "isVectorized", IntAsBool),
    p(
        "llvm.loop.parallel_accesses",
        0,
        "parallelAccesses",
        AccessGroups,
    ),
    p("llvm.loop.vectorize.enable", 1, "disable", NegBool),
    p(
        "llvm.loop.vectorize.predicate.enable",
        1,
        "predicateEnable",
        Bool,
    ),
    p(
        "llvm.loop.vectorize.scalable.enable",
        1,
        "scalableEnable",
        Bool,
    ),
    p("llvm.loop.vectorize.width", 1, "width", Int),
    p(
        "llvm.loop.vectorize.followup_vectorized",
        1,
        "followupVectorized",
        Followup,
    ),
    p(
        "llvm.loop.vectorize.followup_epilogue",
        1,
        "followupEpilogue",
        Followup,
    ),
    p(
        "llvm.loop.vectorize.followup_all",
        1,
        "followupAll",
        Followup,
    ),
    p("llvm.loop.interleave.count", 2, "count", Int),
    p("llvm.loop.unroll.disable", 3, "disable", Unit),
    p("llvm.loop.unroll.enable", 3, "disable", UnitFalse),
    p("llvm.loop.unroll.count", 3, "count", Int),
    p(
        "llvm.loop.unroll.runtime.disable",
        3,
        "runtimeDisable",
        Presence,
    ),
    p("llvm.loop.unroll.full", 3, "full", Unit),
    p(
        "llvm.loop.unroll.followup_unrolled",
        3,
        "followupUnrolled",
        Followup,
    ),
    p(
        "llvm.loop.unroll.followup_remainder",
        3,
        "followupRemainder",
        Followup,
    ),
    p("llvm.loop.unroll.followup_all", 3, "followupAll", Followup),
    p("llvm.loop.unroll_and_jam.disable", 4, "disable", Unit),
    p("llvm.loop.unroll_and_jam.enable", 4, "disable", UnitFalse),
    p("llvm.loop.unroll_and_jam.count", 4, "count", Int),
    p(
        "llvm.loop.unroll_and_jam.followup_outer",
        4,
        "followupOuter",
        Followup,
    ),
    p(
        "llvm.loop.unroll_and_jam.followup_inner",
        4,
        "followupInner",
        Followup,
    ),
    p(
        "llvm.loop.unroll_and_jam.followup_remainder_outer",
        4,
        "followupRemainderOuter",
        Followup,
    ),
    p(
        "llvm.loop.unroll_and_jam.followup_remainder_inner",
        4,
        "followupRemainderInner",
        Followup,
    ),
    p(
        "llvm.loop.unroll_and_jam.followup_all",
        4,
        "followupAll",
        Followup,
    ),
    p("llvm.licm.disable", 5, "disable", Unit),
    p(
        "llvm.loop.licm_versioning.disable",
        5,
        "versioningDisable",
        Unit,
    ),
    p("llvm.loop.distribute.enable", 6, "disable", NegBool),
    p(
        "llvm.loop.distribute.followup_coincident",
        6,
        "followupCoincident",
        Followup,
    ),
    p(
        "llvm.loop.distribute.followup_sequential",
        6,
        "followupSequential",
        Followup,
    ),
    p(
        "llvm.loop.distribute.followup_fallback",
        6,
        "followupFallback",
        Followup,
    ),
    p(
        "llvm.loop.distribute.followup_all",
        6,
        "followupAll",
        Followup,
    ),
    p("llvm.loop.pipeline.disable", 7, "disable", Bool),
    p(
        "llvm.loop.pipeline.initiationinterval",
        7,
        "initiationinterval",
        Int,
    ),
    p("llvm.loop.peeled.count", 8, "count", Int),
    p(
        "llvm.loop.unswitch.partial.disable",
        9,
        "partialDisable",
        Unit,
    ),
];

/// The annotation's own parameters: `disableNonforced`, the groups, then the rest (declaration
/// order of `LoopAnnotationAttr`).
const TOP_BEFORE_GROUPS: &[&str] = &["disableNonforced"];
const TOP_AFTER_GROUPS: &[&str] = &["mustProgress", "isVectorized", "parallelAccesses"];

/// Loop annotations nest through followups; deeper chains are not imported.
const MAX_DEPTH: u32 = 16;

impl Reader {
    /// A loop ID `distinct !{!self, !{!"llvm.loop.<property>", ...}, ...}` → the
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
        let mut groups: Vec<FxHashMap<&str, String>> = vec![FxHashMap::default(); GROUPS.len()];
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
            let row = PROPS.iter().find(|r| r.name == name)?;
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
            for r in PROPS.iter().filter(|r| r.group == g) {
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
        for (g, (key, attr)) in GROUPS.iter().enumerate().skip(1) {
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
        shape: Shape,
        pops: &[LLVMValueRef],
        depth: u32,
    ) -> Option<String> {
        let arg = pops.get(1).copied();
        let int_of_width = |v: LLVMValueRef, bits: u32| {
            (!LLVMIsAConstantInt(v).is_null() && LLVMGetIntTypeWidth(LLVMTypeOf(v)) == bits)
                .then(|| LLVMConstIntGetZExtValue(v))
        };
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
