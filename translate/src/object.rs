//! Object files (`--emit=obj`): the module's target triple (the host's when it names none), generic
//! CPU, default optimization, through LLVM's target machine.

use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::OptimizationLevel;

/// The object file for `module`, or why LLVM cannot make one.
pub fn object_file(module: &inkwell::module::Module<'_>) -> Result<Vec<u8>, String> {
    Target::initialize_x86(&InitializationConfig::default());
    let triple = module.get_triple();
    let triple = if triple.as_str().to_bytes().is_empty() {
        TargetMachine::get_default_triple()
    } else {
        TargetTriple::create(&triple.as_str().to_string_lossy())
    };
    let target = Target::from_triple(&triple).map_err(|e| {
        format!(
            "no LLVM target for triple '{}' (irbridge is built with the X86 target): {e}",
            triple.as_str().to_string_lossy()
        )
    })?;
    let tm = target
        .create_target_machine(
            &triple,
            "generic",
            "",
            OptimizationLevel::Default,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| "LLVM could not create a target machine".to_string())?;
    tm.write_to_memory_buffer(module, FileType::Object)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| format!("LLVM could not emit an object file: {e}"))
}
