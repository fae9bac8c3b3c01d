//! The streamed import pipeline, for large inputs on a machine with a second core. It does the plain
//! pipeline's work (see the crate doc) with the same functions, overlapped on two threads:
//!
//! 1. LLVM's second parse for the C-API facts runs next to llvm-ir's parse (each in its own LLVM
//!    context; the facts build llvm-ir types in a table of their own, see [`c_api::facts`]).
//! 2. The emitter, on the helper thread, hands its text over in chunks of about `batch_bytes`, ending
//!    between top-level ops; the calling thread parses each chunk into the one [`Context`] (as a
//!    module of its own, whose ops then move into the module of the first chunk) while the emitter
//!    writes the next. The whole text never exists, and each function's llvm-ir body is freed once
//!    emitted.
//!
//! The IR is then the one the plain pipeline parses from the whole text: ops are parsed by the same
//! parser in the same order, symbol references are resolved only by the verifier, and every op gets
//! its location from the same rule ([`crate::unknown_generated_locs`]). The one thing the parser
//! numbers per parse, `distinct[N]<>` (alias scopes), must be shared between functions: modules with
//! alias scopes are parsed as one chunk. A chunk the parser rejects, or a module the verifier
//! rejects, is an importer bug, reported with the offending line of the whole text: this pipeline
//! gives up (`None`) and the plain one runs and reports it.

use crate::{c_api, contain, module, phase, ImportOptions, Imported};
use irbridge::diag::Diagnostic;
use irbridge::ir::{Context, OpId};

/// Stack of the helper threads: the parser and LLVM recurse on nested input (as the CLI's job thread).
pub(crate) const STACK_SIZE: usize = 256 << 20;

/// Imports `bytes` on two threads (see the module doc); `None` when the plain pipeline must run.
pub fn import(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    batch_bytes: usize,
    verify: bool,
) -> Option<Result<Imported, Vec<Diagnostic>>> {
    c_api::no_fatal_debug_info_upgrade();
    // Threads and memory: glibc gives each thread its own arena, and memory freed by any thread goes
    // back to the arena it came from. So the helper thread parses with llvm-ir and then builds the IR
    // from the text chunks: the function bodies this thread frees once emitted go back to the helper's
    // arena, where the IR grows. This thread reads the C-API facts and then emits: the facts' LLVM
    // module, once freed, makes room for the chunks, which the helper frees back to this arena.
    let t0 = std::time::Instant::now();
    let outcome = std::thread::scope(|s| {
        let (module_tx, module_rx) = std::sync::mpsc::sync_channel(1);
        let (tx, rx) = std::sync::mpsc::sync_channel::<String>(1);
        let helper = std::thread::Builder::new()
            .name("irbridge-import-build".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, move || {
                let parsed = contain(file, "the llvm-ir reader", || {
                    crate::parse_llvm(file, bytes)
                });
                let ok = matches!(parsed, Ok(Ok(_)));
                if module_tx.send(parsed).is_err() || !ok {
                    return None;
                }
                build(rx)
            })
            .ok()?;
        let facts = contain(file, "the importer (a bug)", || c_api::facts(bytes, opts));
        let parsed = module_rx.recv().ok()?;
        phase("llvm-ir parse and C-API facts", t0);
        let t0 = std::time::Instant::now();
        let mut m = match parsed {
            Ok(Ok(m)) => m,
            Ok(Err(ds)) | Err(ds) => return Some(Err(ds)),
        };
        let facts = match facts {
            Ok(f) => f,
            Err(ds) => return Some(Err(ds)),
        };
        // The module is located at its source file (set once built). Debug information is one set
        // of alias definitions and `distinct[N]<>` ids for the whole module: one chunk, as for alias
        // scopes (`distinct[N]<>` ids are numbered per parse).
        let module_loc = module::module_loc_name(file, &m).to_string();
        let distinct = facts.as_ref().is_ok_and(|f| f.debug.is_some())
            || facts.as_ref().is_ok_and(|f| {
                f.metadata
                    .values()
                    .any(|md| md.alias_scopes.is_some() || md.noalias_scopes.is_some())
            });
        let batch_bytes = if distinct { usize::MAX } else { batch_bytes };
        // The bodies leave the module so that each is freed once emitted.
        let bodies = module::Bodies::Taken(
            m.functions
                .iter_mut()
                .map(|f| Some(std::mem::take(&mut f.basic_blocks)))
                .collect(),
        );
        let emitted = contain(file, "the importer (a bug)", || {
            module::emit_module_chunks(
                file,
                &m,
                Some(bodies),
                Some(facts),
                opts,
                batch_bytes,
                None,
                &mut |chunk| {
                    // A builder that gave up has dropped its end; the plain pipeline runs afterwards.
                    let _ = tx.send(chunk);
                },
            )
        });
        drop(tx);
        drop(m);
        let warnings = match emitted {
            // (The module's location is set once built, below.)
            Ok(Ok((w, _))) => w,
            Ok(Err(ds)) | Err(ds) => return Some(Err(ds)),
        };
        let (mut ctx, module) = helper.join().ok()??;
        let loc = ctx.file_loc(&module_loc, 0, 0);
        ctx.ops[module].loc = loc;
        phase("emit text and build IR", t0);
        Some(Ok(((ctx, module), warnings)))
    })?;
    let ((mut ctx, module), warnings) = match outcome {
        Ok(x) => x,
        Err(ds) => return Some(Err(ds)),
    };
    crate::unknown_generated_locs(&mut ctx);
    if verify {
        let t0 = std::time::Instant::now();
        if !irbridge::verify::verify(&ctx, module).is_empty() {
            return None;
        }
        phase("verify", t0);
    }
    Some(Ok(Imported {
        ctx,
        module,
        warnings,
    }))
}

