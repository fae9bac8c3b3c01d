// RUN-ARGS: --convert-func-to-llvm --verify-diagnostics
// Upstream 19 reports this too.

// expected-error @+1 {{C interface for variadic functions is not supported yet.}}
func.func private @v(i32) attributes {llvm.emit_c_interface, func.varargs = true}
