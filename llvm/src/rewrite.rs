//! Rewrites of a whole LLVM module that the round trip's normalisation applies (the `LOSSES` table
//! of `irbridge-harness`): unreachable blocks, call-site attributes, constant instructions, switch
//! forwarders, invoke trampolines and debug-record placement. Each takes a borrowed inkwell module
//! and edits it in place through LLVM's C API (or the `debug_records.cpp` shim).

use inkwell::llvm_sys as sys;
use std::ffi::c_uint;
use sys::core as c;
use sys::prelude::*;

/// Makes `ctx` drop the names of local values and blocks as they are created (LLVM's
/// `-discard-value-names`): IR parsed afterwards is numbered as if it had none.
pub fn discard_value_names(ctx: &inkwell::context::Context) {
    // SAFETY: the handle comes from a live inkwell context; the call only sets a flag on it.
    unsafe { c::LLVMContextSetDiscardValueNames(ctx.raw(), 1) }
}

/// Deletes the blocks of `module`'s functions that are unreachable from the entry block, as
/// upstream's importer drops them. A function is left alone when that is not trivially sound: a
/// reachable block's PHI names an unreachable predecessor, or something other than an unreachable
/// block's instruction refers to an unreachable block (a `blockaddress`). Values the deleted blocks
/// define are only used in those blocks (or unreachable PHIs) and become `poison` first. Returns how
/// many blocks it deleted.
pub fn delete_unreachable_blocks(module: &inkwell::module::Module<'_>) -> usize {
    let mut deleted = 0;
    // SAFETY: every handle comes from the live, borrowed module; blocks are deleted only after no
    // instruction outside them refers to them or their values (checked or replaced first).
    unsafe {
        let mut f = c::LLVMGetFirstFunction(module.as_mut_ptr());
        while !f.is_null() {
            deleted += delete_unreachable_in(f);
            f = c::LLVMGetNextFunction(f);
        }
    }
    deleted
}

/// See [`delete_unreachable_blocks`].
///
/// # Safety
/// `f` must be a live function of a live module.
unsafe fn delete_unreachable_in(f: LLVMValueRef) -> usize {
    if c::LLVMCountBasicBlocks(f) == 0 {
        return 0;
    }
    let successors = |bb: LLVMBasicBlockRef| -> Vec<LLVMBasicBlockRef> {
        let term = c::LLVMGetBasicBlockTerminator(bb);
        if term.is_null() {
            return vec![];
        }
        (0..c::LLVMGetNumSuccessors(term))
            .map(|k| c::LLVMGetSuccessor(term, k))
            .collect()
    };
    let mut reachable = std::collections::HashSet::new();
    let mut stack = vec![c::LLVMGetEntryBasicBlock(f)];
    while let Some(bb) = stack.pop() {
        if reachable.insert(bb) {
            stack.extend(successors(bb));
        }
    }
    let mut dead = vec![];
    let mut bb = c::LLVMGetFirstBasicBlock(f);
    while !bb.is_null() {
        if !reachable.contains(&bb) {
            dead.push(bb);
        }
        bb = c::LLVMGetNextBasicBlock(bb);
    }
    let dead_set: std::collections::HashSet<_> = dead.iter().copied().collect();
    for &d in &dead {
        for s in successors(d) {
            let first = c::LLVMGetFirstInstruction(s);
            if reachable.contains(&s) && !first.is_null() && !c::LLVMIsAPHINode(first).is_null() {
                return 0;
            }
        }
        let mut u = c::LLVMGetFirstUse(c::LLVMBasicBlockAsValue(d));
        while !u.is_null() {
            let user = c::LLVMGetUser(u);
            if c::LLVMIsAInstruction(user).is_null()
                || !dead_set.contains(&c::LLVMGetInstructionParent(user))
            {
                return 0;
            }
            u = c::LLVMGetNextUse(u);
        }
    }
    for &d in &dead {
        let mut i = c::LLVMGetFirstInstruction(d);
        while !i.is_null() {
            if !c::LLVMGetFirstUse(i).is_null() {
                c::LLVMReplaceAllUsesWith(i, c::LLVMGetPoison(c::LLVMTypeOf(i)));
            }
            i = c::LLVMGetNextInstruction(i);
        }
    }
    for &d in &dead {
        let term = c::LLVMGetBasicBlockTerminator(d);
        if !term.is_null() {
            c::LLVMInstructionEraseFromParent(term);
        }
    }
    for &d in &dead {
        c::LLVMDeleteBasicBlock(d);
    }
    dead.len()
}

