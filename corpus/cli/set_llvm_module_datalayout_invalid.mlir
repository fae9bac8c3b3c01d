// RUN: opt --set-llvm-module-datalayout=data-layout=e-bogus --verify-diagnostics
// set-llvm-module-datalayout refuses a string LLVM cannot read, in LLVM's words
// expected-error@below {{invalid data layout descriptor: Unknown specifier in datalayout string}}
module {}
