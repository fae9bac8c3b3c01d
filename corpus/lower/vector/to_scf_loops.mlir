// RUN-ARGS: --convert-vector-to-scf
// convert-vector-to-scf: n-D transfers become loops of (n-1)-D transfers through an alloca
// buffer (vector.type_cast per unpacked dimension), with scf.if bounds checks where a dimension
// may run past the end of the memref; 1-D transfers that are not minor identities become scalar
// loops; n-D prints become loops of element prints (each but the last with a punctuation of
// its own: mlir-opt 19 cannot read back a bare `vector.print` followed by an op with results).
func.func @read_2d_out_of_bounds(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<3x5xf32> {
  %pad = arith.constant 1.5 : f32
  %v = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<3x5xf32>
  return %v : vector<3x5xf32>
}

// -----

func.func @write_3d_in_bounds(%m: memref<4x8x16xi32>, %v: vector<2x3x4xi32>, %i: index) {
  vector.transfer_write %v, %m[%i, %i, %i] {in_bounds = [true, false, true]} : vector<2x3x4xi32>, memref<4x8x16xi32>
  return
}

// -----

func.func @read_masked_2d(%m: memref<?x?xf16>, %i: index, %n: index) -> vector<2x6xf16> {
  %pad = arith.constant 0.0 : f16
  %c2 = arith.constant 2 : index
  %mask = vector.create_mask %c2, %n : vector<2x6xi1>
  %v = vector.transfer_read %m[%i, %i], %pad, %mask : memref<?x?xf16>, vector<2x6xf16>
  return %v : vector<2x6xf16>
}

// -----

func.func @write_masked_3d(%m: memref<?x?x?xf32>, %v: vector<4x3x2xf32>, %mask: vector<4x3x2xi1>, %i: index) {
  vector.transfer_write %v, %m[%i, %i, %i], %mask {in_bounds = [false, true, false]} : vector<4x3x2xf32>, memref<?x?x?xf32>
  return
}

// -----

func.func @column_read_and_write(%m: memref<?x?xi8>, %i: index) {
  %pad = arith.constant 7 : i8
  %col = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xi8>, vector<5xi8>
  vector.transfer_write %col, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : vector<5xi8>, memref<?x?xi8>
  return
}

// -----

func.func @broadcast_read(%m: memref<?x?xf32>, %i: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}

// -----

func.func @prints(%a: vector<2x3xi32>, %b: vector<4xi1>, %c: vector<f64>, %d: vector<2xsi5>, %e: vector<[2]xui16>) {
  vector.print %a : vector<2x3xi32> punctuation <comma>
  vector.print %b : vector<4xi1> punctuation <comma>
  vector.print %c : vector<f64> punctuation <open>
  vector.print %d : vector<2xsi5> punctuation <close>
  vector.print %e : vector<[2]xui16>
  return
}

// -----

func.func @in_scf_loop(%m: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.for %k = %c0 to %n step %c1 {
    %v = vector.transfer_read %m[%k, %c0], %pad : memref<8x8xf32>, vector<2x8xf32>
    vector.transfer_write %v, %m[%c0, %k] : vector<2x8xf32>, memref<8x8xf32>
  }
  return
}
