//! Modules the llvm-ir reader refuses but LLVM reads, made readable for it: the input is parsed by
//! LLVM, changed, and handed to llvm-ir as bitcode; what was changed is put back by the importer.
//!
//! - Data layouts llvm-ir's own parser refuses (`G1`, a pointer specification with more fields):
//!   the module is read without its layout and triple (the bitcode reader would upgrade the layout
//!   of some targets, e.g. add `G1` for `amdgcn`), which [`crate::parse_llvm`] puts back (the
//!   importer reads nothing else of them).
//! - The zero value of a target extension type (`target("spirv.Event") zeroinitializer`), which
//!   llvm-ir cannot read: each is replaced by a stand-in, the type's `poison` (or `undef`) when the
//!   module has no other, which the importer writes as `llvm.mlir.zero` ([`stand_in`] tells which,
//!   from the original module).

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{LLVMTypeKind, LLVMValueKind};
use rustc_hash::FxHashSet;

/// Whether llvm-ir's refusal (a contained panic's message) is one [`demote`] may get around.
pub fn is_refusal(message: &str) -> bool {
    message.contains("datalayout") || message.contains("LLVMConstantTargetNoneValueKind")
}

/// What stands in for the zero values of target extension types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandIn {
    Poison,
    Undef,
}

/// The module in `src` as bitcode llvm-ir can read (no data layout or triple, zero values of target
/// extension types replaced), with its layout string and triple; `None` if LLVM cannot read it or
/// a zero value cannot be replaced.
pub fn demote(src: &[u8]) -> Option<(Vec<u8>, String, String)> {
    // SAFETY: a fresh context owns the module parsed here; strings are copied before the module
    // changes; the bitcode buffer is copied and disposed; module and context are disposed before
    // returning and no handle escapes.
    unsafe {
        let ctx = LLVMContextCreate();
        let Some(module) = crate::c_api::parse_in_context(ctx, src) else {
            LLVMContextDispose(ctx);
            return None;
        };
        let text = |p: *const std::ffi::c_char| {
            if p.is_null() {
                String::new()
            } else {
                std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned()
            }
        };
        let layout = text(LLVMGetDataLayoutStr(module));
        let triple = text(LLVMGetTarget(module));
        LLVMSetDataLayout(module, c"".as_ptr());
        LLVMSetTarget(module, c"".as_ptr());
        let replaced = match stand_in(module) {
            Some(s) => replace_zeros(module, s),
            None => !scan(module).zero,
        };
        let out = replaced.then(|| {
            let mb = inkwell::llvm_sys::bit_writer::LLVMWriteBitcodeToMemoryBuffer(module);
            let bytes = std::slice::from_raw_parts(
                LLVMGetBufferStart(mb) as *const u8,
                LLVMGetBufferSize(mb),
            )
            .to_vec();
            LLVMDisposeMemoryBuffer(mb);
            (bytes, layout, triple)
        });
        LLVMDisposeModule(module);
        LLVMContextDispose(ctx);
        out
    }
}

/// Which target-extension-typed constants a module holds.
#[derive(Default)]
struct Found {
    zero: bool,
    poison: bool,
    undef: bool,
}

/// The stand-in [`demote`] uses for `module`'s zero values of target extension types: `None` when
/// it has none (or has both a poison and an undef of such a type, so neither can stand in).
///
/// # Safety
/// `module` must be a live module.
pub unsafe fn stand_in(module: LLVMModuleRef) -> Option<StandIn> {
    let f = scan(module);
    match (f.zero, f.poison, f.undef) {
        (false, _, _) => None,
        (true, false, _) => Some(StandIn::Poison),
        (true, true, false) => Some(StandIn::Undef),
        (true, true, true) => None,
    }
}

/// Where a root constant sits: a global's initializer or an instruction's operand.
#[derive(Clone, Copy)]
enum Slot {
    Initializer(LLVMValueRef),
    Operand(LLVMValueRef, u32),
}

impl Slot {
    /// Puts `v` in the slot.
    ///
    /// # Safety
    /// The slot's global or instruction is live, and `v` a live value of the slot's type.
    unsafe fn set(self, v: LLVMValueRef) {
        match self {
            Slot::Initializer(g) => LLVMSetInitializer(g, v),
            Slot::Operand(i, k) => LLVMSetOperand(i, k, v),
        }
    }
}

