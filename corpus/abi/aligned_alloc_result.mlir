// Run with `--pipeline use-aligned-alloc=1` (cli/tests/abi.rs): a memref<3xi8> result made by
// `memref.alloc() {alignment = 4096}`, called through every path including the bare-pointer one
// (issue 22: the harness crashed there with irbridge's own lowering). Without the option, upstream's
// bare-pointer convention returns the allocated pointer of the hand-aligned buffer (recognized as
// the upstream 19 bug of upstream-bugs/bare_over_aligned_result.mlir).
func.func @mk(%x: i8) -> memref<3xi8> attributes {llvm.emit_c_interface} {
  %m = memref.alloc() {alignment = 4096} : memref<3xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %y = arith.addi %x, %x : i8
  memref.store %x, %m[%c0] : memref<3xi8>
  memref.store %y, %m[%c1] : memref<3xi8>
  memref.store %x, %m[%c2] : memref<3xi8>
  return %m : memref<3xi8>
}
