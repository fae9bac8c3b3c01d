// arith.cmpi / arith.cmpf with every predicate, on scalars, vectors and tensors; generic predicate numbers.
func.func @cmpi_all(%a: i32, %b: i32) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  return
}

// -----

func.func @cmpf_all(%a: f32, %b: f32) {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  return
}

// -----

// cmpf with fastmath flags.
func.func @cmpf_fastmath(%a: f64, %b: f64) -> i1 {
  %0 = arith.cmpf olt, %a, %b fastmath<nnan> : f64
  %1 = arith.cmpf uno, %a, %b fastmath<fast> : f64
  return %0 : i1
}

// -----

// Comparisons on index, i1, vectors and tensors produce i1 of the same shape.
func.func @shaped(%i: index, %p: i1, %v: vector<4xi8>, %t: tensor<2x?xf32>, %s: vector<[2]xf16>) {
  %0 = arith.cmpi ult, %i, %i : index
  %1 = arith.cmpi eq, %p, %p : i1
  %2 = arith.cmpi sge, %v, %v : vector<4xi8>
  %3 = arith.cmpf oeq, %t, %t : tensor<2x?xf32>
  %4 = arith.cmpf une, %s, %s : vector<[2]xf16>
  return
}

// -----

// Generic form: predicates are integer-valued enum attributes.
func.func @generic(%a: i64, %b: f32) -> (i1, i1) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> : (i64, i64) -> i1
  %1 = "arith.cmpf"(%b, %b) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
  return %0, %1 : i1, i1
}

// -----

// Predicates may be written as strings in the custom form.
func.func @string_predicates(%a: i32, %b: f32) {
  %0 = arith.cmpi "slt", %a, %a : i32
  %1 = arith.cmpf "oge", %b, %b : f32
  return
}
