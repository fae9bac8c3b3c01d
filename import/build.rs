//! Compiles `cpp/debuginfo.cpp`, the C++ shim that reads debug information (LLVM 19's C API cannot
//! reach most DI fields; see `src/debuginfo/mod.rs`), with the workspace's LLVM shim build.

include!("../build-support/llvm_cxx_shim.rs");

fn main() {
    compile_llvm_shim("cpp/debuginfo.cpp", "irbridge_debuginfo", "irbridge-import");
}
