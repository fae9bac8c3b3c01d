//! The lazy pipeline's text emission, for large `.ll` inputs: one LLVM parse serves both the C-API
//! facts and llvm-ir, and llvm-ir converts each function body only when the emitter reaches it
//! (`llvm_ir::module::LazyModule`, the patch in `vendor/llvm-ir`), the body's copy being freed once
//! emitted. So the peak holds LLVM's module and the generated text, where the other pipelines hold
//! two LLVM modules (llvm-ir's parse and the facts' one) and llvm-ir's copy of the whole module.
//! (Freeing LLVM's own function bodies as they are emitted was tried: the memory they leave is too
//! scattered for the text to take it, and the peak did not move.)
//!
//! When the caller prints the module (the CLI), it is printed along with the writing: the emitter
//! first writes a skeleton (every function declared), then hands its text over in chunks to
//! `irbridge::stream::print_chunks`, whose threads build, verify and print it by batches while the
//! emitter goes on; the output waits in a temporary file until LLVM's module is gone. So the work
//! after LLVM's parse runs on both cores, and the whole text never exists. Modules whose output
//! numbers `distinct[N]<>` (alias scopes, access groups) across the module are printed as a whole,
//! from the text, as before.
//!
//! It is an optimisation of [`Pipeline::Parallel`](crate::Pipeline::Parallel) and never the one that
//! reports: anything it does not handle itself — bitcode, debug information (its shim and the
//! module verification belong to the other path), numbered or escaped struct names, an invalid
//! module, a panic of llvm-ir or any import failure — gives `None`, and the parallel pipeline runs
//! and produces the result or the diagnostics as always.

use crate::{c_api, contain, module, phase, Emitted, ImportOptions};
use inkwell::llvm_sys::core::{LLVMContextCreate, LLVMContextDispose, LLVMDisposeModule};
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef};

#[cfg(all(target_os = "linux", target_env = "gnu"))]
extern "C" {
    /// glibc: gives the free pages of every arena back to the system.
    fn malloc_trim(pad: usize) -> std::ffi::c_int;
}

/// LLVM's context and module, disposed when dropped (also on unwinding).
struct Parsed {
    ctx: LLVMContextRef,
    module: LLVMModuleRef,
}

impl Drop for Parsed {
    fn drop(&mut self) {
        // SAFETY: both were created by `emit` and nothing that refers to them outlives this value
        // (the lazy llvm-ir module is dropped before it, see `emit`).
        unsafe {
            LLVMDisposeModule(self.module);
            LLVMContextDispose(self.ctx);
        }
        release_free_memory();
    }
}

/// LLVM's module is freed in small pieces that glibc keeps for this thread's later use; what comes
/// next (printing by batches) allocates on other threads. Without this, the freed module would
/// stay in the process next to theirs.
fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim has no preconditions; it only gives free memory back to the system.
    unsafe {
        malloc_trim(0);
    }
}

/// What the lazy pipeline gives.
pub(crate) enum Output {
    /// The generated text (to be built and printed) and the warnings.
    Text(Emitted),
    /// The printed module and the warnings: printed by batches as the text was written.
    Printed(Emitted),
}

/// The generated text and warnings of `bytes`, or `None` where the parallel pipeline must run.
pub(crate) fn emit(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
) -> Option<Result<Emitted, Vec<crate::Diagnostic>>> {
    match run(file, bytes, opts, None)? {
        Ok(Output::Text(e) | Output::Printed(e)) => Some(Ok(e)),
        Err(ds) => Some(Err(ds)),
    }
}

