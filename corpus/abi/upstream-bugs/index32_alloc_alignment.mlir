// Run with `--pipeline index-bitwidth=32` (cli/tests/abi_corpus.rs does). On a 64-bit target,
// upstream 19's memref.alloc lowering aligns the malloc'd pointer of a non-scalar element (vector,
// complex) through the index type: `ptrtoint ptr to i32`, round up, `inttoptr i32`. The aligned
// pointer loses its upper 32 bits and the first store through it crashes. irbridge lowers as
// upstream does and shares it; the abi_signature fuzz target found it
// (`inproc::known_upstream_defect`). Since every call runs in a process of its own, the crash is
// a trap (SIGSEGV) under every lowering and value set: @vector_result's own paths trap alike
// (agreement, "checked for trapping alike only"), and only the probe column, which has a computed
// expectation, shows the bug; the default and ciface records are noted as not shown.
// ABI-UPSTREAM-BUG: @vector_result default: with index-bitwidth=32 memref.alloc truncates the malloc'd pointer of an over-aligned element to 32 bits
// ABI-UPSTREAM-BUG: @vector_result probes: the probe's result is allocated the same way
// ABI-UPSTREAM-BUG: @vector_result ciface: the C interface calls the same code
func.func @vector_result(%n: index) -> memref<?xvector<2xf32>> attributes {llvm.emit_c_interface} {
  %m = memref.alloc(%n) : memref<?xvector<2xf32>>
  return %m : memref<?xvector<2xf32>>
}