/// Removes every call-site attribute (function, return and argument attributes of `call` and
/// `invoke` instructions) in `module`. Returns how many it removed.
pub fn strip_call_site_attributes(module: &inkwell::module::Module<'_>) -> usize {
    let mut removed = 0;
    // SAFETY: every handle comes from the live, borrowed module; attribute handles are read into a
    // buffer of exactly the count LLVM reports before any is removed.
    unsafe {
        let mut f = c::LLVMGetFirstFunction(module.as_mut_ptr());
        while !f.is_null() {
            let mut bb = c::LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut i = c::LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    if !c::LLVMIsACallInst(i).is_null() || !c::LLVMIsAInvokeInst(i).is_null() {
                        removed += strip_call_attrs(i);
                    }
                    i = c::LLVMGetNextInstruction(i);
                }
                bb = c::LLVMGetNextBasicBlock(bb);
            }
            f = c::LLVMGetNextFunction(f);
        }
    }
    removed
}

/// See [`strip_call_site_attributes`].
///
/// # Safety
/// `call` must be a live call or invoke instruction.
unsafe fn strip_call_attrs(call: LLVMValueRef) -> usize {
    let mut removed = 0;
    let args = c::LLVMGetNumArgOperands(call);
    let indices = [
        sys::LLVMAttributeFunctionIndex,
        sys::LLVMAttributeReturnIndex,
    ]
    .into_iter()
    .chain(1..=args);
    for idx in indices {
        let n = c::LLVMGetCallSiteAttributeCount(call, idx);
        if n == 0 {
            continue;
        }
        let mut attrs = vec![std::ptr::null_mut(); n as usize];
        c::LLVMGetCallSiteAttributes(call, idx, attrs.as_mut_ptr());
        for a in attrs {
            if c::LLVMIsStringAttribute(a) != 0 {
                let mut len = 0;
                let k = c::LLVMGetStringAttributeKind(a, &mut len);
                c::LLVMRemoveCallSiteStringAttribute(call, idx, k, len);
            } else {
                c::LLVMRemoveCallSiteEnumAttribute(call, idx, c::LLVMGetEnumAttributeKind(a));
            }
            removed += 1;
        }
    }
    removed
}

/// Folds, as LLVM's IRBuilder does when it is asked to build them, the instructions whose operands
/// are all constants (integer and float arithmetic, casts, compares, `getelementptr`) into constants,
/// repeatedly (a fold can make the next instruction's operands constant). Instructions with flags
/// the C API cannot build again (`nsw`/`nuw` together, `exact`, `disjoint`, `nneg`, GEP flags other
/// than `inbounds`) are left alone. Returns how many it folded. For the round trip's
/// `constant-folding` loss: the export builds through an IRBuilder, which folds such instructions.
pub fn fold_constant_instructions(module: &inkwell::module::Module<'_>) -> usize {
    let mut folded = 0;
    // SAFETY: every handle comes from the live, borrowed module; the builder is created in the
    // module's context and disposed here; an instruction is erased only after its uses were
    // replaced by the constant, and the walk continues from the next instruction saved before.
    unsafe {
        let m = module.as_mut_ptr();
        let builder = c::LLVMCreateBuilderInContext(c::LLVMGetModuleContext(m));
        loop {
            let before = folded;
            let mut f = c::LLVMGetFirstFunction(m);
            while !f.is_null() {
                let mut bb = c::LLVMGetFirstBasicBlock(f);
                while !bb.is_null() {
                    let mut i = c::LLVMGetFirstInstruction(bb);
                    while !i.is_null() {
                        let next = c::LLVMGetNextInstruction(i);
                        if let Some(k) = folded_constant(builder, i) {
                            c::LLVMReplaceAllUsesWith(i, k);
                            c::LLVMInstructionEraseFromParent(i);
                            folded += 1;
                        }
                        i = next;
                    }
                    bb = c::LLVMGetNextBasicBlock(bb);
                }
                f = c::LLVMGetNextFunction(f);
            }
            if folded == before {
                break;
            }
        }
        c::LLVMDisposeBuilder(builder);
    }
    folded
}

