//! Compiles `cpp/syncscope.cpp`, the C++ shim that names sync scopes of atomic instructions (LLVM
//! 19's C API cannot; see `src/translate/syncscope.rs`), `cpp/debug_records.cpp` (debug records moved
//! for the round-trip losses) and `cpp/ppc_fp128.cpp` (ppc_fp128 constants from bits), with the
//! workspace's LLVM shim build.

include!("../build-support/llvm_cxx_shim.rs");

fn main() {
    compile_llvm_shim("cpp/syncscope.cpp", "irbridge_syncscope", "irbridge-export");
    compile_llvm_shim(
        "cpp/debug_records.cpp",
        "irbridge_debug_records",
        "irbridge-export",
    );
    compile_llvm_shim("cpp/ppc_fp128.cpp", "irbridge_ppc_fp128", "irbridge-export");
}