/// Global initializers and the constant operands of instructions, with their slots (which `f` may
/// refill).
unsafe fn for_each_root(module: LLVMModuleRef, mut f: impl FnMut(LLVMValueRef, Slot)) {
    let mut g = LLVMGetFirstGlobal(module);
    while !g.is_null() {
        let init = LLVMGetInitializer(g);
        if !init.is_null() {
            f(init, Slot::Initializer(g));
        }
        g = LLVMGetNextGlobal(g);
    }
    let mut func = LLVMGetFirstFunction(module);
    while !func.is_null() {
        let mut bb = LLVMGetFirstBasicBlock(func);
        while !bb.is_null() {
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                for k in 0..LLVMGetNumOperands(i).max(0) as u32 {
                    let op = LLVMGetOperand(i, k);
                    if !op.is_null() && !LLVMIsAConstant(op).is_null() {
                        f(op, Slot::Operand(i, k));
                    }
                }
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
        func = LLVMGetNextFunction(func);
    }
}

unsafe fn scan(module: LLVMModuleRef) -> Found {
    let mut found = Found::default();
    let mut seen = FxHashSet::default();
    for_each_root(module, |v, _| visit(v, &mut found, &mut seen, 0));
    found
}

unsafe fn visit(v: LLVMValueRef, found: &mut Found, seen: &mut FxHashSet<usize>, depth: u32) {
    if v.is_null()
        || depth > 256
        || !seen.insert(v as usize)
        || !LLVMIsAGlobalValue(v).is_null()
        || LLVMIsAConstant(v).is_null()
    {
        return;
    }
    if LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTypeKind::LLVMTargetExtTypeKind {
        match LLVMGetValueKind(v) {
            LLVMValueKind::LLVMConstantTargetNoneValueKind => found.zero = true,
            LLVMValueKind::LLVMPoisonValueKind => found.poison = true,
            LLVMValueKind::LLVMUndefValueValueKind => found.undef = true,
            _ => {}
        }
    }
    for i in 0..LLVMGetNumOperands(v).max(0) as u32 {
        visit(LLVMGetOperand(v, i), found, seen, depth + 1);
    }
}

fn is_zero(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live value (callers pass operands and initializers of a live module).
    unsafe { LLVMGetValueKind(v) == LLVMValueKind::LLVMConstantTargetNoneValueKind }
}

/// Replaces the zero values that are whole initializers or operands; `false` if one is nested in
/// another constant (not replaced here).
unsafe fn replace_zeros(module: LLVMModuleRef, s: StandIn) -> bool {
    let stand_in = |v: LLVMValueRef| {
        let t = LLVMTypeOf(v);
        match s {
            StandIn::Poison => LLVMGetPoison(t),
            StandIn::Undef => LLVMGetUndef(t),
        }
    };
    for_each_root(module, |v, slot| {
        if is_zero(v) {
            slot.set(stand_in(v));
        }
    });
    !scan(module).zero
}

/// The prefix of the named structs [`targets_as_structs`] makes of target extension types; the rest
/// of the name is the type's MLIR spelling.
pub const TARGET_STRUCT_PREFIX: &str = "irbridge.target:";

/// Whether an import failed on a module with several target extension types (see [`targets_as_structs`]).
pub fn is_several_targets(message: &str) -> bool {
    message.contains("several target extension types")
}

/// A module with several distinct target extension types, which llvm-ir reads as one type: its text
/// (as LLVM prints it) with each of them made a named struct `%"irbridge.target:<MLIR spelling>"`,
/// which the importer spells back as that type. `None` if it has fewer than two, or LLVM cannot read
/// it, or a type cannot be spelled.
pub fn targets_as_structs(src: &[u8]) -> Option<Vec<u8>> {
    // SAFETY: a fresh context owns the module parsed here; the printed strings are copied before
    // they are freed; module and context are disposed before returning and no handle escapes.
    unsafe {
        let ctx = LLVMContextCreate();
        let module = crate::c_api::parse_in_context(ctx, src);
        let out = module.and_then(|module| {
            let types = crate::c_api::target_ext_type_refs(module);
            let mut spellings = vec![];
            for &t in &types {
                let p = LLVMPrintTypeToString(t);
                let llvm = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
                LLVMDisposeMessage(p);
                spellings.push((llvm, crate::c_api::target_ext_spelling(t, 0)));
            }
            let p = LLVMPrintModuleToString(module);
            let text = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
            LLVMDisposeMessage(p);
            LLVMDisposeModule(module);
            (types.len() >= 2).then_some(())?;
            rename_targets(&text, &spellings)
        });
        LLVMContextDispose(ctx);
        out.map(String::into_bytes)
    }
}

/// `text` with every `llvm` spelling of a target type replaced by its struct, whose definitions
/// come first; the longest spellings first, so a type nested in another's parameters is replaced as
/// part of it.
fn rename_targets(text: &str, spellings: &[(String, Option<String>)]) -> Option<String> {
    let mut order: Vec<&(String, Option<String>)> = spellings.iter().collect();
    order.sort_by_key(|(llvm, _)| std::cmp::Reverse(llvm.len()));
    let mut defs = String::new();
    let mut out = text.to_string();
    for (llvm, mlir) in order {
        let mlir = mlir.as_deref()?;
        let mut name = String::from("%\"");
        for b in format!("{TARGET_STRUCT_PREFIX}{mlir}").bytes() {
            match b {
                b'"' | b'\\' => name.push_str(&format!("\\{b:02X}")),
                0x20..=0x7e => name.push(b as char),
                _ => name.push_str(&format!("\\{b:02X}")),
            }
        }
        name.push('"');
        defs.push_str(&format!("{name} = type {{ i8 }}\n"));
        out = out.replace(llvm.as_str(), &name);
    }
    // After the header lines (`source_filename` must precede every definition).
    let header = out
        .split_inclusive('\n')
        .take_while(|l| {
            let l = l.trim_start();
            l.is_empty()
                || l.starts_with(';')
                || l.starts_with("source_filename")
                || l.starts_with("target datalayout")
                || l.starts_with("target triple")
        })
        .map(str::len)
        .sum::<usize>();
    out.insert_str(header, &defs);
    Some(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn nested_target_types_are_renamed_whole() {
        let text = "declare void @f(target(\"a\", target(\"b\")), target(\"b\"))\n";
        let out = super::rename_targets(
            text,
            &[
                ("target(\"b\")".into(), Some("!llvm.target<\"b\">".into())),
                (
                    "target(\"a\", target(\"b\"))".into(),
                    Some("!llvm.target<\"a\", !llvm.target<\"b\">>".into()),
                ),
            ],
        )
        .unwrap();
        assert!(out.contains(
            "declare void @f(%\"irbridge.target:!llvm.target<\\22a\\22, !llvm.target<\\22b\\22>>\", %\"irbridge.target:!llvm.target<\\22b\\22>\")\n"
        ), "{out}");
    }
}