/// [`emit`], and with `print` the module printed as well where that can go along with the writing
/// (`irbridge::stream::print_chunks`: the text goes to the printing threads chunk by chunk, and
/// the whole of it never exists): [`Output::Printed`]. `None` where the parallel pipeline must
/// run, which includes a failure of that printing (an importer bug, or output the batches cannot
/// reproduce; the parallel pipeline then prints the whole module or reports).
pub(crate) fn run(
    file: &str,
    bytes: &[u8],
    opts: ImportOptions,
    print: Option<(irbridge::print::PrintFlags, irbridge::stream::StreamConfig)>,
) -> Option<Result<Output, Vec<crate::Diagnostic>>> {
    if c_api::is_bitcode(bytes) {
        return None;
    }
    let text = std::str::from_utf8(bytes).ok()?;
    let structs = struct_names(text)?;
    c_api::no_fatal_debug_info_upgrade();
    let t0 = std::time::Instant::now();
    // SAFETY: a fresh context owns the module parsed here; `Parsed` disposes both exactly once.
    let parsed = unsafe {
        let ctx = LLVMContextCreate();
        match c_api::parse_in_context(ctx, bytes) {
            Some(module) => Parsed { ctx, module },
            None => {
                LLVMContextDispose(ctx);
                return None;
            }
        }
    };
    phase("LLVM parse", t0);
    // Debug information is read by the other pipeline: hand over before the facts (which would
    // translate all of it) are read for nothing.
    // SAFETY: `parsed.module` is alive.
    if unsafe { crate::debuginfo::has_debug_info(parsed.module) } {
        return None;
    }
    let t0 = std::time::Instant::now();
    // SAFETY: `parsed.module` belongs to `parsed.ctx` and only this thread uses it.
    let facts = contain(file, "the importer (a bug)", || unsafe {
        // (No debug information here: a module with some took the other pipeline above.)
        c_api::facts_of(parsed.ctx, parsed.module, bytes, false)
    })
    .ok()?;
    if facts.invalid.is_some() || facts.debug.is_some() {
        return None;
    }
    // SAFETY: `parsed` outlives `lazy` (declared before it, dropped after it) and only this thread
    // uses the module while `lazy` exists.
    let lazy = contain(file, "the llvm-ir reader", || unsafe {
        llvm_ir::Module::from_llvm_ref_lazy(parsed.module, &structs)
    })
    .ok()?;
    phase("C-API facts and llvm-ir without bodies", t0);
    let t0 = std::time::Instant::now();
    // `distinct[N]<>` (alias scopes, access groups) is numbered across the whole module: printed
    // as a whole.
    let distinct = facts.metadata.values().any(|md| {
        md.alias_scopes.is_some()
            || md.noalias_scopes.is_some()
            || md.access_groups.is_some()
            || md
                .loop_annotation
                .as_ref()
                .is_some_and(|l| l.contains("distinct"))
    });
    // What `print_chunks` refuses takes the text path (rather than a second import).
    let print = print.filter(|(flags, cfg)| {
        !distinct && !flags.debuginfo && !flags.generic && bytes.len() >= cfg.min_bytes
    });
    std::thread::scope(move |s| {
        // SAFETY: as above; each body is converted on this thread while `parsed` is alive.
        let body = |i: usize| unsafe { lazy.body(i) };
        // Printing along: the skeleton, then the chunks, go to the printer thread.
        let (skeleton_tx, skeleton_rx) = std::sync::mpsc::sync_channel::<String>(1);
        let (chunk_tx, chunk_rx) = std::sync::mpsc::sync_channel::<String>(CHUNKS_AHEAD);
        let (released_tx, released_rx) = std::sync::mpsc::channel::<()>();
        let printer = match print {
            None => None,
            Some((flags, cfg)) => {
                // About the output's size (reserved, so that the buffer is never copied to grow).
                let expected = bytes.len() * 2;
                let printing = move || {
                    let skeleton = skeleton_rx.recv().ok()?;
                    let printed = irbridge::stream::print_chunks(
                        file,
                        &skeleton,
                        chunk_rx,
                        flags,
                        &cfg,
                        expected,
                        released_rx,
                    );
                    if let (Err(why), true) = (&printed, cfg.verbose) {
                        eprintln!("irbridge: the import is not printed along: {why}");
                    }
                    printed.ok()
                };
                let thread = std::thread::Builder::new()
                    .name("irbridge-import-print".into())
                    .stack_size(crate::stream::STACK_SIZE)
                    .spawn_scoped(s, printing);
                Some(thread.ok()?)
            }
        };
        let chunk_bytes = print.map_or(CHUNK_BYTES, |(_, cfg)| CHUNK_BYTES.min(cfg.batch_bytes));
        // Otherwise the text in chunks, put together once LLVM's module is gone (one growing
        // buffer would be copied each time it doubles, next to the module).
        let mut chunks: Vec<String> = vec![];
        let along = printer.is_some();
        let mut send_skeleton = |skeleton: String| {
            let _ = skeleton_tx.send(skeleton);
        };
        let emitted = contain(file, "the importer (a bug)", || {
            module::emit_module_chunks(
                file,
                &lazy.module,
                Some(module::Bodies::Lazy(&body)),
                Some(Ok(facts)),
                opts,
                chunk_bytes,
                along.then_some(&mut send_skeleton as &mut dyn FnMut(String)),
                // A printer that gave up still reads every chunk.
                &mut |chunk| match along {
                    true => {
                        let _ = chunk_tx.send(chunk);
                    }
                    false => chunks.push(chunk),
                },
            )
        });
        drop(chunk_tx);
        drop(skeleton_tx);
        drop(lazy);
        drop(parsed);
        let _ = released_tx.send(());
        phase("emit text, converting each body", t0);
        let printed = printer.map(|p| {
            let t0 = std::time::Instant::now();
            let printed = p.join().ok().flatten();
            phase("the rest of the printing", t0);
            printed
        });
        let Ok(Ok((warnings, module_loc))) = emitted else {
            return None;
        };
        if let Some(printed) = printed {
            // Printed without locations (`--mlir-print-debuginfo` takes the other pipeline), so
            // the module's own location is not needed.
            return Some(Ok(Output::Printed((printed?, warnings))));
        }
        let len = chunks.iter().map(String::len).sum::<usize>() + module_loc.len() + 2;
        let mut text = String::with_capacity(len);
        for c in chunks {
            text.push_str(&c);
        }
        text.push('}');
        text.push_str(&module_loc);
        text.push('\n');
        Some(Ok(Output::Text((text, warnings))))
    })
}

