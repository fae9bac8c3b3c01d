//! `fence`, `atomicrmw`, `cmpxchg` and the orderings/sync scopes that atomic loads and stores share
//! (scope names from the C-API facts, [`crate::c_api::Facts::sync_scopes`]).

use super::line;
use crate::module::{Emitter, Scope, R};
use irbridge_llvm::tables;
use llvm_ir::instruction::{
    AtomicRMW, Atomicity, CmpXchg, Fence, MemoryOrdering, SynchronizationScope,
};

// The ops this file writes, named by their records.
const FENCE: &str = irbridge::dialect::llvm::ops::memory::FenceOp::NAME;
const ATOMICRMW: &str = irbridge::dialect::llvm::ops::memory::AtomicRMWOp::NAME;
const CMPXCHG: &str = irbridge::dialect::llvm::ops::memory::AtomicCmpXchgOp::NAME;

/// The keyword of an atomic operation's ordering (`not_atomic` is refused).
pub fn ordering(o: &MemoryOrdering) -> R<&'static str> {
    let table = &tables::ATOMIC_ORDERING;
    match table.code_of_llvm_ir(o) {
        Some(code) if Some(code) != table.default => table
            .keyword(code)
            .ok_or_else(|| format!("unsupported atomic ordering {o:?}")),
        _ => Err("non-atomic ordering on an atomic operation".into()),
    }
}

impl Emitter<'_> {
    /// `syncscope("agent") acquire` or just `acquire` (system scope) for the current instruction:
    /// the scope name the C-API facts read (llvm-ir knows only single-thread and system, and reports
    /// any other scope as system), else llvm-ir's.
    pub(crate) fn ordering_with_scope(&self, a: &Atomicity) -> R<String> {
        let o = ordering(&a.mem_ordering)?;
        let named = self
            .facts
            .as_ref()
            .and_then(|f| f.sync_scopes.get(&self.pos));
        Ok(match (named, &a.synch_scope) {
            (Some(n), _) => format!("syncscope({}) {o}", crate::names::quote(n)),
            (None, SynchronizationScope::SingleThread) => {
                format!("syncscope(\"singlethread\") {o}")
            }
            (None, SynchronizationScope::System) => o.to_string(),
        })
    }

    pub(super) fn fence(&mut self, text: &mut String, x: &Fence) -> R<()> {
        line(
            text,
            None,
            &format!("{FENCE} {}", self.ordering_with_scope(&x.atomicity)?),
        );
        Ok(())
    }

    pub(super) fn atomicrmw(&mut self, s: &mut Scope, text: &mut String, x: &AtomicRMW) -> R<()> {
        let op = tables::ATOMIC_BIN_OP
            .code_of_llvm_ir(&x.operation)
            .and_then(|code| tables::ATOMIC_BIN_OP.keyword(code))
            .ok_or_else(|| format!("unsupported atomicrmw operation {:?}", x.operation))?;
        let pt = self.type_of_operand(&x.address)?;
        let t = self.type_of_operand(&x.value)?;
        let p = self.operand(s, &x.address)?;
        let v = self.operand(s, &x.value)?;
        let vol = if x.volatile { "volatile " } else { "" };
        let d = s.local(&x.dest);
        let mut entries = self.aa_entries();
        match self.inst_extra().align {
            0 => self.warn_alignment_unknown("atomicrmw"),
            a => entries.push(format!("alignment = {a} : i64")),
        }
        let aa = attr_dict(entries);
        line(
            text,
            Some(&d),
            &format!(
                "{ATOMICRMW} {vol}{op} {p}, {v} {}{aa} : {pt}, {t}",
                self.ordering_with_scope(&x.atomicity)?
            ),
        );
        Ok(())
    }

    pub(super) fn cmpxchg(&mut self, s: &mut Scope, text: &mut String, x: &CmpXchg) -> R<()> {
        let pt = self.type_of_operand(&x.address)?;
        let t = self.type_of_operand(&x.expected)?;
        let p = self.operand(s, &x.address)?;
        let a = self.operand(s, &x.expected)?;
        let b = self.operand(s, &x.replacement)?;
        let weak = if x.weak { "weak " } else { "" };
        let vol = if x.volatile { "volatile " } else { "" };
        let d = s.local(&x.dest);
        let mut entries = self.aa_entries();
        match self.inst_extra().align {
            0 => self.warn_alignment_unknown("cmpxchg"),
            a => entries.push(format!("alignment = {a} : i64")),
        }
        let aa = attr_dict(entries);
        line(
            text,
            Some(&d),
            &format!(
                "{CMPXCHG} {weak}{vol}{p}, {a}, {b} {} {}{aa} : {pt}, {t}",
                self.ordering_with_scope(&x.atomicity)?,
                ordering(&x.failure_memory_ordering)?
            ),
        );
        Ok(())
    }

    /// llvm-ir does not carry the alignment of `atomicrmw`/`cmpxchg`; LLVM then uses the natural one.
    fn warn_alignment_unknown(&mut self, what: &str) {
        self.warn(format!(
            "the alignment of a {what} is not carried by llvm-ir; the natural alignment is used"
        ));
    }
}

/// ` {a, b}` for a non-empty list of attribute entries, sorted as MLIR prints them; nothing otherwise.
pub(crate) fn attr_dict(mut entries: Vec<String>) -> String {
    if entries.is_empty() {
        return String::new();
    }
    entries.sort();
    format!(" {{{}}}", entries.join(", "))
}
