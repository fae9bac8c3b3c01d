// RUN-ARGS: --convert-vector-to-llvm
// A vector.store written in the input has no `nontemporal` property, while one built from a
// transfer_write (TransferWriteToVectorStoreLowering) has `nontemporal = false`, as upstream's
// builders set it: the two branches are not identical, so the greedy phase does not merge them.
func.func @parsed_and_built_stores(%c: i1, %m: memref<16xi32>, %v: vector<8xi32>, %w: vector<8xi32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  cf.cond_br %c, ^a, ^b
^a:
  vector.store %v, %m[%c0] : memref<16xi32>, vector<8xi32>
  cf.br ^end
^b:
  vector.transfer_write %w, %m[%c8] {in_bounds = [true]} : vector<8xi32>, memref<16xi32>
  cf.br ^end
^end:
  return
}

// -----

// Two built stores are identical and merge.
func.func @two_built_stores(%c: i1, %m: memref<16xi32>, %v: vector<8xi32>, %w: vector<8xi32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  cf.cond_br %c, ^a, ^b
^a:
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<8xi32>, memref<16xi32>
  cf.br ^end
^b:
  vector.transfer_write %w, %m[%c8] {in_bounds = [true]} : vector<8xi32>, memref<16xi32>
  cf.br ^end
^end:
  return
}
