// RUN-ARGS: --convert-to-llvm --reconcile-unrealized-casts
// Unlike --convert-func-to-llvm and --finalize-memref-to-llvm, upstream 19's --convert-to-llvm builds
// its type converter without the data layout: a dlti.dl_spec index entry does not change the index
// width, which stays 64 (the ABI harness checks irbridge against upstream on this module).
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
  func.func @narrow(%a: index, %m: memref<?xf32>) -> (index, memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %r = arith.addi %a, %c1 : index
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    %s = index.add %r, %d
    return %s, %m : index, memref<?xf32>
  }
}
