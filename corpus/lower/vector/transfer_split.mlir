// RUN-ARGS: --transform-interpreter
// Out-of-bounds transfers split into a full (in-bounds) and a partial part: a strided
// destination, a loop between the transfer and the function (the buffer goes
// to the function's entry), one dim known in bounds, masked transfers left alone.
func.func @read_in_loop(%m: memref<?x?xi32, 2>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    %v = vector.transfer_read %m[%i, %k], %p {in_bounds = [true, false]} : memref<?x?xi32, 2>, vector<3x5xi32>
    vector.print %v : vector<3x5xi32>
  }
  return
}

func.func @write_1d(%v: vector<16xf32>, %m: memref<?xf32, strided<[1], offset: 2>>, %j: index) {
  vector.transfer_write %v, %m[%j] : vector<16xf32>, memref<?xf32, strided<[1], offset: 2>>
  return
}

func.func @masked(%m: memref<?xf32>, %i: index, %k: vector<8xi1>) -> vector<8xf32> {
  %f = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %f, %k : memref<?xf32>, vector<8xf32>
  return %v : vector<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.split_transfer_full_partial split_transfer_strategy = "vector-transfer"
    } : !transform.any_op
    transform.yield
  }
}

// -----

// `force-in-bounds` only marks them; `linalg-copy` writes drain the buffer with a `memref.copy`
// of the part inside the memref.
func.func @force(%m: memref<?x8xf32>, %i: index) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %c0], %f : memref<?x8xf32>, vector<2x8xf32>
  return %v : vector<2x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.split_transfer_full_partial split_transfer_strategy = "force-in-bounds"
    } : !transform.any_op
    transform.yield
  }
}

// -----

func.func @copy_write(%v: vector<2x3xi8>, %m: memref<5x?xi8>, %i: index) {
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %m[%c1, %i] : vector<2x3xi8>, memref<5x?xi8>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.split_transfer_full_partial
    } : !transform.any_op
    transform.yield
  }
}
