// RUN: opt --mlir-print-unique-ssa-ids
// Value, argument and conflict numbers run on across regions and functions.
func.func @a(%m: memref<i32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[] : memref<i32>
    %w = arith.addi %v, %v : i32
    memref.store %w, %m[] : memref<i32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %c0_0 = arith.constant 0 : index
    %v = memref.load %m[] : memref<i32>
    %w = arith.muli %v, %v : i32
    memref.store %w, %m[] : memref<i32>
  }
  return
}
func.func @b(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  cf.br ^bb1(%0 : i32)
^bb1(%y: i32):
  %c0 = arith.constant 0 : index
  return %y : i32
}
