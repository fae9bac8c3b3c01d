//! The JIT side of the harness (run in a child process by `irbridge abi --jit-run N`): links the C
//! caller (as LLVM IR, from clang-19) with the lowered modules in one LLVM context and calls
//! `abi_run` for every path of function `N` through inkwell's execution engine, printing what the
//! native caller prints.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::targets::{InitializationConfig, Target};
use inkwell::OptimizationLevel;
use std::io::Write;
use std::path::PathBuf;

/// `long abi_run(int fi, int path, char *out, long cap)` of the C caller.
type AbiRun = unsafe extern "C" fn(i32, i32, *mut u8, i64) -> i64;

pub fn run_child(fi: usize, modules: &[PathBuf], paths: usize) -> Result<(), String> {
    Target::initialize_native(&InitializationConfig::default())?;
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
    // SAFETY: `abi_run` is defined by the generated C caller with exactly this C signature
    // (int, int, char *, long) -> long on x86-64 Linux.
    let run = unsafe { ee.get_function::<AbiRun>("abi_run") }.map_err(|e| e.to_string())?;
    let mut buf = vec![0u8; 1 << 22];
    let stdout = std::io::stdout();
    for p in 0..paths {
        // SAFETY: `buf` is live and writable for `buf.len()` bytes, which is the capacity passed;
        // `abi_run` writes at most that many bytes (vsnprintf with the remaining room).
        let n = unsafe { run.call(fi as i32, p as i32, buf.as_mut_ptr(), buf.len() as i64) };
        let n = (n.max(0) as usize).min(buf.len());
        let mut out = stdout.lock();
        let _ = writeln!(out, "#path {p}");
        let _ = out.write_all(&buf[..n]);
        let _ = out.flush();
    }
    let _ = writeln!(stdout.lock(), "#end");
    Ok(())
}