/// Chunks the emitter may be ahead of the printing threads by (the rest waits in the LLVM module).
const CHUNKS_AHEAD: usize = 64;

/// Text per chunk while emitting (see `emit`).
const CHUNK_BYTES: usize = 64 << 10;

/// The names of the struct types `text` defines (`%name = type ...` lines), which function bodies
/// may use; `None` for a numbered or escaped name (not found by name: the other pipeline reads it).
fn struct_names(text: &str) -> Option<Vec<&str>> {
    let mut names = vec![];
    for line in text.lines() {
        let Some(rest) = line.strip_prefix('%') else {
            continue;
        };
        let (name, after) = match rest.strip_prefix('"') {
            Some(q) => {
                let end = q.find('"')?;
                (&q[..end], &q[end + 1..])
            }
            None => {
                let end = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || "-$._".contains(c)))
                    .unwrap_or(rest.len());
                (&rest[..end], &rest[end..])
            }
        };
        if !after.trim_start().starts_with('=') {
            continue;
        }
        if name.contains('\\') || name.is_empty() || name.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        names.push(name);
    }
    Some(names)
}

#[cfg(test)]
mod tests {
    use super::struct_names;

    #[test]
    fn struct_names_of_type_definitions() {
        let text = "%struct.P = type { i32 }\n%\"a b\" = type opaque\n  %x = add i32 1, 2\n%T = type <{ i8 }>\n";
        // `%x = add` is indented (a body line); top-level `%` lines are type definitions.
        assert_eq!(struct_names(text), Some(vec!["struct.P", "a b", "T"]));
        assert_eq!(struct_names("%0 = type { i8 }\n"), None);
        assert_eq!(struct_names("%\"a\\22b\" = type { i8 }\n"), None);
    }
}