/// The constant the IRBuilder makes of `i` when all its operands are constants, if it makes one.
///
/// # Safety
/// `i` must be a live instruction and `builder` a builder of its context.
unsafe fn folded_constant(builder: LLVMBuilderRef, i: LLVMValueRef) -> Option<LLVMValueRef> {
    use sys::LLVMOpcode::*;
    let n = c::LLVMGetNumOperands(i).max(0) as u32;
    let ops: Vec<LLVMValueRef> = (0..n).map(|k| c::LLVMGetOperand(i, k)).collect();
    if ops.is_empty() || ops.iter().any(|o| c::LLVMIsAConstant(*o).is_null()) {
        return None;
    }
    let op = c::LLVMGetInstructionOpcode(i);
    c::LLVMPositionBuilderBefore(builder, i);
    let name = c"".as_ptr();
    let ty = c::LLVMTypeOf(i);
    let k = match op {
        LLVMAdd | LLVMSub | LLVMMul | LLVMShl => {
            let (nsw, nuw) = (c::LLVMGetNSW(i) != 0, c::LLVMGetNUW(i) != 0);
            match (op, nsw, nuw) {
                (_, false, false) => c::LLVMBuildBinOp(builder, op, ops[0], ops[1], name),
                (LLVMAdd, true, false) => c::LLVMBuildNSWAdd(builder, ops[0], ops[1], name),
                (LLVMAdd, false, true) => c::LLVMBuildNUWAdd(builder, ops[0], ops[1], name),
                (LLVMSub, true, false) => c::LLVMBuildNSWSub(builder, ops[0], ops[1], name),
                (LLVMSub, false, true) => c::LLVMBuildNUWSub(builder, ops[0], ops[1], name),
                (LLVMMul, true, false) => c::LLVMBuildNSWMul(builder, ops[0], ops[1], name),
                (LLVMMul, false, true) => c::LLVMBuildNUWMul(builder, ops[0], ops[1], name),
                _ => return None,
            }
        }
        LLVMUDiv | LLVMSDiv | LLVMLShr | LLVMAShr if c::LLVMGetExact(i) != 0 => return None,
        LLVMOr if c::LLVMGetIsDisjoint(i) != 0 => return None,
        LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem | LLVMAnd | LLVMOr | LLVMXor | LLVMLShr
        | LLVMAShr => c::LLVMBuildBinOp(builder, op, ops[0], ops[1], name),
        // Fast-math flags would be lost by the builder.
        LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFRem
            if c::LLVMCanValueUseFastMathFlags(i) != 0 && c::LLVMGetFastMathFlags(i) != 0 =>
        {
            return None
        }
        LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFRem => {
            c::LLVMBuildBinOp(builder, op, ops[0], ops[1], name)
        }
        LLVMZExt if c::LLVMGetNNeg(i) != 0 => return None,
        LLVMTrunc if c::LLVMGetNSW(i) != 0 || c::LLVMGetNUW(i) != 0 => return None,
        LLVMTrunc | LLVMZExt | LLVMSExt | LLVMFPToUI | LLVMFPToSI | LLVMUIToFP | LLVMSIToFP
        | LLVMFPTrunc | LLVMFPExt | LLVMPtrToInt | LLVMIntToPtr | LLVMBitCast
        | LLVMAddrSpaceCast => c::LLVMBuildCast(builder, op, ops[0], ty, name),
        LLVMICmp => c::LLVMBuildICmp(builder, c::LLVMGetICmpPredicate(i), ops[0], ops[1], name),
        LLVMGetElementPtr => {
            let flags = c::LLVMGEPGetNoWrapFlags(i);
            let inbounds = c::LLVMIsInBounds(i) != 0;
            let expected = if inbounds {
                sys::LLVMGEPFlagInBounds | sys::LLVMGEPFlagNUSW
            } else {
                0
            };
            if flags != expected {
                return None;
            }
            let src = c::LLVMGetGEPSourceElementType(i);
            let mut idx = ops[1..].to_vec();
            let build = if inbounds {
                c::LLVMBuildInBoundsGEP2
            } else {
                c::LLVMBuildGEP2
            };
            build(
                builder,
                src,
                ops[0],
                idx.as_mut_ptr(),
                idx.len() as c_uint,
                name,
            )
        }
        _ => return None,
    };
    if c::LLVMIsAConstant(k).is_null() {
        // The builder made an instruction after all: take it out again.
        if !c::LLVMIsAInstruction(k).is_null() {
            c::LLVMInstructionEraseFromParent(k);
        }
        return None;
    }
    Some(k)
}

