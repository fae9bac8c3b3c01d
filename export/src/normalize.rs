//! LLVM IR normalised by LLVM itself: parsed (text or bitcode) and printed again, without the module
//! id and source file name, which name a file rather than code. What `llvm-as | llvm-dis` gives, in
//! process; the round-trip harness and the fuzz targets compare texts this way.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

/// The normalised text of `bytes` (LLVM IR text or bitcode), or LLVM's own error message.
pub fn normalize_ll(bytes: &[u8]) -> Result<String, String> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(bytes, "input");
    let module = ctx
        .create_module_from_ir(buf)
        .map_err(|e| e.to_string().trim_end().to_string())?;
    let text = module.print_to_string().to_string();
    Ok(text
        .lines()
        .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
        .map(|l| format!("{l}\n"))
        .collect())
}
