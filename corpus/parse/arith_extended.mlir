// arith extended-precision ops: addui_extended, mulsi_extended, mului_extended.
func.func @add_ext(%a: i32, %b: i32) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  return %sum, %overflow : i32, i1
}

// -----

func.func @mul_ext(%a: i64, %b: i64) -> (i64, i64, i64, i64) {
  %low, %high = arith.mulsi_extended %a, %b : i64
  %ulow, %uhigh = arith.mului_extended %a, %b : i64
  return %low, %high, %ulow, %uhigh : i64, i64, i64, i64
}

// -----

// On vectors and tensors, and with result groups.
func.func @shaped(%v: vector<4xi16>, %t: tensor<3xi8>) {
  %0:2 = arith.addui_extended %v, %v : vector<4xi16>, vector<4xi1>
  %1:2 = arith.mulsi_extended %t, %t : tensor<3xi8>
  %2:2 = arith.mului_extended %v, %v : vector<4xi16>
  return
}

// -----

// Index and i1 widths, and generic forms.
func.func @odd(%i: index, %b: i1, %w: i128) {
  %0:2 = arith.addui_extended %i, %i : index, i1
  %1:2 = arith.mului_extended %b, %b : i1
  %2:2 = "arith.mulsi_extended"(%w, %w) : (i128, i128) -> (i128, i128)
  %3:2 = "arith.addui_extended"(%w, %w) : (i128, i128) -> (i128, i1)
  return
}
