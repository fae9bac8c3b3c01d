// RUN: translate --mlir-to-llvmir --no-implicit-module --split-input-file --verify-diagnostics
// --no-implicit-module in the translation: an explicit module translates, any other top-level op
// is refused at its location
module {
  llvm.func @f() {
    llvm.return
  }
}

// -----
// expected-error@below {{'llvm.func' op can not be translated to an LLVMIR module}}
llvm.func @g()

// -----
// expected-error@below {{'llvm.mlir.global' op can not be translated to an LLVMIR module}}
llvm.mlir.global external @x(1 : i32) : i32
