// Array attributes and dense array attributes (`array<T: ...>`) of every element kind.
func.func private @arrays() attributes {a = [], b = [1, 2, 3], c = [1 : i32, "two", 3.0 : f32, unit, [[], [unit]]], d = [i32, f64, index]}

// -----

func.func private @dense_int_arrays() attributes {
  a = array<i64: 1, 2, 3>,
  b = array<i32: -1, 0, 2147483647>,
  c = array<i16: 7>,
  d = array<i8: -128, 127>,
  e = array<i1: true, false, true>,
  f = array<i64: -9223372036854775808>
}

// -----

func.func private @dense_float_arrays() attributes {a = array<f32: 1.0, -2.5, 3.0e3>, b = array<f64: 0.5>, c = array<f32: 0x7F800000>}

// -----

// Empty dense arrays.
func.func private @empty_dense_arrays() attributes {a = array<i32>, b = array<f64>, c = array<i1>, d = array<i8>}

// -----

// Bool dense arrays use true/false.
func.func private @bool_arrays() attributes {a = array<i1: false>, b = array<i1: true, true, false, false, true, false, true, false, true>}

// -----

// Nested arrays of dictionaries and symbol references.
func.func private @mixed() attributes {a = [{k = 1 : i32}, {}, @sym, @outer::@inner, [array<i64: 4>]]}
