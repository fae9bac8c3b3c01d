// Affine map and integer set attributes: dims, symbols, operators, simplification and aliasing.
func.func private @maps() attributes {
  id = affine_map<(d0, d1) -> (d0, d1)>,
  perm = affine_map<(d0, d1, d2) -> (d2, d0, d1)>,
  empty = affine_map<() -> ()>,
  const = affine_map<() -> (0, 42, -3)>,
  syms = affine_map<(d0)[s0, s1] -> (d0 + s0, s1)>,
  nores = affine_map<(d0, d1) -> ()>
}

// -----

func.func private @operators() attributes {
  a = affine_map<(d0, d1) -> (d0 * 4 + d1, d0 floordiv 2, d1 ceildiv 3, d0 mod 5)>,
  b = affine_map<(d0)[s0] -> (d0 * s0, s0 * d0, d0 floordiv s0, d0 mod s0)>,
  c = affine_map<(d0, d1) -> (-d0, d0 - d1, -(d0 + d1) * 2)>
}

// -----

// The printer simplifies and canonicalizes expressions.
func.func private @simplify() attributes {
  a = affine_map<(d0) -> (d0 + 0, d0 * 1, 2 + 3, d0 - d0)>,
  b = affine_map<(d0, d1) -> (d1 + d0, 4 * d0, (d0 + 1) * 2)>,
  c = affine_map<(d0) -> (d0 floordiv 1, d0 mod 1, (d0 * 4) mod 2)>
}

// -----

// Arbitrary dim/symbol names are renamed to d<N>/s<N>.
func.func private @names() attributes {a = affine_map<(i, j)[N] -> (i + j * N)>, b = affine_map<(x)[] -> (x)>}

// -----

// Integer sets.
func.func private @sets() attributes {
  a = affine_set<(d0) : (d0 >= 0)>,
  b = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d1 == 0, d0 + d1 - 10 >= 0)>,
  c = affine_set<() : (0 == 0)>,
  d = affine_set<(d0) : (1 == 0)>,
  e = affine_set<(d0)[s0, s1] : (d0 * 2 - s0 >= 0, -d0 + s1 >= 0)>
}

// -----

#tile = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>
#inside = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
func.func private @aliased() attributes {m = #tile, s = #inside, list = [#tile, #tile]}

// -----

// Large constants and negative coefficients.
func.func private @big() attributes {a = affine_map<(d0) -> (d0 * 1024 - 4096, d0 * -7, d0 floordiv -4)>}

// -----

// `<=` constraints are accepted in integer sets and normalized to `>=` form.
func.func private @set_le() attributes {a = affine_set<(d0)[s0] : (d0 <= s0, d0 * 2 <= 10)>}
