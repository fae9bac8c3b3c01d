// builtin.unrealized_conversion_cast: 0..N operands and results.
func.func @one_to_one(%x: i32) -> f32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to f32
  return %0 : f32
}

// -----

func.func @many(%a: i32, %b: f64) -> (index, i1, i8) {
  %0:3 = builtin.unrealized_conversion_cast %a, %b : i32, f64 to index, i1, i8
  return %0#0, %0#1, %0#2 : index, i1, i8
}

// -----

// No operands: materializes a value from nothing.
func.func @from_nothing() -> memref<4xf32> {
  %0 = builtin.unrealized_conversion_cast to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// With attributes, and in generic form.
func.func @variants(%x: vector<4xf32>) -> i128 {
  %0 = builtin.unrealized_conversion_cast %x : vector<4xf32> to i128
  %1 = builtin.unrealized_conversion_cast %0 : i128 to vector<2xi64> {note = "tag"}
  %2 = "builtin.unrealized_conversion_cast"(%1) : (vector<2xi64>) -> i128
  return %2 : i128
}

// -----

// Cast chains with identical source and result types are valid.
func.func @same_type(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i32
  return %0 : i32
}
