//! `shufflevector` constant expressions (LLVM's spelling of a scalable-vector splat,
//! `shufflevector (<vscale x 4 x i32> insertelement (... poison, i32 8, i64 0), ... poison, ...
//! zeroinitializer)`) make llvm-ir's reader panic ("not supported for LLVM 11+"). When that happens,
//! the module is rewritten through the C API with each such operand of an instruction turned into a
//! `shufflevector` instruction before its user (before the incoming block's terminator for a PHI),
//! and imported again as bitcode. Upstream 19's import gives the same ops (`llvm.shufflevector` of
//! the constant's operands); the export's IRBuilder folds them back into the constant expression.

use inkwell::llvm_sys::bit_writer::LLVMWriteBitcodeToMemoryBuffer;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};

/// Whether an llvm-ir failure is its refusal of a `shufflevector` constant expression.
pub fn is_shuffle_refusal(message: &str) -> bool {
    message.contains("Constant::ShuffleVector")
}

/// The module of `src` (text or bitcode) as bitcode with every `shufflevector` constant-expression
/// operand of an instruction made an instruction; `None` when LLVM cannot read it or some such
/// constant is left (in a global initializer, nested in another expression, or with a mask other
/// than all zeros).
pub fn demote(src: &[u8]) -> Option<Vec<u8>> {
    // SAFETY: a fresh context owns the module, buffers and builder created here; every value handle
    // used belongs to that module; all of it is disposed before returning, after the bitcode bytes
    // are copied out.
    unsafe {
        let ctx = LLVMContextCreate();
        let Some(module) = crate::c_api::parse_in_context(ctx, src) else {
            LLVMContextDispose(ctx);
            return None;
        };
        let builder = LLVMCreateBuilderInContext(ctx);
        let mut complete = true;
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut i = LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    let next = LLVMGetNextInstruction(i);
                    for k in 0..LLVMGetNumOperands(i).max(0) as u32 {
                        let op = LLVMGetOperand(i, k);
                        if !is_shuffle_expr(op) {
                            continue;
                        }
                        let at = if LLVMIsAPHINode(i).is_null() {
                            i
                        } else {
                            LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(i, k))
                        };
                        match instruction_for(builder, op, at) {
                            Some(v) => LLVMSetOperand(i, k, v),
                            None => complete = false,
                        }
                    }
                    i = next;
                }
                bb = LLVMGetNextBasicBlock(bb);
            }
            f = LLVMGetNextFunction(f);
        }
        LLVMDisposeBuilder(builder);
        let out = complete.then(|| {
            let mb = LLVMWriteBitcodeToMemoryBuffer(module);
            let bytes = std::slice::from_raw_parts(
                LLVMGetBufferStart(mb) as *const u8,
                LLVMGetBufferSize(mb),
            )
            .to_vec();
            LLVMDisposeMemoryBuffer(mb);
            bytes
        });
        LLVMDisposeModule(module);
        LLVMContextDispose(ctx);
        out
    }
}

unsafe fn is_shuffle_expr(v: LLVMValueRef) -> bool {
    !v.is_null()
        && !LLVMIsAConstantExpr(v).is_null()
        && LLVMGetConstOpcode(v) == LLVMOpcode::LLVMShuffleVector
}

/// A `shufflevector` instruction before `at` equal to the constant expression `c`, whose mask must
/// be all zeros (the only mask of a scalable splat; the C API cannot read a constant's mask, so it
/// is read from LLVM's printing of the constant).
unsafe fn instruction_for(
    builder: LLVMBuilderRef,
    c: LLVMValueRef,
    at: LLVMValueRef,
) -> Option<LLVMValueRef> {
    if at.is_null() || LLVMGetNumOperands(c) != 2 {
        return None;
    }
    let p = LLVMPrintValueToString(c);
    let printed = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
    LLVMDisposeMessage(p);
    if !printed.ends_with(" zeroinitializer)") {
        return None;
    }
    let t = LLVMTypeOf(c);
    let i32t = LLVMInt32TypeInContext(LLVMGetTypeContext(t));
    let mask_t = match LLVMGetTypeKind(t) {
        LLVMTypeKind::LLVMScalableVectorTypeKind => {
            LLVMScalableVectorType(i32t, LLVMGetVectorSize(t))
        }
        LLVMTypeKind::LLVMVectorTypeKind => LLVMVectorType(i32t, LLVMGetVectorSize(t)),
        _ => return None,
    };
    let (a, b) = (LLVMGetOperand(c, 0), LLVMGetOperand(c, 1));
    LLVMPositionBuilderBefore(builder, at);
    // The builder folds constant operands back into the expression: build on a placeholder (a
    // freeze, which it does not fold) and put the constant operand in afterwards.
    let placeholder = LLVMBuildFreeze(builder, LLVMGetPoison(LLVMTypeOf(a)), c"".as_ptr());
    let shuffle =
        LLVMBuildShuffleVector(builder, placeholder, b, LLVMConstNull(mask_t), c"".as_ptr());
    if LLVMIsAShuffleVectorInst(shuffle).is_null() {
        LLVMInstructionEraseFromParent(placeholder);
        return None;
    }
    LLVMSetOperand(shuffle, 0, a);
    LLVMInstructionEraseFromParent(placeholder);
    Some(shuffle)
}
