// Module flags upstream adds by itself: "CodeView" for Windows MSVC target triples only.
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {}

// -----
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc19.29.30133"} {
  llvm.func @f()
}

// -----
module attributes {llvm.target_triple = "i686-pc-win32"} {}

// -----
module attributes {llvm.target_triple = "x86_64-w64-windows-gnu"} {}

// -----
module attributes {llvm.target_triple = "aarch64-linux-android"} {}
