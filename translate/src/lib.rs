//! Translation of the `llvm` dialect to LLVM IR (TargetLLVMIR.md, "Translation to LLVM IR").
//!
//! [`translate`] turns a `builtin.module` holding only `llvm` ops into an LLVM 19 module owned by an
//! inkwell context, in upstream's order: module attributes, comdats, every function declared, globals
//! (attribute initializers, then initializer regions), ctors/dtors, other top-level ops, then each
//! function body. The result has passed LLVM's verifier. [`translate_buffer`] is the whole job on MLIR
//! text (parse, verify, translate), as the CLI and the tests run it.
//!
//! # Use
//! [`to_llvm`] gives an inkwell module to keep working with (optimise, JIT, link); [`to_bytes`]
//! writes `.ll` text, bitcode or an object file:
//!
//! ```
//! let mut m = irbridge::Module::parse("f.mlir", "func.func @twice(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n")?;
//! irbridge_lower::lower_to_llvm(&mut m)?;
//! let llctx = inkwell::context::Context::create();
//! let llvm_module = irbridge_translate::to_llvm(&m, &llctx)?;
//! assert!(llvm_module.get_function("twice").is_some());
//! let ll = irbridge_translate::to_bytes(&m, irbridge_translate::Emit::Ll)?;
//! assert!(String::from_utf8_lossy(&ll).contains("define i32 @twice(i32 %0)"));
//! # Ok::<(), irbridge::Error>(())
//! ```

mod attrs;
mod constants;
mod datalayout;
mod debuginfo;
mod functions;
mod globals;
mod intrinsics;
pub(crate) use irbridge_llvm::builder as llvm;
mod metadata;
mod module;
mod object;
mod ops;
pub mod set_data_layout;
mod stream;
pub use irbridge_llvm::syncscope;
mod types;

use irbridge::diag::Diagnostic;
use irbridge::ir::{Attribute, BlockId, Context, OpId, Type, ValueId};
use llvm::{Bb, Ll, Ty, Val};
use rustc_hash::FxHashMap;

pub use module::translate;
pub use object::object_file;
pub use stream::{translate_streaming, translate_streaming_with};

/// Translates `module` (verified, holding only `llvm` dialect ops: see `irbridge_lower`) into an
/// LLVM 19 module of `llctx`, which LLVM's verifier has accepted.
pub fn to_llvm<'ctx>(
    module: &irbridge::Module,
    llctx: &'ctx inkwell::context::Context,
) -> Result<inkwell::module::Module<'ctx>, irbridge::Error> {
    module.verify()?;
    translate(module.ctx(), module.op(), llctx).map_err(irbridge::Error::from_diagnostics)
}

/// Translates `module` and writes it as `emit` says (`.ll` text, bitcode, or an object file for
/// the module's target triple, the host's if it names none).
pub fn to_bytes(module: &irbridge::Module, emit: Emit) -> Result<Vec<u8>, irbridge::Error> {
    let llctx = inkwell::context::Context::create();
    let m = to_llvm(module, &llctx)?;
    emit_module(&m, "<module>", 0, emit).map_err(irbridge::Error::from_diagnostics)
}

/// Parses, verifies and translates one buffer of MLIR text into a module of `llctx`.
pub fn translate_buffer<'ctx>(
    file: &str,
    src: &[u8],
    line_offset: u32,
    allow_unregistered: bool,
    llctx: &'ctx inkwell::context::Context,
) -> Result<inkwell::module::Module<'ctx>, Vec<Diagnostic>> {
    let mut ctx = Context::new();
    ctx.allow_unregistered = allow_unregistered;
    let module = irbridge::parse::ops::parse_source(&mut ctx, file, src, line_offset)
        .map_err(|d| vec![d])?;
    verify_and_translate(ctx, module, llctx)
}

fn verify_and_translate<'ctx>(
    ctx: Context,
    module: irbridge::ir::OpId,
    llctx: &'ctx inkwell::context::Context,
) -> Result<inkwell::module::Module<'ctx>, Vec<Diagnostic>> {
    let errs = irbridge::verify::verify(&ctx, module);
    if !errs.is_empty() {
        return Err(errs);
    }
    let result = translate(&ctx, module, llctx);
    // Freeing a large MLIR module takes a while and nothing waits for it: let another thread do it
    // while the caller prints.
    if ctx.ops.len() > BACKGROUND_DROP_OPS {
        std::thread::spawn(move || drop(ctx));
    }
    result
}

