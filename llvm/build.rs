//! Compiles the C++ shims against LLVM 19 with the workspace's shim build: `cpp/syncscope.cpp` (sync
//! scope names of atomic instructions, which LLVM 19's C API cannot set or read; see
//! `src/syncscope.rs`), `cpp/debug_records.cpp` (debug records moved for the round-trip losses),
//! `cpp/ppc_fp128.cpp` (ppc_fp128 constants from bits), `cpp/const_data.cpp` (array and vector
//! constants from raw bytes), `cpp/contain.cpp` (LLVM's out-of-memory
//! handler, data layout strings checked without a fatal error; see `src/contain.rs`) and
//! `cpp/intrinsics.cpp` (overloaded intrinsics matched against a call's type).

include!("../build-support/llvm_cxx_shim.rs");

fn main() {
    compile_llvm_shim("cpp/syncscope.cpp", "irbridge_syncscope", "irbridge-llvm");
    compile_llvm_shim(
        "cpp/debug_records.cpp",
        "irbridge_debug_records",
        "irbridge-llvm",
    );
    compile_llvm_shim("cpp/ppc_fp128.cpp", "irbridge_ppc_fp128", "irbridge-llvm");
    compile_llvm_shim("cpp/const_data.cpp", "irbridge_const_data", "irbridge-llvm");
    compile_llvm_shim("cpp/contain.cpp", "irbridge_contain", "irbridge-llvm");
    compile_llvm_shim("cpp/intrinsics.cpp", "irbridge_intrinsics", "irbridge-llvm");
}
