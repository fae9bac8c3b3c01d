// RUN-ARGS: --memref-emulate-wide-int=widest-int-supported=8
// i16 memrefs hold vector<2xi8>: dynamic sizes and alignment carried over, nontemporal flags
// kept, arithmetic on loaded values emulated.
func.func @dynamic(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) {alignment = 16} : memref<?xi16>
  %w = memref.load %m[%c0] {nontemporal = true} : memref<?xi16>
  %k = arith.constant 300 : i16
  %s = arith.addi %w, %k : i16
  memref.store %s, %m[%c1] : memref<?xi16>
  %f = memref.alloc() : memref<2xf32>
  return
}