/// Inputs at least this large are translated piece by piece when their layout allows
/// ([`translate_streaming`]), in batches of about [`STREAM_BATCH_BYTES`] of text.
const STREAM_MIN_BYTES: usize = 4 << 20;
const STREAM_BATCH_BYTES: usize = 512 << 10;

/// Modules with more ops than this are freed on a background thread.
const BACKGROUND_DROP_OPS: usize = 100_000;

/// What [`translate_to_bytes`] produces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Emit {
    /// LLVM IR text (`.ll`).
    Ll,
    /// LLVM IR text with debug intrinsic calls in place of debug records
    /// (`--write-experimental-debuginfo=false`).
    LlIntrinsics,
    /// Bitcode (`.bc`).
    Bc,
    /// An object file for the module's triple (the host's if it names none).
    Obj,
}

/// Parses, verifies and translates one buffer and writes the result as `emit` says, in a fresh LLVM
/// context. Errors that are not about one op (no target for the triple) are located at the buffer's
/// first line.
pub fn translate_to_bytes(
    file: &str,
    src: &[u8],
    line_offset: u32,
    allow_unregistered: bool,
    emit: Emit,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    if src.len() >= STREAM_MIN_BYTES {
        let llctx = inkwell::context::Context::create();
        let streamed =
            translate_streaming(file, src, allow_unregistered, &llctx, STREAM_BATCH_BYTES);
        if let Some(m) = streamed {
            let out = emit_module(&m, file, line_offset, emit);
            drop(m);
            return out;
        }
    }
    let llctx = inkwell::context::Context::create();
    let module = translate_buffer(file, src, line_offset, allow_unregistered, &llctx)?;
    emit_module(&module, file, line_offset, emit)
}

/// `module` as `emit` says; errors (no target for the triple) at the buffer's first line.
fn emit_module(
    module: &inkwell::module::Module<'_>,
    file: &str,
    line_offset: u32,
    emit: Emit,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    Ok(match emit {
        Emit::Ll => module.print_to_string().to_bytes().to_vec(),
        Emit::LlIntrinsics => {
            irbridge_llvm::rewrite::set_debug_records(module, false);
            module.print_to_string().to_bytes().to_vec()
        }
        Emit::Bc => module.write_bitcode_to_memory().as_slice().to_vec(),
        Emit::Obj => object_file(module).map_err(|msg| {
            vec![Diagnostic::error(
                irbridge::diag::DiagLoc::File {
                    file: file.to_string(),
                    line: line_offset + 1,
                    col: 1,
                },
                msg,
            )]
        })?,
    })
}

/// [`translate_to_bytes`] for a whole buffer the caller gives up: the text is freed as soon as it is
/// parsed, so a large input does not stay in memory next to the MLIR and LLVM modules.
pub fn translate_owned_to_bytes(
    file: &str,
    src: Vec<u8>,
    allow_unregistered: bool,
    emit: Emit,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    if src.len() >= STREAM_MIN_BYTES {
        let llctx = inkwell::context::Context::create();
        let streamed =
            translate_streaming(file, &src, allow_unregistered, &llctx, STREAM_BATCH_BYTES);
        if let Some(m) = streamed {
            drop(src);
            let out = emit_module(&m, file, 0, emit);
            drop(m);
            return out;
        }
        // A failed attempt may leave types in its context (named structs): start afresh.
    }
    let llctx = inkwell::context::Context::create();
    let module = {
        let mut ctx = Context::new();
        ctx.allow_unregistered = allow_unregistered;
        let module =
            irbridge::parse::ops::parse_source(&mut ctx, file, &src, 0).map_err(|d| vec![d])?;
        drop(src);
        verify_and_translate(ctx, module, &llctx)?
    };
    emit_module(&module, file, 0, emit)
}

/// A translation failure: already a diagnostic at the offending op.
type TResult<T> = Result<T, Diagnostic>;

