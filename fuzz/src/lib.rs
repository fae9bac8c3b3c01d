//! The properties the fuzz targets check. Each function takes the fuzzer's input and panics when a
//! property fails; a panic is what libFuzzer reports as a crash, and what `tests/replay.rs` turns
//! into a failing test when the saved input is replayed.

pub mod abi_signature;
pub mod import_ll;
pub mod lower_program;
pub mod parse_mlir;
pub mod roundtrip_llvm;

/// Runs `f` on a thread with the CLI's stack size, so deep-but-legal nesting is judged as the tool
/// sees it; a panic in `f` is re-raised here.
pub fn on_big_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .unwrap_or_else(|p| std::panic::resume_unwind(p));
}

thread_local! {
    /// Depth of [`contained`] calls on this thread: panics inside are the library's business.
    static INSIDE: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Runs a library entry point that must not panic: a panic escaping it is a finding, reported with
/// its message. Panics the library catches itself (llvm-ir's, inside the import) are not findings,
/// so the panic hook (libFuzzer's aborts on any panic) is wrapped to stay quiet and not abort inside
/// this call; a panic that escapes is re-raised outside, where the hook reports it and libFuzzer
/// aborts.
pub fn contained<T>(what: &str, f: impl FnOnce() -> T) -> T {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let outer = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if INSIDE.with(|d| d.get()) == 0 {
                outer(info);
            }
        }));
    });
    INSIDE.with(|d| d.set(d.get() + 1));
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    INSIDE.with(|d| d.set(d.get() - 1));
    match r {
        Ok(v) => v,
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("{what} panicked (a panic escaped irbridge): {msg}")
        }
    }
}
