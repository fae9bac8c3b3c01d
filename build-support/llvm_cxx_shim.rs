// Builds a crate's C++ shim against LLVM 19 (included by `llvm/build.rs` and `import/build.rs`):
// the LLVM that llvm-sys links, `$LLVM_SYS_191_PREFIX` (set in `.cargo/config.toml`), default
// `/usr/lib/llvm-19`. The flags come from that LLVM's `llvm-config --cxxflags`; the compiler is
// `$CXX` if set, else that LLVM's `clang++` (Debian's `clang-19` package, which `scripts/setup.sh`
// installs), else the system C++ compiler. The shim's LLVM symbols resolve against the libLLVM the
// crate already links.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Compiles the C++ shim `shim` (relative to the crate) into the static library `lib`, against the
/// LLVM that llvm-sys links; `package` names the crate in the failure message.
fn compile_llvm_shim(shim: &str, lib: &str, package: &str) {
    println!("cargo:rerun-if-changed={shim}");
    // The build itself and the headers shims share (a directory: any file in it).
    println!("cargo:rerun-if-changed=../build-support");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    let prefix = PathBuf::from(
        std::env::var("LLVM_SYS_191_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-19".into()),
    );
    let mut build = cc::Build::new();
    build.cpp(true).file(shim).warnings(true);
    for flag in cxxflags(&prefix, package) {
        // LLVM's headers as system headers: their own warnings are not the shim's.
        match flag.strip_prefix("-I") {
            Some(dir) => build.flag("-isystem").flag(dir),
            None => build.flag(&flag),
        };
    }
    let clang = prefix.join("bin/clang++");
    if std::env::var_os("CXX").is_none() && clang.exists() {
        build.compiler(clang);
    }
    build.compile(lib);
}

/// `llvm-config --cxxflags` of the LLVM at `prefix` (or `llvm-config-19` on the PATH), split into
/// words; the build fails with the reason when neither runs.
fn cxxflags(prefix: &Path, package: &str) -> Vec<String> {
    let candidates = [
        prefix.join("bin/llvm-config"),
        PathBuf::from("llvm-config-19"),
    ];
    for tool in &candidates {
        if let Ok(out) = Command::new(tool).arg("--cxxflags").output() {
            if out.status.success() {
                return String::from_utf8_lossy(&out.stdout)
                    .split_whitespace()
                    .map(str::to_string)
                    .collect();
            }
        }
    }
    panic!(
        "{package}: cannot run llvm-config --cxxflags (tried {}); install llvm-19-dev (scripts/setup.sh)",
        candidates
            .iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    );
}
