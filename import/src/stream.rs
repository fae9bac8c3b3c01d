//! The streamed import pipeline, for large inputs on a machine with a second core. It does the plain
//! pipeline's work (see the crate doc) with the same functions, overlapped on two threads:
//!
//! 1. LLVM's second parse for the C-API facts runs next to llvm-ir's parse (each in its own LLVM
//!    context; the facts build llvm-ir types in a table of their own, see [`c_api::facts`]).
//! 2. The emitter hands its text over in chunks of about `batch_bytes`, ending between top-level ops;
//!    a builder thread parses each chunk into the one [`Context`] (as a module of its own, whose ops
//!    then move into the module of the first chunk) while the emitter writes the next. The whole text
//!    never exists, and llvm-ir's module is freed while the last chunks are parsed.
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
const STACK_SIZE: usize = 256 << 20;

/// Imports `bytes` on two threads (see the module doc); `None` when the plain pipeline must run.
pub fn import(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    batch_bytes: usize,
) -> Option<Result<Imported, Vec<Diagnostic>>> {
    c_api::no_fatal_debug_info_upgrade();
    let t0 = std::time::Instant::now();
    let (parsed, facts) = std::thread::scope(|s| {
        let helper = std::thread::Builder::new()
            .name("irbridge-import-facts".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, || {
                contain(file, "the importer (a bug)", || c_api::facts(bytes))
            });
        let parsed = contain(file, "the llvm-ir reader", || {
            crate::parse_llvm(file, bytes)
        });
        let facts = match helper {
            Ok(h) => h.join().ok(),
            // No second thread to be had: the facts on this one.
            Err(_) => Some(contain(file, "the importer (a bug)", || {
                c_api::facts(bytes)
            })),
        };
        (parsed, facts)
    });
    phase("llvm-ir parse and C-API facts", t0);
    let m = match parsed {
        Ok(Ok(m)) => m,
        Ok(Err(ds)) | Err(ds) => return Some(Err(ds)),
    };
    let facts = match facts? {
        Ok(f) => f,
        Err(ds) => return Some(Err(ds)),
    };
    // `distinct[N]<>` ids are numbered per parse: one chunk if any function has alias scopes.
    let distinct = facts.as_ref().is_ok_and(|f| {
        f.metadata
            .values()
            .any(|md| md.alias_scopes.is_some() || md.noalias_scopes.is_some())
    });
    let batch_bytes = if distinct { usize::MAX } else { batch_bytes };
    let t0 = std::time::Instant::now();
    let (emitted, built) = std::thread::scope(|s| {
        let (tx, rx) = std::sync::mpsc::sync_channel::<String>(1);
        let builder = std::thread::Builder::new()
            .name("irbridge-import-build".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, move || build(rx));
        let builder = match builder {
            Ok(b) => b,
            Err(_) => return (None, None),
        };
        let emitted = contain(file, "the importer (a bug)", || {
            module::emit_module_chunks(file, &m, Some(facts), opts, batch_bytes, &mut |chunk| {
                // A builder that gave up has dropped its end; the plain pipeline runs afterwards.
                let _ = tx.send(chunk);
            })
        });
        drop(tx);
        // The llvm-ir module is large: free it while the builder parses the last chunks.
        drop(m);
        (Some(emitted), builder.join().ok())
    });
    let warnings = match emitted? {
        Ok(Ok(w)) => w,
        Ok(Err(ds)) | Err(ds) => return Some(Err(ds)),
    };
    let (mut ctx, module) = built??;
    phase("emit text and build IR", t0);
    crate::unknown_generated_locs(&mut ctx);
    let t0 = std::time::Instant::now();
    if !irbridge::verify::verify(&ctx, module).is_empty() {
        return None;
    }
    phase("verify", t0);
    Some(Ok(Imported {
        ctx,
        module,
        warnings,
    }))
}

/// Parses the chunks as they come into one context: the first (it has the `module ... {` line) is
/// the module, the ops of each later one are moved to its end. `None` if a chunk does not parse.
fn build(chunks: std::sync::mpsc::Receiver<String>) -> Option<(Context, OpId)> {
    let mut ctx = Context::new();
    let mut module: Option<(OpId, irbridge::ir::BlockId)> = None;
    let mut text = String::new();
    for chunk in chunks {
        text.clear();
        if module.is_none() {
            text.push_str(&chunk);
        } else {
            text.push_str("module {\n");
            text.push_str(&chunk);
        }
        drop(chunk);
        text.push_str("}\n");
        let parsed =
            irbridge::parse::ops::parse_source(&mut ctx, "<import>", text.as_bytes(), 0).ok()?;
        let body = body_block(&ctx, parsed)?;
        match module {
            None => module = Some((parsed, body)),
            Some((_, into)) => {
                for op in ctx.block_ops(body) {
                    ctx.detach_op(op);
                    ctx.append_op(into, op);
                }
                ctx.erase_op(parsed);
            }
        }
    }
    module.map(|(m, _)| (ctx, m))
}

/// The one block of a module's body.
fn body_block(ctx: &Context, module: OpId) -> Option<irbridge::ir::BlockId> {
    let region = *ctx.ops[module].regions.first()?;
    ctx.entry_block(region)
}
