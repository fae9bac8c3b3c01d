// Data layout attributes: `#dlti.dl_spec` as its parser and `verifyDataLayoutSpec` check it, and
// `llvm.data_layout` in LLVM's syntax.

// expected-error @+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i8, dense<8> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i8, dense<8> : vector<3xi64>>>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i8, 8 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i8, 8>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f64, dense<[64, 32]> : vector<2xi64>>>} {}

// -----

// expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, dense<8> : vector<2xi64>>>} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<vector<2xi8>, 8>>} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<8> : vector<2xi64>>>} {}

// -----

// expected-error @+1 {{expected i64 parameters for '!llvm.ptr'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<8> : vector<3xi32>>>} {}

// -----

// An ABI alignment of 2^64-1 (LLVM's data layout parser would end the process on it).
// expected-error @+1 {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<272>, dense<[64, 18446744073709551615, 64, 64]> : vector<4xi64>>>} {}

// -----

// expected-error @+1 {{unexpected layout attribute for struct '!llvm.struct<(i8)>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.struct<(i8)>, dense<8> : vector<2xi64>>>} {}

// -----

// expected-error @+1 {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.void, 8>>} {}

// -----

// expected-error @+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", 8>>} {}

// -----

// expected-error @+1 {{unknown data layout entry name: dlti.foo}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.foo", 8>>} {}

// -----

// expected-error @+1 {{the 'builtin' dialect does not support identifier data layout entries}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"builtin.foo", 8>>} {}

// -----

// expected-error @+1 {{repeated layout entry key: 'i8'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i8, 8>, #dlti.dl_entry<i8, 16>>} {}

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
module attributes {dlti.dl_spec = #dlti.dl_spec<1>} {}

// -----

// expected-error @+1 {{expected a type or a quoted string}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<1, 1>>} {}

// -----

// expected-error @+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = 1} {}

// -----

// expected-error @+1 {{attribute 'dlti.foo' not supported by dialect}}
module attributes {dlti.foo = 1} {}

// -----

// expected-error @+1 {{'builtin.module' op invalid data layout descriptor: number of bits must be a byte width multiple}}
module attributes {llvm.data_layout = "e-p:7:7"} {}

// -----

// expected-error @+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 1} {}

// -----

// expected-error @+1 {{'func.func' op invalid data layout descriptor: Unknown specifier in datalayout string}}
func.func @f() attributes {llvm.data_layout = "x"} {
  return
}