/// Removes the blocks an export makes for a switch with two edges to one block: a block whose one
/// predecessor edge comes from a switch that also branches to the block's destination directly,
/// holding only single-entry PHIs and a `br`. The switch's edge goes to the destination and the
/// destination's PHIs take the values the block passed. Returns how many blocks it removed. For the
/// round trip's `switch-edge-blocks` loss.
pub fn collapse_switch_forwarders(module: &inkwell::module::Module<'_>) -> usize {
    let mut removed = 0;
    // SAFETY: every handle comes from the live, borrowed module; the builder is created in the
    // module's context and disposed here; a block is deleted only after its one incoming edge was
    // redirected and its PHIs' only uses (the destination's PHIs) were rebuilt without them.
    unsafe {
        let m = module.as_mut_ptr();
        let builder = c::LLVMCreateBuilderInContext(c::LLVMGetModuleContext(m));
        let mut f = c::LLVMGetFirstFunction(m);
        while !f.is_null() {
            let mut bb = c::LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let next = c::LLVMGetNextBasicBlock(bb);
                if collapse_forwarder(builder, f, bb) {
                    removed += 1;
                }
                bb = next;
            }
            f = c::LLVMGetNextFunction(f);
        }
        c::LLVMDisposeBuilder(builder);
    }
    removed
}