/// The state of one module's translation: the MLIR side (`ctx`), the LLVM side (`ll`) and the maps
/// between them (ModuleTranslation's `valueMapping`, `blockMapping`, `functionMapping`...).
pub(crate) struct Translator<'a, 'ctx> {
    pub ctx: &'a Context,
    pub ll: Ll<'ctx>,
    /// MLIR value → LLVM value, indexed by `ValueId`.
    values: Vec<Option<Val<'ctx>>>,
    /// MLIR block → LLVM block, indexed by `BlockId` (blocks of the function being translated).
    blocks: FxHashMap<BlockId, Bb<'ctx>>,
    /// MLIR block → the PHIs made for its arguments, connected after the whole function.
    phis: FxHashMap<BlockId, Vec<Val<'ctx>>>,
    /// (terminator, successor position) → the dummy block a repeated successor was redirected to.
    redirects: FxHashMap<(OpId, usize), Bb<'ctx>>,
    /// Symbol name → function / global variable.
    pub functions: FxHashMap<Box<[u8]>, Val<'ctx>>,
    pub globals: FxHashMap<Box<[u8]>, Val<'ctx>>,
    /// Identified struct types by name (they outlive one MLIR context in streaming translation).
    named_structs: FxHashMap<Box<str>, Ty<'ctx>>,
    /// Converted types, by MLIR type.
    type_cache: FxHashMap<Type, Ty<'ctx>>,
    /// Metadata made for attributes (TBAA nodes, alias scopes, access groups, loop IDs...).
    pub md_cache: FxHashMap<Attribute, llvm::Md<'ctx>>,
    /// The top-level module op.
    pub module_op: OpId,
    /// Debug-info metadata and the current function's scope.
    pub(crate) di: debuginfo::DebugInfo<'ctx>,
}

/// The LLVM side of a translation, which outlives the MLIR context of one piece of a module when
/// a large module is translated piece by piece (`stream.rs`).
pub(crate) struct Shared<'ctx> {
    ll: Ll<'ctx>,
    functions: FxHashMap<Box<[u8]>, Val<'ctx>>,
    globals: FxHashMap<Box<[u8]>, Val<'ctx>>,
    named_structs: FxHashMap<Box<str>, Ty<'ctx>>,
}

impl<'ctx> Shared<'ctx> {
    pub fn new(llctx: &'ctx inkwell::context::Context, m: &inkwell::module::Module<'ctx>) -> Self {
        Shared {
            ll: Ll::new(llctx, m),
            functions: FxHashMap::default(),
            globals: FxHashMap::default(),
            named_structs: FxHashMap::default(),
        }
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// A translator for the MLIR module `module_op` of `ctx` that adds to `shared`.
    pub fn new(ctx: &'a Context, module_op: OpId, shared: Shared<'ctx>) -> Self {
        Translator {
            ctx,
            ll: shared.ll,
            values: vec![None; ctx.values.len()],
            blocks: FxHashMap::default(),
            phis: FxHashMap::default(),
            redirects: FxHashMap::default(),
            functions: shared.functions,
            globals: shared.globals,
            named_structs: shared.named_structs,
            type_cache: FxHashMap::default(),
            md_cache: FxHashMap::default(),
            module_op,
            di: Default::default(),
        }
    }
    /// The LLVM side, to go on with another MLIR context.
    pub fn into_shared(self) -> Shared<'ctx> {
        Shared {
            ll: self.ll,
            functions: self.functions,
            globals: self.globals,
            named_structs: self.named_structs,
        }
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The LLVM value an MLIR value was translated to.
    pub fn value(&self, v: ValueId, at: OpId) -> TResult<Val<'ctx>> {
        self.values
            .get(v.0 as usize)
            .copied()
            .flatten()
            .ok_or_else(|| self.err(at, "operand was not translated (use before definition)"))
    }
    pub fn operands(&self, op: OpId) -> TResult<Vec<Val<'ctx>>> {
        self.ctx.ops[op]
            .operands
            .iter()
            .map(|v| self.value(*v, op))
            .collect()
    }
    pub fn operand(&self, op: OpId, i: usize) -> TResult<Val<'ctx>> {
        let v = *self.ctx.ops[op]
            .operands
            .get(i)
            .ok_or_else(|| self.err(op, format!("expected an operand #{i}")))?;
        self.value(v, op)
    }
    pub fn map_value(&mut self, v: ValueId, x: Val<'ctx>) {
        let i = v.0 as usize;
        if self.values.len() <= i {
            self.values.resize(i + 1, None);
        }
        self.values[i] = Some(x);
    }
    /// Maps result 0 of `op` to `x`.
    pub fn map_result(&mut self, op: OpId, x: Val<'ctx>) {
        if let Some(&r) = self.ctx.ops[op].results.first() {
            self.map_value(r, x);
        }
    }
    pub fn block(&self, b: BlockId, at: OpId) -> TResult<Bb<'ctx>> {
        self.blocks
            .get(&b)
            .copied()
            .ok_or_else(|| self.err(at, "successor block was not translated"))
    }
    /// An error at `op`'s location.
    pub fn err(&self, op: OpId, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::at(self.ctx, self.ctx.ops[op].loc, msg)
    }
    pub fn result_type(&self, op: OpId) -> Option<Type> {
        self.ctx.ops[op]
            .results
            .first()
            .map(|v| self.ctx.value_type(*v))
    }
}
