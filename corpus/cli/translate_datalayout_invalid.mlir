// RUN: translate --mlir-to-llvmir --split-input-file --verify-diagnostics
// Data layout entries the translation refuses, in upstream's words (the type quoted)
// expected-error@below {{unsupported data layout for non-signless integer 'si32'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<si32, dense<[32, 64]> : vector<2xi64>>>} {}

// -----
// expected-error@below {{unsupported type in data layout: 'bf16'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<bf16, dense<16> : vector<2xi64>>>} {}