/// Gives every invoke whose result a PHI of its normal destination takes a block of its own
/// between the two (placed right before the destination) that branches on, as the import must
/// (the dialect cannot pass an invoke its own result). Returns how many were inserted.
pub fn insert_invoke_trampolines(module: &inkwell::module::Module<'_>) -> usize {
    let mut inserted = 0;
    // SAFETY: every handle comes from the live, borrowed module; the builder is created in the
    // module's context and disposed here. A PHI is replaced (RAUW, then erased) only after its
    // replacement, with the same incoming values, was built in the same block.
    unsafe {
        let m = module.as_mut_ptr();
        let llctx = c::LLVMGetModuleContext(m);
        let builder = c::LLVMCreateBuilderInContext(llctx);
        let mut f = c::LLVMGetFirstFunction(m);
        while !f.is_null() {
            let mut invokes = vec![];
            let mut bb = c::LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let t = c::LLVMGetBasicBlockTerminator(bb);
                if !t.is_null() && !c::LLVMIsAInvokeInst(t).is_null() {
                    invokes.push((bb, t));
                }
                bb = c::LLVMGetNextBasicBlock(bb);
            }
            for (p, inv) in invokes {
                let d = c::LLVMGetNormalDest(inv);
                let mut takes_result = false;
                let mut phi = c::LLVMGetFirstInstruction(d);
                while !phi.is_null() && !c::LLVMIsAPHINode(phi).is_null() {
                    for k in 0..c::LLVMCountIncoming(phi) {
                        if c::LLVMGetIncomingBlock(phi, k) == p
                            && c::LLVMGetIncomingValue(phi, k) == inv
                        {
                            takes_result = true;
                        }
                    }
                    phi = c::LLVMGetNextInstruction(phi);
                }
                if !takes_result {
                    continue;
                }
                let t = c::LLVMInsertBasicBlockInContext(llctx, d, c"".as_ptr());
                c::LLVMPositionBuilderAtEnd(builder, t);
                c::LLVMBuildBr(builder, d);
                c::LLVMSetNormalDest(inv, t);
                let mut phi = c::LLVMGetFirstInstruction(d);
                while !phi.is_null() && !c::LLVMIsAPHINode(phi).is_null() {
                    let next = c::LLVMGetNextInstruction(phi);
                    c::LLVMPositionBuilderBefore(builder, phi);
                    let new = c::LLVMBuildPhi(builder, c::LLVMTypeOf(phi), c"".as_ptr());
                    for k in 0..c::LLVMCountIncoming(phi) {
                        let v = c::LLVMGetIncomingValue(phi, k);
                        let mut from = c::LLVMGetIncomingBlock(phi, k);
                        if from == p {
                            from = t;
                        }
                        c::LLVMAddIncoming(new, [v].as_mut_ptr(), [from].as_mut_ptr(), 1);
                    }
                    c::LLVMReplaceAllUsesWith(phi, new);
                    c::LLVMInstructionEraseFromParent(phi);
                    phi = next;
                }
                inserted += 1;
            }
            f = c::LLVMGetNextFunction(f);
        }
        c::LLVMDisposeBuilder(builder);
    }
    inserted
}

