// Builtin complex, tuple and none types.
func.func private @complex_types(complex<f32>, complex<f64>, complex<bf16>, complex<i32>, complex<f16>)

// -----

func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, tuple<>>) -> tuple<index, none>

// -----

func.func private @tuple_of_shaped(tuple<vector<2xf32>, tensor<?xi8>, memref<4xf32>>)

// -----

func.func private @none_type(none) -> none

// -----

func.func private @complex_nested(tensor<4xcomplex<f64>>, memref<2xcomplex<f32>>)
