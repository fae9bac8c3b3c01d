//! Compiles `cpp/syncscope.cpp`, the C++ shim that names sync scopes of atomic instructions (LLVM
//! 19's C API cannot; see `src/translate/syncscope.rs`), with the workspace's LLVM shim build.

include!("../build-support/llvm_cxx_shim.rs");

fn main() {
    compile_llvm_shim("cpp/syncscope.cpp", "irbridge_syncscope", "irbridge-export");
    compile_llvm_shim(
        "cpp/debug_records.cpp",
        "irbridge_debug_records",
        "irbridge-export",
    );
}