/// See [`collapse_switch_forwarders`]; whether `b` was removed.
///
/// # Safety
/// `b` must be a live block of function `f`, `builder` a builder of their context.
unsafe fn collapse_forwarder(
    builder: LLVMBuilderRef,
    f: LLVMValueRef,
    b: LLVMBasicBlockRef,
) -> bool {
    if b == c::LLVMGetEntryBasicBlock(f) {
        return false;
    }
    // Exactly one use of the block: an edge of a switch.
    let use_ = c::LLVMGetFirstUse(c::LLVMBasicBlockAsValue(b));
    if use_.is_null() || !c::LLVMGetNextUse(use_).is_null() {
        return false;
    }
    let sw = c::LLVMGetUser(use_);
    if c::LLVMIsASwitchInst(sw).is_null() {
        return false;
    }
    let p = c::LLVMGetInstructionParent(sw);
    let term = c::LLVMGetBasicBlockTerminator(b);
    if term.is_null() || c::LLVMIsABranchInst(term).is_null() || c::LLVMIsConditional(term) != 0 {
        return false;
    }
    let s = c::LLVMGetSuccessor(term, 0);
    let n = c::LLVMGetNumSuccessors(sw);
    let succs: Vec<LLVMBasicBlockRef> = (0..n).map(|k| c::LLVMGetSuccessor(sw, k)).collect();
    if s == b || !succs.contains(&s) {
        return false;
    }
    // Only single-entry PHIs (from the switch's block) before the branch, used only by `s`'s PHIs.
    let mut own = vec![];
    let mut i = c::LLVMGetFirstInstruction(b);
    while i != term {
        if c::LLVMIsAPHINode(i).is_null()
            || c::LLVMCountIncoming(i) != 1
            || c::LLVMGetIncomingBlock(i, 0) != p
        {
            return false;
        }
        let mut u = c::LLVMGetFirstUse(i);
        while !u.is_null() {
            let user = c::LLVMGetUser(u);
            if c::LLVMIsAPHINode(user).is_null() || c::LLVMGetInstructionParent(user) != s {
                return false;
            }
            u = c::LLVMGetNextUse(u);
        }
        own.push(i);
        i = c::LLVMGetNextInstruction(i);
    }
    // Rebuild `s`'s PHIs with the edge from `b` as an edge from `p`.
    let mut phi = c::LLVMGetFirstInstruction(s);
    while !phi.is_null() && !c::LLVMIsAPHINode(phi).is_null() {
        let next = c::LLVMGetNextInstruction(phi);
        c::LLVMPositionBuilderBefore(builder, phi);
        let new = c::LLVMBuildPhi(builder, c::LLVMTypeOf(phi), c"".as_ptr());
        for k in 0..c::LLVMCountIncoming(phi) {
            let (mut v, mut from) = (
                c::LLVMGetIncomingValue(phi, k),
                c::LLVMGetIncomingBlock(phi, k),
            );
            if from == b {
                from = p;
                if own.contains(&v) {
                    v = c::LLVMGetIncomingValue(v, 0);
                }
            }
            c::LLVMAddIncoming(new, [v].as_mut_ptr(), [from].as_mut_ptr(), 1);
        }
        c::LLVMReplaceAllUsesWith(phi, new);
        c::LLVMInstructionEraseFromParent(phi);
        phi = next;
    }
    for k in 0..n {
        if c::LLVMGetSuccessor(sw, k) == b {
            c::LLVMSetSuccessor(sw, k, s);
        }
    }
    c::LLVMDeleteBasicBlock(b);
    true
}

extern "C" {
    fn irbridge_place_debug_records(module: LLVMModuleRef, drop: i32, place: i32) -> c_uint;
}

/// Drops the debug records upstream 19's import drops (`drop`: argument lists, kill locations that
/// are no value, records on the result of a terminator whose block dominates none) and/or moves the
/// others to where upstream's import puts them (`place`), in every function of `module` (see
/// `cpp/debug_records.cpp`). Labels and `#dbg_assign` records stay. Returns how many records it
/// looked at.
pub fn place_debug_records(module: &inkwell::module::Module<'_>, drop: bool, place: bool) -> u32 {
    // SAFETY: the handle comes from the live, borrowed module; the shim only moves and erases debug
    // intrinsics (and the declarations it created) inside it.
    unsafe { irbridge_place_debug_records(module.as_mut_ptr(), i32::from(drop), i32::from(place)) }
}

/// Converts `module`'s debug records to debug intrinsic calls (`records` false) or back: what
/// `--write-experimental-debuginfo` chooses for the printed module.
pub fn set_debug_records(module: &inkwell::module::Module<'_>, records: bool) {
    // SAFETY: the handle comes from the live, borrowed module; the conversion rewrites its own
    // instructions.
    unsafe { c::LLVMSetIsNewDbgInfoFormat(module.as_mut_ptr(), LLVMBool::from(records)) }
}

extern "C" {
    fn irbridge_sort_debug_records(module: LLVMModuleRef);
}

/// Sorts the `#dbg_value`/`#dbg_declare` records sharing a point (a run with nothing between) in
/// every function of `module`, by what they say rather than by metadata numbers (see
/// `cpp/debug_records.cpp`), so that two modules that differ only in that order print the same.
pub fn sort_debug_records(module: &inkwell::module::Module<'_>) {
    // SAFETY: the handle comes from the live, borrowed module; the shim only reorders debug
    // intrinsics (and the declarations it created) inside it.
    unsafe { irbridge_sort_debug_records(module.as_mut_ptr()) }
}
