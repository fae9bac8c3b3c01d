// RUN-ARGS: --transform-interpreter
// `transform.apply_patterns.vector.rewrite_narrow_types`: 1-D `bitcast(trunci)` and
// `ext(bitcast)` regrouped by shuffles, masks and shifts on the wider elements (then truncated
// or extended to the result), the aligned i4 cases through i8 (interleave, deinterleave), and
// sub-byte transposes on i8. Declined: results that are not whole bytes, n-D or scalable
// bitcasts, odd i4 counts, byte-wide transposes.

// i6 pieces regrouped as i16 from the i32 source, then truncated.
func.func @bitcast_of_trunci_narrowing(%a: vector<8xi32>) -> vector<3xi16> {
  %0 = arith.trunci %a : vector<8xi32> to vector<8xi6>
  %1 = vector.bitcast %0 : vector<8xi6> to vector<3xi16>
  return %1 : vector<3xi16>
}

// Regrouped in i8 and zero-extended to the i16 result.
func.func @bitcast_of_trunci_widening(%a: vector<8xi8>) -> vector<2xi16> {
  %0 = arith.trunci %a : vector<8xi8> to vector<8xi4>
  %1 = vector.bitcast %0 : vector<8xi4> to vector<2xi16>
  return %1 : vector<2xi16>
}

// Same width: the regrouped value is the result.
func.func @bitcast_of_trunci_same(%a: vector<4xi8>) -> vector<2xi8> {
  %0 = arith.trunci %a : vector<4xi8> to vector<4xi4>
  %1 = vector.bitcast %0 : vector<4xi4> to vector<2xi8>
  return %1 : vector<2xi8>
}

// An extension no wider than the source's elements becomes a truncation (folded away here).
func.func @extui_of_bitcast_narrowing(%a: vector<3xi8>) -> vector<4xi8> {
  %0 = vector.bitcast %a : vector<3xi8> to vector<4xi6>
  %1 = arith.extui %0 : vector<4xi6> to vector<4xi8>
  return %1 : vector<4xi8>
}

func.func @extsi_of_bitcast(%a: vector<2xi16>) -> vector<8xi32> {
  %0 = vector.bitcast %a : vector<2xi16> to vector<8xi4>
  %1 = arith.extsi %0 : vector<8xi4> to vector<8xi32>
  return %1 : vector<8xi32>
}

// One 128-bit source element split into i16 pieces.
func.func @extsi_of_i128(%a: vector<1xi128>) -> vector<8xi32> {
  %0 = vector.bitcast %a : vector<1xi128> to vector<8xi16>
  %1 = arith.extsi %0 : vector<8xi16> to vector<8xi32>
  return %1 : vector<8xi32>
}

func.func @sitofp_i4_to_f16(%a: vector<2x4xi4>) -> vector<2x4xf16> {
  %0 = arith.sitofp %a : vector<2x4xi4> to vector<2x4xf16>
  return %0 : vector<2x4xf16>
}

func.func @extui_i4_to_i64(%a: vector<6xi4>) -> vector<6xi64> {
  %0 = arith.extui %a : vector<6xi4> to vector<6xi64>
  return %0 : vector<6xi64>
}

func.func @trunci_i16_to_i4(%a: vector<2x6xi16>) -> vector<2x6xi4> {
  %0 = arith.trunci %a : vector<2x6xi16> to vector<2x6xi4>
  return %0 : vector<2x6xi4>
}

// i1 is narrower than a byte too.
func.func @i1_transpose(%a: vector<4x2xi1>) -> vector<2x4xi1> {
  %0 = vector.transpose %a, [1, 0] : vector<4x2xi1> to vector<2x4xi1>
  return %0 : vector<2x4xi1>
}

func.func @i2_transpose_3d(%a: vector<2x3x4xi2>) -> vector<4x2x3xi2> {
  %0 = vector.transpose %a, [2, 0, 1] : vector<2x3x4xi2> to vector<4x2x3xi2>
  return %0 : vector<4x2x3xi2>
}

func.func @mixed(%a: vector<7xi4>, %b: vector<2x8xi32>, %c: vector<[8]xi32>,
                    %d: vector<6xi8>, %f: vector<4x2xi8>)
    -> (vector<7xi32>, vector<2x4xi8>, vector<[4]xi8>, vector<4xi12>, vector<2x4xi8>,
        vector<6xi16>) {
  // An odd number of i4 elements.
  %0 = arith.extsi %a : vector<7xi4> to vector<7xi32>
  // A 2-D bitcast stays (its aligned trunci to i4 is rewritten).
  %1 = arith.trunci %b : vector<2x8xi32> to vector<2x8xi4>
  %2 = vector.bitcast %1 : vector<2x8xi4> to vector<2x4xi8>
  // A scalable one stays whole.
  %3 = arith.trunci %c : vector<[8]xi32> to vector<[8]xi4>
  %4 = vector.bitcast %3 : vector<[8]xi4> to vector<[4]xi8>
  // A result that is not whole bytes.
  %5 = vector.bitcast %d : vector<6xi8> to vector<4xi12>
  // A byte-wide transpose.
  %8 = vector.transpose %f, [1, 0] : vector<4x2xi8> to vector<2x4xi8>
  // An extension whose source is no bitcast.
  %10 = arith.extui %d : vector<6xi8> to vector<6xi16>
  return %0, %2, %4, %5, %8, %10 : vector<7xi32>, vector<2x4xi8>, vector<[4]xi8>, vector<4xi12>, vector<2x4xi8>, vector<6xi16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.rewrite_narrow_types
    } : !transform.any_op
    transform.yield
  }
}