/// Parses the chunks as they come into one context: the first (it has the `module ... {` line) is
/// the module, the ops of each later one are moved to its end. `None` if a chunk does not parse.
fn build(chunks: std::sync::mpsc::Receiver<String>) -> Option<(Context, OpId)> {
    let mut b = Builder::default();
    for chunk in chunks {
        b.push(chunk)?;
    }
    b.finish()
}

/// The IR under construction from text chunks (see [`build`]).
#[derive(Default)]
struct Builder {
    ctx: Context,
    /// The module (of the first chunk) and its body.
    module: Option<(OpId, irbridge::ir::BlockId)>,
    /// The chunk as a module of its own (reused buffer).
    text: String,
    /// The first chunk's alias definitions (the lines above its `module` line), which later chunks
    /// refer to: each is parsed after them.
    aliases: String,
}

impl Builder {
    fn push(&mut self, chunk: String) -> Option<()> {
        let text = &mut self.text;
        text.clear();
        if self.module.is_some() {
            text.push_str(&self.aliases);
            text.push_str("module {\n");
        } else {
            let mut end = 0;
            for line in chunk.split_inclusive('\n') {
                if !line.starts_with('#') {
                    break;
                }
                end += line.len();
            }
            self.aliases = chunk[..end].to_string();
        }
        text.push_str(&chunk);
        drop(chunk);
        text.push_str("}\n");
        let ctx = &mut self.ctx;
        let parsed =
            irbridge::parse::ops::parse_source(ctx, "<import>", text.as_bytes(), 0).ok()?;
        let body = body_block(ctx, parsed)?;
        match self.module {
            None => self.module = Some((parsed, body)),
            Some((_, into)) => {
                for op in ctx.block_ops(body) {
                    ctx.detach_op(op);
                    ctx.append_op(into, op);
                }
                ctx.erase_op(parsed);
            }
        }
        Some(())
    }

    fn finish(self) -> Option<(Context, OpId)> {
        self.module.map(|(m, _)| (self.ctx, m))
    }
}

/// The one block of a module's body.
fn body_block(ctx: &Context, module: OpId) -> Option<irbridge::ir::BlockId> {
    let region = *ctx.ops[module].regions.first()?;
    ctx.entry_block(region)
}
