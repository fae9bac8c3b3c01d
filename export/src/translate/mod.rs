//! Translation of the `llvm` dialect to LLVM IR (TargetLLVMIR.md, "Translation to LLVM IR").
