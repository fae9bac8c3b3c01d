//! The JIT side of the harness (run in a child process by `irbridge abi --jit-run N`): links the C
//! caller (as LLVM IR, from clang-19) with the lowered modules in one LLVM context, loads the
//! shared libraries the native executable links (libm, MLIR's runtime), and calls the caller's
//! `abi_main` for function `N` through inkwell's execution engine: it runs every path in a child
//! process of its own and prints what the native caller prints.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::targets::{InitializationConfig, Target};
use inkwell::OptimizationLevel;
use std::io::Write;
use std::path::PathBuf;

/// `int abi_main(int fi, int set, int paths, int limit)` of the C caller.
type AbiMain = unsafe extern "C" fn(i32, i32, i32, i32) -> i32;

pub fn run_child(
    fi: usize,
    set: usize,
    modules: &[PathBuf],
    libs: &[PathBuf],
    paths: usize,
) -> Result<(), String> {
    Target::initialize_native(&InitializationConfig::default())?;
    for l in libs {
        inkwell::support::load_library_permanently(l)
            .map_err(|e| format!("cannot load '{}': {e:?}", l.display()))?;
    }
    let ctx = Context::create();
    let mut parsed = vec![];
    for m in modules {
        let buf = MemoryBuffer::create_from_file(m)
            .map_err(|e| format!("cannot read '{}': {e}", m.display()))?;
        let module = ctx
            .create_module_from_ir(buf)
            .map_err(|e| format!("'{}': {e}", m.display()))?;
        parsed.push(module);
    }
    let mut it = parsed.into_iter();
    let main = it.next().ok_or("no modules to run")?;
    for m in it {
        m.set_triple(&main.get_triple());
        m.set_data_layout(&main.get_data_layout());
        main.link_in_module(m).map_err(|e| e.to_string())?;
    }
    let ee = main
        .create_jit_execution_engine(OptimizationLevel::None)
        .map_err(|e| e.to_string())?;
    // SAFETY: `abi_main` is defined by the generated C caller with exactly this C signature
    // (int, int, int, int) -> int on x86-64 Linux.
    let main_fn = unsafe { ee.get_function::<AbiMain>("abi_main") }.map_err(|e| e.to_string())?;
    // Nothing of ours is buffered: `abi_main` writes to file descriptor 1 itself.
    let _ = std::io::stdout().flush();
    let limit = super::run::PATH_LIMIT as i32;
    // SAFETY: `abi_main` takes plain integers; it forks a child per path (this process has no other
    // thread) and writes the observations to standard output.
    let _ = unsafe { main_fn.call(fi as i32, set as i32, paths as i32, limit) };
    Ok(())
}
