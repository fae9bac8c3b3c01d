// Builtin function types: no/one/many results, nested function types, as values and attributes.
func.func private @takes_fn((i32) -> i32, () -> (), (f32, f32) -> (f32, f32))

// -----

func.func private @nested_fn(((i32) -> i1) -> ((f32) -> f64)) -> (() -> (() -> ()))

// -----

func.func private @fn_in_tuple(tuple<(i32) -> i32, () -> ()>)

// -----

// Single results may be written with or without parentheses.
func.func private @paren_result(i32) -> (i32)

// -----

func.func @fn_value(%f: (index, index) -> (index, i1)) -> ((index, index) -> (index, i1)) {
  return %f : (index, index) -> (index, i1)
}

// -----

// Function types as type attributes.
func.func private @fn_type_attr() attributes {sig = (i32, memref<?xf32>) -> tensor<4xf32>, empty = () -> ()}
