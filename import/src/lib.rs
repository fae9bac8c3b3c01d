//! Import: LLVM IR (`.ll`, `.bc`) into the `llvm` dialect.
