//! The LLVM boundary for sync scopes: LLVM 19's C API knows only the system and single-thread scopes
//! of atomic instructions (`LLVMGetSyncScopeID`/`LLVMSetAtomicSyncScopeID` arrived in LLVM 20), while
//! MLIR 19 translates and imports any name (`syncscope("agent")`, ...). `cpp/syncscope.cpp`, compiled
//! by `build.rs`, does it with LLVM's C++ API; this file declares its two functions. The importer
//! reads scope names through [`name`] too.

use inkwell::llvm_sys::prelude::LLVMValueRef;
use std::ffi::c_char;

extern "C" {
    fn irbridge_set_sync_scope(inst: LLVMValueRef, name: *const c_char, len: usize) -> i32;
    fn irbridge_sync_scope_name(inst: LLVMValueRef, len: *mut usize) -> *const c_char;
}

/// Why a scope could not be set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetError {
    /// The value is no atomic load, store, fence, atomicrmw or cmpxchg.
    NotAtomic,
    /// The name is new and the context already holds 256 scope names, all LLVM's 8-bit scope ID
    /// numbers (upstream 19 wraps the ID around and gives ops wrong scopes).
    TooManyScopes,
}

/// Gives an atomic instruction the sync scope `name` (empty: the system scope), registered in its
/// context as upstream's `getOrInsertSyncScopeID` does.
///
/// # Safety
/// `inst` must be a live value (of any kind) of a live LLVM context.
pub unsafe fn set(inst: LLVMValueRef, name: &[u8]) -> Result<(), SetError> {
    // SAFETY: the caller guarantees `inst` is live; the shim checks it is an atomic instruction
    // before touching it and reads exactly `name.len()` bytes of `name` (no terminator needed).
    match unsafe { irbridge_set_sync_scope(inst, name.as_ptr() as *const c_char, name.len()) } {
        0 => Ok(()),
        2 => Err(SetError::TooManyScopes),
        _ => Err(SetError::NotAtomic),
    }
}

/// The sync scope name of an atomic instruction (empty for the system scope), or `None` if `inst` is
/// no atomic instruction.
///
/// # Safety
/// `inst` must be a live value (of any kind) of a live LLVM context.
pub unsafe fn name(inst: LLVMValueRef) -> Option<Vec<u8>> {
    let mut len = 0usize;
    // SAFETY: the caller guarantees `inst` is live; the shim returns null or `len` bytes owned by
    // the context, which lives at least until this function returns (they are copied out at once).
    unsafe {
        let p = irbridge_sync_scope_name(inst, &mut len);
        if p.is_null() {
            return None;
        }
        Some(std::slice::from_raw_parts(p as *const u8, len).to_vec())
    }
}
