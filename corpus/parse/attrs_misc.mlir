// Dictionary, unit, type, symbol reference, strided layout and sparse elements attributes.
func.func private @dicts() attributes {empty = {}, one = {a = 1 : i32}, nested = {inner = {deep = [1, 2]}, flag}, sorted = {z = 1 : i32, a = 2 : i32, m = 3 : i32}}

// -----

// Unit attributes: bare name and explicit `unit`.
func.func private @units() attributes {a, b = unit, c = [unit, unit]}

// -----

// Type attributes of many kinds.
func.func private @types() attributes {a = i32, b = f64, c = index, d = none, e = memref<?xf32>, f = tensor<*xi8>, g = vector<[4]xf32>, h = tuple<>, i = complex<f16>, j = () -> ()}

// -----

// Symbol references: flat, nested, quoted names.
func.func private @symbols() attributes {a = @flat, b = @outer::@inner, c = @a::@b::@c::@d, d = @"quoted sym", e = @"with::colons"::@"x y"}

// -----

// Strided layout attributes outside memrefs.
func.func private @strided_attrs() attributes {a = strided<[1]>, b = strided<[4, 1], offset: 2>, c = strided<[?, ?], offset: ?>, d = strided<[]>, e = strided<[], offset: 5>}

// -----

// Sparse elements attributes: indices and values.
func.func private @sparse_attrs() attributes {
  a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>,
  b = sparse<[[0], [3]], [1.5, -2.0]> : tensor<4xf32>,
  c = sparse<> : tensor<2x2xi8>,
  d = sparse<[[1, 1]], [7]> : vector<2x2xi64>
}

// -----

// Typed attributes where the type is implied by the value.
func.func private @implicit_types() attributes {i = 10, f = 2.0, s = "s", b = true}

// -----

// Attributes on function arguments and results.
func.func @arg_res_attrs(%a: i32 {my.attr = "x"}, %b: f32 {my.unit, my.n = 3 : i8}, %c: index) -> (i32 {my.res = [1, 2]}, f32) {
  return %a, %b : i32, f32
}

// -----

// Distinct attributes: each id denotes a unique attribute; ids are renumbered in order of first use.
func.func private @distinct() attributes {a = distinct[5]<42 : i32>, b = distinct[5]<42 : i32>, c = distinct[0]<[]>, d = [distinct[7]<unit>]}
